# classes: 5 8
"""Latency table for one model: eager, static-cache (the setting torch.compile wants), and
speculative decoding with a small draft, run in that order on the same model object."""
import time

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("meta-llama/Llama-3.2-3B-Instruct")
model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-3B-Instruct")
draft = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B-Instruct")
enc = tok("Summarize the plot of Hamlet in one sentence.", return_tensors="pt")


def latency(label, **kwargs):
    t0 = time.perf_counter()
    model.generate(**enc, max_new_tokens=6, do_sample=False, **kwargs)
    print(f"{label:>10}: {time.perf_counter() - t0:.3f}s")


latency("eager")
model.generation_config.cache_implementation = "static"
latency("static")
latency("assisted", assistant_model=draft)
