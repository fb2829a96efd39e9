# classes: 9 7
"""Sanity-check an exportable decoder by running one eager forward pass before export."""
from __future__ import annotations

import logging
import sys
from typing import Optional

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer
from transformers.integrations.executorch import TorchExportableModuleForDecoderOnlyLM

logger = logging.getLogger(__name__)

MODEL_ID = "HuggingFaceTB/SmolLM2-135M-Instruct"
MAX_CACHE_LEN = 32


def build_exportable(model_id: str = MODEL_ID) -> TorchExportableModuleForDecoderOnlyLM:
    model = AutoModelForCausalLM.from_pretrained(model_id, torch_dtype=torch.float32)
    model.eval()
    model.generation_config.use_cache = True
    model.generation_config.cache_implementation = "static"
    return TorchExportableModuleForDecoderOnlyLM(model, batch_size=1, max_cache_len=MAX_CACHE_LEN)


@torch.inference_mode()
def smoke_test(module: TorchExportableModuleForDecoderOnlyLM, input_ids: torch.Tensor,
               cache_position: Optional[torch.Tensor] = None) -> torch.Tensor:
    """Run one forward pass; ``cache_position`` is optional and left to the module when omitted."""
    if cache_position is not None:
        return module(input_ids=input_ids, cache_position=cache_position)
    return module(input_ids=input_ids)


def main() -> int:
    logging.basicConfig(level=logging.INFO)
    tokenizer = AutoTokenizer.from_pretrained(MODEL_ID)
    exportable = build_exportable()
    input_ids = tokenizer("hello", return_tensors="pt").input_ids[:, :1]
    logits = smoke_test(exportable, input_ids)
    logger.info("smoke test logits shape: %s", tuple(logits.shape))
    return 0


if __name__ == "__main__":
    sys.exit(main())
