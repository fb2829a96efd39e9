"""HF160: stop strings where generate has no tokenizer (the call without `tokenizer=`, or an
assistant model's own generate, which never gets one).

Runs behind every expectation (tests/groundtruth/trial.py, Qwen2.5/Qwen2/Llama 3.2 stand-ins, 4.57.6,
5.0.0, 5.15.0, 5.23.0 and 5.24.0; the catalog example on all 28 releases): `generate(stop_strings=[...])`
without `tokenizer=` raises "There are one or more stop strings, ..."; so does `tokenizer=` with
`assistant_model=` (also with `assistant_tokenizer=`, and with the stop strings on
`model.generation_config`); prompt lookup with `tokenizer=` and stop strings runs.
"""

from __future__ import annotations

import textwrap

import pytest

import analysed

HEAD = """\
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-0.5B")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B")
draft = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2-0.5B-Instruct")
enc = tok("hello", return_tensors="pt")
"""
RELEASES = ["4.57.6", "5.0.0", "5.15.0", "5.23.0", "5.24.0"]
MESSAGE = (
    "There are one or more stop strings, either in the arguments to `generate` or in the model's generation"
    " config, but we could not locate a tokenizer. When generating with stop strings, you must pass the"
    " model's tokenizer to the `tokenizer` argument of `generate`."
)


def run(body: str, release: str = "5.15.0"):
    return analysed.findings(HEAD + textwrap.dedent(body), "stops.py", release)


def found(body: str, release: str = "5.15.0") -> list[tuple[int, str, str]]:
    return [(f.span.line, f.code, f.severity.value) for f in run(body, release)]


@pytest.mark.parametrize("release", RELEASES)
def test_stop_strings_without_tokenizer_raise(release):
    (f,) = run('model.generate(**enc, max_new_tokens=4, stop_strings=["king"])\n', release)
    assert f.code == "HF160" and f.severity.value == "error" and f.span.line == 7
    assert f.raises is not None and f.raises.type == "ValueError" and f.raises.message == MESSAGE
    assert "no `tokenizer=` is passed" in f.detail


@pytest.mark.parametrize("release", RELEASES)
def test_an_assistant_model_raises_even_with_the_tokenizer(release):
    (f,) = run('model.generate(**enc, stop_strings=["king"], tokenizer=tok, assistant_model=draft)\n', release)
    assert f.code == "HF160" and f.severity.value == "error"
    assert "assistant model's own generate" in f.detail


@pytest.mark.parametrize(
    "body, line",
    [
        ('cfg = GenerationConfig(stop_strings=["a"])\nmodel.generate(**enc, generation_config=cfg)\n', 8),
        ('model.generation_config.stop_strings = "###"\nmodel.generate(**enc, tokenizer=tok, assistant_model=draft)\n', 8),
        ('kw = dict(stop_strings=["a"], tokenizer=tok, assistant_model=draft)\nmodel.generate(**enc, **kw)\n', 8),
    ],
)
def test_where_the_stop_strings_come_from(body, line):
    assert found(body, "5.24.0") == [(line, "HF160", "error")]


@pytest.mark.parametrize(
    "body",
    [
        'model.generate(**enc, stop_strings=["king"], tokenizer=tok)\n',
        'model.generate(**enc, stop_strings=["king"], tokenizer=tok, prompt_lookup_num_tokens=3)\n',
        "model.generate(**enc, stop_strings=None, assistant_model=draft)\n",
        'model.generate(**enc, stop_strings=["king"], tokenizer=tok, assistant_model=draft, num_beams=1, use_cache=False)\n',
        "def gen(m, s):\n    return m.generate(**enc, stop_strings=s)\n",
    ],
)
def test_silent_where_it_runs_or_another_check_comes_first(body):
    assert [c for _, c, _ in found(body)] in ([], ["HF101"])


def test_a_stop_string_from_a_flag_default_is_a_warning():
    body = (
        "import argparse\n"
        "p = argparse.ArgumentParser()\n"
        'p.add_argument("--stop", default="###")\n'
        "args = p.parse_args()\n"
        "model.generate(**enc, stop_strings=[args.stop])\n"
    )
    (f,) = run(body)
    assert f.code == "HF160" and f.severity.value == "warning"


# A text-generation pipeline keeps its tokenizer from generate (runs: 4.57.6, 5.15.0, 5.24.0, with and
# without an assistant, the stop strings at the call or given to pipeline()); the call's own
# `tokenizer=` reaches generate and runs.
PIPE = "from transformers import pipeline\n"


@pytest.mark.parametrize(
    "body",
    [
        'pipe = pipeline("text-generation", model="Qwen/Qwen2.5-0.5B")\npipe("hi", max_new_tokens=4, stop_strings=["king"])\n',
        'pipe = pipeline("text-generation", model="Qwen/Qwen2.5-0.5B", stop_strings=["king"])\npipe("hi")\n',
        'pipe = pipeline("text-generation", model="Qwen/Qwen2.5-0.5B", assistant_model="Qwen/Qwen2-0.5B-Instruct")\n'
        'pipe("hi", stop_strings=["king"])\n',
    ],
)
def test_a_text_generation_pipeline_raises(body):
    assert [c for _, c, _ in found(PIPE + body, "5.24.0")] == ["HF160"]


@pytest.mark.parametrize(
    "body",
    [
        'pipe = pipeline("text-generation", model="Qwen/Qwen2.5-0.5B")\npipe("hi", stop_strings=["king"], tokenizer=tok)\n',
        'pipe = pipeline("text-generation", model="Qwen/Qwen2.5-0.5B")\nkw = get()\npipe("hi", stop_strings=["k"], **kw)\n',
    ],
)
def test_a_pipeline_call_that_passes_the_tokenizer_is_left_alone(body):
    assert "HF160" not in [c for _, c, _ in found(PIPE + body, "5.24.0")]


@pytest.mark.parametrize("release", ["4.57.6", "5.15.0", "5.24.0"])
@pytest.mark.parametrize("value", ['["king"]', '"king"'])
def test_stop_strings_on_the_model_config_reach_a_pipeline(release, value):
    # (runs on the three releases: the pipeline's copy of the config, 4.57-5.19, keeps them)
    body = (
        PIPE + f"model.generation_config.stop_strings = {value}\n"
        'pipe = pipeline("text-generation", model=model, tokenizer=tok)\npipe("hi", max_new_tokens=4)\n'
    )
    assert [c for _, c, _ in found(body, release)] == ["HF160"]
