"""Benchmark sweep over cache implementation x draft model with itertools.product."""
# classes: 2 5
import itertools
import time

from transformers import AutoModelForCausalLM, AutoTokenizer

TARGET = "HuggingFaceTB/SmolLM2-360M-Instruct"
DRAFTS = [None, "HuggingFaceTB/SmolLM2-135M-Instruct"]
CACHES = ["dynamic", "static"]


def timed_generate(model, enc, **kwargs):
    t0 = time.perf_counter()
    out = model.generate(**enc, max_new_tokens=5, **kwargs)
    return out, time.perf_counter() - t0


def main():
    tok = AutoTokenizer.from_pretrained(TARGET)
    model = AutoModelForCausalLM.from_pretrained(TARGET)
    drafts = {name: AutoModelForCausalLM.from_pretrained(name) for name in DRAFTS if name}
    enc = tok("tell me a story about the garden", return_tensors="pt")
    rows = []
    for cache, draft_name in itertools.product(CACHES, DRAFTS):
        kwargs = {"cache_implementation": cache}
        if draft_name is not None:
            kwargs["assistant_model"] = drafts[draft_name]
        _, secs = timed_generate(model, enc, **kwargs)
        rows.append((cache, draft_name or "-", secs))
    for cache, draft, secs in rows:
        print(f"{cache:8} {draft:40} {secs:.3f}s")


if __name__ == "__main__":
    main()
