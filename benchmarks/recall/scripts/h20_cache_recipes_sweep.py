# classes: 2 9
"""Compare export recipes for SmolLM2 before picking one for the app."""
import torch
from transformers import AutoModelForCausalLM, GenerationConfig
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

RECIPES = {
    "static-32": {"use_cache": True, "cache_implementation": "static", "max_cache_len": 32},
    "static-64": {"use_cache": True, "cache_implementation": "static", "max_cache_len": 64},
    "sliding": {"use_cache": True, "cache_implementation": "sliding_window", "max_cache_len": 64},
}

model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M", torch_dtype=torch.float32)
model.eval()
for name, recipe in RECIPES.items():
    max_len = recipe.pop("max_cache_len")
    model.generation_config = GenerationConfig(**recipe)
    wrapper = TorchExportableModuleWithStaticCache(model, batch_size=1, max_cache_len=max_len)
    n_buffers = sum(1 for _ in wrapper.buffers())
    print(f"{name}: {n_buffers} buffers")
