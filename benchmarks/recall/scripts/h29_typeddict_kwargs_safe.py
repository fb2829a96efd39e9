# classes: 8 3
"""Typed generation kwargs for a static-cache decoding loop (no assistant)."""
from __future__ import annotations

import logging
import sys
from typing import TypedDict

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

logger = logging.getLogger(__name__)

MODEL_ID = "HuggingFaceTB/SmolLM2-135M-Instruct"


class GenerationKwargs(TypedDict, total=False):
    """Subset of ``generate`` keyword arguments that this tool controls."""

    max_new_tokens: int
    do_sample: bool
    cache_implementation: str
    pad_token_id: int


def default_kwargs(pad_token_id: int) -> GenerationKwargs:
    kwargs: GenerationKwargs = {
        "max_new_tokens": 8,
        "do_sample": False,
        "cache_implementation": "static",
        "pad_token_id": pad_token_id,
    }
    return kwargs


@torch.inference_mode()
def main() -> int:
    logging.basicConfig(level=logging.INFO)
    tokenizer = AutoTokenizer.from_pretrained(MODEL_ID)
    model = AutoModelForCausalLM.from_pretrained(MODEL_ID)
    gen_kwargs = default_kwargs(tokenizer.eos_token_id)
    logger.debug("generation kwargs: %s", gen_kwargs)
    inputs = tokenizer("Write a haiku about autumn.", return_tensors="pt")
    output = model.generate(**inputs, **gen_kwargs)
    logger.info("%s", tokenizer.decode(output[0], skip_special_tokens=True))
    return 0


if __name__ == "__main__":
    sys.exit(main())
