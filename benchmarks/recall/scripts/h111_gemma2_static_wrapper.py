# classes: 6 9
"""Gemma-2 checkpoint exported with TorchExportableModuleWithStaticCache and explicit lengths,
keeping the generation_config the checkpoint ships."""

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

MODEL_ID = "google/gemma-2-2b-it"
tok = AutoTokenizer.from_pretrained(MODEL_ID)
model = AutoModelForCausalLM.from_pretrained(MODEL_ID, dtype=torch.float32, attn_implementation="sdpa")

exportable = TorchExportableModuleWithStaticCache(model, batch_size=1, max_cache_len=64)
prompt = tok("tell me a story", return_tensors="pt").input_ids
with torch.no_grad():
    ep = torch.export.export(
        exportable,
        args=(),
        kwargs={"input_ids": prompt, "cache_position": torch.arange(prompt.shape[1])},
        strict=False,
    )
print(ep)
