"""HF146 for names some transformers code takes but the model class of a known type does not
(core/typeargs.py), and `use_auth_token=` given to pipeline()."""

from __future__ import annotations

import pytest

from hflint.core import genkeys
from hflint.core.engine import analyze
from hflint.core.settings import Settings

RELEASES = ["4.57.6", "5.15.0", "5.24.0"]
MESSAGE = (
    "The following `model_kwargs` are not used by the model: [{names}] (note: typos in the generate arguments will"
    " also show up in this list)"
)


def _hf146(src: str, release: str) -> list:
    result = analyze(src, "probe.py", Settings(transformers_version=release))
    return [f for f in result.findings if f.code == "HF146"]


def _generate(ckpt: str, auto: str, call: str, head: str = "") -> str:
    return (
        f"from transformers import {auto}, AutoTokenizer\n{head}"
        f'tok = AutoTokenizer.from_pretrained("{ckpt}")\n'
        f'model = {auto}.from_pretrained("{ckpt}")\n'
        'enc = tok("hello there", return_tensors="pt")\n'
        f"out = model.generate(**enc, {call})\n"
    )


def test_the_table_knows_the_classes_of_the_common_types():
    assert genkeys.class_kind("AutoModelForCausalLM", "llama") == "causal"
    assert genkeys.class_kind("AutoModelForSeq2SeqLM", "t5") == "seq2seq"
    assert genkeys.class_kind("LlamaForCausalLM", "llama") == "causal"
    assert genkeys.class_kind("AutoModel", "llama") is None
    assert genkeys.rejected_by_class("prefix", "t5", "seq2seq")
    assert genkeys.rejected_by_class("batch_size", "llama", "causal")
    assert genkeys.rejected_by_class("text", "gpt2", "causal")


@pytest.mark.parametrize("name", ["output_attentions", "attention_mask", "max_new_tokens", "assistant_model", "decoder_foo"])
def test_names_the_classes_or_generate_take_are_never_rejected(name):
    assert not genkeys.rejected_by_class(name, "llama", "causal")
    assert not genkeys.rejected_by_class(name, "t5", "seq2seq")


def test_unknown_types_and_kinds_reject_nothing():
    assert not genkeys.rejected_by_class("prefix", None, "causal")
    assert not genkeys.rejected_by_class("prefix", "t5", None)
    assert not genkeys.rejected_by_class("prefix", "no_such_type", "causal")


@pytest.mark.parametrize("release", RELEASES)
@pytest.mark.parametrize(
    ("ckpt", "auto", "call", "name"),
    [
        ("t5-small", "AutoModelForSeq2SeqLM", 'num_beams=2, prefix="summarize: "', "prefix"),
        ("HuggingFaceTB/SmolLM2-135M-Instruct", "AutoModelForCausalLM", "max_new_tokens=4, batch_size=2", "batch_size"),
        ("openai-community/gpt2", "AutoModelForCausalLM", 'max_new_tokens=4, text="hello there"', "text"),
        ("Qwen/Qwen2.5-0.5B-Instruct", "AutoModelForCausalLM", 'max_new_tokens=4, prompt="hello"', "prompt"),
    ],
)
def test_a_name_the_class_rejects_is_reported_word_for_word(release, ckpt, auto, call, name):
    (finding,) = _hf146(_generate(ckpt, auto, call), release)
    assert finding.raises.type == "ValueError"
    assert finding.raises.message == MESSAGE.format(names=repr(name))


@pytest.mark.parametrize("release", RELEASES)
def test_silent_where_the_model_class_is_not_known(release):
    # (a folder the walk cannot read: any model type)
    assert not _hf146(_generate("./my-model", "AutoModelForCausalLM", "max_new_tokens=4, batch_size=2"), release)
    # (remote code may take any keyword)
    src = _generate("t5-small", "AutoModelForSeq2SeqLM", 'prefix="x"').replace(
        '.from_pretrained("t5-small")\nenc', '.from_pretrained("t5-small", trust_remote_code=True)\nenc'
    )
    assert not _hf146(src, release)
    # (a peft model may take names of its own)
    src = _generate("openai-community/gpt2", "AutoModelForCausalLM", "max_new_tokens=4, batch_size=2", "import peft\n")
    assert not _hf146(src, release)


@pytest.mark.parametrize("release", RELEASES)
def test_a_pipeline_call_keeps_the_table_of_every_name(release):
    # (the summarization pipeline takes `prefix` itself)
    src = (
        "from transformers import pipeline\n"
        'pipe = pipeline("text-generation", model="openai-community/gpt2")\n'
        'print(pipe("hello", max_new_tokens=4, prefix="x"))\n'
    )
    assert not _hf146(src, release)


@pytest.mark.parametrize("release", ["5.0.0", "5.15.0", "5.24.0"])
def test_use_auth_token_given_to_pipeline_reaches_generate(release):
    src = (
        "from transformers import pipeline\n"
        'pipe = pipeline("text-generation", model="openai-community/gpt2", use_auth_token=True)\n'
        'print(pipe("hello", max_new_tokens=4))\n'
    )
    (finding,) = _hf146(src, release)
    assert finding.span.line == 3
    assert finding.raises.message == MESSAGE.format(names="'use_auth_token'")
    assert not _hf146(src.replace("use_auth_token=True", "token=None"), release)
