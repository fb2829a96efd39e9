"""What Python prints for a value the walk knows in full: the text a message of transformers
shows where it formats the user's own argument (`f"... but is {sequence_bias}."`)."""

from __future__ import annotations

import ast
from collections.abc import Callable

from hflint.core import effective as eff
from hflint.core.flow import ANY_KEY, CallObservation
from hflint.core.objects import TUPLE_KEY
from hflint.core.values import Const, DictObj, Seq, Value, options

_NOT_KNOWN = object()
# (a list nested deeper is left unknown: no message of the catalog prints one)
_MAX_DEPTH = 6


def python_object(obs: CallObservation, v: Value, depth: int = 0) -> object:
    """The Python object `v` stands for where every part of it is known: a constant (None, a
    bool, an int, a float, a string), a list or tuple written out of such parts, a dict the
    script built in full with string or tuple keys. `_NOT_KNOWN` for anything else: a list whose
    length the walk computed, an id a tokenizer gives, a number numpy typed (its repr names the
    type), a dict with a key the walk keeps no text for."""
    if type(v) is Const:
        if (v.value is None or type(v.value) in (bool, int, float, str)) and (v.origin is None or v.origin.dtype is None):
            return v.value
        return _NOT_KNOWN
    if depth >= _MAX_DEPTH:
        return _NOT_KNOWN
    if type(v) is Seq:
        if v.count is not None:
            return _NOT_KNOWN  # (`[ids] * n`: how many items it holds depends on n)
        parts = [python_object(obs, i, depth + 1) for i in v.items]
        if any(p is _NOT_KNOWN for p in parts):
            return _NOT_KNOWN
        return tuple(parts) if v.is_tuple else parts
    objs = eff.objects_of(obs, v)
    if len(objs) != 1 or type(objs[0]) is not DictObj:
        return _NOT_KNOWN
    obj = objs[0]
    # (int keys and token-string keys are kept as flags, not texts; a generation config's
    # to_dict() lists the release's defaults too)
    if not obj.complete or obj.int_keys or obj.text_keys or obj.gen_defaults:
        return _NOT_KNOWN
    out: dict = {}
    for key, item in obj.items.items():
        k = _key(key)
        value = python_object(obs, item, depth + 1)
        if k is _NOT_KNOWN or value is _NOT_KNOWN:
            return _NOT_KNOWN
        out[k] = value
    return out


def _key(key: str) -> object:
    """The Python key a dict the walk built keeps as `key` (objects.dict_key): a string, or a
    tuple of constants kept as its repr after TUPLE_KEY."""
    if key == ANY_KEY:
        return _NOT_KNOWN
    if key.startswith(TUPLE_KEY):
        try:
            return ast.literal_eval(key[len(TUPLE_KEY) :])
        except (ValueError, SyntaxError, MemoryError, RecursionError):
            return _NOT_KNOWN
    if key.startswith("\x00"):
        return _NOT_KNOWN  # (an enum member)
    return key


def printed(obs: CallObservation, v: Value) -> str | None:
    """`str(v)` as Python prints it (a list's, tuple's or dict's parts by their repr), None where
    not every part of `v` is known."""
    found = python_object(obs, v)
    return None if found is _NOT_KNOWN else str(found)


def printed_where_raises(obs: CallObservation, value: Value, pred: Callable[[Value], bool | None]) -> str | None:
    """The text of `value` the message shows on every path where `pred` says it raises, when that
    text is one and the same on all of them and every path is known (`pred` True or False); None
    otherwise: two paths printing different values leave the message's placeholder unfilled."""
    texts: set[str | None] = set()
    for option in options(value):
        verdict = pred(option)
        if verdict is None:
            return None
        if verdict:
            texts.add(printed(obs, option))
    if len(texts) != 1:
        return None
    return texts.pop()
