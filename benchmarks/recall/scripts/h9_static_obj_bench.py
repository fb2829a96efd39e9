# classes: 5 2
"""Pre-allocated cache vs. fresh cache, with and without a draft model. Warm-up then median of 3."""
import statistics
import time

from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache, StaticCache

TARGET = "Qwen/Qwen2.5-1.5B-Instruct"
DRAFT = "Qwen/Qwen2.5-0.5B-Instruct"

tok = AutoTokenizer.from_pretrained(TARGET)
target = AutoModelForCausalLM.from_pretrained(TARGET)
draft = AutoModelForCausalLM.from_pretrained(DRAFT)
enc = tok("one two three four five", return_tensors="pt")


def make_cache(kind):
    if kind == "static":
        return StaticCache(config=target.config, max_cache_len=64)
    return DynamicCache()


def timed(fn, n=3):
    fn()  # warm-up
    ts = []
    for _ in range(n):
        t0 = time.perf_counter()
        fn()
        ts.append(time.perf_counter() - t0)
    return statistics.median(ts)


rows = []
for kind in ["dynamic", "static"]:
    for use_draft in [False, True]:
        extra = {"assistant_model": draft} if use_draft else {}
        med = timed(lambda: target.generate(**enc, max_new_tokens=6, past_key_values=make_cache(kind), **extra))
        rows.append((kind, use_draft, med))

for kind, use_draft, med in rows:
    print(f"{kind:>8} draft={use_draft!s:<5} {med * 1e3:8.2f} ms")
