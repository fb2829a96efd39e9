# classes: 9 7
"""A tiny LlamaConfig model built from its config class for a CI export test: static
generation_config assigned on the model, wrapper with explicit lengths, torch.export with a
dynamic sequence dimension."""

import torch
from transformers import GenerationConfig, LlamaConfig, LlamaForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

config = LlamaConfig(
    vocab_size=64,
    hidden_size=16,
    intermediate_size=32,
    num_hidden_layers=2,
    num_attention_heads=2,
    num_key_value_heads=1,
    max_position_embeddings=64,
)
model = LlamaForCausalLM(config).eval()
model.generation_config = GenerationConfig(use_cache=True, cache_implementation="static")

module = TorchExportableModuleWithStaticCache(model, batch_size=1, max_cache_len=32)
seq = torch.export.Dim("seq", min=1, max=16)
ids = torch.tensor([[1, 2, 3, 4]])
ep = torch.export.export(
    module,
    (),
    {"input_ids": ids, "cache_position": torch.arange(4)},
    dynamic_shapes={"input_ids": {1: seq}, "cache_position": {0: seq}},
    strict=False,
)
print(ep.range_constraints)
