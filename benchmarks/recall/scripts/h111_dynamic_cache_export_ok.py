# classes: 5 9
"""export_with_dynamic_cache on a small decoder-only model: example input ids and attention mask,
the default dynamic cache, no static wrapper."""

import torch
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import export_with_dynamic_cache

model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2", attn_implementation="sdpa").eval()
input_ids = torch.tensor([[10, 11, 12]], dtype=torch.long)
attention_mask = torch.ones_like(input_ids)
ep = export_with_dynamic_cache(model, input_ids, attention_mask)
print(type(ep).__name__)
