"""convert_and_export_with_cache for TinyLlama with a GenerationConfig object assigned to the model."""
# classes: 6 9

import torch
from transformers import AutoModelForCausalLM, GenerationConfig
from transformers.integrations.executorch import convert_and_export_with_cache


def export_config():
    return GenerationConfig(
        use_cache=False,
        cache_implementation="static",
        cache_config={"batch_size": 1, "max_cache_len": 32},
    )


def main():
    model = AutoModelForCausalLM.from_pretrained("TinyLlama/TinyLlama-1.1B-Chat-v1.0", torch_dtype=torch.float32)
    model.generation_config = export_config()
    exported = convert_and_export_with_cache(model)
    print(exported.graph_signature)


if __name__ == "__main__":
    main()
