# classes: 2 6
"""Loop over checkpoints loading each hub generation config, switching it to the static cache with a
cache_config holding batch size and cache length, and wrapping the model."""

import torch
from transformers import AutoModelForCausalLM, GenerationConfig
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

CHECKPOINTS = ("HuggingFaceTB/SmolLM2-135M-Instruct", "Qwen/Qwen2.5-0.5B-Instruct")

for ckpt in CHECKPOINTS:
    gc = GenerationConfig.from_pretrained(ckpt)
    gc.use_cache = True
    gc.cache_implementation = "static"
    gc.cache_config = {"batch_size": 1, "max_cache_len": 64}
    model = AutoModelForCausalLM.from_pretrained(ckpt, generation_config=gc, dtype=torch.float32)
    module = TorchExportableModuleWithStaticCache(model)
    ep = torch.export.export(
        module, (), {"input_ids": torch.tensor([[1]]), "cache_position": torch.tensor([0])}, strict=False
    )
    print(ckpt, ep.graph_signature.user_outputs)
