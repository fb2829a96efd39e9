"""HF187 (SDPA) and HF343 (flex attention): `attn_implementation=` asked of a model class that
does not support it, per model type and release (runs of every stand-in type on all 28 releases:
catalog/HF187.toml, catalog/HF343.toml, modelinfo.ATTN_REFUSED)."""

from __future__ import annotations

import pytest

from hflint.core.engine import Settings, analyze
from hflint.core.findings import Applicability

import analysed

SDPA = "torch.nn.functional.scaled_dot_product_attention yet."
FLEX = "torch's flex_attention."


def codes(source: str, release: str) -> list[tuple[int, str]]:
    return sorted((f.span.line, f.code) for f in analysed.findings(source, "load.py", release))


LOAD = """from transformers import {cls}

model = {cls}.from_pretrained({name!r}, attn_implementation={attn!r})
"""


@pytest.mark.parametrize(
    "cls, name, built",
    [
        ("AutoModelForCausalLM", "xlnet/xlnet-base-cased", "XLNetLMHeadModel"),
        ("AutoModelForCausalLM", "state-spaces/mamba-130m-hf", "MambaForCausalLM"),
        ("AutoModel", "RWKV/rwkv-4-169m-pile", "RwkvModel"),
        ("AutoModelForImageTextToText", "Salesforce/blip-image-captioning-base", "BlipForConditionalGeneration"),
        ("AutoModelForCausalLM", "microsoft/git-base", "GitForCausalLM"),
        ("XLNetLMHeadModel", "xlnet/xlnet-base-cased", "XLNetLMHeadModel"),
    ],
)
def test_sdpa_refused_on_every_release(cls, name, built):
    src = LOAD.format(cls=cls, name=name, attn="sdpa")
    for release in ("4.57.6", "5.15.0", "5.24.0"):
        (f,) = analyze(src, "load.py", Settings(transformers_version=release)).findings
        assert f.code == "HF187"
        assert f.raises is not None and f.raises.message.startswith(
            f"{built} does not support an attention implementation through {SDPA}"
        )


@pytest.mark.parametrize(
    "cls, name, refused, loads",
    [
        ("AutoModelForSeq2SeqLM", "t5-small", "5.14.1", "5.15.0"),
        ("AutoModelForCausalLM", "Salesforce/codegen-350M-mono", "5.23.0", "5.24.0"),
    ],
)
def test_sdpa_gained_later(cls, name, refused, loads):
    src = LOAD.format(cls=cls, name=name, attn="sdpa")
    assert codes(src, "4.57.6") == [(3, "HF187")]
    assert codes(src, refused) == [(3, "HF187")]
    assert codes(src, loads) == []


@pytest.mark.parametrize(
    "cls, name, built",
    [
        ("AutoModelForCausalLM", "openai-community/gpt2", "GPT2LMHeadModel"),
        ("AutoModel", "distilbert/distilgpt2", "GPT2Model"),
        ("AutoModelForCausalLM", "tiiuae/falcon-7b-instruct", "FalconForCausalLM"),
        ("AutoModelForCausalLM", "stabilityai/stablelm-2-zephyr-1_6b", "StableLmForCausalLM"),
        ("AutoModelForImageTextToText", "nlpconnect/vit-gpt2-image-captioning", "VisionEncoderDecoderModel"),
        ("GPT2LMHeadModel", "openai-community/gpt2", "GPT2LMHeadModel"),
    ],
)
def test_flex_refused_on_every_release(cls, name, built):
    src = LOAD.format(cls=cls, name=name, attn="flex_attention")
    for release in ("4.57.6", "5.15.0", "5.24.0"):
        (f,) = analyze(src, "load.py", Settings(transformers_version=release)).findings
        assert f.code == "HF343"
        assert f.raises is not None and f.raises.message.startswith(
            f"{built} does not support an attention implementation through {FLEX}"
        )
        assert 'attn_implementation="eager"' in f.raises.message


def test_flex_gained_later():
    t5 = LOAD.format(cls="T5ForConditionalGeneration", name="t5-small", attn="flex_attention")
    assert codes(t5, "5.14.1") == [(3, "HF343")]
    assert codes(t5, "5.15.0") == []
    codegen = LOAD.format(cls="AutoModelForCausalLM", name="Salesforce/codegen-350M-mono", attn="flex_attention")
    assert codes(codegen, "5.23.0") == [(3, "HF343")]
    assert codes(codegen, "5.24.0") == []
    phimoe = LOAD.format(cls="AutoModelForCausalLM", name="microsoft/Phi-3.5-MoE-instruct", attn="flex_attention")
    assert codes(phimoe, "4.57.6") == [(3, "HF343")]
    assert codes(phimoe, "5.0.0") == []


def test_each_kernel_has_its_own_code():
    """SDPA and flex attention are different checks with different messages: Gemma 2 refuses SDPA
    from 5.21 and supports flex attention; GPT-2 supports SDPA and refuses flex attention."""
    assert codes(LOAD.format(cls="AutoModelForCausalLM", name="google/gemma-2-2b", attn="flex_attention"), "5.24.0") == []
    assert codes(LOAD.format(cls="AutoModelForCausalLM", name="google/gemma-2-2b", attn="sdpa"), "5.24.0") == [(3, "HF187")]
    assert codes(LOAD.format(cls="AutoModelForCausalLM", name="openai-community/gpt2", attn="sdpa"), "5.24.0") == []
    assert codes(LOAD.format(cls="AutoModelForCausalLM", name="openai-community/gpt2", attn="flex_attention"), "5.24.0") == [
        (3, "HF343")
    ]


def test_from_config_with_a_known_config():
    src = """from transformers import AutoConfig, AutoModelForCausalLM

config = AutoConfig.from_pretrained("openai-community/gpt2")
a = AutoModelForCausalLM.from_config(config, attn_implementation="flex_attention")
b = AutoModelForCausalLM.from_config(AutoConfig.from_pretrained("state-spaces/mamba-130m-hf"), attn_implementation="sdpa")
c = AutoModelForCausalLM.from_config(config, attn_implementation="sdpa")
"""
    assert codes(src, "5.23.0") == [(4, "HF343"), (5, "HF187")]


def test_a_flag_default_is_a_warning():
    src = """import argparse
from transformers import AutoModelForCausalLM

parser = argparse.ArgumentParser()
parser.add_argument("--attn", choices=["eager", "sdpa", "flex_attention"], default="flex_attention")
args = parser.parse_args()
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2", attn_implementation=args.attn)
"""
    (f,) = analyze(src, "load.py", Settings(transformers_version="5.23.0")).findings
    assert (f.code, f.severity.value) == ("HF343", "warning")
    assert "--attn keeps its default 'flex_attention'" in f.message


@pytest.mark.parametrize(
    "call",
    [
        'Auto.from_pretrained(G, trust_remote_code=True, attn_implementation="flex_attention")',
        'Auto.from_pretrained(G, config=cfg, attn_implementation="flex_attention")',
        "Auto.from_pretrained(G, attn_implementation=pick())",
        "Auto.from_pretrained(G, **opts)",
        'Auto.from_pretrained(somewhere, attn_implementation="flex_attention")',
        'Auto.from_config(unknown, attn_implementation="flex_attention")',
        'GPT2ForSequenceClassification.from_pretrained(G, attn_implementation="flex_attention")',
        'Auto.from_pretrained("xlnet/xlnet-base-cased", attn_implementation="eager")',
    ],
)
def test_silent_when_not_told(call):
    assert codes(_NOT_TOLD.format(call='Auto.from_pretrained(G, attn_implementation="flex_attention")'), "5.23.0") == [
        (6, "HF343")
    ]
    assert codes(_NOT_TOLD.format(call=call), "5.23.0") == []


_NOT_TOLD = """from transformers import AutoConfig, AutoModelForCausalLM as Auto, GPT2ForSequenceClassification

G = "openai-community/gpt2"
cfg = AutoConfig.from_pretrained(G)
opts = {{"attn_implementation": "flex_attention"}}
model = {call}
"""


def test_the_eager_fix():
    one = LOAD.format(cls="AutoModelForCausalLM", name="openai-community/gpt2", attn="flex_attention")
    (f,) = analyze(one, "load.py", Settings(transformers_version="5.23.0")).findings
    fix = f.fixes[0]
    assert fix.applicability == Applicability.SAFE
    assert [e.new_text for e in fix.edits] == ['"eager"']
    loop = """from transformers import AutoModelForCausalLM

for name in ["HuggingFaceTB/SmolLM2-135M", "openai-community/gpt2"]:
    model = AutoModelForCausalLM.from_pretrained(name, attn_implementation="flex_attention")
"""
    (f,) = analyze(loop, "load.py", Settings(transformers_version="5.23.0")).findings
    assert f.fixes[0].applicability == Applicability.UNSAFE
