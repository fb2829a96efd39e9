"""The floor of `hflint check` on each project: what any analysis that parses with CPython pays.

For each project (default: those of more than 200 files, and the whole corpus), fresh
processes run alternately, N times each (default 3), and the table gives the median CPU
(user + system, the process and its helpers) of each:

- `python -c pass`: the interpreter's own start;
- start-up: `hflint check EMPTY-FOLDER --no-cache` (what every run pays before any file);
- discovery + screen: a process that imports what the screen needs, discovers the files as
  the CLI does (the project's configuration, its excludes, its workspace) and screens each
  one (checkrun.needs_check, the collector paused and the workspace's import answers shared,
  as in a run), in one process;
- + parse: the same, then `ast.parse` of every file that passed the screen, its text decoded
  as the analysis decodes it, the collector paused (as during an analysis). A syntax error
  anywhere in an analysed file is reported (HF000), so none of these can be left unparsed:
  this process is the floor;
- `hflint check TREE --no-cache --format json` (the whole run, as projects.py runs it), and
  `ruff check --select E9 --no-cache TREE`.

Then the floor's ratio to ruff's CPU, and whether the project is over issue 20's 1.5x by the
floor alone (floor > 1.5 x ruff: no cut of the analysis can bring it under).

    python benchmarks/floor.py [--runs 3] [--only peft,diffusers] [--no-whole]
"""

from __future__ import annotations

import argparse
import ast
import gc
import os
import subprocess
import sys
import tempfile
import warnings

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from _common import child_env, hflint_version, machine_note, median, run_measured, table  # noqa: E402

TARGET = 1.5
BIG = 200


def stage(kind: str, tree: str) -> None:
    """In a fresh process: discovery and the screen (`kind` "screen"), then the parse ("parse")."""
    from pathlib import Path

    from hflint.checkrun import needs_check, read_source
    from hflint.core.settings import Settings
    from hflint.core.workspace import ModuleResolver
    from hflint.files import discover, load_project_config, workspace_root

    gc.disable()  # (checkrun.started_check: the collector is paused for the run)
    project = load_project_config(Path(tree))
    found = discover([tree], tuple(project.exclude))
    settings = Settings(workspace=str(workspace_root([tree], project.path)))
    passed = []
    with ModuleResolver.sharing():
        for name in found.names:
            try:
                cost, _ = needs_check(name, settings)
            except Exception:  # noqa: BLE001 - as checkrun._screen_chunk
                cost = 1
            if cost:
                passed.append(name)
    parsed = 0
    if kind == "parse":
        from hflint.core.source import UndecodableSource, decode_source

        warnings.simplefilter("ignore")  # (invalid escapes: the analysis parses with them silenced)
        for name in passed:
            if name.endswith(".ipynb"):
                continue
            data, _ = read_source(name)
            if data is None:
                continue
            try:
                text = decode_source(data)
            except UndecodableSource:
                continue
            try:
                ast.parse(text)
            except (SyntaxError, ValueError, RecursionError, MemoryError):
                pass
            parsed += 1
    print(len(found.names), len(passed), parsed)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--only", help="comma-separated projects (default: those of more than 200 files)")
    ap.add_argument("--no-whole", action="store_true", help="leave out the whole corpus")
    ap.add_argument("--timeout", type=float, default=300)
    args = ap.parse_args(argv)
    import corpus
    from projects import _ruff, count_files

    selected = corpus._select(args.only)
    corpus.build(selected)
    trees = [(p.name, corpus.trees() / p.name) for p in selected]
    if args.only is None:
        trees = [(name, tree) for name, tree in trees if count_files(tree) > BIG]
        if not args.no_whole:
            trees.append(("(whole corpus)", corpus.trees()))
    print(f"hflint {hflint_version()}; {machine_note()}")
    env = child_env(True)
    ruff = _ruff()
    me = os.path.abspath(__file__)
    rows = []
    with tempfile.TemporaryDirectory(prefix="hflint-empty-") as empty:
        subprocess.run([sys.executable, "-m", "hflint", "check", empty], env=env, capture_output=True)  # (bytecode)
        for name, tree in trees:
            commands = {
                "pass": [sys.executable, "-c", "pass"],
                "start-up": [sys.executable, "-m", "hflint", "check", empty, "--no-cache"],
                "screen": [sys.executable, me, "--stage", "screen", str(tree)],
                "parse": [sys.executable, me, "--stage", "parse", str(tree)],
                "hflint": [sys.executable, "-m", "hflint", "check", str(tree), "--no-cache", "--format", "json"],
                "ruff": ruff + ["check", "--select", "E9", "--no-cache", "--output-format", "concise", str(tree)],
            }
            cpu: dict[str, list[float]] = {k: [] for k in commands}
            counts = ""
            for _ in range(args.runs):
                for key, cmd in commands.items():
                    run = run_measured(cmd, env=env, timeout=args.timeout, sample_memory=False)
                    cpu[key].append(run.cpu)
                    if key == "parse":
                        counts = run.stdout.decode().strip()
                print(f"  {name}: " + ", ".join(f"{k} {v[-1]:.3f}" for k, v in cpu.items()), flush=True)
            m = {k: median(v) for k, v in cpu.items()}
            files, passed, parsed = (int(x) for x in counts.split())
            floor_ratio = m["parse"] / m["ruff"] if m["ruff"] else float("nan")
            rows.append(
                [
                    name,
                    files,
                    parsed,
                    f"{m['pass']:.3f}",
                    f"{m['start-up']:.3f}",
                    f"{m['screen']:.3f}",
                    f"{m['parse']:.3f}",
                    f"{m['hflint']:.3f}",
                    f"{m['ruff']:.3f}",
                    f"{floor_ratio:.2f}x",
                    f"{m['hflint'] / m['ruff']:.2f}x" if m["ruff"] else "n/a",
                    "yes" if floor_ratio > TARGET else "no",
                ]
            )
    print()
    print(
        f"CPU seconds, medians of {args.runs} alternating runs; load average at the end "
        f"{' '.join(f'{x:.2f}' for x in os.getloadavg())}"
    )
    headers = [
        "project",
        "files",
        "parsed",
        "python -c pass",
        "start-up",
        "discovery + screen",
        "+ ast.parse (floor)",
        "hflint check",
        "ruff",
        "floor / ruff",
        "hflint / ruff",
        f"over {TARGET}x by the floor",
    ]
    print(table(headers, rows))
    return 0


if __name__ == "__main__":
    if len(sys.argv) == 4 and sys.argv[1] == "--stage":
        stage(sys.argv[2], sys.argv[3])
        raise SystemExit(0)
    raise SystemExit(main())
