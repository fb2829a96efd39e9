"""HF151: a generation option of another release passed to `generate`; HF319: generation
settings written on the model's config, which 5.x's generate refuses.

`generate(**kwargs)` applies the keywords its `GenerationConfig` has (`update` asks `hasattr`) and
hands the rest to the model; `_validate_model_kwargs` then rejects every one the model's inputs do
not take, before anything is generated. A field that only some releases have
(core/genfields.py: `return_legacy_cache` until 4.57, `top_h` from 5.0, `max_cache_len` from 5.13,
...) is such a keyword on the others. HF122 is the same check for `cache=` before 5.24.
"""

from __future__ import annotations

from hflint.core import effective as eff
from hflint.core.effective import Outcome
from hflint.core.findings import Applicability, Evidence, Fix
from hflint.core.flow import CallObservation
from hflint.core.genfields import GENERATION_CONFIG_FIELDS, GENERATION_CONFIG_FIELDS_SINCE
from hflint.core.genkeys import GENERATE_PARAMETERS
from hflint.core.values import ABSENT, ConfigObj, Const, Value
from hflint.rules.base import Hit, RuleContext
from hflint.rules.common import at_least, evidence_from, where_set
from hflint.rules.edits import call_name_span, ignore_comment_fix, keyword, node_span, remove_keyword

# The fields run on every release that lacks them, on a decoder-only and an encoder-decoder model
# (catalog/HF151.toml). continuous_batching_config is left out: its only plain value is None,
# which the check lets through.
_CHECKED = ("return_legacy_cache", "top_h", "max_cache_len", "assistant_ensemble_weight", "use_mtp", "speculation_type")

# generate's own parameters (core/genkeys.py) and the model inputs every text model takes: keywords
# that never join the list of unused ones. Any other keyword at the call (a typo, a model-specific
# input) might, and then the message would name it too: hflint stays silent. (`cache=` is HF122's.)
_TEXT_INPUTS = frozenset(
    {
        "input_ids",
        "attention_mask",
        "past_key_values",
        "token_type_ids",
        "position_ids",
        "inputs_embeds",
        "decoder_input_ids",
        "decoder_attention_mask",
        "encoder_outputs",
    }
)
_ALWAYS_TAKEN = (GENERATE_PARAMETERS - {"cache"}) | _TEXT_INPUTS


def _missing(release: str, key: str) -> bool:
    first, gone = GENERATION_CONFIG_FIELDS_SINCE[key]
    if first is not None and not at_least(release, first):
        return True
    return gone is not None and at_least(release, gone)


def _known_here(release: str, key: str) -> bool:
    if key in GENERATION_CONFIG_FIELDS or key in _ALWAYS_TAKEN:
        return True
    return key in GENERATION_CONFIG_FIELDS_SINCE and not _missing(release, key)


def _given(v: Value) -> bool | None:
    """`_validate_model_kwargs` skips a None value."""
    if v is ABSENT:
        return False
    if isinstance(v, Const):
        return v.value is not None
    return None


def check_option_of_another_release(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    if obs.kind != "generate" or obs.opaque_kwargs:
        return None
    release = ctx.release.version
    keys = [k for k in obs.kwargs if k in _CHECKED and _missing(release, k)]
    if not keys:
        return None
    # Every other keyword must be one this release takes: an unknown one would join the list.
    if any(not _known_here(release, k) for k in obs.kwargs if k not in keys):
        return None
    if "cache" in obs.kwargs:
        return None  # (HF122's keyword: the list would name both)
    outcomes = [eff.test(eff.kwarg(obs, k), _given) for k in keys]
    if not all(o.always for o in outcomes):
        # An option of another release passed on some paths only is, in code written for several
        # releases, passed behind a test of that very option (`"return_legacy_cache" in
        # inspect.signature(...).parameters`, `hasattr(...)`, a version the walk cannot read):
        # the author's test decides, not hflint.
        return None
    outcome: Outcome = outcomes[0]
    names = ", ".join(f"`{k}`" for k in keys)
    evidence: list[Evidence] = []
    fixes: list[Fix] = []
    for k in keys:
        kw = keyword(obs.node, k)
        if kw is None:
            continue
        first, gone = GENERATION_CONFIG_FIELDS_SINCE[k]
        when = f"removed in {gone}" if gone is not None and at_least(release, gone) else f"added in {first}"
        evidence.append(Evidence(node_span(ctx.index, kw), f"`{k}` passed here (a generation option {when})", ctx.path))
    if len(keys) == 1:
        edits = remove_keyword(ctx.index, obs.node, keys[0])
        if edits is not None:
            fixes.append(Fix(f"Remove `{keys[0]}=` ({release} has no such option)", edits, Applicability.UNSAFE))
    span = call_name_span(ctx.index, obs.node)
    fixes.append(ignore_comment_fix(ctx.index, span.line, "HF151"))
    return Hit(
        "HF151",
        outcome,
        span,
        f"{names} {'is not a generation option' if len(keys) == 1 else 'are not generation options'} in {release}: "
        "generate passes it to the model",
        evidence_from(list(outcome.origins), evidence),
        tuple(fixes),
        values={"keys": repr(keys)},
    )


# ---------------------------------------------------------------- HF319

# GenerationConfig._get_default_generation_params() of 5.0–5.24, in its order: the keys 5.x's
# `PreTrainedConfig._get_generation_parameters()` looks for on the model's config (`use_cache`
# aside), and the order the error's message lists them in.
_MODEL_CONFIG_GENERATION_KEYS = (
    "max_length",
    "min_length",
    "do_sample",
    "early_stopping",
    "num_beams",
    "temperature",
    "top_k",
    "top_p",
    "typical_p",
    "repetition_penalty",
    "length_penalty",
    "no_repeat_ngram_size",
    "encoder_no_repeat_ngram_size",
    "bad_words_ids",
    "num_return_sequences",
    "output_scores",
    "return_dict_in_generate",
    "forced_bos_token_id",
    "forced_eos_token_id",
    "remove_invalid_values",
    "exponential_decay_length_penalty",
    "suppress_tokens",
    "begin_suppress_tokens",
    "epsilon_cutoff",
    "eta_cutoff",
    "encoder_repetition_penalty",
    "num_assistant_tokens",
    "num_assistant_tokens_schedule",
    "assistant_confidence_threshold",
    "assistant_lookbehind",
    "target_lookbehind",
    "num_beam_groups",
    "diversity_penalty",
)
# Keys some model config class declares itself (Pegasus, PLBart, BART-likes: forced_eos_token_id;
# Whisper: the suppress lists), which the check then does not count: left out.
_DECLARED_SOMEWHERE = frozenset({"forced_bos_token_id", "forced_eos_token_id", "suppress_tokens", "begin_suppress_tokens"})
# Model types whose config class declares one of the other keys (fsmt: num_beams, max_length,
# early_stopping, length_penalty; audio-spectrogram-transformer: max_length; tapas: temperature;
# blenderbot: encoder_no_repeat_ngram_size), and those whose model class defines a generate of
# its own (models/*/modeling_*.py in 5.24: Bark, MusicGen, the speech and multimodal models),
# which no run checked on every release. (Whisper's generate reaches the check too:
# `model.config.max_length = 20` raises on 5.13.1–5.24.0 in h146's runs, the earlier 5.x were
# not run: left out as well.)
_OWN_CONFIG_OR_GENERATE = frozenset(
    {
        "fsmt",
        "audio-spectrogram-transformer",
        "tapas",
        "blenderbot",
        "whisper",
        "autoformer",
        "bark",
        "blip",
        "blip-2",
        "blip_2",
        "clvp",
        "granite_speech",
        "informer",
        "instructblip",
        "instructblipvideo",
        "janus",
        "kosmos-2",
        "kosmos2",
        "kyutai_speech_to_text",
        "moshi",
        "musicgen",
        "musicgen_melody",
        "patchtsmixer",
        "patchtst",
        "pop2piano",
        "qwen2_5_omni",
        "qwen3_omni_moe",
        "rag",
        "seamless_m4t",
        "seamless_m4t_v2",
        "speecht5",
        "time_series_transformer",
    }
)
_COUNTED = tuple(k for k in _MODEL_CONFIG_GENERATION_KEYS if k not in _DECLARED_SOMEWHERE)


def _set_not_none(v: Value) -> bool | None:
    if isinstance(v, Const):
        return v.value is not None
    return None


def check_generation_option_on_model_config(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    """From 5.0, generate called without a generation config refuses a model whose `config`
    holds a generation setting (`model.config.num_beams = 4`, the 4.x way of setting defaults):
    `_prepare_generation_config` raises before anything else is checked. 4.57 copied such
    settings into the generation config with a warning. Only settings the script wrote on the
    model's config itself, on every path, of a model type whose config class does not declare
    them and that has no generate of its own (runs: HF319's, all 28 releases)."""
    if obs.kind != "generate" or not at_least(ctx.release.version, "5.0"):
        return None
    passed = eff.kwarg(obs, "generation_config")
    if not (passed is ABSENT or (isinstance(passed, Const) and passed.value is None)):
        return None  # (a generation config passed, or a **spread that may hold one)
    models = eff.models(obs)
    if not models or any(
        m is None
        or m.model_type is None
        or m.model_type in _OWN_CONFIG_OR_GENERATE
        or "trust_remote_code" in m.load_kwargs
        or m.wrappers
        for m in models
    ):
        return None
    written: list[str] | None = None
    others = False  # (a key the check does not count written too: the message may name it)
    for model in models:
        assert model is not None
        cfgs = eff.objects_of(obs, model.config)
        if not cfgs or not all(isinstance(c, ConfigObj) for c in cfgs):
            return None
        for cfg in cfgs:
            assert isinstance(cfg, ConfigObj)
            keys = [k for k in _COUNTED if k in cfg.written]
            written = keys if written is None else [k for k in written if k in keys]
            others = others or any(k in cfg.written for k in _DECLARED_SOMEWHERE)
    if not written:
        return None
    values = {k: eff.model_config_setting(obs, k) for k in written}
    outcomes = {k: eff.test(v, _set_not_none) for k, v in values.items()}
    keys = [k for k, o in outcomes.items() if o.always]
    if not keys:
        return None
    outcome = outcomes[keys[0]]
    origins = [o for k in keys for o in outcomes[k].origins]
    shown = ", ".join(f"`{k}`" for k in keys)
    msg_values: dict[str, str] = {}
    witnesses = [outcomes[k].witness for k in keys]
    if len(keys) == len(written) and not others and all(outcomes[k].agreed for k in keys):
        shown_values = [f"{k!r}: {w.value!r}" for k, w in zip(keys, witnesses, strict=True) if isinstance(w, Const)]
        if len(shown_values) == len(keys):
            msg_values["values"] = "{" + ", ".join(shown_values) + "}"
    span = call_name_span(ctx.index, obs.node)
    return Hit(
        "HF319",
        outcome,
        span,
        f"{shown} {'is' if len(keys) == 1 else 'are'} set on the model's config "
        f"({where_set(values[keys[0]], keys[0], ctx)}), and the call passes no generation_config",
        evidence_from(origins),
        (ignore_comment_fix(ctx.index, span.line, "HF319"),),
        values=msg_values,
    )
