# classes: 8 3
"""Forum script whose settings come from a dict of strings (copied from a web form): do_sample
is "True", which Python reads as truthy."""
from transformers import AutoModelForCausalLM, AutoTokenizer

settings = {"do_sample": "True", "num_return_sequences": 2, "max_new_tokens": 5}

tokenizer = AutoTokenizer.from_pretrained("distilgpt2")
model = AutoModelForCausalLM.from_pretrained("distilgpt2")
inputs = tokenizer("hello world", return_tensors="pt")
out = model.generate(**inputs, **settings, pad_token_id=tokenizer.eos_token_id)
print(tokenizer.batch_decode(out))
