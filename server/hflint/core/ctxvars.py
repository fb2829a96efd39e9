"""Context variables: what `var.get()` gives is what code `set` it to, else its default.

Services keep per-request settings in a `contextvars.ContextVar` (`token = SETTINGS.set({...})`,
then `SETTINGS.get()` deep inside the model wrapper, and `SETTINGS.reset(token)` in a `finally`).
A variable built in code is an object holding the value set last on this path (joined where
paths meet) and the `default=` it was built with; `get()` gives the value, else `get`'s own
default, else the variable's; `reset(token)` puts back the value the token's `set` replaced.
A variable that code the walk does not follow got hold of, or a token it does not know, leaves
`get()` unknown. The walk runs one context: a value set in a task or thread that copied the
context is read as if it were set in the caller's (core/flow.py follows calls in place).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from hflint.core.findings import immutable
from hflint.core.values import ABSENT, UNKNOWN, Const, Obj, OpaqueObj, Ref, Value, ValueJoin, join, join_all, options

if TYPE_CHECKING:
    from hflint.core.flow import Interpreter, State, _Call


@dataclass(slots=True)
class ContextVarObj(Obj):
    """A `ContextVar(name, default=...)`: `value` is what `set` gave it (ABSENT: not set on this
    path; a join may hold ABSENT beside values), `default` its `default=` (ABSENT: none)."""

    value: Value = ABSENT
    default: Value = ABSENT

    def copy(self) -> ContextVarObj:
        return ContextVarObj(self.origin, self.value, self.default)

    def join(self, other: Obj, jv: ValueJoin = join) -> Obj:
        if not isinstance(other, ContextVarObj):
            return OpaqueObj(self.origin)
        value = self.value if self.value is other.value else jv(self.value, other.value)
        default = self.default if self.default is other.default else jv(self.default, other.default)
        return ContextVarObj(self.origin, value, default)

    def havoc(self) -> None:
        self.value = UNKNOWN


@immutable()
class Token(Value):
    """What `var.set(x)` returns: the variable (its heap id) and the value `set` replaced."""

    oid: int
    previous: Value


def _new_var(interp: Interpreter, call: _Call, st: State) -> Value:
    if call.opaque:
        return UNKNOWN
    default = call.kwargs.get("default", ABSENT)
    return st.heap.new(ContextVarObj(interp.origin(call.node, "context variable built here"), ABSENT, default))


def method_call(interp: Interpreter, receiver: Value, name: str, call: _Call, st: State) -> Value | None:
    refs = options(receiver)
    if name == "get":
        if call.opaque or call.kwargs or len(call.args) > 1:
            return UNKNOWN
        got: list[Value] = []
        for ref in refs:
            obj = st.heap.get(ref)
            if not isinstance(obj, ContextVarObj):
                return UNKNOWN
            fallback = call.args[0] if call.args else obj.default
            for o in options(obj.value):
                got.append(fallback if o is ABSENT else o)
        return UNKNOWN if any(g is ABSENT for g in got) else join_all(got)  # (ABSENT: LookupError)
    if name == "set":
        if call.opaque or call.kwargs or len(call.args) != 1:
            return None
        token: Value = UNKNOWN
        for ref in refs:
            obj = st.heap.writable(ref)
            if isinstance(obj, ContextVarObj):
                if len(refs) == 1 and isinstance(ref, Ref):
                    token = Token(ref.oid, obj.value)
                obj.value = call.args[0] if len(refs) == 1 else join(obj.value, call.args[0])
        return token
    if name == "reset":
        token = call.args[0] if len(call.args) == 1 and not call.kwargs and not call.opaque else UNKNOWN
        for ref in refs:
            obj = st.heap.writable(ref)
            if isinstance(obj, ContextVarObj):
                known = isinstance(token, Token) and isinstance(ref, Ref) and token.oid == ref.oid and len(refs) == 1
                obj.value = token.previous if known and isinstance(token, Token) else UNKNOWN
        return Const(None)
    return None


SYMBOL_CALLS = {"contextvars.ContextVar": _new_var}
