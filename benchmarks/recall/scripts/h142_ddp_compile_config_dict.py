# classes: 8
"""Inference under a single-process DDP group: the static cache with a compile configuration
written as a dict, as in the launcher's YAML."""
import os
import tempfile

import torch.distributed as dist
from torch.nn.parallel import DistributedDataParallel as DDP
from transformers import AutoModelForCausalLM, AutoTokenizer

dist.init_process_group(
    "gloo",
    init_method="file://" + os.path.join(tempfile.mkdtemp(), "store"),
    rank=int(os.environ.get("RANK", 0)),
    world_size=int(os.environ.get("WORLD_SIZE", 1)),
)
tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = DDP(AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M"))
try:
    enc = tok("Once upon a time", return_tensors="pt")
    out = model.module.generate(
        **enc,
        cache_implementation="static",
        compile_config={"fullgraph": False, "dynamic": False},
        max_new_tokens=5,
    )
    print(tok.decode(out[0]))
finally:
    dist.destroy_process_group()
