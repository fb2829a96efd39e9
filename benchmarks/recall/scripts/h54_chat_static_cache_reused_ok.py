# classes: 5
"""Chat loop: one StaticCache allocated up front, reset between turns, plain greedy decoding."""
from transformers import AutoModelForCausalLM, AutoTokenizer, StaticCache

MODEL = "Qwen/Qwen2-0.5B-Instruct"
tok = AutoTokenizer.from_pretrained(MODEL)
model = AutoModelForCausalLM.from_pretrained(MODEL)

cache = StaticCache(config=model.config, max_cache_len=256)
history = "User: hello there\nAssistant:"
for turn in range(2):
    enc = tok(history, return_tensors="pt")
    out = model.generate(**enc, past_key_values=cache, max_new_tokens=3, do_sample=False)
    cache.reset()
    history = tok.decode(out[0], skip_special_tokens=True) + "\nUser: more please\nAssistant:"
print(history)
