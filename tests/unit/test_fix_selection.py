"""Which safe fixes a fix-all applies: the first safe fix of each finding, in order, unless one of
its edits meets an edit already taken (overlapping, or both empty at one place). The selection
looks only at the taken edits near each new one; held here to the plain pairwise test."""

from __future__ import annotations

import random

from hflint.core.findings import Applicability, Finding, Fix, Severity, Span, TextEdit
from hflint.core.fixes import safe_fix_edits
from hflint.core.source import LineIndex

TEXT = "".join(f"line_{n} = {'x' * (n % 17)}\n" for n in range(60))


def pairwise(text: str, findings: list[Finding]) -> tuple[list[TextEdit], int]:
    index = LineIndex(text)
    chosen: list[TextEdit] = []
    taken: list[tuple[int, int]] = []
    applied = 0
    for finding in findings:
        fix = next((f for f in finding.fixes if f.applicability is Applicability.SAFE), None)
        if fix is None:
            continue
        ranges = [(index.fast_offset(e.span.line, e.span.col), index.fast_offset(e.span.end_line, e.span.end_col))
                  for e in fix.edits]
        if any(s < te and ts < e or (s == e == ts == te) for s, e in ranges for ts, te in taken):
            continue
        taken.extend(ranges)
        chosen.extend(fix.edits)
        applied += 1
    return chosen, applied


def random_edit(rng: random.Random) -> TextEdit:
    line = rng.randint(1, 60)
    col = rng.randint(0, 20)
    if rng.random() < 0.3:
        end_line, end_col = line, col  # an insertion
    elif rng.random() < 0.8:
        end_line, end_col = line, col + rng.randint(1, 12)
    else:
        end_line, end_col = min(60, line + rng.randint(1, 4)), rng.randint(0, 20)
    return TextEdit(Span(line, col, end_line, end_col), "y")


def test_the_selection_is_the_pairwise_one():
    rng = random.Random(20)
    for _ in range(400):
        findings = []
        for _ in range(rng.randint(0, 40)):
            fixes = tuple(Fix("fix", tuple(random_edit(rng) for _ in range(rng.randint(1, 3))),
                              rng.choice([Applicability.SAFE, Applicability.SAFE, Applicability.UNSAFE]))
                          for _ in range(rng.randint(0, 2)))
            findings.append(Finding("HF101", Severity.ERROR, "m", Span(1, 0, 1, 1), fixes=fixes))
        assert safe_fix_edits(TEXT, findings) == pairwise(TEXT, findings)
