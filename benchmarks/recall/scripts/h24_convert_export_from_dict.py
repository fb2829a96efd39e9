# classes: 7 6
"""ExecuTorch recipe: the export generation config is built with GenerationConfig.from_dict."""
import json

import torch
from transformers import AutoModelForCausalLM, GenerationConfig
from transformers.integrations.executorch import convert_and_export_with_cache

RECIPE = json.loads(
    """
    {
        "model": "HuggingFaceTB/SmolLM2-135M-Instruct",
        "generation": {"use_cache": true, "cache_implementation": "static", "cache_config": {"batch_size": 1}},
        "max_seq_len": 96
    }
    """
)

model = AutoModelForCausalLM.from_pretrained(RECIPE["model"], torch_dtype=torch.float32)
model.generation_config = GenerationConfig.from_dict(RECIPE["generation"])
model.generation_config.max_length = RECIPE["max_seq_len"]

program = convert_and_export_with_cache(model)
print(program)
