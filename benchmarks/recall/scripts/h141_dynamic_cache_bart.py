# classes: 5
"""Hand a plain DynamicCache to an encoder-decoder (DistilBART) generate call, as one would for
a decoder-only model."""
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer, DynamicCache

tok = AutoTokenizer.from_pretrained("sshleifer/distilbart-cnn-12-6")
model = AutoModelForSeq2SeqLM.from_pretrained("sshleifer/distilbart-cnn-12-6")
enc = tok("Thousands marched through the capital to demand cleaner air.", return_tensors="pt")
out = model.generate(**enc, past_key_values=DynamicCache(), max_new_tokens=10)
print(tok.decode(out[0], skip_special_tokens=True))
