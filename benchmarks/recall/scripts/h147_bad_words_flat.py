# classes: 8
"""Bans a few words from a story generator; the ids of all words are concatenated into one
flat list."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-360M-Instruct")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-360M-Instruct")
banned = []
for word in ["dog", "cats", "red"]:
    banned.extend(tok(word, add_special_tokens=False).input_ids)

enc = tok("tell me a story about", return_tensors="pt")
out = model.generate(**enc, bad_words_ids=banned, max_new_tokens=6)
print(tok.decode(out[0]))
