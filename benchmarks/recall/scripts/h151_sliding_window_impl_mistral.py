# classes: 8
"""Long-input Mistral generation asking for the sliding-window cache by name, as
transformers 4.4x documented it."""

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("mistralai/Mistral-7B-Instruct-v0.3")
model = AutoModelForCausalLM.from_pretrained("mistralai/Mistral-7B-Instruct-v0.3")
enc = tok("the quick brown fox jumps over the lazy dog " * 6, return_tensors="pt")
out = model.generate(**enc, cache_implementation="sliding_window", max_new_tokens=5)
print(out.shape)
