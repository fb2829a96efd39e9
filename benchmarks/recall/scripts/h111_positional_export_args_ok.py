# classes: 7 8
"""torch.export.export of the static-cache wrapper with input_ids positional and cache_position as a
keyword, then the exported module() run on the next token."""

import torch
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

model = AutoModelForCausalLM.from_pretrained("TinyLlama/TinyLlama-1.1B-Chat-v1.0", attn_implementation="sdpa")
model.generation_config.use_cache = True
model.generation_config.cache_implementation = "static"
model.generation_config.cache_config = {"batch_size": 1, "max_cache_len": 32}

wrapper = TorchExportableModuleWithStaticCache(model).eval()
input_ids = torch.tensor([[1]], dtype=torch.long)
cache_position = torch.tensor([0], dtype=torch.long)
with torch.no_grad():
    ep = torch.export.export(wrapper, (input_ids,), {"cache_position": cache_position}, strict=False)
    logits = ep.module()(input_ids, cache_position=cache_position)
print(logits.argmax(-1))
