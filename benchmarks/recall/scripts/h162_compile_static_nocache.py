# classes: 8 5
"""The static-cache recipe (the compile step is left to the serving process), applied to a model
whose loading kwargs turned the cache off (copied from the training script)."""

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("google/gemma-2-2b-it")
model = AutoModelForCausalLM.from_pretrained("google/gemma-2-2b-it", use_cache=False, attn_implementation="eager")
model.generation_config.cache_implementation = "static"

draft = AutoModelForCausalLM.from_pretrained("google/gemma-2-2b")
enc = tok("tell me a story", return_tensors="pt")
out = model.generate(**enc, assistant_model=draft, max_new_tokens=6)
print(tok.decode(out[0]))
