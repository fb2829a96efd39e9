# classes: 1
"""Flan-T5 translation helper; beam count keyword is missing its plural s."""
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("google/flan-t5-small")
model = AutoModelForSeq2SeqLM.from_pretrained("google/flan-t5-small")


def translate(text, beams=3):
    batch = tok(["translate English to German: " + text], return_tensors="pt")
    ids = model.generate(**batch, num_beam=beams, max_new_tokens=8, early_stopping=True)
    return tok.batch_decode(ids, skip_special_tokens=True)[0]


print(translate("The house is wonderful."))
