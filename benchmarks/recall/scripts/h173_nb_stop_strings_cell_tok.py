# classes: 9
"""Notebook: after a plain generation cell, stop strings are added to the shared kwargs."""
# %% load
from transformers import AutoModelForCausalLM, AutoTokenizer

checkpoint = "Qwen/Qwen2.5-Coder-0.5B-Instruct"
tokenizer = AutoTokenizer.from_pretrained(checkpoint)
model = AutoModelForCausalLM.from_pretrained(checkpoint)

# %% plain
enc = tokenizer("hello world tell me a story", return_tensors="pt")
kw = {"max_new_tokens": 6}
print(tokenizer.decode(model.generate(**enc, **kw)[0]))

# %% stop at the first full stop
kw["stop_strings"] = [".", "\n"]
kw["tokenizer"] = tokenizer
out = model.generate(**enc, **kw)
print(tokenizer.decode(out[0], skip_special_tokens=True))
