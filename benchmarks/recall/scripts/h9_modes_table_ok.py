# classes: 2 1
"""Decoding modes benchmark: every mode runs on the same prompts; results printed as a table."""
import statistics
import time

from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL = "facebook/opt-350m"
DRAFT = "facebook/opt-125m"

tokenizer = AutoTokenizer.from_pretrained(MODEL)
model = AutoModelForCausalLM.from_pretrained(MODEL)
draft = AutoModelForCausalLM.from_pretrained(DRAFT)

BASE = {"max_new_tokens": 6, "do_sample": False}
MODES = {
    "greedy": {**BASE},
    "lookup": {**BASE, "prompt_lookup_num_tokens": 3},
    "draft": {**BASE, "assistant_model": draft},
    "greedy-lowmem": {**BASE, "use_cache": False},
}

prompts = ["hello world hello world", "the dog and the cat and the dog"]
summary = {}
for mode, kw in MODES.items():
    lat = []
    for i, p in enumerate(prompts):
        enc = tokenizer(p, return_tensors="pt")
        t0 = time.perf_counter()
        model.generate(**enc, **kw)
        lat.append(time.perf_counter() - t0)
    summary[mode] = statistics.median(lat)

for mode, s in sorted(summary.items(), key=lambda kv: kv[1]):
    print(f"{mode:<14}{s:.4f}")
