"""A GenerationConfig's `use_cache` that nothing sets, as code reads it: True up to 4.57, None
from transformers 5.0 (core/releaseinfo.py gen_config_field), the same value the export rules
assume when they check the wrapper."""

from __future__ import annotations

import textwrap

from hflint.core.engine import Settings, analyze

HEAD = """\
from transformers import AutoModelForCausalLM, AutoTokenizer
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

tokenizer = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
draft = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
inputs = tokenizer("hello", return_tensors="pt")
"""


def analysed(body: str, release: str):
    result = analyze(HEAD + textwrap.dedent(body), "script.py", Settings(transformers_version=release))
    assert result.internal_errors == []
    return result


def codes(body: str, release: str) -> list[tuple[str, str]]:
    return [(f.code, f.severity.value) for f in analysed(body, release).findings]


def test_guard_that_enables_an_unset_cache_is_taken_from_5_0():
    body = """
        model.generation_config.cache_implementation = "static"
        if not model.generation_config.use_cache:
            model.generation_config.use_cache = True
        TorchExportableModuleWithStaticCache(model, batch_size=1, max_cache_len=64)
    """
    for release in ("4.57.6", "5.15.0", "5.23.0", "5.24.0"):
        assert codes(body, release) == [], release


def test_getattr_with_a_default_reads_the_unset_field_not_the_default():
    body = """
        model.generation_config.cache_implementation = "static"
        if getattr(model.generation_config, "use_cache", True) is not True:
            model.generation_config.use_cache = True
        TorchExportableModuleWithStaticCache(model, batch_size=1, max_cache_len=64)
    """
    assert codes(body, "5.23.0") == []
    body_or = """
        use_cache = getattr(model.generation_config, "use_cache", True) or False
        out = model.generate(**inputs, assistant_model=draft, use_cache=use_cache)
    """
    assert codes(body_or, "5.23.0") == [("HF101", "error")]
    assert codes(body_or, "4.57.6") == []


def test_bool_of_an_unset_cache_disables_it_from_5_0_and_says_why():
    body = """
        use_cache = bool(model.generation_config.use_cache)
        out = model.generate(**inputs, assistant_model=draft, use_cache=use_cache)
    """
    assert codes(body, "4.57.6") == []
    result = analysed(body, "5.15.0")
    assert [(f.code, f.severity.value, f.span.line) for f in result.findings] == [("HF101", "error", 10)]
    notes = [e.note for e in result.findings[0].evidence]
    assert "the generation config leaves use_cache unset: None in transformers 5.15.0" in notes
    assert result.reads_release  # the walk differs by release: each release is walked again


def test_branch_on_an_unset_cache_skips_the_static_setting_from_5_0():
    body = """
        if model.generation_config.use_cache:
            model.generation_config.cache_implementation = "static"
        model.generation_config.use_cache = True
        TorchExportableModuleWithStaticCache(model, batch_size=1, max_cache_len=64)
    """
    assert codes(body, "4.57.6") == []
    assert codes(body, "5.23.0") == [("HF203", "error")]


def test_a_set_or_file_field_is_not_replaced_by_the_release_default():
    body = """
        model.generation_config.use_cache = True
        if not model.generation_config.use_cache:
            model.generation_config.use_cache = False
        out = model.generate(**inputs, assistant_model=draft)
    """
    assert codes(body, "5.23.0") == []
    unknown = """
        import sys
        model.generation_config.use_cache = len(sys.argv) > 5
        out = model.generate(**inputs, assistant_model=draft, use_cache=bool(model.generation_config.use_cache))
    """
    assert [c for c, _ in codes(unknown, "5.23.0")] in ([], ["HF101"])
    assert ("HF101", "error") not in codes(unknown, "5.23.0")
    result = analysed("out = model.generate(**inputs, assistant_model=draft)\n", "5.23.0")
    assert not result.reads_release
