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

import dataclasses
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import replace

from hflint.core.findings import Applicability, Finding, Reach, Span
from hflint.core.source import LineIndex
from hflint.core.values import Const, GenConfigObj, ModelObj, Obj, Value, options


def settle(findings: list[Finding], sites: Sequence, index: LineIndex, path: str | None) -> list[Finding]:
    """The findings with each reaching fix's applicability decided against every call's."""
    if not any(fx.reach for f in findings for fx in f.fixes):
        return findings  # (nearly always: nothing to look at)
    flagged: dict[str, list[Span]] = {}
    for f in findings:
        flagged.setdefault(f.code, []).append(f.span)
    readers_of: dict[Reach, list] = {}
    out = []
    for finding in findings:
        if not any(fx.reach for fx in finding.fixes):
            out.append(finding)
            continue
        fixes = []
        for fix in finding.fixes:
            if not fix.reach or fix.applicability is not Applicability.SAFE:
                fixes.append(fix)
                continue
            readers: list = []
            for reach in fix.reach:
                if reach not in readers_of:
                    readers_of[reach] = [s for s in sites if _reads(s, reach, index, path)]
                readers += [s for s in readers_of[reach] if s not in readers]
            own = [s for s in readers if _holds(s, finding.span)]
            others = [s for s in readers if s not in own and not _has(s, finding.code, flagged)]
            if not own:
                # The walk does not show the finding's own call reading it: say nothing is certain.
                fixes.append(replace(fix, applicability=Applicability.UNSAFE))
            elif others:
                lines = sorted({s.node.lineno for s in others})
                where = ", ".join(str(n) for n in lines[:3]) + (", ..." if len(lines) > 3 else "")
                fixes.append(replace(fix, title=f"{fix.title}; also changes the call{'s' if len(lines) > 1 else ''} "
                                                f"at line{'s' if len(lines) > 1 else ''} {where}",
                                     applicability=Applicability.UNSAFE))
            else:
                fixes.append(fix)
        out.append(replace(finding, fixes=tuple(fixes)) if tuple(fixes) != finding.fixes else finding)
    return out


def _holds(site, span: Span) -> bool:
    node = site.node
    return node.lineno <= span.line and span.end_line <= (node.end_lineno or node.lineno)


def _has(site, code: str, flagged: dict[str, list[Span]]) -> bool:
    """The call has a finding of `code` (it benefits from the fix as the finding's own call does)."""
    return any(_holds(site, span) for span in flagged.get(code, ()))


def _reads(site, reach: Reach, index: LineIndex, path: str | None) -> bool:
    if reach.kind == "model" and site.node.lineno < reach.after:
        return False
    if site.observations and all(o.kind == "genconfig" for o in site.observations):
        return False  # (a `GenerationConfig(...)` call builds the value; it does not act on it)
    for obs in site.observations:
        if reach.kind == "literal":
            if any(_is_literal(c, reach, index, path) for c in _constants(obs)):
                return True
        else:
            wanted = GenConfigObj if reach.kind == "config" else ModelObj
            for obj in obs.heap.objs.values():
                if isinstance(obj, wanted) and obj.origin is not None and obj.origin.span == reach.span \
                        and obj.origin.path == reach.path and not _written_below(obs, obj, reach):
                    return True
    return False


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
        isinstance(v, Const) and v.origin is not None and v.origin.path == reach.path
        and v.origin.span.line > reach.after for v in values)


def _is_literal(c: Const, reach: Reach, index: LineIndex, path: str | None) -> bool:
    node = c.node
    if node is None or node.lineno != reach.span.line:
        return False
    if c.origin is not None and c.origin.path != reach.path:
        return False  # (a literal of another file on the same line number)
    return index.char_col_from_utf8(node.lineno, node.col_offset) == reach.span.col


def _constants(obs) -> Iterator[Const]:
    """Every constant an observed call can reach: its arguments and the heap objects' fields."""
    roots: list[Value] = [obs.model, *obs.args, *obs.kwargs.values()]
    yield from _consts(roots)
    for obj in obs.heap.objs.values():
        yield from _consts(_fields_of(obj))


def _consts(values: Iterable) -> Iterator[Const]:
    for v in values:
        if isinstance(v, dict):
            yield from _consts(v.values())
        elif isinstance(v, (list, tuple)):
            yield from _consts(v)
        else:
            for o in options(v) if isinstance(v, Value) else ():
                if isinstance(o, Const):
                    yield o


def _fields_of(obj: Obj) -> list:
    return [getattr(obj, f.name) for f in dataclasses.fields(obj) if f.name != "origin"]
