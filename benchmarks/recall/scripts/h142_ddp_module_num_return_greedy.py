# classes: 3 7
"""A DDP wrapper kept from the training script for evaluation: several candidates per prompt are
generated through ddp_model.module for a pass@k metric."""
import argparse
import os
import tempfile

import torch
import torch.distributed as dist
from torch.nn.parallel import DistributedDataParallel
from transformers import AutoModelForCausalLM, AutoTokenizer

parser = argparse.ArgumentParser()
parser.add_argument("--model", default="Salesforce/codegen-350M-mono")
parser.add_argument("--k", type=int, default=3, help="candidates per problem")
parser.add_argument("--max-new-tokens", type=int, default=8)
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
            **enc, num_return_sequences=args.k, max_new_tokens=args.max_new_tokens, pad_token_id=tok.eos_token_id
        )
    if rank == 0:
        print([tok.decode(o, skip_special_tokens=True) for o in out])
finally:
    dist.destroy_process_group()
