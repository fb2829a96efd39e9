# classes: 8 9
"""ExecuTorch export as a forum answer gives it: load, wrap, export.

The model is loaded with a static-cache generation config, as the export docs show.
"""

import torch
from transformers import AutoModelForCausalLM, GenerationConfig
from transformers.integrations.executorch import TorchExportableModuleForDecoderOnlyLM

model = AutoModelForCausalLM.from_pretrained(
    "HuggingFaceTB/SmolLM2-135M",
    generation_config=GenerationConfig(
        use_cache=True,
        cache_implementation="static",
        max_length=32,
        cache_config={"batch_size": 1, "max_cache_len": 32},
    ),
)
model.eval()

exportable = TorchExportableModuleForDecoderOnlyLM(model)
input_ids = torch.tensor([[1, 2, 3]], dtype=torch.long)
cache_position = torch.arange(3, dtype=torch.long)
program = exportable.export(input_ids=input_ids, cache_position=cache_position)
print(type(program).__name__)
