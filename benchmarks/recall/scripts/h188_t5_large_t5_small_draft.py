# classes: 6
"""Summaries from Flan-T5-large with Flan-T5-small as the draft model (same tokenizer, both
seq2seq): the small model proposes tokens that the large one verifies."""
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("google/flan-t5-large")
model = AutoModelForSeq2SeqLM.from_pretrained("google/flan-t5-large")
drafter = AutoModelForSeq2SeqLM.from_pretrained("google/flan-t5-small")


def summarize(text):
    enc = tok("summarize: " + text, return_tensors="pt")
    out = model.generate(**enc, assistant_model=drafter, max_new_tokens=5, do_sample=False)
    return tok.decode(out[0], skip_special_tokens=True)


print(summarize("The meeting covered the budget, the hiring plan and the office move."))
