"""Building fixes: keyword insertion and replacement at a call, literal flips at the origin, ignore comments."""

from __future__ import annotations

import ast
import functools
import re
from collections.abc import Sequence

from hflint.core.findings import Applicability, Fix, Reach, Span, TextEdit
from hflint.core.source import LineIndex


def node_span(index: LineIndex, node: ast.AST) -> Span:
    line = node.lineno  # type: ignore[attr-defined]
    end_line = node.end_lineno or line  # type: ignore[attr-defined]
    return Span(
        line,
        index.char_col_from_utf8(line, node.col_offset),  # type: ignore[attr-defined]
        end_line,
        index.char_col_from_utf8(end_line, node.end_col_offset or 0),  # type: ignore[attr-defined]
    )


def call_name_span(index: LineIndex, call: ast.Call) -> Span:
    """The callee's name (`generate` in `model.generate(...)`): what the squiggle underlines."""
    func = call.func
    if isinstance(func, ast.Attribute) and func.end_lineno is not None:
        end = node_span(index, func)
        start_col = max(end.end_col - len(func.attr), 0)
        return Span(end.end_line, start_col, end.end_line, end.end_col)
    return node_span(index, func)


def keyword(call: ast.Call, name: str) -> ast.keyword | None:
    for kw in call.keywords:
        if kw.arg == name:
            return kw
    return None


def set_keyword(index: LineIndex, call: ast.Call, name: str, value_src: str) -> tuple[TextEdit, ...]:
    """Replace the value of `name=` at the call, or add `name=value` after the last argument."""
    kw = keyword(call, name)
    if kw is not None:
        return (TextEdit(node_span(index, kw.value), value_src),)
    return add_keywords(index, call, [(name, value_src)])


def add_keywords(index: LineIndex, call: ast.Call, pairs: Sequence[tuple[str, str]]) -> tuple[TextEdit, ...]:
    """Add `name=value, ...` after the call's last argument (one edit)."""
    text = ", ".join(f"{name}={value}" for name, value in pairs)
    last: ast.AST | None = None
    for node in list(call.args) + list(call.keywords):
        if last is None or (node.end_lineno, node.end_col_offset) > (last.end_lineno, last.end_col_offset):  # type: ignore[attr-defined]
            last = node
    if last is None:
        # f() → f(name=value): insert just before the closing parenthesis.
        end = node_span(index, call)
        return (TextEdit(Span(end.end_line, end.end_col - 1, end.end_line, end.end_col - 1), text),)
    end = node_span(index, last)
    return (TextEdit(Span(end.end_line, end.end_col, end.end_line, end.end_col), f", {text}"),)


def remove_keyword(index: LineIndex, call: ast.Call, name: str) -> tuple[TextEdit, ...] | None:
    """Delete `name=...` and the comma that joins it to its neighbour."""
    kw = keyword(call, name)
    if kw is None:
        return None
    items = sorted(list(call.args) + list(call.keywords), key=lambda n: (n.lineno, n.col_offset))  # type: ignore[attr-defined]
    pos = next(i for i, n in enumerate(items) if n is kw)
    me = node_span(index, kw)
    if pos > 0:
        prev = node_span(index, items[pos - 1])
        # From the comma that follows the previous argument: `(ids)` ends before its `)`.
        line, col = _comma_after(index, prev.end_line, prev.end_col, me.line, me.col) or (prev.end_line, prev.end_col)
        return (TextEdit(Span(line, col, me.end_line, me.end_col), ""),)
    if len(items) > 1:
        nxt = node_span(index, items[1])
        return (TextEdit(Span(me.line, me.col, nxt.line, nxt.col), ""),)
    return (TextEdit(me, ""),)


def remove_dict_entry(index: LineIndex, node: ast.Dict, pos: int) -> tuple[TextEdit, ...]:
    """Delete the `key: value` entry at `pos` of a dict display (no `**` in it) and the comma that
    joins it to its neighbour, as remove_keyword does for a call's keyword."""
    entries = [
        Span(node_span(index, k).line, node_span(index, k).col, node_span(index, v).end_line, node_span(index, v).end_col)
        for k, v in zip(node.keys, node.values)
        if k is not None
    ]
    me = entries[pos]
    if pos > 0:
        prev = entries[pos - 1]
        line, col = _comma_after(index, prev.end_line, prev.end_col, me.line, me.col) or (prev.end_line, prev.end_col)
        return (TextEdit(Span(line, col, me.end_line, me.end_col), ""),)
    if len(entries) > 1:
        nxt = entries[1]
        return (TextEdit(Span(me.line, me.col, nxt.line, nxt.col), ""),)
    # (the only entry: everything between the braces, a trailing comma too)
    whole = node_span(index, node)
    return (TextEdit(Span(whole.line, whole.col + 1, whole.end_line, whole.end_col - 1), ""),)


def _comma_after(index: LineIndex, line: int, col: int, end_line: int, end_col: int) -> tuple[int, int] | None:
    """The first comma from (line, col) up to (end_line, end_col) outside comments."""
    for at in range(line, end_line + 1):
        text = index.line_text(at)
        stop = end_col if at == end_line else len(text)
        for i in range(col if at == line else 0, min(stop, len(text))):
            if text[i] == "#":
                break
            if text[i] == ",":
                return at, i
    return None


def written_here(value: object, path: str | None) -> bool:
    """Whether a literal was written in the analysed file: a fix's edits apply to that file only.

    (A value imported from another module carries that module's line and columns.)
    """
    origin = getattr(value, "origin", None)
    return origin is not None and origin.path == path


def replace_node(index: LineIndex, node: ast.AST, new_src: str) -> tuple[TextEdit, ...]:
    return (TextEdit(node_span(index, node), new_src),)


_IGNORE_RE = re.compile(r"#\s*hflint:\s*ignore\[(?P<codes>[^\]]*)\]")


def ignore_comment_fix(index: LineIndex, line: int, code: str) -> Fix:
    text = index.line_text(line)
    m = _IGNORE_RE.search(text)
    if m:
        codes = [c.strip() for c in m.group("codes").split(",") if c.strip()]
        codes.append(code)
        start, end = m.start("codes"), m.end("codes")
        edit = TextEdit(Span(line, start, line, end), ", ".join(codes))
    else:
        end = len(text)
        edit = TextEdit(Span(line, end, line, end), f"  # hflint: ignore[{code}]")
    return Fix(f"Ignore {code} on this line", (edit,), Applicability.UNSAFE, suppression=True)


def insert_line_before(index: LineIndex, stmt_line: int, code_line: str) -> TextEdit:
    """Insert a statement line above `stmt_line`, with that line's indentation and line ending
    (a file may mix them: the new line takes the ending of the line it joins)."""
    text = index.line_text(stmt_line)
    indent = text[: len(text) - len(text.lstrip())]
    return TextEdit(Span(stmt_line, 0, stmt_line, 0), f"{indent}{code_line}{line_ending(index, stmt_line)}")


def line_ending(index: LineIndex, line: int) -> str:
    """The ending of `line`; for a last line without one, the ending of the nearest line before it."""
    for at in range(min(line, len(index.lines)), 0, -1):
        raw = index.lines[at - 1]
        for ending in ("\r\n", "\n", "\r"):
            if raw.endswith(ending):
                return ending
    return "\n"


def literal_fix(ctx, literals: Sequence, key: str, new_src: str, setting: str) -> Fix:
    """Edit the literals where a setting's value is written (`Const`s whose `node` is in the
    analysed file). Offered as safe when each literal is the setting's own value as written
    (`key=False`, `"key": False`, `.key = False`): core/reach.py then keeps it safe only if
    every call that reads the literal benefits. A literal first bound to a name (`flag = False`
    ... `use_cache=flag`) may be read by code no call shows: unsafe."""
    edits: list[TextEdit] = []
    reach: list[Reach] = []
    direct = True
    for c in literals:
        span = node_span(ctx.index, c.node)
        edits.append(TextEdit(span, new_src))
        reach.append(Reach("literal", span, ctx.path))
        direct = direct and directly_set(ctx.index, span, key)
    first = edits[0].span
    old = ctx.index.line_text(first.line)[first.col : first.end_col] if first.line == first.end_line else "the value"
    places = ", ".join(dict.fromkeys(ctx.place(e.span.line) for e in edits))
    where = f"where {setting} is set" if direct else f"where the value {setting} reads is written"
    return Fix(
        f"Change `{old}` to `{new_src}` {where} ({places})",
        tuple(edits),
        Applicability.SAFE if direct else Applicability.UNSAFE,
        reach=tuple(reach),
    )


_SETTERS: dict[str, re.Pattern[str]] = {}


def directly_set(index: LineIndex, span: Span, key: str) -> bool:
    """The text just before `span` writes it as `key`'s value: `key=`, `"key":`, `.key =`."""
    pattern = _SETTERS.get(key)
    if pattern is None:
        k = re.escape(key)
        pattern = _SETTERS[key] = re.compile(rf"(?:(?<![\w.]){k}\s*=|[\"']{k}[\"']\s*:|\.{k}\s*=)\s*$")
    return pattern.search(index.line_text(span.line)[: span.col]) is not None


def string_like(index: LineIndex, node: ast.AST, value: str) -> str:
    """`value` as a string literal quoted as the literal at `node` is ('static' or "static")."""
    span = node_span(index, node)
    first = index.line_text(span.line)[span.col : span.col + 1]
    if first == '"' and '"' not in value and "\\" not in value:
        return f'"{value}"'
    return repr(value)


@functools.lru_cache(maxsize=8)
def _top_level_imports(source: str) -> tuple[dict[str, str], dict[str, int], frozenset[str]] | None:
    """The module's top-level imports: local name -> what it is bound to ("transformers",
    "transformers.DynamicCache"); module -> the last line of its last `from module import`;
    the modules imported with `*`. None for a source that does not parse."""
    try:
        tree = ast.parse(source)
    except (SyntaxError, ValueError):
        return None
    bound: dict[str, str] = {}
    last_from: dict[str, int] = {}
    starred: set[str] = set()
    for stmt in tree.body:
        if isinstance(stmt, ast.Import):
            for alias in stmt.names:
                if alias.asname:
                    bound[alias.asname] = alias.name
                else:
                    top = alias.name.split(".", 1)[0]
                    bound[top] = top
        elif isinstance(stmt, ast.ImportFrom) and stmt.module and not stmt.level:
            last_from[stmt.module] = stmt.end_lineno or stmt.lineno
            for alias in stmt.names:
                if alias.name == "*":
                    starred.add(stmt.module)
                else:
                    bound[alias.asname or alias.name] = f"{stmt.module}.{alias.name}"
        elif isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            bound[stmt.name] = ""  # (a name of the file's own)
        elif isinstance(stmt, ast.Assign):
            for target in stmt.targets:
                if isinstance(target, ast.Name):
                    bound[target.id] = ""
    return bound, last_from, frozenset(starred)


def class_reference(index: LineIndex, source: str, package: str, cls: str) -> tuple[str, tuple[TextEdit, ...]] | None:
    """How code at module level can name `package.cls`, with the edits that import it if needed:
    the name an import already binds (`DynamicCache`, or `tf.DynamicCache` after `import
    transformers as tf`), else `cls` with a `from package import cls` line added below the file's
    last `from package import ...`. None where the name is taken or the file does not import
    from the package at the top."""
    found = _top_level_imports(source)
    if found is None:
        return None
    bound, last_from, starred = found
    for local, target in bound.items():
        if target == f"{package}.{cls}":
            return local, ()
    if package in starred and cls not in bound:
        return cls, ()
    for local, target in bound.items():
        if target == package:
            return f"{local}.{cls}", ()
    if cls in bound or package not in last_from:
        return None
    after = last_from[package]
    text = f"from {package} import {cls}"
    if after < len(index.lines) and index.lines[after - 1].endswith(("\n", "\r")):
        return cls, (TextEdit(Span(after + 1, 0, after + 1, 0), text + line_ending(index, after)),)
    # (the import is the file's last line, without an ending: the new line goes after it)
    end = len(index.line_text(after))
    return cls, (TextEdit(Span(after, end, after, end), line_ending(index, after) + text),)
