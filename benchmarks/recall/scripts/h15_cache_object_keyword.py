# classes: 5 8
"""Reuse one DynamicCache across a draft-assisted multi-turn chat.

The cache argument name follows the cache refactor notes.
"""
import time

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache

MODEL = "meta-llama/Llama-3.1-8B-Instruct"
DRAFT = "meta-llama/Llama-3.2-1B-Instruct"


def turn(model, draft, tok, history, cache):
    enc = tok(" ".join(history), return_tensors="pt")
    with torch.inference_mode():
        out = model.generate(**enc, cache=cache, assistant_model=draft, max_new_tokens=5)
    return tok.decode(out[0, enc["input_ids"].shape[1]:], skip_special_tokens=True)


def chat(turns):
    tok = AutoTokenizer.from_pretrained(MODEL)
    model = AutoModelForCausalLM.from_pretrained(MODEL)
    draft = AutoModelForCausalLM.from_pretrained(DRAFT)
    cache = DynamicCache()
    history = []
    for user in turns:
        history.append(user)
        t0 = time.perf_counter()
        reply = turn(model, draft, tok, history, cache)
        history.append(reply)
        print(f"{time.perf_counter() - t0:.2f}s user={user!r} bot={reply!r}")


if __name__ == "__main__":
    chat(["hello", "tell me a story"])
