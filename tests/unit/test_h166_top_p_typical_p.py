"""Sampling with a top_p below 0 or a typical_p of 0 or below (HF341), as a user sees it: the
call's keyword, a sweep over a literal grid, a passed config and an attribute write; silent where
the warper accepts the value, where generate builds none (1 or more, greedy decoding) and for
epsilon_cutoff and eta_cutoff (their warpers are built only for a value inside (0, 1))."""

from __future__ import annotations

import pytest

import analysed

RELEASES = ["4.57.6", "5.15.0", "5.24.0"]

HEAD = """\
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
enc = tok("once upon a time", return_tensors="pt")
"""
CALL_LINE = 6


def _findings(source: str, release: str = "5.23.0") -> list[tuple[str, int, str]]:
    return [(f.code, f.span.line, f.message) for f in analysed.findings(source, "decode.py", release)]


@pytest.mark.parametrize("release", RELEASES)
@pytest.mark.parametrize(
    ("setting", "shown"),
    [
        ("typical_p=0.0", "`typical_p` has to be a float > 0 and < 1, but is 0.0"),
        ("typical_p=-0.5", "`typical_p` has to be a float > 0 and < 1, but is -0.5"),
        ("top_p=-1", "`top_p` has to be a float > 0 and < 1, but is -1.0"),
    ],
)
def test_sampling_with_a_value_the_warper_refuses(setting: str, shown: str, release: str) -> None:
    source = HEAD + f"model.generate(**enc, do_sample=True, {setting}, max_new_tokens=4)\n"
    found = _findings(source, release)
    assert [(c, line) for c, line, _ in found] == [("HF341", CALL_LINE)]
    assert shown in found[0][2]


def test_a_sweep_that_starts_at_zero() -> None:
    source = HEAD + (
        "for mass in [i / 4 for i in range(4)]:\n    model.generate(**enc, do_sample=True, typical_p=mass, max_new_tokens=4)\n"
    )
    assert [(c, line) for c, line, _ in _findings(source)] == [("HF341", CALL_LINE + 1)]


def test_a_passed_config_and_an_attribute_write() -> None:
    passed = HEAD + (
        "cfg = GenerationConfig(do_sample=True, typical_p=0.0, max_new_tokens=4)\nmodel.generate(**enc, generation_config=cfg)\n"
    )
    assert [(c, line) for c, line, _ in _findings(passed)] == [("HF341", CALL_LINE + 1)]
    written = HEAD + "model.generation_config.top_p = -1.0\nmodel.generate(**enc, do_sample=True, max_new_tokens=4)\n"
    assert [(c, line) for c, line, _ in _findings(written)] == [("HF341", CALL_LINE + 1)]


@pytest.mark.parametrize(
    "call",
    [
        "model.generate(**enc, do_sample=True, typical_p=1e-9, max_new_tokens=4)",
        "model.generate(**enc, do_sample=True, typical_p=1.5, max_new_tokens=4)",
        "model.generate(**enc, do_sample=True, top_p=0.0, max_new_tokens=4)",
        "model.generate(**enc, do_sample=True, top_p=1.5, max_new_tokens=4)",
        "model.generate(**enc, typical_p=0.0, max_new_tokens=4)",  # (greedy: no warper is built)
        "model.generate(**enc, top_p=-0.5, max_new_tokens=4)",
        "model.generate(**enc, do_sample=True, epsilon_cutoff=1.0, max_new_tokens=4)",
        "model.generate(**enc, do_sample=True, eta_cutoff=-0.1, max_new_tokens=4)",
    ],
)
def test_values_generate_accepts_or_never_uses_are_silent(call: str) -> None:
    assert _findings(HEAD + call + "\n") == []


def test_an_earlier_warper_error_comes_first() -> None:
    # (min_p's warper is built before typical_p's: HF321 is what the run raises)
    source = HEAD + "model.generate(**enc, do_sample=True, min_p=10, typical_p=0.0, max_new_tokens=4)\n"
    assert [c for c, _, _ in _findings(source)] == ["HF321"]
