# classes: 5
"""Pre-allocated StaticCache with the explicit batch/device/dtype arguments, as in older optimisation guides."""
import time

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, StaticCache

checkpoint = "TinyLlama/TinyLlama-1.1B-Chat-v1.0"
device = "cuda" if torch.cuda.is_available() else "cpu"
tokenizer = AutoTokenizer.from_pretrained(checkpoint)
model = AutoModelForCausalLM.from_pretrained(checkpoint, torch_dtype=torch.float32).to(device)

prompt = "tell me a story about a king and a queen"
inputs = tokenizer(prompt, return_tensors="pt").to(device)

past_key_values = StaticCache(
    config=model.config,
    max_batch_size=1,
    max_cache_len=inputs.input_ids.shape[1] + 32,
    device=model.device,
    dtype=model.dtype,
)
t0 = time.perf_counter()
out = model.generate(**inputs, past_key_values=past_key_values, max_new_tokens=16, do_sample=False)
print(f"{time.perf_counter() - t0:.2f}s", tokenizer.batch_decode(out, skip_special_tokens=True)[0])
