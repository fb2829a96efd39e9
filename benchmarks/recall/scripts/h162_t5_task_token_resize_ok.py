# classes: 8
"""A new task prefix token for Flan-T5, added and the model resized before generating."""

from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("google/flan-t5-small")
tok.add_tokens(["<summarize>"], special_tokens=True)
model = AutoModelForSeq2SeqLM.from_pretrained("google/flan-t5-small")
model.resize_token_embeddings(len(tok))
enc = tok("<summarize> the quick brown fox jumps over the lazy dog", return_tensors="pt")
print(tok.decode(model.generate(**enc, max_new_tokens=6)[0], skip_special_tokens=True))
