"""Suppression comments: which findings `# hflint: ignore[...]` and `# noqa: ...` silence, and which silence nothing (HF001).

A comment counts for a finding when it sits on any line of the statement that holds the
call (a multi-line call's first, last or any line between), or of the call itself when the
statement is a compound one (`if model.generate(...):`), whose body is not the call.
"""

from __future__ import annotations

import ast
import io
import re
import tokenize
from bisect import bisect_right
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from hflint.core.findings import Applicability, Finding, Fix, Span, TextEdit
from hflint.core.source import LineIndex

# The code of a suppression comment that silences nothing (catalog/HF001.toml).
UNUSED_SUPPRESSION = "HF001"
IGNORE_RE = re.compile(r"#\s*hflint:\s*ignore(?:\[(?P<codes>[^\]]*)\])?", re.IGNORECASE)
NOQA_RE = re.compile(r"#\s*noqa(?::\s*(?P<codes>[A-Z0-9]+(?:[,\s]+[A-Z0-9]+)*))?", re.IGNORECASE)
_CODE_RE = re.compile(r"[A-Za-z0-9]+")
# A line that may hold a directive (the cheap test before the comments are read for real).
_CANDIDATE_RE = re.compile(r"#\s*(?:hflint:\s*ignore|noqa)", re.IGNORECASE)

_COMPOUND = (
    ast.If,
    ast.For,
    ast.AsyncFor,
    ast.While,
    ast.With,
    ast.AsyncWith,
    ast.Try,
    ast.FunctionDef,
    ast.AsyncFunctionDef,
    ast.ClassDef,
    ast.Match,
) + ((ast.TryStar,) if hasattr(ast, "TryStar") else ())


def may_hold(text: str) -> bool:
    """Whether the text may hold a suppression comment (a quick test before reading comments)."""
    return _CANDIDATE_RE.search(text) is not None


def _codes(text: str | None) -> set[str] | None:
    if text is None or not text.strip():
        return None  # a bare ignore / noqa silences every code on the line
    return {c.strip().upper() for c in re.split(r"[,\s]+", text) if c.strip()}


def suppressed_codes(line_text: str) -> set[str] | None | bool:
    """Codes an ignore comment on this line names; None for a bare one; False when there is none."""
    if "#" not in line_text:
        return False
    m = IGNORE_RE.search(line_text)
    if m:
        return _codes(m.group("codes"))
    m = NOQA_RE.search(line_text)
    if m:
        return _codes(m.group("codes"))
    return False


@dataclass(slots=True)
class Uses:
    """What the suppression comments silenced: line -> codes (None: a bare comment silenced something)."""

    by_line: dict[int, set[str | None]]

    def used(self, line: int) -> set[str | None]:
        return self.by_line.get(line, set())


def statement_lines(sites: Iterable) -> list[tuple[int, int, int, int]]:
    """(call start, call end, first line, last line) of every call site: the lines whose
    comments count for a finding of that call."""
    out = []
    for site in sites:
        node = site.node
        start, end = node.lineno, node.end_lineno or node.lineno
        first, last = start, end
        stmt = site.observations[0].stmt if site.observations else None
        if stmt is not None and not isinstance(stmt, _COMPOUND):
            first, last = min(first, stmt.lineno), max(last, stmt.end_lineno or stmt.lineno)
        out.append((start, end, first, last))
    out.sort()
    return out


def apply(findings: Sequence[Finding], text: str, index: LineIndex, sites: Iterable) -> tuple[list[Finding], Uses]:
    """The findings no comment silences, and what each silencing comment was used for."""
    uses = Uses({})
    if not findings or not _CANDIDATE_RE.search(text):
        return list(findings), uses  # (most files: no directive anywhere)
    ranges = statement_lines(sites)
    kept: list[Finding] = []
    for finding in findings:
        lines = {finding.span.line, finding.span.end_line} | _lines_for(finding.span, ranges)
        hit = _suppressing_line(finding.code, index, sorted(lines))
        if hit is None:
            kept.append(finding)
            continue
        line, named = hit
        uses.by_line.setdefault(line, set()).add(finding.code if named else None)
    return kept, uses


def _lines_for(span: Span, ranges: list[tuple[int, int, int, int]]) -> set[int]:
    """The lines of every statement whose call holds the span."""
    out: set[int] = set()
    # (calls starting at or before the span's line; those that end at or after it hold it)
    stop = bisect_right(ranges, (span.line, 1 << 30, 0, 0))
    for start, end, first, last in ranges[:stop]:
        if start <= span.line and span.end_line <= end:
            out.update(range(first, last + 1))
    return out


def _suppressing_line(code: str, index: LineIndex, lines: Sequence[int]) -> tuple[int, bool] | None:
    """The line whose comment silences `code`, and whether it names the code (False: a bare one)."""
    for line in lines:
        codes = suppressed_codes(index.line_text(line))
        if codes is False:
            continue
        if codes is None:
            return line, False
        if isinstance(codes, set) and code in codes:
            return line, True
    return None


# ---------------------------------------------------------------- unused suppressions (HF001)


@dataclass(frozen=True, slots=True)
class Directive:
    """One suppression comment as written: where it is, and the codes it names with their columns."""

    line: int
    start: int  # column of its '#'
    end: int  # end column of the directive
    noqa: bool  # a `noqa` comment (shared with other tools), not an `hflint: ignore` one
    codes: tuple[tuple[str, int, int], ...]  # (CODE, start column, end column); () for a bare one
    codes_span: tuple[int, int] | None  # columns of the codes list
    comment_start: int  # column of the comment's own '#' (a directive may follow other text)
    comment_end: int
    line_is_comment: bool  # nothing but the comment on its line


def directives(text: str) -> list[tuple[Directive, str]]:
    """Every suppression comment of the text (real comments only: tokenize tells them from
    strings), with its directive's text; [] when the text cannot be tokenized."""
    if not _CANDIDATE_RE.search(text):
        return []
    out: list[tuple[Directive, str]] = []
    try:
        tokens = list(tokenize.generate_tokens(io.StringIO(text).readline))
    except (tokenize.TokenError, SyntaxError, IndentationError):
        return []
    lines = text.splitlines()
    for tok in tokens:
        if tok.type != tokenize.COMMENT:
            continue
        comment = tok.string
        (line, col), (_, end_col) = tok.start, tok.end
        m = IGNORE_RE.search(comment)
        noqa = False
        if m is None:
            m = NOQA_RE.search(comment)
            noqa = True
        if m is None:
            continue
        codes: list[tuple[str, int, int]] = []
        span = None
        if m.group("codes") is not None and m.group("codes").strip():
            g0 = m.start("codes")
            span = (col + g0, col + m.end("codes"))
            for cm in _CODE_RE.finditer(m.group("codes")):
                codes.append((cm.group(0).upper(), col + g0 + cm.start(), col + g0 + cm.end()))
        source_line = lines[line - 1] if line - 1 < len(lines) else ""
        directive = Directive(
            line, col + m.start(), col + m.end(), noqa, tuple(codes), span, col, end_col, not source_line[:col].strip()
        )
        out.append((directive, comment[m.start() : m.end()]))
    return out


def unused(text: str, index: LineIndex, uses: Uses, self_code: str) -> list[tuple[Directive, str, list[str], Fix]]:
    """The suppression comments that silence nothing: (directive, its text, the codes it names
    in vain (empty: a bare `# hflint: ignore`), the fix that removes them).

    `uses` holds what every code's findings used, reported or not. Only hflint's codes count
    (`# noqa: E501, HF101` may serve another tool for E501), and a bare `# noqa` never counts
    (other tools read it). `# noqa: HF001` on the line keeps it."""
    out: list[tuple[Directive, str, list[str], Fix]] = []
    for d, written in directives(text):
        used = uses.used(d.line)
        named = [c for c, _, _ in d.codes]
        if self_code in named:
            continue
        if not d.codes:
            if d.noqa or used:
                continue  # a bare noqa belongs to every tool; a bare ignore that silenced something is used
            out.append((d, written, [], _remove_directive(index, d)))
            continue
        vain = [c for c in named if c.startswith("HF") and c not in used and None not in used]
        if not vain:
            continue
        keep = [(c, s, e) for c, s, e in d.codes if c not in vain]
        if not keep:
            fix = _remove_directive(index, d)
        else:
            assert d.codes_span is not None
            line_text = index.line_text(d.line)
            joined = ", ".join(line_text[s:e] for _, s, e in keep)
            fix = Fix(
                "Remove the unused codes from the suppression comment",
                (TextEdit(Span(d.line, d.codes_span[0], d.line, d.codes_span[1]), joined),),
                Applicability.SAFE,
            )
        out.append((d, written, vain, fix))
    return out


def _remove_directive(index: LineIndex, d: Directive) -> Fix:
    text = index.line_text(d.line)
    rest = text[d.end : d.comment_end]
    if d.line_is_comment and d.start == d.comment_start and not rest.strip():
        # The comment is the whole line: the line goes.
        if d.line < index.line_count:
            span = Span(d.line, 0, d.line + 1, 0)
        else:
            span = Span(d.line, 0, d.line, len(text))
    elif rest.lstrip().startswith("#"):
        # `# hflint: ignore[HF101]  # another comment`: the other comment stays where it was.
        span = Span(d.line, d.start, d.line, d.end + len(rest) - len(rest.lstrip()))
    elif d.start == d.comment_start and rest.strip():
        # `# hflint: ignore[HF101] because ...`: the comment keeps its words.
        span = Span(d.line, d.start + 1, d.line, d.end)
    else:
        # `x = f()  # hflint: ignore[HF101]`, `# type: ignore` followed by a noqa comment: the
        # directive and the blanks before it go (never the line's own indentation).
        start = d.start
        while start > 0 and text[start - 1] in " \t":
            start -= 1
        span = Span(d.line, start if start > 0 else d.start, d.line, d.end)
    return Fix("Remove the unused suppression comment", (TextEdit(span, ""),), Applicability.SAFE)
