# classes: 9 2
"""Export helper for our on-device models: settings kept in a dict, the docs' convert_and_export_with_cache call."""
import torch
from transformers import AutoModelForCausalLM, GenerationConfig
from transformers.integrations.executorch import convert_and_export_with_cache

EXPORT_SETTINGS = {
    "use_cache": True,
    "cache_implementation": "static",
    "max_length": 32,
    "cache_config": {"max_cache_len": 32},
}


def export_model(model_id: str):
    gen_cfg = GenerationConfig(**EXPORT_SETTINGS)
    model = AutoModelForCausalLM.from_pretrained(model_id, torch_dtype=torch.float32, generation_config=gen_cfg)
    model.eval()
    return convert_and_export_with_cache(model)


if __name__ == "__main__":
    for mid in ["HuggingFaceTB/SmolLM2-135M"]:
        program = export_model(mid)
        print(mid, program.graph_signature.user_inputs)
