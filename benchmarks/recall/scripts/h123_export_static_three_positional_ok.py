# classes: 8 7
"""Static wrapper called with all three positional arguments (input_ids, inputs_embeds=None, cache_position)."""
import torch
from transformers import AutoModelForCausalLM, GenerationConfig
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

model = AutoModelForCausalLM.from_pretrained(
    "Qwen/Qwen2.5-0.5B-Instruct",
    generation_config=GenerationConfig(
        use_cache=True, cache_implementation="static", cache_config={"batch_size": 1, "max_cache_len": 32}
    ),
)
wrapper = TorchExportableModuleWithStaticCache(model, batch_size=1, max_cache_len=32)
ids = torch.tensor([[5, 6]])
print(wrapper(ids, None, torch.arange(2)).shape)
