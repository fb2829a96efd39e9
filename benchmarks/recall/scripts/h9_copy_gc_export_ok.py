# classes: 7 6
"""Prepare a SmolLM2 checkpoint for ExecuTorch: static-cache wrapper, then a smoke forward."""
import copy
import logging

import torch
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

logging.basicConfig(level=logging.INFO, format="[%(levelname)s] %(message)s")
log = logging.getLogger("export")

CKPT = "HuggingFaceTB/SmolLM2-135M-Instruct"
model = AutoModelForCausalLM.from_pretrained(CKPT, torch_dtype=torch.float32)
model.eval()

export_cfg = copy.copy(model.generation_config)
export_cfg.cache_implementation = "static"
export_cfg.use_cache = True
log.info("export generation config: %s", export_cfg.to_diff_dict())
model.generation_config = export_cfg

wrapped = TorchExportableModuleWithStaticCache(model, batch_size=1, max_cache_len=32)
ids = torch.tensor([[1, 2, 3]], dtype=torch.long)
pos = torch.tensor([0, 1, 2], dtype=torch.long)
with torch.no_grad():
    logits = wrapped(ids[:, :1], pos[:1])
log.info("logits %s", tuple(logits.shape))
