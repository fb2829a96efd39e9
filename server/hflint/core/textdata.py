"""Recipes written in the file as text: `json.loads(TEXT)` and `yaml.safe_load(TEXT)` of a string
literal (or of a name bound to one), made into the dicts, lists and constants they parse into.

Experiment scripts often keep a recipe as a JSON or YAML string beside the code and parse it:
`recipe = yaml.safe_load(RECIPE); model.generate(**recipe["generate"])`. JSON is parsed by the
standard library's `json` exactly as the script's call does (NaN and Infinity stay unknown). YAML
is parsed here, for the plain subset whose meaning under PyYAML's resolvers is certain: block
mappings and block sequences indented with spaces, flow collections written on one line (`{}`,
`[]`, `{max_new_tokens: 8, do_sample: false}`, `[1, 2]`, nested), plain scalars that are integers,
decimals with a dot, YAML 1.1 booleans (`true`, `yes`, `on`, ...), nulls, words, quoted scalars
without escapes, and comments. A scalar whose reading is not certain (`1e-5` is a string to
PyYAML, `0x1F` an integer, `2024-01-02` a date, `12:30` a number in base 60) is unknown; a
document with anything else (flow collections over several lines, a flow mapping's key without
`: ` or without a value, anchors inside flow collections, tags, block scalars, multi-line
scalars, tabs) stays unknown as a whole. Nothing is imported: the server never loads a YAML
library.
"""

from __future__ import annotations

import ast
import json
import re
from typing import TYPE_CHECKING, Any

from hflint.core import files
from hflint.core.findings import Span
from hflint.core.values import UNKNOWN, Const, DictObj, Origin, Seq, Symbol, Value, options

if TYPE_CHECKING:
    from hflint.core.flow import Interpreter, State, _Call

# What a document may hold at most (a recipe is a few dozen lines).
MAX_TEXT = 20_000
MAX_DEPTH = 16


class _Unknown:
    """A scalar whose value is not certain (it becomes UNKNOWN)."""


_UNKNOWN_SCALAR = _Unknown()


class _GiveUp(Exception):
    """The document is outside the subset: the whole parse is unknown."""


# ---------------------------------------------------------------- YAML (the plain subset)

_BOOL = {
    **dict.fromkeys(("yes", "Yes", "YES", "true", "True", "TRUE", "on", "On", "ON"), True),
    **dict.fromkeys(("no", "No", "NO", "false", "False", "FALSE", "off", "Off", "OFF"), False),
}
_NULL = frozenset({"~", "null", "Null", "NULL"})
_INT = re.compile(r"[-+]?(?:0|[1-9][0-9]*)")
_FLOAT = re.compile(r"[-+]?[0-9]+\.[0-9]+")
# A plain word PyYAML reads as a string whatever its resolvers: letters first, then letters,
# digits and a few separators (a date, a base-60 number or `.inf` cannot start with a letter).
_WORD = re.compile(r"[A-Za-z_][A-Za-z0-9_./\-]*(?: [A-Za-z0-9_./\-]+)*")
_KEY = re.compile(r"[A-Za-z_][A-Za-z0-9_.\-]*")
_SPECIAL = frozenset("[]{}&*!|>%@`\"'")
_ANCHOR = re.compile(r"[A-Za-z0-9_\-]+")
_ANCHORS = "&"  # (where `marks` keeps the anchors seen so far)
_INTERPOLATION = re.compile(r"\$\{[A-Za-z_][A-Za-z0-9_.]*\}")


def parse_yaml(text: str, marks: dict | None = None) -> Any:
    """The document's data (dicts, lists, str, int, float, bool, None; `_UNKNOWN_SCALAR` where a
    scalar's reading is not certain), or raises _GiveUp. `marks`, when given, gets for each
    mapping (by id) where each key is written: its line in the text and its column."""
    lines: list[tuple[int, int, str]] = []  # (line index in the text, indent, content)
    started = False
    for i, raw in enumerate(text.split("\n")):
        if "\t" in raw or "\r" in raw:
            raise _GiveUp
        body = raw.lstrip(" ")
        if not body or body.startswith("#"):
            continue
        if body.rstrip() == "---" and not started and len(body) == len(raw):
            started = True
            continue
        if body.startswith(("---", "...", "%")):
            raise _GiveUp
        started = True
        lines.append((i, len(raw) - len(body), _strip_comment(body)))
    if not lines:
        return None
    if len(lines) == 1:
        content = lines[0][2]
        if not content.startswith(("-", "{", "[")) and ": " not in content and not content.endswith(":"):
            # A document that is one plain or quoted scalar (`yaml.safe_load("false")`: a
            # command-line override's value read the way the config file's values are).
            return _scalar(content)
    data, end = _block(lines, 0, lines[0][1], 0, marks if marks is not None else {})
    if end != len(lines):
        raise _GiveUp
    return data


def _strip_comment(body: str) -> str:
    quote = ""
    for j, ch in enumerate(body):
        if quote:
            if ch == quote:
                quote = ""
        elif ch in "'\"" and (j == 0 or body[j - 1] in " :-[{,"):
            quote = ch
        elif ch == "#" and j > 0 and body[j - 1] == " ":
            return body[:j].rstrip()
    if quote:
        raise _GiveUp
    return body.rstrip()


def _block(lines: list, at: int, indent: int, depth: int, marks: dict) -> tuple[Any, int]:
    if depth > MAX_DEPTH:
        raise _GiveUp
    if lines[at][2].startswith("- ") or lines[at][2] == "-":
        return _sequence(lines, at, indent, depth, marks)
    if lines[at][2][0] in "{[":  # (a whole document, or a key's value below it, written as one flow collection)
        line, column, content = lines[at]
        return _flow_value(content, line, column, depth, marks), at + 1
    return _mapping(lines, at, indent, depth, marks)


def _mapping(lines: list, at: int, indent: int, depth: int, marks: dict) -> tuple[dict, int]:
    out: dict[str, Any] = {}
    where: dict[str, tuple[int, int]] = marks.setdefault(id(out), {})
    anchors: dict[str, Any] = marks.setdefault(_ANCHORS, {})
    merged: dict | None = None
    while at < len(lines) and lines[at][1] == indent:
        content = lines[at][2]
        key, sep, rest = content.partition(":")
        if not sep or not (_KEY.fullmatch(key) or key == "<<") or (rest and not rest.startswith(" ")):
            raise _GiveUp
        rest = rest.strip()
        anchor = None
        if rest.startswith("&"):  # (`defaults: &defaults`, the mapping below named for later `*defaults`)
            anchor, _, rest = rest[1:].partition(" ")
            rest = rest.strip()
            if not _ANCHOR.fullmatch(anchor) or key == "<<":
                raise _GiveUp
        line_no = lines[at][0]
        at += 1
        if rest.startswith("*"):
            if rest[1:] not in anchors or not _ANCHOR.fullmatch(rest[1:]):
                raise _GiveUp
            value = anchors[rest[1:]]
            if key == "<<":
                # A merge key: the anchored mapping's keys, under the ones this mapping writes.
                if merged is not None or not isinstance(value, dict):
                    raise _GiveUp
                merged = value
                continue
            out[key] = value
        elif key == "<<":
            raise _GiveUp
        elif rest[:1] in ("{", "["):
            out[key] = _flow_value(rest, line_no, indent + len(content) - len(rest), depth + 1, marks)
        elif rest:
            out[key] = _scalar(rest)
        elif at < len(lines) and lines[at][1] > indent:
            out[key], at = _block(lines, at, lines[at][1], depth + 1, marks)
        elif at < len(lines) and lines[at][1] == indent and lines[at][2].startswith("-"):
            out[key], at = _sequence(lines, at, indent, depth + 1, marks)  # (a sequence may sit at its key's indent)
        else:
            out[key] = None
        where[key] = (line_no, indent)
        if anchor is not None:
            anchors[anchor] = out[key]
    if at < len(lines) and lines[at][1] > indent:
        raise _GiveUp  # (a continuation line: a multi-line scalar)
    if merged is not None:
        out = _merged(out, merged, where, marks)
    return out, at


def _merged(out: dict, merged: dict, where: dict, marks: dict) -> dict:
    """PyYAML's merge: the merged mapping's keys first, then this mapping's, which win."""
    made = {**merged, **out}
    marks[id(made)] = {**marks.get(id(merged), {}), **where}
    return made


def _sequence(lines: list, at: int, indent: int, depth: int, marks: dict) -> tuple[list, int]:
    out: list[Any] = []
    while at < len(lines) and lines[at][1] == indent and (lines[at][2].startswith("- ") or lines[at][2] == "-"):
        rest = lines[at][2][1:].strip()
        at += 1
        if not rest:
            if at < len(lines) and lines[at][1] > indent:
                item, at = _block(lines, at, lines[at][1], depth + 1, marks)
                out.append(item)
            else:
                out.append(None)
        elif re.match(r"[A-Za-z_][A-Za-z0-9_.\-]*:( |$)", rest):
            # A mapping opened on the dash's line (`- name: greedy`, its next keys below `name`):
            # the line read as the mapping's first line, at the column its key starts.
            line, _, content = lines[at - 1]
            column = indent + len(content) - len(rest)
            lines[at - 1] = (line, column, rest)
            item, at = _mapping(lines, at - 1, column, depth + 1, marks)
            out.append(item)
        elif rest[0] in "{[":
            line, _, content = lines[at - 1]
            out.append(_flow_value(rest, line, indent + len(content) - len(rest), depth + 1, marks))
        else:
            out.append(_scalar(rest))
    if at < len(lines) and lines[at][1] > indent:
        raise _GiveUp
    return out, at


def _flow_value(text: str, line: int, column: int, depth: int, marks: dict) -> Any:
    """A flow collection written whole on one line (`{max_new_tokens: 8}`, `[1, 2]`, `{}`): its data,
    each mapping's keys marked at their line and column. `column` is where `text` starts."""
    if "&" in text or "*" in text:
        raise _GiveUp  # (anchors and aliases inside flow collections are not followed)
    value, end = _flow_node(text, 0, line, column, depth, marks)
    if text[end:].strip():
        raise _GiveUp  # (a collection that ends before the line does, or goes on to the next line)
    return value


def _skip_spaces(text: str, at: int) -> int:
    while at < len(text) and text[at] == " ":
        at += 1
    return at


def _flow_node(text: str, at: int, line: int, column: int, depth: int, marks: dict) -> tuple[Any, int]:
    if depth > MAX_DEPTH:
        raise _GiveUp
    at = _skip_spaces(text, at)
    if at >= len(text):
        raise _GiveUp
    if text[at] == "{":
        return _flow_mapping(text, at + 1, line, column, depth, marks)
    if text[at] == "[":
        return _flow_sequence(text, at + 1, line, column, depth, marks)
    if text[at] in "'\"":
        close = text.find(text[at], at + 1)
        if close < 0:
            raise _GiveUp
        return _scalar(text[at : close + 1]), close + 1
    end = at
    while end < len(text) and text[end] not in ",[]{}":
        end += 1
    plain = text[at:end].strip()
    if not plain or ":" in plain or "#" in plain or plain[0] in "-?" and plain[1:2] in ("", " "):
        raise _GiveUp  # (an empty entry; `a:b`, a key without a value, a comment, an indicator: not followed)
    return _scalar(plain), end


def _flow_sequence(text: str, at: int, line: int, column: int, depth: int, marks: dict) -> tuple[list, int]:
    out: list[Any] = []
    while True:
        at = _skip_spaces(text, at)
        if at < len(text) and text[at] == "]":
            return out, at + 1
        item, at = _flow_node(text, at, line, column, depth + 1, marks)
        out.append(item)
        at = _skip_spaces(text, at)
        if at < len(text) and text[at] == ",":
            at += 1
        elif at >= len(text) or text[at] != "]":
            raise _GiveUp


def _flow_mapping(text: str, at: int, line: int, column: int, depth: int, marks: dict) -> tuple[dict, int]:
    out: dict[str, Any] = {}
    where: dict[str, tuple[int, int]] = marks.setdefault(id(out), {})
    while True:
        at = _skip_spaces(text, at)
        if at < len(text) and text[at] == "}":
            return out, at + 1
        start = at
        if at < len(text) and text[at] in "'\"":
            close = text.find(text[at], at + 1)
            if close < 0:
                raise _GiveUp
            key = _scalar(text[at : close + 1])
            at = _skip_spaces(text, close + 1)
            if at >= len(text) or text[at] != ":":
                raise _GiveUp
            at += 1  # (after a quoted key the colon needs no space: `{"a":1}`)
        else:
            match = _KEY.match(text, at)
            if match is None or not text.startswith(": ", match.end()):
                raise _GiveUp  # (`{x}`, `{x:1}`: PyYAML reads keys with no value there)
            key = match.group()
            at = match.end() + 1
        if key in out:
            raise _GiveUp
        at = _skip_spaces(text, at)
        if at >= len(text) or text[at] in ",}":
            raise _GiveUp  # (`{x: }`: a null value, left out of the subset)
        out[key], at = _flow_node(text, at, line, column, depth + 1, marks)
        where[key] = (line, column + start)
        at = _skip_spaces(text, at)
        if at < len(text) and text[at] == ",":
            at += 1
        elif at >= len(text) or text[at] != "}":
            raise _GiveUp


def _scalar(text: str) -> Any:
    if text[0] in "'\"":
        quote = text[0]
        inner = text[1:-1]
        if len(text) < 2 or text[-1] != quote or quote in inner or "\\" in inner:
            raise _GiveUp
        return inner
    if _INTERPOLATION.fullmatch(text):
        return text  # (`${runtime.kv_cache}`: a plain string to YAML, an interpolation to OmegaConf)
    if text[0] in _SPECIAL or text.startswith(("- ", "? ", ": ")):
        raise _GiveUp
    if ": " in text or text.endswith(":"):
        raise _GiveUp
    if text in _BOOL:
        return _BOOL[text]
    if text in _NULL:
        return None
    if _INT.fullmatch(text):
        return int(text)
    if _FLOAT.fullmatch(text):
        return float(text)
    if _WORD.fullmatch(text):
        # (a word starting with a letter: PyYAML's resolvers for letters are the booleans and
        # nulls above; the others start with a digit, a sign, a dot, `<`, `=` or `~`)
        return text
    return _UNKNOWN_SCALAR


# ---------------------------------------------------------------- JSON


def parse_json(text: str) -> Any:
    def constant(name: str) -> Any:
        return _UNKNOWN_SCALAR  # (NaN, Infinity: floats a rule never compares)

    try:
        return json.loads(text, parse_constant=constant)
    except (ValueError, RecursionError) as err:
        raise _GiveUp from err


# ---------------------------------------------------------------- values


def _text_of(value: Value) -> tuple[str, ast.expr | None] | None:
    """The string the call parses, when every path gives the same one written in the file."""
    texts = {o.value for o in options(value) if isinstance(o, Const) and isinstance(o.value, str)}
    if len(texts) != 1 or any(not (isinstance(o, Const) and isinstance(o.value, str)) for o in options(value)):
        return None
    text = texts.pop()
    node = next((o.node for o in options(value) if isinstance(o, Const) and o.node is not None), None)
    return (text, node) if len(text) <= MAX_TEXT else None


class _Place:
    """Where the parsed text sits in the file, to point at a key's own line of a YAML literal."""

    def __init__(self, interp: Interpreter, node: ast.expr | None, text: str, fallback: Origin, marks: dict) -> None:
        self.fallback = fallback
        self.marks = marks
        self.path = interp.path
        self.flag = fallback.flag  # (a text that holds while a default does: core/files.py)
        # A literal whose lines are the text's lines (no escaped newline): line i of the text
        # is line `first + i` of the file.
        lined = node is not None and node.end_lineno is not None and node.end_lineno - node.lineno == text.count("\n")
        self.first = node.lineno if lined and node is not None else None

    def key(self, data: dict, key: str, item: Any, what: str) -> Origin:
        if isinstance(item, (dict, list)):
            note = f"`{key}` in the {what} parsed here"
        else:
            shown = json.dumps(item) if isinstance(item, (bool, type(None))) else repr(item)
            note = f"`{key}: {shown}` in the {what} parsed here"
        at = self.marks.get(id(data), {}).get(key)
        if at is None or self.first is None or at[0] == 0:
            return Origin(self.fallback.span, note, self.path, self.flag)
        line = self.first + at[0]
        return Origin(Span(line, at[1], line, at[1] + len(key)), note, self.path, self.flag)


def _data_value(place: _Place, data: Any, where: Origin, what: str, st: State, depth: int = 0) -> Value:
    if data is _UNKNOWN_SCALAR or depth > MAX_DEPTH:
        return UNKNOWN
    if isinstance(data, dict):
        obj = DictObj(where)
        for key, item in data.items():
            if not isinstance(key, str):
                obj.complete = False
                continue
            obj.items[key] = _data_value(place, item, place.key(data, key, item, what), what, st, depth + 1)
        return st.heap.new(obj)
    if isinstance(data, list):
        return Seq(tuple(_data_value(place, item, where, what, st, depth + 1) for item in data), False)
    return Const(data, where)


def _parse(interp: Interpreter, call: _Call, st: State, what: str) -> Value:
    if not call.args or call.opaque:
        return UNKNOWN
    source = files.handle_text(interp, call.args[0], st)  # (`json.load(fh)` of a file the script wrote)
    if source is None:
        source = call.args[0]
    data = files.parsed_data(interp, source, what, call, st)  # (a text known by its parse: core/files.py)
    if data is not None:
        return data
    found = _text_of(source)
    if found is None:
        return UNKNOWN
    text, node = found
    flag = next((o.origin.flag for o in options(source) if isinstance(o, Const) and o.origin is not None), None)
    if source is not call.args[0]:
        node = None  # (the text's literal is elsewhere: point at the call that reads it)
    marks: dict = {}
    try:
        if what == "JSON":
            data = parse_json(text)
        elif what == "TOML":
            data = parse_toml(text)
        else:
            data = parse_yaml(text, marks)
    except _GiveUp:
        return UNKNOWN
    span = interp.span(node) if node is not None else interp.span(call.node)
    where = Origin(span, f"the {what} parsed here", interp.path, flag)
    return _data_value(_Place(interp, node, text, where, marks), data, where, what, st)


def parse_toml(text: str) -> Any:
    """TOML with the standard library's tomllib (tomli, hflint's dependency, on Python 3.10). Dates
    and times are unknown scalars; a document it rejects is unknown as a whole."""
    try:
        import tomllib as toml
    except ImportError:  # (Python 3.10)
        import tomli as toml  # type: ignore[no-redef]
    try:
        data = toml.loads(text)
    except toml.TOMLDecodeError:
        raise _GiveUp from None

    def plain(v: Any) -> Any:
        if isinstance(v, dict):
            return {k: plain(x) for k, x in v.items()}
        if isinstance(v, list):
            return [plain(x) for x in v]
        if isinstance(v, (str, int, float, bool)):
            return v
        return _UNKNOWN_SCALAR

    return plain(data)


def _json_loads(interp: Interpreter, call: _Call, st: State) -> Value:
    if len(call.args) != 1 or set(call.kwargs) - {"object_hook"}:
        return UNKNOWN
    parsed = _parse(interp, call, st, "JSON")
    hook = call.kwargs.get("object_hook")
    if hook is None or parsed is UNKNOWN:
        return parsed
    return _hooked(interp, call, hook, parsed, st)


def _hooked(interp: Interpreter, call: _Call, hook: Value, value: Value, st: State, depth: int = 0) -> Value:
    """`json.loads(text, object_hook=fn)`: each object, innermost first, is what `fn` makes of
    the dict of its items (`lambda d: SimpleNamespace(**d)`, an attribute-dict class)."""
    from hflint.core.flow import _Call

    if depth > MAX_DEPTH:
        return UNKNOWN
    if type(value) is Seq:
        return Seq(tuple(_hooked(interp, call, hook, v, st, depth + 1) for v in value.items), value.is_tuple)
    obj = st.heap.get(value)
    if not isinstance(obj, DictObj):
        return value
    items = {k: _hooked(interp, call, hook, v, st, depth + 1) for k, v in obj.items.items()}
    made = st.heap.writable(value)
    if not isinstance(made, DictObj):
        return UNKNOWN
    made.items = items
    return interp._call_value_options(hook, _Call(call.node, (value,), {}, False), st)


def _toml_loads(interp: Interpreter, call: _Call, st: State) -> Value:
    if len(call.args) != 1 or call.kwargs:
        return UNKNOWN
    return _parse(interp, call, st, "TOML")


def _yaml_safe_load(interp: Interpreter, call: _Call, st: State) -> Value:
    if len(call.args) != 1 or call.kwargs:
        return UNKNOWN
    return _parse(interp, call, st, "YAML")


def _yaml_load(interp: Interpreter, call: _Call, st: State) -> Value:
    # yaml.load(text, Loader=...): every loader reads the plain subset alike (without one,
    # PyYAML 6 raises TypeError: unknown).
    if len(call.args) != 1 or set(call.kwargs) != {"Loader"}:
        return UNKNOWN
    return _parse(interp, call, st, "YAML")


# ---------------------------------------------------------------- CSV

_CSV_OPTIONS = frozenset({"delimiter", "skipinitialspace", "quotechar"})


def _csv_source(interp: Interpreter, call: _Call, st: State) -> tuple[str, ast.expr | None] | None:
    """The text a `csv.reader` / `csv.DictReader` reads: `io.StringIO(TEXT)` of a text written in
    the file, the lines of one (`TEXT.strip().splitlines()`, a list of strings), or a handle of a
    file the script wrote before (core/files.py)."""
    node = call.node.args[0] if isinstance(call.node, ast.Call) and len(call.node.args) == 1 else None
    if (
        isinstance(node, ast.Call)
        and len(node.args) == 1
        and not node.keywords
        and isinstance(node.args[0], (ast.Name, ast.Attribute, ast.Constant))
    ):
        func = interp.eval(node.func, st)
        if isinstance(func, Symbol) and func.qualname == "io.StringIO":
            # (the text's expression is a name or a literal: reading it again runs nothing)
            return _text_of(interp.eval(node.args[0], st))
        return None
    source = call.args[0]
    text = files.handle_text(interp, source, st)  # (`csv.DictReader(fh)` of a file the script wrote)
    if text is not None:
        found = _text_of(text) if type(text) is Const else None
        # (the text's literal is elsewhere: point at the call that reads it)
        return (found[0], None) if found is not None else None
    if type(source) is Seq and source.items and all(isinstance(o, Const) and isinstance(o.value, str) for o in source.items):
        return "\n".join(o.value for o in source.items if isinstance(o, Const)), None
    return None


_CONSUMERS = frozenset({"builtins.list", "builtins.tuple", "builtins.sorted"})
_PASSERS = frozenset({"builtins.enumerate", "builtins.zip"})


def _consumed_where_made(interp: Interpreter, node: ast.expr, st: State) -> bool:
    """Whether the reader `node` makes is read in full right where it is made: the iterable of a
    `for` or of a comprehension, or given to `list` / `tuple` / `sorted` (through `enumerate` or
    `zip` too). A reader kept in a name may have rows taken off it first (`header = next(reader)`),
    which the walk does not follow: its rows stay unknown."""
    stmt = interp._stmt
    if stmt is None:
        return False
    parents = {id(child): parent for parent in ast.walk(stmt) for child in ast.iter_child_nodes(parent)}
    current: ast.AST = node
    while True:
        parent = parents.get(id(current))
        if isinstance(parent, (ast.For, ast.AsyncFor, ast.comprehension)):
            return parent.iter is current
        if not isinstance(parent, ast.Call) or current not in parent.args:
            return False
        func = interp.eval(parent.func, st) if isinstance(parent.func, (ast.Name, ast.Attribute)) else None
        name = func.qualname if isinstance(func, Symbol) else None
        if name in _CONSUMERS:
            return len(parent.args) == 1
        if name not in _PASSERS:
            return False
        current = parent


def _csv_rows(interp: Interpreter, call: _Call, st: State, dicts: bool) -> Value:
    """`csv.DictReader(io.StringIO(TEXT))` and `csv.reader(...)` of a table written in the file
    (a registry of checkpoints, one pair a row): the rows as the standard library's `csv` reads
    them, dicts of strings keyed by the header, or lists of strings. Each value points at its
    row's line of the literal."""
    if len(call.args) != 1 or call.opaque or set(call.kwargs) - _CSV_OPTIONS:
        return UNKNOWN
    options_: dict[str, Any] = {}
    for key, value in call.kwargs.items():
        if not isinstance(value, Const) or not isinstance(value.value, (str, bool)):
            return UNKNOWN
        options_[key] = value.value
    if not isinstance(call.node, ast.Call) or not _consumed_where_made(interp, call.node, st):
        return UNKNOWN
    found = _csv_source(interp, call, st)
    if found is None or len(found[0]) > MAX_TEXT:
        return UNKNOWN
    text, node = found
    # (a file the script writes only when it is not there yet: its rows hold while it is not)
    source = files.handle_text(interp, call.args[0], st)
    read = options(source) if source is not None else []
    flag = next((o.origin.flag for o in read if isinstance(o, Const) and o.origin is not None), None)
    import csv
    import io

    rows: list[tuple[Any, int]] = []  # (the row, the index of its last line in the text)
    try:
        reader: Any = (csv.DictReader if dicts else csv.reader)(io.StringIO(text), **options_)
        for row in reader:
            rows.append((row, reader.line_num - 1))
    except (csv.Error, TypeError):
        return UNKNOWN
    lined = node is not None and node.end_lineno is not None and node.end_lineno - node.lineno == text.count("\n")
    lines = text.split("\n")
    fallback = interp.span(node) if node is not None else interp.span(call.node)
    what = "CSV row"
    out: list[Value] = []
    for row, at in rows:
        if lined and node is not None and 0 < at < len(lines):
            body = lines[at]
            line = node.lineno + at
            span = Span(line, len(body) - len(body.lstrip()), line, len(body))
        else:
            span = fallback
        where = Origin(span, f"the {what} read here", interp.path, flag)
        if isinstance(row, dict):
            obj = DictObj(where)
            for key, item in row.items():
                if not isinstance(key, str) or not isinstance(item, str):
                    obj.complete = False  # (a row longer or shorter than the header: `restkey`, `restval`)
                    continue
                obj.items[key] = Const(item, Origin(span, f"`{key}: {item!r}` in the {what} read here", interp.path, flag))
            out.append(st.heap.new(obj))
        else:
            out.append(Seq(tuple(Const(item, where) for item in row), False))
    if flag is not None:
        # (how many rows there are holds while the file is the script's own: the batches cut
        # from them say so, core/batches.py)
        shown = Origin(fallback, f"{len(out)} {what}s read here", interp.path, flag)
        return Seq(tuple(out), False, Const(len(out), shown))
    return Seq(tuple(out), False)


def _csv_reader(interp: Interpreter, call: _Call, st: State) -> Value:
    return _csv_rows(interp, call, st, dicts=False)


def _csv_dict_reader(interp: Interpreter, call: _Call, st: State) -> Value:
    return _csv_rows(interp, call, st, dicts=True)


SYMBOL_CALLS = {
    "csv.reader": _csv_reader,
    "csv.DictReader": _csv_dict_reader,
    "json.loads": _json_loads,
    "json.load": _json_loads,
    "tomllib.loads": _toml_loads,
    "tomllib.load": _toml_loads,
    "tomli.loads": _toml_loads,
    "tomli.load": _toml_loads,
    "yaml.safe_load": _yaml_safe_load,
    "yaml.full_load": _yaml_safe_load,
    "yaml.load": _yaml_load,
}
