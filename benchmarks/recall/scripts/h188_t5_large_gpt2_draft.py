# classes: 6
"""Summaries from Flan-T5-large with a cheap draft model: the team's distilled decoder-only
drafter (GPT-2 sized) proposes tokens that the seq2seq model verifies."""
from transformers import AutoModelForCausalLM, AutoModelForSeq2SeqLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("google/flan-t5-large")
model = AutoModelForSeq2SeqLM.from_pretrained("google/flan-t5-large")
drafter = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")


def summarize(text):
    enc = tok("summarize: " + text, return_tensors="pt")
    out = model.generate(**enc, assistant_model=drafter, max_new_tokens=5, do_sample=False)
    return tok.decode(out[0], skip_special_tokens=True)


print(summarize("The meeting covered the budget, the hiring plan and the office move."))
