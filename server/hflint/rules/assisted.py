"""HF1xx: assisted (speculative) generation, entered by assistant_model=, prompt_lookup_num_tokens=,
assistant_early_exit= or use_mtp, and the cache checks around generate.

Each check answers for one observed call: on how many paths its condition holds.
The conditions were established by running the releases (see each catalog entry's
`trigger`); the comments give the false-positive reasoning behind them.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Callable, Sequence
from dataclasses import replace
from functools import lru_cache, partial

from hflint.core import effective as eff
from hflint.core import modelinfo, pipelines
from hflint.core.effective import NEVER, Outcome
from hflint.core.findings import Applicability, Evidence, Fix, Span, TextEdit
from hflint.core.flow import CallObservation
from hflint.core.values import (
    ABSENT,
    UNKNOWN,
    Const,
    GenConfigObj,
    ModelObj,
    NumpyOrigin,
    Obj,
    Origin,
    Ref,
    Seq,
    Value,
    join_all,
    options,
)
from hflint.hubfacts import GEN_TYPES, lookup
from hflint.rules import inputs
from hflint.rules.base import Hit, RuleContext
from hflint.rules.common import at_least, both, either, evidence_at, evidence_from, negate_sometimes, where_set, written_since
from hflint.rules.edits import (
    add_keywords,
    call_name_span,
    ignore_comment_fix,
    keyword,
    literal_fix,
    node_span,
    remove_keyword,
    set_keyword,
    string_like,
    written_here,
)

# cache_implementation values that build a StaticCache (the ones assisted decoding
# rejects in 5.15–5.23 and quietly replaces before). "hybrid" is not here: generate
# resets it to None before the check, so it never raises (verified on every release).
STATIC_IMPLEMENTATIONS = frozenset(
    {
        "static",
        "offloaded_static",
        "sliding_window",
        "hybrid_chunked",
        "offloaded_hybrid",
        "offloaded_hybrid_chunked",
    }
)


# ---------------------------------------------------------------- shared conditions


def _is_model(obs: CallObservation, v: Value) -> bool | None:
    if isinstance(v, Const):
        # pipeline(assistant_model="distilgpt2") loads it; a None is plain generation.
        return v.value is not None and isinstance(v.value, str)
    if v is ABSENT:
        return False
    obj = obs.heap.get(v)
    if isinstance(obj, ModelObj):
        return True
    return None


def assistant_value(obs: CallObservation) -> Value:
    if obs.kind == "pipeline" and obs.pipeline is not None:
        given = eff.kwarg(obs, "assistant_model")
        return obs.pipeline.assistant if given is ABSENT else given
    return eff.kwarg(obs, "assistant_model")


def has_assistant(obs: CallObservation) -> Outcome:
    """An assistant model is passed (once per observation: most checks of a call ask)."""
    found = obs.memo.get("has_assistant")
    if found is None:
        found = obs.memo["has_assistant"] = eff.test(assistant_value(obs), lambda v: _is_model(obs, v))
    return found


def _is_set_int(v: Value) -> bool | None:
    if v is UNKNOWN:
        return None
    if v is ABSENT:
        return False
    if isinstance(v, Const):
        return isinstance(v.value, int) and not isinstance(v.value, bool)
    return None


def assisted(obs: CallObservation) -> Outcome:
    """The call runs assisted generation: an assistant model, prompt lookup or early exit."""
    found = obs.memo.get("assisted")
    if found is None:
        found = obs.memo["assisted"] = _assisted(obs)
    return found


# The settings besides an assistant model that make generate assisted (None by default).
_OTHER_CANDIDATES = ("prompt_lookup_num_tokens", "assistant_early_exit")


def _assisted(obs: CallObservation) -> Outcome:
    if obs.kind == "export":
        return NEVER
    if eff.at_defaults(obs, _OTHER_CANDIDATES):
        # (nearly every call: neither given nor held by a config it reads, so None or unknown)
        outcomes = [has_assistant(obs)]
    else:
        outcomes = [
            has_assistant(obs),
            eff.test(eff.gen_setting(obs, "prompt_lookup_num_tokens"), _is_set_int),
            eff.test(eff.gen_setting(obs, "assistant_early_exit"), _is_set_int),
        ]
    if any(o.always for o in outcomes):
        first = next(o for o in outcomes if o.always)
        return first
    if any(o.sometimes for o in outcomes):
        return Outcome(False, True, tuple(x for o in outcomes for x in o.origins))
    return NEVER


def beam_search(obs: CallObservation) -> Outcome:
    """num_beams > 1 (once per observation: HF109, HF124 and assisted_mode ask)."""
    found = obs.memo.get("beam_search")
    if found is None:
        found = obs.memo["beam_search"] = eff.test(
            eff.gen_setting(obs, "num_beams"),
            lambda v: None if not isinstance(v, Const) else (isinstance(v.value, int) and v.value > 1),
        )
    return found


def assisted_mode(obs: CallObservation) -> Outcome:
    """Assisted and not beam search (num_beams > 1 turns assisted generation off)."""
    found = obs.memo.get("assisted_mode")
    if found is None:
        entry = assisted(obs)
        # (not assisted, nearly every call: never, whatever the beams; they are not worked out)
        found = obs.memo["assisted_mode"] = both(entry, negate_sometimes(beam_search(obs))) if entry.sometimes else NEVER
    return found


def main_model_type(obs: CallObservation) -> tuple[Outcome, ModelObj | None]:
    models = eff.models(obs)
    return _type_outcome(models)


def _type_outcome(models: Sequence[ModelObj | None]) -> tuple[Outcome, ModelObj | None]:
    known = [m for m in models if m is not None and m.model_type]
    return Outcome(bool(known) and len(known) == len(models), bool(known)), (known[0] if known else None)


def _models_where(models: Sequence[ModelObj | None], pred) -> tuple[Outcome, ModelObj | None]:
    hits = [m for m in models if m is not None and m.model_type and pred(m.model_type)]
    if not hits:
        return NEVER, None
    return Outcome(len(hits) == len(models), True), hits[0]


def _model_evidence(model: ModelObj | None, what: str) -> list[Evidence]:
    out = []
    if model is not None and model.model_type_origin is not None:
        out.append(evidence_at(model.model_type_origin))
    elif model is not None and model.origin is not None:
        out.append(evidence_at(model.origin, f"{what} {model.origin.note}"))
    return out


def _assistant_evidence(obs: CallObservation, ctx: RuleContext) -> list[Evidence]:
    kw = keyword(obs.node, "assistant_model")
    if kw is not None:
        return [Evidence(node_span(ctx.index, kw), "assisted generation: `assistant_model` passed here", ctx.path)]
    for name in ("prompt_lookup_num_tokens", "assistant_early_exit"):
        kw = keyword(obs.node, name)
        if kw is not None:
            return [Evidence(node_span(ctx.index, kw), f"assisted generation: `{name}` passed here", ctx.path)]
    return []


def _span(obs: CallObservation, ctx: RuleContext):
    return call_name_span(ctx.index, obs.node)


def _ignore(obs: CallObservation, ctx: RuleContext, code: str) -> Fix:
    return ignore_comment_fix(ctx.index, _span(obs, ctx).line, code)


# ---------------------------------------------------------------- HF101


def check_use_cache_disabled(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    mode = assisted_mode(obs)
    if mode.never:
        return None
    use_cache = eff.gen_setting(obs, "use_cache")
    disabled = eff.test(use_cache, lambda v: eff.is_const(v, False, 0) if v is not ABSENT else False)
    outcome = both(mode, disabled)
    if outcome.never:
        return None
    if at_least(ctx.release.version, "5.24") and _passes_cache_object(obs).sometimes:
        # 5.24 has no use_cache check: with a cache object of the user's the call crashes
        # later instead (HF117); without one its "requires a cache" guard fires.
        return None
    fixes: list[Fix] = []
    kw = keyword(obs.node, "use_cache")
    if kw is not None:
        fixes.append(
            Fix("Set `use_cache=True`", tuple(set_keyword(ctx.index, obs.node, "use_cache", "True")), Applicability.SAFE)
        )
    elif "use_cache" not in obs.kwargs and not obs.opaque_kwargs:
        # A keyword at the call overrides the generation config; no **spread can clash with it.
        fixes.append(
            Fix(
                "Pass `use_cache=True` to this call",
                tuple(set_keyword(ctx.index, obs.node, "use_cache", "True")),
                Applicability.SAFE,
            )
        )
    # Beside it, the value flipped where it is written (a GenerationConfig, a kwargs dict, the
    # model's generation config): it changes every call that reads it (core/reach.py).
    literals = _origin_literals(use_cache, lambda o: eff.is_const(o, False, 0) is True, ctx, kw.value if kw is not None else None)
    if literals:
        fixes.append(literal_fix(ctx, literals, "use_cache", "True", "use_cache"))
    fixes.append(_ignore(obs, ctx, "HF101"))
    return Hit(
        code="HF101",
        outcome=outcome,
        span=_span(obs, ctx),
        detail=where_set(disabled.witness, "use_cache", ctx),
        evidence=evidence_from(disabled.origins, _assistant_evidence(obs, ctx)),
        fixes=tuple(fixes),
    )


def _passes_cache_object(obs: CallObservation) -> Outcome:
    return eff.test(_cache_object(obs), lambda v: None if v is UNKNOWN else v is not ABSENT)


# ---------------------------------------------------------------- HF117


def check_cache_object_with_cache_disabled(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    mode = assisted_mode(obs)
    if mode.never:
        return None
    disabled = eff.test(eff.gen_setting(obs, "use_cache"), lambda v: eff.is_const(v, False, 0) if v is not ABSENT else False)
    cache = _passes_cache_object(obs)
    outcome = both(both(mode, disabled), cache)
    if outcome.never:
        return None
    types = {m.model_type if m is not None else None for m in eff.models(obs)}
    if types <= modelinfo.UNCACHED_FORWARD_FAILS:
        # The main model's forward fails first, with sizes from the data, or the call runs
        # clean when the draft proposes nothing: no message to predict (modelinfo).
        return None
    fixes: list[Fix] = []
    fixes += _removal_fix(obs, ctx, "use_cache", "Remove `use_cache=False` (the cache you pass needs it)")
    fixes.append(_ignore(obs, ctx, "HF117"))
    return Hit(
        "HF117",
        outcome,
        _span(obs, ctx),
        where_set(disabled.witness, "use_cache", ctx) + " while a cache object is passed",
        evidence_from(disabled.origins, _assistant_evidence(obs, ctx)),
        tuple(fixes),
    )


def _origin_literals(value: Value, wrong, ctx: RuleContext, besides=None) -> list[Const]:
    """The literals written in this file that give `value` on the paths where `wrong` holds;
    [] when one such path's value is not a literal written here (a fix there would not be
    whole), or when the only one is the keyword at the call (`besides`: its own fix)."""
    out: list[Const] = []
    for o in options(value):
        if not wrong(o):
            continue
        if not isinstance(o, Const) or o.node is None or not written_here(o, ctx.path):
            return []
        if o.node is not besides and all(c.node is not o.node for c in out):
            out.append(o)
    return out


def _edit_literal(ctx: RuleContext, node, new_src: str):
    from hflint.core.findings import TextEdit

    return TextEdit(node_span(ctx.index, node), new_src)


def _removal_fix(
    obs: CallObservation, ctx: RuleContext, key: str, title: str, applicability: Applicability = Applicability.SAFE
) -> list[Fix]:
    """The fix that deletes the call's own `key=` keyword (none when the call does not write it)."""
    edits = remove_keyword(ctx.index, obs.node, key)
    return [Fix(title, edits, applicability)] if edits else []


def _removal_leaves(obs: CallObservation, key: str, pred) -> bool:
    """Whether removing the call's `key=` keyword may leave the same trouble: the value the call
    then takes (the passed generation config's, else the model's) satisfies `pred` on some path."""
    fallback = eff.typed(key, eff._from_passed_config(obs, key), GEN_TYPES)
    return eff.test(fallback, pred).sometimes


# ---------------------------------------------------------------- HF102


def impl_among(names: frozenset[str]):
    """A predicate on a cache_implementation value: one of `names` (unset: False; a value the
    walk cannot read: None). What a removal fix's fallback (`_removal_leaves`) is tested with."""

    def test(v: Value) -> bool | None:
        if v is ABSENT:
            return False
        return v.value in names if isinstance(v, Const) else None

    return test


_static_string = impl_among(STATIC_IMPLEMENTATIONS)


def check_static_cache(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    mode = assisted_mode(obs)
    if mode.never:
        return None
    impl = eff.gen_setting(obs, "cache_implementation")
    static_impl = eff.test(impl, _static_string)
    # (a StaticCache object is HF120's: it raises from 4.57 on, the string only from 5.15)
    if at_least(ctx.release.version, "5.15"):
        condition = static_impl
    else:
        # Before 5.15 a static string is swapped for a dynamic cache with a warning. Models
        # without a dynamic cache skip the swap and raise: stay silent rather than report the
        # wrong outcome.
        lacks, _ = _models_where(eff.models(obs), modelinfo.lacks_dynamic_cache)
        if lacks.sometimes:
            return None
        condition = static_impl
    outcome = both(mode, condition)
    if outcome.never:
        return None
    fixes: list[Fix] = []
    kw = keyword(obs.node, "cache_implementation")
    if kw is not None and not _removal_leaves(obs, "cache_implementation", _static_string):
        fixes += _removal_fix(
            obs, ctx, "cache_implementation", "Remove `cache_implementation` (assisted decoding uses a dynamic cache)"
        )
    else:
        literals = _origin_literals(impl, lambda o: isinstance(o, Const) and o.value in STATIC_IMPLEMENTATIONS, ctx)
        if literals:
            fixes.append(literal_fix(ctx, literals, "cache_implementation", "None", "cache_implementation"))
        if "cache_implementation" not in obs.kwargs and not obs.opaque_kwargs and static_impl.sometimes:
            fixes.insert(
                0,
                Fix(
                    "Pass `cache_implementation=None` to this call (use a dynamic cache)",
                    set_keyword(ctx.index, obs.node, "cache_implementation", "None"),
                    Applicability.SAFE,
                ),
            )
    fixes.append(_ignore(obs, ctx, "HF102"))
    detail = where_set(static_impl.witness, "cache_implementation", ctx)
    witness = static_impl.witness
    # (4.57 to 5.14 log the value in their warning: "... instead of a cache of type='sliding_window'.")
    values = (
        {"cache_implementation": witness.value}
        if isinstance(witness, Const) and isinstance(witness.value, str) and static_impl.agreed
        else {}
    )
    return Hit(
        "HF102",
        outcome,
        _span(obs, ctx),
        detail,
        evidence_from(condition.origins, _assistant_evidence(obs, ctx)),
        tuple(fixes),
        values,
    )


def _cache_object(obs: CallObservation) -> Value:
    """The class name of the cache object the call passes (cache_object_kind, with 5.24's `cache=`
    too); once per observation: HF111, HF117, HF103 and others ask."""
    found = obs.memo.get("cache_object")
    if found is None:
        found = obs.memo["cache_object"] = _cache_object_of(obs)
    return found


def _cache_object_of(obs: CallObservation) -> Value:
    kind = eff.cache_object_kind(obs)
    if kind is ABSENT:
        # 5.24 renamed the argument to `cache` (the old name still works).
        alt = eff.kwarg(obs, "cache")
        if alt is not ABSENT:
            fake = CallObservation(
                obs.node, obs.kind, obs.callee, obs.model, obs.args, {"past_key_values": alt}, False, obs.heap, obs.pipeline
            )
            return eff.cache_object_kind(fake)
    return kind


# ---------------------------------------------------------------- HF103


def check_model_without_cache(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    mode = assisted_mode(obs)
    if mode.never:
        return None
    lacks, model = _models_where(eff.models(obs), modelinfo.lacks_dynamic_cache)
    if lacks.never:
        return None
    # A disabled cache or a cache object the user passed is another story (HF101, HF111).
    use_cache = eff.gen_setting(obs, "use_cache")
    if eff.test(use_cache, lambda v: eff.is_const(v, False, 0) if v is not ABSENT else False).sometimes:
        return None
    if eff.test(_cache_object(obs), lambda v: v is not ABSENT).sometimes:
        return None
    impl = eff.gen_setting(obs, "cache_implementation")
    if eff.test(impl, lambda v: isinstance(v, Const) and v.value in STATIC_IMPLEMENTATIONS).sometimes:
        return None  # HF102's check fires first for these models
    outcome = both(mode, lacks)
    assert model is not None
    cls = _output_class(model)
    entry = ctx.catalog.get("HF103")
    if entry is not None and "{name}" in (entry.nearest_fact(ctx.release.version)[0].message or ""):
        # Before the guard the error names the model's output class; MiniMax fails inside its
        # own cache instead (RuntimeError "MiniMaxCache doesnot support `crop` method", in a run):
        # not this message, so say nothing rather than the wrong error.
        if cls is None:
            return None
        # Prompt lookup fails elsewhere when its first lookup proposes tokens (the catalog's
        # trigger): only an assistant model surely reaches the crop.
        if not has_assistant(obs).always:
            return None
    return Hit(
        "HF103",
        outcome,
        _span(obs, ctx),
        f"{_model_desc(model)} cannot build the dynamic cache assisted decoding needs",
        evidence_from([], _model_evidence(model, "main model") + _assistant_evidence(obs, ctx)),
        (_ignore(obs, ctx, "HF103"),),
        values={"name": cls} if cls else {},
    )


_OUTPUT_CLASSES = {"xlnet": "XLNetLMHeadModelOutput", "reformer": "ReformerModelWithLMHeadOutput"}


def _output_class(model: ModelObj) -> str | None:
    return _OUTPUT_CLASSES.get(model.model_type or "")


def _model_desc(model: ModelObj) -> str:
    if model.class_name and not model.class_name.startswith("Auto") and model.class_name != "?":
        return f"the main model ({model.class_name})"
    return f"the main model (model type `{model.model_type}`)"


# ---------------------------------------------------------------- HF111


def check_cache_implementation_with_object(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    if obs.kind == "export":
        return None
    if eff.at_defaults(obs, ("cache_implementation",)):
        # (nearly every call: None or unknown, which is_set never holds)
        return _assistant_own_cache_implementation(obs, ctx)
    impl = eff.gen_setting(obs, "cache_implementation")
    newer = at_least(ctx.release.version, "5.0")

    def is_set(v: Value) -> bool | None:
        if v is ABSENT:
            return False
        if not isinstance(v, Const):
            return None
        if v.value is None:
            return False
        if v.value == "hybrid":
            # 5.x resets "hybrid" to None before this check. 4.57 resets it only when it comes
            # from model.generation_config (a checkpoint's generation_config.json: Gemma 2 and 3
            # set it, and Gemma 2 with DynamicCache() runs clean on 4.57.6, verified).
            return False if newer else _hybrid_given_at_call(obs)
        return True

    impl_set = eff.test(impl, is_set)
    outcome = both(impl_set, _passes_cache_object(obs))
    if outcome.never:
        return _assistant_own_cache_implementation(obs, ctx)
    fixes = _removal_fix(obs, ctx, "cache_implementation", "Remove `cache_implementation` (the cache object decides)")
    fixes.append(_ignore(obs, ctx, "HF111"))
    return Hit(
        "HF111",
        outcome,
        _span(obs, ctx),
        where_set(impl_set.witness, "cache_implementation", ctx) + " while a cache object is passed",
        evidence_from(outcome.origins),
        tuple(fixes),
    )


# Values on the assistant's own generation config that its inner generate was run with and
# raised HF111's error on the second drafting round (decoder-only and T5 assistants): "dynamic"
# on every release (5.15 to 5.23 are HF113's), the others up to 5.14 (and "static" and
# "sliding_window" on 5.24 with a decoder-only assistant). "hybrid" is reset before the check;
# "offloaded" and "quantized" were not run on CPU.
_ASSISTANT_RAISING = frozenset({"static", "offloaded_static", "sliding_window", "dynamic", "dynamic_full"})


def _assistant_written_recently(obs: CallObservation, assistant: Value) -> bool | None:
    """4.57: whether the assistant's generation config carries transformers_version >= 4.50 (its
    inner generate then gives the passed config's unset fields the assistant's own values)."""
    answers: set[bool | None] = set()
    for model in eff.models(obs, assistant):
        if model is None:
            return None
        for gc in eff.objects_of(obs, model.gen_config):
            if not isinstance(gc, GenConfigObj):
                return None
            for written in options(gc.written_by):
                if written is ABSENT:
                    answers.add(True)  # (built in code or by the running release: its own version)
                elif isinstance(written, Const) and isinstance(written.value, str):
                    base = eff._base_version(written.value)
                    answers.add(None if base is None else base >= (4, 50))
                else:
                    answers.add(None)
    return answers.pop() if len(answers) == 1 else None


def _assistant_own_cache_implementation(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    """The assistant's own `generation_config.cache_implementation` reaches its inner generate, which
    from the second drafting round also gets the assistant's cache: HF111's error, though the user
    passed no cache object."""
    inner = both(assisted_mode(obs), has_assistant(obs))
    if inner.never or _passes_cache_object(obs).sometimes:
        return None
    release = ctx.release.version
    kept = at_least(release, "5.15") and not at_least(release, "5.24")
    if kept and not eff.test(eff.gen_setting(obs, "cache_implementation"), _unset_value).always:
        return None  # 5.15 to 5.23 pass the main call's value on, which then decides (HF113, HF102)
    if not at_least(release, "5.0") and _assistant_written_recently(obs, assistant_value(obs)) is not True:
        return None  # 4.57 takes the assistant's value only from a config of 4.50 or later
    if at_least(release, "5.14") and not at_least(release, "5.14.1") and not _all_decoder_only(obs, None):
        return None  # 5.14.0 crops an encoder-decoder main model's cache first, with any assistant (HF130, HF119)
    static_late = at_least(release, "5.24") and _all_decoder_only(obs, assistant_value(obs))

    def raising(v: Value) -> bool | None:
        if v is UNKNOWN:
            return None
        if not isinstance(v, Const) or v.value not in _ASSISTANT_RAISING:
            return False
        if v.value == "dynamic":
            return not kept  # (5.15 to 5.23: HF113's fact)
        # The static family builds a static cache in the first round from 5.15 on (the main
        # call's "dynamic_full" no longer replaces it): 5.15 to 5.23 fail on cropping it (HF137,
        # HF130), 5.24 crops a decoder-only one and raises here (a T5 one fails on `crop`: HF130);
        # "offloaded_static" needs CUDA there, and "dynamic_full" is unknown from 5.15 (HF112).
        if not at_least(release, "5.15"):
            return True
        return static_late and v.value in ("static", "sliding_window")

    own = eff.test(eff.model_gen_setting(obs, "cache_implementation", assistant_value(obs)), raising)
    if own.never:
        return None
    outcome = second_drafting_round(obs, both(inner, own))
    if outcome is None:
        return None
    detail = where_set(own.witness, "the assistant's generation_config.cache_implementation", ctx)
    detail += ", which the assistant's own generate receives together with its cache from the second drafting round"
    return Hit(
        "HF111",
        outcome,
        _span(obs, ctx),
        detail,
        evidence_from(own.origins, _assistant_evidence(obs, ctx)),
        (_ignore(obs, ctx, "HF111"),),
    )


def second_drafting_round(obs: CallObservation, outcome: Outcome) -> Outcome | None:
    """`outcome` of an error that comes at the start of the second drafting round: None when the
    call asks for 1 or 2 new tokens (the first round gives at least one; with one left the next
    round drafts nothing and returns before it crops or calls the assistant's generate:
    candidate_generator.get_candidates), "may" when the generation may end within the first round."""
    new_tokens = eff.gen_setting(obs, "max_new_tokens")
    if eff.test(new_tokens, lambda v: isinstance(v, Const) and isinstance(v.value, int) and v.value <= 2).always:
        return None
    long_enough = eff.test(
        new_tokens,
        lambda v: (
            None
            if not isinstance(v, Const)
            else (isinstance(v.value, int) and not isinstance(v.value, bool) and v.value >= _FIRST_ROUND_TOKENS)
        ),
    )
    if not long_enough.always:
        return Outcome(False, True, outcome.origins, outcome.witness)
    return outcome


def _all_decoder_only(obs: CallObservation, value: Value | None) -> bool:
    """Every model `value` (the call's own model when None) may be is known and decoder-only."""
    found = eff.models(obs, value)
    return bool(found) and all(m is not None and not modelinfo.is_encoder_decoder(m.class_name) for m in found)


def _unset_value(v: Value) -> bool | None:
    if v is UNKNOWN:
        return None
    return v is ABSENT or (isinstance(v, Const) and v.value is None)


def _hybrid_given_at_call(obs: CallObservation) -> bool | None:
    """ "hybrid" given by the call's keyword or by a `generation_config=` it passes (not the model's own)."""
    given = [eff.kwarg(obs, "cache_implementation")]
    for o in options(eff.kwarg(obs, "generation_config")):
        if o is ABSENT or (isinstance(o, Const) and o.value is None):
            continue
        gc = obs.heap.get(o)
        given.append(gc.fields.get("cache_implementation", ABSENT) if isinstance(gc, GenConfigObj) else UNKNOWN)
    answers = [None if o is UNKNOWN else (isinstance(o, Const) and o.value == "hybrid") for v in given for o in options(v)]
    if any(answers):
        return True
    return None if None in answers else False


# ---------------------------------------------------------------- HF115

# Values that build a static cache sized by generate itself, and crashed with prompt lookup
# (5.24; the offloaded_* values need CUDA and were not run that far).
_LOOKUP_OVERFLOW_IMPLEMENTATIONS = frozenset({"static", "sliding_window", "hybrid_chunked"})


def _largest(value: Value) -> int | None:
    """The largest integer `value` may be on a path, None when a path's value is not a written integer."""
    found = None
    for o in options(value):
        if not (isinstance(o, Const) and type(o.value) is int):
            return None
        found = o.value if found is None else max(found, o.value)
    return found


def _smallest(value: Value) -> int | None:
    found = None
    for o in options(value):
        if not (isinstance(o, Const) and type(o.value) is int):
            return None
        found = o.value if found is None else min(found, o.value)
    return found


def _lookup_fits(obs: CallObservation, cache_len: int | None) -> bool:
    """Whether prompt lookup surely stays inside the static cache (the run cannot crash).

    5.24's lookup proposes up to `prompt_lookup_num_tokens` (N) tokens at any length below
    `max_length - 1` (candidate_generator.py: it bounds where it copies from, not how far the
    candidates reach), and the main model writes them all into the cache before verifying them:
    the longest sequence written is prompt + max_new_tokens - 2 + N tokens. A cache that
    `generate` builds holds `max_length - 1` (cache_len None): it fits exactly when N is 1. A
    StaticCache the script builds holds its `max_cache_len`: it fits when the prompt's bound
    (a text written in the file: core/batches.py) plus max_new_tokens + N - 2 is within it."""
    n = _largest(eff.gen_setting(obs, "prompt_lookup_num_tokens"))
    new_tokens = _largest(eff.gen_setting(obs, "max_new_tokens"))
    if new_tokens is not None and new_tokens <= 1:
        return True  # at max_length - 1 the lookup proposes nothing
    if n is None:
        return False
    if cache_len is None:
        return n <= 1
    prompt = _largest(eff.prompt_tokens(obs))
    if prompt is None or new_tokens is None:
        return False
    return prompt + new_tokens + n - 2 <= cache_len


def _translated_greedy_drafts(obs: CallObservation, ctx: RuleContext) -> Outcome:
    """5.24: greedy universal assisted decoding (an assistant of another vocabulary, both
    tokenizers passed, do_sample not True), whose candidate generator cuts the translated draft at
    max_length itself, not max_length - 1 as with a same-tokenizer assistant (generation/
    candidate_generator.py, `_process_assistant_outputs`): with a static cache the main model's
    forward then writes one position past it. Runs (h99's, 5.24.0, three pairs, max_new_tokens 2
    to 30): 12 of 15 greedy calls raise HF115's IndexError, the others run clean (data-dependent);
    sampled, the translator fails first or the call runs clean; one new token drafts nothing."""
    if not at_least(ctx.release.version, "5.24"):
        return NEVER
    differ, _, _, _ = _vocab_relation(obs)
    translated = both(_passed(obs, "tokenizer"), _passed(obs, "assistant_tokenizer"))
    if not differ.always or not translated.always or not _sampling(obs).never:
        return NEVER
    if eff.test(eff.gen_setting(obs, "max_new_tokens"), lambda v: None if not isinstance(v, Const) else v.value == 1).sometimes:
        return NEVER
    return has_assistant(obs)


def check_prompt_lookup_static_cache(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    mode = assisted_mode(obs)
    if mode.never:
        return None
    if at_least(ctx.release.version, "5.24") and _any_encoder_decoder(obs):
        # (an encoder-decoder model's static cache is an EncoderDecoderCache, which 5.24's
        # assisted generation fails to crop before any lookup overflows: another error)
        return None
    lookup = eff.test(eff.gen_setting(obs, "prompt_lookup_num_tokens"), _is_set_int)
    translated = _translated_greedy_drafts(obs, ctx) if lookup.never else NEVER
    if lookup.never and translated.never:
        return None
    # Early exit takes precedence over prompt lookup when the candidate generator is chosen.
    if eff.test(eff.gen_setting(obs, "assistant_early_exit"), lambda v: None if v is UNKNOWN else _is_set_int(v)).sometimes:
        return None
    impl = eff.gen_setting(obs, "cache_implementation")

    def overflows(v: Value) -> bool | None:
        return None if v is UNKNOWN else (isinstance(v, Const) and v.value in _LOOKUP_OVERFLOW_IMPLEMENTATIONS)

    static = eff.test(impl, overflows)
    values: dict[str, str] = {}
    if translated.sometimes and lookup.never:
        # (only "static" was run with a translated draft; a "sliding_window" Mistral pair ran
        # clean on 5.24.0: benchmarks/recall/scripts/h30_sliding_window_assisted.py)
        static = eff.test(impl, lambda v: None if v is UNKNOWN else isinstance(v, Const) and v.value == "static")
    if static.sometimes and translated.sometimes:
        lookup = translated
        detail = (
            where_set(static.witness, "cache_implementation", ctx)
            + ", and an assistant with another tokenizer (universal assisted decoding, greedy) can draft"
            " tokens up to max_length, one past that cache"
        )
    elif static.sometimes:
        if _lookup_fits(obs, None):
            return None
        detail = (
            where_set(static.witness, "cache_implementation", ctx)
            + ", and prompt lookup can propose tokens up to max_length, one past that cache"
        )
    elif translated.sometimes:
        return None  # (a StaticCache object of the script's own: not run with a translated draft)
    elif "past_key_values" in obs.kwargs or "cache" in obs.kwargs:
        # A StaticCache the script builds (5.24 lets it into assisted generation; with a
        # cache_implementation too, HF111 fires first).
        if not eff.test(
            impl, lambda v: None if v is UNKNOWN else v is ABSENT or (isinstance(v, Const) and v.value is None)
        ).always:
            return None
        key = "past_key_values" if "past_key_values" in obs.kwargs else "cache"
        static = eff.test(
            _cache_object(obs), lambda v: None if v is UNKNOWN else isinstance(v, Const) and v.value == "StaticCache"
        )
        if static.never:
            return None
        size = _smallest(eff.cache_object_size(obs, key))
        # (a length the analysis cannot read, such as the prompt's length plus a margin, may
        # leave room or not: silent)
        if size is None or _lookup_fits(obs, size):
            return None
        values = {"index": str(size), "size": str(size)}
        detail = (
            f"a StaticCache with max_cache_len={size} is passed, and prompt lookup writes up to "
            "prompt_lookup_num_tokens proposed tokens past the text so far, which can reach past its end"
        )
    else:
        return None
    outcome = both(both(mode, lookup), static)
    if outcome.never:
        return None
    fixes: list[Fix] = []
    if keyword(obs.node, "cache_implementation") is not None and not _removal_leaves(obs, "cache_implementation", overflows):
        fixes += _removal_fix(
            obs,
            ctx,
            "cache_implementation",
            "Remove `cache_implementation` (a dynamic cache grows as needed)",
            Applicability.UNSAFE,
        )
    fixes.append(_ignore(obs, ctx, "HF115"))
    return Hit(
        "HF115",
        outcome,
        _span(obs, ctx),
        detail,
        evidence_from(static.origins, _assistant_evidence(obs, ctx)),
        tuple(fixes),
        values=values,
    )


# ---------------------------------------------------------------- HF116


# Early exit lowers `config.num_hidden_layers` for the draft; the model types below run every
# block whatever it says, so the draft's forward pass reaches a layer the draft's bookkeeping does
# not have: "list index out of range" (IndexError), on 4.57 in the model's forward (`head_mask[i]`,
# a list of num_hidden_layers entries), from 5.12 in the cache's `update` (a cache of
# num_hidden_layers layers). Runs (h123's, all 28 releases, assistant_early_exit=1 on the
# stand-ins): gpt2, gpt_neox (Pythia), codegen and falcon raise on 4.57.6 and 5.12.1 to 5.24.0; opt
# and stablelm on 5.12.1 to 5.24.0 only; all of them run on 5.3.0 to 5.11.0. llama, qwen2,
# mistral, phi, phi3, phimoe, gemma, gemma2, granite, olmo, qwen3 and smollm3 run on 4.57.6 and
# 5.3.0 to 5.24.0 (qwen2, gemma2, qwen3, smollm3 and gemma3_text crash another way on 5.15.x, a
# TypeError in the cache's `crop`, not told here). Every model crashes on 5.0 to 5.2 (the
# `is_first_iteration` TypeError).
_EARLY_EXIT_IGNORES_LAYERS = {
    "gpt2": ("4.57", "5.12"),
    "gpt_neox": ("4.57", "5.12"),
    "codegen": ("4.57", "5.12"),
    "falcon": ("4.57", "5.12"),
    "opt": ("5.12",),
    "stablelm": ("5.12",),
}


def _every_model_crashes(version: str) -> bool:
    """5.0 to 5.2: `get_candidates` misses its `is_first_iteration` argument, whatever the model."""
    return at_least(version, "5.0") and not at_least(version, "5.3")


def _ignores_layer_count(model_type: str | None, version: str) -> bool:
    """Whether this type's forward runs every block although early exit lowered the layer count
    and the release then crashes (4.57.x, or from 5.12, as _EARLY_EXIT_IGNORES_LAYERS says)."""
    since = _EARLY_EXIT_IGNORES_LAYERS.get(model_type or "")
    if since is None:
        return False
    if not at_least(version, "5.0"):
        return "4.57" in since
    return at_least(version, "5.12")


def check_early_exit_crash(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    # Early exit wins over an assistant model and prompt lookup when the candidate generator is
    # chosen, so the flag alone decides on 5.0 to 5.2; elsewhere the model's type does (told only
    # where every path's model is known); whether the release crashes is the catalog's fact.
    mode = assisted_mode(obs)
    if mode.never:
        return None
    early = eff.test(eff.gen_setting(obs, "assistant_early_exit"), _is_set_int)
    outcome = both(mode, early)
    if outcome.never:
        return None
    version = ctx.release.version
    detail = where_set(early.witness, "assistant_early_exit", ctx)
    model_evidence: list[Evidence] = []
    if not _every_model_crashes(version):
        models = eff.models(obs)
        if not models or not all(m is not None and _ignores_layer_count(m.model_type, version) for m in models):
            return None
        if at_least(version, "5.15") and not at_least(version, "5.16") and keyword(obs.node, "assistant_early_exit") is None:
            # (5.15.x: early exit set on the model's generation config crashed a Falcon stand-in
            # elsewhere, a TypeError in the assistant's confidence stopping criterion; the keyword
            # at generate gave the IndexError for every type listed)
            return None
        model = models[0]
        assert model is not None
        detail += (
            f"; the model (`{model.model_type}`) runs all its blocks whatever `config.num_hidden_layers` says, "
            "which early exit lowers for the draft"
        )
        model_evidence = _model_evidence(model, "model")
    fixes: list[Fix] = []
    kw = keyword(obs.node, "assistant_early_exit")
    if kw is not None and "prompt_lookup_num_tokens" not in obs.kwargs and not obs.opaque_kwargs:
        fixes.append(
            Fix(
                "Use prompt lookup instead (`prompt_lookup_num_tokens=3`)",
                (TextEdit(node_span(ctx.index, kw), "prompt_lookup_num_tokens=3"),),
                Applicability.UNSAFE,
            )
        )
    fixes.append(_ignore(obs, ctx, "HF116"))
    return Hit(
        "HF116",
        outcome,
        _span(obs, ctx),
        detail,
        evidence_from(early.origins, model_evidence),
        tuple(fixes),
    )


# ---------------------------------------------------------------- HF113

# The first drafting round gives at most num_assistant_tokens + 1 new tokens (20 + 1 by default);
# a longer generation surely reaches the second round, where the inner generate raises.
_FIRST_ROUND_TOKENS = 21


def _inner_generate(obs: CallObservation) -> Outcome:
    """The call drafts with an inner `generate`: an assistant model or early exit (not prompt lookup)."""
    return either(has_assistant(obs), eff.test(eff.gen_setting(obs, "assistant_early_exit"), _is_set_int))


def _dynamic(v: Value) -> bool | None:
    if v is UNKNOWN:
        return None
    return isinstance(v, Const) and v.value == "dynamic"


def check_assisted_dynamic_cache_implementation(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    mode = assisted_mode(obs)
    if mode.never:
        return None
    inner = both(mode, _inner_generate(obs))
    if inner.never:
        return None
    impl = eff.gen_setting(obs, "cache_implementation")
    dynamic = eff.test(impl, _dynamic)
    from_assistant = NEVER
    if eff.test(impl, lambda v: None if v is UNKNOWN else (v is ABSENT or (isinstance(v, Const) and v.value is None))).always:
        # Unset on the main call: the inner call falls back on the assistant's own generation config.
        from_assistant = eff.test(eff.model_gen_setting(obs, "cache_implementation", assistant_value(obs)), _dynamic)
    condition = either(dynamic, from_assistant)
    if condition.never:
        return None
    # With a cache object the main call's own check (HF111) fires first.
    if _passes_cache_object(obs).sometimes:
        return None
    new_tokens = eff.gen_setting(obs, "max_new_tokens")
    if eff.test(new_tokens, lambda v: isinstance(v, Const) and isinstance(v.value, int) and v.value <= 1).always:
        return None  # no drafting round at all
    long_enough = eff.test(
        new_tokens,
        lambda v: (
            None
            if not isinstance(v, Const)
            else (isinstance(v.value, int) and not isinstance(v.value, bool) and v.value >= _FIRST_ROUND_TOKENS)
        ),
    )
    outcome = both(inner, condition)
    if not long_enough.always:
        # A short generation may end within the first drafting round and never raise.
        outcome = Outcome(False, True, outcome.origins, outcome.witness)
    fixes: list[Fix] = []
    kw = keyword(obs.node, "cache_implementation")
    if kw is not None:
        edits = (
            ()
            if _removal_leaves(obs, "cache_implementation", _dynamic)
            else remove_keyword(ctx.index, obs.node, "cache_implementation")
        )
        if edits:
            fixes.append(
                Fix("Remove `cache_implementation` (assisted decoding builds a dynamic cache itself)", edits, Applicability.SAFE)
            )
    elif dynamic.sometimes:
        for o in options(impl):
            if isinstance(o, Const) and o.node is not None and o.value == "dynamic" and written_here(o, ctx.path):
                fixes.append(
                    Fix(
                        f"Set cache_implementation to None where it is set (line {o.node.lineno})",
                        (_edit_literal(ctx, o.node, "None"),),
                        Applicability.UNSAFE,
                    )
                )
                break
    fixes.append(_ignore(obs, ctx, "HF113"))
    if dynamic.sometimes:
        detail = where_set(dynamic.witness, "cache_implementation", ctx)
    else:
        detail = where_set(from_assistant.witness, "the assistant's generation_config.cache_implementation", ctx)
    detail += ", which the assistant's own generate receives together with its cache"
    return Hit(
        "HF113", outcome, _span(obs, ctx), detail, evidence_from(condition.origins, _assistant_evidence(obs, ctx)), tuple(fixes)
    )


# ---------------------------------------------------------------- HF118


def check_paged_cache_with_assistant(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    # Only the keyword at the call switches generate to continuous batching (a generation
    # config's "paged" does not), before any other check of the call.
    if "cache_implementation" not in obs.kwargs and not obs.opaque_kwargs:
        return None  # (the common case, decided first)
    has = has_assistant(obs)
    if has.never:
        return None
    paged = eff.test(
        eff.kwarg(obs, "cache_implementation"), lambda v: None if v is UNKNOWN else (isinstance(v, Const) and v.value == "paged")
    )
    outcome = both(has, paged)
    if outcome.never:
        return None
    fixes: list[Fix] = []
    fixes += _removal_fix(
        obs,
        ctx,
        "cache_implementation",
        'Remove `cache_implementation="paged"` (keep speculative decoding)',
        Applicability.UNSAFE,
    )
    fixes.append(_ignore(obs, ctx, "HF118"))
    return Hit(
        "HF118",
        outcome,
        _span(obs, ctx),
        '`cache_implementation="paged"` hands the call to continuous batching, which takes no assistant model',
        evidence_from(paged.origins, _assistant_evidence(obs, ctx)),
        tuple(fixes),
    )


# ---------------------------------------------------------------- HF112

_CHOICES_RE = re.compile(r"'([A-Za-z0-9_]+)'")


def valid_implementations(ctx: RuleContext) -> frozenset[str] | None:
    """The release's accepted values, read from the catalog message that lists them."""
    entry = ctx.catalog.get("HF112")
    if entry is None:
        return None
    fact, _ = entry.nearest_fact(ctx.release.version)
    if not fact.raised or not fact.message:
        return None
    return _choices(fact.message)


@lru_cache(maxsize=64)
def _choices(message: str) -> frozenset[str] | None:
    """The values a message lists after "Choose one of" (read once per message, not per call)."""
    if "Choose one of" not in message:
        return None
    return frozenset(_CHOICES_RE.findall(message.split("Choose one of", 1)[1]))


def check_invalid_cache_implementation(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    valid = valid_implementations(ctx)
    if valid is None or obs.kind == "export":
        return None
    if obs.kind == "genconfig":
        impl = eff.kwarg(obs, "cache_implementation")
    else:
        impl = eff.kwarg(obs, "cache_implementation")
        if impl is ABSENT:
            # A value written on a config (not at its construction, which raises there).
            impl = _only_attribute_writes(obs, eff.gen_setting)
        elif at_least(ctx.release.version, "5.0") and ABSENT not in options(impl):
            # 5.x merges the model's config into the one generate uses (validating it) before the
            # keywords are applied: a bad value written there raises whatever the keyword says.
            merged = _only_attribute_writes(obs, eff.config_setting)
            if not eff.test(merged, lambda v: None if v is UNKNOWN else _unknown_name(v, valid)).never:
                impl = merged
    bad = eff.test(impl, lambda v: None if v is UNKNOWN else _unknown_name(v, valid))
    if bad.never:
        return None
    value = bad.witness.value if isinstance(bad.witness, Const) else "?"
    fixes: list[Fix] = []
    suggestion, sure = _closest(str(value), valid)
    if suggestion and isinstance(bad.witness, Const) and bad.witness.node is not None and written_here(bad.witness, ctx.path):
        fix = literal_fix(
            ctx,
            [bad.witness],
            "cache_implementation",
            string_like(ctx.index, bad.witness.node, suggestion),
            "cache_implementation",
        )
        # Safe when the value is the suggestion written another way ("Static", "StaticCache");
        # a nearest spelling ("statc") is a guess at what was meant.
        fixes.append(
            Fix(
                f"Use {suggestion!r}, a value transformers {ctx.release.version} knows",
                fix.edits,
                fix.applicability if sure else Applicability.UNSAFE,
                reach=fix.reach,
            )
        )
    fixes.append(_ignore(obs, ctx, "HF112"))
    hint = f"; did you mean {suggestion!r}?" if suggestion else ""
    return Hit(
        "HF112",
        bad,
        _span(obs, ctx),
        f"{value!r} is not a cache implementation transformers {ctx.release.version} knows{hint}",
        evidence_from(bad.origins),
        tuple(fixes),
        values={"name": str(value)} if bad.agreed else {},
    )


def _unknown_name(v: Value, valid: frozenset[str]) -> bool:
    return isinstance(v, Const) and isinstance(v.value, str) and v.value not in valid


def _only_attribute_writes(
    obs: CallObservation, setting: Callable[[CallObservation, str], Value], key: str = "cache_implementation"
) -> Value:
    """Keep the paths whose value of `key` (`setting(obs, key)`: eff.gen_setting or
    eff.config_setting) was written as an attribute of a generation config the call reads
    (`model.generation_config.cache_implementation = ...`, or on the config passed as
    `generation_config=`): validate() meets it only now. A value given at construction raised
    there already; one read from a file or a checkpoint is left alone. The setting is worked
    out only where such a write exists (nearly never)."""
    if key not in eff.attributes_written(obs):
        return ABSENT
    written: list[Value] = []
    configs = list(eff.objects_of(obs, eff.kwarg(obs, "generation_config")))
    for model in eff.models(obs):
        if model is not None:
            configs += eff.objects_of(obs, model.gen_config)
    for gc in configs:
        if isinstance(gc, GenConfigObj) and key in gc.attr_written:
            written += options(gc.fields.get(key, ABSENT))
    if not written:
        return ABSENT
    return join_all([o if isinstance(o, Const) and o in written else ABSENT for o in options(setting(obs, key))])


# ---------------------------------------------------------------- HF148


def _not_positive(v: Value) -> bool:
    return isinstance(v, Const) and type(v.value) in (int, float) and v.value <= 0


def check_max_new_tokens_not_positive(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    """`max_new_tokens` of 0 or less where validate() meets it: every release raises (runs: HF148's,
    all 28 releases), at a `GenerationConfig(...)`/`from_dict`/`update(...)` that gives it, at a
    `validate()` after an attribute write, else in generate (or a pipeline call) once the keywords
    are merged. Like HF112's value, one written on a config the call reads is met there too, and
    from 5.0 even under a positive keyword (4.57 applies the keyword first). A pipeline() given
    it raises while it is built up to 5.19 (its copy of the config), at each call from 5.20."""
    found = _max_new_tokens_met(obs, ctx, _not_positive, typed_writes=True)
    if found is None:
        return None
    bad, obs = found
    shown = bad.witness.value if isinstance(bad.witness, Const) and bad.agreed else None
    return Hit(
        "HF148",
        bad,
        _span(obs, ctx),
        f"{where_set(bad.witness, 'max_new_tokens', ctx)}; generate needs a positive budget (None for the default)",
        evidence_from(bad.origins),
        (_ignore(obs, ctx, "HF148"),),
        values={"max_new_tokens": repr(shown)} if shown is not None else {},
    )


def _max_new_tokens_met(
    obs: CallObservation, ctx: RuleContext, test: Callable[[Value], bool], *, typed_writes: bool
) -> tuple[eff.Outcome, CallObservation] | None:
    """Where validate() compares `max_new_tokens` with 0 (HF148, HF185: the same line of
    configuration_utils.py, met on the same paths): `_validated_setting_met` for that key."""
    return _validated_setting_met(obs, ctx, "max_new_tokens", test, typed_writes=typed_writes)


def _validated_setting_met(
    obs: CallObservation, ctx: RuleContext, key: str, test: Callable[[Value], bool], *, typed_writes: bool
) -> tuple[eff.Outcome, CallObservation] | None:
    """Where validate() reads `key` among its first checks (`max_new_tokens <= 0`, then
    `pad_token_id < 0`: met on the same paths), the outcome of `test` on the value it meets
    there, with the observation the finding is reported at (a pipeline() under construction: the
    copy of the config it builds). `typed_writes`: an attribute write is read through the typed
    settings (an int); else as written (a string, which the typed settings make unknown)."""
    if obs.kind == "pipeline-build":
        built = pipelines.construction_config(obs, ctx.release.version)
        if built is None:
            return None
        obs = built
    if obs.kind == "genconfig":
        if obs.callee == "GenerationConfig.validate":
            configs = eff.objects_of(obs, obs.model)
            if not configs or not all(isinstance(gc, GenConfigObj) for gc in configs):
                return None
            # (a value given at construction raised there: only one written since is met here)
            value = written_since(configs, key)
        else:
            value = eff.kwarg(obs, key)
    elif obs.kind in ("generate", "pipeline"):
        value = eff.kwarg(obs, key)
        if value is ABSENT:
            value = _only_attribute_writes(obs, eff.gen_setting, key) if typed_writes else _written_as_is(obs, key)
        elif (
            key in eff.attributes_written(obs)  # (else merged is ABSENT, which `test` never holds)
            and at_least(ctx.release.version, "5.0")
            and ABSENT not in options(value)
        ):
            merged = _only_attribute_writes(obs, eff.config_setting, key) if typed_writes else _written_as_is(obs, key)
            if not eff.test(merged, test).never:
                value = merged
    else:
        return None
    bad = eff.test(value, test)
    if bad.never:
        return None
    return bad, obs


def _written_as_is(obs: CallObservation, key: str) -> Value:
    """The value of `key` as written by an attribute write on the generation config a call starts
    from (`model.generation_config.max_new_tokens = os.environ[...]`), untyped: the passed
    `generation_config=`'s, else the model's. ABSENT unless every config the call may start from
    is known and had `key` written as an attribute (a config read from a file is left alone)."""
    if key not in eff.attributes_written(obs):
        return ABSENT
    passed = eff.kwarg(obs, "generation_config")
    if passed is not ABSENT:
        configs = list(eff.objects_of(obs, passed))
    else:
        models = eff.models(obs)
        if not models or any(m is None for m in models):
            return ABSENT
        configs = [gc for m in models if m is not None for gc in eff.objects_of(obs, m.gen_config)]
    if not configs:
        return ABSENT
    values: list[Value] = []
    for gc in configs:
        if not isinstance(gc, GenConfigObj) or key not in gc.attr_written:
            return ABSENT
        values.append(gc.get(key))
    return join_all(values)


# ---------------------------------------------------------------- HF185


def _a_string(v: Value) -> bool:
    return isinstance(v, Const) and isinstance(v.value, str)


def check_max_new_tokens_string(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    """`max_new_tokens` given as a string (an environment variable, `sys.argv`, `input()`, an INI
    file, an argparse option without `type=int`): validate()'s `max_new_tokens <= 0` raises a
    TypeError, on the same line and the same paths as HF148's check (runs: h105's, 4.57.6, 5.0.0,
    5.15.0, 5.23.0, 5.24.0: generate, GenerationConfig(...), update, an attribute write met by
    generate, a pipeline call and pipeline() up to 5.19). A float is compared and runs. Reported
    only where every path gives a string."""
    found = _max_new_tokens_met(obs, ctx, _a_string, typed_writes=False)
    # (a string on some paths only is left alone: it is most often the fall-through of a parser
    # whose conversion the analysis does not follow, `try: return int(raw) except ValueError:
    # return raw`)
    if found is None or not found[0].always:
        return None
    bad, obs = found
    bad, where = _string_setting(bad, "max_new_tokens", ctx)
    return Hit(
        "HF185",
        bad,
        _span(obs, ctx),
        f"{where}; generate compares the budget with 0 and needs an int (convert it with int(...))",
        evidence_from(bad.origins),
        (_ignore(obs, ctx, "HF185"),),
    )


# ---------------------------------------------------------------- HF344


def check_pad_token_id_string(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    """HF344: `pad_token_id` given as a string (`tok.eos_token` where `tok.eos_token_id` was
    meant, `"<|endoftext|>"`): validate()'s `pad_token_id < 0`, right after HF148's and HF185's
    check, raises a TypeError on the same paths (runs: h177's, gpt2 stand-in, all 28 releases:
    the call's keyword with greedy decoding, sampling and beams, `GenerationConfig(...)`, an
    attribute write met by generate). Reported only where every path gives a string."""
    found = _validated_setting_met(obs, ctx, "pad_token_id", _a_string, typed_writes=False)
    if found is None or not found[0].always:
        return None
    bad, obs = found
    bad, where = _string_setting(bad, "pad_token_id", ctx)
    where, fixes = _token_text_fix(obs, ctx, "pad_token_id", bad, where)
    return Hit(
        "HF344",
        bad,
        _span(obs, ctx),
        f"{where}; generate compares pad_token_id with 0 and needs a token id (an int), not the token's text",
        evidence_from(bad.origins),
        (*fixes, _ignore(obs, ctx, "HF344")),
    )


# ---------------------------------------------------------------- HF189


def check_max_length_string(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    """`max_length` given to generate as a string (an environment variable, an argparse option
    without `type=int`) with no `max_new_tokens` in effect: `_validate_generated_length` compares
    the prompt's length with it (`>=`) and raises a TypeError, on the line of HF147's check (runs:
    h113's, all 28 releases). T5 and BART (built by `AutoModelForSeq2SeqLM` or named) compare the
    decoder's start with it the same way and raise the same error, greedy or with beams (h153's
    runs, all 28 releases). `GenerationConfig(max_length="20")` is built without complaint and a
    pipeline's call fails elsewhere: both left alone, as are other encoder-decoder models (Whisper
    has a generate of its own) and calls given embeddings. Reported only where every path gives a
    string."""
    if obs.kind != "generate":
        return None
    given = eff.kwarg(obs, "max_length")
    if given is ABSENT or eff.kwarg(obs, "inputs_embeds") is not ABSENT:
        return None
    bad = eff.test(given, _a_string)
    if not bad.always:
        return None
    found = eff.models(obs)
    if not found or not all(_decoder_only(m) or _t5_or_bart(m) for m in found) or _max_new_tokens_unset(obs) is not True:
        return None
    bad, where = _string_setting(bad, "max_length", ctx)
    return Hit(
        "HF189",
        bad,
        _span(obs, ctx),
        f"{where}; generate compares the prompt's length with it and needs an int (convert it with int(...))",
        evidence_from(bad.origins),
        (_ignore(obs, ctx, "HF189"),),
    )


# ---------------------------------------------------------------- HF193


def _a_float_above_one(v: Value) -> bool:
    return isinstance(v, Const) and type(v.value) is float and v.value > 1


# Settings that take generate down another path before the prompt is copied for the beams.
_BEAM_FLOAT_OTHER_PATHS = (
    "assistant_model",
    "prompt_lookup_num_tokens",
    "assistant_early_exit",
    "streamer",
    "custom_generate",
    "num_return_sequences",
    "num_beam_groups",
    "penalty_alpha",
    "constraints",
    "force_words_ids",
    "inputs_embeds",
)


def check_num_beams_float(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    """`num_beams` given to generate as a float above 1 (a demo's slider, a JSON body): beam
    search picks it (`2.0 > 1`) and then copies the prompt with `repeat_interleave(2.0, dim=0)`,
    which torch refuses with a TypeError (runs: h119's, all 28 releases, with and without
    sampling; `1.0` runs). Left alone with an assistant, prompt lookup, a streamer or another
    setting that takes generate down another path first, for Whisper and unknown models, and
    where some path gives another value."""
    if obs.kind != "generate":
        return None
    given = eff.kwarg(obs, "num_beams")
    if given is ABSENT or any(eff.kwarg(obs, k) is not ABSENT for k in _BEAM_FLOAT_OTHER_PATHS):
        return None
    bad = eff.test(given, _a_float_above_one)
    if not bad.always:
        return None
    found = eff.models(obs)
    if not found or any(m is None or m.model_type in (None, "whisper") for m in found):
        return None
    return Hit(
        "HF193",
        bad,
        _span(obs, ctx),
        f"{where_set(bad.witness, 'num_beams', ctx)}, a float; beam search copies the prompt num_beams times"
        " and needs an int (convert it with int(...))",
        evidence_from(bad.origins),
        (_ignore(obs, ctx, "HF193"),),
    )


# ---------------------------------------------------------------- HF305


# Settings that take generate down another path (or to another check of num_beams) before the
# inputs are expanded for the beams: left alone.
_BEAM_STRING_OTHER_PATHS = tuple(k for k in _BEAM_FLOAT_OTHER_PATHS if k != "inputs_embeds")


def check_num_beams_string(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    """`num_beams` a string where generate reads it (an argparse option without `type=int`, an
    environment variable): `max(num_beams, num_return_sequences)` as the inputs are expanded
    raises a TypeError, `"1"` too (runs: h132's, 4.57.6, 5.0.0, 5.24.0: the call's keyword with
    greedy decoding, sampling and t5, a passed GenerationConfig, an attribute on the model's
    config, a text-generation pipeline's call; the catalog example on all 28 releases). Left
    alone with an assistant, prompt lookup, a streamer or another setting that takes generate
    down another path first, for Whisper and unknown models, and where some path gives another
    value."""
    if obs.kind not in ("generate", "pipeline"):
        return None
    num_beams = eff.kwarg(obs, "num_beams")
    if num_beams is ABSENT and obs.kind == "generate":
        # (a passed `GenerationConfig(num_beams="2")` or an attribute write, as written: the typed
        # settings make a string unknown; runs: h137's, all 28 releases, both raise the same)
        num_beams = _config_as_written(obs, "num_beams")
    if num_beams is ABSENT or any(eff.kwarg(obs, k) is not ABSENT for k in _BEAM_STRING_OTHER_PATHS):
        return None
    bad = eff.test(num_beams, _a_string)
    if not bad.always:
        return None
    found = eff.models(obs)
    if not found or any(m is None or m.model_type in (None, "whisper") for m in found):
        return None
    bad, where = _string_setting(bad, "num_beams", ctx)
    return Hit(
        "HF305",
        bad,
        _span(obs, ctx),
        f"{where}; generate compares it with num_return_sequences and needs an int (convert it with int(...))",
        evidence_from(bad.origins),
        (*_int_wrap_fix(obs, ctx, "num_beams", num_beams), _ignore(obs, ctx, "HF305")),
    )


# ---------------------------------------------------------------- HF306


def _a_sampling_string(obs: CallObservation, key: str) -> Value | None:
    """The effective `key` of a generate or pipeline call where it is a string on every path the
    script gives it (the call's keyword or a dict spread there), else None."""
    given = eff.kwarg(obs, key)
    if not isinstance(given, Const) and given is ABSENT:
        return None
    if eff.test(given, _a_string).always:
        return given
    return None


def check_top_p_string(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    """Sampling with `top_p` (or `typical_p`) given as a string (an argparse option without
    `type=float`, an environment variable): generate compares it with 1.0 as it builds the
    warpers (`top_p < 1.0`) and raises a TypeError, `"1.0"` too (runs: h132's, all 28 releases
    for generate with gpt2; a t5 model, beam sampling and a text-generation pipeline's call on
    4.57.6, 5.0.0 and 5.24.0). Greedy decoding never reads it and runs. `typical_p` is compared
    after `min_p`'s warper: left alone when `min_p` is also given as a string. Silent where the
    model is unknown or Whisper, and where sampling or the value is unknown."""
    if obs.kind not in ("generate", "pipeline"):
        return None
    key = "top_p"
    value = _a_sampling_string(obs, key)
    if value is None:
        min_p = eff.kwarg(obs, "min_p")
        if min_p is not ABSENT and not eff.test(min_p, _a_string).never:
            return None
        key = "typical_p"
        value = _a_sampling_string(obs, key)
        if value is None:
            return None
    return _sampled_text_hit(obs, ctx, "HF306", key, value, "the sampling warpers compare it with 1.0 and need a float")


def _sampled_text_hit(obs: CallObservation, ctx: RuleContext, code: str, key: str, value: Value, rule: str) -> Hit | None:
    """A float setting given as a string that only sampling reads (HF306, HF314, HF315): the
    finding where sampling is on (`_while_sampling`), else None."""
    sampled = _while_sampling(obs, ctx, eff.test(value, _a_string))
    if sampled is None:
        return None
    outcome, how = sampled
    return _text_hit(obs, ctx, code, key, value, outcome, rule, "float", how)


# ---------------------------------------------------------------- HF307


def check_no_repeat_ngram_size_string(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    """`no_repeat_ngram_size` given as a string (an argparse option without `type=int`, an
    environment variable): generate compares it with 0 as it builds the logits processors
    (`no_repeat_ngram_size > 0`) and raises a TypeError, `"0"` too (runs: h132's, all 28
    releases, greedy decoding with gpt2; sampling, beam search, t5 and a text-generation
    pipeline's call on 4.57.6, 5.0.0 and 5.24.0). Silent where the model is unknown or Whisper,
    and where the value is unknown or a string on some paths only."""
    if obs.kind not in ("generate", "pipeline"):
        return None
    value = _a_sampling_string(obs, "no_repeat_ngram_size")
    if value is None:
        return None
    models = eff.models(obs)
    if not models or any(m is None or m.model_type in (None, "whisper") for m in models):
        return None
    rule = "generate compares it with 0 and needs an int"
    return _text_hit(obs, ctx, "HF307", "no_repeat_ngram_size", value, eff.test(value, _a_string), rule, "int")


def _int_wrap_fix(obs: CallObservation, ctx: RuleContext, key: str, value: Value) -> tuple[Fix, ...]:
    return _number_wrap_fix(obs, ctx, key, value, "int")


def _number_wrap_fix(obs: CallObservation, ctx: RuleContext, key: str, value: Value, kind: str) -> tuple[Fix, ...]:
    """`key=int(...)` (or `float(...)`) at the call, where the call writes the keyword itself:
    safe when every string it may hold converts (int(): an int's digits; float(): any number),
    else offered as unsafe."""
    node = keyword(obs.node, key) if isinstance(obs.node, ast.Call) else None
    if node is None:
        return ()
    texts = [o.value for o in options(value) if isinstance(o, Const) and isinstance(o.value, str)]
    converts = bool(texts) and all(_converts(t, kind) for t in texts)
    source = ast.get_source_segment(ctx.source, node.value) or ast.unparse(node.value)
    return (
        Fix(
            f"Convert {key} with {kind}(...)",
            (TextEdit(node_span(ctx.index, node.value), f"{kind}({source})"),),
            Applicability.SAFE if converts else Applicability.UNSAFE,
        ),
    )


def _converts(text: str, kind: str) -> bool:
    try:
        (int if kind == "int" else float)(text)
    except ValueError:
        return False
    return True


def _string_setting(bad: eff.Outcome, key: str, ctx: RuleContext) -> tuple[eff.Outcome, str]:
    """Where a setting that is a string on every path comes from. `os.environ.get(K, "64")`: a
    string default, and a set variable is a string too, so the call raises whether K is set or
    not (runs: h113's, all 28 releases, K set and unset): no longer "unless K is set"."""
    variable = _environment_string(bad)
    if variable is None:
        return bad, f"{where_set(bad.witness, key, ctx)}, a string"
    bad = eff.Outcome(bad.always, bad.sometimes, tuple(_unflagged(o) for o in bad.origins), bad.witness)
    return bad, f"{key} is read from the environment variable {variable}, a string whether it is set or not"


def _environment_string(bad: eff.Outcome) -> str | None:
    """The environment variable every path of a string value reads with a string default
    (`os.environ.get("MAX_NEW_TOKENS", "64")`, `os.getenv(...)`), else None."""
    names = set()
    for o in bad.origins:
        flag = o.flag
        if flag is None:
            continue
        if flag.kind != "environment" or flag.default[:1] not in ("'", '"') or flag.name.endswith("*"):
            return None
        names.add(flag.name)
    return names.pop() if len(names) == 1 else None


def _unflagged(o: Origin) -> Origin:
    return replace(o, flag=None) if o.flag is not None else o


# ---------------------------------------------------------------- HF311-HF318


def _config_as_written(obs: CallObservation, key: str) -> Value:
    """`key` as the script wrote it on the generation config a generate call starts from: a passed
    `GenerationConfig(key=...)` (or one written on it since), else an attribute written on the
    model's config. The typed settings make a string unknown; transformers keeps it and fails
    where it first compares it (runs: h137's, all 28 releases: the same error from the call's
    keyword, a passed config and an attribute write). ABSENT unless every config is known and
    holds the key set in code."""
    passed = eff.kwarg(obs, "generation_config")
    if passed is ABSENT:
        return _written_as_is(obs, key)
    values: list[Value] = []
    for gc in eff.objects_of(obs, passed):
        if not isinstance(gc, GenConfigObj) or key not in gc.fields:
            return ABSENT
        values.append(gc.fields[key])
    return join_all(values) if values else ABSENT


def _text_setting(obs: CallObservation, key: str, *, passed_config: bool = True) -> Value | None:
    """`key` where a generate call reads a string on every path (the call's keyword or a dict
    spread there, else the config as written: `_config_as_written`), else None. Silent for
    unknown and Whisper models (Whisper's generate reads its settings itself). `passed_config`:
    False where `GenerationConfig(key="...")` raises as it is built, so only the keyword and
    attribute writes are met at generate."""
    return _setting_written_as(obs, key, _a_string, passed_config=passed_config)


def _setting_written_as(
    obs: CallObservation,
    key: str,
    pred: Callable[[Value], bool | None],
    *,
    passed_config: bool = True,
    pipelines: bool = False,
) -> Value | None:
    """`key` where the script gives a generate call a value `pred` holds for on every path (the
    call's keyword, else the config as written), else None; `_text_setting` with any test.
    `pipelines`: a text-generation pipeline's call too, read as the generate call it makes
    (`_pipeline_followed`)."""
    if obs.kind != "generate" and not (pipelines and _pipeline_followed(obs)):
        return None
    if eff.at_defaults(obs, (key,)) or eff.kwarg(obs, "custom_generate") is not ABSENT:
        return None  # (at_defaults: nearly every call, neither given nor held by a config it reads)
    given = eff.kwarg(obs, key)
    if given is ABSENT:
        given = _config_as_written(obs, key) if passed_config else _written_as_is(obs, key)
    if given is ABSENT or not eff.test(given, pred).always:
        return None
    models = eff.models(obs)
    if not models or any(m is None or m.model_type in (None, "whisper") for m in models):
        return None
    return given


def _pipeline_followed(obs: CallObservation) -> bool:
    """A pipeline's call whose generate call the view follows (core/pipelines.py generate_view):
    not where pipeline() was given a `generation_config` or `trust_remote_code` (its copy of the
    config, or code of the checkpoint's, not followed)."""
    p = obs.pipeline
    return obs.kind == "pipeline" and p is not None and not {"generation_config", "trust_remote_code"} & p.kwargs.keys()


def _never_text(obs: CallObservation, *keys: str) -> bool:
    """None of `keys` may be a string where generate reads it (a setting compared earlier, whose
    own code or message would come first)."""
    for key in keys:
        for value in (eff.kwarg(obs, key), _config_as_written(obs, key)):
            if not eff.test(value, _a_string).never:
                return False
    return True


def _text_hit(
    obs: CallObservation,
    ctx: RuleContext,
    code: str,
    key: str,
    value: Value,
    bad: eff.Outcome,
    rule: str,
    kind: str,
    how: str = "",
) -> Hit:
    """The finding of a setting given as text (HF307, HF311-HF318; with `how`, the sampling that
    reads it, HF306, HF314, HF315): where it comes from, why generate refuses it, the `kind(...)` fix."""
    bad, where = _string_setting(bad, key, ctx)
    return Hit(
        code,
        bad,
        _span(obs, ctx),
        f"{where}{' and ' + how if how else ''}; {rule} (convert it with {kind}(...))",
        evidence_from(bad.origins),
        (*_number_wrap_fix(obs, ctx, key, value, kind), _ignore(obs, ctx, code)),
    )


def _several_beams(v: Value) -> bool:
    return isinstance(v, Const) and type(v.value) is int and v.value > 1


def check_num_return_sequences_string(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    """HF318: `num_return_sequences` given as a string (a form's "how many answers" field, an
    environment variable): from 5.0 validate() compares it with 1 and raises a TypeError with any
    decoding; 4.57 does so under sampling (in generate) and beam search (in validate), while its
    greedy check raises HF138's ValueError first (runs: h137's, all 28 releases, the keyword and
    an attribute write). `GenerationConfig(num_return_sequences="2")` raises as it is built (every
    release): a passed config is not read here."""
    value = _text_setting(obs, "num_return_sequences", passed_config=False)
    if value is None:
        return None
    bad = eff.test(value, _a_string)
    if obs.era == "4":
        sampling = eff.test(eff.gen_setting(obs, "do_sample"), lambda v: isinstance(v, Const) and v.value is True)
        beams = eff.test(eff.gen_setting(obs, "num_beams"), _several_beams)
        if not (sampling.always or beams.always):
            return None
    rule = "generate compares it with 1 and needs an int"
    return _text_hit(obs, ctx, "HF318", "num_return_sequences", value, bad, rule, "int")


def check_min_new_tokens_string(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    """HF312: `min_new_tokens` given as a string: `_prepare_generated_length` adds the prompt's
    length to it and raises a TypeError, "0" too (runs: h137's, all 28 releases: gpt2 and t5,
    greedy decoding, with and without max_new_tokens, the keyword, a passed GenerationConfig and
    an attribute write; `GenerationConfig(min_new_tokens="2")` alone is built without complaint)."""
    value = _text_setting(obs, "min_new_tokens")
    if value is None:
        return None
    rule = "generate adds the prompt's length to it and needs an int"
    return _text_hit(obs, ctx, "HF312", "min_new_tokens", value, eff.test(value, _a_string), rule, "int")


def check_min_length_string(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    """HF311: `min_length` given as a string, with no `min_new_tokens` (which replaces it):
    `_validate_generated_length` compares it with max_length and raises a TypeError, "0" too
    (runs: h137's, all 28 releases: gpt2 and t5, greedy decoding and sampling, the keyword, a
    passed GenerationConfig and an attribute write)."""
    value = _text_setting(obs, "min_length")
    # (min_new_tokens neither at the call nor on a config the call reads, in code or in a file
    # hflint reads: a checkpoint's generation_config.json seldom sets it)
    if value is None or eff.kwarg(obs, "min_new_tokens") is not ABSENT or "min_new_tokens" in eff.config_keys(obs):
        return None
    rule = "generate compares it with max_length and needs an int"
    return _text_hit(obs, ctx, "HF311", "min_length", value, eff.test(value, _a_string), rule, "int")


def check_min_p_string(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    """HF314: sampling with `min_p` given as a string: MinPLogitsWarper compares it with 0 as it
    is built and raises a TypeError (runs: h137's, all 28 releases, the keyword, a passed
    GenerationConfig and an attribute write; greedy decoding runs). Left alone when top_p may be
    a string too (compared first: HF306)."""
    value = _text_setting(obs, "min_p")
    if value is None or not _never_text(obs, "top_p"):
        return None
    return _sampled_text_hit(obs, ctx, "HF314", "min_p", value, "the min-p warper compares it with 0 and needs a float")


# ---------------------------------------------------------------- HF321


def _min_p_outside_unit(v: Value) -> bool | None:
    """A number MinPLogitsWarper refuses: below 0 or above 1 (`10` meant as ten percent, `-1`
    meant as "off"). A string is HF314's; a bool or NaN is left alone (compared, not refused)."""
    if v is UNKNOWN:
        return None
    if not isinstance(v, Const) or type(v.value) not in (int, float):
        return False
    p = v.value
    return p == p and not 0 <= p <= 1


def _negative_number(v: Value) -> bool | None:
    """A number below 0 (what MinPLogitsWarper and TopPLogitsWarper refuse on that side; generate
    builds the top-p warper only for a value under 1, so 1.5 runs). A string, a bool or NaN: no."""
    if v is UNKNOWN:
        return None
    return isinstance(v, Const) and type(v.value) in (int, float) and v.value < 0


def _refused_before(obs: CallObservation, key: str) -> bool:
    """Whether a sampling warper generate builds before `key`'s may refuse its own value (in
    generate's order: temperature, top_k, top_p, min_p, then typical_p): its error would come first
    (HF155, HF179, HF306, HF314, HF321)."""
    order: tuple[tuple[str, Callable[[Value], bool | None]], ...] = (
        ("temperature", _bad_temperature),
        ("top_k", _bad_top_k),
        ("top_p", lambda v: True if _a_string(v) else _negative_number(v)),
        ("min_p", lambda v: True if _a_string(v) else _min_p_outside_unit(v)),
    )
    for name, refuses in order:
        if name == key:
            return False
        if not eff.test(eff.gen_setting(obs, name), refuses).never:
            return True
    return False


def check_min_p_out_of_range(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    """HF321: sampling with a number `min_p` outside [0, 1]: MinPLogitsWarper raises as generate
    builds the sampling warpers (runs: h147's, gpt2 and t5-small stand-ins, all 28 releases; the
    call's keyword, a passed GenerationConfig and an attribute write raise alike; greedy decoding
    and 0 or 1 run). The warpers built before it (temperature, top-k, top-p) must surely accept
    their values, or their own error comes first (HF155, HF179, HF306)."""
    if obs.kind != "generate" or eff.kwarg(obs, "custom_generate") is not ABSENT:
        return None
    min_p = _setting_code_gives(obs, "min_p")
    if min_p is None:
        return None  # (a checkpoint's own min_p lies in [0, 1]: only code writes another)
    bad = eff.test(min_p, _min_p_outside_unit)
    if bad.never:
        return None
    if _refused_before(obs, "min_p"):
        return None
    sampled = _while_sampling(obs, ctx, bad)
    if sampled is None:
        return None
    outcome, how = sampled
    values = {"min_p": str(bad.witness.value)} if isinstance(bad.witness, Const) and bad.agreed else {}
    return Hit(
        "HF321",
        outcome,
        _span(obs, ctx),
        f"{where_set(bad.witness, 'min_p', ctx)} and {how}; min_p is a fraction of the top token's probability, "
        "from 0 to 1 (0.05 keeps tokens at least 5% as likely)",
        evidence_from(outcome.origins),
        (_ignore(obs, ctx, "HF321"),),
        values=values,
    )


# ---------------------------------------------------------------- HF341


def _not_above_zero(v: Value) -> bool | None:
    """A number TypicalLogitsWarper refuses: 0 or below (generate builds it only for a typical_p
    under 1, so 1.5 runs). A string is HF306's; a bool or NaN is left alone."""
    if v is UNKNOWN:
        return None
    if not isinstance(v, Const) or type(v.value) not in (int, float):
        return False
    return v.value <= 0


def check_top_p_typical_p_out_of_range(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    """HF341: sampling with a number `top_p` below 0, or (else) a `typical_p` of 0 or below: the
    warper generate builds for a value under 1 refuses it (runs: h166's, gpt2 stand-in, all 28
    releases; the call's keyword, a passed GenerationConfig, built without error, and an attribute
    write raise alike, beam sampling too; greedy decoding, top_p 0 or 1.5 and typical_p 1.5 run;
    `epsilon_cutoff` and `eta_cutoff` outside (0, 1) run, as generate builds no warper for them).
    The warpers built before must surely accept their values (HF155, HF179, HF306, HF314, HF321)."""
    if obs.kind != "generate" or eff.kwarg(obs, "custom_generate") is not ABSENT:
        return None
    key, bad = "top_p", None
    top_p = _setting_code_gives(obs, "top_p")
    if top_p is not None:
        bad = eff.test(top_p, _negative_number)
        if bad.never:
            bad = None
    if bad is None:
        key = "typical_p"
        typical_p = _setting_code_gives(obs, key)
        if typical_p is None:
            return None  # (a checkpoint's own typical_p lies in (0, 1]: only code writes another)
        bad = eff.test(typical_p, _not_above_zero)
        if bad.never:
            return None
    if _refused_before(obs, key):
        return None
    sampled = _while_sampling(obs, ctx, bad)
    if sampled is None:
        return None
    outcome, how = sampled
    values = {"param": key}
    if isinstance(bad.witness, Const) and bad.agreed:
        values["value"] = str(float(bad.witness.value))
    if key == "top_p":
        why = "top_p is the probability mass sampling keeps, from 0 to 1 (1.0 keeps every token)"
    else:
        why = "typical_p is the probability mass typical sampling keeps, above 0 and at most 1 (1.0 switches it off)"
    return Hit(
        "HF341",
        outcome,
        _span(obs, ctx),
        f"{where_set(bad.witness, key, ctx)} and {how}; {why}",
        evidence_from(outcome.origins),
        (_ignore(obs, ctx, "HF341"),),
        values=values,
    )


def check_cutoff_string(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    """HF315: sampling with `epsilon_cutoff` (else `eta_cutoff`) given as a string: generate
    compares it with 0.0 and 1.0 as it builds the warpers and raises a TypeError, "0.0" too (runs:
    h137's, all 28 releases, the keyword, a passed GenerationConfig and an attribute write; greedy
    decoding runs). Left alone when top_p, min_p or typical_p may be a string (compared first)."""
    key = "epsilon_cutoff"
    value = _text_setting(obs, key)
    if value is None:
        if not _never_text(obs, key):
            return None
        key = "eta_cutoff"
        value = _text_setting(obs, key)
        if value is None:
            return None
    if not _never_text(obs, "top_p", "min_p", "typical_p"):
        return None
    rule = "the sampling warpers compare it with 0.0 and 1.0 and need a float"
    return _sampled_text_hit(obs, ctx, "HF315", key, value, rule)


def _decoding_starts(obs: CallObservation) -> bool:
    """Generate reaches its first decoding step by greedy search, sampling or beam search: no
    setting that takes it down the assisted or a hub-loaded path, nor one of the checks of
    num_beams those settings meet (HF305's list)."""
    return all(eff.kwarg(obs, k) is ABSENT for k in _BEAM_STRING_OTHER_PATHS)


def check_guidance_scale_string(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    """HF317: `guidance_scale` given as a string to a decoder-only model: a text is never equal to
    1, so the classifier-free guidance processor is built, and its first call multiplies the
    scores by the text, which torch refuses with a TypeError, "1.0" too (runs: h137's, all 28
    releases, gpt2, greedy decoding and sampling, the keyword, a passed GenerationConfig and an
    attribute write). Encoder-decoder and multimodal models are left alone (not run)."""
    value = _text_setting(obs, "guidance_scale")
    if value is None or not _decoding_starts(obs) or not all(_decoder_only(m) for m in eff.models(obs)):
        return None
    rule = "the guidance processor multiplies the scores by it and needs a float"
    return _text_hit(obs, ctx, "HF317", "guidance_scale", value, eff.test(value, _a_string), rule, "float")


def check_length_penalty_string(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    """HF313: beam search with `length_penalty` given as a string: the first finished hypotheses'
    scores are divided by their length to the power of it, and Python raises a TypeError, "1.0"
    too (runs: h137's, all 28 releases: gpt2 and t5, beam search and beam sampling, the keyword,
    a passed GenerationConfig and an attribute write). Greedy decoding and sampling never read it
    and run."""
    value = _text_setting(obs, "length_penalty")
    if value is None or not _decoding_starts(obs):
        return None
    beams = eff.test(eff.gen_setting(obs, "num_beams"), _several_beams)
    if not beams.always:
        return None
    rule = "beam search raises the hypotheses' lengths to its power and needs a float"
    return _text_hit(obs, ctx, "HF313", "length_penalty", value, eff.test(value, _a_string), rule, "float")


def check_max_time_string(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    """HF316: `max_time` given as a string: MaxTimeCriteria compares the elapsed seconds with it
    after the first step and raises a TypeError (runs: h137's, all 28 releases: gpt2 and t5,
    greedy decoding, sampling and beam search, the keyword, a passed GenerationConfig and an
    attribute write)."""
    value = _text_setting(obs, "max_time")
    if value is None or not _decoding_starts(obs):
        return None
    rule = "the stopping criteria compare the elapsed seconds with it and need a float"
    return _text_hit(obs, ctx, "HF316", "max_time", value, eff.test(value, _a_string), rule, "float")


# ---------------------------------------------------------------- HF168


def _bad_early_stopping(v57: bool):
    """An early_stopping validate() refuses: a string other than "never", a float other than 0.0
    and 1.0 (a bool, 0 and 1 equal True and False), and in 4.57 None given explicitly (5.0 made
    None the unset default). Runs: h91's, 4.57.6 to 5.24.0."""

    def bad(v: Value) -> bool:
        if not isinstance(v, Const):
            return False
        x = v.value
        if x is None:
            return v57
        if isinstance(x, str):
            return x != "never"
        return type(x) is float and x not in (0.0, 1.0)

    return bad


def check_early_stopping_invalid(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    """`early_stopping` neither a boolean nor "never" where validate() meets it, its first check:
    at a `GenerationConfig(...)` / `from_dict` / `update(...)` that gives it, at a `validate()`
    after an attribute write, and in generate for a keyword or a value written as an attribute
    on a config the call reads (runs: h91's, 4.57.6, 5.0.0, 5.15.0, 5.23.0, 5.24.0). A save after
    such an attribute write is HF164's."""
    v57 = not at_least(ctx.release.version, "5.0")
    if obs.kind == "genconfig":
        if obs.callee == "GenerationConfig.validate":
            configs = eff.objects_of(obs, obs.model)
            if not configs or not all(isinstance(gc, GenConfigObj) for gc in configs):
                return None
            value = written_since(configs, "early_stopping")
        else:
            value = eff.kwarg(obs, "early_stopping")
    elif obs.kind == "generate":
        value = eff.kwarg(obs, "early_stopping")
        if value is ABSENT:
            value = _only_attribute_writes(obs, eff.gen_setting, "early_stopping")
            if v57 and any(isinstance(o, Const) and o.value is None for o in options(value)):
                return None  # (a None written on 4.57's config: not run)
    else:
        return None
    if value is ABSENT or value is UNKNOWN:
        return None  # (neither given nor written, nearly every call: no constant, so never bad)
    bad = eff.test(value, _bad_early_stopping(v57))
    return bad_value_hit("HF168", bad, "early_stopping", 'early_stopping takes True, False or "never"', obs, ctx)


def bad_value_hit(code: str, bad: eff.Outcome, key: str, rule: str, obs: CallObservation, ctx: RuleContext) -> Hit | None:
    """The finding for a setting whose value validate() refuses (`bad`: the test of the value met;
    none when it never fails): where the value was set, then the rule it breaks; the value shown
    as the message's placeholder `value`."""
    if bad.never:
        return None
    witness = bad.witness.value if isinstance(bad.witness, Const) else None
    return Hit(
        code,
        bad,
        _span(obs, ctx),
        f"{where_set(bad.witness, key, ctx)}; {rule}",
        evidence_from(bad.origins),
        (_ignore(obs, ctx, code),),
        values={"value": str(witness)} if bad.agreed else {},
    )


# ---------------------------------------------------------------- HF155


def _bad_temperature(v: Value) -> bool | None:
    """A temperature TemperatureLogitsWarper rejects: any value but 1.0 that is not a float above 0
    (an int 2 too; runs: HF155's, all 28 releases). NaN and bools are left alone."""
    if v is UNKNOWN:
        return None
    if isinstance(v, Const) and type(v.value) is str:
        return True  # (a text box's "0.7": refused as not a float, "1.0" too; runs: h119's, all 28 releases)
    if not isinstance(v, Const) or isinstance(v.value, bool) or type(v.value) not in (int, float):
        return False
    t = v.value
    if t != t or t == 1.0:
        return False
    if isinstance(v.origin, NumpyOrigin) and v.origin.dtype == "float32":
        return True  # (`np.float32(0.7)` is not a float to isinstance: runs, h113's)
    return not isinstance(t, float) or t <= 0


def _bad_number_temperature(v: Value) -> bool | None:
    """`_bad_temperature` for a number only (a pipeline's string temperature is not followed)."""
    if isinstance(v, Const) and type(v.value) is str:
        return False
    return _bad_temperature(v)


def _samples(v: Value) -> bool | None:
    if v is UNKNOWN:
        return None
    return isinstance(v, Const) and bool(v.value)


def _is_zero(v: Value) -> bool | None:
    if v is UNKNOWN:
        return None
    return isinstance(v, Const) and type(v.value) in (int, float) and v.value == 0


def check_sampling_temperature_not_positive(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    """Sampling with a temperature of 0 or less (or an int other than 1): the warper built for it
    raises in generate, after validation and the cache, before the first token (every release).
    Silent where a model is unknown or Whisper (its generate reads `temperature` itself: 0.0 is its
    greedy pass), and where sampling or the value is unknown."""
    if obs.kind not in ("generate", "pipeline"):
        return None
    if eff.at_defaults(obs, ("temperature",)):
        return None  # (nearly every call: the class default or unknown, neither of which is bad)
    given = eff.kwarg(obs, "temperature")
    # (the call's own value as written: the config path keeps floats only, an int there stays unknown)
    temperature = given if isinstance(given, Const) else eff.gen_setting(obs, "temperature")
    bad = eff.test(temperature, _bad_temperature if obs.kind == "generate" else _bad_number_temperature)
    sampled = None if bad.never else _while_sampling(obs, ctx, bad)
    if sampled is None:
        return None
    outcome, how = sampled
    value = bad.witness.value if isinstance(bad.witness, Const) else None
    values: dict[str, str] = {}
    if value is not None and bad.agreed:
        values["temperature"] = str(value)
        values["hint"] = (
            " If you're looking for greedy decoding strategies, set `do_sample=False`."
            if isinstance(value, float) and value == 0.0
            else ""
        )
    return Hit(
        "HF155",
        outcome,
        _span(obs, ctx),
        f"{where_set(bad.witness, 'temperature', ctx)}{_numpy_type(bad.witness)} and {how}; "
        + (
            "the warper takes a Python float only (float(t))"
            if _numpy_type(bad.witness) or isinstance(value, str)
            else "sampling needs a temperature above 0 (do_sample=False for greedy decoding)"
        ),
        evidence_from(outcome.origins),
        (_ignore(obs, ctx, "HF155"),),
        values=values,
    )


def _while_sampling(obs: CallObservation, ctx: RuleContext, bad: Outcome) -> tuple[Outcome, str] | None:
    """`bad` (a sampling setting the warpers refuse) on the paths where the call samples, and how
    the call comes to sample; None where it cannot, or where a model is unknown or Whisper (its
    generate reads the sampling settings itself)."""
    models = eff.models(obs)
    if not models or any(m is None or m.model_type == "whisper" for m in models):
        return None
    sampling = eff.gen_setting(obs, "do_sample")
    given = eff.kwarg(obs, "do_sample")
    text = obs.kind == "generate" and isinstance(given, Const) and type(given.value) is str
    if text:
        # (a "k=v" string split into a dict of texts, `do_sample="False"`: generate stores the text
        # and picks sampling by its truth, as a non-empty text is true; runs: h125's, 4.57.6, 5.15.0,
        # 5.23.0, 5.24.0. The typed setting drops it, a text being no bool. A pipeline's is not run.)
        sampling = given
    if obs.era == "4" and eff.kwarg(obs, "do_sample") is ABSENT and eff.kwarg(obs, "generation_config") is not ABSENT:
        # 4.57 turns do_sample off when a passed config, merged with the model's defaults, has
        # temperature 0.0, before the call's keywords apply: silent unless that merge is known
        # not to happen or the config's temperature is known not to be 0.
        if not eff.test(eff.config_setting(obs, "temperature"), _is_zero).never and eff.merges_model_defaults(obs) is not False:
            return None
    outcome = both(eff.test(sampling, _samples), bad)
    if outcome.never:
        return None
    how = (
        where_set(sampling, "do_sample", ctx)
        if isinstance(sampling, Const) and sampling.origin is not None
        else "the generation config samples"
    )
    if text:
        how += " (a text, which generate takes as true: it samples)"
    return outcome, how


def _numpy_type(v: Value) -> str:
    """ " (numpy's int64)" for a value numpy typed, else ""."""
    if isinstance(v, Const) and isinstance(v.origin, NumpyOrigin):
        return f" (numpy's {v.origin.dtype})"
    return ""


# ---------------------------------------------------------------- HF179


def _setting_code_gives(obs: CallObservation, key: str) -> Value | None:
    """The effective `key` of a call where the script may set it (the call's keyword, a passed
    GenerationConfig, a write on a config the call reads), else None: a checkpoint's own value is
    well formed. The call's own constant as written, since the config path keeps only values of
    the field's type (a float top_k or an int penalty there stays unknown)."""
    given = eff.kwarg(obs, key)
    if given is ABSENT and eff.kwarg(obs, "generation_config") is ABSENT and key not in eff.attributes_written(obs):
        return None
    return given if isinstance(given, Const) else eff.gen_setting(obs, key)


def _bad_top_k(v: Value) -> bool | None:
    """A `top_k` TopKLogitsWarper rejects: not a strictly positive `int`. A negative int, a float
    other than 0 and a numpy integer (not an int to isinstance) raise; 0 (and 0.0) is skipped, as
    generate builds no warper for it, and a bool or NaN is left alone (runs: HF179's, all 28
    releases)."""
    if v is UNKNOWN:
        return None
    if isinstance(v, Const) and type(v.value) is str:
        return True  # (an environment's "50", "0" too: never equal to 0, so the warper is built; runs: h132's)
    if not isinstance(v, Const) or type(v.value) not in (int, float):
        return False
    k = v.value
    if k != k or k == 0:
        return False
    if type(k) is float:
        return True
    return k < 0 or isinstance(v.origin, NumpyOrigin)


def check_top_k_not_positive_int(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    """Sampling with a `top_k` that is not a strictly positive Python int (`-1` as vLLM writes
    "no top-k", `50.0`, `np.int64(50)`): the warper raises in generate as the logits processors
    are built, right after the temperature warper (every release). Silent where the model is
    unknown or Whisper, and where sampling or the value is unknown."""
    if obs.kind not in ("generate", "pipeline"):
        return None
    top_k = _setting_code_gives(obs, "top_k")
    if top_k is None:
        return None  # (a checkpoint's own top_k is a positive int: only code writes a bad one)
    bad = eff.test(top_k, _bad_top_k)
    sampled = None if bad.never else _while_sampling(obs, ctx, bad)
    if sampled is None:
        return None
    outcome, how = sampled
    values = {"top_k": str(bad.witness.value)} if isinstance(bad.witness, Const) and bad.agreed else {}
    where = f"{where_set(bad.witness, 'top_k', ctx)}{_numpy_type(bad.witness)}"
    if _a_string(bad.witness) and eff.test(top_k, _a_string).always:
        outcome, where = _string_setting(outcome, "top_k", ctx)
    return Hit(
        "HF179",
        outcome,
        _span(obs, ctx),
        f"{where} and {how}; sampling takes a top_k that is a Python int above 0 (0 or None for no top-k filtering)",
        evidence_from(outcome.origins),
        (_ignore(obs, ctx, "HF179"),),
        values=values,
    )


# ---------------------------------------------------------------- HF191


def _bad_repetition_penalty(v: Value) -> bool | None:
    """A `repetition_penalty` RepetitionPenaltyLogitsProcessor rejects, for a value generate builds
    one for (not None and != 1.0): an int other than 1 (`2`, `0`, `-1`), numpy's float32 other
    than 1.0 (not a `float` to isinstance), a float not above 0. `1`, `np.float32(1.0)` and
    `1.0` build no processor; a bool or NaN is left alone (runs: HF191's, all 28 releases)."""
    if v is UNKNOWN:
        return None
    if isinstance(v, Const) and type(v.value) is str:
        return True  # (an environment's "1.2", "1.0" too: never equal to 1.0, so the processor is built; runs: h132's)
    if not isinstance(v, Const) or type(v.value) not in (int, float):
        return False
    p = v.value
    if p != p or p == 1:
        return False
    if type(p) is int or isinstance(v.origin, NumpyOrigin):
        return True
    return not p > 0


# The settings whose processor takes only a Python float above 0: RepetitionPenaltyLogitsProcessor
# and EncoderRepetitionPenaltyLogitsProcessor, built when the setting is not None and not 1.0, with
# the same check and message (h121's runs, all 28 releases: `encoder_repetition_penalty=` 2, 0,
# -1.0 and np.float32(1.2) raise for gpt2 and Flan-T5, greedy, sampling, beams and a
# text-generation pipeline's call; 1, 1.2, np.float32(1.0) and np.float64(1.2) run). The encoder
# one is built from the call's input ids: given only `inputs_embeds` generate warns and runs.
_PENALTY_SETTINGS = ("repetition_penalty", "encoder_repetition_penalty")


def check_repetition_penalty_not_positive_float(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    """A generate or pipeline call whose effective `repetition_penalty` (or
    `encoder_repetition_penalty`) is an int other than 1, numpy's float32, or a float not above 0:
    the processor raises as generate builds the logits processors (greedy or sampling, every
    release). Silent where the model is unknown or Whisper and where the value is unknown."""
    if obs.kind not in ("generate", "pipeline"):
        return None
    for key in _PENALTY_SETTINGS:
        hit = _penalty_hit(obs, ctx, key)
        if hit is not None:
            return hit
    return None


def _penalty_hit(obs: CallObservation, ctx: RuleContext, key: str) -> Hit | None:
    penalty = _setting_code_gives(obs, key)
    if penalty is None:
        return None  # (a checkpoint's own penalty is a float: only code writes a bad one)
    if key == "encoder_repetition_penalty" and eff.kwarg(obs, "inputs_embeds") is not ABSENT:
        return None  # (no input ids to penalise: generate warns and builds no processor)
    bad = eff.test(penalty, _bad_repetition_penalty)
    if bad.never:
        return None
    models = eff.models(obs)
    if not models or any(m is None or m.model_type == "whisper" for m in models):
        return None
    values = {"penalty": str(bad.witness.value)} if isinstance(bad.witness, Const) and bad.agreed else {}
    where = f"{where_set(bad.witness, key, ctx)}{_numpy_type(bad.witness)}"
    if _a_string(bad.witness) and bad.always and eff.test(penalty, _a_string).always:
        bad, where = _string_setting(bad, key, ctx)
    return Hit(
        "HF191",
        bad,
        _span(obs, ctx),
        f"{where}; the {key.replace('_', ' ')} takes a Python float above 0 (1.0 or None for no penalty)",
        evidence_from(bad.origins),
        (_ignore(obs, ctx, "HF191"),),
        values=values,
    )


# ---------------------------------------------------------------- HF160


def _stop_strings_set(v: Value) -> bool | None:
    """`stop_strings` holds strings: generate builds a StopStringCriteria, which needs a tokenizer.
    An empty list or a collection of unknown length is left alone."""
    if v is UNKNOWN:
        return None
    if v is ABSENT:
        return False
    if isinstance(v, Const):
        if v.value is None:
            return False
        if isinstance(v.value, str):
            return bool(v.value) or None
        if isinstance(v.value, (list, tuple)):
            return bool(v.value) or None
        return None
    if isinstance(v, Seq):
        return bool(v.items) or None
    return None


def _no_tokenizer(v: Value) -> bool | None:
    if v is UNKNOWN:
        return None
    if v is ABSENT:
        return True
    if isinstance(v, Const):
        return v.value is None or None
    return False


# The checks of _assisted_decoding that run before the first drafting round, where the draft's own
# generate meets the stop strings: when one of them may fire, HF160's draft case stays silent.
def _earlier_assisted_checks():
    return (
        check_use_cache_disabled,
        check_cache_object_with_cache_disabled,
        check_static_cache,
        check_model_without_cache,
        check_batch_size,
        check_unsupported_assistant,
    )


def check_stop_strings_without_tokenizer(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    """Stop strings (at the call or in the generation config) and no tokenizer where generate builds
    its stopping criteria: the call itself without `tokenizer=`, or, with an assistant model, the
    draft's own generate (the candidate generator hands it the main call's generation config, stop
    strings included, and never the tokenizer). A text-generation pipeline hands generate its
    call's `tokenizer=` only (not the one it holds). Runs: HF160's, all 28 releases. Silent for
    other pipelines, Whisper and unknown models, and where an assisted check before the first
    drafting round may fire."""
    if obs.kind != "generate" and not (
        obs.kind == "pipeline" and obs.pipeline is not None and obs.pipeline.task == pipelines.TEXT_GENERATION
    ):
        return None
    if eff.at_defaults(obs, ("stop_strings",)):
        return None  # (nearly every call: unset or unknown, which _stop_strings_set never holds)
    models = eff.models(obs)
    if not models or any(m is None or m.model_type == "whisper" for m in models):
        return None
    stop = eff.gen_setting(obs, "stop_strings")
    stops = eff.test(stop, _stop_strings_set)
    if stops.never:
        return None
    if isinstance(stops.witness, Seq):
        # (a list's strings carry the origins: a command-line default among them decides too)
        items = tuple(i.origin for i in stops.witness.items if isinstance(i, Const) and i.origin is not None)
        stops = Outcome(stops.always, stops.sometimes, stops.origins + items, stops.witness)
    missing = eff.test(eff.kwarg(obs, "tokenizer"), _no_tokenizer)
    if obs.kind == "pipeline" and (
        keyword(obs.node, "tokenizer") is not None or any(k.arg is None for k in getattr(obs.node, "keywords", ()))
    ):
        # (the pipeline call's own tokenizer= reaches generate; the view of what the pipeline
        # passes on leaves it out, so a call that writes one, or may through **, is not judged)
        missing = NEVER
    at_call = both(stops, missing)
    drafting = NEVER
    if not at_call.always:
        drafting = both(stops, both(has_assistant(obs), negate_sometimes(beam_search(obs))))
        if drafting.sometimes and any(check(obs, ctx) is not None for check in _earlier_assisted_checks()):
            drafting = NEVER
    outcome = either(at_call, drafting)
    if outcome.never:
        return None
    where = where_set(stops.witness, "stop_strings", ctx)
    if at_call.sometimes:
        detail = f"{where}, and no `tokenizer=` is passed to this call"
        evidence = evidence_from(outcome.origins)
    else:
        detail = (
            f"{where}; the assistant model's own generate gets them with the generation config, "
            "but not the tokenizer (a tokenizer passed here is not handed on)"
        )
        evidence = evidence_from(outcome.origins, _assistant_evidence(obs, ctx))
    return Hit("HF160", outcome, _span(obs, ctx), detail, evidence, (_ignore(obs, ctx, "HF160"),))


# ---------------------------------------------------------------- HF147


# The encoder-decoder text classes HF189's runs cover (h153's: t5-small and bart-base stand-ins).
_T5_OR_BART = {"t5": "T5ForConditionalGeneration", "bart": "BartForConditionalGeneration"}


def _t5_or_bart(m: ModelObj | None) -> bool:
    """The model is a T5 or BART text model: `AutoModelForSeq2SeqLM` of a checkpoint of that type,
    or the class itself."""
    if m is None or m.model_type not in _T5_OR_BART:
        return False
    return modelinfo.built_class_name(m.class_name, m.model_type) == _T5_OR_BART[m.model_type]


def _decoder_only(m: ModelObj | None) -> bool:
    """The model is known to be decoder-only: its class says so (an Auto class for causal LM, a
    `...ForCausalLM`/`...LMHeadModel`). Any other class (vision-language, a bare `AutoModel`,
    an encoder-decoder) is left alone."""
    if m is None:
        return False
    return m.class_name in modelinfo.DECODER_ONLY_CLASSES or m.class_name.endswith(("ForCausalLM", "LMHeadModel"))


def _max_new_tokens_unset(obs: CallObservation) -> bool | None:
    """No `max_new_tokens` is in effect for the call: not at the call, not on the generation config
    it passes or the model's (written in code, or in a generation_config.json hflint reads or a
    checkpoint table states). None when only a checkpoint's generation_config.json, which hflint
    has not read in full, could set one (a `max_length=` at the call is then most likely the
    budget the code means, but a file that sets max_new_tokens would win over it)."""
    if not all(_unset(o) for o in options(eff.kwarg(obs, "max_new_tokens"))):
        return False
    unread = False
    configs: list[Obj | None] = []
    passed = eff.kwarg(obs, "generation_config")
    for o in options(passed):
        if _unset(o):
            continue
        configs += eff.objects_of(obs, o)
    for model in eff.models(obs):
        if model is None:
            return False
        configs += eff.objects_of(obs, model.gen_config)
    for gc in configs:
        if not isinstance(gc, GenConfigObj):
            return False
        if "max_new_tokens" in gc.fields:
            if not all(_unset(o) or o is ABSENT for o in options(gc.fields["max_new_tokens"])):
                return False
            if not any(o is ABSENT for o in options(gc.fields["max_new_tokens"])):
                continue
        # (a checkpoint's file or table entry: a number it sets wins; one a file known in full
        # leaves out is unset; a file hflint has not read may set one)
        told = gc.file_fields.get("max_new_tokens", ABSENT)
        if any(isinstance(o, Const) and o.value is not None for o in options(told)):
            return False
        if told is ABSENT and gc.base == "unknown" and not gc.whole:
            unread = True
    return None if unread else True


def _unset(v: Value) -> bool:
    return v is ABSENT or (isinstance(v, Const) and v.value is None)


# The releases that add the prompt's length to a max_length written on the model's own generation
# config (runs: HF147's; h151's corpus on 4.57.6, 5.15.0, 5.23.0 and 5.24.0): they run clean.
_MODEL_MAX_LENGTH_ADDED = ("5.0", "5.3")


def _max_length_given(obs: CallObservation, release: str) -> Value:
    """The `max_length` the code gives the call: the keyword, else the one set in code on the
    `generation_config=` it passes, else the one written in code on the model's own generation
    config (`model.generation_config.max_length = 32`) where the call passes none, except on 5.0
    to 5.2, which add the prompt's length to that one (runs: HF147's); UNKNOWN where none is
    known. A config's 20 is left alone: 4.57 takes it for the default and adds the prompt's length
    (runs: HF147's). A checkpoint's own max_length is not read."""
    given = eff.kwarg(obs, "max_length")
    if given is not ABSENT:
        return given
    if eff.kwarg(obs, "generation_config") is ABSENT:
        return _model_max_length(obs, release)
    return _configs_max_length([obs.heap.get(o) for o in options(eff.kwarg(obs, "generation_config"))])


def _configs_max_length(configs: list[object]) -> Value:
    """The max_length these generation configs all set in code to a number other than 20, joined;
    UNKNOWN where one is no GenConfigObj or sets none, another value or the default's 20."""
    out: list[Value] = []
    for gc in configs:
        if not isinstance(gc, GenConfigObj):
            return UNKNOWN
        v = gc.fields.get("max_length", ABSENT)
        if not all(isinstance(x, Const) and type(x.value) is int and x.value != 20 for x in options(v)):
            return UNKNOWN
        out.append(v)
    return join_all(out) if out else UNKNOWN


def _model_max_length(obs: CallObservation, release: str) -> Value:
    """The max_length written in code on the generation config of the model a plain generate call
    runs (every model and path agreeing on a number other than 20), under a release that compares
    it with the prompt as it is; UNKNOWN otherwise."""
    if obs.kind != "generate" or (
        at_least(release, _MODEL_MAX_LENGTH_ADDED[0]) and not at_least(release, _MODEL_MAX_LENGTH_ADDED[1])
    ):
        return UNKNOWN
    configs: list[object] = []
    for model in eff.models(obs):
        if model is None:
            return UNKNOWN
        configs += eff.objects_of(obs, model.gen_config)
    return _configs_max_length(configs)


def check_prompt_reaches_max_length(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    """A decoder-only model's prompt of L tokens under `max_length=N` at the call with N <= L and
    no `max_new_tokens` in effect: `_validate_generated_length` raises on every release (runs:
    HF147's, all 28 releases; equal lengths raise too)."""
    if obs.kind not in ("generate", "pipeline") or eff.kwarg(obs, "inputs_embeds") is not ABSENT:
        return None  # (with embeddings, generate counts their length: not followed)
    given = _max_length_given(obs, ctx.release.version)  # (nearly every call gives none: the cheap test first)
    if not all(isinstance(o, Const) and type(o.value) is int for o in options(given)):
        return None
    if obs.kind == "generate" and inputs.encoding_given(obs):
        return None  # (a templated chat's BatchEncoding as the ids: HF301 raises before the length is read)
    length = eff.prompt_length(obs)
    exact = isinstance(length, Const) and type(length.value) is int
    if not exact:
        # (a text prompt written in the file, given to a pipeline or tokenized for generate: at
        # least a token a word; the call raises when max_length is at most that, whatever the
        # tokenizer makes of the text)
        length = eff.prompt_least(obs)
    if not isinstance(length, Const) or type(length.value) is not int:
        return None
    found = eff.models(obs)
    if not found or not all(_decoder_only(m) for m in found):
        return None
    unset = _max_new_tokens_unset(obs)
    if unset is False:
        return None
    bad = eff.test(given, lambda v: isinstance(v, Const) and v.value <= length.value)
    if bad.never:
        return None
    if unset is None:
        # (a checkpoint whose generation_config.json hflint has not read in full: a
        # max_new_tokens it sets would win over the call's max_length, so the call only may raise)
        bad = Outcome(False, True, bad.origins, bad.witness)
    limit = bad.witness.value if isinstance(bad.witness, Const) and bad.agreed else None
    prompt_at = evidence_at(length.origin) if length.origin is not None else None
    fixes: list[Fix] = []
    written = keyword(obs.node, "max_length")
    if written is not None and all(kw.arg not in (None, "max_new_tokens") for kw in obs.node.keywords):
        # (the number meant as new tokens: the same keyword renamed; unsafe, the output grows)
        line = written.lineno
        col = ctx.index.char_col_from_utf8(line, written.col_offset)
        fixes.append(
            Fix(
                "Pass the limit as `max_new_tokens` (max_length counts the prompt)",
                (TextEdit(Span(line, col, line, col + len("max_length")), "max_new_tokens"),),
                Applicability.UNSAFE,
            )
        )
    fixes.append(_ignore(obs, ctx, "HF147"))
    return Hit(
        "HF147",
        bad,
        _span(obs, ctx),
        f"{where_set(bad.witness, 'max_length', ctx)}, and the prompt is already"
        f" {length.value if exact else f'at least {length.value} (a token a word)'} tokens long;"
        " max_length counts the prompt (pass max_new_tokens for the new tokens)"
        + ("; it raises unless the checkpoint's generation_config.json sets max_new_tokens" if unset is None else ""),
        evidence_from(bad.origins, [prompt_at] if prompt_at is not None else None),
        tuple(fixes),
        values=({"input_length": str(length.value)} if exact else {}) | ({"max_length": str(limit)} if limit is not None else {}),
    )


def _closest(value: str, valid: frozenset[str]) -> tuple[str | None, bool]:
    """The release's value the user most likely meant, and whether it is that value written
    another way (another case, a class name: "Static", "StaticCache", "OffloadedStaticCache")
    rather than the nearest spelling ("statc")."""
    import difflib

    norm = re.sub(r"(?<!^)(?=[A-Z])", "_", value).lower().replace("cache", "").strip("_")
    for candidate in (norm, value.lower()):
        if candidate in valid:
            return candidate, True
    match = difflib.get_close_matches(norm or value.lower(), sorted(valid), n=1, cutoff=0.6)
    return (match[0], False) if match else (None, False)


__all__ = [
    "assisted",
    "assisted_mode",
    "beam_search",
    "check_cache_implementation_with_object",
    "check_invalid_cache_implementation",
    "check_max_new_tokens_not_positive",
    "check_prompt_reaches_max_length",
    "check_model_without_cache",
    "check_static_cache",
    "check_use_cache_disabled",
    "has_assistant",
    "Ref",
]


# ---------------------------------------------------------------- HF104


def check_stateful_model(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    mode = assisted_mode(obs)
    if mode.never:
        return None
    stateful = modelinfo.stateful_types(ctx.release.version)
    hit, model = _models_where(eff.models(obs), lambda t: t in stateful)
    if hit.never or model is None:
        return None
    cls = (
        model.class_name
        if not model.class_name.startswith("Auto") and model.class_name != "?"
        else modelinfo.CAUSAL_LM_CLASS.get(model.model_type or "")
    )
    return Hit(
        "HF104",
        both(mode, hit),
        _span(obs, ctx),
        f"{_model_desc(model)} is stateful: its recurrent state cannot be rolled back to accepted tokens",
        evidence_from([], _model_evidence(model, "main model") + _assistant_evidence(obs, ctx)),
        (_ignore(obs, ctx, "HF104"),),
        values={"model_class": cls} if cls else {},
    )


# ---------------------------------------------------------------- HF114


def _encoder_mismatch(main: object, assistant: object) -> bool | None:
    """Whether generate's encoder check fails for this pair: an encoder-decoder Whisper main model
    and a decoder-only Whisper assistant whose encoder layers, heads or ffn width differ."""
    if not isinstance(main, ModelObj) or not isinstance(assistant, ModelObj):
        return None
    if assistant.model_type != "whisper" or assistant.class_name not in modelinfo.DECODER_ONLY_CLASSES:
        # A decoder-only assistant of another type has no encoder attributes to compare;
        # unknown types may still be Whisper.
        return None if assistant.model_type is None else False
    if main.model_type != "whisper" or main.class_name not in modelinfo.ENCODER_DECODER_CLASSES:
        return None if main.model_type is None else False
    if main.encoder is None or assistant.encoder is None:
        return None
    return main.encoder.compared != assistant.encoder.compared


def check_assistant_encoder_mismatch(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    # generate runs this check whenever an assistant model is passed, beam search included.
    has = has_assistant(obs)
    if has.never:
        return None
    mains = eff.models(obs)
    assistants = [obs.heap.get(o) for o in options(assistant_value(obs))]
    verdicts = [(m, a, _encoder_mismatch(m, a)) for m in mains for a in assistants]
    hits = [(m, a) for m, a, bad in verdicts if bad]
    if not hits:
        return None
    outcome = both(has, Outcome(len(hits) == len(verdicts), True))
    main, assistant = hits[0]
    assert isinstance(main, ModelObj) and isinstance(assistant, ModelObj)
    assert main.encoder is not None and assistant.encoder is not None
    detail = (
        f"the assistant is Whisper's decoder alone ({assistant.class_name}), which reads the main model's "
        f"encoder output, and the two encoders differ (main: {main.encoder.describe()}; "
        f"assistant: {assistant.encoder.describe()})"
    )
    ev = _model_evidence(main, "main model") + _model_evidence(assistant, "assistant")
    return Hit(
        "HF114",
        outcome,
        _span(obs, ctx),
        detail,
        evidence_from([], ev + _assistant_evidence(obs, ctx)),
        (_ignore(obs, ctx, "HF114"),),
    )


# ---------------------------------------------------------------- HF119


def _whisper_decoder_pair(main: object, assistant: object) -> bool | None:
    """A Whisper encoder-decoder main model and a decoder-only Whisper assistant that pass
    generate's checks: the same encoder and the same vocabulary size."""
    mismatch = _encoder_mismatch(main, assistant)
    if mismatch is None:
        return None
    if mismatch or not isinstance(main, ModelObj) or not isinstance(assistant, ModelObj):
        return False
    if (
        assistant.model_type != "whisper"
        or assistant.class_name not in modelinfo.DECODER_ONLY_CLASSES
        or main.model_type != "whisper"
        or main.class_name not in modelinfo.ENCODER_DECODER_CLASSES
    ):
        return False  # _encoder_mismatch's "not applicable"
    if main.vocab_size is None or assistant.vocab_size is None:
        return None
    return main.vocab_size == assistant.vocab_size


def _batch_may_exceed_one(obs: CallObservation) -> bool:
    """Several sequences on some path, or a speech pipeline batching the chunks of a recording
    (as many as its length makes): the batch check (HF106) may come first."""
    size = eff.batch_size(obs)
    if eff.test(size, lambda v: None if not isinstance(v, Const) else v.value > 1).sometimes:
        return True
    return obs.pipeline is not None and pipelines.batches_chunks(obs.pipeline)


def check_whisper_decoder_crash(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    mode = assisted_mode(obs)
    if mode.never:
        return None
    mains = eff.models(obs)
    assistants = [obs.heap.get(o) for o in options(assistant_value(obs))]
    verdicts = [(m, a, _whisper_decoder_pair(m, a)) for m in mains for a in assistants]
    hits = [(m, a) for m, a, ok in verdicts if ok]
    if not hits or _batch_may_exceed_one(obs):
        return None  # (several sequences: HF106's check comes first)
    outcome = both(mode, Outcome(len(hits) == len(verdicts), True))
    main, assistant = hits[0]
    assert isinstance(main, ModelObj) and isinstance(assistant, ModelObj)
    ev = _model_evidence(main, "main model") + _model_evidence(assistant, "assistant")
    return Hit(
        "HF119",
        outcome,
        _span(obs, ctx),
        f"the assistant is Whisper's decoder alone ({assistant.class_name}) beside a Whisper model with the "
        "same encoder, the pairing distil-whisper documents",
        evidence_from([], ev + _assistant_evidence(obs, ctx)),
        (_ignore(obs, ctx, "HF119"),),
    )


# ---------------------------------------------------------------- HF105


def _any_encoder_decoder(obs: CallObservation) -> bool:
    return any(m is not None and modelinfo.is_encoder_decoder(m.class_name) for m in eff.models(obs))


def _sampled_return_sequences(obs: CallObservation) -> Outcome:
    """num_return_sequences above 1 with do_sample=True seen in code (greedy decoding rejects
    more than one sequence in GenerationConfig.validate first: another error)."""
    sampling = eff.test(
        eff.gen_setting(obs, "do_sample"), lambda v: None if v is UNKNOWN else (isinstance(v, Const) and v.value is True)
    )
    if not sampling.always:
        return NEVER
    return eff.test(
        eff.gen_setting(obs, "num_return_sequences"),
        lambda v: (
            None
            if v is UNKNOWN
            else (isinstance(v, Const) and isinstance(v.value, int) and not isinstance(v.value, bool) and v.value > 1)
        ),
    )


def _whisper_repeats(obs: CallObservation) -> bool:
    """Whisper's own generate repeats each input num_return_sequences times before generating
    (generation_whisper.py, 4.57 to 5.24): for a Whisper encoder-decoder main model the batch
    check (HF106) sees them all, and HF105's never runs."""
    models = eff.models(obs)
    return bool(models) and all(
        m is not None and m.model_type == "whisper" and m.class_name in modelinfo.ENCODER_DECODER_CLASSES for m in models
    )


# ---------------------------------------------------------------- HF134


def _int_value(v: Value) -> int | None:
    if isinstance(v, Const) and isinstance(v.value, int) and not isinstance(v.value, bool):
        return v.value
    return None


def check_model_config_validated_first(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    """5.x validates the generation config the call starts from (the passed one merged with the
    model's) before the call's keywords apply: several sequences with greedy decoding there
    raises although the keywords sample (runs: HF134's, gpt2 stand-in, all 28 releases). Only
    when the keywords make the config valid: plain greedy decoding with several sequences is
    HF138's."""
    if obs.kind != "generate":
        return None
    if "num_return_sequences" not in eff.config_keys(obs):
        return None  # (no config the call reads holds it: the class default 1 or unknown, never several)
    several = eff.test(
        eff.config_setting(obs, "num_return_sequences"),
        lambda v: None if _int_value(v) is None and not (isinstance(v, Const) and v.value is None) else (_int_value(v) or 0) > 1,
    )
    if several.never or _raised_at_construction(obs):
        return None  # (a passed config that raised where it was built: HF138 reported that line)
    greedy = eff.test(
        eff.config_setting(obs, "do_sample"),
        lambda v: None if not isinstance(v, Const) else v.value is not True,
    )
    one_beam = eff.test(
        eff.config_setting(obs, "num_beams"),
        lambda v: None if not isinstance(v, Const) else (v.value is None or _int_value(v) == 1),
    )
    keywords_fix = eff.test(
        eff.gen_setting(obs, "do_sample"),
        lambda v: None if not isinstance(v, Const) else v.value is True,
    )
    beams_at_call = eff.test(
        eff.kwarg(obs, "num_beams"),
        lambda v: False if v is ABSENT else (None if _int_value(v) is None else (_int_value(v) or 0) > 1),
    )
    one_at_call = eff.test(
        eff.kwarg(obs, "num_return_sequences"),
        lambda v: False if v is ABSENT else (None if _int_value(v) is None else _int_value(v) == 1),
    )
    fixed_at_call = either(either(keywords_fix, beams_at_call), one_at_call)
    outcome = both(both(both(several, greedy), one_beam), fixed_at_call)
    if outcome.never:
        return None
    count = _int_value(several.witness) if several.witness is not None and several.agreed else None
    detail = f"{where_set(several.witness, 'num_return_sequences', ctx)} on the generation config the call starts from"
    return Hit(
        "HF134",
        outcome,
        _span(obs, ctx),
        detail,
        evidence_from(several.origins + greedy.origins),
        (_ignore(obs, ctx, "HF134"),),
        values={"num_return_sequences": str(count)} if count is not None else {},
    )


# ---------------------------------------------------------------- HF138


def _several(v: Value) -> bool | None:
    """num_return_sequences above 1 (None where not a known int; unset is 1)."""
    if v is ABSENT or (isinstance(v, Const) and v.value is None):
        return False
    n = _int_value(v)
    return None if n is None else n > 1


def _not_sampling(era: str):
    """do_sample not True, as validate() tests it: 4.57 raises for `do_sample is False` only (an
    explicit None passes there), 5.x for `not do_sample`."""

    def pred(v: Value) -> bool | None:
        if v is ABSENT:
            return True
        if not isinstance(v, Const):
            return None
        if v.value is None:
            return era != "4"
        return v.value is False if isinstance(v.value, bool) else None

    return pred


def _one_beam(v: Value) -> bool | None:
    if v is ABSENT or (isinstance(v, Const) and v.value is None):
        return True
    n = _int_value(v)
    return None if n is None else n == 1


def _greedy_several(obs: CallObservation, setting, era: str) -> Outcome:
    return both(
        both(eff.test(setting("num_return_sequences"), _several), eff.test(setting("do_sample"), _not_sampling(era))),
        eff.test(setting("num_beams"), _one_beam),
    )


_VALIDATED = ("num_return_sequences", "do_sample", "num_beams")


def _built_configs(obs: CallObservation) -> list:
    """The generation configs a generate call reads: the passed `generation_config=` and the
    model's own (`model.generation_config = GenerationConfig(...)`, a context manager's swap)."""
    found = list(eff.objects_of(obs, eff.kwarg(obs, "generation_config")))
    for model in eff.models(obs):
        if model is not None:
            found.extend(eff.objects_of(obs, model.gen_config))
    return found


def _raised_at_construction(obs: CallObservation) -> bool:
    """The passed `generation_config=` (or the model's own) is a `GenerationConfig(...)` whose own
    keywords were greedy with several sequences (none of the three fields written since): it
    raised where it was built (HF138 reported that line), so the call is never reached."""
    for gc in _built_configs(obs):
        if not isinstance(gc, GenConfigObj) or gc.node is None or gc.base != "defaults":
            continue
        if any(k in gc.attr_written for k in _VALIDATED):
            continue
        built = both(
            both(eff.test(gc.get("num_return_sequences"), _several), eff.test(gc.get("do_sample"), _not_sampling("5"))),
            eff.test(gc.get("num_beams"), _one_beam),
        )
        if built.always:
            return True
    return False


_VALIDATING = ("GenerationConfig.validate", "GenerationConfig.update")


def _validated_config(obs: CallObservation, fields: frozenset[str]) -> Callable[[str], Value] | None:
    """The fields of the config that `gc.validate()` or `gc.update(**kw)` (which validates the
    result) checks, when hflint knows every path of it (the release's defaults under what the
    script wrote; the update's keywords over them); None where it does not, or where none of
    `fields` changed since a `GenerationConfig(...)` built with them: a config that broke one of
    validate()'s rules on them raised there already."""
    updating = obs.callee == "GenerationConfig.update"
    if updating and (obs.opaque_kwargs or {"defaults_only", "allow_custom_entries"} & set(obs.kwargs)):
        return None
    found = eff.objects_of(obs, obs.model)
    configs = [gc for gc in found if isinstance(gc, GenConfigObj) and gc.base == "defaults"]
    if not configs or len(configs) != len(found):
        return None
    written = set(obs.kwargs) if updating else set()
    if not written & fields and any(gc.node is not None and not gc.attr_written & fields for gc in configs):
        return None

    def field(k: str) -> Value:
        if k in written:
            return eff.kwarg(obs, k)
        return join_all(gc.get(k, ABSENT) for gc in configs)

    return field


def check_greedy_return_sequences(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    """Greedy decoding (do_sample not True, one beam) asked for several sequences: validate()
    rejects the config on every release (runs: HF138's, gpt2 stand-in, all 28 releases), at a
    `GenerationConfig(...)` where it is built, else in generate once the keywords are merged.
    Silent where do_sample is unknown (a checkpoint hflint does not know may sample). A pipeline()
    given such settings (with the pipeline's defaults and the model's config) raises while it is
    built up to 5.19, at each call from 5.20 (runs: h69's, all 28 releases)."""
    sampling: Value = ABSENT
    if obs.kind == "pipeline-build":
        built = pipelines.construction_config(obs, ctx.release.version)
        if built is None:
            return None
        obs = built
    if obs.kind == "genconfig" and obs.callee in _VALIDATING:
        # `gc.validate()` (strict or not) and `gc.update(**kw)` (which validates the result): the
        # same check (runs: h50's, 4.57.6, 5.0.0, 5.15.0, 5.24.0).
        checked = _validated_config(obs, frozenset(_VALIDATED))
        if checked is None:
            return None
        field = checked
        era = "4" if obs.era == "4" else "5"
        outcome = _greedy_several(obs, field, era)
        witness = eff.test(field("num_return_sequences"), _several)
        sampling = field("do_sample")
    elif obs.kind == "genconfig":
        if obs.callee != "GenerationConfig":
            return None  # (GenerationConfig.update: the config before it is not known well enough)
        outcome = _greedy_several(obs, lambda k: eff.kwarg(obs, k), "5")
        witness = eff.test(eff.kwarg(obs, "num_return_sequences"), _several)
        sampling = eff.kwarg(obs, "do_sample")
    else:
        if obs.kind not in ("generate", "pipeline"):
            return None
        if eff.at_defaults(obs, ("num_return_sequences",)):
            return None  # (nearly every call: one sequence by default, or unknown; never several)
        # (Whisper's generate validates its config first, before it repeats the inputs
        # num_return_sequences times: greedy with several sequences raises here too; runs: h136's,
        # whisper-tiny, 4.57.6, 5.15.0, 5.23.0, 5.24.0)
        witness = eff.test(eff.gen_setting(obs, "num_return_sequences"), _several)
        if witness.never:
            return None  # (the common case: one sequence, the cheap test first)
        if _raised_at_construction(obs):
            return None
        era = "4" if obs.era == "4" else "5"
        outcome = _greedy_several(obs, lambda k: eff.gen_setting(obs, k), era)
        sampling = eff.gen_setting(obs, "do_sample")
    if outcome.never:
        return None
    count = _int_value(witness.witness) if witness.witness is not None and witness.agreed else None
    how = (
        where_set(sampling, "do_sample", ctx)
        if isinstance(sampling, Const) and sampling.origin is not None
        else "do_sample is not set (greedy decoding)"
    )
    detail = f"{where_set(witness.witness, 'num_return_sequences', ctx)}, and {how}, with one beam"
    return Hit(
        "HF138",
        outcome,
        _span(obs, ctx),
        detail,
        evidence_from(outcome.origins),
        (_ignore(obs, ctx, "HF138"),),
        values={"num_return_sequences": str(count)} if count is not None else {},
    )


# ---------------------------------------------------------------- HF159


_BEAM_FIELDS = frozenset({"num_beams", "num_return_sequences"})


def _built_over_beams(gc: object) -> bool:
    """A `GenerationConfig(...)` whose own keywords (neither field written since) surely ask for
    more sequences than beams: it raised where it was built."""
    if not isinstance(gc, GenConfigObj) or gc.node is None or gc.base != "defaults":
        return False
    if {"num_beams", "num_return_sequences"} & gc.attr_written:
        return False
    beams, wanted = _int_value(gc.get("num_beams")), _int_value(gc.get("num_return_sequences"))
    return beams is not None and beams > 1 and wanted is not None and wanted > beams


def _over_beams_at_construction(obs: CallObservation) -> bool:
    """The passed config may be a `GenerationConfig(...)` whose own keywords (neither field written
    as an attribute since) ask for more sequences than beams, or one hflint cannot tell: silent."""
    for gc in eff.objects_of(obs, eff.kwarg(obs, "generation_config")):
        if not isinstance(gc, GenConfigObj):
            return True
        if gc.node is None or gc.base != "defaults" or {"num_beams", "num_return_sequences"} & gc.attr_written:
            continue
        beams = _int_value(gc.get("num_beams"))
        wanted = gc.get("num_return_sequences")
        if beams is None or not isinstance(wanted, Const) or wanted.value is None:
            return True
        n = _int_value(wanted)
        if n is None or n > beams:
            return True
    return False


def check_return_sequences_over_beams(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    """Beam search (more than one beam) asked for more sequences than beams: validate() rejects
    the merged config in generate on every release, sampling or not (runs: HF159's, gpt2
    stand-in, all 28 releases). Only a plain generate call whose beam count is one known int on
    every path, and a `GenerationConfig(...)` built with such keywords, which raises there; silent
    for pipelines and Whisper. A passed generation_config= counts with its
    fields merged as generate merges them (a copy of the model's config edited by attribute, a
    `GenerationConfig(num_beams=2)` given more sequences since), except a `GenerationConfig(...)`
    whose own keywords already ask too much: it raised where it was built (runs: h81's, 4.57.6,
    5.23.0), so the call is never reached. A text-generation pipeline given both (at construction
    or at the call, with the pipeline's defaults and the model's config) raises as HF138's case
    does: while pipeline() is built up to 5.19, at each call from 5.20 (runs: h99's OPT card
    script and fixtures, 4.57.6, 5.15.0, 5.23.0, 5.24.0)."""
    if obs.kind == "pipeline-build":
        built = pipelines.construction_config(obs, ctx.release.version)
        if built is None:
            return None
        obs = built
    if obs.kind == "genconfig" and obs.callee in _VALIDATING:
        # `gc.update(num_return_sequences=5)` on a beam-search config, or `gc.validate()` after the
        # fields were written as attributes: validate() raises there (runs: h173's
        # cfg_update_unused, 4.57.6, 5.15.0, 5.23.0, 5.24.0).
        checked = _validated_config(obs, _BEAM_FIELDS)
        if checked is None:
            return None
        setting = checked
    elif obs.kind == "genconfig":
        if obs.callee != "GenerationConfig":
            return None
        setting = partial(eff.kwarg, obs)  # (its own keywords over the class defaults)
    elif obs.kind not in ("generate", "pipeline"):
        return None
    elif eff.at_defaults(obs, ("num_beams",)):
        return None  # (nearly every call: one beam by default, or unknown)
    elif any(m is not None and m.model_type == "whisper" for m in eff.models(obs)):
        return None
    else:
        setting = partial(eff.gen_setting, obs)
    beams = {_int_value(o) for o in options(setting("num_beams"))}
    if len(beams) != 1:
        return None
    (b,) = beams
    if b is None or b < 2:
        return None
    # (only for beam search, the cheap test first)
    if obs.kind == "generate":
        if eff.kwarg(obs, "generation_config") is not ABSENT and _over_beams_at_construction(obs):
            return None
        if any(_built_over_beams(gc) for gc in _built_configs(obs)):
            return None  # (the model's own config raised where it was built: the call is not reached)
    wanted = setting("num_return_sequences")

    def over(v: Value) -> bool | None:
        if v is ABSENT or (isinstance(v, Const) and v.value is None):
            return False
        n = _int_value(v)
        return None if n is None else n > b

    outcome = eff.test(wanted, over)
    if outcome.never or outcome.witness is None:
        return None
    count = _int_value(outcome.witness)
    if count is None:
        return None
    detail = f"{where_set(outcome.witness, 'num_return_sequences', ctx)}, with num_beams={b}"
    return Hit(
        "HF159",
        outcome,
        _span(obs, ctx),
        detail,
        evidence_from(outcome.origins),
        (_ignore(obs, ctx, "HF159"),),
        values={"num_return_sequences": str(count), "num_beams": str(b)} if outcome.agreed else {"num_beams": str(b)},
    )


def check_num_return_sequences(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    mode = assisted_mode(obs)
    if mode.never or any(m is not None and m.model_type == "whisper" for m in eff.models(obs)):
        return None  # (Whisper: the batch check sees the repeated inputs first, _whisper_repeats)
    many = _sampled_return_sequences(obs)
    outcome = both(mode, many)
    if outcome.never:
        return None
    fixes: list[Fix] = []
    if keyword(obs.node, "num_return_sequences") is not None:
        fixes.append(
            Fix(
                "Set `num_return_sequences=1`",
                set_keyword(ctx.index, obs.node, "num_return_sequences", "1"),
                Applicability.UNSAFE,
            )
        )
    fixes.append(_ignore(obs, ctx, "HF105"))
    value = many.witness.value if isinstance(many.witness, Const) and many.agreed else None
    return Hit(
        "HF105",
        outcome,
        _span(obs, ctx),
        where_set(many.witness, "num_return_sequences", ctx),
        evidence_from(many.origins, _assistant_evidence(obs, ctx)),
        tuple(fixes),
        values={"num_return_sequences": str(value)} if value is not None else {},
    )


# ---------------------------------------------------------------- HF106


def check_batch_size(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    mode = assisted_mode(obs)
    if mode.never:
        return None
    size = eff.batch_size(obs)
    many = eff.test(size, lambda v: None if not isinstance(v, Const) else v.value > 1)
    repeated = _sampled_return_sequences(obs) if many.never and _whisper_repeats(obs) else NEVER
    if repeated.sometimes:
        # (Whisper repeats every input num_return_sequences times: at least that many sequences)
        many = repeated
    outcome = both(mode, many)
    if outcome.never:
        return None
    n = many.witness.value if isinstance(many.witness, Const) else "several"
    if repeated.sometimes:
        n = f"at least {n}"
    fixes: list[Fix] = []
    w = many.witness
    # A size the script computed keeps the literal where writing 1 leaves one sequence
    # (`[prompt] * 4`, `prompts[:n]` with n's default: core/batches.py); never safe, as it
    # changes what the script does (and a default's fix is named after the option: engine).
    if isinstance(w, Const) and w.node is not None and written_here(w, ctx.path):
        fixes.append(
            Fix(
                f"Change `{ast.unparse(w.node)}` to `1` where the batch size is chosen ({ctx.place(w.node.lineno)})",
                (_edit_literal(ctx, w.node, "1"),),
                Applicability.UNSAFE,
            )
        )
    fixes.append(_ignore(obs, ctx, "HF106"))
    return Hit(
        "HF106",
        outcome,
        _span(obs, ctx),
        f"the inputs hold {n} sequences",
        evidence_from(many.origins, _assistant_evidence(obs, ctx)),
        tuple(fixes),
    )


# ---------------------------------------------------------------- HF188


def _int_at_most(limit: int):
    def pred(v: Value) -> bool | None:
        if v is UNKNOWN:
            return None
        if isinstance(v, Const) and type(v.value) is int:
            return v.value <= limit
        if v is ABSENT or (isinstance(v, Const) and v.value is None):
            return False
        return None

    return pred


_LOOKUP_KEYS = ("prompt_lookup_num_tokens", "max_matching_ngram_size")


def check_prompt_lookup_not_positive(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    """Prompt lookup asked for with `prompt_lookup_num_tokens` <= 0 (or a negative
    `max_matching_ngram_size`; 0 is replaced by 2): PromptLookupCandidateGenerator refuses it when
    _assisted_decoding builds the candidate generator, after the cache checks and before the batch
    check (runs: h112's, 4.57.6, 5.0.0, 5.14.0, 5.15.0, 5.23.0, 5.24.0: at generate's keyword, with
    an assistant model too, sampling, a batch, a GenerationConfig passed, an attribute of the
    model's config and a text-generation pipeline's call; HF188's facts on all 28 releases). A 0
    meant as "off" is the usual cause. Silent where assistant_early_exit may be set (the early-exit
    generator is chosen first; 5.0.0 then crashes otherwise)."""
    if eff.at_defaults(obs, _LOOKUP_KEYS):
        return None  # (nearly every call: neither given nor held by a config it reads)
    mode = assisted_mode(obs)
    if mode.never:
        return None
    early = eff.test(eff.gen_setting(obs, "assistant_early_exit"), lambda v: None if v is UNKNOWN else _is_set_int(v))
    if early.sometimes:
        return None
    lookup = eff.gen_setting(obs, "prompt_lookup_num_tokens")
    key, bad = "prompt_lookup_num_tokens", eff.test(lookup, _int_at_most(0))
    rule = "prompt lookup needs at least one proposed token (None switches it off)"
    if bad.never:
        on = eff.test(lookup, _is_set_int)
        if on.never:
            return None
        ngram = eff.test(eff.gen_setting(obs, "max_matching_ngram_size"), _int_at_most(-1))
        key, bad = "max_matching_ngram_size", both(on, ngram)
        rule = "prompt lookup needs a positive n-gram size (None or 0 gives the default, 2)"
    outcome = both(mode, bad)
    if outcome.never:
        return None
    return Hit(
        "HF188",
        outcome,
        _span(obs, ctx),
        f"{where_set(bad.witness, key, ctx)}; {rule}",
        evidence_from(bad.origins, _assistant_evidence(obs, ctx)),
        (_ignore(obs, ctx, "HF188"),),
    )


# ---------------------------------------------------------------- HF107 / HF108


def _vocab_relation(obs: CallObservation) -> tuple[Outcome, Outcome, ModelObj | None, ModelObj | None]:
    """(vocabularies differ, vocabularies match) over the paths where both sizes are known
    (once per observation: three checks ask)."""
    found = obs.memo.get("vocab_relation")
    if found is None:
        found = obs.memo["vocab_relation"] = _vocab_relation_of(obs)
    return found


def _vocab_relation_of(obs: CallObservation) -> tuple[Outcome, Outcome, ModelObj | None, ModelObj | None]:
    mains = eff.models(obs)
    assistants = [obs.heap.get(o) for o in options(assistant_value(obs))]
    pairs: list[tuple[object, object, bool | None]] = []
    for m in mains:
        for a in assistants:
            if isinstance(m, ModelObj) and isinstance(a, ModelObj) and m.vocab_size and a.vocab_size:
                pairs.append((m, a, m.vocab_size != a.vocab_size))
            elif isinstance(m, ModelObj) and isinstance(a, ModelObj) and _not_a_multiple(m, a):
                pairs.append((m, a, True))
            else:
                pairs.append((m, a, None))
    known = [p for p in pairs if p[2] is not None]
    differ = [p for p in known if p[2]]
    same = [p for p in known if not p[2]]
    complete = len(known) == len(pairs)
    d = Outcome(complete and len(differ) == len(pairs), bool(differ)) if differ else NEVER
    s = Outcome(complete and len(same) == len(pairs), bool(same)) if same else NEVER
    first = (differ or same or [(None, None, None)])[0]
    main = first[0] if isinstance(first[0], ModelObj) else None
    assistant = first[1] if isinstance(first[1], ModelObj) else None
    return d, s, main, assistant


def _not_a_multiple(main: ModelObj, assistant: ModelObj) -> bool:
    """One model's vocabulary is a multiple of a number (resized with `pad_to_multiple_of=`) the
    other's known size is not: they differ."""
    for x, y in ((main, assistant), (assistant, main)):
        if x.vocab_size is None and x.vocab_multiple and y.vocab_size and y.vocab_size % x.vocab_multiple:
            return True
    return False


def _passed(obs: CallObservation, name: str) -> Outcome:
    """Whether the call gives `name` a value other than None. A keyword written at the call whose
    value the walk does not know (`tokenizer=self.components["tok"]`) is passed: a script writes
    None there only as a literal or a name the walk reads. Unknown where only a `**` spread may
    give it."""
    written = name in obs.kwargs
    return eff.test(
        eff.kwarg(obs, name),
        lambda v: (
            (True if written else None) if v is UNKNOWN else (v is not ABSENT and not (isinstance(v, Const) and v.value is None))
        ),
    )


def _vocab_text(m: ModelObj | None) -> str:
    if m is not None and m.vocab_size is None and m.vocab_multiple:
        return f"a multiple of {m.vocab_multiple}"
    return str(m.vocab_size) if m is not None and m.vocab_size else "?"


def _vocab_evidence(main: ModelObj | None, assistant: ModelObj | None) -> list[Evidence]:
    out = []
    for m, who in ((main, "main model"), (assistant, "assistant")):
        if m is not None and m.model_type_origin is not None:
            o = m.model_type_origin
            size = f"vocab_size {m.vocab_size}" if m.resized is None else "before it was resized"
            out.append(evidence_at(o, f"{who}: {o.note} ({size})"))
        if m is not None and m.resized is not None:
            out.append(evidence_at(m.resized, f"{who}: {m.resized.note}"))
    return out


def check_different_tokenizers(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    has = has_assistant(obs)
    if has.never:
        return None
    differ, _, main, assistant = _vocab_relation(obs)
    if differ.never:
        return None
    both_given = both(_passed(obs, "tokenizer"), _passed(obs, "assistant_tokenizer"))
    missing = negate_sometimes(both_given)
    outcome = both(both(has, differ), missing)
    if outcome.never:
        return None
    detail = f"the main model's vocabulary ({_vocab_text(main)} tokens) differs from the assistant's ({_vocab_text(assistant)})"
    fixes = _tokenizer_fixes(obs, ctx)
    return Hit(
        "HF107",
        outcome,
        _span(obs, ctx),
        detail,
        evidence_from([], _vocab_evidence(main, assistant)),
        tuple(fixes + [_ignore(obs, ctx, "HF107")]),
    )


def _tokenizer_fixes(obs: CallObservation, ctx: RuleContext) -> list[Fix]:
    """Pass the tokenizers the call lacks, when a name in scope holds a tokenizer loaded from
    the very checkpoint of the main model (`tokenizer=`) and of the assistant
    (`assistant_tokenizer=`): each checkpoint loaded by exactly one such name, the two names
    different. Safe: with both tokenizers generate translates between the vocabularies
    (universal assisted decoding) instead of raising."""
    if obs.opaque_kwargs or not obs.tokenizers:
        return []
    wanted: dict[str, str] = {}
    for name, models in (("tokenizer", eff.models(obs)), ("assistant_tokenizer", _assistants(obs))):
        if name in obs.kwargs:
            if _passed(obs, name).always:
                continue  # (given on every path: the other one is missing)
            return []  # given as None on some path: adding it again would not help
        checkpoints = {m.checkpoint.value if m is not None and isinstance(m.checkpoint, Const) else None for m in models}
        if len(checkpoints) != 1 or None in checkpoints:
            return []
        (checkpoint,) = checkpoints
        names = [n for n, ck in obs.tokenizers if isinstance(ck, Const) and ck.value == checkpoint]
        if len(names) != 1:
            return []
        wanted[name] = names[0]
    if not wanted or len(set(wanted.values())) < len(wanted):
        return []
    pairs = list(wanted.items())
    text = ", ".join(f"{k}={v}" for k, v in pairs)
    if both(_shared_tokenizer(obs)[0], _sampling(obs)).sometimes:
        # With both tokenizers a sampled call of a same-tokenizer pair crashes in the translator
        # (HF129; runs: benchmarks/recall/scripts/uad_qwen_instruct_hub_sampling.py raises,
        # uad_qwen_instruct_greedy_ok.py with do_sample=False runs clean): the fix also turns
        # sampling off, which changes what the call generates, so it is not safe.
        kw = keyword(obs.node, "do_sample")
        if kw is None:
            edits = add_keywords(ctx.index, obs.node, pairs + [("do_sample", "False")])
        else:
            edits = set_keyword(ctx.index, obs.node, "do_sample", "False") + add_keywords(ctx.index, obs.node, pairs)
        return [
            Fix(
                f"Pass `{text}` and `do_sample=False` (sampling with both tokenizers crashes here: HF129)",
                edits,
                Applicability.UNSAFE,
            )
        ]
    return [Fix(f"Pass `{text}`", add_keywords(ctx.index, obs.node, pairs), Applicability.SAFE)]


# ---------------------------------------------------------------- HF129


def _shared_tokenizer(obs: CallObservation) -> tuple[Outcome, ModelObj | None, ModelObj | None]:
    """The main model and the assistant ship the very same tokenizer while their `vocab_size`
    differs (embedding padding): the checkpoint table's `tokenizer_files` is the same for both
    names. The assistant's vocabulary is then a subset of the main model's, the case
    AssistantToTargetTranslator leaves half set up (HF129). A pair the table does not name, or
    names with different tokenizers, is left out: a subset is then unknown."""
    found = obs.memo.get("shared_tokenizer")
    if found is None:
        found = obs.memo["shared_tokenizer"] = _shared_tokenizer_of(obs)
    return found


def _table_tokenizer(model: object) -> str | None:
    if not isinstance(model, ModelObj) or not isinstance(model.checkpoint, Const):
        return None
    name = model.checkpoint.value
    ckpt = lookup(name) if isinstance(name, str) else None
    return ckpt.tokenizer_files if ckpt is not None else None


def _shared_tokenizer_of(obs: CallObservation) -> tuple[Outcome, ModelObj | None, ModelObj | None]:
    mains = eff.models(obs)
    assistants = [obs.heap.get(o) for o in options(assistant_value(obs))]
    pairs = [(m, a) for m in mains for a in assistants]
    hits = []
    for m, a in pairs:
        if not (isinstance(m, ModelObj) and isinstance(a, ModelObj) and m.vocab_size and a.vocab_size):
            continue
        files = _table_tokenizer(m)
        if m.vocab_size != a.vocab_size and files is not None and files == _table_tokenizer(a):
            hits.append((m, a))
    if not hits:
        return NEVER, None, None
    return Outcome(len(hits) == len(pairs), True), hits[0][0], hits[0][1]


def _sampling(obs: CallObservation) -> Outcome:
    """The effective do_sample is True, as generate merges a passed GenerationConfig with the
    model's (core/effective.py): a `do_sample=False` written into it is kept on 5.x, and on 4.57
    too while the model's generation_config.json is older than 4.50 (the Qwen2.5 and R1 distill
    files: benchmarks/recall/scripts/uad_r1_greedy_gencfg.py runs clean on every release)."""
    found = obs.memo.get("hf129_sampling")
    if found is None:
        found = obs.memo["hf129_sampling"] = eff.test(
            eff.gen_setting(obs, "do_sample"), lambda v: None if not isinstance(v, Const) else v.value is True
        )
    return found


def _drafts_a_token(obs: CallObservation, ctx: RuleContext) -> Outcome:
    """From 5.6, not `max_new_tokens=1`: with one new token the assistant drafts nothing and the
    translator is never asked for the target ids. Up to 5.5 the unguarded `unmap_input_ids` runs
    before that (runs: uad_qwen_next_token.py raises on 4.57.6, runs clean on 5.15.0 to 5.24.0)."""
    if not at_least(ctx.release.version, "5.6"):
        return Outcome(True, True)
    return _drafts_any(obs)


def _sampled_uad(obs: CallObservation, mode: Outcome, pair: Outcome, drafts: Outcome, sampling: Outcome) -> Outcome:
    """Universal assisted decoding with sampling (HF129, HF132): an assistant, the models' pair of
    tokenizers (`pair`), both tokenizers passed, a draft asked for tokens (`drafts`), no dflash."""
    tokenizers = both(_passed(obs, "tokenizer"), _passed(obs, "assistant_tokenizer"))
    outcome = both(both(both(mode, has_assistant(obs)), pair), tokenizers)
    outcome = both(both(outcome, drafts), _without_dflash(obs))
    return both(outcome, sampling)


def _without_dflash(obs: CallObservation) -> Outcome:
    """5.15 on: `speculation_type="dflash"` takes its own candidate generator first."""
    return eff.test(
        eff.kwarg(obs, "speculation_type"),
        lambda v: v is ABSENT or (None if not isinstance(v, Const) else v.value is None),
    )


def check_translator_subset_crash(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    mode = assisted_mode(obs)
    if mode.never or has_assistant(obs).never:
        return None
    shared, main, assistant = _shared_tokenizer(obs)
    if shared.never:
        return None
    sampling = _sampling(obs)
    outcome = _sampled_uad(obs, mode, shared, _drafts_a_token(obs, ctx), sampling)
    if outcome.never:
        return None
    fixes: list[Fix] = []
    if not obs.opaque_kwargs:
        fixes.append(
            Fix(
                "Set `do_sample=False` (greedy universal assisted decoding does not use the translator)",
                set_keyword(ctx.index, obs.node, "do_sample", "False"),
                Applicability.UNSAFE,
            )
        )
    fixes.append(_ignore(obs, ctx, "HF129"))
    detail = (
        f"{where_set(sampling.witness, 'do_sample', ctx)}, and the assistant's tokenizer is the main model's "
        f"({main.vocab_size if main else '?'} against {assistant.vocab_size if assistant else '?'} embedding rows)"
    )
    return Hit(
        "HF129",
        outcome,
        _span(obs, ctx),
        detail,
        evidence_from(sampling.origins, _vocab_evidence(main, assistant)),
        tuple(fixes),
    )


# ---------------------------------------------------------------- HF132

# The (main model, draft) vocabularies, by the checkpoint table's `tokenizer` description, whose
# sampled universal assisted decoding prunes the draft's LM head below the ids its prompts hold: a
# Qwen byte-level BPE main model (Qwen1.5 to Qwen3, Coder) with a Llama 2 SentencePiece draft
# (Llama-2, TinyLlama, Vicuna). Llama 2's byte tokens, special tokens and non-ASCII pieces have no
# Qwen counterpart, so the shared width is below the ids Llama 2 gives single characters (".",
# ",", letters: 29871 and above), which every chat prompt holds. Runs (the stand-ins, whose
# shared width is 6): Qwen2.5-7B-Instruct, Qwen2-7B-Instruct, Qwen2.5-1.5B-Instruct and Qwen3-8B
# with a TinyLlama or Llama-2-chat draft raise up to 5.17. Other pairs are left out: Llama-2-chat
# with a Qwen draft raised or not by the prompt (the draft's ids of a Qwen vocabulary are spread
# over 151k), Llama 3 or GPT-2 mains with a TinyLlama draft raised HF129's error instead.
_VOCABULARIES: dict[str, str] = {
    "Qwen byte-level BPE": "qwen",
    "Llama 2 SentencePiece (32000)": "llama2",
}
_PRUNED_PAIRS: frozenset[tuple[str, str]] = frozenset({("qwen", "llama2")})


def _vocabulary(model: object) -> str | None:
    if not isinstance(model, ModelObj) or not isinstance(model.checkpoint, Const):
        return None
    name = model.checkpoint.value
    ckpt = lookup(name) if isinstance(name, str) else None
    return _VOCABULARIES.get(ckpt.tokenizer) if ckpt is not None else None


def _unrelated_tokenizers(obs: CallObservation) -> tuple[Outcome, ModelObj | None, ModelObj | None]:
    """Both checkpoints are in the table and their vocabularies are a pair of `_PRUNED_PAIRS`:
    with sampling, universal assisted decoding prunes the assistant's LM head to the shared
    tokens, below ids of the draft's prompt. Unknown pairs, and others, are left out."""
    found: tuple[Outcome, ModelObj | None, ModelObj | None] | None = obs.memo.get("unrelated_tokenizers")
    if found is None:
        mains = eff.models(obs)
        assistants = [obs.heap.get(o) for o in options(assistant_value(obs))]
        pairs = [(m, a) for m in mains for a in assistants]
        hits: list[tuple[ModelObj, ModelObj]] = []
        for m, a in pairs:
            vm, va = _vocabulary(m), _vocabulary(a)
            if isinstance(m, ModelObj) and isinstance(a, ModelObj) and (vm, va) in _PRUNED_PAIRS:
                hits.append((m, a))
        if not hits:
            found = (NEVER, None, None)
        else:
            found = (Outcome(len(hits) == len(pairs), True), hits[0][0], hits[0][1])
        obs.memo["unrelated_tokenizers"] = found
    return found


def _penalised(obs: CallObservation) -> Outcome:
    """The effective `repetition_penalty` is set and not 1.0: `_get_logits_processor` then adds a
    RepetitionPenaltyLogitsProcessor (None and 1.0 add none, on every release)."""
    return eff.test(
        eff.gen_setting(obs, "repetition_penalty"),
        lambda v: None if not isinstance(v, Const) else (v.value is not None and v.value != 1.0),
    )


def _drafts_any(obs: CallObservation) -> Outcome:
    """Not `max_new_tokens=1`: with one new token the candidate generator asks the draft for no
    token and never runs its generate (runs: uad_rp_next_token.py clean on every release)."""
    return eff.test(
        eff.gen_setting(obs, "max_new_tokens"),
        lambda v: not (isinstance(v, Const) and v.value == 1 and not isinstance(v.value, bool)),
    )


def check_draft_repetition_penalty(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    mode = assisted_mode(obs)
    if mode.never or has_assistant(obs).never:
        return None
    unrelated, main, assistant = _unrelated_tokenizers(obs)
    if unrelated.never:
        return None
    penalty = _penalised(obs)
    if penalty.never:
        return None
    sampling = _sampling(obs)
    outcome = both(_sampled_uad(obs, mode, unrelated, _drafts_any(obs), sampling), penalty)
    if outcome.never:
        return None
    fixes: list[Fix] = []
    if not obs.opaque_kwargs:
        fixes.append(
            Fix(
                "Set `repetition_penalty=1.0` at the call (the main model's tokens are then not penalised either)",
                set_keyword(ctx.index, obs.node, "repetition_penalty", "1.0"),
                Applicability.UNSAFE,
            )
        )
    fixes.append(_ignore(obs, ctx, "HF132"))
    tok_main = _table_entry_tokenizer(main)
    tok_assistant = _table_entry_tokenizer(assistant)
    detail = (
        f"{where_set(penalty.witness, 'repetition_penalty', ctx)} and {where_set(sampling.witness, 'do_sample', ctx)}, "
        f"while the assistant's tokenizer ({tok_assistant}) is not the main model's ({tok_main})"
    )
    return Hit(
        "HF132",
        outcome,
        _span(obs, ctx),
        detail,
        evidence_from(penalty.origins + sampling.origins, _vocab_evidence(main, assistant)),
        tuple(fixes),
    )


def _table_entry_tokenizer(model: ModelObj | None) -> str:
    if model is None or not isinstance(model.checkpoint, Const) or not isinstance(model.checkpoint.value, str):
        return "?"
    ckpt = lookup(model.checkpoint.value)
    return ckpt.tokenizer if ckpt is not None else "?"


def _assistants(obs: CallObservation) -> list[ModelObj | None]:
    return [obj if isinstance(obj, ModelObj) else None for obj in (obs.heap.get(o) for o in options(assistant_value(obs)))]


def check_unneeded_assistant_tokenizer(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    has = has_assistant(obs)
    if has.never:
        return None
    _, same, main, assistant = _vocab_relation(obs)
    if same.never:
        return None
    given = _passed(obs, "assistant_tokenizer")
    outcome = both(both(has, same), given)
    if outcome.never:
        return None
    fixes: list[Fix] = []
    fixes += _removal_fix(obs, ctx, "assistant_tokenizer", "Remove `assistant_tokenizer`")
    fixes.append(_ignore(obs, ctx, "HF108"))
    return Hit(
        "HF108",
        outcome,
        _span(obs, ctx),
        f"the main model and the assistant share a vocabulary ({main.vocab_size if main else '?'} tokens)",
        evidence_from([], _vocab_evidence(main, assistant)),
        tuple(fixes),
    )


# ---------------------------------------------------------------- HF109


def check_mode_ignored(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    entry = assisted(obs)
    if entry.never:
        return None  # (what both() below gives; the beams are then not worked out)
    beams = beam_search(obs)
    outcome = both(entry, beams)
    if outcome.never:
        return None
    fixes: list[Fix] = []
    if keyword(obs.node, "num_beams") is not None:
        fixes.append(
            Fix(
                "Set `num_beams=1` (keep assisted generation)",
                set_keyword(ctx.index, obs.node, "num_beams", "1"),
                Applicability.UNSAFE,
            )
        )
    fixes += _removal_fix(obs, ctx, "assistant_model", "Remove `assistant_model` (keep beam search)", Applicability.UNSAFE)
    fixes.append(_ignore(obs, ctx, "HF109"))
    return Hit(
        "HF109",
        outcome,
        _span(obs, ctx),
        f"assisted generation is silently not used: {where_set(beams.witness, 'num_beams', ctx)}, and beam search "
        "ignores the assistant",
        evidence_from(beams.origins, _assistant_evidence(obs, ctx)),
        tuple(fixes),
        _beam_mode(obs),
    )


# What get_generation_mode checks before num_beams (constraints) and between num_beams and
# do_sample (num_beam_groups): any of them set makes the base mode another beam mode.
_OTHER_BEAM_MODES = ("constraints", "force_words_ids", "num_beam_groups")


def _beam_mode(obs: CallObservation) -> dict[str, str]:
    """The base mode HF109's warning names (`GenerationMode.{mode}`, 4.57.6 to 5.24.0 alike): BEAM_SAMPLE
    when the effective do_sample is True on every path, BEAM_SEARCH when it is True on none; nothing
    (the message keeps `<mode>`) where a path is unknown or another beam mode may be asked for."""
    do_sample = eff.gen_setting(obs, "do_sample")
    if any(o is UNKNOWN for o in options(do_sample)):
        return {}
    for key in _OTHER_BEAM_MODES:
        for o in options(eff.gen_setting(obs, key)):
            unset = o is ABSENT or (isinstance(o, Const) and (o.value is None or (key == "num_beam_groups" and o.value == 1)))
            if not unset:
                return {}
    sampling = eff.test(do_sample, lambda v: isinstance(v, Const) and v.value is True)
    if sampling.always:
        return {"mode": "BEAM_SAMPLE"}
    return {"mode": "BEAM_SEARCH"} if sampling.never else {}


# ---------------------------------------------------------------- HF110

# Assistant types whose crash inside the candidate generator was verified, with the type of the
# state they keep (what the message names) and the first release that raises so: XLNet (its
# output carries a tuple, not a Cache) on every release; RWKV (a list of state tensors) from 5.1
# (4.57.6 runs clean, 5.0.0 fails otherwise: runs in h99's test_card_quickstart_tweaks.py). Other
# stateful assistants crash too, but with a different error in almost every release: not claimed.
_UNSUPPORTED_ASSISTANT_CACHE: dict[str, tuple[str, str | None]] = {"xlnet": ("tuple", None), "rwkv": ("list", "5.1")}
# ... and those whose crash was verified with other vocabularies as well (both tokenizers passed,
# greedy: universal assisted decoding drafts through the same candidate generator; sampled, the
# translator fails first with an error of its own).
_UNSUPPORTED_ASSISTANT_ANY_VOCAB = frozenset({"rwkv"})


def _crashes_as_assistant(model_type: str | None, version: str) -> bool:
    known = _UNSUPPORTED_ASSISTANT_CACHE.get(model_type or "")
    return known is not None and (known[1] is None or at_least(version, known[1]))


def check_unsupported_assistant(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    mode = assisted_mode(obs)
    has = has_assistant(obs)
    if mode.never or has.never:
        return None
    assistants = [obs.heap.get(o) for o in options(assistant_value(obs))]
    bad = [a for a in assistants if isinstance(a, ModelObj) and _crashes_as_assistant(a.model_type, ctx.release.version)]
    if not bad:
        return None
    # Earlier checks on the same call fire first (different vocabularies, stateful main, ...).
    differ, _, _, _ = _vocab_relation(obs)
    if differ.sometimes:
        translated = both(_passed(obs, "tokenizer"), _passed(obs, "assistant_tokenizer"))
        if not (
            all(a.model_type in _UNSUPPORTED_ASSISTANT_ANY_VOCAB for a in bad) and translated.always and _sampling(obs).never
        ):
            return None
    if (
        any(a.model_type == "rwkv" for a in bad)
        and eff.test(
            eff.gen_setting(obs, "max_new_tokens"), lambda v: None if not isinstance(v, Const) else v.value == 1
        ).sometimes
    ):
        return None  # (one new token: the assistant drafts nothing, nothing is cropped)
    stateful = modelinfo.stateful_types(ctx.release.version)
    if _models_where(eff.models(obs), lambda t: t in stateful or modelinfo.lacks_dynamic_cache(t))[0].sometimes:
        return None
    outcome = both(mode, Outcome(len(bad) == len(assistants), True))
    assistant = bad[0]
    ev = []
    if assistant.model_type_origin is not None:
        o = assistant.model_type_origin
        ev.append(evidence_at(o, f"assistant: {o.note}"))
    return Hit(
        "HF110",
        outcome,
        _span(obs, ctx),
        f"the assistant (model type `{assistant.model_type}`) keeps no Cache object the candidate generator can crop",
        evidence_from([], ev + _assistant_evidence(obs, ctx)),
        (_ignore(obs, ctx, "HF110"),),
        values={"cache_type": _UNSUPPORTED_ASSISTANT_CACHE[assistant.model_type or ""][0]},
    )


# ---------------------------------------------------------------- HF124


def check_whisper_beam_search(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    # Whisper's generate hands `assistant_model` on to the beam search's forward pass in 4.57;
    # later releases drop it (HF109 then says the assistant is ignored). Prompt lookup is
    # not affected (verified).
    if "assistant_model" not in obs.kwargs and not obs.opaque_kwargs:
        return None  # (the common case, decided first)
    models = [
        m if m is None or m.model_type == "whisper" or modelinfo.builds_encoder_decoder(m.class_name, m.model_type) else None
        for m in eff.models(obs)
    ]
    whisper, model = _models_where(models, lambda t: t in _BEAM_FORWARD_CLASSES)
    if whisper.never or model is None:
        return None
    has = has_assistant(obs)
    if has.never:
        return None  # (what both() below gives; the beams are then not worked out)
    beams = beam_search(obs)
    # (generate's own check that a streamer goes without beam search raises before)
    outcome = both(both(both(has, beams), whisper), negate_sometimes(_given(obs, "streamer")))
    if outcome.never:
        return None
    fixes: list[Fix] = []
    if "num_beams" not in obs.kwargs and not obs.opaque_kwargs:
        fixes.append(
            Fix(
                "Pass `num_beams=1` (speculative decoding needs greedy search or sampling)",
                set_keyword(ctx.index, obs.node, "num_beams", "1"),
                Applicability.UNSAFE,
            )
        )
    fixes.append(_ignore(obs, ctx, "HF124"))
    return Hit(
        "HF124",
        outcome,
        _span(obs, ctx),
        f"{where_set(beams.witness, 'num_beams', ctx)}: 4.57 runs beam search and hands the assistant "
        "to the model's forward pass",
        evidence_from(beams.origins, _model_evidence(model, "main model") + _assistant_evidence(obs, ctx)),
        tuple(fixes),
        values={"model_class": _BEAM_FORWARD_CLASSES[model.model_type or ""], **_first_forwarded(obs)},
    )


# Encoder-decoder model types whose forward takes no **kwargs, each with the class the loader
# builds (AutoModelForSeq2SeqLM / AutoModelForSpeechSeq2Seq included): 4.57's beam search hands
# them `assistant_model` (runs on 4.57.6: Whisper, the flan-t5 and bart-base stand-ins).
_BEAM_FORWARD_CLASSES = {
    "whisper": "WhisperForConditionalGeneration",
    "t5": "T5ForConditionalGeneration",
    "bart": "BartForConditionalGeneration",
}


# The arguments 4.57's generate keeps aside for the decoding method, in the order it hands them on:
# beam search takes none of them, so the forward pass meets the first one given.
_FORWARDED = ("tokenizer", "assistant_tokenizer")


def _first_forwarded(obs: CallObservation) -> dict[str, str]:
    """HF124's `{argument}`: `tokenizer` when the call (or the pipeline, for an assistant of another
    vocabulary) passes one, else `assistant_tokenizer`, else `assistant_model`; nothing (the
    placeholder stays) when whether one is passed is unknown."""
    for name in _FORWARDED:
        given = _given(obs, name)
        if given.always:
            return {"argument": name}
        if given.sometimes:
            return {}
    return {"argument": "assistant_model"}


def _given(obs: CallObservation, name: str) -> Outcome:
    """Whether the call passes `name` (not None): a keyword written at the call, or in a dict the
    walk knows, is passed whatever its value (`tokenizer=processor.tokenizer`). An unknown
    `**spread` is taken not to hold it (as the checks of `assistant_model` take it)."""
    if name not in obs.kwargs:
        return NEVER
    return eff.test(obs.kwargs[name], lambda v: v is not ABSENT and not (isinstance(v, Const) and v.value is None))


# ---------------------------------------------------------------- HF190

# Model types whose attention under SDPA (the default when the load names no implementation)
# returns no attention weights, and the first release where assisted decoding then fails on
# `outputs.attentions[0]` (runs: h116's, gpt2 + distilgpt2 and SmolLM2-360M + -135M stand-ins).
# GPT-2 up to 5.2 fell back to eager attention when asked for weights: 4.57.6 to 5.2.0 ran clean,
# 5.3.0 to 5.24.0 raised. Qwen2 (Qwen2.5-0.5B) and Mistral (Mistral-7B-v0.1) stand-ins with prompt
# lookup: TypeError on 4.57.6 and 5.1.0, IndexError on 5.2.0, 5.23.0 and 5.24.0, as Llama.
SDPA_WITHOUT_ATTENTIONS_FROM = {"llama": "4.57", "qwen2": "4.57", "mistral": "4.57", "gpt2": "5.3"}

# A write to the attention implementation after the load (set_attn_implementation,
# config._attn_implementation = ...): not followed, so the check stays silent.
_ATTN_WRITE = re.compile(r"\.\s*(?:set_attn_implementation|_?attn_implementation)\b")


def _is_true(v: Value) -> bool | None:
    if v is UNKNOWN:
        return None
    if v is ABSENT:
        return False
    if isinstance(v, Const):
        return v.value is True
    return None


def _surely_sdpa(model: ModelObj | None, version: str) -> bool:
    """The model is built with SDPA (nothing asked, or "sdpa") and its type returns no
    attention weights under it in this release."""
    if model is None or model.model_type is None:
        return False
    since = SDPA_WITHOUT_ATTENTIONS_FROM.get(model.model_type)
    if since is None or not at_least(version, since):
        return False
    if modelinfo.is_encoder_decoder(model.class_name) or model.load_node is None:
        return False
    kwargs = model.load_kwargs
    if (
        "config" in kwargs
        or "trust_remote_code" in kwargs
        or "attn_implementation" in kwargs
        and not all(isinstance(o, Const) and o.value == "sdpa" for o in options(kwargs["attn_implementation"]))
    ):
        return False
    return True


def check_assisted_attentions_sdpa(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    """Assisted generation (an assistant model or prompt lookup) with `output_attentions` and
    `return_dict_in_generate`, on a main model running SDPA attention: the verification forward
    pass returns no attention weights (None on 4.57.6 to 5.1.0, an empty tuple from 5.2.0), and
    _assisted_decoding's `outputs.attentions[0]` raises TypeError / IndexError (runs: h116's,
    4.57.6 to 5.24.0; eager attention on the main model runs, the assistant's does not matter;
    without return_dict_in_generate the attentions are not collected and it runs). Reported only
    where the main model's type and load surely give SDPA."""
    if obs.kind != "generate":
        return None
    if eff.at_defaults(obs, ("output_attentions",)):
        return None  # (nearly every call)
    mode = assisted_mode(obs)
    if mode.never:
        return None
    models = eff.models(obs)
    if not models or not all(_surely_sdpa(m, ctx.release.version) for m in models):
        return None
    if _ATTN_WRITE.search(ctx.source):
        return None
    attentions = eff.test(eff.gen_setting(obs, "output_attentions"), _is_true)
    if attentions.never:
        return None
    as_dict = eff.test(eff.gen_setting(obs, "return_dict_in_generate"), _is_true)
    outcome = both(mode, both(attentions, as_dict))
    if outcome.never:
        return None
    model = models[0]
    assert model is not None
    fixes: list[Fix] = []
    same_file = model.origin is None or not model.origin.path or model.origin.path == ctx.path
    if model.load_node is not None and same_file and "attn_implementation" not in model.load_kwargs:
        edits = add_keywords(ctx.index, model.load_node, [("attn_implementation", '"eager"')])
        fixes.append(Fix('Load the main model with `attn_implementation="eager"`', edits, Applicability.UNSAFE))
    fixes.append(_ignore(obs, ctx, "HF190"))
    return Hit(
        "HF190",
        outcome,
        _span(obs, ctx),
        f"{where_set(attentions.witness, 'output_attentions', ctx)}; the main model "
        f"(`{model.model_type}`) runs SDPA attention, which returns no attention weights",
        evidence_from(attentions.origins, _model_evidence(model, "main model") + _assistant_evidence(obs, ctx)),
        tuple(fixes),
    )


# ---------------------------------------------------------------- HF349, HF350


def _ids_holding_none(v: Value) -> bool | None:
    """A list or tuple of token ids that holds None, each item before the first None a known
    number (`[tok.pad_token_id]` for a tokenizer without a pad token): the processor's
    `torch.tensor(list(ids))` cannot infer a dtype. torch reads the items in order, so what
    follows the None does not matter, and a string before it is another error (unknown there)."""
    if v is UNKNOWN:
        return None
    if not isinstance(v, Seq) or v.count is not None:
        return False
    for item in v.items:
        if isinstance(item, Const) and item.value is None:
            return True
        if not isinstance(item, Const) or type(item.value) not in (int, float, bool):
            return None
    return False


def _none_origins(bad: Outcome) -> tuple:
    """Where the None items of the flagged lists come from (`tok.pad_token_id` and the table's
    note that the checkpoint's tokenizer has no pad token), else the lists' own origins."""
    found = tuple(
        item.origin
        for seq in options(bad.witness)
        if isinstance(seq, Seq)
        for item in seq.items
        if isinstance(item, Const) and item.value is None and item.origin is not None
    )
    return found or bad.origins


def check_suppressed_token_none(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    """HF349: `suppress_tokens` (else `begin_suppress_tokens`) holding None, its other items ints:
    generate builds SuppressTokensLogitsProcessor (SuppressTokensAtBeginLogitsProcessor) with any
    decoding, whose `torch.tensor(list(ids))` raises a RuntimeError (runs: h172's and h175's, gpt2
    stand-in, all 28 releases; the call's keyword, a passed GenerationConfig and an attribute
    write, greedy decoding and sampling). Silent for unknown and Whisper models and where an item
    is unknown."""
    for key in ("suppress_tokens", "begin_suppress_tokens"):
        value = _setting_written_as(obs, key, _ids_holding_none, pipelines=True)
        if value is not None:
            break
    else:
        return None
    bad = eff.test(value, _ids_holding_none)
    origins = _none_origins(bad)
    return Hit(
        "HF349",
        Outcome(bad.always, bad.sometimes, origins, bad.witness),
        _span(obs, ctx),
        f"{key} holds None; every suppressed token must be an id (an int), and a special token the "
        "tokenizer does not have (GPT-2's pad token) has the id None",
        evidence_from(origins),
        (_ignore(obs, ctx, "HF349"),),
        values={"param": key},
    )


def _ids_then_text(v: Value) -> bool | None:
    """A list or tuple of token ids that starts with ints (known, or `Seq.ints`) and then holds a string
    (`[tok.eos_token_id, "<|eot_id|>"]`, `[128001, tok.eos_token]`): torch reads the items in
    order and makes an integer tensor of the first int, so the string's `__index__` is asked for
    and fails. A list that starts with a string (another message), a None before the string (the
    dtype error) or an unknown item is not decided here."""
    if v is UNKNOWN:
        return None
    if not isinstance(v, Seq) or v.count is not None or not v.items:
        return False
    for i, item in enumerate(v.items):
        if i in v.ints:
            continue  # (`tokenizer.eos_token_id` of a tokenizer the table knows has an eos token)
        if not isinstance(item, Const):
            return None
        if type(item.value) is int:
            continue
        if isinstance(item.value, str):
            return i > 0
        return None
    return False


def check_eos_ids_mixed_with_text(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    """HF345: `eos_token_id` a list whose first items are ids and a later one a token's text:
    `torch.tensor(ids, dtype=torch.long)` in `_prepare_special_tokens` (HF350's line) raises a
    TypeError that names neither the setting nor the token (runs: h177's, gpt2 stand-in, all 28
    releases: the call's keyword with greedy decoding, sampling and beams, a passed
    GenerationConfig and an attribute write). Silent where `pad_token_id` may be a string
    (validate() compares it first, HF344) and for unknown and Whisper models."""
    value = _setting_written_as(obs, "eos_token_id", _ids_then_text, pipelines=True)
    if value is None or not _never_text(obs, "pad_token_id"):
        return None
    bad = eff.test(value, _ids_then_text)
    texts = [
        item
        for seq in options(bad.witness)
        if isinstance(seq, Seq)
        for item in seq.items
        if isinstance(item, Const) and isinstance(item.value, str)
    ]
    shown = f" ({texts[0].value!r})" if texts else ""
    return Hit(
        "HF345",
        bad,
        _span(obs, ctx),
        f"{where_set(bad.witness, 'eos_token_id', ctx)}, a list of ids that holds a token's text{shown}; "
        "generate makes one integer tensor of the list and does not look text up in the vocabulary "
        "(tokenizer.convert_tokens_to_ids(...) gives the id)",
        evidence_from(bad.origins),
        (_ignore(obs, ctx, "HF345"),),
    )


def _text_first(v: Value) -> bool | None:
    """A list or tuple of token ids whose first item is a string (`["<|eot_id|>", 128001]`,
    `[tok.eos_token]`): torch reads the items in order and takes the string for a sequence of its
    own, which it cannot make a dimension of. An unknown first item is not decided here."""
    if v is UNKNOWN:
        return None
    if not isinstance(v, Seq) or v.count is not None or not v.items or 0 in v.ints:
        return False
    first = v.items[0]
    if not isinstance(first, Const):
        return None
    return isinstance(first.value, str)


def check_eos_ids_text_first(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    """HF330: `eos_token_id` a list whose first item is a token's text: `torch.tensor(ids,
    dtype=torch.long)` in `_prepare_special_tokens` (HF350's line) raises a ValueError that names
    neither the setting nor the token (runs: h190's, gpt2 stand-in, all 28 releases: the call's
    keyword with greedy decoding, sampling and beams, a passed GenerationConfig). Silent where
    `pad_token_id` may be a string (validate() compares it first, HF344) and for unknown and
    Whisper models."""
    value = _setting_written_as(obs, "eos_token_id", _text_first, pipelines=True)
    if value is None or not _never_text(obs, "pad_token_id"):
        return None
    bad = eff.test(value, _text_first)
    firsts = [seq.items[0] for seq in options(bad.witness) if isinstance(seq, Seq) and seq.items]
    shown = f" ({firsts[0].value!r})" if firsts and isinstance(firsts[0], Const) else ""
    return Hit(
        "HF330",
        bad,
        _span(obs, ctx),
        f"{where_set(bad.witness, 'eos_token_id', ctx)}, a list of ids whose first item is a token's text{shown}; "
        "generate makes one integer tensor of the list and does not look text up in the vocabulary "
        "(tokenizer.convert_tokens_to_ids(...) gives the id)",
        evidence_from(bad.origins),
        (_ignore(obs, ctx, "HF330"),),
    )


_SPECIAL_TOKENS = frozenset({"eos_token", "bos_token", "pad_token", "unk_token", "sep_token", "cls_token", "mask_token"})


def _token_text_fix(
    obs: CallObservation, ctx: RuleContext, key: str, bad: eff.Outcome, where: str
) -> tuple[str, tuple[Fix, ...]]:
    """Where a token id keyword given a tokenizer's token text (`X.eos_token`, any `*_token`
    attribute) comes from, and its safe fix, `X.eos_token_id`; else `where` and no fix."""
    node = keyword(obs.node, key) if isinstance(obs.node, ast.Call) else None
    if node is None or not isinstance(node.value, ast.Attribute) or node.value.attr not in _SPECIAL_TOKENS:
        return where, ()
    source = ast.get_source_segment(ctx.source, node.value) or ast.unparse(node.value)
    if isinstance(bad.witness, Const) and bad.agreed:
        where = f"{key} is set to {source}, the token's text {bad.witness.value!r}"
    fix = Fix(
        f"Pass the id: {source}_id",
        (TextEdit(node_span(ctx.index, node.value), f"{source}_id"),),
        Applicability.SAFE,
    )
    return where, (fix,)


def check_eos_token_text(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    """HF350: `eos_token_id` given as a string (`tok.eos_token`, `"</s>"`): generate turns the
    special token ids into tensors before it prepares the lengths and raises a TypeError (runs:
    h172's and h175's, gpt2 stand-in, all 28 releases; the call's keyword, a passed
    GenerationConfig and an attribute write; greedy decoding, sampling and beam search). Silent
    where `pad_token_id` may be a string too (validate() compares it with 0 first)."""
    value = _setting_written_as(obs, "eos_token_id", _a_string, pipelines=True)
    if value is None or not _never_text(obs, "pad_token_id"):
        return None
    bad, where = _string_setting(eff.test(value, _a_string), "eos_token_id", ctx)
    where, fixes = _token_text_fix(obs, ctx, "eos_token_id", bad, where)
    return Hit(
        "HF350",
        bad,
        _span(obs, ctx),
        f"{where}; generate needs token ids (ints) and does not look a token's text up in the "
        "vocabulary (tokenizer.convert_tokens_to_ids(...) gives the id)",
        evidence_from(bad.origins),
        (*fixes, _ignore(obs, ctx, "HF350")),
    )
