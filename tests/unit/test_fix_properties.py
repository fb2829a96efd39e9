"""Every fix hflint offers, applied alone to every fixture, project file, notebook and catalog
example, under every release the catalog knows: the code still parses, the finding is gone, no
other finding appears (but the next error the same call raises, which the first one hid), and no
character outside the fix's edits changes.

A fix that changes other calls too is safe only when they all benefit (core/reach.py); an unsafe
one may change a call it names in its title ("also changes the call at line 21"), and a finding
there is what that title warns of.
"""

from __future__ import annotations

import ast
import re
from collections import Counter
from dataclasses import replace
from pathlib import Path

import pytest

from hflint.catalog import default_catalog
from hflint.core.engine import analyze
from hflint.core.findings import Applicability, Finding, Fix
from hflint.core.fixes import apply_edits
from hflint.core.notebook import apply_safe_fixes_to_cells, build, fixable, read_cells
from hflint.core.settings import Settings
from hflint.core.source import LineIndex

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
CATALOG = default_catalog()
RELEASES = CATALOG.releases()
# Every code, HF001 (unused suppressions) too: its fixes are held to the same.
EVERY_CODE = frozenset({"ALL"})


def _texts() -> list[tuple[str, str, str | None, str]]:
    """(id, text, workspace, path) of every fixture, project file and catalog example."""
    out = []
    for path in sorted((FIXTURES / "flagged").glob("*.py")) + sorted((FIXTURES / "clean").glob("*.py")):
        out.append((f"{path.parent.name}/{path.name}", path.read_text(encoding="utf-8"), None, str(path)))
    for path in sorted((FIXTURES / "projects").rglob("*.py")):
        project = FIXTURES / "projects" / path.relative_to(FIXTURES / "projects").parts[0]
        out.append((str(path.relative_to(FIXTURES)), path.read_text(encoding="utf-8"), str(project), str(path)))
    for entry in CATALOG:
        for case in entry.examples:
            out.append((f"{entry.code}:{case.name}:reproducer", case.reproducer, None, "reproducer.py"))
            out.append((f"{entry.code}:{case.name}:fixed", case.fixed, None, "fixed.py"))
    return out


TEXTS = _texts()


def _settings(release: str, workspace: str | None) -> Settings:
    return Settings(transformers_version=release, workspace=workspace, select=EVERY_CODE)


def _shift(fix: Fix, line: int, col: int = 0) -> int:
    """Where line `line` is after the fix's edits (lines added or removed by edits that end at
    or before (line, col))."""
    return line + sum(
        e.new_text.count("\n") - (e.span.end_line - e.span.line)
        for e in fix.edits
        if (e.span.end_line, e.span.end_col) <= (line, col)
    )


def _named_lines(fix: Fix) -> set[int]:
    """The lines of the other calls an unsafe fix's title says it changes."""
    m = re.search(r"also changes the calls? at lines? ([0-9, .]+)", fix.title)
    return {int(n) for n in re.findall(r"\d+", m.group(1))} if m else set()


def _check_outside_edits(text: str, fix: Fix, new: str) -> None:
    """Each edit's span lies inside the text (a column past its line's end would be clamped
    somewhere else), and outside the edited ranges the new text is the old one."""
    index = LineIndex(text)
    ranges = []
    for e in fix.edits:
        for line, col in ((e.span.line, e.span.col), (e.span.end_line, e.span.end_col)):
            assert 1 <= line <= index.line_count and 0 <= col <= len(index.line_text(line)), (fix.title, e)
        ranges.append(
            (index.fast_offset(e.span.line, e.span.col), index.fast_offset(e.span.end_line, e.span.end_col), e.new_text)
        )
    ranges.sort()
    at, pos = 0, 0
    for start, end, new_text in ranges:
        assert new[pos : pos + start - at] == text[at:start]
        pos += start - at + len(new_text)
        assert new[pos - len(new_text) : pos] == new_text
        at = end
    assert new[pos:] == text[at:]


def _check(label: str, before: list[Finding], finding: Finding, fix: Fix, after: list[Finding]) -> list[str]:
    problems = []
    count_before = Counter(f.code for f in before)
    count_after = Counter(f.code for f in after)
    if fix.suppression:
        gone = count_after[finding.code] < count_before[finding.code]
    else:
        own = _shift(fix, finding.span.line, finding.span.col)
        gone = (
            not any(f.code == finding.code and f.span.line == own for f in after)
            and count_after[finding.code] < count_before[finding.code]
        )
    if not gone:
        problems.append(f"{label}: {fix.title!r} leaves {finding.code}")
    own_line = _shift(fix, finding.span.line, finding.span.col)
    allowed = {own_line} | ({_shift(fix, n) for n in _named_lines(fix)} if fix.applicability is not Applicability.SAFE else set())
    was = Counter((f.code, _shift(fix, f.span.line, f.span.col)) for f in before)
    now = Counter((f.code, f.span.line) for f in after)
    for (code, line), _ in (now - was).items():
        if code == finding.code or line in allowed:
            # (a finding on the fixed call is the next error that call raises, which the first hid)
            continue
        message = next(f.message for f in after if (f.code, f.span.line) == (code, line))
        problems.append(f"{label}: {fix.title!r} ({fix.applicability.value}) adds {code} at line {line}: {message[:120]}")
    return problems


def _fixes(finding: Finding) -> list[Fix]:
    return [fx for fx in finding.fixes if fx.edits]


@pytest.mark.parametrize("release", RELEASES)
def test_every_fix_on_every_file(release):
    problems: list[str] = []
    tried = 0
    for label, text, workspace, path in TEXTS:
        settings = _settings(release, workspace)
        before = analyze(text, path, settings).findings
        if not before:
            continue
        tree_before = _parses(text)
        for finding in before:
            for fix in _fixes(finding):
                tried += 1
                new = apply_edits(text, fix.edits)
                _check_outside_edits(text, fix, new)
                if tree_before and not _parses(new):
                    problems.append(f"{label}: {fix.title!r} does not parse:\n{new}")
                    continue
                after = analyze(new, path, settings).findings
                problems += _check(f"{label} [{release}] {finding.code}", before, finding, fix, after)
    assert tried > 100
    assert problems == [], "\n".join(problems)


RECALL = sorted((Path(__file__).resolve().parents[2] / "benchmarks" / "recall" / "scripts").glob("*.py"))


@pytest.mark.parametrize("release", ["5.23.0", RELEASES[-1]])
def test_every_fix_on_the_recall_corpus(release):
    """The same on the recall corpus (benchmarks/recall: realistic scripts labelled by real runs)."""
    problems: list[str] = []
    tried = 0
    for path in RECALL:
        text = path.read_text(encoding="utf-8")
        settings = _settings(release, None)
        before = analyze(text, str(path), settings).findings
        for finding in before:
            for fix in _fixes(finding):
                tried += 1
                new = apply_edits(text, fix.edits)
                _check_outside_edits(text, fix, new)
                if not _parses(new):
                    problems.append(f"{path.name}: {fix.title!r} does not parse")
                    continue
                after = analyze(new, str(path), settings).findings
                problems += _check(f"{path.name} [{release}] {finding.code}", before, finding, fix, after)
    assert tried > 50
    assert problems == [], "\n".join(problems)


NOTEBOOKS = sorted((FIXTURES / "notebooks").glob("*.ipynb"))


@pytest.mark.parametrize("path", NOTEBOOKS, ids=[p.name for p in NOTEBOOKS])
def test_every_fix_in_every_notebook(path):
    """In a notebook a fix is made in its cells (core/notebook.py); the cells are built again
    and the notebook analysed again, as the kernel would run it."""
    problems: list[str] = []
    cells = read_cells(path.read_bytes())
    notebook = build(cells)
    for release in (RELEASES[0], RELEASES[-1]):
        settings = _settings(release, None)
        before = [fixable(notebook, f) for f in analyze(notebook.source, str(path), settings, notebook=notebook).findings]
        for finding in before:
            for fix in _fixes(finding):
                alone = replace(finding, fixes=(replace(fix, applicability=Applicability.SAFE),))
                changed, count = apply_safe_fixes_to_cells(notebook, [alone])
                assert count == 1, fix.title
                texts = {c.index: c.text for c in notebook.cells}
                for k, text in changed.items():
                    texts[notebook.cells[k].index] = text
                again = build([(c.index, texts[c.index], c.cell_id) for c in notebook.cells])
                after = analyze(again.source, str(path), settings, notebook=again).findings
                if not fix.suppression and any(f.code == "HF000" for f in after) > any(f.code == "HF000" for f in before):
                    problems.append(f"{path.name}: {fix.title!r} breaks a cell")
                problems += _check(f"{path.name} [{release}] {finding.code}", before, finding, fix, after)
    assert problems == [], "\n".join(problems)


def _parses(text: str) -> bool:
    try:
        ast.parse(text)
    except SyntaxError:
        return False
    return True


def test_the_checks_catch_a_wrong_fix():
    """The checks above fail on a fix that leaves its finding or adds one elsewhere."""
    from hflint.core.findings import Span, TextEdit

    text = dict((label, t) for label, t, _, _ in TEXTS)["HF101:use-cache-kwarg:reproducer"]
    settings = _settings("5.23.0", None)
    before = analyze(text, "r.py", settings).findings
    finding = next(f for f in before if f.code == "HF101")
    # A "fix" that changes a comment only: the finding stays.
    idle = Fix("Do nothing useful", (TextEdit(Span(1, 0, 1, 0), "# hello\n"),), Applicability.SAFE)
    after = analyze(apply_edits(text, idle.edits), "r.py", settings).findings
    assert any("leaves HF101" in p for p in _check("t", before, finding, idle, after))
    # A fix that makes the next call raise something else.
    kw = next(f for f in finding.fixes if f.applicability is Applicability.SAFE)
    worse = Fix(
        "Fix, and break another call",
        kw.edits
        + (
            TextEdit(
                Span(len(text.splitlines()) + 1, 0, len(text.splitlines()) + 1, 0),
                "model.generate(**inputs, assistant_model=assistant, num_beams=4)\n",
            ),
        ),
        Applicability.SAFE,
    )
    after = analyze(apply_edits(text, worse.edits), "r.py", settings).findings
    assert any("adds HF109" in p for p in _check("t", before, finding, worse, after))
