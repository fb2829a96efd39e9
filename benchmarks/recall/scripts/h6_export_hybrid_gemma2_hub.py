"""Export gemma-2-2b-it with the hybrid-cache wrapper, relying on the hub generation config."""
# classes: 6

import torch
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithHybridCache

MAX_CACHE_LEN = 64


def main():
    model = AutoModelForCausalLM.from_pretrained("google/gemma-2-2b-it", torch_dtype=torch.float32, attn_implementation="eager")
    print("hub cache_implementation:", model.generation_config.cache_implementation)
    module = TorchExportableModuleWithHybridCache(model, max_cache_len=MAX_CACHE_LEN)
    ids = torch.tensor([[2, 7]], dtype=torch.long)
    print(module(input_ids=ids, cache_position=torch.arange(2)).shape)


if __name__ == "__main__":
    main()
