"""A `rope_scaling` dict with no "rope_theta", set on a config or given to from_pretrained: from 5.0
it replaces the config's whole rope_parameters and the rotary base is None (HF337). Runs:
tests/fixtures (rope_linear_scaling_on_5x_config, rope_yarn_kwarg_without_theta, fp2219-fp2221)
and catalog HF337's, on all 28 releases."""

from __future__ import annotations

import textwrap

import analysed

HEAD = """\
import torch
from transformers import AutoConfig, AutoModelForCausalLM
name = {name!r}
"""
TAIL = "model.generate(torch.ones((1, 4), dtype=torch.long), max_new_tokens=2)\n"


def found(body: str, release: str = "5.23.0", name: str = "meta-llama/Llama-3.2-1B-Instruct") -> list[tuple[int, str, str]]:
    head = HEAD.format(name=name)
    text = head + textwrap.dedent(body) + TAIL
    first = head.count("\n")
    return [(f.span.line - first, f.code, f.severity.value) for f in analysed.findings(text, "script.py", release)]


ON_CONFIG = """\
config = AutoConfig.from_pretrained(name)
config.rope_scaling = {rope}
model = AutoModelForCausalLM.from_pretrained(name, config=config)
"""


def test_a_linear_scaling_on_the_config_raises_from_5_0():
    body = ON_CONFIG.format(rope='{"rope_type": "linear", "factor": 2.0}')
    assert found(body, "4.57.6") == []
    for release in ("5.0.0", "5.15.0", "5.24.0"):
        assert found(body, release) == [(3, "HF337", "error")]


def test_a_yarn_scaling_passed_to_from_pretrained_raises():
    body = 'model = AutoModelForCausalLM.from_pretrained(name, rope_scaling={"rope_type": "yarn", "factor": 4.0})\n'
    assert found(body, name="Qwen/Qwen2.5-0.5B-Instruct") == [(1, "HF337", "error")]
    [f] = analysed.findings(HEAD.format(name="Qwen/Qwen2.5-0.5B-Instruct") + body + TAIL, "script.py", "5.23.0")
    assert f.raises is not None and f.raises.type == "TypeError"
    assert f.raises.message == "unsupported operand type(s) for ** or pow(): 'NoneType' and 'Tensor'"
    assert 'a yarn rope_scaling passed to from_pretrained as `rope_scaling=` has no "rope_theta"' in f.message


def test_silent_with_the_base_the_new_spelling_or_forms_not_run():
    with_base = ON_CONFIG.format(rope='{"rope_type": "linear", "factor": 2.0, "rope_theta": 500000.0}')
    assert found(with_base) == []
    new_spelling = ON_CONFIG.replace("rope_scaling", "rope_parameters").format(
        rope='{"rope_type": "linear", "factor": 2.0, "rope_theta": 500000.0}'
    )
    assert found(new_spelling) == []
    both_keys = ON_CONFIG.format(rope='{"type": "linear", "rope_type": "linear", "factor": 2.0}')
    assert found(both_keys) == []  # (not run)
    gemma3 = ON_CONFIG.format(rope='{"rope_type": "linear", "factor": 2.0}')
    assert found(gemma3, name="google/gemma-3-270m") == []  # (a KeyError of its layer types first)
    unknown = "import json\nconfig = AutoConfig.from_pretrained(name)\nconfig.rope_scaling = json.load(open('rope.json'))\n"
    assert found(unknown + "model = AutoModelForCausalLM.from_pretrained(name, config=config)\n") == []
