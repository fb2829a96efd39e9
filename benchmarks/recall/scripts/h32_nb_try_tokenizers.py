# classes: 8 6
"""Notebook export: trying a smaller Qwen as the draft of Qwen2.5-7B-Instruct.

The first attempt is wrapped in try/except: the cell prints the error and the notebook
carries on with the fix (both tokenizers passed, greedy decoding).
"""
# %%
from transformers import AutoModelForCausalLM, AutoTokenizer

big = "Qwen/Qwen2.5-7B-Instruct"
small = "Qwen/Qwen2.5-0.5B-Instruct"
tokenizer = AutoTokenizer.from_pretrained(big)
assistant_tokenizer = AutoTokenizer.from_pretrained(small)
model = AutoModelForCausalLM.from_pretrained(big)
assistant = AutoModelForCausalLM.from_pretrained(small)

# %%
inputs = tokenizer("Explain recursion in one sentence.", return_tensors="pt")

# %%
try:
    out = model.generate(**inputs, assistant_model=assistant, max_new_tokens=8, do_sample=False)
    print(tokenizer.decode(out[0]))
except ValueError as err:
    print("assisted generation failed:", err)

# %%
# same tokenizer family but the vocab sizes differ, so pass both tokenizers
out = model.generate(
    **inputs,
    assistant_model=assistant,
    tokenizer=tokenizer,
    assistant_tokenizer=assistant_tokenizer,
    max_new_tokens=8,
    do_sample=False,
)
print(tokenizer.decode(out[0], skip_special_tokens=True))
