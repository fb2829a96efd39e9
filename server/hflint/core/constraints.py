"""What a generate call's `prefix_allowed_tokens_fn` returns at the first step of generation
(HF198): the function, walked once with the first call's arguments."""

from __future__ import annotations

import ast
import builtins
import weakref
from typing import TYPE_CHECKING

from hflint.core import objects
from hflint.core.values import UNKNOWN, ClassVal, Const, FuncVal, InstanceObj, Members, Origin, Seq, Value, options

if TYPE_CHECKING:
    from hflint.core.flow import Interpreter, State

# Past this many functions behind one value (a join of several), it is not followed.
_MAX_FUNCTIONS = 4


def first_empty(interp: Interpreter, fn: Value, node: ast.Call, st: State) -> tuple[Origin, ...]:
    """Where `fn(0, input_ids)` returns an empty collection on every path, as generate's
    PrefixConstrainedLogitsProcessor calls it at the first step (batch id 0, the first row's
    ids, which the walk does not know): the `return` statements that gave it. Empty where that
    is not known: a value that is no function of this file; one that may raise, yield or
    suspend (what the processor gets is then not a return value); one that returns anything
    else on some path. The function is walked on a copy of the state: nothing it does is kept."""
    from hflint.core.flow import _Call

    defs = _functions(interp, fn, st)
    if not defs or any(_may_leave_otherwise(d) for d in defs):
        return ()
    call = _Call(node, (Const(0), UNKNOWN), {}, False)
    saved, interp.watched_returns = interp.watched_returns, (interp.depth + 1, [])
    try:
        value = interp._call_value_options(fn, call, st.copy())
        ran = interp.watched_returns[1]
    finally:
        interp.watched_returns = saved
    # (only a collection written out empty at the `return` is known to be empty there: the walk
    # keeps a list held by a name as it was made, and a helper that fills it through another
    # name goes unseen)
    # (or a name the walk knows empty there, in a file that grows no list in place: nothing
    # can have filled it through another name, `make_fn(cfg["allowed_ids"])` with an empty list)
    held = {id(r) for r in ran if isinstance(r.value, ast.Name) and not _grows_lists(interp.tree)}
    if not ran or not empty(value) or not all(_written_empty(r.value) or id(r) in held for r in ran):
        return ()
    if not all(_every_return_empty(d, held) for d in defs) and not _tests_decided_by_scalars(interp, fn, defs, st):
        return ()
    return tuple(dict.fromkeys(interp.origin(r, "returns an empty collection here") for r in ran))


def _functions(interp: Interpreter, fn: Value, st: State, depth: int = 0) -> list[ast.AST] | None:
    """The definitions (def or lambda) a call of `fn` runs first; None when one is not known."""
    from hflint.core.flow import BoundMethod

    found: list[ast.AST] = []
    for o in options(fn):
        if isinstance(o, FuncVal) and o.module_env == interp.module_key:
            found.append(o.node)
        elif isinstance(o, BoundMethod) and o.func.module_env == interp.module_key:
            found.append(o.func.node)
        elif isinstance(o, objects.Partial) and depth < 2:
            inner = _functions(interp, o.func, st, depth + 1)
            if inner is None:
                return None
            found.extend(inner)
        else:
            obj = st.heap.get(o)
            if not isinstance(obj, InstanceObj) or not isinstance(obj.cls, ClassVal) or obj.cls.module_env != interp.module_key:
                return None
            where = objects.lookup(interp, obj.cls, "__call__", st)
            if not isinstance(where, tuple) or not isinstance(where[1], (ast.FunctionDef, ast.AsyncFunctionDef)):
                return None
            found.append(where[1])
        if len(found) > _MAX_FUNCTIONS:
            return None
    return found


def _may_leave_otherwise(fn: ast.AST) -> bool:
    """Whether the function's own body may end otherwise than by returning a value: a `raise` or
    an `assert` (the error is then its own), a `yield` (a generator has no length), an async def (a
    coroutine has none). Nested functions and classes are not its body."""
    if isinstance(fn, ast.AsyncFunctionDef):
        return True
    todo: list[ast.AST] = [fn.body] if isinstance(fn, ast.Lambda) else list(getattr(fn, "body", []))
    while todo:
        n = todo.pop()
        if isinstance(n, (ast.Raise, ast.Assert, ast.Yield, ast.YieldFrom, ast.Await)):
            return True
        if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Lambda)):
            continue
        todo.extend(ast.iter_child_nodes(n))
    return False


def _own_nodes(fn: ast.AST) -> list[ast.AST]:
    """The nodes of a function's own body (nested functions and classes are not its body)."""
    todo: list[ast.AST] = [fn.body] if isinstance(fn, ast.Lambda) else list(getattr(fn, "body", []))  # type: ignore[list-item]
    found: list[ast.AST] = []
    while todo:
        n = todo.pop()
        if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Lambda)):
            continue
        found.append(n)
        todo.extend(ast.iter_child_nodes(n))
    return found


def _every_return_empty(fn: ast.AST, held: set[int] = frozenset()) -> bool:  # type: ignore[assignment]
    """Every `return` of the function gives a collection written out empty (a lambda's body is
    its return), or one of `held`: the walk reached it and knows its name empty."""
    if isinstance(fn, ast.Lambda):
        return _written_empty(fn.body)
    returns = [n for n in _own_nodes(fn) if isinstance(n, ast.Return)]
    return bool(returns) and all(_written_empty(r.value) or id(r) in held for r in returns)


# Methods that grow a list (or set, dict) in place, and augmented operators that may.
_GROWING = frozenset({"append", "extend", "insert", "add", "update", "setdefault", "__iadd__", "__ior__"})
# (per module tree, held weakly: a language server walks a new tree on every edit)
_GROWS: weakref.WeakKeyDictionary[ast.AST, bool] = weakref.WeakKeyDictionary()


def _grows_lists(tree: ast.AST) -> bool:
    """Whether the module may fill a collection in place anywhere: a call of a method named as
    list.append or set.add (on anything), a `+=` or `|=` whose value is not a number, an item or
    slice written into something. The walk keeps a list as it was made; where none of these is
    written, an empty list it holds stays empty."""
    got = _GROWS.get(tree)
    if got is not None:
        return got
    grows = False
    foreign = _foreign_names(tree)
    for n in ast.walk(tree):
        if isinstance(n, ast.Call) and _root_name(n.func) in foreign:
            # (a function of a module the walk does not read, given anything but constants)
            grows = any(not isinstance(a, ast.Constant) for a in (*n.args, *(k.value for k in n.keywords)))
        elif isinstance(n, ast.Attribute) and n.attr in _GROWING:
            grows = True
        elif isinstance(n, ast.AugAssign) and isinstance(n.op, (ast.Add, ast.BitOr)):
            grows = not (isinstance(n.value, ast.Constant) and type(n.value.value) in (int, float))
        elif isinstance(n, (ast.Assign, ast.AugAssign, ast.AnnAssign)):
            targets = n.targets if isinstance(n, ast.Assign) else [n.target]
            grows = any(isinstance(t, ast.Subscript) for target in targets for t in ast.walk(target))
        if grows:
            break
    _GROWS[tree] = grows
    return grows


# Modules whose functions fill no list of the script's in place.
_KNOWN_MODULES = frozenset(
    {"transformers", "torch", "numpy", "json", "os", "sys", "re", "math", "random", "time", "dataclasses", "typing"}
    | {"collections", "itertools", "functools", "argparse", "pathlib", "logging", "string", "enum", "abc"}
)


def _foreign_names(tree: ast.AST) -> set[str]:
    """The names the module's imports bind to modules (or their members) outside _KNOWN_MODULES."""
    out: set[str] = set()
    for n in ast.walk(tree):
        if isinstance(n, ast.Import):
            out.update((a.asname or a.name).split(".")[0] for a in n.names if a.name.split(".")[0] not in _KNOWN_MODULES)
        elif isinstance(n, ast.ImportFrom) and (n.level or (n.module or "").split(".")[0] not in _KNOWN_MODULES):
            out.update(a.asname or a.name for a in n.names)
    return out


def _root_name(node: ast.AST) -> str | None:
    while isinstance(node, (ast.Attribute, ast.Call, ast.Subscript)):
        node = node.func if isinstance(node, ast.Call) else node.value
    return node.id if isinstance(node, ast.Name) else None


def _tests_decided_by_scalars(interp: Interpreter, fn: Value, defs: list[ast.AST], st: State) -> bool:
    """Where some `return` gives a non-empty value and the walk did not reach it, whether every
    branch test of the function reads only its parameters (but a method's `self`), builtins, and
    names of its closure or module that hold a known number, string, bool or None: a test on a
    list or an attribute may be decided from a list as the walk kept it, and a helper may have
    filled that list through another name (`CACHE = []` then `fill(CACHE)`)."""
    funcs = [o for o in options(fn) if isinstance(o, FuncVal)]
    if len(funcs) != 1 or len(defs) != 1 or funcs[0].node is not defs[0] or funcs[0].module_env != interp.module_key:
        return False  # (a method, a partial, a callable instance: their tests are not read here)
    node = defs[0]
    args = node.args  # type: ignore[attr-defined]
    params = {a.arg for a in args.posonlyargs + args.args + args.kwonlyargs}
    closure = funcs[0].closure or {}
    names = interp.globals if interp._frames else st.env
    tests = _tests(node)
    if tests is None:
        return False
    for test in tests:
        for n in ast.walk(test):
            if isinstance(n, (ast.Lambda, ast.NamedExpr, ast.Call)) and not _builtin_call(n, params, closure, names):
                return False
            if not isinstance(n, ast.Name) or n.id in params:
                continue
            value = closure.get(n.id, names.get(n.id))
            if value is None:
                if not hasattr(builtins, n.id):
                    return False
            elif not (isinstance(value, Const) and (value.value is None or type(value.value) in (bool, int, float, str))):
                return False
    return True


def _tests(fn: ast.AST) -> list[ast.expr] | None:
    """The branch tests of a function's own body; None where it loops, matches, catches or
    enters a context (what those decide is not read here)."""
    found: list[ast.expr] = []
    for n in _own_nodes(fn):
        if isinstance(n, (ast.If, ast.IfExp)):
            found.append(n.test)
        elif isinstance(n, ast.comprehension):
            found.append(n.iter)
            found.extend(n.ifs)
        elif isinstance(n, (ast.While, ast.For, ast.AsyncFor, ast.Match, ast.Try, ast.With, ast.AsyncWith)):
            return None
    return found


def _builtin_call(n: ast.AST, params: set[str], closure: dict, names: dict) -> bool:
    """`len(x)`, `isinstance(x, int)`: a builtin function's call (its arguments are read on)."""
    return (
        isinstance(n, ast.Call)
        and isinstance(n.func, ast.Name)
        and n.func.id not in params
        and n.func.id not in closure
        and n.func.id not in names
        and n.func.id in ("len", "isinstance", "int", "bool", "abs", "min", "max")
    )


def _written_empty(node: ast.expr | None) -> bool:
    """`[]`, `()`, `list()`, `tuple()`, `set()`, `frozenset()` as written (the walk's value of
    the call then says whether the name is the builtin's)."""
    if isinstance(node, (ast.List, ast.Tuple)):
        return not node.elts
    return (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id in ("list", "tuple", "set", "frozenset")
        and not node.args
        and not node.keywords
    )


def empty(value: Value) -> bool:
    """Whether every path of the returned value is an empty list, tuple or set the walk knows in
    full: what the processor's `len(prefix_allowed_tokens) == 0` rejects."""
    opts = options(value)
    return bool(opts) and all(_empty_one(o) for o in opts)


def _empty_one(v: Value) -> bool:
    if isinstance(v, Seq):
        return not v.items and v.count is None
    if isinstance(v, Members):
        return not v.items
    return False
