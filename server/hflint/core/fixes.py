"""Applying fixes: text edits (code-point spans) onto source text, safest first, never overlapping."""

from __future__ import annotations

from bisect import bisect_left, bisect_right, insort
from collections.abc import Iterable

from hflint.core.findings import Applicability, Finding, Fix, TextEdit
from hflint.core.source import LineIndex


class OverlapError(ValueError):
    pass


def apply_edits(text: str, edits: Iterable[TextEdit]) -> str:
    index = LineIndex(text)
    spans = sorted(
        ((index.fast_offset(e.span.line, e.span.col), index.fast_offset(e.span.end_line, e.span.end_col), e.new_text)
         for e in edits),
        key=lambda t: (t[0], t[1]),
    )
    for (_, a1, _), (b0, _, _) in zip(spans, spans[1:]):
        if b0 < a1:
            raise OverlapError("edits overlap")
    # (in pieces: a fix-all of a long file makes hundreds of edits, and each copy of the
    # whole text per edit made it quadratic)
    pieces: list[str] = []
    at = 0
    for start, end, new in spans:
        pieces.append(text[at:start])
        pieces.append(new)
        at = end
    pieces.append(text[at:])
    return "".join(pieces)


def safe_fix(finding: Finding) -> Fix | None:
    for fix in finding.fixes:
        if fix.applicability is Applicability.SAFE:
            return fix
    return None


def apply_safe_fixes(text: str, findings: Iterable[Finding]) -> tuple[str, int]:
    """Apply the first safe fix of each finding whose edits do not collide with an earlier one."""
    chosen, applied = safe_fix_edits(text, findings)
    if not chosen:
        return text, 0
    return apply_edits(text, chosen), applied


def safe_fix_edits(text: str, findings: Iterable[Finding]) -> tuple[list[TextEdit], int]:
    """The edits apply_safe_fixes makes (none overlapping), and the number of fixes they are."""
    index = LineIndex(text)
    chosen: list[TextEdit] = []
    # The ranges taken, by start (a fix-all of a long file takes a thousand: each new range is
    # compared with those that start at most `longest` before it, the only ones it can meet).
    taken: list[tuple[int, int]] = []
    longest = 0
    applied = 0
    for finding in findings:
        fix = safe_fix(finding)
        if fix is None:
            continue
        ranges = [(index.fast_offset(e.span.line, e.span.col), index.fast_offset(e.span.end_line, e.span.end_col))
                  for e in fix.edits]
        if any(_meets(taken, s, e, longest) for s, e in ranges):
            continue
        for r in ranges:
            insort(taken, r)
            longest = max(longest, r[1] - r[0])
        chosen.extend(fix.edits)
        applied += 1
    return chosen, applied


def _meets(taken: list[tuple[int, int]], s: int, e: int, longest: int) -> bool:
    """Whether [s, e) overlaps a taken range, or both are empty at one place."""
    # A taken range starting before s - longest ends before s; one starting after e begins after it.
    for i in range(bisect_left(taken, (s - longest, -1)), bisect_right(taken, (e, e + longest + 1))):
        ts, te = taken[i]
        if s < te and ts < e or (s == e == ts == te):
            return True
    return False
