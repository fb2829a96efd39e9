"""Switch Llama-3.2-1B to a static cache by editing its generation config, then wrap it for export."""
# classes: 6 9

import torch
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache


def prepare(model, max_len):
    gc = model.generation_config
    gc.use_cache = True
    gc.cache_implementation = "static"
    gc.max_length = max_len
    return model


def main():
    model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B", torch_dtype=torch.float32)
    model = prepare(model, 128)
    wrapper = TorchExportableModuleWithStaticCache(model)
    print(type(wrapper).__name__, "ready")


if __name__ == "__main__":
    main()
