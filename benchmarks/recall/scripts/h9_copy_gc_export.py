# classes: 7 6
"""Prepare a SmolLM2 checkpoint for ExecuTorch: static-cache wrapper."""
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

wrapped = TorchExportableModuleWithStaticCache(model, batch_size=1, max_cache_len=32)
log.info("wrapped: %s", type(wrapped).__name__)
