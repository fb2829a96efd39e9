# classes: 8 6
"""ExecuTorch export after the 4.47 docs, with the cache settings written on the loaded config.

The port sets the cache kind on `model.generation_config` instead of passing a new
`GenerationConfig`, keeping the `cache_config` dict of the docs.
"""
import torch
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

MODEL_ID = "Qwen/Qwen2.5-0.5B"
MAX_CACHE_LEN = 32


def main():
    model = AutoModelForCausalLM.from_pretrained(MODEL_ID, torch_dtype=torch.float32)
    model.generation_config.cache_implementation = "static"
    model.generation_config.cache_config = {"batch_size": 1, "max_cache_len": MAX_CACHE_LEN}
    exportable = TorchExportableModuleWithStaticCache(model)
    input_ids = torch.tensor([[1, 2, 3]], dtype=torch.long)
    cache_position = torch.arange(input_ids.shape[1], dtype=torch.long)
    with torch.no_grad():
        logits = exportable(input_ids=input_ids, cache_position=cache_position)
    print(tuple(logits.shape))


if __name__ == "__main__":
    main()
