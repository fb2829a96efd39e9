# classes: 3 9
"""Speculative decoding microservice. Deployment knobs come from the container environment."""
import os

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL_ID = os.environ.get("MODEL_ID", "Qwen/Qwen2.5-1.5B-Instruct")
DRAFT_ID = os.environ.get("DRAFT_MODEL_ID", "Qwen/Qwen2.5-0.5B-Instruct")
USE_KV_CACHE = os.environ.get("USE_KV_CACHE", "true").lower() in ("1", "true", "yes")
MAX_NEW_TOKENS = int(os.environ.get("MAX_NEW_TOKENS", "8"))

tokenizer = AutoTokenizer.from_pretrained(MODEL_ID)
model = AutoModelForCausalLM.from_pretrained(MODEL_ID, torch_dtype=torch.float32).eval()
draft = AutoModelForCausalLM.from_pretrained(DRAFT_ID, torch_dtype=torch.float32).eval()


def handle(prompt: str) -> str:
    enc = tokenizer(prompt, return_tensors="pt")
    with torch.no_grad():
        out = model.generate(
            **enc,
            assistant_model=draft,
            use_cache=USE_KV_CACHE,
            max_new_tokens=MAX_NEW_TOKENS,
        )
    return tokenizer.decode(out[0, enc["input_ids"].shape[-1]:], skip_special_tokens=True)


if __name__ == "__main__":
    print(handle("the king and the queen"))
