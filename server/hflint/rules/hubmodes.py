"""Decoding modes transformers moved to `custom_generate` repositories on the hub (HF178), and the
constraint classes and beam scorers 5.0 removed with constrained beam search (HF184)."""

from __future__ import annotations

from hflint.core import effective as eff
from hflint.core.effective import NEVER, Outcome
from hflint.core.flow import CallObservation
from hflint.core.genremoved import EVERY_RELEASE, REMOVED_GENERATION_MODULES, REMOVED_MODEL_METHODS
from hflint.core.values import ABSENT, UNKNOWN, Const, GenConfigObj, Value, options
from hflint.rules.assisted import _ignore, _removal_fix, _removal_leaves, _span, assisted
from hflint.rules.base import Hit, RuleContext
from hflint.rules.common import at_least, both, either, evidence_from, negate_sometimes, where_set
from hflint.rules.edits import call_name_span, ignore_comment_fix

# get_generation_mode's modes whose GENERATION_MODES_MAPPING entry is a hub repository (4.57.6 to
# 5.24.0 alike): the message's mode name (`generation_mode.name.replace("_", " ").title()`) and
# the repository under transformers-community.
_MODES = {
    "constrained": ("Constrained Beam Search", "constrained-beam-search"),
    "group": ("Group Beam Search", "group-beam-search"),
    "contrastive": ("Contrastive Search", "contrastive-search"),
    "dola": ("Dola Generation", "dola"),
}


def _set(v: Value) -> bool | None:
    """A setting given a value other than None (None where it cannot tell)."""
    if v is ABSENT or (isinstance(v, Const) and v.value is None):
        return False
    return None if v is UNKNOWN else True


def _unset(v: Value) -> bool | None:
    r = _set(v)
    return None if r is None else not r


def _number(v: Value) -> float | None:
    if isinstance(v, Const) and isinstance(v.value, (int, float)) and not isinstance(v.value, bool):
        return float(v.value)
    return None


def _above(limit: float, unset: bool | None = False):
    """A number above `limit` (an unset setting: `unset`; None where not a known number). An
    explicit top_k=None is unsure: 5.x gives it the default 50 at generate, 4.57 keeps None."""

    def pred(v: Value) -> bool | None:
        if v is ABSENT or (isinstance(v, Const) and v.value is None):
            return unset
        n = _number(v)
        return None if n is None else n > limit

    return pred


def _at_most(limit: float):
    """A number at most `limit`, or unset (an explicit None is unsure: 4.57 takes it for beams)."""

    def pred(v: Value) -> bool | None:
        if v is ABSENT:
            return True
        n = _number(v)
        return None if n is None else n <= limit

    return pred


def _not_true(v: Value) -> bool | None:
    """do_sample surely off: unset or False (4.57 asks `is False`, 5.x `is not True`: an explicit
    None or a number is unsure)."""
    if v is ABSENT or (isinstance(v, Const) and v.value is False):
        return True
    if isinstance(v, Const) and v.value is True:
        return False
    return None


def _off(v: Value) -> bool | None:
    """`trust_remote_code` surely not true (absent, None, or a false value)."""
    if v is ABSENT:
        return True
    if isinstance(v, Const):
        return not v.value
    return None


def _forced(obs: CallObservation, key: str) -> Value:
    """`constraints` / `force_words_ids` as the call gets them, where an unseen checkpoint's
    generation_config.json counts as not setting them: constraints are objects no JSON holds,
    and forced words belong to one prompt, not to a checkpoint. Unknown where the script may set
    them out of sight (a spread, a config of its own hflint cannot read)."""
    v = eff.gen_setting(obs, key)
    if not any(o is UNKNOWN for o in options(v)) or eff.kwarg(obs, key) is not ABSENT:
        return v
    configs = [o for o in options(eff.kwarg(obs, "generation_config")) if o is not ABSENT]
    configs += [m.gen_config if m is not None else UNKNOWN for m in eff.models(obs)]
    for c in configs:
        for gc in eff.objects_of(obs, c):
            if not isinstance(gc, GenConfigObj) or key in gc.fields or key in gc.file_fields:
                return v
    return ABSENT


_ALWAYS = Outcome(True, True)


def _none_keyword(obs: CallObservation, key: str) -> bool:
    """generate given `key=None` as a keyword (a direct call: the config keeps the None)."""
    v = eff.kwarg(obs, key)
    return obs.kind == "generate" and isinstance(v, Const) and v.value is None


def hub_mode(obs: CallObservation, modern: bool = True) -> dict[str, Outcome]:
    """Each moved mode's outcome on the call, as get_generation_mode picks it (constraints first,
    then num_beams: group beams above one beam, contrastive search at one beam without sampling
    when top_k > 1 and penalty_alpha > 0, DoLa at one beam unless the call is assisted).

    An explicit None given to generate (h101's runs, 4.57.6, 5.15.0, 5.23.0, 5.24.0): 5.x asks
    `num_beams is None or num_beams == 1` and `do_sample is not True`, so `num_beams=None` is one
    beam and `do_sample=None` no sampling (contrastive settings raise); 4.57 asks `num_beams == 1`
    and `do_sample is False`, so `num_beams=None` is the beams branch (group beams raise) and
    `do_sample=None` no contrastive search (runs clean)."""
    setting = eff.gen_setting
    constraints, words = _forced(obs, "constraints"), _forced(obs, "force_words_ids")
    constrained = either(eff.test(constraints, _set), eff.test(words, _set))
    free = both(eff.test(constraints, _unset), eff.test(words, _unset))
    beams = eff.test(setting(obs, "num_beams"), _above(1))
    one_beam = eff.test(setting(obs, "num_beams"), _at_most(1))
    if _none_keyword(obs, "num_beams"):
        beams, one_beam = (NEVER, _ALWAYS) if modern else (_ALWAYS, NEVER)
    sampling_off = eff.test(setting(obs, "do_sample"), _not_true)
    if _none_keyword(obs, "do_sample"):
        sampling_off = _ALWAYS if modern else NEVER
    group = both(free, both(beams, eff.test(setting(obs, "num_beam_groups"), _above(1))))
    contrastive = both(
        both(free, one_beam),
        both(
            sampling_off,
            both(eff.test(setting(obs, "top_k"), _above(1, None)), eff.test(setting(obs, "penalty_alpha"), _above(0))),
        ),
    )
    on = assisted(obs)
    unassisted = negate_sometimes(on) if on.sometimes else _ALWAYS
    dola = both(both(free, one_beam), both(unassisted, eff.test(setting(obs, "dola_layers"), _set)))
    return {"constrained": constrained, "group": group, "contrastive": contrastive, "dola": dola}


# Settings given to pipeline() whose way into a 4.57-5.19 pipeline's copy was not followed by runs.
_CONSTRUCTION_UNSURE = frozenset({"do_sample", "penalty_alpha", "top_k", "dola_layers", "generation_config"})
# Of those, the ones with which a DoLa setting given there is still decided.
_DOLA_SURE = frozenset({"dola_layers", "do_sample"})

# The settings that ask for a moved mode (None, 1, None, None and None by default: no mode).
_ASKING = ("penalty_alpha", "num_beam_groups", "dola_layers", "constraints", "force_words_ids")


def check_moved_decoding_mode(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    """generate picks the decoding mode right after it validates the generation config; for the
    four modes 4.57 moved to the hub it raises unless the call gives `trust_remote_code=True`,
    before the model keywords and the mode are validated (runs: h97's, gpt2 and flan-t5
    stand-ins, all 28 releases). Silent where `custom_generate=` is given (another recipe runs),
    where `trust_remote_code` may be true (generate then loads the repository: a network error
    here, the mode elsewhere), and for Whisper's own generate. A pipeline call is checked as the
    generate call it makes (h101's runs: the text-generation pipeline samples by default, so
    contrastive search needs `do_sample=False` there; group beams raise at the call or from the
    construction's keywords); silent for a pipeline built with `trust_remote_code` (not run)."""
    only_dola = False
    if obs.kind == "pipeline":
        p = obs.pipeline
        if p is None or "trust_remote_code" in p.kwargs:
            return None
        # (4.57 to 5.19 keep a copy of the config made at construction: contrastive settings given
        # to pipeline() with do_sample=False ran clean on 4.57.6 and 5.15.0 for gpt2, whose
        # config.json's task_specific_params turn sampling on there, and raised for a Qwen2.5
        # stand-in (h107's runs), and raised on 5.23.0 and 5.24.0 for both; group beams given
        # there raised on all four. Not followed: silent. DoLa is picked whatever do_sample says,
        # and the copy keeps `dola_layers` (h107's runs: gpt2 and Qwen2.5 stand-ins given
        # `dola_layers="high"` at construction, with or without do_sample=False, raise on 4.57.6,
        # 5.0.0, 5.13.1, 5.14.0, 5.15.0, 5.16.1, 5.19.0, 5.23.0 and 5.24.0, and run clean with
        # num_beams=2): that mode alone is decided there.)
        unsure = _CONSTRUCTION_UNSURE.intersection(p.kwargs)
        if unsure and not at_least(ctx.release.version, "5.20"):
            if "dola_layers" not in unsure or not unsure <= _DOLA_SURE:
                return None
            only_dola = True
    elif obs.kind != "generate":
        return None
    if any(m is not None and m.model_type == "whisper" for m in eff.models(obs)):
        return None
    # (most calls set none of the keys that ask for these modes, and their class defaults ask
    # for none: the cheapest test first, then the settings themselves)
    if eff.at_defaults(obs, _ASKING):
        return None
    asks = (("penalty_alpha", _above(0)), ("num_beam_groups", _above(1)), ("dola_layers", _set))
    if not any(eff.test(eff.gen_setting(obs, k), p).sometimes for k, p in asks) and not any(
        eff.test(_forced(obs, k), _set).sometimes for k in ("constraints", "force_words_ids")
    ):
        return None
    allowed = both(eff.test(eff.kwarg(obs, "custom_generate"), _unset), eff.test(eff.kwarg(obs, "trust_remote_code"), _off))
    if not allowed.always:
        return None
    modes = hub_mode(obs, at_least(ctx.release.version, "5.0"))
    if only_dola:
        modes = {k: (o if k == "dola" else NEVER) for k, o in modes.items()}
    outcome: Outcome = NEVER
    for o in modes.values():
        outcome = either(outcome, o)
    if outcome.never:
        return None
    named = [k for k, o in modes.items() if o.sometimes]
    values: dict[str, str] = {}
    if len(named) == 1:
        values = {"mode": _MODES[named[0]][0], "repo": _MODES[named[0]][1]}
    first = modes[named[0]]
    key = {
        "constrained": "force_words_ids" if eff.test(eff.gen_setting(obs, "force_words_ids"), _set).sometimes else "constraints",
        "group": "num_beam_groups",
        "contrastive": "penalty_alpha",
        "dola": "dola_layers",
    }[named[0]]
    witness = eff.gen_setting(obs, key)
    detail = f"{where_set(witness, key, ctx)} ({_MODES[named[0]][0].lower()})"
    if witness is UNKNOWN:
        detail = _MODES[named[0]][0].lower()
    span = call_name_span(ctx.index, obs.node)
    return Hit(
        "HF178",
        outcome,
        span,
        detail,
        evidence_from(first.origins),
        (ignore_comment_fix(ctx.index, span.line, "HF178"),),
        values,
    )


# ---------------------------------------------------------------- HF184: a removed generation class imported


def check_removed_generation_class(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    # `from transformers import PhrasalConstraint` (core/genremoved.py): 5.0 removed the constraint
    # classes and beam scorers with constrained beam search; the catalog's facts say from which
    # release the import raises.
    if obs.kind != "generation-import":
        return None
    module = obs.kwargs.get("module")
    source = module.value if isinstance(module, Const) else "transformers"
    return Hit(
        "HF184",
        Outcome(True, True),
        _span(obs, ctx),
        f"`{obs.callee}` was removed from transformers in 5.0, with constrained beam search",
        (),
        (_ignore(obs, ctx, "HF184"),),
        values={"name": obs.callee, "module": str(source)},
    )


# ---------------------------------------------------------------- HF331: a removed generation module imported


def check_removed_generation_module(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    # `from transformers.generation_utils import GenerationMixin`, `import
    # transformers.generation_logits_process` (core/genremoved.py: from which release each is gone)
    if obs.kind != "generation-module-import":
        return None
    since = REMOVED_GENERATION_MODULES.get(obs.callee)
    if since is None or not at_least(ctx.release.version, since):
        return None
    if since == EVERY_RELEASE:
        detail = f"`{obs.callee}` is a 4.2x-era module that no transformers release from 4.57 to 5.24 has"
    else:
        detail = f"`{obs.callee}` was removed from transformers in {since}"
    return Hit(
        "HF331",
        Outcome(True, True),
        _span(obs, ctx),
        detail,
        (),
        (_ignore(obs, ctx, "HF331"),),
        values={"module": obs.callee},
    )


# ---------------------------------------------------------------- HF332: a removed decoding method called on a model


def check_removed_model_method(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    # `model.greedy_search(...)`, `model._reorder_cache(...)` on a model whose class hflint knows
    # (core/flow.py _model_member, core/genremoved.py: from which release each is gone)
    if obs.kind != "model-method":
        return None
    since = REMOVED_MODEL_METHODS.get(obs.callee)
    cls = obs.kwargs.get("cls")
    if since is None or not isinstance(cls, Const) or not at_least(ctx.release.version, since):
        return None
    if since == EVERY_RELEASE:
        detail = f"`{obs.callee}` is a generation method of 4.2x-era models that no transformers release from 4.57 to 5.24 has"
    else:
        detail = f"`{obs.callee}` was removed from transformers' models in {since}"
    return Hit(
        "HF332",
        Outcome(True, True),
        _span(obs, ctx),
        detail,
        (),
        (_ignore(obs, ctx, "HF332"),),
        values={"cls": str(cls.value), "name": obs.callee},
    )


# ---------------------------------------------------------------- HF351: low_memory with beam search


def _truthy(v: Value) -> bool | None:
    """`low_memory` read by `if sequential:` (absent and None are off; a string or 1 is on): the
    negation of `_off`."""
    off = _off(v)
    return None if off is None else not off


# The settings that lead elsewhere before beam search starts: a mode moved to the hub (HF178),
# an assistant or prompt lookup (assisted decoding refuses beams while it validates the mode).
# Settings given to pipeline() whose way into a 4.57-5.19 pipeline's copy was not followed here
# (`low_memory` and `num_beams` are: the copy keeps them, h177's runs on 4.57.6 and 5.19.0).
_LOW_MEMORY_UNSURE = _CONSTRUCTION_UNSURE
_ELSEWHERE = ("num_beam_groups", "constraints", "force_words_ids", "prompt_lookup_num_tokens")


def check_low_memory_beam_search(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    """`_beam_search` refuses a true `low_memory` before its prefill (runs: h176's, gpt2 and
    flan-t5 stand-ins, catalog HF351 on all 28 releases): beam search and beam sampling alike,
    the setting given as a keyword, in a `GenerationConfig` passed, on `model.generation_config`
    or through a text-generation pipeline's call. Greedy search, sampling and assisted decoding
    never read it. Silent where the call may pick another mode (group or constrained beams,
    contrastive search at one beam, an assistant), for Whisper's own generate, where
    `custom_generate=` or `trust_remote_code` may load other code, and for `do_sample` or
    `generation_config` given to `pipeline(...)` before 5.20 (not followed into its copy;
    `low_memory` and `num_beams` are: h177's runs, 4.57.6, 5.19.0, 5.20.2, 5.24.0)."""
    if obs.kind == "pipeline":
        p = obs.pipeline
        if p is None or "trust_remote_code" in p.kwargs:
            return None
        if not at_least(ctx.release.version, "5.20") and _LOW_MEMORY_UNSURE.intersection(p.kwargs):
            return None
    elif obs.kind != "generate":
        return None
    if eff.at_defaults(obs, ("low_memory",)):
        return None
    low = eff.test(eff.gen_setting(obs, "low_memory"), _truthy)
    if not low.sometimes:
        return None
    if _none_keyword(obs, "num_beams"):
        return None
    beams = eff.test(eff.gen_setting(obs, "num_beams"), _above(1))
    if not beams.always:
        return None
    if any(m is not None and m.model_type == "whisper" for m in eff.models(obs)):
        return None
    for key in ("custom_generate", "assistant_model", "assistant_early_exit"):
        if eff.kwarg(obs, key) is not ABSENT:
            return None
    if not eff.test(eff.kwarg(obs, "trust_remote_code"), _off).always:
        return None
    if assisted(obs).sometimes:
        return None
    # (each either left at its default (at_defaults: unset, or only a spread that may hold it,
    # as HF178 reads it) or surely off on every path)
    for key in _ELSEWHERE:
        off = _at_most(1) if key == "num_beam_groups" else _unset
        if not eff.at_defaults(obs, (key,)) and not eff.test(_forced(obs, key), off).always:
            return None
    outcome = both(low, beams)
    # (dropping the call's own keyword: beam search then runs as it would have, the memory saving
    # being gone since the refactor; not offered where the config it falls back on is on too)
    fixes = []
    if obs.kind == "generate" and not _removal_leaves(obs, "low_memory", _truthy):
        fixes = _removal_fix(obs, ctx, "low_memory", "Remove `low_memory` (beam search no longer supports it)")
    span = call_name_span(ctx.index, obs.node)
    detail = f"{where_set(eff.gen_setting(obs, 'low_memory'), 'low_memory', ctx)} with beam search"
    return Hit(
        "HF351",
        outcome,
        span,
        detail,
        evidence_from(low.origins + beams.origins),
        (*fixes, ignore_comment_fix(ctx.index, span.line, "HF351")),
    )
