# classes: 8 2
"""Notebook export: trying the cache implementations one cell at a time on TinyLlama.

The notebook was written against an older release's docs, which listed "dynamic_full";
each cell writes the name into `model.generation_config` and generates.
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
model.generation_config.cache_implementation = "dynamic_full"
show("dynamic_full")

# %%
model.generation_config.cache_implementation = None
show("back to default")
