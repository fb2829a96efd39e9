"""CLI throughput on a big real tree: `hflint check` next to plain ast.parse and `ruff check --select E9`.

The tree is the transformers package source (an unpacked release) plus torch's Python
sources, copied (.py and .pyi only) into one folder so that every tool sees the same
files and no tool's default excludes (site-packages, build, ...) change what it reads.
Each tool runs N times, interleaved (hflint, ast x1, ast x2, ruff, hflint, ...), as a
fresh process; the figures are medians. Memory comes from one more run of each tool, with
its process tree's memory sampled (sampling reads /proc, which costs CPU the timed runs
would share their cores with). Nothing here asserts on time.

    python benchmarks/cli_throughput.py [--runs 3] [--all-releases] [--slowest 15]
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import shutil
import subprocess
import sys
import sysconfig
import time
from pathlib import Path

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from _common import (  # noqa: E402
    Run,
    bytecode_note,
    child_env,
    hflint_version,
    machine_note,
    median,
    mib,
    run_measured,
    secs,
    table,
)

RUFF_VERSION = "0.17.6"  # the pin: installed from PyPI when missing
GT_RELEASES = Path(os.environ.get("HFLINT_GT_CACHE", Path.home() / ".cache" / "hflint-groundtruth")) / "releases"
DEFAULT_RELEASE = "5.24.0"

# Every tool discovers the files itself: the walk is part of its cost.
AST_SCRIPT = r"""
import ast, os, sys
from multiprocessing import Pool

def walk(root):
    for folder, dirs, files in os.walk(root):
        dirs[:] = [d for d in dirs if d != "__pycache__"]
        for name in files:
            if name.endswith((".py", ".pyi")):
                yield os.path.join(folder, name)

def parse(path):
    with open(path, "rb") as fh:
        data = fh.read()
    try:
        ast.parse(data, filename=path)
        return 0
    except (SyntaxError, ValueError):
        return 1

if __name__ == "__main__":
    root, jobs = sys.argv[1], int(sys.argv[2])
    paths = list(walk(root))
    if jobs == 1:
        errors = sum(map(parse, paths))
    else:
        with Pool(jobs) as pool:
            errors = sum(pool.imap_unordered(parse, paths, chunksize=16))
    print(len(paths), errors)
"""


def torch_dir() -> Path:
    """Where torch is installed, asked of the interpreter (hflint itself never imports torch)."""
    out = subprocess.run(
        [sys.executable, "-c", "import torch, os; print(os.path.dirname(torch.__file__))"],
        capture_output=True,
        text=True,
        check=True,
    )
    return Path(out.stdout.strip())


def transformers_dirs(all_releases: bool) -> list[Path]:
    releases = (
        sorted(p for p in GT_RELEASES.iterdir() if (p / "transformers" / "__init__.py").is_file()) if GT_RELEASES.is_dir() else []
    )
    if not all_releases:
        releases = [p for p in releases if p.name == DEFAULT_RELEASE] or releases[-1:]
    return [p / "transformers" for p in releases]


def build_tree(dest: Path, sources: list[tuple[Path, str]]) -> tuple[int, int, int]:
    """Copy every .py/.pyi of the sources under dest/<name>; reused when the marker matches."""
    marker = dest / ".hflint-bench-tree.json"
    wanted = [[str(src), name] for src, name in sources]
    if marker.is_file():
        data = json.loads(marker.read_text())
        if data.get("sources") == wanted:
            return data["files"], data["bytes"], data["lines"]
    if dest.exists():
        shutil.rmtree(dest)
    files = size = lines = 0
    for src, name in sources:
        for folder, dirs, names in os.walk(src):
            dirs[:] = [d for d in dirs if d != "__pycache__"]
            for fname in names:
                if not fname.endswith((".py", ".pyi")):
                    continue
                path = Path(folder) / fname
                target = dest / name / path.relative_to(src)
                target.parent.mkdir(parents=True, exist_ok=True)
                data = path.read_bytes()
                target.write_bytes(data)
                files += 1
                size += len(data)
                lines += data.count(b"\n")
    marker.write_text(json.dumps({"sources": wanted, "files": files, "bytes": size, "lines": lines}))
    return files, size, lines


def ensure_ruff() -> list[str]:
    """The ruff executable itself, as hflint runs (`sys.executable -m hflint`, no launcher in
    between): the one pip put beside this interpreter, else the one on PATH. Not a version
    manager's shim: pyenv's is a shell script that runs `pyenv exec`, about 50 ms per call on
    these machines, which ruff would be charged and hflint not."""

    def beside() -> str | None:
        scripts = Path(sysconfig.get_path("scripts"))
        found = [scripts / name for name in ("ruff", "ruff.exe") if (scripts / name).is_file()]
        return str(found[0]) if found else None

    exe = beside() or shutil.which("ruff")
    if exe is None:
        subprocess.run([sys.executable, "-m", "pip", "install", f"ruff=={RUFF_VERSION}"], check=True)
        exe = beside() or shutil.which("ruff")
    if exe is None:
        raise SystemExit("ruff is not on PATH after installing it")
    return [exe]


def prefilter_count(tree: Path) -> tuple[int, int, int, int]:
    """Files hflint's prefilter lets through, computed in-process with the same functions and
    setting the CLI uses (the CLI always has a workspace root): (discovered, passing the text
    test, of those reaching a transformers import and so parsed and walked, undecodable)."""
    from hflint.core.engine import Verdict, screen
    from hflint.core.source import UndecodableSource, decode_source
    from hflint.core.workspace import ModuleResolver
    from hflint.files import discover

    found = discover([str(tree)]).files
    passing = walked = undecodable = 0
    with ModuleResolver.sharing():
        for path in found:
            try:
                text = decode_source(path.read_bytes())
            except UndecodableSource:
                undecodable += 1
                continue
            verdict, code = screen(text, follows_imports=True)
            if verdict is Verdict.SKIP:
                continue
            passing += 1
            if verdict is Verdict.ANALYSE or ModuleResolver(tree).reaches_transformers(str(path), code):
                walked += 1
    return len(found), passing, walked, undecodable


def slowest(tree: Path, count: int, limit: float) -> list[tuple[float, str, str]]:
    """In-process analysis of each file that passes the prefilter, slowest first (each capped at
    `limit` seconds by an interval timer so that one pathological file cannot stall the run)."""
    import signal

    from hflint.core.engine import Settings, analyze, might_matter
    from hflint.core.source import UndecodableSource, decode_source
    from hflint.core.workspace import ModuleResolver
    from hflint.files import discover

    class Slow(BaseException):  # not an Exception: analyze() must not catch it as an internal error
        pass

    def alarm(signum, frame):
        raise Slow()

    signal.signal(signal.SIGALRM, alarm)
    logging.disable(logging.CRITICAL)
    settings = Settings(transformers_version=DEFAULT_RELEASE, workspace=str(tree))
    rows = []
    for path in discover([str(tree)]).files:
        try:
            text = decode_source(path.read_bytes())
        except UndecodableSource:
            continue
        if not might_matter(text, follows_imports=True):
            continue
        note = ""
        start = time.perf_counter()
        signal.setitimer(signal.ITIMER_REAL, limit)
        try:
            result = analyze(text, str(path), settings)
            note = f"{len(result.findings)} findings, {len(result.dependencies)} workspace modules read"
        except Slow:
            note = f"stopped after {limit:.0f} s"
        finally:
            signal.setitimer(signal.ITIMER_REAL, 0)
        rows.append((time.perf_counter() - start, str(path.relative_to(tree)), note))
    ModuleResolver.clear_cache()
    logging.disable(logging.NOTSET)
    rows.sort(reverse=True)
    return rows[:count]


def verdict(ok: bool) -> str:
    return "met" if ok else "NOT met"


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--runs", type=int, default=3, help="runs of each tool (the median is reported)")
    ap.add_argument(
        "--all-releases", action="store_true", help="put every unpacked transformers release in the tree, not only 5.24.0"
    )
    ap.add_argument("--tree", type=Path, default=None, help="where to build the tree (default: a folder in /tmp)")
    ap.add_argument("--jobs", type=int, default=None, help="hflint --jobs (default: hflint's own, all cores)")
    ap.add_argument(
        "--timeout",
        type=float,
        default=100,
        help="seconds after which one run is killed (a tool that timed out is not run again)",
    )
    ap.add_argument(
        "--slowest", type=int, default=0, metavar="K", help="also list the K files hflint takes longest on (in-process, one core)"
    )
    ap.add_argument("--slow-limit", type=float, default=20, help="cap per file for --slowest (seconds)")
    args = ap.parse_args()

    print(f"hflint {hflint_version()}; {machine_note()}")
    sources = [(d, f"transformers-{d.parent.name}") for d in transformers_dirs(args.all_releases)]
    sources.append((torch_dir(), "torch"))
    tree = args.tree or Path("/tmp") / ("hflint-bench-tree" + ("-all" if args.all_releases else ""))
    files, size, lines = build_tree(tree, sources)
    print(f"tree {tree}: {files} files, {size / 1e6:.0f} MB, {lines / 1e6:.2f} M lines, from:")
    for src, name in sources:
        print(f"  {name:<22} {src}")

    ruff = ensure_ruff()
    ruff_version = subprocess.run(ruff + ["--version"], capture_output=True, text=True).stdout.strip()
    hflint_cmd = [sys.executable, "-m", "hflint", "check", str(tree), "--format", "json"]
    if args.jobs:
        hflint_cmd += ["--jobs", str(args.jobs)]
    tools = {
        "hflint check": hflint_cmd,
        "ast.parse, 1 process": [sys.executable, "-c", AST_SCRIPT, str(tree), "1"],
        "ast.parse, 2 processes": [sys.executable, "-c", AST_SCRIPT, str(tree), "2"],
        f"ruff check --select E9 ({ruff_version})": ruff
        + ["check", "--select", "E9", "--no-cache", "--output-format", "concise", str(tree)],
    }
    print("commands:")
    for name, cmd in tools.items():
        shown = (
            f"{sys.executable} -c <os.walk + ast.parse of every .py/.pyi> {tree} {cmd[-1]}"
            if name.startswith("ast")
            else " ".join(cmd)
        )
        print(f"  {name}: {shown}")

    env = child_env(True)
    print(f"bytecode: {bytecode_note(True)}")
    runs: dict[str, list[Run]] = {name: [] for name in tools}
    for round_ in range(args.runs):
        for name, cmd in tools.items():
            if runs[name] and runs[name][-1].timed_out:
                continue
            run = run_measured(cmd, env=env, timeout=args.timeout, sample_memory=False)
            runs[name].append(run)
            state = "TIMED OUT" if run.timed_out else f"exit {run.returncode}"
            print(f"  round {round_ + 1}: {name:<36} {secs(run.wall):>9}  {state}", flush=True)
    sampled: dict[str, Run] = {}
    for name, cmd in tools.items():
        if not runs[name][-1].timed_out:
            sampled[name] = run_measured(cmd, env=env, timeout=args.timeout)
            print(f"  memory run: {name:<36} {secs(sampled[name].wall):>9}  (not in the medians)", flush=True)

    rows = []
    walls = {}
    for name, rs in runs.items():
        wall = median([r.wall for r in rs])
        walls[name] = wall
        timed_out = any(r.timed_out for r in rs)
        rows.append(
            [
                name,
                ("≥ " if timed_out else "") + secs(wall),
                ("≤ " if timed_out else "") + f"{files / wall:,.0f}",
                ("≥ " if timed_out else "") + secs(median([r.cpu for r in rs])),
                mib(sampled[name].peak_rss_kib if name in sampled else None),
                mib(sampled[name].peak_pss_kib if name in sampled else None),
                mib(max(r.maxrss_kib for r in rs)),
                sampled[name].procs if name in sampled else "?",
                ", ".join(f"{r.wall:.2f}" for r in rs),
            ]
        )
    print()
    print(
        f"{files} files; median of {args.runs} interleaved runs each (memory not sampled); the tree's memory "
        "from one more run of each, sampled every 50 ms; the largest process's, the largest over the timed runs"
    )
    print(
        table(
            [
                "tool",
                "wall (median)",
                "files/s",
                "CPU user+sys",
                "peak RSS, tree sum",
                "peak PSS, tree sum",
                "largest process RSS",
                "processes",
                "runs (s)",
            ],
            rows,
        )
    )

    h = walls["hflint check"]
    names = list(tools)
    bound = "≥ " if any(r.timed_out for r in runs["hflint check"]) else ""
    ast1, ast2, ruff_wall = walls[names[1]], walls[names[2]], walls[names[3]]
    ratios = [
        ["hflint / ast.parse (1 process)", f"{bound}{h / ast1:.2f}x", "well under 1x", verdict(h < 0.5 * ast1)],
        ["hflint / ast.parse (2 processes)", f"{bound}{h / ast2:.2f}x", "well under 1x", verdict(h < 0.5 * ast2)],
        ["hflint / ruff", f"{bound}{h / ruff_wall:.2f}x", "≤ 1.5x", verdict(h <= 1.5 * ruff_wall)],
    ]
    print()
    print(table(["ratio (wall, medians)", "measured", "target (issue 7)", "verdict"], ratios))
    print('("well under" is read as under half.)')
    cpu = {name: median([r.cpu for r in rs]) for name, rs in runs.items()}
    if not bound:
        # On a shared machine a second core may not be free: CPU seconds do not depend on that.
        print()
        print(
            table(
                ["ratio (CPU user+sys, medians)", "measured"],
                [
                    ["hflint / ast.parse (1 process)", f"{cpu[names[0]] / cpu[names[1]]:.2f}x"],
                    ["hflint / ruff", f"{cpu[names[0]] / cpu[names[3]]:.2f}x"],
                ],
            )
        )

    # What hflint found, and what it had to parse.
    last = runs["hflint check"][-1]
    findings = "n/a"
    if not last.timed_out:
        try:
            findings = str(len(json.loads(last.stdout or b"[]")))
        except json.JSONDecodeError:
            findings = "unreadable JSON"
    internal = sum(1 for line in last.stderr.decode(errors="replace").splitlines() if line.startswith("hflint: internal error"))
    discovered, passing, walked, undecodable = prefilter_count(tree)
    ast_out = runs["ast.parse, 1 process"][-1].stdout.decode().split()
    ruff_lines = [x for x in runs[names[3]][-1].stdout.decode(errors="replace").splitlines() if ": " in x]
    print()
    print(
        table(
            ["what", "count"],
            [
                ["files hflint discovers", discovered],
                ["… passing its text prefilter (a call in code)", f"{passing} ({100 * passing / max(1, discovered):.0f} %)"],
                [
                    "… of those, with a transformers import in reach (parsed and walked)",
                    f"{walked} ({100 * walked / max(1, discovered):.0f} %)",
                ],
                ["… undecodable (skipped)", undecodable],
                ["hflint findings (--format json, last run)", findings],
                ["hflint internal errors (stderr, last run)", internal],
                ["hflint exit code (last run)", "timed out" if last.timed_out else last.returncode],
                ["files ast.parse read / syntax errors", " / ".join(ast_out) if ast_out else "n/a"],
                ["ruff E9 diagnostics (last run)", len(ruff_lines)],
            ],
        )
    )

    if args.slowest:
        print()
        print(f"the {args.slowest} files hflint analyses slowest (in-process, one core, capped at {args.slow_limit:.0f} s):")
        rows = [[f"{t:.2f} s", path, note] for t, path, note in slowest(tree, args.slowest, args.slow_limit)]
        print(table(["time", "file", "result"], rows))
    print(f"\nload average at the end: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
