"""Export-readiness check for Llama-3.2-1B-Instruct: apply the settings from a config dict, then wrap."""
# classes: 9 6

import torch
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

EXPORT_SETTINGS = {
    "use_cache": False,
    "max_length": 64,
}


def apply(model, settings):
    for key, value in settings.items():
        setattr(model.generation_config, key, value)
    return model


def main():
    model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B-Instruct", torch_dtype=torch.float32)
    apply(model, EXPORT_SETTINGS)
    module = TorchExportableModuleWithStaticCache(model, batch_size=1, max_cache_len=64)
    print(module)


if __name__ == "__main__":
    main()
