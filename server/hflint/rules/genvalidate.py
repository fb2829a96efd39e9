"""Outright checks of `GenerationConfig.validate()` met at construction and at generate: a
generate-only argument stored in the config (HF174), a `compile_config` that is a dict (HF175).

validate() runs at `GenerationConfig(...)` and `GenerationConfig.from_dict(...)` (which builds
with the constructor), at `gc.update(...)`, at `gc.validate()` and in generate on the config it
starts from. The conditions were established by runs (h91's and h96's, 4.57.6 to 5.24.0; each
catalog entry's `trigger`).
"""

from __future__ import annotations

import ast

from hflint.core import effective as eff
from hflint.core.effective import Outcome
from hflint.core.flow import CallObservation
from hflint.core.values import (
    ABSENT,
    UNKNOWN,
    WATERMARK_DEFAULTS,
    Const,
    DictObj,
    GenConfigObj,
    OneOf,
    Seq,
    Value,
    WatermarkObj,
    options,
)
from hflint.rules.assisted import _ignore, _span, bad_value_hit
from hflint.rules.base import Hit, RuleContext
from hflint.rules.common import at_least, evidence_from, written_since

# ---------------------------------------------------------------- shared


def _from_pretrained(obs: CallObservation) -> bool:
    """The construction observed at `GenerationConfig.from_pretrained(...)` (a file known in full
    and the keywords): these checks were not run there."""
    node = obs.node
    return isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "from_pretrained"


def _configs_read(obs: CallObservation) -> list:
    """The generation configs a generate call starts from: the one passed as `generation_config=`
    when the call gives it, else the model's (None where a path's config is not one the walk knows)."""
    given = eff.kwarg(obs, "generation_config")
    if given is not ABSENT:
        return list(eff.objects_of(obs, given))
    configs: list = []
    for model in eff.models(obs):
        if model is None:
            return [None]
        configs += eff.objects_of(obs, model.gen_config)
    return configs


def _validated_config_value(obs: CallObservation, key: str, keyword_counts: bool) -> tuple[Value, list]:
    """What validate() meets for `key` at this call, and the configs it reads (for a presence
    test): the keyword at `GenerationConfig(...)`/`from_dict`/`update(...)` (and at generate when
    `keyword_counts`), else a value written as an attribute on a config the call reads."""
    if obs.kind == "genconfig":
        if obs.callee == "GenerationConfig.validate":
            configs = eff.objects_of(obs, obs.model)
            if not configs or not all(isinstance(gc, GenConfigObj) for gc in configs):
                return ABSENT, []
            return written_since(configs, key), list(configs)
        return eff.kwarg(obs, key), []
    if obs.kind == "generate":
        if keyword_counts:
            value = eff.kwarg(obs, key)
            if value is not ABSENT:
                return value, []
        configs = _configs_read(obs)
        if not configs or any(gc is None for gc in configs):
            return ABSENT, []
        return written_since(configs, key), configs
    return ABSENT, []


# ---------------------------------------------------------------- HF174

# validate()'s "3. passing `generate` arguments inside the generation config" (hasattr, in this
# order; read from configuration_utils.py of each release: 4.57 also lists use_model_defaults).
GENERATE_ONLY = (
    "logits_processor",
    "stopping_criteria",
    "prefix_allowed_tokens_fn",
    "synced_gpus",
    "assistant_model",
    "streamer",
    "negative_prompt_ids",
    "negative_prompt_attention_mask",
)
GENERATE_ONLY_457 = (*GENERATE_ONLY, "use_model_defaults")


def check_generate_argument_in_config(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    """A generate-only argument stored in a GenerationConfig: `GenerationConfig(streamer=...)`,
    `GenerationConfig.from_dict({... "stopping_criteria": ...})` (the constructor keeps any unknown
    keyword as an attribute, then validate() refuses it), or such an attribute written on a config
    that generate or validate() then reads (runs: h96's, 4.57.6 to 5.24.0). `update(...)` sets only
    the attributes a config already has, so it is silent there (runs: clean on every release)."""
    if obs.kind == "genconfig" and obs.callee == "GenerationConfig.update":
        return None
    if obs.kind not in ("genconfig", "generate"):
        return None
    names = GENERATE_ONLY if at_least(ctx.release.version, "5.0") else GENERATE_ONLY_457
    if obs.kind == "generate" and eff.attributes_written(obs).isdisjoint(names):
        return None  # (nearly every call: no config it may read had one of them written)
    if obs.kind == "generate" or obs.callee == "GenerationConfig.validate":
        # (the configs read do not depend on the name: none with one of them written, no finding)
        _, configs = _validated_config_value(obs, names[0], keyword_counts=False)
        if not any(isinstance(gc, GenConfigObj) and not gc.attr_written.isdisjoint(names) for gc in configs):
            return None
    for name in names:
        if obs.kind == "genconfig" and obs.callee == "GenerationConfig":
            if _from_pretrained(obs):
                return None  # (a file read with the keywords: not run)
            # (the key is written at the call: present whatever its value, even None)
            if name not in obs.kwargs:
                continue
            present: list = [o for o in options(obs.kwargs[name]) if o is not ABSENT]
            total = len(options(obs.kwargs[name]))
        else:
            _, configs = _validated_config_value(obs, name, keyword_counts=False)
            if not configs:
                continue
            # (the written value where it is a constant, for its origin; the config otherwise)
            present = [
                gc.fields.get(name, gc) if isinstance(gc.fields.get(name), Const) else gc
                for gc in configs
                if isinstance(gc, GenConfigObj) and name in gc.attr_written
            ]
            total = len(configs)
        if not present:
            continue
        origins = tuple(o.origin for o in present if isinstance(o, Const) and o.origin is not None)
        outcome = Outcome(always=len(present) == total, sometimes=True, origins=origins)
        return Hit(
            "HF174",
            outcome,
            _span(obs, ctx),
            f"`{name}` is stored in the generation config; it is an argument of generate() itself",
            evidence_from(origins),
            (_ignore(obs, ctx, "HF174"),),
            values={"arg": name},
        )
    return None


# ---------------------------------------------------------------- HF175


def _is_dict(obs: CallObservation):
    def pred(v: Value) -> bool | None:
        if v is ABSENT:
            return False
        objs = eff.objects_of(obs, v)
        if len(objs) == 1 and isinstance(objs[0], DictObj):
            return True
        if isinstance(v, Const):
            return False
        return None

    return pred


def check_compile_config_dict(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    """`compile_config` given as a dict where validate() meets it: at `GenerationConfig(...)`,
    `from_dict`, `update(...)`, generate's keyword, or a dict written as an attribute on a config
    generate or validate() reads (runs: h96's, 4.57.6 to 5.24.0, every release)."""
    if obs.kind == "generate" and "compile_config" not in obs.kwargs and not obs.opaque_kwargs:
        if "compile_config" not in eff.attributes_written(obs):
            return None  # (nearly every call: not given, and written on no config it may read)
    value, _ = _validated_config_value(obs, "compile_config", keyword_counts=True)
    if value is ABSENT:
        return None
    bad = eff.test(value, _is_dict(obs))
    if bad.never:
        return None
    return Hit(
        "HF175",
        bad,
        _span(obs, ctx),
        "compile_config is a dict; generate needs a `CompileConfig(...)`",
        evidence_from(bad.origins),
        (_ignore(obs, ctx, "HF175"),),
        values={"type": "<class 'dict'>"},
    )


# ---------------------------------------------------------------- HF176


def _outside_open_unit(v: Value) -> bool:
    return isinstance(v, Const) and type(v.value) in (int, float) and not (0.0 < v.value < 1.0)


def check_ensemble_weight_range(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    """`assistant_ensemble_weight` outside the open interval (0, 1) where validate() meets it: at
    `GenerationConfig(...)`/`from_dict` and at generate's keyword (runs: h96's; the check is in
    the source from 5.14.0; before, the constructor keeps the name as an attribute and runs clean,
    and generate refuses the keyword as an unused model keyword)."""
    key = "assistant_ensemble_weight"
    if key not in obs.kwargs and not (
        obs.callee == "GenerationConfig.validate" or obs.kind == "generate" and key in eff.attributes_written(obs)
    ):
        return None  # (nearly every call: not given, nor written as an attribute on a config it reads)
    if not at_least(ctx.release.version, "5.14"):
        return None
    if obs.kind == "genconfig" and (_from_pretrained(obs) or "defaults_only" in obs.kwargs):
        return None
    # (also at `update(...)`, which validates, and a value written as an attribute on a config
    # generate or `validate()` reads: h101's runs, 5.15.0 to 5.24.0)
    value, _ = _validated_config_value(obs, "assistant_ensemble_weight", keyword_counts=True)
    if value is ABSENT:
        return None
    bad = eff.test(value, _outside_open_unit)
    return bad_value_hit("HF176", bad, "assistant_ensemble_weight", "it must lie strictly between 0 and 1", obs, ctx)


# ---------------------------------------------------------------- HF177


def _token_set(v: Value) -> frozenset[int] | None:
    """The token ids a known value holds (an int, or a list/tuple of ints); None when not known."""
    if isinstance(v, Const) and type(v.value) is int:
        return frozenset({v.value})
    if isinstance(v, Seq) and v.count is None and all(isinstance(i, Const) and type(i.value) is int for i in v.items):
        return frozenset(i.value for i in v.items if isinstance(i, Const))
    return None


def _forced_and_suppressed(suppress: Value, forced: dict[str, Value]) -> tuple[str, frozenset[int]] | None:
    """The first forced setting (bos, then eos) whose every known token is also suppressed (one
    path, known values); None otherwise. A forced setting the walk does not know is passed over:
    validate() raises for the other either way (only the setting it names may differ)."""
    if isinstance(suppress, OneOf) or suppress is ABSENT:
        return None
    suppressed = _token_set(suppress)
    if suppressed is None:
        return None
    for name in ("forced_bos_token_id", "forced_eos_token_id"):
        v = forced[name]
        if v is ABSENT or (isinstance(v, Const) and v.value is None):
            continue
        tokens = None if isinstance(v, OneOf) else _token_set(v)
        if tokens is None:
            continue
        if tokens and tokens <= suppressed:
            return name, tokens
    return None


_FORCE_KEYS = ("suppress_tokens", "forced_bos_token_id", "forced_eos_token_id")


def check_forced_token_suppressed(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    """Every token of `forced_bos_token_id` or `forced_eos_token_id` also in `suppress_tokens`:
    validate() refuses it from 5.17.0 (runs: h96's, 5.17.0 and 5.24.0 raise, 4.57.6 to 5.16.1
    run clean), at `GenerationConfig(...)`/`from_dict` and at generate when the call's keywords
    give one of the three. Silent unless every value is a known int or list of ints."""
    if not at_least(ctx.release.version, "5.17"):
        return None
    if obs.kind == "genconfig":
        if _from_pretrained(obs) or obs.opaque_kwargs:
            return None
        if obs.callee == "GenerationConfig":
            values = {k: eff.kwarg(obs, k) for k in _FORCE_KEYS}
        elif obs.callee == "GenerationConfig.update" and "defaults_only" not in obs.kwargs:
            # (update() sets its keywords, then validates: the others as the config holds them;
            # h101's runs, 5.23.0 and 5.24.0 raise, 4.57.6 and 5.15.0 run clean)
            if not any(k in obs.kwargs for k in _FORCE_KEYS):
                return None
            configs = eff.objects_of(obs, obs.model)
            if len(configs) != 1 or not isinstance(configs[0], GenConfigObj):
                return None
            values = {k: obs.kwargs[k] if k in obs.kwargs else configs[0].fields.get(k, ABSENT) for k in _FORCE_KEYS}
        else:
            return None
    elif obs.kind == "generate":
        if obs.kwargs.keys().isdisjoint(_FORCE_KEYS):
            # (or one of them written as an attribute on the config the call reads: none where no
            # config the call may read had one written, nearly every call)
            if eff.attributes_written(obs).isdisjoint(_FORCE_KEYS):
                return None
            configs = _configs_read(obs)
            written = [isinstance(gc, GenConfigObj) and not gc.attr_written.isdisjoint(_FORCE_KEYS) for gc in configs]
            if not written or not all(written):
                return None
        values = {k: eff.gen_setting(obs, k) for k in _FORCE_KEYS}
    else:
        return None
    found = _forced_and_suppressed(values["suppress_tokens"], values)
    if found is None:
        return None
    name, tokens = found
    origins = tuple(v.origin for v in (values["suppress_tokens"], values[name]) if isinstance(v, Const) and v.origin is not None)
    return Hit(
        "HF177",
        Outcome(always=True, sometimes=True, origins=origins),
        _span(obs, ctx),
        f"{name} {sorted(tokens)} is also suppressed by suppress_tokens; a forced token must stay allowed",
        evidence_from(origins),
        (_ignore(obs, ctx, "HF177"),),
        values={"forced_attr": name, "tokens": str(sorted(tokens))},
    )


# ---------------------------------------------------------------- HF180


def check_watermarking_config_dict(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    """A plain dict stored as `watermarking_config` where validate() calls its `validate()`, an
    AttributeError, before 5.16 (HF180): given to generate (or a text-generation pipeline's call) as
    a keyword (runs: h110's, gpt2 stand-in, 4.57.6 and 5.15.1 raise, 5.16.1 and 5.24.0 run; HF180's
    facts on all 28 releases), given to `gc.update(...)` (which validates at once), or written as an
    attribute on the model's own `generation_config` that generate starts from (h121's runs, all 28
    releases: both raise before 5.16 and run from 5.16.1, where generate's merge goes through
    update(), which converts a dict). `GenerationConfig(...)` converts a dict, so only these count;
    a dict written on a config passed as `generation_config=` is HF195."""
    key = "watermarking_config"
    if at_least(ctx.release.version, "5.16"):
        return None
    if obs.kind == "genconfig":
        if obs.callee != "GenerationConfig.update" or key not in obs.kwargs or "defaults_only" in obs.kwargs:
            return None
        value = eff.kwarg(obs, key)
        where = "watermarking_config is given to update() as a dict"
    elif obs.kind in ("generate", "pipeline") and key in obs.kwargs:
        value = eff.kwarg(obs, key)
        where = "watermarking_config is a dict"
    elif obs.kind == "generate" and not obs.opaque_kwargs and eff.kwarg(obs, "generation_config") is ABSENT:
        if key not in eff.attributes_written(obs):
            return None  # (nearly every call: written on no config it may read)
        configs = _configs_read(obs)
        if not configs or any(gc is None for gc in configs):
            return None
        value = written_since(configs, key)
        where = "watermarking_config is written on the model's generation config as a dict"
    else:
        return None
    return _dict_hit(obs, ctx, "HF180", value, f"{where}; before transformers 5.16 it must be a `WatermarkingConfig(...)`")


def _dict_hit(obs: CallObservation, ctx: RuleContext, code: str, value: Value, why: str) -> Hit | None:
    """`code` where the watermarking_config `value` this call meets is a plain dict on some path."""
    if value is ABSENT:
        return None
    bad = eff.test(value, _is_dict(obs))
    if bad.never:
        return None
    return Hit(code, bad, _span(obs, ctx), why, evidence_from(bad.origins), (_ignore(obs, ctx, code),))


# ---------------------------------------------------------------- HF195


def check_watermarking_config_dict_attribute(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    """A plain dict written as the `watermarking_config` attribute of a GenerationConfig that is
    then passed to generate (or a text-generation pipeline's call) as `generation_config=`, or
    validated with `gc.validate()`: an attribute write converts nothing, and validate() calls the
    dict's `validate()`, an AttributeError on every release (h121's runs, gpt2 stand-in, all 28
    releases, greedy and sampling; `GenerationConfig(watermarking_config={...})` and a
    `WatermarkingConfig(...)` written as the attribute run on all)."""
    key = "watermarking_config"
    if obs.kind == "genconfig":
        if obs.callee != "GenerationConfig.validate":
            return None
        value, _ = _validated_config_value(obs, key, keyword_counts=False)
    elif obs.kind in ("generate", "pipeline"):
        if key in obs.kwargs or obs.opaque_kwargs or key not in eff.attributes_written(obs):
            return None  # (nearly every call: written on no config it may read)
        passed = eff.kwarg(obs, "generation_config")
        if passed is ABSENT:
            return None  # (the model's own config: HF180, before 5.16)
        configs = list(eff.objects_of(obs, passed))
        if not configs or not all(isinstance(gc, GenConfigObj) for gc in configs):
            return None
        value = written_since(configs, key)
    else:
        return None
    return _dict_hit(
        obs,
        ctx,
        "HF195",
        value,
        "watermarking_config was written on this generation config as a dict; an attribute write "
        "converts nothing, so validate() meets the dict (set a `WatermarkingConfig(...)`)",
    )


# ---------------------------------------------------------------- HF342

_SCHEMES = ("selfhash", "lefthash")
_Refusal = tuple[str, str, str, tuple]  # (the key, what it should be, what the message shows, origins)


def _number(v: Value) -> float | int | None:
    return v.value if isinstance(v, Const) and type(v.value) in (int, float) else None


def _where(v: Value) -> tuple:
    return (v.origin,) if isinstance(v, Const) and v.origin is not None else ()


def _refusals(fields: dict[str, Value]) -> list[_Refusal | None] | None:
    """What `WatermarkingConfig.validate()` does with these settings on each combination of their
    paths, in its order (seeding_scheme, greenlist_ratio, context_width): a refusal, or None where
    it passes; None in all when a setting it reaches is not known."""
    out: list[_Refusal | None] = []
    for scheme in options(fields.get("seeding_scheme", UNKNOWN)):
        if not isinstance(scheme, Const):
            return None
        if scheme.value not in _SCHEMES:
            out.append(("seeding_scheme", "[`selfhash`, `lefthash`]", str(scheme.value), _where(scheme)))
            continue
        for ratio in options(fields.get("greenlist_ratio", UNKNOWN)):
            r = _number(ratio)
            if r is None:
                return None
            if not 0.0 <= r <= 1.0:
                # (the release prints the seeding scheme here, not the ratio)
                out.append(("greenlist_ratio", "in range between 0.0 and 1.0", str(scheme.value), _where(ratio)))
                continue
            for width in options(fields.get("context_width", UNKNOWN)):
                w = _number(width)
                if w is None:
                    return None
                if not w >= 1:
                    out.append(("context_width", "a positive integer", str(w), _where(width)))
                else:
                    out.append(None)
    return out


def _watermark_settings(obs: CallObservation, value: Value, dicts: bool) -> list[dict[str, Value] | None]:
    """The settings of the watermarking config on each path of `value` (None where a path's is not
    known): a `WatermarkingConfig(...)` the walk built, or (when `dicts`: where the release
    converts it) a dict it knows in full, the defaults for the keys it does not list."""
    out: list[dict[str, Value] | None] = []
    for obj in eff.objects_of(obs, value):
        if isinstance(obj, WatermarkObj) and obj.fields:
            out.append(obj.fields)
        elif dicts and type(obj) is DictObj and obj.complete and set(obj.items) <= set(WATERMARK_DEFAULTS):
            given = {k: v for k, v in obj.items.items() if v is not ABSENT}
            out.append({k: given.get(k, Const(d)) for k, d in WATERMARK_DEFAULTS.items()})
        else:
            out.append(None)
    return out


def _watermark_value(obs: CallObservation, ctx: RuleContext) -> tuple[Value, bool]:
    """The watermarking config this call validates, and whether a dict there is converted to a
    `WatermarkingConfig` first (else a dict is HF180's or HF195's AttributeError)."""
    key = "watermarking_config"
    converts = at_least(ctx.release.version, "5.16")
    if obs.kind == "genconfig":
        if obs.callee == "GenerationConfig":
            # (the constructor converts a dict on every release)
            return (ABSENT, False) if _from_pretrained(obs) else (eff.kwarg(obs, key), True)
        if obs.callee == "GenerationConfig.update":
            return (ABSENT, False) if "defaults_only" in obs.kwargs else (eff.kwarg(obs, key), converts)
        if obs.callee == "GenerationConfig.validate":
            return _validated_config_value(obs, key, keyword_counts=False)[0], False
        return ABSENT, False
    if obs.kind not in ("generate", "pipeline"):
        return ABSENT, False
    if key in obs.kwargs:
        return eff.kwarg(obs, key), converts
    if obs.kind != "generate" or obs.opaque_kwargs or key not in eff.attributes_written(obs):
        return ABSENT, False  # (nearly every call: written on no config it may read)
    passed = eff.kwarg(obs, "generation_config") is not ABSENT
    configs = _configs_read(obs)
    if not configs or any(gc is None for gc in configs):
        return ABSENT, False
    # (a passed config is used as it is; the model's own goes through update() from 5.16.1)
    return written_since(configs, key), converts and not passed


def check_watermarking_settings(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    """HF342: a watermarking config whose `seeding_scheme` is not selfhash or lefthash, else whose
    `greenlist_ratio` lies outside [0, 1], else whose `context_width` is below 1, where
    `GenerationConfig.validate()` calls its `validate()`: at `GenerationConfig(...)` (which also
    converts a dict), at `gc.update(...)`, at `gc.validate()`, and at generate (or a
    text-generation pipeline's call) given it as a keyword or reading it from a config it was
    written on, greedy or sampling (runs: h169's, gpt2 stand-in, all 28 releases). A
    `WatermarkingConfig(...)` is not checked as it is built. A dict reaches validate() as it is
    before 5.16 at generate's keyword, `update()` and the model's own config (HF180), and on a
    passed config written as an attribute on every release (HF195)."""
    if "watermarking_config" not in obs.kwargs and not (
        obs.callee == "GenerationConfig.validate"
        or obs.kind == "generate"
        and "watermarking_config" in eff.attributes_written(obs)
    ):
        return None  # (nearly every call: not given, nor written as an attribute on a config it reads)
    value, dicts = _watermark_value(obs, ctx)
    if value is ABSENT:
        return None
    found: list[_Refusal | None] = []
    for settings in _watermark_settings(obs, value, dicts):
        if settings is None:
            return None  # (a path's config is not known: validate() may refuse another key first)
        refusals = _refusals(settings)
        if refusals is None:
            return None
        found += refusals
    hits = [r for r in found if r is not None]
    if not hits:
        return None
    origins = tuple(o for r in hits for o in r[3])
    outcome = Outcome(always=len(hits) == len(found), sometimes=True, origins=origins)
    key, correct, shown, _ = hits[0]
    agreed = all(r[:3] == hits[0][:3] for r in hits)
    values = {"key": key, "correct_value": correct, "found_value": shown} if agreed else {}
    why = {
        "seeding_scheme": "the seeding scheme must be `selfhash` or `lefthash`",
        "greenlist_ratio": "greenlist_ratio is the share of the vocabulary kept green, from 0.0 to 1.0",
        "context_width": "context_width is how many previous tokens seed the green list, at least 1",
    }[key]
    return Hit(
        "HF342",
        outcome,
        _span(obs, ctx),
        f"this watermarking config's {key} is refused by its validate(); {why}",
        evidence_from(origins),
        (_ignore(obs, ctx, "HF342"),),
        values=values,
    )
