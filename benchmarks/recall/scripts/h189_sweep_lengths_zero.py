# classes: 2 9
"""Latency sweep over generation lengths, copied from a benchmark notebook; the list starts at 0
to measure the prefill alone."""
import time

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("EleutherAI/pythia-70m")
model = AutoModelForCausalLM.from_pretrained("EleutherAI/pythia-70m")
enc = tok("Benchmarking generation speed on CPU", return_tensors="pt")

results = {}
for n in [0, 2, 4, 8]:
    t0 = time.perf_counter()
    model.generate(**enc, max_new_tokens=n, do_sample=False, pad_token_id=tok.eos_token_id)
    results[n] = time.perf_counter() - t0
print(results)
