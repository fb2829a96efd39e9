"""Loops over a literal collection of configurations (sweeps), walked once per element, in order.

Benchmark scripts and CLIs iterate over a few configurations written in the file:
`for name, kw in MODES.items(): model.generate(**kw)`, `for cfg in [GenerationConfig(...), ...]`,
`for num_beams, use_cache in itertools.product([1, 4], [True, False])`. When the walk can list
the iterable (a list or tuple value, a dict the walk knows every key of, and what
`.items()`, `.values()`, `.keys()`, `enumerate`, `zip`, `itertools.product`, `range`,
`reversed`, `sorted`, `list`, `tuple` and comprehensions make of those: see
flow.Interpreter._call_symbol and _e_ListComp), `walk_elements` binds the loop target to
each element in turn and walks the body once per element, each iteration starting from the
state the previous one left, as straight code would. A call the body reaches is observed once
per element, each observation of the same run of the loop naming its element (`Visit`):
`MODES["lookup"]`, `configs[2]`, `(num_beams, use_cache) = (4, False)`, or where the element
is written.

An element raises surely when the loop surely reaches it: the collection is iterated in full
and, up to that element, no `break`, `return` or `raise` may have left the loop, and no
`continue` may have skipped the call in that element's own iteration (engine._combine makes
the finding an error when one element that is surely reached raises on every path, a warning
when some may). `break` and `continue` end their path here, so a condition on the element
(`if name == "skip": continue`) is decided per element. An element after one whose call raises
(with any code, surely or on some path) is not surely reached: its finding is a warning, as it
raises only once the earlier element is fixed (engine._blocked_elements). A `try` around the call inside the body
does not lower the severity (the call still raises; the handler hides it).

A comprehension with one `for` whose element makes a call (`{name: bench(kw) for name, kw in
CONFIGS.items()}`, `[run(k) for k in SIZES]`, `list(run(k) for k in SIZES)`) runs its elements
in order as the same `for` statement would: flow.Interpreter._comprehension walks them as the
elements of a sweep (a LoopFrame of its own, labelled here), unless the iterable is one of
several lists (no element is then sure).

Bounds: at most MAX_ELEMENTS elements per loop, and MAX_WALKED iterations for nested sweeps
together; beyond, and over anything the walk cannot list, the loop is walked once with an
unknown target as before (flow.Interpreter._loop).
"""

from __future__ import annotations

import ast
import json
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from hflint.core import tables
from hflint.core.values import ABSENT, UNKNOWN, Const, DictObj, Heap, OneOf, Ref, Seq, Value, options

if TYPE_CHECKING:
    from hflint.core.flow import Interpreter, State

MAX_ELEMENTS = 32
MAX_WALKED = 64
# The longest list a builtin (range, itertools.product, a comprehension) is made into.
MAX_MADE = 64


@dataclass(slots=True, eq=False)
class Visit:
    """One time the walk reached a call: its observations are the paths of that moment
    (core/paths.py projections, `**kwargs` variants). In a sweep, `run` is the loop's run
    (the outermost one's, for nested sweeps), `label` the element, `reached` whether the loop
    surely got there."""

    run: object | None = None
    label: tuple[str, ...] = ()  # the element of each sweep, outermost first
    reached: bool = True
    # Which iteration of every loop around the call it was, outermost first: a sweep's element
    # (a Turn of its own per element) or a loop walked once (its LoopFrame); and the function
    # run it was in (the frame's Env; None at module level). blocked.fold_later_calls compares
    # them: two calls of one function run in one element of a sweep.
    turns: tuple[object, ...] = ()
    scope: object | None = None


class Turn:
    """One element of a sweep (LoopFrame.turn), told apart by identity. A `for` statement's
    elements carry the statement (`loop`) and their place in the walk (`seq`, growing):
    blocked.py tells an earlier element of the same loop by them."""

    __slots__ = ("loop", "seq")
    _walked = 0

    def __init__(self, loop: ast.stmt | None = None) -> None:
        Turn._walked += 1
        self.loop = loop
        self.seq = Turn._walked


@dataclass(slots=True, eq=False)
class LoopFrame:
    """A loop being walked (on Interpreter.loop_stack): a sweep, or a loop walked once (`sweep` False)."""

    depth: int
    sweep: bool
    run: object | None = None
    label: str = ""
    exits: int = 0  # break / return / raise met since the loop began
    skips: int = 0  # continue met in this iteration
    size: int = 1  # elements (a sweep)
    breaks: list = field(default_factory=list)
    continues: list = field(default_factory=list)
    node: ast.stmt | None = None  # a loop walked once: its statement (flags.binop reads what it assigns)
    turn: object | None = None  # a sweep: its element being walked (a new Turn for each)
    # A loop walked once, on the extra walk of the pass it surely makes first (`while True:`
    # halving a batch size): the names it updates still hold the values they entered with
    # (flags.binop computes with them).
    entry_pass: bool = False


def current_visit(stack: list[LoopFrame]) -> Visit:
    sweeps = [f for f in stack if f.sweep]
    turns = tuple(f.turn if f.sweep else f for f in stack)
    if not sweeps:
        return Visit(turns=turns)
    reached = all(f.exits == 0 and f.skips == 0 for f in sweeps)
    return Visit(sweeps[0].run, tuple(f.label for f in sweeps), reached, turns)


def named(raising: list[tuple[str, ...]], visited: list[tuple[str, ...]]) -> list[str]:
    """How a finding names the elements that raise: an outer element alone when every inner
    element under it raises (`MODES["lookup"]`, not each prompt under it)."""
    out: list[str] = []
    for label in raising:
        parts = [part for part in label if part]  # a loop over `_` names no element
        if not parts:
            continue
        outer = label[0]
        whole = bool(outer) and all(v in raising for v in visited if v and v[0] == outer)
        text = outer if whole else ", ".join(parts)
        if text not in out:
            out.append(text)
    return out


def innermost(stack: list[LoopFrame], depth: int) -> LoopFrame | None:
    for frame in reversed(stack):
        if frame.depth == depth:
            return frame
        if frame.depth < depth:
            return None
    return None


# ---------------------------------------------------------------- listing an iterable


def entries(obj: DictObj) -> list[tuple[str, Value]] | None:
    """A dict's keys and values in order, when every key is surely there and no other is."""
    if not obj.complete:
        return None
    out = []
    for key, value in obj.items.items():
        if value is ABSENT or any(o is ABSENT for o in options(value)):
            return None
        if key.startswith("\x00("):
            return None  # (a tuple key, core/objects.py's `dict_key`: iterating it is not followed)
        out.append((key, value))
    return out


def elements(value: Value, heap: Heap) -> list[Value] | None:
    """The elements iterating the value gives, when the walk knows them all."""
    if type(value) is Seq:
        return list(value.items)  # type: ignore[union-attr]
    if type(value) is tables.Table:
        return tables.rows(value, heap)  # (a dataset built in code: its rows, as dicts)
    if type(value) is Ref:
        obj = heap.get(value)
        if isinstance(obj, DictObj):
            found = entries(obj)
            if found is not None:
                from hflint.core import objects

                return [objects.key_value(k) for k, _ in found]
    return None


def listed(value: Value, heap: Heap) -> list[Value] | None:
    """`elements`, for the builtins that make lists (bounded by MAX_MADE)."""
    found = elements(value, heap)
    if found is None or len(found) > MAX_MADE:
        return None
    return found


def sorted_list(items: list[Value], kwargs: dict[str, Value]) -> Value | None:
    """`sorted(items)` (and `reverse=` a known bool) of constants, or of tuples whose first
    items are distinct constants (`sorted(zip(names, configs))`, `sorted(d.items())`), so that
    no comparison reaches what the walk cannot order; `key=` and anything else: unknown."""
    reverse = kwargs.get("reverse", Const(False))
    if set(kwargs) - {"reverse"} or not (isinstance(reverse, Const) and isinstance(reverse.value, bool)):
        return None
    keys: list[Any] = []
    for v in items:
        head = v.items[0] if type(v) is Seq and v.items else v  # type: ignore[union-attr]
        if not isinstance(head, Const):
            return None
        keys.append(head.value)
    if type(items[0]) is Seq if items else False:
        if len(set(map(repr, keys))) != len(keys) or not all(type(v) is Seq for v in items):
            return None
    try:
        order = sorted(range(len(items)), key=lambda i: keys[i], reverse=reverse.value)
    except TypeError:
        return None
    return made_list([items[i] for i in order])


# ---------------------------------------------------------------- walking a sweep


def walk_elements(interp: Interpreter, stmt: ast.For | ast.AsyncFor, iterable: Value, st: State) -> State | None:
    """Walk the loop once per element (None: not a loop this module walks)."""
    if isinstance(stmt, ast.AsyncFor) or type(iterable) is OneOf:
        return None
    from hflint.core import flags

    items = elements(iterable, st.heap)
    if items is None or len(items) > MAX_ELEMENTS or flags.listed_environ(iterable) is not None:
        return None  # (a loop over the environment's variables meets PATH and HOME too)
    outer = [f for f in interp.loop_stack if f.sweep]
    walked = len(items)
    for f in outer:
        walked *= max(1, f.size)
    if walked > MAX_WALKED:
        return None
    from hflint.core.flow import join_states

    frame = LoopFrame(interp.depth, True, outer[0].run if outer else object(), size=len(items))
    interp.loop_stack.append(frame)
    current = st
    try:
        for i, item in enumerate(items):
            if current.dead:
                break
            frame.skips = 0
            frame.turn = Turn(stmt)
            interp.assign(stmt.target, item, current, stmt)
            frame.label = label(stmt, iterable, i, item, current, interp)
            end = interp.exec_block(stmt.body, current)
            skipped, frame.continues = frame.continues, []
            for state in skipped:
                end = join_states(end, state)
            current = end
    finally:
        interp.loop_stack.pop()
    if not current.dead and stmt.orelse:
        current = interp.exec_block(stmt.orelse, current)
    for state in frame.breaks:
        current = join_states(current, state)
    return current


def call_each(
    interp: Interpreter, node: ast.AST, rows: list[tuple[Value, ...]], call: Callable[[tuple[Value, ...]], Value]
) -> list[Value]:
    """`map(fn, items)` over elements the walk listed: `call` once per row, in order, each as an
    element of a sweep of its own (a call the function reaches names its element, and raises
    surely where the map surely gets there), as `for item in items: fn(item)` would. Beyond the
    bounds, each row is still called, as calls of no sweep."""
    outer = [f for f in interp.loop_stack if f.sweep]
    walked = len(rows)
    for f in outer:
        walked *= max(1, f.size)
    if not rows or len(rows) > MAX_ELEMENTS or walked > MAX_WALKED or not isinstance(node, ast.Call):
        return [call(row) for row in rows]
    frame = LoopFrame(interp.depth, True, outer[0].run if outer else object(), size=len(rows))
    interp.loop_stack.append(frame)
    results: list[Value] = []
    try:
        for i, row in enumerate(rows):
            frame.skips = 0
            frame.turn = Turn()
            frame.label = _mapped_label(node, i, row)
            results.append(call(row))
    finally:
        interp.loop_stack.pop()
    return results


# ---------------------------------------------------------------- naming an element


def _show(v: Value) -> str | None:
    if type(v).__name__ == "EnumMember":  # (a plain enum's member, core/objects.py: `Mode.LEAN`)
        return f"{v.cls.node.name}.{v.name}"  # type: ignore[attr-defined]
    if isinstance(v, Const) and isinstance(v.value, (str, int, float, bool, type(None))):
        if isinstance(v.value, str):
            text = json.dumps(v.value, ensure_ascii=False)
            return text if len(text) <= 40 else None
        return repr(v.value)
    if type(v) is Seq and all(isinstance(i, Const) for i in v.items) and len(v.items) <= 4:  # type: ignore[union-attr]
        shown = [_show(i) for i in v.items]  # type: ignore[union-attr]
        if all(s is not None for s in shown):
            inner = ", ".join(shown)  # type: ignore[arg-type]
            return f"({inner})" if v.is_tuple else f"[{inner}]"  # type: ignore[union-attr]
    return None


def _source(node: ast.expr) -> str | None:
    parts: list[str] = []
    while isinstance(node, ast.Attribute):
        parts.append(node.attr)
        node = node.value
    if isinstance(node, ast.Name):
        parts.append(node.id)
        return ".".join(reversed(parts))
    return None


def _const_targets(target: ast.expr, st: State, interp: Interpreter) -> str | None:
    if isinstance(target, ast.Name):
        shown = _show(st.env.get(target.id, UNKNOWN))
        return f"{target.id} = {shown}" if shown is not None else None
    if isinstance(target, (ast.Tuple, ast.List)):
        names: list[str] = []
        values: list[str] = []
        for elt in target.elts:
            if isinstance(elt, ast.Name):
                s = _show(st.env.get(elt.id, UNKNOWN))
                if s is not None:
                    names.append(elt.id)
                    values.append(s)
        if not names:
            return None
        if len(names) == 1:
            return f"{names[0]} = {values[0]}"
        return f"({', '.join(names)}) = ({', '.join(values)})"
    return None


def label(stmt: ast.For | ast.comprehension, iterable: Value, index: int, item: Value, st: State, interp: Interpreter) -> str:
    """How a finding names the element: `MODES["lookup"]`, `mode = "fast"`, `configs[2]`, or its line."""
    node = stmt.iter
    base: str | None = None
    keyed = False
    if (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr in ("items", "values")
        and not node.args
    ):
        base, keyed = _source(node.func.value), True
    elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "enumerate" and node.args:
        base = _source(node.args[0])
        if base is not None:
            return f"{base}[{index}]"
    else:
        base = _source(node)
        keyed = type(iterable) is Ref
    if base is not None and keyed:
        key: Value | None
        if isinstance(node, ast.Call):  # .items() / .values()
            if node.func.attr == "items" and type(item) is Seq and item.items:  # type: ignore[attr-defined, union-attr]
                key = item.items[0]  # type: ignore[union-attr]
            else:
                key = _nth_key(node, index, st)
        else:  # iterating the dict gives its keys
            key = item
        shown = _show(key) if key is not None else None
        if shown is not None:
            return f"{base}[{shown}]"
    if _unused(stmt.target):
        return ""  # `for _ in range(3)`: the same call repeated; "for _ = 0" would be noise
    consts = _const_targets(stmt.target, st, interp)
    if consts is not None:
        return consts
    if base is not None:
        return f"{base}[{index}]"
    return _written_element(node, index) or f"element {index + 1}"


def _written_element(node: ast.expr, index: int) -> str | None:
    """Where element `index` of a list or tuple written out in the code is: its line, or its
    place in the list when others share that line (None: not a list written out)."""
    if not isinstance(node, (ast.List, ast.Tuple)) or index >= len(node.elts):
        return None
    line = node.elts[index].lineno
    if sum(1 for e in node.elts if e.lineno == line) == 1:
        return f"the element at line {line}"
    return f"element {index + 1} of the list at line {node.lineno}"


def _unused(target: ast.expr) -> bool:
    """A loop target that says the element is not used: `_`, `(_, _)`."""
    if isinstance(target, ast.Name):
        return target.id == "_"
    if isinstance(target, (ast.Tuple, ast.List)):
        return all(_unused(e) for e in target.elts)
    return False


def _nth_key(node: ast.Call, index: int, st: State) -> Value | None:
    base = node.func.value  # type: ignore[attr-defined]
    chain = _source(base)
    if chain is None or "." in chain:
        return None
    ref = st.env.get(chain)
    obj = st.heap.get(ref) if ref is not None else None
    if isinstance(obj, DictObj):
        found = entries(obj)
        if found is not None and index < len(found):
            return Const(found[index][0])
    return None


def made_list(values: list[Any]) -> Seq:
    return Seq(tuple(values), False)


def _mapped_label(node: ast.Call, index: int, row: tuple[Value, ...]) -> str:
    """How a finding names one call of `map(fn, items)`: `run(Mode.FAST)`, `run("static")`,
    `run(CONFIGS[1])`, or where the element is written."""
    fn = _source(node.args[0]) if node.args else None
    shown = [_show(v) for v in row]
    if fn is not None and all(s is not None for s in shown):
        return f"{fn}({', '.join(shown)})"  # type: ignore[arg-type]
    if len(node.args) == 2:
        items = node.args[1]
        base = _source(items)
        if fn is not None and base is not None:
            return f"{fn}({base}[{index}])"
        written = _written_element(items, index)
        if written is not None:
            return written
    return f"element {index + 1} of the map at line {node.lineno}"
