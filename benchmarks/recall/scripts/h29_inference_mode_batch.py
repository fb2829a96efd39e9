# classes: 9 2
"""Batched speculative decoding for an evaluation set.

Prompts are grouped into batches of ``BATCH_SIZE`` to amortise the draft model's overhead.
"""
from __future__ import annotations

import logging
import sys
from collections.abc import Iterator, Sequence
from typing import Any

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

logger = logging.getLogger(__name__)

TARGET_ID = "meta-llama/Llama-2-7b-chat-hf"
DRAFT_ID = "TinyLlama/TinyLlama-1.1B-Chat-v1.0"
BATCH_SIZE = 4
EVAL_PROMPTS: list[str] = [
    "What is 2 + 2?",
    "Name the largest planet.",
    "Who wrote Dune?",
]


def batched(items: Sequence[str], size: int) -> Iterator[list[str]]:
    """Yield successive ``size``-sized chunks from ``items``."""
    for start in range(0, len(items), size):
        yield list(items[start : start + size])


@torch.inference_mode()
def evaluate(prompts: Sequence[str]) -> list[str]:
    tokenizer = AutoTokenizer.from_pretrained(TARGET_ID, padding_side="left")
    if tokenizer.pad_token is None:
        tokenizer.pad_token = tokenizer.eos_token
    target = AutoModelForCausalLM.from_pretrained(TARGET_ID)
    draft = AutoModelForCausalLM.from_pretrained(DRAFT_ID)
    gen_kwargs: dict[str, Any] = {"max_new_tokens": 8, "assistant_model": draft, "pad_token_id": tokenizer.pad_token_id}
    results: list[str] = []
    for chunk in batched(prompts, BATCH_SIZE):
        encoded = tokenizer(chunk, return_tensors="pt", padding=True)
        generated = target.generate(**encoded, **gen_kwargs)
        results.extend(tokenizer.batch_decode(generated, skip_special_tokens=True))
    return results


def main() -> int:
    logging.basicConfig(level=logging.INFO)
    answers = evaluate(EVAL_PROMPTS)
    logger.info("evaluated %d prompts", len(answers))
    return 0


if __name__ == "__main__":
    sys.exit(main())
