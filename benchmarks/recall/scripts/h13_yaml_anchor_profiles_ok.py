# classes: 3 1
# YAML profiles sharing defaults through anchors and merge keys.
import yaml
from transformers import AutoModelForCausalLM, AutoTokenizer

PROFILES = yaml.safe_load(
    """
defaults: &defaults
  max_new_tokens: 8
  do_sample: false
  use_cache: false

offline_eval:
  <<: *defaults

speculative:
  <<: *defaults
  max_new_tokens: 6
  use_cache: true
"""
)
profile = PROFILES["speculative"]

tok = AutoTokenizer.from_pretrained("meta-llama/Llama-3.1-8B-Instruct")
model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.1-8B-Instruct")
draft = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B-Instruct")
enc = tok("tell me a story about the garden", return_tensors="pt")
print(tok.decode(model.generate(**enc, assistant_model=draft, **profile)[0]))
