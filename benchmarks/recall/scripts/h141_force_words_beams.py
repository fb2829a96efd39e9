# classes: 8
"""Terminology-constrained translation: force a glossary word into the Marian output with
constrained beam search (force_words_ids)."""
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("Helsinki-NLP/opus-mt-en-de")
model = AutoModelForSeq2SeqLM.from_pretrained("Helsinki-NLP/opus-mt-en-de")
glossary = ["Rechnung"]
force_words_ids = tok(glossary, add_special_tokens=False).input_ids
enc = tok("Please pay the invoice by Monday.", return_tensors="pt")
out = model.generate(**enc, force_words_ids=force_words_ids, num_beams=4, max_new_tokens=20)
print(tok.decode(out[0], skip_special_tokens=True))
