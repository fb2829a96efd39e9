# classes: 6 9
"""On-device export of Gemma 2: a factory builds the exportable module for a checkpoint."""
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithHybridCache


def make_exportable(checkpoint: str, max_cache_len: int = 64):
    model = AutoModelForCausalLM.from_pretrained(checkpoint)
    model.eval()
    return TorchExportableModuleWithHybridCache(model, max_cache_len=max_cache_len)


module = make_exportable("google/gemma-2-2b-it")
print(type(module).__name__)
