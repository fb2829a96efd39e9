# classes: 8 7
"""torch.export of the static wrapper with example inputs as kwargs, then the exported module run by keyword."""
import torch
from transformers import AutoModelForCausalLM, GenerationConfig
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

model = AutoModelForCausalLM.from_pretrained(
    "meta-llama/Llama-3.2-1B",
    generation_config=GenerationConfig(
        use_cache=True, cache_implementation="static", cache_config={"batch_size": 1, "max_cache_len": 16}
    ),
)
wrapper = TorchExportableModuleWithStaticCache(model, batch_size=1, max_cache_len=16)
ids = torch.tensor([[3]])
pos = torch.tensor([0])
ep = torch.export.export(wrapper, args=(), kwargs={"input_ids": ids, "cache_position": pos}, strict=False)
print(ep.module()(input_ids=ids, cache_position=pos).shape)
