# classes: 5 2
"""Pre-allocated StaticCache sized for prompt + new tokens, then timed decoding of 16 new tokens."""
import time

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, StaticCache

MODEL_ID = "JackFram/llama-68m"
NEW = 16
tok = AutoTokenizer.from_pretrained(MODEL_ID)
model = AutoModelForCausalLM.from_pretrained(MODEL_ID).eval()

enc = tok("the old man walked to the river and sat down by the water", return_tensors="pt")
prompt_len = enc.input_ids.shape[1]
cache = StaticCache(config=model.config, max_cache_len=prompt_len + NEW)
with torch.no_grad():
    t0 = time.perf_counter()
    out = model.generate(**enc, past_key_values=cache, max_new_tokens=NEW, do_sample=False)
    dt = time.perf_counter() - t0
print(f"{(out.shape[1] - prompt_len) / dt:.1f} tok/s")
