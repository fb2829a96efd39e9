# classes: 3 6
"""Command-line ExecuTorch exporter for the decoder-only recipe.

python export.py --model HuggingFaceTB/SmolLM2-135M --max-cache-len 128
"""

import argparse

import torch
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleForDecoderOnlyLM


def parse_args():
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--model", default="HuggingFaceTB/SmolLM2-135M")
    p.add_argument("--batch-size", type=int, default=1)
    p.add_argument("--max-cache-len", type=int, default=None, help="defaults to the runtime's setting")
    p.add_argument("--dtype", choices=["float32", "bfloat16"], default="float32")
    return p.parse_args()


def main():
    args = parse_args()
    model = AutoModelForCausalLM.from_pretrained(args.model, torch_dtype=getattr(torch, args.dtype)).eval()
    gc = model.generation_config
    gc.use_cache = True
    gc.cache_implementation = "static"
    exportable = TorchExportableModuleForDecoderOnlyLM(model, batch_size=args.batch_size, max_cache_len=args.max_cache_len)
    print("ready to export", type(exportable.model).__name__)


if __name__ == "__main__":
    main()
