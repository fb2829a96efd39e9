"""The processes a distributed launcher starts, read as the one process `python script.py` runs: accelerate's process state.

A script written for `accelerate launch` or `torchrun` asks accelerate which process it is
(`Accelerator()` or `PartialState()`): `num_processes`, `process_index`, `is_main_process`,
and `split_between_processes(prompts)` for its share of the work. accelerate reads the launcher's
environment (WORLD_SIZE, RANK, LOCAL_RANK): run without a launcher, there is one process and it
is the main one. The walk reads the state so:

- what holds of the main process holds in every launch (rank 0 always runs): `process_index`
  and `local_process_index` are 0, `is_main_process` and `is_local_main_process` are true,
  without a condition, so what the main process alone does is walked as certain and what only
  the other processes do is not walked;
- what depends on how many processes there are holds while WORLD_SIZE is not set (the
  environment's default, as `os.environ.get("WORLD_SIZE", 1)` reads it): `num_processes` is 1,
  `is_last_process` true, and the share `split_between_processes(prompts)` hands the main
  process is the whole list (with several processes, the main process gets the first
  ceil(n / N) of them), so a finding drawn from them says when it holds.

Other attributes (`device`, `distributed_type`) stay unknown.
"""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from hflint.core.findings import Flag, immutable
from hflint.core.values import UNKNOWN, Const, Origin, Seq, Symbol, Value, join_all, options

if TYPE_CHECKING:
    from hflint.core.flow import Interpreter, State, _Call

# The launcher's variable accelerate counts processes by; unset, one process.
WORLD_SIZE = Flag("WORLD_SIZE", "environment", "1")

# The main process's attributes: the same in every launch.
_MAIN: dict[str, object] = {
    "process_index": 0,
    "local_process_index": 0,
    "is_main_process": True,
    "is_local_main_process": True,
}
# Attributes the number of processes decides.
_ONE_PROCESS: dict[str, object] = {"num_processes": 1, "is_last_process": True}

SPLIT = "accelerate.PartialState.split_between_processes"


@immutable()
class Share(Value):
    """What `with state.split_between_processes(items) as share:` enters: the main process's share."""

    share: Value


def attribute(interp: Interpreter, node: ast.Attribute) -> Value | None:
    """An attribute of accelerate's process state (`Accelerator()`, `PartialState()`) read at
    `node`; None: not one this module knows."""
    if node.attr in _MAIN:
        return Const(_MAIN[node.attr], interp.origin(node, f"`{node.attr}` of the main process"))
    if node.attr in _ONE_PROCESS:
        note = f"WORLD_SIZE not set: one process, so `{node.attr}` is {_ONE_PROCESS[node.attr]!r}"
        return Const(_ONE_PROCESS[node.attr], Origin(interp.span(node), note, interp.path, WORLD_SIZE))
    return None


def method(attr: str) -> Value | None:
    """A method of accelerate's process state the walk follows, read off the state."""
    return Symbol(SPLIT) if attr == "split_between_processes" else None


def split(interp: Interpreter, call: _Call, st: State) -> Value:
    """`state.split_between_processes(items)`: a context manager entering the main process's
    share, which holds every item while WORLD_SIZE is not set. A list the walk knows in full; any
    other value (a dict of tensors, a list of unknown length) is unknown."""
    items = call.args[0] if call.args else call.kwargs.get("inputs", UNKNOWN)
    if call.opaque:
        interp._havoc_args(call, st)
        return UNKNOWN
    shares = []
    for o in options(items):
        if type(o) is not Seq:
            return Share(UNKNOWN)
        note = f"WORLD_SIZE not set: one process, whose share holds all {len(o.items)} items"
        count = Const(len(o.items), Origin(interp.span(call.node), note, interp.path, WORLD_SIZE))
        shares.append(Seq(o.items, o.is_tuple, count))
    return Share(join_all(shares))
