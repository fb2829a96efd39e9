# classes: 4 9
"""Notebook export: a text-generation pipeline with a draft model, asked for several candidates.

Cells build the pipeline once (SmolLM2-360M-Instruct, SmolLM2-135M-Instruct draft) and call it
with growing settings; the last cell wants three sampled candidates per prompt.
"""
# %%
from transformers import pipeline

pipe = pipeline(
    "text-generation",
    model="HuggingFaceTB/SmolLM2-360M-Instruct",
    assistant_model="HuggingFaceTB/SmolLM2-135M-Instruct",
)

# %%
prompt = "Write a haiku about autumn leaves."
print(pipe(prompt, max_new_tokens=8, do_sample=False)[0]["generated_text"])

# %%
settings = dict(max_new_tokens=8, do_sample=True, temperature=0.9)
print(pipe(prompt, **settings)[0]["generated_text"])

# %%
settings["num_return_sequences"] = 3
for cand in pipe(prompt, **settings):
    print("*", cand["generated_text"])
