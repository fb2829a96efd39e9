# classes: 8
"""Steer a word down: sequence_bias keyed by the word's id list."""

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("TinyLlama/TinyLlama-1.1B-Chat-v1.0")
model = AutoModelForCausalLM.from_pretrained("TinyLlama/TinyLlama-1.1B-Chat-v1.0")

bias = [[tok("dogs", add_special_tokens=False).input_ids, -4.0]]
enc = tok("tell me a story about", return_tensors="pt")
out = model.generate(**enc, max_new_tokens=5, do_sample=False, sequence_bias=bias)
print(tok.decode(out[0], skip_special_tokens=True))
