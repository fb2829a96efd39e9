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

import json
import logging
import os
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
        owner = _attribute_owner(exc)
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
