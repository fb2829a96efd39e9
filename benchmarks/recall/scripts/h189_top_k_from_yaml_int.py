# classes: 9
"""Sampling settings read from a YAML block pasted from a blog post."""
import yaml
from transformers import AutoModelForCausalLM, AutoTokenizer

SETTINGS = yaml.safe_load("""
model: facebook/opt-125m
sampling:
  do_sample: true
  top_k: 50
  temperature: 0.8
  max_new_tokens: 5
""")

tok = AutoTokenizer.from_pretrained(SETTINGS["model"])
model = AutoModelForCausalLM.from_pretrained(SETTINGS["model"])
out = model.generate(**tok("In a shocking finding,", return_tensors="pt"), **SETTINGS["sampling"])
print(tok.decode(out[0], skip_special_tokens=True))
