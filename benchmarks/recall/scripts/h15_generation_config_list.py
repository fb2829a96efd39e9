# classes: 2 8
"""Named GenerationConfig presets, each benchmarked with and without prompt lookup."""
import copy
import time

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

MODEL_ID = "google/gemma-2b"

PRESETS = [
    ("greedy", GenerationConfig(max_new_tokens=6, do_sample=False)),
    ("greedy-static", GenerationConfig(max_new_tokens=6, do_sample=False, cache_implementation="static")),
    ("greedy-nocache", GenerationConfig(max_new_tokens=6, do_sample=False, use_cache=False)),
]


def with_lookup(config, n=3):
    cfg = copy.deepcopy(config)
    cfg.prompt_lookup_num_tokens = n
    return cfg


def bench(model, inputs, config):
    t0 = time.perf_counter()
    with torch.inference_mode():
        model.generate(**inputs, generation_config=config)
    return time.perf_counter() - t0


def main():
    tok = AutoTokenizer.from_pretrained(MODEL_ID)
    model = AutoModelForCausalLM.from_pretrained(MODEL_ID)
    inputs = tok("the queen loved the garden and the king loved the garden", return_tensors="pt")
    print(f"{'preset':16s} {'plain':>8s} {'lookup':>8s}")
    for name, config in PRESETS:
        plain = bench(model, inputs, config)
        lookup = bench(model, inputs, with_lookup(config))
        print(f"{name:16s} {plain:8.3f} {lookup:8.3f}")


if __name__ == "__main__":
    main()
