# classes: 3 6
"""ExecuTorch export from the docs, adapted into a small CLI: the example's generation config is
set on the model, the batch size and cache length come from flags with defaults."""
import argparse

import torch
from transformers import AutoModelForCausalLM, GenerationConfig
from transformers.integrations.executorch import TorchExportableModuleForDecoderOnlyLM


def build(checkpoint, max_cache_len, batch_size=None):
    model = AutoModelForCausalLM.from_pretrained(checkpoint)
    model.generation_config = GenerationConfig(use_cache=True, cache_implementation="static")
    return TorchExportableModuleForDecoderOnlyLM(model, batch_size=batch_size, max_cache_len=max_cache_len)


if __name__ == "__main__":
    p = argparse.ArgumentParser()
    p.add_argument("--checkpoint", default="HuggingFaceTB/SmolLM2-135M")
    p.add_argument("--max-cache-len", type=int, default=32)
    p.add_argument("--batch-size", type=int, default=1)
    a = p.parse_args()
    wrapper = build(a.checkpoint, a.max_cache_len, a.batch_size)
    ids = torch.tensor([[1, 2, 3]], dtype=torch.long)
    print(type(wrapper).__name__, ids.shape)
