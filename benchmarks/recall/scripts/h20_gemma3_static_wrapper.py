# classes: 6 9
"""Gemma 3 1B through the static-cache wrapper, as in the Llama export script we copied."""
import torch
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache


def load(model_id):
    model = AutoModelForCausalLM.from_pretrained(model_id, torch_dtype=torch.float32)
    model.generation_config.use_cache = True
    model.eval()
    return model


def export_static(model, max_len=32):
    wrapper = TorchExportableModuleWithStaticCache(model, batch_size=1, max_cache_len=max_len)
    return torch.export.export(
        wrapper, args=(), kwargs={"input_ids": torch.tensor([[2]]), "cache_position": torch.tensor([0])}, strict=False
    )


if __name__ == "__main__":
    program = export_static(load("google/gemma-3-1b-it"))
    print(program.graph_signature.user_inputs)
