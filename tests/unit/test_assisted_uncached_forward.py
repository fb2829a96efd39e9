"""HF117 on 5.24 (assisted generation, `use_cache=False` and a cache object): whether the call
reaches the crop HF117's AttributeError names depends on the main model's family. Runs on 5.24.0
(tests/groundtruth/trial.py, hub stand-ins, a DynamicCache(), max_new_tokens 1, 2, 3 and 20):
GPT-2 and Qwen2.5 raised the AttributeError every time; SmolLM2 (llama), OPT, phi-2, Falcon,
Gemma 2, Gemma 3 1B and Pythia ran clean at 1 new token and raised a RuntimeError whose tensor
sizes come from the prompt and the draft at 20 ("The size of tensor a (9) must match the size of
tensor b (8) at non-singleton dimension 2"). hflint predicts the first and stays silent on the
second; before 5.24 HF101's check raises first for every family.
"""

from __future__ import annotations

import pytest

from hflint.core.engine import Settings, analyze

import analysed

SOURCE = """from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache
tok = AutoTokenizer.from_pretrained({main!r})
model = AutoModelForCausalLM.from_pretrained({main!r})
draft = AutoModelForCausalLM.from_pretrained({draft!r})
enc = tok("once upon a time", return_tensors="pt")
model.generate(**enc, assistant_model=draft, past_key_values=DynamicCache(), use_cache=False, max_new_tokens=20)
"""
CALL = 6


def found(main: str, draft: str, release: str) -> list[tuple[str, str]]:
    found = analysed.findings(SOURCE.format(main=main, draft=draft), "script.py", release)
    return [(f.code, f.raises.type if f.raises else "") for f in found if f.span.line == CALL]


@pytest.mark.parametrize(
    ("main", "draft"),
    [("openai-community/gpt2", "distilbert/distilgpt2"), ("Qwen/Qwen2.5-1.5B-Instruct", "Qwen/Qwen2.5-0.5B-Instruct")],
)
def test_families_that_reach_the_crop_raise_the_attribute_error(main, draft):
    assert found(main, draft, "5.24.0") == [("HF117", "AttributeError")]


@pytest.mark.parametrize(
    ("main", "draft"),
    [
        ("HuggingFaceTB/SmolLM2-360M-Instruct", "HuggingFaceTB/SmolLM2-135M-Instruct"),
        ("facebook/opt-350m", "facebook/opt-125m"),
        ("microsoft/phi-2", "microsoft/phi-1_5"),
        ("tiiuae/falcon-7b-instruct", "tiiuae/falcon-7b-instruct"),
        ("google/gemma-2-9b-it", "google/gemma-2-2b-it"),
        ("google/gemma-3-1b-it", "google/gemma-3-270m-it"),
        ("EleutherAI/pythia-1.4b", "EleutherAI/pythia-160m"),
    ],
)
def test_families_whose_forward_fails_first_are_not_given_a_message(main, draft):
    assert found(main, draft, "5.24.0") == []
    # (before 5.24 the use_cache check comes first, whatever the family)
    assert found(main, draft, "5.23.0") == [("HF101", "ValueError")]


def test_a_main_model_of_unknown_family_keeps_the_prediction():
    source = SOURCE.format(main="./my-finetune", draft="distilbert/distilgpt2")
    result = analyze(source, "script.py", Settings(transformers_version="5.24.0"))
    assert [f.code for f in result.findings if f.span.line == CALL] == ["HF117"]
