# classes: 9 2
"""Notebook: sampled candidates cell, then the same kwargs with a draft model for speed."""
# %%
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("Qwen/Qwen3-1.7B")
target = AutoModelForCausalLM.from_pretrained("Qwen/Qwen3-1.7B")
draft = AutoModelForCausalLM.from_pretrained("Qwen/Qwen3-0.6B")
msgs = [{"role": "user", "content": "tell me a story about cats"}]
enc = tok(msgs[0]["content"], return_tensors="pt")

# %% candidates
kwargs = dict(do_sample=True, num_return_sequences=2, max_new_tokens=5, top_p=0.9)
torch.manual_seed(0)
print(tok.batch_decode(target.generate(**enc, **kwargs)))

# %% faster with a draft (one sequence)
kwargs["num_return_sequences"] = 1
torch.manual_seed(0)
print(tok.batch_decode(target.generate(**enc, **kwargs, assistant_model=draft)))
