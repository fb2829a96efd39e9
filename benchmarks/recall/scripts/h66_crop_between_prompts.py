# classes: 5
"""Reuse one DynamicCache across prompts but crop it back to empty after each call."""
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache

tok = AutoTokenizer.from_pretrained("EleutherAI/pythia-160m")
lm = AutoModelForCausalLM.from_pretrained("EleutherAI/pythia-160m")
cache = DynamicCache()

for text in ["In 1969 the first humans landed on the Moon and", "Cats are"]:
    enc = tok(text, return_tensors="pt")
    out = lm.generate(**enc, past_key_values=cache, max_new_tokens=3, pad_token_id=tok.eos_token_id)
    print(tok.decode(out[0]))
    cache.crop(0)
