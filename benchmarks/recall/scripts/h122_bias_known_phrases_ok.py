# classes: 8
"""Bias a few phrases, looked up in a small id table; phrases the table lacks are skipped."""
from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL = "openai-community/gpt2"
tokenizer = AutoTokenizer.from_pretrained(MODEL)
model = AutoModelForCausalLM.from_pretrained(MODEL)

PHRASE_IDS = {",": (11,), ".": (13,)}


def phrase_bias(phrases, strength):
    return {PHRASE_IDS[p]: strength for p in phrases if p in PHRASE_IDS}


bias = phrase_bias([",", "."], -6.0)
enc = tokenizer("Lists of things: apples", return_tensors="pt")
out = model.generate(**enc, sequence_bias=bias, max_new_tokens=6, pad_token_id=tokenizer.eos_token_id)
print(tokenizer.decode(out[0], skip_special_tokens=True))
