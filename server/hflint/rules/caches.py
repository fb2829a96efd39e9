"""HF120-HF122, HF128, HF130, HF131, HF133, HF135, HF140, HF144 and HF156: cache objects: a static one
with an assistant (and on 5.24 one an earlier call filled), a static one too short for a plain
call's prompt and new tokens, the cache classes 5.0 removed (imported, or read from the package),
4.57's SinkCache, which raises as it is built, `cache=` before 5.24, caches assisted decoding cannot
crop (5.24), the static EncoderDecoderCache of an encoder-decoder model, which it cannot crop either,
5.14.0's crash on any EncoderDecoderCache in assisted decoding, a legacy tuple of (key, value)
pairs as the cache, which 5.0 stopped converting (core/caches.py holds which classes each release has),
HF334: a one-row prefilled cache under a call that feeds several rows, HF346: a plain
DynamicCache given to a T5 model's generate on 4.57, HF347: one given to an encoder-decoder model
with padded prompts, and HF328: a legacy
generation name read as an attribute of the package or of `transformers.generation`."""

from __future__ import annotations

import ast

from hflint.core import cachemembers, carried, modelinfo, pipelines, prefixes
from hflint.core import effective as eff
from hflint.core.caches import (
    LAZY_PACKAGE,
    MISSING_EVERYWHERE,
    STATIC_CACHE_OBJECTS,
    import_finds,
    legacy_attribute_gone_from,
    legacy_name_gone_from,
    present_in,
)
from hflint.core.effective import NEVER, Outcome
from hflint.core.findings import Applicability, Evidence, Fix, Span, TextEdit
from hflint.core.flow import CallObservation
from hflint.core.genremoved import EVERY_RELEASE, REMOVED_AUTO_CLASSES
from hflint.core.pipelines import REMOVED_PIPELINE_CLASSES
from hflint.core.values import (
    ABSENT,
    UNKNOWN,
    BatchObj,
    CacheObj,
    ConfigObj,
    Const,
    DictObj,
    Items,
    ModelObj,
    PromptLen,
    Ref,
    Seq,
    Value,
    int_const,
    is_tuple,
    join_all,
    options,
)
from hflint.rules.assisted import (
    _assistant_evidence,
    _cache_object,
    _edit_literal,
    _ignore,
    _model_evidence,
    _removal_fix,
    _removal_leaves,
    _smallest,
    _span,
    assistant_value,
    assisted_mode,
    has_assistant,
    impl_among,
    second_drafting_round,
)
from hflint.rules.base import Hit, RuleContext
from hflint.rules.common import at_least, both, either, evidence_from, ints_of, where_set
from hflint.rules.edits import class_reference, keyword, node_span, written_here

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


# ---------------------------------------------------------------- HF144


def _refilled(obj: CacheObj) -> bool | None:
    """A StaticCache an earlier call left tokens in, whose length is not a number written in the
    file. 5.24's assisted decoding writes the whole input after what the cache holds (its first
    forward pass is not sliced to the uncached tokens), so the cache needs what it holds plus
    max_length - 1 positions (catalog HF144: 756 of 756 runs agreed). hflint cannot count what an
    earlier call left, so a length written as a number (a budget chosen with room, as a chat's 256
    is) stays silent; a length computed from the prompt, sized for the plain calls, may not hold both."""
    if obj.kind != "StaticCache":
        return False
    if obj.filled is UNKNOWN:
        return None
    if not any(isinstance(f, Const) and f.value is True for f in options(obj.filled)):
        return False
    return not any(isinstance(o, Const) for o in options(obj.size))


def check_refilled_static_cache(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    if "past_key_values" not in obs.kwargs and "cache" not in obs.kwargs:
        return None
    mode = assisted_mode(obs)
    if mode.never:
        return None
    # (early exit with a StaticCache object crashes otherwise on 5.24: HF116's, not this)
    early = eff.gen_setting(obs, "assistant_early_exit")
    if eff.test(early, lambda v: None if v is UNKNOWN else int_const(v) is not None).sometimes:
        return None
    cause = _test_cache(obs, _refilled)
    outcome = both(mode, cause)
    if outcome.never:
        return None
    evidence = _cache_evidence(obs)
    fixes: list[Fix] = []
    for name in ("past_key_values", "cache"):
        fixes += _removal_fix(
            obs,
            ctx,
            name,
            f"Remove `{name}=` (assisted decoding then builds a fresh cache of its own)",
            Applicability.UNSAFE,
        )
    fixes.append(_ignore(obs, ctx, "HF144"))
    return Hit(
        "HF144",
        outcome,
        _span(obs, ctx),
        "this StaticCache already holds an earlier call's tokens (no `reset()` since), and assisted decoding "
        "writes the whole input after them",
        tuple(evidence) + evidence_from((), _assistant_evidence(obs, ctx)),
        tuple(fixes),
    )


# ---------------------------------------------------------------- HF154

# The cache objects whose length `generate` reads with `get_seq_length()` to cut the new prompt
# (a plain call): the two classes every release has, whose runs back catalog HF154.
_REUSED_KINDS = frozenset({"DynamicCache", "StaticCache"})
# From 5.18 a GPT-2 model whose config sets `pad_token_id` raises another IndexError first
# (`warn_if_padding_and_no_attention_mask` indexes the empty input; runs: catalog HF154's note).
# The hub's GPT-2 checkpoints set none (catalog/checkpoints `no_pad_token_id`): they raise this one.
_GPT2_EARLIER_FROM = "5.18"
_GPT2_TYPES = frozenset({"gpt2"})
# The shape 5.3 and later name, GPT-2's own: GPT2Model.forward views the empty input as
# `(-1, input_shape[-1])` before any layer, whatever its config or the batch (runs: gpt2 and
# distilgpt2 stand-ins, DynamicCache and StaticCache, a batch of 2, sampling, 5.3.0 to 5.24.0, all
# 24 releases). Other models reshape later with their head size: their message keeps `<shape>`.
_GPT2_EMPTY_SHAPE = "[-1, 0]"


def _config_may_set_pad(obs: CallObservation, model: ModelObj) -> bool:
    """Whether the model's config may hold a pad_token_id: anything but a None known on every path
    (a hub name the table knows sets none, not written or passed since)."""
    for ref in options(model.config):
        cfg = obs.heap.get(ref)
        if not isinstance(cfg, ConfigObj):
            return True
        pad = options(cfg.get("pad_token_id"))
        if not pad or not all(isinstance(v, Const) and v.value is None for v in pad):
            return True
    return False


def _empties_input(release: str, held: int, prompt: int) -> bool:
    """Whether a cache holding `held` tokens leaves nothing of a `prompt`-token input to feed
    (catalog HF154's condition, runs on all 28 releases): 4.57 to 5.2 cut the prompt to the
    positions past `held` (`cache_position[past_length:]`), empty once `prompt <= held`; from 5.3
    `input_ids[:, -(prompt - held):]` keeps `2 * prompt - held` tokens, none once `2 * prompt <= held`."""
    return (2 * prompt if at_least(release, "5.3") else prompt) <= held


def _static_caches_only(obs: CallObservation) -> bool:
    passed = options(_passed_cache(obs))
    return bool(passed) and all(isinstance(obj := obs.heap.get(o), CacheObj) and obj.kind == "StaticCache" for o in passed)


def _prefix_reached(obs: CallObservation, obj: CacheObj) -> bool:
    """Up to 5.2: a cache prefilled with a text and fed since (CacheObj.prefill, beyond), given a
    prompt whose texts repeat that text and add to it (the same special tokens): the prompt makes
    at most as many tokens beyond the text as the cache surely holds, so nothing is left to feed.
    The text's last word with the space before it made at least a token a word; what replaces it
    (that tail and the added text) at most one a byte (core/prefixes.py)."""
    fed = obs.heap.get(obj.prefill)
    held = obj.beyond
    if not isinstance(fed, BatchObj) or not isinstance(held, Const) or type(held.value) is not int or held.value <= 0:
        return False
    prefix = prefixes.one_text(fed.text)
    texts, specials = _prompt_batches(obs, "text"), _prompt_batches(obs, "specials")
    if prefix is None or len(texts) != 1 or specials != [fed.specials]:
        return False
    most = prefixes.most_beyond(prefix, texts[0])
    return most is not None and most <= held.value


def check_reused_cache(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    """A DynamicCache or StaticCache an earlier generate call filled, passed to a plain generate
    call whose prompt is not longer than what the cache holds allows: the prompt is cut to the
    tokens the cache lacks, none are left, and the model's forward pass raises."""
    if obs.kind != "generate" or obs.opaque_kwargs:
        return None
    key = "past_key_values" if "past_key_values" in obs.kwargs else "cache"
    if key not in obs.kwargs or (key == "cache" and not at_least(ctx.release.version, "5.24")):
        return None
    if "inputs_embeds" in obs.kwargs or assisted_mode(obs).sometimes:
        return None  # (embeddings are cut another way; assisted decoding is HF144's)
    low, high = carried.prompt_counts(obs.args, obs.kwargs, obs.heap)
    release = ctx.release.version
    counted = isinstance(low, Const) and isinstance(high, Const)
    if not counted and at_least(release, "5.3"):
        return None  # (a prompt of unknown length, as a conversation's history: silent; up to
        # 5.2 the very inputs that filled the cache are cut to nothing whatever their length)
    if (
        at_least(release, _GPT2_EARLIER_FROM)
        and any(m is not None and m.model_type in _GPT2_TYPES and _config_may_set_pad(obs, m) for m in eff.models(obs))
        and not _static_caches_only(obs)
    ):
        # (a DynamicCache raises another error first there when the config may set pad_token_id:
        # generate drops an all-ones attention mask from 5.18 and GPT-2's padding check indexes
        # the empty input; a StaticCache raises this one with or without a mask: runs of all 28)
        return None
    shortest = low.value if isinstance(low, Const) and counted else 0
    longest = high.value if isinstance(high, Const) and counted else 0
    inputs = carried.prompt_inputs(obs.args, obs.kwargs)
    reruns: list[bool] = []
    prefixed: list[bool] = []

    def rerun(obj: CacheObj) -> bool | None:
        """The same inputs as the one call that filled the cache from empty (a notebook cell run
        again): it holds that prompt's `L` tokens and at most `n - 1` more, `n` that call's
        max_new_tokens. Up to 5.2 the call raises exactly when `L <= held`: surely. From 5.3
        exactly when `2 * L <= held`, never when `L >= n`. None: not such a call, or not decided."""
        if not isinstance(inputs, Ref) or obj.filled_by != inputs or not all(f == Const(True) for f in options(obj.filled)):
            return None
        if not at_least(release, "5.3"):
            return True
        new = obj.filled_new
        if isinstance(new, Const) and type(new.value) is int and shortest >= new.value:
            return False
        return None

    plain_decoders = all(m is not None and m.model_type in cachemembers.BUILDS_DYNAMIC for m in eff.models(obs))

    def surely(obj: CacheObj) -> bool | None:
        if (obj.named if obj.kind == carried.SOME_CACHE else obj.kind) not in _REUSED_KINDS:
            return False  # (the DynamicCache a plain decoder's generate call returned is one)
        if obj.kept and not plain_decoders:
            return False  # (a reset DynamicCache of a model whose layers may slide: not followed)
        filled = options(obj.filled)
        if not any(isinstance(f, Const) and f.value is True for f in filled):
            return False
        if not at_least(release, "5.3") and _prefix_reached(obs, obj):
            prefixed.append(True)
            return True
        again = rerun(obj)
        if again is not None or not counted:
            reruns.append(bool(again))
            return bool(again)
        least = [o.value for o in options(obj.held_least) if isinstance(o, Const) and type(o.value) is int]
        most = [o.value for o in options(obj.held_most) if isinstance(o, Const) and type(o.value) is int]
        if least and len(least) == len(options(obj.held_least)) and all(f == Const(True) for f in filled):
            if _empties_input(release, min(least), longest):
                return True
        if obj.kind == carried.SOME_CACHE or obj.kept:
            # (the cache an output carries, or a DynamicCache whose reset kept its length: a
            # warning only when even the least it holds, one token a word of the first prompt,
            # leaves nothing of this prompt at one token a word; silent otherwise)
            if not least or len(least) != len(options(obj.held_least)) or not all(f == Const(True) for f in filled):
                return False
            return None if _empties_input(release, min(least), shortest) else False
        if not most or len(most) != len(options(obj.held_most)):
            return False  # (what it holds is not known: a prefix a forward pass cached, say)
        if not _empties_input(release, max(most), shortest):
            return False
        if obj.kind == "StaticCache" and not _fits_static(obj, longest):
            # (a prompt that is not cut to nothing is written after what the cache holds: a
            # StaticCache too small for it raises another IndexError, from index_copy_)
            return False
        return None  # (the lengths allow both: a warning)

    new_tokens = [o.value for o in options(eff.kwarg(obs, "max_new_tokens")) if isinstance(o, Const) and type(o.value) is int]

    def _fits_static(obj: CacheObj, prompt: int) -> bool:
        """The StaticCache holds any piece of the prompt fed after what it holds (it then ends
        before position `2 * prompt` on every release) and the new tokens: `max_cache_len` is a
        number written in the file at least that large."""
        sizes = [o.value for o in options(obj.size) if isinstance(o, Const) and type(o.value) is int]
        if not sizes or len(sizes) != len(options(obj.size)) or not new_tokens:
            return False
        return 2 * prompt + max(new_tokens) - 1 <= min(sizes)

    verdicts: list[bool | None] = []
    for o in options(_passed_cache(obs)):
        obj = obs.heap.get(o)
        verdicts.append(surely(obj) if isinstance(obj, CacheObj) else False)
    if not any(v is not False for v in verdicts):
        return None
    cause = Outcome(all(v is True for v in verdicts), True)
    fixes: list[Fix] = [_ignore(obs, ctx, "HF154")]
    tokens = f"{shortest} token" + ("" if shortest == 1 else "s") if shortest == longest else f"{shortest} to {longest} tokens"
    tokens = tokens if counted else "the same length"
    if prefixed and cause.always:
        tokens += (
            ", which repeats the text the cache was prefilled with and adds no more tokens than it already holds past that text,"
        )
    same = " (the same inputs as the call that filled it, whose prompt it holds in full)" if reruns and all(reruns) else ""
    objs = [o for o in (obs.heap.get(r) for r in options(_passed_cache(obs))) if isinstance(o, CacheObj)]
    returned = bool(objs) and all(o.kind == carried.SOME_CACHE for o in objs)
    kept = any(o.kept for o in objs)
    holds = (
        "this cache is the one an earlier generate call returned (`.past_key_values` of its output), "
        "which holds that call's prompt and new tokens"
        if returned
        else "this cache already holds an earlier generate call's tokens ("
        + ("`DynamicCache.reset()` zeroes them but keeps their length before 5.18" if kept else "no `reset()` since")
        + ")"
    )
    fix = (
        "pass the whole sequence so far (the output's `sequences` plus the new tokens) as the prompt, or leave the cache out"
        if returned
        else "build a fresh `DynamicCache()` for each prompt"
        if kept
        else "call `cache.reset()` first, or pass a fresh cache"
    )
    detail = (
        f"{holds}{same}, and this prompt of {tokens} "
        + ("is too short" if cause.always else "may be too short")
        + " to reach past them: generate feeds only the prompt's tokens past what the cache holds, and "
        + ("none are left" if cause.always else "none may be left")
        + f" ({fix})"
    )
    found = eff.models(obs)
    gpt2 = at_least(release, "5.3") and bool(found) and all(m is not None and m.model_type in _GPT2_TYPES for m in found)
    values = {"shape": _GPT2_EMPTY_SHAPE} if gpt2 else {}
    return Hit("HF154", cause, _span(obs, ctx), detail, tuple(_cache_evidence(obs)), tuple(fixes), values)


# ---------------------------------------------------------------- HF334

# The model types whose layers concatenate a call's keys and values to the cache's (DynamicLayer):
# runs of a one-row prefilled DynamicCache under three rows raised torch's size error on all 28
# releases for these (SmolLM2 and Llama-3.2 stand-ins, GPT-2, Qwen2.5, Qwen3, Mistral, Phi-2).
_ROWS_CHECKED = frozenset({"llama", "gpt2", "qwen2", "qwen3", "mistral", "phi"})


def _rows_of(obs: CallObservation) -> int | None:
    """How many rows the call's first forward pass feeds: the prompt's batch size times
    `num_beams` (beam search) or `num_return_sequences` (sampling), known on every path."""

    def one(key: str) -> int | None:
        found = set()
        for o in options(eff.gen_setting(obs, key)):
            if o is ABSENT or isinstance(o, Const) and o.value is None:
                found.add(1)
            elif isinstance(o, Const) and type(o.value) is int and o.value >= 1:
                found.add(o.value)
            else:
                return None
        return found.pop() if len(found) == 1 else None

    batch = {o.value if isinstance(o, Const) and type(o.value) is int else None for o in _prompt_batches(obs, "batch_size")}
    beams, returned = one("num_beams"), one("num_return_sequences")
    if len(batch) != 1 or None in batch or beams is None or returned is None:
        return None
    (size,) = batch
    return size * (beams if beams > 1 else returned)  # type: ignore[operator]


def _prompt_batches(obs: CallObservation, field: str) -> list:
    """`field` of the BatchObj the call's prompt is on each path (None where it is not one)."""
    out = []
    for o in options(carried.prompt_inputs(obs.args, obs.kwargs)):
        obj = obs.heap.get(o)
        out.append(getattr(obj, field) if isinstance(obj, BatchObj) else None)
    return out


def _dynamic(c: CacheObj) -> bool:
    """A DynamicCache built in code, or the one a plain decoder's generate call returned."""
    return c.kind == "DynamicCache" or c.kind == carried.SOME_CACHE and c.named == "DynamicCache"


def check_prefilled_cache_rows(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    """A DynamicCache one forward pass prefilled with one text (one row), passed to a plain
    generate call that feeds several rows (a batch of prompts, beams, return sequences) whose
    prompts repeat that text and add to it: generate feeds the tokens past the prefix, and the
    model's first layer concatenates their keys to the cache's one row, which torch refuses."""
    if obs.kind != "generate" or obs.opaque_kwargs or "inputs_embeds" in obs.kwargs:
        return None
    if "past_key_values" not in obs.kwargs or assisted_mode(obs).sometimes:
        return None  # (assisted decoding builds its own rounds; `cache=` of 5.24 not run)
    found = eff.models(obs)
    if not found or not all(m is not None and m.model_type in _ROWS_CHECKED for m in found):
        return None
    caches = [obs.heap.get(o) for o in options(obs.kwargs["past_key_values"])]
    # (the prefill alone: a cache a generate call fed since holds more than the text)
    prefills = {c.prefill for c in caches if isinstance(c, CacheObj) and _dynamic(c) and c.beyond == Const(0)}
    if len(prefills) != 1 or len(caches) != len([c for c in caches if isinstance(c, CacheObj)]):
        return None
    fed = obs.heap.get(prefills.pop())
    if not isinstance(fed, BatchObj) or not (isinstance(fed.batch_size, Const) and fed.batch_size.value == 1):
        return None
    prefix = prefixes.one_text(fed.text)
    texts = _prompt_batches(obs, "text")
    specials = _prompt_batches(obs, "specials")
    if prefix is None or len(texts) != 1 or specials != [fed.specials]:
        return None  # (the same tokenizer options: the same special tokens around both)
    more = prefixes.beyond(prefix, texts[0])
    held = [c.held_least for c in caches if isinstance(c, CacheObj)]
    least = held[0].value if len(set(held)) == 1 and isinstance(held[0], Const) and type(held[0].value) is int else 0
    if more is None or not (more >= 1 if not at_least(ctx.release.version, "5.3") else least + 2 * more > 0):
        # (up to 5.2 generate feeds the positions past what the cache holds, from 5.3 the last
        # `prompt - held` tokens: nothing left to feed is HF154's error, not this one)
        return None
    rows = _rows_of(obs)
    if rows is None or rows == 1:
        return None
    evidence = _cache_evidence(obs)
    if fed.origin is not None:
        evidence.append(Evidence(fed.origin.span, "the prefix tokenized here (one row)", fed.origin.path))
    generated = all(c.kind == carried.SOME_CACHE for c in caches if isinstance(c, CacheObj))
    how = (
        "the cache a generate call of one text with max_new_tokens=1 returned, which holds that text"
        if generated
        else "one text's forward pass"
    )
    detail = (
        f"this cache was prefilled with one row ({how}), and this call feeds {rows} rows "
        "(its prompts, beams or return sequences) on top of it: the model concatenates their keys to the "
        "cache's one row, which torch refuses (prefill one row per sequence, or give each prompt its own "
        "copy of the cache with num_beams and num_return_sequences at 1)"
    )
    values = {"rows": "1", "batch": str(rows)}
    return Hit("HF334", Outcome(True, True), _span(obs, ctx), detail, tuple(evidence), (_ignore(obs, ctx, "HF334"),), values)


# ---------------------------------------------------------------- HF346, HF347

# The model types whose 4.57 attention shares one plain cache between self- and cross-attention
# and then adds the encoder's mask to a bias as long as both (runs: h184, flan-t5-small and
# t5-small stand-ins; a BART stand-in ran clean, so it is not listed).
_SHARED_CACHE_RAISES = frozenset({"t5"})
# The encoder-decoder model types whose attention, with a plain cache shared by both attentions,
# cannot apply an encoder mask that holds a padded position (runs: h190, stand-ins of
# flan-t5-small, bart-base, opus-mt-en-de, pegasus-large and nllb-200-distilled-600M, all 28
# releases); with a mask of all ones only T5 on 4.57 raises (HF346).
_PADDED_MASK_RAISES = frozenset({"t5", "bart", "marian", "pegasus", "m2m_100"})
# From 5.15 T5's attention runs through the sdpa integration, which compares the mask with the
# keys the other way round: "tensor a (n)" the encoder's length, "b (n + 1)" the keys (runs: h190).
_T5_SDPA_FROM = "5.15"


def _fresh_dynamic_cache_call(obs: CallObservation, types: frozenset[str]) -> tuple | None:
    """A generate call of a model of one of `types` given, as `past_key_values=`, a DynamicCache
    built in the file and not filled since, which a plain decoding fills (no assistant, no
    decoder prompt or embeddings of the caller's, `use_cache` not surely off, no
    `cache_implementation`): the models found, else None. A caller's cache is passed on as it is
    (every release), so both attentions write into it."""
    if obs.kind != "generate" or "past_key_values" not in obs.kwargs or obs.opaque_kwargs:
        return None
    if any(key in obs.kwargs for key in ("decoder_input_ids", "inputs_embeds", "decoder_inputs_embeds", "custom_generate")):
        return None
    if assisted_mode(obs).sometimes:
        return None
    # (`use_cache` surely off on no path: the model's own is unknown here; `cache_implementation`
    # surely unset: beside a cache object it is refused first. A checkpoint's own generation config
    # not known is taken as unset where the call passes neither it nor a config: none of these
    # model types' checkpoints sets one)
    if any(isinstance(o, Const) and o.value is False for o in options(eff.gen_setting(obs, "use_cache"))):
        return None
    plain = not {"cache_implementation", "generation_config"} & obs.kwargs.keys()
    unset = (ABSENT, Const(None), UNKNOWN) if plain else (ABSENT, Const(None))
    if not all(o in unset for o in options(eff.gen_setting(obs, "cache_implementation"))):
        return None
    found = eff.models(obs)
    if not found or not all(m is not None and m.model_type in types for m in found):
        return None
    caches = [obs.heap.get(o) for o in options(obs.kwargs["past_key_values"])]
    if not caches or not all(isinstance(c, CacheObj) and c.kind == "DynamicCache" and c.filled == Const(False) for c in caches):
        return None
    return found


def _known_length(obs: CallObservation) -> int | None:
    """How many tokens every prompt of the call holds, when the same on every path."""
    lengths = {o.value if isinstance(o, Const) and type(o.value) is int else None for o in _prompt_batches(obs, "length")}
    return next(iter(lengths)) if len(lengths) == 1 and None not in lengths else None


def check_t5_plain_dynamic_cache(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    """A fresh `DynamicCache` given as `past_key_values=` to a T5 model's generate on 4.57: a
    caller's cache is passed on unwrapped (in every release), the decoder's cross-attention appends
    the encoder's keys to the self-attention's in it, and 4.57's T5 adds the encoder's mask
    (encoder long) to a position bias as long as the keys, which torch refuses. From 5.0 a mask of
    all ones is dropped and one unpadded prompt runs; a padded mask raises there too (HF347)."""
    if at_least(ctx.release.version, "5.0") or _fresh_dynamic_cache_call(obs, _SHARED_CACHE_RAISES) is None:
        return None
    n = _known_length(obs)
    values = {} if n is None else {"a": str(n + 1), "b": str(n)}
    return _shared_cache_hit("HF346", obs, ctx, "a T5 model's generate", "T5's attention cannot add the encoder's mask", values)


def _shared_cache_hit(code: str, obs: CallObservation, ctx: RuleContext, call: str, refusal: str, values: dict) -> Hit:
    """HF346's and HF347's finding: one plain cache that both attentions write into."""
    detail = (
        f"a plain DynamicCache given to {call}: the cache is passed on as it is, the decoder's "
        "cross-attention appends the encoder's keys to the self-attention's in it, and "
        f"{refusal} to keys one token longer (pass "
        "`EncoderDecoderCache(DynamicCache(), DynamicCache())`, or leave `past_key_values=` out)"
    )
    evidence = tuple(_cache_evidence(obs))
    return Hit(code, Outcome(True, True), _span(obs, ctx), detail, evidence, (_ignore(obs, ctx, code),), values)


def _padded_mask(obs: CallObservation) -> list[BatchObj] | None:
    """The batches whose attention mask the call surely gets with a padded position: its inputs
    on every path a batch the tokenizer surely padded (BatchObj.padded), given whole (`**batch`,
    which carries the mask) or with `attention_mask=` that batch's. None otherwise (ids alone:
    whether generate makes a mask of the pad tokens depends on the checkpoint's pad id)."""
    refs = options(carried.prompt_inputs(obs.args, obs.kwargs))
    batches = [obs.heap.get(o) for o in refs]
    if not batches or not all(isinstance(b, BatchObj) and b.padded for b in batches):
        return None
    if "attention_mask" in obs.kwargs:
        masks = options(obs.kwargs["attention_mask"])
        return batches if masks and all(m in refs for m in masks) else None  # type: ignore[return-value]
    node = obs.node
    if not isinstance(node, ast.Call) or node.args or any(k.arg in ("input_ids", "inputs") for k in node.keywords):
        return None
    return batches if any(k.arg is None for k in node.keywords) else None  # type: ignore[return-value]


def check_padded_plain_dynamic_cache(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    """HF347: a fresh `DynamicCache` given as `past_key_values=` to an encoder-decoder model's
    generate whose prompts are padded: the cross-attention appends the encoder's keys to the
    self-attention's in the one cache, and the padded encoder mask (which is not dropped) is one
    token shorter than those keys: torch raises in every release. T5 on 4.57 raises so without
    padding too, which HF346 reports."""
    found = _fresh_dynamic_cache_call(obs, _PADDED_MASK_RAISES)
    if found is None or _padded_mask(obs) is None:
        return None
    t5 = all(m is not None and m.model_type == "t5" for m in found)
    if t5 and not at_least(ctx.release.version, "5.0"):
        return None  # (HF346's, the same error)
    if not t5 and any(m is not None and m.model_type == "t5" for m in found):
        return None  # (the numbers' order differs by type from 5.15)
    n = _known_length(obs)
    values = {}
    if n is not None:
        keys, mask = str(n + 1), str(n)
        values = {"a": mask, "b": keys} if t5 and at_least(ctx.release.version, _T5_SDPA_FROM) else {"a": keys, "b": mask}
    call = "an encoder-decoder model's generate with padded prompts"
    return _shared_cache_hit("HF347", obs, ctx, call, "the padded encoder mask cannot be applied", values)


# ---------------------------------------------------------------- HF183


def _inference_verdict(inference: Value, mode: Value) -> Outcome | None:
    """A StaticCache whose tensors were made inside `torch.inference_mode()` (`inference`, per
    path) written in place where the code surely runs outside it (`mode`): torch refuses to
    update an inference tensor in place there. Error when they were made inside on every path,
    warning when on some (and on none unknown), None otherwise."""
    if not (isinstance(mode, Const) and mode.value is False):
        return None
    made = options(inference)
    if not made or not all(isinstance(o, Const) and o.value in (True, False, None) for o in made):
        return None
    inside = [isinstance(o, Const) and o.value is True for o in made]
    if not any(inside):
        return None
    return Outcome(all(inside), True)


_INFERENCE_ADVICE = (
    " (run it inside `with torch.inference_mode():` too, fill the cache under `torch.no_grad()` instead, or build a new cache)"
)


def check_inference_cache(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    """HF183 at a `cache.reset()` or at a generate call."""
    if obs.kind == "cache-reset":
        return _inference_cache_reset(obs, ctx)
    return _inference_cache_generate(obs, ctx)


# A DynamicCache's reset zeroes its tensors in place up to 5.17 and drops them from 5.18 (runs of
# all 28 releases: catalog HF183, example dynamic-cache-reset-outside-inference-mode).
_DYNAMIC_RESET_DROPS_FROM = "5.18"


def _inference_cache_reset(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    """`cache.reset()` outside inference mode on a StaticCache (or, up to 5.17, a DynamicCache)
    whose tensors the last call that made them made inside `torch.inference_mode()`: reset zeroes
    them in place, which torch refuses for inference tensors (runs: catalog HF183)."""
    if obs.kind != "cache-reset":
        return None
    kinds = {obj.kind for o in options(obs.kwargs.get("cache", UNKNOWN)) if isinstance(obj := obs.heap.get(o), CacheObj)}
    if "DynamicCache" in kinds and at_least(ctx.release.version, _DYNAMIC_RESET_DROPS_FROM):
        return None
    cause = _inference_verdict(obs.kwargs.get("inference", UNKNOWN), obs.kwargs.get("mode", UNKNOWN))
    if cause is None:
        return None
    name = "DynamicCache" if kinds == {"DynamicCache"} else "StaticCache" if kinds == {"StaticCache"} else "cache"
    detail = (
        f"this {name}'s tensors were made "
        + ("" if cause.always else "(on some paths) ")
        + "by a call inside `torch.inference_mode()`, and `reset()` zeroes them in place outside it"
        + _INFERENCE_ADVICE
    )
    evidence = tuple(_cache_evidence(obs, obs.kwargs.get("cache", UNKNOWN)))
    return Hit("HF183", cause, _span(obs, ctx), detail, evidence, (_ignore(obs, ctx, "HF183"),))


def _inference_cache_generate(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    """A plain generate call outside inference mode given a StaticCache an earlier call filled
    inside `torch.inference_mode()`: the forward pass writes the new keys into its tensors in
    place (`index_copy_`), which torch refuses for inference tensors (runs: catalog HF183)."""
    if obs.kind != "generate" or obs.opaque_kwargs or assisted_mode(obs).sometimes:
        return None
    passed = options(_passed_cache(obs))
    caches = [obs.heap.get(o) for o in passed]
    if not caches or not all(isinstance(c, CacheObj) and c.kind == "StaticCache" for c in caches):
        return None
    cause = _inference_verdict(join_all(c.inference for c in caches), obs.inference)  # type: ignore[union-attr]
    if cause is None:
        return None
    detail = (
        "this StaticCache's tensors were made "
        + ("" if cause.always else "(on some paths) ")
        + "by a call inside `torch.inference_mode()`, and this call, outside it, writes into them in place"
        + _INFERENCE_ADVICE
    )
    return Hit("HF183", cause, _span(obs, ctx), detail, tuple(_cache_evidence(obs)), (_ignore(obs, ctx, "HF183"),))


# ---------------------------------------------------------------- HF156

# The model types run with a StaticCache too short (catalog HF156): the same IndexError on 4.57.6,
# 5.10.4 and 5.24.0 (Llama and GPT-2 on all 28). Mistral's sliding-window layers wrap around and run
# on; Falcon raises another error on 4.57; a model type not run here: silent.
_OVERFLOW_TYPES = frozenset({"llama", "gpt2", "qwen2", "phi", "gpt_neox"})


def check_static_cache_overflow(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    """A StaticCache(max_cache_len=C) given to a plain generate call that writes more than C
    positions: the prompt's L, then one a new token but the last (L + max_new_tokens - 1 in all;
    runs on all 28 releases, catalog HF156). The forward pass writes past the end and torch raises
    from `index_copy_`. A call that stops at an end-of-sequence token writes fewer."""
    if obs.kind != "generate" or obs.opaque_kwargs:
        return None
    key = "past_key_values" if "past_key_values" in obs.kwargs else "cache"
    if key not in obs.kwargs or (key == "cache" and not at_least(ctx.release.version, "5.24")):
        return None
    if "inputs_embeds" in obs.kwargs or assisted_mode(obs).sometimes:
        return None  # (assisted decoding is HF115's and HF144's; before 5.24 HF120's)
    models = eff.models(obs)
    if not models or any(m is None or m.model_type not in _OVERFLOW_TYPES for m in models):
        return None
    relative = _overflow_past_prompt(obs, ctx)
    if relative is not None:
        return relative
    low, high = carried.prompt_bounds(obs.args, obs.kwargs, obs.heap)
    if not isinstance(low, Const):
        return None  # (a prompt of unknown length: silent)
    # (a prompt with a least length and no known bound, a templated chat: decided by the least)
    shortest = low.value
    longest = high.value if isinstance(high, Const) else None
    least_new = ints_of(eff.gen_setting(obs, "min_new_tokens")) or [0]
    max_new = eff.gen_setting(obs, "max_new_tokens")
    new = ints_of(max_new)
    if new is not None:
        # (at least the prompt and the tokens min_new_tokens forces are written; at most the
        # prompt's bound plus max_new_tokens - 1: the last new token is never fed back)
        surely = shortest + max(1, min(min(new), min(least_new))) - 1
        most = (longest if longest is not None else shortest) + max(1, max(new)) - 1
        # (what a full-length call writes with the prompt's fewest tokens: past the cache, it
        # overflows whatever the tokenizer makes of the text, unless the call stops early; a
        # size between this and `most` depends on the tokenizer: not reported)
        likely = shortest + max(1, max(new)) - 1
    else:
        # `max_length=N` written at the call, max_new_tokens unset: N - 1 positions (runs on all
        # 28 releases), for a prompt shorter than N (a longer one is another path of generate)
        # (a max_new_tokens the model's generation config may set is not known to hflint: read as unset)
        if "max_length" not in obs.kwargs or "max_new_tokens" in obs.kwargs:
            return None
        total = ints_of(obs.kwargs["max_length"])
        if total is None or longest is None or longest >= min(total):
            return None
        surely = shortest  # (the prompt alone: an end-of-sequence token may stop the call)
        most = likely = max(total) - 1
    sizes: list[int] = []

    def overflows(obj: CacheObj) -> bool | None:
        if obj.kind != "StaticCache":
            return False
        size = ints_of(obj.size)
        if size is None:
            return False  # (a length computed from the prompt: hflint cannot tell)
        filled = options(obj.filled)
        if not all(isinstance(f, Const) and f.value is False for f in filled):
            # (a cache an earlier call filled writes from where the prompt starts to differ:
            # the same positions only when the prompt is longer than what it holds; HF154 else)
            held = ints_of(obj.held_most)
            if held is None or max(held) >= shortest:
                return False
        sizes.append(min(size))
        if surely > min(size):
            return True
        return None if likely > min(size) else False

    verdicts: list[bool | None] = []
    for o in options(_passed_cache(obs)):
        obj = obs.heap.get(o)
        verdicts.append(overflows(obj) if isinstance(obj, CacheObj) else False)
    if not any(v is not False for v in verdicts):
        return None
    cause = Outcome(all(v is True for v in verdicts), True)
    size = min(sizes)
    if longest is None:
        tokens = f"at least {shortest} token" + ("" if shortest == 1 else "s")
    else:
        tokens = (
            f"{shortest} token" + ("" if shortest == 1 else "s") if shortest == longest else f"{shortest} to {longest} tokens"
        )
    if cause.always:
        written = f"at least {surely}"
    else:
        written = f"at least {likely}" if likely < most or longest is None else f"{likely}"
    # (with no bound on the prompt, the length it needs is the prompt's tokens plus max_new_tokens)
    needed = f"of at least {most}" if longest is not None else "longer than the prompt plus max_new_tokens"
    detail = (
        f"this StaticCache holds {size} positions, and this call writes {written} (a prompt of {tokens}, then one position for "
        f"each new token but the last{'' if cause.always else ', unless it stops early at an end-of-sequence token'}): "
        f"the forward pass writes past its end (build it with max_cache_len {needed})"
    )
    fixes: list[Fix] = [_ignore(obs, ctx, "HF156")]
    return Hit(
        "HF156",
        cause,
        _span(obs, ctx),
        detail,
        tuple(_cache_evidence(obs)),
        tuple(fixes),
        values={"index": str(size), "size": str(size)},
    )


def _overflow_past_prompt(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    """A StaticCache built for the prompt the call is given plus `k` positions
    (`max_cache_len=inputs["input_ids"].shape[1] + k`, a PromptLen), fresh: the call writes the
    prompt and then `max_new_tokens - 1` positions, so it overflows when that is more than `k`,
    whatever the tokenizer makes of the text (the same condition as check_static_cache_overflow's,
    with the prompt's length on both sides). None when the caches passed are not all such."""
    inputs = options(carried.prompt_inputs(obs.args, obs.kwargs))
    if len(inputs) != 1 or type(inputs[0]) is not Ref:
        return None
    room: list[int] = []
    for o in options(_passed_cache(obs)):
        obj = obs.heap.get(o)
        if not isinstance(obj, CacheObj) or obj.kind != "StaticCache":
            return None
        sizes = options(obj.size)
        fresh = all(isinstance(f, Const) and f.value is False for f in options(obj.filled))
        if not fresh or not all(type(v) is PromptLen and v.batch == inputs[0] for v in sizes):
            return None
        room.extend(v.plus for v in sizes)  # type: ignore[attr-defined]
    new = ints_of(eff.gen_setting(obs, "max_new_tokens"))
    if not room or new is None:
        return None
    least_new = ints_of(eff.gen_setting(obs, "min_new_tokens")) or [0]
    surely = max(1, min(min(new), min(least_new))) - 1
    likely = max(1, max(new)) - 1
    spare = min(room)
    if likely <= spare:
        return None
    cause = Outcome(surely > spare, True)
    detail = (
        f"this StaticCache holds the prompt's length plus {spare} positions, and this call writes the prompt, then "
        f"{'' if cause.always else 'up to '}{likely} more (one position for each new token but the last"
        f"{'' if cause.always else ', unless it stops early at an end-of-sequence token'}): the forward pass writes past "
        f"its end (build it with max_cache_len of the prompt's length plus at least {likely})"
    )
    return Hit("HF156", cause, _span(obs, ctx), detail, tuple(_cache_evidence(obs)), (_ignore(obs, ctx, "HF156"),))


# ---------------------------------------------------------------- HF121


def _import_raises(obs: CallObservation, ctx: RuleContext) -> str | None:
    """The module of an imported name the release lacks and Python names (HF121, HF320), else None."""
    if obs.kind != "import":
        return None
    module = obs.kwargs.get("module")
    source = str(module.value) if isinstance(module, Const) else "transformers"
    version = ctx.release.version
    if import_finds(source, obs.callee, version) is not False:
        return None
    # Python names the first name of the statement the release lacks: silent when a name before
    # this one is missing too (its own check, or another code's, names it) or one hflint cannot
    # tell about (it may be the one Python names).
    before = obs.kwargs.get("before")
    earlier = before.value if isinstance(before, Const) and isinstance(before.value, tuple) else ()
    if any(import_finds(source, name, version) is not True for name in earlier):
        return None
    return source


def check_removed_cache_class(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    source = _import_raises(obs, ctx)
    if source is None or legacy_name_gone_from(source, obs.callee) is not None or obs.callee in REMOVED_AUTO_CLASSES:
        return None  # (HF320's, HF333's)
    version = ctx.release.version
    if obs.callee in MISSING_EVERYWHERE:
        detail = f"`{obs.callee}` is not in transformers {version} (no release from 4.57 to 5.24 has it)"
    else:
        detail = f"`{obs.callee}` was removed from transformers in 5.0"
    return Hit(
        "HF121",
        Outcome(True, True),
        _span(obs, ctx),
        detail,
        (),
        (_ignore(obs, ctx, "HF121"),),
        values={"name": obs.callee, "module": source},
    )


# ---------------------------------------------------------------- HF320


def check_missing_generation_name(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    source = _import_raises(obs, ctx)
    gone = None if source is None else legacy_name_gone_from(source, obs.callee)
    if source is None or gone is None:
        return None
    if gone != EVERY_RELEASE:
        detail = f"`{obs.callee}` is a legacy generation name that `{source}` no longer has from transformers {gone}"
    elif source == "transformers":
        detail = f"`{obs.callee}` is a legacy generation name no transformers release from 4.57 to 5.24 exports"
    else:
        detail = f"`{obs.callee}` is a legacy generation name that `{source}` has in no transformers release from 4.57 to 5.24"
    return Hit(
        "HF320",
        Outcome(True, True),
        _span(obs, ctx),
        detail,
        (),
        (_ignore(obs, ctx, "HF320"),),
        values={"name": obs.callee, "module": source},
    )


# ---------------------------------------------------------------- HF333


def check_removed_auto_class(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    # `from transformers import AutoModelWithLMHead` (core/genremoved.py): an auto class 5.0
    # removed; Python names the first name of the statement the release lacks.
    if obs.callee not in REMOVED_AUTO_CLASSES:
        return None
    source = _import_raises(obs, ctx)
    if source is None:
        return None
    return Hit(
        "HF333",
        Outcome(True, True),
        _span(obs, ctx),
        f"`{obs.callee}` was removed from transformers in 5.0 "
        "(AutoModelForCausalLM, AutoModelForMaskedLM and AutoModelForSeq2SeqLM replace it)",
        (),
        (_ignore(obs, ctx, "HF333"),),
        values={"name": obs.callee, "module": source},
    )


# ---------------------------------------------------------------- HF133


def check_removed_cache_attribute(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    if obs.kind != "module-attr":
        return None
    # (a pipeline class 5.x removed with its task, HF165's names: from the release that removed it)
    since = REMOVED_PIPELINE_CLASSES.get(obs.callee, "5.0")
    if not at_least(ctx.release.version, since):
        return None
    return Hit(
        "HF133",
        Outcome(True, True),
        _span(obs, ctx),
        f"`transformers.{obs.callee}` was removed from transformers in {since}",
        (),
        (_ignore(obs, ctx, "HF133"),),
        values={"name": obs.callee},
    )


# ---------------------------------------------------------------- HF328


def check_legacy_generation_attribute(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    # `transformers.BeamSearchScorer`, `transformers.generation.LogitsWarper`,
    # `getattr(transformers, "top_k_top_p_filtering")` (core/flow.py _removed_attribute)
    if obs.kind != "legacy-attr":
        return None
    module = obs.kwargs.get("module")
    if not isinstance(module, Const):
        return None
    since = legacy_attribute_gone_from(str(module.value), obs.callee)
    if since is None or not at_least(ctx.release.version, since):
        return None
    if since == EVERY_RELEASE:
        detail = f"`{module.value}.{obs.callee}` is a legacy generation name no transformers release from 4.57 to 5.24 has"
    else:
        detail = f"`{module.value}.{obs.callee}` was removed from `{module.value}` in {since}"
    return Hit(
        "HF328",
        Outcome(True, True),
        _span(obs, ctx),
        detail,
        (),
        (_ignore(obs, ctx, "HF328"),),
        values={"subpackage": str(module.value).removeprefix(LAZY_PACKAGE), "name": obs.callee},
    )


# ---------------------------------------------------------------- HF152


def check_cache_member_of_another_release(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    if obs.kind != "cache-attr":
        return None
    cls, on_type = obs.kwargs.get("cls"), obs.kwargs.get("on_type")
    if not isinstance(cls, Const) or not isinstance(on_type, Const):
        return None
    # (core/cachemembers.py: None where the member is not known to be missing, or raises
    # another message; hasattr / getattr-with-default guards were taken by the walk)
    if cachemembers.missing(str(cls.value), obs.callee, ctx.release.version) is not True:
        return None
    owner = f"type object '{cls.value}'" if on_type.value else f"'{cls.value}' object"
    what = "class" if on_type.value else "cache object"
    return Hit(
        "HF152",
        Outcome(True, True),
        _span(obs, ctx),
        f"`{obs.callee}` is read on a {cls.value} {what}, which this release does not have",
        (),
        (_ignore(obs, ctx, "HF152"),),
        values={"owner": owner, "name": obs.callee},
    )


# ---------------------------------------------------------------- HF153


def check_cache_subscript(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    if obs.kind != "cache-subscript":
        return None
    cls = obs.kwargs.get("cls")
    if not isinstance(cls, Const) or cachemembers.unsubscriptable(str(cls.value), ctx.release.version) is not True:
        return None
    return Hit(
        "HF153",
        Outcome(True, True),
        _span(obs, ctx),
        f"a {cls.value} object is indexed like the legacy tuple of (key, value) pairs",
        (),
        (_ignore(obs, ctx, "HF153"),),
        values={"cls": str(cls.value)},
    )


# ---------------------------------------------------------------- HF162


def check_cache_iteration(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    if obs.kind != "cache-iter":
        return None
    cls, width = obs.kwargs.get("cls"), obs.kwargs.get("width")
    if not isinstance(cls, Const) or not isinstance(width, Const):
        return None
    if cachemembers.legacy_unpacking(str(cls.value), int(width.value), ctx.release.version) is not True:
        return None
    legacy = "(key, value) pair" if width.value == 2 else "(self-attention key, value, cross-attention key, value) group"
    return Hit(
        "HF162",
        Outcome(True, True),
        _span(obs, ctx),
        f"a {cls.value} is iterated as the legacy tuple, each layer unpacked into a {legacy}",
        (),
        (_ignore(obs, ctx, "HF162"),),
        values={"expected": str(width.value)},
    )


# ---------------------------------------------------------------- HF163


def check_uniterable_cache(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    if obs.kind != "cache-iter" or "width" in obs.kwargs:
        return None
    cls = obs.kwargs.get("cls")
    if not isinstance(cls, Const) or cachemembers.uniterable(str(cls.value), ctx.release.version) is not True:
        return None
    return Hit(
        "HF163",
        Outcome(True, True),
        _span(obs, ctx),
        f"a {cls.value} object is looped over layer by layer, which this release does not allow",
        (),
        (_ignore(obs, ctx, "HF163"),),
        values={"cls": str(cls.value)},
    )


# ---------------------------------------------------------------- HF158

# The cache classes whose `crop` takes only a count to remove from 5.20 (ValueError for any
# positive value; runs of all 28 releases, catalog HF158). A StaticCache raises other errors
# (its layers lack `crop` up to 5.23; 5.24's RuntimeError): silent.
_CROP_CLASSES = frozenset({"DynamicCache", "EncoderDecoderCache"})
_CROP_COUNTS_FROM = "5.20"


def check_crop_positive(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    """`cache.crop(n)` with a positive `n` (the length to keep, as 4.x took it) on a DynamicCache
    or an EncoderDecoderCache, under 5.20 or later: error where `n` is surely positive, warning
    where it is a length that may be 0 (core/cropbound.py bounds it)."""
    if obs.kind != "cache-crop" or not at_least(ctx.release.version, _CROP_COUNTS_FROM):
        return None
    cls = obs.kwargs.get("cls")
    if not isinstance(cls, Const) or cls.value not in _CROP_CLASSES:
        return None
    given = obs.args[0] if obs.args else UNKNOWN
    written = [o.value for o in options(given) if isinstance(o, Const) and type(o.value) is int]
    least = obs.kwargs.get("least")
    length = obs.kwargs.get("length")
    if written and len(written) == len(options(given)):
        if max(written) <= 0:
            return None
        cause = Outcome(min(written) > 0, True)
    elif isinstance(least, Const) and type(least.value) is int and least.value > 0:
        cause = Outcome(True, True)
    elif isinstance(length, Const) and length.value is True:
        cause = Outcome(False, True)  # (a length, which may be 0 only for an empty input)
    else:
        return None
    values = {"value": str(written[0])} if len(set(written)) == 1 and written[0] > 0 else {}
    if values:
        what = f"`{written[0]}`"
    elif cause.always and isinstance(least, Const):
        what = f"a length of at least {least.value}"
    else:
        what = "a length"
    detail = (
        f"`crop` is given {what} to keep ({cls.value}): from 5.20 it takes only a count of tokens to remove "
        "(a negative value), and "
        + ("a positive value raises" if cause.always else "raises if the value is positive")
        + " (pass `-(cache.get_seq_length() - keep)` instead)"
    )
    return Hit("HF158", cause, _span(obs, ctx), detail, (), (_ignore(obs, ctx, "HF158"),), values=values)


# ---------------------------------------------------------------- HF135


def check_sink_cache_moved(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    if obs.kind != "cache-build":
        return None
    return Hit(
        "HF135",
        Outcome(True, True),
        _span(obs, ctx),
        f"`{obs.callee}(...)` is built here; 4.57 moved the class to a `custom_generate` repository on the hub",
        (),
        (_ignore(obs, ctx, "HF135"),),
        values={"name": obs.callee},
    )


# ---------------------------------------------------------------- HF140

# Model types whose classes are Mamba-named: 5.x hands their cache over as `cache_params`, so a
# tuple under `past_key_values` is not what the check reads (and the call fails otherwise).
_CACHE_PARAMS_TYPES = frozenset({"mamba", "mamba2", "falcon_mamba"})


def _is_tuple(obs: CallObservation, v: Value) -> bool | None:
    """Whether a path's cache argument is a tuple (a literal, or `tuple(...)` of anything)."""
    if v is ABSENT or (isinstance(v, Const) and v.value is None):
        return False
    if is_tuple(v):
        return True
    if isinstance(v, (Seq, Items)):
        return False  # (a list, a generator)
    if isinstance(obs.heap.get(v), CacheObj):
        return False
    return None


def check_legacy_tuple_cache(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    if "past_key_values" not in obs.kwargs and "cache" not in obs.kwargs:
        return None  # (a tuple inside an unknown **spread is not followed)
    name = "past_key_values" if "past_key_values" in obs.kwargs else "cache"
    legacy = eff.test(obs.kwargs[name], lambda v: _is_tuple(obs, v))
    if legacy.never:
        return None
    models = eff.models(obs)
    if any(m is not None and (m.model_type in _CACHE_PARAMS_TYPES or "mamba" in m.class_name.lower()) for m in models):
        return None
    origins = tuple(o.origin for o in options(obs.kwargs[name]) if isinstance(o, Items) and o.origin is not None)
    fixes = list(_wrap_in_dynamic_cache(obs, ctx, name, models))
    fixes.append(_ignore(obs, ctx, "HF140"))
    return Hit(
        "HF140",
        legacy,
        _span(obs, ctx),
        f"a tuple is passed as `{name}`",
        evidence_from(origins),
        tuple(fixes),
    )


def _wrap_in_dynamic_cache(obs: CallObservation, ctx: RuleContext, name: str, models: tuple[ModelObj | None, ...]) -> list[Fix]:
    """`past_key_values=DynamicCache(legacy)` (DynamicCache takes the per-layer pairs on 4.57 and
    5.x), importing the class where the file does not have it. Safe where every model is known
    to be decoder-only (an encoder-decoder model's pairs belong in an EncoderDecoderCache)."""
    kw = keyword(obs.node, name)
    if kw is None:
        return []
    made = class_reference(ctx.index, ctx.source, "transformers", "DynamicCache")
    if made is None:
        return []
    ref, import_edits = made
    value = node_span(ctx.index, kw.value)
    edits = (
        *import_edits,
        TextEdit(Span(value.line, value.col, value.line, value.col), f"{ref}("),
        TextEdit(Span(value.end_line, value.end_col, value.end_line, value.end_col), ")"),
    )
    decoder_only = bool(models) and all(
        m is not None and m.class_name != "?" and not modelinfo.builds_encoder_decoder(m.class_name, m.model_type) for m in models
    )
    return [
        Fix(
            f"Wrap the tuple in `{ref}(...)`",
            edits,
            Applicability.SAFE if decoder_only else Applicability.UNSAFE,
        )
    ]


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
    evidence += _cache_evidence(obs, eff.kwarg(obs, "cache"))
    return Hit(
        "HF122",
        given,
        _span(obs, ctx),
        f"`cache=` is a generate argument from transformers 5.24; {ctx.release.version} passes it to the model",
        evidence_from([], evidence),
        tuple(fixes),
    )


# ---------------------------------------------------------------- HF128

# cache_implementation values that make generate build a StaticCache of max_length - 1 positions
# (run with an assistant on 5.24.0; the offloaded_* ones need CUDA and were not run that far).
_SIZED_BY_GENERATE = frozenset({"static", "sliding_window", "hybrid_chunked"})
# QuantizedCache backends run with an assistant on 5.24.0: quanto (the default) and fp8. (hqq's
# layer class has the same is_croppable = False, but no run has shown it.)
_QUANTIZED_BACKENDS_RUN = frozenset({"quanto", "fp8"})


def _sliding_window(obs: CallObservation, model: ModelObj | None) -> int | None:
    """The window of the sliding-window layers a 5.24 StaticCache gets for `model`; None when it has
    none or hflint cannot tell (a config passed to from_pretrained, a checkpoint it has no data for)."""
    if model is None or model.model_type not in modelinfo.STATIC_SLIDING:
        return None
    if "sliding_window" in model.load_kwargs:
        return int_const(model.load_kwargs["sliding_window"])
    found: set[int | None] = set()
    for cfg in eff.objects_of(obs, model.config):
        if isinstance(cfg, ConfigObj) and "sliding_window" in cfg.fields:
            found.add(int_const(cfg.fields["sliding_window"]))
        else:
            found.add(-1)  # (this config does not say: the table may)
    if len(found) == 1 and -1 not in found:
        return found.pop()
    if found - {-1} or "config" in model.load_kwargs:
        return None
    ckpt = model.checkpoint
    hub = modelinfo.hub_checkpoint(ckpt.value) if isinstance(ckpt, Const) and isinstance(ckpt.value, str) else None
    window = hub.config.get("sliding_window") if hub is not None else None
    return window if type(window) is int else None


def _beyond_window(windows: list[int | None], length: int | None) -> bool | None:
    """Whether a static cache of at least `length` positions is longer than the sliding window of
    the main model on every path (True), on some (None), or on none (False)."""
    known = [w for w in windows if w is not None]
    if length is None:
        return None if known else False
    if known and len(known) == len(windows) and length > max(known):
        return True
    return None if known and length > min(known) else False


def _passed_cache(obs: CallObservation) -> Value:
    given = eff.kwarg(obs, "past_key_values")
    return eff.kwarg(obs, "cache") if given is ABSENT else given


def _cache_evidence(obs: CallObservation, passed: Value | None = None) -> list[Evidence]:
    """Where each cache object passed to the call (`passed`, else _passed_cache) was built."""
    out: list[Evidence] = []
    for o in options(_passed_cache(obs) if passed is None else passed):
        obj = obs.heap.get(o)
        if isinstance(obj, CacheObj) and obj.origin is not None:
            out.append(Evidence(obj.origin.span, obj.origin.note, obj.origin.path))
    return out


def _test_cache(obs: CallObservation, pred) -> Outcome:
    """`pred(CacheObj)` over the cache object the call passes on each path."""

    def each(v: Value) -> bool | None:
        if v is ABSENT or (isinstance(v, Const) and v.value is None):
            return False
        obj = obs.heap.get(v)
        return pred(obj) if isinstance(obj, CacheObj) else None

    return eff.test(_passed_cache(obs), each)


def _generated_cache_length(obs: CallObservation) -> int | None:
    """At least how many positions the static cache generate builds holds: max_length - 1, that is
    prompt + max_new_tokens - 1 >= max_new_tokens, or 5.24's own max_cache_len if larger."""
    new_tokens = eff.gen_setting(obs, "max_new_tokens")
    bounds = [_smallest(new_tokens)]
    if all(o is ABSENT or (isinstance(o, Const) and o.value is None) for o in options(new_tokens)):
        longest = _smallest(eff.gen_setting(obs, "max_length"))
        bounds.append(None if longest is None else longest - 1)
    bounds.append(_smallest(eff.gen_setting(obs, "max_cache_len")))
    known = [b for b in bounds if b is not None]
    return max(known) if known else None


def _quantized_backend(v: Value) -> bool | None:
    if isinstance(v, Const) and isinstance(v.value, str):
        return v.value in _QUANTIZED_BACKENDS_RUN
    return None


def _config_backend(obs: CallObservation, v: Value) -> bool | None:
    """A cache_config whose backend was run (none given: quanto, the default)."""
    if v is ABSENT or (isinstance(v, Const) and v.value is None):
        return True
    if isinstance(v, Const) and isinstance(v.value, dict):
        backend: Value = Const(v.value["backend"]) if "backend" in v.value else ABSENT
    else:
        obj = obs.heap.get(v)
        if not isinstance(obj, DictObj):
            return None
        backend = obj.get("backend")
    return True if backend is ABSENT else _quantized_backend(backend)


def check_uncroppable_cache(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    # Before 5.24 a static cache is HF102's or HF120's, and nothing crops a quantized one.
    if not at_least(ctx.release.version, "5.24"):
        return None
    mode = assisted_mode(obs)
    if mode.never:
        return None
    windows = [_sliding_window(obs, m) for m in eff.models(obs)]
    impl = eff.gen_setting(obs, "cache_implementation")

    static_object = _test_cache(obs, lambda c: False if c.kind != "StaticCache" else _beyond_window(windows, _smallest(c.size)))
    quantized_object = _test_cache(obs, lambda c: False if c.kind != "QuantizedCache" else _quantized_backend(c.backend))
    length = _generated_cache_length(obs)
    static_impl = eff.test(
        impl,
        lambda v: (
            None if v is UNKNOWN else isinstance(v, Const) and v.value in _SIZED_BY_GENERATE and _beyond_window(windows, length)
        ),
    )
    quantized_impl = both(
        eff.test(impl, lambda v: None if v is UNKNOWN else isinstance(v, Const) and v.value == "quantized"),
        eff.test(eff.gen_setting(obs, "cache_config"), lambda v: _config_backend(obs, v)),
    )
    cause = either(either(static_object, quantized_object), either(static_impl, quantized_impl))
    outcome = both(mode, cause)
    if outcome.never:
        return None

    window = max((w for w in windows if w is not None), default=None)
    evidence: list[Evidence] = []
    fixes: list[Fix] = []
    if static_object.sometimes or quantized_object.sometimes:
        evidence += _cache_evidence(obs)
        if static_object.sometimes:
            size = max(s for s in (_smallest(c.size) for c in _caches(obs) if c.kind == "StaticCache") if s is not None)
            detail = (
                f"a StaticCache with max_cache_len={size} is passed, longer than the model's sliding window "
                f"({window} tokens): its sliding-window layers cannot be cropped after draft verification"
            )
        else:
            detail = "a QuantizedCache is passed: its quantized layers cannot be cropped after draft verification"
        for name in ("past_key_values", "cache"):
            fixes += _removal_fix(
                obs,
                ctx,
                name,
                f"Remove `{name}=` (assisted decoding builds a dynamic cache, which it can crop)",
                Applicability.UNSAFE,
            )
    else:
        if static_impl.sometimes:
            value = static_impl.witness.value if isinstance(static_impl.witness, Const) else "static"
            detail = (
                f"cache_implementation={value!r} builds a static cache of at least {length} positions, longer than "
                f"the model's sliding window ({window} tokens): its sliding-window layers cannot be cropped"
            )
        else:
            detail = "cache_implementation='quantized' builds a quantized cache, whose layers cannot be cropped"
        if not _removal_leaves(obs, "cache_implementation", impl_among(_SIZED_BY_GENERATE | {"quantized"})):
            fixes += _removal_fix(
                obs,
                ctx,
                "cache_implementation",
                "Remove `cache_implementation` (a dynamic cache can be cropped)",
                Applicability.UNSAFE,
            )
    fixes.append(_ignore(obs, ctx, "HF128"))
    return Hit(
        "HF128",
        outcome,
        _span(obs, ctx),
        detail,
        evidence_from(cause.origins, evidence + _assistant_evidence(obs, ctx)),
        tuple(fixes),
    )


# ---------------------------------------------------------------- HF130

# cache_implementation values that make 5.24's generate build, for an encoder-decoder model, an
# EncoderDecoderCache of two StaticCaches (run with an assistant on 5.24.0; "hybrid" is reset to
# None first and runs clean, the offloaded_* ones need CUDA and were not run that far).
_ENCDEC_STATIC = frozenset({"static", "sliding_window"})


# Models whose 4.57 attention adds the encoder mask, sized by the encoder's length, to scores over
# the whole static cross-attention cache (`position_bias + causal_mask`): with a cache longer than
# the encoder output, generate raises a RuntimeError ("The size of tensor a (32) must match the size
# of tensor b (10)", run with flan-t5-base, with or without an assistant) before any crop. 5.0 on
# runs T5 with it (plain generation clean on 5.15.0 to 5.24.0). The others share T5's code in 4.57.
_RELATIVE_BIAS_TYPES = frozenset({"t5", "mt5", "umt5", "longt5", "switch_transformers", "pop2piano", "pix2struct", "udop"})


def _unset(v: Value) -> bool | None:
    return None if v is UNKNOWN else (v is ABSENT or (isinstance(v, Const) and v.value is None))


def _config_layers(obs: CallObservation, config: Value) -> int | None:
    """The layers of a StaticCache built from `config` on every path (core/modelinfo.LAYER_FIELDS);
    None when a path's config does not say."""
    counts: set[int | None] = set()
    for cfg in eff.objects_of(obs, config):
        if not isinstance(cfg, ConfigObj):
            return None
        written = {k: cfg.fields[k] for k in modelinfo.LAYER_FIELDS if k in cfg.fields}
        if any(not isinstance(v, Const) for v in written.values()):
            return None
        counts.add(modelinfo.static_cache_layers({k: v.value for k, v in written.items() if isinstance(v, Const)}))
    return counts.pop() if len(counts) == 1 else None


def _model_layers(obs: CallObservation, model: ModelObj) -> int | None:
    """The layers of the StaticCache 5.24's generate builds for `model`: its config's as written,
    else the table's (catalog/checkpoints/) for a hub name loaded without a config of its own."""
    found = _config_layers(obs, model.config)
    if found is not None:
        return found
    if "config" in model.load_kwargs or any(k in model.load_kwargs for k in modelinfo.LAYER_FIELDS):
        return None
    if any(
        isinstance(c, ConfigObj) and any(k in c.fields for k in modelinfo.LAYER_FIELDS) for c in eff.objects_of(obs, model.config)
    ):
        return None  # (a count the walk cannot read)
    ckpt = model.checkpoint
    hub = modelinfo.hub_checkpoint(ckpt.value) if isinstance(ckpt, Const) and isinstance(ckpt.value, str) else None
    return modelinfo.static_cache_layers(hub.config) if hub is not None else None


def _static_repr(layers: int | None) -> str | None:
    """`str()` of a StaticCache of full-attention layers (Cache.__repr__, 4.57 to 5.24)."""
    return None if layers is None else "StaticCache(layers=[" + ", ".join(["StaticLayer"] * layers) + "])"


def _static_encdec_parts(obs: CallObservation) -> tuple[Outcome, list[tuple[Value, Value]]]:
    """Whether the cache passed is an EncoderDecoderCache of two StaticCache objects, and their configs."""
    configs: list[tuple[Value, Value]] = []

    def static_part(v: Value) -> tuple[bool | None, Value]:
        kinds = set()
        cfg: Value = UNKNOWN
        for o in options(v):
            obj = obs.heap.get(o)
            kinds.add(obj.kind if isinstance(obj, CacheObj) else None)
            if isinstance(obj, CacheObj):
                cfg = obj.config
        if kinds == {"StaticCache"}:
            return True, cfg
        return (None if None in kinds else False), UNKNOWN

    def each(c: CacheObj) -> bool | None:
        if c.kind != "EncoderDecoderCache":
            return False
        if len(c.parts) != 2:
            return None
        (a, ca), (b, cb) = static_part(c.parts[0]), static_part(c.parts[1])
        if a is True and b is True:
            configs.append((ca, cb))
            return True
        return False if a is False or b is False else None

    return _test_cache(obs, each), configs


def check_encoder_decoder_static_cache(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    found = _main_encoder_decoder_static_cache(obs, ctx)
    if found is None and at_least(ctx.release.version, "5.15"):
        found = _assistant_encoder_decoder_static_cache(obs, ctx)
    return found


def _main_encoder_decoder_static_cache(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    if "past_key_values" not in obs.kwargs and not at_least(ctx.release.version, "5.24"):
        return None  # (before 5.24 only a cache object passed as past_key_values gets this far)
    mode = assisted_mode(obs)
    if mode.never:
        return None
    models = eff.models(obs)
    encdec = [m for m in models if m is not None and modelinfo.is_encoder_decoder(m.class_name)]
    if not encdec or len(encdec) != len(models):
        return None
    # (use_cache=False: HF101's RuntimeError, or a call that builds no cache; a setting the walk
    # cannot read is the model's default, True)
    if eff.test(eff.gen_setting(obs, "use_cache"), lambda v: isinstance(v, Const) and v.value is False).sometimes:
        return None
    impl = eff.gen_setting(obs, "cache_implementation")
    passed = "past_key_values" in obs.kwargs or "cache" in obs.kwargs
    values: dict[str, str] = {}
    fixes: list[Fix] = []
    evidence: list[Evidence] = []
    if passed:
        # An EncoderDecoderCache of StaticCaches passed (a cache_implementation too is HF111's; one
        # the walk cannot read is the model's default, None: encoder-decoder checkpoints set none).
        if eff.test(impl, lambda v: v is not UNKNOWN and not _unset(v)).sometimes:
            return None
        cause, configs = _static_encdec_parts(obs)
        if cause.never:
            return None
        if not at_least(ctx.release.version, "5.0") and any(m.model_type in _RELATIVE_BIAS_TYPES for m in encdec):
            return None  # (4.57's T5 attention fails first, on the static cross-attention cache's length)
        selfs = {_config_layers(obs, a) for a, _ in configs}
        crosses = {_config_layers(obs, b) for _, b in configs}
        for key, counts in (("self_attention", selfs), ("cross_attention", crosses)):
            shown = _static_repr(counts.pop()) if len(counts) == 1 else None
            if shown is not None:
                values[key] = shown
        evidence += _cache_evidence(obs)
        detail = (
            "an EncoderDecoderCache of StaticCache objects is passed: assisted decoding crops the cache after "
            "each verification, and only a dynamic EncoderDecoderCache can be cropped"
        )
        for name in ("past_key_values", "cache"):
            fixes += _removal_fix(
                obs,
                ctx,
                name,
                f"Remove `{name}=` (assisted decoding builds a dynamic cache, which it can crop)",
                Applicability.UNSAFE,
            )
    else:
        # 5.24: a static cache_implementation builds an EncoderDecoderCache of StaticCaches (before
        # 5.24 assisted generation replaced it, or refused it: HF102).
        cause = eff.test(impl, lambda v: None if v is UNKNOWN else isinstance(v, Const) and v.value in _ENCDEC_STATIC)
        if cause.never:
            return None
        counts = {_model_layers(obs, m) for m in encdec}
        shown = _static_repr(counts.pop()) if len(counts) == 1 else None
        if shown is not None:
            values = {"self_attention": shown, "cross_attention": shown}
        value = cause.witness.value if isinstance(cause.witness, Const) else "static"
        detail = (
            f"cache_implementation={value!r} gives this encoder-decoder model an EncoderDecoderCache of static "
            "caches, which assisted decoding cannot crop after draft verification (only a dynamic one)"
        )
        if not _removal_leaves(obs, "cache_implementation", impl_among(_ENCDEC_STATIC)):
            fixes += _removal_fix(
                obs,
                ctx,
                "cache_implementation",
                "Remove `cache_implementation` (assisted decoding then uses a dynamic cache, which it can crop)",
                Applicability.UNSAFE,
            )
    outcome = both(mode, cause)
    if outcome.never:
        return None
    fixes.append(_ignore(obs, ctx, "HF130"))
    return Hit(
        "HF130",
        outcome,
        _span(obs, ctx),
        detail,
        evidence_from(cause.origins, evidence + _assistant_evidence(obs, ctx)),
        tuple(fixes),
        values=values,
    )


def _assistant_encoder_decoder_static_cache(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    """5.15 on: an encoder-decoder assistant whose own generation config asks for a static cache
    builds an EncoderDecoderCache of StaticCaches in its first drafting round, which the second
    round fails to crop (runs with T5 and BART pairs)."""
    # (a main cache_implementation the walk cannot read is the model's default, None: encoder-decoder
    # checkpoints set none, as for the main model's case above)
    found = _assistant_static_cache(obs, _ASSISTANT_STATIC, unknown_unset=True)
    if found is None:
        return None
    outcome, own = found
    mains = eff.models(obs)
    assistants = eff.models(obs, assistant_value(obs))
    if not mains or not assistants or not all(_seq2seq_known(m) for m in mains) or not all(_seq2seq_known(m) for m in assistants):
        return None
    values: dict[str, str] = {}
    counts = {_model_layers(obs, m) for m in assistants if m is not None}
    shown = _static_repr(counts.pop()) if len(counts) == 1 else None
    if shown is not None:
        values = {"self_attention": shown, "cross_attention": shown}
    value = own.witness.value if isinstance(own.witness, Const) else "static"
    detail = where_set(own.witness, "the assistant's generation_config.cache_implementation", ctx)
    detail += (
        f": the assistant's own generate builds an EncoderDecoderCache of static caches for {value!r} in the first "
        "drafting round, and the second round cannot crop it (only a dynamic one)"
    )
    return Hit(
        "HF130",
        outcome,
        _span(obs, ctx),
        detail,
        evidence_from(own.origins, _assistant_evidence(obs, ctx)),
        tuple(_assistant_value_fixes(obs, ctx) + [_ignore(obs, ctx, "HF130")]),
        values=values,
    )


def _seq2seq_known(model: ModelObj | None) -> bool:
    # (Whisper's own generate was not run with a static draft: silent)
    return model is not None and modelinfo.is_encoder_decoder(model.class_name) and model.model_type != "whisper"


# ---------------------------------------------------------------- HF137

# The assistant's own values whose inner generate builds a StaticCache in the first drafting round
# from 5.15 on ("sliding_window" is a deprecated name for the same cache; "hybrid" is reset to None
# and runs clean; "offloaded_static" needs CUDA and was not run that far).
_ASSISTANT_STATIC = frozenset({"static", "sliding_window"})
# A decoder-only assistant with "hybrid_chunked" raised the same (5.15.0, 5.19.0, 5.23.0).
_ASSISTANT_STATIC_DECODER = _ASSISTANT_STATIC | {"hybrid_chunked"}


def _unset_at_call(v: Value, unknown: bool | None = None) -> bool | None:
    """The main call leaves cache_implementation unset: None, or "hybrid", which 5.x resets to None
    before the candidate generator copies the config (a run with "hybrid" raised the same)."""
    if v is UNKNOWN:
        return unknown
    return v is ABSENT or (isinstance(v, Const) and v.value in (None, "hybrid"))


def _assistant_static_cache(
    obs: CallObservation, values: frozenset[str], unknown_unset: bool | None = None
) -> tuple[Outcome, Outcome] | None:
    """From 5.15 the copy of the main call's config the assistant's inner generate gets leaves
    cache_implementation unset, so the assistant's own value fills it from the first drafting round:
    a static one builds a StaticCache, which the second round crops (the outcome, "may" when the
    generation may end within the first round, and the assistant's value); None when not.
    `unknown_unset`: what a main call's value the walk cannot read counts as."""
    inner = both(assisted_mode(obs), has_assistant(obs))
    if inner.never:
        return None
    # (a cache object the main call passes, or may pass, was not run: silent)
    if not eff.test(_cache_object(obs), lambda v: v is ABSENT or (isinstance(v, Const) and v.value is None)).always:
        return None
    if not eff.test(eff.gen_setting(obs, "cache_implementation"), lambda v: _unset_at_call(v, unknown_unset)).always:
        return None  # (the main call's value is passed on: HF102, HF113)
    if eff.test(eff.gen_setting(obs, "use_cache"), lambda v: isinstance(v, Const) and v.value is False).sometimes:
        return None  # (HF101)
    own = eff.test(
        eff.model_gen_setting(obs, "cache_implementation", assistant_value(obs)),
        lambda v: None if v is UNKNOWN else isinstance(v, Const) and v.value in values,
    )
    if own.never:
        return None
    outcome = second_drafting_round(obs, both(inner, own))
    return None if outcome is None else (outcome, own)


def _assistant_value_fixes(obs: CallObservation, ctx: RuleContext) -> list[Fix]:
    """Set the assistant's value to None where this file writes it (assisted decoding then gives
    the assistant a dynamic cache)."""
    for o in options(eff.model_gen_setting(obs, "cache_implementation", assistant_value(obs))):
        if isinstance(o, Const) and o.node is not None and o.value in _ASSISTANT_STATIC_DECODER and written_here(o, ctx.path):
            return [
                Fix(
                    f"Set the assistant's cache_implementation to None where it is set (line {o.node.lineno})",
                    (_edit_literal(ctx, o.node, "None"),),
                    Applicability.UNSAFE,
                )
            ]
    return []


# Model types whose config has neither `sliding_window` nor `layer_types` (5.15 to 5.23): a
# StaticCache of StaticLayers. Qwen2 and Qwen3 compute layer_types, full attention for the first
# layer unless max_window_layers is 0.
_FIRST_LAYER_FULL = frozenset({"llama", "gpt2", "opt", "gpt_neox", "gptj", "phi", "bloom", "falcon", "qwen2", "qwen3"})
# Their default layer_types begin with a sliding layer (a StaticSlidingWindowLayer).
_FIRST_LAYER_SLIDING = frozenset({"gemma2", "gemma3_text"})


def _first_static_layer(obs: CallObservation, model: ModelObj | None) -> str | None:
    """The class of the first layer of the StaticCache 5.15 to 5.23 build for `model`
    (cache_utils.get_layer_types_and_kwargs); None when hflint cannot tell."""
    if model is None or model.model_type is None:
        return None
    configs = eff.objects_of(obs, model.config)
    written: dict[str, set[object]] = {}
    for cfg in configs:
        if not isinstance(cfg, ConfigObj):
            return None
        for key in ("layer_types", "sliding_window", "max_window_layers", "use_sliding_window"):
            if key in cfg.fields:
                v = cfg.fields[key]
                written.setdefault(key, set()).add(v.value if isinstance(v, Const) else UNKNOWN)
    for key in ("layer_types", "sliding_window", "max_window_layers", "use_sliding_window", "config"):
        if key in model.load_kwargs:
            v = model.load_kwargs[key]
            written.setdefault(key, set()).add(v.value if isinstance(v, Const) else UNKNOWN)
    if "layer_types" in written or "config" in written:
        return None
    kind = model.model_type
    if kind in _FIRST_LAYER_SLIDING:
        return "StaticSlidingWindowLayer" if not written.get("sliding_window", set()) & {None, UNKNOWN} else None
    if kind in ("qwen2", "qwen3") and ("max_window_layers" in written or "use_sliding_window" in written):
        return None
    if kind in _FIRST_LAYER_FULL:
        return "StaticLayer"
    if kind == "mistral":
        # (sliding_window defaults to 4096 in the class; a checkpoint may set null)
        windows = written.get("sliding_window")
        if windows is None:
            ckpt = model.checkpoint
            hub = modelinfo.hub_checkpoint(ckpt.value) if isinstance(ckpt, Const) and isinstance(ckpt.value, str) else None
            if hub is None or "sliding_window" not in hub.config:
                return None
            windows = {hub.config["sliding_window"]}
        if UNKNOWN in windows or len(windows) != 1:
            return None
        return "StaticLayer" if None in windows else "StaticSlidingWindowLayer"
    return None


def check_assistant_static_cache_crop(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    release = ctx.release.version
    if not at_least(release, "5.15") or at_least(release, "5.24"):
        return None  # (before, HF111's error in the second round; 5.24 crops a static cache, then HF111)
    found = _assistant_static_cache(obs, _ASSISTANT_STATIC_DECODER)
    if found is None:
        return None
    outcome, own = found
    mains = eff.models(obs)
    assistants = eff.models(obs, assistant_value(obs))
    if not mains or not assistants:
        return None
    if any(m is None or modelinfo.is_encoder_decoder(m.class_name) for m in [*mains, *assistants]):
        return None  # (an encoder-decoder assistant is HF130's; a pair hflint cannot place: silent)
    layers = {_first_static_layer(obs, m) for m in assistants}
    first = layers.pop() if len(layers) == 1 else None
    values = {"layer": first} if first is not None else {}
    value = own.witness.value if isinstance(own.witness, Const) else "static"
    detail = where_set(own.witness, "the assistant's generation_config.cache_implementation", ctx)
    detail += (
        f": the assistant's own generate builds a static cache for {value!r} in the first drafting round, "
        "and the second round crops it, which a static cache cannot do before 5.24"
    )
    return Hit(
        "HF137",
        outcome,
        _span(obs, ctx),
        detail,
        evidence_from(own.origins, _assistant_evidence(obs, ctx)),
        tuple(_assistant_value_fixes(obs, ctx) + [_ignore(obs, ctx, "HF137")]),
        values=values,
    )


# ---------------------------------------------------------------- HF131


def _main_cache_is_encoder_decoder(v: Value, obs: CallObservation) -> bool | None:
    """Whether the main model's cache is an EncoderDecoderCache on this path: the one generate
    builds when no cache is passed, or an EncoderDecoderCache passed (a DynamicCache passed is used
    as it is, and runs on 5.14.0; another cache object fails elsewhere)."""
    if v is ABSENT or (isinstance(v, Const) and v.value is None):
        return True
    obj = obs.heap.get(v)
    return obj.kind == "EncoderDecoderCache" if isinstance(obj, CacheObj) else None


def check_encoder_decoder_assisted(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    """5.14.0's `_assisted_decoding` calls `activate_past_recording()` on the main model's cache,
    which `EncoderDecoderCache` does not override: `Cache`'s version reads `self.layers`, which it
    lacks (5.14.1 overrides it, huggingface/transformers#47361)."""
    entry = ctx.catalog.get("HF131")
    if entry is None or not entry.nearest_fact(ctx.release.version)[0].raised:
        return None  # (the one release that has the bug: the common case, decided first)
    mode = assisted_mode(obs)
    if mode.never:
        return None
    models = eff.models(obs)
    encdec = [m for m in models if m is not None and modelinfo.builds_encoder_decoder(m.class_name, m.model_type)]
    if not encdec or len(encdec) != len(models):
        return None  # (a main model the walk cannot place, on some path: silent)
    # use_cache=False: HF101's ValueError comes first (a setting the walk cannot read is the
    # model's default, True).
    if eff.test(eff.gen_setting(obs, "use_cache"), lambda v: isinstance(v, Const) and v.value is False).sometimes:
        return None
    if "cache" in obs.kwargs:
        return None  # (`cache=` before 5.24: HF122's TypeError)
    # (a `**` spread the walk cannot read holds no cache: the model's default, as for HF130)
    cache = eff.test(obs.kwargs.get("past_key_values", ABSENT), lambda v: _main_cache_is_encoder_decoder(v, obs))
    outcome = both(mode, cache)
    if outcome.never:
        return None
    main = encdec[0]
    passed = "past_key_values" in obs.kwargs and isinstance(cache.witness, Ref)
    held = "the EncoderDecoderCache passed as `past_key_values`" if passed else "the EncoderDecoderCache generate builds for it"
    detail = (
        f"the main model is an encoder-decoder model ({main.class_name}), and 5.14.0's assisted decoding calls "
        f"`activate_past_recording()` on {held}, which that class lacks (5.14.1 adds it)"
    )
    evidence = _model_evidence(main, "main model")
    if passed:
        evidence += _cache_evidence(obs)
    evidence += _assistant_evidence(obs, ctx)
    return Hit(
        "HF131",
        outcome,
        _span(obs, ctx),
        detail,
        evidence_from(cache.origins, evidence),
        (_ignore(obs, ctx, "HF131"),),
    )


def _caches(obs: CallObservation) -> list[CacheObj]:
    found = (obs.heap.get(o) for o in options(_passed_cache(obs)))
    return [c for c in found if isinstance(c, CacheObj)]


__all__ = [
    "check_assistant_static_cache_crop",
    "check_cache_argument",
    "check_encoder_decoder_assisted",
    "check_encoder_decoder_static_cache",
    "check_removed_cache_class",
    "check_missing_generation_name",
    "check_static_cache_object",
    "check_uncroppable_cache",
]


# ---------------------------------------------------------------- HF194

# The backends QuantizedCache.__init__ takes, read in each release's cache_utils.py: "quanto" and
# "hqq" everywhere, "fp8" (built in) from 5.21 (runs: HF194's example, the 28 releases).
_BACKENDS = frozenset({"quanto", "hqq"})
_BACKENDS_FP8 = _BACKENDS | {"fp8"}


def _backend_values(obs: CallObservation, v: Value) -> list[Value] | None:
    """The backend a cache_config names on this path (ABSENT: none, quanto by default); None when
    the config cannot be read."""
    if v is ABSENT or (isinstance(v, Const) and v.value is None):
        return [ABSENT]
    if isinstance(v, Const) and isinstance(v.value, dict):
        return [Const(v.value["backend"]) if "backend" in v.value else ABSENT]
    obj = obs.heap.get(v)
    if not isinstance(obj, DictObj):
        return None
    return list(options(obj.get("backend")))


def _unknown_backend_name(obs: CallObservation, v: Value, version: str) -> str | None:
    """The backend name of this cache_config the release refuses, "" when it takes it, None when
    hflint cannot tell."""
    backends = _backend_values(obs, v)
    if backends is None:
        return None
    known = _BACKENDS_FP8 if at_least(version, "5.21") else _BACKENDS
    for b in backends:
        if b is ABSENT:
            continue
        if not (isinstance(b, Const) and isinstance(b.value, str)):
            return None
        if b.value in known:
            continue
        # (4.57 and 5.0 ask for the hqq package under the "HQQ" spelling first: an ImportError
        # without it)
        if b.value == "HQQ" and not at_least(version, "5.1"):
            return None
        return b.value
    return ""


def _refused_config(obs: CallObservation, v: Value, version: str) -> bool | None:
    if v is UNKNOWN:
        return None
    name = _unknown_backend_name(obs, v, version)
    return None if name is None else bool(name)


def _asks_quantized(obs: CallObservation) -> Outcome:
    """Whether the call's generation settings ask for `cache_implementation="quantized"`."""
    impl = eff.gen_setting(obs, "cache_implementation")
    return eff.test(impl, lambda v: None if v is UNKNOWN else isinstance(v, Const) and v.value == "quantized")


def _builds_quantized_cache(obs: CallObservation) -> bool:
    """Whether generate surely builds the quantized cache it is asked for (HF194, HF352): no cache
    object passed (HF111), use_cache not False, a decoder-only model hflint knows that keeps a KV
    cache (an encoder-decoder one is refused first, HF304; a stateful one keeps none)."""
    if not eff.test(_passed_cache(obs), lambda v: not (v is ABSENT or (isinstance(v, Const) and v.value is None))).never:
        return False
    if eff.test(eff.gen_setting(obs, "use_cache"), lambda v: isinstance(v, Const) and v.value is False).sometimes:
        return False
    models = eff.models(obs)
    return bool(models) and all(
        m is not None and modelinfo.keeps_kv_cache(m.model_type) and not modelinfo.is_encoder_decoder(m.class_name)
        for m in models
    )


def check_quantized_unknown_backend(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    """cache_implementation="quantized" with a cache_config whose backend the release's
    QuantizedCache does not know: ValueError when generate builds the cache (runs: HF194)."""
    version = ctx.release.version
    quantized = _asks_quantized(obs)
    if quantized.never:
        return None
    config = eff.gen_setting(obs, "cache_config")
    bad = eff.test(config, lambda v: _refused_config(obs, v, version))
    if bad.never:
        return None
    # (4.57 to 5.14 give assisted decoding a dynamic cache instead)
    if not _builds_quantized_cache(obs) or (not at_least(version, "5.15") and not assisted_mode(obs).never):
        return None
    name = next(
        (n for o in options(config) if o is not UNKNOWN for n in [_unknown_backend_name(obs, o, version)] if n),
        "?",
    )
    outcome = both(quantized, bad)
    known = ", ".join(repr(b) for b in sorted(_BACKENDS_FP8 if at_least(version, "5.21") else _BACKENDS))
    return Hit(
        "HF194",
        outcome,
        _span(obs, ctx),
        f"cache_config names the quantization backend {name!r}; transformers {version} knows {known}",
        evidence_from(outcome.origins),
        (_ignore(obs, ctx, "HF194"),),
        values={"name": name},
    )


# ---------------------------------------------------------------- HF352

# The options QuantizedCache.__init__ takes for the group-wise integer backends, in the order its
# list of refused ones has them; the fp8 backend (5.21 on) refuses every one that is not None
# (cache_utils.py of 5.21.1 to 5.24.0, runs: HF352).
_GROUP_WISE = ("nbits", "axis_key", "axis_value", "q_group_size", "residual_length")


def _group_wise_options(obs: CallObservation, v: Value) -> list[str] | None:
    """The group-wise options this cache_config sets to something other than None, in
    QuantizedCache's order; None when hflint cannot tell."""
    if v is ABSENT or (isinstance(v, Const) and v.value is None):
        return []
    if isinstance(v, Const) and isinstance(v.value, dict):
        return [k for k in _GROUP_WISE if v.value.get(k) is not None]
    obj = obs.heap.get(v)
    if not isinstance(obj, DictObj):
        return None
    names = []
    for key in _GROUP_WISE:
        values = list(options(obj.get(key)))
        if any(o is UNKNOWN for o in values):
            return None
        unset = [o is ABSENT or (isinstance(o, Const) and o.value is None) for o in values]
        if all(unset):
            continue
        if any(unset):
            return None
        names.append(key)
    return names


def _fp8_refused(obs: CallObservation, v: Value) -> list[str] | None:
    """The group-wise options an fp8 cache_config sets ([] when it is no fp8 config or sets
    none); None when hflint cannot tell."""
    if v is UNKNOWN:
        return None
    backends = _backend_values(obs, v)
    if backends is None or any(b is not ABSENT and not isinstance(b, Const) for b in backends):
        return None
    fp8 = [isinstance(b, Const) and b.value == "fp8" for b in backends]
    if not any(fp8):
        return []
    if not all(fp8):
        return None
    return _group_wise_options(obs, v)


def check_fp8_group_wise_options(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    """cache_implementation="quantized" with an fp8 cache_config that also sets a group-wise option
    (nbits, axis_key, axis_value, q_group_size, residual_length): ValueError when generate builds
    the cache, from 5.21 (runs: HF352)."""
    version = ctx.release.version
    if not at_least(version, "5.21"):
        return None
    quantized = _asks_quantized(obs)
    if quantized.never:
        return None
    config = eff.gen_setting(obs, "cache_config")

    def refused(v: Value) -> bool | None:
        names = _fp8_refused(obs, v)
        return None if names is None else bool(names)

    bad = eff.test(config, refused)
    if bad.never:
        return None
    # (with an assistant model, 5.23 refuses the pair and 5.24 the uncroppable cache first)
    if not _builds_quantized_cache(obs) or not assisted_mode(obs).never:
        return None
    found = [names for o in options(config) if o is not UNKNOWN for names in [_fp8_refused(obs, o)] if names]
    if not found or any(names != found[0] for names in found):
        return None
    outcome = both(quantized, bad)
    # (where the backend's name comes from, a flag's default among them: the dict's own origin
    # does not tell)
    for o in options(config):
        obj = obs.heap.get(o)
        if isinstance(obj, DictObj):
            named = eff.test(obj.get("backend"), lambda b: isinstance(b, Const) and b.value == "fp8")
            if named.sometimes:
                outcome = both(outcome, named)
    return Hit(
        "HF352",
        outcome,
        _span(obs, ctx),
        f"the fp8 KV-cache backend quantizes per tensor: cache_config also sets {', '.join(found[0])}",
        evidence_from(outcome.origins),
        (_ignore(obs, ctx, "HF352"),),
        values={"options": repr(found[0])},
    )


# ---------------------------------------------------------------- HF354


def check_quantized_cache_sliding_layers(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    """cache_implementation="quantized" on a model with sliding-attention layers (Gemma 2, Gemma 3
    text, Mistral with a sliding window): from 5.14 QuantizedCache.__init__ refuses every layer
    type but full attention, after the backend is chosen and before its package is imported
    (runs: HF354, the 28 releases)."""
    version = ctx.release.version
    if not at_least(version, "5.14"):
        return None
    quantized = _asks_quantized(obs)
    if quantized.never:
        return None
    config = eff.gen_setting(obs, "cache_config")
    # (a backend the release refuses is HF194's, fp8 with group-wise options HF352's: both first)
    if any(o is UNKNOWN or _refused_config(obs, o, version) is not False for o in options(config)):
        return None
    if any(_fp8_refused(obs, o) != [] for o in options(config)):
        return None
    # (with an assistant model, 5.14 gives the main model a dynamic cache; later releases refuse
    # the pair or the uncroppable cache first)
    if not _builds_quantized_cache(obs) or not assisted_mode(obs).never:
        return None
    models = eff.models(obs)
    if not models or any(_first_static_layer(obs, m) != "StaticSlidingWindowLayer" for m in models):
        return None
    return Hit(
        "HF354",
        quantized,
        _span(obs, ctx),
        f"the model has sliding-attention layers; transformers {version}'s QuantizedCache takes only full-attention ones",
        evidence_from(quantized.origins),
        (_ignore(obs, ctx, "HF354"),),
        values={"types": "{'sliding_attention'}"},
    )


# ---------------------------------------------------------------- HF304


def _known_encoder_decoder(m: ModelObj | None) -> bool:
    """A model hflint knows to be an encoder-decoder one: a seq2seq class of its own
    (T5ForConditionalGeneration, WhisperForConditionalGeneration), or a seq2seq Auto class whose
    checkpoint's type is an encoder-decoder family (an Auto class also builds a few decoder-only
    models, so an unknown checkpoint stays silent)."""
    if m is None or not modelinfo.builds_encoder_decoder(m.class_name, m.model_type):
        return False
    return not m.class_name.startswith("Auto") or m.model_type is not None


def check_quantized_cache_encoder_decoder(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    """cache_implementation="quantized" on an encoder-decoder model: generate refuses the model
    ("This model does not support the quantized cache") before it builds the cache, so before the
    backend is looked at or its package imported (runs: h120's and h131's, all 28 releases)."""
    quantized = _asks_quantized(obs)
    if quantized.never:
        return None
    # Where generate builds no cache of its own: a cache object passed (another error with
    # cache_implementation, HF111), the cache switched off. With an assistant model, 4.57 to 5.14
    # give the main model a dynamic cache instead (runs clean; 5.14.0 fails elsewhere) and 5.15 on
    # refuse it the same (runs: h131's, flan-t5 drafting for itself, all 28 releases); prompt
    # lookup was not run, so it is not judged.
    if not eff.test(_passed_cache(obs), lambda v: not (v is ABSENT or (isinstance(v, Const) and v.value is None))).never:
        return None
    if eff.test(eff.gen_setting(obs, "use_cache"), lambda v: isinstance(v, Const) and v.value is False).sometimes:
        return None
    mode = assisted_mode(obs)
    if not mode.never and (not at_least(ctx.release.version, "5.15") or not has_assistant(obs).always):
        return None
    models = eff.models(obs)
    if not models or not all(_known_encoder_decoder(m) for m in models):
        return None
    # Removing the call's own keyword is safe where what remains is not "quantized" on any path
    # (the passed or the model's generation config): the default dynamic cache then runs, a
    # cache_config left at the call included (runs: h131's, all 28 releases).
    fixes: list[Fix] = []
    if not _removal_leaves(obs, "cache_implementation", impl_among(frozenset({"quantized"}))):
        fixes += _removal_fix(
            obs, ctx, "cache_implementation", "Remove `cache_implementation=` (encoder-decoder models keep the dynamic cache)"
        )
    fixes.append(_ignore(obs, ctx, "HF304"))
    return Hit(
        "HF304",
        quantized,
        _span(obs, ctx),
        'cache_implementation="quantized" on an encoder-decoder model; generate builds a quantized cache for '
        "decoder-only models only",
        evidence_from(quantized.origins),
        tuple(fixes),
    )


# ---------------------------------------------------------------- HF199

# Model types whose generate builds no `past_key_values` even with the cache on: Mamba and RWKV
# keep a recurrent state (Mamba's under `cache_params`), XLNet has no Cache support. Each raised
# HF199's error with prefill chunking and the default cache in runs of its stand-in, on every
# release up to the one named (exclusive): 5.24's Mamba fails in its own cache instead.
_NO_CHUNK_CACHE = {"mamba": "5.24", "rwkv": None, "xlnet": None}
# The settings that pick a decoding mode besides greedy search, sampling and beam search
# (contrastive search, group beam search, constrained beam search, DoLa): moved to the hub or
# removed, each with its own errors, and never chunked. A call that may set one is not judged.
_OTHER_MODES = ("penalty_alpha", "num_beam_groups", "force_words_ids", "constraints", "dola_layers")


def _chunk_size(v: Value) -> bool | None:
    """A prefill chunk size that reaches the check: a positive int (0 and floats fail in
    torch.split first; None turns chunking off)."""
    if v is ABSENT:
        return False
    if not isinstance(v, Const):
        return None
    return isinstance(v.value, int) and not isinstance(v.value, bool) and v.value > 0


def _default_cache(v: Value) -> bool | None:
    """No cache_implementation: 5.0 then leaves the cache to the model's forward pass."""
    if v is ABSENT:
        return True
    return None if not isinstance(v, Const) else v.value is None


def check_prefill_chunking_without_cache(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    """prefill_chunk_size with no cache built when the chunking step starts (runs: HF199's
    trigger, all 28 releases): use_cache=False, a model type without a key/value cache, or on
    5.0.x no cache_implementation. Greedy search and sampling (and beam search from 5.0)
    only: assisted generation does not chunk (and raises HF101 first without a cache)."""
    if obs.kind != "generate" and not (
        obs.kind == "pipeline" and obs.pipeline is not None and obs.pipeline.task == pipelines.TEXT_GENERATION
    ):
        return None
    if eff.at_defaults(obs, ("prefill_chunk_size",)):
        return None  # (nearly every call: no chunked prefill)
    chunked = eff.test(eff.gen_setting(obs, "prefill_chunk_size"), _chunk_size)
    if chunked.never:
        return None
    # A cache object passed (even `past_key_values=None`: the key is then in the model
    # keywords and the check passes), or a prompt given as embeddings (4.57 fails in the
    # forward pass instead): other stories.
    if _passed_cache(obs) is not ABSENT or eff.kwarg(obs, "inputs_embeds") is not ABSENT:
        return None
    if assisted_mode(obs).sometimes or _other_mode(obs):
        return None
    version = ctx.release.version
    if not at_least(version, "5.0") and not eff.test(eff.gen_setting(obs, "num_beams"), _beams_or_unknown).never:
        return None  # 4.57 chunks the prefill of greedy search and sampling only
    use_cache = eff.gen_setting(obs, "use_cache")
    # (an int 0 is not False: `generation_config.use_cache is False` is what skips the cache)
    off = eff.test(use_cache, lambda v: None if v is UNKNOWN else isinstance(v, Const) and v.value is False)
    models = eff.models(obs)
    cacheless, model = NEVER, None
    if models and all(m is not None and m.model_type for m in models):
        cacheless, model = _models_cacheless(models, version)
    default = NEVER
    if at_least(version, "5.0") and not at_least(version, "5.1"):
        default = eff.test(eff.gen_setting(obs, "cache_implementation"), _default_cache)
    cause = either(either(off, cacheless), default)
    outcome = both(chunked, cause)
    if outcome.never:
        return None
    if off.sometimes:
        detail = where_set(off.witness, "use_cache", ctx)
    elif cacheless.sometimes and model is not None:
        detail = f"the model (model type `{model.model_type}`) keeps no key/value cache"
    else:
        detail = f"transformers {version} builds no cache before the prefill unless `cache_implementation` is set"
    fixes: list[Fix] = []
    if off.sometimes and cacheless.never and default.never:
        # (not where the call would raise with the cache on too: a model keeping no key/value
        # cache, 5.0.0 without cache_implementation)
        fixes += _removal_fix(obs, ctx, "use_cache", "Remove `use_cache=False` (chunked prefill fills the cache)")
    fixes.append(_ignore(obs, ctx, "HF199"))
    extra = _model_evidence(model, "model") if cacheless.sometimes else []
    return Hit(
        "HF199",
        outcome,
        _span(obs, ctx),
        f"prefill_chunk_size is set and {detail}",
        evidence_from(chunked.origins + off.origins, extra),
        tuple(fixes),
    )


def _other_mode(obs: CallObservation) -> bool:
    """Whether a setting of _OTHER_MODES may be set (UNKNOWN counts: the call is not judged)."""
    if eff.at_defaults(obs, _OTHER_MODES):
        return False
    # (constraints is a keyword of generate only, force_words_ids a field 5.0 removed: read at the call)
    given = {
        key: eff.kwarg(obs, key) if key in ("constraints", "force_words_ids") else eff.gen_setting(obs, key)
        for key in _OTHER_MODES
    }
    return any(not eff.test(v, _mode_set).never for v in given.values())


def _mode_set(v: Value) -> bool | None:
    if v is ABSENT:
        return False
    if not isinstance(v, Const):
        return True
    return not (v.value is None or v.value == 1 or v.value is False)


def _beams_or_unknown(v: Value) -> bool | None:
    if v is ABSENT:
        return False
    if not isinstance(v, Const):
        return True
    return not (v.value is None or (isinstance(v.value, int) and v.value <= 1))


def _models_cacheless(models, version: str) -> tuple[Outcome, ModelObj | None]:
    def cacheless(model_type: str) -> bool:
        if model_type not in _NO_CHUNK_CACHE:
            return False
        until = _NO_CHUNK_CACHE[model_type]
        return until is None or not at_least(version, until)

    hits = [m for m in models if cacheless(m.model_type)]
    if not hits:
        return NEVER, None
    return Outcome(len(hits) == len(models), True), hits[0]


# ---------------------------------------------------------------- HF360

# The cache_implementation values generate builds an offloading cache for (every release 4.57 to
# 5.24: DynamicCache(offloading=True), a StaticCache with offloading; runs of all 28 releases).
_OFFLOADED_IMPLEMENTATIONS = frozenset({"offloaded", "offloaded_static"})


def check_offloaded_cache_without_cuda(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    """An offloading cache (cache_implementation "offloaded"/"offloaded_static", or a cache object
    built to offload) given to a decoder-only model's greedy search, sampling or beam search, when
    the user's environment holds a torch built without CUDA (ctx.release.torch, read from its
    torch/version.py): the first forward pass's cache update calls `torch.cuda.default_stream`,
    which asserts CUDA. Silent with a CUDA build or no environment read (a GPU may be there),
    with an assistant (4.57 gives assisted decoding a dynamic cache), other decoding modes,
    use_cache possibly False, and models hflint cannot name or that keep no key/value cache."""
    build = ctx.release.torch
    if build is None or not build.cpu_only:
        return None
    if obs.kind != "generate" and not (
        obs.kind == "pipeline" and obs.pipeline is not None and obs.pipeline.task == pipelines.TEXT_GENERATION
    ):
        return None
    passed = _passed_cache(obs)
    if passed is ABSENT and eff.at_defaults(obs, ("cache_implementation",)):
        return None  # (nearly every call)
    version = ctx.release.version
    offloaded = _OFFLOADED_IMPLEMENTATIONS
    if not has_assistant(obs).never or not assisted_mode(obs).never:
        # Assisted generation (runs of all 28 releases, SmolLM2-360M assisted by SmolLM2-135M):
        # a cache object built to offload is kept and raises on every release; 4.57 to 5.14 give
        # the main model a dynamic cache instead of a cache_implementation, 5.15 on keep
        # "offloaded", and "offloaded_static" from 5.24 only (5.15 to 5.23 refuse a static cache
        # first: HF102).
        if not (has_assistant(obs).always and assisted_mode(obs).always) or not eff.at_defaults(
            obs, ("prompt_lookup_num_tokens",)
        ):
            return None
        offloaded = frozenset(
            v for v in _OFFLOADED_IMPLEMENTATIONS if at_least(version, "5.24" if v == "offloaded_static" else "5.15")
        )
    if _other_mode(obs) or eff.kwarg(obs, "inputs_embeds") is not ABSENT:
        return None
    models = eff.models(obs)
    if not models or any(m is None or not m.model_type for m in models):
        return None
    for m in models:
        assert m is not None and m.model_type is not None
        if (
            modelinfo.is_encoder_decoder(m.class_name)
            or modelinfo.is_stateful(m.model_type, version)
            or modelinfo.lacks_dynamic_cache(m.model_type)
            or not modelinfo.keeps_kv_cache(m.model_type)
        ):
            return None
    use_cache = eff.gen_setting(obs, "use_cache")
    off = eff.test(use_cache, lambda v: None if v is UNKNOWN else isinstance(v, Const) and v.value is False)
    if off.sometimes or eff.test(use_cache, lambda v: v is UNKNOWN).sometimes:
        return None
    if passed is not ABSENT:
        outcome = eff.test(passed, lambda v: _offloads(obs, v, version))
        what = "the cache passed offloads its layers to the CPU"
    else:
        outcome = eff.test(
            eff.gen_setting(obs, "cache_implementation"),
            lambda v: None if v is UNKNOWN else isinstance(v, Const) and v.value in offloaded,
        )
        what = where_set(outcome.witness, "cache_implementation", ctx) if outcome.sometimes else ""
    if outcome.never:
        return None
    detail = (
        f"{what}, and {build.describe()}: the first forward pass's cache update calls "
        "`torch.cuda.default_stream`, which asserts CUDA"
    )
    return Hit(
        "HF360",
        outcome,
        _span(obs, ctx),
        detail,
        evidence_from(outcome.origins, _cache_evidence(obs) if passed is not ABSENT else []),
        (_ignore(obs, ctx, "HF360"),),
    )


def _offloads(obs: CallObservation, v: Value, version: str) -> bool | None:
    """Whether the cache object `v` offloads its layers (CacheObj.offloading); None when unknown,
    and for a class the release does not have (OffloadedCache on 5.x: its import failed first,
    and the script went another way)."""
    if v is ABSENT or (isinstance(v, Const) and v.value is None):
        return False
    obj = obs.heap.get(v) if isinstance(v, Ref) else None
    if not isinstance(obj, CacheObj) or present_in(version, obj.kind) is False:
        return None
    flag = obj.offloading
    if isinstance(flag, Const) and isinstance(flag.value, bool):
        return flag.value
    return None
