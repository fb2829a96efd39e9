# classes: 3 9
"""Service config read from environment variables with defaults (container style)."""
import os

from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL_ID = os.environ.get("MODEL_ID", "Qwen/Qwen2.5-1.5B-Instruct")
DRAFT_ID = os.environ.get("DRAFT_ID", "Qwen/Qwen2.5-0.5B-Instruct")
USE_CACHE = os.environ.get("USE_CACHE", "1") == "1"
MAX_NEW = int(os.environ.get("MAX_NEW_TOKENS", "5"))

tokenizer = AutoTokenizer.from_pretrained(MODEL_ID)
model = AutoModelForCausalLM.from_pretrained(MODEL_ID)
draft = AutoModelForCausalLM.from_pretrained(DRAFT_ID) if DRAFT_ID else None


def handle(text: str) -> str:
    enc = tokenizer(text, return_tensors="pt")
    out = model.generate(**enc, max_new_tokens=MAX_NEW, use_cache=USE_CACHE, assistant_model=draft)
    return tokenizer.decode(out[0], skip_special_tokens=True)


if __name__ == "__main__":
    print(handle("hello world"))
