# classes: 8
"""A new task prefix token for Flan-T5 (`<summarize>`), added to the tokenizer and used in every
input; the encoder's embeddings were not resized."""

from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("google/flan-t5-small")
tok.add_tokens(["<summarize>"], special_tokens=True)
model = AutoModelForSeq2SeqLM.from_pretrained("google/flan-t5-small")
enc = tok("<summarize> the quick brown fox jumps over the lazy dog", return_tensors="pt")
print(tok.decode(model.generate(**enc, max_new_tokens=6)[0], skip_special_tokens=True))
