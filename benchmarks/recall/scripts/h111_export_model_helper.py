# classes: 6 9
"""A helper `export_model(model_id, max_len=...)` that loads a hub checkpoint as is and hands it to
TorchExportableModuleWithStaticCache with explicit batch size and cache length."""

import torch
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache


def export_model(model_id, max_len=128, batch_size=1):
    model = AutoModelForCausalLM.from_pretrained(model_id, dtype=torch.float32).eval()
    module = TorchExportableModuleWithStaticCache(model, batch_size=batch_size, max_cache_len=max_len)
    ids = torch.tensor([[1, 2, 3]], dtype=torch.long)
    pos = torch.arange(ids.shape[-1], dtype=torch.long)
    with torch.no_grad():
        return torch.export.export(module, (), {"input_ids": ids, "cache_position": pos}, strict=False)


if __name__ == "__main__":
    program = export_model("HuggingFaceTB/SmolLM2-135M", max_len=64)
    print(program)
