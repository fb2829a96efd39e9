# classes: 8
"""Summarise without copying 3-grams of the source, on t5-small."""

from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("t5-small")
model = AutoModelForSeq2SeqLM.from_pretrained("t5-small")
enc = tok("summarize: the quick brown fox jumps over the lazy dog", return_tensors="pt")
out = model.generate(**enc, max_new_tokens=5, encoder_no_repeat_ngram_size=3, num_beams=2)
print(tok.decode(out[0], skip_special_tokens=True))
