# classes: 9 7
"""A tiny MistralConfig model built from its config class for a CI export test, given a fresh
GenerationConfig that names the static cache (the library default for use_cache left alone),
then wrapped with explicit lengths."""

import torch
from transformers import GenerationConfig, MistralConfig, MistralForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

config = MistralConfig(
    vocab_size=64,
    hidden_size=16,
    intermediate_size=32,
    num_hidden_layers=2,
    num_attention_heads=2,
    num_key_value_heads=1,
    head_dim=8,
    sliding_window=None,
)
model = MistralForCausalLM(config).eval()
model.generation_config = GenerationConfig(cache_implementation="static", max_length=32)

module = TorchExportableModuleWithStaticCache(model, batch_size=1, max_cache_len=32)
ep = torch.export.export(module, (), {"input_ids": torch.tensor([[1]]), "cache_position": torch.tensor([0])}, strict=False)
print(ep)
