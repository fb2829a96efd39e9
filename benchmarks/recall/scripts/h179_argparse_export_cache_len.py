# classes: 3 9
"""CLI: export a decoder-only LM with a static KV cache for ExecuTorch.

python h179_argparse_export_cache_len.py --model Qwen/Qwen2.5-0.5B --batch-size 1
"""
import argparse

import torch
from transformers import AutoModelForCausalLM, GenerationConfig
from transformers.integrations.executorch import convert_and_export_with_cache


def parse_args():
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--model", default="Qwen/Qwen2.5-0.5B")
    p.add_argument("--batch-size", type=int, default=1)
    p.add_argument("--max-cache-len", type=int, default=None, help="defaults to the runner's setting")
    return p.parse_args()


def main():
    args = parse_args()
    cache_config = {"batch_size": args.batch_size}
    if args.max_cache_len:
        cache_config["max_cache_len"] = args.max_cache_len
    gen_cfg = GenerationConfig(use_cache=True, cache_implementation="static", cache_config=cache_config)
    model = AutoModelForCausalLM.from_pretrained(args.model, generation_config=gen_cfg)
    program = convert_and_export_with_cache(model)
    print(program.graph_signature.user_inputs)


if __name__ == "__main__":
    main()
