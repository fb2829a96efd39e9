# classes: 2 6
"""Mini leaderboard: every (model, generation kwargs) entry answers the same batch of questions;
exact-match accuracy against the reference answers is printed per entry."""
from transformers import AutoModelForCausalLM, AutoTokenizer

QUESTIONS = ["2 + 2 =", "the opposite of hot is", "the color of grass is"]
ANSWERS = ["4", "cold", "green"]
draft = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")
ENTRIES = [
    ("openai-community/gpt2", {"do_sample": False}),
    ("openai-community/gpt2-medium", {"do_sample": False, "num_beams": 2}),
    ("openai-community/gpt2-medium", {"do_sample": False, "assistant_model": draft}),
]


def evaluate(name, kwargs):
    tok = AutoTokenizer.from_pretrained(name)
    tok.pad_token = tok.eos_token
    tok.padding_side = "left"
    model = AutoModelForCausalLM.from_pretrained(name)
    enc = tok(QUESTIONS, return_tensors="pt", padding=True)
    out = model.generate(**enc, max_new_tokens=3, pad_token_id=tok.eos_token_id, **kwargs)
    preds = tok.batch_decode(out[:, enc["input_ids"].shape[1]:], skip_special_tokens=True)
    return sum(a in p for a, p in zip(ANSWERS, preds)) / len(ANSWERS)


for name, kwargs in ENTRIES:
    print(f"{name:32s} {sorted(kwargs)} {evaluate(name, kwargs):.2f}")
