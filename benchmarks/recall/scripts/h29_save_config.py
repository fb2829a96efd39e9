# classes: 3 8
"""Fine-tune bookkeeping: persist the checkpoint with its inference defaults.

The inference profile is stored as a dataclass and converted into a GenerationConfig.
"""
from __future__ import annotations

import logging
import sys
import tempfile
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Optional

from transformers import AutoModelForCausalLM, GenerationConfig

logger = logging.getLogger(__name__)

BASE_MODEL = "HuggingFaceTB/SmolLM2-135M"


@dataclass
class InferenceProfile:
    """Generation defaults shipped with the checkpoint."""

    max_new_tokens: int = 64
    use_cache: bool = False
    cache_implementation: Optional[str] = "static"
    temperature: float = 1.0

    def to_generation_config(self) -> GenerationConfig:
        return GenerationConfig(**asdict(self))


def save_checkpoint(output_dir: Path, profile: Optional[InferenceProfile] = None) -> Path:
    """Save model weights plus generation defaults into ``output_dir``."""
    if profile is None:
        profile = InferenceProfile()
    model = AutoModelForCausalLM.from_pretrained(BASE_MODEL)
    model.generation_config = profile.to_generation_config()
    model.save_pretrained(output_dir)
    logger.info("saved %s to %s", BASE_MODEL, output_dir)
    return output_dir


def main() -> int:
    logging.basicConfig(level=logging.INFO)
    with tempfile.TemporaryDirectory() as tmp:
        save_checkpoint(Path(tmp) / "checkpoint")
    return 0


if __name__ == "__main__":
    sys.exit(main())
