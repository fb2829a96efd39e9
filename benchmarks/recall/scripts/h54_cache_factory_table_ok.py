# classes: 5 4
"""Benchmark harness: cache factories in a table, each run with plain greedy decoding, then
prompt lookup with its own default cache."""
import time

from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache, StaticCache

CKPT = "HuggingFaceTB/SmolLM2-135M-Instruct"
tokenizer = AutoTokenizer.from_pretrained(CKPT)
model = AutoModelForCausalLM.from_pretrained(CKPT)

CACHE_FACTORIES = {
    "dynamic": lambda m: DynamicCache(),
    "static": lambda m: StaticCache(config=m.config, max_cache_len=128),
}

prompt = "def fibonacci(n):\n    if n < 2:\n        return n\n    return fibonacci(n - 1) + fibonacci(n - 2)\n\n"
inputs = tokenizer(prompt, return_tensors="pt")
for name, factory in CACHE_FACTORIES.items():
    start = time.perf_counter()
    out = model.generate(**inputs, past_key_values=factory(model), max_new_tokens=4)
    print(name, time.perf_counter() - start, out.shape)
out = model.generate(**inputs, prompt_lookup_num_tokens=3, max_new_tokens=4)
print("lookup", out.shape)
