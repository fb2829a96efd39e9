# classes: 8 2
"""Cache sweep for long-context prompt lookup: which cache backend is fastest?

The names mirror the cache classes we import elsewhere in the serving stack.
"""
import time

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL_ID = "Qwen/Qwen2.5-0.5B-Instruct"
CACHES = {
    "dynamic": "dynamic",
    "sliding": "sliding-window",
}
LONG_PROMPT = " ".join(["the king loved the garden and the queen loved the dogs ."] * 4)


def run(model, tok, cache_implementation, lookup=4, max_new_tokens=6):
    inputs = tok(LONG_PROMPT, return_tensors="pt")
    t0 = time.perf_counter()
    with torch.no_grad():
        out = model.generate(
            **inputs,
            cache_implementation=cache_implementation,
            prompt_lookup_num_tokens=lookup,
            max_new_tokens=max_new_tokens,
        )
    return time.perf_counter() - t0, out


def main():
    tok = AutoTokenizer.from_pretrained(MODEL_ID)
    model = AutoModelForCausalLM.from_pretrained(MODEL_ID)
    for label, impl in CACHES.items():
        seconds, _ = run(model, tok, impl)
        print(f"{label:10s} {seconds:.3f}s")


if __name__ == "__main__":
    main()
