"""Data loaders: what `for batch in DataLoader(dataset, batch_size=N, collate_fn=...)` binds.

Evaluation scripts rarely tokenize their prompts one by one: they put them (or tokenized
examples) in a `torch.utils.data.DataLoader` and generate once per batch. The first batch, the
one the first pass of the loop sees, holds `min(N, len(dataset))` examples in the dataset's
order (`shuffle=True` changes which, not how many); `batch_size` is 1 unless given, and
`batch_size=None` turns batching off (each example alone). A dataset of known length is a list
the walk knows, or an instance of the user's class whose `__len__` the walk can evaluate
(`len(self.rows)` of rows its `__init__` built); an empty one makes no pass at all.

What the batch is depends on `collate_fn`:
- transformers' collators (`DataCollatorWithPadding(tok)`, `DataCollatorForSeq2Seq(tok, ...)`,
  `default_data_collator`, ...) and torch's default, over tokenized examples: a dict of tensors
  with one row per example, which the walk holds as a batch of that many sequences;
- the default over strings: the list of those strings (the script tokenizes it in the loop);
- a function of the file: that function, called with the first batch's examples (a list of
  them, each known when the dataset is a list the walk knows);
- anything else: unknown.

Later batches may be smaller (the last one), so only the first pass is followed this way; the
loop runs as any loop, at least once when the dataset surely holds an example.
"""

from __future__ import annotations

import ast
from collections.abc import Callable
from typing import TYPE_CHECKING

from hflint.core import tables
from hflint.core.findings import immutable
from hflint.core.values import UNKNOWN, BatchObj, Const, FuncVal, InstanceObj, Seq, Symbol, Value, int_const, options

if TYPE_CHECKING:
    from hflint.core.flow import Interpreter, State, _Call

LOADER_CLASSES = ("torch.utils.data.DataLoader", "torch.utils.data.dataloader.DataLoader")
# transformers' collators: classes whose instances collate, and the functions that do.
COLLATOR_CLASSES = (
    "transformers.DataCollatorWithPadding",
    "transformers.DataCollatorForSeq2Seq",
    "transformers.DataCollatorForLanguageModeling",
    "transformers.DefaultDataCollator",
    "transformers.data.data_collator.DataCollatorWithPadding",
    "transformers.data.data_collator.DataCollatorForSeq2Seq",
    "transformers.data.data_collator.DataCollatorForLanguageModeling",
    "transformers.data.data_collator.DefaultDataCollator",
)
COLLATOR_FUNCTIONS = frozenset(
    {
        "transformers.default_data_collator",
        "transformers.data.data_collator.default_data_collator",
        "torch.utils.data.default_collate",
        "torch.utils.data.dataloader.default_collate",
    }
)
# The DataLoader's parameters in order (torch 2.x), as far as the ones read here.
_POSITIONAL = ("dataset", "batch_size", "shuffle", "sampler", "batch_sampler", "num_workers", "collate_fn")
# Larger first batches are not made into lists of examples (their length still counts).
_MAX_LISTED = 1024


@immutable()
class LoaderVal(Value):
    """A DataLoader built in code: its dataset, batch size and collate function as given."""

    dataset: Value
    batch_size: Value
    collate: Value
    sampled: bool  # a sampler or batch sampler decides the batches: not followed
    numbered: bool = False  # `enumerate(loader)`: each element is (index, batch)


@immutable()
class CollatorVal(Value):
    """An instance of one of transformers' collator classes."""

    qualname: str


def _new_loader(interp: Interpreter, call: _Call, st: State) -> Value:
    given = dict(zip(_POSITIONAL, call.args))
    given.update(call.kwargs)
    if call.opaque or len(call.args) > len(_POSITIONAL):
        return UNKNOWN
    samplers = [given[k] for k in ("sampler", "batch_sampler") if k in given]
    sampled = any(not (isinstance(v, Const) and v.value is None) for v in samplers)
    return LoaderVal(
        given.get("dataset", UNKNOWN),
        given.get("batch_size", Const(1, interp.origin(call.node, "batch_size defaults to 1"))),
        given.get("collate_fn", Const(None)),
        sampled,
    )


# Progress bars yield the elements of the iterable they wrap, unchanged.
PROGRESS_BARS = frozenset({"tqdm.tqdm", "tqdm.auto.tqdm", "tqdm.notebook.tqdm", "tqdm.std.tqdm", "tqdm.rich.tqdm"})


def wrapped(qualname: str, call: _Call) -> Value | None:
    """`enumerate(loader)` and `tqdm(iterable)` (a loader, or a list the walk knows): what the
    loop then iterates; None for any other call."""
    if call.opaque:
        return None
    if qualname == "builtins.enumerate":
        if len(call.args) == 1 and isinstance(call.args[0], LoaderVal) and set(call.kwargs) <= {"start"}:
            loader = call.args[0]
            return LoaderVal(loader.dataset, loader.batch_size, loader.collate, loader.sampled, True)
        return None
    if qualname in PROGRESS_BARS:
        iterable = call.args[0] if call.args else call.kwargs.get("iterable")
        if isinstance(iterable, (LoaderVal, Seq)):
            return iterable
    return None


def _new_collator(qualname: str):
    def make(interp: Interpreter, call: _Call, st: State) -> Value:
        return CollatorVal(qualname)

    return make


def _call_collator(interp: Interpreter, collator: CollatorVal, call: _Call, st: State) -> Value:
    """`collator(features)`: one row per feature."""
    if len(call.args) != 1 or call.kwargs or call.opaque:
        return UNKNOWN
    return _rows(interp, call.args[0], call, st)


def _rows(interp: Interpreter, features: Value, call: _Call, st: State) -> Value:
    n = length(interp, features, call, st)
    size: Value = UNKNOWN if n is None else n
    return st.heap.new(BatchObj(interp.origin(call.node, "a batch collated here"), size))


def length(interp: Interpreter, value: Value, call: _Call, st: State) -> Const | None:
    """`len(value)` where the walk knows it: a list it knows, or an instance of the user's class
    whose `__len__` evaluates to a number (the same on every path)."""
    from hflint.core.flow import _Call as Args

    found: set[int] = set()
    origin = None
    for o in options(value):
        if isinstance(o, Seq):
            n: Const | None = Const(len(o.items), interp.origin(call.node, f"{len(o.items)} items"))
        elif isinstance(o, tables.Table):
            n = tables.length(o)  # (a dataset built in code)
        elif isinstance(st.heap.get(o), InstanceObj):
            method = interp._attr_of(o, "__len__", st)
            got = interp._call_value_options(method, Args(call.node, (), {}, False), st) if method is not UNKNOWN else UNKNOWN
            n = got if isinstance(got, Const) and type(got.value) is int and got.value >= 0 else None
        else:
            n = None
        if n is None:
            return None
        found.add(n.value)
        origin = origin or n.origin
    if len(found) != 1:
        return None
    return Const(found.pop(), origin)


def _first_examples(dataset: Value, n: int, rows: Value) -> Seq:
    """The first `n` examples of a dataset as a list (each unknown unless the dataset is a list
    the walk knows), counted by `rows` (the batch size, or the dataset's length)."""
    count = rows if isinstance(rows, Const) and rows.origin is not None else None
    items = dataset.items[:n] if isinstance(dataset, Seq) else (UNKNOWN,) * n
    return Seq(items, False, count)


def first_batch(interp: Interpreter, loader: Value, node: ast.expr, st: State) -> tuple[Value, bool] | None:
    """What a `for` over `loader` (the expression `node`) binds on its first pass, and whether
    there surely is one (the dataset holds an example); None when `loader` is not a DataLoader
    the walk knows."""
    from hflint.core.flow import _Call as Args

    if not isinstance(loader, LoaderVal):
        return None
    call = Args(node, (), {}, False)  # type: ignore[arg-type]  # (the loop's expression stands for the calls it makes)
    if loader.sampled:
        return UNKNOWN, False
    total = length(interp, loader.dataset, call, st)
    size = int_const(loader.batch_size)
    if size is None or size < 1:
        return UNKNOWN, bool(total is not None and total.value > 0)
    if total is not None and total.value == 0:
        return UNKNOWN, False
    if total is None:
        # (a dataset of unknown length: the first batch holds between 1 and `size` examples)
        rows: Value = loader.batch_size if size == 1 else UNKNOWN
    elif total.value < size:
        rows = Const(total.value, interp.origin(call.node, f"a dataset of {total.value} examples batched here"))
    else:
        rows = loader.batch_size
    surely = total is not None and total.value > 0
    if loader.numbered:
        unnumbered = LoaderVal(loader.dataset, loader.batch_size, loader.collate, loader.sampled)
        batch, _ = first_batch(interp, unnumbered, node, st)  # type: ignore[misc]
        return Seq((Const(0), batch)), surely
    n = int_const(rows)
    if n is None or n > _MAX_LISTED:
        return (_batch(interp, rows, call, st) if _collates_rows(interp, loader, st) else UNKNOWN), surely
    examples = _first_examples(loader.dataset, n, rows)
    collate = loader.collate
    if isinstance(collate, Const) and collate.value is None:
        if examples.items and all(isinstance(i, Const) and isinstance(i.value, str) for i in examples.items):
            return examples, surely
        return _batch(interp, rows, call, st), surely
    if _collates_rows(interp, loader, st):
        return _batch(interp, rows, call, st), surely
    if isinstance(collate, FuncVal) or _callable_instance(collate, st):
        # (a function of the file, or an instance of a class of the file whose `__call__` it is)
        return interp._call_value_options(collate, Args(call.node, (examples,), {}, False), st), surely
    return UNKNOWN, surely


def _callable_instance(collate: Value, st: State) -> bool:
    """`collate_fn=Collator(tok)`: an instance of a class of the file (called through its
    `__call__`, core/objects.py; a class without one gives an unknown batch)."""
    objs = [st.heap.get(o) for o in options(collate)]
    return bool(objs) and all(isinstance(o, InstanceObj) and o.cls is not None for o in objs)


def _collates_rows(interp: Interpreter, loader: LoaderVal, st: State) -> bool:
    """The collate function makes a dict of tensors with one row per example."""
    collate = loader.collate
    if isinstance(collate, CollatorVal):
        return True
    if isinstance(collate, Symbol):
        return collate.qualname in COLLATOR_FUNCTIONS
    return False


def _batch(interp: Interpreter, rows: Value, call: _Call, st: State) -> Value:
    return st.heap.new(BatchObj(interp.origin(call.node, "a batch the DataLoader makes"), rows))


SYMBOL_CALLS = {
    **{name: _new_loader for name in LOADER_CLASSES},
    **{name: _new_collator(name) for name in COLLATOR_CLASSES},
}
CALL_HOOKS: dict[type, Callable[..., Value]] = {CollatorVal: _call_collator}
