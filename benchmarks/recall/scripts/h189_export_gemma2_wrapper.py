# classes: 6 3
"""Gemma 2 export attempt following the ExecuTorch docs' decoder-only recipe, with the batch size
left to the wrapper's default in a small argparse CLI."""
import argparse

from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleForDecoderOnlyLM

p = argparse.ArgumentParser()
p.add_argument("--model", default="google/gemma-2-2b-it")
p.add_argument("--max-cache-len", type=int, default=64)
p.add_argument("--batch-size", type=int, default=None)
args = p.parse_args()

model = AutoModelForCausalLM.from_pretrained(args.model)
exportable = TorchExportableModuleForDecoderOnlyLM(model, batch_size=args.batch_size, max_cache_len=args.max_cache_len)
print(type(exportable.model).__name__)
