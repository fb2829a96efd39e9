"""Ship an export generation config through a TemporaryDirectory and wrap Qwen2.5-0.5B with the static cache."""
# classes: 6 9

from tempfile import TemporaryDirectory

import torch
from transformers import AutoModelForCausalLM, GenerationConfig
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

EXPORT_CONFIG = GenerationConfig(
    use_cache=True,
    cache_implementation="static",
    cache_config={"max_cache_len": 64},
)


def main():
    staging = TemporaryDirectory()
    EXPORT_CONFIG.save_pretrained(staging.name)
    model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B", torch_dtype=torch.float32)
    model.generation_config = GenerationConfig.from_pretrained(staging.name)
    wrapper = TorchExportableModuleWithStaticCache(model)
    print(type(wrapper).__name__)
    staging.cleanup()


if __name__ == "__main__":
    main()
