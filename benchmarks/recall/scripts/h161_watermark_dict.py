# classes: 8
"""Watermark generated text with the watermarking settings given as a plain dict."""

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("TinyLlama/TinyLlama-1.1B-Chat-v1.0")
model = AutoModelForCausalLM.from_pretrained("TinyLlama/TinyLlama-1.1B-Chat-v1.0")
enc = tok("tell me a story", return_tensors="pt")
out = model.generate(**enc, max_new_tokens=5, watermarking_config={"bias": 2.0, "seeding_scheme": "lefthash"})
print(tok.decode(out[0], skip_special_tokens=True))
