"""h125: generation settings of evaluation harnesses.

`do_sample` given as a text (a "k=v,k=v" string split into a dict of texts, as eval CLIs parse
`--gen_kwargs`): generate stores the text and decides by its truth, so "False" samples and a
temperature of 0 (float or text) then raises HF155's message; an empty text decodes greedily.
A comprehension whose first `for` iterates a generator expression written there consumes it
element by element (lm-eval's `simple_parse_args_string`), and `str.isnumeric()` / `isdecimal()`
of a known text are folded, so the values its `handle_arg_string` casts are known.

Runs behind every expectation (tests/groundtruth/trial.py, gpt2 stand-in; see benchmarks/README.md,
section h125): the flagged fixture h125_gen_kwargs_text_do_sample raises on all 28 releases, the
scripts h125_lmeval_nocoerce_string_temp and h125_lmeval_kwargs_string_temp0 on 4.57.6, 5.15.0,
5.23.0 and 5.24.0, the fixture h125_harness_parse_args_string on 4.57.6, 5.13.1, 5.14.0, 5.15.0,
5.23.0 and 5.24.0; fp1711 (text "False" with a float 0.7), fp1712 (empty text with 0.0), fp1713
(temperature 0 turned into greedy) and fp1714 (the float 0.7 cast from "0.7") run on those six.
"""

from __future__ import annotations

import pytest

import analysed

HEAD = """\
from transformers import AutoModelForCausalLM

model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
"""

RELEASES = ["4.57.6", "5.15.0", "5.23.0", "5.24.0"]


def _codes(source: str, release: str) -> list[str]:
    return [f.code for f in analysed.findings(HEAD + source, "harness.py", release)]


@pytest.mark.parametrize("release", RELEASES)
def test_text_false_do_sample_samples_with_zero_temperature(release: str) -> None:
    src = """\
gk = dict(kv.split("=", 1) for kv in "do_sample=False,temperature=0.0".split(","))
model.generate(max_new_tokens=4, **gk)
"""
    found = analysed.findings(HEAD + src, "harness.py", release)
    assert [f.code for f in found] == ["HF155"]
    assert found[0].span.line == 5
    assert "(a text, which generate takes as true: it samples)" in found[0].message


def test_text_true_written_at_the_call() -> None:
    assert _codes('model.generate(max_new_tokens=4, do_sample="True", temperature=0.0)\n', "5.23.0") == ["HF155"]


@pytest.mark.parametrize(
    "call",
    [
        'model.generate(max_new_tokens=4, do_sample="", temperature=0.0)\n',  # (empty: greedy)
        'model.generate(max_new_tokens=4, do_sample="False", temperature=0.7)\n',  # (samples, a valid float)
        "model.generate(max_new_tokens=4, do_sample=False, temperature=0.0)\n",  # (the bool: greedy)
    ],
)
def test_texts_that_do_not_raise(call: str) -> None:
    assert _codes(call, "5.23.0") == []


CAST = """\
def cast(arg):
    if arg.lower() == "true":
        return True
    if arg.isnumeric():
        return int(arg)
    try:
        return float(arg)
    except ValueError:
        return arg


"""


@pytest.mark.parametrize("release", RELEASES)
def test_comprehension_over_a_generator_of_pairs(release: str) -> None:
    src = (
        CAST
        + """\
gk = {k: cast(v) for k, v in (kv.split("=", 1) for kv in "do_sample=True,temperature=0".split(","))}
model.generate(max_new_tokens=4, **gk)
"""
    )
    found = analysed.findings(HEAD + src, "harness.py", release)
    assert [(f.code, f.span.line) for f in found] == [("HF155", 16)]
    assert "this call raises ValueError: `temperature` (=0) has to be a strictly positive float" in found[0].message


def test_list_comprehension_over_a_generator() -> None:
    src = """\
pairs = [p for p in (kv.split("=") for kv in "do_sample=True,temperature=0".split(","))]
gk = dict(pairs)
model.generate(max_new_tokens=4, **gk)
"""
    assert _codes(src, "5.23.0") == ["HF155"]


def test_cast_values_that_run() -> None:
    src = (
        CAST
        + """\
gk = {k: cast(v) for k, v in (kv.split("=", 1) for kv in "do_sample=True,temperature=0.7,top_k=20".split(","))}
model.generate(max_new_tokens=4, **gk)
"""
    )
    assert _codes(src, "5.23.0") == []


def test_a_bool_do_sample_is_not_called_a_text() -> None:
    found = analysed.findings(
        HEAD + "model.generate(max_new_tokens=4, do_sample=True, temperature=0.0)\n", "harness.py", "5.23.0"
    )
    assert [f.code for f in found] == ["HF155"]
    assert "a text" not in found[0].message
