"""Models the script builds itself: from a config class (`LlamaConfig(...)`, whose `use_cache`
defaults to True and whose generation config `from_model_config` copies it), and the bare
backbone classes (`LlamaModel`, `Qwen2Model`) named directly, which have no generation config."""

from __future__ import annotations

import textwrap

import pytest

from hflint.core import modelinfo

import analysed

HEAD = textwrap.dedent("""\
    from transformers import (
        AutoModelForCausalLM, LlamaConfig, LlamaForCausalLM, LlamaModel, Qwen2Config, Qwen2Model, WhisperConfig,
    )
    from transformers.integrations.executorch import TorchExportableModuleWithStaticCache as Static
""")
LINES = HEAD.count("\n")


def codes(body: str, release: str = "5.24.0") -> list[tuple[int, str]]:
    hits = analysed.findings(HEAD + textwrap.dedent(body), "script.py", release)
    return [(f.span.line - LINES, f.code) for f in hits]


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


AUTOCONFIG_HEAD = textwrap.dedent("""\
    from transformers import AutoConfig, AutoModelForCausalLM, AutoTokenizer
    tok = AutoTokenizer.from_pretrained("gpt2")
    enc = tok("hello", return_tensors="pt")
""")


def autoconfig_findings(body: str, release: str = "5.23.0") -> list[tuple[int, str, str]]:
    text = AUTOCONFIG_HEAD + textwrap.dedent(body)
    hits = analysed.findings(text, "script.py", release)
    first = AUTOCONFIG_HEAD.count("\n")
    return [(f.span.line - first, f.code, f.severity.value) for f in hits]


@pytest.mark.parametrize(
    "body",
    [
        # (the h24 round: what a script reads of `AutoConfig.from_pretrained(name)` of a hub name
        # is what the loaded model's config reads, so these guards are decided and keep the call safe)
        """
        MAIN, DRAFT = "Qwen/Qwen2.5-7B-Instruct", "Qwen/Qwen2.5-0.5B-Instruct"
        model = AutoModelForCausalLM.from_pretrained(MAIN)
        kw = {"max_new_tokens": 4}
        if AutoConfig.from_pretrained(MAIN).vocab_size == AutoConfig.from_pretrained(DRAFT).vocab_size:
            kw["assistant_model"] = AutoModelForCausalLM.from_pretrained(DRAFT)
        model.generate(**enc, **kw)
        """,
        """
        NAME = "state-spaces/mamba-130m-hf"
        model = AutoModelForCausalLM.from_pretrained(NAME)
        kw = {}
        if AutoConfig.from_pretrained(NAME).model_type not in ("mamba", "rwkv"):
            kw["prompt_lookup_num_tokens"] = 3
        model.generate(**enc, max_new_tokens=4, **kw)
        """,
        """
        DRAFTS = {"llama": "meta-llama/Llama-3.2-1B", "gpt2": "distilbert/distilgpt2"}
        NAME = "state-spaces/mamba-130m-hf"
        model = AutoModelForCausalLM.from_pretrained(NAME)
        kw = {}
        if (draft := DRAFTS.get(AutoConfig.from_pretrained(NAME).model_type)) is not None:
            kw["assistant_model"] = AutoModelForCausalLM.from_pretrained(draft)
        model.generate(**enc, max_new_tokens=4, **kw)
        """,
        """
        NAME = "openai-community/gpt2"
        cfg = AutoConfig.from_pretrained(NAME)
        model = AutoModelForCausalLM.from_pretrained(NAME, config=cfg)
        kw = {"do_sample": True, "num_return_sequences": 3} if cfg.vocab_size > 100_000 else {}
        model.generate(**enc, max_new_tokens=4, prompt_lookup_num_tokens=3, **kw)
        """,
        """
        NAME = "meta-llama/Llama-3.2-3B-Instruct"
        model = AutoModelForCausalLM.from_pretrained(NAME)
        if AutoConfig.from_pretrained(NAME).model_type == "llama":
            model.generate(**enc, assistant_model=AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B"))
        else:
            model.generate(**enc, assistant_model=AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2"))
        """,
    ],
)
def test_autoconfig_guards_keep_the_call_safe(body):
    assert autoconfig_findings(body) == []


def test_autoconfig_model_type_decides_a_draft_lookup():
    assert autoconfig_findings("""
        NAME = "state-spaces/mamba-130m-hf"
        model = AutoModelForCausalLM.from_pretrained(NAME)
        kw = {}
        if AutoConfig.from_pretrained(NAME).model_type in ("mamba", "gpt_neox"):
            kw["assistant_model"] = AutoModelForCausalLM.from_pretrained("EleutherAI/pythia-70m")
        model.generate(**enc, max_new_tokens=4, **kw)
    """) == [(7, "HF104", "error")]
