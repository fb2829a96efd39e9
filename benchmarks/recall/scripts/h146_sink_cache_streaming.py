# classes: 5 8
"""Attention-sink streaming from the 4.36 release blog: SinkCache keeps a window plus sink tokens
for long generation."""
from transformers import AutoModelForCausalLM, AutoTokenizer, SinkCache

tok = AutoTokenizer.from_pretrained("mistralai/Mistral-7B-v0.1")
model = AutoModelForCausalLM.from_pretrained("mistralai/Mistral-7B-v0.1")
cache = SinkCache(window_length=32, num_sink_tokens=4)
enc = tok("once upon a time", return_tensors="pt")
out = model.generate(**enc, past_key_values=cache, max_new_tokens=10, do_sample=False)
print(tok.decode(out[0], skip_special_tokens=True))
