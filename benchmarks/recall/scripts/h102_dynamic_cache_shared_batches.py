# classes: 5 2
"""Batched throughput test that keeps one DynamicCache object around for all batches."""
import time

from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache

MODEL = "HuggingFaceTB/SmolLM2-135M-Instruct"
BATCHES = [
    ["hello world", "tell me a story"],
    ["the red fox", "one two three", "a blue dog"],
]

tok = AutoTokenizer.from_pretrained(MODEL)
tok.padding_side = "left"
model = AutoModelForCausalLM.from_pretrained(MODEL).eval()
cache = DynamicCache()

for batch in BATCHES:
    enc = tok(batch, return_tensors="pt", padding=True)
    t0 = time.perf_counter()
    out = model.generate(**enc, past_key_values=cache, max_new_tokens=8, do_sample=False)
    dt = time.perf_counter() - t0
    print(f"batch of {len(batch)}: {dt:.3f}s, {len(batch) * 8 / dt:.1f} tok/s")
