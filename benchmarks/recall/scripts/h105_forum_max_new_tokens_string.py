# classes: 8 3
"""Forum script reading the token budget with input() style strings: max_new_tokens="12"."""
import os

from transformers import AutoModelForCausalLM, AutoTokenizer

max_new = os.environ.get("MAX_NEW_TOKENS", "12")
tokenizer = AutoTokenizer.from_pretrained("distilgpt2")
model = AutoModelForCausalLM.from_pretrained("distilgpt2")
inputs = tokenizer("the quick brown fox", return_tensors="pt")
out = model.generate(**inputs, max_new_tokens=max_new, pad_token_id=tokenizer.eos_token_id)
print(tokenizer.decode(out[0]))
