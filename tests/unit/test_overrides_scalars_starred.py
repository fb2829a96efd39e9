"""Dotted command-line overrides: a YAML document that is one scalar, and starred unpacking.

`yaml.safe_load("false")` is False to PyYAML (a `key=value` override's value read the way the config
file's values are), and `*path, leaf = "generation.do_sample".split(".")` binds `path` to the list of
all but the last part. Runs: tests/fixtures/flagged/h67_hf138_dotted_yaml_overrides.py raises HF138's
error on 4.57.6 and 5.24.0; fp962 runs clean on both.
"""

from __future__ import annotations

import pytest

from hflint.core.engine import Settings, analyze
from hflint.core.textdata import parse_yaml

HEAD = """\
import yaml
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
enc = tok("x", return_tensors="pt")
"""


def codes(body: str) -> list[tuple[int, str]]:
    result = analyze(HEAD + body, "ov.py", Settings(transformers_version="5.15.0"))
    assert result.internal_errors == []
    return [(f.span.line, f.code) for f in result.findings]


@pytest.mark.parametrize(
    "text, value",
    [
        ("false", False),
        ("yes", True),
        ("8", 8),
        ("0.6", 0.6),
        ("null", None),
        ("~", None),
        ("greedy", "greedy"),
        ("'a b'", "a b"),
    ],
)
def test_a_scalar_document_is_its_value(text, value):
    assert parse_yaml(text) == value and type(parse_yaml(text)) is type(value)


@pytest.mark.parametrize("text", ["1e-5", "12:30", "0x1F"])
def test_a_scalar_whose_reading_is_not_certain_stays_unknown(text):
    assert parse_yaml(text) not in (text, None) and not isinstance(parse_yaml(text), (int, float, str))


def test_a_one_line_mapping_is_still_a_mapping():
    assert parse_yaml("do_sample: false") == {"do_sample": False}


def test_an_override_read_as_yaml_reaches_generate():
    body = 'gen = {"do_sample": True}\ngen["do_sample"] = yaml.safe_load("false")\n'
    body += "model.generate(**enc, num_return_sequences=2, **gen)\n"
    assert codes(body) == [(9, "HF138")]


@pytest.mark.parametrize(
    "unpack, used",
    [
        ('*path, leaf = "generation.do_sample".split(".")', "cfg[path[0]][leaf] = False"),
        ('first, *rest = ["generation", "x", "do_sample"]', "cfg[first][rest[-1]] = False"),
        ('head, *mid, last = ("generation", "do_sample")', "assert mid == []\ncfg[head][last] = False"),
    ],
)
def test_starred_unpacking_binds_each_part(unpack, used):
    body = f'cfg = {{"generation": {{"do_sample": True}}}}\n{unpack}\n{used}\n'
    body += 'model.generate(**enc, num_return_sequences=2, **cfg["generation"])\n'
    assert [c for _, c in codes(body)] == ["HF138"]


def test_starred_unpacking_of_too_short_a_sequence_binds_nothing_known():
    body = 'cfg = {"generation": {"do_sample": True}}\na, b, *c = ["generation"]\ncfg[a]["do_sample"] = False\n'
    body += 'model.generate(**enc, num_return_sequences=2, **cfg["generation"])\n'
    assert codes(body) == []
