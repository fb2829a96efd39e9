# classes: 2 9
"""Notebook: repetition penalty values compared; the "off" value is 1.0."""
# %%
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("google/gemma-2b")
model = AutoModelForCausalLM.from_pretrained("google/gemma-2b")
enc = tok("red green blue red green blue", return_tensors="pt")

# %%
results = {}
for penalty in (1.3, 1.1, 1.0):
    out = model.generate(**enc, max_new_tokens=5, repetition_penalty=penalty)
    results[penalty] = tok.decode(out[0], skip_special_tokens=True)
results
