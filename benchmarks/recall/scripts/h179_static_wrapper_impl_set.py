# classes: 9 6
"""Wrap SmolLM2 for the on-device runner; the cache sizes come from the runner's limits."""
import torch
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

CHECKPOINT = "HuggingFaceTB/SmolLM2-135M"

model = AutoModelForCausalLM.from_pretrained(CHECKPOINT, torch_dtype=torch.float32)
model.eval()
model.generation_config.use_cache = True
model.generation_config.cache_implementation = "static"
model.generation_config.cache_config = {"batch_size": 1, "max_cache_len": 32}
wrapper = TorchExportableModuleWithStaticCache(model)
logits = wrapper(input_ids=torch.tensor([[1]]), cache_position=torch.tensor([0]))
print(logits.shape)
