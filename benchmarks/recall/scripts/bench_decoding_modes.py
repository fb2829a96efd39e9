# classes: 2
"""Compare latency of the decoding strategies we support in the playground backend."""
import time

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL_ID = "openai-community/gpt2-medium"
DRAFT_ID = "openai-community/gpt2"
PROMPT = "once upon a time there lived a king who loved his garden"

tokenizer = AutoTokenizer.from_pretrained(MODEL_ID)
model = AutoModelForCausalLM.from_pretrained(MODEL_ID).eval()
draft = AutoModelForCausalLM.from_pretrained(DRAFT_ID).eval()

MODES = {
    "greedy": {},
    "sampling": {"do_sample": True, "top_p": 0.9, "temperature": 0.7},
    "assisted": {"assistant_model": draft},
    "prompt_lookup": {"prompt_lookup_num_tokens": 10},
    # low-memory variant of prompt lookup for the 4GB box
    "prompt_lookup_lowmem": {"prompt_lookup_num_tokens": 10, "use_cache": False},
}

inputs = tokenizer(PROMPT, return_tensors="pt")
results = {}
with torch.inference_mode():
    for name, gen_kwargs in MODES.items():
        start = time.perf_counter()
        out = model.generate(**inputs, max_new_tokens=12, **gen_kwargs)
        results[name] = time.perf_counter() - start
        print(f"{name:>22}: {results[name]*1000:.1f} ms  {tokenizer.decode(out[0][inputs.input_ids.shape[1]:])!r}")
