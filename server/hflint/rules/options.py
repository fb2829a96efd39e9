"""HF151: a generation option of another release passed to `generate`.

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
from hflint.core.values import ABSENT, Const, Value
from hflint.rules.base import Hit, RuleContext
from hflint.rules.common import at_least, evidence_from
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
