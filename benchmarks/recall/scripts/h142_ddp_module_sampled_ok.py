# classes: 3 7
"""pass@k candidates through a DDP wrapper's module, sampled so that the k candidates differ."""
import argparse
import os
import tempfile

import torch
import torch.distributed as dist
from torch.nn.parallel import DistributedDataParallel
from transformers import AutoModelForCausalLM, AutoTokenizer

parser = argparse.ArgumentParser()
parser.add_argument("--model", default="Salesforce/codegen-350M-mono")
parser.add_argument("--k", type=int, default=3)
parser.add_argument("--temperature", type=float, default=0.8)
args = parser.parse_args()

rank = int(os.environ.get("RANK", 0))
world_size = int(os.environ.get("WORLD_SIZE", 1))
dist.init_process_group("gloo", init_method=f"file://{tempfile.mkdtemp()}/rdzv", rank=rank, world_size=world_size)

tok = AutoTokenizer.from_pretrained(args.model)
ddp_model = DistributedDataParallel(AutoModelForCausalLM.from_pretrained(args.model))
try:
    enc = tok("def fibonacci(n):", return_tensors="pt")
    with torch.no_grad():
        out = ddp_model.module.generate(
            **enc,
            do_sample=True,
            temperature=args.temperature,
            num_return_sequences=args.k,
            max_new_tokens=8,
            pad_token_id=tok.eos_token_id,
        )
    if rank == 0:
        print(len(out))
finally:
    dist.destroy_process_group()
