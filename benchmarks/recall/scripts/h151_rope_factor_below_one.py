# classes: 8
"""Experiment that compresses positions instead of stretching them (linear scaling with a
factor of 0.5)."""

from transformers import AutoModelForCausalLM, AutoTokenizer, LlamaConfig

name = "HuggingFaceTB/SmolLM2-135M"
config = LlamaConfig.from_pretrained(name)
config.rope_scaling = {"rope_type": "linear", "factor": 0.5}
model = AutoModelForCausalLM.from_pretrained(name, config=config)
tok = AutoTokenizer.from_pretrained(name)
out = model.generate(**tok("the fox jumps", return_tensors="pt"), max_new_tokens=3, do_sample=False)
print(out.shape)
