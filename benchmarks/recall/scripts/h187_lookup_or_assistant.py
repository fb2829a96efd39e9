# classes: 2 8
"""Two runs: the draft model, then prompt lookup, each on its own."""
import time

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("facebook/opt-350m")
model = AutoModelForCausalLM.from_pretrained("facebook/opt-350m")
draft = AutoModelForCausalLM.from_pretrained("facebook/opt-125m")
enc = tok("The list is: apples, pears, apples, pears,", return_tensors="pt")
for kw in ({"assistant_model": draft}, {"prompt_lookup_num_tokens": 3}):
    t0 = time.perf_counter()
    out = model.generate(**enc, max_new_tokens=6, do_sample=False, **kw)
    print(list(kw), f"{(time.perf_counter() - t0) * 1000:.0f} ms", tok.decode(out[0]))
