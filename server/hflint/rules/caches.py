"""HF120-HF122: cache objects: a static one with an assistant, the cache classes 5.0 removed, and `cache=`
before 5.24 (core/caches.py holds which classes each release has)."""

from __future__ import annotations

from hflint.core import effective as eff
from hflint.core.caches import STATIC_CACHE_OBJECTS
from hflint.core.effective import Outcome
from hflint.core.findings import Applicability, Evidence, Fix, Span, TextEdit
from hflint.core.flow import CallObservation
from hflint.core.values import ABSENT, CacheObj, Const, Value, options
from hflint.rules.assisted import _assistant_evidence, _cache_object, _ignore, _removal_fix, _span, assisted_mode
from hflint.rules.base import Hit, RuleContext
from hflint.rules.common import at_least, both, evidence_from
from hflint.rules.edits import keyword, node_span

# ---------------------------------------------------------------- HF120


def check_static_cache_object(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    if "past_key_values" not in obs.kwargs and "cache" not in obs.kwargs and not obs.opaque_kwargs:
        return None  # (no cache object: the common case, decided first)
    mode = assisted_mode(obs)
    if mode.never:
        return None
    static = eff.test(
        _cache_object(obs),
        lambda v: (
            None if not isinstance(v, Const) and v is not ABSENT else (isinstance(v, Const) and v.value in STATIC_CACHE_OBJECTS)
        ),
    )
    outcome = both(mode, static)
    if outcome.never:
        return None
    kind = static.witness.value if isinstance(static.witness, Const) else "StaticCache"
    fixes: list[Fix] = []
    for name in ("past_key_values", "cache"):
        fixes += _removal_fix(
            obs, ctx, name, f"Remove `{name}=` (assisted decoding builds the dynamic cache it needs)", Applicability.UNSAFE
        )
    fixes.append(_ignore(obs, ctx, "HF120"))
    return Hit(
        "HF120",
        outcome,
        _span(obs, ctx),
        f"a {kind} object is passed as the cache",
        evidence_from(static.origins, _assistant_evidence(obs, ctx)),
        tuple(fixes),
        values={"name": kind},
    )


# ---------------------------------------------------------------- HF121


def check_removed_cache_class(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    if obs.kind != "import":
        return None
    module = obs.kwargs.get("module")
    source = module.value if isinstance(module, Const) else "transformers"
    fixes = [_ignore(obs, ctx, "HF121")]
    return Hit(
        "HF121",
        Outcome(True, True),
        _span(obs, ctx),
        f"`{obs.callee}` was removed from transformers in 5.0",
        (),
        tuple(fixes),
        values={"name": obs.callee, "module": str(source)},
    )


# ---------------------------------------------------------------- HF122


def _is_cache(obs: CallObservation, v: Value) -> bool | None:
    if v is ABSENT or (isinstance(v, Const) and v.value is None):
        return False
    if isinstance(obs.heap.get(v), CacheObj):
        return True
    return None


def check_cache_argument(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    if "cache" not in obs.kwargs and not obs.opaque_kwargs:
        return None
    if obs.kind not in ("generate", "pipeline") or at_least(ctx.release.version, "5.24"):
        return None
    given = eff.test(eff.kwarg(obs, "cache"), lambda v: _is_cache(obs, v))
    if given.never:
        return None
    fixes: list[Fix] = []
    kw = keyword(obs.node, "cache")
    if kw is not None and "past_key_values" not in obs.kwargs and not obs.opaque_kwargs:
        span = node_span(ctx.index, kw)
        fixes.append(
            Fix(
                "Pass the cache as `past_key_values=` (every release takes it)",
                (TextEdit(Span(span.line, span.col, span.line, span.col + len("cache")), "past_key_values"),),
                Applicability.SAFE,
            )
        )
    fixes.append(_ignore(obs, ctx, "HF122"))
    evidence = [Evidence(node_span(ctx.index, kw), "`cache=` passed here", ctx.path)] if kw is not None else []
    for o in options(eff.kwarg(obs, "cache")):
        obj = obs.heap.get(o)
        if isinstance(obj, CacheObj) and obj.origin is not None:
            evidence.append(Evidence(obj.origin.span, obj.origin.note, obj.origin.path))
    return Hit(
        "HF122",
        given,
        _span(obs, ctx),
        f"`cache=` is a generate argument from transformers 5.24; {ctx.release.version} passes it to the model",
        evidence_from([], evidence),
        tuple(fixes),
    )


__all__ = ["check_cache_argument", "check_removed_cache_class", "check_static_cache_object"]
