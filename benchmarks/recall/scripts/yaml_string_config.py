# classes: 3 2
"""Runs the speculative-decoding eval from an embedded YAML recipe (the same recipe the CI uses)."""
import yaml
from transformers import AutoModelForCausalLM, AutoTokenizer

RECIPE = """
model: meta-llama/Llama-3.2-3B-Instruct
draft: meta-llama/Llama-3.2-1B-Instruct
generate:
  max_new_tokens: 8
  use_cache: false
"""

recipe = yaml.safe_load(RECIPE)
tok = AutoTokenizer.from_pretrained(recipe["model"])
model = AutoModelForCausalLM.from_pretrained(recipe["model"])
draft = AutoModelForCausalLM.from_pretrained(recipe["draft"])
enc = tok("tell me about the queen", return_tensors="pt")
out = model.generate(**enc, assistant_model=draft, **recipe["generate"])
print(tok.decode(out[0], skip_special_tokens=True))
