# classes: 2 1
"""Beam search vs speculative decoding, same budget.

The sweep crosses num_beams with "draft on/off".
"""
import itertools
import time

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

TARGET = "Qwen/Qwen2.5-1.5B-Instruct"
DRAFT = "Qwen/Qwen2.5-0.5B-Instruct"
BEAMS = (1, 2)
USE_DRAFT = (False, True)


def timed_generate(model, inputs, **kwargs):
    t0 = time.perf_counter()
    with torch.inference_mode():
        out = model.generate(**inputs, **kwargs)
    return out, time.perf_counter() - t0


def main():
    tok = AutoTokenizer.from_pretrained(TARGET)
    target = AutoModelForCausalLM.from_pretrained(TARGET)
    draft = AutoModelForCausalLM.from_pretrained(DRAFT)
    inputs = tok("hello world", return_tensors="pt")

    rows = []
    for num_beams, use_draft in itertools.product(BEAMS, USE_DRAFT):
        kwargs = {"num_beams": num_beams, "max_new_tokens": 6, "early_stopping": num_beams > 1}
        if use_draft:
            kwargs["assistant_model"] = draft
        out, seconds = timed_generate(target, inputs, **kwargs)
        rows.append((num_beams, use_draft, round(seconds, 4), out.shape[-1]))
    for row in rows:
        print(*row, sep="\t")


main()
