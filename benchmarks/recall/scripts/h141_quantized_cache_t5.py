# classes: 5
"""Memory-saving translation with T5: a 4-bit quantized KV cache (quanto backend)."""
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("t5-small")
model = AutoModelForSeq2SeqLM.from_pretrained("t5-small")
enc = tok("translate English to German: The book is on the table.", return_tensors="pt")
out = model.generate(
    **enc,
    max_new_tokens=16,
    cache_implementation="quantized",
    cache_config={"backend": "quanto", "nbits": 4},
)
print(tok.decode(out[0], skip_special_tokens=True))
