"""How large the argument of `cache.crop(n)` is, from below (HF158).

5.20 made `crop` take only a count of tokens to remove (a negative value or 0): any positive
value raises ValueError (catalog HF158, runs of all 28 releases). Rollback code passes a length
(`prefix.shape[1]`, `len(ids)`, `cache.get_seq_length() - k`), which the walk keeps no number
for; this reads the argument's expression instead, through one assignment to a name in the
scope of the call, and bounds it from below with what the walk knows of the objects it reads
(a tokenized text written in the file holds at least one token a word: BatchObj.least).

`bound(...)` gives (least, never_negative): the smallest value the expression can take (None
when unknown) and whether it is a length (a shape, a `len`, a cache's length, their sums),
which cannot be negative even where its size is unknown."""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from hflint.core.values import UNKNOWN, BatchObj, CacheObj, Const, PromptLen, Ref, Value, options

if TYPE_CHECKING:
    from hflint.core.flow import Interpreter, State

# How many assignments a name is followed through (`n = keep; keep = ids.shape[1] - 2`).
_DEPTH = 3
Bound = tuple[int | None, bool]
_UNKNOWN: Bound = (None, False)


def _ints(value) -> list[int] | None:
    out = [o.value for o in options(value) if isinstance(o, Const) and type(o.value) is int]
    return out if out and len(out) == len(options(value)) else None


def _plain(node: ast.expr) -> bool:
    """A name or a chain of attributes of one: reading it runs no code of the user's."""
    while isinstance(node, ast.Attribute):
        node = node.value
    return isinstance(node, ast.Name)


def _keyed(node: ast.expr) -> bool:
    """A plain expression, or the ids or mask of one read by key (`inputs["input_ids"]`), as chat
    code reads a tokenizer's output: its width is the sequences' length. (Other keys, such as a
    processor's `pixel_values`, have other widths; `_length` reads only a tokenizer's output.)"""
    if isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Constant) and node.slice.value in _SEQUENCE_KEYS:
        node = node.value
    return _plain(node)


# The keys of a tokenizer's output whose width is the length of its sequences.
_SEQUENCE_KEYS = frozenset({"input_ids", "attention_mask"})


def _scope_assignment(scope: ast.AST, name: str, before: int) -> ast.expr | None:
    """The value of the one plain assignment `name = ...` in the scope (not in the functions or
    classes it defines), written before line `before`; None when the name is bound otherwise or
    more than once (a loop variable, an augmented assignment, a second assignment)."""
    found: list[ast.expr] = []
    stores = 0
    todo: list[ast.AST] = list(getattr(scope, "body", []))
    while todo:
        node = todo.pop()
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Lambda)):
            continue
        if isinstance(node, ast.Assign) and len(node.targets) == 1:
            target = node.targets[0]
            if isinstance(target, ast.Name) and target.id == name and node.lineno < before:
                found.append(node.value)
        elif isinstance(node, ast.Name) and node.id == name and not isinstance(node.ctx, ast.Load):
            stores += 1
        todo.extend(ast.iter_child_nodes(node))
    return found[0] if len(found) == 1 and stores == 1 else None


def bound(interp: Interpreter, expr: ast.expr, scope: ast.AST, st: State, depth: int = 0) -> Bound:
    """(least, never_negative) of `expr` where the call reads it."""
    if isinstance(expr, ast.Constant) and type(expr.value) is int:
        return expr.value, expr.value >= 0
    if isinstance(expr, ast.UnaryOp) and isinstance(expr.op, ast.USub):
        return _UNKNOWN  # (`-k`: a count to remove, the new API)
    if isinstance(expr, ast.Name):
        known = _ints(interp.eval(expr, st)) if _plain(expr) else None
        if known is not None:
            return min(known), min(known) >= 0
        if depth >= _DEPTH:
            return _UNKNOWN
        value = _scope_assignment(scope, expr.id, expr.lineno)
        return _UNKNOWN if value is None else bound(interp, value, scope, st, depth + 1)
    if isinstance(expr, ast.BinOp) and isinstance(expr.op, (ast.Add, ast.Sub)):
        left = bound(interp, expr.left, scope, st, depth)
        if isinstance(expr.op, ast.Add):
            right = bound(interp, expr.right, scope, st, depth)
            least = left[0] + right[0] if left[0] is not None and right[0] is not None else None
            return least, left[1] and right[1]
        # (a - k: only a constant k is subtracted from a bound)
        if isinstance(expr.right, ast.Constant) and type(expr.right.value) is int and left[0] is not None:
            least = left[0] - expr.right.value
            return least, least >= 0
        return _UNKNOWN
    return _length(interp, expr, st)


def _length(interp: Interpreter, expr: ast.expr, st: State) -> Bound:
    """`x.shape[i]`, `x.size(i)`, `len(x)`, `cache.get_seq_length()`: a length (never negative),
    bounded from below where the walk knows the object (a tokenized text's words, a tensor's
    known length, what a cache holds at least)."""
    of: ast.expr | None = None
    dim: int | None = None
    if (
        isinstance(expr, ast.Subscript)
        and isinstance(expr.value, ast.Attribute)
        and expr.value.attr == "shape"
        and isinstance(expr.slice, (ast.Constant, ast.UnaryOp))
    ):
        of, dim = expr.value.value, _index(expr.slice)
    elif isinstance(expr, ast.Call) and isinstance(expr.func, ast.Attribute) and not expr.keywords:
        if expr.func.attr == "size" and len(expr.args) == 1:
            of, dim = expr.func.value, _index(expr.args[0])
        elif expr.func.attr == "get_seq_length" and not expr.args:
            if not _plain(expr.func.value):
                return None, True
            objs = [st.heap.get(o) for o in options(interp.eval(expr.func.value, st))]
            if objs and all(isinstance(o, CacheObj) for o in objs):
                held = [_ints(o.held_least) for o in objs]  # type: ignore[union-attr]
                if all(h is not None for h in held):
                    return min(min(h) for h in held if h is not None), True
            return None, True
        else:
            return _UNKNOWN
    elif isinstance(expr, ast.Call) and isinstance(expr.func, ast.Name) and expr.func.id == "len":
        return 0, True
    else:
        return _UNKNOWN
    if dim is None or of is None:
        return None, True
    if isinstance(of, ast.Subscript) and not _keyed(of):
        # (`ids[:, :0].shape[1]`, `out[0].shape[0]`: the width of a slice or a row is the
        # slice's, not the batch's, and may be 0 by construction: not read)
        return _UNKNOWN
    if dim not in (1, -1) or not _keyed(of):
        return 0, True
    objs = [st.heap.get(o) for o in options(interp.eval(of, st))]
    if not objs or not all(isinstance(o, BatchObj) for o in objs):
        return 0, True
    least: list[int] = []
    for obj in objs:
        assert isinstance(obj, BatchObj)
        known = _ints(obj.length) or _ints(obj.least)
        if known is None:
            return 0, True
        least.append(min(known))
    return min(least), True


def _index(node: ast.expr) -> int | None:
    if isinstance(node, ast.Constant) and type(node.value) is int:
        return node.value
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub) and isinstance(node.operand, ast.Constant):
        value = node.operand.value
        return -value if type(value) is int else None
    return None


def prompt_length(interp: Interpreter, node: ast.Subscript, st: State) -> Value | None:
    """`inputs["input_ids"].shape[1]` (or `inputs.input_ids.shape[-1]`) of one tokenized batch
    whose length the walk does not know: that length, as a PromptLen of the batch (HF156 compares
    a StaticCache built with it, plus a number, with the call given the same batch). None for
    any other expression (a slice, a row, a batch of a known length, a chat's tensor)."""
    shape = node.value
    if not (isinstance(shape, ast.Attribute) and shape.attr == "shape" and _index(node.slice) in (1, -1)):
        return None
    if not _keyed(shape.value):
        return None
    return _prompt_length_of(interp, node, interp.eval(shape.value, st), st)


def width_of(interp: Interpreter, node: ast.Call, receiver: Value, st: State) -> Value | None:
    """`inputs["input_ids"].size(1)` (or `.size(-1)`), `receiver` the ids already evaluated: as
    prompt_length reads `.shape[1]`."""
    func = node.func
    if node.keywords or len(node.args) != 1 or _index(node.args[0]) not in (1, -1):
        return None
    if not (isinstance(func, ast.Attribute) and _keyed(func.value)):
        return None
    return _prompt_length_of(interp, node, receiver, st)


def _prompt_length_of(interp: Interpreter, node: ast.expr, found: Value, st: State) -> Value | None:
    if type(found) is not Ref:
        return None
    obj = st.heap.get(found)
    if not isinstance(obj, BatchObj) or obj.chat or obj.one_text or obj.length is not UNKNOWN:
        return None
    return PromptLen(found, 0, interp.origin(node, "the prompt's length read here"))
