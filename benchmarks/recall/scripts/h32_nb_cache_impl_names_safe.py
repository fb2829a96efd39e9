# classes: 8 2
"""Notebook export: trying the cache implementations one cell at a time on TinyLlama.

Each cell writes a name from the current docs into `model.generation_config` and
generates; "dynamic" is the spelled-out default.
"""
# %%
from transformers import AutoModelForCausalLM, AutoTokenizer

ckpt = "TinyLlama/TinyLlama-1.1B-Chat-v1.0"
tokenizer = AutoTokenizer.from_pretrained(ckpt)
model = AutoModelForCausalLM.from_pretrained(ckpt)
enc = tokenizer("<|user|>\nWhat is a cache?</s>\n<|assistant|>\n", return_tensors="pt")


# %%
def show(tag):
    out = model.generate(**enc, max_new_tokens=5, do_sample=False)
    print(f"[{tag}]", tokenizer.decode(out[0][enc["input_ids"].shape[1]:]))


# %%
show("default")

# %%
model.generation_config.cache_implementation = "static"
show("static")

# %%
model.generation_config.cache_implementation = "dynamic"
show("dynamic")

# %%
model.generation_config.cache_implementation = None
show("back to default")
