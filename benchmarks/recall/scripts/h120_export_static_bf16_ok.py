# classes: 8
"""Near miss: bf16 export with a correct static generation config."""
import torch
from transformers import AutoModelForCausalLM, GenerationConfig
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M", dtype=torch.bfloat16)
model.generation_config = GenerationConfig(
    use_cache=True,
    cache_implementation="static",
    cache_config={"batch_size": 1, "max_cache_len": 64},
)
wrapper = TorchExportableModuleWithStaticCache(model, batch_size=1, max_cache_len=64)
print(type(wrapper).__name__)
