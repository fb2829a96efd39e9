"""Settings chosen when a script runs, read at their defaults: command-line options (argparse,
HfArgumentParser over dataclasses, click, typer) and environment variables; and the folds
scripts apply to such values (comparisons, `or` / `and`, `int()`, string methods).

A value read here is what the script gets when the option is not passed (the variable is not
set): a Const whose origin carries the Flag, which the rules read like any constant. A finding
such a value decides is a warning that names the option (core/engine.py), since the person
running the script may pass it. Values that a branch or an `or` chose because of a flag carry
that flag too. A literal argument list (`parser.parse_args([])`, `parse_args("--x 1".split())`,
as notebooks write) is parsed as given: nothing can change those values, so they carry none.

What is not followed stays unknown: `parse_json_file` and `parse_yaml_file` (the file's content),
options added with names that are not literals, abbreviated options in a literal argument list,
`"X" in os.environ` (whether the person running the script set it) and `os.environ[...]` of a
variable the script did not set itself (a script that reads one needs it set), and every
variable after `load_dotenv()` or an `os.environ.update` with unknown keys.
A variable read with a default (`os.environ.get("CACHE", "static")`, `os.getenv("N", "4")`) takes
it, as an option does, unless the script set the variable itself; one read without a default
(`os.environ.get("LOW_MEMORY")`) is None while it is not set, a default the same way. On the same assumption (the
person running the script sets none of the variables it reads), variables kept by their names
from a listing (`{k: v for k, v in os.environ.items() if k.startswith("GEN_")}`) are those the
script set: see environ_dict.
"""

from __future__ import annotations

import ast
import operator
import re
import shlex
import string
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from hflint.core import confs, files, grids, loaders, modelinfo, objects, queues
from hflint.core.findings import Flag, immutable
from hflint.core.values import (
    ABSENT,
    UNKNOWN,
    ClassVal,
    ConfigObj,
    Const,
    DictObj,
    Env,
    FuncVal,
    GenConfigObj,
    InstanceObj,
    Members,
    Obj,
    OneOf,
    OpaqueObj,
    Origin,
    PipelineObj,
    PromptLen,
    Ref,
    Seq,
    Symbol,
    TokenizerObj,
    Value,
    ValueJoin,
    _since_common_fork,
    contradicts,
    guarded,
    join,
    join_all,
    join_guarded,
    next_oid,
    options,
)

if TYPE_CHECKING:
    from hflint.core.flow import Interpreter, State, _Call

# ---------------------------------------------------------------- stamping defaults


def flag_of(value: Value) -> Flag | None:
    """The flag a value (or any of its paths) is the default of."""
    for o in options(value):
        if isinstance(o, Const) and o.origin is not None and o.origin.flag is not None:
            return o.origin.flag
    return None


def seq_flag_origin(seq: Seq) -> Origin | None:
    """Where a default decided a list the walk knows: its count's (an option's list default,
    core/batches.py) or an item's (`os.environ.get("PROMPTS", "a,b").split(",")`)."""
    count = seq.count
    if count is not None and count.origin is not None and count.origin.flag is not None:
        return count.origin
    for item in seq.items:
        if isinstance(item, Const) and item.origin is not None and item.origin.flag is not None:
            return item.origin
    return None


def truth_flag(value: Value) -> Flag | None:
    """The flag whose default decided a condition's truth: `flag_of`, and for a list the walk
    knows (`if args.extra:`), the default that decided the list."""
    found = flag_of(value)
    if found is not None:
        return found
    for o in options(value):
        if type(o) is Seq:
            origin = seq_flag_origin(o)  # type: ignore[arg-type]
            if origin is not None:
                return origin.flag
    return None


def stamp(value: Value, flag: Flag, note: str | None = None) -> Value:
    """The value, marked as what the script gets while `flag` keeps its default."""

    def one(o: Value) -> Value:
        if isinstance(o, Const) and o.origin is not None and o.origin.flag is None:
            return Const(o.value, Origin(o.origin.span, note or o.origin.note, o.origin.path, flag), o.node)
        if type(o) is Seq and o.count is not None:  # type: ignore[attr-defined]
            # (a list default: how many items it holds is the option's choice, core/batches.py)
            return Seq(o.items, o.is_tuple, one(o.count))  # type: ignore[attr-defined,arg-type]
        return o

    if isinstance(value, Const):
        return one(value)
    return join_all(one(o) for o in options(value))


def eval_decided(interp: Interpreter, node: ast.expr, flag: Flag, st: State) -> Value:
    """An expression a flag's default chose (an arm of `x if flag else y`, an operand of `or`):
    its value and the objects it made (a dict literal's keys) depend on that flag."""
    start = next_oid()
    value = stamp(interp.eval(node, st), flag)
    for o in options(value):
        if isinstance(o, Ref) and o.oid >= start:
            _stamp_fields(_fields(st.heap.writable(o)), flag)
    return value


def _stamp_fields(target: dict[str, Value] | None, flag: Flag) -> None:
    """Marks every field of an object (its dict items, config fields, attributes) with `flag`."""
    if target is not None:
        for k, v in list(target.items()):
            target[k] = stamp(v, flag)


def chosen_by(value: Value, flag: Flag, st: State) -> Value:
    """An item a default picked from a table the script wrote (`PRESETS[args.preset]`): its
    constants, and those of a dict or config it holds (a copy: the table keeps its own), hold
    while the default does. A picked object whose fields already carry a flag is left as it is."""
    out: list[Value] = []
    for o in options(value):
        target = _fields(st.heap.get(o)) if isinstance(o, Ref) else None
        if target is not None and not any(flag_of(v) is not None for v in target.values()):
            ref = st.heap.new(st.heap.get(o).copy())  # type: ignore[union-attr]
            _stamp_fields(_fields(st.heap.writable(ref)), flag)
            out.append(ref)
        else:
            out.append(stamp(o, flag))
    return join_all(out)


def _shown(value: Value) -> str:
    if type(value) is Seq and all(isinstance(v, Const) for v in value.items):  # type: ignore[attr-defined]
        items = [v.value for v in value.items]  # type: ignore[attr-defined]
        text = repr(tuple(items) if value.is_tuple else items)  # type: ignore[attr-defined]
        return text if len(text) <= 60 else text[:56] + " ...]"
    return repr(value.value) if isinstance(value, Const) else "?"


# ---------------------------------------------------------------- parsers


@immutable()
class OptionSpec:
    """One `add_argument` (or one HfArgumentParser field): how parse_args fills `dest`."""

    dest: str
    strings: tuple[str, ...]  # option strings; () for a positional argument
    action: str  # store, store_true, store_false, store_const, boolean, count, append, hf_bool
    nargs: Any  # None, "?", "*", "+", an int
    convert: str | None  # int, float, str, bool, hf_bool; "other" (a type= we do not run); None
    default: Value  # the value when absent (its origin, no flag yet)
    const: Value
    required: bool
    flag: Flag
    negation: str = ""  # HfArgumentParser's `--no_x` for a bool field defaulting to True


@dataclass(slots=True)
class ParserObj(Obj):
    """An argparse.ArgumentParser (or HfArgumentParser): its options so far."""

    specs: dict[str, OptionSpec] = field(default_factory=dict)
    defaults: dict[str, Value] = field(default_factory=dict)  # set_defaults(...)
    records: tuple[Value, ...] = ()  # HfArgumentParser's dataclasses
    subparsers: tuple[Value, ...] = ()  # Refs of the sub-command parsers
    sub_dest: str | None = None
    complete: bool = True  # False: options were added whose dest is not known
    command: str | None = None  # a sub-command's parser: its name (`add_parser("bench")`)

    def copy(self) -> ParserObj:
        return ParserObj(
            self.origin,
            dict(self.specs),
            dict(self.defaults),
            self.records,
            self.subparsers,
            self.sub_dest,
            self.complete,
            self.command,
        )

    def join(self, other: Obj, jv: ValueJoin = join) -> Obj:
        if not isinstance(other, ParserObj):
            return OpaqueObj(self.origin)
        specs = {k: v for k, v in self.specs.items() if other.specs.get(k) == v}
        defaults = {
            k: jv(self.defaults.get(k, UNKNOWN), other.defaults.get(k, UNKNOWN))
            for k in self.defaults.keys() | other.defaults.keys()
        }
        same = (
            len(specs) == len(self.specs) == len(other.specs)
            and self.records == other.records
            and self.subparsers == other.subparsers
        )
        return ParserObj(
            self.origin,
            specs,
            defaults,
            self.records if same else (),
            self.subparsers if same else (),
            self.sub_dest,
            self.complete and other.complete and same,
            self.command if self.command == other.command else None,
        )


@immutable()
class ArgvTail(Value):
    """`sys.argv[1:]` in a script run without arguments: the real command line (parse_args reads
    it as with no argument), empty while nobody passes one."""


@immutable()
class ArgvDefault(Value):
    """`sys.argv[1:] or ["bench"]`: the words the script parses when run without arguments.
    parse_args reads them as written, and the options they leave out at their defaults, which
    whoever runs the script may still pass (findings they decide are warnings)."""

    tokens: Value


@dataclass(slots=True)
class SubparsersObj(Obj):
    """What `parser.add_subparsers()` returns: `add_parser` adds a sub-command to `parent`."""

    parent: Value = UNKNOWN

    def copy(self) -> SubparsersObj:
        return SubparsersObj(self.origin, self.parent)

    def join(self, other: Obj, jv: ValueJoin = join) -> Obj:
        return self.copy() if isinstance(other, SubparsersObj) and other.parent == self.parent else OpaqueObj(self.origin)


@dataclass(slots=True)
class NamespaceObj(InstanceObj):
    """What parse_args returns. Unknown functions that get one read it (a namespace is a record
    of the command line, passed to loggers and config dumps), so it is not forgotten there."""

    complete: bool = True
    # Code hflint does not follow got it, or its `__dict__` / `vars()`: attributes may have been
    # added there, so a missing one is no longer surely missing (its known ones are kept).
    exposed: bool = False

    def copy(self) -> NamespaceObj:
        return NamespaceObj(self.origin, self.cls, dict(self.attrs), self.complete, self.exposed)

    def join(self, other: Obj, jv: ValueJoin = join) -> Obj:
        if not isinstance(other, NamespaceObj):
            return OpaqueObj(self.origin)
        attrs = {k: jv(self.attrs.get(k, UNKNOWN), other.attrs.get(k, UNKNOWN)) for k in self.attrs.keys() | other.attrs.keys()}
        return NamespaceObj(self.origin, None, attrs, self.complete and other.complete, self.exposed or other.exposed)

    def havoc(self) -> None:
        self.exposed = True


def expose(interp: Interpreter, ref: Value, st: State) -> None:
    """`vars(ns)` / `ns.__dict__`: writes through them add attributes hflint does not see."""
    for w in interp._writable(ref, st):
        if isinstance(w, NamespaceObj):
            w.exposed = True


_SWITCHES = frozenset({"store_true", "store_false", "store_const", "boolean", "count", "append_const"})
_ACTIONS = {
    "store": "store",
    "store_true": "store_true",
    "store_false": "store_false",
    "store_const": "store_const",
    "count": "count",
    "append": "append",
    "append_const": "append_const",
    "extend": "append",
}
_CONVERT = {"builtins.int": "int", "builtins.float": "float", "builtins.str": "str", "builtins.bool": "bool"}


def _convert(kind: str | None, value: Any) -> tuple[bool, Any]:
    """What a `type=` makes of a string (argparse converts string defaults too)."""
    if kind in (None, "str"):
        return True, value
    try:
        if kind == "int":
            return True, int(value)
        if kind == "float":
            return True, float(value)
        if kind == "bool":
            return True, bool(value)
        if kind == "hf_bool":
            low = str(value).lower()
            if low in ("yes", "true", "t", "y", "1"):
                return True, True
            if low in ("no", "false", "f", "n", "0"):
                return True, False
    except (TypeError, ValueError):
        pass
    return False, None


def _typed_default(interp: Interpreter, type_v: Value, default: Const, call: _Call, st: State) -> Value:
    """argparse runs a string default through `type=` as it would the words of the command line:
    `type=str2bool, default="false"` gives False. A function of the file's own is walked on it; a
    constant it surely returns is the default (from the default's origin, so that a finding names
    the option), but with no fix at the literal, whose text is not the value. Anything else, or a
    function that may raise there, leaves the default unknown."""
    from hflint.core.flow import _Call

    made = interp._call_value_options(type_v, _Call(call.node, (Const(default.value),), {}, False), st)
    if isinstance(made, Const) and isinstance(made.value, (bool, int, float, str)) and made.value is not None:
        if made.node is not None and getattr(made.node, "_hflint_enum_member", None) is not None:
            # (`type=CacheKind`: a `str` enum's member, whose `.value` and `.name` are read)
            return Const(made.value, default.origin, made.node)
        return Const(made.value, default.origin)
    return UNKNOWN


def _display(strings: tuple[str, ...], dest: str) -> str:
    for s in strings:
        if s.startswith("--"):
            return s
    return strings[0] if strings else dest


def _new_parser(interp: Interpreter, call: _Call, st: State) -> Value:
    parser = ParserObj(interp.origin(call.node, "argument parser built here"))
    for parent in options(call.kwargs.get("parents", Seq(()))):
        if not isinstance(parent, Seq):
            parser.complete = False
            continue
        for p in parent.items:
            obj = st.heap.get(p)
            if isinstance(obj, ParserObj):
                parser.specs.update(obj.specs)
                parser.defaults.update(obj.defaults)
                parser.complete &= obj.complete
            else:
                parser.complete = False
    if "argument_default" in call.kwargs or call.opaque:
        parser.complete = False
    return st.heap.new(parser)


def _add_argument(interp: Interpreter, parser: ParserObj, call: _Call, st: State) -> None:
    strings: list[str] = []
    for a in call.args:
        if not (isinstance(a, Const) and isinstance(a.value, str)) or not a.value:
            parser.complete = False
            return
        strings.append(a.value)
    if not strings or call.opaque:
        parser.complete = False
        return
    kw = call.kwargs
    action_v = kw.get("action", Const("store"))
    if isinstance(action_v, Symbol) and action_v.qualname.endswith("BooleanOptionalAction"):
        action = "boolean"
    elif isinstance(action_v, Const) and isinstance(action_v.value, str) and action_v.value in _ACTIONS:
        action = _ACTIONS[action_v.value]
    elif isinstance(action_v, Const) and action_v.value in ("help", "version"):
        return
    else:
        action = "other"
    positional = not strings[0].startswith("-")
    dest_v = kw.get("dest")
    if isinstance(dest_v, Const) and isinstance(dest_v.value, str):
        dest = dest_v.value
    elif positional:
        dest = strings[0]
    else:
        longs = [s for s in strings if s.startswith("--")]
        dest = (longs[0] if longs else strings[0]).lstrip("-").replace("-", "_")
    nargs_v = kw.get("nargs", Const(None))
    nargs = nargs_v.value if isinstance(nargs_v, Const) else "other"
    type_v = kw.get("type")
    convert: str | None = None
    if type_v is not None:
        convert = _CONVERT.get(type_v.qualname, "other") if isinstance(type_v, Symbol) else "other"
    required_v = kw.get("required", Const(False))
    required = (not isinstance(required_v, Const)) or bool(required_v.value) or (positional and nargs not in ("?", "*"))
    implicit = {"store_true": False, "store_false": True}.get(action)
    origin = interp.origin(call.node.args[0], f"`{strings[0]}` added here")
    default: Value = kw["default"] if "default" in kw else Const(implicit, origin)
    if nargs == "*" and "default" not in kw and positional:
        default = Seq((), False)
    if type(default) is Seq and default.count is None:  # type: ignore[attr-defined]
        # A list default (`nargs="+", default=[...]`): its length is what the option chooses.
        at = next((k.value for k in call.node.keywords if k.arg == "default"), call.node)
        default = Seq(
            default.items,
            default.is_tuple,  # type: ignore[attr-defined]
            Const(len(default.items), interp.origin(at, "default list given here")),
        )  # type: ignore[attr-defined]
    if isinstance(default, Const) and isinstance(default.value, str) and convert == "other" and type_v is not None:
        default = _typed_default(interp, type_v, default, call, st)
    elif isinstance(default, Const) and isinstance(default.value, str) and convert is not None:
        ok, converted = _convert(convert, default.value)
        default = Const(converted, default.origin, default.node) if ok else UNKNOWN
    if action == "other":
        default = UNKNOWN
    name = dest if positional else _display(tuple(strings), dest)
    kind = "switch" if action in _SWITCHES else "value"
    toggle = ""
    if kind == "switch":
        toggle = name
        if action == "boolean" and isinstance(default, Const) and default.value:
            toggle = "--no-" + name.removeprefix("--")
    spec = OptionSpec(
        dest,
        () if positional else tuple(strings),
        action,
        nargs,
        convert,
        default,
        kw.get("const", Const(None)),
        required,
        Flag(name, kind, _shown(default), toggle),
    )
    parser.specs[dest] = spec


def _namespace_values(interp: Interpreter, parser: ParserObj, st: State, args: Value) -> dict[str, Value] | None:
    """dest → value after parsing `args` (ABSENT: the real command line), None when unknown."""
    specs = dict(parser.specs)
    defaults = dict(parser.defaults)
    sub_values: list[dict[str, Value]] = []
    command: Value = UNKNOWN
    tokens = None if args is ABSENT else _literal_tokens(args.tokens if isinstance(args, ArgvDefault) else args)
    if args is not ABSENT and tokens is None:
        return None
    if tokens is not None and parser.subparsers:
        # `parse_args(["bench", "--repeats", "2"])`: the first word that names a sub-command
        # runs that one with the words after it (none: no sub-command runs).
        split = _command_split(parser, tokens, st)
        if split is None:
            return None
        tokens, chosen, rest = split
        command = Const(None)
        if chosen is not None:
            words = Seq(tuple(rest))
            got = _namespace_values(interp, chosen, st, ArgvDefault(words) if isinstance(args, ArgvDefault) else words)
            if got is None:
                return None
            sub_values.append(got)
            command = Const(chosen.command)
    else:
        for sub in parser.subparsers:
            obj = st.heap.get(sub)
            if isinstance(obj, ParserObj):
                got = _namespace_values(interp, obj, st, ABSENT if args is ABSENT else UNKNOWN)
                if got is not None:
                    sub_values.append(got)
    if tokens is None:
        out = {dest: _flag_default(spec, defaults) for dest, spec in specs.items()}
    else:
        parsed = _parse_tokens(specs, tokens)
        if parsed is None:
            return None
        if isinstance(args, ArgvDefault):
            # (the words the script parses when run without arguments: an option they leave
            # out is at its default, which whoever runs the script may change)
            out = {dest: parsed[dest] if dest in parsed else _flag_default(spec, defaults) for dest, spec in specs.items()}
        else:
            out = {dest: parsed.get(dest, defaults.get(dest, spec.default)) for dest, spec in specs.items()}
    for k, v in defaults.items():
        out.setdefault(k, v)
    if parser.sub_dest is not None:
        out[parser.sub_dest] = command
    # A sub-command's options: one of the sub-commands runs; each gives its own defaults.
    keys = {k for values in sub_values for k in values}
    for k in keys:
        out[k] = join_all(values.get(k, UNKNOWN) for values in sub_values) if len(sub_values) > 1 else sub_values[0][k]
    return out


def _command_split(parser: ParserObj, tokens: list[Const], st: State) -> tuple[list[Const], ParserObj | None, list[Const]] | None:
    """The parent's words, the sub-command's parser and its words; None when a word before the
    sub-command is not one of the parent's options (a positional, a value the walk cannot place)."""
    commands = {}
    for sub in parser.subparsers:
        obj = st.heap.get(sub)
        if not isinstance(obj, ParserObj) or obj.command is None:
            return None
        commands[obj.command] = obj
    takes_value = {
        s
        for spec in parser.specs.values()
        for s in spec.strings
        if spec.action in ("store", "append") and spec.nargs in (None, 1)
    }
    i = 0
    while i < len(tokens):
        text = tokens[i].value
        if text in commands:
            return tokens[:i], commands[text], tokens[i + 1 :]
        if not text.startswith("-"):
            return None
        i += 2 if text in takes_value else 1
    return tokens, None, []


def _flag_default(spec: OptionSpec, defaults: dict[str, Value]) -> Value:
    if spec.required:
        return UNKNOWN
    value = defaults.get(spec.dest, spec.default)
    flag = (
        spec.flag if spec.flag.default == _shown(value) else Flag(spec.flag.name, spec.flag.kind, _shown(value), spec.flag.toggle)
    )
    if flag.kind == "switch":
        note = f"`{flag.toggle or flag.name}` not passed: {spec.dest} is {_shown(value)}"
    else:
        note = f"`{flag.name}` not passed: {spec.dest} defaults to {_shown(value)}"
    return stamp(value, flag, note)


def _literal_tokens(args: Value) -> list[Const] | None:
    if isinstance(args, Seq) and all(isinstance(t, Const) and isinstance(t.value, str) for t in args.items):
        return list(args.items)  # type: ignore[arg-type]
    return None


def _parse_tokens(specs: dict[str, OptionSpec], tokens: list[Const]) -> dict[str, Value] | None:
    """argparse's reading of a literal argument list, for the options it can read without
    doubt; None when it meets anything else (an abbreviation, nargs="+", an unknown option)."""
    by_string: dict[str, tuple[OptionSpec, bool]] = {}
    positionals = [s for s in specs.values() if not s.strings]
    for spec in specs.values():
        for s in spec.strings:
            by_string[s] = (spec, False)
        if spec.negation:
            by_string[spec.negation] = (spec, True)
    out: dict[str, Value] = {}
    i = 0
    position = 0
    while i < len(tokens):
        tok = tokens[i]
        text = tok.value
        if text.startswith("-") and len(text) > 1 and not _is_number(text):
            name, eq, inline = text.partition("=")
            found = by_string.get(name)
            if found is None:
                return None
            spec, negated = found
            nxt = tokens[i + 1].value if i + 1 < len(tokens) else None
            value: Any
            if negated:
                value = False
            elif spec.action in ("store_true", "store_false"):
                value = spec.action == "store_true"
            elif spec.action == "boolean":
                value = not name.startswith("--no-")
            elif spec.action == "store_const" and isinstance(spec.const, Const):
                value = spec.const.value
            elif spec.action in ("store", "hf_bool") and spec.nargs in (None, "?"):
                if eq:
                    raw = inline
                elif spec.nargs == "?" or spec.action == "hf_bool":
                    if nxt is None or nxt.startswith("-"):
                        if not isinstance(spec.const, Const):
                            return None
                        out[spec.dest] = Const(spec.const.value, tok.origin)
                        i += 1
                        continue
                    raw = nxt
                    i += 1
                else:
                    if nxt is None:
                        return None
                    raw = nxt
                    i += 1
                ok, value = _convert(spec.convert if spec.action == "store" else "hf_bool", raw)
                if not ok or spec.convert == "other":
                    return None
            else:
                return None
            out[spec.dest] = Const(value, tok.origin)
        else:
            if position >= len(positionals) or positionals[position].nargs not in (None, "?"):
                return None
            spec = positionals[position]
            ok, value = _convert(spec.convert, text)
            if not ok or spec.convert == "other":
                return None
            out[spec.dest] = Const(value, tok.origin)
            position += 1
        i += 1
    if any(s.required and s.dest not in out for s in specs.values()):
        return None  # (argparse would exit)
    return out


def _is_number(text: str) -> bool:
    try:
        float(text)
    except ValueError:
        return False
    return True


def _parse_args(interp: Interpreter, ref: Value, parser: ParserObj, call: _Call, st: State, known: bool) -> Value:
    args = call.args[0] if call.args else call.kwargs.get("args", ABSENT)
    if isinstance(args, Const) and args.value is None:
        args = ABSENT
    if _is_argv(args) or _argv_tail(call) or isinstance(args, ArgvTail):
        args = ABSENT
    args = _argv_words_default(args)
    if args is ABSENT and _in_notebook(interp):
        args = Seq((), False)  # (what parse_known_args reads there: the defaults, fixed)
    values = _namespace_values(interp, parser, st, args)
    origin = interp.origin(call.node, "command line parsed here")
    if values is None:
        ns: Value = st.heap.new(NamespaceObj(origin, None, {k: UNKNOWN for k in parser.specs}, False))
    else:
        ns = st.heap.new(NamespaceObj(origin, None, values, parser.complete))
    if known:
        return Seq((ns, UNKNOWN))
    return ns


def _is_argv(v: Value) -> bool:
    return isinstance(v, Symbol) and v.qualname in ("sys.argv",)


def _argv_tail(call: _Call) -> bool:
    """`parse_args(sys.argv[1:])`: the real command line, as with no argument."""
    node = call.node.args[0] if call.node.args else None
    return (
        isinstance(node, ast.Subscript)
        and isinstance(node.slice, ast.Slice)
        and isinstance(node.value, ast.Attribute)
        and node.value.attr == "argv"
        and isinstance(node.value.value, ast.Name)
        and node.value.value.id == "sys"
    )


def _argv_words(interp: Interpreter, v: Value) -> bool:
    """`sys.argv` or `sys.argv[1:]` of a script (a notebook's kernel has arguments of its own)."""
    return (_is_argv(v) or isinstance(v, ArgvTail)) and not _in_notebook(interp)


# `len(sys.argv)` in a run without arguments: the script's name alone.
ARGV = Flag("sys.argv", "switch", "1", "a command-line argument")


def argv_tail_truth(interp: Interpreter, v: Value, node: ast.AST) -> Const | None:
    """The truth of `sys.argv[1:]` (`if not argv:` after `argv = sys.argv[1:]`) in a script run
    without arguments: false, the list being empty while nobody passes an argument (a notebook's
    kernel has arguments of its own: unknown)."""
    if not isinstance(v, ArgvTail) or _in_notebook(interp):
        return None
    return Const(False, Origin(interp.span(node), "run without arguments: sys.argv holds the script alone", interp.path, ARGV))


def argv_fallback(before: Value | None, after: Value) -> Value:
    """What a name that held `sys.argv[1:]` holds after the arm that ran because the list was
    empty assigned it (`if not argv: argv = ["bench"]`, `if not prompts: prompts = [DEFAULT]`): the
    list as written, each item marked as what a run without arguments gets (ARGV), which
    `parse_args` reads as `sys.argv[1:] or ["bench"]` (_argv_words_default); any other value
    is left as it is."""
    if not isinstance(before, ArgvTail) or not isinstance(after, Seq) or type(after) is not Seq or after.count is not None:
        return after
    items = tuple(stamp(o, ARGV) for o in after.items)
    # (how many items it holds is what a run without arguments gets too: a batch of them)
    marked = next((o.origin for o in items if isinstance(o, Const) and o.origin is not None and o.origin.flag is ARGV), None)
    return Seq(items, after.is_tuple, Const(len(items), marked) if marked is not None else None)


def _argv_words_default(args: Value) -> Value:
    """A list argv_fallback marked (every word a run without arguments gets), as ArgvDefault."""
    if not isinstance(args, Seq) or type(args) is not Seq or not args.items:
        return args
    if all(isinstance(t, Const) and t.origin is not None and t.origin.flag is ARGV for t in args.items):
        return ArgvDefault(args)
    return args


def _in_notebook(interp: Interpreter) -> bool:
    """A Jupyter notebook: its kernel's argv is `-f kernel.json`, no option can be passed to it."""
    return bool(interp.path) and str(interp.path).endswith(".ipynb")


def _len(interp: Interpreter, call: _Call, st: State) -> Value:
    if len(call.args) != 1 or call.opaque:
        return UNKNOWN
    arg = call.args[0]
    if _is_argv(arg) and _in_notebook(interp):
        return UNKNOWN
    if _is_argv(arg):
        return Const(
            1, Origin(interp.span(call.node), "run without arguments: sys.argv holds the script alone", interp.path, ARGV)
        )
    if isinstance(arg, ArgvTail) and not _in_notebook(interp):
        return Const(
            0, Origin(interp.span(call.node), "run without arguments: sys.argv holds the script alone", interp.path, ARGV)
        )
    if isinstance(arg, Const) and isinstance(arg.value, str):
        return Const(len(arg.value), arg.origin)
    counted = _tokenizer_length(interp, arg, call, st)
    if counted is not None:
        return counted
    # (a list the walk knows, or an instance whose `__len__` it can evaluate)
    return loaders.length(interp, arg, call, st) or UNKNOWN


def _tokenizer_length(interp: Interpreter, arg: Value, call: _Call, st: State) -> Value | None:
    """`len(tok)` of a tokenizer loaded by a hub name whose tokenizer's length the table of
    checkpoints ties to its rows (core/modelinfo.tokenizer_length), with every token the script
    added to it counted: a Const; UNKNOWN for another tokenizer, None for what is no tokenizer."""
    objs = [st.heap.get(o) for o in options(arg)]
    if not objs or not any(isinstance(o, TokenizerObj) for o in objs):
        return None
    lengths: set[int] = set()
    for obj in objs:
        if not isinstance(obj, TokenizerObj) or not obj.counted or not isinstance(obj.checkpoint, Const):
            return UNKNOWN
        if not isinstance(obj.checkpoint.value, str):
            return UNKNOWN
        n = modelinfo.tokenizer_length(obj.checkpoint.value, [c.value for c in obj.added])
        if n is None:
            return UNKNOWN
        lengths.add(n)
    if len(lengths) != 1:
        return UNKNOWN
    (n,) = lengths
    return Const(
        n, interp.origin(call.node, f"`len` of the tokenizer: {n} tokens (the checkpoint's, and those the script added)")
    )


def _iter(interp: Interpreter, call: _Call, st: State) -> Value:
    """`iter(items)` of a list (or dict, dict view, enum class, file read) the walk knows, given
    straight to `next`: the items, of which `_next` takes the first. An iterator kept in a name may lose items to a
    `next` before it is iterated (`rows = iter(lines); header = next(rows)`): unknown."""
    from hflint.core import sweeps

    if len(call.args) != 1 or call.kwargs or call.opaque or not _given_to_next(interp, call.node, st):
        return UNKNOWN
    found = sweeps.listed(objects.enum_listed(interp, call.args[0], st), st.heap)
    return Seq(tuple(found), False) if found is not None else UNKNOWN


def _given_to_next(interp: Interpreter, node: ast.AST, st: State) -> bool:
    """Whether `node` is the first argument of a `next(...)` call of the statement walked."""
    stmt = interp._stmt
    if stmt is None:
        return False
    for parent in ast.walk(stmt):
        if isinstance(parent, ast.Call) and parent.args and parent.args[0] is node:
            if not isinstance(parent.func, ast.Name):
                return False
            func = interp.eval(parent.func, st)
            return isinstance(func, Symbol) and func.qualname == "builtins.next"
    return False


def _next(interp: Interpreter, call: _Call, st: State) -> Value:
    """`next(iter(items))`, `next(iter(d.values()))`, `next(gen())`: the first item of a fresh
    iterator over a list the walk knows (`next(it, default)` gives the default when it is
    empty). An iterator kept in a name may have had items taken off it before: unknown."""
    if call.kwargs or call.opaque or not 1 <= len(call.args) <= 2 or not isinstance(call.node, ast.Call):
        return UNKNOWN
    made = call.node.args[0] if call.node.args else None
    if not isinstance(made, ast.Call):
        return UNKNOWN
    items = call.args[0]
    if type(items) is not Seq:
        items = objects.enum_listed(interp, items, st)
    if type(items) is not Seq:
        return UNKNOWN
    if items.items:  # type: ignore[attr-defined]
        return items.items[0]  # type: ignore[attr-defined]
    return call.args[1] if len(call.args) == 2 else UNKNOWN  # (StopIteration)


# ---------------------------------------------------------------- HfArgumentParser


def _new_hf_parser(interp: Interpreter, call: _Call, st: State) -> Value:
    parser = ParserObj(interp.origin(call.node, "HfArgumentParser built here"))
    types = call.args[0] if call.args else call.kwargs.get("dataclass_types", UNKNOWN)
    records: tuple[Value, ...]
    if isinstance(types, ClassVal):
        records = (types,)
    elif isinstance(types, Seq) and all(isinstance(t, ClassVal) for t in types.items):
        records = types.items
    else:
        return st.heap.new(ParserObj(parser.origin, complete=False))
    parser.records = records
    for cls in records:
        assert isinstance(cls, ClassVal)
        found = objects.record_fields(interp, cls, st)
        if found is None:
            parser.complete = False
            continue
        for f in found[0]:
            if f.init:
                parser.specs[f.name] = _field_spec(interp, f, st)
    return st.heap.new(parser)


def _field_spec(interp: Interpreter, f: objects.Field, st: State) -> OptionSpec:
    """The option HfArgumentParser makes of a dataclass field (`--name`, `--name-with-dashes`;
    a bool field takes an optional value and, defaulting to True, a `--no_name` too)."""
    ann = _annotation(f)
    default = objects.field_default(interp, f, st) if f.default is not None else UNKNOWN
    required = f.default is None and not f.factory
    strings = tuple(dict.fromkeys((f"--{f.name}", f"--{f.name.replace('_', '-')}")))
    if ann == "bool":
        negation = f"--no_{f.name}" if isinstance(default, Const) and default.value is True else ""
        toggle = negation or strings[0]
        return OptionSpec(
            f.name,
            strings,
            "hf_bool",
            "?",
            "hf_bool",
            default,
            Const(True),
            required,
            Flag(strings[0], "switch", _shown(default), toggle),
            negation,
        )
    return OptionSpec(
        f.name, strings, "store", None, ann, default, Const(None), required, Flag(strings[0], "value", _shown(default))
    )


def _annotation(f: objects.Field) -> str:
    """bool, int, float, str, or "other", from a field's annotation as written."""
    stmt = next(
        (
            s
            for s in f.owner.node.body
            if isinstance(s, ast.AnnAssign) and isinstance(s.target, ast.Name) and s.target.id == f.name
        ),
        None,
    )
    if stmt is None:
        return "other"
    ann = stmt.annotation
    # Optional[X], X | None, Union[X, None]
    if isinstance(ann, ast.Subscript) and isinstance(ann.value, (ast.Name, ast.Attribute)):
        head = ann.value.id if isinstance(ann.value, ast.Name) else ann.value.attr
        if head in ("Optional", "Union"):
            inner = ann.slice.elts if isinstance(ann.slice, ast.Tuple) else [ann.slice]
            named = [e for e in inner if not (isinstance(e, ast.Constant) and e.value is None)]
            ann = named[0] if len(named) == 1 else ann
    if isinstance(ann, ast.BinOp) and isinstance(ann.op, ast.BitOr):
        sides = [s for s in (ann.left, ann.right) if not (isinstance(s, ast.Constant) and s.value is None)]
        ann = sides[0] if len(sides) == 1 else ann
    if isinstance(ann, ast.Constant) and isinstance(ann.value, str):
        name = ann.value
    elif isinstance(ann, ast.Name):
        name = ann.id
    else:
        return "other"
    return name if name in ("bool", "int", "float", "str") else "other"


def _records(
    interp: Interpreter, parser: ParserObj, call: _Call, st: State, values: dict[str, Value] | None, plain: bool
) -> list[Value]:
    """One instance per dataclass, its fields from `values` (None: unknown); `plain`: fields
    not in `values` take their defaults as written (parse_dict), not as flags."""
    from hflint.core.flow import _Call as Call

    out: list[Value] = []
    for cls in parser.records:
        if not isinstance(cls, ClassVal):
            out.append(UNKNOWN)
            continue

        def default(f: objects.Field) -> Value:
            if values is None:
                return UNKNOWN
            if f.name in values:
                return values[f.name]
            return objects.field_default(interp, f, st)

        built = objects.build_record(interp, cls, Call(call.node, (), {}, False), st, default)
        out.append(built if built is not None else UNKNOWN)
    return out


def _hf_parse(interp: Interpreter, parser: ParserObj, name: str, call: _Call, st: State) -> Value:
    if not parser.records:
        return UNKNOWN
    if name in ("parse_args_into_dataclasses", "parse_args_and_config"):
        args = call.args[0] if call.args else call.kwargs.get("args", ABSENT)
        if isinstance(args, Const) and args.value is None or _is_argv(args) or _argv_tail(call) or isinstance(args, ArgvTail):
            args = ABSENT
        if args is ABSENT and _in_notebook(interp):
            args = Seq((), False)
        values = _namespace_values(interp, parser, st, args)
        items = _records(interp, parser, call, st, values, plain=False)
        remaining = call.kwargs.get("return_remaining_strings", Const(False))
        if not isinstance(remaining, Const):
            return UNKNOWN
        if remaining.value or name == "parse_args_and_config":
            items.append(UNKNOWN)
        return Seq(tuple(items))
    if name == "parse_dict":
        given = call.args[0] if call.args else call.kwargs.get("args", UNKNOWN)
        obj = st.heap.get(given)
        if not isinstance(obj, DictObj):
            return Seq(tuple(_records(interp, parser, call, st, None, plain=True)))
        values = {k: v for k, v in obj.items.items() if v is not ABSENT}
        return Seq(tuple(_records(interp, parser, call, st, values, plain=True)))
    if name in ("parse_json_file", "parse_yaml_file"):
        return Seq(tuple(_records(interp, parser, call, st, None, plain=True)))
    return UNKNOWN


# ---------------------------------------------------------------- parser methods


def method_call(interp: Interpreter, receiver: Value, name: str, call: _Call, st: State) -> Value | None:
    """A method of a parser, a sub-parsers object or a namespace; None: not one we read."""
    objs = [st.heap.get(o) for o in options(receiver)]
    if len(objs) != 1:
        return UNKNOWN
    obj = objs[0]
    if isinstance(obj, SubparsersObj):
        if name != "add_parser":
            return UNKNOWN
        sub = _new_parser(interp, call, st)
        command = call.args[0] if call.args else call.kwargs.get("name")
        made = st.heap.writable(sub)
        if isinstance(made, ParserObj) and isinstance(command, Const) and isinstance(command.value, str):
            made.command = command.value
        parent = st.heap.writable(obj.parent)
        if isinstance(parent, ParserObj):
            parent.subparsers = parent.subparsers + (sub,)
        return sub
    if isinstance(obj, ClickContextObj):
        return click_context_method(interp, receiver, obj, name, call, st)
    if not isinstance(obj, ParserObj):
        return None
    if name in ("add_argument_group", "add_mutually_exclusive_group"):
        return receiver  # (a group adds its options to the parser)
    if name == "add_argument":
        writable = st.heap.writable(receiver)
        if isinstance(writable, ParserObj):
            _add_argument(interp, writable, call, st)
        return UNKNOWN
    if name == "set_defaults":
        writable = st.heap.writable(receiver)
        if isinstance(writable, ParserObj):
            writable.defaults.update(call.kwargs)
            writable.complete &= not call.opaque
        return Const(None)
    if name == "add_subparsers":
        writable = st.heap.writable(receiver)
        if isinstance(writable, ParserObj):
            dest = call.kwargs.get("dest")
            writable.sub_dest = dest.value if isinstance(dest, Const) and isinstance(dest.value, str) else None
        return st.heap.new(SubparsersObj(interp.origin(call.node, "sub-commands added here"), receiver))
    if name in ("parse_args", "parse_intermixed_args"):
        return _parse_args(interp, receiver, obj, call, st, known=False)
    if name in ("parse_known_args", "parse_known_intermixed_args"):
        return _parse_args(interp, receiver, obj, call, st, known=True)
    return _hf_parse(interp, obj, name, call, st)


OBJECT_KINDS = frozenset({ParserObj, SubparsersObj})


# ---------------------------------------------------------------- click and typer


@immutable()
class CliApp(Value):
    """`typer.Typer()`: its commands are the functions it decorates, run with their defaults."""

    framework: str


_CLICK_COMMANDS = frozenset({"click.command", "click.group", "click.decorators.command", "click.decorators.group"})
_CLICK_PARAMS = {
    "click.option": "option",
    "click.argument": "argument",
    "click.decorators.option": "option",
    "click.decorators.argument": "argument",
}
_TYPER_COMMANDS = frozenset({"typer.app.command", "typer.app.callback"})
_TYPER_PARAMS = {
    "typer.Option": "option",
    "typer.Argument": "argument",
    "typer.params.Option": "option",
    "typer.params.Argument": "argument",
}


def command_params(
    interp: Interpreter, fn: FuncVal, st: State, typer_run: bool = False, call: _Call | None = None
) -> dict[str, Value] | None:
    """The parameters click or typer call a command function with when no option is passed
    (each a flag default; a required one unknown); None when `fn` is no such command. `call`:
    the code calls the function itself; with arguments, a typer command binds them as any
    function does (None), and a click command parses them as its command line (unknown)."""
    node = fn.node
    if isinstance(node, ast.Lambda) or not (node.decorator_list or typer_run):
        return None
    env = objects.module_globals(interp, fn.module_env, st)
    if env is None:
        return None
    framework = "typer" if typer_run else None
    params: list[tuple[str, ast.Call]] = []
    with objects.in_module(interp, fn.module_env, st) as mst:
        if mst is None:
            return None
        for d in node.decorator_list:
            target = d.func if isinstance(d, ast.Call) else d
            q = _qualname(objects._resolve(interp, target, env, st))
            if q in _CLICK_COMMANDS or (q or "").startswith("click."):
                framework = framework or "click"
                if q in _CLICK_PARAMS and isinstance(d, ast.Call):
                    params.append((_CLICK_PARAMS[q], d))
            elif q in _TYPER_COMMANDS:
                framework = "typer"
            elif q == "hydra.main" and not (call is not None and (call.args or call.kwargs or call.opaque)):
                made = confs.main_config(interp, d, st)
                names = _param_names(node)
                if made is not None and names:
                    return {names[0]: made, **{n: UNKNOWN for n in names[1:]}}
            elif (
                isinstance(target, ast.Attribute)
                and target.attr in ("command", "group")
                and isinstance(objects._resolve(interp, target.value, env, st), FuncVal)
            ):
                framework = framework or "click"  # @cli.command() on a click group
        given = call is not None and (call.args or call.opaque or set(call.kwargs) - _CLICK_MAIN_KEYWORDS)
        if framework == "click":
            if given:
                return {name: UNKNOWN for name in _param_names(node)}
            return _click_params(interp, node, params, mst)
        if framework == "typer" and not given:
            return _typer_params(interp, node, env, mst)
    return None


@dataclass(slots=True)
class ClickContextObj(InstanceObj):
    """The `click.Context` a group and its sub-command share in one run (`@click.pass_context`):
    its `obj` (None until `ctx.ensure_object(dict)` or `ctx.obj = {...}`) carries what the
    group's options set to the sub-command."""

    def copy(self) -> ClickContextObj:
        return ClickContextObj(self.origin, self.cls, dict(self.attrs))

    def join(self, other: Obj, jv: ValueJoin = join) -> Obj:
        if not isinstance(other, ClickContextObj):
            return OpaqueObj(self.origin)
        keys = self.attrs.keys() | other.attrs.keys()
        return ClickContextObj(self.origin, None, {k: jv(self.attrs.get(k, UNKNOWN), other.attrs.get(k, UNKNOWN)) for k in keys})


OBJECT_KINDS = OBJECT_KINDS | {ClickContextObj}
_CLICK_PASS = {
    "click.pass_context": "context",
    "click.decorators.pass_context": "context",
    "click.pass_obj": "obj",
    "click.decorators.pass_obj": "obj",
}


def click_group_run(interp: Interpreter, fn: FuncVal, call: _Call, st: State) -> Value | None:
    """`cli(["run"], standalone_mode=False)` (or `args=[...]`) of a click group of the file: the
    group's callback runs with its options' defaults, then the sub-command the first word names
    (a function decorated `@cli.command()`, named as click names it: its own name lower-cased
    with `_` as `-`, or the name given) with its own, both given one context (`pass_context`,
    `pass_obj`; `obj=` of the call is its `obj`). The words are the whole command line, so the
    defaults are certain. None (walked as before) for words with options, anything after the
    sub-command's name, a group the walk cannot read, or a word naming no sub-command."""
    from hflint.core.flow import MAX_CALL_DEPTH

    node = fn.node
    if isinstance(node, ast.Lambda) or not node.decorator_list or call.opaque:
        return None
    if set(call.kwargs) - _CLICK_MAIN_KEYWORDS - {"args", "default_map"} or len(call.args) > 1:
        return None
    words = _literal_tokens(call.args[0] if call.args else call.kwargs.get("args", UNKNOWN))
    if words is None or len(words) != 1 or words[0].value.startswith("-"):
        return None
    env = objects.module_globals(interp, fn.module_env, st)
    if env is None or not _is_click_group(interp, node, env, st):
        return None
    sub = _click_subcommand(interp, fn, words[0].value, env, st)
    if sub is None or interp.depth >= MAX_CALL_DEPTH or interp.exhausted:
        return None
    group_map = _default_map(call.kwargs.get("default_map", Const(None)), st)
    sub_map = _default_map(group_map.get(words[0].value, Const(None)), st) if group_map is not None else None
    if group_map is None or sub_map is None:
        return None
    ctx = st.heap.new(
        ClickContextObj(interp.origin(call.node, "click context made here"), None, {"obj": call.kwargs.get("obj", Const(None))})
    )
    for target, defaults in ((fn, group_map), (sub, sub_map)):
        params = _click_run_params(interp, target, ctx, env, st)
        if params is None:
            return None
        # (click looks each parameter up by its name in the context's default_map before the
        # option's own default; a sub-command's context gets the entry under its name)
        params.update((name, value) for name, value in defaults.items() if name in params)
        interp._call_function(target, params, st)
    return UNKNOWN


def _default_map(value: Value, st: State) -> dict[str, Value] | None:
    """The entries of a `default_map=` (click's defaults from a configuration: a dict of
    parameter names, and of sub-command names to their own dicts); {} for None or none given;
    None where the walk does not know every key (any option's default may be replaced)."""
    if value is ABSENT or (isinstance(value, Const) and value.value is None):
        return {}
    held = st.heap.get(value)
    if not isinstance(held, DictObj) or not held.complete:
        return None
    return dict(held.items)


def _is_click_group(interp: Interpreter, node: ast.FunctionDef | ast.AsyncFunctionDef, env: dict[str, Value], st: State) -> bool:
    for d in node.decorator_list:
        q = _qualname(objects._resolve(interp, d.func if isinstance(d, ast.Call) else d, env, st))
        if q in ("click.group", "click.decorators.group"):
            return True
    return False


def _click_subcommand(interp: Interpreter, group: FuncVal, word: str, env: dict[str, Value], st: State) -> FuncVal | None:
    """The module-level function decorated `@group.command(...)` that click names `word`."""
    found = None
    for stmt in interp.tree.body if group.module_env == interp.module_key else ():
        if not isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef)):
            continue
        for d in stmt.decorator_list:
            if not (isinstance(d, ast.Call) and isinstance(d.func, ast.Attribute) and d.func.attr == "command"):
                continue
            if objects._resolve(interp, d.func.value, env, st) != group:
                continue
            given = d.args[0] if d.args else next((k.value for k in d.keywords if k.arg == "name"), None)
            if given is not None and not (isinstance(given, ast.Constant) and isinstance(given.value, str)):
                return None  # (a name the walk cannot read: any command may be the one)
            name = given.value if given is not None else stmt.name.lower().replace("_", "-")
            if name == word:
                if found is not None:
                    return None
                found = FuncVal(stmt, id(stmt))
    return found


def _click_run_params(interp: Interpreter, fn: FuncVal, ctx: Value, env: dict[str, Value], st: State) -> dict[str, Value] | None:
    """The parameters click calls the callback with when no option is given: each option's
    default (a fixed command line: no option can change it) and the context it asks for."""
    node = fn.node
    assert not isinstance(node, ast.Lambda)
    params: list[tuple[str, ast.Call]] = []
    passing = None
    with objects.in_module(interp, fn.module_env, st) as mst:
        if mst is None:
            return None
        for d in node.decorator_list:
            q = _qualname(objects._resolve(interp, d.func if isinstance(d, ast.Call) else d, env, st))
            if q in _CLICK_PARAMS and isinstance(d, ast.Call):
                params.append((_CLICK_PARAMS[q], d))
            elif q in _CLICK_PASS:
                passing = _CLICK_PASS[q]
        out = _click_params(interp, node, params, mst, plain=True)
    names = _param_names(node)
    if passing is not None:
        if not names:
            return None
        if passing == "context":
            out[names[0]] = ctx
        else:
            held = st.heap.get(ctx)
            out[names[0]] = held.attrs.get("obj", UNKNOWN) if isinstance(held, ClickContextObj) else UNKNOWN
    return out


def click_context_method(interp: Interpreter, receiver: Value, obj: ClickContextObj, name: str, call: _Call, st: State) -> Value:
    """`ctx.ensure_object(dict)`: the context's obj, a new empty dict when it was None."""
    if name not in ("ensure_object", "find_object") or len(call.args) != 1 or call.kwargs:
        return UNKNOWN
    held = obj.attrs.get("obj", UNKNOWN)
    if name == "ensure_object" and isinstance(held, Const) and held.value is None:
        if _qualname(call.args[0]) != "builtins.dict":
            return UNKNOWN
        made = st.heap.new(DictObj(interp.origin(call.node, "ctx.obj made here"), {}, True))
        writable = st.heap.writable(receiver)
        if isinstance(writable, ClickContextObj):
            writable.attrs["obj"] = made
        return made
    return held


# Keywords of click's Command.main that are no command-line arguments.
_CLICK_MAIN_KEYWORDS = frozenset({"standalone_mode", "prog_name", "complete_var", "obj", "windows_expand_args"})


def _qualname(v: Value) -> str | None:
    return v.qualname if isinstance(v, Symbol) else None


def _click_params(
    interp: Interpreter,
    node: ast.FunctionDef | ast.AsyncFunctionDef,
    decorators: list[tuple[str, ast.Call]],
    st: State,
    plain: bool = False,
) -> dict[str, Value]:
    out: dict[str, Value] = {name: UNKNOWN for name in _param_names(node)}
    for what, d in decorators:
        is_argument = what == "argument"
        names = [a.value for a in d.args if isinstance(a, ast.Constant) and isinstance(a.value, str)]
        if len(names) != len(d.args) or not names:
            continue
        kw = {k.arg: k.value for k in d.keywords if k.arg is not None}
        strings: list[str] = []
        secondary: list[str] = []
        explicit = None
        for n in names:
            if not n.startswith("-"):
                explicit = n
                continue
            first, slash, second = n.partition("/")
            strings.append(first.strip())
            if slash:
                secondary.append(second.strip())
        if is_argument:
            param = names[0].replace("-", "_").lower()
            display = param.upper()
        else:
            if explicit is not None:
                param = explicit
            else:
                longest = max(strings, key=lambda s: len(s) - len(s.lstrip("-")))
                param = longest.lstrip("-").replace("-", "_").lower()
            display = _display(tuple(strings), param)
        flag_like = bool(secondary) or _literal(kw.get("is_flag")) is True
        if "default" in kw:
            value = interp.eval(kw["default"], st)
        elif flag_like:
            value = Const(False, interp.origin(d.args[0], f"`{names[0]}` added here"))
        elif _literal(kw.get("multiple")) is True or _literal(kw.get("nargs")) == -1:
            value = UNKNOWN
        elif _literal(kw.get("count")) is True:
            value = Const(0, interp.origin(d.args[0], f"`{names[0]}` added here"))
        elif is_argument or _literal(kw.get("required")) is True:
            value = UNKNOWN
        else:
            value = Const(None, interp.origin(d.args[0], f"`{names[0]}` added here"))
        if _literal(kw.get("required")) is True and "default" not in kw:
            value = UNKNOWN
        if "type" in kw and isinstance(value, Const) and isinstance(value.value, str):
            choices = _click_choices(interp, kw["type"], st)
            if choices is not None:
                # click.Choice([...]): a default among the choices is passed on as written.
                value = value if value.value in choices else UNKNOWN
            else:
                ok, converted = _convert(_CONVERT.get(_qualname(interp.eval(kw["type"], st)) or "", "other"), value.value)
                value = Const(converted, value.origin, value.node) if ok else UNKNOWN
        if param not in out:
            continue
        out[param] = value if plain else _option_default(value, param, display, flag_like, secondary[0] if secondary else "")
    return out


def _option_default(value: Value, name: str, display: str, switch: bool, off: str = "") -> Value:
    """An option's default, marked as the option's (click, typer and tyro name them alike): a
    switch says which flag would change it (`off`, the `--no-x` form, when the default is on)."""
    if switch:
        toggle = off if off and isinstance(value, Const) and value.value else display
        return stamp(value, Flag(display, "switch", _shown(value), toggle), f"`{toggle}` not passed: {name} is {_shown(value)}")
    return stamp(value, Flag(display, "value", _shown(value)), f"`{display}` not passed: {name} defaults to {_shown(value)}")


_CLICK_CHOICE = frozenset({"click.Choice", "click.types.Choice"})


def _click_choices(interp: Interpreter, node: ast.expr, st: State) -> frozenset[str] | None:
    """The strings of `type=click.Choice([...])` (case-sensitive, as click's default), when
    every one is a literal; None for any other type."""
    if not isinstance(node, ast.Call) or _qualname(interp.eval(node.func, st)) not in _CLICK_CHOICE:
        return None
    listed = node.args[0] if node.args else next((k.value for k in node.keywords if k.arg == "choices"), None)
    if any(
        k.arg == "case_sensitive" and not (isinstance(k.value, ast.Constant) and k.value.value is True) for k in node.keywords
    ):
        return None
    if not isinstance(listed, (ast.List, ast.Tuple, ast.Set)):
        return None
    words = [e.value for e in listed.elts if isinstance(e, ast.Constant) and isinstance(e.value, str)]
    return frozenset(words) if len(words) == len(listed.elts) else None


def _typer_params(
    interp: Interpreter, node: ast.FunctionDef | ast.AsyncFunctionDef, env: dict[str, Value], st: State
) -> dict[str, Value]:
    a = node.args
    positional = a.posonlyargs + a.args
    defaults: list[ast.expr | None] = [None] * (len(positional) - len(a.defaults)) + list(a.defaults)
    pairs = list(zip(positional, defaults)) + list(zip(a.kwonlyargs, a.kw_defaults))
    out: dict[str, Value] = {name: UNKNOWN for name in _param_names(node)}
    for arg, default_node in pairs:
        info = _typer_info(interp, arg.annotation, env, st)
        strings: list[str] = []
        secondary: list[str] = []
        kind = "option"
        value_node = default_node
        if isinstance(default_node, ast.Call):
            found = _TYPER_PARAMS.get(_qualname(objects._resolve(interp, default_node.func, env, st)) or "")
            if found is not None:
                info = default_node
                value_node = (
                    default_node.args[0]
                    if default_node.args
                    else next((k.value for k in default_node.keywords if k.arg == "default"), None)
                )
        if info is not None:
            kind = _TYPER_PARAMS.get(_qualname(objects._resolve(interp, info.func, env, st)) or "", "option")
            for n in info.args[1 if info is default_node else 0 :]:
                if isinstance(n, ast.Constant) and isinstance(n.value, str) and n.value.startswith("-"):
                    first, slash, second = n.value.partition("/")
                    strings.append(first.strip())
                    if slash:
                        secondary.append(second.strip())
        if value_node is None or (isinstance(value_node, ast.Constant) and value_node.value is Ellipsis):
            continue  # required
        value = interp.eval(value_node, st)
        is_bool = _is_bool_annotation(arg.annotation) or (isinstance(value, Const) and isinstance(value.value, bool))
        if kind == "argument":
            display = arg.arg.upper()
            flag = Flag(display, "value", _shown(value))
            note = f"`{display}` not given: {arg.arg} defaults to {_shown(value)}"
            out[arg.arg] = stamp(value, flag, note)
        else:
            display = strings[0] if strings else "--" + arg.arg.replace("_", "-")
            off = secondary[0] if secondary else ("--no-" + display.removeprefix("--") if not strings else "")
            out[arg.arg] = _option_default(value, arg.arg, display, is_bool, off)
    return out


def _typer_info(interp: Interpreter, annotation: ast.expr | None, env: dict[str, Value], st: State) -> ast.Call | None:
    """The typer.Option(...) inside `Annotated[T, typer.Option(...)]`."""
    if not (isinstance(annotation, ast.Subscript) and isinstance(annotation.slice, ast.Tuple)):
        return None
    for e in annotation.slice.elts[1:]:
        if isinstance(e, ast.Call) and _qualname(objects._resolve(interp, e.func, env, st)) in _TYPER_PARAMS:
            return e
    return None


def _is_bool_annotation(annotation: ast.expr | None) -> bool:
    if isinstance(annotation, ast.Subscript) and isinstance(annotation.slice, ast.Tuple):
        annotation = annotation.slice.elts[0]  # Annotated[bool, ...]
    return isinstance(annotation, ast.Name) and annotation.id == "bool"


def _param_names(node: ast.FunctionDef | ast.AsyncFunctionDef) -> list[str]:
    a = node.args
    return [p.arg for p in a.posonlyargs + a.args + a.kwonlyargs]


def _literal(node: ast.expr | None) -> Any:
    return node.value if isinstance(node, ast.Constant) else None


def _typer_run(interp: Interpreter, call: _Call, st: State) -> Value:
    from hflint.core.flow import MAX_CALL_DEPTH

    for fn in options(call.args[0] if call.args else UNKNOWN):
        if not isinstance(fn, FuncVal) or isinstance(fn.node, ast.Lambda):
            continue
        if interp.depth >= MAX_CALL_DEPTH or id(fn.node) in interp._active or interp.exhausted:
            continue
        params = command_params(interp, fn, st, typer_run=True)
        if params is not None:
            interp._call_function(fn, params, st)
    return UNKNOWN


def _fire(interp: Interpreter, call: _Call, st: State) -> Value:
    from hflint.core import firecmd  # (it reads this module's parsers and defaults)

    return firecmd.fire_call(interp, call, st)


def _tyro_cli(interp: Interpreter, call: _Call, st: State) -> Value:
    """`tyro.cli(Args)` of a dataclass (or pydantic model) of the file: an instance whose fields
    are command-line options at their defaults, named as tyro names them (`--max-new-tokens`; a
    bool `--use-cache` / `--no-use-cache`). `tyro.cli(main)` calls the function with its
    parameters' defaults, named the same way, as `typer.run` does. `args=[]` (an empty list or
    tuple written in the code, as notebooks and tests pass it) parses no words: the fields are
    their defaults for certain, no option's. Other arguments given in the code (`args=` with
    words, `default=`) stay unknown."""
    from hflint.core.flow import _Call as Call

    target = call.args[0] if call.args else call.kwargs.get("f", UNKNOWN)
    words = call.kwargs.get("args", ABSENT)
    fixed = type(words) is Seq and words.count is None and not words.items
    allowed = {"f", "prog", "description", "config"} | ({"args"} if fixed else set())
    if call.opaque or len(call.args) > 1 or set(call.kwargs) - allowed:
        interp._havoc_args(call, st)  # (`args=`, `default=`, `use_underscores=`: other names or values)
        return UNKNOWN
    if isinstance(target, ClassVal):

        def default(f: objects.Field) -> Value:
            if f.default is None and not f.factory:
                return UNKNOWN  # (required: tyro asks for it)
            value = objects.field_default(interp, f, st)
            if fixed:
                return value  # (no words parsed: the default as written, nobody can pass an option)
            display = "--" + f.name.replace("_", "-")
            switch = _annotation(f) == "bool" or (isinstance(value, Const) and isinstance(value.value, bool))
            return _option_default(value, f.name, display, switch, "--no-" + f.name.replace("_", "-"))

        built = objects.build_record(interp, target, Call(call.node, (), {}, False), st, default)
        return built if built is not None else UNKNOWN
    return _typer_run(interp, Call(call.node, (target,), {}, False), st)


# ---------------------------------------------------------------- the environment

ENVIRON = "_\0environ"  # the env name of what the script wrote to os.environ (a DictObj)


def _environ(interp: Interpreter, st: State) -> DictObj | None:
    obj = st.heap.get(interp.lookup(ENVIRON, st))
    return obj if isinstance(obj, DictObj) else None


def _environ_writable(interp: Interpreter, st: State) -> DictObj:
    ref = interp.lookup(ENVIRON, st)
    obj = st.heap.writable(ref)
    if isinstance(obj, DictObj):
        return obj
    made = DictObj(None)
    interp.bind_module_slot(ENVIRON, st.heap.new(made), st)
    return made


def _environ_get(interp: Interpreter, call: _Call, st: State) -> Value:
    key = call.args[0] if call.args else call.kwargs.get("key", UNKNOWN)
    if not (isinstance(key, Const) and isinstance(key.value, str)) or call.opaque:
        return UNKNOWN
    written = _environ(interp, st)
    if written is not None:
        if key.value in written.items and written.items[key.value] is not ABSENT:
            return written.items[key.value]
        if not written.complete:
            return UNKNOWN
    default = call.args[1] if len(call.args) > 1 else call.kwargs.get("default", ABSENT)
    if default is ABSENT:
        # Read without a default: None while the variable is not set (a job file, a rank), a
        # default the person running it may change like any other.
        default = Const(None)
    if isinstance(default, Const) and default.origin is None:
        default = Const(default.value, interp.origin(call.node, "default"), default.node)
    flag = Flag(key.value, "environment", _shown(default))
    return stamp(default, flag, f"{key.value} not set: defaults to {_shown(default)}")


# `torch.cuda.is_available()` and `torch.cuda.device_count()`. The environment's torch decides
# when hflint read one (Settings.torch): a build without CUDA answers False and 0 for certain
# (core/releaseinfo.py), a CUDA or ROCm build may or may not see a GPU (unknown). Without an
# environment's torch, a plain run is taken to be on a machine without a GPU, as the ground
# truth's runs are (CPU wheels of torch): False and 0, a default of the machine the person running
# the script may change like an option's. A finding that rests on it is worded "on a machine
# without a CUDA GPU" (phrases.toml); what a GPU machine would take stays unreported, not guessed.
CUDA = Flag("a CUDA GPU", "device", "False")


def _no_cuda(qualname: str, note: str) -> Callable[[Interpreter, _Call, State], Value]:
    from hflint.core import releaseinfo

    def call(interp: Interpreter, call: _Call, st: State) -> Value:
        if interp.torch is not None:
            known = releaseinfo.call_value(interp, qualname, call.args, call.node)
            return known if known is not None else UNKNOWN
        answer = releaseinfo.CPU_ONLY_ANSWERS[qualname]
        return stamp(Const(answer, interp.origin(call.node, note)), CUDA, note)

    return call


def _environ_setdefault(interp: Interpreter, call: _Call, st: State) -> Value:
    value = _environ_get(interp, call, st)
    key = call.args[0] if call.args else UNKNOWN
    if isinstance(key, Const) and isinstance(key.value, str) and len(call.args) > 1:
        # (what the variable holds from now on: the default, unless someone set it before the
        # script ran, so a later `os.environ["X"]` reads it as `.get("X", default)` does)
        _environ_writable(interp, st).items.setdefault(key.value, value)
    return value


def environ_item(interp: Interpreter, key: str | None, st: State) -> Value:
    """`os.environ["X"]`: what the script set X to (`os.environ["X"] = ...`, `setdefault`);
    a variable it did not set is the caller's to set (unknown)."""
    written = _environ(interp, st)
    if key is None or written is None:
        return UNKNOWN
    found = written.items.get(key, ABSENT)
    return UNKNOWN if found is ABSENT else found


# The flag of what the environment's listing decides: a variable the person running the script
# sets is one more key (named more closely by `listed_as`, when a comprehension keeps a prefix).
ENVIRON_LISTED = Flag("any other variable", "environment", "")


def environ_dict(interp: Interpreter, node: ast.AST, st: State) -> Value:
    """What `os.environ.items()` lists, as far as a comprehension that keeps some variables by
    their names reads it: the variables the script set itself. The analysis assumes the
    environment a script is run in sets none of the variables it reads by name, as it takes
    `os.environ.get("X", default)`'s default (unknown once `load_dotenv()` or an update with
    unknown keys ran); the listing as a whole is not known (PATH, HOME: core/flow.py's
    `_comprehension` and core/sweeps.py's loops stop at one without a filter). The dict made
    from it carries the flag, so that what it decides (a lower layer's value that one more
    variable would override, core/flow.py's `_merge_into`) is a warning that says so."""
    written = _environ(interp, st)
    items: dict[str, Value] = {}
    if written is not None:
        if not written.complete:
            return UNKNOWN
        for key, value in written.items.items():
            if value is ABSENT:
                continue
            if any(o is ABSENT for o in options(value)):
                return UNKNOWN  # (set on some paths only)
            items[key] = value
    origin = Origin(interp.span(node), "os.environ listed here", interp.path, ENVIRON_LISTED)
    return st.heap.new(DictObj(origin, items))


def environ_listing(interp: Interpreter, name: str, call: _Call, st: State) -> Value:
    """`os.environ.items()` / `.keys()` / `.values()` / `.copy()`: the listing of environ_dict,
    whose length carries the flag (a loop or comprehension over it knows every element)."""
    ref = environ_dict(interp, call.node, st)
    obj = st.heap.get(ref)
    if call.opaque or call.args or call.kwargs or not isinstance(obj, DictObj):
        return UNKNOWN
    made = interp._dict_method([obj], name, call, st)
    if type(made) is not Seq:
        return UNKNOWN
    return Seq(made.items, False, Const(len(made.items), obj.origin))


def _environ_view(name: str) -> Callable[[Interpreter, _Call, State], Value]:
    def called(interp: Interpreter, call: _Call, st: State) -> Value:
        return environ_listing(interp, name, call, st)

    return called


def listed_environ(value: Value) -> Flag | None:
    """The flag a listing of the environment carries (None: not one)."""
    count = value.count if type(value) is Seq else None  # type: ignore[union-attr]
    origin = count.origin if isinstance(count, Const) else None
    flag = origin.flag if origin is not None else None
    return flag if flag is not None and flag.kind == "environment" and flag.default == ENVIRON_LISTED.default else None


def listed_as(node: ast.DictComp | ast.ListComp, flag: Flag) -> Flag:
    """The listing's flag, named by the prefix a comprehension keeps (`if k.startswith("GEN_")`:
    `GEN_*`), for the finding's words; the flag as it is otherwise."""
    gen = node.generators[0]
    key = gen.target.elts[0] if isinstance(gen.target, ast.Tuple) and gen.target.elts else gen.target
    conds = [
        c for cond in gen.ifs for c in (cond.values if isinstance(cond, ast.BoolOp) and isinstance(cond.op, ast.And) else [cond])
    ]
    for c in conds:
        if (
            isinstance(c, ast.Call)
            and isinstance(c.func, ast.Attribute)
            and c.func.attr == "startswith"
            and isinstance(key, ast.Name)
            and isinstance(c.func.value, ast.Name)
            and c.func.value.id == key.id
            and len(c.args) == 1
            and isinstance(c.args[0], ast.Constant)
            and isinstance(c.args[0].value, str)
        ):
            return Flag(c.args[0].value + "*", "environment", ENVIRON_LISTED.default)
    return flag


def _environ_unknown(interp: Interpreter, call: _Call, st: State) -> Value:
    """`load_dotenv()`, `os.environ.update(...)`, `os.environ.clear()`: any variable may be set now."""
    env = _environ_writable(interp, st)
    first = st.heap.get(call.args[0]) if call.args else None
    if isinstance(first, DictObj) and first.complete and not call.opaque:
        env.items.update(first.items)
    else:
        env.complete = False
    env.items.update(call.kwargs)
    return UNKNOWN


def assign_item(interp: Interpreter, base: Value, key: str | None, value: Value, st: State) -> None:
    """`os.environ["X"] = value`: later reads of X get it."""
    if isinstance(base, Symbol) and base.qualname == "os.environ":
        env = _environ_writable(interp, st)
        if key is None:
            env.complete = False
        else:
            env.items[key] = value


# ---------------------------------------------------------------- folds


@immutable()
class ConstMethod(Value):
    """A method of a string constant (`value.lower`), folded when called."""

    const: Const
    name: str


_STR_FOLDS = frozenset(
    {
        "lower",
        "upper",
        "strip",
        "lstrip",
        "rstrip",
        "casefold",
        "split",
        "rsplit",
        "splitlines",
        "partition",
        "rpartition",
        "join",
        "removeprefix",
        "removesuffix",
        "isdigit",
        # (a harness's "k=v" parser casting each value: `int(v) if v.isnumeric() else ...`)
        "isnumeric",
        "isdecimal",
        "startswith",
        "endswith",
        "find",
        "rfind",
        "index",
        "rindex",
        "count",
        "replace",
        "title",
        "format",
    }
)


_UTF8 = frozenset({"utf8", "ascii"})


def const_attr(interp: Interpreter, base: Const, attr: str, st: State) -> Value:
    member = getattr(base.node, "_hflint_enum_member", None) if base.node is not None else None
    if member is not None and attr in ("value", "_value_"):
        return base  # (a `str` / `int` enum's member: core/objects.py)
    if member is not None and attr in ("name", "_name_"):
        return Const(member, base.origin)
    if isinstance(base.value, str) and attr in _STR_FOLDS:
        return ConstMethod(base, attr)
    if isinstance(base.value, (str, bytes)) and attr == ("encode" if isinstance(base.value, str) else "decode"):
        return ConstMethod(base, attr)  # (a request body as bytes: `json.dumps(body).encode()`)
    if attr in _VERSION_FIELDS and type(base.value).__module__.startswith("packaging."):
        # `Version(transformers.__version__).major`: a field of a parsed release (core/releaseinfo.py).
        got = getattr(base.value, attr, None)
        if isinstance(got, tuple):
            return Seq(tuple(Const(x, base.origin) for x in got), True)
        if isinstance(got, (bool, int, str)):
            return Const(got, base.origin)
    return grids.number_attr(base, attr)


_VERSION_FIELDS = frozenset(
    {"major", "minor", "micro", "release", "base_version", "public", "is_prerelease", "is_devrelease", "is_postrelease"}
)


def _call_const_method(interp: Interpreter, m: ConstMethod, call: _Call, st: State) -> Value:
    if m.name == "format":
        return _formatted_text(interp, m.const, call)
    if call.kwargs or call.opaque:
        return UNKNOWN
    if m.name == "join":
        return _joined_text(interp, m.const, call)
    if m.name in ("encode", "decode"):
        # Text and its UTF-8 bytes parse alike (`json.loads(raw_body)` of either): the bytes are
        # kept as the text they encode, so what is parsed from them points at the same origin.
        codec = call.args[0] if call.args else Const("utf-8")
        if len(call.args) > 1 or not (isinstance(codec, Const) and str(codec.value).lower().replace("-", "") in _UTF8):
            return UNKNOWN
        if isinstance(m.const.value, bytes):
            try:
                return Const(m.const.value.decode("utf-8"), m.const.origin)
            except UnicodeDecodeError:
                return UNKNOWN
        if not m.const.value.isascii() and str(codec.value).lower() == "ascii":
            return UNKNOWN  # (UnicodeEncodeError)
        return m.const
    args: list[Any] = []
    for a in call.args:
        # (strings, and the counts of `split("=", 1)` / `splitlines(True)`)
        if not (isinstance(a, Const) and (a.value is None or type(a.value) in (str, int, bool))):
            return UNKNOWN
        args.append(a.value)
    try:
        result = getattr(m.const.value, m.name)(*args)
    except (TypeError, ValueError):
        return UNKNOWN
    origin = m.const.origin
    if isinstance(result, list):
        return Seq(tuple(Const(x, origin) for x in result), False)
    if isinstance(result, tuple):
        return Seq(tuple(Const(x, origin) for x in result), True)  # (`key, _, value = line.partition("=")`)
    return Const(result, origin)


_PLAIN = (str, int, float, bool, type(None))
_NUMBERS = re.compile(r"\d+")
# A `%` conversion's flags, width and precision (`%-20s`, `%.3f`, `%(name)08d`), without its key.
_PERCENT_SPEC = re.compile(r"%(?:\([^)]*\))?([-+ #0]*\d*(?:\.\d*)?)")


def too_wide(spec: str) -> bool:
    """A format spec (`>8`, `.3f`, `%-20s`) asking for more characters than a folded text may hold
    (`{:>999999999}` would build a gigabyte before the length is checked)."""
    return any(len(n) > 5 or int(n) > MAX_STR for n in _NUMBERS.findall(spec))


def _formatted_text(interp: Interpreter, template: Const, call: _Call) -> Value:
    """`"{}/{}".format(org, name)`, `"{org}/{name}".format(org=..., name=...)`: the text, when every
    argument is a known string, number or None and every field names an argument plainly (no
    `{0.attr}` or `{0[key]}` lookups), so that a checkpoint named that way is read as any other."""
    if call.opaque:
        return UNKNOWN
    given = [*call.args, *call.kwargs.values()]
    if not all(isinstance(v, Const) and type(v.value) in _PLAIN for v in given):
        return UNKNOWN
    try:
        fields = list(string.Formatter().parse(template.value))
    except ValueError:
        return UNKNOWN
    for _, name, spec, _ in fields:
        if name and not (name.isdigit() or name.isidentifier()) or spec and ("{" in spec or too_wide(spec)):
            return UNKNOWN
    args = [v.value for v in call.args if isinstance(v, Const)]
    kwargs = {k: v.value for k, v in call.kwargs.items() if isinstance(v, Const)}
    try:
        text = template.value.format(*args, **kwargs)
    except (IndexError, KeyError, ValueError, TypeError):
        return UNKNOWN
    return _built_text(interp, text, (template, *given), call.node)


def _percent_text(interp: Interpreter, node: ast.BinOp, template: Const, given: Value) -> Value:
    """`"%s/%s" % (org, name)` of known strings and numbers: the text, as `.format` gives it."""
    parts = given.items if type(given) is Seq and given.is_tuple else (given,)  # type: ignore[union-attr]
    if not all(isinstance(v, Const) and type(v.value) in _PLAIN for v in parts):
        return UNKNOWN
    values = tuple(v.value for v in parts if isinstance(v, Const))
    if any(too_wide(m.group(1)) for m in _PERCENT_SPEC.finditer(template.value)):
        return UNKNOWN
    try:
        text = template.value % values
    except (TypeError, ValueError, KeyError, OverflowError):
        return UNKNOWN
    return _built_text(interp, text, (template, *parts), node)


def _built_text(interp: Interpreter, text: str, parts: tuple[Value, ...], node: ast.AST) -> Value:
    if len(text) > MAX_STR:
        return UNKNOWN
    for v in parts:
        if isinstance(v, Const) and v.origin is not None and v.origin.flag is not None:
            return Const(text, v.origin)  # (decided by a command-line default: the finding names it)
    return Const(text, interp.origin(node, "string built here"))


def _joined_text(interp: Interpreter, sep: Const, call: _Call) -> Value:
    """`"\n".join(lines)` of a list whose every item is a known string (lines written to a file,
    `k=v` pairs, `[line] * 10` of a file built in the script); the origin of the first item
    decided by a command-line default, if any, else the call's. A list whose length a
    command-line default decides (`[line] * args.n`) is left alone."""
    seq = call.args[0] if len(call.args) == 1 else None
    if type(seq) is not Seq:
        return UNKNOWN
    count = seq.count  # type: ignore[union-attr]
    if count is not None and (count.origin is None or count.origin.flag is not None):
        return UNKNOWN
    items = seq.items  # type: ignore[union-attr]
    if not all(isinstance(i, Const) and isinstance(i.value, str) for i in items):
        return _long_join(interp, sep, items, call)
    text = sep.value.join(i.value for i in items if isinstance(i, Const))
    if len(text) > MAX_STR:
        return _long_join(interp, sep, items, call)
    for i in (sep, *items):
        if isinstance(i, Const) and i.origin is not None and i.origin.flag is not None:
            return Const(text, i.origin)
    return Const(text, interp.origin(call.node, "text joined here"))


def _long_join(interp: Interpreter, sep: Const, items: Sequence[Value], call: _Call) -> Value:
    """A join too long to fold (or of texts too long to fold): a text of known least words
    (batches.long_text), for a prompt's length (HF147, HF336); UNKNOWN for a list that is not
    all texts."""
    from hflint.core import batches

    if not items or len(items) > 4096:
        return UNKNOWN
    parts: list[Value] = [items[0]]
    for i in items[1:]:
        parts += [sep, i]
    return batches.long_text(parts, interp.origin(call.node, "text joined here"))


_ARITHMETIC: dict[type, Callable[[Any, Any], Any]] = {
    ast.Add: operator.add,
    ast.Sub: operator.sub,
    ast.Mult: operator.mul,
    ast.FloorDiv: operator.floordiv,
    ast.Mod: operator.mod,
    ast.Div: operator.truediv,
    ast.Pow: operator.pow,
}
# Beyond these a folded number or string is not worth its cost (nor a setting anyone passes).
_MAX_INT = 2**53
MAX_STR = 4096


def binop(interp: Interpreter, node: ast.BinOp, st: State, operands: tuple[Value, Value] | None = None) -> Value:
    """Arithmetic on known numbers (`start + args.batch_size`, `2 * n`), string concatenation,
    and lists repeated or concatenated (core/batches.py). A result decided by a command-line
    default carries that default's origin, so a finding it decides names the option.
    `operands`: the two sides already evaluated (an augmented assignment, see `augmented`)."""
    if operands is None:
        left = interp.eval(node.left, st)
        right = interp.eval(node.right, st)
    else:
        left, right = operands
    if isinstance(node.op, ast.Div) and isinstance(left, files.PathVal):
        return files.path_div(interp, left, right, node)  # (`Path(folder) / "run.json"`)
    if type(left) is PromptLen or type(right) is PromptLen:
        return _prompt_length_plus(node, left, right)
    if isinstance(node.op, ast.Mod) and type(left) is Const and type(left.value) is int and left.value == 0:
        # (`process_index % len(TABLE)` of the main process: 0 modulo any number is 0, and a
        # zero raises before anything is made)
        return left
    if left is UNKNOWN or right is UNKNOWN:
        return UNKNOWN  # (every combination of options would hold it: the common case, decided first)
    if type(node.op) not in _ARITHMETIC or len(options(left)) > 4 or len(options(right)) > 4:
        return UNKNOWN
    if interp.loop_stack and _updated_in_loop(interp, node):
        return UNKNOWN
    if not isinstance(left, OneOf) and not isinstance(right, OneOf):
        # (one path each, the common case: the one combination, without building the list)
        one = _binop_one(interp, node, left, right)
        return UNKNOWN if one is None else one
    tagged = any(type(v) is OneOf and v.guards is not None for v in (left, right))  # type: ignore[union-attr]
    combos = _guarded_combos([left, right]) if tagged else [(c, _NO_GUARD) for c in _combos([left, right])]
    results: list[tuple[Value, frozenset]] = []
    for (a, b), guard in combos:
        one = _binop_one(interp, node, a, b)
        if one is UNKNOWN:
            return UNKNOWN
        results.append((one, guard))
    return join_guarded(results) if tagged else join_all(v for v, _ in results)


def _prompt_length_plus(node: ast.BinOp, left: Value, right: Value) -> Value:
    """`prompt_len + 16`, `16 + prompt_len`, `prompt_len - 1`: still the prompt's length plus a
    known number (a PromptLen, HF156); any other arithmetic on it is unknown."""
    if type(left) is PromptLen and type(right) is Const and type(right.value) is int:
        if isinstance(node.op, ast.Add):
            return PromptLen(left.batch, left.plus + right.value, left.origin)
        if isinstance(node.op, ast.Sub):
            return PromptLen(left.batch, left.plus - right.value, left.origin)
    if type(right) is PromptLen and type(left) is Const and type(left.value) is int and isinstance(node.op, ast.Add):
        return PromptLen(right.batch, right.plus + left.value, right.origin)
    return UNKNOWN


def augmented(stmt: ast.AugAssign) -> ast.BinOp:
    """`spent += budget` read as `spent = spent + budget`, `self.budget -= n` as `self.budget =
    self.budget - n` (made once per statement, placed on it): its `left` is the target read, and
    binop computes it, leaving it unknown where a loop walked once updates the name."""
    made = getattr(stmt, "_hflint_binop", None)
    if made is None:
        target = stmt.target
        left: ast.expr
        if isinstance(target, ast.Name):
            left = ast.Name(target.id, ast.Load())
        elif isinstance(target, ast.Attribute):
            left = ast.Attribute(target.value, target.attr, ast.Load())
        else:
            assert isinstance(target, ast.Subscript)
            left = ast.Subscript(target.value, target.slice, ast.Load())
        ast.copy_location(left, target)
        made = ast.copy_location(ast.BinOp(left, stmt.op, stmt.value), stmt)
        made.end_lineno, made.end_col_offset = stmt.end_lineno, stmt.end_col_offset
        stmt._hflint_binop = made  # type: ignore[attr-defined]
    return made


def _updated_in_loop(interp: Interpreter, node: ast.BinOp) -> bool:
    """Whether an operand is a name that a loop walked once (not a sweep) assigns: `n = n * 2`
    or `total = total + k` takes a new value on every iteration, and the walk's two passes
    would list only the first few (`bs = bs // 2` while `bs > 1` ends at 1, not at 8, 4 or 2).
    Not on the pass a loop surely makes first (`while True:` halving a batch size on
    out-of-memory): there each name still holds the value it entered the loop with."""
    names = {n.id for n in (node.left, node.right) if isinstance(n, ast.Name)}
    if not names:
        return False
    for frame in interp.loop_stack:
        if not frame.sweep and not frame.entry_pass and frame.node is not None and names & _assigned(frame.node):
            return True
    return False


def updates_a_number(loop: ast.stmt) -> bool:
    """Whether a loop's statements compute a name from itself (`bs //= 2`, `n = n * 2`,
    `size = max(1, size // 2)`): a number that changes on every pass."""
    for node in ast.walk(loop):
        if isinstance(node, ast.AugAssign) and isinstance(node.target, ast.Name):
            return True
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
            name = node.targets[0].id
            if any(isinstance(n, ast.BinOp) for n in ast.walk(node.value)) and any(
                isinstance(n, ast.Name) and n.id == name for n in ast.walk(node.value)
            ):
                return True
    return False


_ASSIGNED: dict[int, tuple[ast.stmt, frozenset[str]]] = {}


def _assigned(loop: ast.stmt) -> frozenset[str]:
    """The names a loop's statements bind (cached by node, the node kept alive beside its entry)."""
    got = _ASSIGNED.get(id(loop))
    if got is not None and got[0] is loop:
        return got[1]
    out = frozenset(n.id for n in ast.walk(loop) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store))
    if len(_ASSIGNED) > 4096:
        _ASSIGNED.clear()
    _ASSIGNED[id(loop)] = (loop, out)
    return out


def _binop_one(interp: Interpreter, node: ast.BinOp, a: Value, b: Value) -> Value:
    from hflint.core import batches

    op = node.op
    if isinstance(op, ast.Mod) and isinstance(a, Const) and type(a.value) is str:
        return _percent_text(interp, node, a, b)
    if type(a) is Seq or type(b) is Seq:
        if isinstance(op, ast.Mult):
            seq, n = (a, b) if type(a) is Seq else (b, a)
            return batches.repeat(seq, n) if isinstance(n, Const) else UNKNOWN  # type: ignore[arg-type]
        if isinstance(op, ast.Add) and type(a) is Seq and type(b) is Seq:
            return batches.concat(a, b)  # type: ignore[arg-type]
        return UNKNOWN
    if type(a) is batches.TemplatedText or type(b) is batches.TemplatedText:
        # (a text too long to fold, with another text before or after it: its least words)
        if isinstance(op, ast.Add):
            return batches.long_text((a, b), interp.origin(node, "text built here"))
        return UNKNOWN
    if not (isinstance(a, Const) and isinstance(b, Const)):
        return UNKNOWN
    x, y = a.value, b.value
    numbers = type(x) in (int, float) and type(y) in (int, float)
    # (a text repeated: `"the quick brown fox " * 4`, a prompt or document built in the file)
    repeated = (
        isinstance(op, ast.Mult)
        and {type(x), type(y)} == {str, int}
        and 0 <= (x if type(x) is int else y) * len(y if type(x) is int else x) <= MAX_STR  # type: ignore[operator,arg-type]
    )
    if not (numbers or repeated or isinstance(op, ast.Add) and type(x) is str and type(y) is str):
        if isinstance(op, ast.Mult) and {type(x), type(y)} == {str, int}:
            # (a passage repeated past what a folded string may hold: its least words)
            text, times = (a, y) if type(x) is str else (b, x)
            return batches.long_text((text,), interp.origin(node, "text repeated here"), times)  # type: ignore[arg-type]
        return UNKNOWN
    if isinstance(op, ast.Pow) and not (type(y) is int and 0 <= y <= 64 and abs(x) <= 2**16):
        return UNKNOWN
    try:
        value = _ARITHMETIC[type(op)](x, y)
    except (ArithmeticError, ValueError, TypeError):
        return UNKNOWN
    if type(value) is str and len(value) > MAX_STR:
        return batches.long_text((a, b), interp.origin(node, "text built here"))
    if type(value) is int and abs(value) > _MAX_INT:
        return UNKNOWN
    for v in (a, b):
        if v.origin is not None and v.origin.flag is not None:
            return Const(value, v.origin)
    return Const(value, interp.origin(node, "computed here"))


def _builtin_convert(kind: str) -> Callable[[Interpreter, _Call, State], Value]:
    fn = {"int": int, "float": float, "str": str, "bool": bool}[kind]

    def convert(interp: Interpreter, call: _Call, st: State) -> Value:
        if len(call.args) != 1 or call.kwargs or call.opaque:
            return UNKNOWN
        out: list[Value] = []
        for o in options(call.args[0]):
            if kind == "str" and isinstance(o, files.ProcessId):
                out.append(Const(files.PROCESS_ID_TEXT))  # (`"run-" + str(os.getpid())`: core/files.py)
                continue
            if not isinstance(o, Const) or not isinstance(o.value, (str, int, float, bool, type(None))):
                return UNKNOWN
            try:
                out.append(grids.python_number(Const(fn(o.value), o.origin)))
            except (ArithmeticError, TypeError, ValueError):  # (`int(float("inf"))`: OverflowError)
                return UNKNOWN
        return join_all(out)

    return convert


def _rounded(interp: Interpreter, call: _Call, st: State) -> Value:
    """`round(0.4 * i, 1)`, `round(t)`: a known number rounded (its origin kept, as int() keeps it);
    a few options at most, and anything else unknown."""
    if call.kwargs or call.opaque or not 1 <= len(call.args) <= 2 or len(options(call.args[0])) > 4:
        return UNKNOWN
    digits: Any = None
    if len(call.args) == 2:
        d = call.args[1]
        if not (isinstance(d, Const) and type(d.value) is int and -16 <= d.value <= 16):
            return UNKNOWN
        digits = d.value
    out: list[Value] = []
    for o in options(call.args[0]):
        if not (isinstance(o, Const) and type(o.value) in (int, float)):
            return UNKNOWN
        try:
            out.append(Const(round(o.value, digits), o.origin))
        except (ArithmeticError, ValueError):  # (`round(float("inf"))`: OverflowError)
            return UNKNOWN
    return join_all(out)


_LITERALS = (bool, int, float, str, type(None))


def _literal_eval(interp: Interpreter, call: _Call, st: State) -> Value:
    """`ast.literal_eval(os.getenv("USE_CACHE", "False"))`: a setting's text read as the Python
    literal it spells (a number, a string, True, False or None), its origin kept (a default stays
    the default of its option). Containers, and text that is no literal, stay unknown."""

    def literal(o: Const) -> Value | None:
        try:
            value = ast.literal_eval(o.value)
        except (ValueError, TypeError, SyntaxError, MemoryError, RecursionError):
            return None
        return Const(value, o.origin) if type(value) in _LITERALS else None

    return _each_text(call, literal)


def _shlex_split(interp: Interpreter, call: _Call, st: State) -> Value:
    """`shlex.split(text)` of a known text (a command line kept in a file the script wrote,
    handed to `parser.parse_args`): its words, as the shell would split them, each keeping the
    text's origin; text with an unclosed quote (ValueError there) stays unknown."""

    def words(o: Const) -> Value | None:
        try:
            return Seq(tuple(Const(w, o.origin) for w in shlex.split(o.value)), False)
        except ValueError:
            return None

    return _each_text(call, words)


def _each_text(call: _Call, convert: Callable[[Const], Value | None]) -> Value:
    """A one-argument call on text, made for each text its argument may be: the join of what
    `convert` makes of them; unknown when an argument is no short known text or `convert` gives None."""
    if len(call.args) != 1 or call.kwargs or call.opaque:
        return UNKNOWN
    out: list[Value] = []
    for o in options(call.args[0]):
        if not (isinstance(o, Const) and isinstance(o.value, str) and len(o.value) <= MAX_STR):
            return UNKNOWN
        made = convert(o)
        if made is None:
            return UNKNOWN
        out.append(made)
    return join_all(out)


_STRTOBOOL = {"y": 1, "yes": 1, "t": 1, "true": 1, "on": 1, "1": 1, "n": 0, "no": 0, "f": 0, "false": 0, "off": 0, "0": 0}


def _strtobool(interp: Interpreter, call: _Call, st: State) -> Value:
    """`distutils.util.strtobool(os.getenv("USE_CACHE", "no"))`: 1 or 0 for the words it knows
    (any case); any other word raises ValueError there, and is left unknown here."""
    if len(call.args) != 1 or call.kwargs or call.opaque:
        return UNKNOWN
    out: list[Value] = []
    for o in options(call.args[0]):
        if not (isinstance(o, Const) and isinstance(o.value, str)):
            return UNKNOWN
        got = _STRTOBOOL.get(o.value.lower())
        if got is None:
            return UNKNOWN
        out.append(Const(got, o.origin))
    return join_all(out)


def _extreme(pick: Callable[..., Any]) -> Callable[[Interpreter, _Call, State], Value]:
    """`max(1, int(self.n))`, `min(args.batch_size, len(prompts))`: the number the arguments
    (or the one list given) choose, as the argument that is chosen (its origin kept, so that a
    finding names the literal that decides; a command-line default among the arguments names
    the option instead, as arithmetic does). Known numbers only, a few options each; `key=` /
    `default=` and anything else leave it unknown."""

    def chosen(interp: Interpreter, call: _Call, st: State) -> Value:
        if call.kwargs or call.opaque or not call.args:
            return UNKNOWN
        args = list(call.args)
        if len(args) == 1:
            if type(args[0]) is not Seq or not args[0].items:  # type: ignore[attr-defined]
                return UNKNOWN
            args = list(args[0].items)  # type: ignore[attr-defined]
        if len(args) > 4 or any(v is UNKNOWN or len(options(v)) > 4 for v in args):
            return UNKNOWN
        tagged = any(type(v) is OneOf and v.guards is not None for v in args)  # type: ignore[union-attr]
        combos = _guarded_combos(args) if tagged else [(c, _NO_GUARD) for c in _combos(args)]
        results: list[tuple[Value, frozenset]] = []
        for combo, guard in combos:
            numbers = [v for v in combo if isinstance(v, Const) and type(v.value) in (int, float)]
            if len(numbers) != len(combo):
                return UNKNOWN
            best = pick(numbers, key=lambda v: v.value)  # (the first of equals, as Python's)
            flagged = next((v.origin for v in numbers if v.origin is not None and v.origin.flag is not None), None)
            if flagged is not None and best.origin is not flagged:
                # (decided by a command-line default too: `min(args.max_batch, len(prompts))`
                # holds only while the option keeps it, so the finding names the option)
                best = Const(best.value, flagged)
            results.append((best, guard))
        return join_guarded(results) if tagged else join_all(v for v, _ in results)

    return chosen


def _path_join(interp: Interpreter, call: _Call, st: State) -> Value:
    """`os.path.join` of known strings (a checkpoint folder the script saves to and loads from)."""
    if call.kwargs or call.opaque:
        return UNKNOWN
    return files.joined(interp, list(call.args), call.node, "path joined here", Const)


@immutable()
class TempDir(Value):
    """`tempfile.TemporaryDirectory()`: a fresh folder, `path` its name (`with ... as d`, `.name`)."""

    path: Const


def _temp_folder(interp: Interpreter, call: _Call) -> Const:
    """The name of the fresh folder `tempfile.mkdtemp()` (or `TemporaryDirectory()`) makes: a
    string of its own per call site, so that a save there and a load from there are known to
    meet (core/saved.py), and no other folder is that one. (A call site run twice makes two
    folders; the walk keeps the last save, as a loop that saves and loads in one pass needs.)"""
    at = call.node
    line, col = getattr(at, "lineno", 0), getattr(at, "col_offset", 0)
    return Const(f"<temporary folder made at line {line}:{col}>", interp.origin(call.node, "temporary folder made here"))


def _mkdtemp(interp: Interpreter, call: _Call, st: State) -> Value:
    return _temp_folder(interp, call)


def _mktemp(interp: Interpreter, call: _Call, st: State) -> Value:
    """`tempfile.mktemp(suffix=".json")`: the name of a file no one has made yet (the function
    picks a name that does not exist), a string of its own per call site as mkdtemp's folder,
    so that what the script writes there and reads back is known to be one file, and nothing
    else is written there. With `dir=` or arguments the walk does not know: not followed."""
    if call.args or call.opaque or set(call.kwargs) - {"suffix", "prefix"}:
        return UNKNOWN
    parts: list[str] = []
    for key in ("prefix", "suffix"):
        given = call.kwargs.get(key, Const(""))
        if not (isinstance(given, Const) and isinstance(given.value, str)):
            return UNKNOWN
        parts.append(given.value)
    at = call.node
    line, col = getattr(at, "lineno", 0), getattr(at, "col_offset", 0)
    name = f"{parts[0]}<temporary file made at line {line}:{col}>{parts[1]}"
    return Const(name, interp.origin(call.node, "temporary file name made here"))


def _temporary_directory(interp: Interpreter, call: _Call, st: State) -> Value:
    return TempDir(_temp_folder(interp, call))


def _temp_dir_attr(interp: Interpreter, tmp: TempDir, attr: str, st: State) -> Value:
    return tmp.path if attr == "name" else UNKNOWN


def _vars(interp: Interpreter, call: _Call, st: State) -> Value:
    if len(call.args) == 1 and call.node is not interp._dict_receiver and objects.is_config(call.args[0], st):
        # `d = vars(gc)`: the config's own dict (writes through `d` change it); not followed
        objects.forget_fields(call.args[0], st)
        return UNKNOWN
    obj = st.heap.get(call.args[0]) if len(call.args) == 1 else None
    made: Value = UNKNOWN
    if isinstance(obj, InstanceObj):
        complete = obj.complete if isinstance(obj, NamespaceObj) else False
        made = st.heap.new(DictObj(interp.origin(call.node, "vars() here"), dict(obj.attrs), complete))
    if len(call.args) == 1:
        expose(interp, call.args[0], st)
    return made


_COMPARE: dict[type, Callable[[Any, Any], Any]] = {
    ast.Eq: operator.eq,
    ast.NotEq: operator.ne,
    ast.Lt: operator.lt,
    ast.LtE: operator.le,
    ast.Gt: operator.gt,
    ast.GtE: operator.ge,
}


def _compare_one(interp: Interpreter, op: ast.cmpop, left: Value, right: Value, st: State) -> bool | None:
    if isinstance(op, (ast.In, ast.NotIn)):
        found = _contains(interp, right, left, st)
        return None if found is None else (found if isinstance(op, ast.In) else not found)
    if isinstance(op, (ast.Is, ast.IsNot)) and (
        _is_none(left) and _is_object(right, st) or _is_none(right) and _is_object(left, st)
    ):
        return not isinstance(op, ast.Is)  # an object is never None
    if isinstance(left, objects.EnumMember) and isinstance(right, objects.EnumMember):
        # (`mode is Mode.SPECULATIVE`, `mode == Mode.GREEDY`: members are singletons)
        if isinstance(op, (ast.Is, ast.Eq)):
            return left == right
        if isinstance(op, (ast.IsNot, ast.NotEq)):
            return left != right
        return None
    if type(left) is Seq and type(right) is Seq and left.is_tuple and right.is_tuple:
        # (`version.parse(transformers.__version__).release >= (5, 0)`: tuples of known items)
        if isinstance(op, (ast.Is, ast.IsNot)) or not all(isinstance(x, Const) for x in (*left.items, *right.items)):
            return None
        left = Const(tuple(x.value for x in left.items))  # type: ignore[attr-defined]
        right = Const(tuple(x.value for x in right.items))  # type: ignore[attr-defined]
    if not (isinstance(left, Const) and isinstance(right, Const)):
        return None
    if isinstance(op, (ast.Is, ast.IsNot)):
        if not any(v is None or isinstance(v, bool) for v in (left.value, right.value)):
            return None  # identity of other constants is the interpreter's choice
        same = left.value is right.value
        return same if isinstance(op, ast.Is) else not same
    fn = _COMPARE.get(type(op))
    if fn is None:
        return None
    try:
        return bool(fn(left.value, right.value))
    except TypeError:
        return None


def _is_none(v: Value) -> bool:
    return isinstance(v, Const) and v.value is None


def _is_object(v: Value, st: State) -> bool:
    """A value that is surely not None: a heap object, a tuple or list, a function or a class, a
    top-level module or a class of one (`try: import streamlit as st` / `except ImportError: st =
    None` tested with `st is not None`)."""
    if type(v) is Symbol:
        return "." not in v.qualname or v.qualname.rpartition(".")[2][:1].isupper()
    return isinstance(v, (Seq, FuncVal, ClassVal)) or st.heap.get(v) is not None


def _contains(interp: Interpreter, container: Value, item: Value, st: State) -> bool | None:
    if not isinstance(item, Const):
        # (a tuple of constants or an enum member as a dict's key: a memoizing wrapper's
        # `(fn.__name__, args) not in CACHE`, objects.dict_key)
        key = objects.dict_key(item) if type(item) is Seq or type(item) is objects.EnumMember else None
        obj = st.heap.get(container) if key is not None else None
        if not isinstance(obj, DictObj):
            return None
        got = obj.get(key)  # type: ignore[arg-type]
        return False if got is ABSENT else None if got is UNKNOWN else True
    if isinstance(container, (Seq, Members)):
        if not all(isinstance(x, Const) for x in container.items):
            return None
        return any(x.value == item.value for x in container.items)  # type: ignore[attr-defined]
    if isinstance(container, Const) and isinstance(container.value, str) and isinstance(item.value, str):
        return item.value in container.value
    if _argv_words(interp, container) and isinstance(item.value, str):
        # (`"--no-cache" in sys.argv` in a run without arguments: the list holds the script's
        # path alone, which an option or a word without a path separator never equals)
        return None if item.value.endswith(".py") or "/" in item.value or "\\" in item.value else False
    if isinstance(container, Symbol) and container.qualname == "os.environ" and isinstance(item.value, str):
        # ("X" in os.environ asks whether someone set it: known only once the script set it)
        written = _environ(interp, st)
        if written is not None and item.value in written.items and written.items[item.value] is not ABSENT:
            return True
        return None
    obj = st.heap.get(container)
    if isinstance(obj, DictObj) and isinstance(item.value, str):
        got = obj.get(item.value)
        if got is ABSENT:
            return False
        return None if got is UNKNOWN else True
    return None


def _new_set(interp: Interpreter, call: _Call, st: State) -> Value:
    """`set(items)` / `frozenset(items)` of a list, tuple or set the walk knows item by item (an
    allow-list of request fields kept in a module constant): its members. No argument: empty."""
    if call.opaque or call.kwargs or len(call.args) > 1:
        return UNKNOWN
    if not call.args:
        return Members(())
    given = call.args[0]
    if type(given) is Seq and given.count is None or type(given) is Members:
        return Members(given.items)
    return UNKNOWN


def _members(interp: Interpreter, node: ast.expr, st: State) -> Value:
    """The right side of `in`: a set literal (`v.lower() in {"1", "true"}`) is read as the tuple
    of its members, which is all membership asks of it."""
    if isinstance(node, ast.Set) and not any(isinstance(e, ast.Starred) for e in node.elts):
        return Seq(tuple(interp.eval(e, st) for e in node.elts), True)
    return interp.eval(node, st)


def compare(interp: Interpreter, node: ast.Compare, st: State) -> Value:
    """A comparison of known values, folded; its origin is the flag's where one decided it."""
    left = interp.eval(node.left, st)
    rights = [
        _members(interp, c, st) if isinstance(op, (ast.In, ast.NotIn)) else interp.eval(c, st)
        for op, c in zip(node.ops, node.comparators)
    ]
    operands = [left, *rights]
    if any(len(options(v)) > 4 for v in operands):
        return UNKNOWN
    tagged = any(type(v) is OneOf and v.guards is not None for v in operands)  # type: ignore[union-attr]
    results: list[tuple[Value, frozenset]] = []
    combos = _guarded_combos(operands) if tagged else [(c, _NO_GUARD) for c in _combos(operands)]
    for combo, guard in combos:
        verdict: bool | None = True
        for op, a, b in zip(node.ops, combo, combo[1:]):
            one = _compare_one(interp, op, a, b, st)
            if one is None:
                verdict = None
                break
            if not one:
                verdict = False
                break
        if verdict is None:
            return _same_tokenizer_sizes(interp, node, st)
        results.append((Const(verdict, _deciding_origin(combo, interp, node)), guard))
    # (each result keeps the branch conditions its operands held under: core/paths.py)
    return join_guarded(results) if tagged else join_all(v for v, _ in results)


_NO_GUARD: frozenset = frozenset()

# What a guard reads of a tokenizer to ask "same vocabulary?": `len(tok)`, `tok.vocab_size`,
# `tok.get_vocab()`; the same reading of two tokenizers is compared.
_TOKENIZER_SIZE_ATTRS = frozenset({"vocab_size"})
_TOKENIZER_SIZE_METHODS = frozenset({"get_vocab"})


def _tokenizer_reading(node: ast.expr) -> tuple[str, ast.expr] | None:
    if (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id == "len"
        and len(node.args) == 1
        and not node.keywords
    ):
        return "len", node.args[0]
    if isinstance(node, ast.Attribute) and node.attr in _TOKENIZER_SIZE_ATTRS:
        return node.attr, node.value
    if (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr in _TOKENIZER_SIZE_METHODS
        and not node.args
        and not node.keywords
    ):
        return node.func.attr + "()", node.func.value
    return None


def _tokenizer_files(interp: Interpreter, node: ast.expr, st: State) -> tuple[str, str | None] | None:
    """The checkpoint a tokenizer expression was loaded from on every path (one name), and the
    checkpoint table's `tokenizer_files` for it; None when the walk does not know one name. Only
    a name or an attribute chain is read again here (`tok`, `self.draft_tok`): a call in it
    would run twice."""
    if any(isinstance(n, ast.Call) for n in ast.walk(node)):
        return None
    names = set()
    for o in options(interp.eval(node, st)):
        obj = st.heap.get(o)
        if not isinstance(obj, TokenizerObj) or not isinstance(obj.checkpoint, Const):
            return None
        if not isinstance(obj.checkpoint.value, str):
            return None
        names.add(obj.checkpoint.value)
    if len(names) != 1:
        return None
    (name,) = names
    from hflint.hubfacts import lookup

    ckpt = lookup(name)
    return name, ckpt.tokenizer_files if ckpt is not None else None


_ADDING = frozenset({"add_tokens", "add_special_tokens", "train_new_from_iterator"})


def _adds_tokens(interp: Interpreter) -> bool:
    """The file calls a method that grows a tokenizer (`tok.add_special_tokens({...})`)."""
    found = interp.adds_tokens
    if found is None:
        found = any(
            isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and n.func.attr in _ADDING
            for n in ast.walk(interp.tree)
        )
        interp.adds_tokens = found
    return found


def _same_tokenizer_sizes(interp: Interpreter, node: ast.Compare, st: State) -> Value:
    """`len(tok) != len(draft_tok)` (or `.vocab_size`, `.get_vocab()`) of two tokenizers loaded
    from checkpoints that ship the very same tokenizer (one name, or names whose checkpoint-table
    `tokenizer_files` agree, as Qwen2.5-0.5B and -7B do although their models' `vocab_size`
    differ): the two readings are equal. Different files are left unknown (their sizes may still
    agree)."""
    if len(node.ops) != 1 or not isinstance(node.ops[0], (ast.Eq, ast.NotEq)):
        return UNKNOWN
    left, right = _tokenizer_reading(node.left), _tokenizer_reading(node.comparators[0])
    if left is None or right is None or left[0] != right[0]:
        return UNKNOWN
    a, b = _tokenizer_files(interp, left[1], st), _tokenizer_files(interp, right[1], st)
    if a is None or b is None:
        return UNKNOWN
    if a[0] != b[0] and (a[1] is None or a[1] != b[1]):
        return UNKNOWN
    if left[0] != "vocab_size" and _adds_tokens(interp):
        return UNKNOWN  # (`len` and `get_vocab()` count tokens the script may add to one of them)
    return Const(isinstance(node.ops[0], ast.Eq), interp.origin(node, "both tokenizers are the same checkpoint's files"))


def _guarded_combos(values: list[Value]) -> list[tuple[list[Value], frozenset]]:
    out: list[tuple[list[Value], frozenset]] = [([], frozenset())]
    for v in values:
        out = [(prefix + [o], g | h) for prefix, g in out for o, h in guarded(v) if not contradicts(g | h)]
    return out


def _combos(values: list[Value]) -> list[list[Value]]:
    out: list[list[Value]] = [[]]
    for v in values:
        out = [prefix + [o] for prefix in out for o in options(v)]
    return out


def _deciding_origin(combo: list[Value], interp: Interpreter, node: ast.AST) -> Origin:
    for v in combo:
        if isinstance(v, Const) and v.origin is not None and v.origin.flag is not None:
            return v.origin
    if any(_argv_words(interp, v) for v in combo):
        # (`"--no-cache" in sys.argv`: an option the script looks for by hand, not passed)
        word = next((v.value for v in combo if isinstance(v, Const) and isinstance(v.value, str)), None)
        flag = ARGV if word is None else Flag(word, "switch", "False")
        return Origin(interp.span(node), "run without arguments: sys.argv holds the script alone", interp.path, flag)
    for v in combo:
        if isinstance(v, Const) and v.origin is not None:
            return v.origin
    return interp.origin(node, "compared here")


def truth(v: Value, st: State) -> bool | None:
    """A value's truth where the walk knows it: a constant, a list, a plain dict (_dict_truth)."""
    return _truth(v, st)


def _truth(v: Value, st: State | None = None) -> bool | None:
    if isinstance(v, Const):
        try:
            return bool(v.value)
        except Exception:  # noqa: BLE001 - a literal whose truth cannot be taken
            return None
    if isinstance(v, Seq):
        return bool(v.items)
    if isinstance(v, Ref) and st is not None:
        obj = st.heap.get(v)
        if type(obj) is DictObj:  # (a subclass of the file's own may define __bool__ or __len__)
            return _dict_truth(obj)
        if type(obj) in _ALWAYS_TRUE:
            return True
    return None


# transformers objects whose classes define neither `__bool__` nor `__len__` (GenerationConfig,
# the model configs, Pipeline: 4.57.6 and 5.24.0), so `pipe.generation_config or default` is
# the first operand.
_ALWAYS_TRUE = (GenConfigObj, ConfigObj, PipelineObj)


def _dict_truth(obj: DictObj) -> bool | None:
    """A plain dict's truth (`overrides or {}`, `entry.get("generation") or {}`): true when some
    key is held on every path, false when the dict is known in full and holds none. Not a dict
    whose keys an environment decides (`{k: v for k, v in os.environ.items() if ...}`)."""
    if obj.origin is not None and obj.origin.flag is not None:
        return None
    held = [options(v) for v in obj.items.values()]
    if any(all(o is not ABSENT and o is not UNKNOWN for o in opts) for opts in held):
        return True
    if obj.complete and all(all(o is ABSENT for o in opts) for opts in held):
        return False
    return None


def _decisive(value: Value, is_or: bool, st: State) -> bool:
    """Whether an operand of `or` is true (of `and`, false) on every path, decided by no flag."""
    if flag_of(value) is not None:
        return False
    opts = options(value)
    return bool(opts) and all(_truth(o, st) is is_or for o in opts)


def boolop(interp: Interpreter, node: ast.BoolOp, st: State) -> Value:
    """`a or b` / `a and b` over known truth values; a value chosen because a flag kept its
    default carries that flag."""
    is_or = isinstance(node.op, ast.Or)
    chosen: list[Value] = []
    pending: list[Value] = []  # the options whose truth sends the walk on to the next operand
    value = interp.eval(node.values[0], st)
    if is_or and isinstance(value, ArgvTail) and len(node.values) == 2 and not _in_notebook(interp):
        fallback = interp.eval(node.values[1], st)
        return ArgvDefault(fallback) if _literal_tokens(fallback) is not None else UNKNOWN
    for nxt in node.values[1:]:
        for o in options(value):
            t = _truth(o, st)
            if t is None:
                # (walked for the calls they make)
                rest_values = [interp.eval(rest, st) for rest in node.values[node.values.index(nxt) :]]
                if any(_decisive(v, is_or, st) for v in rest_values):
                    # (whatever the unknown operand is, an operand after it that is false on
                    # every path makes `and` false, one true on every path makes `or` true)
                    interp.bool_truth = (node, is_or)
                return UNKNOWN
            (chosen if t == is_or else pending).append(o)
        if not pending:
            return join_all(chosen)
        flag = flag_of(join_all(pending))
        value = interp.eval(nxt, st) if flag is None else eval_decided(interp, nxt, flag, st)
        pending = []
    return join_all([*chosen, *options(value)])


# ---------------------------------------------------------------- branches a flag decided


def arm_decided(interp: Interpreter, flag: Flag, run: Callable[[State], State], st: State) -> State:
    """Walk the arm of an `if` that a flag's default chose, and mark what it assigned (names,
    dict keys, config fields, attributes) as depending on that flag."""
    before = st.copy()
    after = run(st)
    if after.dead:
        return after
    env = after.env
    names = _changed_since(env, before.env)
    for name in list(env.keys()) if names is None else names:
        value = env.get(name, None)
        if value is not None and value is not before.env.get(name):
            env[name] = stamp(value, flag) if flag is not ARGV else argv_fallback(before.env.get(name), value)
    heap = after.heap
    found = _since_common_fork(heap.fork, heap.changed, before.heap.fork, before.heap.changed)
    for oid in list(heap.objs) if found is None else list(found[1]):
        obj = heap.objs.get(oid)
        old = before.heap.objs.get(oid)
        if obj is None or obj is old:
            continue
        fields = _fields(obj)
        if fields is None:
            continue
        old_fields = _fields(old) or {}
        changed = {
            k: v
            for k, v in fields.items()
            if v is not old_fields.get(k) and flag_of(v) is None and any(isinstance(o, Const) for o in options(v))
        }
        if not changed:
            continue
        target = _fields(heap.writable(Ref(oid)))
        if target is not None:
            for k, v in changed.items():
                target[k] = stamp(v, flag)
    return after


def _changed_since(env: dict, before: dict) -> set | None:
    if isinstance(env, Env) and isinstance(before, Env):
        found = _since_common_fork(env.fork, env.changed, before.fork, before.changed)
        if found is not None:
            return found[1]
    return None


def _fields(obj: Obj | None) -> dict[str, Value] | None:
    from hflint.core.values import ConfigObj, GenConfigObj

    if isinstance(obj, DictObj):
        return obj.items
    if isinstance(obj, (GenConfigObj, ConfigObj)):
        return obj.fields
    if isinstance(obj, InstanceObj):
        return obj.attrs
    if isinstance(obj, objects.ClassObj):
        return obj.attrs
    return None


# ---------------------------------------------------------------- hooks


def _new_namespace(interp: Interpreter, call: _Call, st: State) -> Value:
    """`SimpleNamespace(use_cache=False, ...)` (or `argparse.Namespace(...)`): a record of its
    keywords, the settings object a notebook turned script builds where a command line was. Also
    `threading.local()`: a worker's own record (`_local.pipe = pipeline(...)` under `if not
    hasattr(_local, "pipe"):`), empty when made; the walk follows one thread at a time, so what a
    worker function stores there is what its later calls read."""
    if call.args or call.opaque:
        # (3.13's SimpleNamespace(mapping), or `**` of a dict with keys unknown here: those may
        # override every known one, so nothing of it is known)
        interp._havoc_args(call, st)
        return UNKNOWN
    origin = interp.origin(call.node, "namespace built here")
    return st.heap.new(NamespaceObj(origin, None, dict(call.kwargs), True))


def _missing_on_namespace(st: State, ref: Value, name: str) -> bool | None:
    """Whether a namespace surely lacks attribute `name`: True for a namespace whose every
    attribute is known (parse_args of a parser whose options all have known dests, a
    SimpleNamespace of keywords) without it, False when it has it, None when unknown."""
    obj = st.heap.get(ref)
    if not isinstance(obj, NamespaceObj):
        return None
    if name in obj.attrs:
        return False
    return True if obj.complete and not obj.exposed else None


def _getattr_default(interp: Interpreter, call: _Call, st: State) -> Value:
    """`getattr(args, "cache_implementation", "dynamic")`: on a namespace known in full that
    has no such attribute (the option was dropped from the parser, or never added), the
    default; otherwise what the attribute holds."""
    if call.args:
        queues.attribute_read(call.args[0], st)  # (`getattr(q, "get_nowait")`: core/queues.py)
    name = call.args[1] if len(call.args) == 3 and not call.opaque else None
    if not (isinstance(name, Const) and isinstance(name.value, str)):
        return objects.SYMBOL_CALLS["builtins.getattr"](interp, call, st)
    found: list[Value] = []
    for o in options(call.args[0]):
        missing = _missing_on_namespace(st, o, name.value)
        if missing is None:
            return objects.SYMBOL_CALLS["builtins.getattr"](interp, call, st)
        found.append(call.args[2] if missing else interp._attr_of(o, name.value, st))
    return join_all(found) if found else UNKNOWN


def _hasattr(interp: Interpreter, call: _Call, st: State) -> Value:
    """`hasattr(args, "x")` on a namespace known in full: whether the option exists (on an
    instance of the file's classes, core/objects.py)."""
    name = call.args[1] if len(call.args) == 2 and not call.opaque else None
    if not (isinstance(name, Const) and isinstance(name.value, str)):
        return UNKNOWN
    answers = set()
    for o in options(call.args[0]):
        missing = _missing_on_namespace(st, o, name.value)
        if missing is None:
            return objects.SYMBOL_CALLS["builtins.hasattr"](interp, call, st)
        answers.add(not missing)
    return Const(answers.pop()) if len(answers) == 1 else UNKNOWN


SYMBOL_CALLS: dict[str, Callable[[Interpreter, _Call, State], Value]] = {
    "builtins.getattr": _getattr_default,
    "builtins.hasattr": _hasattr,
    "argparse.ArgumentParser": _new_parser,
    "argparse.Namespace": _new_namespace,
    "types.SimpleNamespace": _new_namespace,
    "threading.local": _new_namespace,
    "transformers.HfArgumentParser": _new_hf_parser,
    "transformers.hf_argparser.HfArgumentParser": _new_hf_parser,
    "trl.TrlParser": _new_hf_parser,
    "os.environ.get": _environ_get,
    "os.getenv": _environ_get,
    "os.environ.setdefault": _environ_setdefault,
    "torch.cuda.is_available": _no_cuda("torch.cuda.is_available", "no CUDA GPU on this machine: False"),
    "torch.cuda.device_count": _no_cuda("torch.cuda.device_count", "no CUDA GPU on this machine: 0 devices"),
    "os.environ.update": _environ_unknown,
    **{f"os.environ.{name}": _environ_view(name) for name in ("items", "keys", "values")},
    "os.environ.clear": _environ_unknown,
    "dotenv.load_dotenv": _environ_unknown,
    "typer.run": _typer_run,
    "fire.Fire": lambda interp, call, st: _fire(interp, call, st),
    "fire.core.Fire": lambda interp, call, st: _fire(interp, call, st),
    "tyro.cli": _tyro_cli,
    "typer.Typer": lambda interp, call, st: CliApp("typer"),
    "builtins.int": _builtin_convert("int"),
    "builtins.float": _builtin_convert("float"),
    "builtins.str": _builtin_convert("str"),
    "builtins.bool": _builtin_convert("bool"),
    "builtins.vars": _vars,
    "ast.literal_eval": _literal_eval,
    "shlex.split": _shlex_split,
    "distutils.util.strtobool": _strtobool,
    "setuptools._distutils.util.strtobool": _strtobool,
    "builtins.round": _rounded,
    **grids.SYMBOL_CALLS,
    "builtins.max": _extreme(max),
    "builtins.min": _extreme(min),
    "os.path.join": _path_join,
    "builtins.len": _len,
    "builtins.iter": _iter,
    "builtins.next": _next,
    "builtins.set": _new_set,
    "builtins.frozenset": _new_set,
    "tempfile.mkdtemp": _mkdtemp,
    "tempfile.mktemp": _mktemp,
    "tempfile.TemporaryDirectory": _temporary_directory,
}
ATTR_HOOKS: dict[type, Callable[[Interpreter, Any, str, State], Value]] = {
    Const: const_attr,
    Seq: grids.seq_attr,
    CliApp: lambda interp, app, attr, st: Symbol(f"{app.framework}.app.{attr}"),
    TempDir: _temp_dir_attr,
}
CALL_HOOKS: dict[type, Callable[[Interpreter, Any, _Call, State], Value]] = {
    ConstMethod: _call_const_method,
    grids.ArrayMethod: grids.call_method,
    CliApp: lambda interp, app, call, st: UNKNOWN,
}
