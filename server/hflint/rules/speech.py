"""Whisper's own generate checks, run before the generic ones: language, task and the decoder's length (HF308-HF310)."""

from __future__ import annotations

from hflint.core import effective as eff
from hflint.core import modelinfo
from hflint.core.flow import CallObservation
from hflint.core.values import ABSENT, Const, Value
from hflint.core.whisperlangs import TO_LANGUAGE_CODE
from hflint.hubfacts import HubCheckpoint
from hflint.rules.base import Hit, RuleContext
from hflint.rules.common import either, evidence_from, where_set
from hflint.rules.edits import call_name_span, ignore_comment_fix

# Whisper's generate reads these before anything of GenerationMixin (generation_whisper.py, 4.57.6 to
# 5.24.0): `_set_language_and_task` (HF310), then `_retrieve_init_tokens` (HF309), then, per segment,
# `_set_max_new_tokens_and_length` (HF308).

# The vocabulary size of the English-only checkpoints (*.en, distil-small.en, distil-medium.en); the
# multilingual ones have 51865 or 51866. Their generation_config.json says `is_multilingual: false`.
_ENGLISH_ONLY_VOCAB = 51864

# Keywords that put other tokens in front of the decoder, or change what generate checks first: left alone.
_DECODER_PREFIX_KEYS = (
    "prompt_ids",
    "decoder_input_ids",
    "prompt_condition_type",
    "forced_decoder_ids",
    "condition_on_prev_tokens",
    "is_multilingual",
    "generation_config",
)


def _whisper_checkpoints(obs: CallObservation) -> list[HubCheckpoint] | None:
    """The table's entry for the Whisper checkpoint of every path's model (an encoder-decoder
    class loaded by a hub name the table holds); None where some path's model is not one. Asked
    first by each check, and once per observation: nearly every call's model is no Whisper."""
    if obs.kind not in ("generate", "pipeline"):
        return None
    memo = obs.memo.get("whisper_hubs", False)
    if memo is False:
        memo = obs.memo["whisper_hubs"] = _find_whisper_checkpoints(obs)
    return memo


def _find_whisper_checkpoints(obs: CallObservation) -> list[HubCheckpoint] | None:
    models = eff.models(obs)
    if not models or any(m is None or m.model_type != "whisper" for m in models):
        return None
    found: list[HubCheckpoint] = []
    for m in models:
        if m is None or m.model_type != "whisper" or m.class_name not in modelinfo.ENCODER_DECODER_CLASSES:
            return None
        name = m.checkpoint
        if not isinstance(name, Const) or not isinstance(name.value, str):
            return None
        hub = modelinfo.hub_checkpoint(name.value)
        if hub is None or hub.model_type != "whisper":
            return None
        found.append(hub)
    return found


def _english_only(hub: HubCheckpoint) -> bool | None:
    return None if hub.vocab_size is None else hub.vocab_size == _ENGLISH_ONLY_VOCAB


def _setting(obs: CallObservation, key: str) -> Value:
    """The value generate reads for `key`: the call's keyword, else one written as an attribute of
    the model's generation config; ABSENT where neither gives it (the hub file sets no language or task)."""
    given = eff.kwarg(obs, key)
    if given is not ABSENT or key not in eff.attributes_written(obs):
        return given
    return eff.gen_setting(obs, key)


def _unset(v: Value) -> bool:
    return v is ABSENT or (isinstance(v, Const) and v.value is None)


def _given(v: Value) -> bool:
    return isinstance(v, Const) and v.value is not None


def _others_first(obs: CallObservation) -> bool:
    """Some keyword (or an unknown spread) changes what Whisper's generate meets first."""
    return obs.opaque_kwargs or any(eff.kwarg(obs, k) is not ABSENT for k in _DECODER_PREFIX_KEYS)


def _span(obs: CallObservation, ctx: RuleContext):
    return call_name_span(ctx.index, obs.node)


# ---------------------------------------------------------------- HF310


def check_english_only_language(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    """`language` or `task` given for an English-only Whisper checkpoint (its generation config
    says `is_multilingual: false`): `_set_language_and_task` raises before anything else (runs:
    h136's, 4.57.6 to 5.24.0, generate and the speech pipeline's generate_kwargs). Told by the
    table's vocabulary size of the hub checkpoint; silent with `is_multilingual=` or a passed
    generation config, and where some path's model or value is unknown."""
    hubs = _whisper_checkpoints(obs)
    if not hubs or not all(_english_only(h) for h in hubs) or _others_first(obs):
        return None
    if "is_multilingual" in eff.attributes_written(obs):
        return None
    language, task = _setting(obs, "language"), _setting(obs, "task")
    given = either(eff.test(language, _given), eff.test(task, _given))
    if not given.always:
        return None
    key, value = ("language", language) if eff.test(language, _given).always else ("task", task)
    return Hit(
        "HF310",
        given,
        _span(obs, ctx),
        f"{where_set(value, key, ctx)} for {hubs[0].name}, an English-only checkpoint "
        f"({hubs[0].file_name}); leave language and task out",
        evidence_from(given.origins),
        (ignore_comment_fix(ctx.index, _span(obs, ctx).line, "HF310"),),
    )


# ---------------------------------------------------------------- HF309


def _unsupported(v: Value) -> bool:
    if not isinstance(v, Const) or not isinstance(v.value, str):
        return False
    language = v.value.lower()
    # (a language token such as "<|en|>" is looked up in the checkpoint's own lang_to_id first)
    if language.startswith("<|"):
        return False
    return language not in TO_LANGUAGE_CODE and language not in TO_LANGUAGE_CODE.values()


def check_unsupported_language(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    """A `language` that is neither a Whisper language name nor a code (a typo, a locale tag
    such as "fr-FR", "swiss german"): `_retrieve_init_tokens` raises, listing the names, or the
    codes for a two-letter value (runs: h136's, 4.57.6 to 5.24.0; the table of names is the same
    on all 28 releases). Reported where every path's value is such a string, for a multilingual
    hub Whisper checkpoint (an English-only one raises HF310 first)."""
    hubs = _whisper_checkpoints(obs)
    if not hubs or any(_english_only(h) is not False for h in hubs) or _others_first(obs):
        return None
    language = _setting(obs, "language")
    bad = eff.test(language, _unsupported)
    if not bad.always or not isinstance(bad.witness, Const):
        return None
    shown = str(bad.witness.value).lower()
    names = list(TO_LANGUAGE_CODE.values()) if len(shown) == 2 else list(TO_LANGUAGE_CODE)
    return Hit(
        "HF309",
        bad,
        _span(obs, ctx),
        f"{where_set(bad.witness, 'language', ctx)}, which is neither a language name nor a code Whisper knows",
        evidence_from(bad.origins),
        (ignore_comment_fix(ctx.index, _span(obs, ctx).line, "HF309"),),
        values={"language": shown, "languages": repr(names)[1:-1]},
    )


# ---------------------------------------------------------------- HF308


def _start_tokens(obs: CallObservation, english_only: bool) -> int | None:
    """How many tokens Whisper's generate puts in front of the decoder (runs: h136's, 4.57.6 and
    5.24.0): <|startoftranscript|>, on a multilingual checkpoint the language (given or detected)
    and the task where a language or a task is given, then <|notimestamps|> unless timestamps are
    asked for. None where a path's setting is unknown."""
    count = 1
    if not english_only:
        language, task = _setting(obs, "language"), _setting(obs, "task")
        if eff.test(language, _unset).always and eff.test(task, _unset).always:
            count += 1
        elif either(eff.test(language, _given), eff.test(task, _given)).always:
            count += 2
        else:
            return None
    if "return_timestamps" in eff.attributes_written(obs):
        return None
    stamps = eff.kwarg(obs, "return_timestamps")
    if eff.test(stamps, lambda v: _unset(v) or (isinstance(v, Const) and v.value is False)).always:
        count += 1
    elif not eff.test(stamps, lambda v: isinstance(v, Const) and v.value is True).always:
        return None
    return count


def check_decoder_length_over_positions(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    """`max_new_tokens` that with Whisper's start tokens passes the decoder's
    `max_target_positions` (448 on every Whisper and distil-whisper checkpoint): generate raises
    before decoding (runs: h136's, 4.57.6 to 5.24.0: generate, the speech pipeline's
    generate_kwargs at the call and at construction, loops, command-line and dataclass defaults).
    Silent with a prompt (prompt_ids, decoder_input_ids), where the checkpoint, the language, the
    task, return_timestamps or the budget is unknown on some path."""
    hubs = _whisper_checkpoints(obs)
    if not hubs or _others_first(obs):
        return None
    limits = {h.config.get("max_target_positions") for h in hubs}
    kinds = {_english_only(h) for h in hubs}
    if len(limits) != 1 or len(kinds) != 1:
        return None
    limit, english_only = limits.pop(), kinds.pop()
    if not isinstance(limit, int) or english_only is None:
        return None
    if english_only and not eff.test(_setting(obs, "language"), _unset).always:
        return None  # (HF310's)
    if english_only and not eff.test(_setting(obs, "task"), _unset).always:
        return None
    start = _start_tokens(obs, english_only)
    if start is None:
        return None
    budget = eff.gen_setting(obs, "max_new_tokens")
    over = eff.test(budget, lambda v: isinstance(v, Const) and type(v.value) is int and v.value + start > limit)
    if over.never or not isinstance(over.witness, Const):
        return None
    asked = over.witness.value
    return Hit(
        "HF308",
        over,
        _span(obs, ctx),
        f"{where_set(over.witness, 'max_new_tokens', ctx)}; with the {start} start tokens Whisper puts in front "
        f"of the decoder that is {asked + start}, over the {limit} positions of {hubs[0].name} "
        f"(use at most {limit - start})",
        evidence_from(over.origins),
        (ignore_comment_fix(ctx.index, _span(obs, ctx).line, "HF308"),),
        values={
            "length": str(start),
            "max_target_positions": str(limit),
            # (a budget every raising path holds; where paths differ the message leaves it open)
            **({"max_new_tokens": str(asked), "total": str(asked + start)} if over.agreed else {}),
        },
    )
