"""Install several transformers releases side by side, each in its own folder, for the ground-truth runs.

One torch (the pinned CPU wheel) serves every release: each release and the
hub/tokenizers it needs go into `<cache>/releases/<version>/` with
`pip install --target`, and a subprocess puts that folder first on its path.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

TORCH_PIN = "torch==2.13.0"

# Each release wants its own huggingface_hub and tokenizers (see shared/RELEASES.md);
# these pins were checked to import and run on the CPU wheel of torch 2.13.0.
RELEASES: dict[str, list[str]] = {
    "4.57.6": ["huggingface_hub==0.36.2", "tokenizers==0.22.2"],
    "5.13.1": ["huggingface_hub==1.33.0", "tokenizers==0.22.2"],
    "5.14.0": ["huggingface_hub==1.33.0", "tokenizers==0.22.2"],
    "5.15.0": ["huggingface_hub==1.33.0", "tokenizers==0.22.2"],
    "5.23.0": ["huggingface_hub>=2.4,<2.5", "tokenizers>=0.23.1,<0.24"],
    "5.24.0": ["huggingface_hub>=2.4,<2.5", "tokenizers>=0.23.1,<0.24"],
}


def cache_root() -> Path:
    env = os.environ.get("HFLINT_GT_CACHE")
    if env:
        return Path(env)
    return Path.home() / ".cache" / "hflint-groundtruth"


def release_dir(version: str) -> Path:
    return cache_root() / "releases" / version


def _stamp(version: str) -> str:
    return json.dumps({"version": version, "pins": RELEASES[version]}, sort_keys=True)


def is_installed(version: str) -> bool:
    stamp = release_dir(version) / ".hflint-stamp"
    return stamp.is_file() and stamp.read_text() == _stamp(version)


def install_release(version: str) -> Path:
    """Install one release into its own folder (idempotent; a stamp file records the pins).
    Several processes may ask at once (parallel sessions share the cache): a lock per release."""
    import fcntl

    target = release_dir(version)
    if is_installed(version):
        return target
    target.parent.mkdir(parents=True, exist_ok=True)
    with open(target.parent / f"{version}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if is_installed(version):
            return target
        return _install_locked(version, target)


def _install_locked(version: str, target: Path) -> Path:
    target.mkdir(parents=True, exist_ok=True)
    cmd = [
        sys.executable, "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
        "--target", str(target), "--upgrade",
        f"transformers=={version}", *RELEASES[version],
    ]
    subprocess.run(cmd, check=True)
    # torch must come from the main environment, never from a release folder.
    for stray in target.glob("torch*"):
        raise RuntimeError(f"{stray} was installed into {target}; torch must stay shared")
    (target / ".hflint-stamp").write_text(_stamp(version))
    return target


def ensure_torch() -> None:
    probe = subprocess.run(
        [sys.executable, "-c", "import torch, sys; sys.stdout.write(torch.__version__)"],
        capture_output=True, text=True,
    )
    if probe.returncode == 0 and probe.stdout.startswith("2.13.0"):
        return
    subprocess.run(
        [sys.executable, "-m", "pip", "install", "--quiet", "--disable-pip-version-check", TORCH_PIN],
        check=True,
    )


def main(argv: list[str]) -> int:
    versions = argv or list(RELEASES)
    ensure_torch()
    for version in versions:
        path = install_release(version)
        print(f"{version}: {path}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
