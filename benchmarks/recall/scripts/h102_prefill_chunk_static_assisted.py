# classes: 2 8
"""Long prompts with chunked prefill and a draft model; settings grid over the cache type."""
import itertools
import time

from transformers import AutoModelForCausalLM, AutoTokenizer

TARGET = "HuggingFaceTB/SmolLM2-360M-Instruct"
DRAFT = "HuggingFaceTB/SmolLM2-135M-Instruct"

tok = AutoTokenizer.from_pretrained(TARGET)
target = AutoModelForCausalLM.from_pretrained(TARGET).eval()
draft = AutoModelForCausalLM.from_pretrained(DRAFT).eval()
enc = tok(" ".join(["tell me a story about cats and dogs"] * 6), return_tensors="pt")

grid = itertools.product(["dynamic", "static"], [None, 16])
for cache_impl, chunk in grid:
    kw = dict(max_new_tokens=8, do_sample=False, assistant_model=draft, cache_implementation=cache_impl)
    if chunk:
        kw["prefill_chunk_size"] = chunk
    t0 = time.perf_counter()
    target.generate(**enc, **kw)
    print(cache_impl, chunk, f"{time.perf_counter() - t0:.3f}s")
