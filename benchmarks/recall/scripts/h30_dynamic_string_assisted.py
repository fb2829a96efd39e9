# classes: 8 2
"""Speculative decoding benchmark that spells out the cache kind, copied from the 4.4x cache docs.

Each row of the table names its `cache_implementation` so the report can print it.
"""
import time

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

MAIN_ID = "meta-llama/Llama-3.2-3B-Instruct"
DRAFT_ID = "meta-llama/Llama-3.2-1B-Instruct"
ROWS = [
    ("plain", {"cache_implementation": "dynamic"}),
    ("speculative", {"cache_implementation": "dynamic", "assistant": True}),
]


def main():
    tokenizer = AutoTokenizer.from_pretrained(MAIN_ID)
    model = AutoModelForCausalLM.from_pretrained(MAIN_ID, torch_dtype=torch.float32)
    draft = AutoModelForCausalLM.from_pretrained(DRAFT_ID, torch_dtype=torch.float32)
    inputs = tokenizer("one two three four five six", return_tensors="pt")
    for name, row in ROWS:
        kwargs = dict(row)
        if kwargs.pop("assistant", False):
            kwargs["assistant_model"] = draft
        start = time.perf_counter()
        out = model.generate(**inputs, max_new_tokens=8, do_sample=False, **kwargs)
        print(f"{name:12s} {time.perf_counter() - start:.3f}s", tokenizer.decode(out[0], skip_special_tokens=True))


if __name__ == "__main__":
    main()
