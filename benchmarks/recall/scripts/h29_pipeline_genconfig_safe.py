# classes: 4 8
"""Build a chat pipeline, applying a GenerationConfig object to its model."""
from __future__ import annotations

import logging
import sys
from importlib.metadata import version as pkg_version
from typing import Any

from transformers import GenerationConfig, pipeline

logger = logging.getLogger(__name__)

MODEL_ID = "Qwen/Qwen2.5-0.5B-Instruct"


def make_generation_config() -> GenerationConfig:
    """A conservative, deterministic generation config."""
    return GenerationConfig(max_new_tokens=8, do_sample=False, repetition_penalty=1.05)


def main() -> int:
    logging.basicConfig(level=logging.INFO)
    logger.info("transformers %s", pkg_version("transformers"))
    pipe_kwargs: dict[str, Any] = {"model": MODEL_ID}
    chat = pipeline("text-generation", **pipe_kwargs)
    chat.model.generation_config = make_generation_config()
    messages = [{"role": "user", "content": "What does HTTP stand for?"}]
    reply = chat(messages)
    logger.info("reply: %s", reply[0]["generated_text"][-1])
    return 0


if __name__ == "__main__":
    sys.exit(main())
