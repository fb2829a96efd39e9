"""The code is linted (ruff), formatted (ruff format) and type-checked (mypy) as part of the suite."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_ruff_is_clean():
    proc = subprocess.run([sys.executable, "-m", "ruff", "check", "server", "tests"], cwd=ROOT, capture_output=True, text=True)
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_the_code_is_formatted():
    # (pyproject.toml leaves out the examples and docs/, whose line numbers other files point at)
    proc = subprocess.run([sys.executable, "-m", "ruff", "format", "--check", "."], cwd=ROOT, capture_output=True, text=True)
    assert proc.returncode == 0, "run `ruff format .`\n" + proc.stdout + proc.stderr


def test_mypy_is_clean():
    proc = subprocess.run([sys.executable, "-m", "mypy"], cwd=ROOT, capture_output=True, text=True)
    assert proc.returncode == 0, proc.stdout + proc.stderr
