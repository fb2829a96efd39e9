# classes: 3 6
"""Generate several candidate completions with an optional draft model.

``draft_model_name`` defaults to None and is resolved from a registry after parsing.
"""
from __future__ import annotations

import logging
import sys
from dataclasses import dataclass
from typing import Any, Optional

from transformers import AutoModelForCausalLM, AutoTokenizer, PreTrainedModel

logger = logging.getLogger(__name__)

DEFAULT_DRAFTS: dict[str, str] = {
    "Qwen/Qwen2.5-1.5B-Instruct": "Qwen/Qwen2.5-0.5B-Instruct",
    "meta-llama/Llama-3.2-3B-Instruct": "meta-llama/Llama-3.2-1B-Instruct",
}


@dataclass
class CandidateConfig:
    """Configuration for candidate generation."""

    model_name: str = "Qwen/Qwen2.5-1.5B-Instruct"
    draft_model_name: Optional[str] = None
    num_candidates: int = 3
    temperature: float = 0.7
    max_new_tokens: int = 8


def resolve_draft(cfg: CandidateConfig) -> Optional[PreTrainedModel]:
    """Load the draft model, falling back to the registry default."""
    if cfg.draft_model_name is None:
        cfg.draft_model_name = DEFAULT_DRAFTS.get(cfg.model_name)
        logger.info("draft model resolved to %s", cfg.draft_model_name)
    if cfg.draft_model_name is None:
        return None
    return AutoModelForCausalLM.from_pretrained(cfg.draft_model_name)


def build_generation_kwargs(cfg: CandidateConfig) -> dict[str, Any]:
    return {
        "do_sample": True,
        "temperature": cfg.temperature,
        "num_return_sequences": cfg.num_candidates,
        "max_new_tokens": cfg.max_new_tokens,
    }


def main() -> int:
    logging.basicConfig(level=logging.INFO)
    cfg = CandidateConfig()
    tokenizer = AutoTokenizer.from_pretrained(cfg.model_name)
    model = AutoModelForCausalLM.from_pretrained(cfg.model_name)
    draft = resolve_draft(cfg)
    kwargs = build_generation_kwargs(cfg)
    if draft is not None:
        kwargs["assistant_model"] = draft
    inputs = tokenizer("Write a tagline for a coffee shop:", return_tensors="pt")
    outputs = model.generate(**inputs, **kwargs)
    for idx, seq in enumerate(outputs):
        logger.info("candidate %d: %s", idx, tokenizer.decode(seq, skip_special_tokens=True))
    return 0


if __name__ == "__main__":
    sys.exit(main())
