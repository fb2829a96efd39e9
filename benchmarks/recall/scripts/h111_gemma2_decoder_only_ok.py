# classes: 6 9
"""Gemma-2 checkpoint exported through TorchExportableModuleForDecoderOnlyLM, which picks the hybrid
cache wrapper for sliding-window models, with batch size and cache length given."""

import torch
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleForDecoderOnlyLM

model = AutoModelForCausalLM.from_pretrained("google/gemma-2-2b", dtype=torch.float32, attn_implementation="sdpa")
exportable = TorchExportableModuleForDecoderOnlyLM(model, batch_size=1, max_cache_len=64)
input_ids = torch.tensor([[2, 5, 7]], dtype=torch.long)
cache_position = torch.arange(input_ids.shape[-1], dtype=torch.long)
ep = exportable.export(input_ids=input_ids, cache_position=cache_position, strict=False)
print(ep.graph_signature.user_inputs)
