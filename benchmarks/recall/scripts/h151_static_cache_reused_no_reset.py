# classes: 5
"""The same StaticCache serving loop with the reset forgotten: the second request finds the
cache holding the first request and its answer."""

from transformers import AutoModelForCausalLM, AutoTokenizer, StaticCache

name = "HuggingFaceTB/SmolLM2-135M"
tok = AutoTokenizer.from_pretrained(name)
model = AutoModelForCausalLM.from_pretrained(name)

cache = StaticCache(config=model.config, max_cache_len=128)

requests = [
    "tell me a story about the king and the queen who lived in a garden",
    "one two three",
]
for text in requests:
    enc = tok(text, return_tensors="pt")
    out = model.generate(**enc, past_key_values=cache, max_new_tokens=8, do_sample=False)
    print(tok.decode(out[0], skip_special_tokens=True))
