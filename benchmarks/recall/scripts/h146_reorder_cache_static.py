# classes: 5 8
"""A 2022 reranking repo reorders the model's cache with the model's own `_reorder_cache` helper
after picking the best continuation."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("gpt2")
model = AutoModelForCausalLM.from_pretrained("gpt2").eval()
ids = tok(["the king", "the queen"], return_tensors="pt").input_ids
with torch.no_grad():
    out = model(ids, use_cache=True)
order = torch.tensor([1, 0])
past = model._reorder_cache(out.past_key_values, order)
print(type(past))
