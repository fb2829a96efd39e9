"""HF211: export wrappers on a Mistral/Mixtral config whose head_dim is None (h76). Runs behind
each case (tests/groundtruth/trial.py, all 28 releases): TorchExportableModuleWithStaticCache,
convert_and_export_with_cache and TorchExportableModuleForDecoderOnlyLM on a model built from
`MistralConfig(...)` without head_dim raise a TypeError on 4.57.6 only; from `MixtralConfig(...)`
on 4.57.6 to 5.17.0 (two messages, 5.5 changed the cache); head_dim given, or set on the config
before wrapping, runs clean; the wrappers' own checks come first (a model without the static
generation config raises HF203 on every release)."""

from __future__ import annotations

import pytest

import analysed

HEAD = (
    "from transformers import GenerationConfig, MistralConfig, MistralForCausalLM, MixtralConfig, MixtralForCausalLM\n"
    "from transformers.integrations.executorch import (\n"
    "    TorchExportableModuleForDecoderOnlyLM,\n"
    "    TorchExportableModuleWithStaticCache,\n"
    "    convert_and_export_with_cache,\n"
    ")\n"
    "GC = GenerationConfig(use_cache=True, cache_implementation='static', cache_config={'batch_size': 1, 'max_cache_len': 16})\n"
    "SIZES = dict(vocab_size=64, hidden_size=32, intermediate_size=64, num_hidden_layers=2, num_attention_heads=4)\n"
)
ZEROS = "zeros(): argument 'size' failed to unpack the object at pos 4 with error \"type must be tuple of ints,but got NoneType\""
NO_LEN = "object of type 'NoneType' has no len()"


def _codes(text: str, release: str) -> list[str]:
    found = analysed.findings(text, "script.py", release)
    return [f.code for f in found]


def _hf211(text: str, release: str):
    found = analysed.findings(text, "script.py", release)
    return [f for f in found if f.code == "HF211"]


MISTRAL = "model = MistralForCausalLM(MistralConfig(**SIZES))\nmodel.generation_config = GC\n"
MIXTRAL = "model = MixtralForCausalLM(MixtralConfig(**SIZES, num_local_experts=2))\nmodel.generation_config = GC\n"
CALLS = (
    "TorchExportableModuleWithStaticCache(model)\n",
    "convert_and_export_with_cache(model)\n",
    "TorchExportableModuleForDecoderOnlyLM(model, batch_size=1, max_cache_len=16)\n",
)


@pytest.mark.parametrize("call", CALLS)
def test_mistral_without_head_dim_on_4_57(call):
    text = HEAD + MISTRAL + call
    [f] = _hf211(text, "4.57.6")
    assert f.raises is not None and (f.raises.type, f.raises.message) == ("TypeError", ZEROS)
    assert f.severity.value == "error"
    assert "built without head_dim at line 9, so it holds None" in f.message
    for release in ("5.0.0", "5.15.0", "5.24.0"):
        assert _hf211(text, release) == [], release


@pytest.mark.parametrize("call", CALLS)
def test_mixtral_without_head_dim_until_5_17(call):
    text = HEAD + MIXTRAL + call
    for release, message in (("4.57.6", ZEROS), ("5.4.0", ZEROS), ("5.5.4", NO_LEN), ("5.17.0", NO_LEN)):
        [f] = _hf211(text, release)
        assert f.raises is not None and f.raises.message == message, release
    for release in ("5.18.0", "5.24.0"):
        assert _hf211(text, release) == [], release


def test_explicit_none_is_reported():
    text = HEAD + "cfg = MistralConfig(**SIZES, head_dim=None)\nmodel = MistralForCausalLM(cfg)\nmodel.generation_config = GC\n"
    text += CALLS[0]
    assert len(_hf211(text, "4.57.6")) == 1


@pytest.mark.parametrize(
    "setup",
    (
        "model = MistralForCausalLM(MistralConfig(**SIZES, head_dim=8))\nmodel.generation_config = GC\n",
        MISTRAL + "model.config.head_dim = 8\n",
        "cfg = MixtralConfig(**SIZES, num_local_experts=2)\ncfg.head_dim = 8\n"
        "model = MixtralForCausalLM(cfg)\nmodel.generation_config = GC\n",
        "def build(**extra):\n    return MistralForCausalLM(MistralConfig(**SIZES, **extra))\n"
        "model = build(head_dim=8)\nmodel.generation_config = GC\n",
    ),
)
def test_head_dim_given_is_silent(setup):
    text = HEAD + setup + CALLS[0]
    for release in ("4.57.6", "5.5.4"):
        assert _hf211(text, release) == [], release


def test_earlier_checks_come_first():
    text = HEAD + "model = MistralForCausalLM(MistralConfig(**SIZES))\n" + CALLS[2]
    codes = _codes(text, "4.57.6")
    assert "HF211" not in codes and "HF203" in codes


def test_hub_checkpoint_is_not_reported():
    text = HEAD + "from transformers import AutoModelForCausalLM\n"
    text += "model = AutoModelForCausalLM.from_pretrained('mistralai/Mistral-7B-v0.1')\nmodel.generation_config = GC\n"
    text += CALLS[0]
    assert _hf211(text, "4.57.6") == []


def test_fix_sets_head_dim_before_the_wrapper():
    text = HEAD + MISTRAL + "exportable = TorchExportableModuleWithStaticCache(model)\n"
    [f] = _hf211(text, "4.57.6")
    [fix] = [x for x in f.fixes if x.title.startswith("Set head_dim")]
    assert fix.edits[0].new_text.strip() == "model.config.head_dim = model.config.hidden_size // model.config.num_attention_heads"
