"""HF123, HF125, HF126, HF127: a text-generation pipeline called with `generate_kwargs={...}`; pipeline() given an
assistant object with another vocabulary and no `assistant_tokenizer`, a model object and no tokenizer, or
`generation_config=` (before 5.16)
(core/pipelines.py builds the generate call a pipeline call makes; the other rules read that)."""

from __future__ import annotations

from hflint.core import effective as eff
from hflint.core.findings import Applicability, Evidence, Fix, Span, TextEdit
from hflint.core.flow import CallObservation
from hflint.core.pipelines import TEXT_GENERATION
from hflint.core.values import ABSENT, Const, ModelObj, options
from hflint.rules.assisted import _ignore, _span
from hflint.rules.base import Hit, RuleContext
from hflint.rules.common import evidence_from
from hflint.rules.edits import keyword, node_span


def check_generate_kwargs(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    # Speech recognition unpacks `generate_kwargs`; text generation hands every keyword it does
    # not know to generate, which rejects this one as an unused model argument.
    if (
        obs.kind != "pipeline"
        or obs.pipeline is None
        or obs.pipeline.task != TEXT_GENERATION
        or ("generate_kwargs" not in obs.kwargs and not obs.opaque_kwargs)
    ):
        return None
    given = eff.test(
        eff.kwarg(obs, "generate_kwargs"), lambda v: False if v is ABSENT or (isinstance(v, Const) and v.value is None) else True
    )
    if given.never:
        return None
    fixes: list[Fix] = []
    kw = keyword(obs.node, "generate_kwargs")
    evidence: list[Evidence] = []
    if kw is not None:
        # `generate_kwargs=X` → `**X`: the pipeline passes the same settings on to generate.
        span = node_span(ctx.index, kw)
        value = node_span(ctx.index, kw.value)
        fixes.append(
            Fix(
                "Pass the settings as keywords (`**generate_kwargs`)",
                (TextEdit(Span(span.line, span.col, value.line, value.col), "**"),),
                Applicability.SAFE,
            )
        )
        evidence.append(Evidence(span, "`generate_kwargs=` passed here", ctx.path))
    fixes.append(_ignore(obs, ctx, "HF123"))
    return Hit(
        "HF123",
        given,
        _span(obs, ctx),
        "the text-generation pipeline passes `generate_kwargs` on to generate as a model argument",
        evidence_from([], evidence),
        tuple(fixes),
    )


# ---------------------------------------------------------------- HF125 / HF126: pipeline() itself


def _built(obs: CallObservation):
    p = obs.pipeline
    if obs.kind != "pipeline-build" or p is None or p.task is None:
        return None
    return p


def _all_models(obs: CallObservation, value) -> list[ModelObj] | None:
    objs = [obs.heap.get(o) for o in options(value)]
    return [o for o in objs if isinstance(o, ModelObj)] if objs and all(isinstance(o, ModelObj) for o in objs) else None


def check_model_without_tokenizer(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    # pipeline() finds the tokenizer by the model's name; a model object has none it reads.
    p = _built(obs)
    if p is None or p.model_named or "tokenizer" in p.kwargs or "config" in p.kwargs or "processor" in p.kwargs:
        return None
    models = _all_models(obs, p.model)
    if not models:
        return None
    model = models[0]
    evidence = (
        [Evidence(model.origin.span, f"the model is an object: {model.origin.note}", model.origin.path)]
        if model.origin is not None
        else []
    )
    return Hit(
        "HF126",
        eff.Outcome(True, True),
        _span(obs, ctx),
        "the model is given as an object and no `tokenizer=`: pipeline() cannot tell which tokenizer to load",
        tuple(evidence),
        (_ignore(obs, ctx, "HF126"),),
    )


def check_assistant_tokenizer_missing(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    # An assistant given by name brings its own tokenizer; an object with another vocabulary needs
    # `assistant_tokenizer=` (the check compares the configs' vocab_size and special token ids).
    p = _built(obs)
    if p is None or p.assistant_named or "assistant_tokenizer" in p.kwargs:
        return None
    if not p.model_named and "tokenizer" not in p.kwargs:
        return None  # (HF126 first)
    mains = _all_models(obs, p.model)
    helpers = _all_models(obs, p.assistant)
    if not mains or not helpers:
        return None
    sizes = {(m.vocab_size, a.vocab_size) for m in mains for a in helpers}
    if any(m is None or a is None or m == a for m, a in sizes):
        return None
    main, helper = mains[0], helpers[0]
    evidence = []
    for m, who in ((main, "main model"), (helper, "assistant")):
        if m.model_type_origin is not None:
            o = m.model_type_origin
            evidence.append(Evidence(o.span, f"{who}: {o.note} (vocab_size {m.vocab_size})", o.path))
    return Hit(
        "HF125",
        eff.Outcome(True, True),
        _span(obs, ctx),
        f"the assistant's vocabulary ({helper.vocab_size} tokens) differs from the main model's "
        f"({main.vocab_size}) and no `assistant_tokenizer=` is given",
        tuple(evidence),
        (_ignore(obs, ctx, "HF125"),),
    )


# ---------------------------------------------------------------- HF127: pipeline(generation_config=...)


def check_generation_config_keyword(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    # Before 5.16 the keywords pipeline() leaves over go to `_prepare_generation_config(generation_config=..., **kwargs)`
    # while the pipeline is built: a `generation_config=` among them is the argument given twice.
    p = _built(obs)
    if p is None or "generation_config" not in p.kwargs:
        return None
    given = eff.test(p.kwargs["generation_config"], lambda v: v is not ABSENT)
    if given.never:
        return None
    kw = keyword(obs.node, "generation_config")
    evidence = [Evidence(node_span(ctx.index, kw), "`generation_config=` passed to pipeline() here", ctx.path)] if kw else []
    return Hit(
        "HF127",
        given,
        _span(obs, ctx),
        "`generation_config=` is given to pipeline(), which passes it again with its own defaults while building the pipeline",
        tuple(evidence),
        (_ignore(obs, ctx, "HF127"),),
    )
