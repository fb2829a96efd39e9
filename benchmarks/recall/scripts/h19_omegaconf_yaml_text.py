# classes: 8 3
"""Config shipped as YAML text in the script, parsed by OmegaConf and spread into generate."""
from omegaconf import OmegaConf
from transformers import AutoModelForCausalLM, AutoTokenizer

YAML = """
checkpoint: Qwen/Qwen2.5-Coder-0.5B-Instruct
gen:
  max_new_tokens: 6
  cache_implementation: StaticCache
"""

cfg = OmegaConf.create(YAML)
print(OmegaConf.to_yaml(cfg))
tok = AutoTokenizer.from_pretrained(cfg.checkpoint)
model = AutoModelForCausalLM.from_pretrained(cfg.checkpoint)
gen_kwargs = OmegaConf.to_container(cfg.gen, resolve=True)
enc = tok("def fib(n):", return_tensors="pt")
print(tok.decode(model.generate(**enc, **gen_kwargs)[0]))
