"""Export a small language model for on-device inference with ExecuTorch."""
import torch
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import (
    TorchExportableModuleWithStaticCache,
    convert_and_export_with_cache,
)

model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model.generation_config.use_cache = True

# The 4.x recipe set cache_implementation here; it was dropped in a refactor.
exportable = TorchExportableModuleWithStaticCache(model, batch_size=1, max_cache_len=256)
program = torch.export.export(
    exportable,
    args=(),
    kwargs={"input_ids": torch.tensor([[1]]), "cache_position": torch.tensor([0])},
)

model.generation_config.cache_implementation = "static"
exported = convert_and_export_with_cache(model)
