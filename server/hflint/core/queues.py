"""Work queues: what a worker takes out of a `queue.Queue` is what the script put in.

Services hand requests to a worker through a queue (`jobs.put((profile, prompt))`, then
`profile, prompt = jobs.get()` in a loop that drains it; `await queue.get()` in an asyncio
service). A queue built in code is an object
whose items join every value put so far; `get()` gives that join (each item is one of them,
so a finding on what it reaches names a setting that some request carries). Before anything
was put, or once code the walk does not follow held the queue, `get()` is not known.

Micro-batching workers take what is waiting, up to a batch's size: `while len(batch) < limit:
try: batch.append(q.get_nowait()) except queue.Empty: break`. In a script that runs in one thread
(its code names no thread, process, executor or event loop), the walk counts the items waiting:
each `put` adds one, each `get` takes one, `q.empty()` and `q.qsize()` are decided by the count,
and such a loop is walked pass by pass, taking items while its test holds and the queue is not
empty (then `get_nowait()` raises `queue.Empty`, and the handler leaves the loop). With another
thread or task about, how many items wait at a given moment depends on timing: never counted.
"""

from __future__ import annotations

import ast
import re
from typing import TYPE_CHECKING

from hflint.core import prefilter, sweeps
from hflint.core.values import UNKNOWN, Const, QueueObj, Ref, Symbol, Value, join, options

if TYPE_CHECKING:
    from hflint.core.flow import Interpreter, State, _Call

QUEUE_CLASSES = (
    "queue.Queue",
    "queue.LifoQueue",
    "queue.SimpleQueue",
    "queue.PriorityQueue",
    "asyncio.Queue",
    "asyncio.LifoQueue",
    "asyncio.PriorityQueue",
)
_PUT = frozenset({"put", "put_nowait"})
_GET = frozenset({"get", "get_nowait"})
# Methods that neither add nor take an item.
_QUIET = frozenset({"task_done", "join", "full"})
# Methods that read how many items wait.
_COUNTED = frozenset({"empty", "qsize"})


# Code that may run beside the script's own thread (a word of the code, not of its strings).
_CONCURRENT = re.compile(
    r"\b(?:threading|_thread|Thread|Timer|concurrent|Executor|ThreadPoolExecutor|ProcessPoolExecutor|"
    r"multiprocessing|Process|Pool|asyncio|async|await|gevent|eventlet|trio|anyio)\b"
)


def _one_thread(interp: Interpreter) -> bool:
    """The checked file's code names nothing that runs code beside its own thread."""
    if interp._code is None:
        interp._code = prefilter.code_only(interp.index.text)
    return _CONCURRENT.search(interp._code) is None


def _new_queue(interp: Interpreter, call: _Call, st: State) -> Value:
    waiting = 0 if _one_thread(interp) else None
    return st.heap.new(QueueObj(interp.origin(call.node, "queue built here"), waiting=waiting))


def _new_async_queue(interp: Interpreter, call: _Call, st: State) -> Value:
    return st.heap.new(QueueObj(interp.origin(call.node, "queue built here")))  # (tasks interleave: not counted)


def method_call(interp: Interpreter, receiver: Value, name: str, call: _Call, st: State) -> Value | None:
    """`q.put(item)` adds the item; `q.get()` gives the items put so far (joined)."""
    refs = options(receiver)
    if name in _PUT:
        item = call.args[0] if call.args else call.kwargs.get("item", UNKNOWN)
        for ref in refs:
            obj = st.heap.writable(ref)
            if isinstance(obj, QueueObj):
                obj.items = item if obj.items is None else join(obj.items, item)
                obj.waiting = obj.waiting + 1 if obj.waiting is not None and len(refs) == 1 else None
        return Const(None)
    if name in _GET:
        for ref in refs:
            taken = st.heap.writable(ref)
            if isinstance(taken, QueueObj):
                # (one item fewer; a take from an empty queue blocks, or raises queue.Empty)
                taken.waiting = taken.waiting - 1 if taken.waiting and len(refs) == 1 else None
        got: Value | None = None
        for ref in refs:
            obj = st.heap.get(ref)
            if not isinstance(obj, QueueObj) or obj.items is None or not obj.complete:
                return UNKNOWN
            got = obj.items if got is None else join(got, obj.items)
        return UNKNOWN if got is None else got
    if name in _COUNTED and not call.args and not call.kwargs and not call.opaque:
        waiting = _waiting(receiver, st)
        if waiting is None:
            return UNKNOWN
        value = waiting == 0 if name == "empty" else waiting
        return Const(value, interp.origin(call.node, f"{waiting} item{'s' if waiting != 1 else ''} waiting in the queue"))
    if name in _QUIET:
        return UNKNOWN
    return None


def attribute_read(ref: Value, st: State) -> None:
    """An attribute of the queue read other than to call it at once (`q.queue`, the deque itself;
    `q.mutex`; `take = q.get_nowait`): what is done through it (`q.queue.clear()`, `take()`) is
    not seen, so the items waiting are no longer counted. (`q.get_nowait()` is core/flow.py's
    method call, which does not read the attribute.)"""
    for w in options(ref):
        if isinstance(w, Ref) and isinstance(st.heap.get(w), QueueObj):
            obj = st.heap.writable(w)
            if isinstance(obj, QueueObj):
                obj.waiting = None


def _waiting(receiver: Value, st: State) -> int | None:
    """How many items wait in the one queue `receiver` holds, when the walk counted them."""
    refs = options(receiver)
    obj = st.heap.get(refs[0]) if len(refs) == 1 else None
    return obj.waiting if isinstance(obj, QueueObj) and obj.complete else None


def drain_loop(interp: Interpreter, stmt: ast.While, st: State) -> State | None:
    """`while len(batch) < limit: try: batch.append(q.get_nowait()) except queue.Empty: break`
    on a queue whose waiting items the walk counted: walked pass by pass, as straight code, while
    the test is decided on each pass and an item waits (at most sweeps.MAX_ELEMENTS passes; then,
    or once a pass leaves the test undecided, the rest is walked as any loop). None: not such a
    loop, or a queue not counted."""
    take = _taking_body(stmt)
    if take is None or _caught(interp, stmt, st) is False:
        return None
    receiver = take.func.value  # type: ignore[attr-defined]
    if _waiting(interp.eval(receiver, st), st) is None:
        return None
    current = st
    for _ in range(sweeps.MAX_ELEMENTS):
        truth = interp._pass_truth(stmt.test, current)
        if truth is None:
            return None if current is st else interp._loop(stmt, stmt.body, stmt.orelse, current)
        waiting = _waiting(interp.eval(receiver, current), current)
        if truth is False or waiting == 0:
            return current  # (the test fails, or get_nowait() raises queue.Empty and the handler breaks)
        if waiting is None:
            return None if current is st else interp._loop(stmt, stmt.body, stmt.orelse, current)
        current = interp.exec_block(stmt.body[0].body, current)  # type: ignore[attr-defined]
        if current.dead:
            return current
    return interp._loop(stmt, stmt.body, stmt.orelse, current)


def _taking_body(stmt: ast.While) -> ast.Call | None:
    """The `q.get_nowait()` (or `q.get(False)`, `q.get(block=False)`) of a loop body that is
    only `try: batch.append(<it>) except <class>: break`, else None."""
    if stmt.orelse or len(stmt.body) != 1 or not isinstance(stmt.body[0], ast.Try):
        return None
    tried = stmt.body[0]
    if tried.orelse or tried.finalbody or len(tried.body) != 1 or len(tried.handlers) != 1:
        return None
    handler = tried.handlers[0]
    if handler.type is None or len(handler.body) != 1 or not isinstance(handler.body[0], ast.Break):
        return None
    only = tried.body[0]
    if not (isinstance(only, ast.Expr) and isinstance(only.value, ast.Call) and len(only.value.args) == 1):
        return None
    append = only.value
    if not (isinstance(append.func, ast.Attribute) and append.func.attr == "append" and not append.keywords):
        return None
    take = append.args[0]
    if not (isinstance(take, ast.Call) and isinstance(take.func, ast.Attribute)):
        return None
    if take.func.attr == "get_nowait" and not take.args and not take.keywords:
        return take
    non_blocking = [a for a in take.args[:1] if isinstance(a, ast.Constant) and a.value is False] + [
        k for k in take.keywords if k.arg == "block" and isinstance(k.value, ast.Constant) and k.value.value is False
    ]
    if take.func.attr == "get" and len(take.args) + len(take.keywords) == 1 and non_blocking:
        return take
    return None


def _caught(interp: Interpreter, stmt: ast.While, st: State) -> bool:
    """The handler catches `queue.Empty` (or every exception)."""
    handler = stmt.body[0].handlers[0]  # type: ignore[attr-defined]
    caught = interp.eval(handler.type, st)
    return caught in (Symbol("queue.Empty"), Symbol("builtins.Exception"), Symbol("builtins.BaseException"))


SYMBOL_CALLS = {name: _new_async_queue if name.startswith("asyncio.") else _new_queue for name in QUEUE_CLASSES}
