"""Pipelines: what `pipeline(...)` builds, and the `generate` call a pipeline call makes, release by release.

The walk (core/flow.py) hands `pipeline(...)` and each call of the pipeline here; the engine asks
`generate_view` for the generate call the rules then check. What the view holds was read in the
pipelines' sources of 4.57 to 5.24 and checked by runs of each release (docs/pipelines.md, tests/groundtruth/observed/):

- The pipeline's own defaults: text-generation samples (`do_sample=True`), speech recognition
  searches with five beams (`num_beams=5`), unless the call or the construction says otherwise.
- 4.57 to 5.19 keep a copy of the generation config, made when the pipeline is built (the
  construction's generation keywords over the pipeline defaults over the model's own config);
  every call passes it to `generate`. An edit of `pipe.model.generation_config` after
  construction reaches `generate` only for the fields the copy leaves unset (in 5.x the ones
  whose default is None: `cache_implementation`, `prompt_lookup_num_tokens`, ...; in 4.57 it
  depends on the checkpoint, so the view does not know). `pipe.generation_config` is that copy.
- 5.20 and later keep no copy: the construction's generation keywords and the call's go to
  `generate` as keywords, the model's generation config is read at each call, and the pipeline
  defaults fill what neither sets. `pipe.generation_config` raises AttributeError.
- The batch `generate` sees: one input at a time unless `batch_size` (at the call, else at
  construction) is above one and the input is a list, a generator or a dataset; long audio cut
  with `chunk_length_s` is batched the same way.
- A model given as an object needs `tokenizer=` (else pipeline() raises "Impossible to guess
  which tokenizer to use"); an assistant object whose vocabulary differs needs
  `assistant_tokenizer=` (else pipeline() raises). The view is None where construction fails.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from hflint.core import batches
from hflint.core.genfields import GENERATION_CONFIG_FIELDS, GENERATION_CONFIG_FIELDS_SINCE
from hflint.core.values import (
    ABSENT,
    UNKNOWN,
    BatchObj,
    Const,
    DictObj,
    GenConfigObj,
    Heap,
    Items,
    ModelObj,
    Obj,
    Origin,
    PipelineObj,
    Ref,
    Seq,
    Value,
    join,
    join_all,
    options,
)

if TYPE_CHECKING:
    from hflint.core.flow import CallObservation

TEXT_GENERATION = "text-generation"
# The class pipeline("text-generation") builds, which scripts also build themselves (4.57 to 5.24 export it).
TEXT_GENERATION_CLASS = "TextGenerationPipeline"
SPEECH = "automatic-speech-recognition"
# The text-to-text pipelines of 4.57 (summarization, translation, text2text-generation: one class
# family, Text2TextGenerationPipeline), which 5.x removed (HF161 at construction from 5.0/5.3).
SEQ2SEQ_TASKS = ("summarization", "translation", "text2text-generation")
_TASKS = {TEXT_GENERATION: TEXT_GENERATION, SPEECH: SPEECH, **{t: t for t in SEQ2SEQ_TASKS}}

# Pipelines that generate nothing but batch their inputs with the tokenizer's pad token, as the
# generating ones do (Pipeline.get_iterator, pad_collate_fn): runs of feature-extraction with GPT-2's
# tokenizer (no pad token) and batch_size 2 raise HF166 on 4.57.6 and 5.23.0 (the other tasks not run).
TOKENIZER_BATCHING_TASKS = frozenset({"feature-extraction"})
# The vision-language pipelines: generate is not followed through them (only what their own call raises
# before it preprocesses, HF326, is checked). 5.19 maps image-to-text to image-text-to-text.
IMAGE_TEXT_TO_TEXT = "image-text-to-text"
OWN_CALL_ONLY_TASKS = TOKENIZER_BATCHING_TASKS | {IMAGE_TEXT_TO_TEXT, "image-to-text"}

# The class a pipeline loads a checkpoint name with, by task.
MODEL_CLASS = {
    TEXT_GENERATION: "AutoModelForCausalLM",
    SPEECH: "AutoModelForSpeechSeq2Seq",
    **{t: "AutoModelForSeq2SeqLM" for t in SEQ2SEQ_TASKS},
}

# The text-generation pipeline's default budget (`_default_generation_config.max_new_tokens`, 4.57 to 5.24).
TEXT_GENERATION_NEW_TOKENS = 256

# The pipelines' `_default_generation_config` (the same in 4.57 to 5.24), for the fields the rules read.
TASK_DEFAULTS: dict[str, dict[str, object]] = {
    TEXT_GENERATION: {"do_sample": True},
    SPEECH: {"num_beams": 5},
    # (4.57's Text2TextGenerationPipeline._default_generation_config: max_new_tokens 256, num_beams 4;
    # h188's runs: a summarization pipeline given an assistant raises HF124's TypeError on 4.57.6)
    **{t: {"num_beams": 4} for t in SEQ2SEQ_TASKS},
}

# The generation fields the rules read, and those whose GenerationConfig default is None (a
# pipeline's copy leaves them unset, so 5.0-5.19 take them from the model at each call).
RULE_KEYS = (
    "use_cache",
    "cache_implementation",
    "cache_config",
    "num_beams",
    "num_return_sequences",
    "do_sample",
    "prompt_lookup_num_tokens",
    "assistant_early_exit",
    "stop_strings",
    # (the settings that ask for a decoding mode moved to the hub, HF178)
    "num_beam_groups",
    "penalty_alpha",
    "top_k",
    "dola_layers",
)
# Other settings given to pipeline() that go into its copy (4.57-5.19) and a rule reads (HF155;
# HF351: h177's runs, `pipeline(..., low_memory=True, num_beams=2)` raises at the call on 4.57.6,
# 5.19.0, 5.20.2 and 5.24.0).
_COPIED_TOO = ("temperature", "low_memory")
_NONE_DEFAULTS = frozenset(
    {
        "cache_implementation",
        "cache_config",
        "prompt_lookup_num_tokens",
        "assistant_early_exit",
        "stop_strings",
        "penalty_alpha",
        "dola_layers",
    }
)
_GLOBAL = {"use_cache": True, "num_beams": 1, "num_return_sequences": 1, "do_sample": False, "num_beam_groups": 1, "top_k": 50}

# Call keywords the pipeline keeps for itself (everything else reaches generate; for speech
# recognition `generate_kwargs={...}` too, for text generation it is an unused model kwarg).
_OWN_CALL = frozenset(
    {
        "batch_size",
        "num_workers",
        "return_full_text",
        "return_tensors",
        "return_text",
        "return_type",
        "clean_up_tokenization_spaces",
        "prefix",
        "handle_long_generation",
        "stop_sequence",
        "truncation",
        "add_special_tokens",
        "padding",
        "continue_final_message",
        "skip_special_tokens",
        "tokenizer_encode_kwargs",
        "tools",
        "documents",
        "chunk_length_s",
        "stride_length_s",
        "ignore_warning",
        "decoder_kwargs",
        "return_timestamps",
        "return_language",
    }
)


def users(tree: ast.Module, text_of: Callable[[ast.AST], str], text: str) -> tuple[frozenset[int], re.Pattern[str] | None]:
    """Services keep a pipeline in an attribute: one method builds it (`self.pipe = pipeline(...)`),
    another calls it (`self.pipe(audio)`), code elsewhere builds the class and calls the method.
    For every class of the module that builds a pipeline: a pattern that finds calls of the class
    and its methods (so that the functions the walk follows on their own include the code that
    uses it, and walk the methods from there, with the arguments given); and, for a class the
    module never builds itself, its methods (by id), walked with an instance of unknown arguments."""
    from hflint.core import prefilter

    methods: set[int] = set()
    names: set[str] = set()
    module_code: str | None = None
    if "pipeline" not in text:
        return frozenset(), None
    for cls in _classes(tree.body):
        if "pipeline" not in text_of(cls):
            continue
        defs = [s for s in cls.body if isinstance(s, (ast.FunctionDef, ast.AsyncFunctionDef))]
        if not any("pipeline(" in prefilter.code_only(text_of(d)).replace(" (", "(") for d in defs):
            continue
        names.add(cls.name)
        names.update(d.name for d in defs if not d.name.startswith("__"))
        if module_code is None:
            module_code = prefilter.code_only(text)
        built = re.compile(r"(?<![\w])" + re.escape(cls.name) + r"\s*\(")
        if len(built.findall(module_code)) == len(built.findall(prefilter.code_only(text_of(cls)))):
            methods.update(id(d) for d in defs)
    alternatives = "|".join(sorted(map(re.escape, names)))
    pattern = re.compile(r"(?<![\w])(?<!def )(?<!class )(?:" + alternatives + r")\s*\(") if names else None
    return frozenset(methods), pattern


def _classes(body: list[ast.stmt]) -> list[ast.ClassDef]:
    """The classes defined in these statements, at any depth of statements (not expressions)."""
    out: list[ast.ClassDef] = []
    stack: list[ast.stmt | ast.excepthandler] = list(body)
    while stack:
        stmt = stack.pop()
        if isinstance(stmt, ast.ClassDef):
            out.append(stmt)
        for name in ("body", "orelse", "finalbody", "handlers"):
            stack.extend(x for x in getattr(stmt, name, ()) if isinstance(x, (ast.stmt, ast.excepthandler)))
    return out


# Tasks pipeline() no longer knows in 5.x, by the release from which it raises the KeyError
# HF161's facts word (runs of all 28 releases): summarization and text2text-generation from 5.0;
# question-answering from 5.3 (5.0 to 5.2 run it); translation raises from 5.0 too, but with
# other messages up to 5.2 (`KeyError: 'translation'`, "Invalid translation task ..."), so it
# is reported from 5.3. The image tasks 5.3 removed as well ("Unknown task" up to 5.18, from
# 5.19 the removal message with another advice), and image-to-text, which 5.0 dropped ("Unknown
# task" up to 5.18) and 5.19 maps to image-text-to-text with a warning (no KeyError from 5.19:
# REMOVED_TASKS_UNTIL).
REMOVED_TASKS_SINCE = {
    "summarization": "5.0",
    "text2text-generation": "5.0",
    "translation": "5.3",
    "question-answering": "5.3",
    "visual-question-answering": "5.3",
    "vqa": "5.3",
    "image-to-image": "5.3",
    "image-to-text": "5.0",
}
REMOVED_TASKS_UNTIL = {"image-to-text": "5.19"}
# What the 5.19+ removal message advises for each task (its REMOVED_TASKS table, read in 5.19.0 to
# 5.24.0 and seen in the runs): the text tasks point to text-generation.
REMOVED_TASK_ADVICE = {
    "visual-question-answering": "Use the `image-text-to-text` pipeline with a vision-language chat model instead.",
    "vqa": "Use the `image-text-to-text` pipeline with a vision-language chat model instead.",
    "image-to-image": "For image generation tasks, please use 🤗 Diffusers instead.",
}
TEXT_TASK_ADVICE = "Use the `text-generation` pipeline with a chat model instead."


def removed_task(task: str) -> str | None:
    """The release from which `pipeline(task)` raises HF161, or None: a task of REMOVED_TASKS_SINCE,
    or `translation_XX_to_YY` (which 4.57 runs as translation)."""
    if task.startswith("translation_"):
        parts = task.split("_")
        return REMOVED_TASKS_SINCE["translation"] if len(parts) == 4 and parts[2] == "to" else None
    return REMOVED_TASKS_SINCE.get(task)


def removed_task_advice(task: str) -> str:
    """The advice of 5.19+'s removal message for a removed task."""
    return REMOVED_TASK_ADVICE.get(task, TEXT_TASK_ADVICE)


# Pipeline classes 5.x removed with their tasks, by the release from which importing one raises
# ImportError (HF165): runs of all 28 releases, `from transformers import X` and `from
# transformers.pipelines import X` alike; 4.57.6 has every one of them.
REMOVED_PIPELINE_CLASSES = {
    "SummarizationPipeline": "5.0",
    "Text2TextGenerationPipeline": "5.0",
    "TranslationPipeline": "5.0",
    "ImageToTextPipeline": "5.0",
    "QuestionAnsweringPipeline": "5.3",
    "VisualQuestionAnsweringPipeline": "5.3",
    "ImageToImagePipeline": "5.3",
}
# The public helpers of a removed pipeline that `transformers.pipelines` exported (never the
# package itself: `from transformers import QuestionAnsweringArgumentHandler` raises on every
# release, 4.57.6 included), by the release from which importing one raises ImportError (HF165):
# runs of all 28 releases, 4.57.6 to 5.2.0 import it.
REMOVED_PIPELINE_HELPERS = {"QuestionAnsweringArgumentHandler": "5.3"}
# The modules user code imports them from (a submodule such as `transformers.pipelines.
# text2text_generation` raises ModuleNotFoundError instead: HF169).
PIPELINE_CLASS_MODULES = frozenset({"transformers", "transformers.pipelines"})
PIPELINES_MODULE = "transformers.pipelines"


# The submodules of `transformers.pipelines` that held the removed pipelines, by the release
# from which importing one raises ModuleNotFoundError (HF169): runs of all 28 releases, `import
# transformers.pipelines.X` and `from transformers.pipelines.X import ...` alike; 4.57.6 has all.
REMOVED_PIPELINE_MODULES = {
    "transformers.pipelines.text2text_generation": "5.0",
    "transformers.pipelines.image_to_text": "5.0",
    "transformers.pipelines.question_answering": "5.3",
    "transformers.pipelines.visual_question_answering": "5.3",
    "transformers.pipelines.image_to_image": "5.3",
}


def removed_pipeline_name(module: str, name: str) -> str | None:
    """The release from which `from <module> import <name>` raises (HF165), or None."""
    if module == PIPELINES_MODULE and name in REMOVED_PIPELINE_HELPERS:
        return REMOVED_PIPELINE_HELPERS[name]
    return REMOVED_PIPELINE_CLASSES.get(name) if module in PIPELINE_CLASS_MODULES else None


def removed_pipeline_imports(stmt: ast.ImportFrom) -> list[tuple[ast.alias, str]]:
    """The names of a `from transformers import ...` (or `from transformers.pipelines import ...`)
    that are pipeline classes (or their helpers) 5.x removed, with the module."""
    module = stmt.module or ""
    if stmt.level or module not in PIPELINE_CLASS_MODULES:
        return []
    return [(alias, module) for alias in stmt.names if removed_pipeline_name(module, alias.name) is not None]


def names_removed_task(value: Value) -> bool:
    """Whether some path of the task given to pipeline() is a task 5.x removed."""
    return any(isinstance(o, Const) and isinstance(o.value, str) and removed_task(o.value) for o in options(value))


def task_of(value: Value) -> str | None:
    if not (isinstance(value, Const) and isinstance(value.value, str)):
        return None
    if value.value.startswith("translation_") and removed_task(value.value):
        return "translation"  # (`translation_en_to_de`)
    return _TASKS.get(value.value)


def model_class(task: str | None) -> str:
    return MODEL_CLASS.get(task or "", "AutoModelForCausalLM")


def build(
    origin: Origin,
    task: str | None,
    model: Value,
    assistant: Value,
    model_named: bool,
    assistant_named: bool,
    kwargs: dict[str, Value],
    heap: Heap,
) -> Ref:
    """The pipeline object, with its copy of the model's generation config as it is now."""
    snapshots: list[Value] = []
    for m in options(model):
        obj = heap.get(m)
        if not isinstance(obj, ModelObj):
            snapshots.append(UNKNOWN)
            continue
        for g in options(obj.gen_config):
            gc = heap.get(g)
            snapshots.append(heap.new(gc.copy()) if isinstance(gc, GenConfigObj) else UNKNOWN)
    extra = {k: v for k, v in kwargs.items() if k not in ("model", "assistant_model", "task")}
    return heap.new(
        PipelineObj(
            origin, model, assistant, extra, task, join_all(snapshots) if snapshots else UNKNOWN, model_named, assistant_named
        )
    )


def read_attr(obj: PipelineObj, attr: str, heap: Heap, ref: Value, where: Origin | None) -> Value:
    if attr == "model":
        return obj.model
    if attr == "assistant_model":
        return obj.assistant
    if attr == "tokenizer":
        return obj.tokenizer
    if attr == "generation_config":
        if obj.config_read is None and where is not None:
            mine = heap.writable(ref)
            if isinstance(mine, PipelineObj):
                mine.config_read = where
        return obj.snapshot
    return UNKNOWN


# ---------------------------------------------------------------- the generate call of a pipeline call


def era(version: str) -> str:
    """How the release's pipelines hand settings to generate (read in each release's pipelines/base.py):
    "copy-4" (4.57: a copy, pipeline defaults over the model's config), "copy-5" (5.0-5.15: likewise,
    the model's config filling what the defaults leave unset), "copy-516" (5.16-5.19: the model's
    config over the pipeline defaults; `pipeline(generation_config=...)` accepted), "live" (5.20+)."""
    from hflint.rules.common import at_least  # (records the releases compared with, for upgrade.py)

    if not at_least(version, "5.0.0.dev0"):  # (every 5.0 pre-release too)
        return "copy-4"
    if not at_least(version, "5.16"):
        return "copy-5.0" if not at_least(version, "5.1") else "copy-5"
    return "copy-516" if not at_least(version, "5.20") else "live"


def _built(obs: CallObservation, when: str) -> bool:
    """False for a text-to-text pipeline (summarization, translation, text2text-generation) on 5.x,
    where pipeline() raises before there is a pipeline to call (HF161)."""
    return when == "copy-4" or obs.pipeline is None or obs.pipeline.task not in SEQ2SEQ_TASKS


def generate_view(obs: CallObservation, version: str) -> CallObservation | None:
    """The generate call a pipeline call makes under `version`; None where the analysis cannot
    tell it, or the pipeline could not have been built."""
    when = era(version)
    if not _built(obs, when):
        return None
    key = ("pipeline-view", when)
    if key in obs.memo:
        return obs.memo[key]
    view = obs.memo[key] = _view(obs, when)
    return view


def _view(obs: CallObservation, when: str) -> CallObservation | None:
    from hflint.core import effective as eff
    from hflint.core.flow import CallObservation

    p = obs.pipeline
    if p is not None and p.task is None and p.task_name in OWN_CALL_ONLY_TASKS:
        # (a pipeline that never generates, or whose generate call is not followed: only what its
        # own call raises, HF166 and HF326, is checked)
        return CallObservation(
            node=obs.node,
            kind=obs.kind,
            callee=obs.callee,
            model=UNKNOWN,
            args=(),
            kwargs={},
            opaque_kwargs=True,
            heap=obs.heap,
            pipeline=p,
            stmt=obs.stmt,
            visit=obs.visit,
            called=obs,
        )
    if p is None or p.task is None:
        return None
    heap = Heap(dict(obs.heap.objs), set())
    models = [heap.get(o) for o in options(p.model)]
    # pipeline(model=<object>) without a tokenizer raises before any call.
    if not p.model_named and any(isinstance(m, ModelObj) for m in models) and "tokenizer" not in p.kwargs:
        return None
    if when == "live" and p.config_read is not None:
        return None  # `pipe.generation_config` raised AttributeError before this call
    if when in ("copy-4", "copy-5", "copy-5.0") and "generation_config" in p.kwargs:
        return None  # pipeline(generation_config=...) is a TypeError before 5.16
    chunked = "chunk_length_s" in obs.kwargs or "chunk_length_s" in p.kwargs
    if when == "copy-5.0" and p.task == SPEECH and not chunked:
        return None  # 5.0.0's speech pipeline fails before generate (KeyError 'num_frames', verified)
    if when == "copy-5.0":
        when = "copy-5"
    call, call_opaque = _generate_kwargs(obs.kwargs, obs.opaque_kwargs, p.task, heap)
    # Speech recognition keeps `generate_kwargs` given at construction for every call; the
    # generation keywords given to pipeline() itself go into its copy (4.57-5.19) or, from
    # 5.20, to generate as keywords.
    if p.task == SPEECH and "generate_kwargs" in p.kwargs:
        kept, ctor_opaque = _generate_kwargs({"generate_kwargs": p.kwargs["generate_kwargs"]}, False, p.task, heap)
        call = {**kept, **call}
    else:
        ctor_opaque = False
    ctor = {k: v for k, v in p.kwargs.items() if k in RULE_KEYS or k == "generation_config"}
    assistant = call.get("assistant_model", p.assistant)
    if assistant is not ABSENT:
        call["assistant_model"] = assistant
        tokenizers = _tokenizers(p, heap, assistant, models)
        if tokenizers is None:
            return None
        call.update(tokenizers)
    passes_config = "generation_config" in call
    main = [m for m in models if isinstance(m, ModelObj)]
    if len(main) != len(models) or not main:
        model_ref: Value = UNKNOWN if not main else p.model
    else:
        model = main[0].copy()
        for other in main[1:]:
            joined = model.join(other)
            model = joined if isinstance(joined, ModelObj) else model
        fields: dict[str, Value] = {}
        for k in RULE_KEYS:
            live = eff.model_gen_setting(obs, k)
            if passes_config:
                fields[k] = live  # the call's config meets the model's own, as in a direct call
            elif when == "live":
                fields[k] = _live(p, k, live, heap)
            else:
                fields[k] = _copied(p, k, live, heap, ctor, when)
        if when != "live" and not passes_config:
            # (the construction's own settings the rules read beyond those: kept in the copy)
            for k in _COPIED_TOO:
                if k in p.kwargs:
                    fields[k] = p.kwargs[k]
        if when == "live" and _invalid_alone(obs):
            if not _surely_greedy_several(lambda k: eff.model_gen_setting(obs, k)):
                return None
            # The call raises validating the model's own config (HF138), before generate: a view
            # of that config alone, without the call's keywords (which never reach generate).
            model.gen_config = heap.new(GenConfigObj(p.origin, {k: eff.model_gen_setting(obs, k) for k in RULE_KEYS}, "unknown"))
            return CallObservation(
                node=obs.node,
                kind=obs.kind,
                callee=obs.callee,
                model=heap.new(model),
                args=(),
                kwargs={},
                opaque_kwargs=False,
                heap=heap,
                pipeline=p,
                stmt=obs.stmt,
                visit=obs.visit,
            )
        if when != "live" and (_surely_greedy_several(fields.__getitem__) or _surely_over_beams(fields.__getitem__)):
            return None  # pipeline() raised building its copy of the config (4.57-5.19, verified)
        if model.model_type == "whisper":
            # Whisper's generate repeats each input num_return_sequences times before the checks.
            many = call.get("num_return_sequences", fields["num_return_sequences"])
            if any(isinstance(o, Const) and isinstance(o.value, int) and o.value > 1 for o in options(many)):
                return (
                    None
                    if not all(isinstance(o, Const) and isinstance(o.value, int) for o in options(many))
                    else _whisper_copies(obs, p, heap, model, fields, call, call_opaque or ctor_opaque, many)
                )
        written = {} if passes_config else _token_settings(p, heap, main, when)
        gc = GenConfigObj(p.origin, {**fields, **written}, "unknown", attr_written=frozenset(written))
        model.gen_config = heap.new(gc)
        model_ref = heap.new(model)
    length = _ctor_max_length(p, heap, when) if p.task == TEXT_GENERATION else None
    budgeted = {"max_length", "max_new_tokens", "generation_config"} & call.keys()
    if length is not None and not budgeted:
        call["max_length"] = length
        if when in ("copy-4", "copy-5") and isinstance(model_ref, Ref):
            # (4.57-5.15: the copy takes the pipeline's 256 new tokens over the model's, then
            # drops them for the construction's max_length: no checkpoint file can restore them)
            made = heap.get(model_ref)
            copied = heap.get(made.gen_config) if isinstance(made, ModelObj) else None
            if isinstance(copied, GenConfigObj):
                copied.fields["max_new_tokens"] = Const(None)
    elif p.task == TEXT_GENERATION and when != "live" and "max_length" in call and not budgeted - {"max_length"}:
        # A call's own max_length before 5.20 meets the copy's budget of new tokens, which wins
        # (runs: `pipe(text, max_length=3)` clean on 4.57.6 to 5.19.0, HF147 from 5.20.2).
        call["max_new_tokens"] = Const(TEXT_GENERATION_NEW_TOKENS, _note(p.origin, "the pipeline's default max_new_tokens"))
    if when == "live" and not passes_config:
        for k, v in ctor.items():
            call.setdefault(k, v)
    for k, v in construction_keywords(p, when).items():
        if when != "live" or not passes_config or not _setting(k):
            call.setdefault(k, v)
    if when != "copy-4" and "framework" in p.kwargs:
        # 5.0 took `framework` out of pipeline()'s and the pipelines' arguments: given at
        # construction, it is kept with the generation keywords and every call hands it to
        # generate, which rejects it (HF146; text generation run on 5.0.0 to 5.24.0, speech
        # recognition on 5.1.0 to 5.24.0).
        call.setdefault("framework", p.kwargs["framework"])
    batch = _batch(obs, p, heap)
    least = _least_tokens(obs, p) if batch is not None and p.task == TEXT_GENERATION else UNKNOWN
    args: tuple[Value, ...] = (heap.new(BatchObj(p.origin, batch, least=least)),) if batch is not None else ()
    return CallObservation(
        node=obs.node,
        kind=obs.kind,
        callee=obs.callee,
        model=model_ref,
        args=args,
        kwargs=call,
        opaque_kwargs=call_opaque or ctor_opaque,
        heap=heap,
        pipeline=p,
        stmt=obs.stmt,
        visit=obs.visit,
        called=obs,
    )


# pipeline()'s own arguments and the keywords every generating pipeline's __init__ takes for itself
# (the rest go to its _sanitize_parameters).
_OWN_CONSTRUCTION = frozenset(
    {
        "task",
        "model",
        "config",
        "tokenizer",
        "feature_extractor",
        "image_processor",
        "video_processor",
        "processor",
        "framework",  # (4.57; 5.x forwards it: see _view)
        "revision",
        "use_fast",
        "token",  # (`use_auth_token` is not one: pipeline() of 4.57.6 to 5.24.0 leaves it in the keywords it
        # hands the pipeline, whose every call passes it to generate: h146_use_auth_token_pipeline's runs)
        "device",
        "device_map",
        "dtype",
        "torch_dtype",
        "trust_remote_code",
        "model_kwargs",
        "pipeline_class",
        "batch_size",
        "num_workers",
        "assistant_model",
        "assistant_tokenizer",
        "generation_config",
        "generate_kwargs",
        "binary_output",
        "modelcard",
        "args_parser",
        "code_revision",  # (pipeline() pops these two)
        "_commit_hash",
        "decoder",  # (the speech pipeline's __init__)
    }
)


def construction_keywords(p: PipelineObj, when: str) -> dict[str, Value]:
    """The keywords given to pipeline() that every call of the text-generation and speech
    recognition pipelines hands to generate as keywords. Both pipelines' `_sanitize_parameters`
    collect what they do not name in `**generate_kwargs`, which become the forward parameters of
    every call (the call's own keywords over them); a generation setting is taken out before that
    (4.57-5.19: into the pipeline's copy of the generation config; 5.20+: set aside and passed as
    a keyword unless the call passes a generation_config; `_view`). Runs (tests/groundtruth/
    trial.py, all 28 releases): `pipeline("text-generation", ..., temprature=0.7)` and the speech
    pipeline's `num_beam=2` build without a word and every call raises generate's "The following
    `model_kwargs` are not used by the model" (HF146)."""
    out: dict[str, Value] = {}
    for k, v in p.kwargs.items():
        if k == "generate_kwargs" and p.task == TEXT_GENERATION:
            # (the speech pipeline unpacks it; the text-generation one has no such parameter and
            # hands it to generate as it is, a model keyword no model takes: runs, 4.57.6, 5.15.0,
            # 5.23.0 and 5.24.0, raise HF146 at every call)
            out[k] = v
            continue
        if k in _OWN_CONSTRUCTION or k in _OWN_CALL or k in RULE_KEYS or k == "max_length":
            continue
        if _setting(k):
            if when != "live":
                continue  # (into the copy)
        out[k] = v
    return out


def _setting(key: str) -> bool:
    """A generation setting of some release (a key `GenerationConfig.update` may take)."""
    return key in GENERATION_CONFIG_FIELDS or key in GENERATION_CONFIG_FIELDS_SINCE


def construction_config(obs: CallObservation, version: str) -> CallObservation | None:
    """4.57-5.19: the generation config a text-generation or speech-recognition pipeline makes
    while it is built (the pipeline's defaults, the model's config and the construction's
    generation keywords, merged by `_prepare_generation_config`, which validates the result),
    as the keywords of a `GenerationConfig(...)`; None from 5.20 (nothing is validated at
    construction: the keywords reach generate at each call) and where the analysis cannot tell,
    or pipeline() raised earlier (a model object without a tokenizer, an assistant of another
    vocabulary without its tokenizer, `generation_config=` before 5.16). Runs (trial.py, all 28
    releases): `pipeline("text-generation", model=..., max_new_tokens=0)` raises "`max_new_tokens`
    must be greater than 0" in pipeline() up to 5.19 and at the first call from 5.20;
    `do_sample=False, num_return_sequences=3` the greedy-with-several-sequences error likewise."""
    from hflint.core import effective as eff
    from hflint.core.flow import CallObservation

    when = era(version)
    if when == "live" or not _built(obs, when):
        return None
    key = ("pipeline-construction", when)
    if key in obs.memo:
        return obs.memo[key]
    obs.memo[key] = None
    p = obs.pipeline
    if p is None or p.task is None or obs.opaque_kwargs:
        return None
    heap = obs.heap
    models = [heap.get(o) for o in options(p.model)]
    if not models or not all(isinstance(m, ModelObj) for m in models):
        return None
    if not p.model_named and "tokenizer" not in p.kwargs:
        return None
    if when in ("copy-4", "copy-5", "copy-5.0") and "generation_config" in p.kwargs:
        return None
    if p.assistant is not ABSENT and _tokenizers(p, heap, p.assistant, models) is None:
        return None
    ctor = {k: v for k, v in p.kwargs.items() if k in RULE_KEYS or k == "generation_config"}
    fields: dict[str, Value] = {}
    for k in RULE_KEYS:
        fields[k] = _copied(p, k, eff.model_gen_setting(obs, k), heap, ctor, "copy-5" if when == "copy-5.0" else when)
    for k, v in p.kwargs.items():
        if k not in RULE_KEYS and k in GENERATION_CONFIG_FIELDS and k not in _OWN_CONSTRUCTION:
            fields[k] = v
    view = CallObservation(
        node=obs.node,
        kind="genconfig",
        callee="GenerationConfig",
        model=UNKNOWN,
        args=(),
        kwargs=fields,
        opaque_kwargs=False,
        heap=heap,
        pipeline=p,
        stmt=obs.stmt,
        visit=obs.visit,
        era="4" if when == "copy-4" else "5",
    )
    obs.memo[key] = view
    return view


def _ctor_max_length(p: PipelineObj, heap: Heap, when: str) -> Value | None:
    """The `max_length` a text-generation pipeline's construction gives every call's generate, in
    place of the pipeline's default budget of 256 new tokens: `pipeline(..., max_length=N)` on
    every release (4.57-5.19: the copy drops its `max_new_tokens` for a max_length that is not
    the default; 5.20+: passed as a keyword), and from 5.16 a `generation_config=` built in code
    with a max_length (not the default 20) and no max_new_tokens. Runs (trial.py, all 28 releases,
    a prompt of 18 tokens): `pipeline("text-generation", model=..., max_length=3)` raises "Input
    length of input_ids is 18, but `max_length` is set to 3" at every call (HF147); with the
    call's own `max_new_tokens=4` it runs clean; `generation_config=GenerationConfig(max_length=3)`
    raises the same from 5.16 (HF127 before). None when neither is given."""
    if "max_length" in p.kwargs:
        given = p.kwargs["max_length"]
        # (the default 20 leaves the pipeline's 256 new tokens in place: not followed)
        return given if all(isinstance(o, Const) and type(o.value) is int and o.value != 20 for o in options(given)) else None
    if when not in ("copy-516", "live") or "generation_config" not in p.kwargs:
        return None
    found: list[Value] = []
    for o in options(p.kwargs["generation_config"]):
        gc = heap.get(o)
        if not isinstance(gc, GenConfigObj) or gc.base != "defaults":
            return None
        v = gc.fields.get("max_length", ABSENT)
        budget = gc.fields.get("max_new_tokens", ABSENT)
        if not all(isinstance(x, Const) and type(x.value) is int and x.value != 20 for x in options(v)):
            return None
        if not all(x is ABSENT or (isinstance(x, Const) and x.value is None) for x in options(budget)):
            return None
        found.append(v)
    return join_all(found) if found else None


# Call or construction keywords that cut or stretch the prompt a pipeline hands to generate.
_PROMPT_CHANGES = ("handle_long_generation", "truncation", "tokenizer_encode_kwargs", "prefix", "continue_final_message")


def _least_tokens(obs: CallObservation, p: PipelineObj) -> Value:
    """At least how many tokens each prompt of a text-generation pipeline call holds: one a word
    of the texts written in the file (no tokenizer's piece spans a space, core/batches.py); a
    chat (list of messages), a text the walk does not know, or a call that truncates the prompt
    is UNKNOWN."""
    if any(k in obs.kwargs or k in p.kwargs for k in _PROMPT_CHANGES) or obs.opaque_kwargs:
        return UNKNOWN
    return batches.fewest_words(obs.args[0] if obs.args else obs.kwargs.get("text_inputs", UNKNOWN))


def _generate_kwargs(given: dict[str, Value], opaque: bool, task: str, heap: Heap) -> tuple[dict[str, Value], bool]:
    """The keywords a pipeline passes on to generate; speech recognition unpacks `generate_kwargs`."""
    out: dict[str, Value] = {}
    for k, v in given.items():
        if k in _OWN_CALL or k in (
            "tokenizer",
            "feature_extractor",
            "processor",
            "device",
            "device_map",
            "dtype",
            "torch_dtype",
            "model_kwargs",
            "trust_remote_code",
            "framework",
            "assistant_tokenizer",
            "config",
            "revision",
            "use_fast",
            "token",
        ):
            continue
        if k == "generate_kwargs" and task == SPEECH:
            objs = [heap.get(o) for o in options(v)]
            if len(objs) == 1 and isinstance(objs[0], DictObj):
                out.update(objs[0].items)
                opaque |= not objs[0].complete
            elif not (isinstance(v, Const) and v.value is None):
                opaque = True
            continue
        out[k] = v
    return out, opaque


def _tokenizers(p: PipelineObj, heap: Heap, assistant: Value, models: list[Obj | None]) -> dict[str, Value] | None:
    """What the pipeline passes for the vocabularies: both tokenizers when they differ (an
    assistant loaded by name brings its own); None when pipeline() itself raises."""
    mains = [m.vocab_size if isinstance(m, ModelObj) else None for m in models]
    helpers = [heap.get(a) for a in options(assistant)]
    sizes = [a.vocab_size if isinstance(a, ModelObj) else None for a in helpers]
    if None in mains or None in sizes or not mains or not sizes:
        return {}
    if all(m == a for m in mains for a in sizes):
        return {}
    if p.assistant_named or "assistant_tokenizer" in p.kwargs:
        given = Const("<the pipeline's tokenizers>")
        return {"tokenizer": given, "assistant_tokenizer": given}
    return None


def _snap(p: PipelineObj, heap: Heap, key: str) -> Value:
    vals = []
    for o in options(p.snapshot):
        gc = heap.get(o)
        vals.append(gc.get(key) if isinstance(gc, GenConfigObj) else UNKNOWN)
    return join_all(vals)


def _default(p: PipelineObj, key: str) -> Const | None:
    d = TASK_DEFAULTS.get(p.task or "", {})
    if key not in d:
        return None
    origin = (
        Origin(p.origin.span, f"the {p.task} pipeline's default {key}={d[key]!r}", p.origin.path)
        if p.origin is not None
        else None
    )
    return Const(d[key], origin)


def batches_chunks(p: PipelineObj) -> bool:
    """A speech pipeline built to cut recordings into chunks and batch them (chunk_length_s with a
    batch_size that may be over 1): how many sequences generate gets depends on the recording."""
    if p.task != SPEECH or "chunk_length_s" not in p.kwargs or "batch_size" not in p.kwargs:
        return False
    sizes = _values(p.kwargs["batch_size"])
    return sizes is None or any(not isinstance(s, int) or s > 1 for s in sizes)


def _values(v: Value) -> set | None:
    """The plain values of a value's paths, or None when one is unknown."""
    out = set()
    for o in options(v):
        if not isinstance(o, Const):
            return None
        try:
            out.add(o.value)
        except TypeError:
            return None
    return out


def _sets(p: PipelineObj, heap: Heap, key: str) -> bool | None:
    """Whether the model's config, as the pipeline copied it, sets `key` itself."""
    found: set[bool | None] = set()
    for o in options(p.snapshot):
        gc = heap.get(o)
        if not isinstance(gc, GenConfigObj):
            found.add(None)
        elif key in gc.fields or key in gc.file_fields:
            found.add(True)
        else:
            found.add(False if gc.base == "defaults" else None)
    return found.pop() if len(found) == 1 else None


def _copied(p: PipelineObj, key: str, live: Value, heap: Heap, ctor: dict[str, Value], when: str) -> Value:
    """4.57-5.19: the field of the pipeline's copy, and what generate adds from the model."""
    snap = _snap(p, heap, key)
    default = _default(p, key)
    if key in ctor:
        copy = ctor[key]
    elif when == "copy-516":
        # the model's config (or the construction's generation_config) first, the defaults
        # where it sets nothing
        given = _ctor_config(p, heap, key)
        if given is not None:
            copy = given
        elif default is None:
            copy = snap
        else:
            sets = _sets(p, heap, key)
            copy = snap if sets else default if sets is False else UNKNOWN
    elif when == "copy-5":
        copy = default if default is not None else snap
    else:
        # 4.57: a model value other than the global default wins over a pipeline default
        # that is the global default (use_model_defaults); the pipeline's own defaults win.
        if default is not None and default.value != _GLOBAL.get(key):
            copy = default
        else:
            copy = snap
    if _values(live) is not None and _values(live) == _values(snap):
        return copy  # the model's config is as it was when the pipeline was built
    if when != "copy-4":
        # generate fills the copy's unset fields from the model's config of the moment
        if key in _NONE_DEFAULTS:
            return join_all(live if isinstance(o, Const) and o.value is None else o for o in options(copy))
        return copy
    # 4.57 merges the model's non-default values into the copy's default ones only for
    # checkpoints saved by 4.50 or later: unknown here.
    if key in _GLOBAL and all(isinstance(o, Const) and o.value != _GLOBAL[key] for o in options(copy)):
        return copy
    if key in _NONE_DEFAULTS and all((isinstance(o, Const) and o.value is not None) or isinstance(o, Seq) for o in options(copy)):
        return copy  # (a value set, a list of stop strings too: never the global default)
    return UNKNOWN


# The token settings the rules read as the script wrote them (HF345, HF349, HF350: a text, a list
# holding None or text), which the typed settings of the view's config leave unknown.
TOKEN_KEYS = ("eos_token_id", "suppress_tokens", "begin_suppress_tokens")


def _token_settings(p: PipelineObj, heap: Heap, main: list[ModelObj], when: str) -> dict[str, Value]:
    """The token settings (TOKEN_KEYS) of the config a pipeline's call hands to generate, as the
    script wrote them, for the view's config (read as attribute writes, rules/assisted.py
    `_written_as_is`). 4.57-5.19: given to pipeline() (into its copy), else written on the model's
    config before the pipeline was built (copied with it), else (5.0-5.19, whose generate fills the
    copy's unset fields from the model's config of the moment) a suppress list written on the
    model's config since, where the copy surely does not set it (not an eos id: a checkpoint's file
    known in full still sets its token ids); 5.20+: written on the model's config (pipeline()'s own
    keyword is passed to generate as a keyword: construction_keywords). Runs (h185's, trial.py, all
    28 releases, gpt2 stand-in): `pipeline(..., eos_token_id=tok.eos_token)` builds and raises
    HF350's error at the call on every release (`[tok.eos_token_id, "\n"]`: HF345's;
    `suppress_tokens=[tok.pad_token_id]`: HF349's); `model.generation_config.suppress_tokens =
    [tok.pad_token_id]` written before pipeline() raises HF349's on every release, written after it
    (on `pipe.model` or the model) runs clean on 4.57.6 and raises from 5.0.0; `eos_token_id =
    tok.eos_token` written after it runs clean up to 5.19.0 and raises from 5.20.2."""
    out: dict[str, Value] = {}
    for key in TOKEN_KEYS:
        if when != "live" and key in p.kwargs:
            out[key] = p.kwargs[key]
            continue
        at_call = _as_written([mo.gen_config for mo in main], heap, key)
        if when == "live":
            found = at_call
        else:
            found = _as_written([p.snapshot], heap, key)
            if found is None and when != "copy-4" and not key.endswith("_token_id") and _surely_unset(p, heap, key):
                found = at_call
        if found is not None:
            out[key] = found
    return out


def _as_written(configs: list[Value], heap: Heap, key: str) -> Value | None:
    """`key` where every one of `configs` had it written as an attribute, else None."""
    values: list[Value] = []
    for ref in configs:
        for o in options(ref):
            gc = heap.get(o)
            if not isinstance(gc, GenConfigObj) or key not in gc.attr_written:
                return None
            values.append(gc.get(key))
    return join_all(values) if values else None


def _surely_unset(p: PipelineObj, heap: Heap, key: str) -> bool:
    """Whether the pipeline's copy of the model's config surely leaves `key` at its default (None
    for TOKEN_KEYS): not set in code nor by a file, the rest known (built in code, or a file known
    in full)."""
    gcs = [heap.get(o) for o in options(p.snapshot)]
    return bool(gcs) and all(
        isinstance(gc, GenConfigObj)
        and key not in gc.fields
        and key not in gc.file_fields
        and (gc.base == "defaults" or gc.whole)
        for gc in gcs
    )


def _ctor_config(p: PipelineObj, heap: Heap, key: str) -> Value | None:
    """`pipeline(generation_config=X)` (5.16-5.19): X's value for `key` when X sets it."""
    given = p.kwargs.get("generation_config")
    if given is None:
        return None
    out: list[Value] = []
    for o in options(given):
        gc = heap.get(o)
        if not isinstance(gc, GenConfigObj) or key not in gc.fields:
            return UNKNOWN if not isinstance(gc, GenConfigObj) else None
        out.append(gc.fields[key])
    return join_all(out)


def _invalid_alone(obs: CallObservation) -> bool:
    """5.20+ reads the model's config on every call (`to_diff_dict`, which validates it): a config
    asking for several sequences without sampling fails there, before generate (verified)."""
    from hflint.core import effective as eff

    many = eff.model_gen_setting(obs, "num_return_sequences")
    sampling = eff.model_gen_setting(obs, "do_sample")
    return any(isinstance(o, Const) and isinstance(o.value, int) and o.value > 1 for o in options(many)) and not all(
        isinstance(o, Const) and o.value is True for o in options(sampling)
    )


def _surely_over_beams(setting: Callable[[str], Value]) -> bool:
    """Whether a generation config surely asks beam search (one known count above one) for more
    sequences than beams, which GenerationConfig.validate rejects on every release (HF159; runs:
    h99's fixtures, 4.57.6 and 5.15.0 raise in pipeline())."""
    beams = {o.value if isinstance(o, Const) else None for o in options(setting("num_beams"))}
    if len(beams) != 1:
        return False
    (b,) = beams
    if not isinstance(b, int) or isinstance(b, bool) or b < 2:
        return False
    wanted = list(options(setting("num_return_sequences")))
    return bool(wanted) and all(
        isinstance(o, Const) and isinstance(o.value, int) and not isinstance(o.value, bool) and o.value > b for o in wanted
    )


def _surely_greedy_several(setting: Callable[[str], Value]) -> bool:
    """Whether a generation config surely asks greedy decoding (do_sample not True, one beam) for
    several sequences, which GenerationConfig.validate rejects on every release (HF138)."""

    def each(key: str, ok: Callable[[object], bool]) -> bool:
        vals = list(options(setting(key)))
        return bool(vals) and all((o is ABSENT and ok(None)) or (isinstance(o, Const) and ok(o.value)) for o in vals)

    return (
        each("num_return_sequences", lambda v: isinstance(v, int) and not isinstance(v, bool) and v > 1)
        and each("do_sample", lambda v: v is False)
        and each("num_beams", lambda v: v is None or (isinstance(v, int) and not isinstance(v, bool) and v == 1))
    )


def _whisper_copies(
    obs: CallObservation,
    p: PipelineObj,
    heap: Heap,
    model: ModelObj,
    fields: dict[str, Value],
    call: dict[str, Value],
    opaque: bool,
    many: Value,
) -> CallObservation:
    """Whisper with num_return_sequences > 1: a batch that many times larger, one sequence each."""
    from hflint.core.flow import CallObservation

    batch = _batch(obs, p, heap)
    times = max(o.value for o in options(many) if isinstance(o, Const))
    why = _note(_origin_of(many), f"{times} sequences for each input (Whisper repeats the input num_return_sequences times)")
    # (at least one input: an unknown batch still makes `times` rows, enough to know it is > 1)
    wider = join_all(
        Const(o.value * times if isinstance(o, Const) and isinstance(o.value, int) else times, why)
        for o in options(batch if batch is not None else UNKNOWN)
    )
    fields = dict(fields, num_return_sequences=Const(1))
    call = {k: v for k, v in call.items() if k != "num_return_sequences"}
    model.gen_config = heap.new(GenConfigObj(p.origin, fields, "unknown"))
    return CallObservation(
        node=obs.node,
        kind=obs.kind,
        callee=obs.callee,
        model=heap.new(model),
        args=(heap.new(BatchObj(p.origin, wider)),),
        kwargs=call,
        opaque_kwargs=opaque,
        heap=heap,
        pipeline=p,
        stmt=obs.stmt,
        visit=obs.visit,
    )


def _live(p: PipelineObj, key: str, live: Value, heap: Heap) -> Value:
    """5.20+: the model's config of the moment, the pipeline default where the model sets nothing."""
    default = _default(p, key)
    if default is None:
        return live
    gcs = [heap.get(g) for m in options(p.model) if isinstance(mo := heap.get(m), ModelObj) for g in options(mo.gen_config)]
    out: list[Value] = []
    for gc in gcs:
        if not isinstance(gc, GenConfigObj):
            out.append(UNKNOWN)
        elif key in gc.fields or key in gc.file_fields:
            out.append(gc.get(key))
        elif gc.base == "defaults":
            out.append(default)
        else:
            out.append(UNKNOWN)
    return join_all(out) if out else UNKNOWN


def _batch(obs: CallObservation, p: PipelineObj, heap: Heap) -> Value | None:
    """How many inputs one generate call of this pipeline call gets."""
    size = obs.kwargs.get("batch_size", p.kwargs.get("batch_size", ABSENT))
    sizes = _values(size) if size is not ABSENT else {1}
    if size is not ABSENT and (sizes is None or not all(isinstance(s, int) or s is None for s in sizes)):
        return UNKNOWN
    assert sizes is not None
    widest = max((s or 1) for s in sizes)
    where = _origin_of(size) or p.origin
    inputs = obs.args[0] if obs.args else obs.kwargs.get("inputs", obs.kwargs.get("text_inputs", UNKNOWN))
    chunked = obs.kwargs.get("chunk_length_s", p.kwargs.get("chunk_length_s", ABSENT))
    out: list[Value] = []
    for o in options(inputs):
        if isinstance(o, Seq) and not o.is_tuple:
            n = len(o.items)
            if n == 0:
                continue
            out.append(Const(min(n, widest), _note(where, f"batch_size={widest} with a list of {n} inputs")))
        elif isinstance(o, Items) and o.kind != "tuple":
            if widest == 1:
                out.append(Const(1))
            else:
                # The first batch holds min(len, batch_size) inputs: more than one unless the
                # collection holds a single input.
                out.append(join(Const(1), Const(widest, _note(where, f"batch_size={widest} over a {o.kind}"))))
        elif isinstance(o, Const) and isinstance(o.value, str):
            if p.task == SPEECH and chunked is not ABSENT and widest > 1:
                # A long recording is cut into chunks that are batched together; how many
                # depends on its length (short ones make one chunk): unknown.
                out.append(UNKNOWN)
            else:
                out.append(Const(1, o.origin))
        else:
            out.append(UNKNOWN)  # one input, or several: unknown
    return join_all(out) if out else None


def _origin_of(v: Value) -> Origin | None:
    for o in options(v):
        if isinstance(o, Const) and o.origin is not None:
            return o.origin
    return None


def _note(where: Origin | None, note: str) -> Origin | None:
    return Origin(where.span, note, where.path) if where is not None else None
