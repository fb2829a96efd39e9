# classes: 7 2
"""Kaggle notebook: the same speed table, but the assisted row runs the prompts one at a time
because speculative decoding takes a single sequence."""
# %%
import time

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("meta-llama/Llama-3.2-3B-Instruct")
tok.pad_token = tok.eos_token
tok.padding_side = "left"
target = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-3B-Instruct")
draft = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B-Instruct")

prompts = [
    "Summarise the plot of Hamlet in one line:",
    "Give me three uses for a paperclip:",
]

# %% batched, no draft
batch = tok(prompts, return_tensors="pt", padding=True)
t0 = time.perf_counter()
out = target.generate(**batch, max_new_tokens=8)
speeds = {"batched": time.perf_counter() - t0}

# %% one prompt at a time, with the draft
t0 = time.perf_counter()
for p in prompts:
    single = tok(p, return_tensors="pt")
    target.generate(**single, assistant_model=draft, max_new_tokens=8)
speeds["assisted, per prompt"] = time.perf_counter() - t0

# %%
for k, v in speeds.items():
    print(f"{k:<22}{v:8.3f}s")
