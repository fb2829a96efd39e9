"""Calls a sweep's element never reaches because an earlier call of the same element raises.

Benchmark loops run each configuration twice or more: a warm-up call, then the timed calls
(`model.generate(**enc, **cfg)` and, below it, `for _ in range(repeats): model.generate(**enc,
**cfg)`). When the first call surely raises for one element, the element stops there: the later
call runs for the other elements and never raises, although the same settings reach it. A
finding on it would say "this line raises for CONFIGS["x"]", and no run shows that.

engine._site_findings tells, for each call, what each visit surely raises (`Outcomes.sure`)
and which visits each code hit (`Outcomes.hit`). Here a finding of a later call whose every
raising visit is such a blocked one is folded into the earlier call's finding, as a note ("once
the call gets past this, ..."), the way engine._fold_blocked tells a later element's error of
the same call. A visit of the later call is blocked by one of the earlier call when

- both are in one element of a sweep (core/sweeps.py: the same Turn of the innermost loop they
  share) and in the same run of one function (Visit.scope);
- the earlier one surely raises (every path of the visit, `outcome.always`, not caught by a
  `try` around it) and the loop surely got there (Visit.reached);
- the earlier call's statement comes first in a block that holds (or is) the later call's,
  and runs whenever that block gets there: between the two only `with` bodies and loops that
  are sweeps of their own (a warm-up `for _ in range(1):`, each listed, so run at least once
  since the visit was seen), no `if`, `try`, `while` or loop walked once; the call itself is
  not behind a conditional expression, `and`/`or`, a lambda or a comprehension.

Outside sweeps (straight code, loops walked once) nothing is folded: a second call after one
that raises is never reached in the run, and its finding is what the script meets once the
first is fixed. Except in a function run more than once (a benchmark's `bench(model, **kwargs)`
called for the baseline, then for the assisted settings): a later call of the function whose
finding comes only from runs where an earlier call of the same run surely raised, and which
runs clean in another run, is folded the same way (its "may raise" would mix the runs that
reach it clean with the one that never gets there: no run shows it).

The same holds for a warning transformers logs with `logger.warning_once` (a catalog fact's
`warning_once`, HF102's "using a dynamic cache instead" up to 5.14): where the earlier call of
the element surely logged the same text (the same values of its placeholders), the later call
logs nothing; its finding is told in the earlier call's finding."""

from __future__ import annotations

import ast
from dataclasses import dataclass, field, replace
from typing import Any

from hflint.core.findings import Evidence, Finding
from hflint.core.sweeps import Turn, Visit

# Statement fields holding blocks of statements, in a statement or an except handler / match case.
_BLOCKS = ("body", "orelse", "finalbody", "handlers", "cases")
# Expressions that may leave a part of themselves unevaluated.
_MAYBE = (ast.IfExp, ast.BoolOp, ast.Lambda, ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp)
_PLAIN = (ast.Expr, ast.Assign, ast.AnnAssign, ast.AugAssign, ast.Return, ast.With, ast.AsyncWith)


@dataclass(slots=True)
class Outcomes:
    """What the checks made of one call's visits: for each visit (by identity), the visit, one
    observation of it and the codes every observation of it surely raises; and for each code,
    the visits it hit with an observation of each."""

    sure: dict[int, tuple[Visit, Any, set[str]]] = field(default_factory=dict)
    hit: dict[str, dict[int, tuple[Visit, Any]]] = field(default_factory=dict)
    # The warnings each visit surely logs (a check that does not raise, hit on every path): the
    # code with the values of its text's placeholders (Hit.values), for warning_once facts.
    logs: dict[int, set[tuple[str, tuple]]] = field(default_factory=dict)

    def note(self, seen: Any, hits: dict, raising: frozenset[str]) -> None:
        visit = seen.visit
        codes = {code for code, h in hits.items() if code in raising and h.outcome.always}
        logged = {(code, tuple(sorted(h.values.items()))) for code, h in hits.items() if code not in raising and h.outcome.always}
        got = self.sure.get(id(visit))
        self.sure[id(visit)] = (visit, seen, codes) if got is None else (visit, got[1], got[2] & codes)
        self.logs[id(visit)] = logged if got is None else self.logs.get(id(visit), set()) & logged
        for code in hits:
            self.hit.setdefault(code, {}).setdefault(id(visit), (visit, seen))


def may_block(observations: Any) -> bool:
    """Whether a call's visits are such that fold_later_calls may tell something of them: one in
    a sweep, or visits in more than one run of a function (_in_run_before)."""
    scopes = set()
    for o in observations:
        if o.visit.run is not None:
            return True
        if o.visit.scope is not None:
            scopes.add(id(o.visit.scope))
    return len(scopes) > 1


def fold_later_calls(made: list, tree: ast.Module | None, logged_once: frozenset[str] = frozenset()) -> list:
    """`made`: engine.run_rules' tuples (findings first, the call's Outcomes last). Returns them
    with the findings of blocked later calls folded into the earlier calls' findings.
    `logged_once`: the codes whose warning the release logs once (Fact.warning_once): a later
    call's warning is folded the same way where an earlier call of the element surely logged
    the same text."""
    if tree is None:
        return made
    earlier: list[tuple[int, Visit, Any, set[str]]] = []
    loggers: list[tuple[int, Visit, Any, set[tuple[str, tuple]]]] = []
    for i, m in enumerate(made):
        outcomes = m[-1]
        if outcomes is None or not m[0]:
            continue
        for visit, seen, codes in outcomes.sure.values():
            if (visit.run is None and visit.scope is None) or not visit.reached or seen.stmt is None:
                continue
            if codes:
                earlier.append((i, visit, seen, codes))
            logs = {entry for entry in outcomes.logs.get(id(visit), ()) if entry[0] in logged_once}
            if logs:
                loggers.append((i, visit, seen, logs))
    if not earlier and not loggers:
        return made
    paths: dict[int, list | None] = {}
    elsewhere: set[int] = set()  # (the later calls blocked by an earlier element of their loop)
    in_run: set[int] = set()  # (the later calls blocked in a run of their function: _in_run_before)
    into: dict[tuple[int, int], list[Finding]] = {}
    folded: dict[int, set[int]] = {}
    for j, m in enumerate(made):
        outcomes = m[-1]
        if outcomes is None:
            continue
        for k, finding in enumerate(m[0]):
            if finding.raises is None and finding.code not in logged_once:
                continue
            visits = outcomes.hit.get(finding.code)
            if not visits:
                continue
            target = None
            # (a call of a function run more than once that runs clean in another run: see _in_run_before)
            clean_elsewhere = any(key not in visits for key in outcomes.sure)
            for visit, seen in visits.values():
                if finding.raises is not None:
                    found = _blocker(visit, seen, j, earlier, made, tree, paths, (elsewhere, in_run), finding, clean_elsewhere)
                else:
                    found = _already_logged(visit, seen, j, finding.code, outcomes, loggers, made, tree, paths)
                if found is None:
                    target = None
                    break
                target = target or found
            if target is None:
                continue
            into.setdefault(target, []).append(finding)
            folded.setdefault(j, set()).add(k)
    if not into:
        return made
    out = []
    for j, m in enumerate(made):
        gone = folded.get(j, set())
        findings = []
        for k, finding in enumerate(m[0]):
            if k in gone:
                continue
            later = into.get((j, k))
            if later:
                finding = _told(finding, later, elsewhere, in_run)
            findings.append(finding)
        out.append((findings, *m[1:]) if gone or any((j, k) in into for k in range(len(m[0]))) else m)
    return out


def _told(
    finding: Finding,
    later: list[Finding],
    elsewhere: set[int] | frozenset[int] = frozenset(),
    in_run: set[int] | frozenset[int] = frozenset(),
) -> Finding:
    notes = list(finding.notes)
    evidence = list(finding.evidence)
    for f in later:
        if f.raises is None:
            what = (
                f"the call at line {f.span.line} meets {f.code} too for the same element, and logs nothing: transformers"
                f" logs this warning once — {f.detail or f.message}"
            )
        else:
            element = (
                "in a later element of the loop"
                if id(f) in elsewhere
                else "in the same run of the function"
                if id(f) in in_run
                else "for the same element"
            )
            what = (
                f"once the call gets past this, the call at line {f.span.line} raises {f.code} {element}:"
                f" {f.headline} — {f.detail or f.message}"
            )
        notes.append(what)
        for e in (Evidence(f.span, what), *f.evidence):
            if e not in evidence:
                evidence.append(e)
    # The finding stands for the later calls too: a fix that mends this call alone (a keyword of
    # its own) would leave theirs, so only a fix every later call offers as well (the value
    # where it is written, shared by all) is kept, with the ignore comments.
    fixes = tuple(fx for fx in finding.fixes if fx.suppression or all(any(g.edits == fx.edits for g in f.fixes) for f in later))
    return replace(finding, notes=tuple(notes), evidence=tuple(evidence), fixes=fixes)


def _runs_before(a: Visit, a_seen: Any, i: int, visit: Visit, seen: Any, j: int, tree: ast.Module, paths: dict) -> bool:
    """Whether visit `a` of call `i` surely runs before this visit of call `j`, in the same run of
    the same scope and the same loop element (only loop turns between them, `_runs_first`)."""
    if i == j or a.run is not visit.run or a.scope is not visit.scope:
        return False
    shared = _shared(a.turns, visit.turns)
    if not shared or not isinstance(a.turns[shared - 1], Turn):
        return False
    private = a.turns[shared:]
    if not all(isinstance(t, Turn) for t in private):
        return False
    return _runs_first(a_seen.stmt, a_seen.node, seen.stmt, len(private), tree, paths)


def _in_run_before(a: Visit, a_seen: Any, i: int, visit: Visit, seen: Any, j: int, tree: ast.Module, paths: dict) -> bool:
    """Whether visit `a` of call `i` surely runs before this visit of call `j` in the same run of
    one function, outside any loop element they share: a helper called once per setting (a
    benchmark's `bench(model, **kwargs)`, its warm-up call above its timed calls). Used only
    for a later call that runs clean in another run of the function: its finding would mix the
    runs that reach it clean with the one that never gets there, a "may raise" that no run shows."""
    if i == j or a.scope is None or a.scope is not visit.scope or _shared(a.turns, visit.turns):
        return False
    if not all(isinstance(t, Turn) for t in a.turns):
        return False
    return _runs_first(a_seen.stmt, a_seen.node, seen.stmt, len(a.turns), tree, paths)


def _blocker(
    visit: Visit,
    seen: Any,
    j: int,
    earlier: list,
    made: list,
    tree: ast.Module,
    paths: dict,
    told: tuple[set[int], set[int]],
    finding: Finding,
    clean_elsewhere: bool = False,
) -> tuple[int, int] | None:
    """(the index of the earlier call in `made`, of its finding) whose sure raise blocks this
    visit of call `j`, or None: an earlier call of the same element, or a call of an earlier
    element of the loop (then `finding` goes into `told`'s first set), or, when the call runs clean in
    another visit (`clean_elsewhere`), an earlier call of the same run of a function (then into
    its second set)."""
    elsewhere, in_run = told
    if seen.stmt is None:
        return None
    if visit.run is None:
        if not clean_elsewhere or visit.scope is None:
            return None
        for i, a, a_seen, codes in earlier:
            if _in_run_before(a, a_seen, i, visit, seen, j, tree, paths):
                target = _finding_of(made[i][0], codes)
                if target is not None:
                    in_run.add(id(finding))
                    return (i, target)
        return None
    for i, a, a_seen, codes in earlier:
        same = _runs_before(a, a_seen, i, visit, seen, j, tree, paths)
        run = not same and clean_elsewhere and _in_run_before(a, a_seen, i, visit, seen, j, tree, paths)
        if not same and not run and not _earlier_element(a, a_seen, visit, tree, paths):
            continue
        target = _finding_of(made[i][0], codes)
        if target is not None:
            if run:
                in_run.add(id(finding))
            elif not same:
                elsewhere.add(id(finding))
            return (i, target)
    return None


def _earlier_element(a: Visit, a_seen: Any, visit: Visit, tree: ast.Module, paths: dict) -> bool:
    """Whether visit `a` is in an earlier element of a `for` sweep that also holds `visit` (the same
    run of the same scope) and its statement runs whenever its element is walked (only `with`
    bodies and sweeps of their own between the loop's body and it, the call not behind a
    condition): that element surely raised there, so the loop never walks the later one."""
    if a.run is not visit.run or a.scope is not visit.scope:
        return False
    shared = _shared(a.turns, visit.turns)
    if shared >= min(len(a.turns), len(visit.turns)):
        return False
    mine, later = a.turns[shared], visit.turns[shared]
    if not isinstance(mine, Turn) or not isinstance(later, Turn):
        return False
    if mine.loop is None or mine.loop is not later.loop or mine.seq >= later.seq:
        return False
    private = a.turns[shared + 1 :]
    if not all(isinstance(t, Turn) for t in private):
        return False
    pa = _path(a_seen.stmt, tree, paths)
    if pa is None:
        return False
    inside = next((pa[level + 1 :] for level, (holder, name, _) in enumerate(pa) if holder is mine.loop and name == "body"), None)
    if inside is None:
        return False
    fors = _for_bodies(inside)
    return (
        fors == len(private)
        and isinstance(a_seen.stmt, _PLAIN)
        and surely_evaluated(a_seen.stmt, _in_tree(a_seen.stmt, a_seen.node))
    )


def _for_bodies(steps) -> int | None:
    """How many `for` bodies a path's steps go through, when every step is the body of a `with`
    or of a `for` (nothing that may skip the statement at their end); else None."""
    fors = 0
    for holder, name, _ in steps:
        if isinstance(holder, (ast.With, ast.AsyncWith)) and name == "body":
            continue
        if isinstance(holder, ast.For) and name == "body":
            fors += 1
            continue
        return None
    return fors


def _in_tree(stmt: ast.stmt, node: ast.AST) -> ast.AST:
    """The expression of `stmt` that `node` stands for: itself, or where a check made a node of its
    own (a member read on a cache object), the one of `stmt` written at the same place."""
    where = tuple(getattr(node, k, None) for k in ("lineno", "col_offset", "end_lineno", "end_col_offset"))
    if None in where:
        return node
    for found in ast.walk(stmt):
        if found is node:
            return node
        if isinstance(found, ast.expr) and (found.lineno, found.col_offset, found.end_lineno, found.end_col_offset) == where:
            return found
    return node


def _already_logged(
    visit: Visit, seen: Any, j: int, code: str, outcomes: Outcomes, loggers: list, made: list, tree: ast.Module, paths: dict
) -> tuple[int, int] | None:
    """(the earlier call, its finding) that surely logged the warning this visit of call `j`
    would log, with the same text, first in the same element: logged once, it is not logged
    again here. None where this visit logs it for sure or not at all the same way."""
    if visit.run is None or seen.stmt is None:
        return None
    mine = {entry for entry in outcomes.logs.get(id(visit), ()) if entry[0] == code}
    if len(mine) != 1:
        return None  # (a text that differs by path, or a visit that may not log it)
    for i, a, a_seen, logs in loggers:
        if not mine <= logs or not _runs_before(a, a_seen, i, visit, seen, j, tree, paths):
            continue
        target = next((k for k, f in enumerate(made[i][0]) if f.code == code and f.raises is None), None)
        if target is not None:
            return (i, target)
    return None


def _shared(a: tuple, b: tuple) -> int:
    n = 0
    for x, y in zip(a, b):
        if x is not y:
            break
        n += 1
    return n


def _finding_of(findings: list[Finding], codes: set[str]) -> int | None:
    for k, f in enumerate(findings):
        if f.code in codes and f.raises is not None:
            return k
    return None


def _runs_first(a_stmt: ast.stmt, a_call: ast.AST, b_stmt: ast.stmt, loops: int, tree: ast.Module, paths: dict) -> bool:
    """Whether `a_stmt` runs, and its call is evaluated, whenever the walk gets from the block
    holding both to `b_stmt`, before it, through `loops` sweeps of its own."""
    pa = _path(a_stmt, tree, paths)
    pb = _path(b_stmt, tree, paths)
    if pa is None or pb is None:
        return False
    for level, (x, y) in enumerate(zip(pa, pb)):
        if x[0] is not y[0] or x[1] != y[1]:
            return False
        if x[2] == y[2]:
            continue
        if x[2] > y[2]:
            return False
        return _for_bodies(pa[level + 1 :]) == loops and isinstance(a_stmt, _PLAIN) and surely_evaluated(a_stmt, a_call)
    return False


def surely_evaluated(stmt: ast.stmt, call: ast.AST) -> bool:
    """Whether running `stmt` surely evaluates `call` (not behind a condition of its own)."""
    roots: list[ast.AST] = list(stmt.items) if isinstance(stmt, (ast.With, ast.AsyncWith)) else [stmt]
    for root in roots:
        chain = _expr_chain(root, call)
        if chain is not None:
            return not any(isinstance(n, _MAYBE) for n in chain)
    return False


def _expr_chain(root: ast.AST, target: ast.AST) -> list[ast.AST] | None:
    if root is target:
        return []
    for child in ast.iter_child_nodes(root):
        if isinstance(child, ast.stmt):
            continue
        got = _expr_chain(child, target)
        if got is not None:
            return [root, *got]
    return None


def _path(stmt: ast.stmt, tree: ast.Module, paths: dict) -> list | None:
    """The statement's place: (holder, field, index) from the module down, where holder is the
    node (module, statement, except handler or match case) whose field holds the block."""
    key = id(stmt)
    if key not in paths:
        paths[key] = _find(tree, stmt)
    return paths[key]


def _find(holder: ast.AST, stmt: ast.stmt) -> list | None:
    for name in _BLOCKS:
        block = getattr(holder, name, None)
        if not isinstance(block, list):
            continue
        for index, child in enumerate(block):
            if child is stmt:
                return [(holder, name, index)]
            if isinstance(child, (ast.stmt, ast.ExceptHandler, ast.match_case)) and (
                child.lineno <= stmt.lineno <= (child.end_lineno or child.lineno)
                if not isinstance(child, ast.match_case)
                else True
            ):
                got = _find(child, stmt)
                if got is not None:
                    return [(holder, name, index), *got]
    return None
