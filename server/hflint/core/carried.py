"""The cache a call leaves behind for the next one: `generate(..., return_dict_in_generate=True)`
and a model's forward pass return outputs whose `.past_key_values` a chat carries to its next turn."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from hflint.core import cachemembers, modelinfo, prefixes
from hflint.core.values import (
    ABSENT,
    UNKNOWN,
    BatchObj,
    CacheObj,
    ConfigObj,
    Const,
    GenConfigObj,
    ModelObj,
    OutputObj,
    Ref,
    Value,
    join,
    join_all,
    map_value,
    options,
)

if TYPE_CHECKING:
    from hflint.core.flow import CallObservation, Interpreter, State, _Call

# The keywords that make generate assisted: its static cache_implementation is then replaced by a
# dynamic cache in some releases (HF102), so the cache it leaves is not surely a StaticCache.
_ASSISTED = ("assistant_model", "prompt_lookup_num_tokens", "assistant_early_exit")
# The cache classes a cache_implementation builds, where one class is sure in every release.
_BUILT = {"static": "StaticCache"}
# The kind of a cache object whose class hflint does not name (a dynamic or hybrid cache,
# an EncoderDecoderCache): a cache object all the same, never a static one.
SOME_CACHE = "Cache"


def may_return_dict(call: _Call, st: State) -> bool:
    """`return_dict_in_generate` written at the call (or in a dict it spreads), or in a
    `GenerationConfig` it passes: only then is the call's output worth reading (the common
    call sets none of these, and costs nothing more)."""
    if call.opaque or "return_dict_in_generate" in call.kwargs:
        return True
    for kwargs, opaque, _ in call.variants:
        if opaque or "return_dict_in_generate" in kwargs:
            return True
    config = call.kwargs.get("generation_config")
    if config is None:
        return False
    for o in options(config):
        obj = st.heap.get(o)
        if isinstance(obj, GenConfigObj) and (
            "return_dict_in_generate" in obj.fields or "return_dict_in_generate" in obj.file_fields
        ):
            return True
    return False


def generate_output(interp: Interpreter, call: _Call, seen: list[CallObservation], st: State) -> Value:
    """What a generate call returns (may_return_dict said it may be a dict): with
    `return_dict_in_generate=True` on every path, an output whose `.past_key_values` is the cache
    the call used (the object passed in, which generate fills in place, or the one it built);
    else a tensor of token ids (not followed)."""
    from hflint.core import effective as eff  # (effective reads flow's observations)

    if not seen:
        return UNKNOWN
    caches: list[Value] = []
    scores: list[Value] = []
    for obs in seen:
        wanted = eff.test(eff.gen_setting(obs, "return_dict_in_generate"), lambda v: eff.is_const(v, True))
        if not wanted.always:
            return UNKNOWN
        caches.append(_left_by_generate(interp, call, obs, st))
        scores.append(_scores_of(interp, call, obs))
    return _output(interp, call, "output of this generate call", join_all(caches), st, join_all(scores), tuple(seen))


def _scores_of(interp: Interpreter, call: _Call, obs: CallObservation) -> Value:
    """The output's `.scores`: None on the paths where the call does not ask for them
    (`output_scores` unset, False or None: every decoding mode of GenerationMixin fills them only
    then, and `output_logits` fills `.logits` alone; runs: catalog HF323), with the place that
    decided it; UNKNOWN where the call may ask for them or hflint cannot tell. Whisper's own
    generate and code of the hub (`custom_generate`, `trust_remote_code`) build their outputs
    themselves: not followed."""
    from hflint.core import effective as eff  # (effective reads flow's observations)

    if obs.opaque_kwargs or "custom_generate" in obs.kwargs or "trust_remote_code" in obs.kwargs:
        return UNKNOWN
    models = eff.models(obs)
    if not models or any(m is None or m.model_type in (None, "whisper") for m in models):
        return UNKNOWN

    def none_when_unasked(v: Value) -> Value:
        unset = v is ABSENT or isinstance(v, Const) and (v.origin is None or v.origin.unset)
        if unset and (v is ABSENT or isinstance(v, Const) and v.value is False):
            return Const(None, interp.origin(call.node, "output_scores is not set at this generate call"))
        if isinstance(v, Const) and v.value in (False, None) and type(v.value) is not int:
            origin = interp.origin(call.node, f"output_scores is {v.value!r} at this generate call")
            flag = v.origin.flag if v.origin is not None else None
            return Const(None, replace(origin, flag=flag) if flag is not None else origin)
        return UNKNOWN

    return map_value(eff.gen_setting(obs, "output_scores"), none_when_unasked)


def _left_by_generate(interp: Interpreter, call: _Call, obs: CallObservation, st: State) -> Value:
    from hflint.core import effective as eff  # (effective reads flow's observations)

    passed = eff.kwarg(obs, "past_key_values")
    if passed is ABSENT:
        passed = eff.kwarg(obs, "cache")
    out: list[Value] = []
    for o in options(passed):
        if o is ABSENT or (isinstance(o, Const) and o.value is None):
            out.append(_built_by_generate(interp, call, obs, st))
        elif isinstance(obs.heap.get(o), CacheObj):
            out.append(o)  # (the same object: generate fills the cache it was given)
        else:
            out.append(UNKNOWN)
    return join_all(out)


def _built_by_generate(interp: Interpreter, call: _Call, obs: CallObservation, st: State) -> Value:
    from hflint.core import effective as eff  # (effective reads flow's observations)

    model_types = [m.model_type if m is not None else None for m in eff.models(obs)]
    if not model_types or not all(modelinfo.keeps_kv_cache(t) for t in model_types):
        return UNKNOWN
    use_cache = eff.test(eff.gen_setting(obs, "use_cache"), lambda v: eff.is_const(v, False, 0) if v is not ABSENT else False)
    if use_cache.always:
        return Const(None)
    if use_cache.sometimes:
        return UNKNOWN
    impl = eff.gen_setting(obs, "cache_implementation")
    kinds: set[str] = set()
    for o in options(impl):
        if o is ABSENT or (isinstance(o, Const) and o.value is None):
            kinds.add(SOME_CACHE)
        elif isinstance(o, Const) and isinstance(o.value, str):
            assisted = obs.opaque_kwargs or any(k in obs.kwargs for k in _ASSISTED)
            kinds.add(SOME_CACHE if assisted else _BUILT.get(o.value, SOME_CACHE))
        else:
            return UNKNOWN
    origin = interp.origin(call.node, "the cache this generate call builds and returns")
    # (a plain decoder with no cache_implementation: a DynamicCache in every release, HF152; a
    # T5, BART or Whisper model: an EncoderDecoderCache)
    named = cachemembers.returned_class(model_types) if kinds == {SOME_CACHE} and _plain(impl) else ""
    if named == "DynamicCache" and _one_sequence_each(obs):
        # (a plain call leaves its prompt and all but its last new token in the DynamicCache it
        # builds and returns: a later call given `out.past_key_values` cuts its prompt by that
        # many, as for a cache object passed in; runs: catalog HF154)
        least, most = _left_counts(((obs.kwargs, False, None),), st, call)
        made = CacheObj(origin, SOME_CACHE, named=named, filled=Const(True), held_least=least, held_most=most)
        made.prefill = _prefilled_by_one_token(call, obs, st)
        made.beyond = Const(0) if made.prefill is not UNKNOWN else UNKNOWN
        return st.heap.new(made)
    return join_all(st.heap.new(CacheObj(origin, kind, named=named)) for kind in sorted(kinds))


def _prefilled_by_one_token(call: _Call, obs: CallObservation, st: State) -> Value:
    """The inputs (a Ref to their BatchObj) of a plain call of one sequence a prompt with
    `max_new_tokens=1` on every path: the DynamicCache it returns holds that prompt's tokens and
    no more (its one new token is never fed back), as a forward pass's prefill would (runs of all
    28 releases: `get_seq_length()` equals the prompt's length; HF334 and HF154 read it so);
    UNKNOWN otherwise."""
    from hflint.core import effective as eff  # (effective reads flow's observations)

    if not eff.test(eff.gen_setting(obs, "max_new_tokens"), _is_one).always:
        return UNKNOWN
    if any(k in obs.kwargs for k in ("inputs_embeds", "generation_config")):
        return UNKNOWN
    inputs = prompt_inputs(call.args, obs.kwargs)
    return inputs if isinstance(inputs, Ref) and isinstance(st.heap.get(inputs), BatchObj) else UNKNOWN


def _is_one(v: Value) -> bool | None:
    return type(v.value) is int and v.value == 1 if isinstance(v, Const) else None if v is UNKNOWN else False


def _one_sequence_each(obs: CallObservation) -> bool:
    """A plain call (no assistant, keywords known) that keeps one sequence per prompt: no beams
    and one return sequence where the call or its config says so (else the cache it returns holds
    more rows than the next call's prompt, which hflint does not follow)."""
    from hflint.core import effective as eff  # (effective reads flow's observations)

    if obs.opaque_kwargs or any(k in obs.kwargs for k in _ASSISTED):
        return False
    for key in ("num_beams", "num_return_sequences"):
        one = eff.test(eff.gen_setting(obs, key), lambda v: v is ABSENT or eff.is_const(v, 1, None))
        if not one.always:
            return False
    return True


def _plain(impl: Value) -> bool:
    return all(o is ABSENT or (isinstance(o, Const) and o.value is None) for o in options(impl))


def fill(
    variants,
    st: State,
    call: _Call | None = None,
    mode: Value = UNKNOWN,
    fed: tuple[Value, Value] | None = None,
    inputs: Value = UNKNOWN,
) -> None:
    """A generate call or a forward pass was given these cache objects: they now hold its tokens
    (CacheObj.filled), on every path when each way the call was written passes the same object.
    For a generate call (`call`), also how many (CacheObj.held_least, held_most; HF154); for a
    forward pass, `fed` is at least and at most how many tokens it feeds (the least is read),
    which it appends to what the cache held (the documented "re-use a prompt cache" recipe prefills a cache so),
    and `inputs` what it feeds (CacheObj.prefill, kept when it fills the cache from empty). A
    StaticCache whose tensors were not made yet makes them in the call's inference `mode`, a
    DynamicCache makes them anew in it (CacheObj.inference; an assisted call may not use it: not
    known then; HF183)."""
    passed: list[Value] = []
    for kwargs, _, _ in variants:
        for key in ("past_key_values", "cache"):
            passed.append(kwargs.get(key, ABSENT))
    given = [v for v in passed if v is not ABSENT]
    refs = [o for v in given for o in options(v) if isinstance(st.heap.get(o), CacheObj)]
    sure = len(refs) == 1 and len(given) == 1 and len(options(given[0])) == 1
    least, most = _left_counts(variants, st, call) if call is not None and len(variants) == 1 else (UNKNOWN, UNKNOWN)
    if fed is not None:
        least = fed[0]
    by, new = _filled_from(variants, call) if sure and call is not None and len(variants) == 1 else (UNKNOWN, UNKNOWN)
    if any(opaque or any(k in kwargs for k in _ASSISTED) for kwargs, opaque, _ in variants):
        mode = UNKNOWN
    for o in refs:
        obj = st.heap.writable(o)
        assert isinstance(obj, CacheObj)
        if obj.inference is not UNKNOWN:
            # (a DynamicCache concatenates: its tensors are made anew in this call's mode)
            made = mode if obj.kind == "DynamicCache" else _made_in(obj.inference, mode)
            obj.inference = made if sure else join(obj.inference, made)
        before = obj.held_most
        # (one call filling it from empty: a later call given the same inputs is read against them)
        empty = isinstance(before, Const) and before.value == 0 and isinstance(obj.filled, Const) and obj.filled.value is False
        obj.filled_by, obj.filled_new = (by, new) if sure and empty else (UNKNOWN, UNKNOWN)
        if sure and empty and fed is not None and isinstance(inputs, Ref):
            obj.prefill, obj.beyond = inputs, Const(0)
        elif sure and fed is None and call is not None and obj.prefill is not UNKNOWN:
            # (a generate call given a prefilled cache: what it holds only grows, by at least what
            # this prompt makes beyond the prefilled text when it repeats that text)
            obj.beyond = _grown(obj, variants[0], call, st)
            obj.prefill = obj.prefill if obj.beyond is not UNKNOWN else UNKNOWN
        else:
            obj.prefill = obj.beyond = UNKNOWN
        if sure and fed is not None:
            # (a forward pass feeds every token it is given after what the cache holds: at least
            # one token a word of a text written in the file. At most is left unknown: a later
            # prompt is usually that very text and more, which a count of bytes cannot tell apart
            # from an unrelated one; HF154 then speaks only where the least already decides)
            obj.filled = Const(True)
            obj.held_least = _plus(obj.held_least, least)
            obj.held_most = UNKNOWN
        elif sure:
            obj.filled = Const(True)
            obj.held_least = least
            obj.held_most = _after(before, most)
        else:
            obj.filled = join(obj.filled, Const(True))
            obj.held_least = join(obj.held_least, least)
            obj.held_most = join(before, _after(before, most))


def _grown(obj: CacheObj, variant, call: _Call, st: State) -> Value:
    """At least how many tokens past its prefilled text a cache holds after a plain generate call
    of one sequence a prompt (no beams, return sequences or assistant written at the call, no
    generation config passed) fed it: what it held, or what the call's prompt makes beyond the
    text when each of its texts repeats it with the same special tokens; UNKNOWN otherwise."""
    kwargs, opaque, _ = variant
    prior = obj.beyond
    if opaque or not isinstance(prior, Const) or type(prior.value) is not int:
        return UNKNOWN
    if any(k in kwargs for k in (*_ASSISTED, "generation_config", "inputs_embeds")):
        return UNKNOWN
    for key in ("num_beams", "num_return_sequences"):
        given = kwargs.get(key, ABSENT)
        if given is not ABSENT and not (isinstance(given, Const) and given.value in (1, None)):
            return UNKNOWN
    fed, prompt = st.heap.get(obj.prefill), st.heap.get(prompt_inputs(call.args, kwargs))
    prefix = prefixes.one_text(fed.text) if isinstance(fed, BatchObj) else None
    if prefix is None or not isinstance(prompt, BatchObj) or prompt.specials != fed.specials:  # type: ignore[union-attr]
        return prior
    more = prefixes.beyond(prefix, prompt.text)
    return Const(max(prior.value, more)) if more is not None else prior


def prompt_inputs(args, kwargs) -> Value:
    """The inputs a generate call was given: its first argument, `input_ids=` or `inputs=`."""
    inputs = args[0] if args else kwargs.get("input_ids", ABSENT)
    return kwargs.get("inputs", ABSENT) if inputs is ABSENT else inputs


def _filled_from(variants, call: _Call) -> tuple[Value, Value]:
    """The inputs (one Ref to a BatchObj) and the max_new_tokens (a Const int) of the one generate
    call that fills a cache, or UNKNOWN for either that is not known so."""
    kwargs, opaque, _ = variants[0]
    inputs = prompt_inputs(call.args, kwargs)
    new = kwargs.get("max_new_tokens", ABSENT)
    if opaque or not isinstance(inputs, Ref):
        return UNKNOWN, UNKNOWN
    return inputs, new if isinstance(new, Const) and type(new.value) is int else UNKNOWN


def _made_in(inference: Value, mode: Value) -> Value:
    """CacheObj.inference after a call in `mode`: tensors not made yet are made in it."""
    return join_all(mode if isinstance(o, Const) and o.value is None else o for o in options(inference))


def prompt_counts(args, kwargs, heap) -> tuple[Value, Value]:
    """At least and at most how many tokens each sequence of a generate call's inputs holds (the
    first argument, `input_ids=` or `inputs=`): Const ints from a tensor's known length or a text
    written in the file (BatchObj.length, least, tokens), else UNKNOWN."""
    inputs = prompt_inputs(args, kwargs)
    lows: list[int] = []
    highs: list[int] = []
    for o in options(inputs):
        obj = heap.get(o)
        if not isinstance(obj, BatchObj):
            return UNKNOWN, UNKNOWN
        length = _ints(obj.length)
        low = length or _ints(obj.least)
        high = length or _ints(obj.tokens)
        if not low or not high:
            return UNKNOWN, UNKNOWN
        lows.append(min(low))
        highs.append(max(high))
    if not lows:
        return UNKNOWN, UNKNOWN
    return Const(min(lows)), Const(max(highs))


def prompt_least(args, kwargs, heap) -> Value:
    """At least how many tokens each sequence of a generate call's inputs holds (prompt_counts'
    first half), also where no upper bound is known (a templated chat: its last user message's
    words, the template's text only adds to them); UNKNOWN where not known."""
    inputs = prompt_inputs(args, kwargs)
    lows: list[int] = []
    for o in options(inputs):
        obj = heap.get(o)
        if not isinstance(obj, BatchObj):
            return UNKNOWN
        low = _ints(obj.length) or _ints(obj.least)
        if not low:
            return UNKNOWN
        lows.append(min(low))
    return Const(min(lows)) if lows else UNKNOWN


def prompt_bounds(args, kwargs, heap) -> tuple[Value, Value]:
    """prompt_counts, and where no upper bound is known the least alone (prompt_least) with an
    UNKNOWN most: a templated chat is decided by its least."""
    low, high = prompt_counts(args, kwargs, heap)
    return (low, high) if isinstance(low, Const) else (prompt_least(args, kwargs, heap), UNKNOWN)


def _ints(v: Value) -> list[int]:
    out = [o.value for o in options(v) if isinstance(o, Const) and type(o.value) is int]
    return out if out and len(out) == len(options(v)) else []


def _left_counts(variants, st: State, call: _Call) -> tuple[Value, Value]:
    """At least and at most how many tokens a generate call leaves in the cache it is given: the
    prompt's tokens (a call stopped at once by an end-of-sequence token still cached the prompt),
    and at most the prompt plus `max_new_tokens - 1` (the last new token is never fed back)."""
    kwargs, opaque, _ = variants[0]
    if opaque:
        return UNKNOWN, UNKNOWN
    low, high = prompt_counts(call.args, kwargs, st.heap)
    new = _ints(kwargs.get("max_new_tokens", ABSENT))
    if not isinstance(high, Const) or not new:
        return low, UNKNOWN
    return low, Const(high.value + max(1, max(new)) - 1)


def _plus(before: Value, fed: Value) -> Value:
    """What a cache holds after a forward pass feeds `fed` tokens on top of `before` (Const ints
    known on every path), else UNKNOWN."""
    prior = _ints(before)
    if not isinstance(fed, Const) or type(fed.value) is not int or len(set(prior)) != 1:
        return UNKNOWN
    return Const(prior[0] + fed.value)


def _after(before: Value, most: Value) -> Value:
    """At most how many tokens a cache holds after a call that leaves at most `most` of its own:
    `most` on an empty cache; a cache an earlier call filled may keep up to what it held plus the
    new prompt, so twice `most` bounds it on every release (runs: catalog HF154)."""
    prior = _ints(before)
    if not isinstance(most, Const) or not prior:
        return UNKNOWN
    return most if max(prior) == 0 else Const(max(2 * most.value, most.value + max(prior)))


# The first release whose `DynamicCache.reset()` empties it: up to 5.17 it zeroes the layers'
# tensors in place and keeps their shape, so `get_seq_length()` still counts what they held and a
# later generate call cuts its prompt as before (runs of all 28 releases: a SmolLM2/Llama
# DynamicCache filled by a prompt of 14 words, reset, then a 2-token prompt raised HF154's errors
# on 4.57.6-5.17.0, with or without `torch.inference_mode()`, and ran clean from 5.18.0).
DYNAMIC_RESET_EMPTIES_FROM = "5.18"


def _reset_keeps(interp: Interpreter, obj: CacheObj) -> bool:
    """Whether `reset()` leaves this cache's length as it was under the release being read: a
    DynamicCache (built by `DynamicCache()` or the one a plain decoder's generate call returns,
    whose layers are plain `DynamicLayer`s) before 5.18."""
    if interp.release is None or not (obj.kind == "DynamicCache" or obj.named == "DynamicCache"):
        return False
    interp.read_release = True
    return not _at_least(interp.release, DYNAMIC_RESET_EMPTIES_FROM)


def reset(interp: Interpreter, receiver: Value, st: State) -> Value:
    """`cache.reset()`: the cache object(s) hold nothing again (a DynamicCache before 5.18 keeps
    its length: CacheObj.kept)."""
    refs = options(receiver)
    for o in refs:
        obj = st.heap.writable(o)
        if isinstance(obj, CacheObj):
            if _reset_keeps(interp, obj):
                obj.kept = True  # (what filled it, and how much it holds, stay as they were)
                obj.prefill = obj.beyond = UNKNOWN
                continue
            obj.filled_by = obj.filled_new = obj.prefill = obj.beyond = UNKNOWN
            # (every object the receiver may name is emptied: on each path it names one of them,
            # the one built there, as `cache = StaticCache(...)` in a `try` and again in its
            # `except TypeError` for another release's signature; what the call empties is what
            # the next generate call on that name gets)
            obj.filled, obj.held_least, obj.held_most = Const(False), Const(0), Const(0)
    return Const(None)


# The cache methods that only read it: any other (`crop`, `batch_repeat_interleave`,
# `reorder_cache`, an `update` by hand) changes what it holds in a way hflint does not follow
# (`crop(0)` is read apart: what it does changed in 5.14).
READ_ONLY_METHODS = frozenset(
    {"get_seq_length", "get_max_cache_shape", "get_mask_sizes", "to_legacy_cache", "is_compileable", "get_max_length"}
)


def touched(interp: Interpreter, receiver: Value, name: str, call: _Call, st: State) -> None:
    """A cache method other than `reset()` was called: what it holds is no longer known, except
    for a DynamicCache's `crop(0)`, which empties it up to 5.13 and leaves it as it was from 5.14
    (`max_length <= 0` became a count of tokens to remove; runs: catalog HF154)."""
    if name in READ_ONLY_METHODS:
        return
    zero = name == "crop" and not call.opaque and not call.kwargs and len(call.args) == 1
    zero = zero and isinstance(call.args[0], Const) and call.args[0].value == 0 and type(call.args[0].value) is int
    refs = options(receiver)
    for o in refs:
        obj = st.heap.writable(o) if isinstance(st.heap.get(o), CacheObj) else None
        if not isinstance(obj, CacheObj):
            continue
        if zero and obj.kind == "DynamicCache" and len(refs) == 1 and interp.release is not None:
            interp.read_release = True
            if not _at_least(interp.release, CROP_ZERO_KEEPS_FROM):
                obj.filled, obj.held_least, obj.held_most = Const(False), Const(0), Const(0)
                obj.prefill = obj.beyond = UNKNOWN
            continue
        obj.filled, obj.held_least, obj.held_most = UNKNOWN, UNKNOWN, UNKNOWN
        obj.filled_by = obj.filled_new = obj.prefill = obj.beyond = UNKNOWN
        if obj.inference is not UNKNOWN:
            obj.inference = _made_in(obj.inference, UNKNOWN)  # (`early_initialization()` makes them)


# The first release whose `DynamicCache.crop(0)` removes nothing (5.13's emptied the cache).
CROP_ZERO_KEEPS_FROM = "5.14"


def _at_least(release: str, version: str) -> bool:
    from packaging.version import Version

    return Version(release) >= Version(version)


def forward_output(interp: Interpreter, receiver: Value, call: _Call, st: State) -> Value:
    """What `model(**inputs, past_key_values=cache, use_cache=True)` (or `model.forward(...)`)
    returns: an output whose `.past_key_values` is the cache passed in (filled in place), or the
    dynamic cache the forward pass builds when none is passed and caching is on."""
    model = interp._objs(receiver, st)
    if len(model) != 1 or not isinstance(model[0], ModelObj) or not modelinfo.keeps_kv_cache(model[0].model_type):
        return UNKNOWN
    passed = call.kwargs.get("past_key_values", ABSENT)
    if passed is ABSENT:
        passed = call.kwargs.get("cache", ABSENT)
    if passed is ABSENT and call.opaque:
        return UNKNOWN  # (a spread dict may hold a cache)
    fed = None
    on = call.kwargs.get("use_cache", ABSENT)
    if not call.opaque and "inputs_embeds" not in call.kwargs and (on is ABSENT or isinstance(on, Const) and on.value is True):
        fed = prompt_counts(call.args, call.kwargs, st.heap)
    inputs = prompt_inputs(call.args, call.kwargs) if fed is not None else UNKNOWN
    fill(((call.kwargs, call.opaque, None),), st, mode=interp.grad_modes[-1], fed=fed, inputs=inputs)
    cache: list[Value] = []
    for o in options(passed):
        if isinstance(st.heap.get(o), CacheObj):
            cache.append(o)
        elif o is ABSENT or (isinstance(o, Const) and o.value is None):
            cache.append(_built_by_forward(interp, model[0], call, st))
        else:
            cache.append(UNKNOWN)
    return _output(interp, call, "output of this forward pass", join_all(cache), st)


def _output(
    interp: Interpreter, call: _Call, note: str, cache: Value, st: State, scores: Value = UNKNOWN, gens: tuple | None = None
) -> Value:
    if any(isinstance(st.heap.get(o), CacheObj) for o in options(cache)):
        interp.outputs_made += 1  # (a loop walks its body once more for it: core/flow.py)
    return st.heap.new(OutputObj(interp.origin(call.node, note), cache, scores, gens))


def _built_by_forward(interp: Interpreter, model: ModelObj, call: _Call, st: State) -> Value:
    use_cache = call.kwargs.get("use_cache", ABSENT)
    if use_cache is ABSENT:
        if call.opaque:
            return UNKNOWN
        # The model config's use_cache decides, where the script set it.
        config = st.heap.get(model.config)
        use_cache = config.get("use_cache") if isinstance(config, ConfigObj) else UNKNOWN
    if isinstance(use_cache, Const) and use_cache.value is False:
        return Const(None)
    if not (isinstance(use_cache, Const) and use_cache.value is True):
        return UNKNOWN
    origin = interp.origin(call.node, "the cache this forward pass builds and returns")
    named = cachemembers.returned_class([model.model_type])
    return st.heap.new(CacheObj(origin, SOME_CACHE, named=named))
