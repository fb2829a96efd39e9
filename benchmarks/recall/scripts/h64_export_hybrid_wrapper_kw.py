# classes: 6 8
"""Gemma 3 export for on-device: hybrid-cache wrapper, sizes given explicitly so it does not
depend on the hub generation_config."""
import torch
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithHybridCache

CKPT = "google/gemma-3-270m-it"
model = AutoModelForCausalLM.from_pretrained(CKPT, attn_implementation="sdpa").eval()
exportable = TorchExportableModuleWithHybridCache(model, batch_size=1, max_cache_len=32)
with torch.no_grad():
    logits = exportable(input_ids=torch.tensor([[2, 10]]), cache_position=torch.arange(2))
print(tuple(logits.shape))
