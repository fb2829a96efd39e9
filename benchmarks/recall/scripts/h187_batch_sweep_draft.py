# classes: 2 3
"""Batch-size sweep of speculative decoding (draft model), tokens per second per batch size."""
import time

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("facebook/opt-1.3b", padding_side="left")
model = AutoModelForCausalLM.from_pretrained("facebook/opt-1.3b")
draft = AutoModelForCausalLM.from_pretrained("facebook/opt-125m")
prompts = ["Paris is", "The moon is made of", "Cats like to"]
for bs in range(1, len(prompts) + 1):
    enc = tok(prompts[:bs], return_tensors="pt", padding=True)
    t0 = time.perf_counter()
    model.generate(**enc, assistant_model=draft, max_new_tokens=5, do_sample=False)
    print(bs, f"{bs * 5 / (time.perf_counter() - t0):.1f} tok/s")
