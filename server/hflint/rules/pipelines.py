"""HF123, HF125, HF126, HF127, HF146, HF161, HF166, HF326: a text-generation pipeline called with `generate_kwargs={...}`;
pipeline() given an assistant object with another vocabulary and no `assistant_tokenizer`, a model object and no tokenizer, or
`generation_config=` (before 5.16); a keyword generate rejects as no setting nor model input (HF146); a task 5.x removed (HF161);
a pipeline asked to batch with a tokenizer that has no pad token (HF166); an image-text-to-text pipeline called with
images and no text (HF326)
(core/pipelines.py builds the generate call a pipeline call makes; the other rules read that)."""

from __future__ import annotations

import ast
import re

from hflint.core import effective as eff
from hflint.core import genkeys
from hflint.core.findings import Applicability, Evidence, Fix, Reach, Span, TextEdit
from hflint.core.flow import PIL_IMAGE, CallObservation
from hflint.core.genfields import GENERATION_CONFIG_FIELDS_SINCE
from hflint.core.pipelines import (
    IMAGE_TEXT_TO_TEXT,
    REMOVED_PIPELINE_MODULES,
    REMOVED_TASKS_UNTIL,
    TEXT_GENERATION,
    TOKENIZER_BATCHING_TASKS,
    removed_pipeline_name,
    removed_task,
    removed_task_advice,
)
from hflint.core.values import (
    ABSENT,
    Const,
    DictObj,
    GenConfigObj,
    Items,
    ModelObj,
    Origin,
    Ref,
    Seq,
    Symbol,
    TokenizerObj,
    Value,
    join_all,
    options,
)
from hflint.hubfacts import lookup
from hflint.rules.assisted import _ignore, _span
from hflint.rules.base import Hit, RuleContext
from hflint.rules.common import at_least, both, evidence_from
from hflint.rules.edits import insert_line_before, keyword, node_span


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


# ---------------------------------------------------------------- HF161: a task 5.x removed


def check_removed_task(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    # pipeline() looks the task up first: summarization, text2text-generation, translation and
    # question-answering are unknown to it in 5.x (core/pipelines.py: from which release each
    # raises the message the catalog words).
    if obs.kind != "pipeline-task" or not obs.args:
        return None
    release = ctx.release.version

    def removed(v) -> bool:
        if not isinstance(v, Const) or not isinstance(v.value, str):
            return False
        since = removed_task(v.value)
        until = REMOVED_TASKS_UNTIL.get(v.value)
        return since is not None and at_least(release, since) and (until is None or not at_least(release, until))

    given = eff.test(obs.args[0], removed)
    if given.never or not isinstance(given.witness, Const):
        return None
    task = str(given.witness.value)
    # (where a constant or a variable set the task; a literal at the call needs no note)
    first, last = obs.node.lineno, obs.node.end_lineno or obs.node.lineno
    evidence = [Evidence(o.span, o.note, o.path) for o in given.origins if not first <= o.span.line <= last]
    return Hit(
        "HF161",
        given,
        _span(obs, ctx),
        f"the task `{task}` is no pipeline task of this release",
        tuple(evidence[:1]),
        (_ignore(obs, ctx, "HF161"),),
        values={"task": task, "advice": removed_task_advice(task)},  # (the task list: the fact's one text)
    )


# ---------------------------------------------------------------- HF169: a removed pipelines submodule imported


def check_removed_pipeline_module(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    # `from transformers.pipelines.text2text_generation import SummarizationPipeline`, `import
    # transformers.pipelines.question_answering` (core/pipelines.py: from which release each is gone)
    if obs.kind != "pipeline-module-import":
        return None
    since = REMOVED_PIPELINE_MODULES.get(obs.callee)
    if since is None or not at_least(ctx.release.version, since):
        return None
    return Hit(
        "HF169",
        eff.Outcome(True, True),
        _span(obs, ctx),
        f"`{obs.callee}` was removed from transformers in {since}, with its pipelines",
        (),
        (_ignore(obs, ctx, "HF169"),),
        values={"module": obs.callee},
    )


# ---------------------------------------------------------------- HF165: a removed pipeline class imported


def check_removed_pipeline_class(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    # `from transformers import SummarizationPipeline` (core/pipelines.py: from which release
    # each class is gone); Python stops at the first name of the statement the release lacks.
    if obs.kind != "pipeline-import":
        return None
    release = ctx.release.version
    module = obs.kwargs.get("module")
    source = module.value if isinstance(module, Const) else "transformers"
    since = removed_pipeline_name(str(source), obs.callee)
    if since is None or not at_least(release, since):
        return None
    before = obs.kwargs.get("before")
    if isinstance(before, Const) and any(v and at_least(release, v) for v in before.value):
        return None
    return Hit(
        "HF165",
        eff.Outcome(True, True),
        _span(obs, ctx),
        f"`{obs.callee}` was removed from transformers in {since}, with its pipeline task",
        (),
        (_ignore(obs, ctx, "HF165"),),
        values={"name": obs.callee, "module": str(source)},
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


# ---------------------------------------------------------------- HF146


def _class_rejects(obs: CallObservation, models: tuple[ModelObj | None, ...], key: str) -> bool:
    """A plain `generate` call whose every model is a class of a known type that rejects `key`
    although some other model, pipeline or release takes it (`prefix=` to T5, `batch_size=` to a
    Llama: runs of h125's and h141's scripts on 4.57.6, 5.15.0, 5.23.0 and 5.24.0)."""
    if obs.kind != "generate" or not models:
        return False
    for m in models:
        if not isinstance(m, ModelObj) or "peft" in m.wrappers:
            return False
        if not genkeys.rejected_by_class(key, m.model_type, genkeys.class_kind(m.class_name, m.model_type)):
            return False
    return True


def _transformers_model(m: ModelObj | None, source: str, memo: dict) -> bool:
    """A model class of transformers itself, loaded without remote code (a model's own code may
    take any keyword): an Auto class, or a class the script imports from transformers and does
    not subclass in the same file."""
    if m is None or m.class_name == "?":
        return False
    name = m.class_name
    node = m.load_node
    if node is not None and isinstance(node.func, ast.Attribute):
        # (`Chatty.from_pretrained(...)`: the class it is called on, a subclass the walk reads as its base)
        receiver = node.func.value
        name = receiver.attr if isinstance(receiver, ast.Attribute) else receiver.id if isinstance(receiver, ast.Name) else "?"
    if not _library_class(name, source, memo):
        return False
    remote = m.load_kwargs.get("trust_remote_code", ABSENT)
    return remote is ABSENT or (isinstance(remote, Const) and remote.value is False)


def _library_class(name: str, source: str, memo: dict) -> bool:
    """Whether the script takes class `name` from the transformers package (an Auto class, or
    one it imports from that package) and does not define a class of that name; asked once per
    name and text (`memo`: the text's), as every call of a long file asks it."""
    known = memo.setdefault("hf146-classes", {})
    if name not in known:
        known[name] = not re.search(rf"\bclass\s+{re.escape(name)}\b", source) and (
            name.startswith("Auto")
            or re.search(rf"(?:from\s+transformers[\w.]*\s+import\s[^;]*?|transformers\.)\b{re.escape(name)}\b", source)
            is not None
        )
    return known[name]


def _config_entries(obs: CallObservation, key: str) -> bool:
    """Whether a generation config the call reads may hold `key` as a custom entry (generate's
    copy then has the attribute, and `update` takes the keyword)."""
    configs = [eff.kwarg(obs, "generation_config")]
    configs += [m.gen_config for m in eff.models(obs) if m is not None]
    for value in configs:
        for o in options(value):
            gc = obs.heap.get(o)
            if isinstance(gc, GenConfigObj) and (key in gc.fields or key in gc.file_fields or key in gc.attr_written):
                return True
    return False


class _Writes:
    """Where the analysed text writes each name, found in one walk of it (the rule asks for every
    unknown keyword of every call: a walk per question made a 12,000-line file with 300 such calls
    take minutes)."""

    __slots__ = ("stored", "set_by", "places")

    def __init__(self, tree: ast.Module, modern: bool = True) -> None:
        self.stored: set[str] = set()  # `x.name = ...`
        # Calls that set `name` on a generation config: `setattr(x, "name", ...)`, a keyword of
        # GenerationConfig(...) / `.update(...)` / `from_pretrained(...)` / `from_dict(...)`.
        self.set_by: dict[str, list[ast.Call]] = {}
        # Each place `name` is written as a keyword or a dict key (a string).
        self.places: dict[str, list[ast.AST]] = {}
        configs = _gen_config_names(tree)
        for node in ast.walk(tree):
            if isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Store):
                self.stored.add(node.attr)
            elif isinstance(node, ast.Dict):
                for k in node.keys:
                    if isinstance(k, ast.Constant) and isinstance(k.value, str):
                        self.places.setdefault(k.value, []).append(k)
            elif isinstance(node, ast.Call):
                for kw in node.keywords:
                    if kw.arg is not None:
                        self.places.setdefault(kw.arg, []).append(kw)
                f = node.func
                name = f.attr if isinstance(f, ast.Attribute) else f.id if isinstance(f, ast.Name) else ""
                if name == "setattr":
                    for a in node.args:
                        if isinstance(a, ast.Constant) and isinstance(a.value, str):
                            self.set_by.setdefault(a.value, []).append(node)
                if "GenerationConfig" in name or name in ("update", "from_pretrained", "from_dict"):
                    if name == "update" and _drops_unknown(node, configs, modern):
                        continue
                    for kw in node.keywords:
                        if kw.arg is not None:
                            self.set_by.setdefault(kw.arg, []).append(node)

    def elsewhere(self, key: str, call: ast.Call) -> bool:
        """The script sets `key` on something other than this call to generate (a generation
        config keeps unknown keywords as custom entries)."""
        return key in self.stored or any(c is not call for c in self.set_by.get(key, ()))


def _is_gen_config_expr(node: ast.expr, configs: frozenset[str]) -> bool:
    """`x.generation_config`, `GenerationConfig(...)` and its loaders, a copy of either, or a name
    the text binds to nothing else (`configs`)."""
    if isinstance(node, ast.Attribute):
        return node.attr == "generation_config" and _ATTRIBUTE in configs
    if isinstance(node, ast.Name):
        return node.id in configs
    if isinstance(node, ast.Call):
        f = node.func
        if isinstance(f, ast.Name) and f.id == "GenerationConfig":
            return True
        if isinstance(f, ast.Attribute) and isinstance(f.value, ast.Name) and f.value.id == "GenerationConfig":
            return f.attr in ("from_pretrained", "from_model_config", "from_dict")
        copied = (isinstance(f, ast.Attribute) and f.attr in ("deepcopy", "copy")) or (
            isinstance(f, ast.Name) and f.id in ("deepcopy", "copy")
        )
        if copied and len(node.args) == 1 and not node.keywords:
            return _is_gen_config_expr(node.args[0], configs)
    return False


# (in _gen_config_names's answer: every `x.generation_config = ...` the text writes is a config)
_ATTRIBUTE = ".generation_config"


def _gen_config_names(tree: ast.Module) -> frozenset[str]:
    """The names every binding of which in the text is a generation config (`cfg = GenerationConfig(
    ...)`, `gc = model.generation_config`, `cfg = copy.deepcopy(model.generation_config)`): a name
    also bound to anything else, or bound where the text cannot say (`for`, `with`, an import, a
    parameter, a tuple target), is left out. `_ATTRIBUTE` is in the answer unless the text stores
    something else in an attribute named `generation_config` (`self.generation_config = {...}`, a
    class of its own holding a dict there)."""
    bound: dict[str, list[ast.expr | None]] = {}
    direct: set[int] = set()  # (the Name nodes an assignment binds to its value)
    for node in ast.walk(tree):
        if isinstance(node, (ast.Assign, ast.AnnAssign)):
            for t in node.targets if isinstance(node, ast.Assign) else [node.target]:
                if isinstance(t, ast.Name):
                    direct.add(id(t))
                    bound.setdefault(t.id, []).append(node.value)
                elif isinstance(t, ast.Attribute) and t.attr == "generation_config":
                    direct.add(id(t))
                    bound.setdefault(_ATTRIBUTE, []).append(node.value)
    for node in ast.walk(tree):
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store) and id(node) not in direct:
            bound.setdefault(node.id, []).append(None)  # (a for/with/walrus/tuple target)
        elif (
            isinstance(node, ast.Attribute)
            and node.attr == "generation_config"
            and not isinstance(node.ctx, ast.Load)
            and id(node) not in direct
        ):
            bound.setdefault(_ATTRIBUTE, []).append(None)  # (a for/with/tuple target, a del)
        elif isinstance(node, ast.alias):
            bound.setdefault(node.asname or node.name.split(".")[0], []).append(None)
        elif isinstance(node, ast.arg):
            bound.setdefault(node.arg, []).append(None)
        elif isinstance(node, (ast.Global, ast.Nonlocal, ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            for n in getattr(node, "names", [getattr(node, "name", "")]):
                bound.setdefault(n, []).append(None)
    names: set[str] = {_ATTRIBUTE}
    for _ in range(3):  # (`a = GenerationConfig(); b = a`: a name bound to another such name)
        frozen = frozenset(names)
        names = {
            n for n, values in bound.items() if values and all(v is not None and _is_gen_config_expr(v, frozen) for v in values)
        }
        if _ATTRIBUTE not in bound or all(v is not None and _is_gen_config_expr(v, frozen) for v in bound[_ATTRIBUTE]):
            names.add(_ATTRIBUTE)
    return frozenset(names)


def _drops_unknown(call: ast.Call, configs: frozenset[str], modern: bool) -> bool:
    """`<generation config>.update(k=v, ...)` without `allow_custom_entries`: `GenerationConfig.
    update` sets only the attributes the config has and hands the other keywords back, so it makes
    no custom entry (every release, 4.57.6 to 5.24.0). `modern` False (before 5.0): `update` has no
    `allow_custom_entries` either, which is then one more keyword it hands back (runs on 4.57.6)."""
    f = call.func
    return (
        isinstance(f, ast.Attribute)
        and _is_gen_config_expr(f.value, configs)
        and all(kw.arg is not None and (kw.arg != "allow_custom_entries" or not modern) for kw in call.keywords)
    )


def _writes(ctx: RuleContext) -> _Writes | None:
    """The text's _Writes, made once per text (None: it does not parse)."""
    memo = ctx.index.memo
    modern = at_least(ctx.release.version, "5.0")  # (`update(allow_custom_entries=...)` from 5.0)
    key = "hf146-writes" if modern else "hf146-writes-4"
    if key not in memo:
        try:
            memo[key] = _Writes(ast.parse(ctx.source), modern)
        except SyntaxError:
            memo[key] = None
    return memo[key]


def _rename_fix(ctx: RuleContext, writes: _Writes, obs: CallObservation, key: str, meant: str) -> Fix | None:
    if meant in obs.kwargs:
        return None  # (the intended keyword is given too: renaming would repeat it)
    places = writes.places.get(key, [])
    if len(places) != 1:
        return None
    place = places[0]
    if isinstance(place, ast.keyword):
        start = node_span(ctx.index, place)
        edit = TextEdit(Span(start.line, start.col, start.line, start.col + len(key)), meant)
    else:
        span = node_span(ctx.index, place)
        edit = TextEdit(Span(span.line, span.col + 1, span.line, span.col + 1 + len(key)), meant)
    at_call = isinstance(place, ast.keyword) and keyword(obs.node, key) is place
    reach = () if at_call else (Reach("literal", node_span(ctx.index, place), ctx.path),)
    return Fix(f"Rename `{key}` to `{meant}`", (edit,), Applicability.SAFE, reach)


# How many rejected keywords a finding names, with their hints and fixes (the message lists them all).
_NAMED = 12


def check_unknown_keyword(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    # Keywords the generation config does not take go to _validate_model_kwargs, which rejects
    # every non-None one the model does not name (the same check as HF122's `cache=` and HF123's
    # `generate_kwargs=`, whose keys hflint's table of accepted names holds).
    if obs.kind not in ("generate", "pipeline") or not obs.kwargs:
        return None
    if all(k in genkeys.COMMON for k in obs.kwargs):
        return None  # (nearly every call)
    release = ctx.release.version

    def in_range(first: str | None, until: str | None) -> bool:
        return (first is None or at_least(release, first)) and (until is None or not at_least(release, until))

    models = eff.models(obs)
    unknown = [k for k in obs.kwargs if not genkeys.known(k, in_range) or _class_rejects(obs, models, k)]
    if not unknown:
        return None
    if obs.kind == "generate" and eff.test(obs.kwargs.get("custom_generate", ABSENT), _given).sometimes:
        # (generate hands its keywords to the recipe's own `generate` before any check: a local
        # folder's recipe given `steps=3` ran clean on 4.57.6, 5.15.0, 5.23.0 and 5.24.0, h147's
        # runs; what the recipe takes is in code hflint does not read)
        return None
    if not models or not all(_transformers_model(m, ctx.source, ctx.index.memo) for m in models):
        return None
    if obs.pipeline is not None and "trust_remote_code" in obs.pipeline.kwargs:
        return None
    writes = _writes(ctx)
    if writes is None:
        return None
    # A misspelling of a generation setting is rejected by every model; another unknown name
    # too (by every transformers class), but a library wrapping the model may take it.
    meanings = {k: genkeys.meant(k) for k in unknown}
    typos = [k for k in unknown if meanings[k]]
    flagged = unknown if "peft" not in ctx.source else typos
    flagged = [k for k in flagged if not _config_entries(obs, k) and not writes.elsewhere(k, obs.node)]
    if not flagged:
        return None
    outcomes = {
        k: eff.test(obs.kwargs[k], lambda v: not (v is ABSENT or (isinstance(v, Const) and v.value is None))) for k in unknown
    }
    # A name some other release takes, passed on some paths only, is most often behind a feature
    # test (`"return_legacy_cache" in inspect.signature(model.generate).parameters`, `hasattr(
    # GenerationConfig(), "top_h")`): silent then (HF151 says the rest of the same error).
    flagged = [k for k in flagged if outcomes[k].always or not genkeys.of_some_release(k)]
    if not flagged:
        return None
    passed = [k for k in flagged if outcomes[k].sometimes]
    if not passed:
        return None
    first = passed[0]
    # (`either` of them all, its evidence from the first few: a call may pass thousands)
    outcome = eff.Outcome(
        any(outcomes[k].always for k in passed),
        True,
        tuple(o for k in passed[:_NAMED] for o in outcomes[k].origins),
        outcomes[first].witness,
    )
    kw = keyword(obs.node, first)
    span = _span(obs, ctx)
    fixes: list[Fix] = []
    hints = []
    for k in passed[:_NAMED]:
        # (the settings of this release)
        candidates = [
            c for c in meanings[k] if c not in GENERATION_CONFIG_FIELDS_SINCE or in_range(*GENERATION_CONFIG_FIELDS_SINCE[c])
        ]
        if len(candidates) == 1:
            hints.append(f"`{k}` looks like `{candidates[0]}`")
            fix = _rename_fix(ctx, writes, obs, k, candidates[0])
            if fix is not None:
                fixes.append(fix)
        elif candidates:
            hints.append(f"`{k}` looks like one of " + ", ".join(f"`{c}`" for c in candidates))
        elif k == "framework" and obs.pipeline is not None and "framework" in obs.pipeline.kwargs:
            hints.append("5.0 took `framework` out of pipeline()'s arguments, so the pipeline passes it on to generate")
    fixes.append(_ignore(obs, ctx, "HF146"))
    names = ", ".join(f"`{k}`" for k in passed[:_NAMED]) + (f" and {len(passed) - _NAMED} more" if len(passed) > _NAMED else "")
    detail = f"{names}: no generation setting, generate parameter or input of the model has this name, so generate rejects it"
    built_with = [k for k in passed[:_NAMED] if obs.pipeline is not None and k in obs.pipeline.kwargs and k != "framework"]
    if built_with and not any(keyword(obs.node, k) is not None for k in built_with):
        given = ", ".join(f"`{k}`" for k in built_with)
        hints.append(f"{given} given to pipeline(), which hands what it does not take itself to generate at every call")
    if hints:
        detail += " (" + "; ".join(hints) + ")"
    values = {}
    if not obs.opaque_kwargs and all(outcomes[k].always or outcomes[k].never for k in unknown):
        values["unused"] = repr([k for k in unknown if outcomes[k].always])
    # (a keyword written at the call is its own evidence; a value from elsewhere shows where it was set)
    evidence = (
        evidence_from([], [Evidence(node_span(ctx.index, kw), f"`{first}=` passed here", ctx.path)])
        if kw
        else evidence_from(list(outcome.origins))
    )
    return Hit("HF146", outcome, span, detail, evidence, tuple(fixes), values)


# ---------------------------------------------------------------- HF166: batching without a pad token


def check_batch_without_pad_token(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    # Pipeline.__call__ hands a list, a generator or a dataset to get_iterator, which builds its
    # collate function with the tokenizer's pad token when batch_size is above 1: a tokenizer
    # without one raises there, before anything is tokenized or generated (runs, 4.57.6 to 5.24.0).
    seen = obs.called
    p = obs.pipeline
    if obs.kind != "pipeline" or seen is None or p is None:
        return None
    if p.task is None and p.task_name not in TOKENIZER_BATCHING_TASKS:
        return None  # (the vision-language pipelines: their batching was not run)
    batching = _batches(seen, p)
    if batching.never:
        return None
    missing = _no_pad_token(seen, p)
    outcome = both(missing, batching)
    if outcome.never:
        return None
    fixes = []
    func = obs.node.func
    stmt = obs.stmt
    if isinstance(func, (ast.Name, ast.Attribute)) and stmt is not None:
        text = ctx.index.line_text(stmt.lineno)
        indent = len(text) - len(text.lstrip())
        if ctx.index.char_col_from_utf8(stmt.lineno, stmt.col_offset) == indent:
            pipe = ast.unparse(func)
            line = f"{pipe}.tokenizer.pad_token_id = {pipe}.model.config.eos_token_id"
            # (what the error advises; it pads with the end-of-text token, which changes nothing
            # the model attends to, but it is a setting the script did not ask for)
            fixes.append(
                Fix(
                    "Give the pipeline's tokenizer a pad token (the end-of-text token) before the call",
                    (insert_line_before(ctx.index, stmt.lineno, line),),
                    Applicability.UNSAFE,
                )
            )
    fixes.append(_ignore(obs, ctx, "HF166"))
    witness = missing.witness
    name = witness.value if isinstance(witness, Const) else "the checkpoint"
    return Hit(
        "HF166",
        outcome,
        _span(obs, ctx),
        f"the tokenizer of `{name}` has no pad token and the pipeline is asked to batch its inputs",
        evidence_from(list(outcome.origins)),
        tuple(fixes),
    )


def _batches(seen: CallObservation, p) -> eff.Outcome:
    """Whether the call hands get_iterator a collection with batch_size above 1 (the call's
    `batch_size`, else the construction's): a list of prompts or of chats (even of one), a
    generator or a KeyDataset. A single text or a single chat (a list of messages) runs alone."""
    given = seen.kwargs.get("batch_size", ABSENT)
    built = p.kwargs.get("batch_size", ABSENT)
    sizes: list[Value] = []
    for o in options(given):
        if o is ABSENT or (isinstance(o, Const) and o.value is None):
            sizes.extend(options(built))
        else:
            sizes.append(o)

    def over_one(v: Value) -> bool | None:
        if v is ABSENT or (isinstance(v, Const) and v.value is None):
            return False
        if isinstance(v, Const) and type(v.value) is int:
            return v.value > 1
        return None

    size = join_all(sizes) if sizes else ABSENT
    many = eff.test(size, over_one)
    if many.never:
        return many
    inputs = seen.args[0] if seen.args else seen.kwargs.get("text_inputs", seen.kwargs.get("inputs", ABSENT))

    def collection(v: Value) -> bool | None:
        if isinstance(v, Seq):
            if v.is_tuple or not v.items:
                return False if v.is_tuple else None
            first = [seen.heap.get(o) if isinstance(o, Ref) else o for o in options(v.items[0])]
            if any(isinstance(f, DictObj) for f in first):
                return False  # (a chat: one conversation, run alone)
            return True
        if isinstance(v, Items):
            return v.kind in ("list", "generator", "dataset")
        if isinstance(v, Const):
            return False if isinstance(v.value, str) else None
        return None

    listed = eff.test(inputs, collection)
    return both(many, listed)


def _no_pad_token(seen: CallObservation, p) -> eff.Outcome:
    """Whether the pipeline's tokenizer has no pad token: one the script set to None, or one a
    checkpoint of the table's loads without (its `tokenizer_config` facts) that nothing gave one.
    A tokenizer the walk does not know, or one that may have been given a pad token, counts as
    having one."""
    origins: list[Origin] = []
    witness: Value | None = None
    total = missing = 0
    for o in options(p.tokenizer):
        total += 1
        tok = seen.heap.get(o) if isinstance(o, Ref) else None
        if not isinstance(tok, TokenizerObj):
            continue
        pads = list(options(tok.pad))
        ckpt = tok.checkpoint
        if all(isinstance(x, Const) and x.value is None for x in pads):
            missing += 1
            witness = witness or ckpt
            continue
        if not all(x is ABSENT for x in pads) or not (isinstance(ckpt, Const) and isinstance(ckpt.value, str)):
            continue
        hub = lookup(ckpt.value)
        if hub is None or not hub.tokenizer_no_pad:
            continue
        missing += 1
        witness = witness or ckpt
        if tok.origin is not None:
            note = f"`{ckpt.value}`'s tokenizer has no pad token (the table's: {hub.file_name})"
            origins.append(Origin(tok.origin.span, note, tok.origin.path))
    if witness is None:
        return eff.NEVER
    return eff.Outcome(missing == total, True, tuple(origins), witness)


# ---------------------------------------------------------------- HF326: images and no text

# From 5.19 pipeline() maps the deprecated task image-to-text to image-text-to-text (5.0 to 5.18 do not
# know it: HF161; 4.57's image-to-text pipeline captions an image alone).
IMAGE_TO_TEXT_MAPPED_SINCE = "5.19"
# The model class whose checkpoints ship no processor: the image-text-to-text pipeline refuses it when
# it is built (a TypeError at pipeline(), runs of nlpconnect/vit-gpt2-image-captioning on 5.23.0 and 5.24.0).
_PROCESSORLESS = frozenset({"VisionEncoderDecoderModel"})


def check_images_without_text(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    # ImageTextToTextPipeline.__call__ raises before it preprocesses anything when it is given
    # images (valid images, no chat) and no text (catalog HF326: runs of all 28 releases).
    seen = obs.called
    p = obs.pipeline
    if obs.kind != "pipeline" or seen is None or p is None or p.task is not None:
        return None
    if seen.opaque_kwargs or len(seen.args) > 1:
        return None
    if p.task_name == IMAGE_TEXT_TO_TEXT:
        builds = not _processorless(obs, p)
    elif p.task_name == "image-to-text" and at_least(ctx.release.version, IMAGE_TO_TEXT_MAPPED_SINCE):
        # (a captioning checkpoint named here may ship no processor, and the construction raises
        # first: only a model object given with its processor is known to build the pipeline)
        builds = not p.model_named and _given(p.kwargs.get("processor", ABSENT)) and not _processorless(obs, p)
    else:
        return None
    if not builds or _given(seen.kwargs.get("text", ABSENT)):
        return None
    images = seen.args[0] if seen.args else seen.kwargs.get("images", ABSENT)
    given = eff.test(images, lambda v: _is_images(v))
    if not given.always:
        return None
    return Hit(
        "HF326",
        given,
        _span(obs, ctx),
        f"the {p.task_name} pipeline is given images and no text",
        (),
        (_ignore(obs, ctx, "HF326"),),
    )


def _given(value: Value) -> bool:
    """Whether a keyword was passed with something else than None (on some path)."""
    return any(o is not ABSENT and not (isinstance(o, Const) and o.value is None) for o in options(value))


def _processorless(obs: CallObservation, p) -> bool:
    """Whether the pipeline's model may be one whose checkpoint ships no processor (or is not known)."""
    for o in options(p.model):
        m = obs.heap.get(o) if isinstance(o, Ref) else None
        if p.model_named:
            continue  # (a name: the pipeline loads the model and its processor by it)
        if not isinstance(m, ModelObj) or m.class_name in _PROCESSORLESS:
            return True
    return False


def _is_images(v: Value) -> bool | None:
    """A PIL image or a non-empty list of them (what the pipeline's valid_images accepts)."""
    if isinstance(v, Symbol):
        return v.qualname == PIL_IMAGE or None
    if isinstance(v, Seq) and not v.is_tuple and v.items:
        return all(all(isinstance(o, Symbol) and o.qualname == PIL_IMAGE for o in options(i)) for i in v.items) or None
    return None
