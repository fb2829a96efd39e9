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

import re
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import replace

from hflint.core.findings import Applicability, Evidence, Finding, Fix, Severity, Span, TextEdit
from hflint.core.fixes import OverlapError, apply_edits
from hflint.core.source import LineIndex

MAX_STEPS = 4
# Findings of one file whose chain is followed (each step is an analysis of the fixed text).
MAX_CHAINS = 3
# A call inside a function is analysed again with the whole file: only in files up to this size.
MAX_LINES_WHOLE = 1_000
# Chains of calls in module-level code, by what decides them (the text up to the call's statement,
# the finding, the analysis's settings): an edit below a call does not change its chain, and an
# editor analyses the document again after every change.
_CACHE: OrderedDict[tuple, tuple[Finding, bool]] = OrderedDict()
_CACHE_SIZE = 256

# (text, whether it is the start of the file up to the call's statement) -> the text's findings.
# A call in module-level code sees only what comes before it: its analysis can stop there.
Analyse = Callable[[str, bool], list[Finding]]
Scope = Callable[[Finding], "int | None"]


def primary_fix(finding: Finding) -> Fix | None:
    """The fix a user would take first: the first one that changes code (not an ignore comment)."""
    for fix in finding.fixes:
        if fix.applicability is not Applicability.DISPLAY_ONLY and not fix.title.startswith("Ignore"):
            return fix
    return None


def follow(
    text: str,
    findings: list[Finding],
    analyse: Analyse,
    scope: Scope,
    context: tuple = (),
    worth: Callable[[Finding], bool] = lambda f: True,
) -> list[Finding]:
    """The findings, each error with a fix given its chain (notes, related information, one fix).
    `context`: what else decides the analysis (the settings, the release), for the cache;
    `worth`: whether a later check of the call may fail at all (the engine knows)."""
    out: list[Finding] = []
    followed = 0
    whole = None
    for finding in findings:
        if finding.severity is Severity.ERROR and followed < MAX_CHAINS and primary_fix(finding) is not None:
            upto = scope(finding)
            if upto is not None:
                finding, followed_it = _cached(text, finding, analyse, upto, context, worth)
                followed += followed_it
            else:
                if whole is None:
                    whole = text.count("\n") < MAX_LINES_WHOLE
                if whole and worth(finding):
                    followed += 1
                    finding = _with_chain(text, finding, analyse, None)
        out.append(finding)
    return out


def _cached(
    text: str, finding: Finding, analyse: Analyse, upto: int, context: tuple, worth: Callable[[Finding], bool]
) -> tuple[Finding, bool]:
    head = text[:upto]
    # (the finding as a whole: its fixes' applicability was settled against every call of the
    # file, the calls after the head too, so two findings with one message may differ there)
    key = (context, finding, len(head), hash(head))
    found = _CACHE.get(key)
    if found is None:
        followed = worth(finding)
        found = _CACHE[key] = (_with_chain(text, finding, analyse, upto) if followed else finding, followed)
        if len(_CACHE) > _CACHE_SIZE:
            _CACHE.popitem(last=False)
    else:
        _CACHE.move_to_end(key)
    return found


def _with_chain(text: str, first: Finding, analyse: Analyse, upto: int | None) -> Finding:
    # A call in module-level code: the work happens on the text up to its statement (the fixes
    # edit that statement or lines before it); the rest of the file is left as it is.
    head = text[:upto] if upto is not None else text
    current = head
    offset = LineIndex(head).fast_offset(first.span.line, first.span.col)
    step = first
    met: list[Finding] = []
    applied: list[Fix] = []
    ready = False
    for _ in range(MAX_STEPS):
        fix = primary_fix(step)
        if fix is None or upto is not None and any(e.span.end_line > current.count("\n") + 1 for e in fix.edits):
            break
        try:
            fixed = apply_edits(current, fix.edits)
        except (OverlapError, ValueError, IndexError):
            break
        applied.append(fix)
        offset = _moved(current, fix.edits, offset)
        current = fixed
        nxt = _at(analyse(current, upto is not None), LineIndex(current), offset)
        if nxt is None:
            ready = True  # the call is ready
            break
        if nxt.code == step.code and nxt.raises == step.raises:
            break  # the fix did not remove what it was for: no chain to tell
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
        edits = _diff_edits(head, current)
        safe = all((f := primary_fix(x)) is not None and f.applicability is Applicability.SAFE for x in [first, *met])
        codes = ", ".join([first.code, *(m.code for m in met)])
        title = f"Make the call ready (fixes {codes})" + _other_calls(applied)
        fixes.insert(0, Fix(title, tuple(edits), Applicability.SAFE if safe else Applicability.UNSAFE))
    return replace(first, notes=tuple(notes), evidence=tuple(evidence), fixes=tuple(fixes))


# How a fix's title names the other calls its edit changes (core/reach.py).
_OTHER_CALLS = re.compile(r"; also changes the calls? at lines? ([0-9, .]+)$")


def _other_calls(applied: list[Fix]) -> str:
    """What the steps' fixes say of the other calls they change, for the fix of them all: their
    lines, each step's taken back through the edits before it to a line of the original text."""
    lines: set[int] = set()
    more = False
    for i, fix in enumerate(applied):
        m = _OTHER_CALLS.search(fix.title)
        if m is None:
            continue
        more = more or "..." in m.group(1)
        for n in re.findall(r"\d+", m.group(1)):
            line = int(n)
            for earlier in reversed(applied[:i]):
                line = _line_before(line, earlier.edits)
            lines.add(line)
    if not lines:
        return ""
    shown = sorted(lines)
    where = ", ".join(str(n) for n in shown[:3]) + (", ..." if more or len(shown) > 3 else "")
    several = len(shown) > 1 or more
    return f"; also changes the call{'s' if several else ''} at line{'s' if several else ''} {where}"


def _line_before(line: int, edits: tuple[TextEdit, ...]) -> int:
    """A line of the text after `edits` as the line of the text before them."""
    delta = 0
    for e in sorted(edits, key=lambda e: (e.span.line, e.span.col)):
        net = e.new_text.count("\n") - (e.span.end_line - e.span.line)
        if e.span.end_line + delta + max(net, 0) >= line:
            break
        delta += net
    return line - delta


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
    """One whole-line edit that turns `old` into `new`: the lines between their common first and
    last lines (the fixes of one call are near each other)."""
    a = old.splitlines(keepends=True)
    b = new.splitlines(keepends=True)
    start = 0
    while start < len(a) and start < len(b) and a[start] == b[start]:
        start += 1
    end_a, end_b = len(a), len(b)
    while end_a > start and end_b > start and a[end_a - 1] == b[end_b - 1]:
        end_a -= 1
        end_b -= 1
    if start == end_a == end_b:
        return []
    first = sum(len(line) for line in a[:start])
    last = first + sum(len(line) for line in a[start:end_a])
    return [TextEdit(_span(old, first, last), "".join(b[start:end_b]))]


def _span(text: str, start: int, end: int) -> Span:
    (l0, c0), (l1, c1) = _position(text, start), _position(text, end)
    return Span(l0, c0, l1, c1)


def _position(text: str, offset: int) -> tuple[int, int]:
    line = text.count("\n", 0, offset) + 1
    return line, offset - (text.rfind("\n", 0, offset) + 1)
