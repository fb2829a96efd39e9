# classes: 5 8
"""Compiled forward + static cache, then prompt-lookup decoding for a code-editing workload."""
import time

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL = "Qwen/Qwen2.5-Coder-0.5B-Instruct"
tok = AutoTokenizer.from_pretrained(MODEL)
model = AutoModelForCausalLM.from_pretrained(MODEL, dtype=torch.float32).eval()
# eager backend while debugging on CPU; swap for inductor on the GPU box
model.forward = torch.compile(model.forward, backend="eager", dynamic=False)

source = "def add(a, b):\n    return a + b\n\ndef sub(a, b):\n    return a - b\n"
prompt = source + "\n# rename add to plus\n" + source
enc = tok(prompt, return_tensors="pt")

for step in range(2):  # warm-up
    model.generate(**enc, max_new_tokens=4, cache_implementation="static")

t0 = time.perf_counter()
out = model.generate(
    **enc,
    max_new_tokens=16,
    do_sample=False,
    cache_implementation="static",
    prompt_lookup_num_tokens=5,
)
print(f"{time.perf_counter() - t0:.3f}s")
print(tok.decode(out[0, enc.input_ids.shape[1]:]))
