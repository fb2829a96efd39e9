# classes: 2 8
"""Split latency into prefill and decode: time a run with one new token, then runs with more."""
import time

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("EleutherAI/pythia-160m")
model = AutoModelForCausalLM.from_pretrained("EleutherAI/pythia-160m")
enc = tok("measure the prefill latency of this prompt please", return_tensors="pt")
timings = {}
for n in [1, 4, 8]:
    t0 = time.perf_counter()
    model.generate(**enc, max_new_tokens=n, do_sample=False, pad_token_id=tok.eos_token_id)
    timings[n] = time.perf_counter() - t0
print({n: round(t * 1000, 1) for n, t in timings.items()})
