# classes: 4 3
"""Text-generation pipeline wrapper driven by a settings dataclass."""
from __future__ import annotations

import logging
import sys
from dataclasses import asdict, dataclass, field
from typing import Any

from transformers import Pipeline, pipeline

logger = logging.getLogger(__name__)

TASK = "text-generation"


@dataclass
class PipelineSettings:
    model: str = "HuggingFaceTB/SmolLM2-135M-Instruct"
    max_new_tokens: int = 8
    do_sample: bool = False
    repetition_penalty: float = 1.1
    extra: dict[str, Any] = field(default_factory=dict)


def build_generation_kwargs(settings: PipelineSettings) -> dict[str, Any]:
    """Collect the generation-specific settings into one dict."""
    kwargs = {k: v for k, v in asdict(settings).items() if k not in {"model", "extra"}}
    kwargs.update(settings.extra)
    return kwargs


def make_pipeline(settings: PipelineSettings) -> Pipeline:
    return pipeline(TASK, model=settings.model)


def main() -> int:
    logging.basicConfig(level=logging.INFO)
    settings = PipelineSettings()
    generator = make_pipeline(settings)
    prompts = ["Once upon a time", "In a galaxy far away"]
    for prompt in prompts:
        result = generator(prompt, generate_kwargs=build_generation_kwargs(settings))
        logger.info("%s -> %s", prompt, result[0]["generated_text"])
    return 0


if __name__ == "__main__":
    sys.exit(main())
