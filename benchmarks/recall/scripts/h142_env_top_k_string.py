# classes: 3 8
"""A SLURM/torchrun sampling job: every decoding knob comes from the job's environment so a sweep
can be launched without touching the code."""
import os

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

LOCAL_RANK = int(os.environ.get("LOCAL_RANK", 0))
TOP_K = os.environ.get("TOP_K", "40")
TOP_P = float(os.environ.get("TOP_P", "0.95"))
MAX_NEW = int(os.environ.get("MAX_NEW_TOKENS", "6"))

device = torch.device(f"cuda:{LOCAL_RANK}" if torch.cuda.is_available() else "cpu")
tok = AutoTokenizer.from_pretrained("facebook/opt-125m")
model = AutoModelForCausalLM.from_pretrained("facebook/opt-125m").to(device)

enc = tok("The best pizza topping is", return_tensors="pt").to(device)
out = model.generate(**enc, do_sample=True, top_k=TOP_K, top_p=TOP_P, max_new_tokens=MAX_NEW)
if LOCAL_RANK == 0:
    print(tok.decode(out[0], skip_special_tokens=True))
