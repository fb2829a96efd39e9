# classes: 5 9
"""Caching docs example with a StaticCache object built by hand, its max_cache_len copied from a
smaller experiment; the prompt plus the new tokens no longer fit."""
from transformers import AutoModelForCausalLM, AutoTokenizer, StaticCache

tokenizer = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
text = "Hello, my name is Sarah and I work as a software engineer in a small company near the sea"
inputs = tokenizer(text, return_tensors="pt")

MAX_CACHE_LEN = 16
past_key_values = StaticCache(config=model.config, max_cache_len=MAX_CACHE_LEN)
out = model.generate(**inputs, past_key_values=past_key_values, max_new_tokens=8)
print(tokenizer.batch_decode(out, skip_special_tokens=True)[0])
