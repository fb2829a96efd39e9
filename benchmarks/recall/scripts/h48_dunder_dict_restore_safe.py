# classes: 7 1
"""Evaluate with and without the cache, restoring the config between the two passes.

The no-cache pass is plain greedy decoding; the defaults are put back with `__dict__.update`
before the assisted pass, so the assistant always runs with the cache on.
"""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

MAIN = "facebook/opt-350m"
DRAFT = "facebook/opt-125m"

tok = AutoTokenizer.from_pretrained(MAIN)
model = AutoModelForCausalLM.from_pretrained(MAIN, torch_dtype=torch.float32)
draft = AutoModelForCausalLM.from_pretrained(DRAFT, torch_dtype=torch.float32)

cfg = GenerationConfig(max_new_tokens=8, do_sample=False)
batch = tok(["The capital of France is"], return_tensors="pt")

cfg.__dict__.update({"use_cache": False})
plain = model.generate(**batch, generation_config=cfg)
print("no cache:", tok.decode(plain[0], skip_special_tokens=True))

cfg.__dict__.update(use_cache=True)
fast = model.generate(**batch, generation_config=cfg, assistant_model=draft)
print("assisted:", tok.decode(fast[0], skip_special_tokens=True))
