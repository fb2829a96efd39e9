# classes: 8
"""Profanity filter from a 2021 chatbot: bad_words_ids built with tokenizer.encode of one word,
the way a forum answer showed it."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("gpt2", add_prefix_space=True)
model = AutoModelForCausalLM.from_pretrained("gpt2")
bad_words_ids = tok.encode("dog")
enc = tok("the king had a red", return_tensors="pt")
out = model.generate(**enc, bad_words_ids=bad_words_ids, max_new_tokens=6, pad_token_id=tok.eos_token_id)
print(tok.decode(out[0]))
