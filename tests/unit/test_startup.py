"""`hflint check` on a folder with nothing to check: the answer a user sees, at the cost of a start.

An empty folder (or one whose files are all ignored) is what a pre-commit hook or an editor
integration runs most: the catalog, the release detection and the analysis are not loaded
for it, but the options are still checked as they are for a real run.
"""

from __future__ import annotations

import json
import subprocess
import sys

PROBE = (
    "import sys; sys.argv = ['hflint'] + sys.argv[1:]; from hflint.cli import main; code = main(); "
    "heavy = sorted(m for m in ('hflint.catalog', 'hflint.checkrun', 'hflint.versions', 'hflint.report', "
    "'hflint.core.engine', 'multiprocessing', 'dataclasses', 'tomllib') if m in sys.modules); "
    "print('IMPORTED', ','.join(heavy), file=sys.stderr); sys.exit(code)"
)


def run(tmp_path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", PROBE, *args], cwd=tmp_path, capture_output=True, text=True, timeout=60, stdin=subprocess.DEVNULL
    )


def imported(proc: subprocess.CompletedProcess[str]) -> list[str]:
    line = [x for x in proc.stderr.splitlines() if x.startswith("IMPORTED")][-1]
    return [m for m in line.split(" ", 1)[1].split(",") if m]


def test_an_empty_folder_warns_and_loads_nothing_else(tmp_path):
    (tmp_path / "empty").mkdir()
    proc = run(tmp_path, "check", "empty")
    assert proc.returncode == 0
    assert "no Python files or notebooks to check in empty" in proc.stderr
    assert proc.stdout == ""
    assert imported(proc) == []


def test_json_and_sarif_of_nothing(tmp_path):
    (tmp_path / "empty").mkdir()
    proc = run(tmp_path, "check", "empty", "--format", "json")
    assert proc.returncode == 0 and json.loads(proc.stdout) == []
    proc = run(tmp_path, "check", "empty", "--format", "sarif")
    assert proc.returncode == 0
    sarif = json.loads(proc.stdout)
    assert sarif["runs"][0]["results"] == []
    assert sarif["runs"][0]["tool"]["driver"]["rules"]  # (the catalog's rules, as for any run)


def test_options_are_still_checked_when_nothing_is_found(tmp_path):
    (tmp_path / "empty").mkdir()
    proc = run(tmp_path, "check", "empty", "--select", "HF999")
    assert proc.returncode == 2 and "--select: unknown code 'HF999'" in proc.stderr
    proc = run(tmp_path, "check", "empty", "--transformers-version", "banana")
    assert proc.returncode == 2 and "'banana' is not a transformers release number" in proc.stderr
    proc = run(tmp_path, "check", "empty", "--python", str(tmp_path / "nowhere" / "python"))
    assert proc.returncode == 2 and "no such interpreter or environment" in proc.stderr
    (tmp_path / "pyproject.toml").write_text('[tool.hflint]\nignore = ["HF9"]\n')
    proc = run(tmp_path, "check", "empty")
    assert proc.returncode == 2 and "--ignore: unknown code 'HF9'" in proc.stderr


def test_a_missing_path_is_still_an_error(tmp_path):
    proc = run(tmp_path, "check", "nowhere")
    assert proc.returncode == 2 and "no such file or folder: nowhere" in proc.stderr
