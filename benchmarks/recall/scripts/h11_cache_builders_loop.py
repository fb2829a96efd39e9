# classes: 2 5
import time

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache, StaticCache

CHECKPOINT = "HuggingFaceTB/SmolLM2-360M"
DRAFT = "HuggingFaceTB/SmolLM2-135M"

CACHE_BUILDERS = {
    "dynamic": lambda m: DynamicCache(),
    "static": lambda m: StaticCache(config=m.config, max_cache_len=64),
}

tok = AutoTokenizer.from_pretrained(CHECKPOINT)
model = AutoModelForCausalLM.from_pretrained(CHECKPOINT, torch_dtype=torch.float32)
draft = AutoModelForCausalLM.from_pretrained(DRAFT, torch_dtype=torch.float32)
enc = tok("the quick brown fox jumps over the lazy dog", return_tensors="pt")

results = {}
for name, build in CACHE_BUILDERS.items():
    start = time.perf_counter()
    model.generate(**enc, assistant_model=draft, past_key_values=build(model), max_new_tokens=4)
    results[name] = time.perf_counter() - start
print(results)
