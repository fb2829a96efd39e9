"""A `repetition_penalty` RepetitionPenaltyLogitsProcessor refuses (HF191).

generate adds the processor whenever the penalty is set and not 1.0, and the processor takes only
a Python `float` above 0. Runs behind every expectation (tests/groundtruth/trial.py, gpt2
stand-in, 4.57.6, 5.0.0, 5.15.0, 5.23.0 and 5.24.0; HF191's examples through record.py on all 28
releases): `repetition_penalty=2`, `0`, `np.int64(2)`, `np.float32(1.2)`, `0.0` and `-1.0` at
generate raise "`penalty` has to be a strictly positive float, but is ...", with or without
sampling, and so do a passed `GenerationConfig(repetition_penalty=2)` or `np.float32(1.2)`,
`model.generation_config.repetition_penalty = 2` and a text-generation pipeline call given `2`
or `np.float32(1.1)`. `1`, `True`, `np.float32(1.0)`, `np.float64(1.2)`, `1.3` and an unused
`GenerationConfig(repetition_penalty=2)` run.
"""

from __future__ import annotations

import textwrap

import pytest

import analysed

HEAD = """\
import numpy as np
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig, pipeline

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
enc = tok("one two three", return_tensors="pt")
"""
RELEASES = ["4.57.6", "5.15.0", "5.23.0", "5.24.0"]


def found(body: str, release: str = "5.23.0") -> list[tuple[int, str, str]]:
    out = analysed.findings(HEAD + textwrap.dedent(body), "rp.py", release)
    return [(f.span.line, f.code, f.severity.value) for f in out]


@pytest.mark.parametrize("release", RELEASES)
@pytest.mark.parametrize("penalty", ["2", "0", "np.int64(2)", "np.float32(1.2)", "0.0", "-1.0"])
def test_penalty_the_processor_refuses(penalty, release):
    body = f"model.generate(**enc, repetition_penalty={penalty}, max_new_tokens=4)\n"
    assert found(body, release) == [(7, "HF191", "error")]


@pytest.mark.parametrize("release", RELEASES)
@pytest.mark.parametrize("penalty", ["1", "True", "np.float32(1.0)", "np.float64(1.2)", "1.3", "None", "float(np.float32(1.2))"])
def test_penalty_that_runs(penalty, release):
    body = f"model.generate(**enc, repetition_penalty={penalty}, max_new_tokens=4)\n"
    assert found(body, release) == []


@pytest.mark.parametrize("release", RELEASES)
def test_int_penalty_with_sampling(release):
    body = "model.generate(**enc, do_sample=True, repetition_penalty=2, max_new_tokens=4)\n"
    assert found(body, release) == [(7, "HF191", "error")]


@pytest.mark.parametrize("release", RELEASES)
@pytest.mark.parametrize("penalty", ["2", "np.float32(1.2)"])
def test_passed_generation_config(penalty, release):
    body = f"""\
    gc = GenerationConfig(repetition_penalty={penalty}, max_new_tokens=4)
    model.generate(**enc, generation_config=gc)
    """
    assert found(body, release) == [(8, "HF191", "error")]


def test_config_built_but_unused_is_silent():
    body = """\
    gc = GenerationConfig(repetition_penalty=2, max_new_tokens=4)
    model.generate(**enc, max_new_tokens=4)
    """
    assert found(body) == []


@pytest.mark.parametrize("release", RELEASES)
def test_model_generation_config_written(release):
    body = """\
    model.generation_config.repetition_penalty = 2
    model.generate(**enc, max_new_tokens=4)
    """
    assert found(body, release) == [(8, "HF191", "error")]


def test_call_keyword_overrides_model_config():
    body = """\
    model.generation_config.repetition_penalty = 2
    model.generate(**enc, repetition_penalty=1.2, max_new_tokens=4)
    """
    assert found(body) == []


@pytest.mark.parametrize("release", RELEASES)
@pytest.mark.parametrize("penalty", ["2", "np.float32(1.1)"])
def test_pipeline_call(penalty, release):
    body = f"""\
    gen = pipeline("text-generation", model=model, tokenizer=tok)
    gen("Hello", repetition_penalty={penalty}, max_new_tokens=4)
    """
    assert found(body, release) == [(8, "HF191", "error")]


def test_unknown_penalty_is_silent():
    body = """\
    import sys
    p = sys.argv[1]
    model.generate(**enc, repetition_penalty=p, max_new_tokens=4)
    """
    assert found(body) == []
