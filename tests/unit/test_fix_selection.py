"""Which fixes a round of --fix (and the editor's fix-all) applies: the chosen fix of each finding,
in order, unless one of its edits meets an edit already taken (overlapping, or both empty at one
place); a fix whose edits are all taken already fixes its finding too. The selection looks only
at the taken edits near each new one; held here to the plain pairwise test."""

from __future__ import annotations

import random

from hflint.core.findings import Applicability, Finding, Fix, Severity, Span, TextEdit
from hflint.core.fixes import chosen_fix, plan_fixes
from hflint.core.source import LineIndex

TEXT = "".join(f"line_{n} = {'x' * (n % 17)}\n" for n in range(60))


def pairwise(text: str, findings: list[Finding], unsafe: bool) -> tuple[list[TextEdit], list[int]]:
    index = LineIndex(text)
    chosen: list[TextEdit] = []
    taken: list[tuple[int, int]] = []
    have: set[tuple[int, int, str]] = set()
    fixed: list[int] = []
    for i, finding in enumerate(findings):
        fix = chosen_fix(finding, unsafe)
        if fix is None or not fix.edits:
            continue
        ranges = [
            (index.fast_offset(e.span.line, e.span.col), index.fast_offset(e.span.end_line, e.span.end_col)) for e in fix.edits
        ]
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


def random_edit(rng: random.Random) -> TextEdit:
    line = rng.randint(1, 60)
    col = rng.randint(0, 20)
    if rng.random() < 0.3:
        end_line, end_col = line, col  # an insertion
    elif rng.random() < 0.8:
        end_line, end_col = line, col + rng.randint(1, 12)
    else:
        end_line, end_col = min(60, line + rng.randint(1, 4)), rng.randint(0, 20)
    return TextEdit(Span(line, col, end_line, end_col), rng.choice("yz"))


def test_the_selection_is_the_pairwise_one():
    rng = random.Random(20)
    for _ in range(400):
        findings = []
        for _ in range(rng.randint(0, 40)):
            fixes = tuple(
                Fix(
                    "fix",
                    tuple(random_edit(rng) for _ in range(rng.randint(1, 3))),
                    rng.choice([Applicability.SAFE, Applicability.SAFE, Applicability.UNSAFE]),
                )
                for _ in range(rng.randint(0, 2))
            )
            findings.append(Finding("HF101", Severity.ERROR, "m", Span(1, 0, 1, 1), fixes=fixes))
        for unsafe in (False, True):
            assert plan_fixes(TEXT, findings, unsafe) == pairwise(TEXT, findings, unsafe)
