# classes: 5 8
"""Hand-rolled draft verification that drops the rejected tokens with a negative crop (the 5.20 API, also valid before)."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-0.5B")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B")

prompt = tok("The quick brown fox", return_tensors="pt").input_ids
draft = tok(" jumps over the lazy dog", return_tensors="pt").input_ids
cache = DynamicCache()
with torch.no_grad():
    model(prompt, past_key_values=cache, use_cache=True)
    logits = model(draft, past_key_values=cache, use_cache=True).logits
accepted = int((logits[0, :-1].argmax(-1) == draft[0, 1:]).long().cumprod(0).sum())
rejected = draft.shape[1] - accepted
if rejected:
    cache.crop(-rejected)
print("kept", cache.get_seq_length())
