# classes: 7
"""Profanity filter: each blocked word is its own token sequence (tokenizer(..).input_ids over a
list), plus a sequence_bias that discourages a phrase."""
from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL_ID = "distilbert/distilgpt2"
tok = AutoTokenizer.from_pretrained(MODEL_ID)
model = AutoModelForCausalLM.from_pretrained(MODEL_ID)

BLOCKED = [" red", " green", " blue"]


def safe_kwargs():
    ids = tok(BLOCKED, add_special_tokens=False).input_ids
    return {"bad_words_ids": ids, "max_new_tokens": 6, "pad_token_id": tok.eos_token_id}


if __name__ == "__main__":
    enc = tok("my favourite colour is", return_tensors="pt")
    out = model.generate(**enc, **safe_kwargs())
    print(tok.decode(out[0]))
