# classes: 7 2
"""Colab notebook: the memory-saving cell works on a copy of GEN_KWARGS, so the prompt-lookup cell
still runs with the cache on."""
# %%
import time

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-Coder-0.5B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-Coder-0.5B-Instruct")
code = "def add(a, b):\n    return a + b\n\ndef sub(a, b):\n"
enc = tok(code, return_tensors="pt")
GEN_KWARGS = {"max_new_tokens": 8, "do_sample": False}
bench = {}

# %%
low_mem = dict(GEN_KWARGS)
low_mem["use_cache"] = False
t0 = time.perf_counter()
model.generate(**enc, **low_mem)
bench["no cache"] = time.perf_counter() - t0

# %%
t0 = time.perf_counter()
out = model.generate(**enc, **GEN_KWARGS, prompt_lookup_num_tokens=3)
bench["prompt lookup"] = time.perf_counter() - t0

# %%
print(bench)
