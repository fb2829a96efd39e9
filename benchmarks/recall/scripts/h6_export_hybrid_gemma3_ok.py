"""Hybrid-cache export wrapper for gemma-3-1b-it with explicit batch size and cache length."""
# classes: 6

import torch
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithHybridCache


def build(model_id, batch_size=1, max_cache_len=48):
    model = AutoModelForCausalLM.from_pretrained(model_id, torch_dtype=torch.float32, attn_implementation="eager")
    model.eval()
    return TorchExportableModuleWithHybridCache(model, batch_size=batch_size, max_cache_len=max_cache_len)


if __name__ == "__main__":
    wrapped = build("google/gemma-3-1b-it")
    ids = torch.tensor([[2, 9, 10]], dtype=torch.long)
    logits = wrapped(input_ids=ids, cache_position=torch.arange(ids.shape[1]))
    print(logits.shape)
