"""HF148: `max_new_tokens` of 0 or less, which GenerationConfig.validate() rejects.

Runs behind every expectation (tests/groundtruth/trial.py, tiny Llama and gpt2 stand-ins, all 28
releases): `generate(max_new_tokens=0)` raises "`max_new_tokens` must be greater than 0, but is
0." (with beams, an assistant, prompt lookup or a static cache too), and so do
`GenerationConfig(max_new_tokens=0)`, `GenerationConfig.from_dict({"max_new_tokens": 0})`,
`gc.update(max_new_tokens=0)`, `gc.validate()` after `gc.max_new_tokens = 0`, a text-generation
pipeline called with `max_new_tokens=0`, and -1; `model.generation_config.max_new_tokens = 0`
under a call passing `max_new_tokens=4` runs on 4.57.6 and raises on every 5.x release;
`max_new_tokens=None` runs everywhere.
"""

from __future__ import annotations

import textwrap

import pytest

import analysed

HEAD = """\
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig, pipeline

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
enc = tok("hello", return_tensors="pt")
"""
RELEASES = ["4.57.6", "5.0.0", "5.15.0", "5.23.0", "5.24.0"]


def run(body: str, release: str = "5.15.0"):
    return analysed.findings(HEAD + textwrap.dedent(body), "mnt.py", release)


def found(body: str, release: str = "5.15.0") -> list[tuple[int, str]]:
    return [(f.span.line, f.code) for f in run(body, release)]


@pytest.mark.parametrize("release", RELEASES)
def test_zero_budget_at_the_call_raises_with_the_value(release):
    (f,) = run("out = model.generate(**enc, max_new_tokens=0)\n", release)
    assert f.code == "HF148" and f.severity.value == "error" and f.span.line == 6
    assert f.raises is not None and f.raises.type == "ValueError"
    assert f.raises.message == "`max_new_tokens` must be greater than 0, but is 0."
    assert f.detail == "max_new_tokens is set to 0 at line 6; generate needs a positive budget (None for the default)"
    assert [e.note for e in f.evidence] == ["`0` written here"]
    assert [x.title for x in f.fixes] == ["Ignore HF148 on this line"]


@pytest.mark.parametrize(
    "body, line",
    [
        ("GenerationConfig(max_new_tokens=0)\n", 6),
        ('GenerationConfig.from_dict({"max_new_tokens": -1})\n', 6),
        ("cfg = GenerationConfig(max_new_tokens=8)\ncfg.update(max_new_tokens=0)\n", 7),
        ("cfg = GenerationConfig(max_new_tokens=8)\ncfg.max_new_tokens = 0\ncfg.validate()\n", 8),
        ('pipe = pipeline("text-generation", model="openai-community/gpt2")\npipe("hi", max_new_tokens=0)\n', 7),
        ("for n in range(0, 9, 4):\n    model.generate(**enc, max_new_tokens=n)\n", 7),
        ("model.generation_config.max_new_tokens = 0\nmodel.generate(**enc)\n", 7),
    ],
)
def test_where_validate_meets_it(body, line):
    for release in ("4.57.6", "5.24.0"):
        assert found(body, release) == [(line, "HF148")], release


def test_negative_value_is_named_in_the_message():
    (f,) = run("model.generate(**enc, max_new_tokens=-2)\n")
    assert f.raises is not None and f.raises.message.endswith("but is -2.")


def test_model_config_write_under_a_positive_keyword_raises_from_5_0_only():
    body = "model.generation_config.max_new_tokens = 0\nmodel.generate(**enc, max_new_tokens=4)\n"
    assert found(body, "4.57.6") == []
    for release in ("5.0.0", "5.15.0", "5.24.0"):
        assert found(body, release) == [(7, "HF148")], release


def test_construction_reported_and_the_later_call_not():
    body = "cfg = GenerationConfig(max_new_tokens=0)\nmodel.generate(**enc, generation_config=cfg)\n"
    assert found(body) == [(6, "HF148")]


@pytest.mark.parametrize(
    "body",
    [
        "model.generate(**enc, max_new_tokens=None, max_length=16)\n",
        "model.generate(**enc, max_new_tokens=1, min_new_tokens=0)\n",
        "for n in range(1, 9, 4):\n    model.generate(**enc, max_new_tokens=n)\n",
        "budget = 0\nmodel.generate(**enc, max_new_tokens=budget or None)\n",
        "model.generation_config.max_new_tokens = 0\nmodel.generation_config.max_new_tokens = 5\nmodel.generate(**enc)\n",
        "import sys\nmodel.generate(**enc, max_new_tokens=int(sys.argv[1]))\n",
    ],
)
@pytest.mark.parametrize("release", ["4.57.6", "5.23.0"])
def test_positive_none_or_unknown_budgets_are_clean(body, release):
    assert found(body, release) == []


@pytest.mark.parametrize("release", ["4.57.6", "5.24.0"])
def test_reported_before_the_later_checks_of_validate_and_generate(release):
    # validate() checks max_new_tokens before the cache implementation and the greedy count, and
    # generate validates before any assisted-generation check (runs: 4.57.6, 5.24.0).
    body = """\
    draft = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")
    model.generate(**enc, max_new_tokens=0, num_return_sequences=2, cache_implementation="Static")
    model.generate(**enc, max_new_tokens=0, assistant_model=draft, use_cache=False)
    """
    assert found(body, release) == [(7, "HF148"), (8, "HF148")]
