# classes: 5
"""Serving loop with one StaticCache allocated up front (so torch.compile could keep its
shapes) and reset between requests."""

from transformers import AutoModelForCausalLM, AutoTokenizer, StaticCache

name = "HuggingFaceTB/SmolLM2-135M"
tok = AutoTokenizer.from_pretrained(name)
model = AutoModelForCausalLM.from_pretrained(name)

cache = StaticCache(config=model.config, max_batch_size=1, max_cache_len=128)

requests = [
    "tell me a story about the king",
    "once upon a time there lived a fox",
    "one two three",
]
for text in requests:
    enc = tok(text, return_tensors="pt")
    out = model.generate(**enc, past_key_values=cache, max_new_tokens=8, do_sample=False)
    print(tok.decode(out[0], skip_special_tokens=True))
    cache.reset()
