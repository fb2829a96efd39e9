# classes: 8 2
"""Long-prompt latency: chunked prefill to cap memory, then plain greedy decoding."""
import time

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-360M-Instruct")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-360M-Instruct")
doc = " ".join(["the committee met again to discuss the budget"] * 6)
enc = tok(doc + "\nSummary:", return_tensors="pt")
t0 = time.perf_counter()
out = model.generate(**enc, prefill_chunk_size=16, max_new_tokens=6, do_sample=False)
print(f"{(time.perf_counter() - t0) * 1000:.0f} ms", out.shape)
