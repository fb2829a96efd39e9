# classes: 1 3
# Notebook export: speculative decoding experiments (SmolLM2 360M + 135M draft)
# %%
import time

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

MAIN = "HuggingFaceTB/SmolLM2-360M-Instruct"
DRAFT = "HuggingFaceTB/SmolLM2-135M-Instruct"
use_cache = True
max_new_tokens = 16

# %%
tokenizer = AutoTokenizer.from_pretrained(MAIN)
model = AutoModelForCausalLM.from_pretrained(MAIN, torch_dtype=torch.float32)
draft = AutoModelForCausalLM.from_pretrained(DRAFT, torch_dtype=torch.float32)
model.eval(); draft.eval()

# %%
inputs = tokenizer("tell me a story about the king", return_tensors="pt")
t0 = time.perf_counter()
out = model.generate(**inputs, max_new_tokens=max_new_tokens, use_cache=use_cache, do_sample=False)
print("baseline", time.perf_counter() - t0, tokenizer.decode(out[0], skip_special_tokens=True))

# %% [markdown]
# Memory check: does turning off the KV cache change peak memory much?

# %%
use_cache = False
max_new_tokens = 8

# %%
# back to the default for the speculative run
use_cache = True
out = model.generate(**inputs, max_new_tokens=max_new_tokens, use_cache=use_cache)
print("no cache", out.shape)

# %%
t0 = time.perf_counter()
out = model.generate(
    **inputs,
    assistant_model=draft,
    max_new_tokens=max_new_tokens,
    use_cache=use_cache,
    do_sample=False,
)
print("assisted", time.perf_counter() - t0, tokenizer.decode(out[0], skip_special_tokens=True))
