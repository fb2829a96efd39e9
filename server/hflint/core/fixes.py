"""Applying fixes: text edits (code-point spans) onto source text, safest first, never overlapping."""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right, insort
from collections.abc import Iterable, Sequence

from hflint.core.findings import Applicability, Finding, Fix, TextEdit
from hflint.core.source import LineIndex


class OverlapError(ValueError):
    pass


def apply_edits(text: str, edits: Iterable[TextEdit]) -> str:
    index = LineIndex(text)
    spans = sorted(
        (
            (index.fast_offset(e.span.line, e.span.col), index.fast_offset(e.span.end_line, e.span.end_col), e.new_text)
            for e in edits
        ),
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


def chosen_fix(finding: Finding, unsafe: bool = False) -> Fix | None:
    """The fix `--fix` makes for a finding: its first safe one; with `unsafe` (--unsafe-fixes),
    else its first unsafe one that changes code (an ignore comment silences, it fixes nothing)."""
    fix = safe_fix(finding)
    if fix is not None or not unsafe:
        return fix
    for fix in finding.fixes:
        if fix.applicability is Applicability.UNSAFE and not fix.suppression and fix.edits:
            return fix
    return None


def plan_fixes(
    text: str, findings: Sequence[Finding], unsafe: bool = False, index: LineIndex | None = None
) -> tuple[list[TextEdit], list[int]]:
    """The edits of one round of `--fix`, and the positions of the findings they fix: the
    chosen fix of each finding whose edits do not collide with an earlier one's (a fix whose
    edits are all already chosen, the same edit offered by two findings, fixes both).
    `index`: the text's LineIndex, when the caller has it."""
    if index is None or index.text is not text:
        index = LineIndex(text)
    chosen: list[TextEdit] = []
    # The ranges taken, by start (a fix-all of a long file takes a thousand: each new range is
    # compared with those that start at most `longest` before it, the only ones it can meet).
    taken: list[tuple[int, int]] = []
    longest = 0
    have: set[tuple[int, int, str]] = set()
    fixed: list[int] = []
    offset = index.fast_offset
    for i, finding in enumerate(findings):
        fix = chosen_fix(finding, unsafe)
        if fix is None or not fix.edits:
            continue
        if len(fix.edits) == 1:
            # (the common case, the steps below for one edit: a fix-all of a long file has a thousand)
            edit = fix.edits[0]
            span = edit.span
            s = offset(span.line, span.col)
            e = offset(span.end_line, span.end_col)
            key = (s, e, edit.new_text)
            if key in have:
                fixed.append(i)
                continue
            if _meets(taken, s, e, longest):
                continue
            insort(taken, (s, e))
            if e - s > longest:
                longest = e - s
            have.add(key)
            chosen.append(edit)
            fixed.append(i)
            continue
        ranges = [
            (index.fast_offset(e.span.line, e.span.col), index.fast_offset(e.span.end_line, e.span.end_col)) for e in fix.edits
        ]
        keys = [(s, e, ed.new_text) for (s, e), ed in zip(ranges, fix.edits)]
        if all(k in have for k in keys):
            fixed.append(i)
            continue
        if any(_meets(taken, s, e, longest) for s, e in ranges):
            continue
        for r in ranges:
            insort(taken, r)
            longest = max(longest, r[1] - r[0])
        have.update(keys)
        chosen.extend(fix.edits)
        fixed.append(i)
    return chosen, fixed


def _meets(taken: list[tuple[int, int]], s: int, e: int, longest: int) -> bool:
    """Whether [s, e) overlaps a taken range, or both are empty at one place."""
    # A taken range starting before s - longest ends before s; one starting after e begins after it.
    for i in range(bisect_left(taken, (s - longest, -1)), bisect_right(taken, (e, e + longest + 1))):
        ts, te = taken[i]
        if s < te and ts < e or (s == e == ts == te):
            return True
    return False


def apply_safe_fixes(text: str, findings: Iterable[Finding], unsafe: bool = False) -> tuple[str, int]:
    """One round of `--fix`: the chosen fixes applied (plan_fixes), and how many findings they fix."""
    edits, fixed = plan_fixes(text, list(findings), unsafe)
    if not edits:
        return text, 0
    return apply_edits(text, edits), len(fixed)


def safe_fix_edits(text: str, findings: Iterable[Finding], index: LineIndex | None = None) -> tuple[list[TextEdit], int]:
    """The edits apply_safe_fixes makes (none overlapping), and the number of findings they fix."""
    edits, fixed = plan_fixes(text, list(findings), index=index)
    return edits, len(fixed)


_PLACE_RE = re.compile(r" \(([^()]*)\)$")


def common_fixes(per_visit: Sequence[Sequence[Fix]]) -> tuple[Fix, ...]:
    """The fixes of a call seen in several contexts (a function called from two places, the
    two sides of a try): a fix only one visit offers may be wrong for another (a keyword the
    other's **kwargs may hold), so a fix is kept only when every visit offers it; the same fix
    at different places (a literal flipped where each visit's value is written) is one fix
    with all their edits."""
    if not per_visit:
        return ()
    first, rest = per_visit[0], per_visit[1:]
    if not rest:
        return tuple(first)
    out = []
    for fix in first:
        kind = _kind(fix)
        matches = [next((g for g in fixes if _kind(g) == kind), None) for fixes in rest]
        if any(m is None for m in matches):
            continue
        found = [fix] + [m for m in matches if m is not None]
        if all(m.edits == fix.edits for m in found):
            out.append(fix)
            continue
        edits: list[TextEdit] = []
        reach: list = []
        places: list[str] = []
        for m in found:
            edits += [e for e in m.edits if e not in edits]
            reach += [r for r in m.reach if r not in reach]
            place = _PLACE_RE.search(m.title)
            if place:
                places += [p for p in place.group(1).split(", ") if p not in places]
        if any(
            a.span != b.span
            and not (a.span.end_line, a.span.end_col) <= (b.span.line, b.span.col)
            and not (b.span.end_line, b.span.end_col) <= (a.span.line, a.span.col)
            for a in edits
            for b in edits
            if a is not b
        ):
            continue  # (edits that overlap: no single fix)
        worst = Applicability.UNSAFE if any(m.applicability is not Applicability.SAFE for m in found) else fix.applicability
        title = f"{kind} ({', '.join(places)})" if places else fix.title
        out.append(Fix(title, tuple(edits), worst, tuple(reach), fix.suppression))
    return tuple(out)


def _kind(fix: Fix) -> str:
    """A fix's title without the place it names at its end ("... where use_cache is set")."""
    return _PLACE_RE.sub("", fix.title)
