"""HF142: a generation option passed to a model's `from_pretrained`, which its constructor refuses;
HF327: `use_auth_token=` passed to a model's `from_pretrained` on 5.x, which hands it to the constructor;
HF355: `load_in_4bit` and `load_in_8bit` both true, given to BitsAndBytesConfig (or to 4.57's from_pretrained);
HF356: `load_in_4bit=`/`load_in_8bit=` passed to a model's `from_pretrained` on 5.x, the same way;
HF143: the same option in the `model_kwargs` of a pipeline() that loads the model by name;
HF149: a keyword pipeline() passes to the config's loader itself, repeated in `model_kwargs`;
HF150: one given again at the model's loader (`task`; the hub keywords when the config is an object);
HF187: `attn_implementation="sdpa"` asked of a model class that does not support SDPA (XLNet, Mamba, Gemma 2 from 5.21, ...);
HF343: `attn_implementation="flex_attention"` asked of a model class that does not support it (GPT-2, Falcon, ...);
HF353: `attn_implementation=` a name the release does not know (`"scaled_dot_product_attention"`, `"SDPA"`);
HF337: a linear, YaRN or Llama 3 `rope_scaling` with no rope_theta, set on a 5.x config or given to from_pretrained;
HF339: a rope_scaling spelled with the old `"type"` key (5.0 to 5.20);
HF340: a dynamic NTK rope_scaling with no rope_theta (5.x);
HF348: `rope_scaling=None` given to from_pretrained or set on the config (5.x)."""

from __future__ import annotations

import ast
import re

from hflint.core import effective as eff
from hflint.core.effective import Outcome
from hflint.core.findings import Applicability, Evidence, Fix, Span, TextEdit
from hflint.core.flow import LOAD_OPTIONS_ALWAYS, LOAD_OPTIONS_FROM_5, MODEL_LOAD_OWN_KWARGS, CallObservation
from hflint.core.modelinfo import (
    ATTN_FULL_SUPPORT,
    ATTN_REFUSED,
    BARE_MODEL_CLASSES,
    SEQ2SEQ_LM_CLASSES,
    attn_built_class,
    built_class_name,
)
from hflint.core.pipelines import SPEECH, TEXT_GENERATION
from hflint.core.values import ABSENT, UNKNOWN, ConfigObj, Const, DictObj, ModelObj, PipelineObj, Ref, Value, join_all, options
from hflint.rules.assisted import _ignore, _span
from hflint.rules.base import Hit, RuleContext
from hflint.rules.common import at_least, evidence_from
from hflint.rules.edits import add_keywords, keyword, node_span, remove_dict_entry

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
# The keyword 5.0 took out of from_pretrained (`token=` replaces it; HF327).
AUTH_TOKEN = "use_auth_token"
# The bitsandbytes shortcuts 5.0 took out of from_pretrained (`quantization_config=
# BitsAndBytesConfig(...)` replaces them; HF356): 4.57 builds a BitsAndBytesConfig of them.
BNB_FLAGS = frozenset({"load_in_4bit", "load_in_8bit"})


def check_generation_option_to_loader(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    if obs.kind != "model-load" or obs.opaque_kwargs:
        return None  # (keywords hflint cannot read may name another argument first)
    argument = _first_refused(list(obs.kwargs), ctx.release.version)
    if argument is None or argument == AUTH_TOKEN or argument in BNB_FLAGS:
        return None
    cls = _built_class(obs)
    if cls is None:
        return None
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


def check_auth_token_to_loader(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    """`from_pretrained(name, use_auth_token=...)` of a model on 5.x: 5.0 took the keyword out of
    from_pretrained (4.57 still took it, with a deprecation warning), so it is left over for the
    model's constructor, which raises TypeError whatever its value (None too)."""
    if obs.kind != "model-load" or obs.opaque_kwargs or AUTH_TOKEN not in obs.kwargs:
        return None
    if _first_refused(list(obs.kwargs), ctx.release.version) != AUTH_TOKEN:
        return None
    cls = _built_class(obs)
    if cls is None:
        return None
    return Hit(
        "HF327",
        Outcome(True, True),
        _span(obs, ctx),
        "`use_auth_token` is no keyword of from_pretrained in this release: it is handed to the model's constructor",
        (),
        (*_token_rename(obs, ctx), _ignore(obs, ctx, "HF327")),
        values={"cls": cls},
    )


def check_bnb_flag_to_loader(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    """`from_pretrained(name, load_in_4bit=...)` (or `load_in_8bit=`) of a model on 5.x: 5.0 took
    the keywords out of from_pretrained (4.57 built a BitsAndBytesConfig of them), so they are
    left over for the model's constructor, which raises TypeError whatever their value, False
    too, and whether bitsandbytes is installed or not (runs: HF356, the 28 releases)."""
    if obs.kind != "model-load" or obs.opaque_kwargs:
        return None
    argument = _first_refused(list(obs.kwargs), ctx.release.version)
    if argument not in BNB_FLAGS:
        return None
    cls = _built_class(obs)
    if cls is None:
        return None
    return Hit(
        "HF356",
        Outcome(True, True),
        _span(obs, ctx),
        f"`{argument}` is no keyword of from_pretrained in this release: it is handed to the model's constructor "
        "(pass `quantization_config=BitsAndBytesConfig(...)` instead)",
        (),
        (_ignore(obs, ctx, "HF356"),),
        values={"argument": argument, "cls": cls},
    )


def _true(v: Value) -> bool | None:
    """Whether a flag's value is surely truthy (True), surely not (False), or unknown (None)."""
    found = set()
    for o in options(v):
        if o is ABSENT:
            found.add(False)
        elif isinstance(o, Const) and isinstance(o.value, (bool, int, float, str, type(None))):
            found.add(bool(o.value))
        else:
            return None
    return found.pop() if len(found) == 1 else None


def check_bnb_both_flags(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    """`BitsAndBytesConfig(load_in_4bit=True, load_in_8bit=True)`: its __init__ refuses the pair
    first thing, on every release, bitsandbytes installed or not; 4.57's from_pretrained builds
    that config of the same two flags (5.x hands them to the model's constructor, HF356)
    (runs: HF355, the 28 releases)."""
    if obs.opaque_kwargs:
        return None
    if obs.kind == "model-load":
        if at_least(ctx.release.version, "5.0") or "config" in obs.kwargs:
            return None
        if not _off(obs.kwargs.get("trust_remote_code", ABSENT)) or "quantization_config" in obs.kwargs:
            return None  # (4.57 refuses both a config and the flags with another message)
        flags = (obs.kwargs.get("load_in_8bit", ABSENT), obs.kwargs.get("load_in_4bit", ABSENT))
    elif obs.kind == "bnb-config":
        # (positionally: load_in_8bit, then load_in_4bit)
        given = list(obs.args[:2]) + [ABSENT] * (2 - len(obs.args[:2]))
        flags = (obs.kwargs.get("load_in_8bit", given[0]), obs.kwargs.get("load_in_4bit", given[1]))
    else:
        return None
    if not all(_true(f) is True for f in flags):
        return None
    return Hit(
        "HF355",
        Outcome(True, True),
        _span(obs, ctx),
        "load_in_4bit and load_in_8bit are both true: bitsandbytes quantizes to one width",
        (),
        (_ignore(obs, ctx, "HF355"),),
    )


def _token_rename(obs: CallObservation, ctx: RuleContext) -> tuple[Fix, ...]:
    """Rename `use_auth_token=` to `token=` at the call (the keyword's name only), where the call
    writes it and has no `token=` of its own."""
    kw = keyword(obs.node, AUTH_TOKEN)
    if kw is None or keyword(obs.node, "token") is not None:
        return ()
    start = node_span(ctx.index, kw)
    name = Span(start.line, start.col, start.line, start.col + len(AUTH_TOKEN))
    return (Fix("Rename `use_auth_token=` to `token=`", (TextEdit(name, "token"),), Applicability.SAFE),)


def _built_class(obs: CallObservation) -> str | None:
    """The class a model's from_pretrained builds, where the keywords it is not given reach that
    class's constructor and hflint can name it; else None."""
    # With `config=` every keyword goes to the constructor (the config takes none): the first one
    # the call passes is named, which may be any of them. A class from the hub's own code
    # (`trust_remote_code`) may take keywords of its own.
    if "config" in obs.kwargs or not _off(obs.kwargs.get("trust_remote_code", ABSENT)):
        return None
    # Only the families whose config classes hold none of these options (configuration_*.py of
    # 4.57.6 and 5.24.0: a few others do, such as SeamlessM4T's `max_new_tokens` or FSMT's
    # `num_beams`, and take them), built by a class hflint can name: the decoder-only ones and the
    # encoder-decoder text ones (T5, BART, Marian, PEGASUS).
    models = [obs.heap.get(o) if isinstance(o, Ref) else None for o in options(obs.model)]
    if not models or not all(
        isinstance(m, ModelObj) and (m.model_type in BARE_MODEL_CLASSES or m.model_type in SEQ2SEQ_LM_CLASSES) for m in models
    ):
        return None
    built = {built_class_name(m.class_name, m.model_type) for m in models if isinstance(m, ModelObj)}
    if len(built) != 1 or "" in built:
        return None
    return built.pop()


def check_sdpa_unsupported(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    """HF187: `attn_implementation="sdpa"` of a model class without SDPA in the release."""
    return _attn_refused(obs, ctx, "sdpa", "HF187", "_supports_sdpa")


def check_flex_attention_unsupported(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    """HF343: `attn_implementation="flex_attention"` of a model class without flex attention in the release."""
    return _attn_refused(obs, ctx, "flex_attention", "HF343", "_supports_flex_attn")


# The names every release from 4.57 to 5.24 registers for `attn_implementation=` apart from flash
# attention's and the paged ones (ALL_ATTENTION_FUNCTIONS, and "eager"); a name with "flash" or
# "paged" in it, or a kernel of the hub ("org/repo"), takes other paths first (HF353).
_ATTN_NAMES = frozenset({"eager", "sdpa", "flex_attention"})
_ATTN_WORD = re.compile(r"[A-Za-z0-9_-]+")


def _unknown_attn_name(value: Value) -> bool | None:
    """Whether `value` is a name of an attention implementation no release knows (None: unknown)."""
    if not isinstance(value, Const):
        return None
    name = value.value
    if not isinstance(name, str) or not _ATTN_WORD.fullmatch(name):
        return False if isinstance(name, str) or name is None else None
    lowered = name.lower()
    return name not in _ATTN_NAMES and "flash" not in lowered and "paged" not in lowered


def check_attn_implementation_unknown(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    """HF353: `from_pretrained(name, attn_implementation=X)` (or `from_config(config, ...)`) where
    X names no attention implementation the release registers: the model's constructor raises
    ValueError listing the names the class supports, the release's whole list for the families of
    ATTN_FULL_SUPPORT (runs on all 28 releases, catalog HF353)."""
    models = _attn_models(obs)
    if not models or not all(
        m.model_type in ATTN_FULL_SUPPORT and m.class_name in ("AutoModelForCausalLM", "AutoModel") for m in models
    ):
        return None
    value = obs.kwargs["attn_implementation"]
    unknown = eff.test(value, _unknown_attn_name)
    if not unknown.sometimes:
        return None
    names = {o.value for o in options(value) if isinstance(o, Const) and _unknown_attn_name(o)}
    if len(names) != 1:
        return None
    (name,) = names
    return Hit(
        "HF353",
        unknown,
        _span(obs, ctx),
        f'`attn_implementation="{name}"` is no attention implementation this release registers '
        '(PyTorch\'s scaled-dot-product attention is "sdpa")',
        (),
        (*_sdpa_instead(obs, ctx, name), _ignore(obs, ctx, "HF353")),
        values={"implementation": name},
    )


def _sdpa_instead(obs: CallObservation, ctx: RuleContext, name: str) -> tuple[Fix, ...]:
    """`attn_implementation="sdpa"` in place of the unknown name written at the call: every family
    HF353 reports supports SDPA; offered, not applied by itself (the script may have meant another)."""
    kw = keyword(obs.node, "attn_implementation")
    if kw is None or not (isinstance(kw.value, ast.Constant) and kw.value.value == name):
        return ()
    return (Fix('Use `attn_implementation="sdpa"`', (TextEdit(node_span(ctx.index, kw.value), '"sdpa"'),), Applicability.UNSAFE),)


def _attn_models(obs: CallObservation) -> list[ModelObj] | None:
    """The models a `from_pretrained(..., attn_implementation=...)` or `from_config(config, ...)`
    call builds, on every path; None when one is not known, with `config=` given to from_pretrained
    (the config object's own type) or with `trust_remote_code` (the hub's own code)."""
    if obs.kind not in ("model-load", "model-from-config") or "attn_implementation" not in obs.kwargs or obs.opaque_kwargs:
        return None
    if (obs.kind == "model-load" and "config" in obs.kwargs) or not _off(obs.kwargs.get("trust_remote_code", ABSENT)):
        return None
    models = [obs.heap.get(o) if isinstance(o, Ref) else None for o in options(obs.model)]
    if not models or not all(isinstance(m, ModelObj) for m in models):
        return None
    return [m for m in models if isinstance(m, ModelObj)]


def _attn_refused(obs: CallObservation, ctx: RuleContext, kernel: str, code: str, flag: str) -> Hit | None:
    """`from_pretrained(name, attn_implementation=kernel)` (or `from_config(config, ...)`) of a
    model whose classes do not support that kernel in the release (modelinfo.ATTN_REFUSED): the
    model's constructor checks the requested implementation and raises ValueError (a default,
    unrequested implementation falls back to eager)."""
    models = _attn_models(obs)
    if not models:
        return None
    built = {attn_built_class(m.class_name, m.model_type) for m in models}
    if len(built) != 1 or None in built:
        return None
    (found,) = built
    assert found is not None
    model_type, cls = found
    refused = ATTN_REFUSED[kernel].get(model_type)
    if refused is None:
        return None
    since, until = refused
    if (since is not None and not at_least(ctx.release.version, since)) or (
        until is not None and at_least(ctx.release.version, until)
    ):
        return None
    requested = eff.test(obs.kwargs["attn_implementation"], lambda v: None if not isinstance(v, Const) else v.value == kernel)
    if not requested.sometimes:
        return None
    return Hit(
        code,
        requested,
        _span(obs, ctx),
        f'`{cls}` sets `{flag} = False` in this release, and `attn_implementation="{kernel}"` asks for it',
        (),
        (*_eager_instead(obs, ctx, kernel), _ignore(obs, ctx, code)),
        values={"cls": cls},
    )


def _eager_instead(obs: CallObservation, ctx: RuleContext, kernel: str) -> tuple[Fix, ...]:
    """`attn_implementation="eager"` in place of the kernel's string written at the call. Every
    model class supports eager attention (PreTrainedModel checks only SDPA, flash and flex
    attention against the class) and computes the same attention with it, so the fix is safe where
    the call loads one model it names itself (a literal checkpoint, or a concrete class from a
    config); for a checkpoint that varies (a loop, a flag) the edit would take the kernel from
    every other model loaded there too: offered, never applied by itself."""
    kw = keyword(obs.node, "attn_implementation")
    if kw is None or not (isinstance(kw.value, ast.Constant) and kw.value.value == kernel):
        return ()
    first = obs.node.args[0] if obs.node.args else None
    named = (
        obs.kind == "model-load"
        and isinstance(first, ast.Constant)
        and isinstance(first.value, str)
        and len(options(obs.model)) == 1
    )
    return (
        Fix(
            'Load the model with `attn_implementation="eager"`',
            (TextEdit(node_span(ctx.index, kw.value), '"eager"'),),
            Applicability.SAFE if named else Applicability.UNSAFE,
        ),
    )


def _first_refused(names: list[str], version: str) -> str | None:
    """The generation option (or `use_auth_token`, `load_in_4bit`, `load_in_8bit` on 5.x) the model's constructor is given first,
    or None. Python names the first keyword the constructor does not take: an option is named
    only when every keyword written before it is one the loader or the config surely takes."""
    v5 = at_least(version, "5.0")
    # (4.57's config keeps the legacy options; its from_pretrained takes `use_auth_token` itself,
    # with a deprecation warning, where 5.x leaves it to the constructor: HF327)
    refused = LOAD_OPTIONS_ALWAYS | LOAD_OPTIONS_FROM_5 | BNB_FLAGS | {AUTH_TOKEN} if v5 else LOAD_OPTIONS_ALWAYS
    taken = _TAKEN if v5 else _TAKEN | LOAD_OPTIONS_FROM_5 | BNB_FLAGS | {AUTH_TOKEN}
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


# ---------------------------------------------------------------- HF149: pipeline(model_kwargs={"trust_remote_code": ...})


def config_loader_keywords(version: str) -> frozenset[str]:
    """The keywords pipeline() itself gives `AutoConfig.from_pretrained(model, _from_pipeline=task,
    ..., **hub_kwargs, **model_kwargs)` in the release: the same key in `model_kwargs` is given
    twice, a TypeError before anything is loaded. (Runs of every release, catalog HF149:
    `revision`, `token` and `trust_remote_code` everywhere; `local_files_only` from 5.0;
    `_commit_hash` up to 5.17 (5.18 drops it) and `code_revision` up to 5.21 (from 5.22 pipeline()
    takes it out of `model_kwargs` itself).)"""
    keys = {"revision", "token", "trust_remote_code", "_from_pipeline"}
    if at_least(version, "5.0"):
        keys.add("local_files_only")
    if not at_least(version, "5.18"):
        keys.add("_commit_hash")
    if not at_least(version, "5.22"):
        keys.add("code_revision")
    return frozenset(keys)


def check_pipeline_argument_in_model_kwargs(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    # With a checkpoint name and no config object, pipeline() first loads the config by that name
    # (or by `config=` given as a name), with its own hub keywords and then `model_kwargs`.
    read = _model_kwargs_keys(obs)
    if read is None or not _config_loaded_by_name(read[0]):
        return None
    twice = config_loader_keywords(ctx.release.version)
    # (Python names the first key of `model_kwargs` the call already holds)
    argument = next((n for n in read[1] if n in twice), None)
    if argument is None:
        return None
    detail = f"pipeline() passes `{argument}` to the config's loader itself, and `model_kwargs` gives it again"
    return _given_twice("HF149", obs, ctx, argument, detail)


# ---------------------------------------------------------------- HF150: the model's loader given a keyword twice

# Keywords of `model_kwargs` that meet one of pipeline()'s own at its model loader (`load_model(model,
# model_classes=..., config=config, task=task, **hub_kwargs, **model_kwargs)`) in ways hflint does
# not predict (which is named first, or another function's error): it stays silent with them.
_LOADER_UNPREDICTED = frozenset({"config", "model_classes", "framework", "model", "_from_pipeline"})
# pipeline()'s hub keywords that its model loader is given in every release (runs of all 28 with a
# config object, whose load by name would otherwise have met them first: HF149).
_LOADER_HUB = frozenset({"trust_remote_code", "token", "revision"})


def check_argument_twice_at_model_loader(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    # `task` passes the config's loader (which keeps it as an attribute) and meets pipeline()'s own
    # `task=` at the model's loader; with a config object, no config is loaded by name and the hub
    # keywords meet pipeline()'s there too (runs of every release, catalog HF150); so do they with a
    # model object in 4.57.
    read = _model_kwargs_keys(obs, objects=not at_least(ctx.release.version, "5.0"))
    if read is None:
        return None
    p, names = read
    if _LOADER_UNPREDICTED & set(names) or _PIPELINE_ADDS & set(names) & set(p.kwargs):
        return None  # (device_map or dtype given both ways: pipeline()'s own ValueError first)
    hub = config_loader_keywords(ctx.release.version) & set(names)
    if not p.model_named:
        # 4.57 calls its loader for a model object too, to tell its framework (unless pipeline()
        # is given `framework=`), with every hub keyword (runs of 4.57.6; 5.0 loads names only).
        # (without `tokenizer=` 4.57 may fail to guess one, HF126: which comes first is not told)
        if p.kwargs.get("framework", ABSENT) is not ABSENT or "tokenizer" not in p.kwargs:
            return None
        twice = {"task", "_commit_hash"} | _LOADER_HUB
    elif _config_loaded_by_name(p):
        if hub:
            return None  # (given twice to the config's loader first: HF149)
        twice = {"task"}
    elif hub - _LOADER_HUB:
        return None  # (hub keywords whose passing to the model's loader differs by release)
    else:
        twice = {"task"} | _LOADER_HUB
    argument = next((n for n in names if n in twice), None)
    if argument is None:
        return None
    loader = "load_model" if at_least(ctx.release.version, "5.0") else "infer_framework_load_model"
    detail = f"pipeline() passes its own `{argument}` to the model's loader ({loader}), and `model_kwargs` gives it again"
    return _given_twice("HF150", obs, ctx, argument, detail)


def _given_twice(code: str, obs: CallObservation, ctx: RuleContext, argument: str, detail: str) -> Hit:
    """The TypeError of a keyword `model_kwargs` gives a loader pipeline() already gives it: the
    dict's keyword as evidence, and the move of a hub argument to pipeline() as its fix."""
    kw = keyword(obs.node, "model_kwargs")
    moved = _move_to_pipeline(obs, ctx, kw, argument) if argument != "task" else None
    return Hit(
        code,
        Outcome(True, True),
        _span(obs, ctx),
        detail,
        _given_here(ctx, kw, argument),
        (*((moved,) if moved else ()), _ignore(obs, ctx, code)),
        values={"argument": argument},
    )


def _model_kwargs_keys(obs: CallObservation, objects: bool = False) -> tuple[PipelineObj, list[str]] | None:
    """The pipeline and the keys its `model_kwargs` surely holds, in order, when it loads the model
    by name (or, with `objects`, is surely given a model object) and the dict is known in full on
    every path (the same keys, in the same order)."""
    p = obs.pipeline
    if obs.kind != "pipeline-build" or p is None or obs.opaque_kwargs:
        return None
    if not p.model_named and not (objects and _model_object(obs, p)):
        return None
    given = p.kwargs.get("model_kwargs", ABSENT)
    if given is ABSENT:
        return None
    dicts = [obs.heap.get(o) if isinstance(o, Ref) else None for o in options(given)]
    if not dicts or not all(isinstance(d, DictObj) and d.complete for d in dicts):
        return None
    names = _present_keys(dicts)  # type: ignore[arg-type]
    return None if names is None else (p, names)


def _model_object(obs: CallObservation, p: PipelineObj) -> bool:
    """Whether pipeline() is surely given a model object (a model on every path, none a name)."""
    models = [obs.heap.get(o) if isinstance(o, Ref) else None for o in options(p.model)]
    return bool(models) and all(isinstance(m, ModelObj) for m in models)


def _config_loaded_by_name(p: PipelineObj) -> bool:
    """Whether pipeline() loads the config with `model_kwargs`: `config=` absent, None or a name."""
    config = p.kwargs.get("config", ABSENT)
    return config is ABSENT or all(
        isinstance(o, Const) and (o.value is None or isinstance(o.value, str)) for o in options(config)
    )


def _given_here(ctx: RuleContext, kw: ast.keyword | None, argument: str) -> tuple[Evidence, ...]:
    return (Evidence(node_span(ctx.index, kw), f"`{argument}` given in `model_kwargs` here", ctx.path),) if kw else ()


def _move_to_pipeline(obs: CallObservation, ctx: RuleContext, kw: ast.keyword | None, argument: str) -> Fix | None:
    """`pipeline(..., model_kwargs={"trust_remote_code": True})` → `pipeline(..., model_kwargs={},
    trust_remote_code=True)`: the key as pipeline()'s own argument, which it hands to every
    loader. Only for a dict written in the call, without `**`, holding the key once with a value
    on one line, when pipeline() is not given that argument already (`_from_pipeline` and
    `_commit_hash` are no arguments of it)."""
    if kw is None or not isinstance(kw.value, ast.Dict) or argument.startswith("_") or keyword(obs.node, argument):
        return None
    keys = kw.value.keys
    at = [i for i, k in enumerate(keys) if isinstance(k, ast.Constant) and k.value == argument]
    if None in keys or len(at) != 1:
        return None
    value = node_span(ctx.index, kw.value.values[at[0]])
    if value.line != value.end_line:
        return None
    value_src = ctx.index.line_text(value.line)[value.col : value.end_col]
    return Fix(
        f"Pass `{argument}` to pipeline() instead of `model_kwargs`",
        (*remove_dict_entry(ctx.index, kw.value, at[0]), *add_keywords(ctx.index, obs.node, [(argument, value_src)])),
        Applicability.SAFE,
    )


def check_generation_option_in_pipeline_kwargs(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    # pipeline() hands `model_kwargs` to `from_pretrained` of each class it tries for a checkpoint
    # name; a model object is used as it is and never sees them.
    read = _model_kwargs_keys(obs)
    if read is None or read[0].task not in (TEXT_GENERATION, SPEECH):
        return None
    p, names = read
    if not _off(p.kwargs.get("trust_remote_code", ABSENT)):
        return None  # (a class from the hub's own code may take keywords of its own)
    if (_PIPELINE_OWN | config_loader_keywords(ctx.release.version)) & set(names):
        return None  # (given twice: HF149's TypeError, or the loader's, comes first)
    if _PIPELINE_ADDS & set(names) and _PIPELINE_ADDS & set(p.kwargs):
        return None
    argument = _first_refused(names, ctx.release.version)
    if argument is None or argument == AUTH_TOKEN:
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
    evidence = _given_here(ctx, keyword(obs.node, "model_kwargs"), argument)
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


# ---------------------------------------------------------------- HF337, HF339, HF340

# The rotary scalings whose inverse frequencies raise the base (`rope_theta`) to a power: with no
# rope_theta the release's standardization leaves None there (runs: catalog HF337, h163's runs of
# the six model types below, all 28 releases). Dynamic NTK scaling multiplies the base instead (HF340).
_POWERED_ROPE_TYPES = frozenset({"linear", "yarn", "llama3"})
# The old spelling's values run (h163: linear, dynamic, YaRN): 5.0 to 5.20 read `rope_type` only
# (KeyError, with or without a base in the dict); 5.21 on read `type` as `rope_type`.
_OLD_KEY_TYPES = frozenset({"linear", "dynamic", "yarn"})
_OLD_KEY_READ_FROM = "5.21"
# The model types run (catalog HF337, HF339, HF340): their 5.x config classes keep no rope_theta
# attribute, and their constructors build one rotary embedding from rope_parameters (Gemma 3's
# per-layer-type embeddings raise another KeyError first: not reported).
_ROPE_MODEL_TYPES = frozenset({"llama", "qwen2", "mistral", "phi3", "gemma", "gemma2"})
# The classes whose from_pretrained builds such a causal LM.
_ROPE_LOADERS = frozenset(
    {
        "AutoModelForCausalLM",
        "LlamaForCausalLM",
        "Qwen2ForCausalLM",
        "MistralForCausalLM",
        "Phi3ForCausalLM",
        "GemmaForCausalLM",
        "Gemma2ForCausalLM",
    }
)


def _rope_given(obs: CallObservation) -> tuple[Value, bool] | None:
    """The rope_scaling value the load builds the model with, and whether it is the keyword (else
    the attribute written on the config object passed as `config=`, on every path, with no
    rope_parameters or rope_theta written on it as well). None otherwise."""
    if "rope_scaling" in obs.kwargs:
        if "config" in obs.kwargs or "rope_parameters" in obs.kwargs or "rope_theta" in obs.kwargs:
            return None  # (a rope_theta keyword is the model constructor's TypeError)
        return obs.kwargs["rope_scaling"], True
    configs = [obs.heap.get(o) if isinstance(o, Ref) else None for o in options(obs.kwargs.get("config", ABSENT))]
    if not configs or not all(isinstance(c, ConfigObj) for c in configs):
        return None
    for c in configs:
        assert isinstance(c, ConfigObj)
        if "rope_scaling" not in c.written or {"rope_parameters", "rope_theta"} & c.written:
            return None
    return join_all(c.fields.get("rope_scaling", UNKNOWN) for c in configs), False  # type: ignore[union-attr]


def _rope_dict(obs: CallObservation) -> tuple[DictObj, str] | None:
    """The rope_scaling dict the load builds the model with (a complete literal on every path), and
    how it was given. None otherwise."""
    found = _rope_given(obs)
    if found is None:
        return None
    given, keyword = found
    how = "passed to from_pretrained as `rope_scaling=`" if keyword else "written as `config.rope_scaling`"
    dicts = [obs.heap.get(o) if isinstance(o, Ref) else None for o in options(given)]
    if len(dicts) != 1 or not isinstance(dicts[0], DictObj) or not dicts[0].complete:
        return None
    return dicts[0], how


def _rotary_load(obs: CallObservation, ctx: RuleContext, model_types: frozenset[str], loaders: frozenset[str]) -> bool:
    """A 5.x load, without remote code, of a model that is on every path of one of `model_types`
    built by one of `loaders`."""
    if obs.kind != "model-load" or obs.opaque_kwargs or not at_least(ctx.release.version, "5.0"):
        return False
    if not _off(obs.kwargs.get("trust_remote_code", ABSENT)):
        return False
    models = [obs.heap.get(o) if isinstance(o, Ref) else None for o in options(obs.model)]
    return bool(models) and all(
        isinstance(m, ModelObj) and m.model_type in model_types and m.class_name in loaders for m in models
    )


def _rope_scaling(obs: CallObservation, ctx: RuleContext) -> tuple[str, str, bool, str] | None:
    """A 5.x load of a rotary causal LM run (every model it may be) with a complete rope_scaling
    dict literal spelled with exactly one of `"rope_type"` and the old `"type"`, whose value is a
    known string: (that key, its value, whether the dict holds "rope_theta", how it was given)."""
    if not _rotary_load(obs, ctx, _ROPE_MODEL_TYPES, _ROPE_LOADERS):
        return None
    found = _rope_dict(obs)
    if found is None:
        return None
    rope, how = found
    keys = [k for k in ("rope_type", "type") if k in rope.items]
    if len(keys) != 1:
        return None  # (both keys, or neither: not run)
    kind = rope.items[keys[0]]
    if not (isinstance(kind, Const) and isinstance(kind.value, str)):
        return None
    return keys[0], kind.value, "rope_theta" in rope.items, how


def _rope_type_read(found: tuple[str, str, bool, str], ctx: RuleContext) -> str | None:
    """The scaling the release builds with no base in the dict: the `rope_type` value, or the old
    `type` one from 5.21 (which reads it as rope_type). None where the base is given."""
    key, value, has_theta, _ = found
    if has_theta or (key == "type" and (value not in _OLD_KEY_TYPES or not at_least(ctx.release.version, _OLD_KEY_READ_FROM))):
        return None
    return value


def _rope_hit(code: str, obs: CallObservation, ctx: RuleContext, detail: str) -> Hit:
    return Hit(code, Outcome(True, True), _span(obs, ctx), detail, (), (_ignore(obs, ctx, code),))


def check_rope_scaling_without_theta(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    """From 5.0 a config keeps the rotary base in `rope_parameters` (no `rope_theta` attribute),
    and a `rope_scaling` dict set on a config (or given to from_pretrained) replaces the whole of
    rope_parameters: with no "rope_theta" in it, the standardization fills in None, and a linear,
    YaRN or Llama 3 scaling raises the base to a power as the model is built (runs: catalog HF337;
    h163, Llama, Qwen2, Mistral, Phi-3, Gemma and Gemma 2 on all 28 releases: 5.0 to 5.24 raise,
    4.57 runs but Mistral's YaRN, another message). The old `"type"` key from 5.21 only (HF339 before)."""
    found = _rope_scaling(obs, ctx)
    kind = _rope_type_read(found, ctx) if found else None
    if found is None or kind not in _POWERED_ROPE_TYPES:
        return None
    return _rope_hit(
        "HF337",
        obs,
        ctx,
        f'a {kind} rope_scaling {found[3]} has no "rope_theta": from 5.0 it replaces the config\'s whole '
        "rope_parameters, which then carry None as the rotary base (put the base in the dict, or set "
        "`config.rope_parameters` with rope_type and rope_theta)",
    )


def check_dynamic_rope_without_theta(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    """Dynamic NTK scaling in a rope_scaling dict with no "rope_theta": 5.0 on, the base is None and
    the dynamic scaling multiplies it as the model is built (h163's runs, the six model types of
    HF337, all 28 releases: 5.0 to 5.24 raise; 4.57 runs but Mistral, which raises there too and
    is not reported). The old `"type"` key from 5.21 only (HF339 before)."""
    found = _rope_scaling(obs, ctx)
    if found is None or _rope_type_read(found, ctx) != "dynamic":
        return None
    return _rope_hit(
        "HF340",
        obs,
        ctx,
        f'a dynamic rope_scaling {found[3]} has no "rope_theta": from 5.0 it replaces the config\'s whole '
        "rope_parameters, which then carry None as the rotary base (put the base in the dict, or set "
        "`config.rope_parameters` with rope_type and rope_theta)",
    )


def check_rope_scaling_type_key(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    """The 4.x spelling `{"type": ...}` of a rope_scaling dict: 5.0 to 5.20 build the rotary
    embedding from `rope_parameters["rope_type"]`, which the old key does not fill: KeyError, with
    or without a base in the dict (h163's runs, the six model types of HF337, linear, dynamic and
    YaRN, all 28 releases; 4.57 runs; from 5.21 the key is read, HF337 and HF340 then)."""
    found = _rope_scaling(obs, ctx)
    if found is None or found[0] != "type" or found[1] not in _OLD_KEY_TYPES:
        return None
    if at_least(ctx.release.version, _OLD_KEY_READ_FROM):
        return None
    return _rope_hit(
        "HF339",
        obs,
        ctx,
        f'the rope_scaling {found[3]} names its scaling with the old "type" key: from 5.0 it replaces the '
        'config\'s whole rope_parameters, and 5.0 to 5.20 read the scaling from "rope_type" only '
        '(spell it "rope_type", and put "rope_theta" in the dict)',
    )


# ---------------------------------------------------------------- HF348

# The model types whose 5.x constructors read `config.rope_parameters["rope_type"]` as they build
# the rotary embedding (runs: h172, the stand-ins of each, `rope_scaling=None` as the keyword and
# written on the config then `from_config`: 5.0.0 to 5.24.0 raise, 4.57.6 runs). GPT-NeoX reads
# `rope_parameters.get(...)` (another message: not reported).
_NONE_ROPE_MODEL_TYPES = _ROPE_MODEL_TYPES | {
    "qwen3",
    "phi",
    "phimoe",
    "gemma3_text",
    "falcon",
    "granite",
    "olmo",
    "smollm3",
    "stablelm",
}
_NONE_ROPE_LOADERS = _ROPE_LOADERS | {
    "Qwen3ForCausalLM",
    "PhiForCausalLM",
    "PhimoeForCausalLM",
    "Gemma3ForCausalLM",
    "FalconForCausalLM",
    "GraniteForCausalLM",
    "OlmoForCausalLM",
    "SmolLM3ForCausalLM",
    "StableLmForCausalLM",
}


def _rope_scaling_none(obs: CallObservation) -> str | None:
    """How a load is given `rope_scaling` None on every path (`_rope_given`), else None."""
    found = _rope_given(obs)
    if found is None or not all(isinstance(o, Const) and o.value is None for o in options(found[0])):
        return None
    return "passed to from_pretrained as `rope_scaling=None`" if found[1] else "written as `config.rope_scaling = None`"


def check_rope_scaling_none(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    """`rope_scaling=None` (meant as "no scaling"): from 5.0 `rope_scaling` is an alias of the
    config's `rope_parameters`, so None replaces the whole dict, rotary base included, and the
    model's constructor reads `rope_parameters["rope_type"]` from None: TypeError (runs: h172,
    the stand-ins of Llama, Qwen2, Qwen3, Mistral, Phi, Phi-3, PhiMoE, Gemma, Gemma 2, Gemma 3,
    Falcon, Granite, OLMo, SmolLM3 and StableLM, as the keyword and written on the config: 5.0.0
    to 5.24.0 raise; 4.57.6 runs, or for Mistral and Gemma refuses the keyword in the model's
    constructor, another error; catalog HF348 on all 28 releases)."""
    if not _rotary_load(obs, ctx, _NONE_ROPE_MODEL_TYPES, _NONE_ROPE_LOADERS):
        return None
    how = _rope_scaling_none(obs)
    if how is None:
        return None
    return _rope_hit(
        "HF348",
        obs,
        ctx,
        f"rope_scaling is {how}: from 5.0 it replaces the config's whole rope_parameters (rope type and "
        'base), and building the rotary embedding reads rope_parameters["rope_type"] from None (leave '
        "rope_scaling out: the checkpoint's own rotary settings apply)",
    )


# ---------------------------------------------------------------- HF361

_CUDA_DEVICE_RE = re.compile(r"cuda(:\d+)?")
# Keywords that change how from_pretrained places the weights (quantization, tensor parallelism,
# offloading folders): not run with a CUDA device map.
_PLACEMENT_KEYWORDS = ("quantization_config", "tp_plan", "tp_size", "offload_folder", "max_memory", "key_mapping")


def check_cuda_device_map_without_cuda(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    """`from_pretrained(name, device_map="cuda")` (or "cuda:0") when the user's environment holds
    a torch built without CUDA (ctx.release.torch, from its torch/version.py): once the model is
    built, the caching allocator's warm-up asks `torch.cuda.current_device()` (with an index,
    `torch.cuda.mem_get_info`), which asserts CUDA. Runs of all 28 releases with torch
    2.13.0+cpu (gpt2 stand-in, "cuda" and "cuda:0"); an int or {"": 0} raises another error
    (RuntimeError: Cannot access accelerator device when none is available.), "auto" runs on
    the CPU: both silent, as every call with a CUDA build or no environment read."""
    build = ctx.release.torch
    if obs.kind != "model-load" or obs.opaque_kwargs or build is None or not build.cpu_only:
        return None
    given = obs.kwargs.get("device_map", ABSENT)
    if given is ABSENT or any(k in obs.kwargs for k in _PLACEMENT_KEYWORDS):
        return None
    if _built_class(obs) is None:
        return None  # (a checkpoint or class hflint cannot name: the load may fail first)
    outcome = eff.test(
        given,
        lambda v: (
            None
            if v is UNKNOWN
            else isinstance(v, Const) and isinstance(v.value, str) and bool(_CUDA_DEVICE_RE.fullmatch(v.value))
        ),
    )
    if outcome.never:
        return None
    shown = outcome.witness.value if isinstance(outcome.witness, Const) else "cuda"
    return Hit(
        "HF361",
        outcome,
        _span(obs, ctx),
        f"device_map={shown!r} places the weights on a CUDA device, and {build.describe()}: loading them "
        "asks torch.cuda for the device's memory, which asserts CUDA",
        evidence_from(outcome.origins),
        (_ignore(obs, ctx, "HF361"),),
    )
