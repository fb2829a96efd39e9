"""What a generate call returns, used by the helpers that read it (HF323)."""

from __future__ import annotations

from hflint.core import effective as eff
from hflint.core.flow import CallObservation
from hflint.core.values import ABSENT, Const, Value
from hflint.rules.base import Hit, RuleContext
from hflint.rules.common import evidence_from
from hflint.rules.edits import call_name_span, ignore_comment_fix


def _is_none(v: Value) -> bool | None:
    if isinstance(v, Const):
        return v.value is None
    return None if v is not ABSENT else False


def check_scores_not_returned(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    """`model.compute_transition_scores(out.sequences, out.scores)` where the generate call that
    made `out` did not ask for scores (no `output_scores=True`; `output_logits=True` fills
    `.logits` only): `out.scores` is None and the method's first step, `scores[0].shape[0]`,
    raises TypeError (runs: catalog HF323, all 28 releases). Reported only where every path
    gives None (the output is followed from a generate call whose settings hflint knows) and no
    `beam_indices` is passed (with them, `torch.stack(None)` raises another message)."""
    if obs.kind != "transition-scores" or obs.opaque_kwargs:
        return None
    if len(obs.node.args) > 3 or any(k.arg is None for k in obs.node.keywords):
        return None
    beams = eff.argument(obs, 2, "beam_indices")
    if not (beams is ABSENT or isinstance(beams, Const) and beams.value is None):
        return None
    missing = eff.test(eff.argument(obs, 1, "scores"), _is_none)
    if not missing.always:
        return None  # (None on some paths only: the others may well be the ones that run)
    made = list(missing.origins)
    line = made[0].span.line if made else obs.node.lineno
    why = made[0].note.removesuffix(" at this generate call") if made else "output_scores is not set"
    span = call_name_span(ctx.index, obs.node)
    return Hit(
        "HF323",
        missing,
        span,
        f"the scores passed are None: the generate call at {ctx.place(line)} returns none, as {why}",
        evidence_from(made),
        (ignore_comment_fix(ctx.index, span.line, "HF323"),),
    )
