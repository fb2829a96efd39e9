# classes: 2 9
"""Loop over several checkpoints switching each to the static cache with a full cache_config,
then convert_and_export_with_cache with example inputs and strict=False."""

import torch
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import convert_and_export_with_cache

MODELS = ["HuggingFaceTB/SmolLM2-135M", "TinyLlama/TinyLlama-1.1B-Chat-v1.0"]

for mid in MODELS:
    model = AutoModelForCausalLM.from_pretrained(mid, attn_implementation="sdpa")
    model.generation_config.use_cache = True
    model.generation_config.cache_implementation = "static"
    model.generation_config.cache_config = {"batch_size": 1, "max_cache_len": 64}
    ep = convert_and_export_with_cache(
        model,
        example_input_ids=torch.tensor([[1]], dtype=torch.long),
        example_cache_position=torch.tensor([0], dtype=torch.long),
        strict=False,
    )
    print(mid, len(ep.graph_signature.user_inputs))
