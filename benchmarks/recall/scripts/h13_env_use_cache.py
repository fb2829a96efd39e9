# classes: 3 1
import os

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

MAIN = os.environ.get("MAIN_MODEL", "Qwen/Qwen2.5-1.5B-Instruct")
DRAFT = os.environ.get("DRAFT_MODEL", "Qwen/Qwen2.5-0.5B-Instruct")
USE_CACHE = os.environ.get("USE_CACHE", "0") == "1"  # off by default on the CI runners (memory)
MAX_NEW = int(os.environ.get("MAX_NEW_TOKENS", "8"))

tok = AutoTokenizer.from_pretrained(MAIN)
model = AutoModelForCausalLM.from_pretrained(MAIN)
draft = AutoModelForCausalLM.from_pretrained(DRAFT)

ids = tok("tell me a story", return_tensors="pt").input_ids
with torch.no_grad():
    out = model.generate(ids, assistant_model=draft, use_cache=USE_CACHE, max_new_tokens=MAX_NEW)
print(tok.decode(out[0][ids.shape[-1]:]))
