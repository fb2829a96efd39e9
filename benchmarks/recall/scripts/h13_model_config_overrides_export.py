# classes: 9 6
"""Export with model-config overrides read from a YAML recipe."""
import yaml
from transformers import AutoConfig, AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleForDecoderOnlyLM

recipe = yaml.safe_load(
    """
checkpoint: HuggingFaceTB/SmolLM2-135M
config_overrides:
  use_cache: false
  tie_word_embeddings: true
export:
  batch_size: 1
  max_cache_len: 32
"""
)

config = AutoConfig.from_pretrained(recipe["checkpoint"])
config.update(recipe["config_overrides"])
model = AutoModelForCausalLM.from_pretrained(recipe["checkpoint"], config=config)
model.generation_config.cache_implementation = "static"
exportable = TorchExportableModuleForDecoderOnlyLM(model, **recipe["export"])
print(exportable)
