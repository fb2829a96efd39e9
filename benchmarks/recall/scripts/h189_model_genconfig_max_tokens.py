# classes: 9
"""Code ported from an older tutorial that set generation defaults, moved to `model.generation_config`;
generate gets only the inputs."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("Qwen/Qwen3-0.6B")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen3-0.6B")
model.generation_config.max_new_tokens = 5
model.generation_config.do_sample = False
model.generation_config.repetition_penalty = 1.2
enc = tok("List three fruits:", return_tensors="pt")
print(tok.decode(model.generate(**enc)[0]))
