# classes: 5 1
"""Code assistant: a module-level StaticCache sized from the first file, reset before the
follow-up completion; the follow-up uses prompt lookup with its own dynamic cache."""
from transformers import AutoModelForCausalLM, AutoTokenizer, StaticCache

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-0.5B")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B")
SOURCE = "def add(a, b):\n    return a + b\n\ndef sub(a, b):\n    return a - b\n\ndef mul(a, b):\n"
enc = tok(SOURCE, return_tensors="pt")
CACHE = StaticCache(config=model.config, max_cache_len=enc.input_ids.shape[1] + 12)


def complete(ids, n):
    CACHE.reset()
    return model.generate(ids, prompt_lookup_num_tokens=3, max_new_tokens=n)


first = model.generate(**enc, past_key_values=CACHE, max_new_tokens=4)
more = complete(first, 4)
print(tok.decode(more[0]))
