"""Session fixture: install the releases once and run every catalog example under each of them."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

HERE = Path(__file__).parent
sys.path.insert(0, str(HERE))

from hflint.catalog import Catalog, load_catalog  # noqa: E402

from releases import RELEASES, cache_root, ensure_torch, install_release, release_dir  # noqa: E402


def pytest_collection_modifyitems(items):
    for item in items:
        if HERE in Path(str(item.fspath)).parents:
            item.add_marker(pytest.mark.groundtruth)


def jobs_for(catalog: Catalog, release: str) -> list[dict]:
    """The reproducer and fixed example of the fact that covers `release`, for each entry."""
    jobs = []
    for entry in catalog:
        fact = entry.fact_for(release)
        if fact is None:
            continue
        example = entry.example(fact.example)
        jobs.append({"id": f"{entry.code}:{example.name}:reproducer", "source": example.reproducer})
        jobs.append({"id": f"{entry.code}:{example.name}:fixed", "source": example.fixed})
    return jobs


def run_release(release: str, jobs: list[dict]) -> dict:
    folder = install_release(release)
    env = {k: v for k, v in os.environ.items() if not k.startswith(("HF_", "TRANSFORMERS_"))}
    env["PYTHONPATH"] = os.pathsep.join([str(folder), str(HERE)])
    proc = subprocess.run(
        [sys.executable, str(HERE / "runner.py"), str(cache_root() / "hub" / release)],
        input=json.dumps(jobs), capture_output=True, text=True, env=env, timeout=1200,
    )
    if proc.returncode != 0:
        raise RuntimeError(f"ground-truth runner for {release} failed:\n{proc.stderr[-6000:]}")
    return json.loads(proc.stdout)


@pytest.fixture(scope="session")
def catalog() -> Catalog:
    return load_catalog()


@pytest.fixture(scope="session")
def runs(catalog) -> dict[str, dict]:
    """release -> runner output; installs missing releases first (cached between runs)."""
    ensure_torch()
    for release in RELEASES:
        install_release(release)
    with ThreadPoolExecutor(max_workers=max(1, min(len(RELEASES), os.cpu_count() or 1))) as pool:
        futures = {r: pool.submit(run_release, r, jobs_for(catalog, r)) for r in RELEASES}
        return {r: f.result() for r, f in futures.items()}


@pytest.fixture(scope="session")
def source_roots() -> dict[str, Path]:
    return {r: release_dir(r) for r in RELEASES}
