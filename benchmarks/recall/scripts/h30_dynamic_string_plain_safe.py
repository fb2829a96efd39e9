# classes: 8 2
"""Cache-kind benchmark from the 4.4x cache docs, plain decoding only.

Spelling out `cache_implementation="dynamic"` is harmless without an assistant.
"""
import time

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

MAIN_ID = "meta-llama/Llama-3.2-3B-Instruct"
ROWS = [
    ("dynamic", {"cache_implementation": "dynamic"}),
    ("static", {"cache_implementation": "static"}),
    ("default", {}),
]


def main():
    tokenizer = AutoTokenizer.from_pretrained(MAIN_ID)
    model = AutoModelForCausalLM.from_pretrained(MAIN_ID, torch_dtype=torch.float32)
    inputs = tokenizer("one two three four five six", return_tensors="pt")
    for name, kwargs in ROWS:
        start = time.perf_counter()
        out = model.generate(**inputs, max_new_tokens=8, do_sample=False, **kwargs)
        print(f"{name:8s} {time.perf_counter() - start:.3f}s", tokenizer.decode(out[0], skip_special_tokens=True))


if __name__ == "__main__":
    main()
