"""HF112 for a cache implementation written as an attribute of a generation config.

A plain attribute write (`model.generation_config.cache_implementation = "Static"`, `setattr`,
or on a `GenerationConfig` later passed as `generation_config=`) does not raise; the next
`generate` validates it. 5.x merges the model's config into the one generate uses (validating it)
before the call's keywords apply, so a good `cache_implementation=` keyword does not save the
call there; 4.57 applies the keywords first. Runs: tests/groundtruth/trial.py on 4.57.6, 5.0.0,
5.14.0, 5.15.0, 5.23.0 and 5.24.0 (a local GPT-2 with "Static" written on its generation config:
raises at generate; under `cache_implementation="static"` raises from 5.0 only; under a passed
config setting "static", clean everywhere), and the fixtures h32_hf112_* run under the corpus
stand-ins (benchmarks/recall.py --try).
"""

from __future__ import annotations

import analysed

HEAD = """
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

tokenizer = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
inputs = tokenizer("Hello", return_tensors="pt")
"""


def _hf112(body: str, release: str = "5.23.0") -> list[tuple[int, str, str]]:
    source = HEAD + body
    found = analysed.findings(source, "nb.py", release)
    return [(f.span.line - HEAD.count("\n"), f.severity.value, f.raises.message) for f in found if f.code == "HF112"]


def test_value_written_on_the_model_config_raises_at_generate():
    found = _hf112('model.generation_config.cache_implementation = "StaticCache"\nmodel.generate(**inputs, max_new_tokens=4)\n')
    assert len(found) == 1
    line, severity, message = found[0]
    assert (line, severity) == (2, "error")
    assert message.startswith("Invalid `cache_implementation` (StaticCache). Choose one of: ('static',")


def test_value_written_on_a_passed_config_and_through_setattr():
    passed = _hf112(
        "gc = GenerationConfig(max_new_tokens=4)\n"
        'gc.cache_implementation = "statc"\n'
        "model.generate(**inputs, generation_config=gc)\n"
    )
    assert [(line, sev) for line, sev, _ in passed] == [(3, "error")]
    assert "(statc)" in passed[0][2]
    by_setattr = _hf112('setattr(model.generation_config, "cache_implementation", "Static")\nmodel.generate(**inputs)\n')
    assert [(line, sev) for line, sev, _ in by_setattr] == [(2, "error")]


def test_a_name_only_some_releases_know():
    body = 'model.generation_config.cache_implementation = "dynamic_full"\nmodel.generate(**inputs, max_new_tokens=4)\n'
    assert _hf112(body, "4.57.6") == []
    assert _hf112(body, "5.14.0") == []
    assert [line for line, _, _ in _hf112(body, "5.15.0")] == [2]
    paged = 'model.generation_config.cache_implementation = "paged"\nmodel.generate(**inputs)\n'
    assert [line for line, _, _ in _hf112(paged, "4.57.6")] == [2]


def test_a_good_keyword_saves_the_call_in_4_57_only():
    body = 'model.generation_config.cache_implementation = "Static"\nmodel.generate(**inputs, cache_implementation="static")\n'
    assert _hf112(body, "4.57.6") == []
    for release in ("5.0.0", "5.15.0", "5.24.0"):
        assert [(line, sev) for line, sev, _ in _hf112(body, release)] == [(2, "error")], release
    # (a passed config that sets the name keeps it through the merge: clean everywhere)
    passed = 'model.generation_config.cache_implementation = "Static"\nmodel.generate(**inputs, generation_config=GenerationConfig(cache_implementation="static"))\n'  # noqa: E501
    for release in ("4.57.6", "5.15.0", "5.24.0"):
        assert _hf112(passed, release) == []


def test_silent_when_corrected_replaced_or_written_on_a_copy():
    corrected = 'model.generation_config.cache_implementation = "Static"\nmodel.generation_config.cache_implementation = "static"\nmodel.generate(**inputs)\n'  # noqa: E501
    assert _hf112(corrected) == []
    replaced = 'model.generation_config.cache_implementation = "Static"\nmodel.generation_config = GenerationConfig(max_new_tokens=4)\nmodel.generate(**inputs)\n'  # noqa: E501
    assert _hf112(replaced) == []
    copied = 'import copy\ngc = copy.deepcopy(model.generation_config)\ngc.cache_implementation = "Static"\n'
    assert _hf112(copied + "model.generate(**inputs)\n") == []


def test_a_value_given_at_construction_is_reported_where_it_raises_only():
    body = 'gc = GenerationConfig(cache_implementation="Static")\nmodel.generate(**inputs, generation_config=gc)\n'
    assert [line for line, _, _ in _hf112(body)] == [1]
