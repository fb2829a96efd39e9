"""Calls through Python's object protocol: bound model methods kept as values, functools.partial,
super(), properties, __call__, class attributes, static and class methods, inherited methods,
user subclasses of transformers model classes, records (dataclasses, NamedTuples, pydantic
models) built from their field defaults, and the user's subclasses of dict (attribute dicts:
`__getattr__ = dict.__getitem__`, `self.__dict__ = self`).

The walk (core/flow.py) hands these cases over at a few hooks: reading an attribute of a class,
an instance, a model or `super()`; calling a value that is not a plain function; building an
instance of a user class; and calls of `functools.partial`, `getattr` and `super`. Everything
here resolves names the way Python does at run time (the method resolution order over the
user's classes, a class body's assignments) and stops, UNKNOWN, where a base class is not one
of the user's own.
"""

from __future__ import annotations

import ast
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field, fields
from typing import TYPE_CHECKING

from hflint.core import imports, processes, trainers
from hflint.core.findings import immutable
from hflint.core.genfields import GENERATION_CONFIG_CLASS_NAMES, GENERATION_CONFIG_FIELDS, GENERATION_CONFIG_FIELDS_SINCE
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
    ModelObj,
    Obj,
    OneOf,
    OpaqueObj,
    Origin,
    PipelineObj,
    Ref,
    Seq,
    Symbol,
    UserDictObj,
    Value,
    ValueJoin,
    deep_copied,
    join,
    join_all,
    options,
)

if TYPE_CHECKING:
    from hflint.core.flow import Interpreter, State, _Call

# ---------------------------------------------------------------- values


@immutable()
class ModelMethod(Value):
    """A transformers method of a model read without calling it: `gen = model.generate`,
    `functools.partial(model.generate, ...)`, `getattr(model, "generate")`, `super().generate`."""

    model: Value
    name: str


@immutable()
class Partial(Value):
    """`functools.partial(func, *args, **kwargs)`: a call of `func` with these arguments first."""

    func: Value
    args: tuple[Value, ...]
    kwargs: tuple[tuple[str, Value], ...]
    opaque: bool


@immutable()
class SuperVal(Value):
    """`super()` in a method of `after`: attributes are looked up past `after` in the MRO of the
    class of `self_ref` (an instance, a model, or a class in a classmethod)."""

    self_ref: Value
    after: ClassVal


@immutable()
class EnumMember(Value):
    """`Mode.SPECULATIVE` of an `enum.Enum` subclass of the file: `.value` is what the class body
    assigns to the member, `.name` its name; methods and properties run with the member as
    `self`; two members are the same object exactly when they are the same member."""

    cls: ClassVal
    name: str


# Dicts keyed by the members of a plain enum (`{Mode.FAST: {...}, Mode.SAFE: {...}}`, read with
# `table[mode]`): such a key is kept as a string no code can write that names the member, and
# `key_value` gives the member back where keys become values again (`.items()`, loops). The
# table is per process and bounded; a key it no longer holds reads as unknown.
_MEMBER_KEYS: dict[str, EnumMember] = {}
_MEMBER_KEYS_MAX = 4096


def dict_key(value: Value) -> str | None:
    """The key a dict the walk builds keeps for `value`: a known string, a plain enum's member,
    or a tuple of known strings, numbers, booleans or None (a route table's
    `("POST", "/v1/complete")`); None for any other key (the dict is then not known in full).
    A key that is no string keeps a text starting with a NUL, which no string the walk reads
    as a key can equal."""
    if isinstance(value, Const):
        return value.value if isinstance(value.value, str) else None
    if type(value) is Seq:
        return _tuple_key(value)
    if type(value) is not EnumMember:
        return None
    key = f"\x00{value.cls.node.name}.{value.name}\x00{value.cls.key}:{value.cls.module_env}"
    if key not in _MEMBER_KEYS:
        if len(_MEMBER_KEYS) >= _MEMBER_KEYS_MAX:
            try:
                del _MEMBER_KEYS[next(iter(_MEMBER_KEYS))]
            except (RuntimeError, StopIteration, KeyError):  # (another thread changed it)
                pass
        _MEMBER_KEYS[key] = value
    return key


def _tuple_key(v: Seq) -> str | None:
    parts = _tuple_parts(v)
    return None if parts is None else TUPLE_KEY + repr(parts)


def _tuple_parts(v: Seq) -> tuple | None:
    """The tuple of constants `v` holds, tuples in it too (a memoizing wrapper's
    `(fn.__name__, args)`); None when an item is anything else."""
    if not v.is_tuple or v.count is not None:
        return None
    parts: list[object] = []
    for item in v.items:
        if type(item) is Seq:
            inner = _tuple_parts(item)
            if inner is None:
                return None
            parts.append(inner)
        elif isinstance(item, Const) and (item.value is None or type(item.value) in (str, int, bool, float)):
            parts.append(item.value)
        else:
            return None
    return tuple(parts)


# How a tuple key starts (an enum member's starts with a NUL and the class's name).
TUPLE_KEY = "\x00("


def key_value(key: str) -> Value:
    """A dict's key as the value iterating the dict gives (the inverse of dict_key)."""
    if key.startswith("\x00"):
        return _MEMBER_KEYS.get(key, UNKNOWN)
    return Const(key)


@immutable()
class RecordField(Value):
    """One element of `dataclasses.fields(record)`: its `.name` (a comprehension building kwargs
    from a request's fields, `{f.name: getattr(req, f.name) for f in fields(req)}`)."""

    name: str


def record_field_attr(interp: Interpreter, value: RecordField, attr: str, st: State) -> Value:
    return Const(value.name) if attr == "name" else UNKNOWN


def _fields(interp: Interpreter, call: _Call, st: State) -> Value:
    """`dataclasses.fields(x)` of a dataclass of the file or of its instance: its fields, in
    order (a tuple); anything else (a pydantic model, a NamedTuple) unknown."""
    if len(call.args) != 1 or call.kwargs or call.opaque:
        return UNKNOWN
    arg = call.args[0]
    obj = st.heap.get(arg)
    cls = arg if isinstance(arg, ClassVal) else obj.cls if isinstance(obj, InstanceObj) else None
    if not isinstance(cls, ClassVal):
        return UNKNOWN
    chain = [c for c in mro(interp, cls, st) if isinstance(c, ClassVal)]
    if not chain or any(_record_kind(interp, c, st) != "dataclass" for c in chain[:1]):
        return UNKNOWN
    found = record_fields(interp, cls, st)
    if found is None:
        return UNKNOWN
    return Seq(tuple(RecordField(f.name) for f in found[0]), True)


@immutable()
class ExecutorVal(Value):
    """`ThreadPoolExecutor(...)` / `ProcessPoolExecutor(...)` (and what `with ... as pool` binds):
    `pool.map(fn, items)` calls `fn` as `map` does, `pool.submit(fn, *args)` calls it once.
    Kind "loop": an asyncio event loop, whose `run_in_executor(pool, fn, *args)` calls `fn`."""

    kind: str


@immutable()
class FutureVal(Value):
    """`fut = pool.submit(model.generate, **enc)`: a transformers call handed to a thread pool,
    whose error the future keeps until `fut.result()` raises it there (never, when nothing takes
    the result). The job is walked where its result is taken."""

    job: Partial


@immutable()
class ExitStackVal(Value):
    """`contextlib.ExitStack()` (what `with ... as stack` binds): `stack.enter_context(cm)`
    enters `cm` now and leaves it when the `with` over the stack ends; `stack.callback(fn, *a)`
    calls `fn` then. `key` names the stack (the call that made it) in the walk's record of what
    each stack entered."""

    key: int


@immutable()
class ParallelVal(Value):
    """`torch.nn.DataParallel(model)` (DistributedDataParallel, FSDP): a wrapper whose `.module`
    is the model; it has no `generate` of its own, so other attributes stay unknown."""

    module: Value


@immutable()
class TunerVal(Value):
    """`peft_model.base_model`: peft's tuner (`LoraModel`, ...), whose `.model` is the transformers
    model it holds and whose other attributes are that model's (`BaseTuner.__getattr__`)."""

    model: Value


# transformers' streamers whose put() raises on more than one row (streamers.py, 4.57 to 5.24)
TEXT_STREAMERS = frozenset({"TextStreamer", "TextIteratorStreamer", "AsyncTextIteratorStreamer"})


@immutable()
class StreamerVal(Value):
    """`TextStreamer(tok)` (or `TextIteratorStreamer`, `AsyncTextIteratorStreamer`): a streamer
    that decodes one sequence, given to generate as `streamer=` (HF171). Its attributes stay
    unknown."""

    cls: str
    origin: Origin | None = field(default=None, compare=False, hash=False)


@immutable()
class AcceleratorVal(Value):
    """`accelerate.Accelerator(...)`: `prepare(...)` hands its arguments back (on one process,
    as scripts run), `unwrap_model(model)` the model."""


@immutable()
class InheritedClassMethod(Value):
    """A transformers class method (`from_pretrained`, `from_config`) reached through a user
    subclass of a transformers model class: the model it builds runs the subclass's methods."""

    cls: ClassVal
    qualname: str


@immutable()
class LibraryMethod(Value):
    """A method of a transformers object other than a model, read without calling it and called
    later: `pool.submit(gc.save_pretrained, out_dir)`, `save = gc.save_pretrained`,
    `functools.partial(exportable.export, input_ids=ids)`. Calling it is the method call."""

    receiver: Value
    name: str


# The methods of a generation config and of an export wrapper read as values (LibraryMethod).
GEN_CONFIG_METHODS = frozenset({"save_pretrained", "validate", "update"})
EXPORT_WRAPPER_METHODS = frozenset({"export", "forward"})


@immutable()
class DictMethod(Value):
    """One of dict's own methods on an instance of a dict subclass, reached past the user's
    classes: `super().__init__`, `super().__setitem__`, `dict.update(self, ...)`."""

    self_ref: Value
    name: str


@dataclass(slots=True)
class UserModelObj(ModelObj):
    """A model whose class is the user's subclass of a transformers model class: its own methods
    (an overridden `generate`) run before transformers' ones."""

    user_class: ClassVal | None = None
    attrs: dict[str, Value] = field(default_factory=dict)  # what its methods set on `self`

    def copy(self) -> UserModelObj:
        return _with_class(ModelObj.copy(self), self.user_class, dict(self.attrs))

    def join(self, other, jv=join):  # type: ignore[no-untyped-def]
        out = ModelObj.join(self, other, jv)
        if isinstance(out, ModelObj) and isinstance(other, UserModelObj) and other.user_class == self.user_class:
            attrs = {
                k: jv(self.attrs.get(k, UNKNOWN), other.attrs.get(k, UNKNOWN)) for k in self.attrs.keys() | other.attrs.keys()
            }
            return _with_class(out, self.user_class, attrs)
        return out

    def havoc(self) -> None:
        self.attrs = {k: UNKNOWN for k in self.attrs}


@dataclass(slots=True)
class ClassObj(Obj):
    """What code assigned to a class's attributes after its definition (`Config.use_cache = ...`,
    `cls.model = ...`): read before the class body's own assignments."""

    key: int = 0  # id of the class statement
    attrs: dict[str, Value] = field(default_factory=dict)
    # The default values of its methods' parameters as the class body evaluated them (by the
    # method's key, then by parameter): never written after the `class` statement.
    defaults: dict[int, dict[str, Value]] = field(default_factory=dict)

    def copy(self) -> ClassObj:
        return ClassObj(self.origin, self.key, dict(self.attrs), self.defaults)

    def join(self, other: Obj, jv: ValueJoin = join) -> Obj:
        if not isinstance(other, ClassObj) or other.key != self.key:
            return OpaqueObj(self.origin)
        defaults = self.defaults
        if defaults is not other.defaults:
            # (the same method's defaults on both paths: joined; one path's only: read at the call)
            defaults = {
                k: {n: jv(v, other.defaults[k][n]) for n, v in d.items() if n in other.defaults[k]}
                for k, d in self.defaults.items()
                if k in other.defaults
            }
        return ClassObj(
            self.origin,
            self.key,
            {k: jv(self.attrs.get(k, UNKNOWN), other.attrs.get(k, UNKNOWN)) for k in self.attrs.keys() | other.attrs.keys()},
            defaults,
        )

    def havoc(self) -> None:
        self.attrs = {k: UNKNOWN for k in self.attrs}


def _class_key(name: str) -> str:
    # (a name no code can bind, left out of star imports by its leading underscore)
    return "_\0class " + name


def define_class(interp: Interpreter, cls: ClassVal, st: State) -> None:
    """`class C: ...` executed: a place for the attributes code assigns to C later, with its
    methods' default values evaluated where the class body is, as Python does (`def run(self,
    kw=GEN)` keeps the GEN of then, whatever a later cell binds to GEN)."""
    defaults = cls.defaults if cls.defaults is not None else method_defaults(interp, cls.node, st)
    st.env[_class_key(cls.node.name)] = st.heap.new(ClassObj(None, cls.key, {}, defaults))


def method_function(owner: ClassVal, stmt: ast.FunctionDef | ast.AsyncFunctionDef) -> FuncVal:
    """The function of a method `def`ined in `owner`'s body: a class defined inside a function
    gives it the call's names and the defaults its body evaluated (else read at the call)."""
    if owner.closure is None and owner.defaults is None:
        return FuncVal(stmt, id(stmt), owner.node.name, owner.module_env)
    defaults = owner.defaults.get(id(stmt)) if owner.defaults is not None else None
    return FuncVal(stmt, id(stmt), owner.node.name, owner.module_env, owner.closure, defaults)


def default_pairs(a: ast.arguments) -> list[tuple[str, ast.expr]]:
    """The parameters of a `def` or `lambda` that have a default, with its expression:
    positional ones (the last `len(a.defaults)`) first, then keyword-only ones."""
    positional = [p.arg for p in a.posonlyargs + a.args]
    pairs = list(zip(positional[len(positional) - len(a.defaults) :], a.defaults))
    return pairs + [(k.arg, d) for k, d in zip(a.kwonlyargs, a.kw_defaults) if d is not None]


def method_defaults(interp: Interpreter, node: ast.ClassDef, st: State) -> dict[int, dict[str, Value]]:
    """The defaults of the methods `def`ined directly in the class body, by method key; a
    default naming a name the class body binds (`kw=DEFAULTS` of a class attribute) is left
    to be read at the call, as before."""
    methods = [s for s in node.body if isinstance(s, (ast.FunctionDef, ast.AsyncFunctionDef))]
    if not any(m.args.defaults or any(d is not None for d in m.args.kw_defaults) for m in methods):
        return {}
    local: set[str] = set()
    for s in node.body:
        for n in ast.walk(s) if not isinstance(s, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) else ():
            if isinstance(n, ast.Name) and not isinstance(n.ctx, ast.Load):
                local.add(n.id)
        if isinstance(s, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            local.add(s.name)
        elif isinstance(s, (ast.Import, ast.ImportFrom)):
            local.update((a.asname or a.name).split(".")[0] for a in s.names)
    out: dict[int, dict[str, Value]] = {}
    # (a class attribute named as a default, `kw=DEFAULTS` after `DEFAULTS = {...}` in the body:
    # its value, when it is assigned once from names outside the class; otherwise not known)
    assigned: dict[str, ast.expr | None] = {}
    for s in node.body:
        if isinstance(s, (ast.FunctionDef, ast.AsyncFunctionDef)) and s in methods:
            found: dict[str, Value] = {}
            for name, default in default_pairs(s.args):
                if not any(isinstance(n, ast.Name) and n.id in local for n in ast.walk(default)):
                    found[name] = interp.eval(default, st)
                elif isinstance(default, ast.Name):
                    value = assigned.get(default.id)
                    local_free = value is not None and not any(isinstance(n, ast.Name) and n.id in local for n in ast.walk(value))
                    found[name] = interp.eval(value, st) if value is not None and local_free else UNKNOWN
                else:
                    found[name] = UNKNOWN  # (read in the class body: not the module's names)
            if found:
                out[id(s)] = found
        targets = s.targets if isinstance(s, ast.Assign) else [s.target] if isinstance(s, ast.AnnAssign) else []
        value = s.value if isinstance(s, (ast.Assign, ast.AnnAssign)) else None
        for t in targets:
            if isinstance(t, ast.Name):
                assigned[t.id] = value if t.id not in assigned and len(targets) == 1 else None
    return out


def class_method_defaults(interp: Interpreter, fn: FuncVal, st: State) -> dict[str, Value] | None:
    """The defaults the class body evaluated for method `fn` (None: not known, read at the call)."""
    if fn.owner is None:
        return None
    env = module_globals(interp, fn.module_env, st)
    ref = env.get(_class_key(fn.owner)) if env is not None else None
    obj = st.heap.get(ref) if ref is not None else None
    if isinstance(obj, ClassObj):
        return obj.defaults.get(fn.key)
    return None


def _class_obj(interp: Interpreter, cls: ClassVal, st: State) -> tuple[Value, ClassObj] | None:
    env = module_globals(interp, cls.module_env, st)
    ref = env.get(_class_key(cls.node.name)) if env is not None else None
    obj = st.heap.get(ref) if ref is not None else None
    if isinstance(obj, ClassObj) and obj.key == cls.key and ref is not None:
        return ref, obj
    return None


def set_class_attr(interp: Interpreter, cls: ClassVal, attr: str, value: Value, st: State) -> None:
    found = _class_obj(interp, cls, st)
    if found is not None:
        obj = st.heap.writable(found[0])
        if isinstance(obj, ClassObj):
            obj.attrs[attr] = value


def _with_class(model: ModelObj, cls: ClassVal | None, attrs: dict[str, Value] | None = None) -> UserModelObj:
    values = {f.name: getattr(model, f.name) for f in fields(ModelObj)}
    return UserModelObj(**values, user_class=cls, attrs=attrs if attrs is not None else {})


def set_model_attr(interp: Interpreter, obj: ModelObj, attr: str, value: Value, st: State) -> None:
    """`self.x = ...` on a model of a user subclass (other attributes of models are not read).

    A model is a torch module, and `nn.Module.__setattr__` keeps a module given to it in
    `_modules`, not in the instance's `__dict__`: `__getattr__` finds it there only when the
    ordinary look-up fails, so a class attribute of that name (`companion = None` in the class
    body) is what `self.x` reads afterwards, whatever module was assigned."""
    if not isinstance(obj, UserModelObj):
        return
    if obj.user_class is not None and attr in class_level_names(interp, obj.user_class, st):
        models = [isinstance(st.heap.get(o), ModelObj) for o in options(value)]
        if models and all(models):
            obj.attrs.pop(attr, None)
            return
        if any(models):
            value = UNKNOWN  # (a module on some paths only: which one is read is not known)
    obj.attrs[attr] = value


# An empty argument list, for getters and `__post_init__` (no call node in the source).
_NO_NODE = ast.Call(func=ast.Name(id="__get__", ctx=ast.Load()), args=[], keywords=[])

# Bases whose instances call `forward` when called (torch.nn.Module's __call__).
_MODULE_BASES = frozenset({"torch.nn.Module", "torch.nn.modules.module.Module"})
# Bases that make a class's annotated names its fields, set by keyword (or by position) at
# construction: the records a script keeps settings or models in.
_NAMED_TUPLE = frozenset({"typing.NamedTuple", "typing_extensions.NamedTuple"})
_KEYWORD_ONLY_BASES = frozenset({"pydantic.BaseModel", "pydantic.main.BaseModel"})
_RECORD_DECORATORS = frozenset(
    {
        "dataclasses.dataclass",
        "pydantic.dataclasses.dataclass",
        "attr.s",
        "attr.attrs",
        "attr.define",
        "attr.frozen",
        "attr.mutable",
        "attrs.define",
        "attrs.frozen",
        "attrs.mutable",
    }
)
_FIELD_CALLS = frozenset(
    {
        "dataclasses.field",
        "pydantic.Field",
        "pydantic.fields.Field",
        "attr.ib",
        "attr.attrib",
        "attr.field",
        "attrs.field",
    }
)
_CLASS_VAR = frozenset({"typing.ClassVar", "typing_extensions.ClassVar"})


# ---------------------------------------------------------------- module context


def module_globals(interp: Interpreter, key: int, st: State) -> dict[str, Value] | None:
    """The live globals of module `key` at this point of the walk (None when out of reach)."""
    if interp._module_frames and interp._module_frames[-1] == len(interp._frames) and interp._module_envs[-1][0] == key:
        return interp._module_envs[-1][1]  # (a class body's expression, read in a class body's expression)
    for fn, env in reversed(interp._calling):
        if fn.module_env == key:
            return env
    if key == interp.module_key and not interp._frames:
        return st.env
    if key != interp.module_key and interp.resolver is not None:
        summary = interp.resolver.modules.get(key)
        if summary is not None:
            return summary.globals
    return None


@contextmanager
def in_module(interp: Interpreter, key: int, st: State) -> Iterator[State | None]:
    """A state whose names are module `key`'s globals (for a class body's expressions), with
    that module's positions for the origins it makes; None when the module is out of reach.
    Names are read through a frame, so that a root walk records the globals it reads."""
    from hflint.core.flow import State

    env = module_globals(interp, key, st)
    if env is None:
        yield None
        return
    foreign = None
    if key != interp.module_key and interp.resolver is not None:
        foreign = interp.resolver.modules.get(key)
    saved = interp.globals, interp.index, interp.path
    interp.globals = env
    if foreign is not None:
        interp.index, interp.path = foreign.index, foreign.path
    frame = Env()
    interp._frames.append(frame)
    interp._module_frames.append(len(interp._frames))
    interp._module_envs.append((key, env))
    try:
        yield State(frame, st.heap)
    finally:
        interp._module_envs.pop()
        interp._module_frames.pop()
        interp._frames.pop()
        interp.globals, interp.index, interp.path = saved


def _resolve(interp: Interpreter, node: ast.expr, env: dict[str, Value] | None, st: State) -> Value:
    """A base class or decorator expression (a name, a dotted name), without walking anything."""
    if isinstance(node, ast.Name):
        if env is not None and node.id in env:
            return interp._force(env[node.id], st)
        return Symbol("builtins." + node.id) if node.id in ("object", "dict") else UNKNOWN
    if isinstance(node, ast.Attribute):
        base = _resolve(interp, node.value, env, st)
        if base is UNKNOWN:
            return UNKNOWN
        return interp._attr_of(base, node.attr, st)
    if isinstance(node, ast.Subscript):  # Generic[T]
        return _resolve(interp, node.value, env, st)
    if isinstance(node, ast.Call):  # @dataclass(frozen=True)
        return _resolve(interp, node.func, env, st)
    return UNKNOWN


def _qualname(v: Value) -> str | None:
    return v.qualname if isinstance(v, Symbol) else None


# ---------------------------------------------------------------- classes


# Bases that add no attribute a script reads: looked through, not stopped at.
_TRANSPARENT_BASES = frozenset({"builtins.object", "abc.ABC", "typing.Generic", "typing.Protocol"})


def mro(interp: Interpreter, cls: ClassVal, st: State) -> list[Value]:
    """The classes an attribute is looked up in, in order: the user's classes (ClassVal), and
    where a base is not one of them its value (a Symbol such as transformers.LlamaForCausalLM,
    or UNKNOWN), where a lookup stops. Depth-first, left to right, each class once: C3's order
    for the single inheritance and simple mixins scripts use."""
    out: list[Value] = []
    seen: set[int] = set()
    stack: list[tuple[Value, int]] = [(cls, 0)]
    while stack:
        c, depth = stack.pop()
        if not isinstance(c, ClassVal):
            if _qualname(c) not in _TRANSPARENT_BASES and c not in out:
                out.append(c)
            continue
        if c.key in seen:
            continue
        seen.add(c.key)
        out.append(c)
        if depth >= 8:
            out.append(UNKNOWN)
            continue
        env = module_globals(interp, c.module_env, st)
        bases = [_namedtuple_base(interp, node, env, c.module_env, st) for node in c.node.bases]
        for b in reversed(bases):
            for o in options(b)[:1] if not isinstance(b, ClassVal) else (b,):
                stack.append((o, depth + 1))
    return out


def _own(cls: ast.ClassDef, attr: str) -> ast.stmt | None:
    """The last statement of the class body that binds `attr` (a setter or deleter aside)."""
    # (a table per class, made at the first look-up and kept on the node: a library class has
    # a hundred methods, and every attribute read of its instances asks)
    table = cls.__dict__.get("_hflint_own")
    if table is None:
        table = cls.__dict__["_hflint_own"] = _own_table(cls)
    return table.get(attr)


def _own_table(cls: ast.ClassDef) -> dict[str, ast.stmt]:
    table: dict[str, ast.stmt] = {}
    for stmt in cls.body:
        if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef)):
            if not _is_accessor(stmt):
                table[stmt.name] = stmt
        elif isinstance(stmt, ast.Assign):
            for t in stmt.targets:
                if isinstance(t, ast.Name):
                    table[t.id] = stmt
        elif isinstance(stmt, ast.AnnAssign):
            if isinstance(stmt.target, ast.Name) and stmt.value is not None:
                table[stmt.target.id] = stmt
    return table


def _decorator_names(fn: ast.FunctionDef | ast.AsyncFunctionDef) -> set[str]:
    names = set()
    for d in fn.decorator_list:
        target = d.func if isinstance(d, ast.Call) else d
        if isinstance(target, ast.Name):
            names.add(target.id)
        elif isinstance(target, ast.Attribute):
            names.add(target.attr)
    return names


def _is_accessor(fn: ast.FunctionDef | ast.AsyncFunctionDef) -> bool:
    return any(isinstance(d, ast.Attribute) and d.attr in ("setter", "deleter") for d in fn.decorator_list)


def property_setter(interp: Interpreter, cls: ClassVal, attr: str, st: State) -> FuncVal | None:
    """The setter of property `attr` found along `cls`'s MRO (`@mode.setter def mode(self, value)`
    in the class whose `@property def mode` is found first), which Python runs for
    `instance.mode = value`; None where `attr` is no property of a class of the file's, or the
    property has no setter."""
    found = lookup(interp, cls, attr, st)
    if not isinstance(found, tuple):
        return None
    owner, stmt = found
    if not isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef)) or "property" not in _decorator_names(stmt):
        return None
    setter = None
    for other in owner.node.body:
        if (
            isinstance(other, ast.FunctionDef)
            and other.name == attr
            and len(other.decorator_list) == 1
            and isinstance(d := other.decorator_list[0], ast.Attribute)
            and d.attr == "setter"
            and isinstance(d.value, ast.Name)
            and d.value.id == attr
        ):
            setter = other  # (the last one, as the class body binds it)
    return method_function(owner, setter) if setter is not None else None


def method_kind(fn: ast.FunctionDef | ast.AsyncFunctionDef) -> str:
    names = _decorator_names(fn)
    if "staticmethod" in names:
        return "static"
    if "classmethod" in names:
        return "class"
    if names & {"property", "cached_property"}:
        return "property"
    return "plain"


def lookup(interp: Interpreter, cls: ClassVal, attr: str, st: State) -> tuple[ClassVal, ast.stmt | Value] | Value | None:
    """Where `attr` is found along the MRO: (class, statement or value assigned to the class) in a
    class of the user's, else the external base reached first (its Symbol, or UNKNOWN), else
    None (found nowhere: an AttributeError, or an attribute set at run time)."""
    for c in mro(interp, cls, st):
        if isinstance(c, ClassVal):
            written = _class_obj(interp, c, st)
            if written is not None and attr in written[1].attrs:
                return c, written[1].attrs[attr]
            stmt = _own(c.node, attr)
            if stmt is not None:
                return c, stmt
        else:
            return c
    return None


def model_base(interp: Interpreter, cls: ClassVal, st: State) -> str | None:
    """The transformers model class a user class derives from (its qualified name), if any."""
    for c in mro(interp, cls, st):
        q = _qualname(c)
        if q is not None and imports.kind_of(q) == imports.MODEL_CLASS:
            return q
        if not isinstance(c, ClassVal):
            return None
    return None


def export_wrapper_base(interp: Interpreter, cls: ClassVal, st: State) -> str | None:
    """The ExecuTorch export wrapper a user class derives from (its qualified name), if any:
    `class Exportable(TorchExportableModuleWithStaticCache)`, whose construction runs the
    wrapper's checks (by `super().__init__(model, ...)`, or directly when the class has no
    `__init__` of its own)."""
    for c in mro(interp, cls, st):
        q = _qualname(c)
        if q is not None and imports.kind_of(q) == imports.EXPORT_WRAPPER:
            return q
        if not isinstance(c, ClassVal) and q not in _TRANSPARENT_BASES:
            return None
    return None


def _member(
    interp: Interpreter, cls: ClassVal, attr: str, st: State, self_ref: Value | None, found: tuple[ClassVal, ast.stmt | Value]
) -> Value:
    """What reading `attr`, found at `found`, gives: a bound or plain function, a property's
    value, a class attribute's value."""
    from hflint.core.flow import BoundMethod

    owner, stmt = found
    if isinstance(stmt, Value):
        return stmt  # assigned to the class by code
    if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef)):
        fn = method_function(owner, stmt)
        kind = method_kind(stmt)
        if kind == "static":
            return fn
        if kind == "class":
            return BoundMethod(fn, cls)
        if kind == "property":
            if self_ref is None:
                return UNKNOWN
            return interp._call_user_function(fn, empty_call(), st, self_ref)
        if stmt.decorator_list:
            fn = _decorated_method(interp, owner, stmt, fn, st)
        return BoundMethod(fn, self_ref) if self_ref is not None else fn
    if isinstance(stmt, ast.AnnAssign) and self_ref is not None and is_record(interp, owner, st):
        return UNKNOWN  # a field of an instance this walk did not build: any value
    value = stmt.value if isinstance(stmt, (ast.Assign, ast.AnnAssign)) else None
    if value is None:
        return UNKNOWN
    if isinstance(value, ast.Call) and _is_partialmethod(interp, owner, value, st):
        return _partialmethod(interp, cls, owner, value, st, self_ref)
    with in_module(interp, owner.module_env, st) as mst:
        made = interp.eval(value, mst) if mst is not None else UNKNOWN
    if type(made) is Ref and isinstance(stmt, ast.Assign) and not _is_enum_member(interp, owner, attr, found, st):
        # Python runs a class body once: an object assigned there (`_instances = {}`, a
        # registry a classmethod fills) is one object, the same for every later read.
        set_class_attr(interp, owner, attr, made, st)
    return made


def _decorated_method(
    interp: Interpreter, owner: ClassVal, stmt: ast.FunctionDef | ast.AsyncFunctionDef, fn: FuncVal, st: State
) -> FuncVal:
    """A plain method under decorators of the file (`@with_fresh_cache()` adding a keyword,
    `@retry(times=3)` forwarding its arguments): the function the decorators make, innermost
    first, as a module-level function's (flow's `_decorated`); the method itself where a
    decorator is a library's or the walk cannot follow it."""
    with in_module(interp, owner.module_env, st) as mst:
        if mst is None:
            return fn
        made: Value = fn
        for dec in reversed(stmt.decorator_list):
            decorator = interp.eval(dec, mst)
            made = interp._decorated(dec, decorator, made, mst)
    return made if isinstance(made, FuncVal) else fn


def _is_partialmethod(interp: Interpreter, owner: ClassVal, value: ast.Call, st: State) -> bool:
    env = module_globals(interp, owner.module_env, st)
    return env is not None and _qualname(_resolve(interp, value.func, env, st)) == "functools.partialmethod"


def _partialmethod(
    interp: Interpreter, cls: ClassVal, owner: ClassVal, value: ast.Call, st: State, self_ref: Value | None
) -> Value:
    """`fast = partialmethod(_generate, speculative=True)` in a class body: the method named first,
    bound as `fast` is read (on an instance: to it), called with these arguments first."""
    target = value.args[0] if value.args else None
    if not isinstance(target, ast.Name) or any(isinstance(a, ast.Starred) for a in value.args):
        return UNKNOWN
    inner = lookup(interp, owner, target.id, st)
    if not isinstance(inner, tuple) or not isinstance(inner[1], (ast.FunctionDef, ast.AsyncFunctionDef)):
        return UNKNOWN
    bound = _member(interp, cls, target.id, st, self_ref, inner)
    with in_module(interp, owner.module_env, st) as mst:
        if mst is None:
            return UNKNOWN
        args = tuple(interp.eval(a, mst) for a in value.args[1:])
        kwargs = tuple((k.arg, interp.eval(k.value, mst)) for k in value.keywords if k.arg is not None)
    return Partial(bound, args, kwargs, any(k.arg is None for k in value.keywords))


def empty_call() -> _Call:
    from hflint.core.flow import _Call

    return _Call(_NO_NODE, (), {}, False)


# ---------------------------------------------------------------- attribute hooks


def function_attr(interp: Interpreter, fn: FuncVal, attr: str, st: State) -> Value:
    """`fn.__name__` of a function of the file: its name, as a registry decorator keys it
    (`COMMANDS[fn.__name__] = fn`; a lambda's is "<lambda>"). `__qualname__` of a module-level
    function or a method (`Runner.sample`); of a nested function, and any other attribute
    (one a decorator may have set), unknown."""
    node = fn.node
    name = "<lambda>" if isinstance(node, ast.Lambda) else node.name
    if attr == "__name__":
        return Const(name)
    if attr == "__qualname__" and fn.closure is None and not isinstance(node, ast.Lambda):
        return Const(f"{fn.owner}.{name}" if fn.owner else name)
    return UNKNOWN


def class_attr(interp: Interpreter, cls: ClassVal, attr: str, st: State) -> Value:
    """`Cls.attr`: a class attribute, a static or class method, a plain function; through a
    transformers base, its class methods (`MyModel.from_pretrained`)."""
    if attr in ("__name__", "__qualname__"):
        return Const(cls.node.name)  # (a registry keyed by class names)
    found = lookup(interp, cls, attr, st)
    if isinstance(found, tuple):
        if _is_enum_member(interp, cls, attr, found, st):
            if not _mixin_enum(interp, cls, st):
                return EnumMember(cls, attr)
            # A `str` (or `int`) enum's member is equal to its value and hashes as it does (a dict
            # keyed by members is keyed by the strings, `mode == "lookup"` holds): the value,
            # whose literal remembers the member for `.value` and `.name` (flags.const_attr).
            value = _member(interp, cls, attr, st, None, found)
            for o in options(value):
                if isinstance(o, Const) and o.node is not None:
                    o.node._hflint_enum_member = attr  # type: ignore[attr-defined]
            return value
        return _member(interp, cls, attr, st, None, found)
    if attr == "__subclasses__" and found is None:
        return Partial(Symbol("type.__subclasses__"), (cls,), (), False)
    if (
        attr in ("_make", "_fields")
        and (found is None or (isinstance(found, Value) and _qualname(found) in _NAMED_TUPLE))
        and _is_named_tuple(interp, cls, st)
    ):
        if attr == "_fields":
            flds = record_fields(interp, cls, st)
            return Seq(tuple(Const(f.name) for f in flds[0]), True) if flds is not None else UNKNOWN
        return Partial(Symbol("collections.namedtuple._make"), (cls,), (), False)
    q = _qualname(found) if found is not None else None
    if q is not None and imports.kind_of(q) == imports.MODEL_CLASS and attr in ("from_pretrained", "from_config"):
        return InheritedClassMethod(cls, f"{q}.{attr}")
    if attr in _PYDANTIC_CLASS_METHODS and any(_qualname(c) in _KEYWORD_ONLY_BASES for c in mro(interp, cls, st)):
        return Partial(Symbol(_PYDANTIC_CLASS_METHODS[attr]), (cls,), (), False)
    return UNKNOWN


def instance_attr(interp: Interpreter, obj: InstanceObj, attr: str, st: State, ref: Value) -> Value:
    """`instance.attr` not set on the instance: looked up in its class and their bases."""
    if obj.cls is None:
        return trainers.method(ref, attr, obj.base) if isinstance(obj, trainers.TrainerObj) else UNKNOWN
    found = lookup(interp, obj.cls, attr, st)
    if isinstance(found, tuple):
        return _member(interp, obj.cls, attr, st, ref, found)
    if attr == "start" and is_thread_class(interp, obj.cls, st):
        # `worker.start()` of the file's own Thread subclass runs its `run()` (in the thread,
        # but it runs all the same; an error it raises there is reported in `run`).
        run = lookup(interp, obj.cls, "run", st)
        if isinstance(run, tuple):
            return _member(interp, obj.cls, "run", st, ref, run)
    base = _qualname(found) if isinstance(found, Value) else None
    if base is not None and base in trainers.TRAINERS:
        # (a method of the user's Trainer subclass that transformers defines: core/trainers.py)
        return trainers.method(ref, attr, base)
    if base in _TEST_CASE_BASES and is_test_assertion(attr):
        # `self.assertIsNotNone(model.generation_config)` of a TestCase: it reads what it is
        # given and changes none of it (flow's _call_symbol calls it pure).
        return Symbol(f"{TEST_ASSERTION_PREFIX}{attr}")
    if attr in _NAMED_TUPLE_METHODS and _is_named_tuple(interp, obj.cls, st):
        # `preset._replace(num_beams=4)`, `preset._asdict()`: what `dataclasses.replace` and
        # `asdict` make of a record, the instance given first.
        return Partial(Symbol(_NAMED_TUPLE_METHODS[attr]), (ref,), (), False)
    if attr in _PYDANTIC_METHODS and any(_qualname(c) in _KEYWORD_ONLY_BASES for c in mro(interp, obj.cls, st)):
        return Partial(Symbol(_PYDANTIC_METHODS[attr]), (ref,), (), False)
    if found is None:
        return _delegated(interp, obj.cls, attr, st, ref)
    return UNKNOWN


def _delegated(interp: Interpreter, cls: ClassVal, attr: str, st: State, ref: Value) -> Value:
    """`wrapper.attr` that the instance and its classes (all the user's own) lack: Python asks the
    class's `__getattr__` (`def __getattr__(self, name): return getattr(self.model, name)`, a
    wrapper delegating `generate` and `config` to the model it holds), called here with the name.
    Only where nothing may have set `attr` without the walk seeing it: no class of the MRO
    assigns an attribute of that name in its code, calls `setattr`, touches `__dict__` or `vars`,
    or defines `__getattribute__` / `__setattr__`; else UNKNOWN (silent), as before."""
    from hflint.core.flow import BoundMethod, _Call

    if attr.startswith("__") or _may_bind(interp, cls, attr, st):
        return UNKNOWN
    getter = lookup(interp, cls, "__getattr__", st)
    if not isinstance(getter, tuple) or not isinstance(getter[1], (ast.FunctionDef, ast.AsyncFunctionDef)):
        return UNKNOWN
    if method_kind(getter[1]) != "plain" or getter[1].decorator_list or isinstance(getter[1], ast.AsyncFunctionDef):
        return UNKNOWN
    value = _member(interp, cls, "__getattr__", st, ref, getter)
    if not isinstance(value, BoundMethod):
        return UNKNOWN
    return interp._call_user_function(value.func, _Call(_NO_NODE, (Const(attr),), {}, False), st, value.self_ref)


def is_generic_class(interp: Interpreter, cls: ClassVal, st: State) -> bool:
    """`cls[...]` is typing's alias of the class, which builds instances of it when called: a class
    of the file's whose bases are the file's own classes, `object`, `ABC`, `Generic` or `Protocol`,
    one of them subscripted (`class Engine(Generic[T])`, `class Chat(Engine[str])`), and none with a
    `__class_getitem__` of its own (pydantic's generic models, whose bases are not the file's, are
    not either)."""
    subscripted = False
    for c in mro(interp, cls, st):
        if not isinstance(c, ClassVal):
            return False  # (a base that is not transparent: its own alias may be another class)
        if _own(c.node, "__class_getitem__") is not None:
            return False
        subscripted = subscripted or any(isinstance(b, ast.Subscript) for b in c.node.bases)
    return subscripted


def class_level_names(interp: Interpreter, cls: ClassVal, st: State) -> set[str]:
    """The names the user's classes of `cls`'s MRO bind in their bodies other than functions
    (class attributes an instance attribute of that name would hide)."""
    out: set[str] = set()
    for c in mro(interp, cls, st):
        if isinstance(c, ClassVal):
            out.update(k for k, v in _own_table(c.node).items() if not isinstance(v, (ast.FunctionDef, ast.AsyncFunctionDef)))
    return out


# What in a class body may bind an instance attribute the walk does not see bound.
_BINDING_NAMES = frozenset({"setattr", "vars", "__dict__", "__getattribute__", "__setattr__", "__slots__"})


def _may_bind(interp: Interpreter, cls: ClassVal, attr: str, st: State) -> bool:
    for c in mro(interp, cls, st):
        if not isinstance(c, ClassVal):
            return True
        table = _class_binds(c.node)
        if attr in table or table & _BINDING_NAMES:
            return True
    return False


def _class_binds(cls: ast.ClassDef) -> frozenset[str]:
    """_bound_names of a class, made once per class node."""
    table: frozenset[str] | None = cls.__dict__.get("_hflint_binds")
    if table is None:
        table = cls.__dict__["_hflint_binds"] = _bound_names(cls)
    return table


def _bound_names(cls: ast.ClassDef) -> frozenset[str]:
    """The attribute names a class's code assigns (`x.name = ...`, `del x.name`, on any object),
    the names it defines at class level, and the names of _BINDING_NAMES it uses."""
    out: set[str] = set(_own_table(cls))
    for node in ast.walk(cls):
        if isinstance(node, ast.Attribute):
            if not isinstance(node.ctx, ast.Load) or node.attr in _BINDING_NAMES:
                out.add(node.attr)
        elif isinstance(node, ast.Name) and node.id in _BINDING_NAMES:
            out.add(node.id)
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.name in _BINDING_NAMES:
            out.add(node.name)
    return frozenset(out)


def is_thread_class(interp: Interpreter, cls: ClassVal, st: State) -> bool:
    """A class of the file derived from `threading.Thread`."""
    return any(not isinstance(c, ClassVal) and _qualname(c) == "threading.Thread" for c in mro(interp, cls, st))


# unittest's TestCase classes, whose assertion methods a test calls on `self`.
_TEST_CASE_BASES = frozenset(
    {
        "unittest.TestCase",
        "unittest.case.TestCase",
        "unittest.IsolatedAsyncioTestCase",
        "unittest.async_case.IsolatedAsyncioTestCase",
    }
)
TEST_ASSERTION_PREFIX = "unittest.TestCase."
# The assertion methods that call something they are given (assertRaises(fn, *args),
# assertWarns, assertLogs: core/catching.py reads their `with` form) are not pure reads.
_CALLING_ASSERTIONS = frozenset(
    {"assertRaises", "assertRaisesRegex", "assertWarns", "assertWarnsRegex", "assertLogs", "assertNoLogs"}
)


def is_test_assertion(attr: str) -> bool:
    """A TestCase method that only compares what it is given (`assertEqual`, `assertTrue`,
    `assertIsNotNone`, `assertAlmostEqual`, ..., and `fail`): it changes none of its arguments."""
    return (attr.startswith("assert") and attr not in _CALLING_ASSERTIONS) or attr == "fail"


_NAMED_TUPLE_METHODS = {"_replace": "dataclasses.replace", "_asdict": "dataclasses.asdict"}
# A pydantic model's own methods (v2 names, and the v1 names v2 still answers).
_PYDANTIC_METHODS = {
    "model_dump": "pydantic.BaseModel.model_dump",
    "dict": "pydantic.BaseModel.model_dump",
    "model_copy": "pydantic.BaseModel.model_copy",
    "copy": "pydantic.BaseModel.model_copy",
    "model_dump_json": "pydantic.BaseModel.model_dump_json",
    "json": "pydantic.BaseModel.model_dump_json",
}
# ... and its class methods that build an instance from data or from JSON text.
_PYDANTIC_CLASS_METHODS = {
    "model_validate": "pydantic.BaseModel.model_validate",
    "parse_obj": "pydantic.BaseModel.model_validate",
    "model_validate_json": "pydantic.BaseModel.model_validate_json",
    "parse_raw": "pydantic.BaseModel.model_validate_json",
}
_ENUM_BASES = frozenset({"enum.Enum", "enum.IntEnum", "enum.StrEnum", "enum.Flag", "enum.IntFlag"})


def _is_enum_member(interp: Interpreter, cls: ClassVal, attr: str, found: tuple, st: State) -> bool:
    """`attr` is a member of an enum class: a plain `NAME = value` of the class body (not a
    method, not a `_private` or dunder name) of a class derived from `enum.Enum` and friends."""
    owner, stmt = found
    if attr.startswith("_") or owner != cls or not isinstance(stmt, ast.Assign):
        return False
    if not (len(stmt.targets) == 1 and isinstance(stmt.targets[0], ast.Name)):
        return False
    return any(_qualname(c) in _ENUM_BASES for c in mro(interp, cls, st) if not isinstance(c, ClassVal))


_MIXIN_ENUM_BASES = frozenset({"builtins.str", "builtins.int", "builtins.float", "enum.IntEnum", "enum.StrEnum", "enum.IntFlag"})


def _mixin_enum(interp: Interpreter, cls: ClassVal, st: State) -> bool:
    for c in mro(interp, cls, st):
        if isinstance(c, ClassVal):
            if any(isinstance(b, ast.Name) and b.id in ("str", "int", "float") for b in c.node.bases):
                return True
        elif _qualname(c) in _MIXIN_ENUM_BASES:
            return True
    return False


def pydantic_pairs(interp: Interpreter, value: Value, st: State) -> Value | None:
    """Iterating an instance of a pydantic model of the file (`{k: v for k, v in request}`,
    `dict(request)`): its fields as `(name, value)` pairs, in the order the class declares them;
    None for anything else, or when the walk does not hold every field or holds other names."""
    from hflint.core import sweeps

    obj = st.heap.get(value) if type(value) is Ref else None
    if not isinstance(obj, InstanceObj) or isinstance(obj, UserDictObj) or obj.cls is None:
        return None
    if not any(_qualname(c) in _KEYWORD_ONLY_BASES for c in mro(interp, obj.cls, st)):
        return None
    if any(isinstance(lookup(interp, obj.cls, m, st), tuple) for m in ("__iter__", "keys", "__getitem__")):
        return None  # (a model of the file's that iterates or maps in its own way)
    found = record_fields(interp, obj.cls, st)
    if found is None:
        return None
    names = [f.name for f in found[0]]
    if any(n not in obj.attrs for n in names) or any(n not in names and not n.startswith("_") for n in obj.attrs):
        return None
    return sweeps.made_list([Seq((Const(n), obj.attrs[n])) for n in names])


def enum_listed(interp: Interpreter, value: Value, st: State) -> Value:
    """`for mode in Mode:` (and `list(Mode)`, comprehensions): an enum class of the file is the
    list of its members in the order the class body writes them; anything else is itself. A
    member whose value equals an earlier one's is an alias Python does not list: literals are
    compared as Python does, other values (dicts of settings) as written, and a class where two
    are written alike is not listed. A file handle opened for reading is the list of its lines
    (`for line in fh`, core/files.py); an instance of a pydantic model, its `(name, value)`
    pairs (`pydantic_pairs`)."""
    if not isinstance(value, ClassVal):
        from hflint.core import files

        pairs = pydantic_pairs(interp, value, st)
        if pairs is not None:
            return pairs

        if isinstance(value, files.FileHandle):
            return files.lines(interp, value, st)
        generated = interp.generated_list(value)
        return value if generated is None else generated
    if not any(_qualname(c) in _ENUM_BASES for c in mro(interp, value, st) if not isinstance(c, ClassVal)):
        return value
    members = [
        (stmt.targets[0].id, stmt.value)
        for stmt in value.node.body
        if isinstance(stmt, ast.Assign)
        and len(stmt.targets) == 1
        and isinstance(stmt.targets[0], ast.Name)
        and not stmt.targets[0].id.startswith("_")
    ]
    if not members:
        return value
    names: list[str] = []
    seen: list[object] = []
    for name, written in members:
        key: object = ("literal", written.value) if isinstance(written, ast.Constant) else ast.dump(written)
        if key in seen:
            if not isinstance(written, ast.Constant):
                return value
            continue
        seen.append(key)
        names.append(name)
    return Seq(tuple(class_attr(interp, value, name, st) for name in names), False)


def _enum_by_value(interp: Interpreter, cls: ClassVal, call: _Call, st: State) -> Value:
    """`CacheKind("static")` (argparse's `type=CacheKind` on a string default or word): the
    member whose literal value is that one; a member given is itself. Unknown for a value no
    member has (a ValueError in Python) or one the walk does not know."""
    if call.opaque or call.kwargs or len(call.args) != 1:
        return UNKNOWN
    out: list[Value] = []
    for o in options(call.args[0]):
        if isinstance(o, EnumMember) and o.cls == cls:
            out.append(o)
            continue
        if not isinstance(o, Const) or not isinstance(o.value, (str, int, float)) or isinstance(o.value, bool):
            return UNKNOWN
        names = [
            stmt.targets[0].id
            for stmt in cls.node.body
            if isinstance(stmt, ast.Assign)
            and len(stmt.targets) == 1
            and isinstance(stmt.targets[0], ast.Name)
            and not stmt.targets[0].id.startswith("_")
            and isinstance(stmt.value, ast.Constant)
            and type(stmt.value.value) is type(o.value)
            and stmt.value.value == o.value
        ]
        if not names:
            return UNKNOWN
        member = class_attr(interp, cls, names[0], st)
        if o.origin is not None and o.origin.flag is not None:
            # A command-line default chose the member: a `str` enum's (its value) keeps the
            # option's origin, so a finding says "while --cache keeps its default"; a plain
            # enum's member cannot carry it and is left unknown rather than read as certain.
            if not isinstance(member, Const):
                return UNKNOWN
            member = Const(member.value, o.origin, member.node)
        out.append(member)
    return join_all(out) if out else UNKNOWN


def enum_member_attr(interp: Interpreter, member: EnumMember, attr: str, st: State) -> Value:
    if attr in ("name", "_name_"):
        return Const(member.name)
    found = lookup(interp, member.cls, member.name if attr in ("value", "_value_") else attr, st)
    if not isinstance(found, tuple):
        return UNKNOWN
    if attr in ("value", "_value_"):
        return _member(interp, member.cls, member.name, st, None, found)
    if _is_enum_member(interp, member.cls, attr, found, st):
        return EnumMember(member.cls, attr)
    return _member(interp, member.cls, attr, st, member, found)


def init_subclass(interp: Interpreter, cls: ClassVal, st: State) -> None:
    """`class Fast(Base, mode="lookup")` executed: Python calls the `__init_subclass__` of the
    first base along the MRO that defines one (an implicit class method, given the new class
    and the class statement's keywords but `metaclass=`): a registry it fills, class attributes
    it sets. A base of a library reached first ends the search (its hook is not followed)."""
    from hflint.core.flow import _Call

    for c in mro(interp, cls, st)[1:]:
        if not isinstance(c, ClassVal):
            return
        stmt = _own(c.node, "__init_subclass__")
        if stmt is None:
            continue
        if not isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef)):
            return
        node = cls.node
        made = node.__dict__.get("_hflint_init_subclass")
        if made is None:
            keywords = [kw for kw in node.keywords if kw.arg != "metaclass"]
            call = ast.Call(ast.Name(node.name, ast.Load()), [], keywords)
            made = node.__dict__["_hflint_init_subclass"] = ast.copy_location(call, node)
        kwargs: dict[str, Value] = {}
        opaque = False
        for kw in made.keywords:
            if kw.arg is None:
                opaque = True  # `class C(Base, **options)`
            else:
                kwargs[kw.arg] = interp.eval(kw.value, st)
        fn = method_function(c, stmt)
        interp._call_user_function(fn, _Call(made, (), kwargs, opaque), st, cls)
        return


def _is_named_tuple(interp: Interpreter, cls: ClassVal, st: State) -> bool:
    return record_fields(interp, cls, st) is not None and any(
        isinstance(c, ClassVal) and _record_kind(interp, c, st) == "namedtuple" for c in mro(interp, cls, st)
    )


def model_attr(interp: Interpreter, obj: ModelObj, attr: str, st: State, ref: Value) -> Value:
    """`model.attr` other than its configs: the user subclass's own members first, then
    transformers' methods as values (`gen = model.generate`)."""
    if isinstance(obj, UserModelObj) and attr in obj.attrs:
        return obj.attrs[attr]
    if isinstance(obj, UserModelObj) and obj.user_class is not None:
        found = lookup(interp, obj.user_class, attr, st)
        if isinstance(found, tuple):
            return _member(interp, obj.user_class, attr, st, ref, found)
    if attr == "generate" or attr in MODEL_SELF_METHODS:
        return ModelMethod(ref, attr)
    if attr == "_orig_mod" and "compiled" in obj.wrappers:
        return ref  # (torch.compile's wrapper, read as the model: its original module is the model)
    if attr == "base_model" and "peft" in obj.wrappers:
        return TunerVal(ref)  # (a plain model's base_model is its backbone, which has no generate)
    return UNKNOWN


def tuner_attr(interp: Interpreter, tuner: TunerVal, attr: str, st: State) -> Value:
    if attr == "model":
        return tuner.model
    return join_all(interp._attr_of(o, attr, st) for o in options(tuner.model))


def overrides(interp: Interpreter, obj: object, name: str, st: State) -> bool:
    """Whether a user model subclass defines `name` itself (so that its method runs)."""
    return (
        isinstance(obj, UserModelObj)
        and obj.user_class is not None
        and isinstance(lookup(interp, obj.user_class, name, st), tuple)
    )


def model_prototype(interp: Interpreter, node: ast.ClassDef, st: State) -> Ref | None:
    """`self` in a method of a user subclass of a transformers model class that nothing called:
    a model of that class whose settings are unknown."""
    cls = ClassVal(node, id(node), interp.module_key)
    base = model_base(interp, cls, st)
    if base is None:
        return None
    from hflint.core.flow import _Call

    ref = interp._load_model(imports.leaf(base), "__init__", _Call(_class_call(node), (), {}, True), st)
    adopt_class(ref, cls, st)
    return ref if isinstance(ref, Ref) else None


def _class_call(node: ast.ClassDef) -> ast.Call:
    """A call node placed on the class's name (where evidence about its instances points)."""
    call = ast.Call(func=ast.Name(id=node.name, ctx=ast.Load()), args=[], keywords=[])
    call.lineno, call.col_offset = node.lineno, node.col_offset
    call.end_lineno, call.end_col_offset = node.lineno, node.col_offset + len("class ") + len(node.name)
    call.func.lineno, call.func.col_offset = call.lineno, call.col_offset  # type: ignore[attr-defined]
    call.func.end_lineno, call.func.end_col_offset = call.end_lineno, call.end_col_offset  # type: ignore[attr-defined]
    return call


def super_attr(interp: Interpreter, sup: SuperVal, attr: str, st: State) -> Value:
    """`super().attr`: looked up after `sup.after` in the MRO of self's class."""
    out: list[Value] = []
    for o in options(sup.self_ref):
        cls, is_model = _class_of(interp, o, st)
        if cls is None:
            out.append(UNKNOWN)
            continue
        chain = mro(interp, cls, st)
        keys = [c.key if isinstance(c, ClassVal) else None for c in chain]
        if sup.after.key not in keys:
            out.append(UNKNOWN)
            continue
        value: Value = UNKNOWN
        rest = chain[keys.index(sup.after.key) + 1 :]
        if attr == "__new__" and all(isinstance(c, ClassVal) and _own(c.node, attr) is None for c in rest):
            # (`super().__new__(cls)` in a singleton's `__new__`, past the user's classes: object's,
            # which makes a bare instance of `cls`)
            out.append(Symbol(OBJECT_NEW))
            continue
        for c in rest:
            if isinstance(c, ClassVal):
                stmt = _own(c.node, attr)
                if stmt is not None:
                    self_ref = None if isinstance(o, ClassVal) else o
                    value = _member(interp, cls, attr, st, self_ref, (c, stmt))
                    break
                continue
            q = _qualname(c)
            if q == "builtins.dict" and isinstance(st.heap.get(o), UserDictObj):
                value = DictMethod(o, attr)
            elif q is not None and q in trainers.TRAINERS and not isinstance(o, ClassVal):
                value = trainers.method(o, attr, q)
            elif q is not None and attr == "__init__" and imports.kind_of(q) == imports.EXPORT_WRAPPER:
                # `super().__init__(model, batch_size=..., ...)` in a subclass of an export wrapper:
                # the wrapper's own construction, with its checks.
                value = Symbol(q) if not isinstance(o, ClassVal) else UNKNOWN
            elif q is not None and imports.kind_of(q) == imports.MODEL_CLASS:
                if isinstance(o, ClassVal) and attr in ("from_pretrained", "from_config"):
                    value = InheritedClassMethod(o, f"{q}.{attr}")
                elif is_model:
                    value = ModelMethod(o, attr)
            break
        out.append(value)
    return join_all(out)


def _class_of(interp: Interpreter, v: Value, st: State) -> tuple[ClassVal | None, bool]:
    """The user class of a value (an instance's, a user model's, or the class itself), and
    whether the value is a model."""
    if isinstance(v, ClassVal):
        return v, False
    obj = st.heap.get(v)
    if isinstance(obj, UserModelObj):
        return obj.user_class, True
    if isinstance(obj, (InstanceObj, UserDictObj)):
        return obj.cls, False
    return None, isinstance(obj, ModelObj)


# ---------------------------------------------------------------- call hooks

# Model methods that return the model itself (core/flow.py's walk and bound methods here).
MODEL_SELF_METHODS = frozenset(
    {
        "to",
        "eval",
        "train",
        "cuda",
        "cpu",
        "half",
        "float",
        "bfloat16",
        "requires_grad_",
        "to_empty",
        # a peft model's, which the walk reads as the model (_wrapped_model)
        "merge_and_unload",
        "unload",
        "get_base_model",
    }
)


def call_value(interp: Interpreter, callee: Value, call: _Call, st: State) -> Value:
    """Calling one of this module's values."""
    if isinstance(callee, ModelMethod):
        return join_all(interp._model_method(o, callee.name, call, st) for o in options(callee.model))
    if isinstance(callee, Partial):
        return interp._call_value_options(callee.func, merged(callee, call), st)
    if isinstance(callee, InheritedClassMethod):
        ref = interp._call_symbol(callee.qualname, call, st)
        return adopt_class(ref, callee.cls, st)
    if isinstance(callee, DictMethod):
        return dict_call(interp, callee.self_ref, callee.name, call, st)
    if isinstance(callee, LibraryMethod):
        found = interp._method_call(callee.receiver, callee.name, call, st)
        if found is not None:
            return found
    interp._havoc_args(call, st)
    return UNKNOWN


def merged(p: Partial, call: _Call) -> _Call:
    """The call a partial makes: its own arguments first, the call's keywords over its own."""
    from hflint.core.flow import _Call

    bound = dict(p.kwargs)
    kwargs = {**bound, **call.kwargs}
    variants = tuple(({**bound, **kw}, opaque or p.opaque, guard) for kw, opaque, guard in call.variants)
    return _Call(call.node, p.args + call.args, kwargs, call.opaque or p.opaque, variants)


def call_instance(interp: Interpreter, obj: InstanceObj, ref: Value, call: _Call, st: State) -> Value | None:
    """Calling an instance: its class's `__call__`, or `forward` under torch.nn.Module's."""
    from hflint.core.flow import BoundMethod

    if obj.cls is None:
        return None
    found = lookup(interp, obj.cls, "__call__", st)
    if isinstance(found, Value) and _qualname(found) in _MODULE_BASES:
        found = lookup(interp, obj.cls, "forward", st)
    if not isinstance(found, tuple):
        return None
    value = _member(interp, obj.cls, "__call__", st, ref, found)
    if isinstance(value, BoundMethod):
        return interp._call_user_function(value.func, call, st, value.self_ref)
    if isinstance(value, FuncVal):
        return interp._call_user_function(value, call, st, None)
    return None


def adopt_class(ref: Value, cls: ClassVal, st: State) -> Value:
    """The model `ref` names, made an instance of the user subclass `cls`."""
    for o in options(ref):
        obj = st.heap.get(o)
        if isinstance(obj, ModelObj) and isinstance(o, Ref):
            st.heap.objs[o.oid] = _with_class(obj, cls)
            st.heap.owned.add(o.oid)
            st.heap.changed.add(o.oid)
    return ref


def instantiate(interp: Interpreter, cls: ClassVal, call: _Call, st: State) -> Value | None:
    """`Cls(...)` for the classes this module knows: a subclass of a transformers model class
    (a model of that class), a record (fields from the arguments and the defaults). None: an
    ordinary class, built by its `__init__` (found along the MRO)."""
    if any(_qualname(c) in _ENUM_BASES for c in mro(interp, cls, st) if not isinstance(c, ClassVal)):
        return _enum_by_value(interp, cls, call, st)
    base = model_base(interp, cls, st)
    if base is not None:
        return adopt_class(interp._call_symbol(base, call, st), cls, st)
    if _is_typed_dict(interp, cls, st):
        # `Request(prompt=..., n=2)` of a TypedDict is the plain dict `dict(prompt=..., n=2)`.
        return interp._call_symbol("builtins.dict", call, st)
    if is_dict_class(interp, cls, st):
        return build_dict(interp, cls, call, st)
    return build_record(interp, cls, call, st)


def method_of(interp: Interpreter, cls: ClassVal, name: str, st: State) -> FuncVal | None:
    """The function `name` of the class or the first of its bases that defines it."""
    found = lookup(interp, cls, name, st)
    if isinstance(found, tuple):
        owner, stmt = found
        if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef)):
            return method_function(owner, stmt)
    return None


# ---------------------------------------------------------------- records


@dataclass(frozen=True, slots=True)
class Field:
    name: str
    default: ast.expr | None  # the default's expression (a factory's: its call; None: required)
    factory: bool
    init: bool
    owner: ClassVal
    annotation: ast.expr | None = None


def is_record(interp: Interpreter, cls: ClassVal, st: State) -> bool:
    return record_fields(interp, cls, st) is not None


def _record_kind(interp: Interpreter, cls: ClassVal, st: State) -> str | None:
    """ "dataclass" (a dataclass decorator), "namedtuple" (a direct NamedTuple base), else None."""
    if getattr(cls.node, "_hflint_namedtuple", False):
        return "namedtuple"  # made by `namedtuple(...)` (namedtuple_class)
    env = module_globals(interp, cls.module_env, st)
    if env is None:
        return None
    for d in cls.node.decorator_list:
        if _qualname(_resolve(interp, d, env, st)) in _RECORD_DECORATORS:
            return "dataclass"
    for b in cls.node.bases:
        if _qualname(_resolve(interp, b, env, st)) in _NAMED_TUPLE:
            return "namedtuple"
    return None


def record_fields(interp: Interpreter, cls: ClassVal, st: State) -> tuple[list[Field], bool] | None:
    """The fields `Cls(...)` takes, in order, and whether they may be given by position; None
    when the class is no record. A dataclass takes the fields of the dataclasses along its MRO;
    a pydantic model the annotations of every class up to BaseModel."""
    chain = mro(interp, cls, st)
    classes = [c for c in chain if isinstance(c, ClassVal)]
    keyword_only = any(_qualname(c) in _KEYWORD_ONLY_BASES for c in chain)
    if keyword_only:
        contributing = classes
    else:
        contributing = [c for c in classes if _record_kind(interp, c, st) is not None]
        if not contributing:
            return None
    out: dict[str, Field] = {}
    for c in reversed(contributing):
        env = module_globals(interp, c.module_env, st)
        for stmt in c.node.body:
            if not (isinstance(stmt, ast.AnnAssign) and isinstance(stmt.target, ast.Name)):
                continue
            ann = stmt.annotation
            head = ann.value if isinstance(ann, ast.Subscript) else ann
            if (isinstance(head, ast.Name) and head.id == "ClassVar") or _qualname(_resolve(interp, head, env, st)) in _CLASS_VAR:
                continue
            out[stmt.target.id] = _field(interp, stmt, c, env, st)
    return list(out.values()), not keyword_only


def _field(interp: Interpreter, stmt: ast.AnnAssign, owner: ClassVal, env: dict[str, Value] | None, st: State) -> Field:
    name = stmt.target.id  # type: ignore[union-attr]
    value = stmt.value
    if isinstance(value, ast.Call) and env is not None and _qualname(_resolve(interp, value.func, env, st)) in _FIELD_CALLS:
        default: ast.expr | None = None
        factory = False
        init = True
        for kw in value.keywords:
            if kw.arg == "default":
                default = kw.value
            elif kw.arg in ("default_factory", "factory"):
                factory = True
                default = _factory_call(kw.value)
            elif kw.arg == "init" and isinstance(kw.value, ast.Constant) and kw.value.value is False:
                init = False
        if default is None and value.args and not factory:
            default = value.args[0]  # pydantic.Field(False, ...), attr.ib(False)
        if isinstance(default, ast.Constant) and default.value is Ellipsis:
            default = None
        return Field(name, default, factory, init, owner, stmt.annotation)
    if isinstance(value, ast.Constant) and value.value is Ellipsis:
        value = None
    return Field(name, value, False, True, owner, stmt.annotation)


def _factory_call(factory: ast.expr) -> ast.Call:
    """`field(default_factory=GenerationSection)`: the default is what `GenerationSection()`
    makes, each instance its own (a nested record, `dict`, `lambda: {...}`); made once per field."""
    made = getattr(factory, "_hflint_call", None)
    if made is None:
        made = ast.copy_location(ast.Call(factory, [], []), factory)
        factory._hflint_call = made  # type: ignore[attr-defined]
    return made


def field_default(interp: Interpreter, f: Field, st: State) -> Value:
    """A field's default as written, or what its factory makes (UNKNOWN for none)."""
    if f.default is None:
        return UNKNOWN
    if f.factory and isinstance(f.default, ast.Call):
        # The factory is named in the class's module and called here, as `Cls()` would be.
        with in_module(interp, f.owner.module_env, st) as mst:
            factory = interp.eval(f.default.func, mst) if mst is not None else UNKNOWN
        if factory is UNKNOWN:
            return UNKNOWN
        from hflint.core.flow import _Call

        return interp._call_value(factory, _Call(f.default, (), {}, False), st)
    with in_module(interp, f.owner.module_env, st) as mst:
        return interp.eval(f.default, mst) if mst is not None else UNKNOWN


def build_record(
    interp: Interpreter, cls: ClassVal, call: _Call, st: State, default: Callable[[Field], Value] | None = None
) -> Value | None:
    """An instance of a record class: each field from the call (by position, unless the class
    takes keywords only, or by name), else its default (`default(field)` when given: a
    command-line parser's reading of it), then `__post_init__` (found along the MRO)."""
    found = record_fields(interp, cls, st)
    if found is None:
        return None
    flds, positional = found
    attrs: dict[str, Value] = {}
    i = 0
    for f in flds:
        if not f.init:
            attrs[f.name] = field_default(interp, f, st) if default is None else default(f)
            continue
        if positional and i < len(call.args) and not call.opaque:
            attrs[f.name] = call.args[i]
        elif f.name in call.kwargs:
            given = call.kwargs[f.name]
            attrs[f.name] = given if positional else _validated(given, f.annotation)
        elif call.opaque:
            attrs[f.name] = UNKNOWN
        else:
            attrs[f.name] = field_default(interp, f, st) if default is None else default(f)
        i += 1
    node = call.node if call.node is not _NO_NODE else cls.node
    ref = st.heap.new(InstanceObj(interp.origin(node, f"`{cls.node.name}` built here"), cls, attrs))
    post = method_of(interp, cls, "__post_init__", st)
    if post is not None:
        interp._call_user_function(post, empty_call(), st, ref)
    for validator in _after_validators(interp, cls, st):
        interp._call_user_function(validator, empty_call(), st, ref)
    return ref


# What pydantic's lax mode makes of a value given for a field of these types (its defaults are
# not validated): a whole float for an int becomes the int (`top_k: int` given 40.0 holds 40), an
# int for a float the float, a numeric string either number.
_LAX_SCALARS: dict[str, type] = {"int": int, "float": float, "str": str, "bool": bool}


def _annotated_type(ann: ast.expr | None) -> type | None:
    """`int`, `float`, `str`, `bool`, or one of them `Optional[...]` / `... | None`; else None."""
    if isinstance(ann, ast.Name):
        return _LAX_SCALARS.get(ann.id)
    if isinstance(ann, ast.Subscript) and isinstance(ann.value, (ast.Name, ast.Attribute)):
        head = ann.value.id if isinstance(ann.value, ast.Name) else ann.value.attr
        if head == "Optional":
            return _annotated_type(ann.slice)
    if isinstance(ann, ast.BinOp) and isinstance(ann.op, ast.BitOr):
        for side, other in ((ann.left, ann.right), (ann.right, ann.left)):
            if isinstance(other, ast.Constant) and other.value is None:
                return _annotated_type(side)
    return None


def _validated(v: Value, ann: ast.expr | None) -> Value:
    """A value given to a pydantic model's field, as the model holds it: coerced to the field's
    scalar type where pydantic surely does; unknown where the field's type is not followed or
    the value may be coerced (or refused) in a way not modelled. None stays None."""
    if isinstance(v, OneOf):
        return join_all([_validated(o, ann) for o in v.options])
    if not isinstance(v, Const):
        return v if _annotated_type(ann) is None or v is UNKNOWN else UNKNOWN
    want = _annotated_type(ann)
    x = v.value
    if want is None or x is None or (type(x) is want):
        return v
    if want is float and type(x) is int:
        return Const(float(x), v.origin)
    if want is int and type(x) is float and x == x and x not in (float("inf"), float("-inf")) and x.is_integer():
        return Const(int(x), v.origin)
    return UNKNOWN


_MODEL_VALIDATORS = frozenset({"pydantic.model_validator", "pydantic.functional_validators.model_validator"})


def _after_validators(interp: Interpreter, cls: ClassVal, st: State) -> list[FuncVal]:
    """A pydantic model's `@model_validator(mode="after")` methods (along the MRO, base classes'
    first, as pydantic runs them), each called with the built instance as `self` (one that
    fills in `cache_implementation` for long outputs)."""
    if not any(_qualname(c) in _KEYWORD_ONLY_BASES for c in mro(interp, cls, st)):
        return []
    out: list[FuncVal] = []
    for c in reversed([c for c in mro(interp, cls, st) if isinstance(c, ClassVal)]):
        env = module_globals(interp, c.module_env, st)
        if env is None:
            continue
        for stmt in c.node.body:
            if not isinstance(stmt, ast.FunctionDef):
                continue
            for d in stmt.decorator_list:
                after = isinstance(d, ast.Call) and any(
                    k.arg == "mode" and isinstance(k.value, ast.Constant) and k.value.value == "after" for k in d.keywords
                )
                named = _qualname(_resolve(interp, d.func, env, st)) if isinstance(d, ast.Call) else None
                if after and named in _MODEL_VALIDATORS:
                    out.append(method_function(c, stmt))
    return out


# ---------------------------------------------------------------- dict subclasses

# What a subclass of dict may define and still hold its keys as dict does: a class that
# defines any of these reads or writes its keys its own way (a recursive wrap in `__setitem__`,
# a `__missing__` default), which is not followed: its instances are plain instances.
_DICT_PROTOCOL = frozenset(
    {
        "__new__",
        "__getattribute__",
        "__getitem__",
        "__setitem__",
        "__delitem__",
        "__missing__",
        "__iter__",
        "__len__",
        "__contains__",
        "__or__",
        "__ior__",
        "keys",
        "items",
        "values",
        "get",
        "update",
        "setdefault",
        "pop",
        "popitem",
        "clear",
        "copy",
        "fromkeys",
    }
)
# dict's own attributes: found on the class before `__getattr__` is asked.
_DICT_MEMBERS = frozenset(dir(dict))
# dict's functions the walk follows when called through the class (`dict.update(self, d)`) or
# past the user's classes (`super().__init__(*args, **kwargs)`).
_DICT_CALLED = ("__init__", "update", "__setitem__", "__getitem__", "get", "setdefault", "pop")


_TYPED_DICT = frozenset({"typing.TypedDict", "typing_extensions.TypedDict"})


def _is_typed_dict(interp: Interpreter, cls: ClassVal, st: State) -> bool:
    """Whether `cls` is a TypedDict (directly or through the user's TypedDicts)."""
    return any(not isinstance(c, ClassVal) and _qualname(c) in _TYPED_DICT for c in mro(interp, cls, st))


def is_dict_class(interp: Interpreter, cls: ClassVal, st: State) -> bool:
    """Whether `cls` derives from `dict` through the user's classes only, none of which defines
    how keys are read or written (`class AttrDict(dict)`, `class Config(AttrDict)`)."""
    found = False
    for c in mro(interp, cls, st):
        if isinstance(c, ClassVal):
            if any(_own(c.node, name) is not None for name in _DICT_PROTOCOL):
                return False
        elif _qualname(c) == "builtins.dict":
            found = True
        else:
            return False
    return found


def build_dict(interp: Interpreter, cls: ClassVal, call: _Call, st: State) -> Value:
    """`Cls(...)` of a dict subclass: its `__init__` (found along the MRO) on an empty dict, else
    dict's own (`dict(*args, **kwargs)`). The dict is known once that `__init__` calls dict's
    (`super().__init__(...)`, `dict.__init__(self, ...)`); an `__init__` the walk does not come
    back from with None may have put any key in it."""
    node = call.node if call.node is not _NO_NODE else cls.node
    init = method_of(interp, cls, "__init__", st)
    made = UserDictObj(interp.origin(node, f"`{cls.node.name}` built here"), {}, init is None, cls, waiting=init is not None)
    ref = st.heap.new(made)
    if init is None:
        dict_call(interp, ref, "__init__", call, st)
        return ref
    returned = interp._call_user_function(init, call, st, ref)
    if not (isinstance(returned, Const) and returned.value is None):
        obj = st.heap.writable(ref)
        if obj is not None:
            obj.havoc()
    return ref


def dict_call(interp: Interpreter, self_ref: Value, name: str, call: _Call, st: State) -> Value:
    """dict's method `name` on the dict(s) `self_ref` names, with the call's arguments (the
    receiver not among them)."""
    from hflint.core.values import ABSENT, DictObj

    objs = [st.heap.get(o) for o in options(self_ref)]
    if not objs or not all(isinstance(o, DictObj) for o in objs):
        interp._havoc_args(call, st)
        return UNKNOWN
    if name == "__init__":
        if len(call.args) > 1:
            interp._havoc_args(call, st)
            return UNKNOWN
        for o in options(self_ref):
            obj = st.heap.get(o)
            if isinstance(obj, UserDictObj) and obj.waiting:
                obj = st.heap.writable(o)
                assert isinstance(obj, UserDictObj)
                obj.waiting, obj.complete = False, True
        name = "update"
    if name in ("__setitem__", "__getitem__"):
        want = 2 if name == "__setitem__" else 1
        key = call.args[0] if len(call.args) == want and not call.kwargs and not call.opaque else None
        key_s = key.value if isinstance(key, Const) and isinstance(key.value, str) else None
        out: list[Value] = []
        for o in options(self_ref):
            obj = st.heap.writable(o) if name == "__setitem__" else st.heap.get(o)
            if not isinstance(obj, DictObj):
                continue
            if name == "__getitem__":
                v = obj.get(key_s) if key_s is not None else UNKNOWN
                out.append(UNKNOWN if v is ABSENT else v)
            elif key_s is None:
                obj.havoc()
            else:
                obj.items[key_s] = call.args[1] if len(objs) == 1 else join(call.args[1], obj.get(key_s))
        return join_all(out) if name == "__getitem__" else Const(None)
    writable = [st.heap.writable(o) for o in options(self_ref)]
    return interp._dict_method(writable, name, call, st)  # type: ignore[arg-type]


def _dict_function(name: str) -> Callable[[Interpreter, _Call, State], Value]:
    """`dict.name(self, ...)`: dict's method on the dict given first."""

    def called(interp: Interpreter, call: _Call, st: State) -> Value:
        if not call.args or call.opaque:
            interp._havoc_args(call, st)
            return UNKNOWN
        from hflint.core.flow import _Call

        rest = _Call(call.node, call.args[1:], call.kwargs, call.opaque, call.variants)
        return dict_call(interp, call.args[0], name, rest, st)

    return called


def dict_instance_attr(interp: Interpreter, obj: UserDictObj, attr: str, st: State, ref: Value) -> Value:
    """`d.attr` of an instance of a dict subclass, looked up as Python does: a property of its
    class, its own attributes (its keys after `self.__dict__ = self`), its class's members,
    dict's own, then the class's `__getattr__` (`__getattr__ = dict.__getitem__`, or a method
    returning `self[name]`): a key the dict holds."""
    from hflint.core.values import ABSENT

    if obj.cls is None:
        return UNKNOWN
    found = lookup(interp, obj.cls, attr, st)
    if isinstance(found, tuple):
        stmt = found[1]
        if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef)) and method_kind(stmt) == "property":
            return _member(interp, obj.cls, attr, st, ref, found)
    if attr == "__dict__":
        return ref if obj.keyed else UNKNOWN
    if obj.keyed:
        v = obj.get(attr)
        if v is not ABSENT:
            return v
    elif attr in obj.attrs:
        return obj.attrs[attr]
    if isinstance(found, tuple):
        return _member(interp, obj.cls, attr, st, ref, found)
    if attr in _DICT_MEMBERS or attr.startswith("__"):
        return UNKNOWN
    getter = lookup(interp, obj.cls, "__getattr__", st)
    if not isinstance(getter, tuple):
        return UNKNOWN
    value = _member(interp, obj.cls, "__getattr__", st, ref, getter)
    from hflint.core.flow import BoundMethod, _Call

    if isinstance(value, BoundMethod):
        call = _Call(_NO_NODE, (Const(attr),), {}, False)
        return interp._call_user_function(value.func, call, st, value.self_ref)
    q = _qualname(value)
    if q in ("builtins.dict.__getitem__", "builtins.dict.get"):
        v = obj.get(attr)
        if v is ABSENT:
            return Const(None) if q == "builtins.dict.get" else UNKNOWN
        return v
    return UNKNOWN


def instance_value_called(interp: Interpreter, objs: list[UserDictObj], name: str, st: State) -> bool:
    """Whether `d.name(...)` on instances of a dict subclass calls a value the instance holds (a
    key its `__getattr__` or `self.__dict__ = self` reads, an attribute set on it: a session
    state's `state.tokenizer(text)`) rather than a method: a name that neither dict nor the
    user's classes define, on classes whose one external base is dict. The call then reads the
    instance, as `d.name` does (dict_instance_attr), and changes none of its keys."""
    if name in _DICT_MEMBERS:
        return False
    for o in objs:
        if o.cls is None:
            return False
        found = lookup(interp, o.cls, name, st)
        if isinstance(found, tuple) or _qualname(found) != "builtins.dict":  # type: ignore[arg-type]
            return False
    return True


def set_dict_instance_attr(interp: Interpreter, ref: Value, attr: str, value: Value, st: State) -> None:
    """`d.attr = value` on an instance of a dict subclass: `self.__dict__ = self` makes its
    attributes its keys; a class's `__setattr__ = dict.__setitem__` (or a method of its own)
    writes a key; else an attribute apart from its keys."""
    obj = st.heap.writable(ref)
    if not isinstance(obj, UserDictObj):
        return
    if attr == "__dict__":
        if options(value) == (ref,):
            obj.keyed = True
        else:
            obj.cls, obj.keyed = None, False
        return
    if obj.cls is None:
        return
    if obj.keyed:
        obj.items[attr] = value
        return
    setter = lookup(interp, obj.cls, "__setattr__", st)
    if not isinstance(setter, tuple):
        obj.attrs[attr] = value
        return
    method = _member(interp, obj.cls, "__setattr__", st, ref, setter)
    from hflint.core.flow import BoundMethod, _Call

    if isinstance(method, BoundMethod):
        interp._call_user_function(method.func, _Call(_NO_NODE, (Const(attr), value), {}, False), st, method.self_ref)
        return
    obj = st.heap.writable(ref)
    if not isinstance(obj, UserDictObj):
        return
    if _qualname(method) == "builtins.dict.__setitem__":
        obj.items[attr] = value
    else:
        obj.havoc()
        obj.cls = None


_SCALARS: dict[str, type] = {
    "builtins.bool": bool,
    "builtins.int": int,
    "builtins.float": float,
    "builtins.str": str,
    "builtins.bytes": bytes,
}


# What `hasattr(gc, key)` finds on every release (core/genfields.py), and the names some
# releases add or remove: (first release with it, first release without it).
_GENERATION_ATTRIBUTES = GENERATION_CONFIG_FIELDS | GENERATION_CONFIG_CLASS_NAMES
_GENERATION_ATTRIBUTES_SINCE = GENERATION_CONFIG_FIELDS_SINCE


def release_at_least(interp: Interpreter, version: str) -> bool | None:
    """Whether the assumed release is `version` or later; None where no release is assumed."""
    if interp.release is None:
        return None
    from packaging.version import Version

    interp.read_release = True
    return Version(interp.release) >= Version(version)


def _has_attribute(interp: Interpreter, gc: GenConfigObj, key: str) -> bool | None:
    """`hasattr(gc, key)` as `GenerationConfig.update` asks it: a field or public name of the class
    (in the assumed release), a field written in code on every path or read from its file; None
    where it may or may not be there (a path that leaves it unwritten, a file not known in full)."""
    if key in _GENERATION_ATTRIBUTES:
        return True
    in_release = _in_release(interp, key)
    if in_release:
        return True
    if key in gc.file_fields:
        return True
    if key in gc.fields:
        return None if ABSENT in options(gc.fields[key]) else True
    if in_release is None:
        return None
    return False if gc.base == "defaults" or gc.whole else None


def _in_release(interp: Interpreter, key: str) -> bool | None:
    """Whether the assumed release's GenerationConfig has `key` among the names only some releases
    have (False for any other name); None where no release is assumed."""
    if key not in _GENERATION_ATTRIBUTES_SINCE:
        return False
    first, gone = _GENERATION_ATTRIBUTES_SINCE[key]
    starts = True if first is None else release_at_least(interp, first)
    ends = False if gone is None else release_at_least(interp, gone)
    if starts is False or ends is True:
        return False
    if starts is None or ends is None:
        return None
    return True


def _decided(value: Value) -> bool | None:
    """The truth of a flag given to `update` (`defaults_only=True`), or None where not known."""
    return bool(value.value) if isinstance(value, Const) else None


def _left_at_class_default(gc: GenConfigObj, key: str) -> bool:
    """Whether the field surely holds GenerationConfig's class default: no path wrote it, no file
    set it, and every field the config neither holds nor read from a file is the default."""
    return key not in gc.fields and key not in gc.file_fields and (gc.base == "defaults" or gc.whole)


def gen_config_update(interp: Interpreter, receiver: Value, call: _Call, st: State) -> Value:
    """`gc.update(**kw)`, as `GenerationConfig.update` runs it: each keyword naming an attribute the
    config has (`hasattr`) is set, the others are handed back in the dict it returns (`unused =
    gc.update(max_new_tokens=8, foo=1)` is `{"foo": 1}`). From 5.0 it takes `defaults_only=True`
    (only the attributes that are None are set; an attribute it leaves is handed back too) and
    `allow_custom_entries=True` (a keyword that is no attribute is set as one); 4.57's `update` has
    neither, so there they are unused keywords like any other. A `**` the walk cannot read may set
    any field (every field unknown, the dict too)."""
    from hflint.core import releaseinfo

    refs = options(receiver)
    if call.opaque:
        for ref in refs:
            obj = st.heap.writable(ref)
            if isinstance(obj, GenConfigObj):
                obj.havoc()
        return UNKNOWN
    kwargs = dict(call.kwargs)
    flags: dict[str, bool | None] = {"defaults_only": False, "allow_custom_entries": False}
    modern = release_at_least(interp, "5.0") if set(flags) & set(kwargs) else True
    if modern is not False:
        for flag in flags:
            if flag in kwargs:
                flags[flag] = _decided(kwargs.pop(flag)) if modern else None
    only_defaults, custom = flags["defaults_only"], flags["allow_custom_entries"]
    unused: dict[str, Value] | None = {} if len(refs) == 1 and modern is not None else None
    for ref in refs:
        obj = st.heap.writable(ref)
        if not isinstance(obj, GenConfigObj):
            unused = None
            continue
        for key, value in kwargs.items():
            has = _has_attribute(interp, obj, key)
            outcomes: set[bool | None] = set()
            if has is not True:  # (no such attribute: set only with allow_custom_entries)
                outcomes.add(custom)
            if has is not False:
                if only_defaults is False:
                    outcomes.add(True)
                else:  # (set where it is None; an unknown `defaults_only` sets it there surely)
                    current = releaseinfo.gen_config_field(interp, obj, key, call.node)
                    is_none = current.value is None if isinstance(current, Const) else None
                    if modern and key in GENERATION_CONFIG_FIELDS and _left_at_class_default(obj, key):
                        # (5.x's GenerationConfig() leaves every field None: runs, 5.15.0, 5.23.0
                        # and 5.24.0, `GenerationConfig(do_sample=True).update(temperature=0.0,
                        # defaults_only=True)` and gpt2's own config updated so raise HF155)
                        is_none = True
                    outcomes.add(True if only_defaults is None and is_none else None if only_defaults is None else is_none)
            done = outcomes.pop() if len(outcomes) == 1 else None
            if key == "watermarking_config" and release_at_least(interp, "5.16") is not False:
                # (from 5.16.1 update() converts a dict with WatermarkingConfig.from_dict: h121's
                # runs, all 28 releases; an object the walk does not model)
                value = UNKNOWN
            stamped = interp._origin_const(value, call.node, f"generation config `{key}` updated here")
            if done is True:
                obj.fields[key] = stamped
            elif done is None:
                obj.fields[key] = join(stamped, obj.fields.get(key, ABSENT))
            if unused is not None and done is not True:
                unused[key] = value if done is False else join(value, ABSENT)
    if unused is None:
        return UNKNOWN
    return st.heap.new(DictObj(interp.origin(call.node, "keywords `update` did not use"), unused, True))


def dict_items(call: _Call, st: State) -> list[tuple[str, Value]] | None:
    """The keys and values `x.__dict__.update(d, k=v)` writes, in order (the dict's, then the
    keywords), when the walk knows every key: a dict known in full whose keys are strings, and
    keywords without a `**` it cannot read. None where some key cannot be listed. A key a path
    may lack is written as unknown (the attribute may or may not be set there)."""
    items: list[tuple[str, Value]] = []
    for arg in (*call.args, *((UNKNOWN,) if call.opaque else ())):
        given = st.heap.get(arg) if len(options(arg)) == 1 else None
        if not isinstance(given, DictObj) or not given.complete or not all(isinstance(k, str) for k in given.items):
            return None
        items.extend(given.items.items())
    items.extend(call.kwargs.items())
    return [(k, UNKNOWN if ABSENT in options(v) else v) for k, v in items]


def config_dict_update(interp: Interpreter, ref: Value, call: _Call, st: State) -> bool:
    """`gc.__dict__.update(d, k=v)`, `vars(gc).update(...)`, `model.generation_config.__dict__
    .update(...)` and `model.config.__dict__.update(...)`: a generation config or a model config
    has no `__setattr__` that sees these keys (GenerationConfig has none; PretrainedConfig's
    attribute map is bypassed), so each key is an attribute written as `setattr` writes it (the
    generation config's `validate()` only meets it at the next generate or save, as for any
    attribute write). Keys the walk cannot list make every field unknown: the config's own and
    the checkpoint file's (silent, no finding on a value that may have been replaced). False
    where `ref` is not a generation config or a model config on every path."""
    if not is_config(ref, st):
        return False
    items = dict_items(call, st)
    if items is None:
        forget_fields(ref, st)
        return True
    for key, value in items:
        interp.write_attr(ref, key, value, st, call.node)
    return True


def config_class(ref: Value, st: State) -> Value:
    """`type(gc)` / `gc.__class__` of a generation config on every path: the class itself, so
    `type(gc)(**d)` and `gc.__class__.from_dict(d)` build a config as `GenerationConfig` does."""
    held = [st.heap.get(o) for o in options(ref)]
    return Symbol("transformers.GenerationConfig") if held and all(isinstance(o, GenConfigObj) for o in held) else UNKNOWN


def is_config(ref: Value, st: State) -> bool:
    """Whether `ref` is a generation config on every path, or a model config on every path."""
    held = [st.heap.get(o) for o in options(ref)]
    return bool(held) and (all(isinstance(o, GenConfigObj) for o in held) or all(type(o) is ConfigObj for o in held))


def config_dict_item(interp: Interpreter, ref: Value, key: Value, value: Value, st: State, stmt: ast.AST) -> bool:
    """`gc.__dict__["use_cache"] = False` (or `vars(model.config)[name] = value`) on a generation or
    model config: the attribute written, as `setattr` writes it; a key the walk cannot read may
    be any field (every field unknown). False where `ref` is not such a config on every path."""
    if not is_config(ref, st):
        return False
    if isinstance(key, Const) and isinstance(key.value, str):
        interp.write_attr(ref, key.value, value, st, stmt)
    else:
        forget_fields(ref, st)
    return True


def forget_fields(ref: Value, st: State) -> None:
    """Every field of the config(s) `ref` names unknown: its own, and those read from its file."""
    for o in options(ref):
        obj = st.heap.writable(o)
        if isinstance(obj, GenConfigObj):
            obj.havoc()
            obj.file_fields = {k: UNKNOWN for k in obj.file_fields}
            obj.token_ids = frozenset()
        elif isinstance(obj, ConfigObj):
            obj.havoc()


def _isinstance(interp: Interpreter, call: _Call, st: State) -> Value:
    """`isinstance(x, dict)`: True for the dicts the walk built (a dict subclass's instances
    among them), False for its constants and lists. `isinstance(x, bool)` (int, float, str,
    bytes, or a tuple of those) of a constant the walk knows: what Python says (a `str2bool`
    helper given a string). Anything else, and any other class, unknown."""
    from hflint.core.values import DictObj

    if len(call.args) != 2 or call.kwargs or call.opaque:
        return UNKNOWN
    classes = call.args[1].items if type(call.args[1]) is Seq else (call.args[1],)  # type: ignore[attr-defined]
    names = [_qualname(c) for c in classes]
    answers: set[bool] = set()
    if names and all(n in _SCALARS for n in names):
        kinds = tuple(_SCALARS[n] for n in names)  # type: ignore[index]
        for o in options(call.args[0]):
            if not (isinstance(o, Const) and type(o.value) in (str, int, float, bool, bytes, type(None))):
                return UNKNOWN
            answers.add(isinstance(o.value, kinds))
        return Const(answers.pop()) if len(answers) == 1 else UNKNOWN
    if names != ["builtins.dict"]:
        return UNKNOWN
    for o in options(call.args[0]):
        if isinstance(o, Const) and isinstance(o.value, (str, int, float, bool, type(None))):
            answers.add(False)
        elif type(o) is Seq:
            answers.add(False)
        elif isinstance(st.heap.get(o), DictObj):
            answers.add(True)
        else:
            return UNKNOWN
    return Const(answers.pop()) if len(answers) == 1 else UNKNOWN


# ---------------------------------------------------------------- lambdas and thunks


def lambda_function(fn: FuncVal) -> FuncVal:
    """A lambda as the function it is: `def <lambda>(args): return body`, made once per lambda
    node and kept on it (so that walking it twice walks the same function)."""
    node = fn.node
    assert isinstance(node, ast.Lambda)
    made = getattr(node, "_hflint_def", None)
    if made is None:
        ret = ast.copy_location(ast.Return(value=node.body), node.body)
        ret.end_lineno, ret.end_col_offset = node.body.end_lineno, node.body.end_col_offset
        made = ast.copy_location(
            ast.FunctionDef(name="<lambda>", args=node.args, body=[ret], decorator_list=[], returns=None), node
        )
        made.type_params = []  # type: ignore[attr-defined]  # (a field from Python 3.12 on)
        made.end_lineno, made.end_col_offset = node.end_lineno, node.end_col_offset
        node._hflint_def = made  # type: ignore[attr-defined]
    return FuncVal(made, id(made), fn.owner, fn.module_env, fn.closure, fn.defaults)


class WithBody(ast.stmt):
    """Where a spliced context manager yields: the `with` body runs here (flow._s_WithBody)."""

    _fields = ("value",)


def spliced_context_manager(node: ast.AST) -> ast.FunctionDef | None:
    """A `@contextmanager` generator whose one `yield` is a statement of its body or of the body
    of a `try` in its body (`try: yield model finally: restore()`), made into the same function
    with a WithBody where the yield was; None for any other shape (made once per function)."""
    if hasattr(node, "_hflint_spliced"):
        made: ast.FunctionDef | None = node._hflint_spliced
        return made
    made = None
    if isinstance(node, ast.FunctionDef) and any(
        (d.id if isinstance(d, ast.Name) else d.attr if isinstance(d, ast.Attribute) else "") == "contextmanager"
        for d in node.decorator_list
    ):
        inner = [n for n in ast.walk(node) if n is not node]
        yields = [n for n in inner if isinstance(n, (ast.Yield, ast.YieldFrom))]
        nested = any(isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef)) for n in inner)
        if len(yields) == 1 and isinstance(yields[0], ast.Yield) and not nested:
            made = _splice(node, yields[0])
    node._hflint_spliced = made  # type: ignore[attr-defined]
    return made


def _splice(node: ast.FunctionDef, found: ast.Yield) -> ast.FunctionDef | None:
    def marker(stmt: ast.stmt) -> ast.stmt:
        made = ast.copy_location(WithBody(), stmt)
        made.value = found.value  # type: ignore[attr-defined]
        made.end_lineno, made.end_col_offset = stmt.end_lineno, stmt.end_col_offset
        return made

    def is_yield(stmt: ast.stmt) -> bool:
        return isinstance(stmt, ast.Expr) and stmt.value is found

    body: list[ast.stmt] = []
    done = False
    for stmt in node.body:
        if is_yield(stmt):
            body.append(marker(stmt))
            done = True
        elif isinstance(stmt, ast.Try) and any(is_yield(s) for s in stmt.body):
            tried = ast.copy_location(
                ast.Try(
                    body=[marker(s) if is_yield(s) else s for s in stmt.body],
                    handlers=stmt.handlers,
                    orelse=stmt.orelse,
                    finalbody=stmt.finalbody,
                ),
                stmt,
            )
            tried.end_lineno, tried.end_col_offset = stmt.end_lineno, stmt.end_col_offset
            body.append(tried)
            done = True
        else:
            body.append(stmt)
    if not done:
        return None
    made = ast.copy_location(
        ast.FunctionDef(name=node.name, args=node.args, body=body, decorator_list=[], returns=node.returns), node
    )
    made.type_params = []  # type: ignore[attr-defined]  # (a field from Python 3.12 on)
    made.end_lineno, made.end_col_offset = node.end_lineno, node.end_col_offset
    return made


def call_thunks(interp: Interpreter, call: _Call, st: State) -> None:
    """An unknown function that receives a function needing no argument may call it: walk it
    once there (`timeit.timeit(lambda: model.generate(...))`, `Thread(target=run)`). One
    that needs arguments is left to the walk of functions nothing calls."""
    from hflint.core.flow import BoundMethod, _Call

    for v in (*call.args, *call.kwargs.values()):
        for o in options(v):
            if isinstance(o, FuncVal) and _needs_no_argument(o.node, 0):
                interp._call_user_function(o, _Call(call.node, (), {}, False), st, None)
            elif isinstance(o, BoundMethod) and _needs_no_argument(o.func.node, 1):
                interp._call_user_function(o.func, _Call(call.node, (), {}, False), st, o.self_ref)


def _needs_no_argument(node: ast.AST, bound: int) -> bool:
    if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
        return False
    a = node.args
    required = len(a.posonlyargs) + len(a.args) - len(a.defaults) - bound
    return required <= 0 and all(d is not None for d in a.kw_defaults)


# ---------------------------------------------------------------- symbol calls


def _partial(interp: Interpreter, call: _Call, st: State) -> Value:
    if not call.args:
        return UNKNOWN
    return Partial(call.args[0], tuple(call.args[1:]), tuple(call.kwargs.items()), call.opaque)


def _run_elsewhere(interp: Interpreter, call: _Call, st: State) -> Value:
    """`await asyncio.to_thread(model.generate, **enc, assistant_model=draft)`: the function
    is called with the rest of the arguments (in another thread, but called all the same); a
    transformers call whose coroutine is bound to a name runs where it is awaited."""
    if not call.args:
        return UNKNOWN
    if _names_future(interp, call.node):
        future = _deferred(interp, call, call.args[0], call.args[1:], st)
        if future is not None:
            return future
    from hflint.core.flow import _Call

    rest = _Call(call.node, call.args[1:], call.kwargs, call.opaque, call.variants)
    return interp._call_value_options(call.args[0], rest, st)


def _map(interp: Interpreter, call: _Call, st: State) -> Value:
    """`map(fn, items)` (`list(map(...))`, a `for` over it): `fn` called with each element, in
    order, where the walk knows them all (a list written out or built from known parts, as a
    sweep's, core/sweeps.py, an enum class's members, a read file's lines, or what a generator
    of the file yields), else once with an element
    it does not know. Read as consumed: a map object nobody iterates calls nothing, which
    scripts do not write."""
    if call.opaque or call.kwargs or len(call.args) < 2:
        interp._havoc_args(call, st)
        return UNKNOWN
    from hflint.core import sweeps
    from hflint.core.flow import _Call

    # (each iterable is listed as `for` lists it: an enum class of the file is its members, a
    # file opened for reading its lines, a generator function whose yields the walk listed that
    # list: `map(run, Mode)`, `map(parse, fh)`, `pool.imap(run, batches(rows))`)
    columns = [sweeps.listed(enum_listed(interp, items, st), st.heap) for items in call.args[1:]]

    def one(row: tuple[Value, ...]) -> Value:
        return interp._call_value_options(call.args[0], _Call(call.node, row, {}, False), st)

    if any(column is None for column in columns):
        one(tuple(UNKNOWN for _ in columns))
        return UNKNOWN
    # (each call an element of a sweep: a finding names it, `run(Mode.FAST)`, core/sweeps.py)
    return Seq(tuple(sweeps.call_each(interp, call.node, list(zip(*columns)), one)), False)  # type: ignore[arg-type]


def _reduce(interp: Interpreter, call: _Call, st: State) -> Value:
    """`functools.reduce(fn, items, initial)`: `fn` called on the running value and each element
    in turn, over a list the walk knows in full (a list of transform functions folded over a
    base dict of settings, an enum's members, a generator's yields); anything else is unknown,
    `fn` called once with unknown values."""
    if call.opaque or call.kwargs or len(call.args) not in (2, 3):
        interp._havoc_args(call, st)
        return UNKNOWN
    from hflint.core import sweeps
    from hflint.core.flow import _Call

    items = sweeps.listed(enum_listed(interp, call.args[1], st), st.heap)
    if items is None or (len(call.args) == 2 and not items):
        interp._call_value_options(call.args[0], _Call(call.node, (UNKNOWN, UNKNOWN), {}, False), st)
        return UNKNOWN
    items = list(items)
    acc = call.args[2] if len(call.args) == 3 else items.pop(0)
    for item in items:
        acc = interp._call_value_options(call.args[0], _Call(call.node, (acc, item), {}, False), st)
    return acc


def _compiled(interp: Interpreter, call: _Call, st: State) -> Value:
    """`torch.compile(model)` (or of a function): a wrapper whose attributes are the wrapped
    module's, so `compiled.generate(...)` is the model's generate; the walk reads it as the model,
    and its `_orig_mod` as the model too."""
    if call.opaque or len(call.args) != 1:
        interp._havoc_args(call, st)
        return UNKNOWN
    return _marked(call.args[0], "compiled", st)


def _marked(model: Value, wrapper: str, st: State) -> Value:
    """The model, marked as read through `wrapper` (ModelObj.wrappers) on every path."""
    for o in options(model):
        obj = st.heap.get(o)
        if isinstance(obj, ModelObj) and wrapper not in obj.wrappers:
            writable = st.heap.writable(o)
            assert isinstance(writable, ModelObj)
            writable.wrappers = writable.wrappers | {wrapper}
    return model


def unmarked(model: Value, wrapper: str, st: State) -> None:
    """The model, no longer read through `wrapper` (peft's `merge_and_unload()`)."""
    for o in options(model):
        obj = st.heap.get(o)
        if isinstance(obj, ModelObj) and wrapper in obj.wrappers:
            writable = st.heap.writable(o)
            assert isinstance(writable, ModelObj)
            writable.wrappers = writable.wrappers - {wrapper}


def _wrapped_model(interp: Interpreter, call: _Call, st: State) -> Value:
    """A library wrapper that forwards to the model it wraps: peft's `get_peft_model(model,
    config)` and `PeftModel.from_pretrained(model, adapter)` (its `generate` calls the model's
    with the same arguments, its other attributes are the model's; `merge_and_unload()` gives
    the model back), accelerate's `unwrap_model(model)` and `extract_model_from_parallel(model)`.
    The walk reads the wrapper as the model."""
    model = call.args[0] if call.args else call.kwargs.get("model")
    if call.opaque or model is None:
        interp._havoc_args(call, st)
        return UNKNOWN
    return model


def _peft_wrapped(interp: Interpreter, call: _Call, st: State) -> Value:
    """peft's wrappers (_wrapped_model), whose `base_model` is peft's tuner holding the model.
    `get_peft_model(model, LoraConfig(task_type="CAUSAL_LM", ...))` builds a PeftModelForCausalLM
    (kept_by_peft_wrapper)."""
    model = _marked(_wrapped_model(interp, call, st), "peft", st)
    config = call.node.args[1] if len(call.node.args) > 1 else None
    if isinstance(config, ast.Call) and any(
        k.arg == "task_type" and _peft_task_name(k.value) in _PEFT_LM_TASKS for k in config.keywords
    ):
        _marked(model, "peft-lm", st)
    return model


def _peft_lm_wrapped(interp: Interpreter, call: _Call, st: State) -> Value:
    """`PeftModelForCausalLM.from_pretrained(model, adapter)` (or Seq2SeqLM)."""
    return _marked(_peft_wrapped(interp, call, st), "peft-lm", st)


# The task types for which peft builds a PeftModelForCausalLM or PeftModelForSeq2SeqLM.
_PEFT_LM_TASKS = frozenset({"CAUSAL_LM", "SEQ_2_SEQ_LM"})


def _peft_task_name(node: ast.expr) -> str | None:
    """`"CAUSAL_LM"` or `TaskType.CAUSAL_LM` written in a peft config's `task_type=`."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == "TaskType":
        return node.attr
    return None


def kept_by_peft_wrapper(obj: ModelObj, attr: str) -> bool:
    """Whether `wrapper.attr = value` on a model read through peft's wrapper sets the wrapper's own
    attribute and leaves the model's: a PeftModel is a torch module whose `__setattr__` is
    nn.Module's. PeftModelForCausalLM/Seq2SeqLM's generate copies the wrapper's generation config
    onto the model first (peft 0.21), so there a generation config given to the wrapper is the
    model's at generate; a PeftModel built without a task type (or one the walk cannot tell) does
    not, and its generate runs on the model's own."""
    if "peft" not in obj.wrappers:
        return False
    return attr != "generation_config" or "peft-lm" not in obj.wrappers


# AutoPeftModel classes and the transformers class each loads the adapter's base model with.
_AUTO_PEFT_TARGETS = {
    "AutoPeftModelForCausalLM": "AutoModelForCausalLM",
    "AutoPeftModelForSeq2SeqLM": "AutoModelForSeq2SeqLM",
}
# AutoPeftModel.from_pretrained's own parameters; every other keyword goes to the base model's
# `from_pretrained` (peft 0.21, auto.py).
_AUTO_PEFT_OWN = frozenset({"pretrained_model_name_or_path", "adapter_name", "is_trainable", "config", "revision"})


def _auto_peft(target: str) -> Callable[[Interpreter, _Call, State], Value]:
    def loaded(interp: Interpreter, call: _Call, st: State) -> Value:
        """`AutoPeftModelForCausalLM.from_pretrained(folder, **kwargs)` of a folder the script
        saved a peft model to: the adapter's base checkpoint (the one the saved model was loaded
        from, as adapter_config.json's `base_model_name_or_path` holds it) loaded fresh by
        `target.from_pretrained(base, **kwargs)`, then wrapped. An adapter the walk did not see
        saved is unknown."""
        from hflint.core import saved
        from hflint.core.flow import _Call

        folder = call.args[0] if call.args else call.kwargs.get("pretrained_model_name_or_path")
        found = saved.saved_at(interp, folder, st) if folder is not None and not call.opaque else None
        objs = [st.heap.get(o) for o in options(found)] if found is not None else []
        bases = {
            o.checkpoint
            for o in objs
            if isinstance(o, ModelObj) and "peft" in o.wrappers and isinstance(o.checkpoint, Const) and o.checkpoint.value
        }
        if not objs or len(bases) != 1 or len(objs) != sum(isinstance(o, ModelObj) and "peft" in o.wrappers for o in objs):
            interp._havoc_args(call, st)
            return UNKNOWN
        kwargs = {k: v for k, v in call.kwargs.items() if k not in _AUTO_PEFT_OWN}
        base_call = _Call(call.node, (bases.pop(),), kwargs, False)
        model = interp._load_files(target, "from_pretrained", base_call, st)
        interp._observe_load(target, base_call, model, st)
        return _marked(_marked(model, "peft", st), "peft-lm", st)

    return loaded


# torch's eager-mode quantization functions that return the model they were given with its
# layers swapped (nn.Linear for a dynamically quantized Linear, observers added or folded): the
# same class, config and generation config. Each: the keyword of the model, the position of
# `inplace` (default False, where the function deep-copies the model first).
_QUANTIZERS: dict[str, tuple[str, int]] = {
    "quantize_dynamic": ("model", 4),
    "quantize": ("model", 4),
    "quantize_qat": ("model", 3),
    "prepare": ("model", 1),
    "prepare_qat": ("model", 2),
    "convert": ("module", 2),
    "fuse_modules": ("model", 2),
    "fuse_modules_qat": ("model", 2),
}
_QUANTIZER_MODULES = {
    "quantize_dynamic": ("quantize",),
    "quantize": ("quantize",),
    "quantize_qat": ("quantize",),
    "prepare": ("quantize",),
    "prepare_qat": ("quantize",),
    "convert": ("quantize",),
    "fuse_modules": ("fuse_modules",),
    "fuse_modules_qat": ("fuse_modules",),
}


def _quantizer(name: str) -> Callable[[Interpreter, _Call, State], Value]:
    keyword, inplace_at = _QUANTIZERS[name]

    def quantized(interp: Interpreter, call: _Call, st: State) -> Value:
        """`quantize_dynamic(model, {torch.nn.Linear}, dtype=torch.qint8)` and its kin: the
        model itself with `inplace=True`, else a deep copy of it (what `copy.deepcopy` gives:
        torch copies the model before swapping its layers). Anything the walk cannot read
        (the model unknown, `inplace` not a constant, `*args`) is unknown."""
        model = call.args[0] if call.args else call.kwargs.get(keyword)
        inplace = call.args[inplace_at] if len(call.args) > inplace_at else call.kwargs.get("inplace", Const(False))
        if call.opaque or model is None or not isinstance(inplace, Const) or not isinstance(inplace.value, bool):
            interp._havoc_args(call, st)
            return UNKNOWN
        if inplace.value:
            return model
        if isinstance(model, Ref) and len(interp._objs(model, st)) == 1:
            return deep_copied(model, st.heap)
        interp._havoc_args(call, st)
        return UNKNOWN

    return quantized


def _parallel(interp: Interpreter, call: _Call, st: State) -> Value:
    model = call.args[0] if call.args else call.kwargs.get("module")
    if call.opaque or model is None:
        interp._havoc_args(call, st)
        return UNKNOWN
    return ParallelVal(model)


def parallel_attr(interp: Interpreter, wrapper: ParallelVal, attr: str, st: State) -> Value:
    return wrapper.module if attr == "module" else UNKNOWN


def _accelerator(interp: Interpreter, call: _Call, st: State) -> Value:
    return AcceleratorVal()


def accelerator_attr(interp: Interpreter, acc: AcceleratorVal, attr: str, st: State) -> Value:
    if attr in ("unwrap_model", "prepare_model"):
        return Symbol("accelerate.utils.extract_model_from_parallel")
    if attr == "prepare":
        return Symbol("accelerate.Accelerator.prepare")
    return processes.method(attr) or UNKNOWN


def _prepared(interp: Interpreter, call: _Call, st: State) -> Value:
    """`accelerator.prepare(model, optimizer, loader)`: the same objects, in order (one alone when
    given one)."""
    if call.opaque or call.kwargs or not call.args:
        interp._havoc_args(call, st)
        return UNKNOWN
    return call.args[0] if len(call.args) == 1 else Seq(tuple(call.args), True)


def _thread(interp: Interpreter, call: _Call, st: State) -> Value:
    """`Thread(target=model.generate, kwargs=generation_kwargs)`, the streaming idiom (a
    `TextIteratorStreamer` read while generate runs): the target is called with `args` and
    `kwargs` where the thread is made (scripts start it at once), and an error it raises is
    reported there. The thread object itself is not followed."""
    from hflint.core.flow import _Call

    target = call.kwargs.get("target", call.args[1] if len(call.args) > 1 else None)
    if target is None or call.opaque:
        interp._havoc_args(call, st)
        return UNKNOWN
    positional = call.kwargs.get("args", call.args[3] if len(call.args) > 3 else Seq((), True))
    keywords = call.kwargs.get("kwargs", call.args[4] if len(call.args) > 4 else None)
    call.node._hflint_takes_no_keywords = True  # type: ignore[attr-defined]  # (no fix adds one to Thread(...))
    spread: dict[str, Value] = {}
    opaque = keywords is not None and interp._spread(spread, keywords, st)
    if type(positional) is not Seq:
        interp._call_value_options(target, _Call(call.node, (), spread, True), st)
        return UNKNOWN
    interp._call_value_options(target, _Call(call.node, positional.items, spread, opaque), st)  # type: ignore[attr-defined]
    return UNKNOWN


def _executor(interp: Interpreter, call: _Call, st: State) -> Value:
    """`ThreadPoolExecutor(max_workers=2, initializer=init, initargs=(name,))`: `init(name)`
    runs first, as each worker runs it before its first task (loading the worker's models into
    a global or a `threading.local()`)."""
    _initialize(interp, call, call.kwargs.get("initializer"), call.kwargs.get("initargs"), st)
    return ExecutorVal("pool")


def _process_pool(interp: Interpreter, call: _Call, st: State) -> Value:
    """`multiprocessing.Pool(processes, initializer, initargs)` (or by keyword): the initializer
    runs first, in each worker process, before its tasks; `pool.map` / `imap` /
    `imap_unordered` (with a `chunksize`) call the function on each item, `pool.apply(fn,
    args, kwds)` / `apply_async(...)` once."""
    init = call.args[1] if len(call.args) > 1 else call.kwargs.get("initializer")
    init_args = call.args[2] if len(call.args) > 2 else call.kwargs.get("initargs")
    _initialize(interp, call, init, init_args, st)
    return ExecutorVal("processes")


def _process_context(interp: Interpreter, call: _Call, st: State) -> Value:
    """`multiprocessing.get_context("spawn")`: a context has the module's API (`ctx.Pool(...)`
    is a process pool, started the way the context says)."""
    return Symbol("multiprocessing")


def _initialize(interp: Interpreter, call: _Call, fn: Value | None, args: Value | None, st: State) -> None:
    if fn is None or call.opaque or (isinstance(fn, Const) and fn.value is None):
        return
    from hflint.core.flow import _Call

    if args is None:
        args = Seq((), True)
    if type(args) is not Seq:
        interp._call_value_options(fn, _Call(call.node, (), {}, True), st)
        return
    interp._call_value_options(fn, _Call(call.node, args.items, {}, False), st)  # type: ignore[attr-defined]


def _pool_map(interp: Interpreter, call: _Call, st: State) -> Value:
    """`pool.map(fn, items, chunksize=8)` of a process pool: `map(fn, items)`."""
    from hflint.core.flow import _Call

    if set(call.kwargs) - {"chunksize"} or len(call.args) != 2:
        interp._havoc_args(call, st)
        return UNKNOWN
    return _map(interp, _Call(call.node, call.args, {}, call.opaque, call.variants), st)


def _pool_apply(interp: Interpreter, call: _Call, st: State) -> Value:
    """`pool.apply(fn, (a, b), {"k": v})` / `apply_async(fn, args=..., kwds=...)`: `fn(a, b, k=v)`."""
    from hflint.core.flow import _Call

    fn = call.args[0] if call.args else call.kwargs.get("func")
    args = call.args[1] if len(call.args) > 1 else call.kwargs.get("args", Seq((), True))
    kwds = call.args[2] if len(call.args) > 2 else call.kwargs.get("kwds")
    allowed = {"func", "args", "kwds", "callback", "error_callback"}
    if fn is None or call.opaque or type(args) is not Seq or set(call.kwargs) - allowed:
        interp._havoc_args(call, st)
        return UNKNOWN
    keywords: dict[str, Value] = {}
    opaque = False
    if kwds is not None:
        obj = st.heap.get(kwds) if len(options(kwds)) == 1 else None
        known = isinstance(obj, DictObj) and type(obj) is DictObj and obj.complete
        if known and not any(o is ABSENT for v in obj.items.values() for o in options(v)):  # type: ignore[union-attr]
            keywords = dict(obj.items)  # type: ignore[union-attr]
        else:
            opaque = True
    return interp._call_value_options(fn, _Call(call.node, args.items, keywords, opaque), st)  # type: ignore[attr-defined]


def executor_attr(interp: Interpreter, pool: ExecutorVal, attr: str, st: State) -> Value:
    """`pool.map` is `map` (its results in order, an error raised where the loop reads it);
    `pool.submit(fn, *args, **kwargs)` runs `fn(*args, **kwargs)` (its future's `result()` is
    not followed)."""
    if pool.kind == "loop":
        # An asyncio event loop: `await loop.run_in_executor(None, fn, *args)` runs `fn(*args)`
        # (in the executor given first, or the loop's default one).
        return Symbol("asyncio.AbstractEventLoop.run_in_executor") if attr == "run_in_executor" else UNKNOWN
    if pool.kind == "processes":
        if attr in ("map", "imap", "imap_unordered"):
            return Symbol("multiprocessing.pool.Pool.map")
        if attr in ("apply", "apply_async"):
            return Symbol("multiprocessing.pool.Pool.apply")
        return UNKNOWN
    if attr == "map":
        return Symbol("builtins.map")
    if attr == "submit":
        return Symbol("concurrent.futures.Executor.submit")
    return UNKNOWN


def _submit(interp: Interpreter, call: _Call, st: State) -> Value:
    """`pool.submit(fn, *args, **kwargs)`: `fn(*args, **kwargs)` runs in a worker thread. A
    function of the file is walked here (its own lines are in the traceback `result()` raises);
    a transformers call whose future is bound to a name is walked where `name.result()` takes
    it, the line its error surfaces on, and not at all when nothing takes it (the future keeps
    the error, and the script runs on)."""
    future = _deferred(interp, call, call.args[0], call.args[1:], st) if call.args else None
    if future is not None:
        return future
    if not interp.futures_keep_errors():
        return _run_elsewhere(interp, call, st)
    # (nothing takes the error out of the future, or the script asks each future for its
    # `exception()` first: what the function raises stays in its future)
    outer = interp.caught
    interp.caught = outer | {"BaseException"}
    try:
        return _run_elsewhere(interp, call, st)
    finally:
        interp.caught = outer


def _names_future(interp: Interpreter, node: ast.Call) -> bool:
    """Whether the statement being walked binds this call's value to one name (`fut = ...`), or
    a list of them (`futs = [pool.submit(...) for kw in jobs]`)."""
    stmt = interp._stmt
    value: ast.expr | None
    if isinstance(stmt, ast.Assign) and len(stmt.targets) == 1 and isinstance(stmt.targets[0], ast.Name):
        value = stmt.value
    elif isinstance(stmt, ast.AnnAssign) and isinstance(stmt.target, ast.Name):
        value = stmt.value
    else:
        return False
    return value is node or isinstance(value, ast.ListComp) and value.elt is node


def _deferred(interp: Interpreter, call: _Call, fn: Value, args: tuple[Value, ...], st: State) -> FutureVal | None:
    """The future of a transformers call `fn(*args, **call.kwargs)` run elsewhere and bound to a
    name; None when it is walked where it is made (a function of the file, a future not named)."""
    if call.variants or not _names_future(interp, call.node):
        return None
    if not all(_library_callable(o, st) for o in options(fn)):
        return None
    return FutureVal(Partial(fn, args, tuple(call.kwargs.items()), call.opaque))


def _library_callable(fn: Value, st: State) -> bool:
    """A transformers callable no line of the file runs inside: a model's or a generation
    config's method, a class or function of transformers, a pipeline (a partial of one)."""
    if isinstance(fn, Partial):
        return all(_library_callable(o, st) for o in options(fn.func))
    if isinstance(fn, (ModelMethod, LibraryMethod)):
        return True
    if isinstance(fn, Symbol):
        return fn.qualname.startswith("transformers.")
    return isinstance(st.heap.get(fn), PipelineObj)


def future_attr(interp: Interpreter, fut: FutureVal, attr: str, st: State) -> Value:
    """`fut.result()` runs the job there; `fut.exception()`, `fut.done()`, ... raise nothing."""
    if attr == "result":
        return Partial(Symbol("concurrent.futures.Future.result"), (fut,), (), False)
    return UNKNOWN


def _future_result(interp: Interpreter, call: _Call, st: State) -> Value:
    """`fut.result(timeout)`: the job's call, placed on this call (where its error surfaces)."""
    fut = call.args[0] if call.args else None
    if not isinstance(fut, FutureVal):
        return UNKNOWN
    return run_future(interp, fut, call.node, st)


def run_future(interp: Interpreter, fut: FutureVal, node: ast.Call, st: State) -> Value:
    """The job of a future, walked as a call placed on `node` (which hands no keyword on)."""
    from hflint.core.flow import _Call

    job = fut.job
    node._hflint_takes_no_keywords = True  # type: ignore[attr-defined]  # (no fix adds one to `fut.result()`)
    return interp._call_value_options(job.func, _Call(node, job.args, dict(job.kwargs), job.opaque), st)


def awaited_future(interp: Interpreter, fut: FutureVal, node: ast.Await, st: State) -> Value:
    """`out = await fut` of `fut = loop.run_in_executor(None, fn)` or `coro = asyncio.to_thread(fn)`:
    the job walked there, as a call placed on the awaited expression."""
    call = getattr(node, "_hflint_call", None)
    if call is None:
        call = ast.Call(func=node.value, args=[], keywords=[])
        ast.copy_location(call, node)
        node._hflint_call = call  # type: ignore[attr-defined]  # (one node per await: one site)
    return run_future(interp, fut, call, st)


def _as_completed(interp: Interpreter, call: _Call, st: State) -> Value:
    """`for f in as_completed(futs):` the futures themselves (in the order they finish, which the
    walk does not know: listed as given)."""
    if call.opaque or len(call.args) != 1 or type(call.args[0]) is not Seq:
        interp._havoc_args(call, st)
        return UNKNOWN
    return Seq(call.args[0].items, False)  # type: ignore[attr-defined]


def _manager_method(interp: Interpreter, value: Value, name: str, st: State) -> tuple[FuncVal, Value] | None:
    """The `__enter__` / `__exit__` a class of the file defines (along its MRO) for the one
    instance `value` names; None for anything else (a library's manager, several objects)."""
    if len(options(value)) != 1:
        return None
    obj = st.heap.get(value)
    if not isinstance(obj, InstanceObj) or obj.cls is None:
        return None
    fn = method_of(interp, obj.cls, name, st)
    return (fn, value) if fn is not None else None


def enter_manager(interp: Interpreter, value: Value, node: ast.AST, st: State) -> Value | None:
    """`with Patch(cfg, "use_cache", False) as c:`: the value of its `__enter__` (walked, so the
    body sees what it set); a new `ExitStack` is entered as itself. None: not a manager of
    either kind (the `with` is walked as before)."""
    if isinstance(value, ExitStackVal):
        interp.exit_stacks[value.key] = []
        return value
    if isinstance(value, processes.Share):
        return value.share
    found = _manager_method(interp, value, "__enter__", st)
    if found is None or _manager_method(interp, value, "__exit__", st) is None:
        return None
    from hflint.core.flow import _Call

    return interp._call_user_function(found[0], _Call(node, (), {}, False), st, found[1])  # type: ignore[arg-type]


def manager_swallows(interp: Interpreter, value: Value, st: State) -> frozenset[str]:
    """The classes the `__exit__` of a manager of the file swallows (catching.exit_swallows)."""
    from hflint.core import catching

    found = _manager_method(interp, value, "__exit__", st)
    node = getattr(found[0], "node", None) if found is not None else None
    if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
        return catching.NOTHING
    return catching.exit_swallows(node)


def exit_manager(interp: Interpreter, value: Value, node: ast.AST, st: State) -> None:
    """A manager's `__exit__(None, None, None)`; an `ExitStack`'s entered managers and
    callbacks, last first."""
    from hflint.core.flow import _Call

    if isinstance(value, ExitStackVal):
        for kind, entry, call in reversed(interp.exit_stacks.pop(value.key, [])):
            if kind == "manager":
                exit_manager(interp, entry, node, st)
            else:
                interp._call_value_options(entry, call, st)
        return
    found = _manager_method(interp, value, "__exit__", st)
    if found is not None:
        none = Const(None)
        interp._call_user_function(found[0], _Call(node, (none, none, none), {}, False), st, found[1])  # type: ignore[arg-type]


def _exit_stack(interp: Interpreter, call: _Call, st: State) -> Value:
    return ExitStackVal(id(call.node))


def exit_stack_attr(interp: Interpreter, stack: ExitStackVal, attr: str, st: State) -> Value:
    if attr in ("enter_context", "callback"):
        return Partial(Symbol(f"contextlib.ExitStack.{attr}"), (stack,), (), False)
    return UNKNOWN


def _stack_enter_context(interp: Interpreter, call: _Call, st: State) -> Value:
    """`stack.enter_context(cm)`: `cm.__enter__()` now, its `__exit__` when the stack's `with` ends."""
    if call.opaque or call.kwargs or len(call.args) != 2 or not isinstance(call.args[0], ExitStackVal):
        return UNKNOWN
    stack, manager = call.args
    entries = interp.exit_stacks.get(stack.key)  # type: ignore[attr-defined]
    opened = enter_manager(interp, manager, call.node, st) if entries is not None else None
    if opened is None:
        return UNKNOWN
    entries.append(("manager", manager, None))  # type: ignore[union-attr]
    return opened


def _stack_callback(interp: Interpreter, call: _Call, st: State) -> Value:
    """`stack.callback(fn, *args, **kwargs)`: `fn(*args, **kwargs)` when the stack's `with` ends."""
    if call.opaque or len(call.args) < 2 or not isinstance(call.args[0], ExitStackVal):
        return UNKNOWN
    entries = interp.exit_stacks.get(call.args[0].key)
    if entries is None:
        return UNKNOWN
    from hflint.core.flow import _Call

    entries.append(("callback", call.args[1], _Call(call.node, call.args[2:], call.kwargs, False)))
    return call.args[1]


def _event_loop(interp: Interpreter, call: _Call, st: State) -> Value:
    """`asyncio.get_running_loop()` (`get_event_loop`, `new_event_loop`): the loop whose
    `run_in_executor` hands a function and its arguments to a thread pool."""
    return ExecutorVal("loop")


def _run_in_executor(interp: Interpreter, call: _Call, st: State) -> Value:
    """`loop.run_in_executor(executor, fn, *args)`: `fn(*args)` (it takes no keywords; a
    `functools.partial` carries them)."""
    if call.opaque or call.kwargs or len(call.args) < 2:
        interp._havoc_args(call, st)
        return UNKNOWN
    from hflint.core.flow import _Call

    call.node._hflint_takes_no_keywords = True  # type: ignore[attr-defined]  # (run_in_executor takes none)
    future = _deferred(interp, call, call.args[1], call.args[2:], st)
    if future is not None:
        return future  # (`fut = loop.run_in_executor(...)`, its error raised by `await fut`)
    return interp._call_value_options(call.args[1], _Call(call.node, call.args[2:], {}, False), st)


def _chain_map(interp: Interpreter, call: _Call, st: State) -> Value:
    """`ChainMap(cli, profile, defaults)`: the first mapping that holds a key gives it (read as a
    dict of the layers as they are now). A layer the walk does not know may hold any key: what
    the layers below it say is dropped, not kept."""
    from hflint.core.values import DictObj

    if call.opaque or call.kwargs:
        return UNKNOWN
    layered = DictObj(interp.origin(call.node, "ChainMap built here"))
    for layer in reversed(call.args):
        found = [st.heap.get(o) for o in options(layer)]
        if len(found) == 1 and isinstance(found[0], DictObj):
            interp._merge_into(layered, layer, st)
        else:
            layered.items.clear()
            layered.complete = False
    return st.heap.new(layered)


def _fromkeys(interp: Interpreter, call: _Call, st: State) -> Value:
    """`dict.fromkeys(["num_beams", "num_return_sequences"], 2)`: each key given the value (None
    without one), when the walk knows every key."""
    from hflint.core import sweeps
    from hflint.core.values import DictObj

    if call.opaque or call.kwargs or not 1 <= len(call.args) <= 2:
        return UNKNOWN
    keys = sweeps.listed(call.args[0], st.heap)
    if keys is None or not all(type(k) is Const and isinstance(k.value, str) for k in keys):
        return UNKNOWN
    value = call.args[1] if len(call.args) == 2 else Const(None)
    items = {k.value: value for k in keys}  # type: ignore[attr-defined]
    return st.heap.new(DictObj(interp.origin(call.node, "dict built here"), items))


def _getattr(interp: Interpreter, call: _Call, st: State) -> Value:
    if len(call.args) < 2 or call.opaque:
        return UNKNOWN
    name = call.args[1]
    if not (isinstance(name, Const) and isinstance(name.value, str)):
        return UNKNOWN
    if len(call.args) == 3 and surely_unset(interp, call.args[0], name.value, st):
        return call.args[2]
    if len(call.args) == 3 and name.value == "_orig_mod" and _uncompiled(call.args[0], st):
        return call.args[2]  # (`getattr(model, "_orig_mod", model)`: the model, compiled or not)
    if len(call.args) == 3 and name.value == "generation_config":
        kept = _pipeline_config_or_default(interp, call.args[0], call.args[2], st)
        if kept is not None:
            return kept
    value = join_all(interp._attr_of(o, name.value, st) for o in options(call.args[0]))
    return value


def _uncompiled(value: Value, st: State) -> bool:
    """Whether `value` is, on every path, a transformers model torch.compile did not wrap (which
    has no `_orig_mod`)."""
    objs = [st.heap.get(o) for o in options(value)]
    return bool(objs) and all(type(o) is ModelObj and "compiled" not in o.wrappers for o in objs)


def _pipeline_config_or_default(interp: Interpreter, target: Value, default: Value, st: State) -> Value | None:
    """`getattr(pipe, "generation_config", None)`, as code written for several releases reads a
    pipeline's settings: the copy the pipeline kept (4.57-5.19), or the default from 5.20, whose
    pipelines keep none (no AttributeError: the default is what the call gives). None where the
    target is not surely a pipeline or no release is assumed."""
    kept = _pipelines_keep_config(interp, target, st)
    if kept is None:
        return None
    return join_all(st.heap.get(r).snapshot for r in options(target)) if kept else default  # type: ignore[union-attr]


def _pipelines_keep_config(interp: Interpreter, target: Value, st: State) -> bool | None:
    """Whether the pipeline(s) `target` holds keep a `generation_config` of their own (up to
    5.19); None where the target is not surely a pipeline or no release is assumed."""
    refs = options(target)
    if not refs or not all(isinstance(r, Ref) and isinstance(st.heap.get(r), PipelineObj) for r in refs):
        return None
    live = release_at_least(interp, "5.20")
    return None if live is None else not live


# What every transformers model has, whatever its class: `PreTrainedModel.__init__` sets `config`
# and `generation_config` (None for a model that cannot generate, but set), and the methods below.
_MODEL_ATTRIBUTES = frozenset({"config", "generation_config", "generate", "forward", "eval", "to", "device", "dtype"})


def _hasattr(interp: Interpreter, call: _Call, st: State) -> Value:
    """`hasattr(obj, "name")`: False where the attribute surely does not exist yet (`if not
    hasattr(self, "model"): self.load()` on the first request); True for what every
    transformers model has (`if hasattr(model, "generation_config"):` before patching it);
    anything else unknown."""
    if len(call.args) != 2 or call.opaque or call.kwargs:
        return UNKNOWN
    name = call.args[1]
    if not (isinstance(name, Const) and isinstance(name.value, str)):
        return UNKNOWN
    if surely_unset(interp, call.args[0], name.value, st):
        return Const(False)
    if name.value in _MODEL_ATTRIBUTES and _surely_model(call.args[0], st):
        return Const(True)
    if name.value == "generation_config" and (kept := _pipelines_keep_config(interp, call.args[0], st)) is not None:
        return Const(kept)
    return UNKNOWN


def _surely_model(value: Value, st: State) -> bool:
    """Whether `value` is a transformers model on every path (not the user's subclass, which
    may define anything)."""
    refs = options(value)
    return bool(refs) and all(isinstance(r, Ref) and type(st.heap.get(r)) is ModelObj for r in refs)


def surely_unset(interp: Interpreter, value: Value, attr: str, st: State) -> bool:
    """Whether `value.attr` surely does not exist yet, so that `getattr(value, attr, default)` is
    the default (a handler's lazy set-up, `if not getattr(self, "initialized", False):
    self.initialize(ctx)`, on its first request): one instance of a class of the file, built
    by a call the walk saw (not the stand-in instance of a method walked on its own), never
    given to a function hflint does not follow, holding no such attribute; its classes all the
    file's own, none defining the name at class level or `__getattr__`, nor using `setattr`,
    `vars`, `__dict__`, `__getattribute__`, `__setattr__` or `__slots__`."""
    refs = options(value)
    if len(refs) != 1 or not isinstance(refs[0], Ref) or refs[0].oid in interp.escaped:
        return False
    obj = st.heap.get(refs[0])
    if type(obj) is not InstanceObj or obj.origin is None or obj.cls is None or attr in obj.attrs:
        return False
    if attr.startswith("__") or lookup(interp, obj.cls, attr, st) is not None:
        return False
    for c in mro(interp, obj.cls, st):
        if not isinstance(c, ClassVal) or _own(c.node, "__getattr__") is not None:
            return False
        if _class_binds(c.node) & _BINDING_NAMES:
            return False
    return True


def _setattr(interp: Interpreter, call: _Call, st: State) -> Value:
    """`setattr(obj, "name", value)` with a known name is `obj.name = value` (a loop over a
    literal dict of settings walks each item with its key known); any other name: the object
    may have changed anywhere."""
    name = call.args[1] if len(call.args) == 3 and not call.opaque else None
    if not (isinstance(name, Const) and isinstance(name.value, str)):
        interp._havoc_args(call, st)
        return UNKNOWN
    interp.write_attr(call.args[0], name.value, call.args[2], st, call.node)
    return Const(None)


def _super(interp: Interpreter, call: _Call, st: State) -> Value:
    if len(call.args) == 2 and isinstance(call.args[0], ClassVal):
        return SuperVal(call.args[1], call.args[0])
    if call.args or not interp._calling or not interp._frames:
        return UNKNOWN
    fn, _env = interp._calling[-1]
    node = fn.node
    if fn.owner is None or isinstance(node, ast.Lambda):
        return UNKNOWN
    env = module_globals(interp, fn.module_env, st)
    owner = env.get(fn.owner) if env is not None else None
    if not isinstance(owner, ClassVal) or _own(owner.node, node.name) is not node:
        return UNKNOWN
    params = [p.arg for p in node.args.posonlyargs + node.args.args]
    if not params:
        return UNKNOWN
    first = interp._frames[-1].get(params[0], UNKNOWN)
    return SuperVal(first, owner)


def _replace(interp: Interpreter, call: _Call, st: State) -> Value:
    """`dataclasses.replace(record, **changes)`: a copy with those fields changed."""
    obj = st.heap.get(call.args[0]) if len(call.args) == 1 else None
    if not isinstance(obj, InstanceObj) or obj.cls is None:
        return UNKNOWN
    attrs = dict(obj.attrs)
    attrs.update(call.kwargs)
    if call.opaque:
        attrs = {k: UNKNOWN for k in attrs}
    return st.heap.new(InstanceObj(interp.origin(call.node, "record copied here"), obj.cls, attrs))


def _asdict(interp: Interpreter, call: _Call, st: State) -> Value:
    """`dataclasses.asdict(record)`: its fields as a dict."""
    obj = st.heap.get(call.args[0]) if len(call.args) == 1 else None
    if not isinstance(obj, InstanceObj) or obj.cls is None or record_fields(interp, obj.cls, st) is None:
        return UNKNOWN
    from hflint.core.values import DictObj

    return st.heap.new(DictObj(interp.origin(call.node, "record as a dict here"), dict(obj.attrs)))


def _field_names(interp: Interpreter, call: _Call, name: str) -> set[str] | None:
    """The field names of `include=` / `exclude=`: a set, list, tuple or dict literal of strings
    (read from the call, since a set is no value of the walk), or a list or tuple value."""
    for kw in getattr(call.node, "keywords", ()):
        if kw.arg == name and isinstance(kw.value, (ast.Set, ast.List, ast.Tuple, ast.Dict)):
            elts = kw.value.keys if isinstance(kw.value, ast.Dict) else kw.value.elts
            if all(isinstance(e, ast.Constant) and isinstance(e.value, str) for e in elts):
                return {e.value for e in elts}  # type: ignore[union-attr]
            return None
    value = call.kwargs.get(name)
    if not isinstance(value, (Seq, Members)):
        return None
    names = [o.value for o in value.items if isinstance(o, Const) and isinstance(o.value, str)]
    return set(names) if len(names) == len(value.items) else None


def _current_module(interp: Interpreter) -> int:
    """The module whose code the walk is in (a function's module while it runs)."""
    return interp._calling[-1][0].module_env if interp._calling else interp.module_key


def _field_names_of(value: Value) -> list[str] | None:
    """A namedtuple's field names: `"a b c"`, `"a, b, c"`, or a list or tuple of strings (the
    functional `NamedTuple`'s `(name, type)` pairs too)."""
    if isinstance(value, Const) and isinstance(value.value, str):
        names = value.value.replace(",", " ").split()
    elif isinstance(value, Seq):
        names = []
        for item in value.items:
            if isinstance(item, Seq) and len(item.items) == 2:
                item = item.items[0]
            if not (isinstance(item, Const) and isinstance(item.value, str)):
                return None
            names.append(item.value)
    else:
        return None
    if not names or len(set(names)) != len(names):
        return None
    if not all(n.isidentifier() and not n.startswith("_") for n in names):
        return None
    return names


def _defaults_nodes(node: ast.Call, count: int, at_module: bool) -> list[ast.expr | None] | None:
    """The expressions of `defaults=` (they fill the last fields): a literal list or tuple's
    items, or, for a call at module level, `DEFAULTS[i]` of a name. None: defaults the walk does
    not know (every field's default is then unknown)."""
    given = next((kw.value for kw in node.keywords if kw.arg == "defaults"), None)
    if given is None or (isinstance(given, ast.Constant) and given.value is None):
        return [None] * count
    if isinstance(given, (ast.List, ast.Tuple)) and not any(isinstance(e, ast.Starred) for e in given.elts):
        elts: list[ast.expr] = list(given.elts)
        if len(elts) > count:
            return None
        if not at_module and not all(isinstance(e, ast.Constant) for e in elts):
            return None
        return [None] * (count - len(elts)) + elts  # type: ignore[list-item]
    return None


def namedtuple_class(node: ast.Call, names: list[str], defaults: list[ast.expr | None] | None, module_env: int) -> ClassVal:
    """The record class `namedtuple("Settings", [...], defaults=...)` (or the functional
    `NamedTuple("Settings", [...])`) makes: a class statement of annotated fields, as
    `class Settings(NamedTuple)` writes it, made once per call (a field whose default the walk
    does not know is read as unknown when not given)."""
    made = getattr(node, "_hflint_namedtuple_class", None)
    shape = (tuple(names), None if defaults is None else tuple(id(d) if d is not None else 0 for d in defaults))
    if made is None or made[0] != shape:
        name = node.args[0].value if node.args and isinstance(node.args[0], ast.Constant) else "namedtuple"
        body: list[ast.stmt] = []
        for i, field_name in enumerate(names):
            default = defaults[i] if defaults is not None else None
            stmt = ast.AnnAssign(ast.Name(field_name, ast.Store()), ast.Constant(None), default, 1)
            body.append(ast.copy_location(stmt, node))
        cls_node = ast.ClassDef(str(name), [], [], body, [])
        ast.copy_location(cls_node, node)
        cls_node._hflint_namedtuple = True  # type: ignore[attr-defined]
        made = (shape, cls_node)
        node._hflint_namedtuple_class = made  # type: ignore[attr-defined]
    cls_node = made[1]
    return ClassVal(cls_node, id(cls_node), module_env)


def _namedtuple(interp: Interpreter, call: _Call, st: State) -> Value:
    """`collections.namedtuple("Settings", "a b c", defaults=(...))` and the functional
    `typing.NamedTuple("Settings", [("a", int), ...])`: a record class (see namedtuple_class)."""
    if call.opaque or len(call.args) != 2 or not isinstance(call.node, ast.Call):
        return UNKNOWN
    if set(call.kwargs) - {"defaults", "rename", "module"}:
        return UNKNOWN
    rename = call.kwargs.get("rename")
    if rename is not None and not (isinstance(rename, Const) and rename.value is False):
        return UNKNOWN
    names = _field_names_of(call.args[1])
    if names is None:
        return UNKNOWN
    at_module = not interp._frames
    defaults = _defaults_nodes(call.node, len(names), at_module)
    return namedtuple_class(call.node, names, defaults, _current_module(interp))


def _namedtuple_base(interp: Interpreter, node: ast.expr, env: dict[str, Value] | None, module_env: int, st: State) -> Value:
    """A base class written as the factory's call (`class Settings(namedtuple("Settings", "a b"))`):
    the record class it makes, from literal field names and defaults."""
    if not (isinstance(node, ast.Call) and len(node.args) == 2):
        return _resolve(interp, node, env, st)
    if _qualname(_resolve(interp, node.func, env, st)) not in _NAMED_TUPLE_FACTORIES:
        return _resolve(interp, node, env, st)
    spec = node.args[1]
    if isinstance(spec, ast.Constant):
        given: Value = Const(spec.value)
    elif isinstance(spec, (ast.List, ast.Tuple)):
        given = Seq(
            tuple(
                Seq(tuple(Const(x.value) if isinstance(x, ast.Constant) else UNKNOWN for x in e.elts), True)
                if isinstance(e, ast.Tuple)
                else Const(e.value)
                if isinstance(e, ast.Constant)
                else UNKNOWN
                for e in spec.elts
            ),
            True,
        )
    else:
        return UNKNOWN
    names = _field_names_of(given)
    if names is None or any(kw.arg not in ("defaults", "module") for kw in node.keywords):
        return UNKNOWN
    return namedtuple_class(node, names, _defaults_nodes(node, len(names), False), module_env)


_NAMED_TUPLE_FACTORIES = frozenset({"collections.namedtuple", "typing.NamedTuple", "typing_extensions.NamedTuple"})


def record_as_tuple(interp: Interpreter, value: Value, st: State) -> Seq | None:
    """A namedtuple instance as the tuple it is (`a, b = settings`, `settings[0]`, `*settings`)."""
    obj = st.heap.get(value) if isinstance(value, Ref) else None
    if not isinstance(obj, InstanceObj) or obj.cls is None or not _is_named_tuple(interp, obj.cls, st):
        return None
    found = record_fields(interp, obj.cls, st)
    if found is None:
        return None
    return Seq(tuple(obj.attrs.get(f.name, UNKNOWN) for f in found[0]), True)


def _subclasses(interp: Interpreter, call: _Call, st: State) -> Value:
    """`Strategy.__subclasses__()`: the classes of the file defined so far whose bases name
    `Strategy` itself, in the order of their definitions (a registry walked to find the class
    whose NAME matches a setting). Classes defined inside a function, or in another module,
    are not found: unknown when the module's globals are out of reach."""
    if call.opaque or call.kwargs or len(call.args) != 1 or not isinstance(cls := call.args[0], ClassVal):
        return UNKNOWN
    env = module_globals(interp, cls.module_env, st)
    if env is None:
        return UNKNOWN
    subs: list[Value] = []
    for value in env.values():
        if not isinstance(value, ClassVal) or value.key == cls.key or value.module_env != cls.module_env:
            continue
        if value.closure is not None or value.defaults is not None:
            return UNKNOWN  # (a class a function made: others may be out of sight too)
        bases = [_namedtuple_base(interp, node, env, value.module_env, st) for node in value.node.bases]
        if any(isinstance(b, ClassVal) and b.key == cls.key for b in bases):
            if any(isinstance(b, ClassVal) and b.key == value.key for b in subs):
                continue
            subs.append(value)
        elif any(not isinstance(b, (ClassVal, Symbol)) for b in bases):
            return UNKNOWN  # (a base the walk cannot name may be `Strategy` too)
    return Seq(tuple(subs), False)


def _make(interp: Interpreter, call: _Call, st: State) -> Value:
    """`Settings._make(iterable)`: the record built from the items by position."""
    from hflint.core import sweeps
    from hflint.core.flow import _Call

    if call.opaque or call.kwargs or len(call.args) != 2 or not isinstance(call.args[0], ClassVal):
        return UNKNOWN
    items = record_as_tuple(interp, call.args[1], st)
    listed = list(items.items) if items is not None else sweeps.listed(call.args[1], st.heap)
    if listed is None:
        return UNKNOWN
    made = build_record(interp, call.args[0], _Call(call.node, tuple(listed), {}, False), st)
    return made if made is not None else UNKNOWN


def _model_dump(interp: Interpreter, call: _Call, st: State) -> Value:
    """`settings.model_dump()` (`.dict()`) of a pydantic model: its fields as a dict, less those
    `exclude=` names, only those `include=` names, and without the surely-None ones under
    `exclude_none=True`. What depends on which fields were set (`exclude_unset`,
    `exclude_defaults`) or on aliases stays unknown."""
    from hflint.core.values import DictObj

    obj = st.heap.get(call.args[0]) if len(call.args) == 1 else None
    if call.opaque or not isinstance(obj, InstanceObj) or obj.cls is None or record_fields(interp, obj.cls, st) is None:
        return UNKNOWN
    items = dict(obj.attrs)
    for key, value in call.kwargs.items():
        if key in ("include", "exclude"):
            names = _field_names(interp, call, key)
            if names is None:
                return UNKNOWN
            items = {k: v for k, v in items.items() if (k in names) == (key == "include")}
        elif key == "exclude_none":
            if not (isinstance(value, Const) and isinstance(value.value, bool)):
                return UNKNOWN
            if value.value:
                kept = {}
                for k, v in items.items():
                    nones = [isinstance(o, Const) and o.value is None for o in options(v)]
                    if any(nones) and not all(nones):
                        return UNKNOWN  # (the key may or may not be there)
                    if not any(nones):
                        kept[k] = v
                items = kept
        elif key == "mode" or (key in ("by_alias", "exclude_unset", "exclude_defaults") and _is_false(value)):
            continue
        else:
            return UNKNOWN
    return st.heap.new(DictObj(interp.origin(call.node, "model_dump() made here"), items))


def _model_dump_json(interp: Interpreter, call: _Call, st: State) -> Value:
    """`settings.model_dump_json()` (`.json()`): the JSON of what `model_dump()` makes, as a text
    known by its parse (core/files.py), which `Model.model_validate_json` reads back."""
    from hflint.core.flow import _Call

    if set(call.kwargs) - {"include", "exclude", "exclude_none", "by_alias", "exclude_unset", "exclude_defaults", "indent"}:
        return UNKNOWN
    kwargs = {k: v for k, v in call.kwargs.items() if k != "indent"}
    dumped = _model_dump(interp, _Call(call.node, call.args, kwargs, call.opaque), st)
    from hflint.core import files

    return files.data_text(dumped, "JSON", st) if dumped is not UNKNOWN else UNKNOWN


def _model_validate(interp: Interpreter, call: _Call, st: State, text: bool = False) -> Value:
    """`Model.model_validate(data)` (`parse_obj`): the model built from a dict the walk knows in
    full, as `Model(**data)`; `model_validate_json(text)` (`parse_raw`) parses the text first
    (a literal, a file's text, what `model_dump_json()` made). pydantic ignores keys that are no
    field by default, as building the instance from the keywords does here."""
    from hflint.core import textdata
    from hflint.core.flow import _Call
    from hflint.core.values import ABSENT, DictObj

    if call.opaque or call.kwargs or len(call.args) != 2 or not isinstance(call.args[0], ClassVal):
        return UNKNOWN
    cls, data = call.args
    assert isinstance(cls, ClassVal)
    if text:
        data = textdata._parse(interp, _Call(call.node, (data,), {}, False), st, "JSON")
    found = [st.heap.get(o) for o in options(data)]
    if len(found) != 1 or not isinstance(found[0], DictObj) or not found[0].complete:
        return UNKNOWN
    items = {k: v for k, v in found[0].items.items() if v is not ABSENT}
    made = instantiate(interp, cls, _Call(call.node, (), items, False), st)
    return made if made is not None else UNKNOWN


def _model_validate_json(interp: Interpreter, call: _Call, st: State) -> Value:
    return _model_validate(interp, call, st, text=True)


def _is_false(value: Value) -> bool:
    return isinstance(value, Const) and value.value is False


def _model_copy(interp: Interpreter, call: _Call, st: State) -> Value:
    """`settings.model_copy(update={...})` (`.copy(update=...)`): a copy with those fields changed."""
    from hflint.core.values import DictObj

    obj = st.heap.get(call.args[0]) if len(call.args) == 1 else None
    if call.opaque or not isinstance(obj, InstanceObj) or obj.cls is None:
        return UNKNOWN
    attrs = dict(obj.attrs)
    for key, value in call.kwargs.items():
        if key == "update":
            found = [st.heap.get(o) for o in options(value)]
            if len(found) != 1 or not isinstance(found[0], DictObj) or not found[0].complete:
                return UNKNOWN
            attrs.update({k: v for k, v in found[0].items.items()})
        elif key != "deep":
            return UNKNOWN
    return st.heap.new(InstanceObj(interp.origin(call.node, "model copied here"), obj.cls, attrs))


# peft's constructors of a model wrapper, as imported from `peft` (or its modules).
_PEFT_WRAPPERS = (
    "get_peft_model",
    "mapping.get_peft_model",
    "mapping_func.get_peft_model",
    *(
        f"{module}{cls}.from_pretrained"
        for module in ("", "peft_model.")
        for cls in ("PeftModel", "PeftModelForCausalLM", "PeftModelForSeq2SeqLM")
    ),
)
# peft's functions that hand back the model they were given (casts, gradient checkpointing and
# input gradients switched on; the model config and generation config untouched, peft 0.21).
_PEFT_PREPARERS = tuple(f"{module}prepare_model_for_kbit_training" for module in ("", "utils.", "utils.other."))
_PARALLEL_WRAPPERS = (
    "torch.nn.DataParallel",
    "torch.nn.parallel.DataParallel",
    "torch.nn.parallel.DistributedDataParallel",
    "torch.nn.parallel.distributed.DistributedDataParallel",
    "torch.distributed.fsdp.FullyShardedDataParallel",
)

OBJECT_NEW = "builtins.object.__new__"


def _object_new(interp: Interpreter, call: _Call, st: State) -> Value:
    """`object.__new__(cls)` (or `super().__new__(cls)` reaching it) of a class of the file: a
    bare instance of it, which no `__init__` has run on yet."""
    cls = call.args[0] if call.args else None
    if not isinstance(cls, ClassVal):
        return UNKNOWN
    return st.heap.new(InstanceObj(interp.origin(call.node, f"`{cls.node.name}` made here by __new__"), cls, {}))


def constructed(interp: Interpreter, cls: ClassVal, made: Value, st: State) -> list[Value]:
    """What `cls.__new__` returned that Python then runs `cls.__init__` on: the options that are
    instances of `cls` (or of a subclass). A singleton's `__new__` returns the one instance it
    keeps in a class attribute, made on the first call."""
    out = []
    for o in options(made):
        obj = st.heap.get(o)
        if isinstance(obj, InstanceObj) and not isinstance(obj, UserDictObj) and obj.cls is not None:
            if any(isinstance(c, ClassVal) and c.key == cls.key for c in mro(interp, obj.cls, st)):
                out.append(o)
    return out


SYMBOL_CALLS: dict[str, Callable[[Interpreter, _Call, State], Value]] = {
    OBJECT_NEW: _object_new,
    "dataclasses.replace": _replace,
    "dataclasses.asdict": _asdict,
    "dataclasses.fields": _fields,
    "pydantic.BaseModel.model_dump": _model_dump,
    "pydantic.BaseModel.model_copy": _model_copy,
    "pydantic.BaseModel.model_dump_json": _model_dump_json,
    "pydantic.BaseModel.model_validate": _model_validate,
    "pydantic.BaseModel.model_validate_json": _model_validate_json,
    "functools.partial": _partial,
    "builtins.getattr": _getattr,
    "builtins.hasattr": _hasattr,
    "builtins.setattr": _setattr,
    "builtins.type": lambda interp, call, st: (
        config_class(call.args[0], st) if len(call.args) == 1 and not call.kwargs else UNKNOWN
    ),
    "asyncio.to_thread": _run_elsewhere,
    "contextlib.ExitStack": _exit_stack,
    "contextlib.ExitStack.enter_context": _stack_enter_context,
    "contextlib.ExitStack.callback": _stack_callback,
    "asyncio.get_running_loop": _event_loop,
    "asyncio.get_event_loop": _event_loop,
    "asyncio.new_event_loop": _event_loop,
    "asyncio.AbstractEventLoop.run_in_executor": _run_in_executor,
    "concurrent.futures.Executor.submit": _submit,
    "concurrent.futures.Future.result": _future_result,
    "concurrent.futures.as_completed": _as_completed,
    "builtins.map": _map,
    "functools.reduce": _reduce,
    "concurrent.futures.ThreadPoolExecutor": _executor,
    "threading.Thread": _thread,
    "torch.compile": _compiled,
    **{
        f"peft.{name}": _peft_lm_wrapped if "ForCausalLM" in name or "ForSeq2SeqLM" in name else _peft_wrapped
        for name in _PEFT_WRAPPERS
    },
    **{f"peft.{name}": _wrapped_model for name in _PEFT_PREPARERS},
    **{
        f"peft.{module}{cls}.from_pretrained": _auto_peft(target)
        for cls, target in _AUTO_PEFT_TARGETS.items()
        for module in ("", "auto.")
    },
    "accelerate.utils.extract_model_from_parallel": _wrapped_model,
    # (accelerate's big-model loading hands back the model it placed: the same object)
    **{
        f"accelerate.{module}{name}": _wrapped_model
        for name in ("load_checkpoint_and_dispatch", "dispatch_model", "cpu_offload", "disk_offload")
        for module in ("", "big_modeling.")
    },
    "accelerate.Accelerator": _accelerator,
    "accelerate.PartialState": _accelerator,
    "accelerate.state.PartialState": _accelerator,
    processes.SPLIT: processes.split,
    "accelerate.Accelerator.prepare": _prepared,
    **{name: _parallel for name in _PARALLEL_WRAPPERS},
    **{
        f"{package}{module}{name}": _quantizer(name)
        for name, modules in _QUANTIZER_MODULES.items()
        for package in ("torch.ao.quantization.", "torch.quantization.")
        for module in ("", *(f"{m}." for m in modules))
    },
    "concurrent.futures.ProcessPoolExecutor": _executor,
    "multiprocessing.Pool": _process_pool,
    "multiprocessing.get_context": _process_context,
    "multiprocessing.pool.Pool": _process_pool,
    "multiprocessing.pool.ThreadPool": _process_pool,
    "multiprocessing.pool.Pool.map": _pool_map,
    "multiprocessing.pool.Pool.apply": _pool_apply,
    "concurrent.futures.thread.ThreadPoolExecutor": _executor,
    "concurrent.futures.process.ProcessPoolExecutor": _executor,
    "collections.ChainMap": _chain_map,
    "collections.namedtuple": _namedtuple,
    "typing.NamedTuple": _namedtuple,
    "typing_extensions.NamedTuple": _namedtuple,
    "collections.namedtuple._make": _make,
    "type.__subclasses__": _subclasses,
    "builtins.dict.fromkeys": _fromkeys,
    "builtins.super": _super,
    "builtins.isinstance": _isinstance,
    **{f"builtins.dict.{name}": _dict_function(name) for name in _DICT_CALLED},
}
ATTR_HOOKS: dict[type, Callable[[Interpreter, Value, str, State], Value]] = {
    ClassVal: class_attr,  # type: ignore[dict-item]
    FuncVal: function_attr,  # type: ignore[dict-item]
    SuperVal: super_attr,  # type: ignore[dict-item]
    ExecutorVal: executor_attr,  # type: ignore[dict-item]
    FutureVal: future_attr,  # type: ignore[dict-item]
    ExitStackVal: exit_stack_attr,  # type: ignore[dict-item]
    EnumMember: enum_member_attr,  # type: ignore[dict-item]
    RecordField: record_field_attr,  # type: ignore[dict-item]
    ParallelVal: parallel_attr,  # type: ignore[dict-item]
    TunerVal: tuner_attr,  # type: ignore[dict-item]
    AcceleratorVal: accelerator_attr,  # type: ignore[dict-item]
}
CALL_HOOKS: dict[type, Callable[[Interpreter, Value, _Call, State], Value]] = {
    ModelMethod: call_value,
    DictMethod: call_value,
    LibraryMethod: call_value,
    Partial: call_value,
    InheritedClassMethod: call_value,
}
