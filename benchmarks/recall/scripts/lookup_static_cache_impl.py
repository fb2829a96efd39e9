# classes: 8
"""Prompt lookup with a static cache for the compiled decode path."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")

text = "the king and the queen and the king and the queen and the king and the"
enc = tok(text, return_tensors="pt")
out = model.generate(**enc, prompt_lookup_num_tokens=3, cache_implementation="static", max_new_tokens=12)
print(tok.decode(out[0]))
