# classes: 2 9
"""Loop over several checkpoints (`for mid in MODELS:`) switching each to the static cache and
calling convert_and_export_with_cache, with the lengths kept in a local dict."""

import torch
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import convert_and_export_with_cache

MODELS = ["HuggingFaceTB/SmolLM2-135M", "TinyLlama/TinyLlama-1.1B-Chat-v1.0"]
MAX_LEN = {"HuggingFaceTB/SmolLM2-135M": 64, "TinyLlama/TinyLlama-1.1B-Chat-v1.0": 96}

programs = {}
for mid in MODELS:
    model = AutoModelForCausalLM.from_pretrained(mid, attn_implementation="sdpa")
    model.generation_config.use_cache = True
    model.generation_config.cache_implementation = "static"
    model.generation_config.max_length = MAX_LEN[mid]
    programs[mid] = convert_and_export_with_cache(model, strict=False)
    print(mid, "exported")
