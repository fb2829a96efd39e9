"""Applying fixes: text edits (code-point spans) onto source text, safest first, never overlapping."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

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
    out = text
    for start, end, new in reversed(spans):
        out = out[:start] + new + out[end:]
    return out


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


def plan_fixes(text: str, findings: Sequence[Finding], unsafe: bool = False) -> tuple[list[TextEdit], list[int]]:
    """The edits of one round of `--fix`, and the positions of the findings they fix: the
    chosen fix of each finding whose edits do not collide with an earlier one's (a fix whose
    edits are all already chosen, the same edit offered by two findings, fixes both)."""
    index = LineIndex(text)
    chosen: list[TextEdit] = []
    taken: list[tuple[int, int]] = []
    have: set[tuple[int, int, str]] = set()
    fixed: list[int] = []
    for i, finding in enumerate(findings):
        fix = chosen_fix(finding, unsafe)
        if fix is None or not fix.edits:
            continue
        ranges = [(index.fast_offset(e.span.line, e.span.col), index.fast_offset(e.span.end_line, e.span.end_col))
                  for e in fix.edits]
        keys = [(s, e, ed.new_text) for (s, e), ed in zip(ranges, fix.edits)]
        if all(k in have for k in keys):
            fixed.append(i)
            continue
        if any(s < te and ts < e or (s == e == ts == te) for s, e in ranges for ts, te in taken):
            continue
        taken.extend(ranges)
        have.update(keys)
        chosen.extend(fix.edits)
        fixed.append(i)
    return chosen, fixed


def apply_safe_fixes(text: str, findings: Iterable[Finding], unsafe: bool = False) -> tuple[str, int]:
    """One round of `--fix`: the chosen fixes applied (plan_fixes), and how many findings they fix."""
    edits, fixed = plan_fixes(text, list(findings), unsafe)
    if not edits:
        return text, 0
    return apply_edits(text, edits), len(fixed)
