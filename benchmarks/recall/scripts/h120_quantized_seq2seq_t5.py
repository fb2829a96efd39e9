# classes: 8
"""Quantized KV cache on an encoder-decoder summariser (flan-t5)."""
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("google/flan-t5-small")
model = AutoModelForSeq2SeqLM.from_pretrained("google/flan-t5-small")
enc = tok("summarize: The cat sat on the mat all day long.", return_tensors="pt")
out = model.generate(**enc, max_new_tokens=6, cache_implementation="quantized", cache_config={"backend": "HQQ", "nbits": 4})
print(tok.decode(out[0], skip_special_tokens=True))
