# classes: 8 7
"""Gemma 2 hybrid-cache wrapper, stepped token by token eagerly with (ids, position) per step."""
import torch
from transformers import AutoModelForCausalLM, GenerationConfig
from transformers.integrations.executorch import TorchExportableModuleWithHybridCache

gen_cfg = GenerationConfig(use_cache=True, cache_implementation="hybrid", cache_config={"batch_size": 1, "max_cache_len": 32})
model = AutoModelForCausalLM.from_pretrained("google/gemma-2-2b", attn_implementation="eager", generation_config=gen_cfg)
runner = TorchExportableModuleWithHybridCache(model, batch_size=1, max_cache_len=32)

token = torch.tensor([[2]])
for step in range(3):
    out = runner(token, torch.tensor([step]))
    token = out[:, -1:].argmax(-1)
print(token)
