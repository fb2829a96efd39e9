# classes: 2 3
"""Decoding sweep: every [[runs]] table of sweep.toml is one generate call."""
import tomllib

from transformers import AutoModelForCausalLM, AutoTokenizer

SWEEP = """
model = "Qwen/Qwen2.5-0.5B-Instruct"
prompt = "the quick brown fox jumps over the lazy dog. the quick brown fox"

[[runs]]
name = "greedy"
max_new_tokens = 6

[[runs]]
name = "lookup"
max_new_tokens = 6
prompt_lookup_num_tokens = 2

[[runs]]
name = "sampled-multi"
max_new_tokens = 6
do_sample = true
num_return_sequences = 2
"""

with open("sweep.toml", "w") as fh:
    fh.write(SWEEP)
with open("sweep.toml", "rb") as fh:
    sweep = tomllib.load(fh)

tok = AutoTokenizer.from_pretrained(sweep["model"])
model = AutoModelForCausalLM.from_pretrained(sweep["model"])
enc = tok(sweep["prompt"], return_tensors="pt")
for run in sweep["runs"]:
    params = {k: v for k, v in run.items() if k != "name"}
    out = model.generate(**enc, **params)
    print(run["name"], out.shape)
