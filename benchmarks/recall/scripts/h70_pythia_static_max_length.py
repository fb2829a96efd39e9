# classes: 5
"""Pythia with a hand-made StaticCache and max_length from an old config: the cache is one short."""
import torch
from transformers import AutoModelForCausalLM, StaticCache

lm = AutoModelForCausalLM.from_pretrained("EleutherAI/pythia-70m")
prompt_ids = torch.tensor([[5, 9, 13, 2, 7, 21, 4, 8]])
kv_cache = StaticCache(config=lm.config, max_cache_len=10)
result = lm.generate(prompt_ids, attention_mask=torch.ones_like(prompt_ids), past_key_values=kv_cache, max_length=12, min_length=12, pad_token_id=0)
print(result.tolist())
