# classes: 3 1
"""Build the generic decoder-only ExecuTorch module; --disable-cache only exists for debugging the eager path."""
import argparse

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer
from transformers.integrations.executorch import TorchExportableModuleForDecoderOnlyLM

parser = argparse.ArgumentParser()
parser.add_argument("--checkpoint", default="Qwen/Qwen3-0.6B")
parser.add_argument("--disable-cache", action="store_true", help="run eager generate without cache instead")
parser.add_argument("--max-cache-len", type=int, default=48)
args = parser.parse_args()

model = AutoModelForCausalLM.from_pretrained(args.checkpoint, torch_dtype=torch.float32).eval()
model.config.use_cache = not args.disable_cache

if args.disable_cache:
    tok = AutoTokenizer.from_pretrained(args.checkpoint)
    enc = tok("hello", return_tensors="pt")
    print(tok.decode(model.generate(**enc, max_new_tokens=4)[0]))
else:
    exportable = TorchExportableModuleForDecoderOnlyLM(model, batch_size=1, max_cache_len=args.max_cache_len)
    print("wrapped", type(exportable.model).__name__)
