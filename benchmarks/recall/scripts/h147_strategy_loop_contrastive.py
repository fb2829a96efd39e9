# classes: 2 8
"""Benchmark loop over named decoding presets, including contrastive search and diverse
beam search, timing each one."""
import time

from transformers import AutoModelForCausalLM, AutoTokenizer

PRESETS = [
    ("greedy", {}),
    ("beam4", {"num_beams": 4}),
    ("nucleus", {"do_sample": True, "top_p": 0.9}),
    ("contrastive", {"penalty_alpha": 0.6, "top_k": 4}),
    ("diverse", {"num_beams": 4, "num_beam_groups": 2, "diversity_penalty": 0.8}),
]

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
enc = tok("the king and the queen", return_tensors="pt")
for name, kwargs in PRESETS:
    t0 = time.perf_counter()
    out = model.generate(**enc, max_new_tokens=5, **kwargs)
    print(f"{name}: {time.perf_counter() - t0:.3f}s {tok.decode(out[0])}")
