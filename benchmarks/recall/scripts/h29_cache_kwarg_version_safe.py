# classes: 5 8
"""Multi-turn chat that carries the KV cache between turns.

transformers 5.24 added the cache keyword, so we pick it from the installed version.
"""
from __future__ import annotations

import logging
import sys
from typing import Any

import transformers
from packaging import version
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache

logger = logging.getLogger(__name__)

MODEL_ID = "Qwen/Qwen3-0.6B"
CACHE_KWARG_RENAME = version.parse("5.24.0")
TURNS: tuple[str, ...] = ("Hi! Who are you?", "What can you do?")


def cache_kwargs(cache: DynamicCache) -> dict[str, Any]:
    """Return the keyword under which this transformers release expects the cache."""
    if version.parse(transformers.__version__) >= CACHE_KWARG_RENAME:
        return {"cache": cache}
    return {"past_key_values": cache}


def main() -> int:
    logging.basicConfig(level=logging.INFO)
    tokenizer = AutoTokenizer.from_pretrained(MODEL_ID)
    model = AutoModelForCausalLM.from_pretrained(MODEL_ID)
    cache = DynamicCache()
    history: list[dict[str, str]] = []
    for turn in TURNS:
        history.append({"role": "user", "content": turn})
        text = tokenizer.apply_chat_template(history, add_generation_prompt=True, tokenize=False)
        inputs = tokenizer(text, return_tensors="pt")
        output = model.generate(**inputs, max_new_tokens=8, do_sample=False, **cache_kwargs(cache))
        reply = tokenizer.decode(output[0, inputs["input_ids"].shape[1] :], skip_special_tokens=True)
        history.append({"role": "assistant", "content": reply})
        logger.info("assistant: %s", reply)
    return 0


if __name__ == "__main__":
    sys.exit(main())
