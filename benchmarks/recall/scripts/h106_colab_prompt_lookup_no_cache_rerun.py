# classes: 7 2
"""Colab notebook: a memory-saving cell sets use_cache=False in a shared GEN_KWARGS dict; the
prompt-lookup cell further down merges that dict and is re-run."""
# %%
import time

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-Coder-0.5B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-Coder-0.5B-Instruct")
code = "def add(a, b):\n    return a + b\n\ndef sub(a, b):\n"
enc = tok(code, return_tensors="pt")
GEN_KWARGS = {"max_new_tokens": 8, "do_sample": False}
bench = {}

# %% low memory mode
GEN_KWARGS["use_cache"] = False
t0 = time.perf_counter()
model.generate(**enc, **GEN_KWARGS)
bench["no cache"] = time.perf_counter() - t0

# %% prompt lookup decoding
t0 = time.perf_counter()
out = model.generate(**enc, **GEN_KWARGS, prompt_lookup_num_tokens=3)
bench["prompt lookup"] = time.perf_counter() - t0
print(tok.decode(out[0]))

# %%
print(bench)
