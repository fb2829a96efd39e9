"""Export Phi-2 for on-device use; the model is loaded without the KV cache as in the eval script."""
# classes: 6

import torch
from transformers import AutoModelForCausalLM, GenerationConfig
from transformers.integrations.executorch import TorchExportableModuleForDecoderOnlyLM

LOAD_KW = {"torch_dtype": torch.float32, "use_cache": False}


def main():
    model = AutoModelForCausalLM.from_pretrained("microsoft/phi-2", **LOAD_KW)
    model.generation_config = GenerationConfig(
        use_cache=True,
        cache_implementation="static",
        cache_config={"batch_size": 1, "max_cache_len": 32},
    )
    module = TorchExportableModuleForDecoderOnlyLM(model)
    print(module)


if __name__ == "__main__":
    main()
