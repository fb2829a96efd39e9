"""Rotary scalings HF337 left (h163): the old `"type"` key of a rope_scaling dict, a KeyError from
5.0 to 5.20 (HF339), then read as rope_type; dynamic NTK scaling without "rope_theta" (HF340); the
Llama 3 scaling and the model types Mistral, Phi-3, Gemma and Gemma 2 (HF337). Runs: h163's, the
six model types on all 28 releases, and tests/fixtures (rope_type_key_*, rope_dynamic_*,
rope_llama3_*, rope_old_key_*, fp2315-fp2321)."""

from __future__ import annotations

import textwrap

import analysed

HEAD = """\
import torch
from transformers import AutoConfig, AutoModelForCausalLM
name = {name!r}
"""
TAIL = "model.generate(torch.ones((1, 4), dtype=torch.long), max_new_tokens=2)\n"
ON_CONFIG = """\
config = AutoConfig.from_pretrained(name)
config.rope_scaling = {rope}
model = AutoModelForCausalLM.from_pretrained(name, config=config)
"""
KEYWORD = "model = AutoModelForCausalLM.from_pretrained(name, rope_scaling={rope})\n"


def found(body: str, release: str, name: str = "TinyLlama/TinyLlama-1.1B-Chat-v1.0") -> list[tuple[int, str]]:
    head = HEAD.format(name=name)
    text = head + textwrap.dedent(body) + TAIL
    first = head.count("\n")
    return [(f.span.line - first, f.code) for f in analysed.findings(text, "script.py", release)]


def test_the_old_type_key_is_a_key_error_from_5_0_to_5_20_then_the_missing_base():
    body = ON_CONFIG.format(rope='{"type": "linear", "factor": 2.0}')
    assert found(body, "4.57.6") == []
    for release in ("5.0.0", "5.15.0", "5.20.2"):
        assert found(body, release) == [(3, "HF339")]
    for release in ("5.21.1", "5.24.0"):
        assert found(body, release) == [(3, "HF337")]
    text = HEAD.format(name="mistralai/Mistral-7B-v0.1") + body + TAIL
    [f] = analysed.findings(text, "script.py", "5.15.0")
    assert f.raises is not None and (f.raises.type, f.raises.message) == ("KeyError", "rope_type")
    assert 'names its scaling with the old "type" key' in f.message


def test_the_old_key_with_a_base_raises_until_5_21_only():
    body = KEYWORD.format(rope='{"type": "yarn", "factor": 4.0, "rope_theta": 10000.0}')
    assert found(body, "5.13.1", name="microsoft/Phi-3-mini-4k-instruct") == [(1, "HF339")]
    assert found(body, "5.23.0", name="microsoft/Phi-3-mini-4k-instruct") == []


def test_dynamic_scaling_without_a_base():
    body = ON_CONFIG.format(rope='{"rope_type": "dynamic", "factor": 2.0}')
    assert found(body, "4.57.6", name="google/gemma-2b") == []
    assert found(body, "5.0.0", name="google/gemma-2b") == [(3, "HF340")]
    text = HEAD.format(name="Qwen/Qwen2.5-0.5B") + KEYWORD.format(rope='{"type": "dynamic", "factor": 4.0}') + TAIL
    [f] = analysed.findings(text, "script.py", "5.24.0")
    assert (f.code, f.raises and f.raises.message) == ("HF340", "unsupported operand type(s) for *: 'NoneType' and 'float'")
    assert [g.code for g in analysed.findings(text, "script.py", "5.20.2")] == ["HF339"]


def test_llama3_scaling_and_the_other_model_types():
    rope = (
        '{"rope_type": "llama3", "factor": 8.0, "low_freq_factor": 1.0, "high_freq_factor": 4.0,'
        ' "original_max_position_embeddings": 8192}'
    )
    assert found(ON_CONFIG.format(rope=rope), "5.15.0", name="meta-llama/Llama-3.1-8B-Instruct") == [(3, "HF337")]
    linear = KEYWORD.format(rope='{"rope_type": "linear", "factor": 2.0}')
    for name in ("mistralai/Mistral-7B-v0.1", "microsoft/Phi-3.5-mini-instruct", "google/gemma-2-2b-it"):
        assert found(linear, "5.23.0", name=name) == [(1, "HF337")]


def test_silent_with_the_base_unknown_values_or_other_scalings():
    for rope in (
        '{"rope_type": "dynamic", "factor": 2.0, "rope_theta": 10000.0}',
        '{"type": "longrope", "factor": 2.0}',
        '{"rope_type": "ntk", "factor": 2.0}',
    ):
        for release in ("5.15.0", "5.24.0"):
            assert found(ON_CONFIG.format(rope=rope), release) == []
    added = 'scaling = {"rope_type": "dynamic", "factor": 2.0}\nscaling["rope_theta"] = 10000.0\n'
    body = added + ON_CONFIG.format(rope="scaling")
    assert found(body, "5.15.0") == []
