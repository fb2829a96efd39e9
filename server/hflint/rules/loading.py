"""HF142: a generation option passed to a model's `from_pretrained`, which its constructor refuses."""

from __future__ import annotations

from hflint.core.effective import Outcome
from hflint.core.flow import CallObservation
from hflint.core.modelinfo import BARE_MODEL_CLASSES, built_class_name
from hflint.core.values import ABSENT, Const, ModelObj, Ref, options
from hflint.rules.assisted import _ignore, _span
from hflint.rules.base import Hit, RuleContext
from hflint.rules.common import at_least

# The options that raise on every release of the catalog (no model config holds them), and those
# that raise from 5.0 on (4.57's model config kept them as legacy attributes). Each run on 4.57.6,
# 5.0.0, 5.15.0 and 5.24.0 (catalog HF142).
_ALWAYS = frozenset({"cache_implementation", "cache_config", "max_new_tokens", "compile_config", "prompt_lookup_num_tokens"})
_FROM_5 = frozenset(
    {
        "do_sample",
        "temperature",
        "top_k",
        "max_length",
        "num_beams",
        "repetition_penalty",
        "min_length",
        "num_return_sequences",
        "return_dict_in_generate",
        "output_scores",
    }
)


def check_generation_option_to_loader(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    if obs.kind != "model-load" or obs.opaque_kwargs:
        return None  # (keywords hflint cannot read may name another argument first)
    # With `config=` every keyword goes to the constructor (the config takes none): the first one
    # the call passes is named, which may be any of them. A class from the hub's own code
    # (`trust_remote_code`) may take keywords of its own.
    if "config" in obs.kwargs or not _off(obs.kwargs.get("trust_remote_code", ABSENT)):
        return None
    refused = _ALWAYS | _FROM_5 if at_least(ctx.release.version, "5.0") else _ALWAYS
    argument = next((k for k in obs.kwargs if k in refused), None)
    if argument is None:
        return None
    # Only the families whose config classes hold none of these options (configuration_*.py of
    # 4.57.6 and 5.24.0: a few others do, such as SeamlessM4T's `max_new_tokens` or FSMT's
    # `num_beams`, and take them), built by a class hflint can name.
    models = [obs.heap.get(o) if isinstance(o, Ref) else None for o in options(obs.model)]
    if not models or not all(isinstance(m, ModelObj) and m.model_type in BARE_MODEL_CLASSES for m in models):
        return None
    built = {built_class_name(m.class_name, m.model_type) for m in models if isinstance(m, ModelObj)}
    if len(built) != 1 or "" in built:
        return None
    cls = built.pop()
    # (the call, not the keyword: the traceback names the line the call starts on)
    return Hit(
        "HF142",
        Outcome(True, True),
        _span(obs, ctx),
        f"`{argument}` is a generation option: from_pretrained hands it to the model's constructor",
        (),
        (_ignore(obs, ctx, "HF142"),),
        values={"argument": argument, "cls": cls},
    )


def _off(value) -> bool:
    """Whether `trust_remote_code` is surely not set (absent, False or None)."""
    return value is ABSENT or all(isinstance(o, Const) and not o.value for o in options(value))
