# classes: 8 7
"""Static-cache wrapper smoke test with the position passed by keyword (the forward's third parameter)."""
import torch
from transformers import AutoModelForCausalLM, GenerationConfig
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

model = AutoModelForCausalLM.from_pretrained(
    "HuggingFaceTB/SmolLM2-135M",
    generation_config=GenerationConfig(
        use_cache=True, cache_implementation="static", cache_config={"batch_size": 1, "max_cache_len": 32}
    ),
)
module = TorchExportableModuleWithStaticCache(model, batch_size=1, max_cache_len=32)
ids = torch.tensor([[1, 4, 9]])
logits = module(ids, cache_position=torch.arange(3))
print(logits.shape)
