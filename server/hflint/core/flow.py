"""The dataflow walk: statements in order, branches joined, helper functions and methods followed.

An abstract interpreter over `ast`. It never runs user code: it evaluates
literals, follows assignments, dict and config mutations, calls to functions and
classes defined in the analysed code (bounded in depth and total work), and
records every `generate` call, pipeline call and export wrapper it reaches, with
a copy of the heap at that moment, for the rules to read.
"""

from __future__ import annotations

import ast
import builtins
import copy
import itertools
import os.path
import re
from bisect import bisect_right
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from hflint.core import (
    batches,
    blocked,
    cachemembers,
    caches,
    carried,
    catching,
    confs,
    constraints,
    cropbound,
    ctxvars,
    exporting,
    files,
    flags,
    genremoved,
    imports,
    loaders,
    modelinfo,
    objects,
    outputfields,
    pipelines,
    prefilter,
    prefixes,
    processes,
    queues,
    releaseinfo,
    saved,
    sweeps,
    tables,
    testsuites,
    textdata,
    trainers,
    webapps,
    widgets,
)
from hflint.core import paths as pathcond
from hflint.core.findings import CUT_BUDGET, CUT_DEEP, CUT_FUNCTION, CUT_STATEMENT, Cut, Flag, Span, immutable
from hflint.core.genfields import GENERATION_CONFIG_FIELDS
from hflint.core.journal import (
    SNAPSHOT_STEPS,
    STATE_PER_STEP,
    Journal,
    RootWalk,
    Snapshot,
    changed_region,
    node_ids,
    observed_counts,
    same,
    same_mapping,
)
from hflint.core.source import LineIndex
from hflint.core.values import (
    ABSENT,
    DOCUMENT_OIDS,
    UNKNOWN,
    WATERMARK_DEFAULTS,
    BatchObj,
    CacheObj,
    ClassVal,
    ConfigDictObj,
    ConfigObj,
    Const,
    DictObj,
    Env,
    ExportWrapperObj,
    FuncVal,
    GenConfigObj,
    Heap,
    IniObj,
    IniSectionObj,
    InstanceObj,
    Items,
    LazyImport,
    Members,
    ModelObj,
    ModuleVal,
    Obj,
    OidSpace,
    OneOf,
    Origin,
    OutputObj,
    PipelineObj,
    QueueObj,
    Ref,
    Seq,
    Symbol,
    TokenizerObj,
    UserDictObj,
    Value,
    WatermarkObj,
    allocating_in,
    contradicts,
    deep_copied,
    guarded,
    int_const,
    join,
    join_all,
    join_envs,
    join_guarded,
    join_tagged,
    map_value,
    options,
    without_none,
)

if TYPE_CHECKING:
    from hflint.core.checkpoints import CheckpointInfo
    from hflint.envprobe import TorchBuild
    from hflint.hubfacts import HubCheckpoint

_NO_GUARD: frozenset = frozenset()
# Exceptions only CUDA raises: their handlers never run with a torch built without CUDA.
_CUDA_ONLY_ERRORS = frozenset({"torch.cuda.OutOfMemoryError"})
MAX_CALL_DEPTH = 4
# Times one function may be on the walk's stack at once: a recursive helper (a nested config
# wrapped level by level, `cls.build(v) if isinstance(v, dict) else v`) is followed this deep.
MAX_RECURSION = 3
_MAX_VARIANTS = 8
MAX_STEPS = 40_000
STEPS_PER_LINE = 20
# And one step per character of the analysed file: every expression and statement is at least
# one character, so a single pass over the whole file always fits (a line holding a literal of
# 41,000 items took the whole budget of a 40,000-step file).
STEPS_PER_CHAR = 1
# One top-level statement may take at most this part of the file's budget (or twice its own
# length in steps, when more): past it that statement alone is cut, and the walk goes on.
STATEMENT_SHARE = 4
# Steps one followed call may take (with its own calls); past it the call is unknown.
CALL_BUDGET = 2_000
# Steps the walk of one otherwise uncalled function may take.
ROOT_BUDGET = 8_000
# Steps the module-level walk of an imported workspace module may take.
MODULE_BUDGET = 4_000
LOOP_PASSES = 1

# The cache classes whose tensors' inference mode is followed (CacheObj.inference; HF183): a
# StaticCache makes them once, at its first update; a DynamicCache makes them anew at each update
# (it grows by concatenation: core/carried.py), so they take the mode of the last call that filled it.
_INFERENCE_FOLLOWED = frozenset({"StaticCache", "DynamicCache"})

# The builtins that test or read an attribute by name (of the package: core/releaseinfo.py).
_ATTRIBUTE_TESTS = frozenset({"builtins.hasattr", "builtins.getattr"})
# Functions that never change the objects passed to them.
_PURE_CALLS = frozenset(
    {
        "builtins.print",
        "builtins.len",
        "builtins.isinstance",
        "builtins.str",
        "builtins.repr",
        "builtins.type",
        "builtins.id",
        "builtins.hasattr",
        "builtins.getattr",
        "builtins.format",
        "builtins.sorted",
        "builtins.list",
        "builtins.tuple",
        "builtins.set",
        "builtins.bool",
        "logging.info",
        "logging.debug",
        "logging.warning",
        "logging.warn",
        "logging.error",
        "logging.exception",
        "logging.critical",
        "logging.log",
        "pprint.pprint",
        "pprint.pp",
        "pprint.pformat",
        "rich.print",
        "rich.pretty.pprint",
    }
    # (a logger's own methods: `log = logging.getLogger(__name__)`, then `log.info("%s", kwargs)`)
    | {f"logging.Logger.{m}" for m in ("debug", "info", "warning", "warn", "error", "exception", "critical", "log")}
)
# Calls whose result is an object of a known library class, named by this symbol.
# A PIL image: what `Image.new`, `Image.open` and `Image.fromarray` return, and the image methods that
# return a new image (HF326 reads it: the images a vision pipeline is given).
PIL_IMAGE = "PIL.Image.Image"
_PIL_IMAGE_MAKERS = ("PIL.Image.new", "PIL.Image.open", "PIL.Image.fromarray") + tuple(
    f"{PIL_IMAGE}.{m}" for m in ("convert", "resize", "copy", "crop", "rotate", "transpose")
)
_SYMBOL_RESULTS = {"logging.getLogger": "logging.Logger"} | {maker: PIL_IMAGE for maker in _PIL_IMAGE_MAKERS}
# A tokenizer's special token ids: None, or an id of its vocabulary (HF136 reads pad_token_id's sign).
_TOKEN_ID_ATTRS = frozenset(
    {"eos_token_id", "pad_token_id", "bos_token_id", "unk_token_id", "sep_token_id", "cls_token_id", "mask_token_id"}
)
# Builtins that make a list of the lists they are given (Interpreter._listing).
_LISTING = frozenset(
    {
        "builtins.range",
        "builtins.list",
        "builtins.tuple",
        "builtins.reversed",
        "builtins.sorted",
        "builtins.enumerate",
        "builtins.zip",
        "builtins.filter",
        "itertools.product",
        "itertools.islice",
        "collections.deque",
    }
)
# Methods that change the dict or config they are called on.
# The methods that change a set in place.
_SET_CHANGES = frozenset(
    {
        "add",
        "update",
        "discard",
        "remove",
        "pop",
        "clear",
        "difference_update",
        "intersection_update",
        "symmetric_difference_update",
    }
)
# How many dicts a dict display may make, one per path of the dicts it spreads (core/flow.py,
# `_built_dict`): a product of a few arms at most.
_MAX_DICT_FORKS = 8
_MUTATING_METHODS = frozenset({"update", "pop", "setdefault", "clear", "popitem"})
# The methods of a dict that change nothing (any other method changes a dict-like object's keys).
_DICT_READS = frozenset({"get", "items", "keys", "values", "copy", "__contains__", "__getitem__", "__len__", "__iter__"})
# (what keeps a tensor's shape: a device or dtype move, a copy)
_BATCH_SELF_METHODS = frozenset({"to", "cuda", "cpu", "long", "int", "contiguous", "clone", "detach"})
# A tokenizer's attributes that give it a pad token (HF166), and its methods that never do (any
# other method, `add_special_tokens` first, may).
_PAD_ATTRS = frozenset({"pad_token", "pad_token_id"})
# A tokenizer's special token ids: each one int, or None where the tokenizer has no such token.
_TOKEN_ID_ATTRS = frozenset(
    {"eos_token_id", "bos_token_id", "pad_token_id", "unk_token_id", "sep_token_id", "cls_token_id", "mask_token_id"}
)
_TOKENIZER_READS = frozenset(
    {
        "encode",
        "decode",
        "batch_decode",
        "tokenize",
        "convert_tokens_to_ids",
        "convert_ids_to_tokens",
        "convert_tokens_to_string",
        "get_vocab",
        "save_pretrained",
        "pad",
        "push_to_hub",
    }
)
# Keywords a model's `from_pretrained` takes itself on every release (modeling_utils.py of 4.57.6
# and 5.x), and `use_cache`, which every decoder config holds: none sets a generation field, and
# none reaches the model's constructor (HF142, rules/loading.py).
MODEL_LOAD_OWN_KWARGS = frozenset(
    {
        "torch_dtype", "dtype", "device_map", "use_cache", "low_cpu_mem_usage", "revision", "attn_implementation",
        "trust_remote_code", "token", "cache_dir", "local_files_only", "quantization_config", "offload_folder",
        "max_memory", "use_safetensors", "variant", "force_download",
    }
)  # fmt: skip
# Keywords of a model's `from_pretrained` that set no generation field on its config (a keyword
# outside this list may: `from_pretrained(name, temperature=0.2)` sets it on the model config).
_LOAD_KWARGS_NOT_GENERATION = MODEL_LOAD_OWN_KWARGS | {"load_in_8bit", "load_in_4bit"}
# Model config fields hflint keeps that are not generation fields (not copied by from_model_config
# as generation settings the rules read; harmless either way, left out for clarity).
_MODEL_CONFIG_ONLY = frozenset({"vocab_size", "model_type", "sliding_window", "layer_types", "is_encoder_decoder", "n_positions"})

# Keywords of `GenerationConfig.from_pretrained` that say where and how to load, not what to set.
_GEN_CONFIG_LOAD_KWARGS = frozenset(
    {
        "cache_dir",
        "revision",
        "token",
        "force_download",
        "local_files_only",
        "proxies",
        "subfolder",
        "config_file_name",
        "return_unused_kwargs",
        "trust_remote_code",
    }
)
# Generation options no model config of 4.57-5.24 holds (`LOAD_OPTIONS_ALWAYS`), and those only
# 5.x refuses (`LOAD_OPTIONS_FROM_5`: the 4.57 config kept the legacy sampling attributes): given
# to a model's `from_pretrained`, they reach the model's constructor, which raises TypeError
# (catalog HF142, each run on 4.57.6, 5.0.0, 5.15.0 and 5.24.0; rules/loading.py decides per
# release).
LOAD_OPTIONS_ALWAYS = frozenset(
    {
        "cache_implementation",
        "cache_config",
        "max_new_tokens",
        "compile_config",
        "prompt_lookup_num_tokens",
        # the assistant's settings (also run on 5.23.0)
        "assistant_early_exit",
        "num_assistant_tokens",
        "num_assistant_tokens_schedule",
        "assistant_confidence_threshold",
    }
)
LOAD_OPTIONS_FROM_5 = frozenset(
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
GENERATION_ONLY_LOAD_KWARGS = LOAD_OPTIONS_ALWAYS | LOAD_OPTIONS_FROM_5
# Keywords of `XConfig.from_pretrained` that say where to load from, not what to set.
_LOADER_KWARGS = frozenset(
    {
        "cache_dir",
        "revision",
        "token",
        "use_auth_token",
        "local_files_only",
        "force_download",
        "proxies",
        "subfolder",
        "trust_remote_code",
    }
)


@dataclass(slots=True)
class State:
    env: dict[str, Value]
    heap: Heap
    dead: bool = False
    # What this path knows of branch conditions (core/paths.py); None: nothing.
    paths: pathcond.PathInfo | None = None

    def copy(self) -> State:
        return State(_copy_env(self.env), self.heap.copy(), self.dead, self.paths)


def _copy_env(env: dict[str, Value]) -> dict[str, Value]:
    return env.fork_copy() if isinstance(env, Env) else Env(env)


def _join_names(mine: Value | None, theirs: Value | None) -> Value:
    return join(UNKNOWN if mine is None else mine, UNKNOWN if theirs is None else theirs)


@dataclass(slots=True, eq=False)
class _TryRun:
    """A `try` statement being walked whose handlers catch `catches` (Interpreter._s_Try): the
    function depth and loops it runs in, its body's statements (by identity), the states before
    the calls of its body that surely raise an error it catches (`raised`), and the body
    statement holding the one just observed (`hit`)."""

    depth: int
    loops: int
    catches: frozenset[str]
    body: frozenset[int]
    raised: list[State] = field(default_factory=list)
    hit: ast.stmt | None = None
    # The observations of the call that surely raised (what a handler's `as` name holds).
    kept: tuple[CallObservation, ...] = ()


# The statements whose call, when it surely raises, ends the `try` body's path there.
_PLAIN_STMTS = (ast.Expr, ast.Assign, ast.AnnAssign, ast.AugAssign, ast.Return)


@dataclass(slots=True, eq=False)
class _WithRun:
    """A `with` statement whose context manager's generator runs its body (Interpreter._s_With)."""

    stmt: ast.With
    caller: State
    ends: list[State] = field(default_factory=list)
    limit: int = -1


# `torch.inference_mode` as scripts name it (`import torch`, `from torch import inference_mode`).
_INFERENCE_MODE = frozenset({"torch.inference_mode", "inference_mode", "torch.autograd.grad_mode.inference_mode"})


def _inference_mode_of(expr: ast.expr) -> Value | None:
    """What `expr` (a context manager or a decorator) makes of inference mode: Const(True) for
    `torch.inference_mode()` (or `(True)`, or the bare decorator), Const(False) for `(False)`,
    UNKNOWN for another argument; None when it is not torch.inference_mode."""
    call = expr if isinstance(expr, ast.Call) else None
    name = testsuites.dotted(call.func if call is not None else expr)
    if name not in _INFERENCE_MODE:
        return None
    if call is None or (not call.args and not call.keywords):
        return Const(True)
    given = call.args[0] if call.args and not call.keywords else None
    if given is None and not call.args and len(call.keywords) == 1 and call.keywords[0].arg == "mode":
        given = call.keywords[0].value
    if isinstance(given, ast.Constant) and isinstance(given.value, bool):
        return Const(given.value)
    return UNKNOWN


def _inference_manager(stmt: ast.With | ast.AsyncWith) -> Value | None:
    """The inference mode a `with` statement's body runs in, when one of its managers sets it."""
    if not isinstance(stmt, ast.With):
        return None
    mode = None
    for item in stmt.items:
        found = _inference_mode_of(item.context_expr)
        if found is not None:
            mode = found
    return mode


def _inference_decorator(node: ast.AST) -> Value | None:
    """The inference mode a function decorated with `@torch.inference_mode()` runs in."""
    mode = None
    for dec in getattr(node, "decorator_list", ()):
        found = _inference_mode_of(dec)
        if found is not None:
            mode = found
    return mode


def join_states(a: State, b: State, branch: pathcond.Branch | None = None) -> State:
    """The state after two paths meet; `branch`: they are the arms of a kept condition, whose
    values are tagged with it (core/paths.py)."""
    if a.dead:
        return b
    if b.dead:
        return a
    info = pathcond.join_info(a.paths, b.paths)
    # Names bound alike on both sides are copied (in C); only those bound since the branch
    # began are compared and joined.
    if branch is None:
        return State(join_envs(a.env, b.env, _join_names), a.heap.join(b.heap), False, info)
    then_dnf, else_dnf = branch.then_dnf, branch.else_dnf

    def tagged(mine: Value, theirs: Value) -> Value:
        return join_tagged(mine, then_dnf, theirs, else_dnf)

    def tagged_names(mine: Value | None, theirs: Value | None) -> Value:
        return tagged(UNKNOWN if mine is None else mine, UNKNOWN if theirs is None else theirs)

    return State(join_envs(a.env, b.env, tagged_names), a.heap.join(b.heap, tagged), False, info)


# The key of a test case's param for its fixture with `params=` (no parameter name has it).
_FIXTURE_PARAM = "<fixture param>"


@dataclass(slots=True)
class CallObservation:
    """One visit of a generate call / export wrapper: argument values and the heap at that moment."""

    node: ast.Call
    kind: str  # "generate", "pipeline", "export"
    callee: str  # "generate", the wrapper's class name, "pipeline"
    model: Value
    args: tuple[Value, ...]
    kwargs: dict[str, Value]
    opaque_kwargs: bool
    heap: Heap
    # For pipelines: the values given to pipeline(...) itself.
    pipeline: PipelineObj | None = None
    # The statement that holds the call (fixes insert a line above it).
    stmt: ast.stmt | None = None
    # Effective settings already worked out for this visit (core/effective.py; rules ask again and again),
    # under the releases of one way of merging a passed generation config (`era`, 4.x or 5.x):
    # effective.at_release switches to another era's memo, kept in `memos`.
    memo: dict = field(default_factory=dict)
    era: str = "5"
    memos: dict = field(default_factory=dict)
    # The visit of the call this observation is one path of (several: projections, variants),
    # and in a sweep, which element it was (core/sweeps.py).
    visit: sweeps.Visit = field(default_factory=sweeps.Visit)
    # At an assisted generate call: the names bound to tokenizers there, with the checkpoint
    # each was loaded from (HF107's fix passes them as tokenizer= / assistant_tokenizer=).
    tokenizers: tuple[tuple[str, Value], ...] = ()
    # At a generate call: whether it runs inside `torch.inference_mode()` (Interpreter.grad_modes;
    # HF183), UNKNOWN elsewhere.
    inference: Value = UNKNOWN
    # The exception classes a `try` the walk was inside of swallows (core/catching.py): an error
    # of one of them stops there, and the script goes on.
    caught: frozenset[str] = catching.NOTHING
    # The `try` statements the walk was in the body or a handler of (core/catching.py Place): a
    # call in a handler runs only when the body fails (engine.py, _unreached_handlers).
    tries: tuple[catching.Place, ...] = ()
    # For what is done with a built export wrapper (core/exporting.py): the wrapper.
    wrapper: ExportWrapperObj | None = None
    # For the generate call a pipeline call makes (core/pipelines.py generate_view): the pipeline
    # call itself, with its inputs and `batch_size` as given (HF166 reads them).
    called: CallObservation | None = None
    # At `model.compute_transition_scores(out.sequences, out.scores)` (the same name twice): the
    # observations of the generate call whose output `out` is, one per path (HF324); None when
    # the arguments are not both read from one output the walk follows. At a field read on such
    # an output (`out.sequences_scores`, kind "output-attr"): the generate calls that made it (HF329).
    scored: tuple[CallObservation, ...] | None = None
    # At a generate call given `prefix_allowed_tokens_fn` that returns an empty collection at the
    # first step: the `return` statements that give it (core/constraints.py; HF198).
    first_empty: tuple[Origin, ...] = ()


# `tok = AutoTokenizer.from_pretrained(...)`, `processor: X = AutoProcessor.from_pretrained(`:
# each `.from_pretrained` found by plain search (fast on a long text), then its line read.
_ASSIGNED_LOADER_RE = re.compile(r"[ \t]*([A-Za-z_]\w*)[ \t]*(?::[^=\n]*)?=[ \t]*[\w.]*(?:Tokenizer|Processor)\w*$")


def _tokenizer_names(text: str) -> tuple[str, ...]:
    names: dict[str, None] = {}
    at = text.find(".from_pretrained")
    while at >= 0:
        start = text.rfind("\n", 0, at) + 1
        target = _ASSIGNED_LOADER_RE.match(text, start, at)
        if target:
            names[target.group(1)] = None
        at = text.find(".from_pretrained", at + 16)
    return tuple(names)


def _loader_targets(line: str) -> list[str]:
    """_tokenizer_names' names assigned on one line."""
    out = []
    at = line.find(".from_pretrained")
    while at >= 0:
        target = _ASSIGNED_LOADER_RE.match(line, 0, at)
        if target:
            out.append(target.group(1))
        at = line.find(".from_pretrained", at + 16)
    return out


def tokenizer_names(index: LineIndex) -> tuple[str, ...]:
    """_tokenizer_names(index.text), kept on the index with the line of each name; an index
    made by an edit (LineIndex.edited) takes the lines around the edit from the one before it."""
    memo = index.memo
    got = memo.get("tokenizers")
    if got is not None:
        return got[1]
    text = index.text
    found: list[tuple[int, str]] | None = None
    edit = index.edit
    before = edit[0].memo.get("tokenizers") if edit is not None else None
    if edit is not None and before is not None and before[0] is not None:
        _, first, old_last, new_last = edit
        found = [entry for entry in before[0] if entry[0] < first]
        for n in range(first, new_last + 1):
            found.extend((n, name) for name in _loader_targets(index.lines[n - 1]))
        shift = new_last - old_last
        found.extend((n + shift, name) for n, name in before[0] if n > old_last)
    elif "\r" not in text:  # (lines are broken at \n alone: a name's line is found from its offset)
        found = []
        starts = index.starts
        at = text.find(".from_pretrained")
        while at >= 0:
            target = _ASSIGNED_LOADER_RE.match(text, text.rfind("\n", 0, at) + 1, at)
            if target:
                found.append((bisect_right(starts, at), target.group(1)))
            at = text.find(".from_pretrained", at + 16)
    names = tuple(dict.fromkeys(name for _, name in found)) if found is not None else _tokenizer_names(text)
    memo["tokenizers"] = (found, names)
    return names


# Keywords of `apply_chat_template` that never take text out of the rendered prompt (no
# `truncation`/`max_length`, no `chat_template` of the call's own).
_TEMPLATE_KEEPS = frozenset(
    {
        "conversation",
        "add_generation_prompt",
        "continue_final_message",
        "tokenize",
        "return_tensors",
        "return_dict",
        "return_attention_mask",
        "padding",
        "add_special_tokens",
    }
)


@dataclass(slots=True)
class Site:
    node: ast.Call
    observations: list[CallObservation] = field(default_factory=list)
    path: str | None = None  # the file the call is in (a helper module's, when walked from there)
    visits: int = 0  # how many times the walk reached the call (each gives its observations)

    def add(self, obs: CallObservation) -> None:
        if not self.observations or self.observations[-1].visit is not obs.visit:
            self.visits += 1
        self.observations.append(obs)


# Visits of one call the walk keeps (enough contexts to decide "always" against "sometimes");
# a sweep's elements each count (core/sweeps.py), up to MAX_SWEEP_VISITS.
MAX_VISITS = 16
MAX_SWEEP_VISITS = 64
# Observations one visit may make (projections times `**kwargs` variants); beyond, its paths
# are observed joined, as one.
MAX_VIEWS = 16
# Observations of one call in all (what the rules read, each of them).
MAX_OBSERVATIONS = 256


def _functions_in(
    body: Sequence[ast.stmt],
    keep: Callable[[ast.AST], bool] | None = None,
) -> list[tuple[ast.AST, str | None, ast.ClassDef | None]]:
    """Every function and method under `body` in source order, with its class (an explicit
    stack, not a recursive closure: a closure that calls itself is a reference cycle, which
    kept each analysis's tree alive until the cyclic collector ran). `keep`: only those it
    accepts, and none inside one it refuses (not looked at: a function's text holds theirs)."""
    out: list[tuple[ast.AST, str | None, ast.ClassDef | None]] = []
    # (each entry: the statements of one block or of a compound statement's blocks in a row,
    # iterated where the walk left them; a nested block is entered before the next statement)
    stack: list[tuple[Iterator[ast.stmt], ast.ClassDef | None]] = [(iter(body), None)]
    while stack:
        stmts, owner = stack[-1]
        for stmt in stmts:
            if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef)):
                if keep is None or keep(stmt):
                    out.append((stmt, owner.name if owner else None, owner))
                    stack.append((iter(stmt.body), None))
                    break
            elif isinstance(stmt, ast.ClassDef):
                stack.append((iter(stmt.body), stmt))
                break
            elif isinstance(stmt, _COMPOUND):
                stack.append((itertools.chain.from_iterable(_sub_blocks(stmt)), owner))
                break
        else:
            stack.pop()
    return out


_COMPOUND = (ast.If, ast.For, ast.While, ast.With, ast.Try, ast.AsyncFor, ast.AsyncWith)
# A save whose validation may fail (HF136): a function doing only this is walked too.
_SAVES = re.compile(r"\.(?:save_pretrained|save_model)\s*\(")


def _outermost_spans(fns: Iterator[ast.AST]) -> list[tuple[int, int]]:
    """The line spans of the functions, those inside another dropped, in order."""
    spans = sorted((getattr(fn, "lineno", 0), getattr(fn, "end_lineno", 0) or 0) for fn in fns)
    out: list[tuple[int, int]] = []
    for start, end in spans:
        if out and start <= out[-1][1]:
            continue
        out.append((start, end))
    return out


# The previous analysis's root walks by function, the module-level names changed since, its log.
_Reusable = tuple[dict[int, RootWalk], set[str], list]


# The walk's method for each kind of node (by the node class's name: `_e_Call`, `_s_If`;
# None for the kinds it has none for), looked up once per kind.
_EVAL: dict[type, Callable] = {}
_EXEC: dict[type, Callable | None] = {}


class _OverBudget(Exception):
    """A followed call went past its step budget."""


class _TooDeep(_OverBudget):
    """Code nested deeper than the walk can recurse (a sum of thousands of terms, an elif chain of
    thousands of branches): the statement or call holding it is cut, as for a budget."""


class Interpreter:
    def __init__(
        self,
        tree: ast.Module,
        index: LineIndex,
        path: str | None = None,
        resolver=None,
        depth: int = 0,
        module_key: int = 0,
        max_steps: int = MAX_STEPS,
    ) -> None:
        self.tree = tree
        self.index = index
        # Whether the file grows a tokenizer (core/flags._adds_tokens), found once when asked.
        self.adds_tokens: bool | None = None
        # The request a Flask test client's call sends, while its view runs (core/webapps.py).
        self.web_request: dict[str, Value] | None = None
        self.path = path
        # Workspace imports (None: the file is walked on its own).
        self.resolver = resolver
        self.import_depth = depth
        self.module_key = module_key
        self.final_heap = Heap()
        # The budget grows with the file, so that a long file is walked to its end (linear time).
        self.max_steps = max_steps + STEPS_PER_LINE * index.line_count
        if depth == 0:
            # (in steps of 65,536: an edit seldom changes the budget, so the next analysis of
            # the document can resume from this one's walk, which needs the same budget)
            self.max_steps += -(-STEPS_PER_CHAR * len(index.text) // 65536) * 65536
        # Where the walk of this document gave up on part of it (not kept for imported modules).
        self.cuts: list[Cut] = []
        self._own_path = path  # (a cut inside another workspace module's function is that file's)
        # The functions an arm the walk passed over alone names (_pass_over), per arm; the file's
        # module-level functions by name (None: defined twice); its code without strings and comments.
        self._passed_over: dict[tuple[int, bool], tuple[int, ...]] = {}
        self._defs: dict[str, int | None] | None = None
        self._code: str | None = None
        self._top_line = 1  # the line of the top-level statement (or uncalled function) walked now
        # Instances of the file's classes some function hflint does not follow was given: it may
        # have set any attribute on them (objects.surely_unset).
        self.escaped: set[int] = set()
        # Folders a relative checkpoint path is tried against (the file's, then the workspace).
        self.checkpoint_dirs: list = []
        self.sites: dict[int, Site] = {}
        self.steps = 0
        self.depth = 0
        self.exhausted = False
        self.star_transformers = False
        self.globals: dict[str, Value] = Env()
        self.analysed_functions: set[int] = set()
        self.class_prototypes: dict[int, Ref] = {}
        self._active: list[int] = []
        # The functions being walked, innermost last, with the globals each runs with (super()).
        self._calling: list[tuple[FuncVal, dict[str, Value]]] = []
        # How many frames there were when each class body or field default began (objects.in_module):
        # a function defined there is no closure of the call around it.
        self._module_frames: list[int] = []
        # The module (key, globals) of each class-body frame `objects.in_module` opened, innermost
        # last: an expression there that reads another class's attribute (`c = Cache.STATIC`)
        # opens one inside it, with the same module's globals.
        self._module_envs: list[tuple[int, dict[str, Value]]] = []
        # The flag whose default decided the condition _truth() decided last (core/flags.py).
        self.decided_by: Flag | None = None
        # (the last `a and b` / `a or b` whose value is unknown but whose truth one operand
        # decides: flags.boolop writes it, _decide reads it for the `if` it tests)
        self.bool_truth: tuple[ast.BoolOp, bool] | None = None
        self._returns: list[list[tuple[Value, State]]] = []
        # (core/constraints.py: the `return` statements run at this call depth, while it asks)
        self.watched_returns: tuple[int, list[ast.Return]] | None = None
        self._frames: list[dict[str, Value]] = []
        # Per followed call, the coroutine calls handed to `asyncio.create_task(...)` there that
        # have not run yet: a task starts once its creator awaits (core/flow.py, `_e_Await`).
        self._tasks: list[list[ast.Call]] = []
        self._params: list[frozenset[str]] = []  # each followed call's parameter names
        self._stmt: ast.stmt | None = None
        # The statement whose read of a cache member raises under the assumed release (HF152):
        # the reads after it in the same statement are never reached.
        self._cache_raised_in: ast.stmt | None = None
        # (receiver text, member) of the `hasattr` tests of the `if` statements being walked.
        self._cache_guards: list[tuple[str, str]] = []
        # Names a module's text assigns from a tokenizer's from_pretrained, by id of the text.
        # Per followed call, the values its `yield`s gave (a generator's; read by `with`).
        self._yields: list[list[Value]] = []
        # How many arms or loop passes the walk is inside whose running is not certain (an undecided
        # `if`, a loop walked as a join of passes, an `except` handler), and, per followed call, that
        # count at its start and whether one of its yields was inside such a place: a generator
        # whose every yield ran once, in order, is the list it yields (Interpreter.generated_list).
        self._uncertain = 0
        self._yield_frames: list[list] = []
        self._generated: dict[int, tuple[Items, Seq]] = {}
        # Per followed call, the names its `global` statements declared (module names it rebinds).
        self._declared: list[list[str]] = []
        # `with patched(model) as m:` over a @contextmanager that changes objects after its yield:
        # the with statement whose call is being walked (the generator runs the body at its yield).
        self._pending_with: ast.With | None = None
        # What each `contextlib.ExitStack` of a `with` being walked entered (core/objects.py).
        self.exit_stacks: dict[int, list[tuple[str, Value, Any]]] = {}
        self._with_bodies: list[_WithRun] = []
        # Whether the code walked now runs inside `torch.inference_mode()`, innermost last:
        # Const(False) at module level, Const(True) in a `with torch.inference_mode():` body or a
        # function decorated with it, UNKNOWN in a function walked as nothing's callee (HF183).
        self.grad_modes: list[Value] = [Const(False)]
        # The last followed generator function and what it yielded (core/flow.py _s_With).
        self.last_yielded: tuple[ast.AST, list[Value]] | None = None
        self._deadlines: list[int] = []
        # For each followed function, innermost last: the step past which the calls it makes are
        # no longer followed, so that the steps left are enough for its own statements (a loop
        # calling a costly method of the user's many times must not use its whole budget).
        self._call_limits: list[int] = []
        # The step past which eval() and _tick() look at the budgets (_checked): the file's budget
        # or the innermost deadline, whichever comes first; -1 once the walk is exhausted. (Never
        # above either: lower only costs a look.)
        self._limit = self.max_steps
        # Branch conditions (core/paths.py).
        self.tracker = pathcond.Tracker()
        # The loops being walked, innermost last (core/sweeps.py).
        self.loop_stack: list[sweeps.LoopFrame] = []
        # What the `try` bodies (and `with suppress(...)`) being walked swallow (core/catching.py).
        self.caught: frozenset[str] = catching.NOTHING
        # The `try` statements being walked whose handlers swallow an error (catching.Place):
        # in the body or in a handler of each, outermost first.
        self.tries: tuple[catching.Place, ...] = ()
        self._raising_functions: frozenset[str] | None = None  # (catching.raising_functions of the file)
        self._raises_kept: bool | None = None  # (catching.raises_kept_error of the file, read once)
        self._waits_on_futures: bool | None = None  # (catching.waits_on_futures of the file, read once)
        self._retry_try_ids: frozenset[int] | None = None  # (catching.retry_tries of the file, read once)
        self._futures_keep: bool | None = None  # (futures_keep_errors, read once)
        self.outputs_made = 0  # (outputs holding a cache made so far: core/carried.py)
        self._checkpoints: dict[tuple[str, str | None, str], object] = {}
        # The same reads with the folders they were tried in, each found as text (the result cache's).
        self.checkpoint_reads: dict[tuple, str] = {}
        # The analysed document's heap ids are its own (the same walk makes the same ids);
        # a workspace module's come from the space all files share.
        self.oids: OidSpace | None = OidSpace(DOCUMENT_OIDS) if module_key == 0 else None
        # Every observation in the order the walk made it (for a journal), and the journal.
        self.log: list[tuple[ast.Call, str | None, CallObservation]] = []
        # The parts of the log taken from the previous walk's (a resumed walk): where they are
        # in this log, where they were in that one, how many entries (engine.log_changes).
        self.reused: list[tuple[int, int, int]] = []
        self.journal: Journal | None = None
        # Module-level names looked up inside functions, while a root walk is recorded.
        self._reads: set[str] | None = None
        self._entered: set[int] | None = None  # the functions it walked
        self._seen: dict[int, int] | None = None  # the calls it reached: their observations before
        self._roots: list[RootWalk] | None = None
        self._roots_taken = 0
        self._users: tuple[frozenset[int], re.Pattern[str] | None] | None = None
        # The file's classes by name and its fixture functions (core/testsuites.py), read once.
        self._test_classes: dict[str, ast.ClassDef] | None = None
        self._fixtures: dict[str, ast.FunctionDef | ast.AsyncFunctionDef] | None = None
        # Whether the file's own test runner catches its tests' errors, by kind of test.
        self._runners: dict[str, bool] = {}
        # The transformers release the analysis assumes (what `transformers.__version__` reads),
        # and whether the walk read it (then the walk depends on the release: engine.findings_by_site).
        self.release: str | None = None
        self.read_release = False
        # The torch the user's environment holds (Settings.torch; core/releaseinfo.torch_cpu_only).
        self.torch: TorchBuild | None = None
        # What a call's observation surely raises under the release (the exception classes of
        # the error findings its checks make, engine._sure_errors), set by the engine; and the
        # `try` statements being walked whose handlers catch something (_TryRun, innermost last).
        self.sure_errors: Callable[[CallObservation], frozenset[str]] | None = None
        self._try_runs: list[_TryRun] = []
        # (the handlers' kept errors by their Symbol's name: the call's observations, and how
        # many undecided branches or loops the walk was in when the handler kept it)
        self._kept_errors: dict[str, tuple[tuple[CallObservation, ...], int]] = {}
        # The `x.__dict__` / `vars(x)` whose `.update` is being called (core/objects.py).
        self._dict_receiver: ast.expr | None = None

    # ------------------------------------------------------------ helpers

    def span(self, node: ast.AST) -> Span:
        try:
            if self.index.ascii:  # (the common case: columns are code points already)
                return Span(node.lineno, node.col_offset, node.end_lineno or node.lineno, node.end_col_offset or 0)  # type: ignore[attr-defined]
            line, col, end_line, end_col = node.lineno, node.col_offset, node.end_lineno, node.end_col_offset  # type: ignore[attr-defined]
        except AttributeError:  # (a node made by hand, not by the parser)
            line, col = getattr(node, "lineno", 1), getattr(node, "col_offset", 0)
            end_line, end_col = getattr(node, "end_lineno", None), getattr(node, "end_col_offset", None)
        end_line = end_line or line
        index = self.index
        if not index.ascii:
            col = index.char_col_from_utf8(line, col)
            end_col = index.char_col_from_utf8(end_line, end_col or 0)
        return Span(line, col, end_line, end_col or 0)

    def origin(self, node: ast.AST, note: str) -> Origin:
        return Origin(self.span(node), note, self.path)

    def _tick(self) -> bool:
        self.steps = steps = self.steps + 1
        return steps <= self._limit or self._checked(steps)

    def _checked(self, steps: int) -> bool:
        """Step `steps` is past `_limit`: whether the walk goes on (False: the file's budget is
        spent; _OverBudget: the innermost deadline is)."""
        if steps > self.max_steps and not self.exhausted:
            self._ran_out()
        if self._deadlines and steps > self._deadlines[-1]:
            raise _OverBudget
        return not self.exhausted

    def _ran_out(self) -> None:
        """The file's whole budget is spent: the walk stops where it is."""
        self.exhausted = True
        self._limit = -1
        self._cut(self._top_line, CUT_BUDGET, anywhere=True)

    def _cut(self, line: int, reason: str, anywhere: bool = False) -> None:
        """Note a cut of this document's walk (`anywhere`: even while in another file's function)."""
        if self.import_depth > 0 or not (anywhere or self.path == self._own_path):
            return
        if not any(c.line == line and c.reason == reason for c in self.cuts):
            self.cuts.append(Cut(line, reason))

    # ------------------------------------------------------------ entry

    def run(self, module_only: bool = False, journal: bool = False, resume: Journal | None = None) -> None:
        """Walk the module, then (unless `module_only`) the functions nothing called. `journal`:
        keep self.journal for the next analysis of this document, which passes it as `resume`
        (core/journal.py)."""
        with allocating_in(self.oids):
            if journal and not module_only:
                self._run_journaled(resume)
                return
            st = State(self.globals, Heap())
            saved.start(st)
            st = self._exec_module_body(self.tree.body, st)
            self.globals = st.env
            self.final_heap = st.heap
            if not module_only:
                self._analyse_uncalled(st)

    # ------------------------------------------------------------ journaled walks

    def _run_journaled(self, old: Journal | None) -> None:
        body = self.tree.body
        st = State(self.globals, Heap())
        saved.start(st)
        snapshots: list[Snapshot] = []
        start = 0
        targets: dict[int, Snapshot] = {}
        old_edited: set[int] = set()
        resumed_log = 0
        resumed: int | None = None
        pin: tuple[int, int] | None = None  # where this walk pins snapshots (Snapshot.pinned)
        usable = old is not None and not old.exhausted and old.max_steps == self.max_steps and self.oids is not None
        if old is not None and usable:
            first, after = changed_region(old.body, body)
            # (an earlier edit's pinned snapshots are dropped unless this edit is where it was)
            kept = [s for s in old.snapshots if s.index <= first and (not s.pinned or s.index == first)]
            if first > 0 and kept:
                pin = (first, len(body) - after)
                resume_at = kept[-1]
                st = self._restore(old, resume_at)
                snapshots = kept
                start, resumed_log = resume_at.index, resume_at.log_len
                resumed = start
                # Where the previous walk's state can be met again: its snapshots past the change.
                shift = len(body) - len(old.body)
                for snap in old.snapshots:
                    if snap.index >= len(old.body) - after and snap.index + shift > start:
                        targets[snap.index + shift] = snap
                old_edited = node_ids(old.body[first : len(old.body) - after])
                old_edited |= node_ids(body[first : len(body) - after])
        since = snapshots[-1].steps if snapshots else self.steps
        i = start
        while i < len(body):
            if st.dead:
                break
            target = targets.get(i)
            if target is not None and old is not None and self._meets(old, target, st, resumed_log, old_edited):
                self._take_rest(old, target, i, snapshots, resumed)
                return
            if not snapshots or self.steps - since >= max(SNAPSHOT_STEPS, (len(st.env) + len(st.heap.objs)) // STATE_PER_STEP):
                snapshots.append(self._snapshot(i, st))
                since = self.steps
            elif pin is not None and i in pin and snapshots[-1].index != i:
                snapshots.append(self._snapshot(i, st, pinned=True))
                since = self.steps
            if not self._tick():
                break
            st = self._exec_top(body[i], st)
            i += 1
        self.globals = st.env
        self.final_heap = st.heap
        self._roots = []
        self._roots_taken = 0
        self._analyse_uncalled(st, self._reusable_roots(old if usable else None, st))
        end = self._snapshot(len(body), State(self.globals, self.final_heap), copy=False)
        self._keep_journal(snapshots, end, self._roots, resumed, None)

    def _snapshot(self, index: int, st: State, copy: bool = True, pinned: bool = False) -> Snapshot:
        # A copy shares every object with the walk's heap, whose next write copies first.
        heap = st.heap.copy().objs if copy else st.heap.objs
        assert self.oids is not None
        return Snapshot(
            index,
            dict(st.env),
            heap,
            self.steps,
            self.oids.next,
            len(self.log),
            frozenset(self.analysed_functions),
            dict(self.class_prototypes),
            self.star_transformers,
            dict(self.resolver.walked) if self.resolver is not None else {},
            st.paths,
            self.tracker.saved(),
            pinned,
        )

    def _keep_journal(
        self, snapshots: list[Snapshot], end: Snapshot, roots: list[RootWalk], resumed: int | None, met_at: int | None
    ) -> None:
        # (a walk that cut anything is not resumed from: the next analysis walks afresh)
        self.journal = Journal(
            list(self.tree.body),
            self.max_steps,
            snapshots,
            self.log,
            end,
            self.exhausted or bool(self.cuts),
            dict(self.resolver.modules) if self.resolver is not None else {},
            dict(self._checkpoints),
            roots,
            resumed_at=resumed,
            met_at=met_at,
            roots_taken=self._roots_taken,
        )

    def _continue_from(self, old: Journal, snap: Snapshot) -> None:
        """The walk's own state (not its names and heap) as the previous one's was at `snap`
        (_snapshot's inverse), with what the previous one read once per walk."""
        assert self.oids is not None
        self.steps = snap.steps
        self.oids.next = snap.next_oid
        self.analysed_functions = set(snap.analysed)
        self.class_prototypes = dict(snap.prototypes)
        self.star_transformers = snap.star
        if snap.conditions:
            self.tracker.restore(snap.conditions)
        self._checkpoints.update(old.checkpoints)
        if self.resolver is not None:
            self.resolver.modules.update(old.modules)
            self.resolver.walked = dict(snap.dependencies)
            self.resolver.dependencies.update(snap.dependencies)

    def _restore(self, old: Journal, snap: Snapshot) -> State:
        """The walk as it was at `snap` (of the previous analysis, whose statements before it are these)."""
        self._continue_from(old, snap)
        self._replay(old.log, 0, snap.log_len)
        return State(Env(snap.env), Heap(dict(snap.heap), set()), False, snap.paths)

    def _replay(self, log: list[tuple[ast.Call, str | None, CallObservation]], start: int, end: int) -> None:
        """Takes the previous walk's log[start:end] as this walk's next entries."""
        entries = log[start:end]
        if entries:
            self.reused.append((len(self.log), start, len(entries)))
        sites = self.sites
        get = sites.get
        for node, path, obs in entries:
            site = get(id(node))
            if site is None:
                sites[id(node)] = Site(node, [obs], path, 1)
                continue
            # (Site.add, inline: a long document replays thousands)
            seen = site.observations
            if seen[-1].visit is not obs.visit:
                site.visits += 1
            seen.append(obs)
        self.log.extend(entries)

    def _meets(self, old: Journal, snap: Snapshot, st: State, resumed_log: int, edited: set[int]) -> bool:
        """Whether the walk now is where the previous one was at `snap`, so that the rest of it
        would walk exactly as before: the same names, objects, ids to come, functions walked and
        modules read; the calls seen since the resumed snapshot seen as often (a call gets at most
        16 observations); and the rest still within the step budget."""
        assert self.oids is not None
        if (
            self.oids.next != snap.next_oid
            or self.star_transformers != snap.star
            or self.analysed_functions != snap.analysed
            or self.class_prototypes != snap.prototypes
        ):
            return False
        if self.resolver is not None and self.resolver.walked != snap.dependencies:
            return False
        if old.end.steps - snap.steps + self.steps > self.max_steps:
            return False
        if self.tracker.saved() != snap.conditions or not same(st.paths, snap.paths):
            return False
        if not same_mapping(st.env, snap.env) or not same_mapping(st.heap.objs, snap.heap):
            return False
        return observed_counts(self.log[resumed_log:], edited) == observed_counts(old.log[resumed_log : snap.log_len], edited)

    def _take_rest(self, old: Journal, snap: Snapshot, index: int, snapshots: list[Snapshot], resumed: int | None) -> None:
        """Continue as the previous walk did from `snap` on (this walk is at statement `index`)."""
        d_index, d_steps, d_log = index - snap.index, self.steps - snap.steps, len(self.log) - snap.log_len
        self._replay(old.log, snap.log_len, len(old.log))
        later = [
            s.shifted(d_index, d_steps, d_log) for s in old.snapshots if s.index >= snap.index and (s is snap or not s.pinned)
        ]
        end = old.end.shifted(d_index, d_steps, d_log)
        self._continue_from(old, end)
        self.globals = Env(end.env)
        self.final_heap = Heap(dict(end.heap), set())
        self._keep_journal(snapshots + later, end, [r.shifted(d_log) for r in old.roots], resumed, index)

    def _analyse_uncalled(self, st: State, reusable: _Reusable | None = None) -> None:
        """Functions and methods no analysed code called: walk them once with unknown parameters.
        With a journal, each walk is recorded (self._roots); `reusable`: the previous analysis's
        walks by function and the module-level names whose values changed since (see RootWalk)."""
        # (one whose code calls nothing a rule looks at cannot be flagged; its callees are
        # walked on their own)
        pending = self._roots_to_walk()
        for fn, _owner, cls in pending:
            if id(fn) in self.analysed_functions or self.exhausted:
                continue
            if self._roots is None:
                self._walk_root(fn, cls, st)
                continue
            old = reusable[0].get(id(fn)) if reusable is not None else None
            if old is not None and reusable is not None and self._root_reusable(old, reusable[1]):
                self._take_root(old, reusable[2])
                continue
            start, steps, walked = len(self.log), self.steps, dict(self.resolver.walked) if self.resolver else {}
            self._reads, self._entered, self._seen = set(), set(), {}
            try:
                self._walk_root(fn, cls, st)
            finally:
                reads, entered, counts = self._reads, self._entered, self._seen
                self._reads = self._entered = self._seen = None
            self._roots.append(
                RootWalk(
                    id(fn),
                    frozenset(reads),
                    (start, len(self.log)),
                    counts,
                    frozenset(entered),
                    self.steps - steps,
                    {k: v for k, v in self.resolver.walked.items() if k not in walked} if self.resolver else {},
                )
            )

    def _walk_root(self, fn: ast.AST, cls: ast.ClassDef | None, st: State) -> None:
        assert isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef))
        suite = self._suite_of(fn, cls)
        if suite is None or not self._runner_catches(suite):
            self._walk_root_as_called(fn, cls, st)
            return
        # (the file runs this test through a runner that catches and reports its error:
        # `unittest.main(exit=False)`, `TextTestRunner().run(...)`, `pytest.main([...])`; no
        # error of the test reaches the script, as none does from a `try` that swallows it)
        outer = self.caught
        self.caught = outer | frozenset({"BaseException"})
        try:
            self._walk_root_as_called(fn, cls, st)
        finally:
            self.caught = outer

    def _walk_root_as_called(self, fn: ast.AST, cls: ast.ClassDef | None, st: State) -> None:
        self._top_line = getattr(fn, "lineno", 1)
        base = State(_copy_env(st.env), st.heap.copy())
        params: dict[str, Value] = {}
        assert isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef))
        names = _param_names(fn)
        for name in names:
            params[name] = UNKNOWN
        suite = self._suite_of(fn, cls)
        if suite is not None and testsuites.skipped(fn, cls):
            return  # (a test marked to be skipped never runs)
        if suite is not None or (cls is not None and fn.name.startswith("test")):
            self._module_setup("unittest" if suite is None else suite, base)
        if cls is not None and names and not _is_static(fn) and fn.name.startswith("test"):
            heirs = self._test_heirs(fn, cls)
            if heirs:
                self._run_inherited_test(fn, ([cls] if suite not in (None, "module") else []) + heirs, params, base)
                return
        if cls is not None and names and not _is_static(fn):
            made = self._test_self(cls, suite, base) if suite not in (None, "module") else None
            params[names[0]] = made if made is not None else self._prototype(cls, base)
        elif cls is None and fn.decorator_list:
            # A click or typer command nothing in the file calls: its framework calls it.
            params.update(flags.command_params(self, FuncVal(fn, id(fn), module_env=self.module_key), base) or {})
        if suite is not None:
            self._run_test(fn, cls, params, base)
            return
        self._call_function(FuncVal(fn, id(fn)), params, base, root=True)

    # ------------------------------------------------------------ test suites (core/testsuites.py)

    def _runner_catches(self, kind: str) -> bool:
        """testsuites.runner_catches for this file's tree, read once per kind of test."""
        found = self._runners.get(kind)
        if found is None:
            found = self._runners[kind] = testsuites.runner_catches(self.tree, kind)
        return found

    def _suite_of(self, fn: ast.FunctionDef | ast.AsyncFunctionDef, cls: ast.ClassDef | None) -> str | None:
        """How a test runner runs `fn`: "unittest" or "pytest" (a method of a test class),
        "module" (a pytest test function), None when it is no test."""
        if not fn.name.startswith("test"):
            return None
        if self._test_classes is None:
            self._test_classes = testsuites.classes_of(self.tree)
        kind = testsuites.suite_kind(cls, self._test_classes) if cls is not None else "module"
        return kind if testsuites.is_test(fn, cls, kind) else None

    def _module_setup(self, kind: str, st: State) -> None:
        """The module's own set-up, which the runner calls once before the file's first test:
        `setUpModule()` (unittest; pytest calls it too, or `setup_module(module)`), run in `st`,
        so that what it sets on the module's globals (`global MODEL`) is what the test reads."""
        found = testsuites.module_setup(self.tree, kind)
        if found is None:
            return
        params: dict[str, Value] = {n: UNKNOWN for n in _param_names(found)}
        self._call_function(FuncVal(found, id(found)), params, st)

    def _test_heirs(self, fn: ast.FunctionDef | ast.AsyncFunctionDef, cls: ast.ClassDef) -> list[ast.ClassDef]:
        """The test classes that inherit the test method `fn` of `cls` (testsuites.heirs), those
        whose runner would not skip it."""
        if self._test_classes is None:
            self._test_classes = testsuites.classes_of(self.tree)
        if self._test_classes.get(cls.name) is not cls:
            return []  # (a class inside a function or another class: not one the runner collects by name here)
        return [h for h in testsuites.heirs(fn, cls, self._test_classes) if not testsuites.skipped(fn, h)]

    def _run_inherited_test(
        self, fn: ast.FunctionDef | ast.AsyncFunctionDef, classes: list[ast.ClassDef], params: dict[str, Value], base: State
    ) -> None:
        """A test method the runner runs for several test classes (a mixin's, a base class's):
        walked once per class, on an instance of that class, as the elements of a sweep named by
        the class (`raises for StaticCacheTest`)."""
        assert self._test_classes is not None
        first = _param_names(fn)[0]
        prior = [f for f in self.loop_stack if f.sweep]
        frame = sweeps.LoopFrame(self.depth, True, prior[0].run if prior else object(), size=len(classes))
        self.loop_stack.append(frame)
        try:
            for cls in classes:
                if self.exhausted:
                    break
                frame.skips = 0
                frame.turn = sweeps.Turn()
                frame.label = cls.name
                one = State(_copy_env(base.env), base.heap.copy())
                kind = testsuites.suite_kind(cls, self._test_classes)
                made = self._test_self(cls, kind, one)
                args = dict(params)
                args[first] = made if made is not None else self._prototype(cls, one)
                self._run_test(fn, cls, args, one)
        finally:
            self.loop_stack.pop()

    def _test_self(self, cls: ast.ClassDef, kind: str | None, st: State) -> Value | None:
        """`self` of a test method as the runner builds it: one instance that `setUpClass(cls)` /
        `setup_class(cls)` (given the instance as `cls`: what they set is read through `self`, as
        Python's look-up does), then `setUp` / `setup_method` and autouse fixture methods ran on."""
        assert self._test_classes is not None and kind is not None
        ref = st.heap.new(InstanceObj(None, ClassVal(cls, id(cls)), {}))
        used = testsuites.used_fixtures(cls, self._test_classes)
        for setup in testsuites.setups(cls, self._test_classes, kind):
            if used and setup.name in testsuites.INSTANCE_SETUPS:
                self._class_fixtures(used, ref, st)  # (before the per-test set-up, after setUpClass)
                used = []
            names = _param_names(setup)
            params: dict[str, Value] = {n: UNKNOWN for n in names}
            if not names:
                continue
            params[names[0]] = ref
            if testsuites.is_fixture(setup):
                self._fixture_args(setup, params, st, {names[0]}, 0, {})
            self._call_function(FuncVal(setup, id(setup), cls.name), params, st)
        if used:
            self._class_fixtures(used, ref, st)
        return ref

    def _fixture_named(self, name: str) -> ast.FunctionDef | ast.AsyncFunctionDef | None:
        """The file's fixture function `name`, if any. Found in the file rather than looked up
        among the module's names, so it counts as a read of the root walk asking (found or not):
        a walk is not taken again once the definition it used, or its absence, changed."""
        if self._fixtures is None:
            self._fixtures = testsuites.fixtures_of(self.tree)
        if self._reads is not None:
            self._reads.add(name)
        return self._fixtures.get(name)

    def _class_fixtures(self, used: list[str], ref: Value, st: State) -> None:
        """The file's fixtures a test class asks for by `@pytest.mark.usefixtures("models")`, run
        as pytest runs them: a `request` whose `cls` (and `instance`) is the class, so that what
        `request.cls.model = ...` sets is read through `self`."""
        made: dict[int, Value] = {}
        for name in used:
            fixture = self._fixture_named(name)
            if fixture is None or isinstance(fixture, ast.AsyncFunctionDef) or id(fixture) in made:
                continue
            params: dict[str, Value] = {n: UNKNOWN for n in _param_names(fixture)}
            bound: set[str] = set()
            if "request" in params:
                params["request"] = st.heap.new(InstanceObj(None, None, {"cls": ref, "instance": ref}))
                bound.add("request")
            self._fixture_args(fixture, params, st, bound, 1, made)
            # (a yield fixture's tests run at its yield: its teardown, `del request.cls.model`,
            # comes after them)
            made[id(fixture)] = self._call_function(FuncVal(testsuites.up_to_yield(fixture), id(fixture)), params, st)

    def _run_test(
        self, fn: ast.FunctionDef | ast.AsyncFunctionDef, cls: ast.ClassDef | None, params: dict[str, Value], base: State
    ) -> None:
        """A test as the runner calls it: its fixtures' values, once per parametrize case (a sweep
        named by the test's id), with the errors an expected failure expects caught."""
        expected = testsuites.expected_failure(fn)
        outer = self.caught
        if expected:
            self.caught = outer | frozenset(expected)
        bound = {_param_names(fn)[0]} if cls is not None and _param_names(fn) else set()
        try:
            cases = self._test_cases(fn, cls, base)
            if cases is None:
                self._fixture_args(fn, params, base, bound, 0, {})
                self._call_function(FuncVal(fn, id(fn)), params, base, root=True)
                return
            prior = [f for f in self.loop_stack if f.sweep]
            frame = sweeps.LoopFrame(self.depth, True, prior[0].run if prior else object(), size=len(cases))
            self.loop_stack.append(frame)
            try:
                for label, values in cases:
                    if self.exhausted:
                        break
                    frame.skips = 0
                    frame.turn = sweeps.Turn()
                    frame.label = label
                    one = State(_copy_env(base.env), base.heap.copy())
                    made: dict[int, Value] = {}
                    for key in [k for k in values if k.startswith(_FIXTURE_PARAM)]:
                        # (a fixture with params: made with this case's param as `request.param`)
                        values = dict(values)
                        name = key[len(_FIXTURE_PARAM) :]
                        fixture = self._fixture_named(name)
                        assert fixture is not None
                        values[name] = self._fixture_value(fixture, one, 0, made, values.pop(key))
                    args = {**params, **values}
                    self._fixture_args(fn, args, one, bound | set(values), 0, made)
                    self._call_function(FuncVal(fn, id(fn)), args, one, root=True)
            finally:
                self.loop_stack.pop()
        finally:
            self.caught = outer

    def _fixture_args(
        self,
        fn: ast.FunctionDef | ast.AsyncFunctionDef,
        params: dict[str, Value],
        st: State,
        bound: set[str],
        depth: int,
        made: dict[int, Value],
    ) -> None:
        """Each parameter of `fn` that names a fixture function of the file takes its value
        (`made`: the fixtures made for this test, each made once, as pytest caches them)."""
        if self._fixtures is None:
            self._fixtures = testsuites.fixtures_of(self.tree)
        if not self._fixtures:
            return
        for name in _param_names(fn):
            fixture = self._fixture_named(name)
            if name in bound or fixture is None or fixture is fn:
                continue
            params[name] = self._fixture_value(fixture, st, depth, made)

    def _fixture_value(
        self,
        fixture: ast.FunctionDef | ast.AsyncFunctionDef,
        st: State,
        depth: int,
        made: dict[int, Value],
        param: Value = ABSENT,
    ) -> Value:
        """What a fixture function gives the test: its return value, or a yield-fixture's one
        yielded value (several, or none: unknown). `param`: the case's param of a fixture with
        `params=`, which it reads as `request.param`."""
        key = id(fixture)
        if key in made:
            return made[key]
        made[key] = UNKNOWN  # (a fixture that asks for itself, through others)
        if depth >= testsuites.MAX_FIXTURE_DEPTH or isinstance(fixture, ast.AsyncFunctionDef):
            return UNKNOWN
        params: dict[str, Value] = {n: UNKNOWN for n in _param_names(fixture)}
        bound: set[str] = set()
        if param is not ABSENT and "request" in params:
            params["request"] = st.heap.new(InstanceObj(None, None, {"param": param}))
            bound.add("request")
        self._fixture_args(fixture, params, st, bound, depth + 1, made)
        self.last_yielded = None
        value = self._call_function(FuncVal(fixture, key), params, st)
        if type(value) is Items and value.kind == "generator":  # type: ignore[union-attr]
            yielded = self.last_yielded
            value = yielded[1][0] if yielded is not None and yielded[0] is fixture and len(yielded[1]) == 1 else UNKNOWN
        made[key] = value
        return value

    def _test_cases(
        self, fn: ast.FunctionDef | ast.AsyncFunctionDef, cls: ast.ClassDef | None, st: State
    ) -> list[tuple[str, dict[str, Value]]] | None:
        """The cases `@pytest.mark.parametrize` marks make of a test (its own, then its class's:
        a mark on a `Test*` class parametrizes each of its tests), named by the test's id
        (`test_presets[low-memory]`), in pytest's order; None when there is no mark, or one the
        walk cannot list, or more than testsuites.MAX_CASES cases."""
        marks = testsuites.parametrize_marks(fn) + (testsuites.parametrize_marks(cls) if cls is not None else [])
        if not marks:
            return self._fixture_param_cases(fn, st)
        per_mark: list[list[tuple[str, dict[str, Value]]]] = []
        total = 1
        for call in marks:
            rows = self._parametrize_rows(call, st)
            if rows is None:
                return None
            per_mark.append(rows)
            total *= len(rows)
            if total > testsuites.MAX_CASES:
                return None
        if total == 0:
            return None
        cases = []
        for combo in itertools.product(*per_mark):
            values: dict[str, Value] = {}
            for _, row in combo:
                values.update(row)
            cases.append((f"{fn.name}[{'-'.join(i for i, _ in combo)}]", values))
        return cases

    def _fixture_param_cases(
        self, fn: ast.FunctionDef | ast.AsyncFunctionDef, st: State
    ) -> list[tuple[str, dict[str, Value]]] | None:
        """The cases of a test that asks for one fixture with `params=[...]` (and has no
        parametrize mark): one per param, named by its id (`test_x[memory-saver]`); each case
        holds the param under _FIXTURE_PARAM and the fixture's name, for _run_test to make the
        fixture with it as `request.param`. None for none, or for several such fixtures (their
        order in pytest's ids is not followed)."""
        found = [(n, f) for n in _param_names(fn) if (f := self._fixture_named(n)) is not None and f is not fn]
        marks = [(n, f, m) for n, f in found if (m := testsuites.fixture_params(f)) is not None]
        if len(marks) != 1:
            return None
        name, fixture, mark = marks[0]
        rows = self._parametrize_rows(mark, st)
        if not rows:
            return None
        return [(f"{fn.name}[{label}]", {_FIXTURE_PARAM + name: row[name]}) for label, row in rows]

    def _parametrize_rows(self, call: ast.Call, st: State) -> list[tuple[str, dict[str, Value]]] | None:
        names = testsuites.argnames(call)
        expr = testsuites.argvalues(call)
        if names is None or expr is None:
            return None
        ids = testsuites.ids_of(call)
        rows: list[tuple[str, dict[str, Value]]] = []
        if isinstance(expr, (ast.List, ast.Tuple)):
            listed: list[tuple[list[Value] | None, str | None, bool]] = []
            for e in expr.elts:
                if isinstance(e, ast.Starred):
                    return None
                if testsuites.is_param(e):
                    assert isinstance(e, ast.Call)
                    written = [self.eval(a, st) for a in e.args]
                    listed.append((written, testsuites.param_id(e), testsuites.param_skipped(e)))
                elif len(names) > 1 and isinstance(e, (ast.Tuple, ast.List)):
                    listed.append(([self.eval(a, st) for a in e.elts], None, False))
                else:
                    listed.append((self._case_values(self.eval(e, st), len(names)), None, False))
        else:
            found = sweeps.elements(self.eval(expr, st), st.heap)
            if found is None:
                return None
            listed = [(self._case_values(v, len(names)), None, False) for v in found]
        if len(listed) > testsuites.MAX_CASES:
            return None
        for i, (vals, given, skip) in enumerate(listed):
            if vals is None or len(vals) != len(names):
                return None
            if skip:
                continue
            name = given
            if name is None and ids is not None and i < len(ids):
                name = ids[i]
            if name is None:
                name = "-".join(
                    testsuites.auto_id(v.value if type(v) is Const else ..., n, i)  # type: ignore[union-attr]
                    for n, v in zip(names, vals)
                )
            rows.append((name, dict(zip(names, vals))))
        return rows

    def _case_values(self, value: Value, count: int) -> list[Value] | None:
        if count == 1:
            return [value]
        if type(value) is Seq and len(value.items) == count:  # type: ignore[union-attr]
            return list(value.items)  # type: ignore[union-attr]
        return None

    def _reusable_roots(self, old: Journal | None, st: State) -> _Reusable | None:
        """The previous analysis's walks of uncalled functions and the module-level names whose
        values differ from its end state; None when more than names differ."""
        if old is None or old.exhausted or self.exhausted or not old.roots:
            return None
        if self.star_transformers != old.end.star or not same_mapping(st.heap.objs, old.end.heap):
            return None
        mine, theirs = st.env, old.end.env
        changed = {k for k in mine.keys() | theirs.keys() if k not in mine or k not in theirs or not same(mine[k], theirs[k])}
        return {r.node: r for r in old.roots}, changed, old.log

    def _root_reusable(self, old: RootWalk, changed: set[str]) -> bool:
        if old.reads & changed or self.steps + old.steps > self.max_steps:
            return False
        sites = self.sites
        return all(len(sites[key].observations) == n if key in sites else n == 0 for key, n in old.counts_before.items())

    def _take_root(self, old: RootWalk, old_log: list) -> None:
        assert self._roots is not None
        self._roots_taken += 1
        start = len(self.log)
        self._replay(old_log, old.log[0], old.log[1])
        self.analysed_functions |= old.walked
        self.steps += old.steps
        if self.resolver is not None:
            self.resolver.walked.update(old.dependencies)
            self.resolver.dependencies.update(old.dependencies)
        self._roots.append(
            RootWalk(old.node, old.reads, (start, len(self.log)), old.counts_before, old.walked, old.steps, old.dependencies)
        )

    def _roots_to_walk(self) -> list[tuple[ast.AST, str | None, ast.ClassDef | None]]:
        """The functions nothing called that may reach a rule: those whose code calls what a rule
        looks at (_mentions_trigger), those that save a model or generation config (HF136), and
        those that call such a function of the file by name (a test calling `run_generation(model,
        draft)`), found until none is added. Callers nothing in the file names (entry points: a
        test, a command) come first, so that a helper they call is walked with their arguments
        rather than on its own with unknown ones."""
        kept = _functions_in(self.tree.body, self._mentions_trigger)
        kept_ids = {id(fn) for fn, _, _ in kept}
        spans = _outermost_spans(fn for fn, _, _ in kept)
        starts = [a for a, _ in spans]
        rest = []
        for entry in _functions_in(self.tree.body):
            if id(entry[0]) in kept_ids:
                continue
            line = getattr(entry[0], "lineno", 0)
            at = bisect_right(starts, line) - 1
            if at >= 0 and spans[at][0] <= line <= spans[at][1]:
                continue  # (inside a function walked already: walked with it)
            rest.append((entry, prefilter.code_only(self._text_of(entry[0]))))
        if not rest:
            return kept
        names = {getattr(fn, "name", "") for fn, _, _ in kept}
        callers: list[int] = []
        added = True
        while added and rest:
            added = False
            pattern = re.compile(r"\b(?:" + "|".join(map(re.escape, sorted(names))) + r")\s*\(") if names else None
            remaining = []
            for entry, code in rest:
                if _SAVES.search(code) or (pattern is not None and pattern.search(code)):
                    kept.append(entry)
                    names.add(getattr(entry[0], "name", ""))
                    callers.append(id(entry[0]))
                    added = True
                else:
                    remaining.append((entry, code))
            rest = remaining
        if not callers:
            return kept
        order = {id(fn): i for i, (fn, _, _) in enumerate(_functions_in(self.tree.body))}
        kept.sort(key=lambda entry: order.get(id(entry[0]), 0))
        code = prefilter.code_only(self.index.text)
        first = [e for e in kept if id(e[0]) in callers and self._entry_point(e[0], code)]
        return first + [e for e in kept if not any(e is f for f in first)]

    def _entry_point(self, fn: ast.AST, code: str) -> bool:
        """Nothing in the file names the function but its `def`: a runner or framework calls it."""
        name = getattr(fn, "name", "")
        return len(re.findall(r"\b" + re.escape(name) + r"\b", code)) <= 1

    def _mentions_trigger(self, fn: ast.AST) -> bool:
        """Whether the function's code calls anything a rule looks at (the text prefilter's test,
        on its source with strings and comments blanked), or is a method of a class that builds a
        pipeline, or builds or calls such a class (pipelines.users)."""
        if prefilter.calls_in(self._text_of(fn)):
            return True
        if self._users is None:
            self._users = pipelines.users(self.tree, self._text_of, self.index.text)
        methods, names = self._users
        return id(fn) in methods or (names is not None and names.search(prefilter.code_only(self._text_of(fn))) is not None)

    def _text_of(self, node: ast.AST) -> str:
        first = getattr(node, "lineno", 1)
        last = getattr(node, "end_lineno", None) or first
        return self.index.text[self.index.fast_offset(first, 0) : self.index.fast_offset(last + 1, 0)]

    def _prototype(self, cls: ast.ClassDef, st: State) -> Value:
        """An instance of `cls` as its `__init__` builds it with unknown arguments (for `self.x`)."""
        key = id(cls)
        if key in self.class_prototypes:
            ref = self.class_prototypes[key]
            if ref.oid in st.heap.objs:
                return ref
        model = objects.model_prototype(self, cls, st)
        if model is not None:
            self.class_prototypes[key] = model
            return model
        ref = st.heap.new(InstanceObj(None, ClassVal(cls, id(cls)), {}))
        self.class_prototypes[key] = ref
        init = _method(cls, "__init__")
        if init is not None and id(init) not in self._active:
            params: dict[str, Value] = {n: UNKNOWN for n in _param_names(init)}
            names = _param_names(init)
            if names:
                params[names[0]] = ref
            self._call_function(FuncVal(init, id(init), cls.name), params, st, record=False, root=True)
        return ref

    # ------------------------------------------------------------ statements

    def _exec_module_body(self, stmts: Sequence[ast.stmt], st: State) -> State:
        if self.import_depth > 0:
            return self.exec_block(stmts, st)  # (an imported module: its walk is cut as a whole)
        for stmt in stmts:
            if st.dead:
                break
            if not self._tick():
                break
            st = self._exec_top(stmt, st)
        return st

    def _exec_top(self, stmt: ast.stmt, st: State) -> State:
        """A top-level statement of the analysed document, within its share of the budget. A
        statement that goes past it, or is nested too deeply to follow, is cut alone: what it
        may have changed becomes unknown, and the walk goes on with the next statement."""
        if self.import_depth > 0:
            return self.exec_stmt(stmt, st)
        self._top_line = stmt.lineno
        share = self.max_steps // STATEMENT_SHARE
        if 2 * self.index.lines_length(stmt.lineno, stmt.end_lineno or stmt.lineno) > share:
            # (a statement long enough to get more than the share: its exact length decides)
            share = max(share, 2 * self._length(stmt))
        limit = self.steps + share
        deadline = min(limit, self._deadlines[-1]) if self._deadlines else limit
        self._deadlines.append(deadline)
        outer = self._limit
        self._limit = min(outer, deadline)
        try:
            return self.exec_stmt(stmt, st)
        except (_OverBudget, RecursionError) as err:
            # (the statement's line, not the deep node's: where the walk overflowed depends on
            # how deep the caller's stack already was)
            if isinstance(err, (_TooDeep, RecursionError)):
                self._cut(stmt.lineno, CUT_DEEP)
            elif not self.exhausted:
                self._cut(stmt.lineno, CUT_STATEMENT)
            self._forget_after_cut(stmt, st)
            return st
        finally:
            self._deadlines.pop()
            self._limit = -1 if self.exhausted else outer

    def _length(self, node: ast.AST, index: LineIndex | None = None) -> int:
        """The node's length in characters (about: columns are taken as they come), in its
        module's text (`index`, by default the one walked now)."""
        index = index or self.index
        first = getattr(node, "lineno", 1)
        last = getattr(node, "end_lineno", None) or first
        return index.fast_offset(last, getattr(node, "end_col_offset", None) or 0) - index.fast_offset(
            first, getattr(node, "col_offset", 0)
        )

    def _forget_after_cut(self, stmt: ast.stmt, st: State) -> None:
        """A statement was cut part way: the names it assigns and every object it may have been
        changing are unknown from here on (a later call must not be flagged on a value the rest
        of the statement would have changed)."""
        for node in ast.walk(stmt):
            if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
                st.env[node.id] = UNKNOWN
            elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                st.env[node.name] = UNKNOWN
            elif isinstance(node, ast.alias):
                st.env[(node.asname or node.name).split(".")[0]] = UNKNOWN
        for oid in list(st.heap.objs):
            obj = st.heap.writable(Ref(oid))
            if obj is not None:
                obj.havoc()

    def exec_block(self, stmts: Sequence[ast.stmt], st: State, run: _TryRun | None = None) -> State:
        """`run`: the `try` whose body these are, whose path ends at a statement whose call
        surely raises an error the handlers catch (_note_sure_raise)."""
        for stmt in stmts:
            if st.dead:
                break
            # (what _tick() does, written out)
            self.steps = steps = self.steps + 1
            if steps > self._limit and not self._checked(steps):
                break
            st = self.exec_stmt(stmt, st)
            if run is not None and run.hit is stmt:
                run.hit = None
                return State(st.env, st.heap, dead=True)
        return st

    def exec_stmt(self, stmt: ast.stmt, st: State) -> State:
        outer, self._stmt = self._stmt, stmt
        # (this execution of the statement: a loop's next pass, or another call of the function,
        # reads its cache members afresh)
        outer_raised, self._cache_raised_in = self._cache_raised_in, None
        try:
            kind = type(stmt)
            try:
                method = _EXEC[kind]
            except KeyError:
                method = _EXEC[kind] = getattr(Interpreter, "_s_" + kind.__name__, None)
            if method is None:
                # Anything else: evaluate the expressions it holds for their calls.
                for child in ast.iter_child_nodes(stmt):
                    if isinstance(child, ast.expr):
                        self.eval(child, st)
                return st
            return method(self, stmt, st)
        finally:
            self._stmt = outer
            self._cache_raised_in = outer_raised

    def _s_Expr(self, stmt: ast.Expr, st: State) -> State:
        if isinstance(stmt.value, ast.Constant):
            self._tick()  # (a docstring: the step eval() would count, and nothing to make)
            return st
        self.eval(stmt.value, st)
        return st

    def _s_Assign(self, stmt: ast.Assign, st: State) -> State:
        if type(stmt.value) is ast.GeneratorExp and all(type(t) in (ast.Tuple, ast.List) for t in stmt.targets):
            # `key, value = (p.strip() for p in line.split("="))`: unpacking runs the generator
            # to its end there, element by element, as a list comprehension would
            value = self._consumed_generator(stmt.value, st)
        else:
            value = self.eval(stmt.value, st)
        for target in stmt.targets:
            self.assign(target, value, st, stmt)
        return st

    def _s_AnnAssign(self, stmt: ast.AnnAssign, st: State) -> State:
        if stmt.value is not None:
            self.assign(stmt.target, self.eval(stmt.value, st), st, stmt)
        return st

    def _s_AugAssign(self, stmt: ast.AugAssign, st: State) -> State:
        value = self.eval(stmt.value, st)
        grown = None
        if isinstance(stmt.op, ast.Add) and isinstance(stmt.target, ast.Name):
            grown = self._grown_list(stmt.target.id, value, st)
        elif isinstance(stmt.op, ast.BitOr) and isinstance(stmt.target, ast.Name):
            # `kwargs |= {...}` changes the dict in place (every alias sees the new keys)
            current = st.env.get(stmt.target.id)
            if current is not None and isinstance(st.heap.get(current), DictObj):
                target = st.heap.writable(current)
                assert isinstance(target, DictObj)
                self._merge_into(target, value, st)
                return st
        if grown is None and isinstance(stmt.target, (ast.Name, ast.Attribute)):
            # (`spent += budget`, `self.temperature *= decay`: a number or text computed as `x = x + y` is)
            node = flags.augmented(stmt)
            grown = flags.binop(self, node, st, (self.eval(node.left, st), value))
        elif grown is None and isinstance(stmt.target, ast.Subscript) and not any(not f.sweep for f in self.loop_stack):
            # (`counts[k] += 1`, `stats["n"] -= 1`: an item of a dict or list computed as
            # `d[k] = d[k] + 1` is, in straight code and sweeps; a loop walked once leaves it unknown,
            # as its passes would count only the first few)
            node = flags.augmented(stmt)
            grown = flags.binop(self, node, st, (self.eval(node.left, st), value))
        self.assign(stmt.target, UNKNOWN if grown is None else grown, st, stmt)
        return st

    def _module_list(self, name: str) -> bool:
        """Whether `name`, read in a function of this file without being one of its locals, is the
        module's own name (not a closure's, not another module's summary, which is never written)."""
        return bool(
            self._frames
            and self._declared
            and self._calling
            and self._calling[-1][0].module_env == self.module_key
            and name not in self._frames[-1]
            and name in self.globals
        )

    def _grown_list(self, name: str | None, more: Value, st: State, current: Value | None = None) -> Value | None:
        """`name += more` / `name.extend(more)` on a list the walk knows, with more listed (core/sweeps.py).
        `current`: the list itself, when it is not a name's (`self.pending.append(...)`)."""
        if name is not None:
            current = st.env.get(name)
        ids = _ids_grown(current, more)
        if ids is not None:
            return ids
        if type(current) is not Seq or current.is_tuple:  # type: ignore[union-attr]
            return None
        items = sweeps.listed(more, st.heap)
        if items is None or len(current.items) + len(items) > sweeps.MAX_MADE:  # type: ignore[union-attr]
            return None
        return Seq(current.items + tuple(items), False)  # type: ignore[union-attr]

    @staticmethod
    def _taken_from_list(current: Seq, method: str, args: list[Value]) -> tuple[Value, Value] | None:
        """`pop()` / `pop(i)` / `popleft()` / `appendleft(x)` on a list the walk knows: what the call
        returns and the list left (None: an index the walk does not know, or an empty list, which
        raises IndexError in the script itself)."""
        items = current.items
        if method == "appendleft":
            if len(args) != 1 or len(items) >= sweeps.MAX_MADE:
                return None
            return Const(None), Seq((args[0],) + items, False)
        if method == "popleft":
            if args:
                return None
            index = 0
        elif not args:
            index = -1
        elif len(args) == 1 and isinstance(args[0], Const) and type(args[0].value) is int:
            index = args[0].value
        else:
            return None
        if not -len(items) <= index < len(items):
            return None
        index %= len(items)
        return items[index], Seq(items[:index] + items[index + 1 :], False)

    def _s_Delete(self, stmt: ast.Delete, st: State) -> State:
        for target in stmt.targets:
            if isinstance(target, ast.Name):
                st.env.pop(target.id, None)
                if st.paths is not None:
                    st.paths = pathcond.forget(st.paths, target.id)
            elif isinstance(target, ast.Subscript):
                key = self._const_key(target.slice, st)
                self.tracker.items_written(target.slice)
                for obj in self._writable(self.eval(target.value, st), st):
                    if isinstance(obj, DictObj):
                        if key is None:
                            obj.havoc()
                        else:
                            obj.items[key] = ABSENT
                    elif isinstance(obj, BatchObj) and key is not None:
                        batches.drop_key(obj, key)
            elif isinstance(target, ast.Attribute):
                self._set_attr(target, ABSENT, st, stmt)
        return st

    def _workspace_module(self, module: str | None, level: int, st: State) -> ModuleVal | None:
        """Walk a workspace module (cached) and make its heap visible here."""
        if self.resolver is None:
            return None
        try:
            summary = self.resolver.load(self.path, module, level, self.import_depth)
        except (RecursionError, OSError):
            return None
        if summary is None:
            return None
        st.heap.adopt(summary.heap.objs)
        return ModuleVal(summary.key, module or "")

    def _module_global(self, mod: ModuleVal, name: str, st: State) -> Value:
        summary = self.resolver.modules.get(mod.key) if self.resolver is not None else None
        if summary is None:
            return UNKNOWN
        if name in summary.globals:
            return self._force(summary.globals[name], st)
        sub = self._workspace_module(f"{mod.name}.{name}" if mod.name else name, 0, st)
        return sub if sub is not None else UNKNOWN

    def _force(self, value: Value, st: State, hops: int = 0) -> Value:
        """Resolve a lazily imported name: walk its module now (re-exports followed a few hops)."""
        if not isinstance(value, LazyImport):
            return value
        if self.resolver is None or hops > 4:
            return value.fallback
        try:
            summary = self.resolver.load(value.importer, value.module, value.level, self.import_depth)
        except (RecursionError, OSError):
            summary = None
        if summary is None:
            return value.fallback
        st.heap.adopt(summary.heap.objs)
        mod = ModuleVal(summary.key, value.module or "")
        if value.name is None:
            return mod
        if value.name in summary.globals:
            return self._force(summary.globals[value.name], st, hops + 1)
        base = value.module or ""
        sub = self.resolver.resolve(value.importer, f"{base}.{value.name}" if base else value.name, value.level)
        if sub is not None:
            got = self._workspace_module(f"{base}.{value.name}" if base else value.name, value.level, st)
            if got is not None:
                return got
        return value.fallback

    def _lazy(self, module: str | None, level: int, name: str | None, fallback: Value) -> Value | None:
        """A lazy binding when `module` is one of the workspace's own, else None."""
        if self.resolver is None or self.import_depth >= 3:
            return None
        if not level and imports.is_transformers(module or ""):
            return None
        if self.resolver.resolve(self.path, module, level) is None:
            return None
        return LazyImport(module, level, name, self.path, fallback)

    def _s_Import(self, stmt: ast.Import, st: State) -> State:
        for alias in stmt.names:
            if alias.name in pipelines.REMOVED_PIPELINE_MODULES:
                self._removed_pipeline_module(stmt, alias, alias.name, st)
            gone = genremoved.removed_generation_module(alias.name)
            if gone is not None:
                self._removed_generation_module(stmt, alias, gone, st)
            target = alias.name if alias.asname else alias.name.split(".")[0]
            fallback = Symbol(alias.name if alias.asname else target)
            lazy = self._lazy(target, 0, None, fallback)
            st.env[alias.asname or target] = lazy if lazy is not None else fallback
        return st

    def _s_ImportFrom(self, stmt: ast.ImportFrom, st: State) -> State:
        if self._lazy(stmt.module, stmt.level, None, UNKNOWN) is not None:
            for alias in stmt.names:
                if alias.name == "*":
                    local = self._workspace_module(stmt.module, stmt.level, st)
                    summary = self.resolver.modules.get(local.key) if local is not None and self.resolver else None
                    if summary is not None:
                        st.env.update({k: v for k, v in summary.globals.items() if not k.startswith("_")})
                    continue
                fallback: Value = UNKNOWN if stmt.level else Symbol(f"{stmt.module}.{alias.name}")
                st.env[alias.asname or alias.name] = LazyImport(stmt.module, stmt.level, alias.name, self.path, fallback)
            return st
        if stmt.level:  # relative imports name the user's own modules
            for alias in stmt.names:
                if alias.name != "*":
                    st.env[alias.asname or alias.name] = UNKNOWN
            return st
        module = stmt.module or ""
        for alias in stmt.names:
            if alias.name == "*":
                if imports.is_transformers(module):
                    self.star_transformers = True
                continue
            name = f"{module}.{alias.name}"
            known = releaseinfo.symbol_value(self, name, stmt) if alias.name == "__version__" else None
            st.env[alias.asname or alias.name] = known if known is not None else Symbol(name)
        for alias, source in caches.removed_imports(stmt):
            # A cache class 5.0 removed (or one no release has): the import itself is what raises.
            # Python names the first name of the statement the release lacks: the names before
            # it go with it, for the rule to decide.
            if not caches.guarded(self.tree, stmt):
                earlier = tuple(a.name for a in stmt.names[: stmt.names.index(alias)])
                named: dict[str, Value] = {"module": Const(source), "toplevel": Const(not self._frames), "before": Const(earlier)}
                self._observe(_Call(caches.import_call(alias), (), named, False), "import", alias.name, UNKNOWN, st)
        if module in pipelines.REMOVED_PIPELINE_MODULES and stmt.names:
            self._removed_pipeline_module(stmt, stmt.names[0], module, st)
        gone = genremoved.removed_generation_module(module)
        if gone is not None and stmt.names:
            self._removed_generation_module(stmt, stmt.names[0], gone, st)
        removed = pipelines.removed_pipeline_imports(stmt)
        if removed and not caches.guarded(self.tree, stmt):
            # A pipeline class 5.x removed (HF165): Python stops at the first name the release
            # lacks, so each carries the releases that remove the names before it.
            for i, (alias, source) in enumerate(removed):
                before = tuple(pipelines.removed_pipeline_name(m, a.name) for a, m in removed[:i])
                kwargs: dict[str, Value] = {"module": Const(source), "toplevel": Const(not self._frames), "before": Const(before)}
                call = _Call(caches.import_call(alias, stmt), (), kwargs, False)
                self._observe(call, "pipeline-import", alias.name, UNKNOWN, st)
        gen_removed = genremoved.removed_generation_import(stmt)
        if gen_removed is not None and not caches.guarded(self.tree, stmt):
            # A constraint class or beam scorer 5.0 removed with constrained beam search (HF184).
            alias, source = gen_removed
            gen_kwargs: dict[str, Value] = {"module": Const(source), "toplevel": Const(not self._frames)}
            call = _Call(caches.import_call(alias, stmt), (), gen_kwargs, False)
            self._observe(call, "generation-import", alias.name, UNKNOWN, st)
        return st

    def _removed_pipeline_module(self, stmt: ast.Import | ast.ImportFrom, alias: ast.alias, module: str, st: State) -> None:
        """`import transformers.pipelines.question_answering` (or a `from` import of it): a
        submodule 5.x removed with its pipelines, whose import raises ModuleNotFoundError (HF169)."""
        if caches.guarded(self.tree, stmt):
            return
        call = _Call(caches.import_call(alias, stmt), (), {"module": Const(module), "toplevel": Const(not self._frames)}, False)
        self._observe(call, "pipeline-module-import", module, UNKNOWN, st)

    def _removed_generation_module(self, stmt: ast.Import | ast.ImportFrom, alias: ast.alias, module: str, st: State) -> None:
        """`import transformers.generation_utils` (or a `from` import of it, or of
        `transformers.generation.beam_search` on 5.x): a generation module the release lacks,
        whose import raises ModuleNotFoundError (HF331)."""
        if caches.guarded(self.tree, stmt):
            return
        call = _Call(caches.import_call(alias, stmt), (), {"module": Const(module), "toplevel": Const(not self._frames)}, False)
        self._observe(call, "generation-module-import", module, UNKNOWN, st)

    def _removed_attribute(self, module: Value, attr: str, node: ast.expr, st: State) -> None:
        """`transformers.HybridCache` (or `getattr(transformers, "HybridCache")`): a cache class
        5.0 removed, read from the package, whose lazy module raises AttributeError (HF133); a
        legacy generation name read from the package or `transformers.generation` (HF328)."""
        if isinstance(module, Symbol) and caches.removed_attribute(module.qualname, attr):
            call = _Call(caches.attribute_call(node, attr), (), {"module": Const(module.qualname)}, False)
            self._observe(call, "module-attr", attr, UNKNOWN, st)
        elif isinstance(module, Symbol) and caches.legacy_attribute_gone_from(module.qualname, attr) is not None:
            # (a legacy generation name, HF328: no release of the suite, or no 5.x one, has it)
            call = _Call(caches.attribute_call(node, attr), (), {"module": Const(module.qualname)}, False)
            self._observe(call, "legacy-attr", attr, UNKNOWN, st)

    def _cache_class(self, base: Value, st: State) -> tuple[str, bool] | None:
        """The cache class `base` is (`DynamicCache` read from transformers: on_type True) or
        whose object it is on every path (a cache built in code, or the DynamicCache a plain
        decoder's generate call returns); None when unsure (a user subclass, an unknown value)."""
        if type(base) is Symbol:
            cls = cachemembers.class_of_symbol(base.qualname)
            return None if cls is None else (cls, True)
        names = set()
        for o in options(base):
            obj = st.heap.get(o)
            if not isinstance(obj, CacheObj):
                return None
            names.add(obj.kind if obj.kind in cachemembers.CLASSES else obj.named)
        if len(names) != 1 or "" in names:
            return None
        return names.pop(), False

    def _cache_member(self, base: Value, attr: str, node: ast.expr, st: State) -> None:
        """`cache.to_legacy_cache()`, `DynamicCache.from_legacy_cache(...)`, `cache.seen_tokens`:
        a member of a cache object some release lacks (HF152; core/cachemembers.py says which)."""
        if attr not in cachemembers.MEMBERS or base is UNKNOWN:
            return
        known = self._cache_class(base, st)
        if known is None:
            return
        cls, on_type = known
        guard = (ast.dump(node.value), attr) if isinstance(node, ast.Attribute) else None
        raises = cachemembers.missing(cls, attr, self.release) is True
        self._cache_read(node, attr, "cache-attr", {"cls": Const(cls), "on_type": Const(on_type)}, guard, raises, st)

    def _model_member(self, base: Value, attr: str, node: ast.expr, st: State) -> None:
        """`model.greedy_search(...)`, `model._reorder_cache(...)`: a decoding method or generation
        helper of 4.2x-4.4x models that the release's models lack (HF332; core/genremoved.py), on
        a model whose class hflint knows on every path (not the user's subclass, nor a wrapper)."""
        if attr not in genremoved.REMOVED_MODEL_METHODS or base is UNKNOWN or type(base) is Symbol:
            return
        names = set()
        for o in options(base):
            obj = st.heap.get(o)
            if type(obj) is not ModelObj or obj.wrappers:
                return
            names.add(modelinfo.built_class_name(obj.class_name, obj.model_type))
        if len(names) != 1:
            return
        cls = names.pop()
        if cls not in genremoved.model_method_classes():
            return
        if isinstance(node, ast.Attribute):
            guard: tuple[str, str] | None = (ast.dump(node.value), attr)
        else:  # (`getattr(model, "greedy_search")`: guarded as `model.greedy_search` is)
            guard = (ast.dump(node.args[0]), attr) if isinstance(node, ast.Call) and node.args else None
        # (the statement ends here on every release only for a name none of them has: the walk
        # does not depend on the release)
        raises = genremoved.REMOVED_MODEL_METHODS[attr] == genremoved.EVERY_RELEASE
        self._cache_read(node, attr, "model-method", {"cls": Const(cls)}, guard, raises, st)

    def _output_field(self, base: Value, attr: str, node: ast.Attribute, st: State) -> None:
        """`out.sequences_scores` where `out` is, on every path, what generate calls the walk follows
        returned as a dict (`return_dict_in_generate=True`): a field some generate output class
        has, which the class these calls return may lack (HF329; the rule works out the class from
        the calls' settings, which `scored` carries). Guarded as a cache member is (`hasattr`)."""
        if attr not in outputfields.NAMES or base is UNKNOWN:
            return
        gens: list[CallObservation] = []
        for o in options(base):
            obj = st.heap.get(o)
            if not isinstance(obj, OutputObj) or not obj.gens:
                return
            gens.extend(g for g in obj.gens if all(g is not h for h in gens))
        start = len(self.log)
        self._cache_read(node, attr, "output-attr", {}, (ast.dump(node.value), attr), False, st)
        for _, _, obs in self.log[start:]:
            obs.scored = tuple(gens)

    def _cache_subscript(self, base: Value, node: ast.Subscript, st: State) -> None:
        """`past_key_values[0][0]`: the legacy indexing of a cache object, which 5.0 took away
        from DynamicCache and StaticCache (HF153)."""
        known = self._cache_class(base, st)
        if known is None or known[1] or known[0] not in cachemembers.UNSUBSCRIPTABLE:
            return
        guard = (ast.dump(node.value), cachemembers.SUBSCRIPT)
        raises = bool(cachemembers.unsubscriptable(known[0], self.release))
        self._cache_read(node, "[]", "cache-subscript", {"cls": Const(known[0])}, guard, raises, st)

    def _cache_read(
        self,
        node: ast.expr,
        name: str,
        kind: str,
        kwargs: dict[str, Value],
        guard: tuple[str, str] | None,
        raises: bool,
        st: State,
    ) -> None:
        """What the readings of a cache object (a member, a subscript, an iteration) share: one
        report a statement (the reads after a raising one are never reached), none under an `if`
        whose `hasattr`/`isinstance` test guards `guard`, and the statement marked as raising."""
        if self._cache_raised_in is not None and self._cache_raised_in is self._stmt:
            return
        if guard is not None and self._cache_guards and guard in self._cache_guards:
            return
        if raises:
            self._cache_raised_in = self._stmt
        self._observe(_Call(caches.attribute_call(node, name), (), kwargs, False), kind, name, UNKNOWN, st)

    def _cache_iteration(self, iterable: Value, target: ast.expr, node: ast.expr, st: State) -> None:
        """`for k, v in cache:` (also in a comprehension, and `for i, (k, v) in enumerate(cache)`):
        the legacy tuple's pairs unpacked from a cache object that holds layers, which 5.0 made
        yield more per layer (HF162; core/cachemembers.py)."""
        if self._uniterable_cache(iterable, node, st):
            return
        counted = _enumerated(node)
        if counted is not None and isinstance(target, (ast.Tuple, ast.List)) and len(target.elts) == 2:
            # (the name read again: a plain reference has no call to make twice)
            node, target = counted, target.elts[1]
            iterable = self.eval(node, st)
        if not isinstance(target, (ast.Tuple, ast.List)) or any(isinstance(e, ast.Starred) for e in target.elts):
            return
        if iterable is UNKNOWN:
            return
        known = self._cache_class(iterable, st)
        if known is None or known[1] or cachemembers.LEGACY_WIDTH.get(known[0]) != len(target.elts):
            return
        for o in options(iterable):
            obj = st.heap.get(o)
            # (layers it surely holds: a cache an earlier call filled, or the one a generate call
            # or a forward pass returned; `DynamicCache()` as built yields nothing)
            made = isinstance(obj, CacheObj) and obj.kind == carried.SOME_CACHE and obj.named != ""
            filled = isinstance(obj, CacheObj) and isinstance(obj.filled, Const) and obj.filled.value is True
            if not (made or filled):
                return
        # (under `if isinstance(cache, tuple):` ... its arms decide)
        guard = (ast.dump(node), cachemembers.SUBSCRIPT)
        raises = bool(cachemembers.legacy_unpacking(known[0], len(target.elts), self.release))
        shape: dict[str, Value] = {"cls": Const(known[0]), "width": Const(len(target.elts))}
        self._cache_read(node, "__iter__", "cache-iter", shape, guard, raises, st)

    def _uniterable_cache(self, iterable: Value, node: ast.expr, st: State) -> bool:
        """`for layer in cache:` with any target (also `enumerate(cache)`) over a cache object
        built in the file whose class 5.0 made not iterable, a StaticCache (HF163;
        core/cachemembers.py). True when it was one (HF162's pairs are then not looked for)."""
        counted = _enumerated(node)
        if counted is not None:
            node = counted
            iterable = self.eval(node, st)
        if iterable is UNKNOWN:
            return False
        known = self._cache_class(iterable, st)
        if known is None or known[1] or known[0] not in cachemembers.UNITERABLE:
            return False
        for o in options(iterable):
            obj = st.heap.get(o)
            # (built in the file: followed from its construction. The static cache a generate
            # call builds from cache_implementation is an EncoderDecoderCache for T5 (runs of
            # 4.57.6, 5.0.0, 5.15.0, 5.24.0), which iterates)
            if not isinstance(obj, CacheObj) or obj.filled is UNKNOWN:
                return False
        guard = (ast.dump(node), cachemembers.SUBSCRIPT)
        raises = bool(cachemembers.uniterable(known[0], self.release))
        self._cache_read(node, "__iter__", "cache-iter", {"cls": Const(known[0])}, guard, raises, st)
        return True

    def _cache_reset(self, receiver: Value, call: _Call, st: State) -> None:
        """`cache.reset()` on a StaticCache or DynamicCache whose tensors an earlier call may have
        made inside `torch.inference_mode()`: observed with where they were made and the mode here
        (HF183: zeroing them in place raises outside inference mode; a DynamicCache's reset zeroes
        them up to 5.17 and drops them from 5.18, which the rule reads)."""
        made: list[Value] = []
        for o in options(receiver):
            obj = st.heap.get(o)
            if not isinstance(obj, CacheObj) or obj.kind not in _INFERENCE_FOLLOWED:
                return
            made.append(obj.inference)
        inference = join_all(made)
        if not any(isinstance(o, Const) and o.value is True for o in options(inference)):
            return
        kwargs: dict[str, Value] = {"cache": receiver, "inference": inference, "mode": self.grad_modes[-1]}
        self._observe(_Call(call.node, (), kwargs, False), "cache-reset", "reset", UNKNOWN, st)
        if self.grad_modes[-1] != Const(True):
            # (reported at this reset, which raises where they were made inside: a later call
            # with the cache is not reported again)
            for o in options(receiver):
                obj = st.heap.writable(o)
                if isinstance(obj, CacheObj):
                    obj.inference = UNKNOWN

    def _cache_crop(self, receiver: Value, call: _Call, st: State) -> None:
        """`cache.crop(n)` on a cache whose class hflint knows: how small `n` can be (HF158: 5.20
        raises for any positive value; core/cropbound.py)."""
        if call.opaque or len(call.args) + len(call.kwargs) != 1 or len(call.node.args) + len(call.node.keywords) != 1:
            return
        known = self._cache_class(receiver, st)
        if known is None or known[1]:
            return
        if known[0] == "EncoderDecoderCache":
            # (it crops its self-attention cache: only a DynamicCache there raises HF158's error;
            # a StaticCache's layers lack `crop` up to 5.23)
            for o in options(receiver):
                obj = st.heap.get(o)
                inner = [st.heap.get(p) for p in options(obj.parts[0])] if isinstance(obj, CacheObj) and obj.parts else []
                if not inner or not all(isinstance(i, CacheObj) and i.kind == "DynamicCache" for i in inner):
                    return
        expr = call.node.args[0] if call.node.args else call.node.keywords[0].value
        scope: ast.AST = self._calling[-1][0].node if self._calling else self.tree
        least, length = cropbound.bound(self, expr, scope, st)
        given = call.args[0] if call.args else next(iter(call.kwargs.values()))
        kwargs: dict[str, Value] = {"cls": Const(known[0]), "least": UNKNOWN if least is None else Const(least)}
        kwargs["length"] = Const(length)
        self._observe(_Call(call.node, (given,), kwargs, False), "cache-crop", "crop", UNKNOWN, st)

    def _cache_attribute_test(self, qualname: str, call: _Call, attr: str, st: State) -> Value | None:
        """`hasattr(cache, "to_legacy_cache")` of a cache whose class hflint knows: what the
        assumed release answers (so the guarded branch is walked only where it runs);
        `getattr(cache, "to_legacy_cache", None)`: the default where the member is missing;
        `getattr(cache, "to_legacy_cache")`: a read that raises there (HF152)."""
        known = self._cache_class(call.args[0], st)
        if known is None:
            return None
        gone = cachemembers.missing(known[0], attr, self.release)
        if qualname == "builtins.hasattr":
            return Const(not gone) if gone is not None and len(call.args) == 2 else None
        if len(call.args) == 2:
            self._cache_member(call.args[0], attr, call.node, st)
            return None
        return call.args[2] if gone else None

    def _s_FunctionDef(self, stmt: ast.FunctionDef | ast.AsyncFunctionDef, st: State) -> State:
        decorators = [self.eval(dec, st) for dec in stmt.decorator_list]
        # (inside a function: the enclosing call's names, for a closure)
        defaults = self._def_defaults(stmt.args, st)
        fn: Value = FuncVal(stmt, id(stmt), module_env=self.module_key, closure=self._closure(st), defaults=defaults)
        for dec, made in zip(reversed(stmt.decorator_list), reversed(decorators)):
            fn = self._decorated(dec, made, fn, st)
        st.env[stmt.name] = fn
        return st

    def _def_defaults(self, a: ast.arguments, st: State) -> dict[str, Value] | None:
        """The default values of a `def`'s or a `lambda`'s parameters, evaluated where it is
        defined, as Python does: a helper `def run(kw=GEN_KW)` keeps the dict GEN_KW named then,
        whatever a later cell binds to GEN_KW; `lambda n=n: ...` keeps the loop's `n` of its
        turn. None when it has none."""
        pairs = objects.default_pairs(a)
        return {name: self.eval(default, st) for name, default in pairs} if pairs else None

    def _closure(self, st: State) -> dict[str, Value] | None:
        """What a function defined in the function being walked reads of its names: a name that
        function binds once (a parameter, one assignment) as it is now; one it binds again, or
        binds later, unknown (the call may come after it changed). None outside a function."""
        if not self._calling or (self._module_frames and self._module_frames[-1] == len(self._frames)):
            return None
        outer = self._calling[-1][0]
        own = {name: st.env.get(name, UNKNOWN) if once else UNKNOWN for name, once in _bound_names(outer.node).items()}
        # (and what the enclosing function itself reads of the functions around it: a
        # decorator factory's parameter, read by the wrapper its decorator defines)
        return {**outer.closure, **own} if outer.closure else own

    def _locals_dict(self, call: _Call, st: State) -> Value:
        """`locals()` inside a function (`kwargs = dict(locals())` forwarding the parameters to
        generate): a dict of the names the function has bound so far, parameters first. Outside
        a function it is the module's globals, and a function that reads names of the function
        around it gets them too: the dict is then not known in full."""
        if call.args or call.kwargs or call.opaque:
            return UNKNOWN
        if not self._calling or (self._module_frames and self._module_frames[-1] == len(self._frames)):
            return UNKNOWN  # (module level: globals(), which nothing here needs)
        fn = self._calling[-1][0]
        node = fn.node
        if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) or not any(n is call.node for n in _own_nodes(node)):
            return UNKNOWN  # (a class body's `locals()` is its namespace; a lambda's, its parameters)
        declared = _declared_outside(node)
        obj = DictObj(self.origin(call.node, "locals() here"))
        for name in _bound_names(node):
            if name not in declared and name in st.env:
                obj.items[name] = st.env[name]
        if fn.closure and any(n in fn.closure and n not in obj.items for n in _read_names(node)):
            obj.complete = False
        return st.heap.new(obj)

    def _globals_dict(self, call: _Call, st: State) -> Value:
        """`globals()`: a dict of the module's names as the walk holds them at this point (a class
        or handler picked by a name written in the settings, `globals()[ENGINE](...)`). Inside a
        function, the globals of the module that defined it. Names still imported lazily are left
        out, so the dict is not known in full: a key it lacks reads as unknown."""
        if call.args or call.kwargs or call.opaque:
            return UNKNOWN
        if self._module_frames and self._module_frames[-1] == len(self._frames):
            return UNKNOWN  # (a class body's expression)
        if not self._frames:
            env: dict[str, Value] | None = st.env
        elif self._calling:
            env = objects.module_globals(self, self._calling[-1][0].module_env, st)
        else:
            env = None
        if env is None:
            return UNKNOWN
        obj = DictObj(self.origin(call.node, "globals() here"), complete=False)
        for name, value in env.items():
            if not isinstance(value, LazyImport):
                obj.items[name] = value
        return st.heap.new(obj)

    def _decorated(self, dec: ast.expr, decorator: Value, fn: Value, st: State) -> Value:
        """A decorator the file defines (`@route("/v1/generate")` registering the handler in a
        table, a wrapper forwarding its arguments) is called with the function; what it
        returns is the name's value when that is a function, else the function itself (a
        decorator of a library, or one the walk cannot follow, leaves it as written)."""
        tuned = batches.decorated(self, dec, decorator, fn)
        if tuned is not None:
            return tuned  # (accelerate's batch-size auto-tuning: core/batches.py)
        routed = webapps.decorated(self, decorator, fn, st)
        if routed is not None:
            return routed  # (a Flask view recorded on its app: core/webapps.py)
        if not isinstance(decorator, (FuncVal, BoundMethod)) or not isinstance(fn, (FuncVal, ClassVal)):
            return fn
        made = getattr(dec, "_hflint_apply", None)
        if made is None:
            made = ast.copy_location(ast.Call(dec, [], []), dec)
            dec._hflint_apply = made  # type: ignore[attr-defined]
        out = self._call_value(decorator, _Call(made, (fn,), {}, False), st)
        return out if isinstance(out, type(fn)) else fn

    _s_AsyncFunctionDef = _s_FunctionDef

    def _s_ClassDef(self, stmt: ast.ClassDef, st: State) -> State:
        decorators = [self.eval(dec, st) for dec in stmt.decorator_list]
        for base in stmt.bases:
            if isinstance(base, ast.Attribute):
                # (a base read from a module, `class W(transformers.generation.LogitsWarper)`:
                # a name the module lacks raises as the class statement runs, HF133, HF328)
                self.eval(base, st)
        closure = self._closure(st)
        if closure is None:
            cls = ClassVal(stmt, id(stmt), self.module_key)
        else:
            # (defined inside a function: its methods read the call's names, and their defaults
            # are evaluated here, in the call's state, not looked up in the module's globals)
            cls = ClassVal(stmt, id(stmt), self.module_key, closure, objects.method_defaults(self, stmt, st))
        st.env[stmt.name] = cls
        objects.define_class(self, cls, st)
        objects.init_subclass(self, cls, st)
        # A class decorator of the file's own (`@register("lean")` putting the class in a
        # registry) is called with the class; the name stays the class unless it returns another.
        made: Value = cls
        for dec, decorator in zip(reversed(stmt.decorator_list), reversed(decorators)):
            made = self._decorated(dec, decorator, made, st)
        st.env[stmt.name] = made
        return st

    def _s_Return(self, stmt: ast.Return, st: State) -> State:
        value = self.eval(stmt.value, st) if stmt.value is not None else Const(None)
        if self._try_runs and self._try_runs[-1].hit is stmt:
            return State(st.env, st.heap, dead=True)  # (its call surely raises: nothing is returned)
        for frame in self.loop_stack:
            if frame.depth == self.depth:
                frame.exits += 1
        if self._returns:
            self._returns[-1].append((value, st))
        if self.watched_returns is not None and self.watched_returns[0] == self.depth:
            self.watched_returns[1].append(stmt)
        st = State(st.env, st.heap, dead=True)
        return st

    def _kept_error(self, run: _TryRun | None) -> Value:
        """What a handler's `as` name holds: the error of the body's call that surely raised
        (a Symbol naming it, _s_Raise), or UNKNOWN."""
        if run is None or not run.kept:
            return UNKNOWN
        name = f"<error kept from line {run.kept[0].node.lineno}, {len(self._kept_errors)}>"
        self._kept_errors[name] = (run.kept, self._uncertain)
        return Symbol(name)

    def _s_Raise(self, stmt: ast.Raise, st: State) -> State:
        if stmt.exc is not None:
            raised = self.eval(stmt.exc, st)
            kept = self._kept_errors.get(raised.qualname) if type(raised) is Symbol else None  # type: ignore[attr-defined]
            if kept is not None and self._uncertain <= kept[1]:
                # `raise last_error` of an error a handler kept (the last attempt of a retry
                # loop, all of whose attempts surely raised), as surely reached as the handler
                # was: that call's error escapes after all, stopped only by a `try` around here.
                for obs in kept[0]:
                    obs.caught = self.caught
        for frame in self.loop_stack:
            frame.exits += 1
        return State(st.env, st.heap, dead=True)

    def _truth(self, test: ast.expr, st: State) -> bool | None:
        """A condition decided without running anything: literals, TYPE_CHECKING, known constants."""
        return self._decide(test, st)[0]

    def _decide(self, test: ast.expr, st: State) -> tuple[bool | None, pathcond.Branch | None]:
        """A condition decided without running anything (literals, TYPE_CHECKING, known constants,
        what the path knows), or the arms' conditions when it is one the walk keeps (core/paths.py)."""
        decided = _static_truth(test)
        if decided is None and self.import_depth > 0 and not (self.path or "").endswith("__main__.py"):
            # A module imported is not the one Python runs: its `if __name__ == "__main__":` block
            # never runs on import (walking it walked the script's whole main() for nothing).
            decided = _main_test(test)
        if decided is not None:
            return decided, None
        self.bool_truth = None  # (what this test's own `and`/`or` leaves, not an earlier walk's)
        value = self.eval(test, st)
        empty = flags.argv_tail_truth(self, value, test)
        if empty is not None:
            value = empty  # (`if argv:` of `sys.argv[1:]` in a run without arguments)
        found = pathcond.truth_of(value, st.paths, self.tracker)
        if found is True or found is False:
            # (the value's own truth: a flag's default may be what decided it)
            self.decided_by = flags.truth_flag(value)
            return found, None
        if found is None and isinstance(value, Ref):
            # `if extra:` of a plain dict the walk knows (a sweep's `{}` or `{"assistant_model": d}`)
            known = flags.truth(value, st)
            if known is not None:
                return known, None
        if found is None and self.bool_truth is not None and self.bool_truth[0] is test:
            # (`if n > 1 and cfg.get("use_cache", True):` with the cache off: false on every path)
            return self.bool_truth[1], None
        found = self.tracker.branch(test, st.paths, self.depth)
        if found is True or found is False:
            return found, None
        return None, found

    def _s_If(self, stmt: ast.If, st: State) -> State:
        guards = cachemembers.hasattr_guards(stmt.test)
        if not guards:
            return self._s_If_walk(stmt, st)
        # (`if isinstance(p, tuple) and hasattr(DynamicCache, "from_legacy_cache"):` guards the
        # reads of that member in the statement's arms, whatever the walk makes of the rest: HF152)
        self._cache_guards.extend(guards)
        try:
            return self._s_If_walk(stmt, st)
        finally:
            del self._cache_guards[-len(guards) :]

    def _s_If_walk(self, stmt: ast.If, st: State) -> State:
        self.decided_by = None
        decided, branch = self._decide(stmt.test, st)
        if decided is not None and (stmt.orelse if decided else stmt.body):
            self._pass_over(stmt, decided)
        if decided is not None and self.decided_by is not None:
            # A command-line or environment default chose the arm: what it sets depends on that.
            block = stmt.body if decided else stmt.orelse
            return flags.arm_decided(self, self.decided_by, lambda s: self.exec_block(block, s), st)
        if decided is True:
            return self.exec_block(stmt.body, st)
        if decided is False:
            return self.exec_block(stmt.orelse, st)
        other = st.copy()
        if branch is not None:
            st.paths, other.paths = branch.then_info, branch.else_info
        self._narrow(stmt.test, st, other)
        self._uncertain += 1
        try:
            a = self.exec_block(stmt.body, st)
            b = self.exec_block(stmt.orelse, other)
        finally:
            self._uncertain -= 1
        return join_states(a, b, branch)

    def _pass_over(self, stmt: ast.If, decided: bool) -> None:
        """The arm of `stmt` the walk decided does not run (`if command == "export": export()`
        while the command defaults to "smoke"): a function of the file named nowhere else is
        only ever called there, so it is not walked on its own as a function nothing called
        (what that arm would do is not walked either). Counted as walked (analysed_functions,
        which the journal keeps) the moment the arm is passed over."""
        if self.import_depth > 0 or self.path != self._own_path:
            return
        key = (id(stmt), decided)
        found = self._passed_over.get(key)
        if found is None:
            found = self._passed_over[key] = self._named_only_in(stmt.orelse if decided else stmt.body)
        self.analysed_functions.update(found)

    def _named_only_in(self, block: list[ast.stmt]) -> tuple[int, ...]:
        """The module-level functions whose names the file's code (strings and comments left out)
        mentions only in `block` and in their own `def`: a word count of the code's text, which
        errs towards more mentions (an attribute `.name` is not one; a keyword `name=` or a
        method of the same name is), so a function named anywhere else is kept."""
        if self._defs is None:
            self._defs = {}
            for node in self.tree.body:
                if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                    self._defs[node.name] = None if node.name in self._defs else id(node)
        inside: dict[str, int] = {}
        for part in block:
            for n in ast.walk(part):
                if type(n) is ast.Name and self._defs.get(n.id) is not None:
                    inside[n.id] = inside.get(n.id, 0) + 1
        if not inside:
            return ()
        if self._code is None:
            self._code = prefilter.code_only(self.index.text)
        out = []
        for name, count in inside.items():
            if len(re.findall(r"(?<![.\w])" + re.escape(name) + r"\b", self._code)) == count + 1:
                out.append(self._defs[name])
        return tuple(o for o in out if o is not None)

    def _narrow(self, test: ast.expr, then: State, other: State) -> None:
        """An `if` whose test reads one local name that differs by path (`params`, one dict per
        request the queue holds) and decides the test for each of its values on its own (`if
        "cache_implementation" not in params:`): each arm sees only the values that take it."""
        split = self._split_by_test(test, then)
        if split is not None:
            name, then.env[name], other.env[name] = split

    def _split_by_test(self, test: ast.expr, st: State) -> tuple[str, Value, Value] | None:
        """The one local name a test reads, with the values that make it true and those that make
        it false, when the name differs by path and the test decides each value on its own (`st is
        not None` of a module imported in a `try` and None in its `except ImportError`). A value
        the test does not decide (a fallback's unknown result beside a widget's initial 0.0, under
        `if temperature > 0:`) goes to both arms, the decided ones to theirs. Tests with calls are
        left alone (walked once, as written)."""
        names = set()
        for n in ast.walk(test):
            if isinstance(n, (ast.Call, ast.Await, ast.NamedExpr, ast.Lambda, ast.comprehension, ast.Yield, ast.YieldFrom)):
                return None
            if isinstance(n, ast.Name):
                names.add(n.id)
        value = st.env.get(next(iter(names))) if len(names) == 1 else None
        if type(value) is not OneOf or len(value.options) > _MAX_DICT_FORKS:
            return None
        name = next(iter(names))
        taken: tuple[list[Value], list[Value]] = ([], [])
        undecided = 0
        for opt in value.options:
            scratch = st.copy()
            scratch.env[name] = opt
            verdict = self.eval(test, scratch)
            if isinstance(verdict, Const) and isinstance(verdict.value, bool):
                taken[0 if verdict.value else 1].append(opt)
            else:
                # (an option the test does not decide, `temperature` of a fallback whose value is
                # not known: it may take either arm)
                taken[0].append(opt)
                taken[1].append(opt)
                undecided += 1
        if value.guards is not None and not undecided:
            return None  # (a value made by branches the walk knows: their conditions decide, core/paths.py)
        if undecided == len(value.options) or not (taken[0] and taken[1]):
            return None
        return name, join_all(taken[0]), join_all(taken[1])

    def _loop(
        self,
        stmt: ast.stmt,
        body: Sequence[ast.stmt],
        orelse: Sequence[ast.stmt],
        st: State,
        at_least_once: bool = False,
        entered: bool = False,
    ) -> State:
        # Zero or more iterations: join the state before the loop with the state after
        # one and two passes (enough for the assignments the rules care about to settle).
        # Conditions that may change from one iteration to the next are not kept (core/paths.py).
        self.tracker.enter_loop(stmt, self.depth)
        frame = sweeps.LoopFrame(self.depth, False, node=stmt)
        self.loop_stack.append(frame)
        self._uncertain += 1
        try:
            if (at_least_once or entered) and flags.updates_a_number(stmt):
                # A loop that surely makes a first pass and changes a number on each
                # (`batch_size //= 2` on out-of-memory, from `while True:` or a test true on
                # entry): that pass is walked once more from the state before the loop, where
                # the number still holds its starting value (flags.binop computes with it), for
                # its calls only; the state the loop leaves comes from the passes below.
                frame.entry_pass = True
                try:
                    self.exec_block(body, st.copy())
                finally:
                    frame.entry_pass = False
            current = st
            if at_least_once:
                current = self.exec_block(body, st)
                current.dead = False
            made = self.outputs_made
            for _ in range(LOOP_PASSES):
                after = self.exec_block(body, current.copy())
                after.dead = False  # break/continue/return inside a loop body end only that pass
                current = join_states(current, after)
            if self.outputs_made != made:
                # The body made an output that holds a cache (core/carried.py): one more pass, so
                # that the cache one turn keeps (`past = out.past_key_values`) reaches the calls
                # of the next turn.
                after = self.exec_block(body, current.copy())
                after.dead = False
                current = join_states(current, after)
        finally:
            self._uncertain -= 1
            self.loop_stack.pop()
            self.tracker.leave_loop()
        if current.paths is not None:
            current.paths = pathcond.drop_stale(current.paths, self.tracker.stale)
        return self.exec_block(orelse, current)

    def _s_For(self, stmt: ast.For | ast.AsyncFor, st: State) -> State:
        iterated = self.eval(stmt.iter, st)
        self._cache_iteration(iterated, stmt.target, stmt.iter, st)
        iterable = objects.enum_listed(self, iterated, st)
        walked = sweeps.walk_elements(self, stmt, iterable, st)
        if walked is not None:
            return walked
        first = loaders.first_batch(self, iterable, stmt.iter, st)
        if first is not None:
            # (a DataLoader: the first pass's batch, core/loaders.py)
            batch, surely = first
            self.assign(stmt.target, batch, st, stmt)
            return self._loop(stmt, stmt.body, stmt.orelse, st, at_least_once=surely)
        self.assign(stmt.target, UNKNOWN, st, stmt)
        return self._loop(stmt, stmt.body, stmt.orelse, st)

    _s_AsyncFor = _s_For

    def _s_While(self, stmt: ast.While, st: State) -> State:
        if _static_truth(stmt.test) is True:
            self.eval(stmt.test, st)
            # `while True:` runs the body at least once.
            return self._loop(stmt, stmt.body, [], st, at_least_once=True)
        self.decided_by = None
        entry = self._truth(stmt.test, st)
        if entry is False and self.decided_by is None:
            # False on entry (`while len(batch) < MAX_BATCH:` with MAX_BATCH = 1, a batch of one
            # already): the body never runs. (Not when a command-line default decided it.)
            return self.exec_block(stmt.orelse, st)
        entered = entry is True and self.decided_by is None
        # (a batch taken from a queue whose waiting items are counted, core/queues.py)
        drained = queues.drain_loop(self, stmt, st) if entry is True else None
        if drained is None:
            drained = self._drained(stmt, st)
        if drained is not None:
            return drained
        # (True on entry, `while batch_size >= 1:` from 8: its first pass surely runs, with
        # the values the names entered with)
        return self._loop(stmt, stmt.body, stmt.orelse, st, entered=entered)

    def _drained(self, stmt: ast.While, st: State) -> State | None:
        """`while queue:` / `while len(jobs) > 0:` over a work list the walk knows, whose body
        takes items out (`job = queue.pop(0)`, `queue.popleft()`): walked pass by pass, as
        straight code, while the test is decided on each pass (at most sweeps.MAX_ELEMENTS
        passes; then, or once a pass leaves the test undecided, the rest is walked as any loop).
        Only a body that leaves the loop by its test alone (no break, continue, return, raise or
        yield of its own) and a test that reads a name holding such a list. None: not such a loop."""
        size = _reads_work_list(stmt.test, st)
        if not size or not _leaves_by_test_only(stmt.body):
            return None
        outer = [f for f in self.loop_stack if f.sweep]
        if size * max([1] + [f.size for f in outer]) > sweeps.MAX_WALKED:
            return None
        # The passes are the elements of a sweep (core/sweeps.py): run one after the other, the
        # first whose call surely raises stops the loop, and a finding names the pass.
        frame = sweeps.LoopFrame(self.depth, True, outer[0].run if outer else object(), size=size)
        current = st
        passes = 0
        self.loop_stack.append(frame)
        try:
            while passes < sweeps.MAX_ELEMENTS:
                truth = self._pass_truth(stmt.test, current)
                if truth is not True:
                    break
                passes += 1
                frame.label = f"pass {passes} of the loop at line {stmt.lineno}"
                frame.turn = sweeps.Turn()
                current = self.exec_block(stmt.body, current)
                if current.dead:
                    return current
        finally:
            self.loop_stack.pop()
        if truth is False:
            return self.exec_block(stmt.orelse, current)
        if passes == 0:
            return None
        return self._loop(stmt, stmt.body, stmt.orelse, current)

    def _pass_truth(self, test: ast.expr, st: State) -> bool | None:
        if isinstance(test, ast.Name) and type(st.env.get(test.id)) is Seq:
            return bool(st.env[test.id].items)  # type: ignore[union-attr, attr-defined]
        self.decided_by = None
        decided = self._truth(test, st)
        return None if self.decided_by is not None else decided

    def _s_With(self, stmt: ast.With | ast.AsyncWith, st: State) -> State:
        mode = _inference_manager(stmt)
        if mode is None:
            return self._with(stmt, st)
        self.grad_modes.append(mode)
        try:
            return self._with(stmt, st)
        finally:
            self.grad_modes.pop()

    def _with(self, stmt: ast.With | ast.AsyncWith, st: State) -> State:
        if isinstance(stmt, ast.With) and len(stmt.items) == 1 and isinstance(stmt.items[0].context_expr, ast.Call):
            ran = self._with_through_generator(stmt, st)
            if ran is not None:
                return ran
        managers: list[Value] = []  # (entered: their exits run after the body, last first)
        for item in stmt.items:
            self.last_yielded = None
            value = self.eval(item.context_expr, st)
            if isinstance(stmt, ast.With) and not isinstance(stmt, ast.AsyncWith):
                opened = objects.enter_manager(self, value, item.context_expr, st)
                if opened is not None:
                    managers.append(value)
                    if item.optional_vars is not None:
                        self.assign(item.optional_vars, opened, st, stmt)
                    continue
            if item.optional_vars is not None:
                entered = self._entered_value(item.context_expr, st)
                if isinstance(value, flags.TempDir):
                    entered = value.path  # `with tempfile.TemporaryDirectory() as tmpdir:` names the folder
                if entered is None:
                    kept = (Ref, objects.ExecutorVal, files.FileHandle, objects.ExitStackVal, webapps.TestClient)
                    entered = value if isinstance(value, kept) else UNKNOWN
                self.assign(item.optional_vars, entered, st, stmt)
        swallows = catching.NOTHING
        for item in stmt.items:
            swallows |= catching.suppressed(item.context_expr)
        for value in managers:
            # (a manager of the file whose `__exit__` returns True swallows the body's error)
            swallows |= objects.manager_swallows(self, value, st)
        if not swallows:
            return self._exit_managers(managers, stmt, self.exec_block(stmt.body, st))
        before = st.copy()
        outer = self.caught
        self.caught = outer | swallows
        try:
            body = self.exec_block(stmt.body, st)
        finally:
            self.caught = outer
        # (a swallowed error may stop the block anywhere: after it, the state before or after it)
        return self._exit_managers(managers, stmt, join_states(before, body))

    def _exit_managers(self, managers: list[Value], stmt: ast.With | ast.AsyncWith, st: State) -> State:
        """After a `with` body: the `__exit__` of each context manager it entered (classes of
        the file, the managers an `ExitStack` entered), last entered first, where the body
        ends normally (a setting they patched is restored for the code after the block)."""
        for value in reversed(managers):
            if st.dead:
                break
            objects.exit_manager(self, value, stmt, st)
        return st

    def _with_through_generator(self, stmt: ast.With, st: State) -> State | None:
        """`with patched(model, use_cache=False) as m:` over a `@contextmanager` of this file that
        changes objects after its `yield` (restores settings): the generator is walked with the
        `with` body run at its `yield` (core/objects.py's `spliced_context_manager`), so the body
        sees what the code before the yield set and the code after it runs once the body is
        done. None: not such a with (walked as before)."""
        call = stmt.items[0].context_expr
        assert isinstance(call, ast.Call)
        callee = self.lookup(call.func.id, st) if isinstance(call.func, ast.Name) else None
        if isinstance(call.func, ast.Attribute) and isinstance(call.func.value, ast.Name):
            # (a method of the file's classes: `with engine.options(use_cache=False):`)
            bound = self.eval(call.func, st)
            callee = bound.func if isinstance(bound, BoundMethod) else None
        if not isinstance(callee, FuncVal) or callee.module_env != self.module_key:
            return None
        if objects.spliced_context_manager(callee.node) is None or _plain_context_manager(callee.node):
            return None
        run = _WithRun(stmt, st)
        self._pending_with = stmt
        self._with_bodies.append(run)
        try:
            self.last_yielded = None
            self.eval(call, st)
        finally:
            self._pending_with = None
            self._with_bodies.pop()
        if not run.ends:
            # (the generator was not walked to its yield: the body runs as a plain with's would)
            if stmt.items[0].optional_vars is not None:
                self.assign(stmt.items[0].optional_vars, UNKNOWN, st, stmt)
            return self.exec_block(stmt.body, st)
        end = run.ends[0]
        for other in run.ends[1:]:
            end = join_states(end, other)
        return State(end.env, st.heap, end.dead, end.paths)

    def _s_WithBody(self, marker: ast.stmt, st: State) -> State:
        """The `yield` of a spliced context manager: the `with` body, in the caller's names, on the
        heap the generator has made so far; the generator then goes on (its `finally` too)."""
        if not self._with_bodies or self._with_bodies[-1].ends is None:
            return st
        run = self._with_bodies[-1]
        value = getattr(marker, "value", None)
        entered = self.eval(value, st) if value is not None else Const(None)
        caller = State(run.caller.env, st.heap, False, run.caller.paths)
        # The body is the caller's code: its names, returns and budget are the caller's.
        saved = (
            self._frames.pop(),
            self._params.pop(),
            self._calling.pop(),
            self._returns.pop(),
            self._yields.pop(),
            self._declared.pop(),
            self._active.pop(),
            self._deadlines.pop(),
        )
        limit = self._limit
        self._limit = -1 if self.exhausted else (self._deadlines[-1] if self._deadlines else run.limit)
        self.depth -= 1
        self._with_bodies.pop()
        try:
            target = run.stmt.items[0].optional_vars
            if target is not None:
                self.assign(target, entered, caller, run.stmt)
            end = self.exec_block(run.stmt.body, caller)
        finally:
            self._with_bodies.append(run)
            self.depth += 1
            self._limit = limit
            frames, params, calling, returns, yields, declared, active, deadline = saved
            self._frames.append(frames)
            self._params.append(params)
            self._calling.append(calling)
            self._returns.append(returns)
            self._yields.append(yields)
            self._declared.append(declared)
            self._active.append(active)
            self._deadlines.append(deadline)
        run.ends.append(end)
        st.heap = end.heap
        return st

    def _entered_value(self, expr: ast.expr, st: State) -> Value | None:
        """`with loaded(name) as (model, draft):` where `loaded` is a `@contextmanager` generator
        this walk just followed: what it yields. Only where the code after its `yield` changes
        no object (a clean-up that frees memory), since the walk has run that part already."""
        made = self.last_yielded
        if made is None or not isinstance(expr, ast.Call):
            return None
        fn = self.lookup(expr.func.id, st) if isinstance(expr.func, ast.Name) else None
        if not isinstance(fn, FuncVal) or fn.node is not made[0] or not _plain_context_manager(fn.node):
            return None
        return join_all(made[1])

    _s_AsyncWith = _s_With

    def _file_raises_kept(self) -> bool:
        """catching.raises_kept_error of the file, read once, when a handler first keeps its error."""
        if self._raises_kept is None:
            self._raises_kept = catching.raises_kept_error(self.tree)
        return self._raises_kept

    def futures_keep_errors(self) -> bool:
        """Whether the errors of the file's functions run with `pool.submit` stay in their
        futures: the file never waits on a future (catching.waits_on_futures), or asks its
        futures for their `exception()` (catching.inspects_futures)."""
        if self._futures_keep is None:
            self._futures_keep = not self._file_waits_on_futures() or catching.inspects_futures(self.tree)
        return self._futures_keep

    def _retry_tries(self) -> frozenset[int]:
        """catching.retry_tries of the file, read once, at its first `try`."""
        if self._retry_try_ids is None:
            self._retry_try_ids = catching.retry_tries(self.tree)
        return self._retry_try_ids

    def _file_waits_on_futures(self) -> bool:
        """catching.waits_on_futures of the file, read once, when a handler first sets its error on a future."""
        if self._waits_on_futures is None:
            self._waits_on_futures = catching.waits_on_futures(self.tree)
        return self._waits_on_futures

    def _raisers(self) -> frozenset[str]:
        """catching.raising_functions of the file, read once, at its first `try`."""
        if self._raising_functions is None:
            self._raising_functions = catching.raising_functions(self.tree)
        return self._raising_functions

    def _enclosing_name(self) -> str | None:
        """The name of the function being walked (None at module level, or in a lambda)."""
        if not self._calling:
            return None
        node = self._calling[-1][0].node
        return None if isinstance(node, ast.Lambda) else node.name

    def _s_Try(self, stmt: ast.Try, st: State) -> State:
        before = st.copy()
        outer = self.caught
        catches = (
            catching.try_catches(
                stmt,
                self._file_raises_kept,
                self._file_waits_on_futures,
                self._enclosing_name(),
                lambda test: self._decide(test, st.copy())[0],
                id(stmt) in self._retry_tries(),
            )
            if stmt.handlers
            else catching.NOTHING
        )
        self.caught = outer | catches
        outer_tries = self.tries
        # (a body that raises by itself, `raise` or `assert`, reaches its handlers without hflint)
        place = catching.place(stmt, catches) if catches and not catching.raises_itself(stmt.body, self._raisers()) else None
        if place is not None:
            self.tries = (*outer_tries, place)
        run = None
        if catches and self.sure_errors is not None:
            run = _TryRun(self.depth, len(self.loop_stack), catches, frozenset(map(id, stmt.body)))
            self._try_runs.append(run)
        # (the body's first statements that surely raise nothing, settings written on a model's
        # configs: a handler starts after them, never before them)
        quiet = _quiet_prefix(self, stmt.body, before)
        try:
            if quiet:
                entry = self.exec_block(stmt.body[:quiet], st, run).copy()
                body = self.exec_block(stmt.body[quiet:], entry.copy(), run)
            else:
                entry, body = before, self.exec_block(stmt.body, st, run)
        finally:
            self.caught = outer
            self.tries = outer_tries
            if run is not None:
                self._try_runs.pop()
        ok = self.exec_block(stmt.orelse, body)
        # A handler may start anywhere in the body: from the state after its quiet first
        # statements, or after it. A body that cannot raise (settings written on a model's
        # configs, guarded by `hasattr`) never reaches them.
        result = ok
        for handler in stmt.handlers if quiet < len(stmt.body) else ():
            if self._handler_never_runs(handler, before):
                continue
            start = join_states(entry.copy(), body.copy()) if not body.dead else entry.copy()
            for raised in run.raised if run is not None else ():
                # (a call that surely raises what the handlers catch: they start from before it)
                start = join_states(start, raised.copy())
            if handler.name:
                start.env[handler.name] = self._kept_error(run) if len(stmt.handlers) == 1 else UNKNOWN
                start.paths = pathcond.forget(start.paths, handler.name)
            self._uncertain += 1
            if place is not None:
                self.tries = (*outer_tries, place.in_handler())
            try:
                result = join_states(result, self.exec_block(handler.body, start))
            finally:
                self._uncertain -= 1
                self.tries = outer_tries
        if stmt.finalbody:
            was_dead = result.dead
            result.dead = False
            result = self.exec_block(stmt.finalbody, result)
            result.dead = result.dead or was_dead
        return result

    _s_TryStar = _s_Try

    def _handler_never_runs(self, handler: ast.ExceptHandler, st: State) -> bool:
        """`except torch.cuda.OutOfMemoryError:` (alone, or a tuple of nothing else) with a torch
        built without CUDA (Settings.torch): no CUDA allocator is there to raise it."""
        if handler.type is None or releaseinfo.torch_cpu_only(self) is None:
            return False
        types = handler.type.elts if isinstance(handler.type, ast.Tuple) else [handler.type]
        if not types:
            return False
        for node in types:
            value = self.eval(node, st.copy())
            if not isinstance(value, Symbol) or value.qualname not in _CUDA_ONLY_ERRORS:
                return False
        return True

    def _s_Match(self, stmt: ast.Match, st: State) -> State:
        subject: ast.expr = stmt.subject
        hidden = None
        if not _is_chain(subject):
            # `match target.split(":")`: the subject is evaluated once, as Python does; the cases
            # test that value, kept under a name no code can write (removed after the statement).
            hidden = f"<match subject {stmt.lineno}:{stmt.col_offset}>"
            st.env[hidden] = self.eval(subject, st)
            subject = ast.copy_location(ast.Name(hidden, ast.Load()), subject)
        kind = _sequence_kind(self.eval(subject, st), st) if _has_sequence_pattern(stmt) else None
        cases = _case_tests(stmt, subject, kind)
        if cases is not None:
            # The cases as an `if`/`elif` chain on what each pattern tests (`subject == value`,
            # `len(subject) == 2 and subject[0] == "cpu"`), decided the same way (a known value
            # picks its case; a flag's default says so; conditions kept).
            result = self._match_from(stmt, cases, 0, st)
        else:
            result = self._match_joined(stmt, st, kind)
        if hidden is not None and not result.dead:
            result.env.pop(hidden, None)
            result.paths = pathcond.forget(result.paths, hidden)
        return result

    def _match_joined(self, stmt: ast.Match, st: State, kind: bool | None) -> State:
        """Every case may run (class or mapping patterns, a subject of unknown kind): joined; but a
        sequence pattern never matches a subject that is surely no list or tuple (`kind` False)."""
        if _is_chain(stmt.subject):
            self.eval(stmt.subject, st)  # (another subject was evaluated once, by _s_Match)
        result: State | None = None
        for case in stmt.cases:
            if kind is False and isinstance(_unnamed(case.pattern), ast.MatchSequence):
                continue
            branch = st.copy()
            for name in sorted(_pattern_names(case.pattern)):
                self.assign(ast.Name(name, ast.Store()), UNKNOWN, branch, stmt)
            branch = self.exec_block(case.body, branch)
            result = branch if result is None else join_states(result, branch)
        last = stmt.cases[-1] if stmt.cases else None
        if result is not None and last is not None and last.guard is None and _irrefutable(last.pattern):
            return result  # a final `case _:` (or `case name:`): some case always runs
        # No case may match.
        return st if result is None else join_states(result, st)

    def _match_from(self, stmt: ast.Match, cases: list[_CaseTest], i: int, st: State) -> State:
        if i == len(cases):
            return st  # no case matched
        case = cases[i]
        body = stmt.cases[i].body

        def run(s: State) -> State:
            for name, expr in case.captures:
                self.assign(ast.Name(name, ast.Store()), self.eval(expr, s), s, stmt)
            return self.exec_block(body, s)

        if case.test is None:  # `case _:` (or `case name:`, bound to the subject)
            return run(st)
        self.decided_by = None
        decided, branch = self._decide(case.test, st)
        if decided is not None and self.decided_by is not None:
            chosen = decided
            return flags.arm_decided(
                self,
                self.decided_by,
                lambda s: run(s) if chosen else self._match_from(stmt, cases, i + 1, s),
                st,
            )
        if decided is True:
            return run(st)
        if decided is False:
            return self._match_from(stmt, cases, i + 1, st)
        other = st.copy()
        if branch is not None:
            st.paths, other.paths = branch.then_info, branch.else_info
        a = run(st)
        b = self._match_from(stmt, cases, i + 1, other)
        return join_states(a, b, branch)

    def _s_Global(self, stmt: ast.Global | ast.Nonlocal, st: State) -> State:
        if self.depth:
            # The function may bind the module's (or an enclosing function's) name: conditions
            # read on it before are other conditions after the call (core/paths.py).
            for name in stmt.names:
                self.tracker.global_written(name)
            if isinstance(stmt, ast.Global) and self._declared:
                self._declared[-1].extend(stmt.names)
        return st

    _s_Nonlocal = _s_Global

    def _s_Pass(self, stmt: ast.stmt, st: State) -> State:
        return st

    def _s_Break(self, stmt: ast.Break, st: State) -> State:
        frame = sweeps.innermost(self.loop_stack, self.depth)
        if frame is None or not frame.sweep:
            return st  # (a loop walked once: the pass goes on, as a later iteration would)
        frame.exits += 1
        frame.breaks.append(st)
        return State(st.env, st.heap, True, st.paths)

    def _s_Continue(self, stmt: ast.Continue, st: State) -> State:
        frame = sweeps.innermost(self.loop_stack, self.depth)
        if frame is None or not frame.sweep:
            return st
        frame.skips += 1
        frame.continues.append(st)
        return State(st.env, st.heap, True, st.paths)

    # ------------------------------------------------------------ assignment

    def assign(self, target: ast.expr, value: Value, st: State, stmt: ast.AST) -> None:
        if isinstance(target, ast.Name):
            st.env[target.id] = value
            if st.paths is not None:
                st.paths = pathcond.forget(st.paths, target.id)
        elif isinstance(target, (ast.Tuple, ast.List)):
            if type(value) is Ref:
                value = objects.record_as_tuple(self, value, st) or value  # a namedtuple instance
            starred = [i for i, elt in enumerate(target.elts) if isinstance(elt, ast.Starred)]
            if len(starred) == 1 and isinstance(value, Seq) and len(value.items) >= len(target.elts) - 1:
                # `*path, leaf = key.split(".")`: the starred name takes the middle as a list
                at, tail = starred[0], len(target.elts) - starred[0] - 1
                middle = value.items[at : len(value.items) - tail]
                for i, elt in enumerate(target.elts):
                    if i < at:
                        self.assign(elt, value.items[i], st, stmt)
                    elif i == at:
                        self.assign(elt.value, Seq(middle, False), st, stmt)  # type: ignore[attr-defined]
                    else:
                        self.assign(elt, value.items[len(value.items) - (len(target.elts) - i)], st, stmt)
                return
            items = value.items if isinstance(value, Seq) and len(value.items) == len(target.elts) else None
            if items is None and type(value) is OneOf:
                items = _unpacked_options(value, len(target.elts))
            for i, elt in enumerate(target.elts):
                if isinstance(elt, ast.Starred):
                    self.assign(elt.value, UNKNOWN, st, stmt)
                else:
                    self.assign(elt, items[i] if items is not None else UNKNOWN, st, stmt)
        elif isinstance(target, ast.Attribute):
            self._set_attr(target, value, st, stmt)
        elif isinstance(target, ast.Subscript):
            holder = self._dict_holder(target.value, st)
            if holder is not None:
                # (`gc.__dict__["use_cache"] = False`: an attribute of a config written, objects.py)
                ref = self.eval(holder, st)
                if objects.config_dict_item(self, ref, self.eval(target.slice, st), value, st, stmt):
                    return
            key = self._const_key(target.slice, st)
            self.tracker.items_written(target.slice)
            base = self.eval(target.value, st)
            if isinstance(base, Symbol):
                flags.assign_item(self, base, key, value, st)  # os.environ["X"] = ...
            for obj in self._writable(base, st):
                if isinstance(obj, IniObj) and key is not None:
                    obj.items[key] = confs.ini_section(self, value, stmt, st)  # (`parser["decoding"] = {...}`)
                elif isinstance(obj, DictObj):
                    if key is None:
                        # (a key the walk does not know, `sessions[uuid4().hex] = {...}`: every item
                        # may be the one replaced; the values so written are kept apart, for a
                        # read with a key it does not know either, `sessions[session_id]`)
                        before = obj.items.get(ANY_KEY)
                        obj.havoc()
                        obj.items[ANY_KEY] = value if before is None else join(before, value)
                    else:
                        obj.items[key] = value
                elif isinstance(obj, BatchObj):
                    batches.write_key(obj, key, value, len(options(base)) == 1)
        elif isinstance(target, ast.Starred):
            self.assign(target.value, UNKNOWN, st, stmt)

    def _set_attr(self, target: ast.Attribute, value: Value, st: State, stmt: ast.AST) -> None:
        self.write_attr(self.eval(target.value, st), target.attr, value, st, stmt)

    def write_attr(self, base: Value, attr: str, value: Value, st: State, stmt: ast.AST) -> None:
        """`base.attr = value` (also `setattr(base, "attr", value)`), on every object base may name."""
        self.tracker.attribute_written(attr)
        refs = options(base)
        for ref in refs:
            if isinstance(ref, ClassVal):
                objects.set_class_attr(self, ref, attr, value if len(refs) == 1 else UNKNOWN, st)
                continue
            obj = st.heap.writable(ref)
            if obj is None:
                continue
            if len(refs) > 1:
                # The write happens on one of several objects: each may or may not see it.
                value_here = join(value, self._read_attr(obj, attr, st))
            else:
                value_here = value
            if isinstance(obj, GenConfigObj):
                obj.fields[attr] = self._origin_const(value_here, stmt, f"generation config `{attr}` set here")
                if attr not in obj.attr_written:
                    obj.attr_written |= {attr}
                if attr.endswith("_token_id"):
                    given = isinstance(stmt, ast.Assign) and self._is_token_id(stmt.value, st)
                    if given != (attr in obj.token_ids):
                        obj.token_ids = obj.token_ids | {attr} if given else obj.token_ids - {attr}
            elif isinstance(obj, ConfigObj):
                obj.fields[attr] = self._origin_const(value_here, stmt, f"model config `{attr}` set here")
                if attr not in obj.written and len(refs) == 1:
                    obj.written = obj.written | {attr}
            elif isinstance(obj, ModelObj):
                if attr in ("generation_config", "config") and objects.kept_by_peft_wrapper(obj, attr):
                    # (the wrapper keeps it as its own attribute; the model keeps its own)
                    value_here = UNKNOWN
                if attr == "generation_config":
                    obj.gen_config = value_here
                elif attr == "config":
                    obj.config = value_here
                else:
                    objects.set_model_attr(self, obj, attr, value_here, st)
            elif isinstance(obj, InstanceObj):
                setter = None
                if type(obj) is InstanceObj and obj.cls is not None:
                    setter = objects.property_setter(self, obj.cls, attr, st)
                cut = setter is not None and (
                    self.depth >= MAX_CALL_DEPTH or self._active.count(id(setter.node)) >= MAX_RECURSION or self.exhausted
                )
                if setter is not None and len(refs) == 1 and not cut:
                    # `engine.mode = "speculative"` of a property with a setter: Python runs the setter
                    self._call_user_function(setter, _Call(objects.empty_call().node, (value,), {}, False), st, ref)
                elif setter is not None:
                    # (a setter run on one of several objects, or one the walk cannot follow here:
                    # what it writes on the object is not known, nor what it does with the value)
                    own = objects.class_level_names(self, obj.cls, st) if obj.cls is not None else ()
                    for key in {*obj.attrs, *own}:
                        obj.attrs[key] = UNKNOWN
                    self._havoc_args(_Call(objects.empty_call().node, (value,), {}, False), st)
                else:
                    obj.attrs[attr] = value_here
            elif isinstance(obj, UserDictObj):
                objects.set_dict_instance_attr(self, ref, attr, value_here, st)
            elif isinstance(obj, ConfigDictObj):
                confs.written(self, ref, attr, value_here, st)
            elif isinstance(obj, PipelineObj) and attr == "model":
                obj.model = value_here
            elif isinstance(obj, PipelineObj) and attr == "tokenizer":
                obj.tokenizer = value_here
            elif isinstance(obj, TokenizerObj) and attr in _PAD_ATTRS:
                obj.pad = value_here if len(refs) == 1 else UNKNOWN
            elif isinstance(obj, TokenizerObj) and attr in ("eos_token", "eos_token_id"):
                obj.eos = value_here if len(refs) == 1 and attr == "eos_token" else UNKNOWN

    def _dict_update(self, target: ast.expr, call: _Call, st: State) -> bool:
        """`obj.__dict__.update(d, k=v)` or `vars(obj).update(...)` on an instance of a class of the
        file's (a settings object taking its attributes from keywords, `self.__dict__.update(kwargs)`)
        or on a parsed command line (`vars(args).update(yaml.safe_load(fh))`: a config file's
        settings over the options' defaults): each key of what is given is written as an attribute,
        as `setattr` would, when every key is known (a dict the walk knows in full, keywords
        without `**` it cannot read); with keys it cannot list, every attribute the object holds
        or its classes define becomes unknown. A generation config or a model config
        (`vars(gc).update(profile)`, `model.config.__dict__.update(overrides)`) is written the same
        way (objects.config_dict_update). Only on an object named by a name or an attribute chain;
        else False, and the call is walked as before."""
        holder = self._dict_holder(target, st)
        if holder is None or len(call.args) > 1:
            return False
        ref = self.eval(holder, st)
        if objects.config_dict_update(self, ref, call, st):
            return True
        obj = st.heap.get(ref) if len(options(ref)) == 1 else None
        # (a parsed command line too: `vars(args).update(yaml.safe_load(fh))`, the settings of a
        # config file over the options' defaults)
        if not (type(obj) is InstanceObj and obj.cls is not None or type(obj) is flags.NamespaceObj):
            return False
        assert isinstance(obj, InstanceObj)
        items = objects.dict_items(call, st)  # (`**extra`: keys it cannot list)
        if items is None:
            # Keys the walk cannot list: any attribute may now be set, the ones its classes
            # define (`use_cache = False` in the class body) no longer read there.
            own = objects.class_level_names(self, obj.cls, st) if obj.cls is not None else ()
            for key in {*obj.attrs, *own}:
                self.write_attr(ref, key, UNKNOWN, st, call.node)
            return True
        for key, value in items:
            self.write_attr(ref, key, value, st, call.node)
        return True

    def _dict_holder(self, target: ast.expr, st: State) -> ast.expr | None:
        """`x` of `x.__dict__` or `vars(x)`, where `x` is a name or an attribute chain; else None."""
        if isinstance(target, ast.Attribute) and target.attr == "__dict__":
            holder = target.value
        elif self._is_vars_of_one(target, st):
            holder = target.args[0]  # type: ignore[attr-defined]
        else:
            return None
        base = holder
        while isinstance(base, ast.Attribute):
            base = base.value
        return holder if isinstance(base, ast.Name) else None

    def _is_vars_of_one(self, node: ast.expr, st: State) -> bool:
        """`vars(x)`: the builtin given one name or attribute chain."""
        if not (isinstance(node, ast.Call) and len(node.args) == 1 and not node.keywords):
            return False
        if isinstance(node.args[0], ast.Starred) or not isinstance(node.func, ast.Name) or node.func.id != "vars":
            return False
        callee = self.eval(node.func, st)
        return isinstance(callee, Symbol) and callee.qualname == "builtins.vars"

    def _is_token_id(self, node: ast.expr, st: State) -> bool:
        """Whether an expression gives a special token id of a tokenizer on every path
        (`tokenizer.eos_token_id`, `tok.pad_token_id or tok.eos_token_id`): None or an id of its
        vocabulary, never negative."""
        if isinstance(node, ast.Attribute):
            if node.attr not in _TOKEN_ID_ATTRS:
                return False
            objs = [st.heap.get(o) for o in options(self.eval(node.value, st))]
            return bool(objs) and all(isinstance(o, TokenizerObj) for o in objs)
        if isinstance(node, ast.BoolOp):
            return all(self._is_token_id(v, st) for v in node.values)
        if isinstance(node, ast.IfExp):
            return self._is_token_id(node.body, st) and self._is_token_id(node.orelse, st)
        return False

    def _origin_const(self, value: Value, stmt: ast.AST, note: str) -> Value:
        def stamp(v: Value) -> Value:
            if isinstance(v, Const) and v.origin is None:
                return Const(v.value, self.origin(stmt, note), v.node)
            return v

        return join_all(stamp(o) for o in options(value))

    # ------------------------------------------------------------ expressions

    def _writable(self, value: Value, st: State) -> list[Obj]:
        """The objects a value names, ready to be changed on this path."""
        return [obj for o in options(value) if (obj := st.heap.writable(o)) is not None]

    def _objs(self, value: Value, st: State) -> list[Obj]:
        """The objects a value names, for reading."""
        return [obj for o in options(value) if (obj := st.heap.get(o)) is not None]

    def _const_key(self, node: ast.expr, st: State) -> str | None:
        return objects.dict_key(self.eval(node, st))

    def lookup(self, name: str, st: State) -> Value:
        if name in st.env:
            value = st.env[name]
            if isinstance(value, LazyImport):
                value = st.env[name] = self._force(value, st)
            return value
        if self._frames:
            if self._reads is not None:
                self._reads.add(name)
            if name in self.globals:
                # (A module's globals may be a cached summary shared by other analyses: never written.)
                return self._force(self.globals[name], st)
        if self.star_transformers and imports.star_import_provides(name):
            return Symbol("transformers." + name)
        if hasattr(builtins, name):
            return Symbol("builtins." + name)
        if name == "__file__":
            return files.script_file(self)
        return UNKNOWN

    def eval(self, node: ast.expr | None, st: State) -> Value:
        if node is None:
            return UNKNOWN
        # (what _tick() does, written out: this runs for every expression the walk meets)
        self.steps = steps = self.steps + 1
        if steps > self._limit and not self._checked(steps):
            return UNKNOWN
        try:
            method = _EVAL[type(node)]
        except KeyError:
            kind = type(node)
            method = _EVAL[kind] = getattr(Interpreter, "_e_" + kind.__name__, None) or _eval_children
        try:
            return method(self, node, st)
        except RecursionError:
            if self.import_depth > 0:
                self.exhausted = True  # (an imported module: its walk ends, its values unknown)
                self._limit = -1
                return UNKNOWN
            # The statement (or followed call) holding this expression is cut: see _exec_top.
            raise _TooDeep from None

    def _e_Constant(self, node: ast.Constant, st: State) -> Value:
        return Const(node.value, self.origin(node, f"`{_short(node)}` written here"), node)

    def _e_Name(self, node: ast.Name, st: State) -> Value:
        return self.lookup(node.id, st)

    def _e_NamedExpr(self, node: ast.NamedExpr, st: State) -> Value:
        value = self.eval(node.value, st)
        self.assign(node.target, value, st, node)
        return value

    def _e_IfExp(self, node: ast.IfExp, st: State) -> Value:
        self.decided_by = None
        decided, branch = self._decide(node.test, st)
        flag = self.decided_by
        if decided is not None and flag is not None:
            return flags.eval_decided(self, node.body if decided else node.orelse, flag, st)
        if decided is True:
            return self.eval(node.body, st)
        if decided is False:
            return self.eval(node.orelse, st)
        a, b = self._arms(node, st)
        if branch is not None:
            # (no new fact for the rest of the path, but the bindings the condition read stay known)
            st.paths = pathcond.join_info(branch.then_info, branch.else_info)
            return join_tagged(a, branch.then_dnf, b, branch.else_dnf)
        return join(a, b)

    def _arms(self, node: ast.IfExp, st: State) -> tuple[Value, Value]:
        """The values of an undecided `x if test else y`'s arms; each reads the one name the test
        narrows as it is there (`st.sidebar if st is not None else fallback`, of a module that
        an `except ImportError` set to None)."""
        split = self._split_by_test(node.test, st)
        if split is None:
            return self.eval(node.body, st), self.eval(node.orelse, st)
        name, yes, no = split
        held = st.env[name]
        try:
            st.env[name] = yes
            a = self.eval(node.body, st)
            st.env[name] = no
            b = self.eval(node.orelse, st)
        finally:
            st.env[name] = held
        return a, b

    def _e_UnaryOp(self, node: ast.UnaryOp, st: State) -> Value:
        v = self.eval(node.operand, st)
        if isinstance(node.op, ast.Not):

            def neg(o: Value) -> Value:
                if isinstance(o, Const):
                    # (no literal holds the negated value: a fix at the origin would write the
                    # needed value where its opposite is wanted, `for_training: bool = True`)
                    return Const(not o.value, o.origin, None)
                if type(o) is Seq:
                    # (`if not batch:` of a list the walk knows; a default that decided it stays)
                    return Const(not o.items, flags.seq_flag_origin(o))  # type: ignore[attr-defined,arg-type]
                empty = flags.argv_tail_truth(self, o, node)
                if empty is not None:
                    return Const(True, empty.origin)  # (`if not argv:` of `sys.argv[1:]`: core/flags.py)
                # (`not extra` of a plain dict the walk knows: `{}` or `{"assistant_model": d}`)
                known = flags.truth(o, st) if isinstance(o, Ref) else None
                return UNKNOWN if known is None else Const(not known)

            return join_all(neg(o) for o in options(v))
        if isinstance(node.op, ast.USub) and isinstance(v, Const) and isinstance(v.value, (int, float)):
            return Const(-v.value, v.origin, None)
        return UNKNOWN

    def _e_Tuple(self, node: ast.Tuple | ast.List, st: State) -> Value:
        items: list[Value] = []
        ints: set[int] = set()
        known = True
        for elt in node.elts:
            if isinstance(elt, ast.Starred):
                # (`(fn.__name__, *args)`: a tuple or list the walk knows item by item, spliced)
                spread = self.eval(elt.value, st)
                if type(spread) is Seq and spread.count is None:
                    ints.update(len(items) + i for i in spread.ints)
                    items.extend(spread.items)
                else:
                    known = False
                continue
            if self._table_eos_id(elt, st):
                ints.add(len(items))
            items.append(self.eval(elt, st))
        return Seq(tuple(items), isinstance(node, ast.Tuple), None, frozenset(ints)) if known else UNKNOWN

    def _table_eos_id(self, node: ast.expr, st: State) -> bool:
        """`tokenizer.eos_token_id` where the table says the eos text of the checkpoint's tokenizer
        and the script did not set another: an int (the token's id), whose value is not known."""
        if not isinstance(node, ast.Attribute) or node.attr != "eos_token_id":
            return False
        objs = [st.heap.get(o) for o in options(self.eval(node.value, st))]
        return bool(objs) and all(
            isinstance(o, TokenizerObj) and o.eos is ABSENT and isinstance(self._eos_token(o), Const) for o in objs
        )

    _e_List = _e_Tuple

    def _e_Set(self, node: ast.Set, st: State) -> Value:
        items = []
        for elt in node.elts:
            if isinstance(elt, ast.Starred):
                self.eval(elt.value, st)
                return UNKNOWN
            items.append(self.eval(elt, st))
        return Members(tuple(items))

    def _e_Dict(self, node: ast.Dict, st: State) -> Value:
        entries: list[tuple[Value | None, Value]] = []
        id_keyed = False
        for key, val in zip(node.keys, node.values):
            entries.append((None if key is None else self.eval(key, st), self.eval(val, st)))
            id_keyed = id_keyed or (key is not None and self._tokenizer_token_id(key, st))
        built = self._built_dict(self.origin(node, "dict built here"), entries, st)
        if id_keyed:
            # (`{tokenizer.eos_token_id: -5.0}`: a key that is one id (an int, or None), never a
            # tuple of ids: HF186's sequence_bias keyed by single ids)
            for o in options(built):
                obj = st.heap.get(o)
                if type(obj) is DictObj:
                    obj.int_keys = True
        return built

    def _tokenizer_token_id(self, key: ast.expr, st: State) -> bool:
        """Whether `key` reads one of a tokenizer's special token ids (`tok.eos_token_id`), on a
        tokenizer the walk knows on every path."""
        if not (isinstance(key, ast.Attribute) and key.attr in _TOKEN_ID_ATTRS):
            return False
        holder = key.value
        if isinstance(holder, ast.Attribute):
            holder = holder.value  # (`self.tokenizer.eos_token_id`)
        if not isinstance(holder, ast.Name):
            return False  # (read again below: only a name or a name's attribute, which reading twice leaves alone)
        base = self.eval(key.value, st)
        opts = options(base)
        return bool(opts) and all(isinstance(st.heap.get(o), TokenizerObj) for o in opts)

    def _built_dict(self, origin: Origin | None, entries: list[tuple[Value | None, Value]], st: State) -> Value:
        """The dict `{k: v, **d, ...}` (or `dict(d, k=v)`) makes from its entries in order (key None:
        a `**` spread). A spread of a dict that differs by path (`extra = {}` on one arm and
        `{"cache_implementation": "static"}` on the other, a request's params read from a queue
        of jobs) makes one dict per path, each keeping its path's guards, so that what one
        path's dict holds never meets another path's keys; past a few such dicts, one dict that
        may hold keys the walk does not know, as for any spread it cannot read."""
        forks = 1
        first = None
        for i, (key, v) in enumerate(entries):
            if key is None and self._several_dicts(v, st):
                forks *= len(options(v))
                first = i if first is None else first
        if first is not None and forks <= _MAX_DICT_FORKS:
            at = first

            def one(opt: Value) -> Value:
                return self._built_dict(origin, entries[:at] + [(None, opt)] + entries[at + 1 :], st)

            return map_value(entries[at][1], one)
        obj = DictObj(origin)
        for key, v in entries:
            if key is None:
                self._merge_into(obj, v, st)
            elif (k := objects.dict_key(key)) is not None:
                obj.items[k] = v  # (a string, a plain enum's member, a tuple of scalars: a route table's `("POST", "/v1")`)
            else:
                obj.complete = obj.gen_defaults = False
                if isinstance(key, Const) and type(key.value) is int:
                    obj.int_keys = True
                    obj.int_items[key.value] = v  # (`RANK_CONFIGS = {0: {...}}`, read by `RANK_CONFIGS[rank]`)
        return st.heap.new(obj)

    def _several_dicts(self, value: Value, st: State) -> bool:
        opts = options(value)
        return len(opts) > 1 and all(type(o) is Ref and type(st.heap.get(o)) is DictObj for o in opts)

    def _merge_into(self, target: DictObj, value: Value, st: State) -> None:
        # (an int key the merge brings is known only where the target held nothing before: `{**table}`)
        fresh = not target.items and target.complete and not target.int_items
        target.int_items = {}
        if type(value) is Seq:
            pairs = _key_value_pairs(value)  # `dict(zip(keys, values))`, `dict([("a", 1)])`
            if pairs is not None:
                target.items.update(pairs)
                return
        objs = [st.heap.get(o) for o in options(value)]
        if len(objs) == 1 and isinstance(objs[0], DictObj):
            src = objs[0]
            flag = src.origin.flag if src.origin is not None else None
            if flag is not None and flag.kind == "environment":
                # (a layer of the environment: what it does not hold now, a variable set when
                # the script runs may add; the values below it hold while none is set)
                for k, v in target.items.items():
                    if k not in src.items:
                        target.items[k] = flags.stamp(v, flag)
                # (and the dict made holds what the environment sets, as a layer of it)
                base = target.origin or src.origin
                if base is not None and base.flag is None:
                    target.origin = Origin(base.span, base.note, base.path, flag)
            # (`{**gc.to_dict(), **overrides}`: the keys a config's dict leaves out hold the
            # release's defaults only while it is the first part; over other keys it would put
            # back the defaults of the fields they set)
            defaults = src.gen_defaults and fresh or target.gen_defaults and src.complete
            if fresh:
                target.int_items = dict(src.int_items)
            target.items.update(src.items)
            target.complete = target.complete and src.complete
            target.gen_defaults = defaults
        elif len(objs) == 1 and isinstance(objs[0], BatchObj):
            # `{**inputs, ...}`, `dict(inputs, streamer=...)`: a tokenizer's output holds the
            # tensors (the batch, as `**inputs` gives generate) and no generation setting.
            target.items["input_ids"] = _batch_member(objs[0], value, st)
            target.items["attention_mask"] = UNKNOWN
            target.items.update(batches.written_keys(objs[0]))
        else:
            target.complete = target.gen_defaults = False

    def _e_Subscript(self, node: ast.Subscript, st: State) -> Value:
        if isinstance(node.ctx, ast.Load) and (length := cropbound.prompt_length(self, node, st)) is not None:
            return length  # (`inputs["input_ids"].shape[1]`: the prompt's length, HF156)
        base = self.eval(node.value, st)
        if base is not UNKNOWN and isinstance(node.ctx, ast.Load):
            self._cache_subscript(base, node, st)
        if isinstance(node.slice, ast.Slice):
            return self._sliced(base, node.slice, st)
        key_value = self.eval(node.slice, st)
        key = objects.dict_key(key_value)
        out: list[Value] = []
        for o in options(base):
            obj = st.heap.get(o)
            if isinstance(obj, DictObj) and key is not None:
                v = obj.get(key)
                picked_by = flags.flag_of(key_value) if isinstance(key_value, Const) else None
                if picked_by is not None and v is not ABSENT:
                    v = flags.chosen_by(v, picked_by, st)  # (`PRESETS[args.preset]`: holds while the default does)
                out.append(UNKNOWN if v is ABSENT else v)
            elif isinstance(obj, DictObj) and isinstance(key_value, Const) and (row := _int_item(obj, key_value)) is not None:
                picked_by = flags.flag_of(key_value)
                out.append(row if picked_by is None else flags.chosen_by(row, picked_by, st))
            elif isinstance(obj, DictObj) and type(key_value) is OneOf:
                out.append(_items_of_keys(obj, key_value))
            elif (
                isinstance(obj, DictObj)
                and key_value is UNKNOWN
                or isinstance(obj, DictObj)
                and key is None
                and type(key_value) is Const
            ):
                out.append(_item_of_any_key(obj))
            elif isinstance(obj, BatchObj):
                # inputs["input_ids"] has the batch's size; `ids[:, :8]` (a tuple key) keeps the
                # rows, not the length of each sequence
                keyed = isinstance(key_value, Const) and isinstance(key_value.value, str)
                if obj.one_text and isinstance(key_value, Const) and key_value.value == "input_ids":
                    out.append(_ids_of_one_text(obj))
                    continue
                if keyed and obj.chat:
                    out.append(_batch_member(obj, o, st))
                    continue
                out.append(o if obj.length is UNKNOWN or keyed else _rows_only(obj, st))
            elif isinstance(obj, OutputObj):
                out.append(_output_member(obj, key))  # (a ModelOutput reads as a dict too)
            elif isinstance(o, Symbol) and o.qualname == "os.environ":
                out.append(flags.environ_item(self, key, st))  # what the script set, else unknown
            elif type(o) is tables.Table:
                # (a dataset built in code: `ds["prompt"]` its column, `ds[0]` its first row)
                if key is not None:
                    out.append(tables.column(o, key))
                elif isinstance(key_value, Const) and type(key_value.value) is int:
                    out.append(tables.row(o, key_value.value, st.heap))
                else:
                    out.append(UNKNOWN)
            elif (
                type(obj) is InstanceObj
                and obj.cls is not None
                and (getitem := objects.method_of(self, obj.cls, "__getitem__", st)) is not None
            ):
                # `store[session_id]` of a class of the file: its own `__getitem__(self, key)`
                out.append(self._call_user_function(getitem, _Call(node, (key_value,), {}, False), st, o))  # type: ignore[arg-type]
            elif isinstance(obj, InstanceObj) and isinstance(node.slice, ast.Constant) and type(node.slice.value) is int:
                row = objects.record_as_tuple(self, o, st)  # settings[0] of a namedtuple
                idx = node.slice.value
                out.append(row.items[idx] if row is not None and -len(row.items) <= idx < len(row.items) else UNKNOWN)
            elif isinstance(o, ClassVal) and objects.is_generic_class(self, o, st):
                out.append(o)  # `Engine[Model](model)`: a generic class's alias makes its instances
            elif isinstance(o, Seq) and isinstance(key_value, Const) and type(key_value.value) is int:
                # (`options[index]` with a known index too: a widget's `index=0` default)
                idx = key_value.value
                out.append(o.items[idx] if -len(o.items) <= idx < len(o.items) else UNKNOWN)
            else:
                out.append(UNKNOWN)
        return join_all(out)

    def _sliced(self, base: Value, part: ast.Slice, st: State) -> Value:
        """`items[a:b:c]` of a list the walk knows, with known bounds (what a sweep or a batch takes)."""
        if (
            isinstance(base, Symbol)
            and base.qualname == "sys.argv"
            and isinstance(part.lower, ast.Constant)
            and part.lower.value == 1
            and part.upper is None
            and part.step is None
        ):
            return flags.ArgvTail()  # (the command line's arguments: core/flags.py)
        if type(base) is tables.Table:
            bounds = [self.eval(b, st) if b is not None else Const(None) for b in (part.lower, part.upper, part.step)]
            if all(isinstance(b, Const) and (b.value is None or type(b.value) is int) for b in bounds) and bounds[2].value != 0:  # type: ignore[attr-defined]
                return tables.sliced(base, slice(*(b.value for b in bounds)), st.heap)  # type: ignore[attr-defined]
            return UNKNOWN
        return batches.sliced(self, base, part, st)

    def _e_Attribute(self, node: ast.Attribute, st: State) -> Value:
        base = self.eval(node.value, st)
        if node.attr == "__class__" and objects.config_class(base, st) is not UNKNOWN:
            return objects.config_class(base, st)
        if node.attr == "__dict__" and node is not self._dict_receiver and objects.is_config(base, st):
            # `d = gc.__dict__`: the config's own dict, which later writes through `d` change;
            # not followed, so every field may have been written (objects.forget_fields)
            objects.forget_fields(base, st)
            return UNKNOWN
        if node.attr == "__dict__" and node is not self._dict_receiver:
            # (`request.__dict__` of a pydantic model: its fields, as `dict(request)`)
            pairs = objects.pydantic_pairs(self, base, st)
            if pairs is not None:
                made = DictObj(self.origin(node, "`__dict__` read here"))
                self._merge_into(made, pairs, st)
                return st.heap.new(made)
        if type(base) is objects.AcceleratorVal:
            known = processes.attribute(self, node)
            if known is not None:
                return known
        if type(base) is Symbol:
            self._removed_attribute(base, node.attr, node, st)
        self._cache_member(base, node.attr, node, st)
        self._model_member(base, node.attr, node, st)
        self._output_field(base, node.attr, node, st)
        queues.attribute_read(base, st)  # (read other than to call it at once: the count ends)
        if type(base) is OneOf:
            return join_all(self._attr_of(o, node.attr, st) for o in base.options)
        return self._attr_of(base, node.attr, st)  # (one path: no generator, no join)

    def _attr_of(self, base: Value, attr: str, st: State) -> Value:
        if isinstance(base, Symbol):
            qualname = f"{base.qualname}.{attr}"
            known = releaseinfo.symbol_value(self, qualname, self._stmt) if attr == "__version__" else None
            if known is None and self.web_request is not None:
                known = webapps.request_field(self, qualname)  # (`request.json` in a view a test client runs)
            return known if known is not None else Symbol(qualname)
        if isinstance(base, ModuleVal):
            return self._module_global(base, attr, st)
        hook = _ATTR_HOOKS.get(type(base))
        if hook is not None:
            return hook(self, base, attr, st)
        obj = st.heap.get(base)
        if obj is None:
            return UNKNOWN
        return self._read_attr(obj, attr, st, base)

    def _read_attr(self, obj: Obj, attr: str, st: State, ref: Value = UNKNOWN) -> Value:
        if isinstance(obj, ModelObj):
            if attr == "generation_config":
                return obj.gen_config
            if attr == "config":
                return obj.config
            return objects.model_attr(self, obj, attr, st, ref)
        if isinstance(obj, GenConfigObj):
            if attr in objects.GEN_CONFIG_METHODS:
                return objects.LibraryMethod(ref, attr)  # (`pool.submit(gc.save_pretrained, folder)`)
            return releaseinfo.gen_config_field(self, obj, attr, self._stmt)
        if isinstance(obj, ConfigObj):
            return obj.get(attr)
        if isinstance(obj, InstanceObj):
            if attr in obj.attrs:
                return obj.attrs[attr]
            if attr == "__dict__" and isinstance(obj, flags.NamespaceObj):
                flags.expose(self, ref, st)
            return objects.instance_attr(self, obj, attr, st, ref)
        if isinstance(obj, UserDictObj):
            return objects.dict_instance_attr(self, obj, attr, st, ref)
        if isinstance(obj, ConfigDictObj):
            v = obj.get(attr)
            return UNKNOWN if v is ABSENT else v
        if isinstance(obj, PipelineObj):
            where = self.origin(self._stmt, "`generation_config` of the pipeline read here") if self._stmt else None
            return pipelines.read_attr(obj, attr, st.heap, ref, where)
        if isinstance(obj, BatchObj) and attr in ("input_ids", "attention_mask", "input_features", "input_values"):
            if obj.one_text and attr == "input_ids":
                return _ids_of_one_text(obj)
            return _batch_member(obj, ref, st)
        if isinstance(obj, OutputObj):
            return _output_member(obj, attr)
        if isinstance(obj, ExportWrapperObj) and attr in objects.EXPORT_WRAPPER_METHODS:
            return objects.LibraryMethod(ref, attr)
        if isinstance(obj, TokenizerObj) and attr == "pad_token_id":
            return self._pad_token_id(obj)
        if isinstance(obj, TokenizerObj) and attr == "eos_token":
            return self._eos_token(obj)
        if isinstance(obj, TokenizerObj) and attr == "tokenizer":
            # `processor.tokenizer`: a processor is followed as the tokenizer of its checkpoint
            # (AutoProcessor, LlavaProcessor, ... load as one), and its `tokenizer` attribute is
            # that checkpoint's tokenizer (what `tokenizer=processor.tokenizer` passes, HF107)
            return ref
        return UNKNOWN

    def _eos_token(self, tok: TokenizerObj) -> Value:
        """`tokenizer.eos_token`: what the script set, else the text of the eos token of the
        checkpoint's tokenizer where the table says (GPT-2's "<|endoftext|>"); unknown otherwise."""
        if tok.eos is not ABSENT:
            return tok.eos
        ckpt = tok.checkpoint
        if not (isinstance(ckpt, Const) and isinstance(ckpt.value, str)) or tok.origin is None:
            return UNKNOWN
        from hflint.hubfacts import lookup  # (as flags.py: imported where it is used)

        hub = lookup(ckpt.value)
        if hub is None or hub.tokenizer_eos is None:
            return UNKNOWN
        note = f"`{ckpt.value}`'s tokenizer has the eos token {hub.tokenizer_eos!r} (the table's: {hub.file_name})"
        return Const(hub.tokenizer_eos, Origin(tok.origin.span, note, tok.origin.path))

    def _pad_token_id(self, tok: TokenizerObj) -> Value:
        """`tokenizer.pad_token_id`: None where the script set the pad token to None, or where
        nothing set one and the checkpoint, one of the table's, ships a tokenizer without a pad
        token (GPT-2's; its `tokenizer_config` facts, as HF166 reads them); unknown otherwise."""
        if isinstance(tok.pad, Const) and tok.pad.value is None:
            return tok.pad
        ckpt = tok.checkpoint
        if tok.pad is not ABSENT or not (isinstance(ckpt, Const) and isinstance(ckpt.value, str)):
            return UNKNOWN
        from hflint.hubfacts import lookup  # (as flags.py: imported where it is used)

        hub = lookup(ckpt.value)
        if hub is None or not hub.tokenizer_no_pad or tok.origin is None:
            return UNKNOWN
        note = f"`{ckpt.value}`'s tokenizer has no pad token, so its pad_token_id is None (the table's: {hub.file_name})"
        return Const(None, Origin(tok.origin.span, note, tok.origin.path))

    def _e_ListComp(self, node: ast.ListComp, st: State) -> Value:
        iterable = None if node.generators[0].is_async else self._comprehended(node.generators[0].iter, st)
        if iterable is not None:
            self._cache_iteration(iterable, node.generators[0].target, node.generators[0].iter, st)
        if type(iterable) is OneOf and len(iterable.options) <= _MAX_COMPREHENDED_OPTIONS:
            # Over one of several lists the walk knows (a batch a loop may have grown): the list
            # each makes, under the branch conditions its list held.
            made_per: list[tuple[Value, frozenset]] = []
            for option, guard in guarded(iterable):
                made = self._comprehension(node, st, option, sweep=False)
                if made is None:
                    break
                made_per.append((Seq(tuple(made[0]), False, batches.comprehension_count(node, made[1], len(made[0]))), guard))
            else:
                return join_guarded(made_per)
        made = self._comprehension(node, st, iterable)
        if made is not None and self._token_id_per_word(node, iterable, st):
            return Items("ids", self.origin(node, "one token id per word converted here"))
        if made is not None:
            return Seq(tuple(made[0]), False, batches.comprehension_count(node, made[1], len(made[0])))
        return self._e_GeneratorExp(node, st, iterated=True)

    def _token_id_per_word(self, node: ast.ListComp, iterable: Value | None, st: State) -> bool:
        """`[tokenizer.convert_tokens_to_ids(w) for w in WORDS]` over a non-empty list of strings
        the walk knows, without a filter: one int per word, a flat list of ids (what
        bad_words_ids refuses, HF173), their values unknown. The receiver must be a tokenizer
        (or a processor, followed as one); given a string, convert_tokens_to_ids returns an int."""
        elt, gen = node.elt, node.generators[0]
        if len(node.generators) != 1 or gen.ifs or not isinstance(gen.target, ast.Name):
            return False
        if _converted_name(elt) != gen.target.id or not isinstance(elt, ast.Call):
            return False
        assert isinstance(elt.func, ast.Attribute)  # (what _converted_name found)
        if type(iterable) is not Seq or not iterable.items:
            return False
        if not all(isinstance(i, Const) and isinstance(i.value, str) for i in iterable.items):
            return False
        receivers = options(self.eval(elt.func.value, st))
        return bool(receivers) and all(isinstance(st.heap.get(o), TokenizerObj) for o in receivers)

    def _e_SetComp(self, node: ast.SetComp, st: State) -> Value:
        # `{f.name for f in fields(Args)}` (keys kept from a config dict, `if k in names`): the
        # set of what it makes over lists the walk knows, else unknown.
        made = self._comprehension(node, st)
        if made is not None:
            return Members(tuple(made[0]))
        self.eval(node.elt, st)
        return UNKNOWN

    def _e_DictComp(self, node: ast.DictComp, st: State) -> Value:
        made = self._comprehension(node, st)
        if made is not None:
            items: dict[str, Value] = {}
            for pair in made[0]:
                key = objects.dict_key(pair.items[0]) if type(pair) is Seq else None  # type: ignore[union-attr]
                if key is None:
                    return self._id_keyed_dict(node, st, rows=len(made[0]))
                items[key] = pair.items[1]  # type: ignore[attr-defined]
            origin = self.origin(node, "dict built here")
            flag = flags.listed_environ(made[1])
            if flag is not None:
                # (a layer of the environment's variables: core/flags.py's environ_dict)
                origin = Origin(origin.span, "dict of environment variables built here", origin.path, flags.listed_as(node, flag))
            return st.heap.new(DictObj(origin, items))
        self.eval(node.key, st)
        self.eval(node.value, st)
        return self._id_keyed_dict(node, st)

    def _id_keyed_dict(self, node: ast.DictComp, st: State, rows: int = 0) -> Value:
        """A dict comprehension whose keys the walk does not know: one keyed by a token id
        (`{tokenizer.convert_tokens_to_ids(w): -10.0 for w in words}`, one word each) is a dict
        of unknown keys that are ints (HF186); one keyed by a word's token strings
        (`tuple(tokenizer.tokenize(w))`) over `rows` > 0 elements the walk listed, a dict of such
        keys, not empty (HF197); any other, unknown."""
        key = node.key
        if rows and _token_strings_tuple(key):
            return st.heap.new(DictObj(self.origin(node, "dict built here"), {}, False, text_keys=True))
        if _converted_name(key) is not None:
            return st.heap.new(DictObj(self.origin(node, "dict built here"), {}, False, int_keys=True))
        return UNKNOWN

    def _comprehension(
        self, node: ast.ListComp | ast.SetComp | ast.DictComp, st: State, iterated: Value | None = None, sweep: bool = True
    ) -> tuple[list[Value], Value] | None:
        """A comprehension over lists the walk knows, element by element in its own scope, with
        what its first `for` iterates (None: it cannot list them all). `iterated`: the value of
        the first `for`'s iterable, when the caller evaluated it already. With one `for` whose
        element makes a call (`{name: bench(kw) for name, kw in CONFIGS.items()}`), the elements
        are those of a sweep (core/sweeps.py), as the same `for` statement's would be: a call
        the element reaches names its element and raises surely where the comprehension surely
        gets there. `sweep` False: the iterable is one of several lists (no element is sure)."""
        gens = node.generators
        if any(g.is_async for g in gens):
            return None
        if iterated is None:
            iterated = self._comprehended(gens[0].iter, st)
            self._cache_iteration(iterated, gens[0].target, gens[0].iter, st)
        iterable = objects.enum_listed(self, iterated, st)
        first = sweeps.listed(iterable, st.heap)
        if first is None or (not gens[0].ifs and flags.listed_environ(iterable) is not None):
            # (every variable of the environment, PATH and HOME among them: not known; one that
            # keeps the variables of a name, `if k.startswith("GEN_")`, is: core/flags.py)
            return None
        scope = State(Env(st.env), st.heap, False, st.paths)
        out: list[Value] = []
        frame = self._comprehension_sweep(node, first) if sweep else None

        def walk(i: int, items: list[Value]) -> bool:
            gen = gens[i]
            for index, item in enumerate(items):
                self.assign(gen.target, item, scope, node)
                if frame is not None:
                    frame.turn = sweeps.Turn()
                    frame.label = sweeps.label(gen, iterable, index, item, scope, self)
                keep = True
                for cond in gen.ifs:
                    truth = self._truth(cond, scope)
                    if truth is None:
                        return False
                    keep = keep and truth
                if not keep:
                    continue
                if i + 1 < len(gens):
                    inner = sweeps.listed(self.eval(gens[i + 1].iter, scope), st.heap)
                    if inner is None or not walk(i + 1, inner):
                        return False
                elif isinstance(node, ast.DictComp):
                    out.append(Seq((self.eval(node.key, scope), self.eval(node.value, scope))))
                else:
                    out.append(self.eval(node.elt, scope))
                if len(out) > sweeps.MAX_MADE or self.exhausted:
                    return False
            return True

        if frame is None:
            return (out, iterable) if walk(0, first) else None
        self.loop_stack.append(frame)
        try:
            done = walk(0, first)
        finally:
            self.loop_stack.pop()
        return (out, iterable) if done else None

    def _comprehended(self, node: ast.expr, st: State) -> Value:
        """What a comprehension's first `for` iterates. A generator expression written there
        (`{k: v for k, v in (kv.split("=", 1) for kv in text.split(","))}`, an eval CLI's
        `--gen_kwargs`) is consumed by it, element by element, as `dict(...)` consumes one."""
        if type(node) is ast.GeneratorExp:
            return self._consumed_generator(node, st)
        return self.eval(node, st)

    def _comprehension_sweep(
        self, node: ast.ListComp | ast.SetComp | ast.DictComp, items: list[Value]
    ) -> sweeps.LoopFrame | None:
        """The sweep frame of a comprehension with one `for` whose element makes a call, within
        the bounds of sweeps (None: its elements are walked as values alone)."""
        if len(node.generators) != 1 or not items or len(items) > sweeps.MAX_ELEMENTS:
            return None
        parts = (node.key, node.value) if isinstance(node, ast.DictComp) else (node.elt,)
        if not any(isinstance(n, ast.Call) for part in parts for n in ast.walk(part)):
            return None
        outer = [f for f in self.loop_stack if f.sweep]
        walked = len(items)
        for f in outer:
            walked *= max(1, f.size)
        if walked > sweeps.MAX_WALKED:
            return None
        return sweeps.LoopFrame(self.depth, True, outer[0].run if outer else object(), size=len(items))

    def _e_Compare(self, node: ast.Compare, st: State) -> Value:
        return flags.compare(self, node, st)

    def _e_BinOp(self, node: ast.BinOp, st: State) -> Value:
        if isinstance(node.op, ast.BitOr):
            return self._dict_union(node, st)
        return flags.binop(self, node, st)

    def _dict_union(self, node: ast.BinOp, st: State) -> Value:
        """`base | {"assistant_model": draft}`: a new dict with the right side's keys over the
        left's (a dict each side may be, built per branch: one union per pair, at most a few)."""
        left = self.eval(node.left, st)
        right = self.eval(node.right, st)
        pairs = [(a, b) for a in options(left) for b in options(right)]
        if len(pairs) > 4:
            return UNKNOWN
        out: list[Value] = []
        for a, b in pairs:
            if not (isinstance(st.heap.get(a), DictObj) and isinstance(st.heap.get(b), DictObj)):
                return UNKNOWN  # (a set union, flags or a dict of unknown origin: nothing the rules read)
            union = DictObj(self.origin(node, "dict merged here"))
            self._merge_into(union, a, st)
            self._merge_into(union, b, st)
            out.append(st.heap.new(union))
        return join_all(out)

    def _e_JoinedStr(self, node: ast.JoinedStr, st: State) -> Value:
        """An f-string whose every part is known (`f"{ORG}/{NAME}-{SIZE}"`): the string it makes,
        so a checkpoint named that way is read as any other. Every part is walked for its calls."""
        parts: list[Value | str] = []
        for part in node.values:
            if isinstance(part, ast.FormattedValue):
                value = self.eval(part.value, st)
                spec = self.eval(part.format_spec, st) if part.format_spec is not None else Const("")
                parts.append(_formatted(value, part.conversion, spec))
            elif isinstance(part, ast.Constant) and isinstance(part.value, str):
                parts.append(part.value)
            else:
                parts.append(UNKNOWN)
        if any(p is UNKNOWN for p in parts):
            return UNKNOWN
        text = "".join(p.value if isinstance(p, Const) else p for p in parts)  # type: ignore[misc]
        if len(text) > flags.MAX_STR:
            return UNKNOWN
        for p in parts:
            if isinstance(p, Const) and p.origin is not None and p.origin.flag is not None:
                return Const(text, p.origin)  # (decided by a command-line default: the finding names it)
        return Const(text, self.origin(node, "string built here"))

    def _e_BoolOp(self, node: ast.BoolOp, st: State) -> Value:
        return flags.boolop(self, node, st)

    def _e_Lambda(self, node: ast.Lambda, st: State) -> Value:
        return FuncVal(node, id(node), None, self.module_key, self._closure(st), self._def_defaults(node.args, st))

    def _e_GeneratorExp(self, node: ast.ListComp | ast.GeneratorExp, st: State, iterated: bool = False) -> Value:
        # (the element is walked for its calls, as any other expression; what it makes is a
        # collection of unknown length, which a pipeline call batches; a list comprehension
        # over lists the walk knows is listed instead, _e_ListComp)
        first = node.generators[0]
        if not iterated and not first.is_async and _plain_reference(first.iter):
            # (`sum(k.numel() for k, v in cache)`: what it iterates, read where a plain reference)
            self._cache_iteration(self.eval(first.iter, st), first.target, first.iter, st)
        self.eval(node.elt, st)
        kind = "list" if isinstance(node, ast.ListComp) else "generator"
        return Items(kind, self.origin(node, f"a {kind} built here"))

    def _consumed_generator(self, node: ast.GeneratorExp, st: State) -> Value:
        """A generator expression consumed where it is written: spread into a call
        (`asyncio.gather(*(handle(p) for p in payloads))`) or handed to `list`/`tuple`/`sorted`.
        Its elements are made then, in order, so over lists the walk knows it is walked element
        by element as a list comprehension is (each call with its own element); else as any
        generator expression."""
        made = self._comprehension(node, st)  # type: ignore[arg-type]
        if made is not None:
            return Seq(tuple(made[0]), False)
        return self._e_GeneratorExp(node, st, iterated=True)

    def _e_Yield(self, node: ast.Yield | ast.YieldFrom, st: State) -> Value:
        # The function is a generator: calling it runs nothing yet.
        value = self.eval(node.value, st) if node.value is not None else Const(None)
        if self._yields:
            self._yields[-1].append(value if isinstance(node, ast.Yield) else UNKNOWN)
            frame = self._yield_frames[-1]
            if self._uncertain != frame[0] or not isinstance(node, ast.Yield):
                frame[1] = False
        return UNKNOWN

    _e_YieldFrom = _e_Yield

    def _e_Await(self, node: ast.Await, st: State) -> Value:
        # `await q.get()`, `await handler(request)`: what the awaited call gave (the walk runs an
        # async function's body where it is called).
        if self._tasks and self._tasks[-1] and not self.loop_stack and not _never_suspends(node.value):
            self._run_tasks(st)
        value = self.eval(node.value, st)
        if type(value) is objects.FutureVal:
            return objects.awaited_future(self, value, node, st)  # type: ignore[arg-type]
        return value

    def _deferred_task(self, node: ast.Call, st: State) -> bool:
        """`asyncio.create_task(worker(queue))` (or `ensure_future`, a loop's or a TaskGroup's
        `create_task`) in an async function, outside any loop: the coroutine's body runs once
        the creator awaits something that suspends (`await job.result`, `await queue.join()`,
        `asyncio.sleep`, ...), not where the task is made, so a worker created before the
        requests are queued sees them all. The call is walked then, with the names as they are;
        in a loop (a task per element) it is walked where it is made, as before."""
        if not (self._tasks and self._calling and isinstance(self._calling[-1][0].node, ast.AsyncFunctionDef)):
            return False
        if self.loop_stack or len(node.args) != 1 or node.keywords or not isinstance(node.args[0], ast.Call):
            return False
        func = node.func
        if isinstance(func, ast.Attribute) and func.attr == "create_task":
            self.eval(func.value, st)  # (a loop's or a TaskGroup's: each schedules the same way)
        else:
            callee = self.eval(func, st)
            if not (isinstance(callee, Symbol) and callee.qualname in ("asyncio.create_task", "asyncio.ensure_future")):
                return False
        self._tasks[-1].append(node.args[0])
        return True

    def _run_tasks(self, st: State) -> None:
        pending = self._tasks[-1][:]
        self._tasks[-1].clear()
        for call in pending:
            self.eval(call, st)

    def _e_Call(self, node: ast.Call, st: State) -> Value:
        f = node.func
        if (
            (f.attr if type(f) is ast.Attribute else f.id if type(f) is ast.Name else None) in _TASK_MAKERS
            and self._tasks
            and self._deferred_task(node, st)
        ):
            return UNKNOWN  # (the task: what awaiting it gives is not followed)
        func = node.func
        receiver: Value | None = None
        method_name: str | None = None
        if isinstance(func, ast.Attribute):
            if func.attr == "update":
                # (`gc.__dict__.update(...)` / `vars(gc).update(...)`: the dict read only to be
                # written through, which _dict_update follows; any other read of it forgets the fields)
                outer, self._dict_receiver = self._dict_receiver, func.value
                receiver = self.eval(func.value, st)
                self._dict_receiver = outer
            else:
                receiver = self.eval(func.value, st)
            method_name = func.attr
            if method_name == "size" and (length := cropbound.width_of(self, node, receiver, st)) is not None:
                return length  # (`inputs["input_ids"].size(1)`: the prompt's length, HF156)
            if method_name in _MUTATING_METHODS:
                self.tracker.items_written()  # (of any object: conditions on items may have changed)
            if type(receiver) is Symbol:
                self._removed_attribute(receiver, func.attr, func, st)
            self._cache_member(receiver, func.attr, func, st)
            self._model_member(receiver, func.attr, func, st)
            callee = (
                join_all(self._attr_of(o, func.attr, st) for o in receiver.options)
                if type(receiver) is OneOf
                else self._attr_of(receiver, func.attr, st)  # (one path: no generator, no join)
            )
        else:
            callee = self.eval(func, st)
        args: list[Value] = []
        starred = False
        consumes = len(node.args) == 1 and (
            isinstance(callee, Symbol)
            and callee.qualname in _CONSUMING_CALLS
            or isinstance(callee, flags.ConstMethod)
            and callee.name == "join"  # (`"\n".join(json.dumps(row) for row in rows)`)
        )
        for a in node.args:
            if type(a) is ast.GeneratorExp and consumes:
                args.append(self._consumed_generator(a, st))
                continue
            if type(a) is ast.Starred:
                spread = self._consumed_generator(a.value, st) if type(a.value) is ast.GeneratorExp else self.eval(a.value, st)
                if type(spread) is Seq and spread.count is None:
                    args.extend(spread.items)  # `fn(*args)` of a tuple the walk knows (a wrapper's)
                    continue
                starred = True
                args.append(spread)
                continue
            args.append(self.eval(a, st))
        kwargs: dict[str, Value] = {}
        kw_opaque = False
        # `**d` where d is one of several dicts (built per branch): keep each dict's keys
        # together, so a call sees {assistant, use_cache=True} or {use_cache=False}, never a mix.
        # Each keeps the branch conditions its dicts hold under (core/paths.py). (None until the
        # first `**`: the one variant is then the keywords before it, as `kwargs` holds them.)
        variants: list[tuple[dict[str, Value], bool, frozenset]] | None = None
        spread_defaults = True  # (every `**` a dict known in full or a config's to_dict())
        for kw in node.keywords:
            v = self.eval(kw.value, st)
            if kw.arg is None:
                if variants is None:
                    variants = [(dict(kwargs), False, _NO_GUARD)]
                kw_opaque |= self._spread(kwargs, v, st)
                if spread_defaults:
                    spread_objs = [st.heap.get(o) for o in options(v)]
                    spread_defaults = bool(spread_objs) and all(
                        isinstance(o, DictObj) and (o.complete or o.gen_defaults) for o in spread_objs
                    )
                alternatives = self._spread_alternatives(v, st)
                if len(alternatives) * len(variants) > _MAX_VARIANTS:
                    alternatives = [(dict(kwargs), kw_opaque, _NO_GUARD)]
                    variants = [({}, False, _NO_GUARD)]
                variants = [
                    ({**base, **alt}, bo or ao, bg | ag)
                    for base, bo, bg in variants
                    for alt, ao, ag in alternatives
                    if not contradicts(bg | ag)
                ]
            else:
                kwargs[kw.arg] = v
                if variants is not None:
                    for base, _, _ in variants:  # (each variant's dict is its own: written in place,
                        base[kw.arg] = v  # not copied per keyword, which made 100,000 keywords quadratic)
        call = _Call(
            node,
            tuple(args),
            kwargs,
            kw_opaque or starred,
            tuple((vk, vo or starred, vg) for vk, vo, vg in variants) if variants is not None and len(variants) > 1 else (),
            kw_opaque and not starred and spread_defaults,
        )

        if method_name == "update" and isinstance(func, ast.Attribute) and self._dict_update(func.value, call, st):
            return Const(None)
        # A list the walk knows, grown where it is named (what a sweep may iterate, core/sweeps.py),
        # or kept in an attribute (`self.pending.append(prompt)`: a batch a service gathers).
        if (
            (type(receiver) is Seq or (type(receiver) is Items and receiver.kind == "ids"))  # type: ignore[attr-defined]
            and method_name in ("append", "extend")
            and isinstance(func, ast.Attribute)
            and len(args) == 1
            and not kwargs
            and not call.opaque
        ):
            more = Seq((args[0],), False) if method_name == "append" else args[0]
            held = func.value
            if isinstance(held, ast.Name) and held.id in st.env:
                grown = self._grown_list(held.id, more, st)
                self.assign(held, UNKNOWN if grown is None else grown, st, node)
                return Const(None)
            if isinstance(held, ast.Name) and self._module_list(held.id):
                # A function of the file growing a list of the module (`HOOKS.append(fn)` in a
                # registering decorator): the module's list grows, as a `global` rebinding does.
                grown = self._grown_list(None, more, st, receiver)
                st.env[held.id] = UNKNOWN if grown is None else grown
                self._declared[-1].append(held.id)
                return Const(None)
            if isinstance(held, ast.Attribute) and isinstance(held.value, ast.Name):
                grown = self._grown_list(None, more, st, receiver)
                self.write_attr(self.eval(held.value, st), held.attr, UNKNOWN if grown is None else grown, st, node)
                return Const(None)
            held_item = _list_item_target(held)
            if held_item is not None:
                # A list kept in a dict, grown there: requests grouped by task or by model
                # (`by_task.setdefault(task, []).append(text)`, `groups[name].append(prompt)`).
                grown = self._grown_list(None, more, st, receiver)
                self.assign(held_item, UNKNOWN if grown is None else grown, st, node)
                return Const(None)

        # A set the walk knows, changed in place: `add` of a known item gives the set with it,
        # any other change a set it no longer knows (the name or attribute holding it is rebound).
        if type(receiver) is Members and method_name in _SET_CHANGES and isinstance(func, ast.Attribute):
            if method_name == "add" and len(args) == 1 and not kwargs and not call.opaque:
                changed: Value = Members((*receiver.items, args[0]))  # type: ignore[attr-defined]
            else:
                changed = UNKNOWN
            held = func.value
            if isinstance(held, ast.Name) and held.id in st.env:
                self.assign(held, changed, st, node)
            elif isinstance(held, ast.Attribute):
                self.write_attr(self.eval(held.value, st), held.attr, changed, st, node)
            return Const(None)

        # A work list drained where it is named (`job = queue.pop(0)`, `queue.popleft()`, a
        # deque's `appendleft`): the item taken, and the name bound to what is left.
        if (
            type(receiver) is Seq
            and not receiver.is_tuple  # type: ignore[union-attr]
            and method_name in ("pop", "popleft", "appendleft")
            and isinstance(func, ast.Attribute)
            and isinstance(func.value, ast.Name)
            and func.value.id in st.env
            and not kwargs
            and not call.opaque
        ):
            taken = self._taken_from_list(receiver, method_name, args)  # type: ignore[arg-type]
            if taken is not None:
                item, rest = taken
                self.assign(func.value, rest, st, node)
                return item

        # Methods on values we model.
        if receiver is not None and method_name is not None:
            handled = self._method_call(receiver, method_name, call, st)
            if handled is not None:
                return handled
            if any(isinstance(c, objects.LibraryMethod) for c in options(callee)):
                # (receivers _method_call declines together, a None or another kind among them:
                # not followed one by one, which would claim each option's outcome)
                callee = UNKNOWN

        if type(callee) is not OneOf:
            return self._call_value(callee, call, st)  # (one callee: its result, without a join)
        return join_all([self._call_value(c, call, st) for c in callee.options])

    def _spread_alternatives(self, value: Value, st: State) -> list[tuple[dict[str, Value], bool, frozenset]]:
        """The keys each path's `**value` supplies (one entry per dict object), with the branch
        conditions that path held under."""
        pairs = guarded(value)
        objs = [st.heap.get(o) for o, _ in pairs]
        if len(objs) > 1 and all(isinstance(o, DictObj) for o in objs):
            return [
                (_named_items(o.items), not o.complete or ANY_KEY in o.items, g)  # type: ignore[union-attr]
                for o, (_, g) in zip(objs, pairs)
            ]
        merged: dict[str, Value] = {}
        opaque = self._spread(merged, value, st)
        return [(merged, opaque, _NO_GUARD)]

    def _spread(self, kwargs: dict[str, Value], value: Value, st: State) -> bool:
        """Merge `**value` into kwargs; True when the spread may hold keys we cannot see."""
        objs = [st.heap.get(o) for o in options(value)]
        if len(objs) == 1 and isinstance(objs[0], DictObj):
            kwargs.update(_named_items(objs[0].items))
            return not objs[0].complete or ANY_KEY in objs[0].items
        if len(objs) == 1 and isinstance(objs[0], BatchObj):
            kwargs["input_ids"] = _batch_spread(objs[0], value, st)
            kwargs.update(batches.written_keys(objs[0]))
            return False
        if all(isinstance(o, DictObj) for o in objs) and objs:
            keys = set().union(*(o.items.keys() for o in objs))  # type: ignore[union-attr]
            for k in keys - {ANY_KEY}:
                kwargs[k] = join_all(o.get(k) for o in objs)  # type: ignore[union-attr]
            return ANY_KEY in keys or not all(o.complete for o in objs)  # type: ignore[union-attr]
        return True

    # ------------------------------------------------------------ calls

    def _method_call(self, receiver: Value, name: str, call: _Call, st: State) -> Value | None:
        receiver = without_none(receiver)  # (the call raises on None: it goes on along the others)
        objs = [st.heap.get(o) for o in options(receiver)]
        if not objs or any(o is None for o in objs):
            return None
        kinds = {type(o) for o in objs}
        if kinds == {DictObj, UserDictObj}:
            kinds = {UserDictObj}  # (a dict either way: dict's methods, unless a class has its own)
        elif ConfigDictObj in kinds and kinds <= {DictObj, ConfigDictObj}:
            kinds = {DictObj}  # (an OmegaConf config: dict's methods)
        if len(kinds) != 1:
            return None
        kind = kinds.pop()
        if kind is UserDictObj and objects.instance_value_called(self, objs, name, st):  # type: ignore[arg-type]
            return None  # (`state.tok(text)`: the value the attribute reads is called, as `_attr_of` found it)
        if kind in (DictObj, GenConfigObj, UserDictObj) and (
            name in _MUTATING_METHODS or kind is not GenConfigObj and name not in _DICT_READS
        ):
            objs = [st.heap.writable(o) for o in options(receiver)]
            if kind is not GenConfigObj:
                self.tracker.items_written()
        if kind is ModelObj:
            return self._model_method(receiver, name, call, st)
        if kind is objects.UserModelObj:
            # The subclass's own method runs (its callee is read as an attribute); else transformers'.
            if any(objects.overrides(self, o, name, st) for o in objs):
                return None
            return self._model_method(receiver, name, call, st)
        if kind in (IniObj, IniSectionObj):
            return confs.ini_method(self, receiver, name, call, st)
        if kind is DictObj:
            return self._dict_method(objs, name, call, st)  # type: ignore[arg-type]
        if kind is UserDictObj:
            # The class's own methods run (read as attributes); dict's on the dict it holds,
            # but for `copy`, which makes a plain dict.
            classes = [o.cls for o in objs if isinstance(o, UserDictObj) and o.cls is not None]
            if any(isinstance(objects.lookup(self, c, name, st), tuple) for c in classes):
                return None
            if name == "copy":
                return st.heap.new(DictObj(objs[0].origin, dict(objs[0].items), objs[0].complete)) if len(objs) == 1 else UNKNOWN  # type: ignore[union-attr]
            return self._dict_method(objs, name, call, st)  # type: ignore[arg-type]
        if kind is GenConfigObj:
            if name == "update":
                self._observe(call, "genconfig", "GenerationConfig.update", receiver, st)
                return objects.gen_config_update(self, receiver, call, st)
            if name == "save_pretrained":
                self._observe_save(call, receiver, st)
                saved.save(self, receiver, call, st)
                return Const(None)
            if name == "validate":
                # `gc.validate()` (strict or not): its checks that raise whatever `strict` says
                # (greedy decoding asked for several sequences, HF138) meet the config as it is now.
                self._observe(call, "genconfig", "GenerationConfig.validate", receiver, st)
                return Const(None)
            if name in ("to_dict", "to_diff_dict") and len(objs) == 1 and not call.args and not call.kwargs:
                # `d = gc.to_dict()`: a dict of its fields (the ones the walk knows; the others are
                # keys it cannot list), to edit and rebuild with `GenerationConfig.from_dict(d)`.
                # (`to_diff_dict()` leaves out the fields at their defaults: rebuilt, the same config.)
                return self._gen_config_dict(objs[0], call, st)
            if name in ("to_json_string", "to_json_file") and len(objs) == 1 and not call.opaque:
                return self._gen_config_json(receiver, objs[0], name, call, st)
            return UNKNOWN
        if kind is WatermarkObj:
            # (`wc.update(context_width=2)` sets each keyword the config has; its other methods
            # change nothing the walk keeps)
            if name == "update":
                for obj in [st.heap.writable(o) for o in options(receiver)]:
                    assert isinstance(obj, WatermarkObj)
                    if call.opaque or call.args:
                        obj.havoc()
                    for k, v in call.kwargs.items():
                        if k in WATERMARK_DEFAULTS and obj.fields:
                            obj.fields[k] = self._origin_const(v, call.node, f"watermarking `{k}` updated here")
                return Const(None)
            return UNKNOWN
        if kind is ConfigObj and name == "update":
            # `config.update({"use_cache": False})` (PretrainedConfig.update: each key set as an
            # attribute); a dict the walk does not know in full may have set any field.
            objs = [st.heap.writable(o) for o in options(receiver)]
            plain = len(call.args) == 1 and not call.kwargs and not call.opaque
            given = [st.heap.get(o) for o in options(call.args[0])] if plain else []
            source = given[0] if len(given) == 1 and isinstance(given[0], DictObj) else None
            for obj in objs:
                assert isinstance(obj, ConfigObj)
                if source is None or not source.complete:
                    obj.havoc()
                if source is not None:
                    for k, v in source.items.items():
                        if v is not ABSENT:
                            obj.fields[k] = self._origin_const(v, call.node, f"model config `{k}` updated here")
                            if len(objs) == 1:
                                obj.written = obj.written | {k}
            return Const(None)
        if kind is CacheObj and name == "reset" and not call.args and not call.kwargs:
            self._cache_reset(receiver, call, st)
            return carried.reset(self, receiver, st)
        if kind is CacheObj:
            if name == "crop":
                self._cache_crop(receiver, call, st)
            carried.touched(self, receiver, name, call, st)
        if kind is TokenizerObj:
            if name in ("__call__", "encode_plus", "batch_encode_plus"):
                return self._tokenize(call, st, objs)
            if name == "apply_chat_template":
                return self._chat_template(call, st, objs)
            if name not in _TOKENIZER_READS:
                # (`add_special_tokens({"pad_token": ...})`, or a method that may set one)
                added, pad = _added_tokens(name, call, self.origin(call.node, "token added here"), st)
                read = bool(added) or _adds_nothing(name, call)
                for w in self._writable(receiver, st):
                    if isinstance(w, TokenizerObj):
                        w.counted = w.counted and read
                        w.pad = pad
                        w.eos = UNKNOWN  # (a method that may set one, as the pad token)
                        known = {c.value for c in w.added}
                        w.added = w.added + tuple(c for c in added if c.value not in known)
            if name == "encode" and call.args and not call.opaque and "return_tensors" not in call.kwargs:
                # (a flat list of token ids, one per token: what bad_words_ids wants wrapped, HF173)
                return Items("ids", self.origin(call.node, "token ids encoded here"))
            return UNKNOWN
        if kind is BatchObj:
            if name in _BATCH_SELF_METHODS:
                return receiver
            if name == "pop" and call.args and not call.opaque:
                return batches.pop_key(self._writable(receiver, st), call.args[0], len(objs) == 1)
            if name in ("repeat", "expand") and len(objs) == 1:
                return batches.repeat_tensor(self, objs[0], name, call, st)  # type: ignore[arg-type]
            return UNKNOWN
        if kind is InstanceObj:
            return None  # bound methods are looked up as attributes
        if kind in flags.OBJECT_KINDS:
            return flags.method_call(self, receiver, name, call, st)
        if kind is QueueObj:
            return queues.method_call(self, receiver, name, call, st)
        if kind is ExportWrapperObj:
            return exporting.method_call(self, receiver, name, call, st)
        if kind is ctxvars.ContextVarObj:
            return ctxvars.method_call(self, receiver, name, call, st)
        if kind is trainers.TrainerObj and len(objs) == 1:
            return saved.trainer_method(self, receiver, objs[0], name, call, st)  # type: ignore[arg-type]
        return None

    def _gen_config_dict(self, gc: object, call: _Call, st: State) -> Value:
        assert isinstance(gc, GenConfigObj)
        keys = dict.fromkeys((*gc.file_fields, *gc.fields))
        items = {k: v for k in keys if (v := gc.get(k)) is not ABSENT}
        # (a config known in full: every field it does not list has the release's default)
        known = gc.base == "defaults" and gc.whole
        made = DictObj(self.origin(call.node, "generation config turned into a dict here"), items, False, gen_defaults=known)
        return st.heap.new(made)

    def _gen_config_json(self, receiver: Value, gc: object, name: str, call: _Call, st: State) -> Value:
        """`gc.to_json_string()` / `gc.to_json_file(path)`: the JSON of its fields, which
        `json.loads` / `GenerationConfig.from_dict` read back as the same config (core/files.py's
        DataText: the fields the walk knows, open to others). `use_diff=True`, the default, leaves
        out the fields at their defaults: rebuilt, the same config. A file named
        `generation_config.json` is the config saved in its folder, as `save_pretrained` writes it
        (`GenerationConfig.from_pretrained(folder)` loads it, core/saved.py)."""
        allowed = {"use_diff", "ignore_metadata", "keys_to_pop"} | ({"json_file_path"} if name == "to_json_file" else set())
        if set(call.kwargs) - allowed:
            return UNKNOWN
        text = files.data_text(self._gen_config_dict(gc, call, st), "JSON", st)
        if name == "to_json_string":
            return text if not call.args else UNKNOWN
        target = call.args[0] if call.args else call.kwargs.get("json_file_path", UNKNOWN)
        path = files.path_of(target)
        if path is None or len(call.args) > 2:
            return Const(None)
        files.write(self, path, text, st)
        if os.path.basename(path) == "generation_config.json":
            folder = os.path.dirname(path) or "."
            saved.save(self, receiver, _Call(call.node, (Const(folder),), {}, False), st)
        return Const(None)

    def _scored_output(self, call: _Call, st: State) -> tuple[CallObservation, ...] | None:
        """`compute_transition_scores(out.sequences, out.scores, ...)` (or `out["sequences"]`,
        keywords `sequences=`/`scores=`) where `out` is one name whose value is what generate
        calls the walk follows returned: their observations, else None."""
        node = call.node
        given: dict[str, ast.expr] = dict(zip(("sequences", "scores"), node.args))
        for k in node.keywords:
            if k.arg in ("sequences", "scores"):
                given[k.arg] = k.value
        names: dict[str, ast.expr] = {}
        for field_name in ("sequences", "scores"):
            arg = given.get(field_name)
            if isinstance(arg, ast.Attribute) and arg.attr == field_name and isinstance(arg.value, ast.Name):
                names[arg.value.id] = arg.value
            elif (
                isinstance(arg, ast.Subscript)
                and isinstance(arg.value, ast.Name)
                and isinstance(arg.slice, ast.Constant)
                and arg.slice.value == field_name
            ):
                names[arg.value.id] = arg.value
            else:
                return None
        if len(names) != 1:
            return None
        base = self.eval(next(iter(names.values())), st)
        gens: list[CallObservation] = []
        for o in options(base):
            obj = st.heap.get(o)
            if not isinstance(obj, OutputObj) or obj.gens is None:
                return None
            gens.extend(g for g in obj.gens if all(g is not h for h in gens))
        return tuple(gens) or None

    def _observe_save(self, call: _Call, what: Value, st: State) -> None:
        """`save_pretrained` of a model or a generation config (or a Trainer's `save_model`): the
        generation config is validated strictly before it is written (HF136). A save that also
        pushes to the hub creates the repository first, so what it raises is not this walk's to tell."""
        if call.kwargs.get("push_to_hub", ABSENT) is ABSENT and not call.opaque:
            self._observe(call, "save", "save_pretrained", what, st)

    def _model_method(self, receiver: Value, name: str, call: _Call, st: State) -> Value:
        """A transformers method of the model(s) `receiver` names."""
        if name == "generate":
            start = len(self.log)
            self._observe(call, "generate", "generate", receiver, st)
            if carried.may_return_dict(call, st):
                return carried.generate_output(self, call, [obs for _, _, obs in self.log[start:]], st)
            return UNKNOWN
        if name == "forward":
            self._havoc_args(call, st)
            return carried.forward_output(self, receiver, call, st)
        if name == "compute_transition_scores":
            # (what it is given: the scores a generate call's output holds, HF323, and the
            # settings of the call that made the output it reads, HF324)
            start = len(self.log)
            self._observe(call, "transition-scores", name, receiver, st)
            scored = self._scored_output(call, st)
            for _, _, obs in self.log[start:]:
                obs.scored = scored
            return UNKNOWN
        if name == "save_pretrained":
            self._observe_save(call, receiver, st)
            saved.save(self, receiver, call, st)
            return Const(None)
        if name == "resize_token_embeddings":
            self._resized(receiver, call, st)
            return UNKNOWN
        if name in objects.MODEL_SELF_METHODS:
            if name in ("merge_and_unload", "unload"):
                # (peft's wrapper hands back the bare model: its `base_model` is the backbone again)
                objects.unmarked(receiver, "peft", st)
            return receiver
        return UNKNOWN

    def _resized(self, receiver: Value, call: _Call, st: State) -> None:
        """`model.resize_token_embeddings(n, pad_to_multiple_of=m)`: the model's vocabulary (its
        `config.vocab_size`, what assisted generation compares with the assistant's) becomes `n`
        rounded up to a multiple of `m`; unknown when `n` or `m` is (a multiple of a known `m`
        all the same). No size and no multiple (`resize_token_embeddings()`) leaves it as it was."""
        size = call.args[0] if call.args else call.kwargs.get("new_num_tokens", ABSENT)
        multiple = call.args[1] if len(call.args) > 1 else call.kwargs.get("pad_to_multiple_of", ABSENT)
        if call.opaque:
            size = multiple = UNKNOWN
        n = None if size is ABSENT else int_const(size)
        m = None if multiple is ABSENT else int_const(multiple)
        if size is ABSENT or (isinstance(size, Const) and size.value is None):
            if multiple is ABSENT or (isinstance(multiple, Const) and multiple.value is None):
                return  # (no new size: the embeddings are returned as they are)
            n = None  # (the current size rounded up to the multiple: per model below)
        current = n is None and size is not UNKNOWN and m is not None and m > 0
        new: int | None = None
        rounded = multiple is not ABSENT and not (isinstance(multiple, Const) and multiple.value is None)
        if n is not None and n > 0:
            new = n
            if rounded:
                new = -(-n // m) * m if m is not None and m > 0 else None
        # (a size the walk cannot count, rounded up to a known multiple: a multiple of it)
        step = m if new is None and rounded and m is not None and m > 1 else None
        for o in options(receiver):
            obj = st.heap.get(o)
            if not isinstance(obj, ModelObj):
                continue
            writable = st.heap.writable(o)
            assert isinstance(writable, ModelObj)
            own = new
            if current and writable.vocab_size is not None:
                # (`resize_token_embeddings(pad_to_multiple_of=m)`: the rows it has, rounded up;
                # modeling_utils `_get_resized_embeddings`, 4.57.6 to 5.24.0)
                own = -(-writable.vocab_size // m) * m  # type: ignore[operator]
            writable.vocab_size = own
            writable.vocab_multiple = step if own is None else None
            writable.resized = self.origin(call.node, _resize_note(own, step if own is None else None))
            writable.rows_changed = True
            for c in options(writable.config):
                config = st.heap.get(c)
                if isinstance(config, ConfigObj) and "vocab_size" in config.fields:
                    held = st.heap.writable(c)
                    assert isinstance(held, ConfigObj)
                    held.fields["vocab_size"] = Const(own) if own is not None else UNKNOWN

    def _dict_method(self, objs: list[DictObj], name: str, call: _Call, st: State) -> Value:
        if name == "update":
            for obj in objs:
                for a in call.args:
                    self._merge_into(obj, a, st)
                obj.items.update({k: v for k, v in call.kwargs.items()})
                if call.opaque:
                    obj.complete = obj.gen_defaults = False
            return Const(None)
        if name == "get" and call.kwargs:
            # (`request.args.get("n", 16, type=int)`: a MultiDict's `get` converts what it finds)
            return UNKNOWN
        if name in ("pop", "get", "setdefault") and call.args:
            key = call.args[0]
            key_s = objects.dict_key(key)
            out: list[Value] = []
            for obj in objs:
                if key_s is None and name == "setdefault" and len(call.args) == 2:
                    out.append(_setdefault_any_key(obj, call.args[1]))
                    continue
                if key_s is None and name == "get":
                    out.append(_get_any_key(obj, call.args[1] if len(call.args) > 1 else Const(None)))
                    continue
                if key_s is None:
                    obj.havoc()
                    out.append(UNKNOWN)
                    continue
                cur = obj.get(key_s)
                default = call.args[1] if len(call.args) > 1 else Const(None)
                if cur is not ABSENT and type(cur) is OneOf and any(o is ABSENT for o in cur.options):
                    # (written on some paths only, a loop's earlier pass: the default on the others)
                    cur = join_guarded([(default if o is ABSENT else o, g) for o, g in guarded(cur)])
                    if name == "setdefault":
                        obj.items[key_s] = cur
                out.append(default if cur is ABSENT else cur)
                if name == "pop":
                    obj.items[key_s] = ABSENT
                elif name == "setdefault" and cur is ABSENT:
                    obj.items[key_s] = default
            return join_all(out)
        if name == "copy":
            if len(objs) == 1:
                return st.heap.new(objs[0].copy())
            return UNKNOWN
        if name in ("items", "values", "keys") and len(objs) == 1 and not call.args:
            # What a loop over the dict's view iterates (core/sweeps.py).
            found = sweeps.entries(objs[0])
            if found is None:
                return UNKNOWN
            if name == "items":
                return sweeps.made_list([Seq((objects.key_value(k), v)) for k, v in found])
            return sweeps.made_list([v if name == "values" else objects.key_value(k) for k, v in found])
        if name == "clear":
            for obj in objs:
                obj.items = {k: ABSENT for k in obj.items}
                obj.int_items = {}
                obj.text_keys = False
            return Const(None)
        if name == "from_mapping" and not call.opaque:
            # (a web framework's config, a dict with loaders: `app.config.from_mapping(X=1)`)
            return self._dict_method(objs, "update", call, st)
        if name not in _DICT_READS:
            # A method no dict has, of a dict-like object a library made (`app.config.from_object(...)`,
            # `.from_prefixed_env()`): it may have changed any key.
            for obj in objs:
                obj.havoc()
                obj.complete = False
        return UNKNOWN

    def _tokenize(self, call: _Call, st: State, tokenizers: Sequence[Obj | None] = ()) -> Value:
        text = call.args[0] if call.args else call.kwargs.get("text", UNKNOWN)
        # (each text's size keeps the branch condition the text held: `prompts[:1]` in one arm of
        # an `if`, `prompts * 2` in the other, core/paths.py)
        sizes: list[tuple[Value, frozenset]] = []
        for o, guard in guarded(text):
            if isinstance(o, Const) and isinstance(o.value, str):
                sizes.append((Const(1, o.origin), guard))
            elif isinstance(o, Seq) and not o.is_tuple:
                sizes.append((batches.tokenized_size(o, self.origin(call.node, f"{len(o.items)} texts tokenized here")), guard))
            else:
                sizes.append((UNKNOWN, guard))
        tokens = batches.tokens_bound(text, call) if len(call.args) <= 1 else UNKNOWN
        least = batches.tokens_least(text, call) if len(call.args) <= 1 else UNKNOWN
        size = join_guarded(sizes) if any(g for _, g in sizes) else join_all(v for v, _ in sizes)
        rt = call.kwargs.get("return_tensors")
        tensor = isinstance(rt, Const) and isinstance(rt.value, str)
        length = batches.truncated_length(text, call)
        made = BatchObj(self.origin(call.node, "inputs tokenized here"), size, tokens, length, least, tensor)
        made.text, made.specials = prefixes.tokenized_text(text, call)
        made.new_token, made.new_from, made.new_gap = _new_token_fed(tokenizers, text, call)
        made.padded = batches.surely_padded(text, call)
        # (one text, no tensors: `input_ids` is a flat list of ids; `return_tensors=None` too)
        made.one_text = (rt is None or isinstance(rt, Const) and rt.value is None) and all(
            isinstance(o, Const) and isinstance(o.value, str) for o, _ in guarded(text)
        )
        return st.heap.new(made)

    def _chat_template(self, call: _Call, st: State, tokenizers: Sequence[Obj | None] = ()) -> Value:
        """`tokenizer.apply_chat_template(chat, return_tensors="pt")`: one conversation (a list of
        message dicts) is one sequence, a list of conversations one sequence each. Only tensors
        count (`return_tensors=` given, `tokenize` not False): else it makes text or token lists.
        With `tokenize=False` a list of conversations is a list of as many texts (their contents
        not known), which the tokenizer then batches (`tokenizer(texts, padding=True)`)."""
        tokenize = call.kwargs.get("tokenize", Const(True))
        tensors = call.kwargs.get("return_tensors", Const(None))
        if isinstance(tokenize, Const) and tokenize.value is False:
            return self._chat_texts(call, st)
        if not (isinstance(tokenize, Const) and tokenize.value is True):
            return UNKNOWN
        if not (isinstance(tensors, Const) and isinstance(tensors.value, str)):
            return UNKNOWN
        chat = call.args[0] if call.args else call.kwargs.get("conversation", UNKNOWN)
        sizes: list[Value] = []
        least: list[int | None] = []
        for o in options(chat):
            items = o.items if isinstance(o, Seq) and not o.is_tuple else None  # type: ignore[union-attr]
            if not items:
                sizes.append(UNKNOWN)
            elif all(isinstance(st.heap.get(i), DictObj) for i in items):
                sizes.append(Const(1, self.origin(call.node, "one conversation templated here")))
                least.append(self._asked_words(items, st))
            elif all(type(i) is Seq for i in items):
                what = self.origin(call.node, f"{len(items)} conversations templated here")
                sizes.append(batches.tokenized_size(o, what))  # type: ignore[arg-type]
                least.extend(self._asked_words(i.items, st) if i.items else None for i in items)  # type: ignore[attr-defined]
            else:
                sizes.append(UNKNOWN)
                least.append(None)
        fewest = min(least) if least and None not in least else None  # type: ignore[type-var]
        plain = not call.opaque and len(call.args) <= 1 and all(k in _TEMPLATE_KEEPS for k in call.kwargs)
        bound = Const(fewest) if fewest and plain else UNKNOWN
        made = BatchObj(self.origin(call.node, "chat templated here"), join_all(sizes), UNKNOWN, UNKNOWN, bound)
        made.chat = self._chat_form(call) if all(_may_chat(t) for t in tokenizers) else ""
        return st.heap.new(made)

    def _chat_form(self, call: _Call) -> str:
        """What a tokenizing `apply_chat_template(..., return_tensors="pt")` returns under the
        assumed release: `return_dict` defaults to False up to 4.57 (the ids tensor) and to True
        from 5.0 (a BatchEncoding); given as a literal, it decides on every release (h130's runs,
        SmolLM2-135M-Instruct stand-in, all 28 releases). "" where a `**` spread may give it, or
        its value or the release is not known."""
        if call.opaque:
            return ""
        given = call.kwargs.get("return_dict", ABSENT)
        if given is ABSENT:
            since = objects.release_at_least(self, "5.0.0")
            return "" if since is None else "encoding" if since else "tensor"
        if isinstance(given, Const) and type(given.value) is bool:
            return "encoding" if given.value else "tensor"
        return ""

    def _asked_words(self, messages: Sequence[Value], st: State) -> int | None:
        """The words of a conversation's last user message, when its text is written in the file:
        every chat template renders the message it answers, so the templated prompt holds at
        least that many tokens (core/batches.py's fewest_words: no tokenizer's piece spans a
        space; the template's own text and the other messages only add to it). None: not known."""
        for ref in reversed(messages):
            msg = st.heap.get(ref)
            if not isinstance(msg, DictObj):
                return None
            role = msg.get("role")
            if not isinstance(role, Const):
                return None
            if role.value != "user":
                continue
            words = batches.fewest_words(msg.get("content"))
            return words.value if isinstance(words, Const) and isinstance(words.value, int) else None
        return None

    def _chat_texts(self, call: _Call, st: State) -> Value:
        """`tokenizer.apply_chat_template(chats, tokenize=False)` given a list of conversations (each
        a list): a list of that many texts, keeping what decided the count (`[[...] for p in
        prompts[:n]]`). One conversation (a list of message dicts) makes one text, holding at
        least the words of its last user message when that is written in the file and the call
        passes only keywords that keep it (batches.TemplatedText, what the tokenized chat's
        `least` is: h107's runs, SmolLM2-135M-Instruct stand-in, 4.57.6, 5.15.0, 5.23.0 and
        5.24.0, `tok(text)` of a ten-word question then `generate(max_length=6)` raise HF147, as
        the pipeline given the text and `max_length=6` does from 5.20); else unknown."""
        if call.opaque or len(call.args) > 1:
            return UNKNOWN
        chat = call.args[0] if call.args else call.kwargs.get("conversation", UNKNOWN)
        made: list[Value] = []
        for o in options(chat):
            items = o.items if type(o) is Seq and not o.is_tuple else None
            if items and all(isinstance(st.heap.get(i), DictObj) for i in items):
                words = self._asked_words(items, st)
                if not words or not all(k in _TEMPLATE_KEEPS for k in call.kwargs):
                    return UNKNOWN
                made.append(batches.TemplatedText(words, self.origin(call.node, "chat templated here")))
                continue
            if not items or not all(type(i) is Seq and not i.is_tuple for i in items):
                return UNKNOWN
            made.append(Seq(tuple(UNKNOWN for _ in items), False, o.count))  # type: ignore[attr-defined]
        return join_all(made)

    def _call_value(self, callee: Value, call: _Call, st: State) -> Value:
        if isinstance(callee, Symbol):
            return self._call_symbol(callee.qualname, call, st)
        if isinstance(callee, FuncVal):
            return self._call_user_function(callee, call, st, None)
        if isinstance(callee, BoundMethod):
            return self._call_user_function(callee.func, call, st, callee.self_ref)
        if isinstance(callee, ClassVal):
            return self._instantiate(callee, call, st)
        hook = _CALL_HOOKS.get(type(callee))
        if hook is not None:
            return hook(self, callee, call, st)
        obj = st.heap.get(callee)
        if isinstance(obj, TokenizerObj):
            return self._tokenize(call, st, (obj,))
        if isinstance(obj, PipelineObj):
            self._observe(call, "pipeline", "pipeline", obj.model, st, pipeline=obj.copy())
            return UNKNOWN
        if isinstance(obj, ExportWrapperObj):
            return exporting.called(self, obj, call, st)
        if isinstance(obj, InstanceObj):
            called = objects.call_instance(self, obj, callee, call, st)
            if called is not None:
                return called
        self._havoc_args(call, st)
        if isinstance(obj, ModelObj) and not objects.overrides(self, obj, "forward", st):
            # `model(**inputs, past_key_values=cache)`: the forward pass (its output's cache).
            return carried.forward_output(self, callee, call, st)
        return UNKNOWN

    def _call_value_options(self, callee: Value, call: _Call, st: State) -> Value:
        return join_all(self._call_value(c, call, st) for c in options(callee))

    def _havoc_args(self, call: _Call, st: State) -> None:
        """An unknown function received our objects: configs and dicts it got may have changed,
        and a function it got that needs no argument it may call (`timeit(lambda: ...)`)."""
        self._havoc_conditions(call.node, st)
        objects.call_thunks(self, call, st)
        for v in (*call.args, *call.kwargs.values()):
            if isinstance(v, (Const, Symbol)) or v is UNKNOWN:
                continue  # (no object: nothing it could change)
            self.escaped.update(o.oid for o in options(v) if isinstance(o, Ref) and isinstance(st.heap.get(o), InstanceObj))
            for obj in self._objs(v, st):
                if isinstance(obj, (DictObj, GenConfigObj, ConfigObj, InstanceObj, QueueObj)):
                    for w in self._writable(v, st):
                        if isinstance(w, (DictObj, GenConfigObj, ConfigObj, InstanceObj, QueueObj)):
                            w.havoc()
                    break
                elif isinstance(obj, ModelObj):
                    for sub in self._writable(obj.gen_config, st) + self._writable(obj.config, st):
                        sub.havoc()
                elif isinstance(obj, (TokenizerObj, PipelineObj)):
                    # (it may give the tokenizer a pad token: HF166 then silent)
                    held = v if isinstance(obj, TokenizerObj) else obj.tokenizer
                    for w in self._writable(held, st):
                        if isinstance(w, TokenizerObj):
                            w.pad = UNKNOWN

    def _havoc_conditions(self, node: ast.Call, st: State) -> None:
        """Conditions on attributes of what the unknown function got may no longer hold."""
        if st.paths is None and not (self._params and self.tracker.attribute_chains):
            return  # (nothing this path keeps, nor any caller)
        if not isinstance(node, ast.Call):
            # (a call the walk makes itself, as a `with` statement's `__exit__`: no argument
            # written, nothing to read the conditions of)
            return
        names = [a.id for a in node.args if isinstance(a, ast.Name)]
        names += [k.value.id for k in node.keywords if isinstance(k.value, ast.Name)]
        receiver = node.func.value if isinstance(node.func, ast.Attribute) else None
        while isinstance(receiver, ast.Attribute):
            receiver = receiver.value
        if isinstance(receiver, ast.Name):
            names.append(receiver.id)
        if not names:
            return
        if st.paths is not None:
            for name in names:
                st.paths = pathcond.forget(st.paths, name)
        if self._params:
            # A parameter, or a module-level object, is a caller's object under another name:
            # conditions the callers keep on attributes may no longer hold.
            params = self._params[-1]
            for name in names:
                if name in params or (
                    name not in st.env
                    and not isinstance(self.globals.get(name), (Symbol, ModuleVal, FuncVal, ClassVal, LazyImport))
                ):
                    self.tracker.anything_written()
                    break

    def _call_symbol(self, qualname: str, call: _Call, st: State) -> Value:
        if qualname in _ATTRIBUTE_TESTS and not call.kwargs and not call.opaque and len(call.args) >= 2:
            # `getattr(transformers, "HybridCache")` reads a class 5.0 removed (HF133);
            # `hasattr(...)` / `getattr(..., default)` of one are known for the assumed release.
            attr = call.args[1]
            if len(call.args) == 2 and qualname == "builtins.getattr" and isinstance(attr, Const) and isinstance(attr.value, str):
                self._removed_attribute(call.args[0], attr.value, call.node, st)
                # (`getattr(model, "greedy_search")`, no default: HF332 as `model.greedy_search`)
                self._model_member(call.args[0], attr.value, call.node, st)
            if isinstance(attr, Const) and isinstance(attr.value, str) and attr.value in cachemembers.MEMBERS:
                tested = self._cache_attribute_test(qualname, call, attr.value, st)
                if tested is not None:
                    return tested
            known = releaseinfo.call_value(self, qualname, call.args, call.node)
            if known is not None:
                return known
        if qualname in _LISTING and not call.opaque:
            made = self._listing(qualname, call, st)
            if made is not None:
                return made
        if qualname == "builtins.enumerate" or qualname in loaders.PROGRESS_BARS:
            made = loaders.wrapped(qualname, call)
            if made is not None:
                return made
        hook = _SYMBOL_HOOKS.get(qualname)
        if hook is not None:
            return hook(self, call, st)
        if qualname in ("copy.deepcopy", "copy.copy"):
            if call.args and len(self._objs(call.args[0], st)) == 1 and isinstance(call.args[0], Ref):
                if qualname == "copy.deepcopy":
                    return deep_copied(call.args[0], st.heap)
                if isinstance(self._objs(call.args[0], st)[0], CacheObj):
                    # (a shallow copy of a cache shares its list of layers, whose tensors every call
                    # given either one updates in place: what fills one fills the other)
                    return call.args[0]
                return st.heap.new(self._objs(call.args[0], st)[0].copy())
            return UNKNOWN
        if qualname == "builtins.dict":
            # (`dict(request)` of a pydantic model: its fields, as iterating it gives them)
            pairs = [objects.pydantic_pairs(self, a, st) for a in call.args]
            if any(p is not None for p in pairs):
                call = _Call(call.node, tuple(a if p is None else p for a, p in zip(call.args, pairs)), call.kwargs, call.opaque)
            if not call.opaque and any(self._several_dicts(a, st) for a in call.args):
                # (`dict(profile, max_new_tokens=8)` of a profile that differs by path: one per path)
                spread: list[tuple[Value | None, Value]] = [(None, a) for a in call.args]
                return self._built_dict(
                    self.origin(call.node, "dict built here"), spread + [(Const(k), v) for k, v in call.kwargs.items()], st
                )
            obj = DictObj(self.origin(call.node, "dict built here"))
            for a in call.args:
                self._merge_into(obj, a, st)
            obj.items.update(call.kwargs)
            if call.opaque:
                obj.complete = obj.gen_defaults = False
            return st.heap.new(obj)
        if not imports.is_transformers(qualname):
            known = releaseinfo.call_value(self, qualname, call.args, call.node)
            if known is not None:
                return known
            if qualname not in _PURE_CALLS and not qualname.startswith(objects.TEST_ASSERTION_PREFIX):
                # (a TestCase's assertion method, objects.is_test_assertion, reads its arguments only)
                self._havoc_args(call, st)
            result = _SYMBOL_RESULTS.get(qualname)
            return Symbol(result) if result is not None else UNKNOWN

        kind = imports.kind_of(qualname)
        name = imports.leaf(qualname)
        owner_kind = imports.kind_of(qualname.rsplit(".", 1)[0]) if "." in qualname else None
        owner = imports.leaf(qualname.rsplit(".", 1)[0])

        if name == pipelines.TEXT_GENERATION_CLASS and owner_kind is None:
            return self._pipeline_class(call, st)
        if name in objects.TEXT_STREAMERS and owner_kind is None:
            # (a streamer of one sequence: what generate's streamer= is given, HF171)
            return objects.StreamerVal(name, self.origin(call.node, f"`{name}` built here"))
        if kind == imports.GENERATION_CONFIG:
            if call.gen_defaults and not call.variants:
                # `GenerationConfig(**{**gc.to_dict(), ...})`: the keys the dict does not list are
                # at their defaults either way, so the config is built from what the walk reads.
                call = _Call(call.node, call.args, call.kwargs, False)
            self._observe(call, "genconfig", "GenerationConfig", UNKNOWN, st)
            fields = {k: self._origin_const(v, call.node, f"`GenerationConfig({k}=...)` here") for k, v in call.kwargs.items()}
            token_ids = frozenset(
                kw.arg
                for kw in getattr(call.node, "keywords", ())
                if kw.arg is not None and kw.arg.endswith("_token_id") and self._is_token_id(kw.value, st)
            )
            return st.heap.new(
                GenConfigObj(
                    self.origin(call.node, "GenerationConfig built here"),
                    fields,
                    "unknown" if call.opaque else "defaults",
                    node=call.node,
                    whole=not call.opaque,
                    token_ids=token_ids,
                )
            )
        if owner_kind == imports.GENERATION_CONFIG and name == "from_dict" and call.args:
            # GenerationConfig.from_dict({...}, **kwargs): the dict's keys, then the keywords over them
            # (`return_unused_kwargs`, `_from_auto` and `_from_pipeline` are popped first: no fields)
            wants_unused = call.kwargs.get("return_unused_kwargs", ABSENT)
            if {"return_unused_kwargs", "_from_auto", "_from_pipeline"} & set(call.kwargs):
                kept = {k: v for k, v in call.kwargs.items() if k not in ("return_unused_kwargs", "_from_auto", "_from_pipeline")}
                call = _Call(call.node, call.args, kept, call.opaque)
            given = DictObj(self.origin(call.node, "GenerationConfig.from_dict here"))
            self._merge_into(given, call.args[0], st)
            # (from_dict builds the config with `cls(**config_dict)`: the constructor's checks run)
            built = {k: v for k, v in given.items.items() if v is not ABSENT}
            whole_dict = given.complete or given.gen_defaults
            built_call = _Call(call.node, (), {**built, **call.kwargs}, call.opaque or not whole_dict or len(call.args) != 1)
            self._observe(built_call, "genconfig", "GenerationConfig", UNKNOWN, st)
            fields = {
                k: self._origin_const(v, call.node, f"`{k}` passed to GenerationConfig.from_dict here")
                for k, v in {**given.items, **call.kwargs}.items()
            }
            base = "defaults" if whole_dict and not call.opaque and len(call.args) == 1 else "unknown"
            made = st.heap.new(GenConfigObj(given.origin, fields, base, node=call.node, whole=base == "defaults"))
            if isinstance(wants_unused, Const) and wants_unused.value is True:
                # `config, unused = GenerationConfig.from_dict(d, return_unused_kwargs=True, **kw)`: the
                # config is built with the keywords, so its `update(**kw)` uses every one of them and
                # hands back `{}` (real runs, 4.57.6 to 5.24.0), unless a keyword is one of 5.x's
                # `update` flags or a `**` the walk cannot read.
                flagged = {"defaults_only", "allow_custom_entries"} & set(call.kwargs)
                empty = st.heap.new(DictObj(self.origin(call.node, "unused keywords of from_dict"), {}, True))
                return Seq((made, UNKNOWN if flagged or call.opaque else empty))
            if wants_unused is not ABSENT:
                return UNKNOWN  # (a pair or a config, by a value the walk cannot read)
            return made
        if owner_kind == imports.GENERATION_CONFIG and name in ("from_pretrained", "from_model_config"):
            fields = {
                k: self._origin_const(v, call.node, f"`{k}` passed to GenerationConfig.{name} here")
                for k, v in call.kwargs.items()
                if k not in _GEN_CONFIG_LOAD_KWARGS
            }
            from_file = self._gen_config_file(call, st) if name == "from_pretrained" else None
            if from_file is not None:
                # The checkpoint's generation_config.json (local, or the hub table's), the keywords over it.
                if fields and from_file.base == "defaults" and from_file.whole and not call.opaque:
                    # (from_pretrained builds the config from the file's fields and the keywords
                    # with the constructor, whose checks run there: a file known in full is
                    # checked as `GenerationConfig(**file, **keywords)`; runs: h81's, 4.57.6, 5.23.0)
                    in_file = {k: from_file.get(k) for k in from_file.file_fields}
                    self._observe(
                        _Call(call.node, (), {**in_file, **fields}, False), "genconfig", "GenerationConfig", UNKNOWN, st
                    )
                    from_file.node = call.node  # (built here: a later call that passes it is not reached)
                from_file.fields = fields
                made = st.heap.new(from_file)
            elif name == "from_model_config":
                # GenerationConfig.from_model_config(model.config): every field of the model config
                # that is not None becomes the generation config's (use_cache among them, every release).
                copied, in_full = self._model_config_fields(call, st)
                made = st.heap.new(
                    GenConfigObj(
                        self.origin(call.node, "GenerationConfig.from_model_config here"),
                        {**copied, **fields},
                        "defaults" if in_full else "unknown",
                        whole=in_full,
                    )
                )
            else:
                made = st.heap.new(
                    GenConfigObj(self.origin(call.node, f"GenerationConfig.{name} here"), fields, "unknown", written_by=UNKNOWN)
                )
            found = saved.saved_at(self, call.args[0], st) if name == "from_pretrained" and call.args else None
            loaded = made if found is None else saved.load_gen_config(self, found, st, made)
            if name == "from_pretrained" and call.args and not fields:
                self._observe_written_gen_file(call.args[0], loaded, call, st)
            unused = call.kwargs.get("return_unused_kwargs", ABSENT)
            if name == "from_pretrained" and isinstance(unused, Const) and unused.value is True:
                # `config, unused = GenerationConfig.from_pretrained(name, ..., return_unused_kwargs=True)`:
                # the config and a dict of the keywords it did not take (not followed).
                return Seq((loaded, UNKNOWN))
            return loaded
        if owner_kind == imports.MODEL_CLASS and name in ("from_pretrained", "from_config"):
            model = self._load_model(owner, name, call, st)
            if name == "from_pretrained":
                self._observe_load(owner, call, model, st)
            else:
                if call.args and not call.opaque and self._rope_scaling_written(call.args[0], st):
                    # from_config(config) builds the model from the config as from_pretrained(name,
                    # config=config) does: a rotary scaling written on it is read alike (HF337, HF348)
                    self._observe(_Call(call.node, (), {"config": call.args[0]}, False), "model-load", owner, model, st)
                if "attn_implementation" in call.kwargs:
                    # (from_config(config, attn_implementation=...): the model's constructor checks it, HF187 / HF343)
                    self._observe(call, "model-from-config", owner, model, st)
            return model
        if owner_kind == imports.MODEL_CONFIG and name == "from_pretrained":
            return self._load_config(owner, call, st)
        if kind == imports.MODEL_CLASS:
            # XLNetLMHeadModel(config): a fresh model from a config object.
            return self._load_model(name, "__init__", call, st)
        if name == "BitsAndBytesConfig" and not owner_kind:
            # (its __init__ refuses load_in_4bit and load_in_8bit both true first thing, HF355)
            self._observe(call, "bnb-config", name, UNKNOWN, st)
        if name == "WatermarkingConfig" and not owner_kind:
            return self._watermarking_config(call.args, call.kwargs, call.opaque, call.node, st)
        if owner == "WatermarkingConfig" and name == "from_dict" and len(call.args) == 1 and not call.opaque:
            # (`cls(**config_dict)`, then the keywords written over the settings it has)
            settings = [st.heap.get(o) for o in options(call.args[0])]
            if len(settings) == 1 and isinstance(settings[0], DictObj):
                dict_obj = settings[0]
                return self._watermarking_config((), {**dict_obj.items, **call.kwargs}, not dict_obj.complete, call.node, st)
            return UNKNOWN
        if kind == imports.MODEL_CONFIG and not owner_kind:
            # LlamaConfig(hidden_size=64, ...): a fresh model config (tiny models built in the script).
            made = self._new_config(name, call, st)
            if made is not UNKNOWN or call.opaque:
                return made
            # BartConfig(decoder_layers=2, ...) of another family: the layer counts written (what a
            # StaticCache built for it holds, catalog HF130); the other fields keep class defaults
            # hflint does not know.
            fields = {
                k: self._origin_const(v, call.node, f"`{name}({k}=...)` here")
                for k, v in call.kwargs.items()
                if k in modelinfo.LAYER_FIELDS
            }
            return st.heap.new(ConfigObj(self.origin(call.node, f"`{name}` built here"), fields, partial=True))
        if owner_kind == imports.TOKENIZER and name == "from_pretrained":
            ckpt = call.args[0] if call.args else call.kwargs.get("pretrained_model_name_or_path", UNKNOWN)
            # (a pad token given to the loader, or keywords the walk cannot read, may set one)
            pad = UNKNOWN if call.opaque or any(k in call.kwargs for k in ("pad_token", "pad_token_id")) else ABSENT
            eos = UNKNOWN if call.opaque else call.kwargs.get("eos_token", ABSENT)
            # (a keyword that may add a token, `pad_token="[PAD]"`, `additional_special_tokens=`:
            # its length is not counted)
            counted = not call.opaque and set(call.kwargs) <= _LENGTH_KEEPING_TOKENIZER_KWARGS
            return st.heap.new(TokenizerObj(self.origin(call.node, "tokenizer loaded here"), ckpt, pad, eos=eos, counted=counted))
        if kind == imports.CACHE:
            if name == caches.MOVED_TO_HUB:
                # (4.57's SinkCache raises as it is built: the class moved to the hub, HF135)
                self._observe(call, "cache-build", name, UNKNOWN, st)
            size = call.kwargs.get("max_cache_len", UNKNOWN)
            backend = call.kwargs.get("backend", call.args[0] if call.args else UNKNOWN) if name == "QuantizedCache" else UNKNOWN
            config = call.kwargs.get("config", call.args[0] if call.args else UNKNOWN) if name == "StaticCache" else UNKNOWN
            parts: tuple[Value, ...] = ()
            if name == "EncoderDecoderCache" and not call.opaque:
                halves = [*call.args[:2]]
                for key in ("self_attention_cache", "cross_attention_cache")[len(halves) :]:
                    halves.append(call.kwargs.get(key, UNKNOWN))
                parts = tuple(halves)
            origin = self.origin(call.node, f"`{name}` built here")
            cache = CacheObj(
                origin, name, size, backend, UNKNOWN if call.opaque else config, parts, Const(False), Const(0), Const(0)
            )
            if name in _INFERENCE_FOLLOWED:
                cache.inference = Const(None)  # (its tensors are made at its first update: HF183)
            cache.offloading = _cache_offloading(name, call)
            return st.heap.new(cache)
        if kind == imports.PIPELINE:
            return self._pipeline(call, st)
        if kind in (imports.EXPORT_WRAPPER, imports.EXPORT_FUNCTION):
            model = call.args[0] if call.args else call.kwargs.get("model", UNKNOWN)
            self._observe(call, "export", name, model, st)
            if kind == imports.EXPORT_WRAPPER and not owner_kind:
                return exporting.built(self, name, model, call, st)
            return UNKNOWN
        if name == "KeyDataset":
            return Items("dataset", self.origin(call.node, "a dataset read here"))
        return UNKNOWN

    _FROM_MODEL_CONFIG = ("use_cache", "cache_implementation")

    def _model_config_fields(self, call: _Call, st: State) -> tuple[dict[str, Value], bool]:
        """What GenerationConfig.from_model_config(config) copies from a model config the walk
        knows: its generation fields that are surely set (a None or unknown one is left to the
        checkpoint's defaults, as transformers drops the None ones); and whether that is all it
        copies (4.57.6 to 5.24.0: `from_dict(config.to_dict())`, the None values dropped, then the
        decoder's fields where still default). Known in full when every config the argument may
        be is `gen_known` (a decoder-only checkpoint whose config.json sets no generation field):
        every field the script wrote on it then comes along, the rest keep the release defaults."""
        given = call.args[0] if call.args else call.kwargs.get("model_config", ABSENT)
        found = self._objs(given, st) if given is not ABSENT else []
        cfgs = [c for c in found if isinstance(c, ConfigObj)]
        if not cfgs or len(cfgs) != len(found) or call.opaque or len(call.args) + len(call.kwargs) != 1:
            return {}, False
        known = all(c.gen_known and not c.partial for c in cfgs)
        out: dict[str, Value] = {}
        keys: set[str] = set(self._FROM_MODEL_CONFIG)
        if known:
            keys.update(k for c in cfgs for k in c.fields if k not in _MODEL_CONFIG_ONLY)
        for key in sorted(keys):
            joined = join_all(c.fields.get(key, Const(None)) if known else c.get(key) for c in cfgs)
            if all(isinstance(o, Const) and o.value is not None for o in options(joined)):
                out[key] = joined
            elif known and not all(isinstance(o, Const) and o.value is None for o in options(joined)):
                out[key] = UNKNOWN  # (a value the walk cannot read, or None on some path: not the default surely)
        return out, known

    def _listing(self, qualname: str, call: _Call, st: State) -> Value | None:
        """The list a builtin makes of lists the walk knows (what a sweep iterates, core/sweeps.py)."""
        name = qualname.rsplit(".", 1)[1]
        if name == "range":
            bounds = [a.value for a in call.args if isinstance(a, Const) and type(a.value) is int]
            if len(bounds) != len(call.args) or not 1 <= len(bounds) <= 3 or call.kwargs:
                return None
            numbers = range(*bounds) if bounds[-1] != 0 or len(bounds) < 3 else range(0)
            if len(numbers) > sweeps.MAX_MADE:
                return None
            return Seq(tuple(Const(n) for n in numbers), False, batches.range_count(call.args, len(numbers)))
        if call.kwargs and name not in ("enumerate", "sorted"):
            return None  # (`deque(items, maxlen=N)` drops items: not a list the walk knows)
        if name in ("deque", "list", "tuple") and not call.args:
            return Seq((), name == "tuple")  # (`list()` is `[]`: HF198's `return list()`)
        if name == "filter":
            return self._filtered(call, st)
        if name == "islice":
            # `islice(items, stop)` / `islice(items, start, stop[, step])` of a list the walk knows,
            # with bounds that are known numbers or None (what `items[start:stop:step]` takes)
            items = sweeps.listed(objects.enum_listed(self, call.args[0], st), st.heap) if call.args else None
            given = call.args[1:]
            if items is None or not 1 <= len(given) <= 3:
                return None
            if not all(isinstance(b, Const) and (b.value is None or (type(b.value) is int and b.value >= 0)) for b in given):
                return None
            values = [b.value for b in given]  # type: ignore[attr-defined]
            part = slice(None, values[0]) if len(values) == 1 else slice(*values)
            return None if part.step == 0 else sweeps.made_list(items[part])
        lists = [sweeps.listed(objects.enum_listed(self, a, st), st.heap) for a in call.args]
        if not lists or any(x is None for x in lists):
            if name == "tuple" and len(call.args) <= 1:
                # `tuple(...)` of what the walk does not list is still a tuple, of items it does
                # not know (what 5.x rejects as a cache, HF140); `tuple()` is the empty one.
                return Items("tuple", self.origin(call.node, "tuple built here")) if call.args else Seq((), True)
            return None
        first: list[Value] = lists[0]  # type: ignore[assignment]
        if name in ("list", "tuple", "deque") and len(lists) == 1:
            # (a deque is walked as the list it holds: append / appendleft / pop / popleft below;
            # a copy holds as many items as the list did, whatever decided that number)
            arg = call.args[0]
            return Seq(tuple(first), name == "tuple", arg.count if type(arg) is Seq else None)  # type: ignore[attr-defined]
        if name == "reversed" and len(lists) == 1:
            return sweeps.made_list(first[::-1])
        if name == "sorted" and len(lists) == 1:
            if "key" in call.kwargs:
                return self._sorted_by_key(first, call, st)
            return sweeps.sorted_list(first, call.kwargs)
        if name == "enumerate" and len(lists) == 1:
            start = call.kwargs.get("start", Const(0))
            if not isinstance(start, Const) or type(start.value) is not int:
                return None
            return sweeps.made_list([Seq((Const(start.value + i), v)) for i, v in enumerate(first)])
        if name == "zip":
            return sweeps.made_list([Seq(items) for items in zip(*lists)])  # type: ignore[arg-type]
        if name == "product":
            total = 1
            for x in lists:
                total *= len(x)  # type: ignore[arg-type]
            if total > sweeps.MAX_MADE:
                return None
            return sweeps.made_list([Seq(items) for items in itertools.product(*lists)])  # type: ignore[arg-type]
        return None

    def _sorted_by_key(self, items: list[Value], call: _Call, st: State) -> Value | None:
        """`sorted(zoo, key=lambda p: p.size)` (and `reverse=`): the key function called on each
        element, as `filter` calls its predicate; the order when every key is a constant the
        walk can compare (numbers, strings, tuples of them), else not a list the walk knows."""
        fn = call.kwargs["key"]
        reverse = call.kwargs.get("reverse", Const(False))
        if set(call.kwargs) - {"key", "reverse"} or not (isinstance(reverse, Const) and isinstance(reverse.value, bool)):
            return None
        if not items or len(items) > sweeps.MAX_ELEMENTS:
            return None
        keys: list[Any] = []
        for item in items:
            got = self._call_value_options(fn, _Call(call.node, (item,), {}, False), st)
            key = _constant_key(got)
            if key is None or flags.flag_of(got) is not None:
                return None  # (a key a command-line default decides: the order is that flag's)
            keys.append(key)
        try:
            order = sorted(range(len(items)), key=lambda i: keys[i], reverse=reverse.value)
        except TypeError:
            return None
        return sweeps.made_list([items[i] for i in order])

    def _filtered(self, call: _Call, st: State) -> Value | None:
        """`filter(fn, items)` of a list the walk knows: the elements `fn` surely keeps, when it
        decides every one (a predicate of your own over a config's keys; `None` keeps the
        truthy ones); else not a list the walk knows."""
        if len(call.args) != 2:
            return None
        items = sweeps.listed(call.args[1], st.heap)
        if items is None:
            return None
        fn = call.args[0]
        kept: list[Value] = []
        for item in items:
            if isinstance(fn, Const) and fn.value is None:
                verdict = item
            else:
                verdict = self._call_value_options(fn, _Call(call.node, (item,), {}, False), st)
            truth = flags._truth(verdict) if isinstance(verdict, Const) and flags.flag_of(verdict) is None else None
            if truth is None:
                return None
            if truth:
                kept.append(item)
        return sweeps.made_list(kept)

    def _gen_config_file(self, call: _Call, st: State) -> GenConfigObj | None:
        """`GenerationConfig.from_pretrained(name)`: the generation_config.json a local folder or the
        local HF cache holds, else the one the table of well-known hub checkpoints describes; None
        when neither is known (or the call names another file or folder part)."""
        ckpt = call.args[0] if call.args else call.kwargs.get("pretrained_model_name_or_path", UNKNOWN)
        if len(call.args) > 1 or call.opaque or "config_file_name" in call.kwargs or "subfolder" in call.kwargs:
            return None
        if not (isinstance(ckpt, Const) and isinstance(ckpt.value, str)):
            return None
        mine = saved.written_gen_config(self, ckpt.value, call.node, st)
        if mine is not None:
            return mine  # (a generation_config.json the script wrote there itself)
        info = self._checkpoint(ckpt, call)
        if info is not None and info.has_generation_config:
            return self._checkpoint_gen_config(info, ckpt, call.node)
        if info is not None and info.config_path is not None:
            return None  # (a folder on disk without generation_config.json: from_pretrained fails there)
        hub = modelinfo.hub_checkpoint(ckpt.value)
        if hub is None or not hub.knows_generation_config:
            return None
        span = ckpt.origin.span if ckpt.origin else self.span(call.node)
        return self._hub_gen_config(hub, span, ckpt.origin.flag if ckpt.origin else None)

    def _observe_load(self, class_name: str, call: _Call, model: Value, st: State) -> None:
        """`from_pretrained` given a generation option, which the model's constructor is then given
        (HF142), the `use_auth_token`, `load_in_4bit` and `load_in_8bit` keywords 5.0 dropped
        (HF327, HF356), an attention implementation the
        model's class may refuse (HF187, HF343), or a rotary scaling (HF337)."""
        if (
            "attn_implementation" in call.kwargs
            or "rope_scaling" in call.kwargs
            or "use_auth_token" in call.kwargs
            or "load_in_4bit" in call.kwargs
            or "load_in_8bit" in call.kwargs
            or not GENERATION_ONLY_LOAD_KWARGS.isdisjoint(call.kwargs)
            or self._rope_scaling_written(call.kwargs.get("config", ABSENT), st)
            or ("device_map" in call.kwargs and releaseinfo.torch_cpu_only(self) is not None)
        ):
            # (a device map with a torch built without CUDA: HF361)
            self._observe(call, "model-load", class_name, model, st)

    @staticmethod
    def _rope_scaling_written(config: Value, st: State) -> bool:
        """Whether a `config=` given to a loader is a config object the script set `rope_scaling` on (HF337)."""
        return any(isinstance(c := st.heap.get(o), ConfigObj) and "rope_scaling" in c.written for o in options(config))

    def _load_model(self, class_name: str, how: str, call: _Call, st: State) -> Value:
        if how == "from_pretrained":
            ckpt = call.args[0] if call.args else call.kwargs.get("pretrained_model_name_or_path", UNKNOWN)
            found = saved.saved_at(self, ckpt, st)
            if found is not None:
                # A folder this script saved (core/saved.py); loaded as usual where it did not.
                made = saved.load_model(self, found, class_name, call, st, self._load_files(class_name, how, call, st))
                self._observe_written_gen_file(ckpt, made, call, st)
                return made
        return self._load_files(class_name, how, call, st)

    def _observe_written_gen_file(self, folder: Value, loaded: Value, call: _Call, st: State) -> None:
        """`from_pretrained(folder)` of a folder whose generation_config.json the script wrote
        itself after saving there (json.dump of the saved file's dict, edited): from_pretrained
        builds the generation config from that file with the constructor, whose checks run at
        this line (h153's runs, 4.57.6 to 5.24.0). Checked as `GenerationConfig(**file)` when the
        file is known in full on every path, as for a checkpoint loaded with keywords."""
        if not (isinstance(folder, Const) and isinstance(folder.value, str)) or call.opaque:
            return
        if files.written(self, os.path.join(folder.value, "generation_config.json"), st) is None:
            return
        refs: list[Value] = []
        for o in options(loaded):
            obj = st.heap.get(o)
            gen = obj.gen_config if isinstance(obj, ModelObj) else o if isinstance(obj, GenConfigObj) else UNKNOWN
            refs.extend(options(gen))
        gc = st.heap.get(refs[0]) if len(refs) == 1 else None
        if not isinstance(gc, GenConfigObj) or gc.base != "defaults" or not gc.whole or gc.fields:
            return
        in_file = {k: gc.get(k) for k in gc.file_fields}
        # (the config keeps node None: read from a file, which 5.23's save validates strictly only
        # where the script changes it afterwards, HF136)
        self._observe(_Call(call.node, (), in_file, False), "genconfig", "GenerationConfig", UNKNOWN, st)

    def _load_files(self, class_name: str, how: str, call: _Call, st: State) -> Value:
        node = call.node
        ckpt: Value = UNKNOWN
        if how == "from_pretrained":
            ckpt = call.args[0] if call.args else call.kwargs.get("pretrained_model_name_or_path", UNKNOWN)
        model_type = modelinfo.model_type_from_class(class_name)
        type_origin = self.origin(node.func, f"`{class_name}`: model type `{model_type}`") if model_type else None
        vocab: int | None = None
        encoder: modelinfo.EncoderShape | None = None
        info = self._checkpoint(ckpt, call) if how == "from_pretrained" else None
        # The checkpoint's own files (a local folder, the local HF cache) come first; the table of
        # well-known hub names (catalog/checkpoints/) answers for what they do not.
        hub = None
        if (
            isinstance(ckpt, Const)
            and isinstance(ckpt.value, str)
            and (info is None or info.config_path is None or not (info.has_generation_config or info.generation_config_absent))
        ):
            hub = modelinfo.hub_checkpoint(ckpt.value)
        name_span = ckpt.origin.span if isinstance(ckpt, Const) and ckpt.origin else self.span(node)
        # (a checkpoint name that is a command-line default: what it tells holds while it is)
        name_flag = ckpt.origin.flag if isinstance(ckpt, Const) and ckpt.origin else None
        if hub is not None and (info is None or info.config_path is None):
            told = _hub_told(hub)
            if model_type is None:
                model_type = hub.model_type
                type_origin = Origin(name_span, told.type_note, self.path, name_flag)
            vocab = told.vocab
            encoder = told.encoder
        if info is not None and isinstance(ckpt, Const):
            if info.model_type and modelinfo.model_type_from_class(class_name) is None:
                model_type = info.model_type
                type_origin = self._file_origin(
                    info.config_site("model_type"), f"`{ckpt.value}`: config.json says model type `{info.model_type}`", node
                )
            if info.vocab_size:
                vocab = info.vocab_size
            if info.encoder is not None:
                encoder = info.encoder
        gen = call.kwargs.get("generation_config", ABSENT) if how == "from_pretrained" else ABSENT
        gen_ref: Value
        if (
            (gen is ABSENT or (isinstance(gen, Const) and gen.value is None))
            and info is not None
            and (info.has_generation_config or info.generation_config_absent)
            and isinstance(ckpt, Const)
        ):
            gen_ref = st.heap.new(self._checkpoint_gen_config(info, ckpt, node))
        elif gen is ABSENT or (isinstance(gen, Const) and gen.value is None):
            if hub is not None and hub.knows_generation_config:
                gen_ref = st.heap.new(self._hub_gen_config(hub, name_span, name_flag))
            else:
                gen_ref = st.heap.new(
                    GenConfigObj(self.origin(node, "generation config loaded with the model"), {}, "unknown", written_by=UNKNOWN)
                )
        else:
            gen_ref = gen
        if (
            how == "from_pretrained"
            and "use_cache" in call.kwargs
            and (gen is ABSENT or (isinstance(gen, Const) and gen.value is None))
            and modelinfo.model_type_from_class(class_name) is not None
        ):
            # A concrete class (`GPT2LMHeadModel`, `WhisperForConditionalGeneration`) hands its
            # keywords on to `GenerationConfig.from_pretrained` as well, which sets them over the
            # checkpoint's file; an Auto class hands on only what its config did not take, and
            # `use_cache` is a config field (4.57 and 5.x alike).
            made = st.heap.writable(gen_ref)
            if isinstance(made, GenConfigObj):
                made.fields["use_cache"] = self._origin_const(
                    call.kwargs["use_cache"],
                    node,
                    f"`use_cache` passed to {class_name}.from_pretrained here: a concrete class sets it on the generation config",
                )
        if modelinfo.is_bare_model_class(class_name):
            # The bare model, without a generation head (`AutoModel`, or `LlamaModel` named
            # directly, however built): 4.57 gives it no generation config (None); 5.x no
            # generation_config attribute at all (rules/export.py tells them apart).
            gen_ref = Const(
                None, self.origin(node, f"{class_name} loads the model without a generation head: no generation config")
            )
        config_fields: dict[str, Value] = {}
        if hub is not None and (info is None or info.config_path is None):
            config_fields.update(self._hub_config_fields(hub, name_span, name_flag))
        if info is not None:
            if info.config_use_cache is not None:
                config_fields["use_cache"] = Const(
                    info.config_use_cache,
                    self._file_origin(
                        info.config_site("use_cache"), f"config.json sets use_cache to {info.config_use_cache}", node
                    ),
                )
            if info.sliding_window is not None and info.layer_types:
                config_fields["sliding_window"] = Const(info.sliding_window)
        # What a guard reads of the loaded config (`if a.config.vocab_size != b.config.vocab_size:
        # continue`, `if model.config.model_type == "mamba": return`): the vocabulary and the
        # type the checkpoint's files or the table give, as `vocab_size` and `model_type` above.
        if vocab is not None and how == "from_pretrained":
            config_fields["vocab_size"] = Const(vocab)
        if model_type is not None and how == "from_pretrained" and (hub is not None or info is not None):
            config_fields["model_type"] = Const(model_type)
        given = call.kwargs.get("config", ABSENT)
        if given is ABSENT and how != "from_pretrained" and call.args:
            given = call.args[0]  # (XModel(config), AutoModelForCausalLM.from_config(config))
        passed = st.heap.get(given) if isinstance(given, Ref) else None
        if isinstance(passed, ConfigObj) and passed.partial:
            config_fields = dict(passed.fields)  # (a config class built in code: its layer counts)
        elif isinstance(passed, ConfigObj):
            # from_pretrained(name, config=config) and from_config(config) build the model on a
            # deep copy of that config: what it says comes first.
            config_fields.update(passed.fields)
        elif given is not ABSENT:
            config_fields = {}  # (a config hflint does not know)
        if isinstance(passed, ConfigObj) and "pad_token_id" not in passed.fields:
            config_fields.pop("pad_token_id", None)  # (the config given says what it says, or nothing known)
        if "pad_token_id" in call.kwargs:
            config_fields["pad_token_id"] = self._origin_const(
                call.kwargs["pad_token_id"], node, "`pad_token_id` passed to from_pretrained here"
            )
        elif call.opaque:
            config_fields.pop("pad_token_id", None)  # (a **kwargs may hold it)
        if "use_cache" in call.kwargs:
            config_fields["use_cache"] = self._origin_const(
                call.kwargs["use_cache"], node, "`use_cache` passed to from_pretrained here"
            )
        if (
            how != "from_pretrained"
            and gen is ABSENT
            and not modelinfo.is_bare_model_class(class_name)
            and isinstance(passed, ConfigObj)
            and isinstance(passed.get("use_cache"), Const)
        ):
            gen_ref = st.heap.new(self._gen_config_from_model_config(passed, class_name, node))
        if model_type is None and isinstance(passed, ConfigObj):
            told_type = passed.get("model_type")
            if isinstance(told_type, Const) and isinstance(told_type.value, str):
                model_type = told_type.value  # (AutoModelForCausalLM.from_config(LlamaConfig(...)))
        gen_known = (
            how == "from_pretrained"
            and _config_sets_no_generation_field(info, hub)
            and given is ABSENT
            and not call.opaque
            and set(call.kwargs) <= _LOAD_KWARGS_NOT_GENERATION
        )
        config_ref = st.heap.new(ConfigObj(self.origin(node, "model config loaded here"), config_fields, gen_known=gen_known))
        model = ModelObj(
            self.origin(node, f"model loaded here ({class_name}.{how})" if how != "__init__" else f"`{class_name}` built here"),
            class_name=class_name,
            model_type=model_type,
            model_type_origin=type_origin,
            checkpoint=ckpt,
            vocab_size=vocab,
            gen_config=gen_ref,
            config=config_ref,
            load_kwargs=dict(call.kwargs),
            load_node=node,
            checkpoint_notes=info.notes if info is not None else (),
            encoder=encoder,
        )
        return st.heap.new(model)

    def _checkpoint(self, ckpt: Value, call: _Call):
        """What the checkpoint's config.json / generation_config.json say, when they are on disk."""
        if not self.checkpoint_dirs or not isinstance(ckpt, Const) or not isinstance(ckpt.value, str):
            return None
        from hflint.core.checkpoints import read_checkpoint

        revision = call.kwargs.get("revision")
        subfolder = call.kwargs.get("subfolder")
        rev = revision.value if isinstance(revision, Const) and isinstance(revision.value, str) else None
        sub = subfolder.value if isinstance(subfolder, Const) and isinstance(subfolder.value, str) else ""
        # One look on disk per checkpoint and analysis (scripts load the same names again and again).
        key = (ckpt.value, rev, sub)
        if key in self._checkpoints:
            return self._checkpoints[key]
        try:
            found = read_checkpoint(ckpt.value, base_dirs=self.checkpoint_dirs, revision=rev, subfolder=sub)
        except Exception:  # noqa: BLE001 - a checkpoint we cannot read is a checkpoint we do not know
            found = None
        self._checkpoints[key] = found
        self.checkpoint_reads[(ckpt.value, rev, sub, tuple(map(str, self.checkpoint_dirs)))] = repr(found)
        return found

    def _file_origin(self, site, note: str, fallback: ast.AST) -> Origin:
        if site is None:
            return self.origin(fallback, note)
        path, span = site
        return Origin(span, note, str(path))

    def _checkpoint_gen_config(self, info, ckpt: Const, node: ast.AST) -> GenConfigObj:
        """The generation config from_pretrained builds: the file's fields over the release defaults;
        without a generation_config.json, use_cache follows config.json."""
        fields: dict[str, Value] = {}
        whole = info.has_generation_config and info.gen_whole is not None
        if info.has_generation_config:
            for key, value in (info.gen_whole if info.gen_whole is not None else info.gen).items():
                fields[key] = Const(
                    value,
                    self._file_origin(
                        info.gen_site(key), f"generation_config.json of `{ckpt.value}` sets {key} to {value!r}", node
                    ),
                )
            origin = self._file_origin(
                (str(info.generation_config_path), Span(1, 0, 1, 0)) if info.generation_config_path else None,
                f"generation_config.json of `{ckpt.value}`",
                node,
            )
        else:
            use_cache = info.config_use_cache if info.config_use_cache is not None else True
            fields["use_cache"] = Const(
                use_cache,
                self._file_origin(
                    info.config_site("use_cache"),
                    f"`{ckpt.value}` has no generation_config.json: use_cache comes from config.json ({use_cache})",
                    node,
                ),
            )
            # (from_model_config copies config.json's generation fields: they are the model's)
            for key, value in info.config_gen.items():
                fields[key] = Const(
                    value,
                    self._file_origin(
                        info.config_site(key),
                        f"`{ckpt.value}` has no generation_config.json: {key} comes from config.json ({value!r})",
                        node,
                    ),
                )
            for key in info.config_gen_unknown:
                fields[key] = UNKNOWN
            origin = self.origin(node, f"`{ckpt.value}` has no generation_config.json")
        # (a file without transformers_version, and the config made from config.json, take the running release's)
        written = Const(info.gen_version) if info.gen_version is not None else ABSENT
        return GenConfigObj(origin, {}, "defaults", fields, written_by=written, whole=whole)

    def _hub_gen_config(self, hub, span: Span, flag: Flag | None = None) -> GenConfigObj:
        """The generation config from_pretrained builds from a well-known checkpoint's generation_config.json:
        the fields the table says it sets; the fields it leaves out take the release's defaults (base
        "defaults"); a field the table does not know stays unknown."""
        told = _hub_told(hub)
        path = self.path
        fields: dict[str, Value] = {}
        for key, value, note in told.gen_fields:
            fields[key] = UNKNOWN if note is None else Const(value, Origin(span, note, path, flag))
        written = Const(hub.gen_version) if hub.gen_version is not None else UNKNOWN
        return GenConfigObj(Origin(span, told.gen_note, path), {}, "defaults", fields, written_by=written, whole=hub.gen_complete)

    def _load_config(self, owner: str, call: _Call, st: State) -> Value:
        """`AutoConfig.from_pretrained(name, use_cache=False, ...)`: the model config, its fields
        from the table of hub names (unless keywords hflint cannot read may override them), then
        the keywords (each sets the attribute of that name). A model loaded with `config=` it
        starts from a copy of it (_load_files)."""
        if call.kwargs.get("return_unused_kwargs", ABSENT) is not ABSENT:
            return UNKNOWN  # (a tuple: the config and the keywords it did not use)
        ckpt = call.args[0] if call.args else call.kwargs.get("pretrained_model_name_or_path", UNKNOWN)
        fields: dict[str, Value] = {}
        info = self._checkpoint(ckpt, call)
        local = info is not None and info.config_path is not None
        name = ckpt.value if isinstance(ckpt, Const) and isinstance(ckpt.value, str) else None
        hub = modelinfo.hub_checkpoint(name) if name is not None and not local else None
        if call.opaque:
            pass  # (keywords hflint cannot read may set any field)
        elif local:
            assert info is not None
            if info.config_use_cache is not None:
                fields["use_cache"] = Const(
                    info.config_use_cache,
                    self._file_origin(
                        info.config_site("use_cache"), f"config.json sets use_cache to {info.config_use_cache}", call.node
                    ),
                )
        elif hub is not None:
            assert isinstance(ckpt, Const)
            span = ckpt.origin.span if ckpt.origin else self.span(call.node)
            flag = ckpt.origin.flag if ckpt.origin else None
            fields.update(self._hub_config_fields(hub, span, flag))
            # What a script reads of the config to choose a draft or skip a model
            # (`AutoConfig.from_pretrained(name).model_type`, `.vocab_size`): as the model's
            # `config` reads them (_load_files), with the name's origin (a flag's default).
            told = _hub_told(hub)
            if hub.model_type:
                fields["model_type"] = Const(hub.model_type, Origin(span, told.type_note, self.path, flag))
            if told.vocab is not None:
                fields["vocab_size"] = Const(told.vocab, Origin(span, told.type_note, self.path, flag))
        if not call.opaque and info is not None and info.config_path is not None and isinstance(ckpt, Const):
            if info.model_type:
                note = f"`{ckpt.value}`: config.json says model type `{info.model_type}`"
                fields["model_type"] = Const(info.model_type, self._file_origin(info.config_site("model_type"), note, call.node))
            if info.vocab_size:
                fields["vocab_size"] = Const(info.vocab_size)
        for k, v in call.kwargs.items():
            if k not in _LOADER_KWARGS:
                fields[k] = self._origin_const(v, call.node, f"`{k}` passed to {owner}.from_pretrained here")
        # Known to hold no generation field but those in `fields`, as a model's config loaded from
        # the same checkpoint is (_load_files): its config.json sets none (the folder's own file,
        # else the table's `no_generation_fields`), and every keyword is a place to load from or a
        # value the walk read (each sets the attribute of that name). Not with a generation field
        # among the keywords but use_cache (5.x's config keeps no `temperature=0.2` it is given:
        # from_model_config copies it on 4.57 only), nor with remote code.
        gen_known = (
            _config_sets_no_generation_field(info, hub)
            and not call.opaque
            and "trust_remote_code" not in call.kwargs
            and all(k in _LOADER_KWARGS or isinstance(fields.get(k), Const) for k in call.kwargs)
            and not any(k in GENERATION_CONFIG_FIELDS and k != "use_cache" for k in call.kwargs)
        )
        origin = self.origin(call.node, f"model config loaded here ({owner}.from_pretrained)")
        return st.heap.new(ConfigObj(origin, fields, gen_known=gen_known))

    def _watermarking_config(
        self, args: Sequence[Value], kwargs: dict[str, Value], opaque: bool, node: ast.AST, st: State
    ) -> Value:
        """`WatermarkingConfig(...)` (or its `from_dict`): the settings given, over the defaults of
        the others; keywords the walk cannot read, or one it does not know, leave none known
        (the constructor refuses an unknown keyword itself)."""
        origin = self.origin(node, "`WatermarkingConfig` built here")
        names = list(WATERMARK_DEFAULTS)
        given = {**dict(zip(names, args)), **{k: v for k, v in kwargs.items() if v is not ABSENT}}
        if opaque or len(args) > len(names) or not set(given) <= set(names):
            return st.heap.new(WatermarkObj(origin, {}, partial=True))
        fields: dict[str, Value] = {}
        for key, default in WATERMARK_DEFAULTS.items():
            if key in given:
                fields[key] = self._origin_const(given[key], node, f"`WatermarkingConfig({key}=...)` here")
            else:
                fields[key] = Const(default, origin)
        return st.heap.new(WatermarkObj(origin, fields, partial=True))

    def _new_config(self, name: str, call: _Call, st: State) -> Value:
        """`LlamaConfig(vocab_size=256, ...)` of a family modelinfo.CONFIG_CLASSES lists: the
        keywords it is given, over the class's default `use_cache=True`, and its model type.
        Keywords hflint cannot read (`**kwargs`) may set any field; a positional argument is not
        followed; another config class stays unknown."""
        model_type = modelinfo.CONFIG_CLASSES.get(name)
        if model_type is None or call.args:
            return UNKNOWN
        fields: dict[str, Value] = {"model_type": Const(model_type)}
        if not call.opaque:
            fields["use_cache"] = Const(True, self.origin(call.node, f"`{name}` defaults use_cache to True"))
        for k, v in call.kwargs.items():
            fields[k] = self._origin_const(v, call.node, f"`{k}` passed to {name} here")
        if not call.opaque and "head_dim" not in fields and model_type in modelinfo.HEAD_DIM_UNSET_UNTIL:
            # (the class keeps head_dim None when it is not given: HF211)
            given_none = self.origin(call.node, f"`{name}` is given no head_dim here (it stays None)")
            fields["head_dim"] = Const(None, Origin(given_none.span, given_none.note, given_none.path, unset=True))
        return st.heap.new(ConfigObj(self.origin(call.node, f"model config built here ({name})"), fields))

    def _gen_config_from_model_config(self, config: ConfigObj, class_name: str, node: ast.AST) -> GenConfigObj:
        """The generation config a model built from a config object starts with (its `__init__`
        runs `GenerationConfig.from_model_config(config)`, 4.57–5.24): the release's defaults,
        with the model config's `use_cache` (and `cache_implementation`, when it has one)."""
        file_fields: dict[str, Value] = {}
        for key in self._FROM_MODEL_CONFIG:
            v = config.get(key)
            if isinstance(v, Const) and v.value is not None:
                file_fields[key] = Const(
                    v.value,
                    self.origin(node, f"the generation config of `{class_name}` takes {key}={v.value!r} from the model config"),
                )
        origin = self.origin(node, f"generation config made from the model config ({class_name})")
        return GenConfigObj(origin, {}, "defaults", file_fields)

    def _hub_config_fields(self, hub, span: Span, flag: Flag | None = None) -> dict[str, Value]:
        """The model config fields the rules read, from the table (as from a config.json on disk)."""
        told = _hub_told(hub)
        out: dict[str, Value] = {}
        if told.use_cache_note is not None:
            out["use_cache"] = Const(hub.config["use_cache"], Origin(span, told.use_cache_note, self.path, flag))
        if told.sliding:
            out["sliding_window"] = Const(hub.config["sliding_window"])
        if hub.config.get("no_pad_token_id") is True:
            out["pad_token_id"] = Const(None, Origin(span, "its config.json sets no pad_token_id (the table's)", self.path, flag))
        positions = hub.config.get("n_positions")
        if type(positions) is int:
            # (GPT-2's position table: `model.config.n_positions` read as a truncation length, HF336)
            note = f"its config.json sets n_positions to {positions} (the table's)"
            out["n_positions"] = Const(positions, Origin(span, note, self.path, flag))
        return out

    def _pipeline(self, call: _Call, st: State) -> Value:
        """`pipeline(task, model=..., assistant_model=...)`: checkpoint names are loaded as the
        pipeline loads them (core/pipelines.py keeps the rest)."""
        given_task = call.args[0] if call.args else call.kwargs.get("task", UNKNOWN)
        if pipelines.names_removed_task(given_task):
            # (a task 5.x removed: pipeline() raises as it looks it up, before loading anything; HF161)
            self._observe(_Call(call.node, (given_task,), {}, False), "pipeline-task", "pipeline", UNKNOWN, st)
        task = pipelines.task_of(given_task)
        loader = pipelines.model_class(task)
        loaded: list[Value] = []
        named: list[bool] = []
        for given in (
            call.kwargs.get("model", call.args[1] if len(call.args) > 1 else UNKNOWN),
            call.kwargs.get("assistant_model", ABSENT),
        ):
            is_name = isinstance(given, Const) and isinstance(given.value, str)
            if is_name:
                load = self._pipeline_load_kwargs(call, st) if not loaded else {}
                given = self._load_model(loader, "from_pretrained", _Call(call.node, (given,), load, False), st)
            loaded.append(given)
            named.append(is_name)
        ref = pipelines.build(
            self.origin(call.node, "pipeline built here"), task, loaded[0], loaded[1], named[0], named[1], call.kwargs, st.heap
        )
        built = st.heap.get(ref)
        if isinstance(built, PipelineObj):
            built.tokenizer = self._pipeline_tokenizer(call, st)
            if task is None and isinstance(given_task, Const) and isinstance(given_task.value, str):
                built.task_name = given_task.value
        if isinstance(built, PipelineObj) and built.task is not None:
            # (what pipeline() itself can raise: rules/pipelines.py)
            self._observe(call, "pipeline-build", "pipeline", built.model, st, pipeline=built.copy())
        return ref

    def _pipeline_class(self, call: _Call, st: State) -> Value:
        """`TextGenerationPipeline(model=m, tokenizer=t, ...)` built directly from a model object:
        the pipeline `pipeline("text-generation", model=m, tokenizer=t, ...)` builds, for what its
        calls do (Pipeline.__init__ keeps the model, the tokenizer and the other keywords alike;
        4.57.6 to 5.24.0). Its task is "", so no `task_specific_params` are merged, which the walk
        does not follow for pipeline() either. What pipeline() itself checks while it builds is not
        observed here; a model or an assistant given by name, or arguments the walk cannot read,
        are not followed."""
        model = call.kwargs.get("model", call.args[0] if call.args else UNKNOWN)
        tokenizer = call.kwargs.get("tokenizer", call.args[1] if len(call.args) > 1 else ABSENT)
        assistant = call.kwargs.get("assistant_model", ABSENT)
        if (
            call.opaque
            or len(call.args) > 2
            or not all(isinstance(st.heap.get(o), ModelObj) for o in options(model))
            or not (assistant is ABSENT or all(isinstance(st.heap.get(o), ModelObj) for o in options(assistant)))
        ):
            self._havoc_args(call, st)
            return UNKNOWN
        kwargs = dict(call.kwargs)
        if tokenizer is not ABSENT:
            kwargs["tokenizer"] = tokenizer  # (as pipeline() keeps it: a positional one too)
        origin = self.origin(call.node, "pipeline built here")
        ref = pipelines.build(origin, pipelines.TEXT_GENERATION, model, assistant, False, False, kwargs, st.heap)
        built = st.heap.get(ref)
        if isinstance(built, PipelineObj):
            known = tokenizer is not ABSENT and all(isinstance(st.heap.get(o), TokenizerObj) for o in options(tokenizer))
            built.tokenizer = tokenizer if known else UNKNOWN
        return ref

    def _pipeline_tokenizer(self, call: _Call, st: State) -> Value:
        """The tokenizer pipeline() keeps (`pipe.tokenizer`, HF166): the one given as `tokenizer=`
        (an object, or a name it loads), else the one it loads by the model's name; UNKNOWN where
        the keywords are not all known or a `config=` may name another checkpoint."""
        if call.opaque or len(call.args) > 2:
            return UNKNOWN  # (`pipeline(task, model, config, tokenizer, ...)` positionally: not followed)
        given = call.kwargs.get("tokenizer", ABSENT)
        if given is ABSENT:
            if "config" in call.kwargs:
                return UNKNOWN
            given = call.kwargs.get("model", call.args[1] if len(call.args) > 1 else UNKNOWN)
            if not (isinstance(given, Const) and isinstance(given.value, str)):
                return UNKNOWN
        out: list[Value] = []
        for o in options(given):
            if isinstance(o, Const) and isinstance(o.value, str):
                where = self.origin(call.node, f"the pipeline loads the tokenizer of `{o.value}`")
                out.append(st.heap.new(TokenizerObj(where, o)))
            elif isinstance(o, Ref) and isinstance(st.heap.get(o), TokenizerObj):
                out.append(o)
            else:
                out.append(UNKNOWN)
        return join_all(out)

    def _pipeline_load_kwargs(self, call: _Call, st: State) -> dict[str, Value]:
        """What the main model's load takes from `pipeline(..., model_kwargs={...})`: its
        `generation_config=`, which becomes the model's own (runs of 4.57.6 and 5.24.0: a
        `GenerationConfig(use_cache=False)` there makes assisted generation raise), when the
        dict is known in full on every path. (The other keywords are left to the load's defaults:
        a generation option among them is HF143, raised before the pipeline exists.)"""
        given = call.kwargs.get("model_kwargs", ABSENT)
        dicts = [st.heap.get(o) if isinstance(o, Ref) else None for o in options(given)] if given is not ABSENT else []
        if not dicts or not all(isinstance(d, DictObj) and d.complete for d in dicts):
            return {}
        configs = [d.get("generation_config") for d in dicts if isinstance(d, DictObj)]
        if any(o is ABSENT for c in configs for o in options(c)):
            return {}
        return {"generation_config": join_all(configs)}

    def _observe(
        self,
        call: _Call,
        kind: str,
        callee: str,
        model: Value,
        st: State,
        pipeline: PipelineObj | None = None,
        wrapper: ExportWrapperObj | None = None,
    ) -> None:
        site = self.sites.setdefault(id(call.node), Site(call.node, path=self.path))
        if self._seen is not None and id(call.node) not in self._seen:
            self._seen[id(call.node)] = len(site.observations)  # (the limit can stop it from adding any)
        visit = sweeps.current_visit(self.loop_stack) if self.loop_stack else sweeps.Visit()
        if self._frames:
            visit.scope = self._frames[-1]
        if (
            site.visits >= (MAX_SWEEP_VISITS if visit.run is not None else MAX_VISITS)
            or len(site.observations) >= MAX_OBSERVATIONS
        ):
            return
        roots: list[Value] = [model, *call.args, *call.kwargs.values()]
        if wrapper is not None:
            roots.extend([*wrapper.args, *wrapper.kwargs.values()])
        for variant, _, _ in call.variants:
            roots.extend(variant.values())
        if pipeline is not None:
            roots.extend([pipeline.model, pipeline.assistant, pipeline.snapshot, pipeline.tokenizer, *pipeline.kwargs.values()])
        guarded: list[OneOf] = []
        heap = st.heap.snapshot(roots, guarded)
        variants = call.variants or ((call.kwargs, call.opaque, _NO_GUARD),)
        for _, _, guard in call.variants:
            if guard:
                guarded.append(OneOf((UNKNOWN,), (guard,)))
        tokenizers = self._tokenizers_in_scope(st) if kind == "generate" and "assistant_model" in call.kwargs else ()
        made: list[CallObservation] = []
        if guarded or (st.paths is not None and st.paths.facts):
            made = self._projected(call, kind, callee, model, st, pipeline, heap, guarded, variants, visit, tokenizers, wrapper)
        if not made:
            for kwargs, opaque, _ in variants:
                made.append(
                    CallObservation(
                        node=call.node,
                        kind=kind,
                        callee=callee,
                        model=model,
                        args=call.args,
                        kwargs=dict(kwargs),
                        opaque_kwargs=opaque,
                        heap=heap,
                        pipeline=pipeline,
                        stmt=self._stmt,
                        visit=visit,
                        tokenizers=tokenizers,
                        caught=self.caught,
                        tries=self.tries,
                        wrapper=wrapper,
                    )
                )
        allowed: dict[int, tuple[Origin, ...]] = {}
        for obs in made:
            if kind == "generate":
                obs.inference = self.grad_modes[-1]
                fn = obs.kwargs.get("prefix_allowed_tokens_fn")
                if fn is not None and fn is not UNKNOWN:
                    if id(fn) not in allowed:
                        allowed[id(fn)] = constraints.first_empty(self, fn, call.node, st)
                    obs.first_empty = allowed[id(fn)]
            site.add(obs)
            self.log.append((call.node, site.path, obs))
        if made and self._try_runs and self.sure_errors is not None:
            self._note_sure_raise(call.node, made, st)
        if kind == "generate":
            carried.fill(variants, st, call, self.grad_modes[-1])  # (after the snapshot: the call sees the cache as it was)

    def _note_sure_raise(self, node: ast.Call, made: list[CallObservation], st: State) -> None:
        """A call observed in the body of the innermost `try` being walked, in a statement of
        the body itself (same function, no loop between): when every path of this visit surely
        raises an error its handlers catch (an error finding of the release's catalog), the
        body's path ends at that statement (_TryRun.hit) and the handlers start from here."""
        run = self._try_runs[-1]
        stmt = self._stmt
        if (
            run.depth != self.depth
            or run.loops != len(self.loop_stack)
            or stmt is None
            or id(stmt) not in run.body
            or not isinstance(stmt, _PLAIN_STMTS)
            or not blocked.surely_evaluated(stmt, node)
        ):
            return
        assert self.sure_errors is not None
        # (what the checks find depends on the release: the walk does too, engine._walk_under)
        self.read_release = True
        for obs in made:
            errors = self.sure_errors(obs)
            if not errors or not all(catching.swallowed(run.catches, e) for e in errors):
                return
        run.raised.append(st.copy())
        run.hit = stmt
        run.kept = tuple(made)

    def _projected(
        self,
        call: _Call,
        kind: str,
        callee: str,
        model: Value,
        st: State,
        pipeline: PipelineObj | None,
        heap: Heap,
        guarded: list[OneOf],
        variants,
        visit,
        tokenizers: tuple[tuple[str, Value], ...] = (),
        wrapper: ExportWrapperObj | None = None,
    ) -> list[CallObservation]:
        """The call's observations, one per path its branch conditions tell apart (core/paths.py);
        empty when they do not tell any apart."""
        views = pathcond.views(st.paths, self.tracker.stale, guarded, heap)
        if views is None:
            return []
        out: list[CallObservation] = []
        seen: list[tuple] = []
        for view in views:
            try:
                m = view.value(model)
                args = tuple(view.value(a) for a in call.args)
                pipe = None
                if pipeline is not None:
                    pipe = PipelineObj(
                        pipeline.origin,
                        view.value(pipeline.model),
                        view.value(pipeline.assistant),
                        {k: view.value(v) for k, v in pipeline.kwargs.items()},
                        pipeline.task,
                        view.value(pipeline.snapshot),
                        pipeline.model_named,
                        pipeline.assistant_named,
                        pipeline.config_read,
                        view.value(pipeline.tokenizer),
                        pipeline.task_name,
                    )
            except pathcond.Infeasible:
                continue
            for kwargs, opaque, guard in variants:
                if guard and not view.allows(guard):
                    continue
                try:
                    # (a value of one path that is no list or tuple is every view's as it is)
                    kw = {k: view.value(v) if type(v) is OneOf or type(v) is Seq else v for k, v in kwargs.items()}
                except pathcond.Infeasible:
                    continue
                key = (m, args, kw, opaque, pipe, view.changed)
                if key in seen:
                    continue
                seen.append(key)
                out.append(
                    CallObservation(
                        node=call.node,
                        kind=kind,
                        callee=callee,
                        model=m,
                        args=args,
                        kwargs=kw,
                        opaque_kwargs=opaque,
                        heap=view.heap,
                        pipeline=pipe,
                        stmt=self._stmt,
                        visit=visit,
                        tokenizers=tokenizers,
                        caught=self.caught,
                        tries=self.tries,
                        wrapper=wrapper,
                    )
                )
            if len(out) > MAX_VIEWS:
                return []
        return out

    def _tokenizers_in_scope(self, st: State) -> tuple[tuple[str, Value], ...]:
        """The names bound to a tokenizer on this path (locals, then the module's names), with
        its checkpoint. Only names the module's text assigns from a `...Tokenizer...` or
        `...Processor...` `.from_pretrained(` are looked at (scanning every name at every call
        cost a 20,000-line module a fifth of its walk)."""
        names = tokenizer_names(self.index)
        out: list[tuple[str, Value]] = []
        for name in names:
            value = st.env.get(name)
            if value is None and self._frames:
                value = self.globals.get(name)  # (a local name hides the module's)
            obj = st.heap.get(value) if isinstance(value, Ref) else None
            if isinstance(obj, TokenizerObj):
                out.append((name, obj.checkpoint))
        return tuple(out)

    # ------------------------------------------------------------ user functions and classes

    def _bind_params(
        self,
        fn: ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda,
        call: _Call,
        self_ref: Value | None,
        st: State,
        evaluated: dict[str, Value] | None = None,
    ) -> dict[str, Value]:
        """The parameters' values for a call; a default the definition evaluated (`evaluated`)
        is taken as it was then, another is read now."""
        a = fn.args
        given = evaluated or {}
        positional = [p.arg for p in a.posonlyargs + a.args]
        params: dict[str, Value] = {}
        supplied = list(call.args)
        if self_ref is not None:
            supplied = [self_ref] + supplied
        defaults = list(a.defaults)
        first_default = len(positional) - len(defaults)
        for i, name in enumerate(positional):
            if i < len(supplied) and not call.opaque:
                params[name] = supplied[i]
            elif name in call.kwargs:
                params[name] = call.kwargs[name]
            elif call.opaque:
                params[name] = UNKNOWN
            elif i >= first_default:
                params[name] = given[name] if name in given else self.eval(defaults[i - first_default], st)
            else:
                params[name] = UNKNOWN
        for kwarg, default in zip(a.kwonlyargs, a.kw_defaults):
            if kwarg.arg in call.kwargs:
                params[kwarg.arg] = call.kwargs[kwarg.arg]
            elif default is not None and not call.opaque:
                params[kwarg.arg] = given[kwarg.arg] if kwarg.arg in given else self.eval(default, st)
            else:
                params[kwarg.arg] = UNKNOWN
        if a.vararg:
            # (the positional arguments past the named ones, as a tuple: forwarded by `fn(*args)`)
            extra_args = supplied[len(positional) :]
            params[a.vararg.arg] = UNKNOWN if call.opaque else Seq(tuple(extra_args), True)
        if a.kwarg:
            # (a keyword named like the `*args` parameter is no argument of it: it goes here)
            var = a.vararg.arg if a.vararg else None
            extra = {k: v for k, v in call.kwargs.items() if k not in params or k == var}
            params[a.kwarg.arg] = st.heap.new(DictObj(None, extra, not call.opaque))
        return params

    def _call_user_function(self, fn: FuncVal, call: _Call, st: State, self_ref: Value | None) -> Value:
        if isinstance(fn.node, ast.Lambda):
            fn = objects.lambda_function(fn)
        node = fn.node
        assert not isinstance(node, ast.Lambda)
        if fn.defaults is None and fn.owner is not None and (node.args.defaults or node.args.kw_defaults):
            # (a method found on its class: the defaults its class body evaluated)
            fn = FuncVal(node, fn.key, fn.owner, fn.module_env, fn.closure, objects.class_method_defaults(self, fn, st))
        if self.depth >= MAX_CALL_DEPTH or self._active.count(id(node)) >= MAX_RECURSION or self.exhausted:
            self._havoc_args(call, st)
            return UNKNOWN
        if self._call_limits and self.steps >= self._call_limits[-1]:
            # The caller's calls have used the steps it may give them: this one is not followed
            # (what it gets, its receiver too, may have changed), and the caller goes on.
            given = call if self_ref is None else _Call(call.node, (self_ref, *call.args), call.kwargs, call.opaque)
            self._havoc_args(given, st)
            return UNKNOWN
        pending = self._pending_with
        if pending is not None and call.node is pending.items[0].context_expr:
            self._pending_with = None
            spliced = objects.spliced_context_manager(node)
            if spliced is not None:
                self.analysed_functions.add(id(node))
                if self._entered is not None:
                    self._entered.add(id(node))
                self._with_bodies[-1].limit = self._limit
                bound = self._bind_params(node, call, self_ref, st, fn.defaults)
                return self._call_function(FuncVal(spliced, id(spliced), fn.owner, fn.module_env, fn.closure), bound, st)
        if node.decorator_list and self_ref is None:
            ran = flags.click_group_run(self, fn, call, st)
            if ran is not None:
                return ran
        params = flags.command_params(self, fn, st, call=call) if node.decorator_list and self_ref is None else None
        if params is None:
            params = self._bind_params(node, call, self_ref, st, fn.defaults)
        return self._call_function(fn, params, st)

    def _call_function(self, fn: FuncVal, params: dict[str, Value], st: State, record: bool = True, root: bool = False) -> Value:
        node = fn.node
        assert not isinstance(node, ast.Lambda)
        first = id(node) not in self.analysed_functions
        if record:
            self.analysed_functions.add(id(node))
            if self._entered is not None:
                self._entered.add(id(node))
        # Module-level names are looked up in the globals of the moment of the call; a
        # function of another workspace module runs with that module's globals and positions.
        foreign = None
        if fn.module_env != self.module_key and self.resolver is not None:
            foreign = self.resolver.modules.get(fn.module_env)
            if foreign is None:
                return UNKNOWN
        module_env = foreign.globals if foreign is not None else (self.globals if self._frames else st.env)
        frame = State(Env({**fn.closure, **params} if fn.closure else params), st.heap, False, pathcond.call_facts(st.paths))
        before = st.heap.copy()
        # (a root walk may take twice the function's length, when that is more: one pass fits)
        own = self._length(node, foreign.index if foreign is not None else None)
        # (a call the module's own statements make, `main(model, tok)` at the end of a script,
        # gets what a root walk would: past its budget the function is walked again as a root,
        # without the arguments the call knew)
        entry = root or (self.depth == 0 and self.import_depth == 0)
        limit = self.steps + (max(ROOT_BUDGET, 2 * own) if entry else CALL_BUDGET)
        deadline = min(limit, self._deadlines[-1]) if self._deadlines else limit
        if self._call_limits and not root:
            deadline = min(deadline, self._call_limits[-1])
        self._deadlines.append(deadline)
        # (the calls this function makes stop being followed where one pass over its own text,
        # or half of what is left when that is less, still fits)
        self._call_limits.append(deadline - min(own, (deadline - self.steps) // 2))
        outer_limit = self._limit
        self._limit = min(outer_limit, deadline)
        self.depth += 1
        self._active.append(id(node))
        self._returns.append([])
        self._yields.append([])
        self._yield_frames.append([self._uncertain, True])
        self._declared.append([])
        saved_globals, saved_index, saved_path = self.globals, self.index, self.path
        self.globals = module_env
        if foreign is not None:
            self.index, self.path = foreign.index, foreign.path
        self._frames.append(frame.env)
        self._params.append(frozenset(params))
        self._calling.append((fn, module_env))
        self._tasks.append([])
        mode = _inference_decorator(node) if node.decorator_list else None
        pushed = root or mode is not None
        if pushed:
            self.grad_modes.append(mode if mode is not None else UNKNOWN)
        try:
            end = self.exec_block(node.body, frame)
            if self._tasks[-1] and not end.dead:
                self._run_tasks(end)  # (tasks its creator never awaited after: they run as it ends)
        except (_OverBudget, RecursionError) as err:
            # Too costly to follow: the call's result and its effects are unknown.
            end = None
            if isinstance(err, (_TooDeep, RecursionError)):
                self._cut(node.lineno, CUT_DEEP)
            elif (
                root
                and not self.exhausted
                and (not self._deadlines or len(self._deadlines) < 2 or self.steps <= self._deadlines[-2])
            ):
                self._cut(node.lineno, CUT_FUNCTION)  # (its own budget, not the statement's around it)
            if record and first:
                # Walked part way only: walked again on its own (unknown parameters) at the end,
                # as a function nothing called, so that its code is not left out.
                self.analysed_functions.discard(id(node))
                if self._entered is not None:
                    self._entered.discard(id(node))
        finally:
            if pushed:
                self.grad_modes.pop()
            self._deadlines.pop()
            self._call_limits.pop()
            self._limit = -1 if self.exhausted else outer_limit
            self._frames.pop()
            self._tasks.pop()
            self._params.pop()
            self._calling.pop()
            yielded = self._yields.pop()
            exact = self._yield_frames.pop()[1]
            declared = self._declared.pop()
            if yielded:
                self.last_yielded = (node, yielded)
            self.globals, self.index, self.path = saved_globals, saved_index, saved_path
            returns = self._returns.pop()
            self._active.pop()
            self.depth -= 1
        if end is None:
            st.heap = before
            return UNKNOWN
        values = [v for v, _ in returns]
        states = [s for _, s in returns]
        if not end.dead:
            values.append(Const(None))
            states.append(end)
        if declared and foreign is None and not root and states:
            self._write_back_globals(declared, states, module_env)
        # Objects the callee changed are changed for the caller too.
        heap = None
        for s in states:
            heap = s.heap if heap is None else heap.join(s.heap)
        if heap is not None:
            st.heap = heap
        if isinstance(node, ast.AsyncFunctionDef):
            return UNKNOWN
        if yielded:
            made = Items("generator", self.origin(node, f"generator `{getattr(node, 'name', 'lambda')}`"))
            if exact and not returns and len(yielded) <= sweeps.MAX_MADE:
                if len(self._generated) > 256:
                    self._generated.clear()
                self._generated[id(made)] = (made, Seq(tuple(yielded), False))
            return made
        return join_all(values)

    def generated_list(self, value: Value) -> Seq | None:
        """What a generator function of the file yields, when the walk of its call ran every yield
        once and in order (no yield in an undecided `if`, a loop it could not list, a handler; no
        `return`): `for name, cfg in configurations():` is then a sweep over that list."""
        if type(value) is not Items or value.kind != "generator":  # type: ignore[union-attr]
            return None
        found = self._generated.get(id(value))
        return found[1] if found is not None and found[0] is value else None

    def bind_module_slot(self, name: str, value: Value, st: State) -> None:
        """Bind one of the walk's own module-wide slots (the files the script wrote, what it set
        in os.environ) where the whole module sees it: inside a function of this file, in the
        module's names rather than the function's (a function of another module keeps it local:
        that module's names are a summary shared with other analyses)."""
        if self._frames and self._calling and self._calling[-1][0].module_env == self.module_key:
            self.globals[name] = value
        else:
            st.env[name] = value

    def _write_back_globals(self, names: list[str], states: list[State], module_env: dict[str, Value]) -> None:
        """`global USE_CACHE` then `USE_CACHE = False` in a function: the module's name is what the
        function left in it (joined over its exits; an exit that did not bind it keeps the old
        value). Called from inside another function, the call may sit in a branch of that one,
        which the module's names do not see: the old value is kept beside the new ("may raise")."""
        for name in dict.fromkeys(names):
            old = module_env.get(name)
            found = [s.env[name] if name in s.env else old for s in states]
            if self.depth and old is not None:
                found.append(old)
            if any(v is None for v in found):
                continue
            module_env[name] = join_all(v for v in found if v is not None)

    def _instantiate(self, cls: ClassVal, call: _Call, st: State) -> Value:
        built = objects.instantiate(self, cls, call, st)
        if built is not None:
            return built
        new = objects.method_of(self, cls, "__new__", st)
        if new is not None:
            return self._constructed_by_new(cls, new, call, st)
        ref = st.heap.new(InstanceObj(self.origin(call.node, f"`{cls.node.name}` built here"), cls, {}))
        init = objects.method_of(self, cls, "__init__", st)
        if init is not None:
            self._call_user_function(init, call, st, ref)
        else:
            base = trainers.trainer_base(self, st.heap.get(ref), st)
            if base is not None:  # (a Trainer subclass without an __init__ of its own)
                trainers.call_method(self, trainers.TrainerMethod(ref, "__init__", base), call, st)
            else:
                wrapper = objects.export_wrapper_base(self, cls, st)
                if wrapper is not None:  # (an export wrapper's subclass: the wrapper's __init__)
                    self._call_symbol(wrapper, call, st)
                elif "target" in call.kwargs and objects.is_thread_class(self, cls, st):
                    # A Thread subclass made with `target=` (a PropagatingThread whose run() calls
                    # `self._target(...)`): the target runs as `Thread(target=...)`'s does.
                    self._call_symbol("threading.Thread", call, st)
        return ref

    def _constructed_by_new(self, cls: ClassVal, new: FuncVal, call: _Call, st: State) -> Value:
        """`Cls(...)` of a class whose own `__new__` decides what is made (a singleton keeping its
        one instance in a class attribute, `if cls._instance is None: cls._instance =
        super().__new__(cls)`): `__new__(cls, ...)` runs, and `__init__` with the same arguments
        on what it returns when that is an instance of the class, as Python does. What else it
        returns is the result as it is; what the walk cannot follow is unknown."""
        made = self._call_user_function(new, _Call(call.node, (cls, *call.args), call.kwargs, call.opaque), st, None)
        init = objects.method_of(self, cls, "__init__", st)
        if made is UNKNOWN:
            # (a `__new__` the walk cannot follow to its end, as a table keyed by the class
            # itself: an instance of the class as before, which `__init__` has run on)
            made = st.heap.new(InstanceObj(self.origin(call.node, f"`{cls.node.name}` built here"), cls, {}))
        if init is not None:
            for inst in objects.constructed(self, cls, made, st):
                self._call_user_function(init, call, st, inst)
        return made


_TASK_MAKERS = frozenset({"create_task", "ensure_future"})


def _converted_name(node: ast.expr) -> str | None:
    """The name in `x.convert_tokens_to_ids(name)` (one positional argument, no keywords): a
    token's id where the name holds a string; None for any other expression."""
    if (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr == "convert_tokens_to_ids"
        and len(node.args) == 1
        and not node.keywords
        and isinstance(node.args[0], ast.Name)
    ):
        return node.args[0].id
    return None


def _cache_offloading(name: str, call: _Call) -> Value:
    """Whether a cache built as `name(...)` offloads its layers (CacheObj.offloading): the
    Offloaded classes do, a Dynamic or StaticCache when `offloading=` says so (False unwritten)."""
    if name in ("OffloadedCache", "OffloadedStaticCache"):
        return Const(True)
    if name not in ("DynamicCache", "StaticCache"):
        return UNKNOWN
    if "offloading" in call.kwargs:
        return call.kwargs["offloading"]
    # (a third positional argument may be it: StaticCache(config, max_cache_len, offloading))
    return UNKNOWN if call.opaque or len(call.args) > 2 else Const(False)


def _token_strings_tuple(node: ast.expr) -> bool:
    """`tuple(x.tokenize(...))`: a tokenizer's token strings, or `()` for a text that gives none;
    either way no tuple of ids. (Only a tokenizer has `tokenize` among the objects whose
    result is made a key of sequence_bias; the walk does not check that `x` is one.)"""
    return (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id == "tuple"
        and len(node.args) == 1
        and not node.keywords
        and isinstance(node.args[0], ast.Call)
        and isinstance(node.args[0].func, ast.Attribute)
        and node.args[0].func.attr == "tokenize"
    )


# Words in a hub name that mark a chat (instruction-tuned) checkpoint, whose tokenizer carries a
# chat template. A base checkpoint's may have none (gpt2's), and then apply_chat_template itself
# raises "Cannot use chat template functions because tokenizer.chat_template is not set" first.
_CHAT_NAME_MARKERS = ("instruct", "chat", "-it", "qwen3-", "smollm3-", "deepseek-r1")


def _may_chat(tokenizer: Obj | None) -> bool:
    """Whether what a tokenizer's apply_chat_template returns is worth deciding (HF301, HF302):
    a tokenizer of unknown checkpoint (the template is the tokenizer's own API), or one loaded
    from a hub name of a chat checkpoint; not a base checkpoint's, which may have no template."""
    if not isinstance(tokenizer, TokenizerObj):
        return True
    name = tokenizer.checkpoint
    if not (isinstance(name, Const) and isinstance(name.value, str)):
        return True
    return any(m in name.value.lower() for m in _CHAT_NAME_MARKERS)


def _batch_member(obj: BatchObj, ref: Value, st: State) -> Value:
    """`inputs["input_ids"]`, `inputs.input_ids`, `{**inputs}`'s ids: the batch itself, but for
    a templated chat the tensor inside a BatchEncoding (no longer one generate refuses, HF301);
    of a chat's bare tensor (which raises there, 4.57.6: IndexError "too many indices for tensor
    of dimension 2", AttributeError "'Tensor' object has no attribute 'input_ids'") a batch of
    no known form, so that nothing after the raise is reported again."""
    if not obj.chat:
        return ref
    inner = obj.copy()
    inner.chat = ""
    return st.heap.new(inner)


def _output_member(obj: OutputObj, name: str | None) -> Value:
    """`out.past_key_values` / `out.scores` (or `out["scores"]`) of an output the walk follows."""
    if name == "past_key_values":
        return obj.cache
    return obj.scores if name == "scores" else UNKNOWN


def _only_ints(v: Value | None) -> bool:
    """A list or tuple the walk knows whose every item is a known int (an empty one too)."""
    return type(v) is Seq and all(isinstance(i, Const) and type(i.value) is int for i in v.items)  # type: ignore[union-attr]


def _ids_grown(current: Value | None, more: Value) -> Items | None:
    """A flat list of token ids grown by more ids (`banned.extend(tok.encode(word))` over a loop,
    `ids += tok(text).input_ids`, `ids.append(tok.eos_token_id)` once it holds encoded ids): still
    one flat list of ints of unknown length, which bad_words_ids refuses (HF173). None unless
    one side is encoded ids and the other ids or known ints; the list must be a list, not a tuple."""
    current_ids = type(current) is Items and current.kind == "ids"  # type: ignore[union-attr]
    more_ids = type(more) is Items and more.kind == "ids"  # type: ignore[union-attr]
    if not (current_ids or more_ids):
        return None
    if not current_ids and not (_only_ints(current) and not current.is_tuple):  # type: ignore[union-attr]
        return None
    if not more_ids and not _only_ints(more):
        return None
    origin = more.origin if more_ids else current.origin  # type: ignore[union-attr,attr-defined]
    return Items("ids", origin)


def _ids_of_one_text(obj: BatchObj) -> Value:
    """`tokenizer(text).input_ids` (or `["input_ids"]`) of one text, no tensors: a flat list of
    ids of unknown length, as `tokenizer.encode(text)` makes."""
    return Items("ids", obj.origin)


def _batch_spread(obj: BatchObj, ref: Value, st: State) -> Value:
    """The `input_ids` a call's `**inputs` gives: the ids of a BatchEncoding; a chat's bare ids
    tensor spread with `**` (which raises, HF302) marked "spread" for the rule to find."""
    if obj.chat != "tensor":
        return _batch_member(obj, ref, st)
    spread = obj.copy()
    spread.chat = "spread"
    return st.heap.new(spread)


def _rows_only(obj: BatchObj, st: State) -> Value:
    """The tensor an index other than a key makes of `obj`: its sequences' length unknown."""
    return st.heap.new(BatchObj(obj.origin, obj.batch_size, obj.tokens, UNKNOWN, obj.least, obj.tensor))


def _never_suspends(node: ast.expr) -> bool:
    """`await queue.put(item)` on a queue without a bound returns at once: the creator keeps
    running, and the tasks it made have not started yet."""
    return isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in ("put", "put_nowait")


def _eval_children(interp: Interpreter, node: ast.expr, st: State) -> Value:
    """An expression the walk has no method for: its parts are evaluated for their calls."""
    for child in ast.iter_child_nodes(node):
        if isinstance(child, ast.expr):
            interp.eval(child, st)
    return UNKNOWN


class _HubTold:
    """What every load of one well-known checkpoint takes from its table entry alike: the notes of
    the origins it makes, its vocabulary and encoder shape (worked out once per entry, not per load)."""

    __slots__ = ("hub", "type_note", "vocab", "encoder", "gen_fields", "gen_note", "use_cache_note", "sliding")

    def __init__(self, hub: HubCheckpoint) -> None:
        from hflint.hubfacts import GEN_TYPES

        self.hub = hub
        config_note = f"per {hub.file_name}: {_brief_source(hub.config_source)}"
        self.type_note = f"`{hub.name}` is {hub.title} (model type `{hub.model_type}`, {hub.tokenizer} tokenizer), {config_note}"
        self.vocab = hub.vocab_size
        self.encoder = modelinfo.encoder_shape(hub.config)
        # The generation config's fields in GEN_TYPES' order: (key, value, the note of its
        # origin), the note None for a field the table does not know (unknown).
        where = f"per {hub.file_name}: {_brief_source(hub.gen_source)}"
        gen: list[tuple[str, Any, str | None]] = []
        for key in GEN_TYPES:
            if key in hub.gen_sets:
                value = hub.gen_sets[key]
                gen.append((key, value, f"`{hub.name}`'s generation_config.json sets {key} to {value!r} ({where})"))
            elif key not in hub.gen_leaves_out and not hub.gen_complete:
                gen.append((key, None, None))
        self.gen_fields = tuple(gen)
        self.gen_note = f"`{hub.name}`'s generation_config.json ({where})"
        self.use_cache_note = (
            f"`{hub.name}`'s config.json sets use_cache to {hub.config['use_cache']} ({config_note})"
            if "use_cache" in hub.config
            else None
        )
        # As for a config.json on disk: the sliding window counts only beside layer_types.
        self.sliding = bool(hub.config.get("layer_types")) and "sliding_window" in hub.config


_HUB_TOLD: dict[int, _HubTold] = {}


def _config_sets_no_generation_field(info: CheckpointInfo | None, hub: HubCheckpoint | None) -> bool:
    """Whether the checkpoint's config.json is known to set no generation field: the folder's own
    file when there is one, else the table's `no_generation_fields` for the hub name."""
    if info is not None and info.config_path is not None:
        return info.config_gen_free
    return hub is not None and hub.config.get("no_generation_fields") is True


def _brief_source(source: str | None, limit: int = 160) -> str | None:
    """A table entry's source as a note shows it: whole when short, else its first clause (up to
    a `; ` outside brackets) without its bracketed asides, cut at a word before `limit`
    characters; the whole text stays in the table file the note names."""
    if source is None or len(source) <= limit:
        return source
    kept: list[str] = []
    depth = 0
    for i, ch in enumerate(source):
        if ch == "(":
            depth += 1
        elif ch == ")" and depth:
            depth -= 1
        elif depth == 0:
            if source.startswith("; ", i):
                break
            kept.append(ch)
    brief = " ".join("".join(kept).split())
    for mark in ",:.":
        brief = brief.replace(" " + mark, mark)  # (where an aside stood before it)
    brief = brief.rstrip(" ,:")
    if len(brief) > limit:
        brief = brief[: brief.rfind(" ", 0, limit)].rstrip(" ,")
    return brief + " (…)"


def _hub_told(hub: HubCheckpoint) -> _HubTold:
    found = _HUB_TOLD.get(id(hub))
    if found is None or found.hub is not hub:
        if len(_HUB_TOLD) > 4096:
            _HUB_TOLD.clear()
        found = _HUB_TOLD[id(hub)] = _HubTold(hub)
    return found


def _reads_work_list(test: ast.expr, st: State) -> int:
    """The length of the longest list the walk knows that a loop's test reads by name (0: none)."""
    sizes = [len(v.items) for n in ast.walk(test) if isinstance(n, ast.Name) and type(v := st.env.get(n.id)) is Seq]
    return max(sizes, default=0)


def _leaves_by_test_only(body: Sequence[ast.stmt]) -> bool:
    """No `break`, `continue`, `return`, `raise` or `yield` of the loop's own (those of a loop,
    function or class inside it do not count)."""
    stack: list[ast.AST] = list(body)
    while stack:
        node = stack.pop()
        if isinstance(node, (ast.Break, ast.Continue, ast.Return, ast.Raise, ast.Yield, ast.YieldFrom, ast.Await)):
            return False
        for child in ast.iter_child_nodes(node):
            if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef)):
                continue
            if isinstance(child, (ast.For, ast.While, ast.AsyncFor)):
                # (its own break / continue are its own; a return, raise or yield still leaves ours)
                stack.extend(
                    n for n in ast.walk(child) if isinstance(n, (ast.Return, ast.Raise, ast.Yield, ast.YieldFrom, ast.Await))
                )
                continue
            stack.append(child)
    return True


def _constant_key(value: Value) -> Any:
    """A sort key the walk knows: a number or string constant, or a tuple of them (None: not one)."""
    if isinstance(value, Const) and type(value.value) in (int, float, str, bool):
        return (value.value,)
    if type(value) is Seq and value.items:
        parts = [_constant_key(v) for v in value.items]
        if any(p is None for p in parts):
            return None
        return tuple(p[0] if len(p) == 1 else p for p in parts)  # type: ignore[index]
    return None


@immutable()
class BoundMethod(Value):
    func: FuncVal
    self_ref: Value


def _resize_note(size: int | None, step: int | None) -> str:
    if size is not None:
        return f"`resize_token_embeddings` makes the vocabulary {size} tokens"
    if step is not None:
        return f"`resize_token_embeddings` makes the vocabulary a multiple of {step} tokens"
    return "`resize_token_embeddings` gives the vocabulary a size not known here"


@immutable()
class _Call:
    node: ast.Call
    args: tuple[Value, ...]
    kwargs: dict[str, Value]
    opaque: bool
    # Per-path keyword sets when `**` spreads one of several dicts (else empty), each with the
    # branch conditions it holds under (core/paths.py).
    variants: tuple[tuple[dict[str, Value], bool, frozenset], ...] = ()
    # True when the keywords are opaque only through `**` spreads of dicts made from a config
    # known in full (`gc.to_dict()`, DictObj.gen_defaults): the keys they do not list hold
    # GenerationConfig's defaults, which is what `GenerationConfig(**d)` leaves them at anyway.
    gen_defaults: bool = False


# Calls, attributes and values handed to core/objects.py (the object protocol).
# Calls, attributes and values handed to core/flags.py (command-line options, the environment).
def _own_nodes(fn: ast.FunctionDef | ast.AsyncFunctionDef) -> list[ast.AST]:
    """The nodes of a function's body, not those of the functions and classes it defines."""
    out: list[ast.AST] = []
    todo: list[ast.AST] = list(fn.body)
    while todo:
        node = todo.pop()
        out.append(node)
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Lambda)):
            continue
        todo.extend(ast.iter_child_nodes(node))
    return out


def _declared_outside(fn: ast.FunctionDef | ast.AsyncFunctionDef) -> set[str]:
    """The names a function declares `global` or `nonlocal`: not its locals."""
    return {n for node in _own_nodes(fn) if isinstance(node, (ast.Global, ast.Nonlocal)) for n in node.names}


def _read_names(fn: ast.FunctionDef | ast.AsyncFunctionDef) -> set[str]:
    return {node.id for node in _own_nodes(fn) if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load)}


def _bound_names(fn: ast.AST) -> dict[str, bool]:
    """The names a function binds (parameters, assignments, loop targets, imports, nested
    `def`s), each with whether it binds it once only (a binding inside a loop, an augmented
    assignment, `global` / `nonlocal`: more than once); made once per function."""
    if hasattr(fn, "_hflint_bound"):
        made: dict[str, bool] = fn._hflint_bound
        return made
    counts: dict[str, int] = {}

    def bind(name: str, times: int) -> None:
        counts[name] = counts.get(name, 0) + times

    if isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
        a = fn.args
        for p in [*a.posonlyargs, *a.args, *a.kwonlyargs, a.vararg, a.kwarg]:
            if p is not None:
                bind(p.arg, 1)
        body = fn.body if isinstance(fn.body, list) else [fn.body]
        todo: list[tuple[ast.AST, int]] = [(node, 1) for node in body]
        while todo:
            node, times = todo.pop()
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                bind(node.name, times)
                todo.extend((d, times) for d in node.decorator_list)
                continue  # (its own names are its own)
            if isinstance(node, ast.Lambda):
                continue
            if isinstance(node, ast.Name) and isinstance(node.ctx, (ast.Store, ast.Del)):
                bind(node.id, times)
            elif isinstance(node, (ast.Import, ast.ImportFrom)):
                for alias in node.names:
                    bind((alias.asname or alias.name).split(".")[0], times)
            elif isinstance(node, (ast.Global, ast.Nonlocal)):
                for name in node.names:
                    bind(name, 2)
            again = isinstance(node, (ast.For, ast.AsyncFor, ast.While, ast.AugAssign, ast.comprehension))
            todo.extend((child, 2 if again else times) for child in ast.iter_child_nodes(node))
    made = {name: n == 1 for name, n in counts.items()}
    fn._hflint_bound = made  # type: ignore[attr-defined]
    return made


# Calls a context manager's clean-up may make without changing an object the walk follows.
_CLEANUP_CALLS = frozenset({"collect", "empty_cache", "print", "info", "debug", "warning", "close", "synchronize"})


def _plain_context_manager(node: ast.AST) -> bool:
    """A `@contextmanager` (or `@asynccontextmanager`) generator with one `yield`, after which
    it only deletes names and frees memory (`del model; gc.collect()`); made once per function."""
    if hasattr(node, "_hflint_plain_cm"):
        plain: bool = node._hflint_plain_cm
        return plain
    plain = False
    if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and any(
        (d.id if isinstance(d, ast.Name) else d.attr if isinstance(d, ast.Attribute) else "")
        in ("contextmanager", "asynccontextmanager")
        for d in node.decorator_list
    ):
        inner = [n for n in ast.walk(node) if n is not node]
        yields = [n for n in inner if isinstance(n, (ast.Yield, ast.YieldFrom))]
        nested = any(isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef)) for n in inner)
        if len(yields) == 1 and isinstance(yields[0], ast.Yield) and not nested:
            after = [n for n in inner if getattr(n, "lineno", 0) > yields[0].end_lineno]  # type: ignore[operator]
            plain = not any(_changes_objects(n) for n in after)
    node._hflint_plain_cm = plain  # type: ignore[attr-defined]
    return plain


def _changes_objects(node: ast.AST) -> bool:
    if isinstance(node, (ast.Attribute, ast.Subscript)) and isinstance(node.ctx, (ast.Store, ast.Del)):
        return True
    if isinstance(node, ast.Call):
        name = node.func.id if isinstance(node.func, ast.Name) else node.func.attr if isinstance(node.func, ast.Attribute) else ""
        return name not in _CLEANUP_CALLS
    return False


@dataclass(slots=True)
class _CaseTest:
    """One case of a `match` as the walk reads it: the test its pattern (and guard) makes on the
    subject (None: it always matches), and the names it binds, each to the expression of the
    subject's part it captures."""

    test: ast.expr | None
    captures: list[tuple[str, ast.expr]]


_CAUGHT_ALL = frozenset({"Exception", "BaseException"})


def _quiet_prefix(interp: Interpreter, body: list[ast.stmt], st: State) -> int:
    """How many of `body`'s first statements surely raise nothing (_quiet_block, each read on
    the state before the body): all of them for a body that cannot raise."""
    count = 0
    while count < len(body) and _quiet_block(interp, [body[count]], st):
        count += 1
    return count


def _quiet_block(interp: Interpreter, body: list[ast.stmt], st: State) -> bool:
    """Whether running `body` surely raises nothing: `pass`, constants written as attributes of a
    transformers model or of its configs (`model.generation_config.use_cache = False`), `if
    hasattr(model, "generation_config"):` around such writes, and inner `try` blocks whose
    handlers catch everything and do nothing that can raise. Read on the state before the block
    (its writes change no object these read)."""
    for stmt in body:
        if isinstance(stmt, ast.Pass) or (isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Constant)):
            continue
        if isinstance(stmt, ast.Assign):
            if not isinstance(stmt.value, ast.Constant) or not all(
                isinstance(t, ast.Attribute) and _config_holder(interp, t.value, st) for t in stmt.targets
            ):
                return False
            continue
        if isinstance(stmt, ast.If):
            test = stmt.test
            if isinstance(test, ast.UnaryOp) and isinstance(test.op, ast.Not):
                test = test.operand
            if not (
                isinstance(test, ast.Call)
                and isinstance(test.func, ast.Name)
                and test.func.id == "hasattr"
                and _is_builtin_hasattr(interp.lookup("hasattr", st))
                and len(test.args) == 2
                and not test.keywords
                and isinstance(test.args[1], ast.Constant)
                and _config_holder(interp, test.args[0], st)
            ):
                return False
            if not (_quiet_block(interp, stmt.body, st) and _quiet_block(interp, stmt.orelse, st)):
                return False
            continue
        if isinstance(stmt, ast.Try):
            catch_all = any(h.type is None or (isinstance(h.type, ast.Name) and h.type.id in _CAUGHT_ALL) for h in stmt.handlers)
            if not catch_all or not all(_quiet_block(interp, h.body, st) for h in stmt.handlers):
                return False
            if not (_quiet_block(interp, stmt.orelse, st) and _quiet_block(interp, stmt.finalbody, st)):
                return False
            continue
        return False
    return True


def _is_builtin_hasattr(value: Value) -> bool:
    return isinstance(value, Symbol) and value.qualname == "builtins.hasattr"


def _config_holder(interp: Interpreter, node: ast.expr, st: State) -> bool:
    """Whether `node` (a name, or `.generation_config` / `.config` of one) is, on every path, a
    transformers model or one of its configs: objects an attribute is written on without raising."""
    attrs: list[str] = []
    while isinstance(node, ast.Attribute):
        attrs.append(node.attr)
        node = node.value
    if not isinstance(node, ast.Name) or len(attrs) > 1:
        return False
    value = interp.lookup(node.id, st)
    refs = options(value)
    if not refs or not all(isinstance(r, Ref) for r in refs):
        return False
    objs = [st.heap.get(r) for r in refs]
    if attrs:
        if not all(type(o) is ModelObj for o in objs) or attrs[0] not in ("generation_config", "config"):
            return False
        held = [o.gen_config if attrs[0] == "generation_config" else o.config for o in objs if isinstance(o, ModelObj)]
        refs = tuple(r for h in held for r in options(h))
        if not refs or not all(isinstance(r, Ref) for r in refs):
            return False
        objs = [st.heap.get(r) for r in refs]
    return all(type(o) in (ModelObj, GenConfigObj, ConfigObj) for o in objs)


def _is_chain(node: ast.expr) -> bool:
    """A name or an attribute chain on one (`mode`, `args.mode`, `self.cfg.mode`)."""
    while isinstance(node, ast.Attribute):
        node = node.value
    return isinstance(node, ast.Name)


def _unnamed(pattern: ast.pattern) -> ast.pattern:
    """The pattern under `... as name` wrappers."""
    while isinstance(pattern, ast.MatchAs) and pattern.pattern is not None:
        pattern = pattern.pattern
    return pattern


def _irrefutable(pattern: ast.pattern) -> bool:
    return isinstance(pattern, ast.MatchAs) and (pattern.pattern is None or _irrefutable(pattern.pattern))


def _pattern_names(pattern: ast.pattern) -> set[str]:
    """Every name a pattern may bind."""
    names: set[str] = set()
    for node in ast.walk(pattern):
        if isinstance(node, (ast.MatchAs, ast.MatchStar)) and node.name:
            names.add(node.name)
        elif isinstance(node, ast.MatchMapping) and node.rest:
            names.add(node.rest)
    return names


def _has_sequence_pattern(stmt: ast.Match) -> bool:
    return any(isinstance(node, ast.MatchSequence) for case in stmt.cases for node in ast.walk(case.pattern))


def _sequence_kind(value: Value, st: State) -> bool | None:
    """Whether a sequence pattern can match the subject at all: True when every option of its
    value is a list or tuple the walk knows, False when every one is a constant (a string
    included: `case [a, b]:` never matches a str) or a dict; None otherwise (mixed or unknown)."""
    kinds: set[bool] = set()
    for o in options(value):
        if type(o) is Seq:
            kinds.add(True)
        elif isinstance(o, Const) and isinstance(o.value, (str, bytes, int, float, bool, type(None))):
            kinds.add(False)
        elif isinstance(st.heap.get(o), DictObj):
            kinds.add(False)
        else:
            return None
    return kinds.pop() if len(kinds) == 1 else None


def _loc(node: ast.expr, at: ast.AST) -> ast.expr:
    return ast.fix_missing_locations(ast.copy_location(node, at))


def _pattern_test(
    subject: ast.expr, pattern: ast.pattern, kind: bool | None
) -> tuple[list[ast.expr], list[tuple[str, ast.expr]]] | None:
    """The conditions (all must hold) under which `pattern` matches `subject`, and what it binds;
    None for a pattern this walk does not read (class and mapping patterns, a sequence pattern
    on a subject of unknown kind, nested sequences, alternatives that bind names)."""
    if isinstance(pattern, ast.MatchAs):
        conds: list[ast.expr] = []
        captures: list[tuple[str, ast.expr]] = []
        if pattern.pattern is not None:
            inner = _pattern_test(subject, pattern.pattern, kind)
            if inner is None:
                return None
            conds, captures = inner
        if pattern.name:
            captures = [*captures, (pattern.name, subject)]
        return conds, captures
    if isinstance(pattern, ast.MatchValue):
        return [_loc(ast.Compare(subject, [ast.Eq()], [pattern.value]), pattern)], []
    if isinstance(pattern, ast.MatchSingleton):
        return [_loc(ast.Compare(subject, [ast.Is()], [ast.Constant(pattern.value)]), pattern)], []
    if isinstance(pattern, ast.MatchOr):
        alternatives = []
        for alt in pattern.patterns:
            made = _pattern_test(subject, alt, kind)
            if made is None or made[1]:
                return None
            if not made[0]:
                return [], []  # an alternative that always matches
            alternatives.append(made[0][0] if len(made[0]) == 1 else _loc(ast.BoolOp(ast.And(), made[0]), alt))
        return [_loc(ast.BoolOp(ast.Or(), alternatives), pattern)], []
    if isinstance(pattern, ast.MatchSequence):
        if kind is False:
            return [_loc(ast.Constant(False), pattern)], []
        if kind is not True:
            return None
        items = pattern.patterns
        stars = [k for k, p in enumerate(items) if isinstance(p, ast.MatchStar)]
        fixed = len(items) - len(stars)
        length = _loc(ast.Call(ast.Name("len", ast.Load()), [subject], []), pattern)
        op: ast.cmpop = ast.GtE() if stars else ast.Eq()
        conds = [_loc(ast.Compare(length, [op], [ast.Constant(fixed)]), pattern)]
        captures = []
        star = stars[0] if stars else None
        for k, item in enumerate(items):
            if isinstance(item, ast.MatchStar):
                if item.name:
                    after = len(items) - k - 1
                    upper = ast.Constant(-after) if after else None
                    part = ast.Subscript(subject, ast.Slice(ast.Constant(k), upper, None), ast.Load())
                    captures.append((item.name, _loc(part, item)))
                continue
            index = k if star is None or k < star else k - len(items)
            element = _loc(ast.Subscript(subject, ast.Constant(index), ast.Load()), item)
            if any(isinstance(n, ast.MatchSequence) for n in ast.walk(item)):
                return None
            made = _pattern_test(element, item, None)
            if made is None:
                return None
            conds.extend(made[0])
            captures.extend(made[1])
        return conds, captures
    return None


class _Substitute(ast.NodeTransformer):
    """A guard with the names its pattern binds replaced by what they capture (so that the guard
    is decided with the pattern's test, before anything is bound)."""

    def __init__(self, captures: dict[str, ast.expr]) -> None:
        self.captures = captures

    def visit_Name(self, node: ast.Name) -> ast.expr:
        if isinstance(node.ctx, ast.Load) and node.id in self.captures:
            return ast.copy_location(copy.deepcopy(self.captures[node.id]), node)
        return node


def _binds_inside(node: ast.expr, names: set[str]) -> bool:
    """A lambda, comprehension or walrus in `node` that binds one of `names` (substitution there
    would change what the name means)."""
    for sub in ast.walk(node):
        if isinstance(sub, ast.NamedExpr) and isinstance(sub.target, ast.Name) and sub.target.id in names:
            return True
        if isinstance(sub, ast.Lambda) and {a.arg for a in ast.walk(sub.args) if isinstance(a, ast.arg)} & names:
            return True
        if isinstance(sub, ast.comprehension) and {n.id for n in ast.walk(sub.target) if isinstance(n, ast.Name)} & names:
            return True
    return False


def _case_tests(stmt: ast.Match, subject: ast.expr, kind: bool | None) -> list[_CaseTest] | None:
    """The cases of a `match` whose patterns this walk reads (literal values, `None`, `a | b`,
    captures, sequences of those on a subject known to be a list or tuple, guards, a final
    `case _:` / `case name:`), made once per statement and kind; None when some case is of
    another kind: then every case may run."""
    cache: dict = stmt.__dict__.setdefault("_hflint_cases", {})
    key = (id(subject) if not isinstance(subject, ast.Name) else subject.id, kind)
    if key in cache:
        made: list[_CaseTest] | None = cache[key]
        return made
    cases: list[_CaseTest] | None = []
    for k, case in enumerate(stmt.cases):
        found = _pattern_test(subject, case.pattern, kind)
        if found is None or cases is None:
            cases = None
            break
        conds, captures = found
        if case.guard is not None:
            names = {name for name, _ in captures}
            if _binds_inside(case.guard, names):
                cases = None
                break
            conds = [*conds, _Substitute(dict(captures)).visit(copy.deepcopy(case.guard))]
        if not conds:
            # Irrefutable: the last case (Python rejects one before others).
            cases.append(_CaseTest(None, captures))
            if k != len(stmt.cases) - 1:
                cases = None
                break
            continue
        test = conds[0] if len(conds) == 1 else _loc(ast.BoolOp(ast.And(), conds), case.pattern)
        cases.append(_CaseTest(test, captures))
    cache[key] = cases
    return cases


_SYMBOL_HOOKS: dict[str, Callable] = {
    "builtins.locals": Interpreter._locals_dict,
    "builtins.globals": Interpreter._globals_dict,
    **objects.SYMBOL_CALLS,
    **flags.SYMBOL_CALLS,
    **batches.SYMBOL_CALLS,
    **saved.SYMBOL_CALLS,
    **textdata.SYMBOL_CALLS,
    **files.SYMBOL_CALLS,
    **confs.SYMBOL_CALLS,
    **queues.SYMBOL_CALLS,
    **ctxvars.SYMBOL_CALLS,
    **tables.SYMBOL_CALLS,
    **loaders.SYMBOL_CALLS,
    **exporting.SYMBOL_CALLS,
    **widgets.SYMBOL_CALLS,
    **webapps.SYMBOL_CALLS,
}
_ATTR_HOOKS: dict[type, Callable] = {
    **objects.ATTR_HOOKS,
    **flags.ATTR_HOOKS,
    **files.ATTR_HOOKS,
    tables.Table: tables.attr,
    webapps.TestClient: webapps.client_attr,
}
_CALL_HOOKS: dict[type, Callable] = {
    **objects.CALL_HOOKS,
    webapps.AppMethod: webapps.call_app_method,
    webapps.ClientMethod: webapps.call_client,
    **flags.CALL_HOOKS,
    **files.CALL_HOOKS,
    **trainers.CALL_HOOKS,
    **loaders.CALL_HOOKS,
}


# A list comprehension over one of at most this many lists is made once per list.
_MAX_COMPREHENDED_OPTIONS = 4
# Calls that consume the generator expression given as their one argument, element by element.
_CONSUMING_CALLS = frozenset({"builtins.list", "builtins.tuple", "builtins.sorted", "builtins.set", "builtins.dict"})


# Where a dict keeps the values written under keys the walk does not know (never a key Python
# code can write as a string literal the walk reads: it is not an identifier).
ANY_KEY = "<a key not known>"


def _named_items(items: dict[str, Value]) -> dict[str, Value]:
    """A dict's items as keywords of a `**` spread: those written under a key the walk does not
    know (`params[RENAMES.get(key, key)] = value`) name no keyword it can see, so they leave the
    spread's keys open (the caller's `opaque`) instead of standing for one named keyword."""
    return {k: v for k, v in items.items() if k != ANY_KEY}


def _item_of_any_key(obj: DictObj) -> Value:
    """`d[key]` with a key the walk does not know, of a dict that only ever had items written under
    such keys, all one value as the walk sees it (a session store's `sessions[sid] = {...}`, read
    back with `sessions[sid]`): that value. A read of a key never written raises KeyError, which
    ends the script before any call this value reaches. Anything else: unknown."""
    if len(obj.items) != 1 or ANY_KEY not in obj.items:
        return UNKNOWN
    value = obj.items[ANY_KEY]
    return UNKNOWN if type(value) is OneOf or value is ABSENT else value


def _list_item_target(held: ast.expr) -> ast.Subscript | None:
    """The dict item a grown list lives in, as a target to write it back: `d[k]` itself, or
    `d[k]` for `d.setdefault(k, [])` (the call has already put the default there). None for
    anything else (a list returned by a call, an attribute's list: handled apart)."""
    if isinstance(held, ast.Subscript) and not isinstance(held.slice, ast.Slice):
        return ast.Subscript(value=held.value, slice=held.slice, ctx=ast.Store())
    if (
        isinstance(held, ast.Call)
        and isinstance(held.func, ast.Attribute)
        and held.func.attr == "setdefault"
        and len(held.args) == 2
        and not held.keywords
    ):
        return ast.Subscript(value=held.func.value, slice=held.args[0], ctx=ast.Store())
    return None


def _setdefault_any_key(obj: DictObj, default: Value) -> Value:
    """`d.setdefault(key, default)` with a key the walk does not know (a worker's cache per
    conversation, `self.caches.setdefault(msg["conv"], DynamicCache())`): on a dict known to be
    empty, the default, now kept under a key not known; on one whose only items were so written
    (an earlier `setdefault` or `d[sid] = ...`), the default or one of those values. Anything
    else may hold the key with any value: unknown, and every item may have been replaced."""
    live = {k: v for k, v in obj.items.items() if v is not ABSENT}
    if obj.complete and not live:
        found = default
    elif set(live) == {ANY_KEY}:
        # (ABSENT among the earlier values: a path on which none was written yet)
        earlier = [o for o in options(live[ANY_KEY]) if o is not ABSENT]
        found = join_all([*earlier, default])
    else:
        obj.havoc()
        return UNKNOWN
    obj.havoc()
    obj.items = {ANY_KEY: found}
    obj.int_items = {}
    return found


def _get_any_key(obj: DictObj, default: Value) -> Value:
    """`d.get(key, default)` with a key the walk does not know (a handler's per-session store,
    `history, cache = self.sessions.get(sid, ("", DynamicCache()))`): on a dict known to be
    empty, the default; on one whose only items were written under such keys (`d[sid] = ...`,
    `setdefault`), one of those values or the default. Anything else may hold the key with any
    value: unknown. Reading changes nothing."""
    live = {k: v for k, v in obj.items.items() if v is not ABSENT}
    if obj.complete and not live:
        return default
    if set(live) == {ANY_KEY}:
        earlier = [o for o in options(live[ANY_KEY]) if o is not ABSENT]
        return join_all([*earlier, default])
    return UNKNOWN


def _items_of_keys(obj: DictObj, keys: OneOf) -> Value:
    """`d[key]` where the key is one of several strings (a request's profile name taken out of a
    queue): the item of each, under the branch conditions its key held. A key the dict does not
    hold, or one that is not a string, gives an unknown item."""
    pairs: list[tuple[Value, frozenset]] = []
    for k, g in guarded(keys):
        key = objects.dict_key(k)
        v = obj.get(key) if key is not None else ABSENT
        pairs.append((UNKNOWN if v is ABSENT else v, g))
    return join_guarded(pairs)


def _int_item(obj: DictObj, key: Const) -> Value | None:
    """The item a dict literal keyed by plain ints holds for `key` (`RANK_CONFIGS[0]`)."""
    return obj.int_items.get(key.value) if type(key.value) is int else None


def _key_value_pairs(value: Seq) -> dict[str, Value] | None:
    """The items a list of (key, value) pairs gives a dict, when every key is a known string."""
    out: dict[str, Value] = {}
    for pair in value.items:
        if type(pair) is not Seq or len(pair.items) != 2:  # type: ignore[attr-defined]
            return None
        key = pair.items[0]  # type: ignore[attr-defined]
        if not (type(key) is Const and isinstance(key.value, str)):
            return None
        out[key.value] = pair.items[1]  # type: ignore[attr-defined]
    return out


def _unpacked_options(value: OneOf, n: int) -> tuple[Value, ...] | None:
    """`a, b = value` where value is one of several tuples of n items (what a worker takes out of
    a queue, a ternary between two pairs): each name joins its position's items, under the
    branch conditions its tuple held. A `None` option (a queue's stop sentinel) is left out:
    unpacking it raises, so no path goes on with it. None when some option is not such a tuple."""
    pairs = [(o, g) for o, g in guarded(value) if not (type(o) is Const and o.value is None)]
    if not pairs or not all(type(o) is Seq and o.count is None and len(o.items) == n for o, _ in pairs):
        return None
    return tuple(join_guarded([(o.items[i], g) for o, g in pairs]) for i in range(n))  # type: ignore[attr-defined]


def _method(cls: ast.ClassDef, name: str) -> ast.FunctionDef | ast.AsyncFunctionDef | None:
    for stmt in cls.body:
        if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef)) and stmt.name == name:
            return stmt
    return None


def _param_names(fn: ast.FunctionDef | ast.AsyncFunctionDef) -> list[str]:
    a = fn.args
    names = [p.arg for p in a.posonlyargs + a.args + a.kwonlyargs]
    if a.vararg:
        names.append(a.vararg.arg)
    if a.kwarg:
        names.append(a.kwarg.arg)
    return names


def _is_static(fn: ast.FunctionDef | ast.AsyncFunctionDef) -> bool:
    return any(isinstance(d, ast.Name) and d.id == "staticmethod" for d in fn.decorator_list)


def _sub_blocks(stmt: ast.stmt) -> list[list[ast.stmt]]:
    blocks = []
    for name in ("body", "orelse", "finalbody"):
        block = getattr(stmt, name, None)
        if block:
            blocks.append(block)
    for handler in getattr(stmt, "handlers", []) or []:
        blocks.append(handler.body)
    return blocks


def _plain_reference(node: ast.expr) -> bool:
    """A name or an attribute chain on one (`cache`, `out.past_key_values`): no call in it."""
    while isinstance(node, ast.Attribute):
        node = node.value
    return isinstance(node, ast.Name)


def _enumerated(node: ast.expr) -> ast.expr | None:
    """The plain reference `enumerate(x)` counts (None for any other expression)."""
    if (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id == "enumerate"
        and len(node.args) == 1
        and not node.keywords
        and _plain_reference(node.args[0])
    ):
        return node.args[0]
    return None


def _static_truth(test: ast.expr) -> bool | None:
    """Conditions decided without running anything: literals and `TYPE_CHECKING`."""
    if isinstance(test, ast.Constant):
        return bool(test.value)
    if isinstance(test, ast.Name) and test.id == "TYPE_CHECKING":
        return False
    if isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING":
        return False
    return None


def _main_test(test: ast.expr) -> bool | None:
    """The truth of `__name__ == "__main__"` (or `!=`, either way round) in a module that is
    imported; None for any other test."""
    if not (isinstance(test, ast.Compare) and len(test.ops) == 1 and isinstance(test.ops[0], (ast.Eq, ast.NotEq))):
        return None
    left, right = test.left, test.comparators[0]
    for name, value in ((left, right), (right, left)):
        if isinstance(name, ast.Name) and name.id == "__name__" and isinstance(value, ast.Constant) and value.value == "__main__":
            return isinstance(test.ops[0], ast.NotEq)
    return None


def _short(node: ast.Constant) -> str:
    value = node.value
    if isinstance(value, str) and len(value) > 40:
        # repr() of the start only, with the quotes the whole string would get (they depend on
        # which quotes it holds): the same 37 characters, without copying a long docstring.
        value = value[:40] + "'" * ("'" in value) + '"' * ('"' in value)
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _formatted(value: Value, conversion: int, spec: Value) -> Value:
    """One `{...}` of an f-string, formatted when its value and format spec are known simple constants."""
    if isinstance(value, files.ProcessId) and isinstance(spec, Const) and spec.value == "" and conversion in (-1, ord("s")):
        return Const(files.PROCESS_ID_TEXT)  # (`f"run-{os.getpid()}.json"`: a file named after the run)
    if not (isinstance(value, Const) and type(value.value) in (str, int, float, bool, type(None))):
        return UNKNOWN
    if not (isinstance(spec, Const) and type(spec.value) is str) or flags.too_wide(spec.value):
        return UNKNOWN
    raw = value.value
    if conversion == ord("r"):
        raw = repr(raw)
    elif conversion == ord("a"):
        raw = ascii(raw)
    elif conversion == ord("s"):
        raw = str(raw)
    try:
        text = format(raw, spec.value)
    except (ValueError, TypeError):
        return UNKNOWN
    return Const(text, value.origin)


def _added_tokens(name: str, call: _Call, origin: Origin, st: State) -> tuple[tuple[Const, ...], Value]:
    """The tokens written in the file that a tokenizer method surely adds (`add_tokens([...])`,
    `add_tokens("<x>")`, `add_special_tokens({"pad_token": "[PAD]", "additional_special_tokens":
    [...]})`), each a Const str with `origin`, and the pad token it leaves: the one written there,
    else UNKNOWN (a method that may set one)."""
    if call.opaque or not call.args or len(call.args) > 2:
        return (), UNKNOWN
    given = call.args[0]
    words: list[str] = []
    pad: Value = UNKNOWN
    if name == "add_tokens" and set(call.kwargs) <= {"special_tokens"}:
        words = _literal_words(given)
    elif name == "add_special_tokens" and set(call.kwargs) <= {"replace_additional_special_tokens"} and len(call.args) == 1:
        objs = [st.heap.get(o) for o in options(given)]
        if len(objs) != 1 or not isinstance(objs[0], DictObj) or not objs[0].complete:
            return (), UNKNOWN
        for key, v in objs[0].items.items():
            if key in ("additional_special_tokens", "extra_special_tokens"):
                got = _literal_words(v)
            elif key in _SPECIAL_TOKEN_KEYS and isinstance(v, Const) and isinstance(v.value, str):
                got = [v.value]
            else:
                got = []
            if not got:
                return (), UNKNOWN  # (a token the walk cannot read: none counted)
            words.extend(got)
            if key == "pad_token":
                pad = Const(got[0], origin)
    return tuple(Const(w, origin) for w in dict.fromkeys(words) if w), pad


# Keywords of a tokenizer's `from_pretrained` that add no token: its length is the checkpoint's.
_LENGTH_KEEPING_TOKENIZER_KWARGS = frozenset(
    {
        "pretrained_model_name_or_path",
        "padding_side",
        "truncation_side",
        "use_fast",
        "trust_remote_code",
        "revision",
        "cache_dir",
        "token",
        "use_auth_token",
        "local_files_only",
        "model_max_length",
        "legacy",
        "clean_up_tokenization_spaces",
    }
)


def _adds_nothing(name: str, call: _Call) -> bool:
    """A tokenizer method that surely adds no token: `add_tokens([])`, and a method that only sets
    options (`tok.padding_side`-like setters are attributes, not here)."""
    if name in ("add_tokens", "add_special_tokens"):
        return not call.opaque and len(call.args) == 1 and isinstance(call.args[0], Seq) and not call.args[0].items
    return name in _TOKENIZER_OPTION_METHODS


# Tokenizer methods that set options, not tokens.
_TOKENIZER_OPTION_METHODS = frozenset({"set_truncation_and_padding", "enable_padding", "enable_truncation", "no_padding"})


_SPECIAL_TOKEN_KEYS = frozenset({"pad_token", "bos_token", "eos_token", "unk_token", "sep_token", "cls_token", "mask_token"})


def _literal_words(v: Value) -> list[str]:
    """The strings of a Const str or of a list Seq of them written in the file; [] otherwise."""
    if isinstance(v, Const) and isinstance(v.value, str):
        return [v.value]
    if isinstance(v, Seq) and not v.is_tuple:
        words = [i.value for i in v.items if isinstance(i, Const) and isinstance(i.value, str)]
        return words if len(words) == len(v.items) else []
    return []


def _new_token_fed(tokenizers: Sequence[Obj | None], text: Value, call: _Call) -> tuple[Value, Value, int | None]:
    """An added token (of every tokenizer the call may be made on) that surely reaches the ids:
    written in the text, or the new pad token of texts that may differ in length (with how many
    more words the longest has than the shortest has bytes, which the rule compares with the
    special tokens the tokenizer adds); with the tokenizer's checkpoint. UNKNOWNs otherwise."""
    none: tuple[Value, Value, int | None] = (UNKNOWN, UNKNOWN, None)
    if not tokenizers or not all(isinstance(t, TokenizerObj) and t.added for t in tokenizers):
        return none
    if call.opaque or len(call.args) > 1 or any(k in call.kwargs for k in ("text_pair", "is_split_into_words")):
        return none
    opts = options(text)
    if len(opts) != 1:
        return none
    one = opts[0]
    texts: list[Const] = []
    if isinstance(one, Const) and isinstance(one.value, str):
        texts = [one]
    elif isinstance(one, Seq) and not one.is_tuple and one.items:
        texts = [i for i in one.items if isinstance(i, Const) and isinstance(i.value, str)]
        if len(texts) != len(one.items):
            return none
    if not texts:
        return none
    found: Value = UNKNOWN
    gap: int | None = None
    for t in tokenizers:
        assert isinstance(t, TokenizerObj)
        hit = next((c for c in t.added if any(c.value in x.value for x in texts)), None)
        if hit is None and len(texts) > 1 and isinstance(t.pad, Const):
            gap = _padding_gap(texts, call)
            if gap is not None and gap > 0:
                hit = next((c for c in t.added if c.value == t.pad.value), None)
        if hit is None or (isinstance(found, Const) and found.value != hit.value):
            return none
        found = hit
    ckpts = [t.checkpoint for t in tokenizers if isinstance(t, TokenizerObj)]
    return found, ckpts[0] if all(c == ckpts[0] for c in ckpts) else UNKNOWN, gap


def _padding_gap(texts: list[Const], call: _Call) -> int | None:
    """For `padding=True` (or "longest") over texts written in the file: how many more words the
    text with the most has than the shortest text has bytes (no piece spans a space, none covers
    less than a byte: a positive gap, larger than the special tokens the tokenizer adds, means that
    one surely makes more tokens, and the other is padded). None for another call."""
    pad = call.kwargs.get("padding", ABSENT)
    if not (isinstance(pad, Const) and (pad.value is True or pad.value == "longest")):
        return None
    if any(k not in ("padding", "return_tensors", "return_attention_mask") for k in call.kwargs):
        return None
    shortest = min(len(x.value.encode("utf-8", "surrogatepass")) for x in texts)
    words = [w.value for x in texts if isinstance(w := batches.fewest_words(x), Const) and isinstance(w.value, int)]
    return max(words) - shortest if words else None
