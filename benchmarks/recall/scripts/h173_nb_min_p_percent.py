# classes: 9
"""Notebook: a min-p sampling cell where the threshold is noted as a percentage."""
# %%
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("facebook/opt-125m")
model = AutoModelForCausalLM.from_pretrained("facebook/opt-125m")
inp = tok("tell me about dogs", return_tensors="pt")

# %% top-k
torch.manual_seed(1)
print(tok.decode(model.generate(**inp, do_sample=True, top_k=10, max_new_tokens=5)[0]))

# %% min-p
MIN_P = 5
torch.manual_seed(1)
print(tok.decode(model.generate(**inp, do_sample=True, min_p=MIN_P, max_new_tokens=5)[0]))
