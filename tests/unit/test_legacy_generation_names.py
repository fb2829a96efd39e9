"""HF320: legacy generation names no release from 4.57 to 5.24 exports, imported from transformers."""

from __future__ import annotations

import pytest

import analysed


def _codes(source: str, release: str = "5.23.0") -> list[tuple[str, int, str]]:
    return [(f.code, f.span.line, f.message) for f in analysed.findings(source, "legacy.py", release)]


@pytest.mark.parametrize("release", ["4.57.6", "5.0.0", "5.24.0"])
@pytest.mark.parametrize("name", ["top_k_top_p_filtering", "LogitsWarper", "BeamSearchScorer", "Conversation"])
def test_every_release_reports_the_import(name: str, release: str) -> None:
    found = _codes(f"from transformers import AutoModelForCausalLM, {name}\n", release)
    assert [(code, line) for code, line, _ in found] == [("HF320", 1)]
    assert f"`{name}`" in found[0][2]


def test_python_names_the_first_missing_name_and_hf121_stays_silent() -> None:
    found = _codes("from transformers import Conversation, HybridCache\n")
    assert [(code, message.split("`")[1]) for code, _, message in found] == [("HF320", "Conversation")]


def test_a_cache_class_first_keeps_its_own_code() -> None:
    found = _codes("from transformers import HybridCache, LogitsWarper\n")
    assert [(code, message.split("`")[1]) for code, _, message in found] == [("HF121", "HybridCache")]


def test_on_457_a_present_cache_class_before_it_lets_the_name_be_named() -> None:
    found = _codes("from transformers import HybridCache, BeamSearchScorer\n", "4.57.6")
    assert [(code, message.split("`")[1]) for code, _, message in found] == [("HF320", "BeamSearchScorer")]


@pytest.mark.parametrize(
    "source",
    [
        "try:\n    from transformers import LogitsWarper\n"
        "except ImportError:\n    from transformers import LogitsProcessor as LogitsWarper\n",
        "from transformers import TopKLogitsWarper, TopPLogitsWarper, TemperatureLogitsWarper\n",
        "from mylib import top_k_top_p_filtering\n",
    ],
)
def test_silent(source: str) -> None:
    assert [c for c, _, _ in _codes(source, "5.23.0")] == []


def test_other_codes_since_h155() -> None:
    # (runs of all 28 releases, h155: AutoModelWithLMHead is gone from 5.0, HF333's; the name from
    # transformers.generation raises on every release, HF320's with that module)
    assert [c for c, _, _ in _codes("from transformers import AutoModelWithLMHead\n", "5.23.0")] == ["HF333"]
    assert [c for c, _, _ in _codes("from transformers.generation import BeamSearchScorer\n", "5.23.0")] == ["HF320"]
