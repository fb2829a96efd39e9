# classes: 5 2
"""Batched throughput test that builds a fresh DynamicCache for each batch."""
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

for batch in BATCHES:
    enc = tok(batch, return_tensors="pt", padding=True)
    cache = DynamicCache()
    t0 = time.perf_counter()
    model.generate(**enc, past_key_values=cache, max_new_tokens=8, do_sample=False)
    dt = time.perf_counter() - t0
    print(f"batch of {len(batch)}: {dt:.3f}s, cache holds {cache.get_seq_length()} positions")
