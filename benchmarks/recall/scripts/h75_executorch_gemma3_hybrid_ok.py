# classes: 9 6
"""Exports Gemma 3 270M for on-device use: the 5.x hybrid (sliding window) wrapper reads the batch
size and cache length from the generation config's cache_config, set up front with update()."""

import torch
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithHybridCache

model = AutoModelForCausalLM.from_pretrained("google/gemma-3-270m", dtype=torch.float32)
model.generation_config.update(
    use_cache=True,
    cache_implementation="hybrid",
    cache_config={"batch_size": 1, "max_cache_len": 64},
)
wrapper = TorchExportableModuleWithHybridCache(model)
with torch.no_grad():
    logits = wrapper(input_ids=torch.tensor([[2, 10, 11]]), cache_position=torch.arange(3))
print(logits.shape)
