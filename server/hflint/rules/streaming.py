"""Streamers given to generate (HF171, HF172)."""

from __future__ import annotations

import ast

from hflint.core import effective as eff
from hflint.core.effective import Outcome
from hflint.core.flow import CallObservation
from hflint.core.objects import TEXT_STREAMERS, StreamerVal
from hflint.core.values import ABSENT, UNKNOWN, Const, InstanceObj, Value
from hflint.rules.base import Hit, RuleContext
from hflint.rules.common import at_least, both, either, evidence_from, where_set
from hflint.rules.edits import call_name_span, ignore_comment_fix


def _base_name(node: ast.expr) -> str | None:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return node.attr
    return None


def _text_streamer_class(node: ast.ClassDef) -> str | None:
    """A class of the script's own that subclasses TextStreamer (or TextIteratorStreamer) and
    keeps its put(): the check of the rows runs. None for any other class."""
    if any(isinstance(st, (ast.FunctionDef, ast.AsyncFunctionDef)) and st.name == "put" for st in node.body):
        return None
    found = [_base_name(b) for b in node.bases]
    return next((b for b in found if b in TEXT_STREAMERS), None)


def _streamer_class(obs: CallObservation, v: Value) -> str | None:
    if isinstance(v, StreamerVal):
        return v.cls
    obj = obs.heap.get(v)
    if isinstance(obj, InstanceObj) and obj.cls is not None:
        return _text_streamer_class(obj.cls.node)
    return None


def _text_streamer(obs: CallObservation) -> Outcome:
    def pred(v: Value) -> bool | None:
        if v is ABSENT or (isinstance(v, Const) and v.value is None):
            return False
        return True if _streamer_class(obs, v) is not None else None

    return eff.test(eff.kwarg(obs, "streamer"), pred)


# Settings given to pipeline() whose way into a 4.57-5.19 pipeline's copy of the generation config
# was not followed (h172's runs: `do_sample=False` given to a gpt2 pipeline with beams is beam
# sampling on 4.57.6 and 5.15.0, as config.json's task_specific_params turn sampling back on, and
# beam search on 5.23.0 and 5.24.0; for a Qwen2.5 stand-in beam search on all four).
_CONSTRUCTION_UNSURE = frozenset({"do_sample", "generation_config"})


def _followed(obs: CallObservation, ctx: RuleContext) -> bool:
    """A generate call, or a pipeline's call whose decoding mode the view of its generate call
    decides: not where pipeline() was given a sampling setting the call does not give again,
    before 5.20 (the copy's merge with the checkpoint's task settings is not followed)."""
    if obs.kind == "generate":
        return True
    if obs.kind != "pipeline" or obs.pipeline is None:
        return False
    unsure = _CONSTRUCTION_UNSURE.intersection(obs.pipeline.kwargs)
    if not unsure or at_least(ctx.release.version, "5.20"):
        return True
    called = obs.called if obs.called is not None else obs
    return not called.opaque_kwargs and unsure <= called.kwargs.keys()


def _int(v: Value) -> int | None:
    if isinstance(v, Const) and isinstance(v.value, int) and not isinstance(v.value, bool):
        return v.value
    return None


def _count_above_one(v: Value) -> bool | None:
    """num_return_sequences / num_beams above 1 (unset or None is 1; None where not a known int)."""
    if v is ABSENT or (isinstance(v, Const) and v.value is None):
        return False
    n = _int(v)
    return None if n is None else n > 1


def _given(v: Value) -> bool | None:
    """A keyword the call gives a value other than None or 1 (None where it cannot tell)."""
    if v is ABSENT or (isinstance(v, Const) and v.value in (None, 1)):
        return False
    return True if isinstance(v, Const) or v is not UNKNOWN else None


def check_text_streamer_rows(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    """A TextStreamer (TextIteratorStreamer, or a subclass keeping put()) decodes one sequence:
    generate hands it the prompt once the inputs are expanded to batch x max(num_beams,
    num_return_sequences) rows, after the generation mode is validated and before the length
    checks, the cache and the decoding loop, and its put() raises on more than one row (runs:
    h94's, gpt2 stand-in, 4.57.6 to 5.24.0: a batch of two prompts, sampling with two return
    sequences, beam sampling, prompt lookup with a batch; flan-t5 with a batch). Silent where
    beam search without sampling may run (its own streamer check raises first), for Whisper's
    own generate and for a streamer of another class (a BaseStreamer subclass takes any rows). A
    text-generation pipeline's call is read as the generate call it makes: the pipeline samples
    unless told otherwise, so `num_beams=2` at its call is beam sampling (runs: h172's, 4.57.6,
    5.15.0, 5.23.0, 5.24.0: "TextStreamer only supports batch size 1")."""
    if "streamer" not in obs.kwargs:
        return None  # (nearly every call: no streamer, or one a `**spread` may hold, unknown)
    if not _followed(obs, ctx) or any(m is not None and m.model_type == "whisper" for m in eff.models(obs)):
        return None
    streaming = _text_streamer(obs)
    if streaming.never:
        return None
    for key in ("num_beam_groups", "constraints", "force_words_ids"):
        if eff.test(eff.kwarg(obs, key), _given).sometimes:
            return None  # (a decoding mode that moved to the hub: it raises before)
    sampling = eff.test(eff.gen_setting(obs, "do_sample"), lambda v: None if not isinstance(v, Const) else v.value is True)
    beams = eff.test(eff.gen_setting(obs, "num_beams"), _count_above_one)
    if beams.sometimes and not sampling.always:
        return None  # (beam search: `streamer` cannot be used with beam search, another check)
    size = eff.batch_size(obs)
    batch = eff.test(size, lambda v: None if not isinstance(v, Const) or not isinstance(v.value, int) else v.value > 1)
    several = eff.test(eff.gen_setting(obs, "num_return_sequences"), _count_above_one)
    rows = either(batch, both(sampling, either(several, beams)))
    outcome = both(streaming, rows)
    if outcome.never:
        return None
    if batch.sometimes:
        n = batch.witness.value if isinstance(batch.witness, Const) else "several"
        detail = f"the inputs hold {n} sequences"
        origins = batch.origins
    elif several.sometimes:
        detail = f"{where_set(several.witness, 'num_return_sequences', ctx)}, with sampling"
        origins = several.origins + sampling.origins
    else:
        detail = f"{where_set(beams.witness, 'num_beams', ctx)}, with sampling (beam sampling)"
        origins = beams.origins + sampling.origins
    made = streaming.witness
    if isinstance(made, StreamerVal) and made.origin is not None:
        origins = (made.origin, *origins)
    span = call_name_span(ctx.index, obs.node)
    return Hit(
        "HF171",
        outcome,
        span,
        detail,
        evidence_from(origins),
        (ignore_comment_fix(ctx.index, span.line, "HF171"),),
    )


# ---------------------------------------------------------------- HF172


def _any_streamer(obs: CallObservation, v: Value) -> bool | None:
    """A streamer given (any class: generate only asks that it is not None)."""
    if v is ABSENT or (isinstance(v, Const) and v.value is None):
        return False
    if isinstance(v, StreamerVal) or isinstance(obs.heap.get(v), InstanceObj):
        return True
    return None


def _not_sampling(v: Value) -> bool | None:
    """do_sample left off: beam search rather than beam sampling (`do_sample is True` decides)."""
    if v is ABSENT or (isinstance(v, Const) and (v.value is None or v.value is False)):
        return True
    if isinstance(v, Const) and v.value is True:
        return False
    return None


def check_streamer_with_beam_search(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    """Any streamer (a BaseStreamer subclass too) given to a generate call that runs beam search
    (num_beams above 1 without sampling): generate's validation of the decoding mode raises, after
    the model's keywords are validated and before the assisted checks, the length checks and the
    streamer's first put() (runs: HF172's, gpt2 stand-in, all 28 releases: keywords, a passed
    GenerationConfig, the model's generation config, with prompt lookup too). Silent for beam
    sampling, for decoding modes that moved to the hub (beam groups, constraints), for a custom
    generate and for Whisper's own generate. A text-generation pipeline's call is read as the
    generate call it makes (runs: h172's, 4.57.6, 5.15.0, 5.23.0, 5.24.0: beams and
    `do_sample=False` at the call or given to pipeline(), a TextStreamer or a BaseStreamer
    subclass at the call, all raise)."""
    if "streamer" not in obs.kwargs:
        return None  # (nearly every call: no streamer, or one a `**spread` may hold, unknown)
    if not _followed(obs, ctx) or any(m is not None and m.model_type == "whisper" for m in eff.models(obs)):
        return None
    streaming = eff.test(eff.kwarg(obs, "streamer"), lambda v: _any_streamer(obs, v))
    if streaming.never:
        return None
    for key in ("num_beam_groups", "constraints", "force_words_ids", "custom_generate"):
        if not eff.test(eff.kwarg(obs, key), _given).never or not eff.test(eff.gen_setting(obs, key), _given).never:
            return None
    beams = eff.test(eff.gen_setting(obs, "num_beams"), _count_above_one)
    if beams.never:
        return None
    greedy = eff.test(eff.gen_setting(obs, "do_sample"), _not_sampling)
    outcome = both(streaming, both(beams, greedy))
    if outcome.never:
        return None
    origins = beams.origins
    made = streaming.witness
    if isinstance(made, StreamerVal) and made.origin is not None:
        origins = (made.origin, *origins)
    span = call_name_span(ctx.index, obs.node)
    return Hit(
        "HF172",
        outcome,
        span,
        f"{where_set(beams.witness, 'num_beams', ctx)} without sampling (beam search), and a streamer is given",
        evidence_from(origins),
        (ignore_comment_fix(ctx.index, span.line, "HF172"),),
    )
