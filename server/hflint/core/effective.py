"""The effective settings of one generate call or export wrapper, each with where it came from.

transformers decides a generate setting in this order: the keyword at the call
(directly or through `**kwargs`), the `generation_config=` passed to the call, the
model's own `generation_config`. How a passed config meets the model's depends on the
release (`_prepare_generation_config` in generation/utils.py):

- 5.x (5.0.0 to 5.24.0 alike): every field the passed config holds that is not None stays;
  a field it leaves unset (None) takes the model's value (`update(..., defaults_only=True)`).
- 4.57: when the model's generation config carries a `transformers_version` of 4.50 or
  later (one built in code, made from the model config or read from a file without the key
  carries the running release's own), each field of the passed config that still equals
  the global default (`GenerationConfig()`'s) takes the model's value where that differs
  from the default, except the model's `cache_implementation="hybrid"`; an older
  `transformers_version` leaves the passed config as it is (token ids aside).
  `use_model_defaults=True` / `False` at the call forces / skips that merge.

Observations are shared by the releases a finding is asked for; the effective settings are
kept per era (`at_release`). Anything the walk could not see is UNKNOWN, and the rules stay
silent on UNKNOWN.
"""

from __future__ import annotations

from collections.abc import Mapping

from hflint.core.findings import immutable
from hflint.core.flow import CallObservation
from hflint.core.values import (
    ABSENT,
    GENERATION_DEFAULTS,
    UNKNOWN,
    BatchObj,
    CacheObj,
    ConfigObj,
    Const,
    GenConfigObj,
    Items,
    ModelObj,
    Obj,
    OneOf,
    Origin,
    Ref,
    Value,
    is_tuple,
    join_all,
    map_value,
    options,
)
from hflint.hubfacts import CONFIG_TYPES, GEN_TYPES


def kwarg(obs: CallObservation, key: str) -> Value:
    """The value given for `key` at the call (ABSENT where a path does not give it)."""
    if key in obs.kwargs:
        return obs.kwargs[key]
    # An unknown **spread may hold the key; a key written at the call cannot be in it twice.
    return UNKNOWN if obs.opaque_kwargs else ABSENT


def argument(obs: CallObservation, position: int, key: str) -> Value:
    """A parameter given by position or by name (kwarg's reading of the name)."""
    return obs.args[position] if len(obs.args) > position else kwarg(obs, key)


def objects_of(obs: CallObservation, value: Value) -> list[Obj | None]:
    # (Heap.get over options(), written out: nearly every check asks)
    objs = obs.heap.objs
    if isinstance(value, OneOf):
        return [objs.get(o.oid) if isinstance(o, Ref) else None for o in value.options]
    return [objs.get(value.oid) if isinstance(value, Ref) else None]


def models(obs: CallObservation, value: Value | None = None) -> tuple[ModelObj | None, ...]:
    """The model object on each path (None where a path's value is not a model we know); the
    call's own model once per observation (nearly every check asks)."""
    if value is None:
        found = obs.memo.get("models")
        if found is None:
            found = obs.memo["models"] = _models(obs, obs.model)
        return found
    return _models(obs, value)


def _models(obs: CallObservation, value: Value) -> tuple[ModelObj | None, ...]:
    return tuple(obj if isinstance(obj, ModelObj) else None for obj in objects_of(obs, value))


def model_gen_setting(obs: CallObservation, key: str, model_value: Value | None = None) -> Value:
    if model_value is None:
        memo_key = ("model_gen", key)
        found = obs.memo.get(memo_key)
        if found is None:
            found = obs.memo[memo_key] = _model_gen_setting(obs, key, None)
        return found
    return _model_gen_setting(obs, key, model_value)


def _model_gen_setting(obs: CallObservation, key: str, model_value: Value | None) -> Value:
    vals: list[Value] = []
    found = obs.memo.get("models") if model_value is None else None  # (models(obs), written out)
    for model in found if found is not None else models(obs, model_value):
        if model is None:
            vals.append(UNKNOWN)
            continue
        for gc in objects_of(obs, model.gen_config):
            vals.append(gc.get(key) if isinstance(gc, GenConfigObj) else UNKNOWN)
    return typed(key, vals[0] if len(vals) == 1 else join_all(vals), GEN_TYPES)  # (one path: no join)


def model_config_setting(obs: CallObservation, key: str, model_value: Value | None = None) -> Value:
    vals: list[Value] = []
    for model in models(obs, model_value):
        if model is None:
            vals.append(UNKNOWN)
            continue
        for cfg in objects_of(obs, model.config):
            vals.append(cfg.get(key) if isinstance(cfg, ConfigObj) else UNKNOWN)
    return typed(key, join_all(vals), CONFIG_TYPES)


def at_release(obs: CallObservation, version: str) -> None:
    """Make the observation's memo the one of `version`'s era (how generate merges a passed
    generation config): the engine calls it before the checks of a release run."""
    era = _ERAS.get(version)
    if era is None:
        era = _ERAS[version] = merge_era(version)
    if era != obs.era:
        obs.memos[obs.era] = obs.memo
        obs.memo = obs.memos.pop(era, None) or {}
        obs.era = era


_ERAS: dict[str, str] = {}


def merge_era(version: str) -> str:
    """ "4" for a 4.x release (4.57's merge of a passed generation config), else "5"."""
    head = version.split(".", 1)[0]
    return "4" if head.isdigit() and int(head) < 5 else "5"


def _is_default(v: Value, key: str) -> bool:
    return isinstance(v, Const) and key in GENERATION_DEFAULTS and v.value == GENERATION_DEFAULTS[key]


def _own(gc: GenConfigObj, key: str) -> Value:
    """What the passed config itself holds for `key`: ABSENT where it leaves the field unset (None
    in 5.x, the global default in 4.57), UNKNOWN where that cannot be told."""
    if key in gc.fields:
        v = gc.fields[key]
        return map_value(v, lambda o: _own_base(gc, key) if o is ABSENT else o)
    return _own_base(gc, key)


def _own_base(gc: GenConfigObj, key: str) -> Value:
    if key in gc.file_fields:
        return gc.file_fields[key]
    return ABSENT if gc.base == "defaults" else UNKNOWN


def _base_version(text: str) -> tuple[int, ...] | None:
    """ "4.50.0.dev0" → (4, 50, 0), as `version.parse(...).base_version` reads it; None if not a release."""
    parts: list[int] = []
    for piece in text.strip().split(".")[:3]:
        digits = ""
        for ch in piece:
            if not ch.isdigit():
                break
            digits += ch
        if not digits:
            break
        parts.append(int(digits))
        if len(digits) != len(piece):
            break
    return tuple(parts) if len(parts) >= 2 else None


def _merges_defaults(obs: CallObservation) -> bool | None:
    """4.57: whether generate gives the passed config's default fields the model's values (the
    model's generation config carries transformers_version >= 4.50, or `use_model_defaults=True`);
    None where that cannot be told."""
    found = obs.memo.get("merges_defaults", 0)
    if found != 0:
        return found
    answers: set[bool | None] = set()
    for given in options(kwarg(obs, "use_model_defaults")):
        if isinstance(given, Const) and given.value is not None:
            answers.add(bool(given.value))
            continue
        if given is not ABSENT and not isinstance(given, Const):
            answers.add(None)
            continue
        for model in models(obs):
            if model is None:
                answers.add(None)
                continue
            for gc in objects_of(obs, model.gen_config):
                if not isinstance(gc, GenConfigObj):
                    answers.add(None)
                    continue
                for written in options(gc.written_by):
                    if written is ABSENT:
                        answers.add(True)  # (the running release's own version: 4.57 >= 4.50)
                    elif isinstance(written, Const) and isinstance(written.value, str):
                        base = _base_version(written.value)
                        answers.add(None if base is None else base >= (4, 50))
                    else:
                        answers.add(None)
    found = answers.pop() if len(answers) == 1 else None
    obs.memo["merges_defaults"] = found
    return found


def merges_model_defaults(obs: CallObservation) -> bool | None:
    """4.57: whether generate merges the model's generation defaults into the config it starts
    from (None when hflint cannot tell)."""
    return _merges_defaults(obs)


def config_setting(obs: CallObservation, key: str) -> Value:
    """The setting `key` the generation configs give a generate call, keywords aside: the passed
    config's, or the model's where the release's merge takes it."""
    return typed(key, _from_passed_config(obs, key), GEN_TYPES)


def _from_passed_config(obs: CallObservation, key: str) -> Value:
    passed = kwarg(obs, "generation_config")
    if passed is ABSENT:
        return model_gen_setting(obs, key)  # (no config passed, the common case: what the loop gives)
    out: list[Value] = []
    for option in options(passed):
        if option is ABSENT or (isinstance(option, Const) and option.value is None):
            out.append(model_gen_setting(obs, key))
            continue
        gc = obs.heap.get(option)
        if not isinstance(gc, GenConfigObj):
            out.append(UNKNOWN)
            continue
        mine = _own(gc, key)
        if obs.era == "4":
            out.append(_merged_457(obs, gc, key, mine))
        else:
            # 5.x: a field the passed config sets (not None) stays; an unset one is the model's.
            out.append(map_value(mine, lambda m: model_gen_setting(obs, key) if _unset(m) else m))
    return join_all(out)


def _unset(v: Value) -> bool:
    return v is ABSENT or (isinstance(v, Const) and v.value is None)


def _merged_457(obs: CallObservation, gc: GenConfigObj, key: str, mine: Value) -> Value:
    """4.57: the passed config's field, or the model's where the merge gives it the model's."""
    results: list[Value] = []
    for m in options(mine):
        if m is ABSENT:
            # (unset: GenerationConfig()'s global default; a field hflint has no default for stays unknown)
            m = Const(GENERATION_DEFAULTS[key]) if key in GENERATION_DEFAULTS else UNKNOWN
        if not _is_default(m, key):
            results.append(m)
            continue
        model_value = model_gen_setting(obs, key)
        taken: list[Value] = []
        for x in options(model_value):
            if _is_default(x, key) or (key == "cache_implementation" and isinstance(x, Const) and x.value == "hybrid"):
                taken.append(m)  # (the same value, or the model's "hybrid", which 4.57 does not copy)
                continue
            merges = _merges_defaults(obs)
            if merges is None or x is UNKNOWN:
                taken.append(UNKNOWN)
            elif merges:
                taken.append(x)
            else:
                taken.append(m)
        if key == "do_sample" and any(isinstance(t, Const) and t.value is True for t in taken):
            # 4.57 turns sampling off again when the merged config has temperature 0.0.
            temperature = gc.fields.get("temperature", gc.file_fields.get("temperature", ABSENT))
            for t in options(temperature):
                if isinstance(t, Const) and t.value == 0.0 and not isinstance(t.value, bool):
                    taken = [Const(False) if isinstance(x, Const) and x.value is True else x for x in taken]
                elif t is not ABSENT and not isinstance(t, Const):
                    taken = [UNKNOWN]
        results.append(join_all(taken))
    return join_all(results)


def gen_setting(obs: CallObservation, key: str) -> Value:
    """The effective generation setting `key` for a generate call (under the observation's era)."""
    memo_key = ("gen", key)
    found = obs.memo.get(memo_key)
    if found is None:
        # (kwarg(obs, key) and kwarg(obs, "generation_config"), written out: every check asks)
        given_all = obs.kwargs
        given = given_all[key] if key in given_all else UNKNOWN if obs.opaque_kwargs else ABSENT
        if type(given) is OneOf:
            found = map_value(given, lambda o: _from_passed_config(obs, key) if o is ABSENT else o)
        elif given is not ABSENT:  # (one path: what map_value gives, without the closure)
            found = given
        elif "generation_config" not in given_all and not obs.opaque_kwargs:
            # (neither passed, the common case: the model's setting, typed already)
            found = obs.memo[memo_key] = model_gen_setting(obs, key)
            return found
        else:
            found = _from_passed_config(obs, key)
        found = obs.memo[memo_key] = typed(key, found, GEN_TYPES)
    return found


def at_defaults(obs: CallObservation, keys: tuple[str, ...]) -> bool:
    """Whether gen_setting gives each of `keys`, on every path, the class default or UNKNOWN
    (False where it cannot tell so cheaply): none is given at the call, and either a `**spread`
    hides them all or no generation config the call may read (the passed one, the model's)
    holds one in `fields` or `file_fields` (a config without the field gives the default or
    UNKNOWN, and so does either era's merge of two such). A cheap first test for the rules that
    look for settings most calls leave alone."""
    given = obs.kwargs
    for key in keys:
        if key in given:
            return False
    if obs.opaque_kwargs:
        return True  # (each key is UNKNOWN: the spread may hold it)
    held = obs.memo.get("config_keys")  # (config_keys(obs), written out: nearly every check asks)
    if held is None:
        held = _read_configs(obs)[0]
    return held.isdisjoint(keys)


def config_keys(obs: CallObservation) -> frozenset[str]:
    """The fields any generation config the call may read (the one passed as
    `generation_config=`, the models' own) holds, set in code or read from a file (once per
    observation)."""
    found = obs.memo.get("config_keys")
    if found is None:
        found = _read_configs(obs)[0]
    return found


def attributes_written(obs: CallObservation) -> frozenset[str]:
    """The fields written as attributes (GenConfigObj.attr_written) on any generation config the
    call may read (once per observation: HF112, HF148, HF168, HF174 and HF175 ask)."""
    found = obs.memo.get("attributes_written")
    if found is None:
        found = _read_configs(obs)[1]
    return found


def _read_configs(obs: CallObservation) -> tuple[frozenset[str], frozenset[str]]:
    """config_keys and attributes_written, worked out together and memoised."""
    held: set[str] = set()
    written: set[str] = set()
    for gc in _configs_of_call(obs):
        held.update(gc.fields)
        held.update(gc.file_fields)
        written.update(gc.attr_written)
    keys = obs.memo["config_keys"] = frozenset(held)
    attrs = obs.memo["attributes_written"] = frozenset(written)
    return keys, attrs


def _configs_of_call(obs: CallObservation) -> list[GenConfigObj]:
    """The generation configs the call may read: those passed as `generation_config=` and the
    models' own (the ones the walk knows)."""
    values = [m.gen_config for m in models(obs) if m is not None]
    if "generation_config" in obs.kwargs:
        values.append(obs.kwargs["generation_config"])
    objs = obs.heap.objs
    out: list[GenConfigObj] = []
    for value in values:
        for ref in value.options if isinstance(value, OneOf) else (value,):
            gc = objs.get(ref.oid) if isinstance(ref, Ref) else None
            if isinstance(gc, GenConfigObj):
                out.append(gc)
    return out


def typed(key: str, value: Value, types: Mapping[str, type]) -> Value:
    """The value, with every constant the setting cannot hold (a list for cache_implementation, a
    string for num_beams: from a generation_config.json, or written so in code) made unknown: an
    odd value is never a crash in a rule, nor taken for a value it is not. None stays (unset)."""
    want = types.get(key)
    if want is None:
        return value
    if key in _INT_KEPT and types is GEN_TYPES:
        return _typed_number(value)
    if isinstance(value, Const):  # (the common case, without building a join)
        return value if _fits(value.value, want) else UNKNOWN
    if not any(isinstance(o, Const) and not _fits(o.value, want) for o in options(value)):
        return value
    return map_value(value, lambda o: UNKNOWN if isinstance(o, Const) and not _fits(o.value, want) else o)


# Float settings whose rules test the exact type of the value themselves: an int written in code
# (`model.generation_config.temperature = 0`) stays as written, since transformers keeps it and
# TemperatureLogitsWarper refuses an int other than 1 (HF155; runs: h105's, 4.57.6 to 5.24.0), and
# RepetitionPenaltyLogitsProcessor does too (HF191; runs: h117's, all 28 releases).
_INT_KEPT = frozenset({"temperature", "repetition_penalty"})


def _typed_number(value: Value) -> Value:
    """`typed` for a float setting of _INT_KEPT: an int or a float stays, anything else (a bool,
    a string) is unknown; None stays (unset)."""

    def fits(v: object) -> bool:
        return v is None or (type(v) in (int, float))

    if isinstance(value, Const):
        return value if fits(value.value) else UNKNOWN
    if not any(isinstance(o, Const) and not fits(o.value) for o in options(value)):
        return value
    return map_value(value, lambda o: UNKNOWN if isinstance(o, Const) and not fits(o.value) else o)


def _fits(value: object, want: type) -> bool:
    """Whether a constant can be the setting's value as transformers reads it: a flag by its
    truth (use_cache=0 is False), a count as an integer, a name as a string."""
    if value is None:
        return True
    if want is bool:
        return isinstance(value, (bool, int, float))
    return isinstance(value, want)


def prompt_tokens(obs: CallObservation) -> Value:
    """At most how many tokens the inputs' sequences hold (BatchObj.tokens): a Const int, else UNKNOWN."""
    return _inputs_batch_field(obs, "tokens")


def prompt_length(obs: CallObservation) -> Value:
    """How many tokens every sequence of the inputs holds (BatchObj.length): a Const int, else UNKNOWN."""
    return _inputs_batch_field(obs, "length")


def prompt_least(obs: CallObservation) -> Value:
    """At least how many tokens every sequence of the inputs holds (BatchObj.least): a Const int, else UNKNOWN."""
    return _inputs_batch_field(obs, "least")


def _inputs_batch_field(obs: CallObservation, field: str) -> Value:
    """A field of the batch the call's inputs are (the first argument, `input_ids=` or `inputs=`)."""
    inputs = obs.args[0] if obs.args else kwarg(obs, "input_ids")
    if inputs is ABSENT:
        inputs = kwarg(obs, "inputs")
    out: list[Value] = []
    for o in options(inputs):
        obj = obs.heap.get(o)
        out.append(getattr(obj, field) if isinstance(obj, BatchObj) else UNKNOWN)
    return join_all(out)


def cache_object_size(obs: CallObservation, key: str = "past_key_values") -> Value:
    """The `max_cache_len=` the cache object passed as `key` was built with (CacheObj.size)."""
    out: list[Value] = []
    for o in options(kwarg(obs, key)):
        obj = obs.heap.get(o)
        out.append(obj.size if isinstance(obj, CacheObj) else UNKNOWN)
    return join_all(out)


def batch_size(obs: CallObservation) -> Value:
    """How many sequences the inputs hold (the first positional argument, input_ids=, inputs=, or
    a speech model's input_features=)."""
    inputs = obs.args[0] if obs.args else kwarg(obs, "input_ids")
    for name in ("inputs", "input_features"):
        if inputs is ABSENT:
            inputs = kwarg(obs, name)
    out: list[Value] = []
    for o in options(inputs):
        obj = obs.heap.get(o)
        if isinstance(obj, BatchObj):
            out.append(obj.batch_size)
        else:
            out.append(UNKNOWN)
    return join_all(out)


def cache_object_kind(obs: CallObservation, legacy: str = "DynamicCache") -> Value:
    """The class name of a cache object passed as past_key_values (Const str), ABSENT when none.
    A tuple of (key, value) pairs is the cache 4.57 makes of it, `legacy` (a DynamicCache; 5.x
    rejects the tuple, HF140, before any later check reads it)."""
    pkv = kwarg(obs, "past_key_values")
    out: list[Value] = []
    for o in options(pkv):
        if o is ABSENT or (isinstance(o, Const) and o.value is None):
            out.append(ABSENT)
            continue
        if is_tuple(o):
            out.append(Const(legacy, o.origin if isinstance(o, Items) else None))
            continue
        obj = obs.heap.get(o)
        if isinstance(obj, CacheObj):
            out.append(Const(obj.kind, obj.origin))
        else:
            out.append(UNKNOWN)
    return join_all(out)


@immutable()
class Outcome:
    """How many of a call's paths satisfy a condition."""

    always: bool  # every path satisfies it (and no path is unknown)
    sometimes: bool  # at least one known path satisfies it
    origins: tuple[Origin, ...] = ()
    witness: Value = UNKNOWN  # the first satisfying value
    # False when the paths that satisfy it hold different values, or a path is not known: a
    # message that shows the witness would then show one path's value of several (or a guess).
    agreed: bool = True

    @property
    def never(self) -> bool:
        return not self.sometimes


NEVER = Outcome(False, False)


def test(value: Value, pred) -> Outcome:
    """Evaluate `pred(option) -> True/False/None` over a value's paths."""
    if not isinstance(value, OneOf):  # (one path: the common case, without the loop)
        if not pred(value):
            return NEVER
        origin = value.origin if isinstance(value, Const) else None
        return Outcome(True, True, (origin,) if origin is not None else (), value)
    hits: list[Value] = []
    unknown = False
    total = 0
    for o in options(value):
        total += 1
        r = pred(o)
        if r is None:
            unknown = True
        elif r:
            hits.append(o)
    if not hits:
        return NEVER
    origins = tuple(h.origin for h in hits if isinstance(h, Const) and h.origin is not None)
    agreed = not unknown and all(_same_value(h, hits[0]) for h in hits[1:])
    return Outcome(always=(len(hits) == total and not unknown), sometimes=True, origins=origins, witness=hits[0], agreed=agreed)


def _same_value(a: Value, b: Value) -> bool:
    """Two paths' values that print alike: one value, or constants of one type and value
    (wherever each was written)."""
    if a is b:
        return True
    return isinstance(a, Const) and isinstance(b, Const) and type(a.value) is type(b.value) and a.value == b.value


def is_const(v: Value, *accepted) -> bool | None:
    if v is UNKNOWN:
        return None
    if isinstance(v, Const):
        return v.value in accepted
    if v is ABSENT:
        return False
    return None
