# classes: 2 9
"""Notebook export: a sweep cell over prompt-lookup settings, results collected in a dict.

Mistral-7B-Instruct-v0.3. Each setting is a dict of generate kwargs; one entry of the
list samples two answers to check that the speed-up survives sampling.
"""
# %%
import time

from transformers import AutoModelForCausalLM, AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained("mistralai/Mistral-7B-Instruct-v0.3")
model = AutoModelForCausalLM.from_pretrained("mistralai/Mistral-7B-Instruct-v0.3")
doc = "[INST] Copy this list: apples, pears, plums, apples, pears, plums. [/INST]"
inputs = tokenizer(doc, return_tensors="pt")

# %%
settings = [
    {"prompt_lookup_num_tokens": 2},
    {"prompt_lookup_num_tokens": 5},
    {"prompt_lookup_num_tokens": 5, "do_sample": True, "num_return_sequences": 2},
]

# %%
results = {}
for i, kw in enumerate(settings):
    t0 = time.perf_counter()
    out = model.generate(**inputs, max_new_tokens=6, **kw)
    results[i] = (time.perf_counter() - t0, out.shape)

# %%
for i, (secs, shape) in results.items():
    print(settings[i], f"{secs:.3f}s", tuple(shape))
