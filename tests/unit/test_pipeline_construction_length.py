"""max_length given to a text-generation pipeline() (h76). Runs behind each case
(tests/groundtruth/trial.py, all 28 releases, a prompt of 18 words and 18 tokens):
`pipeline(..., max_length=3)` raises "Input length of input_ids is 18, but `max_length` is set
to 3" at every call on every release (4.57-5.19: the pipeline's copy drops its 256 new tokens
for a max_length that is not the default; 5.20+: passed to generate as a keyword); the call's
own `max_new_tokens=4` runs clean; `max_length=64` runs clean; a call's own `max_length=3`
meets the copy's 256 new tokens up to 5.19 (clean) and raises from 5.20;
`generation_config=GenerationConfig(max_length=3)` is HF127 before 5.16 and raises HF147 after.
The construction keywords use_cache=False / cache_implementation="static" with an assistant or
prompt lookup reach generate as HF101 / HF102 already say (the same runs)."""

from __future__ import annotations

import pytest

import analysed

HEAD = "from transformers import GenerationConfig, pipeline\n"
MODEL = '"HuggingFaceTB/SmolLM2-360M-Instruct"'
PROMPT = '"Tell me a short story about a cat who lives in a big old house near the sea"'
ALL = ("4.57.6", "5.0.0", "5.15.0", "5.16.1", "5.19.0", "5.20.2", "5.23.0", "5.24.0")


def _codes(text: str, release: str) -> list[tuple[str, str]]:
    found = analysed.findings(text, "script.py", release)
    return [(f.code, f.severity.value if hasattr(f.severity, "value") else str(f.severity)) for f in found]


def _hf147(text: str, release: str):
    found = analysed.findings(text, "script.py", release)
    return [f for f in found if f.code == "HF147"]


@pytest.mark.parametrize("release", ALL)
def test_max_length_at_construction_reaches_every_call(release):
    text = HEAD + f"pipe = pipeline('text-generation', model={MODEL}, max_length=3)\nprint(pipe({PROMPT}))\n"
    [f] = _hf147(text, release)
    assert f.span.line == 3
    assert f.raises is not None and "but `max_length` is set to 3" in f.raises.message
    assert "at least 18 (a token a word) tokens long" in f.message


def test_max_length_at_construction_is_an_error_where_no_checkpoint_file_can_restore_the_budget():
    text = HEAD + f"pipe = pipeline('text-generation', model={MODEL}, max_length=3)\nprint(pipe({PROMPT}))\n"
    for release in ("4.57.6", "5.0.0", "5.15.0"):
        [f] = _hf147(text, release)
        assert f.severity.value == "error", release
    for release in ("5.16.1", "5.24.0"):
        [f] = _hf147(text, release)
        assert f.severity.value == "warning", release  # (a checkpoint's max_new_tokens would win from 5.16)


@pytest.mark.parametrize("release", ALL)
def test_the_calls_own_budget_wins(release):
    text = HEAD + f"pipe = pipeline('text-generation', model={MODEL}, max_length=3)\nprint(pipe({PROMPT}, max_new_tokens=4))\n"
    assert _hf147(text, release) == []


@pytest.mark.parametrize("release", ALL)
def test_a_long_enough_max_length_is_silent(release):
    text = HEAD + f"pipe = pipeline('text-generation', model={MODEL}, max_length=64)\nprint(pipe({PROMPT}))\n"
    assert _hf147(text, release) == []


@pytest.mark.parametrize("release", ALL)
def test_a_chat_prompt_is_not_counted(release):
    text = (
        HEAD
        + f"pipe = pipeline('text-generation', model={MODEL}, max_length=3)\n"
        + "print(pipe([{'role': 'user', 'content': 'Tell me a story about a cat'}]))\n"
    )
    assert _hf147(text, release) == []


def test_a_calls_own_max_length_meets_the_pipeline_budget_before_5_20():
    text = HEAD + f"pipe = pipeline('text-generation', model={MODEL})\nprint(pipe({PROMPT}, max_length=3))\n"
    for release in ("4.57.6", "5.15.0", "5.19.0"):
        assert _hf147(text, release) == [], release
    for release in ("5.20.2", "5.24.0"):
        assert len(_hf147(text, release)) == 1, release


def test_generation_config_with_max_length_from_5_16():
    text = (
        HEAD
        + f"pipe = pipeline('text-generation', model={MODEL}, generation_config=GenerationConfig(max_length=3))\n"
        + f"print(pipe({PROMPT}))\n"
    )
    for release in ("4.57.6", "5.15.0"):
        assert [c for c, _ in _codes(text, release)] == ["HF127"], release
    for release in ("5.16.1", "5.20.2", "5.24.0"):
        assert len(_hf147(text, release)) == 1, release


def test_generation_config_with_a_budget_is_silent():
    text = (
        HEAD
        + f"pipe = pipeline('text-generation', model={MODEL},"
        + " generation_config=GenerationConfig(max_length=3, max_new_tokens=4))\n"
        + f"print(pipe({PROMPT}))\n"
    )
    for release in ("5.16.1", "5.24.0"):
        assert _hf147(text, release) == [], release


@pytest.mark.parametrize("release", ("4.57.6", "5.15.0", "5.24.0"))
def test_truncating_call_is_silent(release):
    text = HEAD + f"pipe = pipeline('text-generation', model={MODEL}, max_length=3)\nprint(pipe({PROMPT}, truncation=True))\n"
    assert _hf147(text, release) == []
