# classes: 8
"""A torchrun code-completion job: each rank completes its own functions and stops at the next
blank line (stop_strings) so completions stay one function long."""
import os

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

rank = int(os.environ.get("RANK", 0))
world = int(os.environ.get("WORLD_SIZE", 1))
torch.set_num_threads(max(1, (os.cpu_count() or 1) // world))

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-Coder-0.5B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-Coder-0.5B-Instruct")

stubs = ["def add(a, b):\n", "def is_even(n):\n"]
for stub in stubs[rank::world]:
    enc = tok(stub, return_tensors="pt")
    out = model.generate(**enc, stop_strings=["\n\n"], max_new_tokens=8)
    print(tok.decode(out[0], skip_special_tokens=True))
