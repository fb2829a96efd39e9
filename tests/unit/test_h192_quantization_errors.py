"""h192: three quantization errors the recall corpus showed (benchmarks/README.md h192).

HF354: a quantized KV cache on a model with sliding-attention layers (5.14 on); HF355:
BitsAndBytesConfig given load_in_4bit and load_in_8bit both true (every release); HF356:
load_in_4bit / load_in_8bit given to a model's from_pretrained (5.x). Facts: catalog/HF354.toml,
HF355.toml, HF356.toml (record.py on the 28 releases)."""

from __future__ import annotations

import textwrap

import pytest

import analysed

_SLIDING = (
    "`QuantizedCache` is only supported for models with only full attention layers. We found the "
    "following invalid layer types: {'sliding_attention'}"
)
_BOTH = "load_in_4bit and load_in_8bit are both True, but only one can be used at the same time"


def found(src: str, release: str) -> list[tuple[int, str, str, str]]:
    return [
        (f.span.line, f.code, f.severity.value, f.raises.message if f.raises else "")
        for f in analysed.findings(textwrap.dedent(src), "script.py", release)
    ]


def _quantized(checkpoint: str, config: str) -> str:
    return f"""\
    from transformers import AutoModelForCausalLM, AutoTokenizer
    tok = AutoTokenizer.from_pretrained("{checkpoint}")
    model = AutoModelForCausalLM.from_pretrained("{checkpoint}")
    enc = tok("hi", return_tensors="pt")
    out = model.generate(**enc, max_new_tokens=3, cache_implementation="quantized"{config})
    """


@pytest.mark.parametrize("release", ["5.14.0", "5.20.2", "5.23.0", "5.24.0"])
@pytest.mark.parametrize("checkpoint", ["google/gemma-2-2b-it", "google/gemma-3-1b-it", "mistralai/Mistral-7B-v0.1"])
@pytest.mark.parametrize("config", ["", ', cache_config={"backend": "hqq"}', ', cache_config={"backend": "quanto"}'])
def test_quantized_cache_on_sliding_layers(release, checkpoint, config):
    assert found(_quantized(checkpoint, config), release) == [(5, "HF354", "error", _SLIDING)]


@pytest.mark.parametrize("release", ["4.57.6", "5.0.0", "5.13.1"])
def test_quantized_cache_before_5_14_is_silent(release):
    assert found(_quantized("google/gemma-2-2b-it", ""), release) == []


@pytest.mark.parametrize("release", ["5.14.0", "5.24.0"])
def test_full_attention_and_unknown_windows_are_silent(release):
    # (Qwen2.5's layers are full attention; Mistral v0.3's checkpoint sets no sliding window)
    for checkpoint in ("Qwen/Qwen2.5-0.5B-Instruct", "mistralai/Mistral-7B-Instruct-v0.3", "my-org/private"):
        assert [f for f in found(_quantized(checkpoint, ""), release) if f[1] == "HF354"] == []


def test_fp8_is_refused_first_by_the_backend_checks():
    src = _quantized("google/gemma-3-1b-it", ', cache_config={"backend": "fp8"}')
    assert [f[1] for f in found(src, "5.20.2")] == ["HF194"]
    assert [f[1] for f in found(src, "5.24.0")] == ["HF354"]
    src = _quantized("google/gemma-3-1b-it", ', cache_config={"backend": "fp8", "nbits": 4}')
    assert [f[1] for f in found(src, "5.24.0")] == ["HF352"]


@pytest.mark.parametrize("release", ["4.57.6", "5.0.0", "5.24.0"])
def test_bnb_config_both_widths(release):
    src = """\
    from transformers import BitsAndBytesConfig
    cfg = BitsAndBytesConfig(load_in_4bit=True, load_in_8bit=True, bnb_4bit_quant_type="nf4")
    ok = BitsAndBytesConfig(load_in_4bit=True, load_in_8bit=False)
    """
    assert found(src, release) == [(2, "HF355", "error", _BOTH)]


def test_from_pretrained_both_flags_by_release():
    src = """\
    from transformers import AutoModelForCausalLM
    model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct", load_in_4bit=True, load_in_8bit=True)
    """
    assert found(src, "4.57.6") == [(2, "HF355", "error", _BOTH)]
    message = "Qwen2ForCausalLM.__init__() got an unexpected keyword argument 'load_in_4bit'"
    assert found(src, "5.0.0") == [(2, "HF356", "error", message)]


@pytest.mark.parametrize("release", ["5.0.0", "5.15.0", "5.24.0"])
@pytest.mark.parametrize("value", ["True", "False"])
@pytest.mark.parametrize(
    ("checkpoint", "flag", "cls"),
    [
        ("Qwen/Qwen2.5-0.5B-Instruct", "load_in_4bit", "Qwen2ForCausalLM"),
        ("HuggingFaceTB/SmolLM2-135M", "load_in_8bit", "LlamaForCausalLM"),
    ],
)
def test_bnb_flag_to_from_pretrained(release, value, checkpoint, flag, cls):
    src = f"""\
    from transformers import AutoModelForCausalLM
    model = AutoModelForCausalLM.from_pretrained("{checkpoint}", {flag}={value})
    """
    message = f"{cls}.__init__() got an unexpected keyword argument '{flag}'"
    assert found(src, release) == [(2, "HF356", "error", message)]


def test_bnb_flag_silent_on_4_57_and_for_unknown_classes():
    src = """\
    from transformers import AutoModelForCausalLM
    a = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct", load_in_4bit=True)
    b = AutoModelForCausalLM.from_pretrained("my-org/private", load_in_4bit=True)
    c = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct", load_in_8bit=True, trust_remote_code=True)
    """
    assert found(src, "4.57.6") == []
    assert [f[0] for f in found(src, "5.24.0") if f[1] == "HF356"] == [2]
