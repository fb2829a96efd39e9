# classes: 8 6
"""Export a Qwen decoder for on-device inference.

We fix up the generation config before wrapping and log what we change.
"""
from __future__ import annotations

import logging
import sys

import torch
from transformers import AutoModelForCausalLM, PreTrainedModel
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

logger = logging.getLogger(__name__)

MODEL_ID = "Qwen/Qwen2.5-0.5B-Instruct"
MAX_CACHE_LEN = 64
EXPECTED_CACHE = "static"


def check_generation_config(model: PreTrainedModel) -> None:
    """Normalise the generation settings the static-cache wrapper needs."""
    cache_impl = getattr(model.generation_config, "cache_implementation", None)
    if cache_impl != EXPECTED_CACHE:
        logger.warning("cache_implementation is %r, forcing %r", cache_impl, EXPECTED_CACHE)
        model.generation_config.cache_implementation = EXPECTED_CACHE
    if not getattr(model.generation_config, "use_cache", True):
        logger.warning("use_cache is disabled; enabling it")
        model.generation_config.use_cache = True


@torch.no_grad()
def main() -> int:
    logging.basicConfig(level=logging.INFO)
    model = AutoModelForCausalLM.from_pretrained(MODEL_ID, torch_dtype=torch.float32)
    model.eval()
    check_generation_config(model)
    wrapper = TorchExportableModuleWithStaticCache(model, batch_size=1, max_cache_len=MAX_CACHE_LEN)
    logger.info("wrapper built with %d cache slots", MAX_CACHE_LEN)
    del wrapper
    return 0


if __name__ == "__main__":
    sys.exit(main())
