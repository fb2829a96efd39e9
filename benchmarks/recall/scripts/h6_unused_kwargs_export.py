"""Static-cache export of Llama-3.2-1B-Instruct with its hub generation config loaded and overridden."""
# classes: 6

import torch
from transformers import AutoModelForCausalLM, GenerationConfig
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

NAME = "meta-llama/Llama-3.2-1B-Instruct"


def main():
    gen_config, unused = GenerationConfig.from_pretrained(
        NAME, use_cache=True, cache_implementation="static", return_unused_kwargs=True
    )
    print("unused:", unused)
    model = AutoModelForCausalLM.from_pretrained(NAME, torch_dtype=torch.float32)
    model.generation_config = gen_config
    module = TorchExportableModuleWithStaticCache(model, max_cache_len=64)
    print(module)


if __name__ == "__main__":
    main()
