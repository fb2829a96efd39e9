"""In-memory `datasets.Dataset`s: how many rows a table built in code holds, and its columns.

Evaluation scripts build a small dataset in code (`Dataset.from_dict({"prompt": [...]})`,
`Dataset.from_list([{"prompt": ...}, ...])`) and then tokenize a column (`ds["prompt"]`), a
slice of it (`ds[:4]["prompt"]`), loop over its rows, or take `len(ds)` for a batch size. A
table is a value like a list: its columns, each a list the walk knows, all of one length.
`select` with known indices and `shuffle` keep what is known of it (a shuffle keeps the number
of rows, not their order); what a `map` or a `filter` makes, a table loaded from files or the
hub, and a dict whose columns differ in length (which `from_dict` rejects) stay unknown.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from hflint.core.findings import immutable
from hflint.core.values import UNKNOWN, Const, DictObj, Heap, Origin, Seq, Symbol, Value

if TYPE_CHECKING:
    from hflint.core.flow import Interpreter, State, _Call


@immutable()
class Table(Value):
    """`columns`: (name, values) in order, every values tuple `rows` long; `origin`: where it was built."""

    columns: tuple[tuple[str, tuple[Value, ...]], ...]
    rows: int
    origin: Origin | None = None


def _made(columns: dict[str, list[Value]], origin: Origin | None) -> Value:
    from hflint.core import sweeps

    lengths = {len(v) for v in columns.values()}
    if len(lengths) != 1:
        return UNKNOWN
    rows = lengths.pop()
    if rows > sweeps.MAX_MADE:
        return UNKNOWN
    return Table(tuple((k, tuple(v)) for k, v in columns.items()), rows, origin)


def _from_dict(interp: Interpreter, call: _Call, st: State) -> Value:
    """`Dataset.from_dict({"prompt": [...], "n": [...]})`: one column per key."""
    from hflint.core import sweeps

    if call.opaque or len(call.args) != 1:
        return UNKNOWN
    obj = st.heap.get(call.args[0])
    if not isinstance(obj, DictObj) or not obj.complete or not obj.items:
        return UNKNOWN
    columns: dict[str, list[Value]] = {}
    for key, value in obj.items.items():
        listed = sweeps.listed(value, st.heap) if type(value) is Seq else None
        if listed is None:
            return UNKNOWN
        columns[key] = listed
    return _made(columns, interp.origin(call.node, "dataset built here"))


def _from_list(interp: Interpreter, call: _Call, st: State) -> Value:
    """`Dataset.from_list([{"prompt": ...}, ...])`: one row per dict (the first one's keys)."""
    from hflint.core import sweeps

    if call.opaque or len(call.args) != 1:
        return UNKNOWN
    rows = sweeps.listed(call.args[0], st.heap) if type(call.args[0]) is Seq else None
    if not rows:
        return UNKNOWN
    columns: dict[str, list[Value]] = {}
    for i, row in enumerate(rows):
        obj = st.heap.get(row)
        if not isinstance(obj, DictObj) or not obj.complete:
            return UNKNOWN
        if i == 0:
            columns = {k: [] for k in obj.items}
        if set(obj.items) != set(columns):
            return UNKNOWN  # (a key missing from some row: None there, not followed)
        for k, v in obj.items.items():
            columns[k].append(v)
    return _made(columns, interp.origin(call.node, "dataset built here"))


def length(table: Table) -> Const:
    return Const(table.rows, table.origin)


def column(table: Table, name: str) -> Value:
    """`ds["prompt"]`: the column as a list."""
    for key, values in table.columns:
        if key == name:
            return Seq(values, False)
    return UNKNOWN  # (a KeyError)


def row(table: Table, index: int, heap: Heap) -> Value:
    """`ds[i]`: the row as a dict."""
    if not -table.rows <= index < table.rows:
        return UNKNOWN
    return heap.new(DictObj(table.origin, {k: v[index] for k, v in table.columns}))


def rows(table: Table, heap: Heap) -> list[Value]:
    """What a loop over the table binds: each row as a dict."""
    return [row(table, i, heap) for i in range(table.rows)]


def sliced(table: Table, part: slice, heap: Heap) -> Value:
    """`ds[:4]`: a dict of the columns cut (as `datasets` gives a slice)."""
    return heap.new(DictObj(table.origin, {k: Seq(v[part], False) for k, v in table.columns}))


def attr(interp: Interpreter, table: Table, name: str, st: State) -> Value:
    from hflint.core.objects import Partial

    if name == "num_rows":
        return length(table)
    if name == "column_names":
        return Seq(tuple(Const(k) for k, _ in table.columns), False)
    if name in ("select", "shuffle"):
        return Partial(Symbol(f"datasets.Dataset.{name}"), (table,), (), False)
    return UNKNOWN


def _select(interp: Interpreter, call: _Call, st: State) -> Value:
    """`ds.select(range(4))`, `ds.select([0, 2])`: those rows."""
    from hflint.core import sweeps

    table = call.args[0] if call.args else None
    if call.opaque or call.kwargs or len(call.args) != 2 or not isinstance(table, Table):
        return UNKNOWN
    indices = sweeps.listed(call.args[1], st.heap) if type(call.args[1]) is Seq else None
    if indices is None or not all(type(i) is Const and type(i.value) is int and 0 <= i.value < table.rows for i in indices):
        return UNKNOWN
    picked = [i.value for i in indices]  # type: ignore[attr-defined]
    origin = interp.origin(call.node, f"{len(picked)} rows selected here")
    return _made({k: [v[i] for i in picked] for k, v in table.columns}, origin)


def _shuffle(interp: Interpreter, call: _Call, st: State) -> Value:
    """`ds.shuffle(seed=0)`: as many rows, in an order not known (each item any of its column's)."""
    table = call.args[0] if call.args else None
    if call.opaque or len(call.args) != 1 or not isinstance(table, Table):
        return UNKNOWN
    from hflint.core.values import join_all

    columns = {k: [join_all(v)] * table.rows for k, v in table.columns}
    return _made(columns, table.origin)


SYMBOL_CALLS = {
    **{f"{module}.from_dict": _from_dict for module in ("datasets.Dataset", "datasets.arrow_dataset.Dataset")},
    **{f"{module}.from_list": _from_list for module in ("datasets.Dataset", "datasets.arrow_dataset.Dataset")},
    "datasets.Dataset.select": _select,
    "datasets.Dataset.shuffle": _shuffle,
}
