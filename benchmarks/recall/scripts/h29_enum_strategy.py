# classes: 2 3
"""Benchmark decoding strategies chosen through an Enum."""
from __future__ import annotations

import enum
import logging
import sys
import time
from typing import Any

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

logger = logging.getLogger("strategy_bench")

MODEL_ID = "Qwen/Qwen2.5-0.5B-Instruct"
PROMPTS: tuple[str, ...] = (
    "List three prime numbers.",
    "Name a famous painter.",
)


class DecodingStrategy(str, enum.Enum):
    GREEDY = "greedy"
    PROMPT_LOOKUP = "prompt_lookup"


def strategy_kwargs(strategy: DecodingStrategy) -> dict[str, Any]:
    """Return the generate() kwargs specific to a strategy."""
    if strategy is DecodingStrategy.PROMPT_LOOKUP:
        return {"prompt_lookup_num_tokens": 3}
    return {}


@torch.inference_mode()
def benchmark(strategy: DecodingStrategy) -> float:
    tokenizer = AutoTokenizer.from_pretrained(MODEL_ID, padding_side="left")
    model = AutoModelForCausalLM.from_pretrained(MODEL_ID)
    batch = tokenizer(list(PROMPTS), return_tensors="pt", padding=True)
    start = time.perf_counter()
    model.generate(**batch, max_new_tokens=8, do_sample=False, **strategy_kwargs(strategy))
    elapsed = time.perf_counter() - start
    logger.info("%s took %.3fs", strategy.value, elapsed)
    return elapsed


def main() -> int:
    logging.basicConfig(level=logging.INFO)
    results: dict[str, float] = {}
    for strategy in DecodingStrategy:
        try:
            results[strategy.value] = benchmark(strategy)
        except torch.cuda.OutOfMemoryError as exc:
            logger.warning("strategy %s ran out of memory: %s", strategy, exc)
    logger.info("results: %s", results)
    return 0


if __name__ == "__main__":
    sys.exit(main())
