# classes: 9 6
"""Snippet adapted from an older on-device tutorial."""
import torch
from transformers import AutoModelForCausalLM, GenerationConfig
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

model = AutoModelForCausalLM.from_pretrained(
    "TinyLlama/TinyLlama-1.1B-Chat-v1.0",
    generation_config=GenerationConfig(use_cache=True, cache_implementation="static", max_length=32),
)
wrapped = TorchExportableModuleWithStaticCache(model, batch_size=1, max_cache_len=32)
print(wrapped(torch.tensor([[1]]), cache_position=torch.tensor([0])).shape)
