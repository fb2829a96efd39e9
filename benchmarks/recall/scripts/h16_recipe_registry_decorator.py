# classes: 7 2
"""Export recipes registered by name; `--recipe all` runs every one."""
import argparse

import torch
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import (
    TorchExportableModuleWithHybridCache,
    TorchExportableModuleWithStaticCache,
)

RECIPES = {}


def recipe(name):
    def register(fn):
        RECIPES[name] = fn
        return fn

    return register


@recipe("smollm2-static")
def smollm2_static(max_len):
    m = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M").eval()
    m.generation_config.use_cache = True
    m.generation_config.cache_implementation = "static"
    return TorchExportableModuleWithStaticCache(m, batch_size=1, max_cache_len=max_len)


@recipe("gemma2-hybrid")
def gemma2_hybrid(max_len):
    m = AutoModelForCausalLM.from_pretrained("google/gemma-2-2b", attn_implementation="eager").eval()
    return TorchExportableModuleWithHybridCache(m, max_cache_len=max_len)


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--recipe", default="all", choices=["all", *RECIPES])
    ap.add_argument("--max-len", type=int, default=32)
    args = ap.parse_args()
    names = list(RECIPES) if args.recipe == "all" else [args.recipe]
    for name in names:
        module = RECIPES[name](args.max_len)
        print(name, type(module).__name__)
