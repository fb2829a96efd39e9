"""h99's blind round (model-card quickstarts as users tweak them): the gaps it found.

HF159 in pipelines: a text-generation pipeline given more returned sequences than beams (at
construction or at the call) raises in pipeline() up to 5.19 and at each call from 5.20, as
HF138's greedy case does. Runs (tests/groundtruth/trial.py, 4.57.6, 5.15.0, 5.23.0, 5.24.0): the
OPT card's pipeline switched to `num_beams=2, num_return_sequences=5`, the same at the call, a
call lowering the construction's beams below its sequences: all raise; as many sequences as
beams, sampling without beams, and a call raising the beams above the sequences run clean.
"""

from __future__ import annotations

import textwrap

import pytest

from hflint.core.engine import Settings, analyze


def codes(source: str, release: str) -> list[tuple[int, str]]:
    result = analyze(textwrap.dedent(source), "card.py", Settings(transformers_version=release))
    assert result.internal_errors == []
    return [(f.span.line, f.code) for f in result.findings]


CTOR = """\
from transformers import pipeline

generator = pipeline("text-generation", model="facebook/opt-125m", num_beams=2, num_return_sequences=5)
print(generator("What are we having for dinner?", max_new_tokens=8))
"""


@pytest.mark.parametrize(("release", "line"), [("4.57.6", 3), ("5.15.0", 3), ("5.23.0", 4), ("5.24.0", 4)])
def test_pipeline_construction_more_sequences_than_beams(release, line):
    # (built up to 5.19: pipeline() raises, the call is never reached; from 5.20 the call raises)
    assert codes(CTOR, release) == [(line, "HF159")]


@pytest.mark.parametrize("release", ["4.57.6", "5.15.0", "5.23.0", "5.24.0"])
def test_pipeline_call_more_sequences_than_beams(release):
    source = """\
    from transformers import pipeline

    pipe = pipeline("text-generation", model="Qwen/Qwen2.5-0.5B-Instruct", num_beams=4, num_return_sequences=4)
    print(pipe("Write a haiku", max_new_tokens=8))
    print(pipe("Write a haiku", max_new_tokens=8, num_beams=2))
    """
    assert codes(source, release) == [(5, "HF159")]


@pytest.mark.parametrize("release", ["4.57.6", "5.15.0", "5.23.0", "5.24.0"])
@pytest.mark.parametrize(
    "settings",
    [
        "num_beams=5, num_return_sequences=5",
        "do_sample=True, num_return_sequences=5",
    ],
)
def test_pipeline_sequences_within_beams_is_clean(release, settings):
    source = f"""\
    from transformers import pipeline

    generator = pipeline("text-generation", model="facebook/opt-125m", {settings})
    print(generator("What are we having for dinner?", max_new_tokens=8))
    print(generator("What are we having for dinner?", max_new_tokens=8, num_beams=6, num_return_sequences=5))
    """
    assert codes(source, release) == []
