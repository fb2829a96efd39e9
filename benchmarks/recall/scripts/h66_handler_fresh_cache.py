# classes: 5
"""Tiny request handler; every request gets its own DynamicCache so timings can be read per request."""
import time

from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache

tokenizer = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")


def handle(request_text):
    cache = DynamicCache()
    inputs = tokenizer(request_text, return_tensors="pt")
    t0 = time.perf_counter()
    out = model.generate(**inputs, past_key_values=cache, max_new_tokens=3, pad_token_id=tokenizer.eos_token_id)
    elapsed = time.perf_counter() - t0
    return {"text": tokenizer.decode(out[0]), "cached_tokens": cache.get_seq_length(), "seconds": elapsed}


for req in ["Once upon a time in a small village", "Hello"]:
    print(handle(req))
