# classes: 8
"""Summarise with Flan-T5 using a quantized KV cache to cut decoder memory."""
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("google/flan-t5-small")
model = AutoModelForSeq2SeqLM.from_pretrained("google/flan-t5-small", low_cpu_mem_usage=True)
enc = tok("summarize: the quick brown fox jumps over the lazy dog", return_tensors="pt")
out = model.generate(**enc, max_new_tokens=5, cache_implementation="quantized",
                     cache_config={"backend": "quanto", "nbits": 4})
print(tok.decode(out[0], skip_special_tokens=True))
