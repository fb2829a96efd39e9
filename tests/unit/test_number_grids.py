"""Sweeps over numbers made by numpy and torch, counters kept in dicts, a chat templated to text,
and three pipeline / config settings (h107).

Every expectation below follows real runs (tests/groundtruth/trial.py on 4.57.6, 5.13.1, 5.14.0,
5.15.0, 5.23.0 and 5.24.0; the fixtures h107_* and fp1421-fp1432):

- `np.arange(0.0, 1.0, 0.5)`, `np.linspace(0.0, 1.0, 4, endpoint=False)`, `torch.linspace(0.0,
  1.0, 3)` read with `.item()`, `torch.arange(0.0, 1.0, 0.5).tolist()` as sampling temperatures
  raise HF155 at 0.0; `np.arange(0, 8, 4)` as max_new_tokens raises HF148 (raw or through int());
  `np.arange(0.5, 1.5, 0.5)` and `np.linspace(1.0, 0.0, 4, endpoint=False)` run clean.
- `counts["short"] -= 1` twice from 2 leaves 0 new tokens (HF148); once each for two keys runs clean.
- A one-message chat templated with `tokenize=False`, tokenized and generated with `max_length=6`
  raises HF147 (the ten words of the question alone reach it).
- `pipeline("text-generation", ..., generate_kwargs={...})` raises "The following `model_kwargs`
  are not used by the model: ['generate_kwargs']" at every call (HF123).
- `dola_layers="high"` given to pipeline() raises HF178 before 5.20 too (with or without
  do_sample=False).
- 5.x's `GenerationConfig.update(temperature=0.0, defaults_only=True)` sets a temperature the
  config left unset (None from 5.0): HF155 at the next sampling call.
"""

from __future__ import annotations

import textwrap

import pytest

from hflint.core.engine import Settings, analyze

import analysed

HEAD = """\
import numpy as np
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig, pipeline

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-0.5B")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B")
enc = tok("one two three", return_tensors="pt")
"""
RELEASES = ["4.57.6", "5.15.0", "5.23.0", "5.24.0"]


def found(body: str, release: str = "5.23.0") -> list[tuple[int, str, str]]:
    found = analysed.findings(HEAD + textwrap.dedent(body), "grids.py", release)
    return [(f.span.line, f.code, f.severity.value) for f in found]


SAMPLE = "    model.generate(**enc, do_sample=True, temperature={t}, max_new_tokens=4)\n"


@pytest.mark.parametrize(
    ("grid", "read"),
    [
        ("np.arange(0.0, 1.0, 0.5)", "float(t)"),
        ("np.arange(0.0, 1.0, 0.5).tolist()", "t"),
        ("np.linspace(0.0, 1.0, 4, endpoint=False)", "float(t)"),
        ("torch.linspace(0.0, 1.0, 3)", "t.item()"),
        ("torch.linspace(0, 1, 3).tolist()", "t"),
        ("torch.arange(0.0, 1.0, 0.5).tolist()", "t"),
        ("list(np.arange(0.0, 1.0, 0.5))", "t"),
    ],
)
def test_grid_starting_at_zero_raises(grid, read):
    body = f"for t in {grid}:\n" + SAMPLE.format(t=read)
    assert found(body) == [(9, "HF155", "error")]


@pytest.mark.parametrize(
    "grid",
    ["np.arange(0.5, 1.5, 0.5)", "np.linspace(1.0, 0.0, 4, endpoint=False)", "torch.linspace(0.2, 1.0, 3).tolist()"],
)
def test_grid_above_zero_is_clean(grid):
    assert found(f"for t in {grid}:\n" + SAMPLE.format(t="float(t)")) == []


def test_grid_message_names_the_element():
    body = "for t in np.arange(0.0, 1.0, 0.5):\n" + SAMPLE.format(t="float(t)")
    result = analyze(HEAD + body, "grids.py", Settings(transformers_version="5.23.0"))
    (f,) = result.findings
    assert f.detail.startswith("for t = 0.0: temperature is set to 0.0")


@pytest.mark.parametrize("release", RELEASES)
@pytest.mark.parametrize("read", ["int(n)", "n"])
def test_integer_arange_budget(release, read):
    body = f"for n in np.arange(0, 8, 4):\n    model.generate(**enc, max_new_tokens={read})\n"
    assert found(body, release) == [(9, "HF148", "error")]


def test_grid_options_left_unknown():
    # a dtype, a step of 0 or a grid longer than any sweep: not followed
    for grid in ("np.arange(0.0, 1.0, 0.5, dtype=np.float32)", "np.arange(0.0, 1.0, 0)", "np.arange(0, 1000)"):
        assert found(f"for t in {grid}:\n" + SAMPLE.format(t="float(t)")) == []


def test_tolist_of_a_plain_list_is_not_followed():
    body = "for t in [0.0, 0.5].tolist():\n" + SAMPLE.format(t="t")
    assert found(body) == []


def test_dict_counter_in_a_sweep():
    body = """\
    counts = {"short": 2, "long": 8}
    for k in ["short", "short"]:
        counts[k] -= 1
    model.generate(**enc, max_new_tokens=counts["short"])
    """
    assert found(body) == [(11, "HF148", "error")]


def test_dict_counter_stays_positive():
    body = """\
    counts = {"short": 2, "long": 8}
    for k in ["short", "long"]:
        counts[k] -= 1
    model.generate(**enc, max_new_tokens=counts["short"])
    """
    assert found(body) == []


def test_dict_counter_in_a_loop_walked_once_is_unknown():
    body = """\
    import sys
    stats = {"left": 40}
    for line in sys.stdin:
        stats["left"] -= 8
        model.generate(**enc, max_new_tokens=stats["left"])
    """
    assert found(body) == []


CHAT = """\
tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")
messages = [{"role": "user", "content": "one two three four five six seven eight nine ten"}]
text = tok.apply_chat_template(messages, tokenize=False, add_generation_prompt=True)
"""


@pytest.mark.parametrize("release", RELEASES)
def test_chat_text_tokenized_keeps_the_question_bound(release):
    body = CHAT + 'inputs = tok(text, return_tensors="pt")\nmodel.generate(**inputs, max_length=6)\n'
    assert found(body, release) == [(13, "HF147", "error")]


def test_chat_text_with_room_left_is_clean():
    body = CHAT + 'inputs = tok(text, return_tensors="pt")\nmodel.generate(**inputs, max_length=64)\n'
    assert found(body) == []


def test_chat_text_with_a_template_of_its_own_is_unknown():
    body = CHAT.replace("add_generation_prompt=True", 'chat_template="{{ messages[0] }}"')
    body += 'inputs = tok(text, return_tensors="pt")\nmodel.generate(**inputs, max_length=6)\n'
    assert found(body) == []


@pytest.mark.parametrize(("release", "expected"), [("5.15.0", []), ("5.23.0", [(13, "HF147", "warning")])])
def test_chat_text_through_a_pipeline(release, expected):
    body = CHAT + 'pipe = pipeline("text-generation", model=model, tokenizer=tok)\npipe(text, max_length=6)\n'
    assert found(body, release) == expected


@pytest.mark.parametrize("release", RELEASES)
def test_pipeline_generate_kwargs_at_construction(release):
    body = """\
    pipe = pipeline("text-generation", model=model, tokenizer=tok, generate_kwargs={"max_new_tokens": 4})
    pipe("one two three")
    """
    assert found(body, release) == [(9, "HF123", "error")]


def test_pipeline_generate_kwargs_none_is_clean():
    body = """\
    pipe = pipeline("text-generation", model=model, tokenizer=tok, generate_kwargs=None, max_new_tokens=4)
    pipe("one two three")
    """
    assert found(body) == []


@pytest.mark.parametrize("release", RELEASES)
@pytest.mark.parametrize("greedy", ["", ", do_sample=False"])
def test_pipeline_dola_at_construction(release, greedy):
    body = f"""\
    pipe = pipeline("text-generation", model=model, tokenizer=tok, dola_layers="high"{greedy}, max_new_tokens=4)
    pipe("one two three")
    """
    assert found(body, release) == [(9, "HF178", "error")]


@pytest.mark.parametrize("release", ["4.57.6", "5.15.0"])
def test_pipeline_dola_with_beams_or_contrastive_stays_silent(release):
    body = """\
    pipe = pipeline("text-generation", model=model, tokenizer=tok, dola_layers="high", num_beams=2, max_new_tokens=4)
    pipe("one two three")
    pipe2 = pipeline("text-generation", model=model, tokenizer=tok, penalty_alpha=0.6, top_k=4, do_sample=False)
    pipe2("one two three")
    """
    assert found(body, release) == []


@pytest.mark.parametrize("release", RELEASES)
def test_update_defaults_only_sets_an_unset_temperature(release):
    body = """\
    gc = GenerationConfig(do_sample=True)
    gc.update(temperature=0.0, max_new_tokens=4, defaults_only=True)
    model.generate(**enc, generation_config=gc)
    """
    assert found(body, release) == [(10, "HF155", "error")]


@pytest.mark.parametrize("release", ["5.15.0", "5.23.0", "5.24.0"])
def test_update_defaults_only_keeps_a_set_temperature(release):
    body = """\
    gc = GenerationConfig(do_sample=True, temperature=0.7)
    gc.update(temperature=0.0, max_new_tokens=4, defaults_only=True)
    model.generate(**enc, generation_config=gc)
    """
    assert found(body, release) == []
