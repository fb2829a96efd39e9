# classes: 1 8
"""Assisted generation that opts into a static cache on recent transformers.

Static caches only work with assistants from 5.24 on, so we gate on that.
"""
from __future__ import annotations

import logging
import sys
from typing import Any

import transformers
from packaging import version
from transformers import AutoModelForCausalLM, AutoTokenizer

logger = logging.getLogger(__name__)

TARGET_ID = "meta-llama/Llama-3.2-3B-Instruct"
ASSISTANT_ID = "meta-llama/Llama-3.2-1B-Instruct"
STATIC_CACHE_MIN_VERSION = version.parse("5.24")
MAX_NEW_TOKENS = 8


def supports_static_cache() -> bool:
    """Return True when the installed transformers handles ``cache_implementation='static'``."""
    return version.parse(transformers.__version__) >= STATIC_CACHE_MIN_VERSION


def build_generation_kwargs(assistant: Any) -> dict[str, Any]:
    kwargs: dict[str, Any] = {"max_new_tokens": MAX_NEW_TOKENS, "assistant_model": assistant}
    if supports_static_cache():
        kwargs["cache_implementation"] = "static"
    else:
        logger.warning("transformers %s is too old for static caches", transformers.__version__)
    return kwargs


def main() -> int:
    logging.basicConfig(level=logging.INFO)
    tokenizer = AutoTokenizer.from_pretrained(TARGET_ID)
    model = AutoModelForCausalLM.from_pretrained(TARGET_ID)
    assistant = AutoModelForCausalLM.from_pretrained(ASSISTANT_ID)
    messages = [{"role": "user", "content": "Summarise the plot of Hamlet in one line."}]
    input_ids = tokenizer.apply_chat_template(messages, add_generation_prompt=True, return_tensors="pt")
    if not isinstance(input_ids, transformers.BatchEncoding):
        input_ids = {"input_ids": input_ids}
    output = model.generate(**input_ids, **build_generation_kwargs(assistant))
    logger.info("%s", tokenizer.decode(output[0], skip_special_tokens=True))
    return 0


if __name__ == "__main__":
    sys.exit(main())
