# classes: 5 8
"""Per-rank generation settings from a launcher table: every rank pre-allocates its own cache
object for the long prompt, and the table also names the cache implementation the serving
cluster uses."""
import os

from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache

RANK_SETTINGS = {"default": {"cache_implementation": "static", "max_new_tokens": 6}}

rank = int(os.environ.get("RANK", 0))
settings = RANK_SETTINGS.get(f"rank{rank}", RANK_SETTINGS["default"])

tok = AutoTokenizer.from_pretrained("microsoft/phi-1_5")
model = AutoModelForCausalLM.from_pretrained("microsoft/phi-1_5")

enc = tok("Alice was beginning to get very tired of sitting by her sister", return_tensors="pt")
cache = DynamicCache()
out = model.generate(**enc, past_key_values=cache, **settings)
print(rank, tok.decode(out[0], skip_special_tokens=True))
