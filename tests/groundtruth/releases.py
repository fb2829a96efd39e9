"""Install several transformers releases side by side, each in its own folder, for the ground-truth runs.

One torch (the pinned CPU wheel) serves every release: each release and the
hub/tokenizers it needs go into `<cache>/releases/<version>/` with
`pip install --target`, and a subprocess puts that folder first on its path.
Nothing goes into the environment that runs the tests: torch is its own when that is the
pinned release, else the cache's (`<cache>/torch/<version>/`, ensure_torch).

Which releases a run uses: `HFLINT_GT_RELEASES` = `all` (every release below),
`ci` (the default: the releases on either side of every boundary between two
catalog facts, see `ci_releases`; each entry's examples run on its own facts' ends,
`releases_for`), or a comma-separated list of versions.

    python tests/groundtruth/releases.py [all | ci | 5.4.0,5.5.4 ...]   # install, with progress
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterable
from pathlib import Path

from packaging.version import Version

TORCH_PIN = "torch==2.13.0"

# The huggingface_hub and tokenizers each release needs (its own requirements allow a range;
# these are the pins found to install and run every catalog example on the CPU wheel of
# torch 2.13.0). 5.0 to 5.17 require huggingface_hub <2.0, 5.16 on tokenizers >=0.23.1.
_HUB_1 = "huggingface_hub==1.33.0"
_HUB_2 = "huggingface_hub>=2.4,<2.5"
_TOK_22 = "tokenizers==0.22.2"
_TOK_23 = "tokenizers>=0.23.1,<0.24"

# Every minor release's latest patch from 4.57 to 5.24, plus 5.14.0 and 5.15.0 (the catalog's
# facts were first recorded on them). In release order. The pins of the first six the suite
# ran are unchanged, so that their installs (stamped with the pins) stay valid.
RELEASES: dict[str, list[str]] = {
    "4.57.6": ["huggingface_hub==0.36.2", _TOK_22],
    "5.0.0": [_HUB_1, _TOK_22],
    "5.1.0": [_HUB_1, _TOK_22],
    "5.2.0": [_HUB_1, _TOK_22],
    "5.3.0": [_HUB_1, _TOK_22],
    "5.4.0": [_HUB_1, _TOK_22],
    "5.5.4": [_HUB_1, _TOK_22],
    "5.6.2": [_HUB_1, _TOK_22],
    "5.7.0": [_HUB_1, _TOK_22],
    "5.8.1": [_HUB_1, _TOK_22],
    "5.9.0": [_HUB_1, _TOK_22],
    "5.10.4": [_HUB_1, _TOK_22],
    "5.11.0": [_HUB_1, _TOK_22],
    "5.12.1": [_HUB_1, _TOK_22],
    "5.13.1": [_HUB_1, _TOK_22],
    "5.14.0": [_HUB_1, _TOK_22],
    "5.14.1": [_HUB_1, _TOK_22],
    "5.15.0": [_HUB_1, _TOK_22],
    "5.15.1": [_HUB_1, _TOK_22],
    "5.16.1": [_HUB_1, _TOK_23],
    "5.17.0": [_HUB_1, _TOK_23],
    "5.18.0": [_HUB_2, _TOK_23],
    "5.19.0": [_HUB_2, _TOK_23],
    "5.20.2": [_HUB_2, _TOK_23],
    "5.21.1": [_HUB_2, _TOK_23],
    "5.22.2": [_HUB_2, _TOK_23],
    "5.23.0": [_HUB_2, _TOK_23],
    "5.24.0": [_HUB_2, _TOK_23],
}

SELECT_ENV = "HFLINT_GT_RELEASES"

Say = Callable[[str], None]


def _stderr(msg: str) -> None:
    sys.stderr.write(msg + "\n")
    sys.stderr.flush()


def cache_root() -> Path:
    env = os.environ.get("HFLINT_GT_CACHE")
    if env:
        return Path(env)
    return Path.home() / ".cache" / "hflint-groundtruth"


def release_dir(version: str) -> Path:
    return cache_root() / "releases" / version


def ci_releases(facts_releases: Iterable[Iterable[str]]) -> list[str]:
    """The first and last release of every fact (given as each fact's releases): both sides of
    every boundary between two facts, and the ends of the covered interval."""
    chosen: set[str] = set()
    for releases in facts_releases:
        ordered = sorted(releases, key=Version)
        if ordered:
            chosen.update((ordered[0], ordered[-1]))
    return [r for r in RELEASES if r in chosen]


def catalog_ci_releases() -> list[str]:
    from hflint.catalog import load_catalog

    return ci_releases(f.releases for e in load_catalog() for f in e.facts)


def _spec(spec: str | None) -> str:
    return (spec if spec is not None else os.environ.get(SELECT_ENV, "")).strip() or "ci"


def releases_for(facts_releases: Iterable[Iterable[str]], selected: list[str], spec: str | None = None) -> list[str]:
    """The selected releases one catalog entry's examples run on (given as its facts' releases):
    under `ci`, the first and last release of each of its own facts, so every boundary of every
    entry is run on both sides while a release another entry needs does not run them all again;
    under `all` or a list, every selected release (`selected`: selected_releases(spec))."""
    if _spec(spec) != "ci":
        return selected
    ends = set(ci_releases(facts_releases))
    return [r for r in selected if r in ends]


def selected_releases(spec: str | None = None) -> list[str]:
    """The releases a run uses: `all`, `ci` or a comma-separated list (default: $HFLINT_GT_RELEASES, else ci)."""
    spec = _spec(spec)
    if spec == "all":
        return list(RELEASES)
    if spec == "ci":
        return catalog_ci_releases()
    wanted = [v.strip() for v in spec.split(",") if v.strip()]
    unknown = [v for v in wanted if v not in RELEASES]
    if unknown:
        raise ValueError(
            f"{SELECT_ENV}: {', '.join(unknown)} not in tests/groundtruth/releases.py (known: all, ci, {', '.join(RELEASES)})"
        )
    return [r for r in RELEASES if r in wanted]


def _stamp(version: str) -> str:
    return json.dumps({"version": version, "pins": RELEASES[version]}, sort_keys=True)


def is_installed(version: str) -> bool:
    stamp = release_dir(version) / ".hflint-stamp"
    return stamp.is_file() and stamp.read_text() == _stamp(version)


def install_release(version: str, say: Say | None = None) -> Path:
    """Install one release into its own folder (idempotent; a stamp file records the pins).
    Several processes may ask at once (parallel sessions share the cache): a lock per release.
    `say` receives progress lines (which release, how far, how long)."""
    import fcntl

    target = release_dir(version)
    if is_installed(version):
        return target
    say = say or _stderr
    target.parent.mkdir(parents=True, exist_ok=True)
    with open(target.parent / f"{version}.lock", "w") as lock:
        try:
            fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            say(f"  {version}: another process is installing it; waiting")
            fcntl.flock(lock, fcntl.LOCK_EX)
        if is_installed(version):
            return target
        return _install_locked(version, target, say)


def _install_locked(version: str, target: Path, say: Say) -> Path:
    import shutil

    if target.exists():
        shutil.rmtree(target)  # a half-finished or differently pinned install
    target.mkdir(parents=True)
    pins = [f"transformers=={version}", *RELEASES[version]]
    say(f"  {version}: installing {' '.join(pins)} into {target}")
    cmd = [
        sys.executable,
        "-m",
        "pip",
        "install",
        "--disable-pip-version-check",
        "--progress-bar",
        "off",
        "--no-input",
        "--target",
        str(target),
        "--upgrade",
        *pins,
    ]
    start = time.monotonic()
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    collected: list[str] = []
    tail: list[str] = []
    last = [start]
    stop = threading.Event()

    def heartbeat() -> None:
        # pip is quiet for long stretches (resolving, unpacking torch-free wheels): say it lives.
        while not stop.wait(15):
            if time.monotonic() - last[0] >= 15:
                say(f"  {version}: still installing ({time.monotonic() - start:.0f} s, {len(collected)} packages collected)")
                last[0] = time.monotonic()

    beat = threading.Thread(target=heartbeat, daemon=True)
    beat.start()
    try:
        assert proc.stdout is not None
        for line in proc.stdout:
            line = line.rstrip()
            tail = (tail + [line])[-40:]
            if line.startswith("Collecting "):
                collected.append(line.split()[1])
            elif line.startswith("Installing collected packages"):
                say(
                    f"  {version}: {len(collected)} packages resolved and downloaded "
                    f"({time.monotonic() - start:.0f} s); unpacking"
                )
                last[0] = time.monotonic()
        code = proc.wait()
    finally:
        stop.set()
        beat.join()
    if code != 0:
        raise RuntimeError(f"installing {version} failed (pip exit {code}):\n" + "\n".join(tail))
    # torch must come from the main environment, never from a release folder.
    for stray in target.glob("torch*"):
        raise RuntimeError(f"{stray} was installed into {target}; torch must stay shared")
    (target / ".hflint-stamp").write_text(_stamp(version))
    say(f"  {version}: installed in {time.monotonic() - start:.0f} s")
    return target


def torch_dir() -> Path:
    """Where the ground truth keeps its own torch when the running interpreter has another (or none)."""
    return cache_root() / "torch" / TORCH_PIN.split("==")[1]


_torch_ready = False


def ensure_torch(say: Say | None = None) -> None:
    """The pinned torch for the runs: the interpreter's own when it is that release, else one
    installed into the cache (never into the environment that runs the tests). Every way into a
    run calls it first (run_release does): the child's PYTHONPATH names the cache's torch only
    once its stamp is there. Once it has succeeded in a process it returns at once."""
    global _torch_ready
    if _torch_ready:
        return
    _ensure_torch(say)
    _ensure_extras(say)
    _torch_ready = True


# What some observed scripts import beside transformers and torch, pinned: from 5.0 building a
# `Trainer` requires accelerate (observed/chains/export_decoder_only_after_trainer.py). Installed
# once into the cache without dependencies (accelerate's others, numpy, pyyaml, huggingface_hub,
# safetensors and packaging, come with each release; torch from above), never into the
# environment that runs the tests. Pillow: image processors need it (the vision stand-ins and the
# captioning and vision-language scripts that make their images with PIL.Image.new).
EXTRA_PINS = ("accelerate==1.16.0", "psutil==7.2.2", "pillow==12.0.0")


def extras_dir() -> Path:
    return cache_root() / "extras" / "-".join(p.replace("==", "-") for p in EXTRA_PINS)


def _ensure_extras(say: Say | None) -> None:
    _install_stamped(extras_dir(), EXTRA_PINS, "", ["--no-deps"], say)


def _ensure_torch(say: Say | None) -> None:
    probe = subprocess.run(
        [sys.executable, "-c", "import torch, sys; sys.stdout.write(torch.__version__)"],
        capture_output=True,
        text=True,
    )
    if probe.returncode == 0 and probe.stdout.startswith(TORCH_PIN.split("==")[1]):
        return
    _install_stamped(torch_dir(), (TORCH_PIN,), " (the CPU wheel, about 750 MB)", [], say)


def _install_stamped(target: Path, pins: tuple[str, ...], what: str, options: list[str], say: Say | None) -> None:
    """`pip install --target` of `pins` into `target`, once: a stamp naming the pins marks a
    finished install, a lock keeps concurrent processes to one install, and a folder without the
    stamp (a half-finished install) is removed first."""
    stamp = target / ".hflint-stamp"
    wanted = " ".join(pins)
    if stamp.is_file() and stamp.read_text() == wanted:
        return
    import fcntl
    import shutil

    target.parent.mkdir(parents=True, exist_ok=True)
    with open(target.parent / f".{target.name}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if stamp.is_file() and stamp.read_text() == wanted:
            return
        if target.exists():
            shutil.rmtree(target)
        say = say or _stderr
        say(f"installing {wanted}{what} into {target}")
        start = time.monotonic()
        subprocess.run(
            [
                sys.executable,
                "-m",
                "pip",
                "install",
                "--quiet",
                "--disable-pip-version-check",
                "--no-input",
                *options,
                "--target",
                str(target),
                *pins,
            ],
            check=True,
        )
        stamp.write_text(wanted)
        say(f"  {wanted}: installed in {time.monotonic() - start:.0f} s")


def child_pythonpath(folder: Path, *more: Path) -> str:
    """PYTHONPATH of a process that runs under a release: its folder first, then the cache's
    torch (when ensure_torch put one there), the extras it installed, then `more`."""
    parts = [folder]
    if (torch_dir() / ".hflint-stamp").is_file():
        parts.append(torch_dir())
    if (extras_dir() / ".hflint-stamp").is_file():
        parts.append(extras_dir())
    return os.pathsep.join(str(p) for p in [*parts, *more])


def install_all(versions: list[str], say: Say | None = None) -> None:
    say = say or _stderr
    missing = [v for v in versions if not is_installed(v)]
    say(
        f"ground truth: {len(versions)} releases selected, {len(versions) - len(missing)} installed in "
        f"{cache_root() / 'releases'}, {len(missing)} to install"
    )
    for i, version in enumerate(missing, 1):
        say(f"[{i}/{len(missing)}] transformers {version}")
        install_release(version, say)


def main(argv: list[str]) -> int:
    versions = selected_releases(",".join(argv) if argv else None)
    ensure_torch()
    install_all(versions)
    for version in versions:
        print(f"{version}: {release_dir(version)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
