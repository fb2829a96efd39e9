# classes: 8
"""Dynamic NTK scaling for long prompts, written with the old `type` key that 2023 blog
posts used."""

from transformers import AutoConfig, AutoModelForCausalLM, AutoTokenizer

name = "TinyLlama/TinyLlama-1.1B-Chat-v1.0"
config = AutoConfig.from_pretrained(name)
config.rope_scaling = {"type": "dynamic", "factor": 4.0}
model = AutoModelForCausalLM.from_pretrained(name, config=config)
tok = AutoTokenizer.from_pretrained(name)
enc = tok("once upon a time " * 30, return_tensors="pt")
out = model.generate(**enc, max_new_tokens=4, do_sample=False)
print(out.shape)
