"""Export wrappers as objects: what a script does with the wrapper it built.

`TorchExportableModuleWithStaticCache(model, ...)` (and the hybrid and decoder-only wrappers) is
observed where it is built (its checks, HF201 to HF208) and then kept as an object
(`values.ExportWrapperObj`) that knows which wrapper it is and which model it wraps. What the
script then does with it is observed too:

- calling it: `wrapper(input_ids=...)`, `wrapper.forward(...)`, and
  `torch.export.export(wrapper, args, kwargs)` with torch's default `strict=False` (which runs the
  forward pass as Python), as a call of kind "export-forward" whose arguments are the forward's;
- its `export(...)` method (the decoder-only wrapper's), as a call of kind "export-method".

nn.Module's methods that return the module itself (`wrapper.eval()`, `.to(device)`, `.cpu()`, ...)
give the same wrapper back, so `TorchExportableModuleWithStaticCache(model).eval()` is followed too.

rules/export.py reads them (HF209, HF210). Any other method or a wrapper the walk cannot tell
(paths that built different wrappers) is not followed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from hflint.core.values import ABSENT, UNKNOWN, Const, DictObj, ExportWrapperObj, Ref, Seq, Value, options

if TYPE_CHECKING:
    from hflint.core.flow import Interpreter, State, _Call

FORWARD = "export-forward"
METHOD = "export-method"
# torch.nn.Module's methods that return the module (`return self`): the wrapper stays the wrapper.
_SELF_METHODS = frozenset({"eval", "train", "to", "cpu", "cuda", "float", "half", "bfloat16", "requires_grad_"})


def built(interp: Interpreter, name: str, model: Value, call: _Call, st: State) -> Value:
    """The wrapper object `name(model, ...)` makes."""
    origin = interp.origin(call.node, f"`{name}` built here")
    return st.heap.new(ExportWrapperObj(origin, name, model, call.node, call.args, dict(call.kwargs), call.opaque))


def wrapper_of(value: Value, st: State) -> ExportWrapperObj | None:
    """The one export wrapper `value` is on every path, else None."""
    found = [st.heap.get(o) if isinstance(o, Ref) else None for o in options(value)]
    if not found or not all(isinstance(o, ExportWrapperObj) for o in found):
        return None
    names = {o.wrapper for o in found}  # type: ignore[union-attr]
    return found[0] if len(names) == 1 else None  # type: ignore[return-value]


def method_call(interp: Interpreter, receiver: Value, name: str, call: _Call, st: State) -> Value | None:
    """`wrapper.forward(...)` / `wrapper.export(...)`; None for a method not followed."""
    obj = wrapper_of(receiver, st)
    if obj is None:
        return None
    if name in ("forward", "__call__"):
        interp._observe(call, FORWARD, obj.wrapper, obj.model, st, wrapper=obj)
        return UNKNOWN
    if name == "export":
        interp._observe(call, METHOD, obj.wrapper, obj.model, st, wrapper=obj)
        return UNKNOWN
    if name in _SELF_METHODS:
        return receiver
    return UNKNOWN


def called(interp: Interpreter, obj: ExportWrapperObj, call: _Call, st: State) -> Value:
    """`wrapper(...)`: its forward pass."""
    interp._observe(call, FORWARD, obj.wrapper, obj.model, st, wrapper=obj)
    return UNKNOWN


def _positional(value: Value, st: State) -> tuple[tuple[Value, ...], bool]:
    """The example positional arguments given to torch.export.export, and whether they are unknown."""
    if value is ABSENT:
        return (), False
    if isinstance(value, Seq):
        return value.items, False
    return (), True


def _keywords(value: Value, st: State) -> tuple[dict[str, Value], bool]:
    """The example keyword arguments given to torch.export.export, and whether they are unknown."""
    if value is ABSENT or (isinstance(value, Const) and value.value is None):
        return {}, False
    found = [st.heap.get(o) if isinstance(o, Ref) else None for o in options(value)]
    if len(found) == 1 and isinstance(found[0], DictObj):
        return dict(found[0].items), not found[0].complete
    return {}, True


def torch_export(interp: Interpreter, call: _Call, st: State) -> Value:
    """`torch.export.export(wrapper, args, kwargs, strict=False)`: the wrapper's forward pass run
    on the example inputs. A strict export (TorchDynamo) may report the forward's error as its own:
    not followed."""
    from hflint.core.flow import _Call

    if call.opaque:
        return UNKNOWN
    mod = call.args[0] if call.args else call.kwargs.get("mod", UNKNOWN)
    obj = wrapper_of(mod, st)
    if obj is None:
        return UNKNOWN
    strict = call.kwargs.get("strict", Const(False))
    if not (isinstance(strict, Const) and strict.value is False):
        return UNKNOWN
    args, unknown_args = _positional(call.args[1] if len(call.args) > 1 else call.kwargs.get("args", ABSENT), st)
    kwargs, unknown_kwargs = _keywords(call.args[2] if len(call.args) > 2 else call.kwargs.get("kwargs", ABSENT), st)
    forward = _Call(call.node, args, kwargs, unknown_args or unknown_kwargs)
    interp._observe(forward, FORWARD, obj.wrapper, obj.model, st, wrapper=obj)
    return UNKNOWN


SYMBOL_CALLS = {"torch.export.export": torch_export}
