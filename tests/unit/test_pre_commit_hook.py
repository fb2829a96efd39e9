"""The pre-commit hooks (.pre-commit-hooks.yaml), run the way a user's repository runs them:
`pre-commit try-repo` of this checkout on a temporary git repository (pre-commit installs hflint
from the checkout into its own environment)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
FLAGGED = (ROOT / "examples" / "speculative_decoding.py").read_text(encoding="utf-8")


@pytest.fixture(scope="module")
def home(tmp_path_factory) -> Path:
    return tmp_path_factory.mktemp("pre-commit-home")


def try_repo(repo: Path, hook: str, home: Path, *files: str) -> subprocess.CompletedProcess[str]:
    env = {
        **os.environ,
        "PRE_COMMIT_HOME": str(home),
        "PRE_COMMIT_COLOR": "never",
        "GIT_AUTHOR_NAME": "t",
        "GIT_AUTHOR_EMAIL": "t@example.com",
        "GIT_COMMITTER_NAME": "t",
        "GIT_COMMITTER_EMAIL": "t@example.com",
    }
    return subprocess.run(
        [sys.executable, "-m", "pre_commit", "try-repo", str(ROOT), hook, "--files", *files],
        cwd=repo,
        capture_output=True,
        text=True,
        env=env,
        timeout=900,
    )


def a_repository(tmp_path: Path) -> Path:
    repo = tmp_path / "project"
    repo.mkdir()
    subprocess.run(["git", "init", "-q"], cwd=repo, check=True)
    (repo / "app.py").write_text(FLAGGED, encoding="utf-8")
    (repo / "ok.py").write_text('print("nothing to see")\n', encoding="utf-8")
    subprocess.run(["git", "add", "."], cwd=repo, check=True)
    return repo


def test_the_manifest_names_both_hooks():
    text = (ROOT / ".pre-commit-hooks.yaml").read_text(encoding="utf-8")
    assert "- id: hflint\n" in text and "- id: hflint-fix\n" in text
    assert "entry: hflint check --fix" in text and "types_or: [python, jupyter]" in text


@pytest.mark.skipif(shutil.which("git") is None, reason="git is needed for pre-commit")
def test_the_check_hook_fails_the_commit_on_a_finding(tmp_path, home):
    repo = a_repository(tmp_path)
    done = try_repo(repo, "hflint", home, "app.py", "ok.py")
    assert done.returncode == 1, done.stdout + done.stderr
    assert "app.py:20:16: error: HF101" in done.stdout
    assert (repo / "app.py").read_text(encoding="utf-8") == FLAGGED  # the check changes nothing

    clean = try_repo(repo, "hflint", home, "ok.py")
    assert clean.returncode == 0, clean.stdout + clean.stderr


@pytest.mark.skipif(shutil.which("git") is None, reason="git is needed for pre-commit")
def test_the_fix_hook_applies_the_safe_fix_and_stops_the_commit(tmp_path, home):
    repo = a_repository(tmp_path)
    done = try_repo(repo, "hflint-fix", home, "app.py")
    assert done.returncode == 1, done.stdout + done.stderr  # a file changed (and HF107 is left)
    fixed = (repo / "app.py").read_text(encoding="utf-8")
    assert fixed != FLAGGED and "use_cache=True" in fixed
    assert "HF107" in done.stdout  # the finding no fix removes is still reported
