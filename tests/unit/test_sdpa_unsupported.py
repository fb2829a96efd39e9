"""HF187: `attn_implementation="sdpa"` asked of a model class that sets `_supports_sdpa = False`
(Gemma 2 from 5.21); runs: catalog/HF187.toml, benchmarks/recall/scripts/h111_gemma2_*.py."""

from __future__ import annotations

import pytest

from hflint.core.engine import Settings, analyze

import analysed


def codes(source: str, release: str) -> list[tuple[int, str]]:
    hits = analysed.findings(source, "load.py", release)
    return sorted((f.span.line, f.code) for f in hits)


AUTO = """from transformers import AutoModelForCausalLM

model = AutoModelForCausalLM.from_pretrained({name!r}, attn_implementation={attn})
"""


@pytest.mark.parametrize("name", ["google/gemma-2-2b", "google/gemma-2-2b-it", "google/gemma-2-9b-it"])
def test_gemma2_with_sdpa_raises_from_5_21(name):
    src = AUTO.format(name=name, attn='"sdpa"')
    assert codes(src, "5.21.1") == [(3, "HF187")]
    assert codes(src, "5.24.0") == [(3, "HF187")]
    assert codes(src, "5.20.2") == []
    assert codes(src, "4.57.6") == []
    (f,) = analyze(src, "load.py", Settings(transformers_version="5.23.0")).findings
    assert "raises ValueError: Gemma2ForCausalLM does not support an attention implementation" in f.message


def test_the_concrete_class_and_the_bare_model_are_named():
    src = """from transformers import AutoModel, Gemma2ForCausalLM

a = Gemma2ForCausalLM.from_pretrained("google/gemma-2-2b", attn_implementation="sdpa")
b = AutoModel.from_pretrained("google/gemma-2-2b", attn_implementation="sdpa")
"""
    result = analyze(src, "load.py", Settings(transformers_version="5.24.0"))
    assert [(f.span.line, f.code) for f in result.findings] == [(3, "HF187"), (4, "HF187")]
    assert "Gemma2Model does not support" in result.findings[1].message


def test_a_loop_over_checkpoints_reports_the_gemma2_one():
    src = """from transformers import AutoModelForCausalLM

for mid in ["google/gemma-3-270m", "google/gemma-2-2b-it"]:
    model = AutoModelForCausalLM.from_pretrained(mid, attn_implementation="sdpa")
"""
    assert codes(src, "5.23.0") == [(4, "HF187")]


@pytest.mark.parametrize(
    "name, attn",
    [
        ("google/gemma-2-2b", '"eager"'),
        ("google/gemma-2-2b", "None"),
        ("google/gemma-3-270m", '"sdpa"'),
        ("HuggingFaceTB/SmolLM2-135M", '"sdpa"'),
        ("google/gemma-2-2b", '"eager" if True else "sdpa"'),
    ],
)
def test_silent_for_other_models_and_implementations(name, attn):
    assert codes(AUTO.format(name=name, attn=attn), "5.24.0") == []


def test_silent_with_a_config_object_or_remote_code():
    src = """from transformers import AutoConfig, AutoModelForCausalLM

config = AutoConfig.from_pretrained("google/gemma-2-2b")
a = AutoModelForCausalLM.from_pretrained("google/gemma-2-2b", config=config, attn_implementation="sdpa")
b = AutoModelForCausalLM.from_pretrained("google/gemma-2-2b", trust_remote_code=True, attn_implementation="sdpa")
"""
    assert codes(src, "5.24.0") == []
