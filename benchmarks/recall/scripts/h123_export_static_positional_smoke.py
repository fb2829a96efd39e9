# classes: 8 7
"""Smoke-test the static-cache export wrapper eagerly before exporting, calling it like a plain module."""
import torch
from transformers import AutoModelForCausalLM, GenerationConfig
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

MAX_LEN = 64
model = AutoModelForCausalLM.from_pretrained(
    "HuggingFaceTB/SmolLM2-135M",
    generation_config=GenerationConfig(
        use_cache=True, cache_implementation="static", cache_config={"batch_size": 1, "max_cache_len": MAX_LEN}
    ),
)
module = TorchExportableModuleWithStaticCache(model, batch_size=1, max_cache_len=MAX_LEN)

tokens = torch.tensor([[1, 4, 9, 16]])
positions = torch.arange(tokens.shape[1], dtype=torch.long)
logits = module(tokens, positions)
print(logits.shape)
