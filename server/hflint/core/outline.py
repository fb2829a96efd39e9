"""Parsing a workspace module with its function bodies left for later.

A module the analysed file imports is walked at its top level only (classes, assignments,
imports); the body of one of its functions matters only if the walk calls that function, and
most are never called. `parse_outline` parses the module with every function body that can be
found safely replaced by `pass` (a fifth of the parse, on the transformers package), and
parses a body the first time something reads it (`node.body`), from the module's own lines,
so that line and column numbers are those of a full parse.

Finding a body without parsing: string literals and comments are blanked (lines kept), and a
`def` at indentation k owns the lines after its header up to the first line of code indented
k or less that starts a statement (not inside a string, brackets or after a backslash). Every
doubt leaves the body as it is: tabs in the indentation, a body on the header's line, a
carriage return anywhere. What is found is checked twice: the outline must parse, with each
stub where it is expected; and a body parsed later must be a function of that name and place
ending on the line the outline said. If that ever fails, the module is parsed in full and the
function gets its body from there.
"""

from __future__ import annotations

import ast
import bisect
import re
import threading

from hflint.core.prefilter import noise
from hflint.core.source import LineIndex, ParsedSource, _parse, parse_source

# `def name(` in blanked code (a pattern that starts with a literal is searched for in C);
# what comes before it on its line is checked apart.
_DEF = re.compile(r"def[ \t]+\w+[ \t]*(?=\()")
_BEFORE_DEF = re.compile(r"[ \t]*(?:async[ \t]+)?")
_HEADER = re.compile(r"[()\[\]{}:]")
_OPENERS = {"(": 1, "[": 1, "{": 1, ")": -1, "]": -1, "}": -1}
_DEDENT: dict[int, re.Pattern[str]] = {}  # k: the first line of code indented k or less
_lock = threading.Lock()
SPARSE = 20_000  # characters of text per `def ` above which a module is parsed in full
MIN_SHARE = 3  # ... and so is one whose function bodies are less than 1 / MIN_SHARE of its lines


class _Module:
    """The text of a module parsed in outline, and its lines once a body needs them."""

    __slots__ = ("text", "_lines")

    def __init__(self, text: str) -> None:
        self.text = text
        self._lines: list[str] | None = None

    @property
    def lines(self) -> list[str]:
        if self._lines is None:
            self._lines = self.text.split("\n")
        return self._lines


class _Body:
    """Where a stubbed function's body is: its module, the function's first and last lines
    (1-based: the `def` line and the body's last line of code) and its indentation."""

    __slots__ = ("module", "first", "last", "indent")

    def __init__(self, module: _Module, first: int, last: int, indent: int) -> None:
        self.module, self.first, self.last, self.indent = module, first, last, indent


def _lazy_body(self):
    found = self.__dict__.get("_hflint_body")
    if found is not None:
        return found
    with _lock:
        found = self.__dict__.get("_hflint_body")
        if found is None:
            found = _materialize(self)
            self.__dict__["_hflint_body"] = found
    return found


def _set_body(self, value) -> None:
    self.__dict__["_hflint_body"] = value


def _lazy_end_col(self):
    _lazy_body(self)
    return self.__dict__["_hflint_end_col"]


def _set_end_col(self, value) -> None:
    self.__dict__["_hflint_end_col"] = value


# Subclasses of the two function nodes, named as they are (the walk dispatches on the
# class's name), whose `body` is parsed the first time it is read; `end_col_offset` with it.
_LAZY = {
    base: type(
        base.__name__,
        (base,),
        {
            "__module__": __name__,
            "body": property(_lazy_body, _set_body),
            "end_col_offset": property(_lazy_end_col, _set_end_col),
        },
    )
    for base in (ast.FunctionDef, ast.AsyncFunctionDef)
}


def _materialize(fn) -> list[ast.stmt]:
    where: _Body = fn.__dict__["_hflint_where"]
    lines = where.module.lines
    segment = "\n".join(lines[where.first - 1 : where.last])
    # The lines as they are, after as many empty ones (and an `if 1:` for an indented def).
    head = "\n" * (where.first - 1) if where.indent == 0 else "\n" * (where.first - 2) + "if 1:\n"
    got = None
    try:
        tree = _parse(head + segment)
        got = tree.body[0] if where.indent == 0 else tree.body[0].body[0]  # type: ignore[attr-defined]
    except (SyntaxError, ValueError, RecursionError, MemoryError, IndexError, AttributeError):
        got = None
    if (
        not isinstance(got, (ast.FunctionDef, ast.AsyncFunctionDef))
        or got.name != fn.name
        or got.lineno != fn.lineno
        or got.col_offset != fn.col_offset
        or got.end_lineno != fn.end_lineno
    ):
        got = _from_full_parse(where.module.text, fn)
    fn.__dict__["_hflint_end_col"] = getattr(got, "end_col_offset", None) if got is not None else None
    return (
        list(got.body)
        if got is not None
        else [ast.Pass(lineno=fn.lineno, col_offset=fn.col_offset, end_lineno=fn.lineno, end_col_offset=fn.col_offset)]
    )


def _from_full_parse(text: str, fn):
    """The function at fn's place in a full parse of the module (None if it has none there)."""
    parsed = parse_source(text)
    if parsed.tree is None:
        return None
    for node in ast.walk(parsed.tree):
        if (
            isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))
            and node.lineno == fn.lineno
            and node.col_offset == fn.col_offset
            and node.name == fn.name
        ):
            return node
    return None


def _blanked(text: str) -> tuple[str, list[tuple[int, int]]]:
    """The text with comments as spaces and strings as spaces after their first quote (same
    length, line breaks kept), and the spans of strings that run over more than one line."""
    spans: list[tuple[int, int]] = []
    pieces: list[str] = []
    pos = 0
    for start, end in noise(text):
        pieces.append(text[pos:start])
        # A string keeps its first quote: a line that starts with one is a line of code.
        first = text[start] if text[start] != "#" else " "
        if text.find("\n", start, end) < 0:
            pieces.append(first + " " * (end - start - 1))
        else:
            spans.append((start, end))
            pieces.append(first + "\n".join(" " * len(part) for part in text[start:end].split("\n"))[1:])
        pos = end
    pieces.append(text[pos:])
    return "".join(pieces), spans


def _stubs(text: str) -> list[tuple[int, int, int, int]]:
    """(def line, first body line, last body line, indentation) of each function whose body
    can be told from the blanked text alone; not those inside another's body."""
    code, spans = _blanked(text)
    starts = [s for s, _ in spans]
    # The line of a position, counted from the last one asked for (they mostly go forward).
    cursor = [0, 1]

    def line_of(pos: int) -> int:
        at, line = cursor
        line += code.count("\n", at, pos) if pos >= at else -code.count("\n", pos, at)
        cursor[:] = [pos, line]
        return line

    def in_string(pos: int) -> bool:
        k = bisect.bisect_right(starts, pos) - 1
        return k >= 0 and spans[k][0] < pos < spans[k][1]

    out = []
    done_until = -1
    for match in _DEF.finditer(code):
        if match.start() < done_until:
            continue
        line_start = code.rfind("\n", 0, match.start()) + 1
        before = _BEFORE_DEF.fullmatch(code, line_start, match.start())
        if before is None or in_string(line_start):
            continue
        k = len(before.group()) - len(before.group().lstrip(" \t"))
        if "\t" in code[line_start : line_start + k]:
            continue
        # The header ends at the first `:` outside brackets after the name.
        depth = 0
        colon = -1
        for m in _HEADER.finditer(code, match.end()):
            ch = m.group()
            if ch == ":" and depth == 0:
                colon = m.start()
                break
            depth += _OPENERS.get(ch, 0)
            if depth < 0:
                break
        if colon < 0:
            continue
        header_end = code.find("\n", colon)
        if header_end < 0 or code[colon + 1 : header_end].strip():
            continue  # a body on the header's line (or none at all)
        body_start = header_end + 1
        # The first line of code indented k or less that starts a statement.
        pattern = _DEDENT.get(k)
        if pattern is None:
            pattern = _DEDENT[k] = re.compile(rf"\n {{0,{k}}}(?=[^ \n])")
        end = len(code)
        pos = header_end
        ok = True
        while True:
            found = pattern.search(code, pos)
            if found is None:
                break  # (the body runs to the end of the text)
            cand = found.start() + 1
            if in_string(cand):
                pos = cand
                continue
            segment = code[body_start:cand]
            if (
                segment.count("(") != segment.count(")")
                or segment.count("[") != segment.count("]")
                or segment.count("{") != segment.count("}")
            ):
                ok = False  # inside brackets: not told safely
                break
            if segment.rstrip(" \n").endswith("\\"):
                ok = False
                break
            end = cand
            break
        if not ok:
            continue
        body = code[body_start:end]
        if not body.strip():
            continue
        def_line, first_line = line_of(line_start), line_of(body_start)
        # The body's last line of code: the last line with something in the blanked text,
        # or the last line of a string that ends later.
        last_char = body_start + len(body.rstrip(" \n")) - 1
        last = line_of(last_char)
        k2 = bisect.bisect_right(starts, end) - 1
        while k2 >= 0 and spans[k2][1] > body_start:
            if spans[k2][0] >= body_start and spans[k2][1] <= end:
                last = max(last, line_of(spans[k2][1] - 1))
                break
            k2 -= 1
        out.append((def_line, first_line, last, k))
        done_until = end
    return out


def parse_outline(text: str) -> ParsedSource:
    """parse_source(text), with function bodies parsed when first read (see the docstring
    of this module); parse_source itself whenever the outline is in any doubt. A syntax error
    inside a body is not reported (no module's is: only the tree of a module is used); the
    body read then is the one parse_source's recovery gives, and the statements around it are
    the outline's (the recovery may have blanked some of them too)."""
    # (a module of data, a few functions among thousands of lines: nothing worth the outline)
    if "\r" in text or text.count("def ") * SPARSE < len(text):
        return parse_source(text)
    stubs = _stubs(text)
    lines = text.split("\n")
    if sum(last - first + 1 for _, first, last, _ in stubs) * MIN_SHARE < len(lines):
        return parse_source(text)  # (too few of the lines would be left out)
    wanted: dict[int, tuple[int, int, int, int]] = {}
    for def_line, first, last, indent in stubs:
        lines[first - 1] = " " * (indent + 1) + "pass"
        for i in range(first, last):
            lines[i] = ""
        wanted[first] = (def_line, first, last, indent)
    try:
        tree = _parse("\n".join(lines))
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return parse_source(text)
    module = _Module(text)
    try:
        found = _mark(tree.body, wanted, module)
    except RecursionError:
        return parse_source(text)
    if found != len(stubs):
        return parse_source(text)  # a stub is not where the outline put it: no guessing
    return ParsedSource(text, LineIndex(text), tree, None)


def _reach(node: ast.AST, last: ast.AST) -> None:
    end = getattr(last, "end_lineno", None)
    if end is not None and (getattr(node, "end_lineno", None) or 0) < end:
        node.end_lineno = end  # type: ignore[attr-defined]


def _mark(block: list[ast.stmt], wanted: dict[int, tuple[int, int, int, int]], module: _Module) -> int:
    """Make the outline's stubbed functions lazy (the count made); a statement holding one
    ends where the function really ends (its line; the column is the outline's)."""
    found = 0
    for stmt in block:
        if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef)):
            body = stmt.body
            stub = wanted.get(body[0].lineno) if len(body) == 1 and isinstance(body[0], ast.Pass) else None
            if stub is not None and stub[0] == stmt.lineno and body[0].col_offset == stub[3] + 1:
                stmt.__class__ = _LAZY[type(stmt)]
                stmt.__dict__.pop("body", None)
                stmt.__dict__["_hflint_end_col"] = stmt.__dict__.pop("end_col_offset", None)
                stmt.__dict__["_hflint_where"] = _Body(module, stmt.lineno, stub[2], stub[3])
                stmt.end_lineno = stub[2]
                found += 1
                continue
        blocks = [getattr(stmt, name, None) for name in ("body", "orelse", "finalbody")]
        blocks += [handler.body for handler in getattr(stmt, "handlers", None) or ()]
        blocks += [c.body for c in getattr(stmt, "cases", None) or ()]
        for inner in blocks:
            if isinstance(inner, list) and inner and isinstance(inner[0], ast.stmt):
                found += _mark(inner, wanted, module)
                _reach(stmt, inner[-1])
        for handler in getattr(stmt, "handlers", None) or ():
            _reach(handler, handler.body[-1])
    return found
