# classes: 7 9
"""Static-cache wrapper built correctly, then an eager sanity check `wrapper(input_ids=...)` before
export that leaves out cache_position."""

import torch
from transformers import AutoModelForCausalLM, GenerationConfig
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

model = AutoModelForCausalLM.from_pretrained(
    "Qwen/Qwen2.5-0.5B-Instruct",
    generation_config=GenerationConfig(
        use_cache=True, cache_implementation="static", cache_config={"batch_size": 1, "max_cache_len": 32}
    ),
)
wrapper = TorchExportableModuleWithStaticCache(model)

ids = torch.tensor([[3, 4, 5]])
with torch.no_grad():
    logits = wrapper(input_ids=ids)
print(logits.shape)
