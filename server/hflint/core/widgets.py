"""Streamlit widgets read at their initial values.

Streamlit runs the whole script from the top when the page opens, and again on every change a
user makes; on that first run each widget gives what the script told it to show first:
`st.selectbox(label, options, index=0)` the option at `index`, `st.checkbox(label, value=False)`
its `value`, `st.slider(label, min_value, max_value, value)` its `value` (else `min_value`),
`st.text_input(label, value="")` its text. A setting read from a widget is therefore what the
first run uses, and the user may change it: like a command-line option's default
(core/flags.py), a finding it decides is a warning that names the widget ("when the "Profile"
select box keeps its initial value 'low latency'"), and no fix edits the widget.

Widgets in the sidebar (`st.sidebar.selectbox`) are the same widgets. What a widget gives when
its initial value is not a literal the walk knows, a widget kept in a column or form object
(`col.checkbox(...)`: an object the walk does not follow), `st.session_state` and a `key=`
whose state a callback sets stay unknown.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from hflint.core.findings import Flag
from hflint.core.values import UNKNOWN, Const, Origin, Seq, Value, join_all, options

if TYPE_CHECKING:
    from hflint.core.flow import Interpreter, State, _Call

KIND = "widget"


def _label(call: _Call) -> str | None:
    label = call.args[0] if call.args else call.kwargs.get("label")
    return label.value if isinstance(label, Const) and isinstance(label.value, str) else None


def _arg(call: _Call, position: int, name: str) -> Value | None:
    """The argument at `position` (0: the label) or given as `name=`; None when not given."""
    if name in call.kwargs:
        return call.kwargs[name]
    return call.args[position] if len(call.args) > position else None


def _shown(value: Value) -> str:
    return " or ".join(repr(o.value) if isinstance(o, Const) else "?" for o in options(value))


def _initial(interp: Interpreter, call: _Call, what: str, value: Value) -> Value:
    """`value` as the widget's initial value: each known constant carries the widget as its flag,
    with the widget's call as the place that decided it."""
    if call.opaque or not all(isinstance(o, Const) for o in options(value)):
        return UNKNOWN
    label = _label(call)
    name = f'the "{label}" {what}' if label else f"the {what}"
    flag = Flag(name, KIND, _shown(value))
    origin = Origin(interp.span(call.node), f"{name} starts at {_shown(value)} here", interp.path, flag)
    return join_all(Const(o.value, origin, o.node) for o in options(value))  # type: ignore[attr-defined]


def _index(value: Value | None, default: int) -> int | None:
    if value is None:
        return default
    return value.value if isinstance(value, Const) and type(value.value) is int else None


def _listed(value: Value | None) -> tuple[Value, ...] | None:
    if type(value) is Seq and value.count is None:  # type: ignore[attr-defined]
        return value.items  # type: ignore[attr-defined]
    return None


def _choice(what: str) -> Callable[[Interpreter, _Call, State], Value]:
    """`selectbox(label, options, index=0)` and `radio(...)`: the option at `index` (None: nothing
    chosen yet)."""

    def chosen(interp: Interpreter, call: _Call, st: State) -> Value:
        items = _listed(_arg(call, 1, "options"))
        index = _index(_arg(call, 2, "index"), 0)
        if items is None or index is None or not -len(items) <= index < len(items):
            return UNKNOWN
        return _initial(interp, call, what, items[index])

    return chosen


def _switch(what: str) -> Callable[[Interpreter, _Call, State], Value]:
    """`checkbox(label, value=False)` and `toggle(...)`."""

    def switched(interp: Interpreter, call: _Call, st: State) -> Value:
        value = _arg(call, 1, "value")
        return _initial(interp, call, what, Const(False) if value is None else value)

    return switched


def _slider(interp: Interpreter, call: _Call, st: State) -> Value:
    """`slider(label, min_value, max_value, value)`: `value`, else `min_value` (a range slider,
    whose value is a pair, stays unknown)."""
    value = _arg(call, 3, "value")
    if value is None:
        value = _arg(call, 1, "min_value")
    if value is None or isinstance(value, Const) and value.value is None:
        return UNKNOWN
    return _initial(interp, call, "slider", value)


def _number(interp: Interpreter, call: _Call, st: State) -> Value:
    """`number_input(label, min_value, max_value, value)`: a `value` that is a number (its
    default "min" and the empty value None depend on the other arguments: unknown)."""
    value = _arg(call, 3, "value")
    if not (isinstance(value, Const) and type(value.value) in (int, float)):
        return UNKNOWN
    return _initial(interp, call, "number input", value)


def _text(what: str) -> Callable[[Interpreter, _Call, State], Value]:
    """`text_input(label, value="")` and `text_area(...)`."""

    def typed(interp: Interpreter, call: _Call, st: State) -> Value:
        value = _arg(call, 1, "value")
        return _initial(interp, call, what, Const("") if value is None else value)

    return typed


_WIDGETS: dict[str, Callable[[Interpreter, _Call, State], Value]] = {
    "selectbox": _choice("select box"),
    "radio": _choice("radio group"),
    "checkbox": _switch("checkbox"),
    "toggle": _switch("toggle"),
    "slider": _slider,
    "number_input": _number,
    "text_input": _text("text input"),
    "text_area": _text("text area"),
}

SYMBOL_CALLS: dict[str, Callable[[Interpreter, _Call, State], Value]] = {
    f"streamlit{place}.{name}": made for place in ("", ".sidebar") for name, made in _WIDGETS.items()
}
