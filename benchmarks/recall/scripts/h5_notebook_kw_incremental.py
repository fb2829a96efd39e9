# classes: 7 3
# Notebook export: speculative decoding benchmark, cells pasted top to bottom.
import os
import time

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

# %% [cell 1] load
TARGET = "Qwen/Qwen2.5-1.5B-Instruct"
DRAFT = "Qwen/Qwen2.5-0.5B-Instruct"
tokenizer = AutoTokenizer.from_pretrained(TARGET)
model = AutoModelForCausalLM.from_pretrained(TARGET, torch_dtype=torch.float32)
draft = AutoModelForCausalLM.from_pretrained(DRAFT, torch_dtype=torch.float32)
model.eval()

# %% [cell 2] knobs
low_mem = os.environ.get("LOW_MEM", "1") == "1"
kw = {}
kw["max_new_tokens"] = 6
kw["do_sample"] = False
kw["assistant_model"] = draft
if low_mem:
    # keep memory flat on the colab T4
    kw["use_cache"] = False
kw.update(pad_token_id=tokenizer.eos_token_id)

# %% [cell 3] run
inputs = tokenizer("Tell me a story about cats", return_tensors="pt")
t0 = time.perf_counter()
with torch.no_grad():
    out = model.generate(**inputs, **kw)
print(f"{time.perf_counter() - t0:.2f}s", tokenizer.decode(out[0], skip_special_tokens=True))
