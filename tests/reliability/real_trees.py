"""Real source trees through `hflint check`: every .py of transformers, torch and the standard library, zero internal errors.

    python tests/reliability/real_trees.py            # every cached transformers release, torch, the stdlib
    python tests/reliability/real_trees.py --quick    # what CI runs: transformers 5.24.0, torch, the stdlib

test_real_trees.py runs the quick set in CI; this script is the full run, by hand.
Prints, per tree: files, findings, internal errors, wall time; exits 1 on any
internal error or crash. The full run then analyses every file once more in
process with the text prefilter switched off, so that the parser, the flow walk
and the rules see all of them (through `hflint check` most files never reach them).
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import logging
import os
import subprocess
import sys
import sysconfig
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

from hflint.core import engine
from hflint.core.source import UndecodableSource, decode_source
from hflint.files import discover

RELEASE = "5.24.0"


def groundtruth_releases() -> Path:
    """Where the ground-truth suite unpacks transformers releases (tests/groundtruth/releases.py)."""
    root = os.environ.get("HFLINT_GT_CACHE") or str(Path.home() / ".cache" / "hflint-groundtruth")
    return Path(root) / "releases"


def transformers_trees(everything: bool) -> dict[str, Path]:
    found = sorted(p for p in groundtruth_releases().glob("*/transformers") if p.is_dir())
    if not everything:
        found = [p for p in found if p.parent.name == RELEASE]
    return {f"transformers {p.parent.name}": p for p in found}


def torch_tree() -> Path | None:
    spec = importlib.util.find_spec("torch")  # finds the folder; never imports torch
    locations = list(spec.submodule_search_locations or []) if spec is not None else []
    return Path(locations[0]) if locations else None


def stdlib_tree() -> Path:
    return Path(sysconfig.get_paths()["stdlib"])


@dataclass(slots=True)
class TreeRun:
    name: str
    root: Path
    files: int = 0
    findings: int = 0
    files_with_findings: int = 0
    internal_errors: list[str] = field(default_factory=list)
    exit_code: int | None = None
    seconds: float = 0.0
    stderr: str = ""


@contextmanager
def linked(name: str, root: Path) -> Iterator[Path]:
    """The tree seen through a symlink in a fresh folder.

    The symlink matters: an interpreter under ~/.pyenv lives inside pyenv's own git
    checkout, whose .gitignore excludes `versions/`, and `hflint check` honours the
    .gitignore of the repository around a folder. Through the link the tree is
    walked like a project of its own (site-packages inside the stdlib is still skipped).
    """
    with tempfile.TemporaryDirectory(prefix="hflint-tree-") as tmp:
        link = Path(tmp) / name.replace(" ", "-")
        link.symlink_to(root, target_is_directory=True)
        yield link


def check_tree(name: str, root: Path, jobs: int | None = None) -> TreeRun:
    """`hflint check --format json` on the tree (through `linked`)."""
    run = TreeRun(name, root)
    with linked(name, root) as link:
        tmp = link.parent
        run.files = len(discover([str(link)]).files)
        cmd = [sys.executable, "-m", "hflint", "check", "--format", "json", "--transformers-version", RELEASE, str(link)]
        if jobs:
            cmd += ["--jobs", str(jobs)]
        start = time.perf_counter()
        proc = subprocess.run(cmd, cwd=tmp, capture_output=True, text=True, timeout=1800)
        run.seconds = time.perf_counter() - start
    run.exit_code = proc.returncode
    run.stderr = proc.stderr
    run.internal_errors = [line for line in proc.stderr.splitlines() if "internal error" in line]
    try:
        rows = json.loads(proc.stdout)
    except ValueError:
        rows = []
        run.internal_errors.append(f"output is not JSON: {proc.stdout[:200]!r}")
    run.findings = len(rows)
    run.files_with_findings = len({row["path"] for row in rows})
    return run


def analyse_every_file(name: str, root: Path) -> TreeRun:
    """Every .py of the tree through analyze() in this process, the prefilter switched off."""
    run = TreeRun(name + " (all)", root)
    settings = engine.Settings(transformers_version=RELEASE)
    real_prefilter = engine.screen
    engine.screen = lambda source, follows_imports=False: (engine.Verdict.ANALYSE, source)  # type: ignore[assignment]
    logging.disable(logging.CRITICAL)  # the internal errors are counted below; the log would repeat them
    start = time.perf_counter()
    try:
        with linked(name, root) as link:
            files = discover([str(link)]).files
            texts = []
            for path in files:
                try:
                    texts.append((path.relative_to(link), decode_source(path.read_bytes())))
                except (OSError, UndecodableSource):
                    continue
        for relative, text in texts:
            path = root / relative
            if path.suffix != ".py":
                continue
            run.files += 1
            try:
                result = engine.analyze(text, str(path), settings)
            except Exception as err:  # noqa: BLE001 - analyze must never raise: record it as the bug it is
                run.internal_errors.append(f"{path}: analyze raised {type(err).__name__}: {err}")
                continue
            run.findings += len(result.findings)
            run.files_with_findings += bool(result.findings)
            run.internal_errors += [f"{path}: {e}" for e in result.internal_errors]
    finally:
        engine.screen = real_prefilter  # type: ignore[assignment]
        logging.disable(logging.NOTSET)
    run.seconds = time.perf_counter() - start
    run.exit_code = 0
    return run


def table(runs: list[TreeRun]) -> str:
    lines = [f"{'tree':<24} {'files':>6} {'findings':>9} {'in files':>9} {'internal errors':>16} {'exit':>5} {'wall':>8}"]
    for r in runs:
        lines.append(
            f"{r.name:<24} {r.files:>6} {r.findings:>9} {r.files_with_findings:>9} "
            f"{len(r.internal_errors):>16} {r.exit_code!s:>5} {r.seconds:>7.1f}s"
        )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="only transformers 5.24.0, torch and the standard library")
    parser.add_argument("--jobs", type=int, default=None)
    args = parser.parse_args(argv)
    trees = transformers_trees(everything=not args.quick)
    if (torch := torch_tree()) is not None:
        trees["torch"] = torch
    trees["stdlib"] = stdlib_tree()
    runs = []
    for name, root in trees.items():
        runs.append(check_tree(name, root, args.jobs))
        print(table(runs[-1:]).splitlines()[-1] if len(runs) > 1 else table(runs), flush=True)
    if not args.quick:
        for name, root in trees.items():
            runs.append(analyse_every_file(name, root))
            print(table(runs[-1:]).splitlines()[-1], flush=True)
    print()
    print(table(runs))
    total = TreeRun(
        "total",
        Path("."),
        sum(r.files for r in runs),
        sum(r.findings for r in runs),
        sum(r.files_with_findings for r in runs),
        [e for r in runs for e in r.internal_errors],
        None,
        sum(r.seconds for r in runs),
    )
    print(table([total]).splitlines()[-1])
    bad = [r for r in runs if r.internal_errors or r.exit_code not in (0, 1)]
    for r in bad:
        print(f"--- {r.name}: exit {r.exit_code}\n{r.stderr[-3000:]}")
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
