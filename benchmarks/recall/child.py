"""Run the recall corpus under one transformers release: import once, fork per script, record what happened.

Invoked by `benchmarks/recall.py --label` as a subprocess whose PYTHONPATH starts with the
release's folder (tests/groundtruth/releases.py) and holds tests/groundtruth:

    python child.py HUB_CACHE < jobs.json > results.json

`jobs.json` is a list of {"id", "source"}. Each script runs as `__main__` from its own file
in a fresh temporary folder (its working directory), with no command-line arguments, so
argparse, click, typer and HfArgumentParser take their defaults. The result of each says
whether it raised (type, message, the lines of the script's frames in the traceback, the
deepest transformers frame), the script lines that ran, and the transformers warnings
logged while it ran, each with the script lines on the stack when it was logged.
"""

from __future__ import annotations

import ast
import json
import logging
import os
import re
import sys
import tempfile
import threading
import time
import traceback
import types
import warnings
from pathlib import Path

TIMEOUT_S = 150
SCRIPT_NAME = "script.py"


def _script_frames(tb, filename: str) -> list[int]:
    """Lines of the script's own frames in a traceback, outermost first."""
    return [lineno for frame, lineno in traceback.walk_tb(tb) if frame.f_code.co_filename == filename]


def _raise_site(tb) -> dict | None:
    """The deepest frame inside the transformers package (where the error was raised)."""
    site = None
    marker = os.sep + "transformers" + os.sep
    for frame, lineno in traceback.walk_tb(tb):
        name = frame.f_code.co_filename
        if marker in name:
            site = {"file": "src/" + name[name.rindex(marker) + 1 :].replace(os.sep, "/"), "line": lineno}
    return site


def _attribute_owner(exc: BaseException) -> str | None:
    """The module of the transformers class an AttributeError was raised on (a member the
    release lacks, read on a cache object or its class: HF152), else None. Python raises it in
    the script's own frame, so the traceback has no frame of transformers."""
    if not isinstance(exc, AttributeError) or getattr(exc, "obj", None) is None:
        return None
    obj = exc.obj
    module = getattr(obj if isinstance(obj, type) else type(obj), "__module__", "") or ""
    return module if module.startswith("transformers.") else None


# Python's own messages for an operation a class does not support, naming the class.
_UNSUPPORTED = re.compile(
    r"'(?P<a>\w+)' object is not (?:iterable|subscriptable|reversible)|object of type '(?P<b>\w+)' has no len\(\)"
)
_UNPACKING = re.compile(r"(?:too many|not enough) values to unpack")
# Builtins whose result pairs each item of an argument with something else: `for i, (k, v) in
# enumerate(cache)` unpacks an item of `cache`, the argument at the target's place.
_PAIRING = {"enumerate": lambda elts: {1: 0}, "zip": lambda elts: {i: i for i in range(len(elts))}}


def _raising_node(tree: ast.AST, code: types.CodeType, lasti: int) -> ast.AST | None:
    """The node the instruction that raised belongs to, by its exact source span (Python 3.11+)."""
    try:
        line, end_line, col, end_col = list(code.co_positions())[lasti // 2]
    except (AttributeError, IndexError):
        return None
    if line is None or col is None:
        return None
    found = None
    for node in ast.walk(tree):
        if (getattr(node, "lineno", None), getattr(node, "col_offset", None)) != (line, col):
            continue
        if (node.end_lineno, node.end_col_offset) == (end_line, end_col):  # type: ignore[attr-defined]
            return node
        if isinstance(node, ast.For):  # a for loop's GET_ITER spans `for <target>`
            found = node
    return found


def _parents(tree: ast.AST) -> dict[ast.AST, ast.AST]:
    return {child: node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)}


def _unpacked_from(target: ast.AST, parents: dict[ast.AST, ast.AST]) -> ast.expr | None:
    """The expression whose items a target unpacks: the loop's or comprehension's iterable, the
    assigned value, or the argument of enumerate/zip that feeds that part of the target."""
    parent = parents.get(target)
    if isinstance(parent, (ast.For, ast.AsyncFor, ast.comprehension)) and parent.target is target:
        return parent.iter
    if isinstance(parent, ast.Assign) and target in parent.targets:
        return parent.value
    if isinstance(parent, ast.Tuple) and isinstance(target, ast.Tuple | ast.List):
        holder = parents.get(parent)
        if isinstance(holder, (ast.For, ast.AsyncFor, ast.comprehension)) and holder.target is parent:
            source = holder.iter
            if isinstance(source, ast.Call) and isinstance(source.func, ast.Name) and source.func.id in _PAIRING:
                place = _PAIRING[source.func.id](source.args).get(parent.elts.index(target))
                if place is not None and place < len(source.args):
                    return source.args[place]
    return None


def _operand(node: ast.AST) -> tuple[ast.expr, str] | None:
    """The object an iteration, len() or subscript that raised TypeError was applied to, and the
    special method that operation looks for."""
    if isinstance(node, (ast.For, ast.AsyncFor)):
        return node.iter, "__iter__"
    if isinstance(node, ast.Subscript):
        return node.value, "__getitem__"
    if isinstance(node, ast.Call):
        if isinstance(node.func, ast.Name) and node.func.id in _CONSUMERS and len(node.args) == 1:
            return node.args[0], "__len__" if node.func.id == "len" else "__iter__"
        return None
    if isinstance(node, ast.ListComp | ast.SetComp | ast.DictComp | ast.GeneratorExp):
        return node.generators[0].iter, "__iter__"  # (its first iterable is iterated where it is built)
    if isinstance(node, ast.Name | ast.Attribute):  # a later comprehension's iterable
        return node, "__iter__"
    return None


# Builtins that iterate (or measure) their one argument in C, so Python raises in the caller's frame.
_CONSUMERS = frozenset({"len", "iter", "list", "tuple", "set", "sorted", "reversed", "enumerate", "sum", "max", "min"})


def _value_of(expr: ast.expr, frames: list) -> object:
    """The value of a name or attribute chain (`out.past_key_values`) in the raising frame, or in
    the frames around it (a comprehension's iterable belongs to its enclosing scope). Nothing else
    is evaluated: a call or subscript could run code."""
    if isinstance(expr, ast.Attribute):
        owner = _value_of(expr.value, frames)
        return getattr(owner, expr.attr, _MISSING) if owner is not _MISSING else _MISSING
    if isinstance(expr, ast.Name):
        for frame in frames:
            for space in (frame.f_locals, frame.f_globals):
                if expr.id in space:
                    return space[expr.id]
    return _MISSING


_MISSING = object()


def _transformers_module(value: object) -> str | None:
    module = getattr(type(value), "__module__", "") or ""
    return module if module.startswith("transformers.") else None


def _iterates_in_transformers(value: object) -> bool:
    """The items come from transformers' own __iter__ (a cache's layers), not from a dict or list
    a transformers class inherits (a BatchEncoding yields its keys in every release)."""
    method = getattr(type(value), "__iter__", None)
    return (getattr(method, "__module__", "") or "").startswith("transformers.")


# The special methods whose presence in the object's module says the operation belongs to the
# module's protocol. A subscript counts where something iterates too: up to 4.57 a cache was read
# like the legacy tuple of (key, value) pairs, iterated and indexed alike; 5.0 dropped __getitem__
# from every cache class and kept __iter__ on DynamicCache (HF153, verified on every 5.x release).
_PROTOCOL = {
    "__iter__": ("__iter__",),
    "__len__": ("__len__",),
    "__getitem__": ("__getitem__", "__iter__"),
}


def _module_offers(value: object, *methods: str) -> bool:
    """Some class of the object's own module defines one of the special methods: a StaticCache
    beside a DynamicCache that iterates is a family whose members differ (by class and by release),
    while an object of a module where nothing iterates (a config) was never meant to be."""
    module = sys.modules.get(type(value).__module__)
    return (
        any(
            isinstance(member, type)
            and member.__module__ == module.__name__
            and any(method in vars(member) for method in methods)
            for member in vars(module).values()
        )
        if module is not None
        else False
    )


def _operated_owner(exc: BaseException, filename: str, source: str) -> str | None:
    """The module of the transformers class whose object Python could not unpack the items of,
    iterate, index or measure in the script's own frame (5.x's DynamicCache yields three items a
    layer, HF162; a StaticCache has no __iter__, HF153's subscript), else None. Only the object the
    failing instruction worked on counts, found from the instruction's source span: the items of a
    list the script built, or an object of its own class, stay the script's mistakes."""
    if isinstance(exc, ValueError) and _UNPACKING.match(str(exc)):
        unsupported = None
    elif isinstance(exc, TypeError) and (match := _UNSUPPORTED.fullmatch(str(exc))):
        unsupported = match["a"] or match["b"]
    else:
        return None
    tb = exc.__traceback__
    entries = list(traceback.walk_tb(tb))
    if not entries or entries[-1][0].f_code.co_filename != filename:
        return None  # raised inside a library: its frames say where
    while tb.tb_next is not None:
        tb = tb.tb_next
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return None
    node = _raising_node(tree, tb.tb_frame.f_code, tb.tb_lasti)
    if node is None:
        return None
    frames = [frame for frame, _ in reversed(entries) if frame.f_code.co_filename == filename]
    if unsupported is None:
        expr = _unpacked_from(node, _parents(tree))
        value = _value_of(expr, frames) if expr is not None else _MISSING
        if value is _MISSING or not _iterates_in_transformers(value):
            return None
        return _transformers_module(value)
    operand = _operand(node)
    value = _value_of(operand[0], frames) if operand is not None else _MISSING
    if value is _MISSING or type(value).__name__ != unsupported or _transformers_module(value) is None:
        return None
    return _transformers_module(value) if _module_offers(value, *_PROTOCOL[operand[1]]) else None  # type: ignore[index]


def _stack_lines(filename: str) -> list[int]:
    """Lines of the script's frames on the current stack, outermost first."""
    lines = []
    frame = sys._getframe(1)
    while frame is not None:
        if frame.f_code.co_filename == filename:
            lines.append(frame.f_lineno)
        frame = frame.f_back
    return lines[::-1]


class _WarningLog(logging.Handler):
    """Keeps every record the transformers loggers emit, with where the script was when it was logged."""

    def __init__(self, filename: str, sink: list[dict]) -> None:
        super().__init__(level=logging.WARNING)
        self.filename = filename
        self.sink = sink

    def emit(self, record: logging.LogRecord) -> None:
        try:
            text = record.getMessage()
        except Exception:  # noqa: BLE001 - a malformed record must not change the script's outcome
            text = str(record.msg)
        self.sink.append({"text": text, "stack": _stack_lines(self.filename), "source": "logging"})


def _child(source: str, out_path: str, workdir: str) -> None:
    os.chdir(workdir)
    script = os.path.join(workdir, SCRIPT_NAME)
    Path(script).write_text(source)
    fd = os.open(os.path.join(workdir, "stderr.txt"), os.O_WRONLY | os.O_CREAT | os.O_TRUNC)
    os.dup2(fd, 2)
    out_fd = os.open(os.path.join(workdir, "stdout.txt"), os.O_WRONLY | os.O_CREAT | os.O_TRUNC)
    os.dup2(out_fd, 1)

    logged: list[dict] = []
    handler = _WarningLog(script, logged)
    logging.getLogger("transformers").addHandler(handler)
    shown = warnings.showwarning

    def showwarning(message, category, filename, lineno, file=None, line=None):
        logged.append({"text": f"{category.__name__}: {message}", "stack": _stack_lines(script), "source": "warnings"})
        shown(message, category, filename, lineno, file, line)

    warnings.showwarning = showwarning

    executed: set[int] = set()

    def trace_lines(frame, event, arg):
        if event == "line":
            executed.add(frame.f_lineno)
        return trace_lines

    def trace_calls(frame, event, arg):
        # Only the script's own frames are traced line by line; every other call costs one check.
        if frame.f_code.co_filename == script:
            if frame.f_lineno > 0:  # a module's code starts at line 0
                executed.add(frame.f_lineno)
            return trace_lines
        return None

    module = types.ModuleType("__main__")
    module.__file__ = script
    module.__builtins__ = __builtins__  # type: ignore[attr-defined]
    sys.modules["__main__"] = module
    sys.argv = [script]
    result: dict = {"raised": False}
    started = time.monotonic()
    try:
        code = compile(source, script, "exec")
        sys.settrace(trace_calls)
        # (threads the script starts, ThreadPoolExecutor's and asyncio.to_thread's workers, trace
        # their lines too: a call that raises there ran)
        threading.settrace(trace_calls)
        try:
            exec(code, module.__dict__)
        finally:
            sys.settrace(None)
            threading.settrace(None)  # type: ignore[arg-type]
    except SystemExit as exc:
        if exc.code not in (None, 0):  # a command-line tool that exits 0 (click, typer) ran clean
            result = {
                "raised": True,
                "type": "SystemExit",
                "message": str(exc.code),
                "site": None,
                "stack": _script_frames(exc.__traceback__, script),
                "traceback": "",
            }
    except BaseException as exc:  # noqa: BLE001 - we report whatever the release raised
        result = {
            "raised": True,
            "type": type(exc).__name__,
            "message": str(exc) if not isinstance(exc, KeyError) else (str(exc.args[0]) if exc.args else ""),
            "site": _raise_site(exc.__traceback__),
            "stack": _script_frames(exc.__traceback__, script),
            "traceback": "".join(traceback.format_exception(exc))[-4000:],
        }
        owner = _attribute_owner(exc) or _operated_owner(exc, script, source)
        if owner is not None:
            result["owner"] = owner
    result["seconds"] = round(time.monotonic() - started, 2)
    result["executed"] = sorted(executed)
    result["logged"] = logged
    sys.stdout.flush()
    sys.stderr.flush()
    for stream, limit in (("stderr", 20000), ("stdout", 4000)):
        try:
            result[stream] = Path(workdir, stream + ".txt").read_text(errors="replace")[-limit:]
        except OSError:
            result[stream] = ""
    Path(out_path).write_text(json.dumps(result))
    os._exit(0)


def run_job(source: str) -> dict:
    import signal

    with tempfile.TemporaryDirectory(prefix="hflint-recall-") as workdir:
        out_path = os.path.join(workdir, "result.json")
        pid = os.fork()
        if pid == 0:
            try:
                _child(source, out_path, workdir)
            finally:
                os._exit(3)
        deadline = time.monotonic() + TIMEOUT_S
        while True:
            done, status = os.waitpid(pid, os.WNOHANG)
            if done:
                break
            if time.monotonic() > deadline:
                os.kill(pid, signal.SIGKILL)
                os.waitpid(pid, 0)
                return {
                    "raised": True,
                    "type": "Timeout",
                    "message": f"no result after {TIMEOUT_S}s",
                    "site": None,
                    "stack": [],
                    "executed": [],
                    "logged": [],
                    "stderr": "",
                }
            time.sleep(0.02)
        if not os.path.exists(out_path):
            return {
                "raised": True,
                "type": "ChildCrashed",
                "message": f"wait status {status}",
                "site": None,
                "stack": [],
                "executed": [],
                "logged": [],
                "stderr": "",
            }
        return json.loads(Path(out_path).read_text())


def main() -> int:
    hub_cache = Path(sys.argv[1])
    os.environ["HF_HUB_CACHE"] = str(hub_cache)
    os.environ["HF_HUB_OFFLINE"] = "1"
    os.environ["TRANSFORMERS_OFFLINE"] = "1"
    os.environ["HF_HUB_DISABLE_TELEMETRY"] = "1"
    os.environ["HF_HUB_DISABLE_PROGRESS_BARS"] = "1"
    os.environ["TOKENIZERS_PARALLELISM"] = "false"
    jobs = json.load(sys.stdin)

    import torch
    import transformers
    import transformers.generation  # noqa: F401

    from hubmodels import build_hub_cache

    torch.set_num_threads(1)
    build_hub_cache(hub_cache)
    # Warm the lazy modules the scripts use so that each fork starts fast.
    for name in (
        "AutoModelForCausalLM",
        "AutoTokenizer",
        "GenerationConfig",
        "pipeline",
        "StaticCache",
        "DynamicCache",
        "HfArgumentParser",
        "AutoModelForSpeechSeq2Seq",
        "AutoProcessor",
    ):
        getattr(transformers, name)

    results = {"release": transformers.__version__, "jobs": {}}
    for job in jobs:
        torch.manual_seed(0)
        results["jobs"][job["id"]] = run_job(job["source"])
    json.dump(results, sys.stdout)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
