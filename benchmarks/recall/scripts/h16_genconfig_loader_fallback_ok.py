# classes: 7
"""Export with a generation config shipped next to the export recipe (fallback: a static one)."""
import os

import torch
from transformers import AutoModelForCausalLM, GenerationConfig
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

RECIPE_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "export_recipe")


def load_recipe_generation_config(path):
    if not os.path.isfile(os.path.join(path, "generation_config.json")):
        return GenerationConfig(use_cache=True, cache_implementation="static")
    return GenerationConfig.from_pretrained(path)


model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
model.generation_config = load_recipe_generation_config(RECIPE_DIR)
exportable = TorchExportableModuleWithStaticCache(model, batch_size=1, max_cache_len=32)
print(type(exportable).__name__)
