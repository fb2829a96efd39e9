# classes: 7 8
"""A DistributedDataParallel evaluation (one CPU process, gloo) generates through ddp.module
with a draft model and the static cache the serving stack uses."""
import os
import tempfile

import torch.distributed as dist
from torch.nn.parallel import DistributedDataParallel as DDP
from transformers import AutoModelForCausalLM, AutoTokenizer

init_file = os.path.join(tempfile.mkdtemp(), "pg")
dist.init_process_group("gloo", init_method=f"file://{init_file}", rank=0, world_size=1)

tok = AutoTokenizer.from_pretrained("TinyLlama/TinyLlama-1.1B-Chat-v1.0")
model = DDP(AutoModelForCausalLM.from_pretrained("TinyLlama/TinyLlama-1.1B-Chat-v1.0"))
draft = AutoModelForCausalLM.from_pretrained("JackFram/llama-68m")
try:
    enc = tok("hello world", return_tensors="pt")
    out = model.module.generate(**enc, assistant_model=draft, cache_implementation="static", max_new_tokens=5)
    print(out.tolist())
finally:
    dist.destroy_process_group()
