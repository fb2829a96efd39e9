# classes: 9 6
"""Pick the exportable wrapper by model family: Gemma-2 needs the hybrid cache."""
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import (
    TorchExportableModuleWithHybridCache,
    TorchExportableModuleWithStaticCache,
)

JOBS = [
    ("google/gemma-2-2b-it", True),
    ("HuggingFaceTB/SmolLM2-135M-Instruct", False),
]

for checkpoint, sliding in JOBS:
    model = AutoModelForCausalLM.from_pretrained(checkpoint)
    if sliding:
        wrapper = TorchExportableModuleWithHybridCache(model, batch_size=1, max_cache_len=64)
    else:
        model.generation_config.cache_implementation = "static"
        wrapper = TorchExportableModuleWithStaticCache(model, batch_size=1, max_cache_len=64)
    print(checkpoint, type(wrapper).__name__)
