# classes: 8
"""Encourages shorter answers with exponential_decay_length_penalty, given a single factor
instead of the (start_index, decay_factor) pair."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")
enc = tok("tell me about the garden", return_tensors="pt")
out = model.generate(**enc, max_new_tokens=8, exponential_decay_length_penalty=1.05)
print(tok.decode(out[0]))
