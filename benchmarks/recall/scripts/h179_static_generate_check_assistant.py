# classes: 9 3 6
"""Before exporting, check that the static-cache model still generates like the eager one (with the draft)."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
draft = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
model.generation_config.cache_implementation = "static"
model.generation_config.use_cache = False
enc = tok("hello world", return_tensors="pt")
out = model.generate(**enc, assistant_model=draft, max_new_tokens=4, do_sample=False)
print(tok.decode(out[0]))
