"""Session fixture: install the selected releases and run every catalog example under each of them.

Which releases: $HFLINT_GT_RELEASES (`all`, `ci` (default), or a comma-separated list; see releases.py).
Progress (which release is installing or running, how far) goes to the terminal as it happens.
"""

from __future__ import annotations

import sys
import threading
from pathlib import Path

import pytest

HERE = Path(__file__).parent
sys.path.insert(0, str(HERE))

from hflint.catalog import Catalog, load_catalog  # noqa: E402

from releases import ensure_torch, release_dir, releases_for, selected_releases  # noqa: E402
from runs import run_releases  # noqa: E402

SELECTED = selected_releases()


def pytest_collection_modifyitems(items):
    for item in items:
        if HERE in Path(str(item.fspath)).parents:
            item.add_marker(pytest.mark.groundtruth)


def pytest_report_header(config):
    return f"ground truth: {len(SELECTED)} releases ({', '.join(SELECTED)}); HFLINT_GT_RELEASES=all runs every one"


def jobs_for(catalog: Catalog, release: str) -> list[dict]:
    """The reproducer and fixed example of the fact that covers `release`, for each entry that
    runs on it (under `ci`, the entries one of whose facts begins or ends there)."""
    jobs = []
    for entry in catalog:
        fact = entry.fact_for(release)
        if fact is None or release not in releases_for((f.releases for f in entry.facts), SELECTED):
            continue
        example = entry.example(fact.example)
        jobs.append({"id": f"{entry.code}:{example.name}:reproducer", "source": example.reproducer})
        jobs.append({"id": f"{entry.code}:{example.name}:fixed", "source": example.fixed})
    return jobs


def _terminal(config):
    """A `say` that writes through pytest's output capture, one line at a time from any thread."""
    capman = config.pluginmanager.getplugin("capturemanager")
    lock = threading.Lock()

    def say(msg: str) -> None:
        with lock:
            if capman is None:
                sys.stderr.write(msg + "\n")
                return
            with capman.global_and_fixture_disabled():
                sys.stderr.write(msg + "\n")
                sys.stderr.flush()

    return say


@pytest.fixture(scope="session")
def catalog() -> Catalog:
    return load_catalog()


@pytest.fixture(scope="session")
def runs(catalog, pytestconfig) -> dict[str, dict]:
    """release -> runner output; installs missing releases first (cached between runs)."""
    say = _terminal(pytestconfig)
    ensure_torch(say)
    say("")
    return run_releases({r: jobs_for(catalog, r) for r in SELECTED}, say)


@pytest.fixture(scope="session")
def source_roots() -> dict[str, Path]:
    return {r: release_dir(r) for r in SELECTED}
