# classes: 6 2
"""Speculative decoding speed-up with the smallest draft at hand (a different model family)."""
import time

from transformers import AutoModelForCausalLM, AutoTokenizer

TARGET, DRAFT = "meta-llama/Llama-3.2-1B-Instruct", "HuggingFaceTB/SmolLM2-135M-Instruct"
tok = AutoTokenizer.from_pretrained(TARGET)
model = AutoModelForCausalLM.from_pretrained(TARGET)
draft = AutoModelForCausalLM.from_pretrained(DRAFT)
enc = tok("The capital of France is", return_tensors="pt")
for label, extra in (("baseline", {}), ("speculative", {"assistant_model": draft})):
    t0 = time.perf_counter()
    model.generate(**enc, max_new_tokens=6, do_sample=False, **extra)
    print(label, f"{(time.perf_counter() - t0) * 1000:.0f} ms")
