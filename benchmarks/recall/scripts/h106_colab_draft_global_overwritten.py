# classes: 7 6
"""Colab notebook: the `draft` global first holds a SmolLM2 draft; a later cell tries a GPT-2 draft
instead ("is a different family faster?") and re-runs the comparison cell without tokenizers."""
# %%
import time

from transformers import AutoModelForCausalLM, AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-360M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-360M")
draft = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
inputs = tokenizer("The capital of France is", return_tensors="pt")
runs = {}


# %%
def compare(tag):
    t0 = time.perf_counter()
    out = model.generate(**inputs, assistant_model=draft, max_new_tokens=8)
    runs[tag] = time.perf_counter() - t0
    print(tag, tokenizer.decode(out[0], skip_special_tokens=True))


compare("smollm2-135m draft")

# %% try another draft family
draft = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")
compare("distilgpt2 draft")

# %%
print(runs)
