# classes: 6 9
"""Static-cache export of Llama-family checkpoints for on-device runs.

    python export_llamas.py --out-dir exported/
"""
import argparse
import os

import torch
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

CHECKPOINTS = (
    "TinyLlama/TinyLlama-1.1B-Chat-v1.0",
    "meta-llama/Llama-3.2-1B-Instruct",
    "HuggingFaceTB/SmolLM2-360M-Instruct",
)


def get_args():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out-dir", default="exported")
    ap.add_argument("--max-cache-len", type=int, default=128)
    ap.add_argument("--batch-size", type=int, default=1)
    return ap.parse_args()


def build_wrapper(model_id, batch_size, max_cache_len):
    model = AutoModelForCausalLM.from_pretrained(model_id, torch_dtype=torch.float32)
    model.generation_config.cache_implementation = "static"
    return TorchExportableModuleWithStaticCache(model, batch_size=batch_size, max_cache_len=max_cache_len)


def main():
    args = get_args()
    os.makedirs(args.out_dir, exist_ok=True)
    for model_id in CHECKPOINTS:
        wrapper = build_wrapper(model_id, args.batch_size, args.max_cache_len)
        n = sum(b.numel() for b in wrapper.buffers())
        print(f"{model_id}: {n} cache elements")


if __name__ == "__main__":
    main()
