"""Small pieces the rules share: outcome algebra, evidence from origins, release tests."""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache
from typing import TYPE_CHECKING

from packaging.version import Version

from hflint.core.effective import NEVER, Outcome
from hflint.core.findings import Evidence, Flag
from hflint.core.values import ABSENT, Const, GenConfigObj, Origin, Value, join_all, options

if TYPE_CHECKING:
    from hflint.rules.base import RuleContext


def both(a: Outcome, b: Outcome) -> Outcome:
    """Both conditions hold: on every path only when each holds on every path."""
    if not (a.sometimes and b.sometimes):  # (either never holds)
        return NEVER
    return Outcome(a.always and b.always, True, a.origins + b.origins, b.witness, b.agreed)


def either(a: Outcome, b: Outcome) -> Outcome:
    """One of two conditions holds."""
    if not a.sometimes:
        return b
    if not b.sometimes:
        return a
    return Outcome(a.always or b.always, True, a.origins + b.origins, a.witness, a.agreed)


def negate_sometimes(a: Outcome) -> Outcome:
    """`not a` as far as we can tell: never when a holds everywhere, always when a never holds."""
    if a.always:
        return NEVER
    if not a.sometimes:
        return _EVERYWHERE
    return _SOMEWHERE


# (outcomes are immutable: one of each is enough)
_EVERYWHERE = Outcome(True, True)
_SOMEWHERE = Outcome(False, True)


def evidence_at(o: Origin, note: str | None = None) -> Evidence:
    """The evidence an origin gives (with its flag: a command-line or environment default)."""
    return Evidence(o.span, o.note if note is None else note, o.path, o.flag)


def evidence_from(origins: tuple[Origin, ...] | list[Origin], extra: list[Evidence] | None = None) -> tuple[Evidence, ...]:
    out: list[Evidence] = []
    for o in origins:
        ev = evidence_at(o)
        if ev not in out:
            out.append(ev)
    for ev in extra or []:
        if ev not in out:
            out.append(ev)
    return tuple(out)


def where_set(value: Value, name: str, ctx: RuleContext) -> str:
    """ "use_cache is set to False at line 12" ("in cell 3, line 4" in a notebook) for the first
    known path of a value."""
    for o in options(value):
        if isinstance(o, Const):
            at = ""
            if o.origin is not None and o.origin.path and o.origin.path != ctx.path:
                at = f" at {o.origin.path}:{o.origin.span.line}"
            elif o.origin is not None:
                place = ctx.place(o.origin.span.line)
                at = f" {'at' if place.startswith('line') else 'in'} {place}"
            flag = o.origin.flag if o.origin is not None else None
            if o.origin is not None and o.origin.unset:
                # (a release default: "set to None at line 4" would name the load as a write)
                source = at.removeprefix(" at").removeprefix(" in")
                return f"{name} is {o.value!r}, left unset by the generation config from{source}"
            if flag is not None and flag.default == repr(o.value):
                return f"{name} is {o.value!r}, {flag_source(flag)}{at}"
            if flag is not None:
                return f"{name} is set to {o.value!r}{at} ({flag_choice(flag)})"
            return f"{name} is set to {o.value!r}{at}"
    return f"{name} is set here"


# Every release a rule has compared with (upgrade.across_releases checks one release of each
# run the rules cannot tell apart: the same catalog facts, the same side of each of these).
RELEASE_THRESHOLDS: set[str] = set()


@lru_cache(maxsize=256)
def at_least(release: str, version: str) -> bool:
    RELEASE_THRESHOLDS.add(version)  # (on the first call with it: the cache answers the others)
    return Version(release) >= Version(version)


def flag_source(flag: Flag) -> str:
    """Where a default comes from, for a finding's detail ("use_cache is False, the default of --use-cache")."""
    if flag.kind == "environment":
        return f"the default while {flag.name} is unset"
    if flag.kind == "device":
        return f"what a machine without {flag.name} gives"
    if flag.kind == "widget":
        return f"the initial value of {flag.name}"
    return f"the default of {flag.name}"


def flag_choice(flag: Flag) -> str:
    """Why a value set in code applies: a default chose the branch that set it."""
    if flag.kind == "environment":
        return f"{flag.name} is not set"
    if flag.kind == "device":
        return f"the machine has no {flag.name.removeprefix('a ')}"
    if flag.kind == "widget":
        return f"{flag.name} keeps its initial value {flag.default}"
    return f"{flag.name} keeps its default {flag.default}"


def written_since(configs: Iterable[object], key: str) -> Value:
    """The value of `key` on each generation config that had it written as an attribute (ABSENT
    on the others: a value given at construction raised there already, when validate() ran)."""
    return join_all(
        gc.fields.get(key, ABSENT) if isinstance(gc, GenConfigObj) and key in gc.attr_written else ABSENT for gc in configs
    )


def ints_of(value: Value) -> list[int] | None:
    """The integers `value` may be, None when a path's value is not a written integer."""
    out = [o.value for o in options(value) if isinstance(o, Const) and type(o.value) is int]
    return out if out and len(out) == len(options(value)) else None
