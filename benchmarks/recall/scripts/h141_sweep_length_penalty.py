# classes: 2 8
"""Sweep length_penalty for BART-CNN summaries at a fixed beam width and print the lengths."""
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("facebook/bart-large-cnn")
model = AutoModelForSeq2SeqLM.from_pretrained("facebook/bart-large-cnn")
enc = tok("The zoo welcomed a baby giraffe, the first born there in a decade, keepers said.", return_tensors="pt")
for lp in [0.6, 1.0, 1.4, 2.0]:
    ids = model.generate(**enc, num_beams=4, length_penalty=lp, num_return_sequences=2, max_new_tokens=14)
    print(lp, [len(x) for x in ids])
