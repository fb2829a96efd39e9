"""Run scripts under installed releases: install each, run its jobs in one runner subprocess, two releases at once.

`run_releases` is what the ground-truth suite, `trial.py` and `record.py` share. It
installs a release (when missing) and runs its jobs as soon as it is ready, so the
installs of later releases overlap the runs of earlier ones, and reports each step
through `say`.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
import time
from collections.abc import Mapping
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from releases import Say, cache_root, child_pythonpath, ensure_torch, install_release

HERE = Path(__file__).parent
RELEASE_TIMEOUT_S = 1800


def hub_cache(release: str) -> Path:
    """The release's cache of stand-in checkpoints. Its name holds a digest of hubmodels.py (the list
    and how each is written), so sessions whose branches define the stand-ins differently (the cache
    folder is shared) never rebuild, or delete, each other's cache while one of them runs."""
    from hubmodels import standin_digest

    return cache_root() / "hub" / f"{release}-{standin_digest()}"


def run_release(release: str, jobs: list[dict], say: Say | None = None) -> dict:
    """Runner output for one release: {"release", "transformers_file", "jobs": {id: result}}."""
    ensure_torch(say)
    folder = install_release(release, say)
    # The user's HF_* settings (a token, a cache, offline flags) must not reach the examples.
    env = {k: v for k, v in os.environ.items() if not k.startswith(("HF_", "TRANSFORMERS_"))}
    env["PYTHONPATH"] = child_pythonpath(folder, HERE)
    proc = subprocess.run(
        [sys.executable, str(HERE / "runner.py"), str(hub_cache(release))],
        input=json.dumps(jobs),
        capture_output=True,
        text=True,
        env=env,
        timeout=RELEASE_TIMEOUT_S,
    )
    if proc.returncode != 0:
        raise RuntimeError(f"ground-truth runner for {release} failed:\n{proc.stderr[-6000:]}")
    return json.loads(proc.stdout)


def run_releases(
    jobs_by_release: Mapping[str, list[dict]], say: Say | None = None, workers: int | None = None
) -> dict[str, dict]:
    """Install and run every release of `jobs_by_release` (in its order), `workers` at a time."""
    lock = threading.Lock()

    def tell(msg: str) -> None:
        if say is not None:
            with lock:
                say(msg)

    releases = list(jobs_by_release)
    total = len(releases)
    done: list[str] = []
    start = time.monotonic()

    def one(release: str) -> dict:
        t0 = time.monotonic()
        out = run_release(release, jobs_by_release[release], tell)
        with lock:
            done.append(release)
            n = len(done)
        tell(
            f"[{n}/{total}] {release}: {len(jobs_by_release[release])} scripts run in "
            f"{time.monotonic() - t0:.0f} s ({time.monotonic() - start:.0f} s since the start)"
        )
        return out

    n_workers = workers or max(1, min(total, os.cpu_count() or 1, 2))
    tell(
        f"ground truth: running {sum(map(len, jobs_by_release.values()))} scripts under {total} "
        f"releases ({', '.join(releases)}), {n_workers} at a time"
    )
    with ThreadPoolExecutor(max_workers=n_workers) as pool:
        futures = {r: pool.submit(one, r) for r in releases}
        return {r: f.result() for r, f in futures.items()}
