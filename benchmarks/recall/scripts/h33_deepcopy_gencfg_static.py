# classes: 5 2
"""Decoding-speed benchmark: one generation config per strategy, each a deep copy of the
model's own config with a few fields edited. Warm-up run first, then timed runs."""
import copy
import time

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

TARGET = "Qwen/Qwen2.5-1.5B-Instruct"
DRAFT = "Qwen/Qwen2.5-0.5B-Instruct"


def make_configs(model):
    base = copy.deepcopy(model.generation_config)
    base.max_new_tokens = 8
    base.do_sample = False
    base.temperature = None
    base.top_p = None
    base.top_k = None

    greedy = copy.deepcopy(base)

    static = copy.deepcopy(base)
    static.cache_implementation = "static"

    assisted_static = copy.deepcopy(static)
    assisted_static.num_assistant_tokens = 4
    return {"greedy": (greedy, False), "static": (static, False), "assisted+static": (assisted_static, True)}


def bench(model, draft, enc, cfg, use_draft, repeats=2):
    extra = {"assistant_model": draft} if use_draft else {}
    model.generate(**enc, generation_config=cfg, **extra)  # warm-up
    t0 = time.perf_counter()
    for _ in range(repeats):
        with torch.no_grad():
            out = model.generate(**enc, generation_config=cfg, **extra)
    return (time.perf_counter() - t0) / repeats, out.shape[1] - enc["input_ids"].shape[1]


if __name__ == "__main__":
    tok = AutoTokenizer.from_pretrained(TARGET)
    model = AutoModelForCausalLM.from_pretrained(TARGET)
    draft = AutoModelForCausalLM.from_pretrained(DRAFT)
    enc = tok("Write a haiku about compilers.", return_tensors="pt")
    print("strategy          sec    new_tokens")
    for name, (cfg, use_draft) in make_configs(model).items():
        sec, n = bench(model, draft, enc, cfg, use_draft)
        print(f"{name:<16}{sec:6.3f}  {n}")
