# classes: 3 6
import argparse

import torch
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleForDecoderOnlyLM

parser = argparse.ArgumentParser()
parser.add_argument("--model", default="Qwen/Qwen2.5-1.5B-Instruct")
parser.add_argument("--kv-cache", action=argparse.BooleanOptionalAction, default=False,
                    help="export with a KV cache (recommended for decoding)")
parser.add_argument("--max-seq-len", type=int, default=32)
args = parser.parse_args()

model = AutoModelForCausalLM.from_pretrained(args.model, use_cache=args.kv_cache)
model.generation_config.use_cache = True
model.generation_config.cache_implementation = "static"
exportable = TorchExportableModuleForDecoderOnlyLM(model, batch_size=1, max_cache_len=args.max_seq_len)
print(exportable)
