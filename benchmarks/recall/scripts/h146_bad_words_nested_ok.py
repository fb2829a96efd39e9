# classes: 8
"""The same profanity filter done as the docs say: one list of ids per banned word."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("gpt2", add_prefix_space=True)
model = AutoModelForCausalLM.from_pretrained("gpt2")
bad_words_ids = tok(["dog", "cat"], add_special_tokens=False).input_ids
enc = tok("the king had a red", return_tensors="pt")
out = model.generate(**enc, bad_words_ids=bad_words_ids, max_new_tokens=6, pad_token_id=tok.eos_token_id)
print(tok.decode(out[0]))
