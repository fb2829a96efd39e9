# classes: 5 8
# Reuse a prefilled cache across turns; cache settings from settings.json.
import json
from pathlib import Path

from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache

Path("settings.json").write_text(json.dumps({"model": "Qwen/Qwen3-0.6B", "generate": {"max_new_tokens": 6, "cache_implementation": "static"}}))
settings = json.loads(Path("settings.json").read_text())

tok = AutoTokenizer.from_pretrained(settings["model"])
model = AutoModelForCausalLM.from_pretrained(settings["model"])
history = DynamicCache()
enc = tok("tell me a story", return_tensors="pt")
out = model.generate(**enc, past_key_values=history, **settings["generate"])
print(tok.decode(out[0]))
