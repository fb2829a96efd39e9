# classes: 9
"""Stack Overflow question "how do I ban words from generate": the banned words are tokenized and
their ids passed as bad_words_ids."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("openai-community/gpt2", add_prefix_space=True)
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
banned = ["stupid", "idiot"]
bad_ids = tok(banned, add_special_tokens=False).input_ids
flat = [i for ids in bad_ids for i in ids]
enc = tok("You are such a", return_tensors="pt")
out = model.generate(**enc, bad_words_ids=bad_ids, max_new_tokens=5, pad_token_id=tok.eos_token_id)
print(tok.decode(out[0]))
