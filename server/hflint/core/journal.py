"""What one analysis of a document leaves for the next: snapshots of the module-level walk.

A keystroke changes one top-level statement; the statements before it walk exactly as
before. The walk of a document (flow.Interpreter with a journal) therefore records, every
SNAPSHOT_STEPS steps between two top-level statements, the whole state of the walk there.
The next analysis of the same document (its tree made by the incremental parse, which keeps
the node objects of the statements that did not change) resumes from the last snapshot
before the first changed statement, and, once past the changed statements, compares its
state with the previous walk's at each snapshot: when they are the same, whatever follows
walks exactly as before, so the previous walk's rest (the calls it observed, its end state)
is taken as it is. "The same" compares the syntax nodes values hold by identity, so that
nothing made from the changed statement's old nodes (their positions may differ) survives.
"""

from __future__ import annotations

import ast
from collections import Counter
from dataclasses import dataclass, fields, is_dataclass
from operator import is_not
from typing import Any

# Steps of the walk between two snapshots: at least SNAPSHOT_STEPS, and at least the state's
# size (names + heap objects) over STATE_PER_STEP, so that snapshots hold about
# STATE_PER_STEP entries per step walked: their memory grows linearly with the file, not with
# its square. An edit walks again up to about twice the spacing. Measured on the benchmark's
# scripts (an edit in the middle, in process): a fixed 250 steps took 4.7 ms at 2,009 lines and
# 26 ms at 20,012 lines (236 snapshots, +47 MiB of server RSS), a fixed 1,500 steps 15 and 35 ms.
SNAPSHOT_STEPS = 250
STATE_PER_STEP = 8


@dataclass(slots=True, eq=False)
class Snapshot:
    """The walk's state before top-level statement `index` (or at the end of the walk)."""

    index: int
    env: dict[str, Any]
    heap: dict[int, Any]
    steps: int
    next_oid: int
    log_len: int
    analysed: frozenset[int]
    prototypes: dict[int, Any]
    star: bool
    dependencies: dict[str, object]  # workspace modules the walk read so far (path: version)
    paths: Any = None  # the path's knowledge of branch conditions (core/paths.py)
    conditions: tuple = ()  # the walk's bookkeeping of them (paths.Tracker.saved())
    # Taken where the last edit was (before its statement and right after it), not at the
    # spacing: the next keystroke there resumes and meets at once. Only the last edit's are kept.
    pinned: bool = False

    def shifted(self, index: int, steps: int, log_len: int) -> Snapshot:
        return Snapshot(
            self.index + index,
            self.env,
            self.heap,
            self.steps + steps,
            self.next_oid,
            self.log_len + log_len,
            self.analysed,
            self.prototypes,
            self.star,
            self.dependencies,
            self.paths,
            self.conditions,
            self.pinned,
        )


@dataclass(slots=True, eq=False)
class RootWalk:
    """The walk of one function nothing called (Interpreter._analyse_uncalled), for the next
    analysis: it takes this walk's observations instead of walking the function again when the
    function is the same node, the module's end state differs only in names the walk never
    looked up (its heap not at all), and the calls it observed had been observed as often
    before it began (a call keeps at most 16 observations)."""

    node: int  # id of the function's node
    reads: frozenset[str]  # module-level names it looked up (found or not)
    log: tuple[int, int]  # its observations: log[start:end]
    counts_before: dict[int, int]  # observations its calls already had when it began
    walked: frozenset[int]  # the functions it walked (none of them a root after it)
    steps: int
    dependencies: dict[str, object]  # workspace modules it read first

    def shifted(self, log: int) -> RootWalk:
        return RootWalk(
            self.node,
            self.reads,
            (self.log[0] + log, self.log[1] + log),
            self.counts_before,
            self.walked,
            self.steps,
            self.dependencies,
        )


@dataclass(slots=True, eq=False)
class Journal:
    """One walk of a document, for the next: its statements, snapshots, every call it observed
    in order (node, file, observation), its end state and what it read once per walk."""

    body: list[ast.stmt]
    max_steps: int
    snapshots: list[Snapshot]
    log: list[tuple[ast.Call, str | None, Any]]
    end: Snapshot
    exhausted: bool
    modules: dict[int, Any]
    checkpoints: dict[tuple, Any]
    roots: list[RootWalk]
    # Where this walk resumed a previous one (the statement index; None: it began at the start)
    # and where it met the previous walk again (None: it walked to the end itself).
    resumed_at: int | None = None
    met_at: int | None = None
    roots_taken: int = 0  # walks of uncalled functions taken from the previous analysis
    # The walk, or the one it resumed, read the release it assumed (core/releaseinfo.py).
    reads_release: bool = False
    # Set by the engine: what the rules made of each site's observations, and for what.
    rules_key: tuple = ()
    rules: Any = None  # core/engine.SiteRules
    # core/reach.settle's findings by the rules' finding they were settled from, so that a
    # finding settled alike keeps its identity (the server reuses its encoded diagnostic).
    settled: Any = None  # core/reach.Settled


def changed_region(old: list[ast.stmt], new: list[ast.stmt]) -> tuple[int, int]:
    """(first, after): statements new[first:len(new) - after] replace old[first:len(old) - after];
    those before and after are the very same node objects."""
    limit = min(len(old), len(new))
    # (compared in C: one byte per pair, 1 where they differ; a long module has thousands)
    first = bytes(map(is_not, old, new)).find(1)
    if first < 0:
        first = limit
    after = bytes(map(is_not, reversed(old), reversed(new))).find(1, 0, limit - first)
    if after < 0:
        after = limit - first
    return first, after


def node_ids(stmts: list[ast.stmt]) -> set[int]:
    return {id(n) for stmt in stmts for n in ast.walk(stmt)}


def observed_counts(log: list[tuple[ast.Call, str | None, Any]], skip: set[int]) -> Counter:
    """How many observations each call got in this part of the log (calls in `skip` left out)."""
    return Counter(i for i in (id(entry[0]) for entry in log) if i not in skip)


# ---------------------------------------------------------------- sameness

_FIELDS: dict[type, tuple[str, ...] | None] = {}


def _fields_of(cls: type) -> tuple[str, ...] | None:
    try:
        return _FIELDS[cls]
    except KeyError:
        names = tuple(f.name for f in fields(cls)) if is_dataclass(cls) else None
        _FIELDS[cls] = names
        return names


def same(a: Any, b: Any) -> bool:
    """Equal, with syntax nodes compared by identity (a dataclass's fields one by one, even
    those its own __eq__ leaves out, such as Const.node and ModelObj.load_node)."""
    if a is b:
        return True
    cls = type(a)
    if cls is not type(b) or isinstance(a, ast.AST):
        return False
    if cls is tuple or cls is list:
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b))
    if cls is dict:
        if a.keys() != b.keys():
            return False
        return all(same(v, b[k]) for k, v in a.items())
    names = _fields_of(cls)
    if names is None:
        return bool(a == b)
    return all(same(getattr(a, n), getattr(b, n)) for n in names)


def same_mapping(a: dict, b: dict) -> bool:
    """Two envs or heaps hold the same (most entries are the very same objects)."""
    if len(a) != len(b):
        return False
    theirs = b.get
    missing = _MISSING
    for key, mine in a.items():
        other = theirs(key, missing)
        if other is mine:
            continue
        if other is missing or not same(mine, other):
            return False
    return True


_MISSING = object()
