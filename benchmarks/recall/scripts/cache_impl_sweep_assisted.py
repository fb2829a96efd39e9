# classes: 2 8
"""Which cache implementation is fastest with a draft model? (static should be, says the blog)"""
import time

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("openai-community/gpt2-large")
big = AutoModelForCausalLM.from_pretrained("openai-community/gpt2-large")
little = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")

inputs = tok("hello world this is a test of the model", return_tensors="pt")

for impl in ["dynamic", "static"]:
    start = time.perf_counter()
    out = big.generate(
        **inputs,
        assistant_model=little,
        cache_implementation=impl,
        max_new_tokens=10,
    )
    print(impl, f"{time.perf_counter() - start:.3f}s", tok.decode(out[0]))
