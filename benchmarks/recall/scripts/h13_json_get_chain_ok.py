# classes: 8 3
# Reads generation settings from a JSON file with .get() fallbacks.
import json
import os
import tempfile

from transformers import AutoModelForCausalLM, AutoTokenizer

settings = {"main": "Qwen/Qwen2.5-1.5B-Instruct", "draft": "Qwen/Qwen2.5-0.5B-Instruct", "generation": {"max_new_tokens": 8}}
workdir = tempfile.mkdtemp()
path = os.path.join(workdir, "settings.json")
with open(path, "w") as f:
    json.dump(settings, f, indent=2)

with open(path) as f:
    cfg = json.load(f)

gen = cfg.get("generation", {})
cache_impl = gen.get("cache_implementation")
max_new = gen.get("max_new_tokens", 32)

tok = AutoTokenizer.from_pretrained(cfg["main"])
model = AutoModelForCausalLM.from_pretrained(cfg["main"])
draft = AutoModelForCausalLM.from_pretrained(cfg.get("draft"))
enc = tok("tell me about the garden", return_tensors="pt")
out = model.generate(**enc, assistant_model=draft, cache_implementation=cache_impl, max_new_tokens=max_new)
print(tok.decode(out[0]))
