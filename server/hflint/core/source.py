"""Source text → parsed module (with syntax-error recovery) and the one place positions are converted.

Positions inside hflint are (1-based line, 0-based column in code points). `ast`
reports columns in UTF-8 bytes and LSP counts UTF-16 code units; `LineIndex` is
the only code that translates between the three.
"""

from __future__ import annotations

import ast
import io
import re
import tokenize
import warnings
from dataclasses import dataclass
from functools import cached_property
from itertools import accumulate
from typing import Any

MAX_RECOVERY_ATTEMPTS = 12


class UndecodableSource(Exception):
    """The bytes are not text hflint can analyse (not UTF-8 / declared encoding, or binary)."""


def _no_declaration(data: bytes) -> bool:
    """No coding declaration in the first two lines (the only place one counts)."""
    first = data.find(b"\n")
    second = data.find(b"\n", first + 1) if first >= 0 else -1
    return b"coding" not in (data if second < 0 else data[:second])


def plain_ascii(data: bytes) -> bool:
    """A cheap proof that decode_source takes the bytes as they are: ASCII, no NUL, no coding
    declaration, so UTF-8 by default."""
    return data.isascii() and b"\0" not in data[:8192] and _no_declaration(data)


def utf8_by_default(data: bytes) -> bool:
    """Whether decode_source takes the bytes as UTF-8 with nothing taken away (no byte order
    mark, no coding declaration): then its text is their UTF-8 decoding."""
    return not data.startswith(b"\xef\xbb\xbf") and _no_declaration(data)


def decode_source(data: bytes) -> str:
    """Decode file bytes as Python does (BOM, coding cookie, UTF-8 default); reject binary."""
    if plain_ascii(data):
        return data.decode("ascii")  # (most files: what the rest of this function would make of them)
    if b"\x00" in data[:8192]:
        raise UndecodableSource("binary file (contains NUL bytes)")
    if utf8_by_default(data):
        try:
            return data.decode("utf-8")  # (the default, as below, without reading the lines in Python)
        except UnicodeDecodeError:
            pass  # (below says why, as Python would)
    try:
        encoding, _ = tokenize.detect_encoding(io.BytesIO(data).readline)
    except SyntaxError as err:
        if "encoding" in str(err) and "missing" in str(err):
            raise UndecodableSource("not UTF-8, and no encoding declaration says what it is") from None
        raise UndecodableSource(str(err)) from None
    try:
        text = data.decode(encoding)
    except (UnicodeDecodeError, LookupError) as err:
        raise UndecodableSource(
            f"not valid {encoding} ({err.reason} at byte {err.start})"
            if isinstance(err, UnicodeDecodeError)
            else f"unknown encoding {encoding}"
        ) from None
    return text.removeprefix("\ufeff")


_LINE_BREAK = re.compile(r"\r\n|\r|\n")


def split_lines(text: str) -> list[str]:
    """The lines of `text` with their endings, broken where Python and LSP break them: \\n, \\r\\n, \\r.

    Not `str.splitlines`: it also breaks at form feeds, \\x1c-\\x1e, \\x85 and \\u2028,
    which leaves every line after one of them numbered differently from `ast` and the editor.
    """
    if "\r" not in text:
        # Only \n breaks lines here: split in C (ten times faster than the expression).
        parts = text.split("\n")
        out = [part + "\n" for part in parts[:-1]]
        if parts[-1]:
            out.append(parts[-1])
        return out
    lines: list[str] = []
    start = 0
    for m in _LINE_BREAK.finditer(text):
        lines.append(text[start : m.end()])
        start = m.end()
    if start < len(text):
        lines.append(text[start:])
    return lines


class LineIndex:
    """Line starts of a text, and column conversions between code points, UTF-8 and UTF-16."""

    # What an edited index was made from: (the index of the text before the edit, the first
    # line the edit changed, the last one before it, the last one after it), 1-based.
    edit: tuple[LineIndex, int, int, int] | None = None

    def __init__(self, text: str) -> None:
        self.text = text
        # Columns in an ASCII text are the same in every unit: no line needs looking at.
        self.ascii = text.isascii()
        self.lines = split_lines(text) or [""]
        if text.endswith(("\n", "\r")):
            self.lines.append("")

    def edited(self, start: tuple[int, int], end: tuple[int, int], new: str, text: str | None = None) -> LineIndex | None:
        """The index of this index's text with the code points from `start` to `end` ((line,
        column), 0-based, as an editor's change gives them) replaced by `new`: the lines before
        and after the change are this index's (a keystroke in a long file splits one line, not
        the whole text). `text`: what the result's text must be, when the caller has it. None
        when that cannot be made sure of: a text with carriage returns, a range outside the
        lines, or a result other than `text`."""
        lines = self.lines
        (sl, sc), (el, ec) = start, end
        if "\r" in new or "\r" in self.text or not 0 <= sl <= el < len(lines):
            return None
        first, last = lines[sl], lines[el]
        if not (0 <= sc <= len(first.rstrip("\n")) and 0 <= ec <= len(last.rstrip("\n"))) or (sl == el and ec < sc):
            return None
        parts = (first[:sc] + new + last[ec:]).split("\n")
        middle = [part + "\n" for part in parts[:-1]]
        if el == len(lines) - 1:
            middle.append(parts[-1])  # (the last line, without a line ending, or the one after the last "\n")
        made = [*lines[:sl], *middle, *lines[el + 1 :]]
        joined = "".join(made)
        if text is None:
            text = joined
        elif joined != text:
            return None
        index = LineIndex.__new__(LineIndex)
        index.text = text
        index.ascii = self.ascii and new.isascii() if self.ascii else text.isascii()
        index.lines = made
        self.edit = None  # (an index keeps the one before it, not the whole chain)
        index.edit = (self, sl + 1, el + 1, sl + len(middle))
        return index

    def line_text(self, line: int) -> str:
        """Line `line` (1-based) without its line ending; '' past the end."""
        if 1 <= line <= len(self.lines):
            return self.lines[line - 1].rstrip("\r\n")
        return ""

    @property
    def line_count(self) -> int:
        return len(self.lines)

    def char_col_from_utf8(self, line: int, byte_col: int) -> int:
        if self.ascii or self._ascii_lines.get(line):
            return byte_col
        text = self.line_text(line)
        if text.isascii():
            self._ascii_lines[line] = True  # (asked again and again for the lines of a walk)
            return byte_col
        return len(text.encode("utf-8")[:byte_col].decode("utf-8", errors="ignore"))

    @cached_property
    def _ascii_lines(self) -> dict[int, bool]:
        return {}

    def utf16_from_char(self, line: int, char_col: int) -> int:
        if self.ascii:
            return char_col
        text = self.line_text(line)
        if text.isascii():
            return char_col
        return len(text[:char_col].encode("utf-16-le")) // 2

    def char_from_utf16(self, line: int, utf16_col: int) -> int:
        """Inverse of utf16_from_char; a column inside a surrogate pair snaps to the character."""
        text = self.line_text(line)
        if text.isascii():
            return min(utf16_col, len(text))
        units = 0
        for i, ch in enumerate(text):
            if units >= utf16_col:
                return i
            units += 2 if ord(ch) > 0xFFFF else 1
        return len(text)

    def encode_col(self, line: int, char_col: int, encoding: str = "utf-16") -> int:
        """A code-point column as the client counts it ("utf-16", "utf-8" or "utf-32")."""
        if encoding == "utf-32":
            return char_col
        if encoding == "utf-8":
            text = self.line_text(line)
            return char_col if text.isascii() else len(text[:char_col].encode("utf-8"))
        return self.utf16_from_char(line, char_col)

    def decode_col(self, line: int, col: int, encoding: str = "utf-16") -> int:
        """The client's column back to code points, clamped to the line."""
        text = self.line_text(line)
        if encoding == "utf-32":
            return max(0, min(col, len(text)))
        if encoding == "utf-8":
            return self.char_col_from_utf8(line, max(0, col)) if not text.isascii() else max(0, min(col, len(text)))
        return self.char_from_utf16(line, max(0, col))

    @cached_property
    def _starts(self) -> list[int]:
        edit = self.edit
        if edit is not None and "_starts" in edit[0].__dict__:
            # (the lines after the edit start where they did, shifted by what it added)
            before, first, old_last, new_last = edit
            old = before._starts
            starts = old[:first]
            pos = starts[-1]
            for ln in self.lines[first - 1 : new_last - 1]:
                pos += len(ln)
                starts.append(pos)
            if old_last < len(old):
                shift = pos + len(self.lines[new_last - 1]) - old[old_last]
                starts.extend(old[old_last:] if not shift else [s + shift for s in old[old_last:]])
            return starts
        # (each line starts where the lines before it end: summed in C, not a loop per line)
        lines = self.lines
        return list(accumulate(map(len, lines[:-1]), initial=0)) if lines else []

    @property
    def starts(self) -> list[int]:
        """The offset of each line's start."""
        return self._starts

    @cached_property
    def memo(self) -> dict[str, Any]:
        """What is worked out from this text once (by other modules), by their key."""
        return {}

    @cached_property
    def triple_quotes(self) -> tuple[int, int]:
        """How many times `\"\"\"` and `'''` occur in the text (no occurrence spans two lines)."""
        edit = self.edit
        if edit is not None and "triple_quotes" in edit[0].__dict__:
            before, first, old_last, new_last = edit
            was, now = "".join(before.lines[first - 1 : old_last]), "".join(self.lines[first - 1 : new_last])
            d, s = before.triple_quotes
            return (d - was.count('"""') + now.count('"""'), s - was.count("'''") + now.count("'''"))
        return self.text.count('"""'), self.text.count("'''")

    def lines_length(self, first: int, last: int) -> int:
        """Characters from the start of line `first` to the end of line `last`, line endings
        included (the whole text's length for lines out of range): at least what a node on those
        lines spans (fast_offset's difference), and cheaper."""
        starts = self._starts
        if 1 <= first <= last < len(starts):
            return starts[last] - starts[first - 1]
        return len(self.text)

    def fast_offset(self, line: int, char_col: int) -> int:
        if line < 1:
            return 0
        if line > len(self.lines):
            return len(self.text)
        return self._starts[line - 1] + min(char_col, len(self.line_text(line)))


@dataclass(frozen=True, slots=True)
class SyntaxProblem:
    message: str
    line: int
    col: int  # code points, 0-based
    end_line: int
    end_col: int


@dataclass(slots=True)
class ParsedSource:
    text: str
    index: LineIndex
    tree: ast.Module | None
    syntax_error: SyntaxProblem | None
    # Lines the recovery blanked out to get a tree; findings there are not trusted.
    blanked: frozenset[int] = frozenset()
    # Two top-level statements (one calling what a rule looks at, one importing transformers)
    # that alone make the text pass the prefilter (engine.screen_witnesses), while they stand.
    witnesses: tuple[ast.stmt, ast.stmt] | None = None


def syntax_problem(err: SyntaxError, index: LineIndex) -> SyntaxProblem:
    line = max(1, min(err.lineno or 1, index.line_count))
    # SyntaxError offsets are 1-based code-point columns for str sources.
    col = max(0, (err.offset or 1) - 1)
    col = min(col, len(index.line_text(line)))
    # Underline from the error to the end of its line: enough to see, never past the text.
    end_col = len(index.line_text(line))
    if col >= end_col:
        col = max(0, end_col - 1)
    return SyntaxProblem(f"SyntaxError: {err.msg}", line, col, line, end_col)


def _parse(text: str) -> ast.Module:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # invalid escape sequences and the like are not ours to report
        tree = ast.parse(text, type_comments=False)
    if "timeit" in text or "Timer" in text:
        _timed_statements(tree, text)
    return tree


_TIMED_RUNS = frozenset({"timeit", "repeat", "autorange", "blocked_autorange", "adaptive_autorange"})


def _timed_statements(tree: ast.Module, text: str) -> None:
    """A statement a timer runs from a string (`timeit.timeit("model.generate(**enc)",
    globals=globals())`, `benchmark.Timer(stmt=..., globals={"model": model, ...}).timeit(3)`)
    becomes a function needing no argument in its place, which the walk calls where the timer
    is called (as it does `timeit.timeit(lambda: ...)`). Only when the timer runs it on the
    same expression (a `timeit`/`repeat` function, or a `Timer(...)` whose run method is called
    at once), its names are the script's own (`globals=globals()` or a dict mapping each name
    to the variable of that name), and the literal is a plain one-line string whose text is the
    statement's: its nodes then keep their place inside the string."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in _TIMED_RUNS:
            receiver = node.func.value
            if isinstance(receiver, ast.Name) and receiver.id == "timeit":
                _timed_statement(node, text)  # timeit.timeit(...) / timeit.repeat(...)
            elif isinstance(receiver, ast.Call) and _callee_name(receiver) == "Timer":
                _timed_statement(receiver, text)  # Timer(...).timeit(n)


def _callee_name(call: ast.Call) -> str | None:
    f = call.func
    return f.attr if isinstance(f, ast.Attribute) else f.id if isinstance(f, ast.Name) else None


def _timed_statement(call: ast.Call, text: str) -> None:
    names = next((k.value for k in call.keywords if k.arg == "globals"), None)
    own = (
        isinstance(names, ast.Call) and isinstance(names.func, ast.Name) and names.func.id == "globals" and not names.args
    ) or (
        isinstance(names, ast.Dict)
        and all(
            isinstance(k, ast.Constant) and isinstance(v, ast.Name) and k.value == v.id for k, v in zip(names.keys, names.values)
        )
    )
    if not own:
        return
    if call.args and isinstance(call.args[0], ast.Constant):
        holder: ast.Call | ast.keyword = call
        literal = call.args[0]
    else:
        kw = next((k for k in call.keywords if k.arg == "stmt"), None)
        if kw is None or not isinstance(kw.value, ast.Constant):
            return
        holder, literal = kw, kw.value
    code = literal.value
    if not isinstance(code, str):
        return
    try:
        parsed = ast.parse(code.strip(), mode="eval")
    except (SyntaxError, ValueError):
        return
    segment = ast.get_source_segment(text, literal) or ""
    quote = 3 if segment[:3] in ('"""', "'''") else 1
    if not (literal.lineno == literal.end_lineno and segment[quote:-quote] == code and code == code.strip()):
        return  # (its nodes could not keep their place in the string: a finding or fix would be misplaced)
    for sub in ast.walk(parsed.body):
        if isinstance(sub, (ast.expr, ast.keyword, ast.arg)):
            sub.lineno = sub.end_lineno = literal.lineno
            sub.col_offset += literal.col_offset + quote
            sub.end_col_offset = (sub.end_col_offset or 0) + literal.col_offset + quote
    empty = ast.arguments(posonlyargs=[], args=[], vararg=None, kwonlyargs=[], kw_defaults=[], kwarg=None, defaults=[])
    thunk = ast.copy_location(ast.Lambda(args=empty, body=parsed.body), literal)
    thunk.end_lineno, thunk.end_col_offset = literal.end_lineno, literal.end_col_offset
    if isinstance(holder, ast.keyword):
        holder.value = thunk
    else:
        holder.args[0] = thunk


def _blank_statement(lines: list[str], line: int) -> tuple[int, int]:
    """Blank the logical block around `line` (1-based): the line and the lines indented deeper after it.

    Returns the (first, last) lines blanked. Indentation is kept (an indented `pass`)
    so that an enclosing block still parses.
    """
    idx = min(max(line - 1, 0), len(lines) - 1)
    # Walk back over continuation lines (an unclosed bracket is usually reported at the end).
    first = idx
    text = lines[idx]
    indent = len(text) - len(text.lstrip())
    last = idx
    while last + 1 < len(lines):
        nxt = lines[last + 1]
        stripped = nxt.strip()
        if stripped and (len(nxt) - len(nxt.lstrip())) <= indent:
            break
        last += 1
    for i in range(first, last + 1):
        cur = lines[i]
        ending = cur[len(cur.rstrip("\r\n")) :]
        pad = " " * (len(cur) - len(cur.lstrip())) if i == first else ""
        lines[i] = (pad + "pass" if i == first and cur.strip() else "") + ending
    return first + 1, last + 1


def _unclosed_opener(lines: list[str], upto: int) -> int | None:
    """The line of the outermost bracket still open at line `upto` (1-based), if any."""
    stack: list[int] = []
    chunk = "".join(lines[: max(upto, 1)])
    try:
        for tok in tokenize.generate_tokens(io.StringIO(chunk).readline):
            if tok.type == tokenize.OP:
                if tok.string in "([{":
                    stack.append(tok.start[0])
                elif tok.string in ")]}" and stack:
                    stack.pop()
    except (tokenize.TokenError, SyntaxError, IndentationError):
        pass
    return stack[0] if stack else None


def parse_source(text: str, previous: ParsedSource | None = None, index: LineIndex | None = None) -> ParsedSource:
    """Parse; on a syntax error blank the broken statements until the rest parses (bounded attempts).

    `previous`, the parse of an earlier version of the same document: when the edit stays
    inside one top-level statement and keeps the line count, only that statement is parsed
    again (a keystroke in a 2,000-line file: about 1 ms instead of 15). `index`: the text's
    LineIndex when the caller has it (LineIndex.edited says which lines the edit changed)."""
    if index is None or index.text is not text:
        index = LineIndex(text)
    if previous is not None:
        tree = _reparse_one_statement(text, index, previous)
        if tree is not None:
            return ParsedSource(text, index, tree, None)
    try:
        return ParsedSource(text, index, _parse(text), None)
    except SyntaxError as first:
        problem = syntax_problem(first, index)
        first_err = first
    except (ValueError, RecursionError, MemoryError) as bad:  # NUL bytes, absurd nesting
        return ParsedSource(text, index, None, SyntaxProblem(f"cannot parse: {type(bad).__name__}", 1, 0, 1, 0))

    lines, blanked, tree = _recover(text, first_err)
    return ParsedSource(text, index, tree, problem, blanked)


def recovered_text(text: str, err: SyntaxError) -> tuple[str, frozenset[int]] | None:
    """What parse_source's recovery makes of `text`, which raised `err`: the text with the
    broken statements blanked, and the lines it blanked (None when nothing parses)."""
    lines, blanked, tree = _recover(text, err)
    return ("".join(lines), blanked) if tree is not None else None


def _recover(text: str, first_err: SyntaxError) -> tuple[list[str], frozenset[int], ast.Module | None]:
    """Blank the broken statements until the rest parses (bounded attempts): the lines as
    blanked, which ones, and the tree (None when nothing parsed)."""
    lines = split_lines(text)
    blanked: set[int] = set()
    current: SyntaxError = first_err
    for _ in range(MAX_RECOVERY_ATTEMPTS):
        if not lines:
            break
        target = current.lineno or 1
        # Inside a bracket opened on an earlier line (a half-typed call), the statement
        # that opened it is the broken one: blank from there.
        opener = _unclosed_opener(lines, target)
        if opener is not None and opener < target:
            target = opener
        # An unclosed bracket is reported where it was opened: blanking that line drops the call.
        lo, hi = _blank_statement(lines, target)
        blanked.update(range(lo, hi + 1))
        try:
            tree = _parse("".join(lines))
            return lines, frozenset(blanked), tree
        except SyntaxError as next_err:
            if (next_err.lineno or 1) in blanked and (next_err.lineno or 1) == target:
                # No progress at that line; blank from there to the end of the file.
                for i in range(target - 1, len(lines)):
                    ending = lines[i][len(lines[i].rstrip("\r\n")) :]
                    lines[i] = ending
                    blanked.add(i + 1)
            current = next_err
        except (ValueError, RecursionError, MemoryError):
            break
    return lines, frozenset(blanked), None


def _statement_lines(stmt: ast.stmt) -> tuple[int, int]:
    """First and last line of a top-level statement, its decorators included."""
    first = stmt.lineno
    for deco in getattr(stmt, "decorator_list", ()):
        first = min(first, deco.lineno)
    return first, stmt.end_lineno or stmt.lineno


def _reparse_one_statement(text: str, index: LineIndex, previous: ParsedSource) -> ast.Module | None:
    """The module tree of `text` made from `previous` by parsing again only the top-level
    statement the edit falls in; None when that cannot be known to equal a full parse.

    It equals one when: the old text parsed cleanly, the line count is the same, every changed
    line lies inside one top-level statement that shares no line with another, and that
    statement's new text parses on its own (so the tokenizer ends it with no bracket, string or
    continuation open, and the unchanged text after it reads as before). Line numbers come out
    right by parsing the statement after as many empty lines; columns are per line.
    """
    old_tree = previous.tree
    if old_tree is None or previous.syntax_error is not None or previous.blanked:
        return None
    if previous.text == text:
        return old_tree
    old_lines, new_lines = previous.index.lines, index.lines
    if len(old_lines) != len(new_lines):
        return None
    edit = index.edit
    if edit is not None and edit[0] is previous.index:
        # (made from the previous text by one edit: the lines around it are the previous ones)
        lo, hi = edit[1] - 1, edit[3] - 1
    elif "\r" in text or "\r" in previous.text:
        return None
    else:
        lo, hi = 0, len(new_lines) - 1
    first = next((i for i in range(lo, hi + 1) if old_lines[i] != new_lines[i]), None)
    if first is None:
        return None
    last = next(i for i in range(hi, lo - 1, -1) if old_lines[i] != new_lines[i])
    changed_lo, changed_hi = first + 1, last + 1
    body = old_tree.body
    # The top-level statement holding the change: the last one starting at or before it.
    lo, hi = 0, len(body)
    while lo < hi:
        mid = (lo + hi) // 2
        if _statement_lines(body[mid])[0] <= changed_lo:
            lo = mid + 1
        else:
            hi = mid
    k = lo - 1
    if k < 0:
        return None
    start, end = _statement_lines(body[k])
    if changed_hi > end:
        return None  # the change reaches past the statement (or lies between statements)
    if k > 0 and _statement_lines(body[k - 1])[1] >= start:
        return None  # shares its first line with the statement before (`a = 1; b = 2`)
    if k + 1 < len(body) and _statement_lines(body[k + 1])[0] <= end:
        return None
    held = body[k]
    if isinstance(held, ast.ImportFrom) and held.module == "__future__":
        return None  # future imports change how the rest parses
    segment = "".join(new_lines[start - 1 : end])
    if "__future__" in segment:
        return None
    try:
        part = _parse("\n" * (start - 1) + segment)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return None
    return ast.Module(body=body[:k] + part.body + body[k + 1 :], type_ignores=[])
