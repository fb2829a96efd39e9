"""HF138: greedy decoding (do_sample not True, one beam) asked for several sequences.

Runs behind every expectation (tests/groundtruth/trial.py, gpt2 stand-in, 4.57.6, 5.0.0,
5.15.0, 5.23.0, 5.24.0): `generate(**inputs, num_return_sequences=2)` raises "Greedy methods
... do not support `num_return_sequences` different than 1" on each; so does
`GenerationConfig(num_return_sequences=2)` where it is built, a count written on the model's
generation config with a plain call, and a dict of keywords with `do_sample=False`;
`num_beams=2` or `do_sample=True` with the count run, and so does a Qwen2.5 instruct checkpoint
(it samples by default). Pipelines: `pipeline(..., do_sample=False, num_return_sequences=2)`
raises inside `pipeline()` on 4.57.6 and 5.15.0 and at the call on 5.23.0 / 5.24.0;
`pipe.model.generation_config.num_return_sequences = 2` runs on 4.57.6 and 5.15.0 and raises at
the call on 5.23.0 / 5.24.0.
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


def run(body: str, release: str = "5.15.0", head: str = HEAD):
    return analysed.findings(head + textwrap.dedent(body), "nrs.py", release)


def found(body: str, release: str = "5.15.0", head: str = HEAD) -> list[tuple[int, str]]:
    return [(f.span.line, f.code) for f in run(body, release, head)]


@pytest.mark.parametrize("release", RELEASES)
def test_greedy_call_with_several_sequences_raises(release):
    (f,) = run("out = model.generate(**enc, num_return_sequences=2, max_new_tokens=4)\n", release)
    assert f.code == "HF138" and f.severity.value == "error" and f.span.line == 6
    assert f.raises is not None and f.raises.type == "ValueError"
    assert f.raises.message.endswith("different than 1 (got 2).")
    assert ("(do_sample != True)" in f.raises.message) == (release != "4.57.6")
    assert f.fixes == () or all("ignore" in x.title.lower() or "hflint" in x.title.lower() for x in f.fixes)


@pytest.mark.parametrize(
    "body",
    [
        "model.generate(**enc, do_sample=True, num_return_sequences=2)\n",
        "model.generate(**enc, num_beams=2, num_return_sequences=2)\n",
        "model.generate(**enc, num_return_sequences=1)\n",
        "model.generate(**enc)\n",
    ],
)
@pytest.mark.parametrize("release", ["4.57.6", "5.23.0"])
def test_sampling_beams_or_one_sequence_are_clean(body, release):
    assert found(body, release) == []


def test_construction_reported_and_the_later_call_not():
    body = """\
    cfg = GenerationConfig(num_return_sequences=3, max_new_tokens=4)
    model.generate(**enc, generation_config=cfg)
    model.generate(**enc, generation_config=cfg, do_sample=True)
    """
    for release in RELEASES:
        assert found(body, release) == [(6, "HF138")], release


def test_attribute_write_on_a_passed_config_is_reported_at_the_call():
    body = """\
    cfg = GenerationConfig(max_new_tokens=4)
    cfg.num_return_sequences = 3
    model.generate(**enc, generation_config=cfg)
    """
    assert found(body) == [(8, "HF138")]


def test_model_config_count_with_a_plain_call():
    body = """\
    model.generation_config.num_return_sequences = 2
    model.generate(**enc, max_new_tokens=4)
    """
    for release in RELEASES:
        assert found(body, release) == [(7, "HF138")], release


def test_model_config_count_fixed_by_keywords_stays_hf134():
    body = """\
    model.generation_config.num_return_sequences = 2
    model.generate(**enc, do_sample=True, max_new_tokens=4)
    """
    assert found(body, "5.15.0") == [(7, "HF134")]
    assert found(body, "4.57.6") == []


def test_unknown_checkpoint_stays_silent():
    head = HEAD.replace("openai-community/gpt2", "some-lab/unreleased-chat-7b")
    assert found("model.generate(**enc, num_return_sequences=2)\n", head=head) == []


def test_sampling_checkpoint_stays_silent():
    head = HEAD.replace("openai-community/gpt2", "Qwen/Qwen2.5-0.5B-Instruct")
    assert found("model.generate(**enc, num_return_sequences=2)\n", head=head) == []
    assert found("model.generate(**enc, do_sample=False, num_return_sequences=2)\n", head=head) == [(6, "HF138")]


def test_explicit_none_passes_on_4_57():
    body = "model.generate(**enc, do_sample=None, num_return_sequences=2)\n"
    assert found(body, "4.57.6") == []
    assert found(body, "5.15.0") == [(6, "HF138")]


def test_pipeline_call_greedy():
    body = """\
    pipe = pipeline("text-generation", model="openai-community/gpt2")
    pipe("hi", do_sample=False, num_return_sequences=2)
    pipe("hi", num_return_sequences=2)
    """
    for release in RELEASES:
        assert found(body, release) == [(7, "HF138")], release


def test_pipeline_built_greedy_raises_in_pipeline_before_5_20():
    body = """\
    pipe = pipeline("text-generation", model="openai-community/gpt2", do_sample=False, num_return_sequences=2)
    pipe("hi", max_new_tokens=4)
    """
    # (runs, h69: pipeline() raises while it builds its copy of the config up to 5.19; from 5.20
    # the keywords reach generate at the call)
    for release in ("4.57.6", "5.0.0", "5.15.0", "5.19.0"):
        assert found(body, release) == [(6, "HF138")], release
    for release in ("5.20.2", "5.23.0", "5.24.0"):
        assert found(body, release) == [(7, "HF138")], release


def test_pipeline_model_config_count_raises_at_the_call_from_5_20():
    body = """\
    pipe = pipeline("text-generation", model="openai-community/gpt2")
    pipe.model.generation_config.num_return_sequences = 2
    pipe("hi", max_new_tokens=4)
    """
    for release in ("4.57.6", "5.0.0", "5.15.0", "5.19.0"):
        assert found(body, release) == [], release
    for release in ("5.20.2", "5.23.0", "5.24.0"):
        assert found(body, release) == [(8, "HF138")], release
