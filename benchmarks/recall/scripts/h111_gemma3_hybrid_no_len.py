# classes: 6 3
"""Gemma-3 (sliding/global layers) wrapped in TorchExportableModuleWithHybridCache with a batch size
from argparse and the cache length left to an argparse default of None."""

import argparse

import torch
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithHybridCache

parser = argparse.ArgumentParser()
parser.add_argument("--model", default="google/gemma-3-270m")
parser.add_argument("--batch-size", type=int, default=1)
parser.add_argument("--max-cache-len", type=int, default=None)
args = parser.parse_args()

model = AutoModelForCausalLM.from_pretrained(args.model, dtype=torch.float32)
hybrid = TorchExportableModuleWithHybridCache(model, batch_size=args.batch_size, max_cache_len=args.max_cache_len)
with torch.no_grad():
    ep = torch.export.export(
        hybrid, (), {"input_ids": torch.tensor([[1]]), "cache_position": torch.tensor([0])}, strict=False
    )
print(ep)
