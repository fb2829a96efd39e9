"""A call in an `except` handler runs only when the `try` body fails. Where hflint checked the
body and found nothing there that the handler catches, in the release assumed, the handler is
reached only through failures it does not see: its findings are dropped (engine.py,
_unreached_handlers). Where the body raises a caught error, or raises by itself (`raise`,
`assert`, a function of the file that raises), the handler's findings stay."""

from __future__ import annotations

import textwrap

from hflint.catalog import default_catalog
from hflint.core.engine import Settings, analyze, findings_by_site
from hflint.versions import assume_release

import analysed

HEAD = """\
import logging
from transformers import AutoModelForCausalLM, AutoTokenizer

log = logging.getLogger(__name__)
tokenizer = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
draft = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
inputs = tokenizer("hello", return_tensors="pt")
"""


def found(body: str, release: str) -> list[tuple[str, int]]:
    text = HEAD + textwrap.dedent(body)
    found = analysed.findings(text, "script.py", release)
    return [(f.code, f.span.line - HEAD.count("\n")) for f in found if f.severity.value == "error"]


FALLBACK = """
    try:
        out = model.generate(**inputs, assistant_model=draft, cache_implementation="static")
    except (ValueError, RuntimeError) as exc:
        log.warning("fast path failed: %s", exc)
        out = model.generate(**inputs, assistant_model=draft, use_cache=False)
"""


def test_fallback_is_reported_only_in_the_releases_whose_body_fails():
    # 5.15 to 5.23 refuse the static cache with an assistant (ValueError, caught): the fallback runs.
    assert found(FALLBACK, "5.15.0") == [("HF101", 6)]
    assert found(FALLBACK, "5.23.0") == [("HF101", 6)]
    # 4.57 falls back to a dynamic cache and 5.24 accepts it: the handler is never entered.
    assert found(FALLBACK, "4.57.6") == []
    assert found(FALLBACK, "5.24.0") == []


def test_a_handler_for_another_class_than_the_body_raises_is_not_reached():
    body = """
        try:
            out = model.generate(**inputs, assistant_model=draft, num_return_sequences=2, do_sample=True)
        except RuntimeError:
            out = model.generate(**inputs, assistant_model=draft, use_cache=False)
    """
    # the body's ValueError is not caught: it is reported, and ends the script
    assert found(body, "5.23.0") == [("HF105", 3)]


def test_a_body_that_raises_by_itself_reaches_its_handler():
    body = """
        def check(n):
            if n > 1:
                raise ValueError("too many")

        try:
            check(2)
            out = model.generate(**inputs, max_new_tokens=8)
        except ValueError:
            out = model.generate(**inputs, assistant_model=draft, use_cache=False)
    """
    assert found(body, "4.57.6") == [("HF101", 10)]
    asserted = """
        try:
            assert inputs is None
            out = model.generate(**inputs, max_new_tokens=8)
        except AssertionError:
            out = model.generate(**inputs, assistant_model=draft, use_cache=False)
    """
    assert found(asserted, "5.24.0") == [("HF101", 6)]


def test_a_body_with_no_checked_call_leaves_its_handler_as_it_was():
    body = """
        import json
        try:
            settings = json.loads(open("settings.json").read())
        except (OSError, ValueError):
            out = model.generate(**inputs, assistant_model=draft, use_cache=False)
    """
    assert found(body, "5.23.0") == [("HF101", 6)]


def test_the_release_table_agrees_with_the_analysis():
    text = HEAD + textwrap.dedent(FALLBACK)
    catalog = default_catalog()
    result = analyze(text, "script.py", Settings(transformers_version="5.23.0"), catalog)
    for version, want in (("4.57.6", []), ("5.23.0", ["HF101"]), ("5.24.0", [])):
        by_site = findings_by_site(result, catalog, assume_release(catalog, version), Settings())
        assert [f.code for _, fs in by_site for f in fs if f.severity.value == "error"] == want, version


def test_one_site_in_a_handler_agrees_with_the_table():
    from hflint.core.engine import site_findings

    text = HEAD + textwrap.dedent(FALLBACK)
    catalog = default_catalog()
    result = analyze(text, "script.py", Settings(transformers_version="5.23.0"), catalog)
    handler_site = max(result.sites, key=lambda s: s.node.lineno)
    for version, want in (("4.57.6", []), ("5.15.0", ["HF101"]), ("5.24.0", [])):
        got = site_findings(result, handler_site, catalog, assume_release(catalog, version), Settings())
        assert [f.code for f in got if f.severity.value == "error"] == want, version
