# classes: 5
"""Long-context QA with a StaticCache sized for the "usual" prompt; the retrieved context
plus the answer budget no longer fit."""

from transformers import AutoModelForCausalLM, AutoTokenizer, StaticCache

tok = AutoTokenizer.from_pretrained("TinyLlama/TinyLlama-1.1B-Chat-v1.0")
model = AutoModelForCausalLM.from_pretrained("TinyLlama/TinyLlama-1.1B-Chat-v1.0")

MAX_CACHE = 48
docs = ["the king lived in a garden"] * 6
prompt = "context : " + " . ".join(docs) + " . question : who lived in the garden ? answer :"
inputs = tok(prompt, return_tensors="pt")
cache = StaticCache(config=model.config, max_cache_len=MAX_CACHE)
out = model.generate(**inputs, past_key_values=cache, max_new_tokens=16)
print(tok.decode(out[0]))
