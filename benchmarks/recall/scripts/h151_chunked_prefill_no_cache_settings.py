# classes: 9 3
"""Long-context settings kept in a dict for a benchmark: chunked prefill and use_cache off
"to measure memory without the cache"."""

from transformers import AutoModelForCausalLM, AutoTokenizer

LONG_CONTEXT = {"prefill_chunk_size": 64, "use_cache": False, "max_new_tokens": 4, "do_sample": False}

tok = AutoTokenizer.from_pretrained("TinyLlama/TinyLlama-1.1B-Chat-v1.0")
model = AutoModelForCausalLM.from_pretrained("TinyLlama/TinyLlama-1.1B-Chat-v1.0")
enc = tok(" ".join(["tell me a story about the king"] * 20), return_tensors="pt")
out = model.generate(**enc, **LONG_CONTEXT)
print(out.shape)
