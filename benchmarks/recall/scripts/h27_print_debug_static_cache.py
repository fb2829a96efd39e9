# classes: 5 8
"""Preallocating a StaticCache for speculative decoding, with print-debugging everywhere.

Issue title: "assisted generate is not supported with Static cache classes" -- but the docs
say static caches are faster?
"""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, StaticCache

model_id = "Qwen/Qwen2-0.5B-Instruct"
tok = AutoTokenizer.from_pretrained(model_id)
model = AutoModelForCausalLM.from_pretrained(model_id, torch_dtype=torch.float32)
draft = AutoModelForCausalLM.from_pretrained(model_id)
print("DEBUG model loaded", type(model).__name__)

enc = tok("Tell me a joke", return_tensors="pt")
print("DEBUG enc", enc["input_ids"].shape)

cache = StaticCache(config=model.config, max_cache_len=64)
print("DEBUG cache", type(cache).__name__)

out = model.generate(
    **enc,
    past_key_values=cache,
    assistant_model=draft,
    max_new_tokens=6,
    do_sample=False,
)
print("DEBUG out", out.shape)
print(tok.decode(out[0], skip_special_tokens=True))
