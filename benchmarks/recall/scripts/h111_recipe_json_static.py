# classes: 9 6
"""ExecuTorch export recipe read from JSON: a static GenerationConfig with use_cache and a full
cache_config passed to from_pretrained, then TorchExportableModuleWithStaticCache and torch.export."""

import json

import torch
from transformers import AutoModelForCausalLM, GenerationConfig
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

RECIPE = json.loads(
    '{"model_id": "HuggingFaceTB/SmolLM2-135M", "max_seq_len": 64, "batch_size": 1, "dtype": "float32"}'
)

gen_cfg = GenerationConfig(
    use_cache=True,
    cache_implementation="static",
    max_length=RECIPE["max_seq_len"],
    cache_config={"batch_size": RECIPE["batch_size"], "max_cache_len": RECIPE["max_seq_len"]},
)
model = AutoModelForCausalLM.from_pretrained(
    RECIPE["model_id"],
    dtype=getattr(torch, RECIPE["dtype"]),
    attn_implementation="sdpa",
    generation_config=gen_cfg,
).eval()

exportable = TorchExportableModuleWithStaticCache(model)
input_ids = torch.tensor([[1]], dtype=torch.long)
cache_position = torch.tensor([0], dtype=torch.long)
with torch.no_grad():
    ep = torch.export.export(
        exportable, args=(), kwargs={"input_ids": input_ids, "cache_position": cache_position}, strict=False
    )
print(type(ep).__name__)
