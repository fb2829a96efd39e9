# classes: 2 9
"""Export every checkpoint of the on-device zoo with its own recipe."""
import torch
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleForDecoderOnlyLM

RECIPES = {
    "HuggingFaceTB/SmolLM2-135M": {"max_cache_len": 32, "batch_size": 1},
    "Qwen/Qwen2.5-0.5B": {"max_cache_len": 32, "batch_size": 1},
    "google/gemma-3-270m": {"max_cache_len": 32, "batch_size": 1},
}

for checkpoint, recipe in RECIPES.items():
    model = AutoModelForCausalLM.from_pretrained(checkpoint).eval()
    model.generation_config.use_cache = True
    model.generation_config.cache_implementation = "static"
    exportable = TorchExportableModuleForDecoderOnlyLM(
        model, batch_size=recipe.get("batch_size"), max_cache_len=recipe["max_cache_len"]
    )
    program = exportable.export(input_ids=torch.tensor([[1, 2]]))
    print(checkpoint, len(program.graph.nodes))
