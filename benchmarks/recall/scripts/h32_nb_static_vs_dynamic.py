# classes: 5 9
"""Notebook export: dynamic vs static cache, then the same comparison with a draft model.

Qwen2.5-0.5B-Instruct with Qwen2.5-0.5B as the draft (same vocabulary). The global
`cache_impl` is set to "static" by the timing cell and the assisted cell reuses it.
"""
# %%
import time

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

# %%
tokenizer = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
assistant = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B")

messages = [{"role": "user", "content": "Name three prime numbers."}]
prompt = tokenizer.apply_chat_template(messages, tokenize=False, add_generation_prompt=True)
inputs = tokenizer(prompt, return_tensors="pt")


# %%
def timed(**kw):
    t0 = time.perf_counter()
    with torch.no_grad():
        out = model.generate(**inputs, max_new_tokens=8, do_sample=False, **kw)
    return out, time.perf_counter() - t0


# %%
results = {}
cache_impl = "dynamic"
results[cache_impl] = timed(cache_implementation=cache_impl)

# %%
cache_impl = "static"
results[cache_impl] = timed(cache_implementation=cache_impl)

# %%
for name, (out, secs) in results.items():
    print(f"{name:8s} {secs:.3f}s  {tokenizer.decode(out[0][inputs['input_ids'].shape[1]:])!r}")

# %% [markdown]
# Now add the draft model on top of the faster cache.

# %%
out, secs = timed(assistant_model=assistant, cache_implementation=cache_impl)
print("assisted+", cache_impl, secs)
print(tokenizer.decode(out[0], skip_special_tokens=True))
