# classes: 2 6
"""Export one ExecuTorch program per target device (every profile sized).

Each device profile picks a checkpoint and the static-cache size it can afford; the
loop prepares the generation config and wraps the model for torch.export.
"""

import torch
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

DEVICE_PROFILES = {
    "pixel-8": {"checkpoint": "HuggingFaceTB/SmolLM2-135M-Instruct", "max_cache_len": 128, "batch": 1},
    "iphone-15": {"checkpoint": "Qwen/Qwen2.5-0.5B-Instruct", "max_cache_len": 256, "batch": 1},
    # the watch gets the smallest window
    "galaxy-watch": {"checkpoint": "HuggingFaceTB/SmolLM2-135M", "max_cache_len": 64, "batch": 1},
}


def prepare(model):
    model.generation_config.use_cache = True
    model.generation_config.cache_implementation = "static"
    return model


def wrap_for_device(name, profile):
    model = AutoModelForCausalLM.from_pretrained(profile["checkpoint"], torch_dtype=torch.float32)
    model = prepare(model.eval())
    wrapper = TorchExportableModuleWithStaticCache(
        model,
        batch_size=profile["batch"],
        max_cache_len=profile["max_cache_len"],
    )
    return wrapper


def main():
    wrappers = {}
    for name, profile in DEVICE_PROFILES.items():
        wrappers[name] = wrap_for_device(name, profile)
        print(f"{name}: wrapped {profile['checkpoint']}")
    ids = torch.tensor([[1]], dtype=torch.long)
    pos = torch.tensor([0], dtype=torch.long)
    for name, wrapper in wrappers.items():
        with torch.no_grad():
            logits = wrapper(input_ids=ids, cache_position=pos)
        print(name, tuple(logits.shape))


if __name__ == "__main__":
    main()
