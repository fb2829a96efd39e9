# classes: 2 8
# An experiment file inlined as YAML; each run is one entry of `runs`.
import yaml
from transformers import AutoModelForCausalLM, AutoTokenizer

EXPERIMENT = """
model: Qwen/Qwen3-1.7B
draft: Qwen/Qwen3-0.6B
runs:
  - name: greedy
    max_new_tokens: 5
  - name: spec-dynamic
    max_new_tokens: 5
    cache_implementation: dynamic
    speculative: true
"""

exp = yaml.safe_load(EXPERIMENT)
tok = AutoTokenizer.from_pretrained(exp["model"])
model = AutoModelForCausalLM.from_pretrained(exp["model"])
draft = AutoModelForCausalLM.from_pretrained(exp["draft"])
enc = tok("hello world", return_tensors="pt")

for run in exp["runs"]:
    run = dict(run)
    name = run.pop("name")
    if run.pop("speculative", False):
        run["assistant_model"] = draft
    out = model.generate(**enc, **run)
    print(name, tok.decode(out[0], skip_special_tokens=True))
