"""Path conditions: which arm of an `if` a value came from, so that values of arms that exclude each other never meet.

The walk joins the two arms of an `if` into one state (flow.join_states): a name set to
an assistant in one arm and a dict holding `cache_implementation="static"` set in the
other become two one-of values, and a rule reading both used to see the combination
"assistant and static cache", which no run produces. This module keeps, instead, what
each arm held, in two places:

- **Values are tagged** with the condition they hold under. When the walk joins the arms
  of `if c:`, every option that came from the body gets the literal `c=True`, every one
  from the other arm `c=False` (values.join_tagged; an option both arms gave stays
  untagged). A guard is a conjunction of literals, so nested `if`s and `elif` chains
  compose: `x@{mode=="a"}`, `y@{not mode=="a", mode=="b"}`. A guard is a *necessary*
  condition of the option: every path that gave the variable that option took those arms.
  Joins that are not branches (loops, `try`, the return points of a function) keep the
  guards: they stay true of every option. An option whose guard contradicts the arm it is
  joined from is dropped (that arm never gave it), which also prunes, at the join of a
  second `if` on the same condition, what the first one set in its other arm.
- **Paths carry facts**: inside the body of `if c:` the state knows `c=True` (`PathInfo.facts`),
  and after `if not c: return` the rest of the function knows `c=True`. A later `if` whose
  condition the facts decide walks one arm only, and a call observed under facts sees only
  the options its facts allow. Facts go into the functions the path calls.

At a call the rules read (flow.Interpreter._observe), the values the call can reach are
**projected**: for each assignment of truth values to the conditions in their guards that
agrees with the path's facts and is feasible, the options whose guards contradict it are
removed, and each projection becomes one observation of the call. Observations of one
visit are alternative paths (engine._combine: an error only when every projection raises,
a warning when some do), so "assistant and static cache" is never one observation unless
some path has both. With more than MAX_FREE conditions in reach, only the facts project.

Conditions (`condition`): a name (`fast`), an attribute chain (`args.use_assistant`,
`cfg.gen.fast`), items read with constant keys along it (`req["draft"]`, `body.get("speculative",
True)`, `cfg["gen"]["fast"]`), `not` of one, a comparison of one with a constant (`mode == "fast"`,
`x is None`, `n > 1`, `mode in ("a", "b")`), and `and` / `or` of those (their arms as
disjunctions of conjunctions, at most MAX_TERMS terms). Anything else is joined as before.
Two `if`s have the same condition when their chain still holds the same value: a
condition names the *binding* of its chain (`Cond.epoch`), looked up in the path's live
map (`PathInfo.live`); binding the chain's root name again drops the entry, and so does
a write of one of its attributes anywhere (`obj.x = ...` ends every chain holding `.x`),
a write of an item with the same key anywhere (`d["draft"] = ...`, `del d["draft"]`), of an
item whose key is not a constant or a dict method that changes items (`update`, `pop`, ...)
for every chain through an item, a `global`/`nonlocal` write of its root in a called function, or handing an object to a
function the walk does not follow from inside a followed one (any chain may have changed;
at module level, only chains rooted at the names passed). The next `if` on it is then a
new condition, independent of the first, as it should be. Whether two different
conditions on one binding can hold together (`mode == "a"` and `mode == "b"`, `n > 4` and
`n <= 1`, `x is None` and `x`) is decided by trying representative values (`_feasible`).

Loops the walk follows once (over iterables it cannot list) would otherwise carry one
iteration's tags into the next: a condition on a name the loop body assigns is not kept,
and conditions first met inside the loop (in functions it calls) are forgotten when the
loop ends (`Tracker.stale`: their literals are ignored from then on). Loops over literal
collections are walked once per element (core/sweeps.py), in order, like straight code,
and need nothing of this.

The state of this module is deterministic (bindings are numbered by a counter that the
journal saves and restores, core/journal.py), so that a resumed analysis gives what a
fresh one gives.
"""

from __future__ import annotations

import ast
import itertools
from dataclasses import dataclass, field
from typing import Any

from hflint.core.findings import immutable
from hflint.core.values import (
    Const,
    Heap,
    OneOf,
    Seq,
    Value,
    children,
    join_all,
    join_guarded,
    map_fields,
)

# Conditions whose truth a projection enumerates (2**MAX_FREE assignments at most).
MAX_FREE = 6
# Terms of a condition's arm as a disjunction of conjunctions (`a or b or c`: 3).
MAX_TERMS = 4
_MAX_CHAIN = 4


@immutable()
class Cond:
    """One condition on one binding of a chain: `chain op const` (op "truth": the chain's truth)."""

    epoch: int
    chain: tuple[str, ...]
    op: str
    const: Any = None

    def __repr__(self) -> str:
        text = ".".join(self.chain)
        return f"{text}#{self.epoch}" if self.op == "truth" else f"{text}#{self.epoch} {self.op} {self.const!r}"


Literal = tuple[Cond, bool]


@dataclass(slots=True)
class PathInfo:
    """What one path knows: literals that hold on it, and the bindings of chains its conditions read.
    Never changed once made (states share it)."""

    facts: frozenset = frozenset()
    live: dict[tuple[str, ...], int] = field(default_factory=dict)


@dataclass(slots=True)
class _Loop:
    depth: int  # the call depth of the frame the loop is in
    node: ast.AST  # the loop (what its body binds: Tracker.scans)
    born: list[int]  # epochs first met while walking it


@dataclass(slots=True)
class Tracker:
    """The walk's bookkeeping for conditions (one per Interpreter; saved in journal snapshots)."""

    next_epoch: int = 0
    stale: frozenset[int] = frozenset()
    # The counter's value at the last write of ".attr", of a global "global:name", or of any
    # attribute ("*"): a binding older than that may have changed.
    stores: dict[str, int] = field(default_factory=dict)
    loops: list[_Loop] = field(default_factory=list)
    attribute_chains: int = 0  # bindings of attribute chains met so far (none: no write can end one)
    formulas: dict[int, Any] = field(default_factory=dict)  # parsed conditions by node id
    scans: dict[int, frozenset[str]] = field(default_factory=dict)  # loop bodies' writes by node id

    def saved(self) -> tuple:
        return (self.next_epoch, self.stale, dict(self.stores))

    def restore(self, saved: tuple) -> None:
        self.next_epoch, self.stale, stores = saved
        self.stores = dict(stores)

    # ------------------------------------------------------------ writes that end bindings

    def attribute_written(self, attr: str) -> None:
        self.stores["." + attr] = self.next_epoch

    def global_written(self, name: str) -> None:
        self.stores["global:" + name] = self.next_epoch

    def anything_written(self) -> None:
        self.stores["*"] = self.next_epoch

    def items_written(self, key: ast.expr | None = None) -> None:
        """An item of some dict was written or removed: `d["fast"] = v` (`key`, a constant: the
        bindings of chains through that key may have changed), `d[k] = v` of another key,
        `d.update(...)`, `d.pop(...)` (key None: those of every chain through an item)."""
        const = _NO_CONST if key is None else _const(key)
        self.stores["[]" if const is _NO_CONST else f"[{const!r}]"] = self.next_epoch

    def _valid(self, chain: tuple[str, ...], epoch: int) -> bool:
        stores = self.stores
        if not stores:
            return True
        if stores.get("global:" + chain[0], -1) > epoch:
            return False
        if len(chain) > 1:
            if stores.get("*", -1) > epoch:
                return False
            for a in chain[1:]:
                if _is_item(a) and (stores.get("[]", -1) > epoch or stores.get(_item_store(a), -1) > epoch):
                    return False
            return all(stores.get("." + a, -1) <= epoch for a in chain[1:])
        return True

    # ------------------------------------------------------------ loops walked once

    def enter_loop(self, node: ast.AST, depth: int) -> None:
        self.loops.append(_Loop(depth, node, []))

    def leave_loop(self) -> None:
        """End the innermost loop: what was first met in it is stale from now on."""
        loop = self.loops.pop()
        if loop.born:
            self.stale = self.stale | frozenset(loop.born)

    def _in_loop_write(self, chain: tuple[str, ...], depth: int) -> bool:
        for loop in self.loops:
            if loop.depth != depth:
                continue
            key = id(loop.node)
            assigned = self.scans.get(key)
            if assigned is None:  # (read only when a condition inside the loop asks)
                assigned = self.scans[key] = _writes(loop.node)
            if chain[0] in assigned or any("." + a in assigned or _is_item(a) for a in chain[1:]):
                return True  # (a chain through an item: any item the loop writes may be it)
        return False

    # ------------------------------------------------------------ branches

    def branch(self, test: ast.expr, info: PathInfo | None, depth: int) -> Branch | bool | None:
        """What `if test:` means on this path: decided (True / False) by its facts, the two arms'
        conditions (Branch), or None when the condition is not one this module keeps."""
        key = id(test)
        if key in self.formulas:
            formula = self.formulas[key]
        else:
            formula = self.formulas[key] = _parse(test)
        if formula is None:
            return None
        live = dict(info.live) if info is not None else {}
        added = False
        resolved: dict[tuple, Cond] = {}
        for atom in _atoms(formula):
            chain = atom[1]
            epoch = live.get(chain)
            if epoch is None or not self._valid(chain, epoch):
                if self._in_loop_write(chain, depth):
                    return None
                epoch = self.next_epoch
                self.next_epoch += 1
                if len(chain) > 1:
                    self.attribute_chains += 1
                live[chain] = epoch
                added = True
                if self.loops:
                    self.loops[-1].born.append(epoch)
            resolved[atom] = Cond(epoch, chain, atom[2], atom[3])
        facts = info.facts if info is not None else frozenset()
        truth = _truth(formula, resolved, facts, self.stale)
        if truth is not None:
            return truth
        then_dnf = _dnf(formula, True, resolved)
        else_dnf = _dnf(formula, False, resolved)
        if then_dnf is None or else_dnf is None:
            return None
        base = PathInfo(facts, live) if added or info is None else info
        return Branch(then_dnf, else_dnf, _entered(base, then_dnf), _entered(base, else_dnf))


@dataclass(slots=True)
class Branch:
    """The arms of a kept condition: each as a disjunction of conjunctions of literals, and the
    path knowledge inside it."""

    then_dnf: tuple[frozenset, ...]
    else_dnf: tuple[frozenset, ...]
    then_info: PathInfo
    else_info: PathInfo


def _entered(base: PathInfo, dnf: tuple[frozenset, ...]) -> PathInfo:
    # A single conjunction holds on the whole arm; a disjunction is no fact.
    if len(dnf) == 1:
        return PathInfo(base.facts | dnf[0], base.live)
    return base


def truth_of(value: Value, info: PathInfo | None, tracker: Tracker) -> Branch | bool | None:
    """A condition's truth from its value: decided when every option the path allows has one
    truth; the arms' conditions when the options that are true and those that are false came
    from known branches (`draft = load() if args.draft else None` ... `if draft is not None:`)."""
    if type(value) is not OneOf and not isinstance(value, (Const, Seq)):
        return None  # (unknown, or an object: the condition is its own)
    stale = tracker.stale
    if info is not None and info.facts:
        value = _restrict(value, {c: t for c, t in info.facts}, stale, plain=False) or value
    pairs = (
        list(zip(value.options, value.guards or ((),) * len(value.options))) if type(value) is OneOf else [(value, frozenset())]
    )  # type: ignore[union-attr]
    truths: list[bool] = []
    for o, _ in pairs:
        if type(o) is Seq:
            # (a list the walk knows: `if batch: yield batch` after the loop that filled it)
            truths.append(bool(o.items))  # type: ignore[attr-defined]
            continue
        if not isinstance(o, Const):
            return None
        try:
            truths.append(bool(o.value))
        except Exception:  # noqa: BLE001 - a literal whose truth cannot be taken
            return None
    if all(truths) or not any(truths):
        return truths[0]
    sides: list[list[frozenset]] = [[], []]
    for (_, g), truth in zip(pairs, truths):
        term = frozenset(lit for lit in g if lit[0].epoch not in stale)
        if not term:
            return None  # (an option from no known branch: the condition is its own)
        side = sides[0 if truth else 1]
        if term not in side:
            side.append(term)
    if len(sides[0]) > MAX_TERMS or len(sides[1]) > MAX_TERMS:
        return None
    base = info if info is not None else PathInfo()
    then_dnf, else_dnf = tuple(sides[0]), tuple(sides[1])
    return Branch(then_dnf, else_dnf, _entered(base, then_dnf), _entered(base, else_dnf))


def join_info(a: PathInfo | None, b: PathInfo | None) -> PathInfo | None:
    """What both paths know."""
    if a is b:
        return a
    if a is None or b is None:
        return None
    facts = a.facts & b.facts
    live = {k: e for k, e in a.live.items() if b.live.get(k) == e}
    return PathInfo(facts, live) if facts or live else None


def forget(info: PathInfo | None, name: str) -> PathInfo | None:
    """The name is bound again: conditions on chains rooted at it are new ones from now on."""
    if info is None or not info.live:
        return info
    live = info.live
    for chain in live:  # (a loop, not a generator: this runs at every assignment)
        if chain[0] == name:
            break
    else:
        return info
    kept = {k: e for k, e in live.items() if k[0] != name}
    return PathInfo(info.facts, kept) if info.facts or kept else None


def drop_stale(info: PathInfo, stale: frozenset[int]) -> PathInfo | None:
    """The path's knowledge without conditions that went stale."""
    if not stale:
        return info
    facts = frozenset(lit for lit in info.facts if lit[0].epoch not in stale)
    live = {k: e for k, e in info.live.items() if e not in stale}
    if len(facts) == len(info.facts) and len(live) == len(info.live):
        return info
    return PathInfo(facts, live) if facts or live else None


def call_facts(info: PathInfo | None) -> PathInfo | None:
    """What a called function's frame starts knowing: the caller's facts (its names are others)."""
    if info is None or not info.facts:
        return None
    return PathInfo(info.facts, {})


# ---------------------------------------------------------------- conditions

# A formula: ("atom", chain, op, const) | ("not", f) | ("and", (f, ...)) | ("or", (f, ...)).


def _chain(node: ast.expr) -> tuple[str, ...] | None:
    """`a.b.c` as ("a", "b", "c"); an item read with a constant key is a link of its own:
    `body["fast"]` is ("body", "['fast']"), `params.get("fast", True)` ("params", "['fast'].get(True)")."""
    parts: list[str] = []
    while True:
        if isinstance(node, ast.Attribute):
            parts.append(node.attr)
            node = node.value
        elif isinstance(node, ast.Subscript) and (key := _const(node.slice)) is not _NO_CONST:
            parts.append(f"[{key!r}]")
            node = node.value
        elif (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr == "get"
            and not node.keywords
            and 1 <= len(node.args) <= 2
            and all(_const(a) is not _NO_CONST for a in node.args)
        ):
            given = [_const(a) for a in node.args]
            parts.append(f"[{given[0]!r}].get({given[1] if len(given) > 1 else None!r})")
            node = node.func.value
        else:
            break
    if not isinstance(node, ast.Name) or len(parts) >= _MAX_CHAIN:
        return None
    parts.append(node.id)
    return tuple(reversed(parts))


def _is_item(link: str) -> bool:
    return link.startswith("[")


def _item_store(link: str) -> str:
    """The key of Tracker.stores whose writes end a binding through this item link."""
    return link[: link.rindex("].get(") + 1] if link.endswith(")") and "].get(" in link else link


_NO_CONST = object()


def _const(node: ast.expr) -> Any:
    if isinstance(node, ast.Constant) and isinstance(node.value, (str, int, float, bool, type(None), bytes)):
        return node.value
    if (
        isinstance(node, ast.UnaryOp)
        and isinstance(node.op, ast.USub)
        and isinstance(node.operand, ast.Constant)
        and isinstance(node.operand.value, (int, float))
        and not isinstance(node.operand.value, bool)
    ):
        return -node.operand.value
    return _NO_CONST


_FLIP = {"<": ">", "<=": ">=", ">": "<", ">=": "<=", "==": "==", "is": "is"}
_OPS: dict[type, tuple[str, bool]] = {
    ast.Eq: ("==", True),
    ast.NotEq: ("==", False),
    ast.Is: ("is", True),
    ast.IsNot: ("is", False),
    ast.Lt: ("<", True),
    ast.LtE: ("<=", True),
    ast.Gt: (">", True),
    ast.GtE: (">=", True),
    ast.In: ("in", True),
    ast.NotIn: ("in", False),
}


def _parse(test: ast.expr) -> Any:
    if isinstance(test, ast.UnaryOp) and isinstance(test.op, ast.Not):
        inner = _parse(test.operand)
        return None if inner is None else ("not", inner)
    if isinstance(test, ast.BoolOp):
        parts = [_parse(v) for v in test.values]
        if any(p is None for p in parts):
            return None
        return ("and" if isinstance(test.op, ast.And) else "or", tuple(parts))
    chain = _chain(test)
    if chain is not None:
        return ("atom", chain, "truth", None)
    if isinstance(test, ast.Compare) and len(test.ops) == 1:
        found = _OPS.get(type(test.ops[0]))
        if found is None:
            return None
        op, positive = found
        left, right = test.left, test.comparators[0]
        if op == "in":
            chain = _chain(left)
            if chain is None or not isinstance(right, (ast.Tuple, ast.List, ast.Set)):
                return None
            consts = [_const(e) for e in right.elts]
            if any(c is _NO_CONST for c in consts):
                return None
            atom: Any = ("atom", chain, "in", frozenset(consts))
        else:
            chain, const = _chain(left), _const(right)
            if chain is None or const is _NO_CONST:
                chain, const = _chain(right), _const(left)
                if chain is None or const is _NO_CONST:
                    return None
                op = _FLIP[op]
            if op == "is" and const not in (None, True, False):
                return None
            atom = ("atom", chain, op, const)
        return atom if positive else ("not", atom)
    return None


def _atoms(formula: Any) -> list[tuple]:
    if formula[0] == "atom":
        return [formula]
    if formula[0] == "not":
        return _atoms(formula[1])
    return [a for part in formula[1] for a in _atoms(part)]


def _truth(formula: Any, resolved: dict, facts: frozenset, stale: frozenset) -> bool | None:
    """The formula's truth under the facts (None: undecided), in three-valued logic."""
    kind = formula[0]
    if kind == "atom":
        cond = resolved[formula]
        if (cond, True) in facts:
            return True
        if (cond, False) in facts:
            return False
        same_binding = [lit for lit in facts if lit[0].epoch == cond.epoch and lit[0].epoch not in stale]
        if same_binding:
            if not _feasible(same_binding + [(cond, True)]):
                return False
            if not _feasible(same_binding + [(cond, False)]):
                return True
        return None
    if kind == "not":
        inner = _truth(formula[1], resolved, facts, stale)
        return None if inner is None else not inner
    values = [_truth(p, resolved, facts, stale) for p in formula[1]]
    if kind == "and":
        if any(v is False for v in values):
            return False
        return True if all(v is True for v in values) else None
    if any(v is True for v in values):
        return True
    return False if all(v is False for v in values) else None


def _dnf(formula: Any, truth: bool, resolved: dict) -> tuple[frozenset, ...] | None:
    """The formula being `truth` as a disjunction of conjunctions of literals (None: too large)."""
    kind = formula[0]
    if kind == "atom":
        return (frozenset({(resolved[formula], truth)}),)
    if kind == "not":
        return _dnf(formula[1], not truth, resolved)
    parts = [_dnf(p, truth, resolved) for p in formula[1]]
    if any(p is None for p in parts):
        return None
    conjunctive = (kind == "and") == truth
    terms: list[frozenset] = []
    if conjunctive:
        for combo in itertools.product(*parts):  # type: ignore[arg-type]
            term = frozenset().union(*combo)
            if not any((c, not t) in term for c, t in term) and term not in terms:
                terms.append(term)
            if len(terms) > MAX_TERMS:
                return None
    else:
        for p in parts:
            for term in p:  # type: ignore[union-attr]
                if term not in terms:
                    terms.append(term)
    if not terms or len(terms) > MAX_TERMS:
        return None
    return tuple(terms)


# ---------------------------------------------------------------- feasibility


class _Fresh:
    """A value equal to no constant, true, and not ordered against numbers."""

    def __bool__(self) -> bool:
        return True


_FRESH = _Fresh()


def _holds(value: Any, cond: Cond) -> bool:
    op, const = cond.op, cond.const
    try:
        if op == "truth":
            return bool(value)
        if op == "==":
            return bool(value == const)
        if op == "is":
            return value is const
        if op == "in":
            return value in const
        if op == "<":
            return bool(value < const)
        if op == "<=":
            return bool(value <= const)
        if op == ">":
            return bool(value > const)
        if op == ">=":
            return bool(value >= const)
    except TypeError:
        return False
    return False


def _candidates(lits: list[Literal]) -> list[Any]:
    consts: list[Any] = []
    for cond, _ in lits:
        if cond.op == "in":
            consts.extend(cond.const)
        elif cond.op != "truth":
            consts.append(cond.const)
    out: list[Any] = [None, True, False, 0, 1, -1, "", _FRESH]
    numbers = sorted({c for c in consts if isinstance(c, (int, float)) and not isinstance(c, bool)})
    for i, n in enumerate(numbers):
        out.extend((n, n - 1, n + 1, n - 0.5, n + 0.5))
        if i + 1 < len(numbers):
            out.append((n + numbers[i + 1]) / 2)
    out.extend(c for c in consts if not isinstance(c, (int, float)) or isinstance(c, bool))
    return out


def _feasible(lits: list[Literal] | frozenset) -> bool:
    """Whether the literals can hold together: per binding, some value satisfies all of its."""
    by_epoch: dict[int, list[Literal]] = {}
    for lit in lits:
        by_epoch.setdefault(lit[0].epoch, []).append(lit)
    for group in by_epoch.values():
        if len(group) == 1:
            continue
        if any((c, not t) in group for c, t in group):
            return False
        if not any(all(_holds(v, c) == t for c, t in group) for v in _candidates(group)):
            return False
    return True


# ---------------------------------------------------------------- projection


class Infeasible(Exception):
    """No path of the view gives the value one."""


@dataclass(slots=True)
class View:
    """One projection of an observed call: the truth of the conditions in reach, and the values."""

    assignment: dict[Cond, bool]
    stale: frozenset[int]
    heap: Heap
    changed: tuple = ()  # the objects the view restricted (the rest are the heap's)

    def value(self, v: Value) -> Value:
        out = _restrict(v, self.assignment, self.stale)
        if out is None:
            raise Infeasible
        return out

    def allows(self, guard: frozenset) -> bool:
        return _allowed(guard, self.assignment, self.stale)


def _allowed(guard: frozenset, assignment: dict, stale: frozenset) -> bool:
    for cond, truth in guard:
        if cond.epoch in stale:
            continue
        if assignment.get(cond, truth) != truth:
            return False
    return True


def _restrict(v: Value, assignment: dict, stale: frozenset, plain: bool = True) -> Value | None:
    """The options of `v` the assignment allows (None: none); `plain`: without their guards."""
    if type(v) is OneOf:
        guards = v.guards  # type: ignore[union-attr]
        if guards is None:
            return v
        kept = [(o, g) for o, g in zip(v.options, guards) if _allowed(g, assignment, stale)]  # type: ignore[union-attr]
        if not kept:
            return None
        if not plain:
            return v if len(kept) == len(guards) else join_guarded(kept)
        # (a projection's value: the guards have done their work)
        return join_all(o for o, _ in kept)
    if type(v) is Seq:
        items = [_restrict(i, assignment, stale) for i in v.items]  # type: ignore[union-attr]
        if any(i is None for i in items):
            return None
        if all(a is b for a, b in zip(items, v.items)):  # type: ignore[union-attr]
            return v
        return Seq(tuple(items), v.is_tuple)  # type: ignore[arg-type, union-attr]
    return v


def views(info: PathInfo | None, stale: frozenset[int], guarded: list[OneOf], heap: Heap) -> list[View] | None:
    """The projections of a call whose reachable values hold `guarded` (None: no projection,
    the call is observed as it is)."""
    facts = {c: t for c, t in info.facts if c.epoch not in stale} if info is not None else {}
    keys: list[Cond] = []
    seen: set[Cond] = set()
    # A projection tells paths apart only where two values depend on one binding (or the path's
    # facts bear on one): a value alone is each of its options either way, as the rules read it.
    counted: dict[int, int] = {}
    for v in guarded:
        epochs: set[int] = set()
        for g in v.guards or ():
            for cond, _ in g:
                if cond.epoch in stale:
                    continue
                epochs.add(cond.epoch)
                if cond not in seen:
                    seen.add(cond)
                    keys.append(cond)
        for e in epochs:
            counted[e] = counted.get(e, 0) + 1
    fact_epochs = {c.epoch for c in facts}
    if not any(n > 1 for n in counted.values()) and not fact_epochs & counted.keys():
        return None
    keys.sort(key=lambda c: (c.epoch, c.op, repr(c.const)))
    relevant = {c: t for c, t in facts.items() if c.epoch in counted}
    free = [k for k in keys if k not in facts]
    if not free and not relevant:
        return None
    if len(free) > MAX_FREE:
        free = []
    assignments: list[dict[Cond, bool]] = []
    for bits in itertools.product((True, False), repeat=len(free)):
        assignment = dict(relevant)
        assignment.update(zip(free, bits))
        if _feasible(list(assignment.items()) + [(c, t) for c, t in facts.items() if c not in assignment]):
            assignments.append(assignment)
    # Only the objects that hold guarded values differ from view to view.
    holders = [oid for oid, obj in heap.objs.items() if any(_guarded_in(v) for v in children(obj))]
    out: list[View] = []
    for assignment in assignments:
        objs = heap.objs
        changed: list = []
        if holders:
            objs = dict(objs)
            restricting = _restricting(assignment, stale)
            try:
                for oid in holders:
                    obj = objs[oid] = map_fields(objs[oid], restricting)
                    changed.append(obj)
            except Infeasible:
                continue
        out.append(View(assignment, stale, Heap(objs, set()), tuple(changed)))
    return out or None


def _guarded_in(v: Value) -> bool:
    if type(v) is OneOf:
        return v.guards is not None  # type: ignore[union-attr]
    if type(v) is Seq:
        return any(_guarded_in(i) for i in v.items)  # type: ignore[union-attr]
    return False


def _restricting(assignment: dict, stale: frozenset):
    def fn(v: Value) -> Value:
        out = _restrict(v, assignment, stale)
        if out is None:
            raise Infeasible
        return out

    return fn


def project(view: View, v: Value) -> Value | None:
    """A value as the view sees it (None: no path of the view gives it one)."""
    return _restrict(v, view.assignment, view.stale)


# ---------------------------------------------------------------- loop bodies


def _writes(loop: ast.AST) -> frozenset[str]:
    """The names a loop binds (its target and its body's), and ".attr" for attributes it writes."""
    out: set[str] = set()
    nodes: list[ast.AST] = []
    target = getattr(loop, "target", None)
    if target is not None:
        nodes.append(target)
    nodes.extend(getattr(loop, "body", []))
    for top in nodes:
        for node in ast.walk(top):
            if isinstance(node, ast.Name) and not isinstance(node.ctx, ast.Load):
                out.add(node.id)
            elif isinstance(node, ast.Attribute) and not isinstance(node.ctx, ast.Load):
                out.add("." + node.attr)
            elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                out.add(node.name)
            elif isinstance(node, ast.alias):
                out.add((node.asname or node.name).split(".")[0])
            elif isinstance(node, ast.ExceptHandler) and node.name:
                out.add(node.name)
            elif isinstance(node, (ast.Global, ast.Nonlocal)):
                out.update(node.names)
    return frozenset(out)
