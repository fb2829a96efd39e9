# classes: 6 3
"""Speculative decoding across model families with an optional assistant tokenizer.

``assistant_tokenizer_id`` stays None unless the user knows the tokenizers differ.
"""
from __future__ import annotations

import logging
import sys
from dataclasses import dataclass
from typing import Any, Optional

from transformers import AutoModelForCausalLM, AutoTokenizer

logger = logging.getLogger(__name__)


@dataclass
class SpecDecodeConfig:
    target_id: str = "Qwen/Qwen2.5-7B-Instruct"
    draft_id: str = "Qwen/Qwen2.5-0.5B-Instruct"
    assistant_tokenizer_id: Optional[str] = None
    max_new_tokens: int = 8


def build_generation_kwargs(cfg: SpecDecodeConfig, tokenizer: Any) -> dict[str, Any]:
    """Assemble generate() kwargs, adding tokenizers only for cross-vocabulary drafting."""
    kwargs: dict[str, Any] = {
        "assistant_model": AutoModelForCausalLM.from_pretrained(cfg.draft_id),
        "max_new_tokens": cfg.max_new_tokens,
        "do_sample": False,
    }
    if cfg.assistant_tokenizer_id is not None:
        kwargs["tokenizer"] = tokenizer
        kwargs["assistant_tokenizer"] = AutoTokenizer.from_pretrained(cfg.assistant_tokenizer_id)
    return kwargs


def main() -> int:
    logging.basicConfig(level=logging.INFO)
    cfg = SpecDecodeConfig()
    tokenizer = AutoTokenizer.from_pretrained(cfg.target_id)
    model = AutoModelForCausalLM.from_pretrained(cfg.target_id)
    inputs = tokenizer("Describe the water cycle in one sentence.", return_tensors="pt")
    output = model.generate(**inputs, **build_generation_kwargs(cfg, tokenizer))
    logger.info("%s", tokenizer.decode(output[0], skip_special_tokens=True))
    return 0


if __name__ == "__main__":
    sys.exit(main())
