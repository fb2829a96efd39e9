# classes: 7 6
"""A lazily-loaded speculative generator service.

Models are loaded on first use through ``functools.cached_property``; the cache
implementation is made explicit when the checkpoint does not set one.
"""
from __future__ import annotations

import functools
import logging
import sys
from typing import Any

from transformers import AutoModelForCausalLM, AutoTokenizer, PreTrainedModel, PreTrainedTokenizerBase

logger = logging.getLogger(__name__)

DEFAULT_CACHE_IMPLEMENTATION = "dynamic"


class SpeculativeGenerator:
    """Wraps a target/draft pair and exposes a simple ``complete`` method."""

    def __init__(self, model_id: str, draft_id: str, max_new_tokens: int = 8) -> None:
        self.model_id = model_id
        self.draft_id = draft_id
        self.max_new_tokens = max_new_tokens

    @functools.cached_property
    def tokenizer(self) -> PreTrainedTokenizerBase:
        return AutoTokenizer.from_pretrained(self.model_id)

    @functools.cached_property
    def model(self) -> PreTrainedModel:
        model = AutoModelForCausalLM.from_pretrained(self.model_id)
        if getattr(model.generation_config, "cache_implementation", None) is None:
            logger.info("no cache_implementation on %s; defaulting to %s", self.model_id, DEFAULT_CACHE_IMPLEMENTATION)
            model.generation_config.cache_implementation = DEFAULT_CACHE_IMPLEMENTATION
        return model

    @functools.cached_property
    def draft(self) -> PreTrainedModel:
        return AutoModelForCausalLM.from_pretrained(self.draft_id)

    def generation_kwargs(self) -> dict[str, Any]:
        return {"max_new_tokens": self.max_new_tokens, "assistant_model": self.draft}

    def complete(self, prompt: str) -> str:
        inputs = self.tokenizer(prompt, return_tensors="pt")
        output = self.model.generate(**inputs, **self.generation_kwargs())
        return self.tokenizer.decode(output[0], skip_special_tokens=True)


def main() -> int:
    logging.basicConfig(level=logging.INFO)
    generator = SpeculativeGenerator("EleutherAI/pythia-1.4b", "EleutherAI/pythia-160m")
    logger.info("%s", generator.complete("The capital of Australia is"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
