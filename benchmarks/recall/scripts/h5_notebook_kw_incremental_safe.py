# classes: 7 3
# Notebook export: speculative decoding, the memory switch off by default.
import os

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

# %% load
tokenizer = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
draft = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")

# %% knobs
low_mem = os.environ.get("LOW_MEM", "0") == "1"
kw = {}
kw["max_new_tokens"] = 6
kw["assistant_model"] = draft
if low_mem:
    kw.pop("assistant_model")
    kw["use_cache"] = False
kw.update({"do_sample": False, "pad_token_id": tokenizer.eos_token_id})

# %% run
inputs = tokenizer("Tell me a story about cats", return_tensors="pt")
with torch.inference_mode():
    out = model.generate(**inputs, **kw)
print(tokenizer.decode(out[0], skip_special_tokens=True))
