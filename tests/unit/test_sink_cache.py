"""HF135: `SinkCache(...)` on 4.57, whose constructor raises NotImplementedError (the class moved
to the `transformers-community/sink_cache` custom_generate repository on the hub).

Runs behind every expectation (tests/groundtruth/trial.py, the tiny stand-ins): the catalog's
reproducer raises the NotImplementedError at `cache_utils.py:1490` on 4.57.6 and stops at its
import on every 5.x release of the suite (HF121); a `try` importing from `cache_utils` with an
ImportError fallback raises on 4.57.6 and runs on 5.x; the fixtures under tests/fixtures
(`sink_cache_*`, `fp575`-`fp579`) ran as their marks say on 4.57.6, 5.0.0, 5.23.0 and 5.24.0.
"""

from __future__ import annotations

import textwrap

import pytest

from hflint.catalog import default_catalog
from hflint.core.engine import Settings, analyze
from hflint.core.source import LineIndex
from hflint.lsp.hover import hover_markdown

HEAD = """\
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("TinyLlama/TinyLlama-1.1B-Chat-v1.0")
model = AutoModelForCausalLM.from_pretrained("TinyLlama/TinyLlama-1.1B-Chat-v1.0")
enc = tok("hello", return_tensors="pt")
"""
FIRST = HEAD.count("\n")


def run(body: str, release: str = "4.57.6"):
    source = HEAD + textwrap.dedent(body)
    result = analyze(source, "stream.py", Settings(transformers_version=release))
    assert result.internal_errors == []
    return source, result


def found(body: str, release: str = "4.57.6") -> list[tuple[int, str, str]]:
    return [(f.span.line - FIRST, f.code, f.severity.value) for f in run(body, release)[1].findings]


@pytest.mark.parametrize(
    "body",
    [
        "from transformers import SinkCache\ncache = SinkCache(window_length=256, num_sink_tokens=4)\n",
        "from transformers.cache_utils import SinkCache\ncache = SinkCache(window_length=256, num_sink_tokens=4)\n",
        "import transformers\ncache = transformers.SinkCache(window_length=256, num_sink_tokens=4)\n",
        "import transformers as tf\ncache = tf.SinkCache()\n",
    ],
)
def test_building_a_sink_cache_raises_on_4_57(body):
    _, result = run(body)
    (finding,) = result.findings
    assert (finding.span.line - FIRST, finding.code, finding.severity.value) == (2, "HF135", "error")
    assert finding.raises is not None and finding.raises.type == "NotImplementedError"
    assert (finding.raises.file, finding.raises.line) == ("src/transformers/cache_utils.py", 1490)
    assert "transformers-community/sink_cache" in finding.raises.message
    assert "this call raises NotImplementedError: `SinkCache` has been moved" in finding.message


def test_on_5_x_the_import_raises_first_and_hf135_is_not_reported():
    body = "from transformers import SinkCache\ncache = SinkCache(window_length=256, num_sink_tokens=4)\n"
    assert found(body, "5.0.0") == [(1, "HF121", "error")]
    assert found(body, "5.24.0") == [(1, "HF121", "error")]
    assert found("import transformers\ncache = transformers.SinkCache()\n", "5.23.0") == [(2, "HF133", "error")]


def test_a_sink_cache_built_in_a_helper_the_script_calls():
    assert found("""
        from transformers.cache_utils import SinkCache
        def bounded_cache(window):
            return SinkCache(window_length=window, num_sink_tokens=4)
        out = model.generate(**enc, past_key_values=bounded_cache(128), max_new_tokens=4)
    """) == [(4, "HF135", "error")]


@pytest.mark.parametrize("handler", ["NotImplementedError", "RuntimeError", "Exception"])
def test_a_try_that_catches_the_error_is_silent(handler):
    assert (
        found(f"""
        from transformers import DynamicCache, SinkCache
        try:
            cache = SinkCache(window_length=64, num_sink_tokens=4)
        except {handler}:
            cache = DynamicCache()
    """)
        == []
    )


def test_a_guarded_import_is_silent_on_5_x_and_raises_on_4_57():
    body = """
        try:
            from transformers.cache_utils import SinkCache
        except ImportError:
            SinkCache = None
        cache = SinkCache(window_length=64, num_sink_tokens=4) if SinkCache is not None else None
        out = model.generate(**enc, past_key_values=cache, max_new_tokens=4)
    """
    assert found(body, "4.57.6") == [(6, "HF135", "error")]
    assert found(body, "5.23.0") == []


def test_a_branch_behind_a_flag_that_is_off_is_silent():
    assert not found("""
        import argparse
        import transformers
        parser = argparse.ArgumentParser()
        parser.add_argument("--sink", action="store_true")
        args = parser.parse_args()
        cache = transformers.SinkCache(window_length=64) if args.sink else None
    """)


def test_the_hover_on_the_finding_explains_the_code():
    source, result = run("from transformers import SinkCache\ncache = SinkCache(window_length=64)\n")
    (finding,) = result.findings
    index = LineIndex(source)
    markdown, _ = hover_markdown(
        result, default_catalog(), finding.span.line, finding.span.col + 1, index.line_text(finding.span.line)
    )
    assert "HF135" in markdown and "custom_generate" in markdown


def test_explain_names_both_sides_of_the_5_0_boundary():
    entry = default_catalog().get("HF135")
    assert entry is not None
    assert entry.fact_for("4.57.6").exception == "NotImplementedError"
    later = entry.fact_for("5.10.4")
    assert later.raised and later.reported_as == "HF121" and later.raised_at == "import"


def _upgrade_labels(body: str) -> list[tuple[int, str, list[tuple[str, str]]]]:
    from hflint.upgrade import compare
    from hflint.versions import AssumedRelease

    settings = Settings(transformers_version="4.57.6")
    result = analyze(HEAD + body, "stream.py", settings)
    changes = compare(result, default_catalog(), AssumedRelease("4.57.6", "test"), AssumedRelease("5.0.0", "test"), settings)
    return [(c.span.line - FIRST, c.label, [(ch.code, ch.kind) for ch in c.changes]) for c in changes]


def test_upgrading_to_5_0_names_the_calls_by_what_they_are():
    # (on 5.0 the module-level import raises: nothing after it is reported)
    assert _upgrade_labels("from transformers import SinkCache\ncache = SinkCache(window_length=64)\n") == [
        (1, "import of SinkCache", [("HF121", "appears")]),
        (2, "SinkCache(...)", [("HF135", "disappears")]),
    ]
    assert _upgrade_labels("import transformers\ncache = transformers.SinkCache(window_length=64)\n") == [
        (2, "transformers.SinkCache", [("HF133", "appears")]),
        (2, "SinkCache(...)", [("HF135", "disappears")]),
    ]
