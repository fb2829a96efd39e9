# classes: 2 5
"""Base kwargs merged with per-run overrides using the dict union operator (Python 3.9+)."""
import time

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache, StaticCache

MODEL = "Qwen/Qwen3-8B"
DRAFT = "Qwen/Qwen3-0.6B"


def overrides_for(model):
    return {
        "dynamic-object": {"past_key_values": DynamicCache()},
        "default": {},
        "static-object": {"past_key_values": StaticCache(config=model.config, max_cache_len=48)},
    }


def main():
    tok = AutoTokenizer.from_pretrained(MODEL)
    model = AutoModelForCausalLM.from_pretrained(MODEL)
    draft = AutoModelForCausalLM.from_pretrained(DRAFT)
    base = {"max_new_tokens": 5, "do_sample": False, "assistant_model": draft}
    enc = tok("hello world", return_tensors="pt")
    for name, extra in overrides_for(model).items():
        kwargs = base | extra
        t0 = time.perf_counter()
        with torch.inference_mode():
            model.generate(**enc, **kwargs)
        print(f"{name:15s} {time.perf_counter() - t0:.3f}s")


if __name__ == "__main__":
    main()
