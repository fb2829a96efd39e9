"""Arguments generate hands its logits processors (HF173)."""

from __future__ import annotations

from hflint.core import effective as eff
from hflint.core.flow import CallObservation
from hflint.core.values import ABSENT, Const, Items, Seq, Value
from hflint.rules.base import Hit, RuleContext
from hflint.rules.common import evidence_from
from hflint.rules.edits import call_name_span, ignore_comment_fix


def _flat_ids(v: Value) -> bool | None:
    """bad_words_ids given as a non-empty list holding something that is not a list (an id, a
    string): NoBadWordsLogitsProcessor's check `any(not isinstance(x, list) ...)` fails. A
    `tokenizer.encode(text)` result is such a list. None where the value is not known."""
    if v is ABSENT or (isinstance(v, Const) and v.value is None):
        return False
    if isinstance(v, Items):
        return True if v.kind == "ids" else None
    if isinstance(v, Seq) and not v.is_tuple and v.items:
        if any(isinstance(i, Const) and isinstance(i.value, (int, str)) for i in v.items):
            return True
        if all(isinstance(i, Seq) and not i.is_tuple for i in v.items):
            return False
    return None


def _shown(v: Value) -> str | None:
    if isinstance(v, Seq) and all(isinstance(i, Const) for i in v.items):
        return repr([i.value for i in v.items if isinstance(i, Const)])
    return None


def check_bad_words_flat_list(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    """`bad_words_ids` (a keyword of generate, a passed GenerationConfig's field or the model's)
    given one flat list of ids instead of a list of lists: the logits processors are built after
    the cache is prepared and before the first token, and NoBadWordsLogitsProcessor raises (runs:
    HF173's, gpt2 stand-in, all 28 releases; GenerationConfig itself accepts the list). Silent for
    Whisper's own generate, and for a value whose shape is not known."""
    if obs.kind != "generate" or any(m is not None and m.model_type == "whisper" for m in eff.models(obs)):
        return None
    if eff.at_defaults(obs, ("bad_words_ids",)):
        return None  # (nearly every call: neither given nor held by a config it reads, so unknown or unset)
    value = eff.gen_setting(obs, "bad_words_ids")
    outcome = eff.test(value, _flat_ids)
    if outcome.never:
        return None
    witness = outcome.witness
    origins = outcome.origins
    if isinstance(witness, Items) and witness.origin is not None:
        origins = (witness.origin, *origins)
    shown = _shown(witness)
    what = f"bad_words_ids is {shown}" if shown is not None else "bad_words_ids is a flat list of token ids"
    span = call_name_span(ctx.index, obs.node)
    return Hit(
        "HF173",
        outcome,
        span,
        f"{what}; it takes a list of lists, one list of ids per banned word",
        evidence_from(origins),
        (ignore_comment_fix(ctx.index, span.line, "HF173"),),
        values={"value": shown} if shown is not None else {},
    )
