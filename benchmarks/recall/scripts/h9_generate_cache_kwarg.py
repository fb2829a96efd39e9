# classes: 8 5
"""Reuse one DynamicCache across a multi-turn chat (new-style `cache=` argument)."""
import logging

from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache

logging.basicConfig(level=logging.INFO)
log = logging.getLogger("chat")

name = "Qwen/Qwen3-0.6B"
tok = AutoTokenizer.from_pretrained(name)
model = AutoModelForCausalLM.from_pretrained(name)

turns = ["hello", "tell me a story", "about cats"]
history = ""
kv = DynamicCache()
for turn_idx, user in enumerate(turns):
    history += f" {user}"
    enc = tok(history, return_tensors="pt")
    out = model.generate(**enc, max_new_tokens=4, cache=kv, do_sample=False)
    history = tok.decode(out[0], skip_special_tokens=True)
    log.info("turn %d: %s", turn_idx, history[-40:])
