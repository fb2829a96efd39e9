# classes: 8
"""Bans words with bad_words_ids built the documented way (one list of ids per word)."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-360M-Instruct")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-360M-Instruct")
bad_words_ids = tok(["dog", "cats", "red"], add_special_tokens=False).input_ids
enc = tok("tell me a story about", return_tensors="pt")
out = model.generate(**enc, bad_words_ids=bad_words_ids, max_new_tokens=6)
print(tok.decode(out[0]))
