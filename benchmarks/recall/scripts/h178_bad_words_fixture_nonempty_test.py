# classes: 8 3
"""Test of the profanity filter: the banned list comes from the config (two words in dev)."""
import json

from transformers import AutoModelForCausalLM, AutoTokenizer

CONFIG = json.loads('{"banned_words": [" idiot", " fool"], "max_new_tokens": 4}')


def fixture_model():
    tok = AutoTokenizer.from_pretrained("distilgpt2")
    return tok, AutoModelForCausalLM.from_pretrained("distilgpt2")


def banned_ids(tok, words):
    return [tok(w, add_special_tokens=False).input_ids for w in words]


def test_filter(tok, model):
    enc = tok("you are a", return_tensors="pt")
    out = model.generate(**enc, max_new_tokens=CONFIG["max_new_tokens"],
                         bad_words_ids=banned_ids(tok, CONFIG["banned_words"]),
                         pad_token_id=tok.eos_token_id)
    assert out.shape[0] == 1


if __name__ == "__main__":
    test_filter(*fixture_model())
