# classes: 3 9
"""Command-line exporter: only the options given on the command line change the hub defaults."""
import argparse

import torch
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import convert_and_export_with_cache


def parse():
    p = argparse.ArgumentParser()
    p.add_argument("--model", default="Qwen/Qwen2.5-0.5B-Instruct")
    p.add_argument("--max-seq-len", type=int, default=64)
    p.add_argument("--cache-implementation", choices=["static", "hybrid", "sliding_window"], default="static")
    p.add_argument("--output", default="model.pte")
    return p.parse_args()


def main():
    args = parse()
    model = AutoModelForCausalLM.from_pretrained(args.model, torch_dtype=torch.float32)
    gc = model.generation_config
    gc.use_cache = True
    gc.max_length = args.max_seq_len
    gc.cache_config = {"batch_size": 1, "max_cache_len": args.max_seq_len}
    if args.cache_implementation:
        gc.cache_implementation = args.cache_implementation
    program = convert_and_export_with_cache(model)
    print("would write", args.output, len(program.graph.nodes))


if __name__ == "__main__":
    main()
