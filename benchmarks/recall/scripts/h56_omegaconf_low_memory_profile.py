# classes: 3 2
# Low-memory experiment profile in YAML (OmegaConf); each listed draft is tried against the target.
from omegaconf import OmegaConf
from transformers import AutoModelForCausalLM, AutoTokenizer

CONFIG = """
target: HuggingFaceTB/SmolLM2-360M-Instruct
generation:
  max_new_tokens: 4
  use_cache: false  # low-memory profile
drafts:
  - name: HuggingFaceTB/SmolLM2-135M-Instruct
    num_assistant_tokens: 4
  - name: HuggingFaceTB/SmolLM2-135M
    num_assistant_tokens: 2
"""

cfg = OmegaConf.create(CONFIG)
tok = AutoTokenizer.from_pretrained(cfg.target)
target = AutoModelForCausalLM.from_pretrained(cfg.target)
enc = tok("List two fruits:", return_tensors="pt")
gen = OmegaConf.to_container(cfg.generation)

for d in cfg.drafts:
    draft = AutoModelForCausalLM.from_pretrained(d.name)
    out = target.generate(**enc, **gen, assistant_model=draft, num_assistant_tokens=d.num_assistant_tokens)
    print(d.name, tok.decode(out[0][enc.input_ids.shape[1]:]))
