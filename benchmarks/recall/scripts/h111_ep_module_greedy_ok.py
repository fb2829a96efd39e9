# classes: 7 9
"""Static-cache export with keyword example inputs, then a short greedy loop calling the exported
program as `ep.module()(input_ids=..., cache_position=...)`."""

import torch
from transformers import AutoModelForCausalLM, GenerationConfig
from transformers.integrations.executorch import convert_and_export_with_cache

gen = GenerationConfig(use_cache=True, cache_implementation="static", cache_config={"batch_size": 1, "max_cache_len": 16})
model = AutoModelForCausalLM.from_pretrained("JackFram/llama-68m", generation_config=gen).eval()
ep = convert_and_export_with_cache(model, strict=False)
runner = ep.module()

token = torch.tensor([[2]], dtype=torch.long)
out = []
for step in range(3):
    logits = runner(input_ids=token, cache_position=torch.tensor([step], dtype=torch.long))
    token = logits[:, -1:].argmax(-1)
    out.append(token.item())
print(out)
