# classes: 3 9
"""Export recipes as dataclasses; the cache length can come from the recipe or from cache_config."""
from dataclasses import dataclass, field
from typing import Optional

import torch
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache


@dataclass
class ExportRecipe:
    checkpoint: str
    batch_size: int = 1
    max_cache_len: Optional[int] = None
    dtype: torch.dtype = torch.float32
    tags: list = field(default_factory=list)


def build(recipe: ExportRecipe):
    model = AutoModelForCausalLM.from_pretrained(recipe.checkpoint, torch_dtype=recipe.dtype)
    model.generation_config.use_cache = True
    model.generation_config.cache_implementation = "static"
    return TorchExportableModuleWithStaticCache(
        model, batch_size=recipe.batch_size, max_cache_len=recipe.max_cache_len
    )


if __name__ == "__main__":
    recipe = ExportRecipe("HuggingFaceTB/SmolLM-135M", tags=["mobile"])
    module = build(recipe)
    print(type(module).__name__, recipe)
