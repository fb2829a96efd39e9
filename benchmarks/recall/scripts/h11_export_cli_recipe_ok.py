# classes: 3 6 9
"""Export a small causal LM for ExecuTorch from a named recipe (static KV cache)."""
import argparse

import torch
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

RECIPES = {
    "xnnpack-static": {"cache_implementation": "static", "use_cache": True},
    "xnnpack-fp32": {"cache_implementation": "static", "use_cache": True, "dtype": "float32"},
}


def parse_args():
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--model", default="HuggingFaceTB/SmolLM2-135M")
    p.add_argument("--recipe", default="xnnpack-static", choices=sorted(RECIPES))
    p.add_argument("--max-seq-len", type=int, default=128)
    p.add_argument("--batch-size", type=int, default=1)
    return p.parse_args()


def main():
    args = parse_args()
    recipe = RECIPES[args.recipe]
    model = AutoModelForCausalLM.from_pretrained(args.model, torch_dtype=torch.float32)
    model.eval()

    gen_cfg = model.generation_config
    gen_cfg.use_cache = recipe["use_cache"]
    gen_cfg.cache_implementation = recipe["cache_implementation"]
    cache_config = {"max_cache_len": args.max_seq_len}
    if args.batch_size is not None:
        cache_config["batch_size"] = args.batch_size
    gen_cfg.cache_config = cache_config

    exportable = TorchExportableModuleWithStaticCache(model)
    print("wrapped", type(exportable).__name__, "for", args.model)


if __name__ == "__main__":
    main()
