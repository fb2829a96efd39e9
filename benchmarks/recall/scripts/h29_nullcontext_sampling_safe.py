# classes: 3 1
"""Prompt-lookup decoding (one sample by default), optionally under autocast."""
from __future__ import annotations

import contextlib
import logging
import sys
from dataclasses import dataclass
from typing import Any, ContextManager

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

logger = logging.getLogger(__name__)


@dataclass(frozen=True)
class SamplingConfig:
    model_id: str = "Qwen/Qwen2.5-Coder-0.5B-Instruct"
    use_amp: bool = False
    num_samples: int = 1
    lookup_tokens: int = 4
    max_new_tokens: int = 8


def precision_context(cfg: SamplingConfig) -> ContextManager[Any]:
    """Return an autocast context when AMP is requested, otherwise a no-op context."""
    if cfg.use_amp and torch.cuda.is_available():
        return torch.autocast("cuda", dtype=torch.bfloat16)
    return contextlib.nullcontext()


def build_generation_kwargs(cfg: SamplingConfig) -> dict[str, Any]:
    kwargs: dict[str, Any] = {
        "max_new_tokens": cfg.max_new_tokens,
        "prompt_lookup_num_tokens": cfg.lookup_tokens,
    }
    if cfg.num_samples > 1:
        kwargs.update(do_sample=True, top_p=0.95, num_return_sequences=cfg.num_samples)
    return kwargs


def main() -> int:
    logging.basicConfig(level=logging.INFO)
    cfg = SamplingConfig()
    tokenizer = AutoTokenizer.from_pretrained(cfg.model_id)
    model = AutoModelForCausalLM.from_pretrained(cfg.model_id)
    code = "def fibonacci(n):\n    if n < 2:\n        return n\n    return fibonacci(n - 1) + fibonacci(n - 2)\n"
    inputs = tokenizer(code + "\n# rewrite iteratively\n", return_tensors="pt")
    with precision_context(cfg), torch.inference_mode():
        outputs = model.generate(**inputs, **build_generation_kwargs(cfg))
    for text in tokenizer.batch_decode(outputs, skip_special_tokens=True):
        logger.info("sample: %s", text[-80:])
    return 0


if __name__ == "__main__":
    sys.exit(main())
