# classes: 7 9
"""Shared loader for export jobs: defaults merged with per-job overrides."""
import torch
from transformers import AutoModelForCausalLM, GenerationConfig
from transformers.integrations.executorch import convert_and_export_with_cache

EXPORT_DEFAULTS = {
    "use_cache": True,
    "cache_implementation": "static",
    "cache_config": {"batch_size": 1, "max_cache_len": 32},
}


def load_for_export(model_id, **overrides):
    gen_kwargs = {**EXPORT_DEFAULTS, **overrides}
    return AutoModelForCausalLM.from_pretrained(
        model_id, torch_dtype=torch.float32, generation_config=GenerationConfig(**gen_kwargs)
    )


def export_job(model_id, **overrides):
    model = load_for_export(model_id, **overrides)
    model.eval()
    return convert_and_export_with_cache(model)


if __name__ == "__main__":
    # the eval team asked for a shorter context
    program = export_job("HuggingFaceTB/SmolLM2-135M", cache_config={"batch_size": 1, "max_cache_len": 16})
    print(program.graph_signature.user_inputs)
