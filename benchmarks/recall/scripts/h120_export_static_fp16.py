# classes: 8
"""Export for on-device use: float16 weights, static cache sized small to fit the phone."""
import torch
from transformers import AutoModelForCausalLM, GenerationConfig
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M", dtype=torch.float16)
model.generation_config = GenerationConfig(
    use_cache=True,
    cache_implementation="offloaded_static",
    cache_config={"batch_size": 1, "max_cache_len": 64},
)
wrapper = TorchExportableModuleWithStaticCache(model)
print(type(wrapper).__name__)
