"""HF156 for a StaticCache sized from the prompt it is given (`max_cache_len=inputs["input_ids"].
shape[1] + k`): the call writes the prompt and `max_new_tokens - 1` positions more, so it overflows
when that is more than `k`, whatever the tokenizer makes of the text. Runs: benchmarks/README.md
h187 (h187_static_cache_too_short raises on 4.57.6, 5.15.0, 5.23.0 and 5.24.0, its twin
h187_static_cache_sized runs clean), tests/fixtures (h187_hf156_*, fp2715-fp2720)."""

from __future__ import annotations

import textwrap

import pytest

import analysed

HEAD = """\
from transformers import AutoModelForCausalLM, AutoTokenizer, StaticCache
tok = AutoTokenizer.from_pretrained("JackFram/llama-68m")
model = AutoModelForCausalLM.from_pretrained("JackFram/llama-68m")
enc = tok("the old man walked to the river and sat down", return_tensors="pt")
"""
RELEASES = ("4.57.6", "5.15.0", "5.23.0", "5.24.0")


def found(body: str, release: str) -> list[tuple[int, str, str]]:
    text = HEAD + textwrap.dedent(body)
    first = HEAD.count("\n")
    return [(f.span.line - first, f.code, f.severity.value) for f in analysed.findings(text, "script.py", release)]


@pytest.mark.parametrize("release", RELEASES)
@pytest.mark.parametrize(
    ("size", "gen", "want"),
    [
        ("prompt_len + 4", "max_new_tokens=16", [(3, "HF156", "warning")]),
        ("prompt_len + 15", "max_new_tokens=16", []),
        ("prompt_len + 16", "max_new_tokens=16", []),
        ("4 + prompt_len", "max_new_tokens=16", [(3, "HF156", "warning")]),
        ("prompt_len + 20 - 8", "max_new_tokens=16", [(3, "HF156", "warning")]),
        ("prompt_len + 4", "min_new_tokens=8, max_new_tokens=8", [(3, "HF156", "error")]),
        ("prompt_len + 7", "min_new_tokens=8, max_new_tokens=8", []),
        ("prompt_len * 2", "max_new_tokens=16", []),
    ],
)
def test_cache_sized_from_the_prompt(release, size, gen, want):
    body = f"""\
    prompt_len = enc["input_ids"].shape[1]
    cache = StaticCache(config=model.config, max_cache_len={size})
    model.generate(**enc, past_key_values=cache, {gen})
    """
    assert found(body, release) == want


@pytest.mark.parametrize("release", RELEASES)
def test_cache_sized_from_another_prompt_is_not_compared(release):
    body = """\
    other = tok("a prompt", return_tensors="pt")
    cache = StaticCache(config=model.config, max_cache_len=other.input_ids.shape[1] + 2)
    model.generate(**enc, past_key_values=cache, max_new_tokens=16)
    """
    assert found(body, release) == []


@pytest.mark.parametrize("release", RELEASES)
def test_cache_filled_before_is_not_read_as_fresh(release):
    body = """\
    cache = StaticCache(config=model.config, max_cache_len=enc.input_ids.shape[-1] + 2)
    model(**enc, past_key_values=cache)
    model.generate(**enc, past_key_values=cache, max_new_tokens=16)
    """
    assert all(code != "HF156" for _, code, _ in found(body, release))


@pytest.mark.parametrize("release", RELEASES)
@pytest.mark.parametrize(
    ("size", "want"),
    [
        ("enc.input_ids.size(1) + 4", [(2, "HF156", "warning")]),
        ('enc["input_ids"].size(-1) + 4', [(2, "HF156", "warning")]),
        ("enc.input_ids.size(1) + 15", []),
        ("enc.input_ids.size(0) + 4", []),
    ],
)
def test_cache_sized_with_size_of_the_ids(release, size, want):
    body = f"""\
    cache = StaticCache(config=model.config, max_cache_len={size})
    model.generate(**enc, past_key_values=cache, max_new_tokens=16)
    """
    assert found(body, release) == want
