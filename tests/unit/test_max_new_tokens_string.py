"""HF185: `max_new_tokens` given as a string, which validate()'s `max_new_tokens <= 0` cannot compare.

Runs behind every expectation (tests/groundtruth/trial.py, gpt2 stand-in, 4.57.6, 5.0.0, 5.15.0,
5.23.0, 5.24.0): `generate(max_new_tokens="4")` raises "TypeError: '<=' not supported between
instances of 'str' and 'int'" (with beams or an assistant too), and so do
`GenerationConfig(max_new_tokens="4")`, `GenerationConfig().update(max_new_tokens="4")`, a
text-generation pipeline called with the string, and `model.generation_config.max_new_tokens =
"4"` before a plain call; under a call passing `max_new_tokens=3` that write runs on 4.57.6 and
raises on 5.x; `pipeline(..., max_new_tokens="4")` raises in pipeline() on 4.57.6 to 5.15.0 and
runs on 5.23.0 and 5.24.0; `max_new_tokens=4.0` runs everywhere.
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
MESSAGE = "'<=' not supported between instances of 'str' and 'int'"


def run(body: str, release: str = "5.15.0"):
    return analysed.findings(HEAD + textwrap.dedent(body), "mnt.py", release)


def found(body: str, release: str = "5.15.0") -> list[tuple[int, str]]:
    return [(f.span.line, f.code) for f in run(body, release)]


@pytest.mark.parametrize("release", RELEASES)
def test_a_string_budget_at_generate_raises_a_type_error(release):
    (f,) = run('out = model.generate(**enc, max_new_tokens="4")\n', release)
    assert f.code == "HF185" and f.severity.value == "error" and f.span.line == 6
    assert f.raises is not None and f.raises.type == "TypeError" and f.raises.message == MESSAGE
    assert f.detail.startswith("max_new_tokens is set to '4' at line 6, a string;")


@pytest.mark.parametrize(
    "body, line",
    [
        ('GenerationConfig(max_new_tokens="4")\n', 6),
        ('GenerationConfig().update(max_new_tokens="4")\n', 6),
        ('form = {"max_new_tokens": "4"}\nmodel.generate(**enc, **form)\n', 7),
        ('form = {"max_new_tokens": "4"}\nmodel.generate(**enc, max_new_tokens=form["max_new_tokens"], num_beams=2)\n', 7),
        ('pipe = pipeline("text-generation", model=model, tokenizer=tok)\npipe("hi", max_new_tokens="4")\n', 7),
        ('model.generation_config.max_new_tokens = "4"\nmodel.generate(**enc)\n', 7),
        ('gc = GenerationConfig()\ngc.max_new_tokens = "4"\nmodel.generate(**enc, generation_config=gc)\n', 8),
        ('import sys\nn = sys.argv[1] if len(sys.argv) > 1 else "4"\nmodel.generate(**enc, max_new_tokens=n)\n', 8),
    ],
)
def test_where_the_string_comes_from(body, line):
    assert found(body, "5.24.0") == [(line, "HF185")]


def test_an_attribute_write_under_a_keyword_raises_from_5_0_only():
    body = 'model.generation_config.max_new_tokens = "4"\nmodel.generate(**enc, max_new_tokens=3)\n'
    assert found(body, "4.57.6") == []
    assert found(body, "5.0.0") == [(7, "HF185")]
    assert found(body, "5.24.0") == [(7, "HF185")]


def test_pipeline_construction_raises_there_up_to_5_19():
    body = 'pipe = pipeline("text-generation", model=model, tokenizer=tok, max_new_tokens="4")\n'
    assert found(body, "4.57.6") == [(6, "HF185")]
    assert found(body, "5.15.0") == [(6, "HF185")]
    assert found(body, "5.24.0") == []


@pytest.mark.parametrize(
    "body",
    [
        "model.generate(**enc, max_new_tokens=4.0)\n",
        'model.generate(**enc, max_new_tokens=int("4"))\n',
        "import os\nmodel.generate(**enc, max_new_tokens=int(os.environ.get('N', '4')))\n",
        'model.generation_config.max_new_tokens = "4"\nmodel.generation_config.max_new_tokens = 4\nmodel.generate(**enc)\n',
        'model.generate(**enc, max_length="8")\n',  # (another comparison, not this code)
        "def f(n):\n    return model.generate(**enc, max_new_tokens=n)\n",
    ],
)
@pytest.mark.parametrize("release", ["4.57.6", "5.24.0"])
def test_silent(body, release):
    assert [c for _, c in found(body, release) if c == "HF185"] == []


def test_a_string_on_some_paths_only_is_left_alone():
    # (the fall-through of a parser: int(raw) succeeds for "8", so the string never reaches generate)
    body = """\
    def parse(raw):
        try:
            return int(raw)
        except ValueError:
            return raw


    model.generate(**enc, max_new_tokens=parse("8"))
    """
    assert [c for _, c in found(body, "5.24.0") if c == "HF185"] == []
