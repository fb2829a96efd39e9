# classes: 9 6
"""Before exporting, check that the static-cache model still generates like the eager one."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
model.generation_config.cache_implementation = "static"
model.generation_config.use_cache = True
enc = tok("hello world", return_tensors="pt")
eager = model.generate(**enc, max_new_tokens=4, do_sample=False, cache_implementation=None)
static = model.generate(**enc, max_new_tokens=4, do_sample=False)
print(tok.decode(eager[0]), tok.decode(static[0]))
