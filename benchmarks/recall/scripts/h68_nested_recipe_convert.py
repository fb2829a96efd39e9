# classes: 2 9
"""Export every model of the release recipe with convert_and_export_with_cache."""
import torch
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import convert_and_export_with_cache

RELEASE = {
    "smollm2": {
        "load": {"pretrained_model_name_or_path": "HuggingFaceTB/SmolLM2-135M", "torch_dtype": torch.float32},
        "generation": {"use_cache": True, "cache_implementation": "static",
                       "cache_config": {"batch_size": 1, "max_cache_len": 32}},
    },
    "qwen": {
        "load": {"pretrained_model_name_or_path": "Qwen/Qwen2.5-0.5B", "torch_dtype": torch.float32},
        "generation": {"use_cache": True, "cache_implementation": "static"},
    },
}

for name, spec in RELEASE.items():
    model = AutoModelForCausalLM.from_pretrained(**spec["load"]).eval()
    for key, value in spec["generation"].items():
        setattr(model.generation_config, key, value)
    program = convert_and_export_with_cache(model)
    print(name, "->", len(program.graph.nodes), "nodes")
