"""HF151: a generation option of another release passed to `generate`.

Runs behind every expectation (tests/groundtruth/trial.py, the corpus's tiny stand-ins, gpt2 and
flan-t5-small): each of `return_legacy_cache=True`, `top_h=0.9`, `max_cache_len=64`,
`assistant_ensemble_weight=0.5`, `use_mtp=True` and `speculation_type=...` raises "The following
`model_kwargs` are not used by the model: ['KEY'] ..." on every one of the 28 releases that lacks
the option; `return_legacy_cache=True` runs on 4.57.6.
"""

from __future__ import annotations

import textwrap

import pytest

import analysed

HEAD = """\
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
enc = tok("hello", return_tensors="pt")
"""

NOT_USED = (
    "The following `model_kwargs` are not used by the model: {} (note: typos in the generate arguments will also show up"
    " in this list)"
)


def findings(body: str, release: str):
    found = analysed.findings(HEAD + textwrap.dedent(body), "gen.py", release)
    return [f for f in found if f.code == "HF151"]


@pytest.mark.parametrize(
    ("keyword", "lacking", "having"),
    [
        ("return_legacy_cache=True", ["5.0.0", "5.15.0", "5.24.0"], ["4.57.6"]),
        ("top_h=0.9", ["4.57.6"], ["5.0.0", "5.24.0"]),
        ("max_cache_len=64", ["4.57.6", "5.12.1"], ["5.13.1", "5.24.0"]),
        ("assistant_ensemble_weight=0.5", ["4.57.6", "5.13.1"], ["5.14.0", "5.24.0"]),
        ("use_mtp=True", ["4.57.6", "5.13.1"], ["5.14.0"]),
        ("speculation_type='draft'", ["4.57.6", "5.14.1"], ["5.15.0"]),
    ],
)
def test_each_option_raises_exactly_where_the_release_lacks_it(keyword, lacking, having):
    key = keyword.split("=")[0]
    body = f"out = model.generate(**enc, max_new_tokens=4, {keyword})\n"
    for release in lacking:
        (f,) = findings(body, release)
        assert f.severity.value == "error"
        assert f.raises is not None and f.raises.type == "ValueError"
        assert f.raises.message == NOT_USED.format([key])
        assert f"`{key}` is not a generation option in {release}" in f.message
        assert any(f"`{key}` passed here" in e.note for e in f.evidence)
    for release in having:
        assert findings(body, release) == []


def test_the_list_names_every_rejected_keyword_in_call_order():
    body = "out = model.generate(**enc, max_new_tokens=4, use_mtp=True, top_h=0.9)\n"
    (f,) = findings(body, "4.57.6")
    assert f.raises.message == NOT_USED.format(["use_mtp", "top_h"])


def test_a_keyword_from_a_known_dict_counts():
    body = """\
    opts = {"max_new_tokens": 4, "return_legacy_cache": True}
    out = model.generate(**enc, **opts)
    """
    (f,) = findings(body, "5.23.0")
    assert f.raises.message == NOT_USED.format(["return_legacy_cache"])


def test_silent_on_none_an_unknown_value_or_a_keyword_it_cannot_place():
    assert findings("out = model.generate(**enc, return_legacy_cache=None)\n", "5.23.0") == []
    assert findings("import os\nout = model.generate(**enc, return_legacy_cache=os.environ.get('X'))\n", "5.23.0") == []
    assert findings("out = model.generate(**enc, return_legacy_cache=True, my_flag=1)\n", "5.23.0") == []
    assert findings("def f(**kw):\n    return model.generate(**enc, return_legacy_cache=True, **kw)\n", "5.23.0") == []


def test_a_version_guard_keeps_the_option_to_the_releases_that_have_it():
    body = """\
    import transformers
    from packaging import version

    extra = {}
    if version.parse(transformers.__version__) < version.parse("5.0"):
        extra["return_legacy_cache"] = True
    out = model.generate(**enc, max_new_tokens=4, **extra)
    """
    for release in ("4.57.6", "5.0.0", "5.24.0"):
        assert findings(body, release) == []


def test_a_generation_config_keeps_unknown_keywords():
    body = """\
    from transformers import GenerationConfig

    out = model.generate(**enc, generation_config=GenerationConfig(return_legacy_cache=True, max_new_tokens=4))
    """
    assert findings(body, "5.23.0") == []


def test_an_option_passed_behind_a_feature_test_is_left_to_the_test():
    body = """\
    import inspect

    extra = {}
    if "return_legacy_cache" in inspect.signature(model.generate).parameters:
        extra["return_legacy_cache"] = True
    out = model.generate(**enc, max_new_tokens=4, **extra)
    """
    for release in ("4.57.6", "5.0.0", "5.24.0"):
        assert findings(body, release) == []
