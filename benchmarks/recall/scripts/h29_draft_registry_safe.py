# classes: 6 2
"""Model-zoo registry pairing each target with a recommended draft model."""
from __future__ import annotations

import enum
import logging
import sys
from dataclasses import dataclass
from typing import Any, Final

from transformers import AutoModelForCausalLM, AutoTokenizer

logger = logging.getLogger(__name__)


class Family(enum.Enum):
    GPT2 = "gpt2"
    OPT = "opt"


@dataclass(frozen=True)
class ModelPair:
    target: str
    draft: str


REGISTRY: Final[dict[Family, ModelPair]] = {
    Family.GPT2: ModelPair("openai-community/gpt2-medium", "distilbert/distilgpt2"),
    Family.OPT: ModelPair("facebook/opt-1.3b", "facebook/opt-125m"),
}


def run_pair(pair: ModelPair, prompt: str) -> str:
    tokenizer = AutoTokenizer.from_pretrained(pair.target)
    target = AutoModelForCausalLM.from_pretrained(pair.target)
    draft = AutoModelForCausalLM.from_pretrained(pair.draft)
    gen_kwargs: dict[str, Any] = {"assistant_model": draft, "max_new_tokens": 8, "do_sample": False}
    inputs = tokenizer(prompt, return_tensors="pt")
    output = target.generate(**inputs, **gen_kwargs)
    return tokenizer.decode(output[0], skip_special_tokens=True)


def main() -> int:
    logging.basicConfig(level=logging.INFO)
    for family, pair in REGISTRY.items():
        logger.info("[%s] %s", family.value, run_pair(pair, "The history of the printing press"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
