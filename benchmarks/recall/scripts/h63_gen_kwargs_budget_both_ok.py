# classes: 5 3
"""Eval harness: a shared gen_kwargs dict keeps an old max_length next to the max_new_tokens the
new harness added; max_new_tokens takes precedence."""
import torch
from transformers import AutoModelForCausalLM

SEQ_LEN = 40
GEN_KWARGS = {"max_length": 32, "max_new_tokens": 4, "do_sample": False}

model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct").eval()
ids = torch.ones((2, SEQ_LEN), dtype=torch.long)
out = model.generate(ids, attention_mask=torch.ones_like(ids), **GEN_KWARGS)
print(out.shape)
