# classes: 9 8
"""ExecuTorch export recipe read from JSON; the GenerationConfig names the static cache and its
cache_config but not use_cache, then the model is wrapped for static-cache export."""

import json

import torch
from transformers import AutoModelForCausalLM, GenerationConfig
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

RECIPE = json.loads('{"model_id": "Qwen/Qwen2.5-0.5B", "max_seq_len": 48, "batch_size": 1}')

model = AutoModelForCausalLM.from_pretrained(
    RECIPE["model_id"],
    attn_implementation="sdpa",
    generation_config=GenerationConfig(
        cache_implementation="static",
        cache_config={"batch_size": RECIPE["batch_size"], "max_cache_len": RECIPE["max_seq_len"]},
    ),
)
model.eval()

wrapper = TorchExportableModuleWithStaticCache(model)
with torch.no_grad():
    ep = torch.export.export(
        wrapper,
        args=(),
        kwargs={"input_ids": torch.tensor([[2]]), "cache_position": torch.tensor([0])},
        strict=False,
    )
print(ep.graph_signature.user_inputs)
