# classes: 9 2
"""Before exporting with ExecuTorch, check which generation settings each candidate
model ends up with. The exporter wrapper is built for every candidate of the zoo.
"""
import torch
from transformers import AutoModelForCausalLM, GenerationConfig
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

ZOO = {
    "smollm2-135m": {"id": "HuggingFaceTB/SmolLM2-135M", "cache": "static", "max_len": 64},
    "qwen2.5-0.5b": {"id": "Qwen/Qwen2.5-0.5B-Instruct", "cache": "dynamic", "max_len": 64},
}


def prepare(entry):
    model = AutoModelForCausalLM.from_pretrained(entry["id"], dtype=torch.float32)
    model.generation_config = GenerationConfig(
        use_cache=True,
        cache_implementation=entry["cache"],
        cache_config={"batch_size": 1, "max_cache_len": entry["max_len"]},
    )
    return model


def wrap(name, entry):
    model = prepare(entry)
    module = TorchExportableModuleWithStaticCache(model)
    print(name, type(module).__name__, "ready")
    return module


if __name__ == "__main__":
    wrapped = {name: wrap(name, entry) for name, entry in ZOO.items()}
    print(sorted(wrapped))
