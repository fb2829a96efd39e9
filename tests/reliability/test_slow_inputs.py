"""Inputs that were slow past reason: the analysis's time grows in proportion to them."""

from __future__ import annotations

import time

from hflint.core.engine import analyze
from hflint.core.settings import Settings

SETTINGS = Settings(transformers_version="5.23.0")
HEAD = (
    "from transformers import AutoModelForCausalLM\n"
    "model = AutoModelForCausalLM.from_pretrained('openai-community/gpt2')\n"
    "assistant = AutoModelForCausalLM.from_pretrained('distilbert/distilgpt2')\n"
)


def keywords(n: int) -> str:
    return HEAD + (
        "out = model.generate(assistant_model=assistant, use_cache=False, " + ", ".join(f"k{i}={i}" for i in range(n)) + ")\n"
    )


def seconds(source: str) -> float:
    best = float("inf")
    for _ in range(3):  # (the best of three, in CPU time: the machine may be shared)
        started = time.process_time()
        result = analyze(source, "f.py", SETTINGS)
        best = min(best, time.process_time() - started)
    # (k0=0, k1=1, ...: generate rejects the names no model takes before it checks use_cache, so
    # HF146 is the finding, naming them all in its message; its check once took 25 s for 100,000)
    assert [f.code for f in result.findings] == ["HF146"]
    return best


def test_keyword_arguments_cost_in_proportion():
    # 100,000 keywords took 87 s: each keyword copied every keyword before it.
    small, large = seconds(keywords(5_000)), seconds(keywords(40_000))
    # 8 times the keywords: about 8 times the time in proportion, 64 times if quadratic; the
    # bound sits between them, far enough from both that a busy machine does not cross it.
    assert large / small < 24, (small, large)
    started = time.process_time()
    analyze(keywords(100_000), "f.py", SETTINGS)
    assert time.process_time() - started < 20
