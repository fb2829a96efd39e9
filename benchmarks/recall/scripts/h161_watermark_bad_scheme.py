# classes: 8
"""Watermark generated text with a hash-based seeding scheme on TinyLlama."""

from transformers import AutoModelForCausalLM, AutoTokenizer, WatermarkingConfig

tok = AutoTokenizer.from_pretrained("TinyLlama/TinyLlama-1.1B-Chat-v1.0")
model = AutoModelForCausalLM.from_pretrained("TinyLlama/TinyLlama-1.1B-Chat-v1.0")
wm = WatermarkingConfig(bias=2.0, seeding_scheme="hash", context_width=2)
enc = tok("tell me a story", return_tensors="pt")
out = model.generate(**enc, max_new_tokens=5, watermarking_config=wm)
print(tok.decode(out[0], skip_special_tokens=True))
