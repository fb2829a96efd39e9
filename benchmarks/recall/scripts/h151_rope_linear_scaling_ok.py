# classes: 8
"""Stretch Llama's context for long retrieved inputs: linear RoPE scaling set on the config
before the weights are loaded."""

from transformers import AutoConfig, AutoModelForCausalLM, AutoTokenizer

name = "meta-llama/Llama-3.2-1B-Instruct"
config = AutoConfig.from_pretrained(name)
config.rope_scaling = {"rope_type": "linear", "factor": 2.0}
tok = AutoTokenizer.from_pretrained(name)
model = AutoModelForCausalLM.from_pretrained(name, config=config)
enc = tok(" ".join(["the king lived in a garden"] * 20), return_tensors="pt")
print(model.generate(**enc, max_new_tokens=4, do_sample=False).shape)
