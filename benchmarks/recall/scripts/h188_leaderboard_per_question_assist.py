# classes: 2 6
"""Mini leaderboard: every (model, generation kwargs) entry answers the questions one at a time
(assisted generation wants one sequence per call); exact-match accuracy per entry."""
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
    model = AutoModelForCausalLM.from_pretrained(name)
    hits = 0
    for question, answer in zip(QUESTIONS, ANSWERS):
        enc = tok(question, return_tensors="pt")
        out = model.generate(**enc, max_new_tokens=3, pad_token_id=tok.eos_token_id, **kwargs)
        hits += answer in tok.decode(out[0, enc["input_ids"].shape[1]:], skip_special_tokens=True)
    return hits / len(QUESTIONS)


for name, kwargs in ENTRIES:
    print(f"{name:32s} {sorted(kwargs)} {evaluate(name, kwargs):.2f}")
