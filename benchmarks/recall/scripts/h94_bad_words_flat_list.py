# classes: 7
"""Profanity filter: words to block are encoded once and handed to generate as bad_words_ids
through a kwargs dict built in a helper."""
from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL_ID = "distilbert/distilgpt2"
tok = AutoTokenizer.from_pretrained(MODEL_ID)
model = AutoModelForCausalLM.from_pretrained(MODEL_ID)

BLOCKLIST = " red green blue"


def safe_kwargs():
    blocked = tok.encode(BLOCKLIST, add_special_tokens=False)
    return {"bad_words_ids": blocked, "max_new_tokens": 6, "pad_token_id": tok.eos_token_id}


if __name__ == "__main__":
    enc = tok("my favourite colour is", return_tensors="pt")
    out = model.generate(**enc, **safe_kwargs())
    print(tok.decode(out[0]))
