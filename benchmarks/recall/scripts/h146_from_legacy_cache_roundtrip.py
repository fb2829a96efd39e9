# classes: 5 8
"""Chat memory from a 2024 repo: the cache is stored between turns as the legacy tuple
(to_legacy_cache) and rebuilt with DynamicCache.from_legacy_cache for the next turn."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")

history = tok("hello , tell me about the fox", return_tensors="pt").input_ids
with torch.no_grad():
    out = model(history, use_cache=True)
stored = out.past_key_values.to_legacy_cache()
print("layers stored:", len(stored))

cache = DynamicCache.from_legacy_cache(stored)
nxt = torch.cat([history, tok(" and the dog", return_tensors="pt").input_ids], dim=1)
gen = model.generate(nxt, past_key_values=cache, max_new_tokens=6, do_sample=False)
print(tok.decode(gen[0], skip_special_tokens=True))
