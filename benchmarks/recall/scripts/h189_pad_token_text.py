# classes: 9
"""Batch completion for GPT-2 from a forum answer: no pad token, so "use the eos token" - passed
as the token's text."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained("distilbert/distilgpt2")
model = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")
tokenizer.pad_token = tokenizer.eos_token
tokenizer.padding_side = "left"

batch = tokenizer(["Hi there", "What a lovely day it is"], return_tensors="pt", padding=True)
out = model.generate(**batch, max_new_tokens=4, pad_token_id=tokenizer.eos_token)
print(tokenizer.batch_decode(out, skip_special_tokens=True))
