# classes: 7
"""Near miss: the same empty blocklist, passed as None when it holds no words."""
from transformers import AutoModelForCausalLM, AutoTokenizer

SETTINGS = {"blocklist": [], "max_new_tokens": 8}

tokenizer = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")

bad_words_ids = [tokenizer.encode(w, add_special_tokens=False) for w in SETTINGS["blocklist"]]
inputs = tokenizer("Write a friendly reply:", return_tensors="pt")
out = model.generate(**inputs, bad_words_ids=bad_words_ids or None, max_new_tokens=SETTINGS["max_new_tokens"])
print(tokenizer.decode(out[0], skip_special_tokens=True))
