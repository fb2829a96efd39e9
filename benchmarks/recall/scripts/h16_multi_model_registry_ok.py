# classes: 2
"""Export every sliding-window model of the on-device zoo with the generic recipe."""
import torch
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleForDecoderOnlyLM

ZOO = {
    "gemma2": ("google/gemma-2-2b-it", {"batch_size": 1, "max_cache_len": 32}),
    "gemma3": ("google/gemma-3-270m", {"batch_size": 1, "max_cache_len": 32}),
    "gemma3-it": ("google/gemma-3-1b-it", {"batch_size": 1, "max_cache_len": 16}),
}


def export_one(name, model_id, sizes):
    model = AutoModelForCausalLM.from_pretrained(model_id, attn_implementation="eager").eval()
    module = TorchExportableModuleForDecoderOnlyLM(model, **sizes)
    print(name, "->", type(module.model).__name__)
    return module


exported = {name: export_one(name, mid, sizes) for name, (mid, sizes) in ZOO.items()}
print(sorted(exported))
