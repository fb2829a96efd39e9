# classes: 7 8
"""Export with a static cache: the generation config is rebuilt from a dict and put back.

`GenerationConfig(**gc.to_dict())` after editing the dict; the export wrapper reads the model's
generation config, which now asks for a static cache with its sizes.
"""
import torch
from transformers import AutoModelForCausalLM, GenerationConfig
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

MODEL_ID = "HuggingFaceTB/SmolLM2-135M"

model = AutoModelForCausalLM.from_pretrained(MODEL_ID, torch_dtype=torch.float32)
d = model.generation_config.to_dict()
d.update(use_cache=True, cache_implementation="static", cache_config={"batch_size": 1, "max_cache_len": 32})
model.generation_config = GenerationConfig(**d)

module = TorchExportableModuleWithStaticCache(model, batch_size=1, max_cache_len=32)
print(type(module).__name__)
