"""Number grids made by numpy and torch: what a sweep over `np.arange(0.0, 1.0, 0.25)` or
`torch.linspace(0, 1, 5).tolist()` walks.

Temperature and budget sweeps are rarely written out: scripts make them with `np.linspace`,
`np.arange`, `torch.linspace` or `torch.arange`, iterate the array (or its `.tolist()`), and pass
`float(t)`, `t.item()` or the element itself to generate. Each maker below gives the numbers the
library makes, as a list the walk iterates element by element (core/sweeps.py), when every
argument is a known number and the array holds at most sweeps.MAX_MADE of them; a `dtype=`, an
`out=` or any other keyword leaves it unknown.

- `np.linspace(start, stop, num, endpoint=True)`: `start + i * step`, step `(stop - start) /
  (num - 1)` (`/ num` with `endpoint=False`), the last one `stop` exactly when the end point is
  kept (numpy sets it); float64, as Python floats are.
- `np.arange([start,] stop[, step])`: ints when every argument is an int, else floats
  `start + i * delta` (delta `(start + step) - start`, as numpy fills an array), as many as
  `ceil((stop - start) / step)`.
- `torch.linspace(start, end, steps)`: float32 (torch's default dtype, whatever the arguments):
  `start + i * step` for the first half and `end - (steps - 1 - i) * step` for the rest, each
  step of the arithmetic rounded to float32 as the CPU kernel computes it.
- `torch.arange([start,] end[, step])`: int64 when every argument is an int, else float32
  `start + i * step` (computed in double, then rounded).

The elements carry the maker's origin; `.tolist()` of such an array and `.item()` of one of its
elements give the same numbers (an int64 or float element reads as a Python int or float, and a
float32 one as the double it holds). Runs (tests/groundtruth/trial.py, 4.57.6, 5.15.0, 5.23.0 and
5.24.0): `for t in np.arange(0.0, 1.0, 0.5)` with `temperature=float(t)`, `np.linspace(0.0, 1.0,
4, endpoint=False)`, `torch.linspace(0.0, 1.0, 3)` with `t.item()`, `torch.arange(0.0, 1.0,
0.5).tolist()` and `np.arange(0.0, 1.0, 0.5).tolist()` under `do_sample=True` raise HF155 at the
first element, and `max_new_tokens=n` for `n in np.arange(0, 8, 4)` (numpy's int64, raw or
through `int(n)`) raises HF148; `np.arange(0.5, 1.5, 0.5)` and `np.linspace(1.0, 0.0, 4,
endpoint=False)` run clean.
"""

from __future__ import annotations

import math
import struct
from typing import TYPE_CHECKING

from hflint.core.findings import immutable
from hflint.core.values import UNKNOWN, Const, NumpyOrigin, Origin, Seq, Value, join_all, options

if TYPE_CHECKING:
    from collections.abc import Callable

    from hflint.core.flow import Interpreter, State, _Call

# What the elements' origin says: `.tolist()` and `.item()` are followed only on these.
NOTES = frozenset(
    {"numbers numpy makes here", "numbers torch makes here", "a numpy number made here", "a numpy number picked here"}
)


def _numbers(call: _Call, names: tuple[str, ...], allowed: tuple[str, ...] = ()) -> dict[str, Value] | None:
    """The arguments by name (positional first), None where a keyword is not one of `names` nor
    `allowed`, or given twice, or the call has a `*`/`**` the walk cannot read."""
    if call.opaque or len(call.args) > len(names):
        return None
    given: dict[str, Value] = dict(zip(names, call.args))
    for key, value in call.kwargs.items():
        if key in given or (key not in names and key not in allowed):
            return None
        given[key] = value
    return given


def _number(v: Value | None) -> int | float | None:
    if isinstance(v, Const) and type(v.value) in (int, float) and math.isfinite(v.value):
        return v.value  # type: ignore[no-any-return]
    return None


def _f32(x: float) -> float:
    return struct.unpack("f", struct.pack("f", x))[0]  # type: ignore[no-any-return]


def _made(interp: Interpreter, call: _Call, values: list[int] | list[float], lib: str) -> Value:
    from hflint.core import sweeps

    if len(values) > sweeps.MAX_MADE:
        return UNKNOWN
    origin = interp.origin(call.node, f"numbers {lib} makes here")
    if lib == "numpy" and values and type(values[0]) is int:
        origin = _numpy(origin, "int64")  # (an element is numpy's int64, not an int)
    return sweeps.made_list([Const(v, origin) for v in values])


def _count(start: float, stop: float, step: float) -> int | None:
    """How many numbers `arange` makes (None: more than anyone sweeps)."""
    from hflint.core import sweeps

    if step == 0:
        return None
    n = math.ceil((stop - start) / step)
    return max(n, 0) if n <= sweeps.MAX_MADE else None


def np_linspace(interp: Interpreter, call: _Call, st: State) -> Value:
    """`np.linspace(0.0, 1.0, 5)`, `np.linspace(0.2, 1.0, 4, endpoint=False)`."""
    from hflint.core import sweeps

    given = _numbers(call, ("start", "stop", "num"), ("endpoint",))
    if given is None:
        return UNKNOWN
    start, stop = _number(given.get("start")), _number(given.get("stop"))
    num, endpoint = given.get("num", Const(50)), given.get("endpoint", Const(True))
    if start is None or stop is None or not (isinstance(endpoint, Const) and type(endpoint.value) is bool):
        return UNKNOWN
    if not (isinstance(num, Const) and type(num.value) is int and 1 <= num.value <= sweeps.MAX_MADE):
        return UNKNOWN
    a, b, n = float(start), float(stop), num.value
    div = n - 1 if endpoint.value else n
    values = [a + i * ((b - a) / div) for i in range(n)] if div > 0 else [a]
    if endpoint.value and n > 1:
        values[-1] = b
    return _made(interp, call, values, "numpy")


def np_arange(interp: Interpreter, call: _Call, st: State) -> Value:
    """`np.arange(4)`, `np.arange(0.0, 1.0, 0.25)` (keywords `start=`, `stop=`, `step=` too)."""
    return _arange_call(interp, call, "stop", "numpy")


def torch_arange(interp: Interpreter, call: _Call, st: State) -> Value:
    """`torch.arange(4)`, `torch.arange(0.0, 1.0, 0.25)` (keywords `start=`, `end=`, `step=`)."""
    return _arange_call(interp, call, "end", "torch")


def _arange_call(interp: Interpreter, call: _Call, stop_name: str, lib: str) -> Value:
    """An arange call of `lib` whose end keyword is `stop_name`; one argument is the end."""
    given = _numbers(call, ("start", stop_name, "step"))
    if given is None:
        return UNKNOWN
    if stop_name not in given and len(call.args) == 1:
        given = {"start": Const(0), stop_name: given["start"]}
    if stop_name in given:
        given["stop"] = given.pop(stop_name)
    return _arange(interp, call, given, lib)


def _arange(interp: Interpreter, call: _Call, given: dict[str, Value], lib: str) -> Value:
    start, stop, step = _number(given.get("start", Const(0))), _number(given.get("stop")), _number(given.get("step", Const(1)))
    if start is None or stop is None or step is None:
        return UNKNOWN
    n = _count(start, stop, step)
    if n is None:
        return UNKNOWN
    if all(type(x) is int for x in (start, stop, step)):
        return _made(interp, call, [start + i * step for i in range(n)], lib)  # type: ignore[operator]
    a, s = float(start), float(step)
    if lib == "torch":
        return _made(interp, call, [_f32(a + s * i) for i in range(n)], lib)
    delta = (a + s) - a
    values = [a + i * delta for i in range(n)]
    if n > 1:
        values[1] = a + s
    return _made(interp, call, values, lib)


def torch_linspace(interp: Interpreter, call: _Call, st: State) -> Value:
    """`torch.linspace(0.0, 1.0, 5)`: float32 numbers."""
    from hflint.core import sweeps

    given = _numbers(call, ("start", "end", "steps"))
    if given is None:
        return UNKNOWN
    start, end, steps = _number(given.get("start")), _number(given.get("end")), given.get("steps")
    if start is None or end is None:
        return UNKNOWN
    if not (isinstance(steps, Const) and type(steps.value) is int and 1 <= steps.value <= sweeps.MAX_MADE):
        return UNKNOWN
    n = steps.value
    a, b = _f32(float(start)), _f32(float(end))
    if n == 1:
        return _made(interp, call, [a], "torch")
    step = _f32((b - a) / (n - 1))
    half = n // 2
    values = [_f32(a + _f32(step * i)) if i < half else _f32(b - _f32(step * (n - 1 - i))) for i in range(n)]
    return _made(interp, call, values, "torch")


@immutable()
class ArrayMethod(Value):
    """`.tolist()` of a grid the walk made, or `.item()` of one of its numbers, called below."""

    base: Value
    name: str


def made_here(v: Value) -> bool:
    return isinstance(v, Const) and v.origin is not None and v.origin.note in NOTES


def seq_attr(interp: Interpreter, base: Seq, attr: str, st: State) -> Value:
    if attr == "tolist" and not base.is_tuple and base.items and all(made_here(i) for i in base.items):
        return ArrayMethod(base, attr)
    return UNKNOWN


def number_attr(base: Const, attr: str) -> Value:
    """`.item()` of a grid's number (None-like UNKNOWN for anything else)."""
    return ArrayMethod(base, attr) if attr == "item" and made_here(base) else UNKNOWN


def call_method(interp: Interpreter, m: ArrayMethod, call: _Call, st: State) -> Value:
    if call.args or call.kwargs or call.opaque:
        return UNKNOWN
    if type(m.base) is Seq:
        return Seq(tuple(python_number(i) for i in m.base.items), False)
    return python_number(m.base)


def python_number(v: Value) -> Value:
    """The value as a Python number: a numpy scalar's `int()`, `float()`, `.item()` or an
    element of `.tolist()` keeps the number and its origin, not numpy's type."""
    if isinstance(v, Const) and isinstance(v.origin, NumpyOrigin):
        return Const(v.value, v.origin.python(), v.node)
    return v


def _numpy(o: Origin, dtype: str) -> NumpyOrigin:
    return NumpyOrigin(o.span, o.note, o.path, o.flag, o.unset, dtype)


# numpy's scalar types that hold an integer: `np.int64(50)` is not an `int` to isinstance.
_NP_INTS = frozenset(
    {"int8", "int16", "int32", "int64", "int_", "intc", "intp", "longlong", "uint8", "uint16", "uint32", "uint64", "uint"}
)


def np_scalar(name: str) -> Callable[[Interpreter, _Call, State], Value]:
    """`np.int64(50)`, `np.float32(0.7)`: a known number (or one of a few) with numpy's type."""

    def make(interp: Interpreter, call: _Call, st: State) -> Value:
        if len(call.args) != 1 or call.kwargs or call.opaque:
            return UNKNOWN
        out: list[Value] = []
        origin = _numpy(interp.origin(call.node, "a numpy number made here"), name)
        for o in options(call.args[0]):
            x = _number(o)
            if x is None or len(out) >= 4:
                return UNKNOWN
            if name == "float32":
                out.append(Const(_f32(float(x)), origin))
            elif name in _NP_INTS and (type(x) is int or x.is_integer()):  # type: ignore[union-attr]
                out.append(Const(int(x), origin))
            else:
                return UNKNOWN
        return join_all(out)

    return make


def np_choice(interp: Interpreter, call: _Call, st: State) -> Value:
    """`np.random.choice([10, 20, 50])`: one of the list's known ints, as numpy's int64."""
    if len(call.args) != 1 or call.kwargs or call.opaque:
        return UNKNOWN
    items = call.args[0]
    if not isinstance(items, Seq) or not 1 <= len(items.items) <= 8:
        return UNKNOWN
    if not all(isinstance(i, Const) and type(i.value) is int for i in items.items):
        return UNKNOWN
    origin = _numpy(interp.origin(call.node, "a numpy number picked here"), "int64")
    return join_all([Const(i.value, origin) for i in items.items])  # type: ignore[attr-defined]


SYMBOL_CALLS = {
    "numpy.linspace": np_linspace,
    "numpy.arange": np_arange,
    "torch.linspace": torch_linspace,
    "torch.arange": torch_arange,
    "numpy.random.choice": np_choice,
    **{f"numpy.{t}": np_scalar(t) for t in (*_NP_INTS, "float32")},
}
