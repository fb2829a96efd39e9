# classes: 3 9
"""Speculative decoding runner with a dataclass config.

The low-memory profile disables the KV cache to keep peak memory down on small GPUs.
"""
from __future__ import annotations

import logging
import sys
from dataclasses import dataclass, field
from typing import Any

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

logger = logging.getLogger(__name__)

MAIN_MODEL_ID: str = "HuggingFaceTB/SmolLM2-360M-Instruct"
DRAFT_MODEL_ID: str = "HuggingFaceTB/SmolLM2-135M-Instruct"


@dataclass
class GenerationSettings:
    """User-facing knobs for speculative decoding."""

    max_new_tokens: int = 8
    num_assistant_tokens: int = 4
    low_memory: bool = True
    prompts: list[str] = field(default_factory=lambda: ["Explain speculative decoding briefly."])


def build_generation_kwargs(cfg: GenerationSettings) -> dict[str, Any]:
    """Translate the settings into keyword arguments for ``model.generate``."""
    kwargs: dict[str, Any] = {
        "max_new_tokens": cfg.max_new_tokens,
        "do_sample": False,
    }
    if cfg.low_memory:
        # Skip the KV cache entirely to save memory.
        kwargs["use_cache"] = False
    return kwargs


@torch.inference_mode()
def run(cfg: GenerationSettings) -> list[str]:
    tokenizer = AutoTokenizer.from_pretrained(MAIN_MODEL_ID)
    model = AutoModelForCausalLM.from_pretrained(MAIN_MODEL_ID)
    draft = AutoModelForCausalLM.from_pretrained(DRAFT_MODEL_ID)
    draft.generation_config.num_assistant_tokens = cfg.num_assistant_tokens
    outputs: list[str] = []
    for prompt in cfg.prompts:
        inputs = tokenizer(prompt, return_tensors="pt")
        generated = model.generate(**inputs, assistant_model=draft, **build_generation_kwargs(cfg))
        outputs.append(tokenizer.decode(generated[0], skip_special_tokens=True))
    return outputs


def main() -> int:
    logging.basicConfig(level=logging.INFO)
    cfg = GenerationSettings()
    for text in run(cfg):
        logger.info("output: %s", text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
