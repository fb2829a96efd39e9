# classes: 3 1
"""Benchmark knob read from the environment; uncached runs never use the draft model."""
import os
import time

from transformers import AutoModelForCausalLM, AutoTokenizer


def env_flag(name, default):
    return str(os.environ.get(name, default)).strip().lower() in {"1", "true", "yes", "on"}


USE_CACHE = env_flag("HF_USE_CACHE", "0")
SPECULATIVE = env_flag("HF_SPECULATIVE", "true") and USE_CACHE

tok = AutoTokenizer.from_pretrained("openai-community/gpt2-medium")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2-medium")
kwargs = {"max_new_tokens": 8, "use_cache": USE_CACHE}
if SPECULATIVE:
    kwargs["assistant_model"] = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")

inputs = tok("The quick brown fox", return_tensors="pt")
start = time.perf_counter()
out = model.generate(**inputs, **kwargs)
print(f"{time.perf_counter() - start:.2f}s", tok.decode(out[0]))
