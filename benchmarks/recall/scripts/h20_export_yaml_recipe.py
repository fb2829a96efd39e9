# classes: 6 9
"""Export recipe kept in YAML next to the model card; the cache settings come from it."""
import torch
import yaml
from transformers import AutoModelForCausalLM, GenerationConfig
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

RECIPE = """
model: meta-llama/Llama-3.2-1B
dtype: float32
export:
  cache_implementation: static
  max_cache_len: 64
"""

recipe = yaml.safe_load(RECIPE)
export_cfg = recipe["export"]

model = AutoModelForCausalLM.from_pretrained(recipe["model"], torch_dtype=getattr(torch, recipe["dtype"]))
model.generation_config = GenerationConfig(
    use_cache=True,
    cache_implementation=export_cfg["cache_implementation"],
    cache_config={"max_cache_len": export_cfg["max_cache_len"]},
)
model.eval()

exportable = TorchExportableModuleWithStaticCache(model)
print("wrapped", recipe["model"], "for", export_cfg["max_cache_len"], "positions")
