# classes: 8 7
"""Export a Qwen2.5 static-cache wrapper with torch.export, example inputs given as a positional tuple."""
import torch
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache


def export_decoder(model_id: str, max_cache_len: int = 32):
    model = AutoModelForCausalLM.from_pretrained(model_id)
    model.generation_config.use_cache = True
    model.generation_config.cache_implementation = "static"
    model.generation_config.cache_config = {"batch_size": 1, "max_cache_len": max_cache_len}
    wrapper = TorchExportableModuleWithStaticCache(model, batch_size=1, max_cache_len=max_cache_len).eval()
    example = (torch.tensor([[0]], dtype=torch.long), torch.tensor([0], dtype=torch.long))
    return torch.export.export(wrapper, example, strict=False)


program = export_decoder("Qwen/Qwen2.5-0.5B-Instruct")
print(program.graph_signature)
