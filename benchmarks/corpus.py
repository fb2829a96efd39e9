"""The benchmark corpus: the sources of real projects that use transformers, from the package index.

Each project is one pinned release, downloaded with pip (`pip download --no-deps`: the sdist
where the project publishes one, else its wheel) into a cache folder and unpacked there, its
.py, .pyi and .ipynb files only, one folder per project. Nothing here is committed; the
folder is reused while a project's pin is the same.

    python benchmarks/corpus.py build [--only trl,peft]   # download what is missing, unpack
    python benchmarks/corpus.py list                      # the projects, their files and lines
    python benchmarks/corpus.py path                      # where the trees are

The cache is ~/.cache/hflint-bench-corpus (HFLINT_BENCH_CORPUS moves it): dist/ holds what pip
downloaded, trees/<project>/ the sources. Only files the tools would both read are copied:
folders that hflint's discovery or ruff's default excludes skip (build, dist, .git, virtual
environments, ...) are left out, so every tool sees the same files without a setting.
"""

from __future__ import annotations

import argparse
import io
import json
import os
import shutil
import subprocess
import sys
import tarfile
import zipfile
from dataclasses import dataclass
from pathlib import Path

from hflint.files import SKIP_DIRS

CACHE = Path(os.environ.get("HFLINT_BENCH_CORPUS", Path.home() / ".cache" / "hflint-bench-corpus"))
EXTENSIONS = (".py", ".pyi", ".ipynb")
# Folder names either tool skips by default: hflint's own, and the rest of ruff's excludes.
SKIPPED = SKIP_DIRS | frozenset(
    {"_build", "buck-out", ".direnv", "__pypackages__", ".pants.d", ".pytype", ".bzr", ".pyenv", ".vscode", ".git-rewrite"}
)


@dataclass(frozen=True)
class Project:
    name: str  # the folder under trees/
    requirement: str  # what pip downloads (pinned)
    wheel: bool = False  # the wheel (no sdist on the index, or the sdist is not the source)

    @property
    def spec(self) -> str:
        return self.requirement + ("/wheel" if self.wheel else "/sdist")


# The projects of issue 20, and others that call generate or the export wrappers. Pinned:
# the table's figures are only comparable on the same sources.
PROJECTS = [
    Project("trl", "trl==1.16.0"),
    Project("peft", "peft==0.21.2"),
    Project("accelerate", "accelerate==1.15.0"),
    Project("optimum", "optimum==2.3.0"),
    Project("optimum-habana", "optimum-habana==1.21.2"),
    Project("optimum-intel", "optimum-intel==2.2.0"),
    Project("optimum-quanto", "optimum-quanto==0.2.7"),
    Project("diffusers", "diffusers==0.42.1"),
    Project("lm-eval", "lm-eval==0.4.13"),
    Project("executorch", "executorch==1.5.1", wheel=True),  # (wheels only)
    Project("sentence-transformers", "sentence-transformers==6.2.0"),
    Project("lighteval", "lighteval==0.13.0"),
    Project("smolagents", "smolagents==1.26.0"),
    Project("axolotl", "axolotl==0.19.0"),
    Project("llamafactory", "llamafactory==0.9.5"),
    Project("setfit", "setfit==1.2.0"),
    Project("transformers", "transformers==5.24.0", wheel=True),  # the package alone
]


def trees() -> Path:
    return CACHE / "trees"


def _download(project: Project, dist: Path) -> Path:
    """The downloaded archive (downloaded when missing)."""
    dist.mkdir(parents=True, exist_ok=True)
    name, _, version = project.requirement.partition("==")
    stems = {name.replace("-", "_").lower(), name.lower()}

    def existing() -> Path | None:
        for path in sorted(dist.iterdir()):
            low = path.name.lower()
            stem = low.split("-" + version)[0] if "-" + version in low else None
            if stem in stems and (low.endswith(".whl") if project.wheel else low.endswith((".tar.gz", ".zip"))):
                return path
        return None

    found = existing()
    if found is not None:
        return found
    cmd = [sys.executable, "-m", "pip", "download", "--no-deps", "--disable-pip-version-check", "-d", str(dist)]
    if project.wheel:
        cmd += [
            "--only-binary",
            ":all:",
            "--python-version",
            "3.11",
            "--platform",
            "manylinux_2_28_x86_64",
            "--platform",
            "manylinux2014_x86_64",
            "--platform",
            "any",
        ]
    else:
        cmd += ["--no-binary", ":all:"]
    cmd.append(project.requirement)
    print(f"  {' '.join(cmd[2:])}", flush=True)
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL)
    found = existing()
    if found is None:
        raise SystemExit(f"pip saved nothing recognisable for {project.requirement} in {dist}")
    return found


def _members(archive: Path):
    """(path inside the project, bytes) of every source file of the archive."""
    if archive.name.endswith(".whl") or archive.name.endswith(".zip"):
        with zipfile.ZipFile(archive) as zf:
            for info in zf.infolist():
                if not info.is_dir() and info.filename.endswith(EXTENSIONS):
                    yield info.filename, zf.read(info)
        return
    with tarfile.open(archive) as tf:
        for info in tf:
            if info.isfile() and info.name.endswith(EXTENSIONS):
                fh = tf.extractfile(info)
                if fh is not None:
                    yield info.name, fh.read()


def _relative(name: str, wheel: bool) -> Path | None:
    """Where an archive member goes under the project's tree (None: left out). An sdist's
    members sit in one top folder (`trl-1.16.0/...`), which is dropped."""
    parts = [p for p in name.replace("\\", "/").split("/") if p not in ("", ".")]
    if not wheel:
        parts = parts[1:]
    if not parts or ".." in parts or any(p in SKIPPED for p in parts[:-1]):
        return None
    return Path(*parts)


def build(selected: list[Project]) -> None:
    dist = CACHE / "dist"
    for project in selected:
        dest = trees() / project.name
        marker = dest / ".hflint-corpus.json"
        if marker.is_file() and json.loads(marker.read_text()).get("spec") == project.spec:
            continue
        print(f"{project.name}: {project.spec}", flush=True)
        archive = _download(project, dist)
        if dest.exists():
            shutil.rmtree(dest)
        files = lines = size = 0
        for name, data in _members(archive):
            rel = _relative(name, project.wheel)
            if rel is None:
                continue
            target = dest / rel
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(data)
            files += 1
            size += len(data)
            lines += data.count(b"\n")
        dest.mkdir(parents=True, exist_ok=True)
        marker.write_text(
            json.dumps({"spec": project.spec, "archive": archive.name, "files": files, "bytes": size, "lines": lines})
        )
        print(f"  {files} files, {lines:,} lines", flush=True)


def built() -> list[tuple[Project, dict]]:
    """The projects whose trees are built (with their markers), in PROJECTS' order."""
    out = []
    for project in PROJECTS:
        marker = trees() / project.name / ".hflint-corpus.json"
        if marker.is_file():
            data = json.loads(marker.read_text())
            if data.get("spec") == project.spec:
                out.append((project, data))
    return out


def _select(only: str | None) -> list[Project]:
    if not only:
        return list(PROJECTS)
    wanted = {w.strip() for w in only.split(",") if w.strip()}
    unknown = wanted - {p.name for p in PROJECTS}
    if unknown:
        raise SystemExit(f"unknown project(s): {', '.join(sorted(unknown))}; known: {', '.join(p.name for p in PROJECTS)}")
    return [p for p in PROJECTS if p.name in wanted]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("command", choices=["build", "list", "path"])
    ap.add_argument("--only", help="comma-separated project names (default: all)")
    args = ap.parse_args(argv)
    if args.command == "path":
        print(trees())
        return 0
    if args.command == "build":
        build(_select(args.only))
    out = io.StringIO()
    total_files = total_lines = 0
    for project, data in built():
        out.write(f"{project.name:<24} {project.spec:<36} {data['files']:>6} files {data['lines']:>10,} lines\n")
        total_files += data["files"]
        total_lines += data["lines"]
    out.write(f"{'(all)':<24} {'':<36} {total_files:>6} files {total_lines:>10,} lines\n")
    sys.stdout.write(out.getvalue())
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
