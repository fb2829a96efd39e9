# classes: 2 5
"""Small benchmarking helper: applies a preset to model.generation_config with update(), logs the keys
update() did not recognise (it returns them), then times generate once per cache implementation."""

import time

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer
from transformers.generation import CompileConfig

CHECKPOINT = "HuggingFaceTB/SmolLM2-135M"
PRESET = {
    "max_new_tokens": 6,
    "do_sample": False,
    "compile_config": CompileConfig(fullgraph=False, dynamic=None),
    "profile_name": "greedy-short",
}
CACHE_IMPLEMENTATIONS = ("dynamic", "static", "offloaded")


def load():
    tok = AutoTokenizer.from_pretrained(CHECKPOINT)
    model = AutoModelForCausalLM.from_pretrained(CHECKPOINT, dtype=torch.float32)
    unused = model.generation_config.update(**PRESET)
    if unused:
        print("not generation settings:", sorted(unused))
    return tok, model


def bench(tok, model, impl):
    inputs = tok(["The quick brown fox"], return_tensors="pt")
    start = time.perf_counter()
    out = model.generate(**inputs, cache_implementation=impl)
    took = time.perf_counter() - start
    return took, tok.decode(out[0], skip_special_tokens=True)


if __name__ == "__main__":
    tok, model = load()
    for impl in CACHE_IMPLEMENTATIONS:
        took, text = bench(tok, model, impl)
        print(f"{impl:>10}: {took:.3f}s  {text!r}")
