# classes: 3 8
"""CLI latency benchmark where speculative decoding is opt-in (--draft) and the cache defaults to static."""
import argparse
import time

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

parser = argparse.ArgumentParser()
parser.add_argument("--model", default="HuggingFaceTB/SmolLM2-360M-Instruct")
parser.add_argument("--draft", default=None)
parser.add_argument("--cache", default="static")
parser.add_argument("--compile", action="store_true")
parser.add_argument("--new-tokens", type=int, default=12)
args = parser.parse_args()

tok = AutoTokenizer.from_pretrained(args.model)
model = AutoModelForCausalLM.from_pretrained(args.model).eval()
kwargs = {"max_new_tokens": args.new_tokens, "do_sample": False}
if args.draft is not None:
    kwargs["assistant_model"] = AutoModelForCausalLM.from_pretrained(args.draft).eval()
    kwargs["cache_implementation"] = "dynamic"
else:
    kwargs["cache_implementation"] = args.cache
if args.compile:
    model.forward = torch.compile(model.forward, mode="reduce-overhead")

enc = tok("tell me a story about the red fox", return_tensors="pt")
for warm in range(2):
    model.generate(**enc, max_new_tokens=2, cache_implementation=kwargs["cache_implementation"])
t = time.perf_counter()
out = model.generate(**enc, **kwargs)
print(f"{(time.perf_counter() - t) * 1000:.1f} ms", tok.decode(out[0], skip_special_tokens=True))
