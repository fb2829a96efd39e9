"""`hflint check` next to `ruff check --select E9 --no-cache` on each project of the benchmark corpus.

The corpus (benchmarks/corpus.py) is built first when it is missing. For each project, then
for the whole corpus in one run, the two tools run alternately (hflint, ruff, hflint, ruff,
...), each as a fresh process that discovers the files itself, N times (default 5); the
table gives the median wall time of each, the ratio of the medians and the ratio of the
median CPU times (user + system of the process and its helpers). On a shared machine the
wall times move with the load; the ratios are of runs made side by side.

    python benchmarks/projects.py [--runs 5] [--only trl,peft] [--no-whole] [--torch]
                                  [--cache cold|warm|off]

`--cache`: which result cache hflint runs with (benchmarks/README.md, "Result cache"):
`off` (default) passes `--no-cache`, as ruff is run; `cold` gives each run an empty cache
folder of its own; `warm` fills a cache once before the timed runs and keeps it.
`--torch` adds the transformers 5.24.0 + torch tree of cli_throughput.py (needs torch installed).
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import corpus  # noqa: E402

from _common import Run, child_env, hflint_version, machine_note, median, run_measured, table  # noqa: E402

TARGET = 1.5  # issue 20: hflint <= 1.5x ruff on the whole and on every project of more than 200 files
BIG = 200


def _ruff() -> list[str]:
    from cli_throughput import ensure_ruff

    return ensure_ruff()


def _torch_tree() -> Path:
    from cli_throughput import DEFAULT_RELEASE, build_tree, torch_dir, transformers_dirs

    sources = [(d, f"transformers-{d.parent.name}") for d in transformers_dirs(False)]
    sources.append((torch_dir(), "torch"))
    tree = Path("/tmp") / "hflint-bench-tree"
    build_tree(tree, sources)
    assert DEFAULT_RELEASE
    return tree


def count_files(tree: Path) -> int:
    from hflint.files import discover

    return len(discover([str(tree)]).files)


_HAS_CACHE: list[bool] = []


def _has_cache() -> bool:
    """Whether this hflint has the result cache (its `check --help` names --no-cache)."""
    if not _HAS_CACHE:
        out = subprocess.run([sys.executable, "-m", "hflint", "check", "--help"], capture_output=True, text=True)
        _HAS_CACHE.append("--no-cache" in out.stdout)
    return _HAS_CACHE[0]


def hflint_command(tree: Path, cache: str, cache_dir: str | None) -> list[str]:
    cmd = [sys.executable, "-m", "hflint", "check", str(tree), "--format", "json"]
    if not _has_cache():
        return cmd  # (an hflint from before the cache: it never had one)
    if cache == "off":
        cmd.append("--no-cache")
    elif cache_dir is not None:
        cmd += ["--cache-dir", cache_dir]
    return cmd


def measure(name: str, tree: Path, runs: int, ruff: list[str], cache: str, env: dict[str, str], timeout: float) -> dict:
    ruff_cmd = ruff + ["check", "--select", "E9", "--no-cache", "--output-format", "concise", str(tree)]
    hf: list[Run] = []
    rf: list[Run] = []
    keep = tempfile.mkdtemp(prefix="hflint-bench-cache-") if cache == "warm" else None
    try:
        if keep is not None:
            run_measured(hflint_command(tree, cache, keep), env=env, timeout=timeout, sample_memory=False)
        for _ in range(runs):
            fresh = tempfile.mkdtemp(prefix="hflint-bench-cache-") if cache == "cold" else None
            try:
                hf.append(run_measured(hflint_command(tree, cache, fresh or keep), env=env, timeout=timeout, sample_memory=False))
            finally:
                if fresh is not None:
                    shutil.rmtree(fresh, ignore_errors=True)
            rf.append(run_measured(ruff_cmd, env=env, timeout=timeout, sample_memory=False))
            print(
                f"  {name}: hflint {hf[-1].wall:.3f} s (cpu {hf[-1].cpu:.2f}), ruff {rf[-1].wall:.3f} s (cpu {rf[-1].cpu:.2f})",
                flush=True,
            )
    finally:
        if keep is not None:
            shutil.rmtree(keep, ignore_errors=True)
    last = hf[-1]
    try:
        findings = len(json.loads(last.stdout or b"[]"))
    except json.JSONDecodeError:
        findings = -1
    internal = sum(1 for line in last.stderr.decode(errors="replace").splitlines() if line.startswith("hflint: internal error"))
    return {
        "name": name,
        "files": count_files(tree),
        "hflint": median([r.wall for r in hf]),
        "ruff": median([r.wall for r in rf]),
        "hflint_cpu": median([r.cpu for r in hf]),
        "ruff_cpu": median([r.cpu for r in rf]),
        "findings": findings,
        "internal": internal,
        "exit": last.returncode,
        "timed_out": any(r.timed_out for r in hf + rf),
        "hflint_runs": [round(r.wall, 3) for r in hf],
        "ruff_runs": [round(r.wall, 3) for r in rf],
    }


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--runs", type=int, default=5, help="runs of each tool per project, alternating (median)")
    ap.add_argument("--only", help="comma-separated project names (default: all)")
    ap.add_argument("--no-whole", action="store_true", help="leave out the run over the whole corpus")
    ap.add_argument("--torch", action="store_true", help="add the transformers + torch tree of cli_throughput.py")
    ap.add_argument(
        "--cache",
        choices=["off", "cold", "warm"],
        default="off",
        help="hflint's result cache: off (--no-cache, default), cold, warm",
    )
    ap.add_argument("--timeout", type=float, default=120)
    ap.add_argument("--json", type=Path, help="also write the rows as JSON here")
    args = ap.parse_args(argv)

    selected = corpus._select(args.only)
    corpus.build(selected)
    print(f"hflint {hflint_version()}; {machine_note()}")
    ruff = _ruff()
    ruff_version = subprocess.run(ruff + ["--version"], capture_output=True, text=True).stdout.strip()
    print(f"{ruff_version}; hflint cache: {args.cache}; {args.runs} alternating runs each", flush=True)
    env = child_env(True)
    # (one run of hflint first: the bytecode cache of the benchmark is written, not timed)
    subprocess.run([sys.executable, "-m", "hflint", "--version"], env=env, capture_output=True)
    trees = [(p.name, corpus.trees() / p.name) for p in selected]
    if not args.no_whole and args.only is None:
        trees.append(("(whole corpus)", corpus.trees()))
    if args.torch:
        trees.append(("transformers 5.24.0 + torch", _torch_tree()))
    rows = []
    for name, tree in trees:
        rows.append(measure(name, tree, args.runs, ruff, args.cache, env, args.timeout))
    out = []
    for r in rows:
        ratio = r["hflint"] / r["ruff"] if r["ruff"] else float("nan")
        cpu_ratio = r["hflint_cpu"] / r["ruff_cpu"] if r["ruff_cpu"] else float("nan")
        target = "met" if ratio <= TARGET else "NOT met"
        if r["files"] <= BIG and not r["name"].startswith("("):
            target += " (≤ 200 files)"
        out.append(
            [
                r["name"],
                r["files"],
                f"{r['hflint']:.2f} s",
                f"{r['ruff']:.2f} s",
                f"{ratio:.2f}x",
                f"{cpu_ratio:.2f}x",
                r["findings"],
                r["internal"],
                target,
            ]
        )
    print()
    print(
        f"medians of {args.runs} alternating runs; ratio = hflint / ruff (wall, then CPU); load average at "
        f"the end {' '.join(f'{x:.2f}' for x in os.getloadavg())}"
    )
    print(table(["project", "files", "hflint", "ruff", "ratio", "CPU ratio", "findings", "internal errors", f"≤ {TARGET}x"], out))
    if args.json:
        args.json.write_text(json.dumps(rows, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
