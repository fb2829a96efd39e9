# classes: 6 9
"""Gemma 3 1B instruct on device: the decoder-only recipe picks the cache layout itself."""
import torch
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleForDecoderOnlyLM

repo = "google/gemma-3-1b-it"
model = AutoModelForCausalLM.from_pretrained(repo, torch_dtype=torch.float32, attn_implementation="eager")
model.eval()

exportable = TorchExportableModuleForDecoderOnlyLM(model, batch_size=1, max_cache_len=64)
print(type(exportable.model).__name__)
