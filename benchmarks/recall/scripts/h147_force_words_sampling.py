# classes: 8
"""Mixes constrained decoding with sampling to get varied sentences that all contain a word."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("TinyLlama/TinyLlama-1.1B-Chat-v1.0")
model = AutoModelForCausalLM.from_pretrained("TinyLlama/TinyLlama-1.1B-Chat-v1.0")
enc = tok("the queen said", return_tensors="pt")
words = tok(["garden"], add_special_tokens=False).input_ids
out = model.generate(**enc, force_words_ids=words, num_beams=2, do_sample=True, max_new_tokens=6)
print(tok.decode(out[0]))
