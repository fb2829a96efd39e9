# classes: 5 7
# Pre-allocated static cache for latency, reused by the speculative call.
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, StaticCache

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-360M-Instruct")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-360M-Instruct")
draft = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")


def make_cache(m, max_len=64):
    return StaticCache(config=m.config, max_cache_len=max_len)


enc = tok("the quick brown fox jumps", return_tensors="pt")
cache = make_cache(model)
with torch.no_grad():
    out = model.generate(**enc, past_key_values=cache, assistant_model=draft, max_new_tokens=4)
print(tok.decode(out[0]))
