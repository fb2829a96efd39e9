"""Run catalog examples under one transformers release: import once, fork per example.

Invoked as a subprocess whose PYTHONPATH starts with the release's folder:

    python runner.py HUB_CACHE < jobs.json > results.json

`jobs.json` is a list of {"id", "source"}; each result says whether the script
raised, the exception type and message, the deepest transformers frame of the
traceback (the raise site), and what the script wrote to stderr (warnings).
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
import traceback
from pathlib import Path

TIMEOUT_S = 180


def _script_line(tb) -> int | None:
    """The line of the example that called into the code that raised."""
    line = None
    for frame, lineno in traceback.walk_tb(tb):
        if frame.f_code.co_filename == "<example>":
            line = lineno
    return line


def _raise_site(tb) -> dict | None:
    site = None
    for frame, lineno in traceback.walk_tb(tb):
        filename = frame.f_code.co_filename
        marker = os.sep + "transformers" + os.sep
        if marker in filename:
            rel = filename[filename.rindex(marker) + 1 :]
            site = {"file": "src/" + rel.replace(os.sep, "/"), "line": lineno}
    return site


def _child(source: str, out_path: str, workdir: str) -> None:
    os.chdir(workdir)
    err_path = os.path.join(workdir, "stderr.txt")
    fd = os.open(err_path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC)
    os.dup2(fd, 2)
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, 1)
    result: dict = {"raised": False}
    try:
        code = compile(source, "<example>", "exec")
        exec(code, {"__name__": "__main__", "__file__": os.path.join(workdir, "example.py")})
    except BaseException as exc:  # noqa: BLE001 - we report whatever the release raised
        result = {
            "raised": True,
            "type": type(exc).__name__,
            "message": str(exc) if not isinstance(exc, KeyError) else (exc.args[0] if exc.args else ""),
            "site": _raise_site(exc.__traceback__),
            "script_line": _script_line(exc.__traceback__),
            "traceback": "".join(traceback.format_exception(exc))[-4000:],
        }
    sys.stderr.flush()
    try:
        result["stderr"] = Path(err_path).read_text(errors="replace")[-20000:]
    except OSError:
        result["stderr"] = ""
    Path(out_path).write_text(json.dumps(result))
    os._exit(0)


def run_job(source: str) -> dict:
    with tempfile.TemporaryDirectory(prefix="hflint-gt-") as workdir:
        out_path = os.path.join(workdir, "result.json")
        pid = os.fork()
        if pid == 0:
            try:
                _child(source, out_path, workdir)
            finally:
                os._exit(3)
        import signal
        import time

        deadline = time.monotonic() + TIMEOUT_S
        while True:
            done, status = os.waitpid(pid, os.WNOHANG)
            if done:
                break
            if time.monotonic() > deadline:
                os.kill(pid, signal.SIGKILL)
                os.waitpid(pid, 0)
                return {"raised": True, "type": "Timeout", "message": f"no result after {TIMEOUT_S}s", "site": None, "stderr": ""}
            time.sleep(0.02)
        if not os.path.exists(out_path):
            return {"raised": True, "type": "ChildCrashed", "message": f"wait status {status}", "site": None, "stderr": ""}
        return json.loads(Path(out_path).read_text())


def _warm_conversion_mapping() -> None:
    """Build 5.x's table of checkpoint conversions once, before the forks. The first
    from_pretrained of a process builds it (about a thousand rename rules, each compiling its
    regular expressions): in every fork again, a second or so of a small example's 1.5 s. Built
    here, each fork starts with its own copy (lookups hand out deep copies besides); the results
    are the same, job for job (benchmarks/README.md, h145). 4.57 has no such table."""
    try:
        from transformers import conversion_mapping
    except ImportError:
        return
    get = getattr(conversion_mapping, "get_checkpoint_conversion_mapping", None)
    if get is not None:
        get("gpt2")


def main() -> int:
    hub_cache = Path(sys.argv[1])
    os.environ["HF_HUB_CACHE"] = str(hub_cache)
    os.environ["HF_HUB_OFFLINE"] = "1"
    os.environ["TRANSFORMERS_OFFLINE"] = "1"
    os.environ["HF_HUB_DISABLE_TELEMETRY"] = "1"
    os.environ["TOKENIZERS_PARALLELISM"] = "false"
    jobs = json.load(sys.stdin)

    sys.path.insert(0, str(Path(__file__).parent))
    import torch  # noqa: F401 - imported once, shared by every forked example
    import transformers
    import transformers.generation  # noqa: F401

    from hubmodels import build_hub_cache

    torch.set_num_threads(1)
    torch.manual_seed(0)
    build_hub_cache(hub_cache)
    # Warm the lazy modules the examples use so each fork starts fast.
    for name in ("AutoModelForCausalLM", "AutoTokenizer", "GenerationConfig", "pipeline"):
        getattr(transformers, name)
    _warm_conversion_mapping()

    results = {"release": transformers.__version__, "transformers_file": transformers.__file__, "jobs": {}}
    for job in jobs:
        results["jobs"][job["id"]] = run_job(job["source"])
    json.dump(results, sys.stdout)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
