# classes: 6 5
"""torch.utils.benchmark comparison of Gemma 2 chat with and without a Gemma 2 draft, dynamic cache forced."""
import torch.utils.benchmark as benchmark
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("google/gemma-2-9b-it")
target = AutoModelForCausalLM.from_pretrained("google/gemma-2-9b-it")
draft = AutoModelForCausalLM.from_pretrained("google/gemma-2-2b-it")
target.generation_config.cache_implementation = None
enc = tok("Give me a haiku about rain.", return_tensors="pt")

for label, kw in [("target", {}), ("speculative", {"assistant_model": draft})]:
    t = benchmark.Timer(
        stmt="target.generate(**enc, max_new_tokens=4, do_sample=False, **kw)",
        globals={"target": target, "enc": enc, "kw": kw},
    )
    print(label, t.timeit(1))
