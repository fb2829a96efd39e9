"""The whole chain at once: what a call raises next once its first error is fixed, and one fix for all.

transformers stops at the first failed check, so a user fixes one error, runs again and meets the
next. For an error that has a fix, this applies the fix to the text, analyses the fixed text and
looks at the same call again, until the call is clean, its next error has no fix, or a few steps
were taken. The errors met on the way become the first finding's notes and related information
("after this fix, the call would also raise HF204 ..."), and the text all their fixes make, compared
with the original, becomes one fix: "make the call ready". The ground truth applies both to real
scripts and runs them (tests/groundtruth/test_chains.py).
"""

from __future__ import annotations

import difflib
from collections.abc import Callable
from dataclasses import replace

from hflint.core.findings import Applicability, Evidence, Finding, Fix, Severity, Span, TextEdit
from hflint.core.fixes import OverlapError, apply_edits
from hflint.core.source import LineIndex

MAX_STEPS = 4
# Findings of one file whose chain is followed (each step is an analysis of the fixed text).
MAX_CHAINS = 3

Analyse = Callable[[str], list[Finding]]


def primary_fix(finding: Finding) -> Fix | None:
    """The fix a user would take first: the first one that changes code (not an ignore comment)."""
    for fix in finding.fixes:
        if fix.applicability is not Applicability.DISPLAY_ONLY and not fix.title.startswith("Ignore"):
            return fix
    return None


def follow(text: str, findings: list[Finding], analyse: Analyse) -> list[Finding]:
    """The findings, each error with a fix given its chain (notes, related information, one fix)."""
    out: list[Finding] = []
    followed = 0
    for finding in findings:
        if finding.severity is Severity.ERROR and followed < MAX_CHAINS and primary_fix(finding) is not None:
            followed += 1
            finding = _with_chain(text, finding, analyse)
        out.append(finding)
    return out


def _with_chain(text: str, first: Finding, analyse: Analyse) -> Finding:
    current = text
    offset = LineIndex(text).fast_offset(first.span.line, first.span.col)
    step = first
    met: list[Finding] = []
    ready = False
    for _ in range(MAX_STEPS):
        fix = primary_fix(step)
        if fix is None:
            break
        try:
            fixed = apply_edits(current, fix.edits)
        except (OverlapError, ValueError, IndexError):
            break
        offset = _moved(current, fix.edits, offset)
        current = fixed
        nxt = _at(analyse(current), LineIndex(current), offset)
        if nxt is None:
            ready = True  # the call is ready
            break
        met.append(nxt)
        step = nxt
    if not met:
        return first
    notes = list(first.notes)
    evidence = list(first.evidence)
    for nxt in met:
        assert nxt.raises is not None
        what = f"after this fix, the call would also raise {nxt.code} ({nxt.raises.type}: {nxt.raises.message})"
        notes.append(what)
        evidence.append(Evidence(first.span, what))
    fixes = list(first.fixes)
    if ready:
        edits = _diff_edits(text, current)
        safe = all((f := primary_fix(x)) is not None and f.applicability is Applicability.SAFE for x in [first, *met])
        codes = ", ".join([first.code, *(m.code for m in met)])
        fixes.insert(0, Fix(f"Make the call ready (fixes {codes})", tuple(edits),
                            Applicability.SAFE if safe else Applicability.UNSAFE))
    return replace(first, notes=tuple(notes), evidence=tuple(evidence), fixes=tuple(fixes))


def _at(findings: list[Finding], index: LineIndex, offset: int) -> Finding | None:
    """The first predicted error of the call that starts at `offset`."""
    for f in findings:
        if f.raises is None or f.severity is not Severity.ERROR:
            continue
        if index.fast_offset(f.span.line, f.span.col) == offset:
            return f
    return None


def _moved(text: str, edits: tuple[TextEdit, ...], offset: int) -> int:
    """Where `offset` is once the edits are applied (edits before it shift it)."""
    index = LineIndex(text)
    shift = 0
    for e in edits:
        start = index.fast_offset(e.span.line, e.span.col)
        end = index.fast_offset(e.span.end_line, e.span.end_col)
        if end <= offset and not (start == end == offset and not e.new_text.endswith("\n")):
            shift += len(e.new_text) - (end - start)
    return offset + shift


def _diff_edits(old: str, new: str) -> list[TextEdit]:
    """Whole-line edits that turn `old` into `new`."""
    a = old.splitlines(keepends=True)
    b = new.splitlines(keepends=True)
    starts = [0]
    for line in a:
        starts.append(starts[-1] + len(line))
    edits: list[TextEdit] = []
    for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(a=a, b=b, autojunk=False).get_opcodes():
        if tag != "equal":
            edits.append(TextEdit(_span(old, starts[i1], starts[i2]), "".join(b[j1:j2])))
    return edits


def _span(text: str, start: int, end: int) -> Span:
    (l0, c0), (l1, c1) = _position(text, start), _position(text, end)
    return Span(l0, c0, l1, c1)


def _position(text: str, offset: int) -> tuple[int, int]:
    line = text.count("\n", 0, offset) + 1
    return line, offset - (text.rfind("\n", 0, offset) + 1)
