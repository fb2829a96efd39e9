# classes: 2 5 8
"""Cache grid from a YAML file; candidate-generator runs skip the static cache."""
import time

import torch
import yaml
from transformers import AutoModelForCausalLM, AutoTokenizer

CONFIG = """
model: HuggingFaceTB/SmolLM2-360M-Instruct
caches: [dynamic, static]
lookup: [0, 4]
new_tokens: 8
"""
with open("bench.yaml", "w") as fh:
    fh.write(CONFIG)
with open("bench.yaml") as fh:
    cfg = yaml.safe_load(fh)

tok = AutoTokenizer.from_pretrained(cfg["model"])
model = AutoModelForCausalLM.from_pretrained(cfg["model"])
inputs = tok("Summarize: the meeting was moved to Tuesday because", return_tensors="pt")

for cache in cfg["caches"]:
    for lookup in cfg["lookup"]:
        if lookup and cache == "static":
            print("skip static+lookup")
            continue
        kw = {"cache_implementation": cache, "max_new_tokens": cfg["new_tokens"]}
        if lookup:
            kw["prompt_lookup_num_tokens"] = lookup
        t0 = time.perf_counter()
        with torch.inference_mode():
            model.generate(**inputs, **kw)
        print(cache, lookup, f"{(time.perf_counter() - t0) * 1000:.1f}ms")
