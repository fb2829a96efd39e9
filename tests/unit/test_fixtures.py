"""Fixture files mark the findings they expect on the line they belong to; clean files expect none."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from hflint.core.engine import Settings, analyze
from hflint.core.notebook import load_ipynb

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures"
FLAGGED = sorted((FIXTURES / "flagged").glob("*.py"))
CLEAN = sorted((FIXTURES / "clean").glob("*.py")) + sorted((FIXTURES / "clean").glob("*.ipynb"))
# The release flagged fixtures assume unless a file says `# fixture-release: X`.
DEFAULT_RELEASE = "5.23.0"
CLEAN_RELEASES = ["4.57.6", "5.13.1", "5.14.0", "5.15.0", "5.23.0", "5.24.0"]
_EXPECT_RE = re.compile(r"#\s*expect:\s*(?P<items>HF\d{3}(?:\s+warning)?(?:\s*,\s*HF\d{3}(?:\s+warning)?)*)")
_RELEASE_RE = re.compile(r"#\s*fixture-release:\s*(\S+)")


def expected(text: str) -> set[tuple[int, str, str]]:
    out = set()
    for lineno, line in enumerate(text.splitlines(), 1):
        m = _EXPECT_RE.search(line)
        if not m:
            continue
        for item in m.group("items").split(","):
            parts = item.split()
            out.add((lineno, parts[0], "warning" if len(parts) > 1 else "error"))
    return out


def _source(path: Path) -> str:
    if path.suffix == ".ipynb":
        return load_ipynb(path.read_bytes()).source
    return path.read_text(encoding="utf-8")


@pytest.mark.parametrize("path", FLAGGED, ids=[p.name for p in FLAGGED])
def test_flagged_fixture(path):
    text = path.read_text(encoding="utf-8")
    m = _RELEASE_RE.search(text)
    release = m.group(1) if m else DEFAULT_RELEASE
    result = analyze(text, str(path), Settings(transformers_version=release))
    assert result.internal_errors == []
    got = {(f.span.line, f.code, f.severity.value) for f in result.findings}
    want = expected(text)
    assert want, "a flagged fixture must expect at least one finding"
    missing = sorted(want - got)
    extra = sorted(got - want)
    assert not missing and not extra, f"missing: {missing}\nunexpected: {extra}"


def test_there_are_enough_clean_fixtures():
    assert len(CLEAN) >= 30


@pytest.mark.parametrize("path", CLEAN, ids=[p.name for p in CLEAN])
def test_clean_fixture_has_no_finding(path):
    text = _source(path)
    for release in CLEAN_RELEASES:
        result = analyze(text, str(path), Settings(transformers_version=release))
        assert result.internal_errors == []
        assert [(f.span.line, f.code, f.message) for f in result.findings] == [], release
