# classes: 1 3 7
"""Latency profiles chosen with structural pattern matching on a 'device:goal' target string."""
import os

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

TARGET = os.environ.get("SERVE_TARGET", "cpu:latency")
MAIN = "meta-llama/Llama-3.2-3B-Instruct"
DRAFT = "meta-llama/Llama-3.2-1B-Instruct"


def generation_profile(target: str) -> dict:
    match target.split(":"):
        case ["cpu", "latency"]:
            return {"cache_implementation": "static", "max_new_tokens": 10}
        case ["cpu", "memory"]:
            return {"cache_implementation": "offloaded", "max_new_tokens": 10}
        case ["cuda", goal] if goal in {"latency", "throughput"}:
            return {"cache_implementation": "static", "max_new_tokens": 64}
        case _:
            return {"max_new_tokens": 10}


def load(name: str):
    return AutoModelForCausalLM.from_pretrained(name, torch_dtype=torch.float32)


tok = AutoTokenizer.from_pretrained(MAIN)
model, draft = load(MAIN), load(DRAFT)

messages = [{"role": "user", "content": "Give me three names for a grey cat."}]
prompt = tok.apply_chat_template(messages, add_generation_prompt=True, tokenize=False)
enc = tok(prompt, return_tensors="pt")

profile = generation_profile(TARGET)
print("profile:", TARGET, profile)
out = model.generate(**enc, assistant_model=draft, **profile)
print(tok.decode(out[0][enc.input_ids.shape[1]:], skip_special_tokens=True))
