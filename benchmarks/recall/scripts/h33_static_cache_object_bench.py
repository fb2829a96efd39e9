# classes: 5 2
"""Benchmark of pre-allocated caches: a StaticCache is created once per run and handed to
generate, for plain greedy decoding and for assisted decoding with a small draft."""
import time

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, StaticCache

MODEL_ID = "Qwen/Qwen2.5-1.5B-Instruct"
DRAFT_ID = "Qwen/Qwen2.5-0.5B-Instruct"
MAX_CACHE = 64


def new_cache(model, batch_size=1):
    try:
        return StaticCache(config=model.config, max_cache_len=MAX_CACHE)
    except TypeError:  # older signature
        return StaticCache(config=model.config, max_batch_size=batch_size, max_cache_len=MAX_CACHE)


def main():
    tok = AutoTokenizer.from_pretrained(MODEL_ID)
    model = AutoModelForCausalLM.from_pretrained(MODEL_ID)
    draft = AutoModelForCausalLM.from_pretrained(DRAFT_ID)
    enc = tok("Static caches avoid reallocation because", return_tensors="pt")
    modes = {"greedy": {}, "assisted": {"assistant_model": draft}}
    for mode, extra in modes.items():
        cache = new_cache(model)
        t0 = time.perf_counter()
        with torch.no_grad():
            out = model.generate(**enc, past_key_values=cache, max_new_tokens=8, do_sample=False, **extra)
        print(f"{mode:<9} {time.perf_counter() - t0:.3f}s  {out.shape[-1]} tokens")


if __name__ == "__main__":
    main()
