"""What a generate call is given as its inputs: the result of `apply_chat_template`, whose type
changed in 5.0 (a BatchEncoding where 4.x gave the ids tensor; HF301, and the other way HF302)."""

from __future__ import annotations

import ast

from hflint.core import effective as eff
from hflint.core.findings import Applicability, Fix
from hflint.core.flow import CallObservation
from hflint.core.values import ABSENT, BatchObj, Value
from hflint.rules.base import Hit, RuleContext
from hflint.rules.common import evidence_at
from hflint.rules.edits import add_keywords, call_name_span, ignore_comment_fix, node_span


def _chat_form(obs: CallObservation, form: str):
    """A predicate over a value's paths: the batch an `apply_chat_template` made, of that form
    under the assumed release; False for any other batch the walk knows; None for the rest."""

    def pred(v: Value) -> bool | None:
        objs = eff.objects_of(obs, v)
        if not objs or not all(isinstance(o, BatchObj) for o in objs):
            return None
        return all(o.chat == form for o in objs)  # type: ignore[union-attr]

    return pred


def _template_call(obs: CallObservation, ctx: RuleContext, witness: Value) -> ast.Call | None:
    """The `apply_chat_template(...)` call (in the analysed file) that made the witness, for the
    quick fix: the call whose span the batch's origin records."""
    objs = eff.objects_of(obs, witness)
    origin = objs[0].origin if objs and isinstance(objs[0], BatchObj) else None
    if origin is None or origin.path != ctx.path:
        return None
    tree = ctx.index.tree if hasattr(ctx.index, "tree") else None
    if tree is None:
        try:
            tree = ast.parse(ctx.source)
        except SyntaxError:
            return None
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr == "apply_chat_template"
            and node_span(ctx.index, node) == origin.span
        ):
            return node
    return None


def _fix(obs: CallObservation, ctx: RuleContext, witness: Value, code: str, value: str) -> Fix | None:
    call = _template_call(obs, ctx, witness)
    if call is None or any(kw.arg is None or kw.arg == "return_dict" for kw in call.keywords):
        return None
    return Fix(
        f"Pass `return_dict={value}` to apply_chat_template",
        add_keywords(ctx.index, call, [("return_dict", value)]),
        Applicability.SAFE,
    )


def _input_ids(obs: CallObservation) -> Value:
    """What generate takes as its input ids: the first positional argument, else `input_ids=`;
    ABSENT for a call that spreads `*args` (which position holds what is not known)."""
    if any(isinstance(a, ast.Starred) for a in obs.node.args):
        return ABSENT
    return obs.args[0] if obs.args else obs.kwargs.get("input_ids", ABSENT)


def encoding_given(obs: CallObservation) -> bool:
    """Whether generate's input ids are surely a templated chat's BatchEncoding: HF301 raises
    before anything generate reads of their length (HF147's prompt length is not theirs)."""
    value = _input_ids(obs)
    return value is not ABSENT and eff.test(value, _chat_form(obs, "encoding")).always


def _templated_here(obs: CallObservation, witness, text: str) -> tuple:
    """The evidence at the apply_chat_template call that made the value (HF301, HF302), if known."""
    objs = eff.objects_of(obs, witness)
    made = objs[0].origin if objs and isinstance(objs[0], BatchObj) else None
    return (evidence_at(made, text),) if made else ()


def check_chat_encoding_as_ids(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    """generate given, as its first argument or `input_ids=`, the BatchEncoding a 5.x
    `apply_chat_template(..., return_tensors="pt")` returns by default (or with
    `return_dict=True`): generate reads `inputs_tensor.shape` and BatchEncoding.__getattr__
    raises a bare AttributeError (h130's runs, all 28 releases: 5.0.0 to 5.24.0 raise, 4.57.6
    returns the tensor and runs). Silent where the value is not surely such a batch, and for a
    call that spreads `*args` (which position holds what is not known)."""
    if obs.kind != "generate":
        return None
    value = _input_ids(obs)
    if value is ABSENT:
        return None
    outcome = eff.test(value, _chat_form(obs, "encoding"))
    if not outcome.always:
        # (a path where it is the tensor: code that checks `torch.is_tensor(ids)` and takes
        # `ids["input_ids"]` otherwise, the corpus's h10 and h30, runs on every release)
        return None
    evidence = _templated_here(
        obs, outcome.witness, "a BatchEncoding, not a tensor: apply_chat_template's return_dict defaults to True from 5.0"
    )
    fix = _fix(obs, ctx, outcome.witness, "HF301", "False")
    span = call_name_span(ctx.index, obs.node)
    return Hit(
        "HF301",
        outcome,
        span,
        "the inputs are the BatchEncoding apply_chat_template returns (input_ids and attention_mask), not the ids tensor",
        evidence,
        (*((fix,) if fix else ()), ignore_comment_fix(ctx.index, span.line, "HF301")),
    )


def check_chat_ids_spread(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    """`generate(**x)` where x is the ids tensor a 4.57 `apply_chat_template(...,
    return_tensors="pt")` returns by default (or with `return_dict=False`): Python refuses to
    spread a tensor before generate runs (h130's runs: 4.57.6 raises, 5.0.0 to 5.24.0 run)."""
    if obs.kind != "generate":
        return None
    value = obs.kwargs.get("input_ids", ABSENT)
    if value is ABSENT:
        return None
    outcome = eff.test(value, _chat_form(obs, "spread"))
    if not outcome.always:
        return None  # (as HF301's: a path where it is a BatchEncoding may be the one that runs)
    evidence = _templated_here(
        obs,
        outcome.witness,
        "the ids tensor, not a BatchEncoding: apply_chat_template's return_dict defaults to False up to 4.57",
    )
    fix = _fix(obs, ctx, outcome.witness, "HF302", "True")
    span = call_name_span(ctx.index, obs.node)
    return Hit(
        "HF302",
        outcome,
        span,
        "`**` spreads the ids tensor apply_chat_template returns, not a BatchEncoding",
        evidence,
        (*((fix,) if fix else ()), ignore_comment_fix(ctx.index, span.line, "HF302")),
    )
