# classes: 8 3
"""Forum question: beam search settings read from a form, early_stopping arrives as "true"."""
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

form = {"num_beams": "4", "early_stopping": "true", "max_new_tokens": "8"}

tokenizer = AutoTokenizer.from_pretrained("t5-small")
model = AutoModelForSeq2SeqLM.from_pretrained("t5-small")
inputs = tokenizer("summarize: the quick brown fox jumps over the lazy dog", return_tensors="pt")
out = model.generate(
    **inputs,
    num_beams=int(form["num_beams"]),
    early_stopping=form["early_stopping"],
    max_new_tokens=int(form["max_new_tokens"]),
)
print(tokenizer.decode(out[0], skip_special_tokens=True))
