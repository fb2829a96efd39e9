"""HF142: a generation option passed to a model's `from_pretrained`, which its constructor refuses."""

from __future__ import annotations

from hflint.core.effective import Outcome
from hflint.core.flow import LOAD_OPTIONS_ALWAYS, LOAD_OPTIONS_FROM_5, MODEL_LOAD_OWN_KWARGS, CallObservation
from hflint.core.modelinfo import BARE_MODEL_CLASSES, built_class_name
from hflint.core.values import ABSENT, Const, ModelObj, Ref, options
from hflint.rules.assisted import _ignore, _span
from hflint.rules.base import Hit, RuleContext
from hflint.rules.common import at_least

# Keywords the loader or the model config surely takes: its own, and where the model comes from,
# its config and generation config.
_TAKEN = MODEL_LOAD_OWN_KWARGS | {
    "pretrained_model_name_or_path",
    "config",
    "generation_config",
    "subfolder",
    "ignore_mismatched_sizes",
    "output_loading_info",
    "tp_plan",
}


def check_generation_option_to_loader(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    if obs.kind != "model-load" or obs.opaque_kwargs:
        return None  # (keywords hflint cannot read may name another argument first)
    # With `config=` every keyword goes to the constructor (the config takes none): the first one
    # the call passes is named, which may be any of them. A class from the hub's own code
    # (`trust_remote_code`) may take keywords of its own.
    if "config" in obs.kwargs or not _off(obs.kwargs.get("trust_remote_code", ABSENT)):
        return None
    v5 = at_least(ctx.release.version, "5.0")
    refused = LOAD_OPTIONS_ALWAYS | LOAD_OPTIONS_FROM_5 if v5 else LOAD_OPTIONS_ALWAYS
    taken = _TAKEN if v5 else _TAKEN | LOAD_OPTIONS_FROM_5  # (4.57's config keeps the legacy options)
    # Python names the first keyword the constructor does not take: an option is named only when
    # every keyword written before it is one the loader or the config surely takes.
    argument = None
    for name in obs.kwargs:
        if name in refused:
            argument = name
            break
        if name not in taken:
            return None
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
