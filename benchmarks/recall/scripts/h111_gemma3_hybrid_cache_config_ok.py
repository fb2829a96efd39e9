# classes: 6 3
"""Gemma-3 wrapped in TorchExportableModuleWithHybridCache; batch size and cache length come from the
generation_config.cache_config the script fills from argparse defaults."""

import argparse

import torch
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithHybridCache

parser = argparse.ArgumentParser()
parser.add_argument("--model", default="google/gemma-3-270m-it")
parser.add_argument("--batch-size", type=int, default=1)
parser.add_argument("--max-cache-len", type=int, default=64)
args = parser.parse_args()

model = AutoModelForCausalLM.from_pretrained(args.model, dtype=torch.float32)
model.generation_config.cache_config = {"batch_size": args.batch_size, "max_cache_len": args.max_cache_len}
hybrid = TorchExportableModuleWithHybridCache(model)
with torch.no_grad():
    ep = torch.export.export(
        hybrid, (), {"input_ids": torch.tensor([[1]]), "cache_position": torch.tensor([0])}, strict=False
    )
print(ep.graph_signature.user_outputs)
