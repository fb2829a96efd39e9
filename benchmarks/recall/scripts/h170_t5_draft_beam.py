# classes: 8 6
"""Summarization quality vs. speed: flan-t5-large with flan-t5-small as the assistant, decoded
with beam search as in the paper's ROUGE setting."""
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("google/flan-t5-large")
model = AutoModelForSeq2SeqLM.from_pretrained("google/flan-t5-large")
assistant = AutoModelForSeq2SeqLM.from_pretrained("google/flan-t5-small")

SETTINGS = {"num_beams": 4, "max_new_tokens": 6}
text = "summarize: Heavy rain caused flooding across the region, closing schools and several roads."
enc = tok(text, return_tensors="pt")
reference = model.generate(**enc, **SETTINGS)
fast = model.generate(**enc, assistant_model=assistant, **SETTINGS)
print(tok.decode(reference[0], skip_special_tokens=True))
print(tok.decode(fast[0], skip_special_tokens=True))
