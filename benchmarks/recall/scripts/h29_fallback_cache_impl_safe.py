# classes: 9 1
"""Speculative decoding with a static-cache attempt and a graceful fallback.

If the static cache path is rejected, we retry with plain (non-assisted) greedy decoding.
"""
from __future__ import annotations

import logging
import sys
from typing import Any

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

logger = logging.getLogger(__name__)

MODEL_ID = "Qwen/Qwen2.5-1.5B-Instruct"
DRAFT_ID = "Qwen/Qwen2.5-0.5B-Instruct"
PROMPT = "Translate to French: The weather is lovely today."


def generate_with_fallback(model: Any, draft: Any, inputs: dict[str, torch.Tensor]) -> torch.Tensor:
    """Try the fast path first; fall back to a conservative configuration on failure."""
    base_kwargs: dict[str, Any] = {"max_new_tokens": 8, "do_sample": False, "assistant_model": draft}
    try:
        return model.generate(**inputs, **base_kwargs, cache_implementation="static")
    except (ValueError, RuntimeError) as exc:
        logger.warning("static cache path failed (%s); retrying without the assistant", exc)
        conservative = {k: v for k, v in base_kwargs.items() if k != "assistant_model"}
        conservative["use_cache"] = False
        return model.generate(**inputs, **conservative)


@torch.inference_mode()
def main() -> int:
    logging.basicConfig(level=logging.INFO)
    tokenizer = AutoTokenizer.from_pretrained(MODEL_ID)
    model = AutoModelForCausalLM.from_pretrained(MODEL_ID, torch_dtype=torch.float32)
    draft = AutoModelForCausalLM.from_pretrained(DRAFT_ID, torch_dtype=torch.float32)
    model.eval()
    draft.eval()
    inputs = tokenizer(PROMPT, return_tensors="pt")
    output_ids = generate_with_fallback(model, draft, dict(inputs))
    logger.info("result: %s", tokenizer.decode(output_ids[0], skip_special_tokens=True))
    return 0


if __name__ == "__main__":
    sys.exit(main())
