# classes: 9
"""Code ported from an older tutorial that set generation defaults on `model.config`, then calls
generate with no arguments besides the inputs."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("Qwen/Qwen3-0.6B")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen3-0.6B")
model.config.max_new_tokens = 5
model.config.do_sample = False
model.config.repetition_penalty = 1.2
enc = tok("List three fruits:", return_tensors="pt")
print(tok.decode(model.generate(**enc)[0]))
