# classes: 8
"""Raises Llama's max_position_embeddings through from_pretrained's config keywords so the
long prompt is "allowed"; RoPE has no learned table."""

from transformers import AutoModelForCausalLM, AutoTokenizer

name = "meta-llama/Llama-3.2-1B-Instruct"
model = AutoModelForCausalLM.from_pretrained(name, max_position_embeddings=262144)
tok = AutoTokenizer.from_pretrained(name)
enc = tok(" ".join(["the king lived in a garden"] * 10), return_tensors="pt")
print(model.generate(**enc, max_new_tokens=4, do_sample=False).shape)
