"""HF137, and HF130 through the assistant: from 5.15 the assistant's inner `generate` fills the
unset `cache_implementation` of the main call's config copy from its own generation config, so a
static value builds a StaticCache in the first drafting round, and the second round crops it.

Runs behind every expectation (tests/groundtruth/trial.py, tiny models built in code, 40 new
tokens): on every release from 5.15.0 to 5.23.0 a Llama assistant with "static" or
"sliding_window" (and saved and reloaded, and with "hybrid" on the main call) raised
`'StaticLayer' object has no attribute 'crop'`; Mistral (sliding_window=64), Gemma 2 and Gemma 3
text assistants raised it with `StaticSlidingWindowLayer`; GPT-2, Qwen2 and "hybrid_chunked"
raised it with `StaticLayer` (5.15.0, 5.19.0, 5.23.0); "static" on the main call raised HF102's
error; 5.14.1 and 5.24.0 raised HF111's. A T5 pair and a BART pair raised HF130's message with the
assistant's decoder layers on 5.15.0 to 5.24.0 and HF111's on 5.14.1. With 2 new tokens every run
was clean.
"""

from __future__ import annotations

import pytest

from hflint.core.engine import Settings, analyze

import analysed

LLAMA = """from transformers import AutoTokenizer, GenerationConfig, {cls}, {cfg}
tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = {cls}({cfg}(num_hidden_layers=2{extra_cfg}))
draft = {cls}({cfg}(num_hidden_layers=1{extra_cfg}))
draft.generation_config.cache_implementation = {value!r}
enc = tok("hello", return_tensors="pt")
model.generate(**enc, assistant_model=draft, {call})
"""
CALL = 7


def found(source: str, release: str) -> list[tuple[str, str, str]]:
    found = analysed.findings(source, "script.py", release)
    return [(f.code, f.severity.value, f.raises.message if f.raises else "") for f in found if f.span.line == CALL]


def codes(source: str, release: str) -> list[str]:
    return [c for c, _, _ in found(source, release)]


def llama(
    value: str | None,
    call: str = "max_new_tokens=64",
    cls: str = "LlamaForCausalLM",
    cfg: str = "LlamaConfig",
    extra_cfg: str = "",
) -> str:
    return LLAMA.format(value=value, call=call, cls=cls, cfg=cfg, extra_cfg=extra_cfg)


@pytest.mark.parametrize(
    ("value", "by_release"),
    [
        (
            "static",
            {"4.57.6": "HF111", "5.14.1": "HF111", "5.15.0": "HF137", "5.19.0": "HF137", "5.23.0": "HF137", "5.24.0": "HF111"},
        ),
        ("sliding_window", {"5.14.1": "HF111", "5.15.0": "HF137", "5.23.0": "HF137", "5.24.0": "HF111"}),
        ("hybrid_chunked", {"5.15.0": "HF137", "5.23.0": "HF137"}),
        # "hybrid" is reset to None and runs clean; "offloaded_static" needs CUDA (not run)
        ("hybrid", {"5.15.0": None, "5.23.0": None, "5.24.0": None}),
        ("offloaded_static", {"5.15.0": None, "5.23.0": None}),
        (None, {"5.15.0": None, "5.23.0": None}),
    ],
)
def test_the_assistant_s_own_value_per_release(value, by_release):
    for release, code in by_release.items():
        assert codes(llama(value), release) == ([] if code is None else [code]), release


def test_the_message_names_the_first_layer_class():
    assert found(llama("static"), "5.15.0") == [("HF137", "error", "'StaticLayer' object has no attribute 'crop'")]
    gemma = llama("static", cls="Gemma2ForCausalLM", cfg="Gemma2Config")
    assert found(gemma, "5.23.0")[0][2] == "'StaticSlidingWindowLayer' object has no attribute 'crop'"
    mistral = llama("static", cls="MistralForCausalLM", cfg="MistralConfig", extra_cfg=", sliding_window=64")
    assert found(mistral, "5.19.0")[0][2] == "'StaticSlidingWindowLayer' object has no attribute 'crop'"
    no_window = llama("static", cls="MistralForCausalLM", cfg="MistralConfig", extra_cfg=", sliding_window=None")
    assert found(no_window, "5.19.0")[0][2] == "'StaticLayer' object has no attribute 'crop'"
    # a family hflint does not know, or layer types it cannot read: the placeholder
    unknown = llama("static", cls="Gemma2ForCausalLM", cfg="Gemma2Config", extra_cfg=", layer_types=kinds")
    assert found(unknown, "5.23.0")[0][2] == "'<layer>' object has no attribute 'crop'"


def test_the_main_call_s_value():
    # "hybrid" is reset to None before the copy: the assistant's value fills it (run)
    assert codes(llama("static", 'max_new_tokens=64, cache_implementation="hybrid"'), "5.23.0") == ["HF137"]
    # "static" on the main call is refused first (HF102); "dynamic" is HF113's
    assert codes(llama("static", 'max_new_tokens=64, cache_implementation="static"'), "5.23.0") == ["HF102"]
    assert "HF137" not in codes(llama("static", 'max_new_tokens=64, cache_implementation="dynamic"'), "5.23.0")
    # a value the walk cannot read: silent
    assert codes(llama("static", "max_new_tokens=64, cache_implementation=impl"), "5.23.0") == []


def test_a_short_generation():
    assert found(llama("static", "max_new_tokens=8"), "5.23.0")[0][:2] == ("HF137", "warning")
    assert found(llama("static", "max_new_tokens=n"), "5.15.0")[0][:2] == ("HF137", "warning")
    assert codes(llama("static", "max_new_tokens=21"), "5.15.0") == ["HF137"]
    # one or two new tokens never reach a crop (nor HF111's second round)
    for release in ("4.57.6", "5.13.1", "5.15.0", "5.23.0", "5.24.0"):
        assert codes(llama("static", "max_new_tokens=2"), release) == [], release
        assert codes(llama("static", "max_new_tokens=1"), release) == [], release


def test_what_stops_earlier_or_turns_assisted_decoding_off():
    assert codes(llama("static", "max_new_tokens=64, use_cache=False"), "5.23.0") == ["HF101"]
    assert "HF137" not in codes(llama("static", "max_new_tokens=64, num_beams=2"), "5.23.0")
    assert codes(llama("static", "max_new_tokens=64, past_key_values=cache"), "5.23.0") == []
    lookup = llama("static").replace("assistant_model=draft, ", "prompt_lookup_num_tokens=3, ")
    assert codes(lookup, "5.23.0") == []


def test_the_fix_clears_the_assistant_s_value():
    result = analyze(llama("static"), "script.py", Settings(transformers_version="5.23.0"))
    (finding,) = [f for f in result.findings if f.code == "HF137"]
    titles = [fix.title for fix in finding.fixes]
    assert titles[0] == "Set the assistant's cache_implementation to None where it is set (line 5)"
    assert finding.fixes[0].edits[0].new_text == "None"


T5 = """from transformers import AutoTokenizer, GenerationConfig, T5Config, T5ForConditionalGeneration
tok = AutoTokenizer.from_pretrained("google-t5/t5-small")
model = T5ForConditionalGeneration(T5Config(num_layers=1))
draft = T5ForConditionalGeneration(T5Config(num_layers={layers}))
draft.generation_config = GenerationConfig(cache_implementation={value!r})
enc = tok("summarize: hello", return_tensors="pt")
model.generate(**enc, assistant_model=draft, {call})
"""


@pytest.mark.parametrize(
    ("release", "expected"),
    [
        ("4.57.6", ["HF111"]),
        ("5.14.0", ["HF131"]),
        ("5.14.1", ["HF111"]),
        ("5.15.0", ["HF130"]),
        ("5.19.0", ["HF130"]),
        ("5.23.0", ["HF130"]),
        ("5.24.0", ["HF130"]),
    ],
)
def test_an_encoder_decoder_assistant(release, expected):
    assert codes(T5.format(layers=2, value="static", call="max_new_tokens=30"), release) == expected


def test_the_encoder_decoder_message_counts_the_assistant_s_layers():
    (hit,) = found(T5.format(layers=2, value="sliding_window", call="max_new_tokens=30"), "5.23.0")
    assert hit[2] == (
        "`crop` is only defined for dynamic cache, got StaticCache(layers=[StaticLayer, StaticLayer]) for the self "
        "attention cache and StaticCache(layers=[StaticLayer, StaticLayer]) for the cross attention cache."
    )
    assert codes(T5.format(layers=1, value="static", call="max_new_tokens=2"), "5.23.0") == []
    assert found(T5.format(layers=1, value="static", call="max_new_tokens=10"), "5.24.0")[0][:2] == ("HF130", "warning")
    assert codes(T5.format(layers=1, value="hybrid", call="max_new_tokens=30"), "5.23.0") == []
    main_hybrid = T5.format(layers=1, value="static", call='max_new_tokens=30, cache_implementation="hybrid"')
    assert codes(main_hybrid, "5.24.0") == ["HF130"]


def test_a_saved_draft_reloaded_by_path(tmp_path):
    source = f"""import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, LlamaConfig, LlamaForCausalLM
tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
draft = LlamaForCausalLM(LlamaConfig(num_hidden_layers=1))
draft.generation_config.cache_implementation = "static"
draft.save_pretrained({str(tmp_path / "draft")!r})
reloaded = AutoModelForCausalLM.from_pretrained({str(tmp_path / "draft")!r})
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
enc = tok("hello", return_tensors="pt")
model.generate(**enc, assistant_model=reloaded, max_new_tokens=64)
"""
    result = analyze(source, "script.py", Settings(transformers_version="5.23.0"))
    assert [(f.span.line, f.code) for f in result.findings] == [(10, "HF137")]
