# classes: 8 2
"""Classify support tickets (A/B/C) by generation, sped up with a draft model, one ticket at a time."""

from transformers import AutoModelForCausalLM, AutoTokenizer

TARGET = "Qwen/Qwen2.5-1.5B-Instruct"
DRAFT = "Qwen/Qwen2.5-0.5B-Instruct"
TICKETS = ["my order never arrived", "how do I reset my password", "the app crashes on start"]
BATCH_SIZE = 1

tok = AutoTokenizer.from_pretrained(TARGET)
tok.padding_side = "left"
model = AutoModelForCausalLM.from_pretrained(TARGET)
draft = AutoModelForCausalLM.from_pretrained(DRAFT)


def prompt(t):
    return f"Ticket: {t}\nCategory (A=shipping, B=account, C=bug):"


for start in range(0, len(TICKETS), BATCH_SIZE):
    chunk = [prompt(t) for t in TICKETS[start : start + BATCH_SIZE]]
    enc = tok(chunk, return_tensors="pt", padding=True)
    out = model.generate(**enc, assistant_model=draft, max_new_tokens=1, do_sample=False)
    print(tok.batch_decode(out[:, -1:]))
