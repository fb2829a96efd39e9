"""From process start to the first diagnostics of an opened file: what a user waits for when the editor starts hflint.

Each run spawns a server and sends `initialize` at once; when the reply arrives it sends what
editors send next, and stops the clock when the diagnostics of the opened script arrive:

  push  (Emacs' eglot) `initialized`, the script's `didOpen`, then its settings in a
        `workspace/didChangeConfiguration` (eglot sends them after the didOpen), and waits
        for `publishDiagnostics` of the script;
  pull  (VS Code, Neovim) `initialized`, the `didOpen`, and a `textDocument/diagnostic`
        request for the script, and waits for its answer.

The settings name transformers 5.23.0 (the default release is another): every run checks that
the diagnostics it timed say 5.23.0, so an answer for the wrong release fails the benchmark.
It also notes when the initialize reply came and the server's CPU seconds at the diagnostics
(on a loaded machine the CPU time moves less than the clock).

Variants run alternated (A B A B ...), each a fresh process:
  early     `python -m hflint server`, as editors start it (the early start: lsp/early.py)
  no-early  the same checkout started through hflint.lsp.server.main(): pygls does everything
  other     `python -m hflint server` of another checkout (--other DIR: its `server/` folder
            goes first on PYTHONPATH), e.g. a worktree of main

    python benchmarks/first_diagnostics.py --runs 9 [--mode push|pull|both] [--other DIR]
"""

from __future__ import annotations

import argparse
import os
import shutil
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from _common import REPO, bytecode_note, child_env, cpu_seconds, machine_note, median, ms, p95, table  # noqa: E402
from _lspclient import LspClient, push_capabilities  # noqa: E402

SCRIPT = Path(REPO) / "examples" / "speculative_decoding.py"
TARGET = 0.500
RELEASE = "5.23.0"


def pull_capabilities() -> dict:
    caps = push_capabilities()
    caps["textDocument"]["diagnostic"] = {"dynamicRegistration": False, "relatedDocumentSupport": False}
    return caps


def variants(other: str | None) -> dict[str, tuple[list[str], dict[str, str]]]:
    # (compiled modules cached, as after a wheel install)
    env = {k: v for k, v in child_env(True).items() if k != "PYTHONPATH"}
    out = {
        "early": ([sys.executable, "-m", "hflint", "server"], env),
        "no-early": ([sys.executable, "-c", "import sys; from hflint.lsp.server import main; sys.exit(main())"], env),
    }
    if other:
        out["other"] = ([sys.executable, "-m", "hflint", "server"], {**env, "PYTHONPATH": str(Path(other).resolve() / "server")})
    return out


def one_run(root: Path, cmd: list[str], env: dict[str, str], pull: bool) -> tuple[float, float, float]:
    """(spawn → initialize reply, spawn → diagnostics, server CPU seconds then)."""
    path = root / "run.py"
    text = path.read_text()
    settings = {"hflint": {"transformersVersion": RELEASE}}
    with LspClient(root, {}, cmd=cmd, env=env) as client:
        replied = client.initialize(pull_capabilities() if pull else None)  # (and `initialized`)
        mark = client.mark()
        uri = client.did_open(path, text)
        if pull:
            # (VS Code sends its settings before the didOpen)
            rid = client.request_async("textDocument/diagnostic", {"textDocument": {"uri": uri}})
            msg = client.response(rid)
            items = msg.body["result"].get("items") or []
        else:
            client.notify("workspace/didChangeConfiguration", {"settings": settings})
            msg = client.wait_for(
                lambda m: (
                    m.method == "textDocument/publishDiagnostics" and m.params["uri"] == uri and bool(m.params["diagnostics"])
                ),
                mark,
            )
            items = msg.params["diagnostics"]
        cpu = cpu_seconds(client.pid)
        said = {d["message"].split(" (", 1)[0] for d in items if d["message"].startswith("With transformers")}
        want = RELEASE if not pull else None
        if want is not None and said != {f"With transformers {want}"}:
            raise SystemExit(f"{cmd}: diagnostics for the wrong release: {sorted(said)}")
        return replied, msg.at - client.spawned_at, cpu


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=9, help="runs of each variant and mode (alternated)")
    parser.add_argument("--mode", choices=("push", "pull", "both"), default="both")
    parser.add_argument("--other", metavar="DIR", help="another checkout of hflint to compare against")
    args = parser.parse_args()

    modes = ["push", "pull"] if args.mode == "both" else [args.mode]
    chosen = variants(args.other)
    root = Path(tempfile.mkdtemp(prefix="hflint-first-diag-"))
    results: dict[tuple[str, str], list[tuple[float, float, float]]] = {(m, v): [] for m in modes for v in chosen}
    try:
        shutil.copy(SCRIPT, root / "run.py")
        for cmd, env in chosen.values():  # fill the bytecode caches; not counted
            one_run(root, cmd, env, False)
        for i in range(args.runs):
            for mode in modes:
                order = list(chosen.items()) if i % 2 == 0 else list(reversed(chosen.items()))
                for name, (cmd, env) in order:
                    results[(mode, name)].append(one_run(root, cmd, env, mode == "pull"))
            print(f"  round {i + 1}/{args.runs} done", file=sys.stderr, flush=True)
    finally:
        shutil.rmtree(root, ignore_errors=True)

    print(machine_note())
    print(bytecode_note(True))
    print(f"{args.runs} alternated runs of each; script {SCRIPT.relative_to(REPO)}; settings: transformers {RELEASE}\n")
    rows = []
    for (mode, name), runs in results.items():
        diag = [r[1] for r in runs]
        rows.append(
            [
                mode,
                name,
                ms(median([r[0] for r in runs])),
                ms(median(diag)),
                ms(p95(diag)),
                ms(median([r[2] for r in runs])),
                f"≤ {TARGET * 1000:.0f} ms: " + ("met" if median(diag) <= TARGET else "NOT met"),
            ]
        )
    print(
        table(
            [
                "diagnostics",
                "variant",
                "initialize reply, median",
                "first diagnostics, median",
                "p95",
                "server CPU then",
                "target",
            ],
            rows,
        )
    )
    names = list(chosen)
    for mode in modes:
        first = median([r[1] for r in results[(mode, names[0])]])
        for name in names[1:]:
            print(f"{mode}: {names[0]} / {name}, first diagnostics: {first / median([r[1] for r in results[(mode, name)]]):.2f}x")
    for (mode, name), runs in results.items():
        print(f"{mode} {name} samples (ms): " + " ".join(f"{r[1] * 1000:.0f}" for r in runs))
    print(f"load average at the end: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
