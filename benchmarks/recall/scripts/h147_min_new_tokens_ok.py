# classes: 8
"""Forces at least three new tokens before EOS can be produced, with beam search."""
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("google/flan-t5-base")
model = AutoModelForSeq2SeqLM.from_pretrained("google/flan-t5-base")
enc = tok("summarize: the quick brown fox jumps over the lazy dog", return_tensors="pt")
out = model.generate(**enc, num_beams=2, min_new_tokens=3, max_new_tokens=6)
print(tok.decode(out[0], skip_special_tokens=True))
