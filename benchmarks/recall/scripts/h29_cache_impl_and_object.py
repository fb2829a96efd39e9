# classes: 5 3
"""Reusable generation helper that accepts an optional pre-built cache."""
from __future__ import annotations

import logging
import sys
from dataclasses import dataclass
from typing import Any, Optional

from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache
from transformers.cache_utils import Cache

logger = logging.getLogger(__name__)

MODEL_ID = "google/gemma-2-2b-it"


@dataclass
class GenerationOptions:
    max_new_tokens: int = 8
    cache_implementation: Optional[str] = "dynamic"
    do_sample: bool = False


def build_generation_kwargs(opts: GenerationOptions, cache: Optional[Cache] = None) -> dict[str, Any]:
    kwargs: dict[str, Any] = {"max_new_tokens": opts.max_new_tokens, "do_sample": opts.do_sample}
    if opts.cache_implementation:
        kwargs["cache_implementation"] = opts.cache_implementation
    if cache is not None:
        kwargs["past_key_values"] = cache
    return kwargs


def main() -> int:
    logging.basicConfig(level=logging.INFO)
    tokenizer = AutoTokenizer.from_pretrained(MODEL_ID)
    model = AutoModelForCausalLM.from_pretrained(MODEL_ID)
    cache = DynamicCache()
    inputs = tokenizer("The three laws of robotics are", return_tensors="pt")
    output = model.generate(**inputs, **build_generation_kwargs(GenerationOptions(), cache=cache))
    logger.info("%s", tokenizer.decode(output[0], skip_special_tokens=True))
    return 0


if __name__ == "__main__":
    sys.exit(main())
