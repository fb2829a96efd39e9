# classes: 9 2
"""Export recipe for several small checkpoints: each model's generation config is set up for a static
cache with update() (use_cache, cache_implementation and cache_config) before the 5.x decoder-only
wrapper reads it, so the wrapper needs no batch size or cache length of its own."""

import torch
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleForDecoderOnlyLM

CHECKPOINTS = ["HuggingFaceTB/SmolLM2-135M", "Qwen/Qwen2.5-0.5B"]
STATIC = {
    "use_cache": True,
    "cache_implementation": "static",
    "cache_config": {"batch_size": 1, "max_cache_len": 48},
}


def prepare(name):
    model = AutoModelForCausalLM.from_pretrained(name, dtype=torch.float32).eval()
    unused = model.generation_config.update(**STATIC)
    assert not unused, unused
    return TorchExportableModuleForDecoderOnlyLM(model)


if __name__ == "__main__":
    for name in CHECKPOINTS:
        wrapped = prepare(name)
        program = wrapped.export(
            input_ids=torch.tensor([[3]], dtype=torch.long),
            cache_position=torch.tensor([0], dtype=torch.long),
        )
        print(name, len(program.graph_signature.user_inputs))
