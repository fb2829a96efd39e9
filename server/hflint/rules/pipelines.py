"""HF123: a text-generation pipeline called with `generate_kwargs={...}` (core/pipelines.py builds the
generate call a pipeline call makes; the other rules read that)."""

from __future__ import annotations

from hflint.core import effective as eff
from hflint.core.findings import Applicability, Evidence, Fix, Span, TextEdit
from hflint.core.flow import CallObservation
from hflint.core.pipelines import TEXT_GENERATION
from hflint.core.values import ABSENT, Const
from hflint.rules.assisted import _ignore, _span
from hflint.rules.base import Hit, RuleContext
from hflint.rules.common import evidence_from
from hflint.rules.edits import keyword, node_span


def check_generate_kwargs(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    # Speech recognition unpacks `generate_kwargs`; text generation hands every keyword it does
    # not know to generate, which rejects this one as an unused model argument.
    if obs.kind != "pipeline" or obs.pipeline is None or obs.pipeline.task != TEXT_GENERATION or (
            "generate_kwargs" not in obs.kwargs and not obs.opaque_kwargs):
        return None
    given = eff.test(eff.kwarg(obs, "generate_kwargs"),
                     lambda v: False if v is ABSENT or (isinstance(v, Const) and v.value is None) else True)
    if given.never:
        return None
    fixes: list[Fix] = []
    kw = keyword(obs.node, "generate_kwargs")
    evidence: list[Evidence] = []
    if kw is not None:
        # `generate_kwargs=X` → `**X`: the pipeline passes the same settings on to generate.
        span = node_span(ctx.index, kw)
        value = node_span(ctx.index, kw.value)
        fixes.append(Fix("Pass the settings as keywords (`**generate_kwargs`)",
                         (TextEdit(Span(span.line, span.col, value.line, value.col), "**"),),
                         Applicability.SAFE))
        evidence.append(Evidence(span, "`generate_kwargs=` passed here", ctx.path))
    fixes.append(_ignore(obs, ctx, "HF123"))
    return Hit("HF123", given, _span(obs, ctx),
               "the text-generation pipeline passes `generate_kwargs` on to generate as a model argument",
               evidence_from([], evidence), tuple(fixes))
