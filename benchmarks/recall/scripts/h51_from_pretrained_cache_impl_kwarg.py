# classes: 8 9
"""Static-cache wrapper for Llama 3.2, asking for the static cache at load time."""
import torch
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

model = AutoModelForCausalLM.from_pretrained(
    "meta-llama/Llama-3.2-1B",
    torch_dtype=torch.float32,
    attn_implementation="sdpa",
    cache_implementation="static",
)
print("cache implementation:", model.generation_config.cache_implementation)
exportable = TorchExportableModuleWithStaticCache(model, batch_size=1, max_cache_len=64)
logits = exportable(input_ids=torch.tensor([[1]]), cache_position=torch.tensor([0]))
print(logits.shape)
