# classes: 6
"""Does the 14M Pythia speed up pythia-160m? Both come from the same suite and tokenizer."""
import time

from transformers import AutoModelForCausalLM, AutoTokenizer

big = "EleutherAI/pythia-160m"
small = "EleutherAI/pythia-14m"

tok = AutoTokenizer.from_pretrained(big)
model = AutoModelForCausalLM.from_pretrained(big)
draft = AutoModelForCausalLM.from_pretrained(small)

enc = tok("the cat sat on the", return_tensors="pt")
for label, kwargs in [("plain", {}), ("assisted", {"assistant_model": draft})]:
    t0 = time.perf_counter()
    out = model.generate(**enc, max_new_tokens=8, do_sample=False, **kwargs)
    print(label, f"{time.perf_counter() - t0:.3f}s", tok.decode(out[0]))
