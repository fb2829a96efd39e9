# classes: 9
"""Notebook: timing cells; the "prefill only" cell sets the new-token budget to zero."""
# %%
import time

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("EleutherAI/pythia-70m")
lm = AutoModelForCausalLM.from_pretrained("EleutherAI/pythia-70m")
ids = tok("once upon a time there lived a king who loved his garden", return_tensors="pt")

# %% full decode
budget = 6
t0 = time.perf_counter()
lm.generate(**ids, max_new_tokens=budget, pad_token_id=tok.eos_token_id)
print("decode", time.perf_counter() - t0)

# %% prefill only
budget = 0
t0 = time.perf_counter()
lm.generate(**ids, max_new_tokens=budget, pad_token_id=tok.eos_token_id)
print("prefill", time.perf_counter() - t0)
