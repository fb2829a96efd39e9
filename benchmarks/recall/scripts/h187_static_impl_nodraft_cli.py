# classes: 3 5
"""argparse benchmark: --cache picks the cache implementation (static by default for compile), --draft adds a draft (none by default)."""
import argparse
import time

from transformers import AutoModelForCausalLM, AutoTokenizer

ap = argparse.ArgumentParser()
ap.add_argument("--model", default="Qwen/Qwen2.5-1.5B-Instruct")
ap.add_argument("--draft", default=None)
ap.add_argument("--cache", default="static")
args = ap.parse_args()

tok = AutoTokenizer.from_pretrained(args.model)
model = AutoModelForCausalLM.from_pretrained(args.model)
extra = {}
if args.draft:
    extra["assistant_model"] = AutoModelForCausalLM.from_pretrained(args.draft)
enc = tok("Translate to French: good morning", return_tensors="pt")
t0 = time.perf_counter()
model.generate(**enc, cache_implementation=args.cache, max_new_tokens=6, do_sample=False, **extra)
print(f"{(time.perf_counter() - t0) * 1000:.0f} ms")
