"""Work queues: what a worker takes out of a `queue.Queue` is what the script put in.

Services hand requests to a worker through a queue (`jobs.put((profile, prompt))`, then
`profile, prompt = jobs.get()` in a loop that drains it; `await queue.get()` in an asyncio
service). A queue built in code is an object
whose items join every value put so far; `get()` gives that join (each item is one of them,
so a finding on what it reaches names a setting that some request carries). Before anything
was put, or once code the walk does not follow held the queue, `get()` is not known.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from hflint.core.values import UNKNOWN, Const, QueueObj, Value, join, options

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
_QUIET = frozenset({"task_done", "join", "qsize", "empty", "full"})


def _new_queue(interp: Interpreter, call: _Call, st: State) -> Value:
    return st.heap.new(QueueObj(interp.origin(call.node, "queue built here")))


def method_call(interp: Interpreter, receiver: Value, name: str, call: _Call, st: State) -> Value | None:
    """`q.put(item)` adds the item; `q.get()` gives the items put so far (joined)."""
    refs = options(receiver)
    if name in _PUT:
        item = call.args[0] if call.args else call.kwargs.get("item", UNKNOWN)
        for ref in refs:
            obj = st.heap.writable(ref)
            if isinstance(obj, QueueObj):
                obj.items = item if obj.items is None else join(obj.items, item)
        return Const(None)
    if name in _GET:
        got: Value | None = None
        for ref in refs:
            obj = st.heap.get(ref)
            if not isinstance(obj, QueueObj) or obj.items is None or not obj.complete:
                return UNKNOWN
            got = obj.items if got is None else join(got, obj.items)
        return UNKNOWN if got is None else got
    if name in _QUIET:
        return UNKNOWN
    return None


SYMBOL_CALLS = {name: _new_queue for name in QUEUE_CLASSES}
