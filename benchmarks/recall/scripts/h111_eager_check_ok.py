# classes: 7 9
"""Static-cache wrapper built correctly, an eager sanity check with input_ids and cache_position,
then torch.export and a call of the exported program's module()."""

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

ids = torch.tensor([[3]])
pos = torch.tensor([0])
with torch.no_grad():
    eager = wrapper(input_ids=ids, cache_position=pos)
    ep = torch.export.export(wrapper, args=(), kwargs={"input_ids": ids, "cache_position": pos}, strict=False)
    out = ep.module()(input_ids=ids, cache_position=pos)
print(eager.shape, out.shape)
