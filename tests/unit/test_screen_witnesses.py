"""The prefilter of a document's next version, from the statements that made the last one pass.

A long document's analysis keeps two of its top-level statements (a call a rule looks at, an
import of transformers: ParsedSource.witnesses). The next version, when an edit left both
standing, passes the prefilter without it reading the whole text again. These tests hold that
to the full prefilter, and the findings to a fresh analysis's, over random edits.
"""

from __future__ import annotations

import sys
from pathlib import Path

from hypothesis import example, given, settings
from hypothesis import strategies as st

from hflint.catalog import default_catalog
from hflint.core import engine
from hflint.core.engine import Settings, analyze
from hflint.core.prefilter import Verdict, classify
from hflint.core.source import parse_source

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))

import _gen  # noqa: E402

SETTINGS = Settings(transformers_version="5.23.0")
CATALOG = default_catalog()
TEXT = _gen.script(600)  # (past engine.WITNESS_CHARS)
LINES = TEXT.split("\n")

# Edits a person makes while typing: each replaces one line.
EDITS = [
    lambda line: line.replace("use_cache=False", "use_cache=True"),
    lambda line: "# " + line if line.strip() else line,
    lambda line: line.replace("generate(", "generat("),
    lambda line: line.replace("import", "imprt"),
    lambda line: line + ' "',
    lambda line: line + " '''",
    lambda line: line.replace("transformers", "transformer"),
    lambda line: line[: len(line) // 2],
    lambda line: "",
    lambda line: line.replace("(", "((", 1),
    lambda line: line.replace("=", "==", 1),
]


def analysed_first(text: str):
    return analyze(text, "doc.py", SETTINGS, CATALOG, journal=True)


def test_a_long_document_keeps_witnesses_and_the_next_version_uses_them(monkeypatch):
    assert len(TEXT) >= engine.WITNESS_CHARS
    first = analysed_first(TEXT)
    witnesses = first.parsed.witnesses
    assert witnesses is not None
    call, imported = witnesses
    assert "import" in LINES[imported.lineno - 1] and "transformers" in LINES[imported.lineno - 1]
    calls = []
    monkeypatch.setattr(engine, "screen", lambda *a: calls.append(a) or classify(*a))
    middle = TEXT.index("max_new_tokens=", len(TEXT) // 2)
    new = TEXT[:middle] + "max_new_tokens=99" + TEXT[middle + len("max_new_tokens=") + 2 :]
    after = analyze(new, "doc.py", SETTINGS, CATALOG, None, None, first.parsed, journal=True, resume=first.journal)
    assert calls == []  # (the whole text was not screened)
    assert after.parsed.witnesses == witnesses
    assert [f.message for f in after.findings] == [f.message for f in analyze(new, "doc.py", SETTINGS, CATALOG).findings]


def test_an_edit_of_a_witness_screens_the_whole_text_again():
    first = analysed_first(TEXT)
    _, imported = first.parsed.witnesses
    lines = list(LINES)
    lines[imported.lineno - 1] = "# " + lines[imported.lineno - 1]
    new = "\n".join(lines)
    after = analyze(new, "doc.py", SETTINGS, CATALOG, None, None, first.parsed, journal=True, resume=first.journal)
    fresh = analyze(new, "doc.py", SETTINGS, CATALOG)
    assert [f.message for f in after.findings] == [f.message for f in fresh.findings]
    assert after.analysed == fresh.analysed


@settings(max_examples=25, deadline=None)
@example(edits=[(0, 5), (12, 5), (0, 0)])  # (the middle version opens a string over the imports: skipped, no parse)
@given(st.lists(st.tuples(st.integers(0, len(LINES) - 1), st.integers(0, len(EDITS) - 1)), min_size=1, max_size=4))
def test_witnessed_versions_pass_the_full_prefilter_and_report_what_a_fresh_analysis_does(edits):
    before = analysed_first(TEXT)
    lines = list(LINES)
    for line, edit in edits:
        lines[line] = EDITS[edit](lines[line])
        new = "\n".join(lines)
        parsed = parse_source(new, before.parsed)
        # (a version the prefilter skips or cannot parse keeps no parse, so no witnesses either)
        witnesses = before.parsed.witnesses if before.parsed is not None else None
        if witnesses is not None and engine._still_witnessed(new, parsed, witnesses):
            assert classify(new, False)[0] is Verdict.ANALYSE
        after = analyze(new, "doc.py", SETTINGS, CATALOG, None, None, before.parsed, journal=True, resume=before.journal)
        fresh = analyze(new, "doc.py", SETTINGS, CATALOG)
        assert [(f.code, f.span, f.message) for f in after.findings] == [(f.code, f.span, f.message) for f in fresh.findings]
        assert after.analysed == fresh.analysed
        before = after
