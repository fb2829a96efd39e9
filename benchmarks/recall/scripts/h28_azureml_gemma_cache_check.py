# classes: 8 7
"""Azure ML scoring script for Gemma 2 that reports which cache the model built.

run() returns the completion plus a `cache` field the monitoring dashboard reads; the
check was written against the 4.x cache classes.
"""
import json

import torch
import transformers
from transformers import AutoModelForCausalLM, AutoTokenizer

model = None
tokenizer = None


def init():
    global model, tokenizer
    tokenizer = AutoTokenizer.from_pretrained("google/gemma-2-2b-it")
    model = AutoModelForCausalLM.from_pretrained("google/gemma-2-2b-it", torch_dtype=torch.float32)
    model.eval()


def _cache_kind(cache):
    if isinstance(cache, transformers.HybridCache):
        return "hybrid"
    if isinstance(cache, transformers.DynamicCache):
        return "dynamic"
    return type(cache).__name__


def run(raw_data):
    req = json.loads(raw_data)
    enc = tokenizer(req["text"], return_tensors="pt")
    with torch.no_grad():
        out = model.generate(**enc, max_new_tokens=4, return_dict_in_generate=True)
    return {
        "text": tokenizer.decode(out.sequences[0], skip_special_tokens=True),
        "cache": _cache_kind(out.past_key_values),
    }


if __name__ == "__main__":
    init()
    print(run(json.dumps({"text": "Why is the sky blue?"})))
