"""HF142: a generation option passed to a model's `from_pretrained`, which its constructor refuses;
HF143: the same option in the `model_kwargs` of a pipeline() that loads the model by name."""

from __future__ import annotations

from hflint.core.effective import Outcome
from hflint.core.findings import Evidence
from hflint.core.flow import LOAD_OPTIONS_ALWAYS, LOAD_OPTIONS_FROM_5, MODEL_LOAD_OWN_KWARGS, CallObservation
from hflint.core.modelinfo import BARE_MODEL_CLASSES, built_class_name
from hflint.core.pipelines import SPEECH, TEXT_GENERATION
from hflint.core.values import ABSENT, Const, DictObj, ModelObj, Ref, options
from hflint.rules.assisted import _ignore, _span
from hflint.rules.base import Hit, RuleContext
from hflint.rules.common import at_least
from hflint.rules.edits import keyword, node_span

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
    argument = _first_refused(list(obs.kwargs), ctx.release.version)
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


def _first_refused(names: list[str], version: str) -> str | None:
    """The generation option the model's constructor is given first, or None. Python names the
    first keyword the constructor does not take: an option is named only when every keyword
    written before it is one the loader or the config surely takes."""
    v5 = at_least(version, "5.0")
    refused = LOAD_OPTIONS_ALWAYS | LOAD_OPTIONS_FROM_5 if v5 else LOAD_OPTIONS_ALWAYS
    taken = _TAKEN if v5 else _TAKEN | LOAD_OPTIONS_FROM_5  # (4.57's config keeps the legacy options)
    for name in names:
        if name in refused:
            return name
        if name not in taken:
            return None
    return None


# ---------------------------------------------------------------- HF143: pipeline(model_kwargs={...})

# Keywords pipeline() passes to its loader itself (`load_model(model, config, model_classes, task,
# **hub_kwargs, **model_kwargs)`; 4.57's `infer_framework_load_model` also takes `framework`): in
# `model_kwargs` they are given twice, a TypeError before any model is built.
_PIPELINE_OWN = frozenset(
    {"revision", "token", "trust_remote_code", "_commit_hash", "config", "model_classes", "task", "framework", "model"}
)
# Keywords pipeline() adds to `model_kwargs` from its own arguments; given both ways, it raises a
# ValueError of its own ("You cannot use both ...") first.
_PIPELINE_ADDS = frozenset({"device_map", "dtype", "torch_dtype"})
# The class each task's loaders build for a checkpoint type beyond the causal-LM families
# (modelinfo.built_class_name): what the TypeError names. Whisper's config holds no generation
# option either (every keyword of HF142 run through the speech pipeline on 4.57.6, 5.0.0,
# 5.15.0 and 5.24.0).
_SPEECH_CLASSES = {"whisper": "WhisperForConditionalGeneration"}


def check_generation_option_in_pipeline_kwargs(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    # pipeline() hands `model_kwargs` to `from_pretrained` of each class it tries for a checkpoint
    # name; a model object is used as it is and never sees them.
    p = obs.pipeline
    if obs.kind != "pipeline-build" or p is None or p.task not in (TEXT_GENERATION, SPEECH) or not p.model_named:
        return None
    given = p.kwargs.get("model_kwargs", ABSENT)
    if given is ABSENT or obs.opaque_kwargs or not _off(p.kwargs.get("trust_remote_code", ABSENT)):
        return None  # (a class from the hub's own code may take keywords of its own)
    dicts = [obs.heap.get(o) if isinstance(o, Ref) else None for o in options(given)]
    if not dicts or not all(isinstance(d, DictObj) and d.complete for d in dicts):
        return None
    names = _present_keys(dicts)  # type: ignore[arg-type]
    if names is None or _PIPELINE_OWN & set(names):
        return None
    if _PIPELINE_ADDS & set(names) and _PIPELINE_ADDS & set(p.kwargs):
        return None
    argument = _first_refused(names, ctx.release.version)
    if argument is None:
        return None
    models = [obs.heap.get(o) if isinstance(o, Ref) else None for o in options(p.model)]
    if not models or not all(isinstance(m, ModelObj) for m in models):
        return None
    built = {_pipeline_class(m, p.task) for m in models if isinstance(m, ModelObj)}
    if len(built) != 1 or "" in built:
        return None
    cls = built.pop()
    values = {"argument": argument, "cls": cls}
    checkpoints = {
        o.value if isinstance(o, Const) else None for m in models if isinstance(m, ModelObj) for o in options(m.checkpoint)
    }
    if len(checkpoints) == 1 and isinstance(name := checkpoints.pop(), str):
        values["model"] = name  # (the name as given: the message repeats it)
    kw = keyword(obs.node, "model_kwargs")
    evidence = (Evidence(node_span(ctx.index, kw), f"`{argument}` given in `model_kwargs` here", ctx.path),) if kw else ()
    return Hit(
        "HF143",
        Outcome(True, True),
        _span(obs, ctx),
        f"`{argument}` is a generation option: pipeline() hands `model_kwargs` to the model's from_pretrained, "
        "whose constructor refuses it",
        evidence,
        (_ignore(obs, ctx, "HF143"),),
        values=values,
    )


def _present_keys(dicts: list[DictObj]) -> list[str] | None:
    """The keys every path's `model_kwargs` surely holds, in their order; None when the paths
    differ in which keys they hold or in their order."""
    orders = set()
    for d in dicts:
        keys = []
        for k, v in d.items.items():
            opts = options(v)
            if all(o is ABSENT for o in opts):
                continue
            if any(o is ABSENT for o in opts):
                return None  # (a key only some paths set)
            keys.append(k)
        orders.add(tuple(keys))
    return list(orders.pop()) if len(orders) == 1 else None


def _pipeline_class(model: ModelObj, task: str | None) -> str:
    """The class the pipeline's loaders build for the checkpoint ("" when hflint cannot name it,
    or the family's config may hold generation options)."""
    if task == SPEECH:
        return _SPEECH_CLASSES.get(model.model_type or "", "")
    if model.model_type not in BARE_MODEL_CLASSES:
        return ""
    return built_class_name("AutoModelForCausalLM", model.model_type)


def _off(value) -> bool:
    """Whether `trust_remote_code` is surely not set (absent, False or None)."""
    return value is ABSENT or all(isinstance(o, Const) and not o.value for o in options(value))
