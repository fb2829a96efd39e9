"""Run every catalog reproducer under the releases its facts name and keep the tracebacks they print.

    python tests/groundtruth/make_tracebacks.py [--release 5.23.0 ...] [--code HF101 ...] [--ends] [--force]

For each raised fact and each release the fact recorded a line for, the reproducer runs twice
under the real release (tiny local stand-ins of the hub models, as the ground truth runs):

- as a script, `python HF101/use-cache-kwarg.py` would: the traceback is what CPython prints
  (the runner's own frame left out), with the script's real path;
- as the second cell of an IPython session (IPython's own formatter, ANSI colours on): what a
  notebook shows, with `Cell In[2], line 8` and `---->` markers.

The outputs go to tests/fixtures/tracebacks/<release>/<code>-<example>.txt and
.ipython.txt, with index.json describing each (the exception and message the run raised, the
script's line, the source that ran). A run whose exception or message is not the catalog's
for that release is reported and not kept (the ground-truth suite says which is wrong).
Releases whose pins tests/groundtruth/releases.py does not know are skipped, with a note.
"""

from __future__ import annotations

import argparse
import io
import json
import os
import shutil
import subprocess
import sys
import tempfile
import traceback
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
OUT = REPO / "tests" / "fixtures" / "tracebacks"
# Where the scripts run from: the same path on every run, so regenerating changes nothing
# that did not change.
PROJECT = Path(tempfile.gettempdir()) / "hflint-tracebacks"
TIMEOUT_S = 300


# ---------------------------------------------------------------- child (inside one release)


def _run_script(path: Path, source: str) -> dict:
    """What `python path` prints when the script raises (the exec frame of this runner left out)."""
    code = compile(source, str(path), "exec")
    sys.argv = [str(path)]
    try:
        exec(code, {"__name__": "__main__", "__file__": str(path), "__builtins__": __builtins__})
    except BaseException as exc:  # noqa: BLE001 - whatever the release raised
        tb = exc.__traceback__
        tb = tb.tb_next if tb is not None else None  # (this function's frame)
        line = None
        for frame, lineno in traceback.walk_tb(tb):
            if frame.f_code.co_filename == str(path):
                line = lineno
        return {
            "raised": True,
            "type": type(exc).__name__,
            "message": _message(exc),
            "line": line,
            "text": "".join(traceback.format_exception(type(exc), exc, tb)),
        }
    return {"raised": False}


def _run_cell(source: str) -> dict:
    """The reproducer as the second cell of an IPython session, with IPython's colours."""
    from IPython.core.interactiveshell import InteractiveShell

    shell = InteractiveShell.instance()
    shell.colors = "linux"
    out = io.StringIO()
    saved = sys.stdout
    sys.stdout = out
    try:
        shell.run_cell("import os", store_history=True)
        result = shell.run_cell(source, store_history=True)
    finally:
        sys.stdout = saved
    exc = result.error_in_exec
    if exc is None:
        return {"raised": False}
    return {"raised": True, "type": type(exc).__name__, "message": _message(exc), "cell": 2, "text": out.getvalue()}


def _message(exc: BaseException) -> str:
    """The exception's message as the ground truth reads it (runner.py): a KeyError's str() is the
    repr of its key, so its first argument is the message (HF161's)."""
    if isinstance(exc, KeyError):
        return str(exc.args[0]) if exc.args else ""
    return str(exc)


def _child_job(job: dict, out_path: str) -> None:
    path = Path(job["path"])
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(job["source"])
    os.chdir(path.parent)
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, 2)  # (warnings and progress bars: not part of the traceback)
    result = _run_cell(job["source"]) if job["kind"] == "ipython" else _run_script(path, job["source"])
    Path(out_path).write_text(json.dumps(result))


def _fork(job: dict) -> dict:
    import signal
    import time

    with tempfile.TemporaryDirectory(prefix="hflint-tb-") as scratch:
        out_path = os.path.join(scratch, "result.json")
        pid = os.fork()
        if pid == 0:
            try:
                _child_job(job, out_path)
            finally:
                os._exit(0)
        deadline = time.monotonic() + TIMEOUT_S
        while not os.waitpid(pid, os.WNOHANG)[0]:
            if time.monotonic() > deadline:
                os.kill(pid, signal.SIGKILL)
                os.waitpid(pid, 0)
                return {"raised": False, "problem": f"no result after {TIMEOUT_S}s"}
            time.sleep(0.02)
        if not os.path.exists(out_path):
            return {"raised": False, "problem": "the run crashed"}
        return json.loads(Path(out_path).read_text())


def child_main(hub_cache: str) -> int:
    os.environ.update(
        {
            "HF_HUB_CACHE": hub_cache,
            "HF_HUB_OFFLINE": "1",
            "TRANSFORMERS_OFFLINE": "1",
            "HF_HUB_DISABLE_TELEMETRY": "1",
            "TOKENIZERS_PARALLELISM": "false",
            "TRANSFORMERS_VERBOSITY": "error",
        }
    )
    jobs = json.load(sys.stdin)
    import torch
    import transformers

    from hubmodels import build_hub_cache

    torch.set_num_threads(1)
    torch.manual_seed(0)
    build_hub_cache(Path(hub_cache))
    for name in ("AutoModelForCausalLM", "AutoTokenizer", "GenerationConfig"):
        getattr(transformers, name)
    import IPython.core.interactiveshell  # noqa: F401 - imported once, before the forks

    results = {"release": transformers.__version__, "jobs": {job["id"]: _fork(job) for job in jobs}}
    json.dump(results, sys.stdout)
    return 0


# ---------------------------------------------------------------- parent


def _jobs(codes: set[str] | None, releases: set[str] | None, ends: bool) -> dict[str, list[dict]]:
    from packaging.version import Version

    from hflint.catalog import load_catalog

    by_release: dict[str, list[dict]] = {}
    for entry in load_catalog():
        if codes and entry.code not in codes:
            continue
        for fact in entry.facts:
            if not fact.raised:
                continue
            example = entry.example(fact.example)
            ordered = sorted(fact.releases, key=Version)  # (raised at the user's import: no raise lines)
            if not ordered:
                continue
            for release in ordered if not ends else list(dict.fromkeys([ordered[0], ordered[-1]])):
                if releases and release not in releases:
                    continue
                path = PROJECT / entry.code / f"{example.name}.py"
                for kind in ("script", "ipython"):
                    by_release.setdefault(release, []).append(
                        {
                            "id": f"{entry.code}:{example.name}:{kind}",
                            "code": entry.code,
                            "example": example.name,
                            "kind": kind,
                            "path": str(path),
                            "source": example.reproducer,
                            "exception": fact.exception,
                            "versions": fact.versions,
                        }
                    )
    return by_release


def _hub_cache(release: str) -> Path:
    """The release's cache of stand-in checkpoints, where the ground truth keeps it."""
    try:
        from runs import hub_cache  # (a ground truth that names it by a digest of the stand-ins)
    except ImportError:
        from releases import cache_root

        return cache_root() / "hub" / release
    return hub_cache(release)


def _fixture_name(job: dict) -> str:
    return f"{job['code']}-{job['example']}" + (".ipython.txt" if job["kind"] == "ipython" else ".txt")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--release", action="append")
    parser.add_argument("--code", action="append")
    parser.add_argument("--force", action="store_true", help="run again what is already kept")
    parser.add_argument(
        "--ends", action="store_true", help="only the first and last release of each fact (not every release it names)"
    )
    parser.add_argument("--child", metavar="HUB_CACHE", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        return child_main(args.child)

    sys.path.insert(0, str(HERE))
    from hflint.catalog import load_catalog

    from releases import RELEASES, child_pythonpath, ensure_torch, install_release

    ensure_torch()
    catalog = load_catalog()
    index_path = OUT / "index.json"
    index = json.loads(index_path.read_text()) if index_path.exists() else {"runs": []}
    runs = {(r["release"], r["file"]): r for r in index["runs"]}
    problems = 0
    todo = _jobs({c.upper() for c in args.code or []} or None, set(args.release or []) or None, args.ends)
    for release in sorted(todo, key=lambda r: tuple(int(p) for p in r.split("."))):
        if release not in RELEASES:
            print(f"{release}: skipped (tests/groundtruth/releases.py has no pins for it)")
            continue
        jobs = [j for j in todo[release] if args.force or (release, _fixture_name(j)) not in runs]
        if not jobs:
            continue
        folder = install_release(release)
        env = {k: v for k, v in os.environ.items() if not k.startswith(("HF_", "TRANSFORMERS_"))}
        env["PYTHONPATH"] = child_pythonpath(folder, HERE)
        proc = subprocess.run(
            [sys.executable, __file__, "--child", str(_hub_cache(release))],
            input=json.dumps(jobs),
            capture_output=True,
            text=True,
            env=env,
            timeout=3600,
        )
        if proc.returncode != 0:
            print(f"{release}: the child failed:\n{proc.stderr[-4000:]}")
            problems += 1
            continue
        results = json.loads(proc.stdout)["jobs"]
        (OUT / release).mkdir(parents=True, exist_ok=True)
        for job in jobs:
            got = results[job["id"]]
            fact = catalog.get(job["code"]).fact_for(release)
            if not got.get("raised") or got["type"] != fact.exception or not fact.message_pattern().match(got["message"]):
                print(
                    f"{release} {job['id']}: not the catalog's error: "
                    f"{got.get('type')}: {got.get('message') or got.get('problem')!r}"
                )
                problems += 1
                continue
            name = _fixture_name(job)
            (OUT / release / name).write_text(got["text"])
            runs[(release, name)] = {
                "release": release,
                "file": name,
                "code": job["code"],
                "example": job["example"],
                "kind": job["kind"],
                "exception": got["type"],
                "message": got["message"],
                "path": job["path"],
                "line": got.get("line"),
                "cell": got.get("cell"),
                "source": job["source"],
            }
            print(f"{release} {job['id']}: kept {release}/{name}")
    shutil.rmtree(PROJECT, ignore_errors=True)  # (the scripts are in index.json)
    index["runs"] = sorted(
        runs.values(), key=lambda r: (r["code"], r["example"], r["kind"], tuple(int(p) for p in r["release"].split(".")))
    )
    index_path.parent.mkdir(parents=True, exist_ok=True)
    index_path.write_text(json.dumps(index, indent=1) + "\n")
    return 1 if problems else 0


if __name__ == "__main__":
    raise SystemExit(main())
