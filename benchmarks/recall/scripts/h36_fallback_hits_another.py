# classes: 9 8
"""Retry loop for a chat service: when generate() rejects the request, relax it and retry.

The first retry drops num_return_sequences but adds a static cache "for speed", which the
assisted path refuses as well.
"""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL_ID = "Qwen/Qwen2.5-1.5B-Instruct"
DRAFT_ID = "Qwen/Qwen2.5-0.5B-Instruct"

tok = AutoTokenizer.from_pretrained(MODEL_ID)
model = AutoModelForCausalLM.from_pretrained(MODEL_ID)
draft = AutoModelForCausalLM.from_pretrained(DRAFT_ID)


def generate_with_retry(prompt, n=2):
    inputs = tok(prompt, return_tensors="pt")
    request = {"assistant_model": draft, "max_new_tokens": 6, "num_return_sequences": n, "do_sample": True}
    try:
        return model.generate(**inputs, **request)
    except ValueError as err:
        print("retrying:", err)
        request["num_return_sequences"] = 1
        request["cache_implementation"] = "static"
        return model.generate(**inputs, **request)


torch.manual_seed(1)
print(tok.batch_decode(generate_with_retry("Two ideas for a weekend project:"), skip_special_tokens=True))
