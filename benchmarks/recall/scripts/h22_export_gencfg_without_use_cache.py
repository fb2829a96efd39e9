# classes: 8 9
"""Static-cache export where the GenerationConfig names the cache but leaves use_cache to its default."""
import torch
from transformers import AutoModelForCausalLM, GenerationConfig
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache


def build_exportable(model_id="Qwen/Qwen2.5-0.5B-Instruct", max_cache_len=32):
    gc = GenerationConfig(
        cache_implementation="static",
        cache_config={"batch_size": 1, "max_cache_len": max_cache_len},
    )
    model = AutoModelForCausalLM.from_pretrained(model_id, torch_dtype=torch.float32, generation_config=gc)
    model.eval()
    return TorchExportableModuleWithStaticCache(model)


exportable = build_exportable()
with torch.no_grad():
    logits = exportable(input_ids=torch.tensor([[1]]), cache_position=torch.tensor([0]))
print(logits.shape)
