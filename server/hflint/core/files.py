"""Files the script writes and reads back: a run config saved as JSON (or TOML, YAML) and loaded
again, by path.

Experiment scripts often keep their settings in a file they write themselves and read back a
few lines later: `Path("run.json").write_text(json.dumps(CONFIG))` then
`json.load(open("run.json"))`, or `with open(p, "w") as fh: json.dump(cfg, fh)`. Paths are
strings the walk knows (a literal, a constant, `os.path.join` of those) or `pathlib.Path(...)` of
them; a file is what the script last wrote to it, as text: a string (`write_text`,
`fh.write`), or what `json.dump` / `json.dumps` make of a dict and list the walk knows in full.
`json.load(fh)`, `yaml.safe_load(fh)` and `tomllib.load(fh)` (and `path.read_text()` handed to
the `loads` functions) parse it as core/textdata.py parses a literal; TOML with the standard
library's `tomllib` (tomli on Python 3.10).

A file the script did not write this run is unknown (whoever runs it may have written it). A
path the script only writes when it does not exist yet (`if not path.exists(): write_default()`)
holds the script's own text while nobody created it before: `path.exists()` of a path not written
is False as a default that whoever runs the script may change (a Flag of kind "file"), so what it
decides is a warning ("unless run.json exists before the run").

Files beside the script are named through `__file__` (the checked file's path) and the
`os.path` / `pathlib` folds here. A text made from data the walk knows only in part (a generation
config's JSON, a dict open to other keys) is a DataText: not its characters, but what it parses
into, which the readers (core/textdata.py, OmegaConf, pydantic) give back.
"""

from __future__ import annotations

import ast
import json
import os.path
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from hflint.core.findings import Flag, immutable
from hflint.core.values import ABSENT, UNKNOWN, Const, DictObj, Origin, Seq, Value, options

if TYPE_CHECKING:
    from hflint.core.flow import Interpreter, State, _Call

FILES = "_\0files"  # the env name of the files the script wrote (a DictObj: path -> text)


@immutable()
class PathVal(Const):
    """`pathlib.Path("run.json")`: a path the walk knows. A Const of its text, so whatever takes a
    folder or file name as a string (`from_pretrained`, `save_pretrained`, `os.path.join`, the
    folders core/saved.py matches) takes it too; its own attributes (`exists`, `write_text`,
    `name`, `/`) are a path's."""


@immutable()
class PathMethod(Value):
    """`path.exists`, `path.write_text`, ... of a known path, before it is called."""

    path: str
    name: str


@immutable()
class FileHandle(Value):
    """`open(path, mode)` / `path.open(mode)` (and what `with ... as fh` binds)."""

    path: str
    mode: str


@immutable()
class FileMethod(Value):
    """`fh.write` / `fh.read` of a file handle, before it is called."""

    handle: FileHandle
    name: str


@immutable()
class Emptied(Value):
    """What a file holds once `open(path, "w")` emptied it, before any write the walk knows: the
    writes through the handle make up its text from there. Read back as it is, unknown (code
    the walk does not follow may have written it: `csv.writer(fh)`, `print(..., file=fh)`)."""


EMPTIED = Emptied()


@immutable()
class ProcessId(Value):
    """`os.getpid()`: a number the walk cannot know, the same at every call of one run. To
    everything but an f-string it is unknown (arithmetic, comparisons, settings); an f-string
    writes it as PROCESS_ID_TEXT, so that a file named after the process (`f"run-{os.getpid()}.json"`)
    is the same file where the script writes it and where it reads it back."""


PROCESS_ID = ProcessId()
PROCESS_ID_TEXT = "<the process id>"
TEMP_FOLDER_TEXT = "<the temporary-files folder>"


def path_of(value: Value) -> str | None:
    """The path a value names: a string the walk knows, or a Path of one."""
    if isinstance(value, Const) and isinstance(value.value, str) and value.value:
        return value.value
    return None


def _key(path: str) -> str:
    return os.path.normpath(path)


def _written(interp: Interpreter, st: State) -> DictObj | None:
    obj = st.heap.get(interp.lookup(FILES, st))
    return obj if isinstance(obj, DictObj) else None


def write(interp: Interpreter, path: str, text: Value, st: State) -> None:
    """The file at `path` holds `text` from now on (UNKNOWN: something the walk cannot say)."""
    ref = interp.lookup(FILES, st)
    obj = st.heap.writable(ref)
    if not isinstance(obj, DictObj):
        obj = DictObj(None)
        interp.bind_module_slot(FILES, st.heap.new(obj), st)
    known = all(isinstance(o, Const) and isinstance(o.value, str) for o in options(text))
    known = known or isinstance(text, (DataText, Emptied))
    obj.items[_key(path)] = text if known else UNKNOWN
    if not isinstance(text, Emptied):
        from hflint.core import saved

        saved.gen_file_written(interp, path, obj.items[_key(path)], st)


def read(interp: Interpreter, path: str, st: State) -> Value:
    """What the script wrote to `path` (a Const str), else UNKNOWN."""
    written = _written(interp, st)
    found = ABSENT if written is None else written.items.get(_key(path), ABSENT)
    if found is ABSENT:
        from hflint.core import saved

        return saved.saved_file_text(interp, path, st) or UNKNOWN  # (a file save_pretrained wrote)
    if any(isinstance(o, Emptied) for o in options(found)):
        return UNKNOWN
    return found


def written(interp: Interpreter, path: str, st: State) -> Value | None:
    """What the script wrote to `path` (UNKNOWN where it cannot say), or None when it wrote nothing
    there this run (the file is then whatever is on disk, or absent)."""
    obj = _written(interp, st)
    if obj is None or _key(path) not in obj.items:
        return None
    found = obj.items[_key(path)]
    if any(o is ABSENT for o in options(found)):
        return UNKNOWN  # (written on some paths only)
    return read(interp, path, st)


def _exists(interp: Interpreter, path: str, call: _Call, st: State) -> Value:
    written = _written(interp, st)
    if written is not None and _key(path) in written.items:
        return Const(True, interp.origin(call.node, f"{path} written by the script before"))
    from hflint.core import saved

    if saved.made_by_save(interp, path, st):
        return UNKNOWN  # (a folder the script saved a model or config to, or a file that wrote)
    shown = _shown(interp, path)
    flag = Flag(shown, "file", "False")
    return Const(False, Origin(interp.span(call.node), f"{shown} not there before the run", interp.path, flag))


def _shown(interp: Interpreter, path: str) -> str:
    """A path as a message names it: a file beside the script (`os.path.dirname(__file__)`) by
    its name, as the script's folder is where its reader looks."""
    if interp.path and os.path.isabs(path) and os.path.dirname(path) == os.path.dirname(os.path.abspath(interp.path)):
        return os.path.basename(path)
    return path


# ---------------------------------------------------------------- data as JSON text


class _NotData(Exception):
    pass


@immutable()
class DataText(Value):
    """A text whose parse the walk knows, though not every character of it: what `json.dumps`,
    `GenerationConfig.to_json_string()`, pydantic's `model_dump_json()` or `OmegaConf.to_yaml`
    make of data known in part (a dict that may hold keys the walk cannot list, an item it does
    not know). Written to a file and read back, or parsed again (`json.loads`, `yaml.safe_load`,
    `OmegaConf.create` / `load`), it is that data again: the same keys and items, each pointing
    where it was set. `tree` is a snapshot taken when the text was made: `("d", ((key, tree),
    ...), complete)`, `("l", (tree, ...))`, or a leaf (a Const, or UNKNOWN). `fmt` is "JSON" or
    "YAML" (a YAML reader reads JSON too; a JSON reader does not read YAML)."""

    tree: Any
    fmt: str


def snapshot(value: Value, st: State, depth: int = 0) -> Any:
    """The data tree of a value, for DataText; _NotData for what a serialiser would refuse (a
    model, a tokenizer, a value of several kinds) or the walk cannot copy."""
    if depth > 16:
        raise _NotData
    if value is UNKNOWN:
        return UNKNOWN
    if isinstance(value, Const):
        if isinstance(value.value, (str, int, float, bool, type(None))):
            return value
        raise _NotData
    if type(value) is Seq:
        if value.count is not None:  # type: ignore[attr-defined]
            raise _NotData
        return ("l", tuple(snapshot(v, st, depth + 1) for v in value.items))  # type: ignore[attr-defined]
    obj = st.heap.get(value)
    if isinstance(obj, DictObj) and type(obj) is DictObj:
        complete = obj.complete
        items = []
        for k, v in obj.items.items():
            if any(o is ABSENT for o in options(v)):
                complete = False  # (the key may be missing: not listed, the dict open)
                continue
            one = options(v)
            items.append((k, snapshot(v, st, depth + 1) if len(one) == 1 else UNKNOWN))
        return ("d", tuple(items), complete)
    raise _NotData


def materialise(tree: Any, st: State, where: Origin | None) -> Value:
    """The values a DataText's data parses into (fresh dicts and lists; leaves keep their origins)."""
    if isinstance(tree, tuple) and tree and tree[0] == "d":
        obj = DictObj(where, {k: materialise(v, st, where) for k, v in tree[1]}, tree[2])
        return st.heap.new(obj)
    if isinstance(tree, tuple) and tree and tree[0] == "l":
        return Seq(tuple(materialise(v, st, where) for v in tree[1]), False)
    return tree if isinstance(tree, Value) else UNKNOWN


def data_text(value: Value, fmt: str, st: State) -> Value:
    """A DataText of a value the walk knows in part (UNKNOWN for one it cannot copy)."""
    if len(options(value)) != 1:
        return UNKNOWN
    try:
        tree = snapshot(value, st)
    except _NotData:
        return UNKNOWN
    if not (isinstance(tree, tuple) and tree and tree[0] in ("d", "l")):
        return UNKNOWN
    return DataText(tree, fmt)


def parsed_data(interp: Interpreter, source: Value, fmt: str, call: _Call, st: State) -> Value | None:
    """What a reader of `fmt` makes of a DataText (None: not one)."""
    found = options(source)
    if not found or not any(isinstance(o, DataText) for o in found):
        return None
    if len(found) != 1:
        return UNKNOWN
    text = found[0]
    assert isinstance(text, DataText)
    if fmt == "TOML" or (fmt == "JSON" and text.fmt != "JSON"):
        return UNKNOWN
    return materialise(text.tree, st, interp.origin(call.node, f"the {fmt} parsed here"))


def to_data(value: Value, st: State, depth: int = 0) -> Any:
    """The Python data of a value the walk knows in full (what json.dumps would see)."""
    if depth > 16:
        raise _NotData
    if isinstance(value, Const):
        if isinstance(value.value, (str, int, float, bool, type(None))):
            return value.value
        raise _NotData
    if type(value) is Seq:
        return [to_data(v, st, depth + 1) for v in value.items]  # type: ignore[attr-defined]
    obj = st.heap.get(value)
    if isinstance(obj, DictObj) and obj.complete:
        out = {}
        for k, v in obj.items.items():
            if v is ABSENT:
                continue
            if any(o is ABSENT for o in options(v)):
                raise _NotData
            out[k] = to_data(v, st, depth + 1)
        return out
    raise _NotData


def json_text(interp: Interpreter, value: Value, call: _Call, st: State) -> Value:
    """`json.dumps(obj)`: its text, when the walk knows obj in full (flags carried over)."""
    try:
        data = to_data(value, st)
    except _NotData:
        return data_text(value, "JSON", st)  # (known in part: its parse, not its characters)
    try:
        text = json.dumps(data)
    except (TypeError, ValueError):
        return UNKNOWN
    flag = _flag_in(value, st)
    return Const(text, Origin(interp.span(call.node), "JSON written here", interp.path, flag))


def _flag_in(value: Value, st: State, depth: int = 0) -> Flag | None:
    """A flag some part of the value carries (a default that decided it)."""
    if depth > 16:
        return None
    for o in options(value):
        if isinstance(o, Const):
            if o.origin is not None and o.origin.flag is not None:
                return o.origin.flag
        elif type(o) is Seq:
            for v in o.items:  # type: ignore[attr-defined]
                found = _flag_in(v, st, depth + 1)
                if found is not None:
                    return found
        else:
            obj = st.heap.get(o)
            if isinstance(obj, DictObj):
                for v in obj.items.values():
                    found = _flag_in(v, st, depth + 1)
                    if found is not None:
                        return found
    return None


# ---------------------------------------------------------------- calls


def joined(interp: Interpreter, parts: list[Value], node: ast.AST, what: str, make: type[Const] = PathVal) -> Value:
    """The path of known parts (`Path(a, b)`, `a / b`, `os.path.join(a, b)`: `make` is PathVal
    for a path object, Const for a string), from the first command-line option among them if one
    decides it (so that a finding it decides names the option), else from here. A Path refuses an
    empty part (`path_of`); `os.path.join` takes one as Python does."""
    if make is PathVal:
        texts = [path_of(p) for p in parts]
    else:
        texts = [p.value if isinstance(p, Const) and isinstance(p.value, str) else None for p in parts]
    if not texts or any(t is None for t in texts):
        return UNKNOWN
    text = os.path.join(*texts)  # type: ignore[arg-type]
    for p in parts:
        if isinstance(p, Const) and p.origin is not None and p.origin.flag is not None:
            return make(text, p.origin)
    return make(text, interp.origin(node, what))


def _path(interp: Interpreter, call: _Call, st: State) -> Value:
    """`Path("run.json")`, `Path(folder, "run.json")`; `Path()` is the current folder."""
    if call.kwargs or call.opaque:
        return UNKNOWN
    if not call.args:
        return PathVal(".", interp.origin(call.node, "path made here"))
    return joined(interp, list(call.args), call.node, "path made here")


def _open(interp: Interpreter, call: _Call, st: State) -> Value:
    if call.opaque or not call.args:
        return UNKNOWN
    path = path_of(call.args[0])
    mode = call.args[1] if len(call.args) > 1 else call.kwargs.get("mode", Const("r"))
    if path is None or not (isinstance(mode, Const) and isinstance(mode.value, str)):
        return UNKNOWN
    return opened(interp, path, mode.value, st)


def opened(interp: Interpreter, path: str, mode: str, st: State) -> FileHandle:
    """A handle of `open(path, mode)`; mode "w" empties the file, as Python does, so that the
    writes through the handle make up what it holds."""
    if "w" in mode:
        write(interp, path, EMPTIED, st)
    return FileHandle(path, mode)


def write_to(interp: Interpreter, handle: FileHandle, text: Value, st: State) -> None:
    """`fh.write(text)` (and the dumps to a handle): the text goes after what the handle wrote
    before (a JSON-lines file written a line at a time). Known when the file was just emptied (a
    handle opened with "w": then `text` itself, a DataText too) or holds known text and `text` is
    a known string; else unknown."""
    if "w" not in handle.mode and "a" not in handle.mode:
        write(interp, handle.path, UNKNOWN, st)
        return
    written = _written(interp, st)
    if written is not None and isinstance(written.items.get(_key(handle.path)), Emptied):
        write(interp, handle.path, text, st)
        return
    before = read(interp, handle.path, st)
    if not (type(before) is Const and isinstance(before.value, str) and type(text) is Const and isinstance(text.value, str)):
        write(interp, handle.path, UNKNOWN, st)
        return
    # (a flag either part carries: the default that decided it, for the findings it leads to)
    origin = before.origin if before.origin is not None and before.origin.flag is not None else None
    origin = origin or (text.origin if text.origin is not None and text.origin.flag is not None else None)
    write(interp, handle.path, Const(before.value + text.value, origin or before.origin or text.origin), st)


def lines(interp: Interpreter, handle: FileHandle, st: State) -> Value:
    """`for line in fh`, `fh.readlines()`, `list(fh)`: the lines of a file opened for reading,
    each with its end of line, as Python gives them (unknown for a file the script did not write)."""
    if "r" not in handle.mode and any(m in handle.mode for m in "wax"):
        return UNKNOWN
    text = read(interp, handle.path, st)
    if not (type(text) is Const and isinstance(text.value, str)):
        return UNKNOWN
    return Seq(tuple(Const(line, text.origin) for line in text.value.splitlines(keepends=True)), False)


def path_div(interp: Interpreter, left: PathVal, right: Value, node: ast.AST) -> Value:
    """`Path(folder) / "run.json"`."""
    return joined(interp, [left, right], node, "path joined here")


_PATH_METHODS = frozenset(
    {"exists", "is_file", "write_text", "read_text", "open", "absolute", "resolve", "expanduser", "with_name", "with_suffix"}
)


def path_attr(interp: Interpreter, p: PathVal, attr: str, st: State) -> Value:
    if attr in _PATH_METHODS:
        return PathMethod(p.value, attr)
    if attr == "name":
        return Const(os.path.basename(p.value))
    if attr == "parent":
        # (`Path(__file__).parent`: the script's folder; the parent of a bare name is ".")
        return PathVal(os.path.dirname(os.path.normpath(p.value)) or ".", p.origin)
    if attr in ("stem", "suffix"):
        stem, suffix = os.path.splitext(os.path.basename(p.value))
        return Const(stem if attr == "stem" else suffix)
    return UNKNOWN


def handle_attr(interp: Interpreter, h: FileHandle, attr: str, st: State) -> Value:
    if attr in ("write", "read", "readlines"):
        return FileMethod(h, attr)
    return UNKNOWN


def call_path_method(interp: Interpreter, m: PathMethod, call: _Call, st: State) -> Value:
    if m.name in ("exists", "is_file"):
        return _exists(interp, m.path, call, st)
    if m.name in ("absolute", "resolve", "expanduser"):
        # (the same file, named from the root: the script names it one way or the other alike)
        return PathVal(m.path, interp.origin(call.node, "path made here")) if not call.args else UNKNOWN
    if m.name in ("with_name", "with_suffix"):
        # `Path(__file__).with_name("profiles.json")`: a file beside the script
        part = call.args[0] if len(call.args) == 1 and not call.kwargs and not call.opaque else None
        if not (isinstance(part, Const) and isinstance(part.value, str)) or not os.path.basename(m.path):
            return UNKNOWN
        folder, name = os.path.split(m.path)
        if m.name == "with_name":
            if not part.value or "/" in part.value:
                return UNKNOWN
            return PathVal(os.path.join(folder, part.value), interp.origin(call.node, "path made here"))
        if part.value and not part.value.startswith("."):
            return UNKNOWN
        return PathVal(os.path.join(folder, os.path.splitext(name)[0] + part.value), interp.origin(call.node, "path made here"))
    if m.name == "write_text":
        text = call.args[0] if call.args else call.kwargs.get("data", UNKNOWN)
        write(interp, m.path, UNKNOWN if call.opaque else text, st)
        return UNKNOWN
    if m.name == "read_text":
        return read(interp, m.path, st)
    if m.name == "open":
        mode = call.args[0] if call.args else call.kwargs.get("mode", Const("r"))
        if isinstance(mode, Const) and isinstance(mode.value, str):
            return opened(interp, m.path, mode.value, st)
    return UNKNOWN


def call_file_method(interp: Interpreter, m: FileMethod, call: _Call, st: State) -> Value:
    mode = m.handle.mode
    if m.name == "write":
        write_to(interp, m.handle, call.args[0] if len(call.args) == 1 and not call.kwargs and not call.opaque else UNKNOWN, st)
        return UNKNOWN
    if m.name == "read" and "r" in mode and not call.args:
        return read(interp, m.handle.path, st)
    if m.name == "readlines" and not call.args and not call.kwargs:
        return lines(interp, m.handle, st)
    return UNKNOWN


def handle_text(interp: Interpreter, value: Value, st: State) -> Value | None:
    """The text a `load(fh)` function reads from a handle opened for reading; None: not a handle."""
    if not isinstance(value, FileHandle):
        return None
    return read(interp, value.path, st) if "r" in value.mode else UNKNOWN


def _json_dump(interp: Interpreter, call: _Call, st: State) -> Value:
    """`json.dump(obj, fh)`: the file holds obj's JSON text."""
    if len(call.args) < 2 or not isinstance(call.args[1], FileHandle):
        return UNKNOWN
    handle = call.args[1]
    if "w" not in handle.mode:
        write(interp, handle.path, UNKNOWN, st)
        return UNKNOWN
    write_to(interp, handle, json_text(interp, call.args[0], call, st), st)
    return Const(None)


def _json_dumps(interp: Interpreter, call: _Call, st: State) -> Value:
    if not call.args or call.opaque:
        return UNKNOWN
    return json_text(interp, call.args[0], call, st)


def yaml_text(interp: Interpreter, value: Value, call: _Call, st: State) -> Value:
    """`yaml.safe_dump(obj)`: block YAML of a dict or list the walk knows in full, written so that
    core/textdata.py reads it back as PyYAML does (keys sorted unless `sort_keys=False`); data it
    cannot write that way (an empty collection, a string that would need escapes) is unknown."""
    sort = call.kwargs.get("sort_keys", Const(True))
    if not (isinstance(sort, Const) and isinstance(sort.value, bool)) or call.opaque:
        return UNKNOWN
    try:
        data = to_data(value, st)
    except _NotData:
        return data_text(value, "YAML", st)
    try:
        lines = _yaml_lines(data, 0, sort.value)
    except _NotData:
        return UNKNOWN
    if not lines:
        return UNKNOWN
    flag = _flag_in(value, st)
    return Const("\n".join(lines) + "\n", Origin(interp.span(call.node), "YAML written here", interp.path, flag))


def _yaml_scalar(v: Any) -> str:
    from hflint.core import textdata

    if v is None:
        return "null"
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, int):
        return str(v)
    if isinstance(v, float):
        text = repr(v)
        if textdata._FLOAT.fullmatch(text):
            return text
        raise _NotData
    if isinstance(v, str):
        try:
            if v and textdata._scalar(v) == v and not isinstance(textdata._scalar(v), textdata._Unknown):
                return v
        except textdata._GiveUp:
            pass
        if "'" in v or "\\" in v or "\n" in v or '"' in v:
            raise _NotData
        return f"'{v}'"
    raise _NotData


def _yaml_lines(data: Any, indent: int, sort: bool, depth: int = 0) -> list[str]:
    from hflint.core import textdata

    pad = " " * indent
    if depth > 16:
        raise _NotData
    if isinstance(data, dict):
        if not data:
            raise _NotData
        out = []
        for key in sorted(data) if sort else data:
            if not isinstance(key, str) or not textdata._KEY.fullmatch(key) or key in textdata._BOOL or key in textdata._NULL:
                raise _NotData
            item = data[key]
            if isinstance(item, (dict, list)):
                out.append(f"{pad}{key}:")
                out.extend(_yaml_lines(item, indent + 2, sort, depth + 1))
            else:
                out.append(f"{pad}{key}: {_yaml_scalar(item)}")
        return out
    if isinstance(data, list):
        if not data:
            raise _NotData
        out = []
        for item in data:
            if isinstance(item, (dict, list)):
                out.append(f"{pad}-")
                out.extend(_yaml_lines(item, indent + 2, sort, depth + 1))
            else:
                out.append(f"{pad}- {_yaml_scalar(item)}")
        return out
    raise _NotData


def _yaml_dump(interp: Interpreter, call: _Call, st: State) -> Value:
    """`yaml.safe_dump(obj, fh)` writes the file; `yaml.safe_dump(obj)` returns the text."""
    if not call.args or len(call.args) > 2 or set(call.kwargs) - {"sort_keys", "default_flow_style", "indent", "stream"}:
        if len(call.args) > 1 and isinstance(call.args[1], FileHandle):
            write(interp, call.args[1].path, UNKNOWN, st)
        return UNKNOWN
    style = call.kwargs.get("default_flow_style", Const(False))
    stream = call.args[1] if len(call.args) > 1 else call.kwargs.get("stream")
    plain = isinstance(style, Const) and style.value is False and "indent" not in call.kwargs
    text = yaml_text(interp, call.args[0], call, st) if plain else UNKNOWN
    if stream is None:
        return text
    if not isinstance(stream, FileHandle):
        return UNKNOWN
    if "w" in stream.mode:
        write_to(interp, stream, text, st)
    else:
        write(interp, stream.path, UNKNOWN, st)
    return Const(None)


def _os_path_exists(interp: Interpreter, call: _Call, st: State) -> Value:
    """`os.path.exists(path)` / `os.path.isfile(path)` of a known path: as `Path(path).exists()`."""
    path = path_of(call.args[0]) if len(call.args) == 1 and not call.kwargs and not call.opaque else None
    if path is None:
        return UNKNOWN
    return _exists(interp, path, call, st)


def script_file(interp: Interpreter) -> Value:
    """`__file__`: the path of the module being walked, as Python sets it when the script runs
    (absolute, as `python script.py` gives it from 3.9 on). Scripts name files beside themselves
    through it (`os.path.dirname(os.path.abspath(__file__))`, `Path(__file__).parent`), which
    makes a path the walk can follow from a write to a read. A notebook or a document without a
    file on disk has no `__file__` the walk can know."""
    path = interp.path
    if not path or not path.endswith(".py") or ":" in os.path.basename(path):
        return UNKNOWN
    return Const(os.path.abspath(path))


def _os_path_fold(fn: Callable[[str], str]) -> Callable[..., Value]:
    """`os.path.dirname(path)` and its kind, of a path the walk knows (relative paths stay
    relative: the current folder is "." to the walk, as `os.getcwd()` is)."""

    def fold(interp: Interpreter, call: _Call, st: State) -> Value:
        known = _one_known_path(call)
        if known is None:
            return UNKNOWN
        text, arg = known
        return Const(fn(text), arg.origin)  # (a string, also of a Path: as os.path returns it)

    return fold


def _one_known_path(call: _Call) -> tuple[str, Const] | None:
    """The path text of an os.path call's one argument, when the walk knows it, with the argument."""
    arg = call.args[0] if len(call.args) == 1 and not call.kwargs and not call.opaque else None
    if not isinstance(arg, Const):
        return None
    text = path_of(arg)
    return None if text is None else (text, arg)


def _os_path_splitext(interp: Interpreter, call: _Call, st: State) -> Value:
    """`os.path.splitext(path)` of a path the walk knows: the (root, extension) pair of strings, as
    `Path(path).suffix` gives the extension (a loop over files keyed by extension)."""
    known = _one_known_path(call)
    if known is None:
        return UNKNOWN
    text, arg = known
    root, ext = os.path.splitext(text)
    return Seq((Const(root, arg.origin), Const(ext, arg.origin)), True)


def _cwd(interp: Interpreter, call: _Call, st: State) -> Value:
    """`os.getcwd()` / `Path.cwd()`: the current folder, "." (a path made of it names the same
    file as the relative one)."""
    if call.args or call.kwargs or call.opaque:
        return UNKNOWN
    return Const(".", interp.origin(call.node, "the current folder"))


def _gettempdir(interp: Interpreter, call: _Call, st: State) -> Value:
    """`tempfile.gettempdir()`: the folder for temporary files, one folder for the whole run (the
    module works it out at the first call and keeps it). A string of its own, as mkdtemp's folder
    (core/flags.py): a file the script writes there and reads back is known to be one file, and no
    path the script writes out is that folder. (A script that assigns `tempfile.tempdir` between
    a write and a read would name two folders; nothing the walk follows does.)"""
    if call.args or call.kwargs or call.opaque:
        return UNKNOWN
    return Const(TEMP_FOLDER_TEXT, interp.origin(call.node, "the temporary-files folder"))


def _getpid(interp: Interpreter, call: _Call, st: State) -> Value:
    return PROCESS_ID if not (call.args or call.kwargs or call.opaque) else UNKNOWN


def _cwd_path(interp: Interpreter, call: _Call, st: State) -> Value:
    made = _cwd(interp, call, st)
    return PathVal(".", made.origin) if isinstance(made, Const) else UNKNOWN


SYMBOL_CALLS = {
    "os.path.dirname": _os_path_fold(os.path.dirname),
    "os.path.basename": _os_path_fold(os.path.basename),
    "os.path.abspath": _os_path_fold(os.path.normpath),
    "os.path.realpath": _os_path_fold(os.path.normpath),
    "os.path.normpath": _os_path_fold(os.path.normpath),
    "os.path.splitext": _os_path_splitext,
    "os.getcwd": _cwd,
    "tempfile.gettempdir": _gettempdir,
    "os.getpid": _getpid,
    "pathlib.Path.cwd": _cwd_path,
    "os.path.exists": _os_path_exists,
    "os.path.isfile": _os_path_exists,
    "pathlib.Path": _path,
    "pathlib.PurePath": _path,
    "pathlib.PosixPath": _path,
    "builtins.open": _open,
    "io.open": _open,
    "json.dump": _json_dump,
    "json.dumps": _json_dumps,
    "yaml.safe_dump": _yaml_dump,
    "yaml.dump": _yaml_dump,
}
ATTR_HOOKS: dict[type, Callable[..., Value]] = {PathVal: path_attr, FileHandle: handle_attr}
CALL_HOOKS: dict[type, Callable[..., Value]] = {PathMethod: call_path_method, FileMethod: call_file_method}
