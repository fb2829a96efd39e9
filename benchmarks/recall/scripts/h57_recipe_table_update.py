# classes: 9 6
"""Export recipes for the edge shortlist. Each recipe carries the generation settings
that are applied to the loaded model before wrapping it for ExecuTorch."""
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

RECIPES = {
    "smollm2": {
        "checkpoint": "HuggingFaceTB/SmolLM2-135M",
        "generation": {"use_cache": True, "cache_implementation": "static"},
        "max_len": 64,
    },
    "qwen": {
        "checkpoint": "Qwen/Qwen2.5-0.5B",
        "generation": {"use_cache": True},
        "max_len": 96,
    },
}

for name, recipe in RECIPES.items():
    model = AutoModelForCausalLM.from_pretrained(recipe["checkpoint"])
    model.generation_config.update(**recipe["generation"])
    exported = TorchExportableModuleWithStaticCache(model, batch_size=1, max_cache_len=recipe["max_len"])
    print(name, type(exported).__name__)
