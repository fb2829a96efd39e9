# classes: 3 9
"""Prepare a decoder for ExecuTorch export with a static KV cache.

``batch_size`` is Optional and filled in by ``__post_init__`` when left unset.
"""
from __future__ import annotations

import logging
import sys
from dataclasses import dataclass
from typing import Optional

import torch
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

logger = logging.getLogger(__name__)


@dataclass
class ExportConfig:
    """Settings for the static-cache export wrapper."""

    model_id: str = "HuggingFaceTB/SmolLM2-135M"
    max_cache_len: int = 64
    batch_size: Optional[int] = None
    dtype: torch.dtype = torch.float32

    def __post_init__(self) -> None:
        if self.batch_size is None:
            logger.debug("batch_size not set; defaulting to 1")
            self.batch_size = 1


def load_for_export(cfg: ExportConfig) -> torch.nn.Module:
    """Load the checkpoint and configure its generation config for static caching."""
    model = AutoModelForCausalLM.from_pretrained(cfg.model_id, torch_dtype=cfg.dtype)
    model.eval()
    model.generation_config.use_cache = True
    model.generation_config.cache_implementation = "static"
    return model


def build_wrapper(cfg: ExportConfig) -> TorchExportableModuleWithStaticCache:
    model = load_for_export(cfg)
    logger.info("wrapping %s (batch_size=%s, max_cache_len=%d)", cfg.model_id, cfg.batch_size, cfg.max_cache_len)
    return TorchExportableModuleWithStaticCache(
        model,
        batch_size=cfg.batch_size,
        max_cache_len=cfg.max_cache_len,
    )


def main() -> int:
    logging.basicConfig(level=logging.INFO)
    wrapper = build_wrapper(ExportConfig())
    logger.info("wrapper ready: %s", type(wrapper).__name__)
    return 0


if __name__ == "__main__":
    sys.exit(main())
