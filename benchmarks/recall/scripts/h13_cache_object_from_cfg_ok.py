# classes: 5 3
"""Pick the KV cache class from the config, then speculative decoding."""
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache, StaticCache

CFG = {
    "main": "mistralai/Mistral-7B-v0.1",
    "draft": "TinyLlama/TinyLlama-1.1B-Chat-v1.0",
    "cache": {"type": "dynamic", "max_len": 64},
    "max_new_tokens": 6,
}


def make_cache(model, cache_cfg):
    kind = cache_cfg.get("type", "dynamic")
    if kind == "static":
        return StaticCache(config=model.config, max_cache_len=cache_cfg["max_len"])
    return DynamicCache()


tok = AutoTokenizer.from_pretrained(CFG["main"])
model = AutoModelForCausalLM.from_pretrained(CFG["main"])
draft = AutoModelForCausalLM.from_pretrained(CFG["draft"])
enc = tok("once upon a time", return_tensors="pt")
cache = make_cache(model, CFG["cache"])
out = model.generate(**enc, assistant_model=draft, past_key_values=cache, max_new_tokens=CFG["max_new_tokens"])
print(tok.decode(out[0]))
