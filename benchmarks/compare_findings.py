"""Do two versions of hflint report the same findings? This tree against a base commit (default:
where this branch left main), on every input we have.

The inputs are copied into one folder outside the repository (so that no pyproject.toml of
ours decides the workspace or the settings, and both sides see the same paths): the
fixtures (flagged, clean, notebooks, and each project as its own workspace), examples/, every
catalog example (reproducer and fixed, as files), the recall corpus's scripts and the projects
of the benchmark corpus (benchmarks/corpus.py, built when missing). Each side runs
`python -m hflint check <folder> --format json --transformers-version R` with its own `server/`
and `catalog/` first on the path (the base's exported with `git archive`), for the releases of
the recall corpus (the benchmark corpus under 5.24.0 only). The JSON rows (message, range,
evidence, fixes, raises, notes) must be identical, as must the exit codes and the internal
errors. This tree also runs with its result cache, first filled then read, when it has one:
the cached runs must report what the uncached run of the base does.

    python benchmarks/compare_findings.py [--base REF] [--only fixtures,examples,catalog,recall,corpus]
                                          [--projects trl,peft] [--releases 5.24.0]

Exit status 0 when every case agrees, 1 otherwise (the differing rows are printed).
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import tomllib

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
sys.path.insert(0, str(HERE))

import corpus  # noqa: E402

RELEASES = ["4.57.6", "5.15.0", "5.23.0", "5.24.0"]
CORPUS_RELEASE = "5.24.0"
GROUPS = ("fixtures", "examples", "catalog", "recall", "corpus")


def _git(*args: str) -> str:
    return subprocess.run(["git", "-C", str(REPO), *args], capture_output=True, text=True, check=True).stdout.strip()


def export_base(ref: str) -> Path:
    """server/ and catalog/ of `ref`, in a folder of their own (reused for the same commit)."""
    sha = _git("rev-parse", ref)
    dest = Path(tempfile.gettempdir()) / f"hflint-compare-{sha[:12]}"
    if (dest / ".done").is_file():
        return dest
    if dest.exists():
        shutil.rmtree(dest)
    dest.mkdir(parents=True)
    archive = subprocess.run(
        ["git", "-C", str(REPO), "archive", sha, "server", "catalog"], capture_output=True, check=True
    ).stdout
    subprocess.run(["tar", "-x", "-C", str(dest)], input=archive, check=True)
    (dest / ".done").write_text(sha)
    return dest


def _copy(
    src: Path,
    dest: Path,
    suffixes: tuple[str, ...] = (".py", ".ipynb", ".json", ".toml", ".txt", ".cfg", ".safetensors", ".model"),
) -> None:
    for folder, dirs, files in os.walk(src):
        dirs[:] = [d for d in dirs if d != "__pycache__"]
        for name in files:
            path = Path(folder) / name
            if name.endswith(suffixes):
                target = dest / path.relative_to(src)
                target.parent.mkdir(parents=True, exist_ok=True)
                shutil.copyfile(path, target)


def build_inputs(root: Path, groups: set[str], projects: list[str] | None) -> list[tuple[str, Path, list[str]]]:
    """(case name, folder, releases) of every case, its inputs copied under `root`."""
    cases: list[tuple[str, Path, list[str]]] = []
    fixtures = REPO / "tests" / "fixtures"
    if "fixtures" in groups:
        for name in ("flagged", "clean", "notebooks"):
            if (fixtures / name).is_dir():
                _copy(fixtures / name, root / "fixtures" / name)
                cases.append((f"fixtures/{name}", root / "fixtures" / name, RELEASES))
        for project in sorted((fixtures / "projects").iterdir()):
            if project.is_dir():
                _copy(project, root / "projects" / project.name)
                cases.append((f"projects/{project.name}", root / "projects" / project.name, RELEASES))
    if "examples" in groups:
        _copy(REPO / "examples", root / "examples")
        cases.append(("examples", root / "examples", RELEASES))
    if "catalog" in groups:
        dest = root / "catalog-examples"
        dest.mkdir(parents=True, exist_ok=True)
        for path in sorted((REPO / "catalog").glob("*.toml")):
            data = tomllib.loads(path.read_text(encoding="utf-8"))
            for i, example in enumerate(data.get("examples") or ()):
                for key in ("reproducer", "fixed"):
                    if isinstance(example.get(key), str):
                        (dest / f"{path.stem}_{i}_{key}.py").write_text(example[key], encoding="utf-8")
        cases.append(("catalog examples", dest, RELEASES))
    if "recall" in groups:
        _copy(HERE / "recall" / "scripts", root / "recall")
        cases.append(("recall scripts", root / "recall", RELEASES))
    if "corpus" in groups:
        selected = corpus._select(",".join(projects) if projects else None)
        corpus.build(selected)
        for project in selected:
            cases.append((f"corpus/{project.name}", corpus.trees() / project.name, [CORPUS_RELEASE]))
    return cases


def _has_cache(side: Path) -> bool:
    out = subprocess.run([sys.executable, "-m", "hflint", "check", "--help"], capture_output=True, text=True, env=_env(side))
    return "--no-cache" in out.stdout


def _env(side: Path) -> dict[str, str]:
    env = dict(os.environ)
    env["PYTHONPATH"] = str(side / "server") + os.pathsep + env.get("PYTHONPATH", "")
    return env


def run_side(side: Path, folder: Path, release: str, cache: str | None) -> tuple[int, list, list[str]]:
    """(exit code, JSON rows sorted, internal-error lines) of one run. `cache`: None (the side has
    no cache), "off" (--no-cache) or a cache folder."""
    cmd = [sys.executable, "-m", "hflint", "check", str(folder), "--format", "json", "--transformers-version", release]
    if cache == "off":
        cmd.append("--no-cache")
    elif cache is not None:
        cmd += ["--cache-dir", cache]
    proc = subprocess.run(cmd, capture_output=True, env=_env(side), timeout=600)
    try:
        rows = json.loads(proc.stdout or b"[]")
    except json.JSONDecodeError:
        rows = [{"unreadable output": proc.stdout.decode(errors="replace")[:2000]}]
    rows.sort(key=lambda r: json.dumps(r, sort_keys=True))
    internal = sorted(
        line
        for line in proc.stderr.decode(errors="replace").splitlines()
        if line.startswith("hflint: internal error") or "Traceback" in line
    )
    return proc.returncode, rows, internal


def _diff(name: str, a: tuple, b: tuple) -> list[str]:
    out = []
    if a[0] != b[0]:
        out.append(f"{name}: exit {a[0]} (base) vs {b[0]}")
    ka = [json.dumps(r, sort_keys=True) for r in a[1]]
    kb = [json.dumps(r, sort_keys=True) for r in b[1]]
    for row in sorted(set(ka) - set(kb)):
        out.append(f"{name}: only in base: {row}")
    for row in sorted(set(kb) - set(ka)):
        out.append(f"{name}: only in this tree: {row}")
    if a[2] != b[2]:
        out.append(f"{name}: internal errors differ: {a[2]} vs {b[2]}")
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--base", default=None, help="the commit to compare with (default: git merge-base HEAD main)")
    ap.add_argument("--only", help=f"comma-separated groups of inputs (default: all of {', '.join(GROUPS)})")
    ap.add_argument("--projects", help="comma-separated projects of the benchmark corpus (default: all)")
    ap.add_argument("--releases", help="comma-separated releases instead of the recall corpus's four")
    args = ap.parse_args(argv)

    groups = set(GROUPS) if not args.only else {g.strip() for g in args.only.split(",")}
    unknown = groups - set(GROUPS)
    if unknown:
        raise SystemExit(f"unknown group(s): {', '.join(sorted(unknown))}")
    base_ref = args.base or _git("merge-base", "HEAD", "main")
    base = export_base(base_ref)
    mine = REPO
    dirty = " + uncommitted changes" if _git("status", "--porcelain", "--", "server", "catalog") else ""
    print(
        f"base {_git('rev-parse', '--short', base_ref)} ({base}) against this tree "
        f"({_git('rev-parse', '--short', 'HEAD')}{dirty})",
        flush=True,
    )
    base_cache, my_cache = _has_cache(base), _has_cache(mine)
    problems: list[str] = []
    cases_run = rows_seen = 0
    with tempfile.TemporaryDirectory(prefix="hflint-compare-inputs-") as tmp:
        cases = build_inputs(Path(tmp), groups, args.projects.split(",") if args.projects else None)
        for name, folder, releases in cases:
            for release in args.releases.split(",") if args.releases else releases:
                start = time.perf_counter()
                theirs = run_side(base, folder, release, "off" if base_cache else None)
                ours = run_side(mine, folder, release, "off" if my_cache else None)
                found = _diff(f"{name} @ {release}", theirs, ours)
                if my_cache:
                    with tempfile.TemporaryDirectory(prefix="hflint-compare-cache-") as cache:
                        cold = run_side(mine, folder, release, cache)
                        warm = run_side(mine, folder, release, cache)
                    found += _diff(f"{name} @ {release} (cache cold)", theirs, cold)
                    found += _diff(f"{name} @ {release} (cache warm)", theirs, warm)
                problems += found
                cases_run += 1
                rows_seen += len(theirs[1])
                state = "same" if not found else f"{len(found)} difference(s)"
                print(
                    f"  {name} @ {release}: {len(theirs[1])} findings, {state} ({time.perf_counter() - start:.1f} s)", flush=True
                )
    for line in problems:
        print(line)
    print(
        f"{cases_run} cases, {rows_seen} findings of the base: "
        + ("identical" if not problems else f"{len(problems)} difference(s)")
    )
    return 1 if problems else 0


if __name__ == "__main__":
    raise SystemExit(main())
