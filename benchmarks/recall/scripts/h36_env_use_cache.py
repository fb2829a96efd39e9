# classes: 3 1
"""Benchmark knob read from the environment: HF_USE_CACHE=0 reproduces "no cache" timings.

The default of the knob is "0" because the benchmark's first run measured the uncached path.
"""
import os
import time

from transformers import AutoModelForCausalLM, AutoTokenizer


def env_flag(name, default):
    return bool(int(os.environ.get(name, default)))


USE_CACHE = env_flag("HF_USE_CACHE", "0")
SPECULATIVE = env_flag("HF_SPECULATIVE", "1")

tok = AutoTokenizer.from_pretrained("openai-community/gpt2-medium")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2-medium")
kwargs = {"max_new_tokens": 8, "use_cache": USE_CACHE}
if SPECULATIVE:
    kwargs["assistant_model"] = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")

inputs = tok("The quick brown fox", return_tensors="pt")
start = time.perf_counter()
out = model.generate(**inputs, **kwargs)
print(f"{time.perf_counter() - start:.2f}s", tok.decode(out[0]))
