"""Who else a fix changes: the calls that read what its edit touches, and the applicability that follows.

A fix at the origin of a value (`model.generation_config.use_cache = False` made `True`, a
keyword added to `GenerationConfig(...)`, a line inserted above the call that sets the
model's generation config) changes every call that reads that value, not only the one its
finding is about. The rules offer such a fix as safe when it would be safe for their call
alone, with its `Reach`; `settle` then looks at every call of the file: the fix stays safe
only when every other call that reads the same thing has a finding of the same code (it
benefits from the change too), and becomes unsafe, its title naming the other calls, when
one does not (a generate call that relies on `use_cache=False` elsewhere, say).

Readers are found by what each observed call can reach (its arguments and the heap objects
they lead to): a superset of what the call actually reads, which errs towards "unsafe".
Calls in other files that import the value are not seen; the rules offer origin fixes only
for values written in the analysed file.
"""

from __future__ import annotations

import ast
import dataclasses
from bisect import bisect_left
from collections.abc import Iterable, Sequence
from dataclasses import replace
from typing import Any

from hflint.core.findings import Applicability, Finding, Reach, Span
from hflint.core.source import LineIndex
from hflint.core.values import Const, GenConfigObj, ModelObj, Obj, Value, options

# What is done with a built export wrapper (core/exporting.py): it reads the model's settings only
# through the wrapper's construction. A fix there changes it only when its own check would fail
# once the construction passes (the rule notes that in the observation's memo, USES_BUILT_FAILS).
_USES_BUILT = frozenset({"export-forward", "export-method"})
USES_BUILT_FAILS = "uses-built-fails"


def _reads_nothing(obs: Any) -> bool:
    """An observed call that reads no setting a fix edits: a generation config built (it builds
    the value; it does not act on it), or a built wrapper used in a way that works once built."""
    if obs.kind == "genconfig":
        return True
    return obs.kind in _USES_BUILT and not obs.memo.get(USES_BUILT_FAILS)


def settle(
    findings: list[Finding],
    sites: Sequence,
    index: LineIndex,
    path: str | None,
    before: Settled | None = None,
    keep: Settled | None = None,
    changes: tuple[list, list] | None = None,
) -> list[Finding]:
    """The findings with each reaching fix's applicability decided against every call's.
    `before`: what the previous analysis of the document settled (a resumed analysis hands on
    the findings and observations of calls it did not walk again): a finding of the rules that
    is the same object as then, whose fixes' keys no call observed anew (or no longer observed)
    reaches and whose code flags the same lines, is settled as it was, that very object.
    `keep` receives this analysis's. `changes`: the observations that came and went since the
    last analysis (engine.log_changes), when `before` is of the walk this one resumed."""
    earlier_of = before.by_finding if before is not None else {}
    # Each finding with a reaching fix: (finding, the keys its fixes edit, what the last
    # analysis settled it as when it had this very finding)
    reaching: list[tuple[Finding, frozenset, Finding | None]] = []
    flagged: dict[str, list[int]] = {}
    for f in findings:
        flagged.setdefault(f.code, []).append(f.span.line)
        kept = earlier_of.get(id(f))
        if kept is not None and kept[0] is f:
            reaching.append((f, kept[2], kept[1]))
        elif any(fx.reach for fx in f.fixes):
            reaching.append((f, frozenset(_key(r) for fx in f.fixes for r in fx.reach), None))
    if not reaching:
        return findings  # (nearly always: nothing to look at)
    for lines in flagged.values():
        lines.sort()
    wanted = frozenset().union(*(keys for _, keys, _ in reaching))
    if before is not None and before.wanted == wanted:
        # (the very set the observations' memos were made with: each memo is checked by identity)
        wanted = before.wanted
    readers_of = _Readers(sites, index, path, wanted)
    if changes is not None and before is not None and before.found is not None and before.wanted is wanted:
        readers_of.carry(before, *changes)
    else:
        readers_of.build(before.reached if before is not None else None)
    changed = readers_of.changed
    same_lines = {code: before is not None and before.flagged.get(code) == lines for code, lines in flagged.items()}
    settled_as: dict[int, Finding] = {}
    for finding, keys, earlier in reaching:
        if earlier is not None and same_lines[finding.code] and keys.isdisjoint(changed):
            settled = earlier  # (its readers are the calls they were)
        else:
            settled = _settle_one(finding, readers_of, flagged)
            if earlier is not None and earlier.fixes == settled.fixes:
                settled = earlier
        if keep is not None:
            # (the triple keeps the rules' finding alive: its id stays its own)
            keep.by_finding[id(finding)] = (finding, settled, keys)
        if settled is not finding:
            settled_as[id(finding)] = settled
    if keep is not None:
        keep.wanted, keep.flagged, keep.reached, keep.found = wanted, flagged, readers_of.reached, readers_of.readers()
    return [settled_as.get(id(f), f) for f in findings] if settled_as else findings


def _settle_one(finding: Finding, readers_of: _Readers, flagged: dict[str, list[int]]) -> Finding:
    fixes = []
    for fix in finding.fixes:
        if not fix.reach or fix.applicability is not Applicability.SAFE:
            fixes.append(fix)
            continue
        readers: dict[int, ast.Call] = {}
        for reach in fix.reach:
            for node in readers_of(reach):
                readers.setdefault(id(node), node)
        own = [n for n in readers.values() if _holds(n, finding.span)]
        others = [n for n in readers.values() if n not in own and not _has(n, flagged.get(finding.code, []))]
        if not own:
            # The walk does not show the finding's own call reading it: say nothing is certain.
            fixes.append(replace(fix, applicability=Applicability.UNSAFE))
        elif others:
            lines = sorted({n.lineno for n in others})
            where = ", ".join(str(n) for n in lines[:3]) + (", ..." if len(lines) > 3 else "")
            fixes.append(
                replace(
                    fix,
                    title=f"{fix.title}; also changes the call{'s' if len(lines) > 1 else ''} "
                    f"at line{'s' if len(lines) > 1 else ''} {where}",
                    applicability=Applicability.UNSAFE,
                )
            )
        else:
            fixes.append(fix)
    if tuple(fixes) == finding.fixes:
        return finding
    return replace(finding, fixes=tuple(fixes))


# What an observation reaches of the wanted keys, and where: (call node, observation, the heap
# objects of the key it holds, or None)
_Entry = tuple[ast.Call, Any, Any]


class Settled:
    """What one analysis settled, for the next analysis of the document: the settled findings,
    each code's flagged lines, the keys the fixes edited (`_Readers`' memos were made for that
    set), the observations with the keys each reaches, and who reaches each key."""

    __slots__ = ("by_finding", "wanted", "flagged", "reached", "found")

    def __init__(self) -> None:
        # (the rules' finding, what it was settled as, the keys its fixes edit) by the first's identity
        self.by_finding: dict[int, tuple[Finding, Finding, frozenset]] = {}
        self.wanted: frozenset = frozenset()
        self.flagged: dict[str, list[int]] = {}  # each code's finding lines, sorted
        # Each observation the readers were found among (by its identity), with the keys it reaches.
        self.reached: dict[int, tuple[Any, frozenset]] = {}
        # The observations that reach each wanted key (never changed once made: the next
        # analysis copies what it changes, and several may start from this one).
        self.found: dict[tuple, list[_Entry]] | None = None


class _Readers:
    """The calls that reach each literal, config and model a fix edits. Only the keys of what
    the fixes edit are made (a literal's column only on a line one edits), and what one
    observation reaches of them is kept in its memo with that set (its heap is a frozen
    snapshot, and a resumed analysis hands on the observations of the calls it did not walk
    again, whose fixes seldom change)."""

    def __init__(self, sites: Sequence, index: LineIndex, path: str | None, wanted: frozenset) -> None:
        self.sites, self.index, self.path, self.wanted = sites, index, path, wanted
        self.found: dict[tuple, list[_Entry]] | None = None
        self.entries: list[tuple[Any, Any, tuple]] = []  # (call node, observation, its memo)
        self.reached: dict[int, tuple[Any, frozenset]] = {}
        # The keys whose readers may differ from the last analysis's: those of the observations
        # it did not have, or had and this one does not.
        self.changed: set[tuple] = set()

    def readers(self) -> dict[tuple, list[_Entry]]:
        """Who reaches each wanted key."""
        found = self.found
        if found is None:
            found = self.found = {}
            for node, obs, (keys, objects) in self.entries:
                for key in keys:
                    entry = (node, obs, objects.get(key))
                    if key in found:
                        found[key].append(entry)
                    else:
                        found[key] = [entry]
        return found

    def __call__(self, reach: Reach) -> list[ast.Call]:
        out: list[ast.Call] = []
        for node, obs, objs in self.readers().get(_key(reach), []):
            if reach.kind == "model" and (node.lineno < reach.after or all(_written_below(obs, obj, reach) for obj in objs)):
                continue
            if node not in out:
                out.append(node)
        return out

    def _memo(self, obs, shared: dict[int, frozenset], lines: set) -> tuple[frozenset, dict]:
        wanted = self.wanted
        memo = obs.memo.get(_MEMO)
        if memo is None or memo[0] is not wanted:
            memo = obs.memo[_MEMO] = (wanted, _reached(obs, self.index, self.path, shared, wanted, lines))
        return memo[1]

    def build(self, before: dict[int, tuple[Any, frozenset]] | None) -> None:
        """`before`: the observations of the last analysis with their keys (Settled.reached)."""
        entries = self.entries
        reached = self.reached
        changed = self.changed
        shared: dict[int, frozenset] = {}  # id(heap object) -> the wanted literals of its fields
        # (file, line) of the literals the fixes edit: a literal elsewhere gets no key (its
        # column is computed only for those)
        lines = self._lines()
        last: dict[int, tuple[Any, frozenset]] = before if before is not None else {}
        was = last.get
        missing: tuple[Any, frozenset] = (None, frozenset())
        none: frozenset = frozenset()
        for site in self.sites:
            for obs in site.observations:
                if _reads_nothing(obs):
                    reached[id(obs)] = (obs, none)
                    continue
                memo = self._memo(obs, shared, lines)
                keys = memo[0]
                reached[id(obs)] = (obs, keys)
                if keys:
                    entries.append((site.node, obs, memo))
                    if was(id(obs), missing)[0] is not obs:
                        changed.update(keys)
        if before is not None:
            for ident, (obs, keys) in before.items():
                if reached.get(ident, (None,))[0] is not obs:
                    changed.update(keys & self.wanted)

    def carry(self, before: Settled, came: list, gone: list) -> None:
        """What `build` makes, from the last analysis's when its fixes edited the same keys
        (`before.wanted` is this one's): only the observations that came since (`came`) and
        those that went (`gone`) are looked at."""
        assert before.found is not None
        reached = self.reached = dict(before.reached)
        found = self.found = dict(before.found)
        changed = self.changed
        copied: set[tuple] = set()  # the keys whose list of readers is this analysis's own
        for obs in gone:
            was = reached.pop(id(obs), None)
            if was is not None and was[1]:
                changed.update(was[1])
                for key in was[1]:
                    found[key] = [e for e in found.get(key, ()) if e[1] is not obs]
                    copied.add(key)
        if not came:
            return
        shared: dict[int, frozenset] = {}
        lines = self._lines()
        none: frozenset = frozenset()
        for obs in came:
            if _reads_nothing(obs):
                reached[id(obs)] = (obs, none)
                continue
            keys, objects = self._memo(obs, shared, lines)
            reached[id(obs)] = (obs, keys)
            if keys:
                changed.update(keys)
                for key in keys:
                    if key not in copied:
                        copied.add(key)
                        found[key] = list(found.get(key, ()))
                    found[key].append((obs.node, obs, objects.get(key)))

    def _lines(self) -> set[tuple]:
        return {(k[1], k[2]) for k in self.wanted if k[0] == "literal"}


_MEMO = "reach"
_EDITED = (GenConfigObj, ModelObj)  # the objects an inserted line or a keyword edits


def _key(reach: Reach) -> tuple:
    span = reach.span
    return (
        (reach.kind, reach.path, span.line, span.col)
        if reach.kind == "literal"
        else (reach.kind, reach.path, span.line, span.col, span.end_line, span.end_col)
    )


def _reached(
    obs, index: LineIndex, path: str | None, shared: dict[int, frozenset], wanted: frozenset, lines: set
) -> tuple[frozenset, dict]:
    """Of `wanted`, what an observed call can reach through its arguments and heap objects: the
    keys of its literals (kind, file, line, column; `lines`: the wanted literals' file and line)
    and of its generation configs and models (kind, file, span), with those objects by their key.
    `shared` keeps the wanted literals each heap object holds (snapshots share objects)."""
    keys: set[tuple] = set()
    if lines:  # (no fix edits a literal: none is looked for)
        consts: list[Const] = []
        _consts([obs.model, *obs.args, *obs.kwargs.values()], consts)
        keys = _literal_keys(consts, index, path, wanted, lines)
    objects: dict[tuple, list] = {}
    for obj in obs.heap.objs.values():
        if lines:
            inside = shared.get(id(obj))
            if inside is None:
                held: list[Const] = []
                _consts(_fields_of(obj), held)
                inside = shared[id(obj)] = frozenset(_literal_keys(held, index, path, wanted, lines))
            if inside:
                keys |= inside
        if isinstance(obj, _EDITED) and obj.origin is not None:
            span = obj.origin.span
            key = (
                "config" if isinstance(obj, GenConfigObj) else "model",
                obj.origin.path,
                span.line,
                span.col,
                span.end_line,
                span.end_col,
            )
            if key in wanted:
                objects.setdefault(key, []).append(obj)
    keys.update(objects)
    return frozenset(keys), objects


def _literal_keys(consts: list[Const], index: LineIndex, path: str | None, wanted: frozenset, lines: set) -> set[tuple]:
    keys: set[tuple] = set()
    for c in consts:
        node = c.node
        if node is not None:
            # (a literal of another file gets a column of no meaning here: its file differs)
            where = c.origin.path if c.origin is not None else path
            if (where, node.lineno) in lines:
                key = ("literal", where, node.lineno, index.char_col_from_utf8(node.lineno, node.col_offset))
                if key in wanted:
                    keys.add(key)
    return keys


def _holds(node: ast.Call, span: Span) -> bool:
    return node.lineno <= span.line and span.end_line <= (node.end_lineno or node.lineno)


def _has(node: ast.Call, lines: list[int]) -> bool:
    """The call has a finding of the code (its line among `lines`, sorted): it benefits from
    the fix as the finding's own call does."""
    i = bisect_left(lines, node.lineno)
    return i < len(lines) and lines[i] <= (node.end_lineno or node.lineno)


def _written_below(obs, model, reach: Reach) -> bool:
    """The call's value of the field an inserted line sets is written, on every path, below
    that line (`model.generation_config.cache_implementation = "static"` between it and the
    call): the line changes nothing for the call."""
    if reach.kind != "model" or not reach.key or not isinstance(model, ModelObj):
        return False
    holder, _, key = reach.key.rpartition(".")
    ref = model.gen_config if holder == "generation_config" else model.config if holder == "config" else None
    if ref is None:
        return False
    values: list[Value] = []
    for o in options(ref):
        obj = obs.heap.get(o)
        fields = getattr(obj, "fields", None)
        if not isinstance(fields, dict) or key not in fields:
            return False
        values.extend(options(fields[key]))
    return bool(values) and all(
        isinstance(v, Const) and v.origin is not None and v.origin.path == reach.path and v.origin.span.line > reach.after
        for v in values
    )


def _consts(values: Iterable, out: list[Const]) -> None:
    """Appends to `out` the constants among `values` (nested in dicts, lists and tuples)."""
    for v in values:
        if isinstance(v, Value):
            for o in options(v):
                if isinstance(o, Const):
                    out.append(o)
        elif isinstance(v, dict):
            _consts(v.values(), out)
        elif isinstance(v, (list, tuple)):
            _consts(v, out)


_FIELDS: dict[type, tuple[str, ...]] = {}


def _fields_of(obj: Obj) -> list:
    names = _FIELDS.get(type(obj))
    if names is None:
        names = _FIELDS[type(obj)] = tuple(f.name for f in dataclasses.fields(obj) if f.name != "origin")
    return [getattr(obj, name) for name in names]
