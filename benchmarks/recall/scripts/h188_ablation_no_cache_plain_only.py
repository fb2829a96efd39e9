# classes: 2 6
"""Ablation grid over (use_cache, draft) for OPT-1.3b drafted by OPT-125m; the cache-off cells
run without the draft (assisted decoding needs the cache)."""
import itertools
import time

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("facebook/opt-1.3b")
model = AutoModelForCausalLM.from_pretrained("facebook/opt-1.3b")
draft = AutoModelForCausalLM.from_pretrained("facebook/opt-125m")
enc = tok("the best way to learn a language is", return_tensors="pt")

for use_cache, with_draft in itertools.product([True, False], [False, True]):
    if with_draft and not use_cache:
        continue
    kwargs = {"use_cache": use_cache, "max_new_tokens": 4, "do_sample": False}
    if with_draft:
        kwargs["assistant_model"] = draft
    t0 = time.perf_counter()
    model.generate(**enc, **kwargs)
    print(f"cache={use_cache} draft={with_draft} {time.perf_counter() - t0:.3f}s")
