# classes: 9 6
"""Export recipes for the edge shortlist; every recipe pins the static cache."""
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

BASE_GENERATION = {"use_cache": True, "cache_implementation": "static"}
RECIPES = {
    "smollm2": {"checkpoint": "HuggingFaceTB/SmolLM2-135M", "max_len": 64},
    "qwen": {"checkpoint": "Qwen/Qwen2.5-0.5B", "max_len": 96, "generation": {"do_sample": False}},
}

for name, recipe in RECIPES.items():
    model = AutoModelForCausalLM.from_pretrained(recipe["checkpoint"])
    settings = dict(BASE_GENERATION)
    settings.update(recipe.get("generation", {}))
    model.generation_config.update(**settings)
    exported = TorchExportableModuleWithStaticCache(model, batch_size=1, max_cache_len=recipe["max_len"])
    print(name, type(exported).__name__)
