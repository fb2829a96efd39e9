"""HF174-HF177: outright checks of GenerationConfig.validate() at construction and at generate.

Runs (trial.py, h96): 4.57.6, 5.13.1, 5.14.0, 5.15.0, 5.16.1, 5.17.0 and 5.24.0 (a model's own
config written as an attribute: 4.57.6, 5.0.0, 5.24.0)."""

from __future__ import annotations

import pytest

from hflint.core.engine import Settings, analyze

HEAD = (
    "from transformers import AutoModelForCausalLM, AutoTokenizer, CompileConfig, GenerationConfig, StoppingCriteriaList\n"
    "tok = AutoTokenizer.from_pretrained('openai-community/gpt2')\n"
    "model = AutoModelForCausalLM.from_pretrained('openai-community/gpt2')\n"
    "inputs = tok('hi', return_tensors='pt')\n"
)


def _codes(body: str, release: str) -> list[tuple[str, int]]:
    source = HEAD + body
    result = analyze(source, "t.py", Settings(transformers_version=release))
    return [(f.code, f.span.line) for f in result.findings]


@pytest.mark.parametrize("release", ["4.57.6", "5.15.0", "5.24.0"])
@pytest.mark.parametrize(
    "body",
    [
        "gc = GenerationConfig(max_new_tokens=8, stopping_criteria=StoppingCriteriaList())\n",
        "gc = GenerationConfig.from_dict({'max_new_tokens': 8, 'streamer': None})\n",
        "gc = GenerationConfig(max_new_tokens=4)\ngc.synced_gpus = False\nmodel.generate(**inputs, generation_config=gc)\n",
        "model.generation_config.stopping_criteria = StoppingCriteriaList()\nmodel.generate(**inputs, max_new_tokens=4)\n",
    ],
)
def test_generate_argument_in_config(body, release):
    assert _codes(body, release) == [("HF174", 4 + body.count("\n"))]


def test_use_model_defaults_only_on_457():
    body = "gc = GenerationConfig(max_new_tokens=8, use_model_defaults=False)\n"
    assert _codes(body, "4.57.6") == [("HF174", 5)]
    assert _codes(body, "5.15.0") == []


@pytest.mark.parametrize("release", ["4.57.6", "5.24.0"])
def test_update_hands_generate_arguments_back(release):
    assert _codes("gc = GenerationConfig(max_new_tokens=8)\ngc.update(logits_processor=[])\n", release) == []


@pytest.mark.parametrize("release", ["4.57.6", "5.15.0", "5.24.0"])
@pytest.mark.parametrize(
    "body",
    [
        "gc = GenerationConfig(max_new_tokens=8, compile_config={'fullgraph': True})\n",
        "gc = GenerationConfig(max_new_tokens=8)\ngc.update(compile_config={'fullgraph': True})\n",
        "model.generate(**inputs, max_new_tokens=4, compile_config={'fullgraph': True})\n",
        "model.generation_config.compile_config = {'fullgraph': True}\nmodel.generate(**inputs, max_new_tokens=4)\n",
    ],
)
def test_compile_config_dict(body, release):
    assert _codes(body, release) == [("HF175", 4 + body.count("\n"))]


def test_compile_config_object_is_clean():
    assert _codes("gc = GenerationConfig(max_new_tokens=8, compile_config=CompileConfig(fullgraph=True))\n", "5.24.0") == []


@pytest.mark.parametrize("weight", ["1.0", "30", "0", "-0.5"])
def test_ensemble_weight_outside_unit_interval(weight):
    body = f"gc = GenerationConfig(max_new_tokens=8, assistant_ensemble_weight={weight})\n"
    assert _codes(body, "5.14.0") == [("HF176", 5)]
    assert _codes(body, "5.24.0") == [("HF176", 5)]
    assert _codes(body, "5.13.1") == []
    assert _codes(body, "4.57.6") == []


def test_ensemble_weight_at_generate_and_inside():
    assert _codes("model.generate(**inputs, max_new_tokens=4, assistant_ensemble_weight=1.5)\n", "5.15.0") == [("HF176", 5)]
    assert _codes("gc = GenerationConfig(max_new_tokens=8, assistant_ensemble_weight=0.3)\n", "5.24.0") == []


@pytest.mark.parametrize(
    "body",
    [
        "gc = GenerationConfig(max_new_tokens=8, suppress_tokens=[7], forced_eos_token_id=7)\n",
        "gc = GenerationConfig.from_dict({'suppress_tokens': [0, 5], 'forced_bos_token_id': 0})\n",
        "model.generate(**inputs, max_new_tokens=4, suppress_tokens=[50256], forced_eos_token_id=50256)\n",
    ],
)
def test_forced_token_suppressed(body):
    assert _codes(body, "5.17.0") == [("HF177", 5)]
    assert _codes(body, "5.24.0") == [("HF177", 5)]
    assert _codes(body, "5.16.1") == []


@pytest.mark.parametrize(
    "body",
    [
        "gc = GenerationConfig(max_new_tokens=8, suppress_tokens=[2], forced_eos_token_id=[2, 3])\n",
        "gc = GenerationConfig(max_new_tokens=8, begin_suppress_tokens=[0], forced_bos_token_id=0)\n",
        "gc = GenerationConfig(max_new_tokens=8, suppress_tokens=[1], forced_eos_token_id=2)\n",
    ],
)
def test_forced_token_near_misses(body):
    assert _codes(body, "5.24.0") == []
