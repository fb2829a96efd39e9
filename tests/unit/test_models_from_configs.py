"""Models the script builds itself: from a config class (`LlamaConfig(...)`, whose `use_cache`
defaults to True and whose generation config `from_model_config` copies it), and the bare
backbone classes (`LlamaModel`, `Qwen2Model`) named directly, which have no generation config."""

from __future__ import annotations

import textwrap

import pytest

from hflint.core import modelinfo
from hflint.core.engine import Settings, analyze

HEAD = textwrap.dedent("""\
    from transformers import (
        AutoModelForCausalLM, LlamaConfig, LlamaForCausalLM, LlamaModel, Qwen2Config, Qwen2Model, WhisperConfig,
    )
    from transformers.integrations.executorch import TorchExportableModuleWithStaticCache as Static
""")
LINES = HEAD.count("\n")


def codes(body: str, release: str = "5.24.0") -> list[tuple[int, str]]:
    result = analyze(HEAD + textwrap.dedent(body), "script.py", Settings(transformers_version=release))
    assert result.internal_errors == []
    return [(f.span.line - LINES, f.code) for f in result.findings]


def test_bare_class_names():
    assert modelinfo.is_bare_model_class("AutoModel")
    assert modelinfo.is_bare_model_class("LlamaModel")
    assert modelinfo.is_bare_model_class("Gemma3TextModel")
    assert not modelinfo.is_bare_model_class("LlamaForCausalLM")
    assert not modelinfo.is_bare_model_class("GPT2LMHeadModel")
    assert not modelinfo.is_bare_model_class("GPT2DoubleHeadsModel")
    assert modelinfo.bare_class_name("AutoModel", "qwen2") == "Qwen2Model"
    assert modelinfo.bare_class_name("LlamaModel", None) == "LlamaModel"
    assert modelinfo.CONFIG_CLASSES["Gemma3TextConfig"] == "gemma3_text"
    assert "Gemma3Config" not in modelinfo.CONFIG_CLASSES  # (the multimodal config: use_cache is on its text config)


@pytest.mark.parametrize(("release", "code"), [("4.57.6", "HF201"), ("5.24.0", "HF208")])
def test_named_backbone_class(release, code):
    assert codes(
        """
        m = Qwen2Model.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
        Static(m, batch_size=1, max_cache_len=8)
        t = LlamaModel(LlamaConfig(hidden_size=32))
        Static(t, batch_size=1, max_cache_len=8)
        """,
        release,
    ) == [(3, code), (5, code)]


@pytest.mark.parametrize("release", ["4.57.6", "5.24.0"])
def test_model_from_config_takes_use_cache_from_it(release):
    assert codes(
        """
        a = LlamaForCausalLM(LlamaConfig(hidden_size=32))
        Static(a, batch_size=1, max_cache_len=8)
        b = AutoModelForCausalLM.from_config(Qwen2Config(hidden_size=32, use_cache=False))
        b.generation_config.cache_implementation = "static"
        Static(b, batch_size=1, max_cache_len=8)
        c = LlamaForCausalLM(LlamaConfig(hidden_size=32))
        c.generation_config.cache_implementation = "static"
        Static(c, batch_size=1, max_cache_len=8)
        """,
        release,
    ) == [(3, "HF203"), (6, "HF202")]


def test_unknown_config_keywords_leave_use_cache_open():
    assert (
        codes("""
        import json
        extra = json.load(open("cfg.json"))
        a = LlamaForCausalLM(LlamaConfig(hidden_size=32, **extra))
        a.generation_config.cache_implementation = "static"
        Static(a, batch_size=1, max_cache_len=8)
        w = WhisperConfig(d_model=32)
    """)
        == []
    )
