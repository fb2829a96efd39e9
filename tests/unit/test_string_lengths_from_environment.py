"""Lengths read from the environment without int(): `os.environ.get(K, "12")` (or `os.getenv`)
is a string whether K is set or not, so `max_new_tokens=` (HF185) and `max_length=` (HF189) given
it raise on every run, not only while K is unset.

Runs (tests/groundtruth/trial.py, gpt2 stand-in, all 28 releases 4.57.6 to 5.24.0): with K unset
and with K set to "8", `max_new_tokens=os.environ.get(K, "4")` and `os.getenv(K, "4")` raise
"'<=' not supported between instances of 'str' and 'int'"; `max_length="20"`,
`max_length=os.environ.get(K, "20")` and a passed `GenerationConfig(max_length="20")` raise
"'>=' not supported between instances of 'int' and 'str'"; `GenerationConfig(max_length="20")`
alone runs; a pipeline's call given `max_length="20"` raises another TypeError (left alone).
"""

from __future__ import annotations

import textwrap

import pytest

from hflint.core.engine import Settings, analyze

import analysed

HEAD = """\
import os

from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
enc = tok("one two three", return_tensors="pt")
"""
RELEASES = ["4.57.6", "5.15.0", "5.23.0", "5.24.0"]


def found(body: str, release: str = "5.23.0") -> list[tuple[int, str, str]]:
    hits = analysed.findings(HEAD + textwrap.dedent(body), "env.py", release)
    return [(f.span.line, f.code, f.severity.value) for f in hits]


@pytest.mark.parametrize("release", RELEASES)
@pytest.mark.parametrize("read", ['os.environ.get("MAX_NEW_TOKENS", "12")', 'os.getenv("MAX_NEW_TOKENS", "12")'])
def test_budget_from_environment_is_always_a_string(read, release):
    assert found(f"model.generate(**enc, max_new_tokens={read})\n", release) == [(8, "HF185", "error")]


def test_environment_read_kept_in_a_variable():
    body = """\
    BUDGET = os.environ.get("BUDGET", "16")
    model.generate(**enc, max_new_tokens=BUDGET)
    """
    assert found(body) == [(9, "HF185", "error")]


def test_environment_budget_converted_or_int_default():
    assert found('model.generate(**enc, max_new_tokens=int(os.environ.get("N", "12")))\n') == []
    # (an int default: a string only when the variable is set, which the analysis does not assume)
    assert found('model.generate(**enc, max_new_tokens=os.environ.get("N", 12))\n') == []
    assert found('model.generate(**enc, max_new_tokens=os.environ.get("N"))\n') == []


@pytest.mark.parametrize("release", RELEASES)
def test_max_length_string(release):
    assert found('model.generate(**enc, max_length="20")\n', release) == [(8, "HF189", "error")]
    assert found('model.generate(**enc, max_length=os.getenv("MAX_LENGTH", "20"))\n', release) == [(8, "HF189", "error")]


def test_max_length_string_near_misses():
    assert found('model.generate(**enc, max_length=int(os.getenv("MAX_LENGTH", "20")))\n') == []
    assert found('model.generate(**enc, max_length="20", max_new_tokens=4)\n') == []
    assert found('gc = GenerationConfig(max_length="20")\nprint(gc)\n') == []
    assert found('model.generate(**enc, max_length=os.getenv("MAX_LENGTH"))\n') == []


def test_max_length_message():
    result = analyze(
        HEAD + 'model.generate(**enc, max_length=os.getenv("MAX_LENGTH", "20"))\n',
        "env.py",
        Settings(transformers_version="5.24.0"),
    )
    (f,) = result.findings
    assert "'>=' not supported between instances of 'int' and 'str'" in f.message
    assert "environment variable MAX_LENGTH, a string whether it is set or not" in f.detail
