# classes: 5 9
"""Pre-allocate a static KV cache and reuse it for assisted generation."""
from __future__ import annotations

import logging
import sys
from typing import Any

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, PreTrainedModel, StaticCache
from transformers.cache_utils import Cache

logger = logging.getLogger(__name__)

MODEL_ID = "microsoft/Phi-3-mini-4k-instruct"
DRAFT_ID = "microsoft/Phi-3.5-mini-instruct"
MAX_CACHE_LEN = 96


def build_cache(model: PreTrainedModel, max_cache_len: int = MAX_CACHE_LEN) -> Cache:
    """Create a cache sized for the longest prompt we expect."""
    cache = StaticCache(config=model.config, max_cache_len=max_cache_len)
    logger.debug("allocated %s with %d slots", type(cache).__name__, max_cache_len)
    return cache


@torch.inference_mode()
def generate(model: PreTrainedModel, draft: PreTrainedModel, tokenizer: Any, prompt: str) -> str:
    inputs = tokenizer(prompt, return_tensors="pt")
    cache = build_cache(model)
    output = model.generate(
        **inputs,
        past_key_values=cache,
        assistant_model=draft,
        max_new_tokens=8,
        do_sample=False,
    )
    return tokenizer.decode(output[0], skip_special_tokens=True)


def main() -> int:
    logging.basicConfig(level=logging.INFO)
    tokenizer = AutoTokenizer.from_pretrained(MODEL_ID)
    model = AutoModelForCausalLM.from_pretrained(MODEL_ID)
    draft = AutoModelForCausalLM.from_pretrained(DRAFT_ID)
    logger.info("%s", generate(model, draft, tokenizer, "Give me a fun fact about octopuses."))
    return 0


if __name__ == "__main__":
    sys.exit(main())
