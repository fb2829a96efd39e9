"""Every file hflint reads has a size cap: past it the file is skipped with a note, fast and in little memory."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from rawlsp import RawServer

FLAGGED = (
    "from transformers import AutoModelForCausalLM\n"
    "model = AutoModelForCausalLM.from_pretrained('openai-community/gpt2')\n"
    "assistant = AutoModelForCausalLM.from_pretrained('distilbert/distilgpt2')\n"
    "out = model.generate(assistant_model=assistant, use_cache=False)\n"
)
TIME = shutil.which("time") or "/usr/bin/time"
MIB = 1024 * 1024


def sparse(path: Path, size: int, head: bytes = b"") -> Path:
    """A file of `size` bytes that takes no room on disk (zeros after `head`)."""
    with open(path, "wb") as fh:
        fh.write(head)
        fh.truncate(size)
    return path


def check(cwd: Path, *args: str) -> tuple[subprocess.CompletedProcess[str], float, int]:
    """`hflint check`, its wall time and its peak memory in MiB (GNU time's maximum resident set)."""
    started = time.monotonic()
    done = subprocess.run(
        [
            TIME,
            "-f",
            "peak-kib %M",
            sys.executable,
            "-m",
            "hflint",
            "check",
            "--transformers-version",
            "5.23.0",
            "--jobs",
            "1",
            *args,
        ],
        cwd=cwd,
        capture_output=True,
        text=True,
        timeout=120,
    )
    seconds = time.monotonic() - started
    peak = int(done.stderr.rsplit("peak-kib ", 1)[1].split()[0]) // 1024
    return done, seconds, peak


pytestmark = pytest.mark.skipif(not os.path.exists(TIME), reason="needs GNU time to measure memory")


def test_a_huge_gitignore_is_not_applied_and_said_so(tmp_path):
    (tmp_path / "run.py").write_text(FLAGGED)
    sparse(tmp_path / ".gitignore", 50 * MIB)  # 50 MB of NUL bytes: 84 s and 5.5 GB before
    done, seconds, peak = check(tmp_path, ".")
    assert seconds < 20 and peak < 300, (seconds, peak)
    assert ".gitignore: skipped: not applied:" in done.stdout
    assert "run.py:4:" in done.stdout and done.returncode == 1


def test_a_gitignore_of_too_many_patterns_is_not_applied(tmp_path):
    (tmp_path / "run.py").write_text(FLAGGED)
    (tmp_path / ".gitignore").write_text("".join(f"pattern{i}/\n" for i in range(20_000)))
    done, seconds, _ = check(tmp_path, ".")
    assert seconds < 20
    assert "not applied: more than 5000 patterns" in done.stdout and "run.py:4:" in done.stdout


def test_a_huge_pyproject_is_not_read(tmp_path):
    (tmp_path / "run.py").write_text(FLAGGED)
    sparse(tmp_path / "pyproject.toml", 2 * 1024 * MIB, b"[tool.hflint]\n#")  # 2 GB: 4.2 GB of memory before
    done, seconds, peak = check(tmp_path, ".")
    assert seconds < 20 and peak < 300, (seconds, peak)
    assert done.returncode == 2 and "pyproject.toml" in done.stderr and "read at most" in done.stderr


@pytest.mark.parametrize("name", ["requirements.txt", "environment.yml", "uv.lock"])
def test_a_huge_pin_file_is_a_note(tmp_path, name):
    (tmp_path / "run.py").write_text(FLAGGED)
    sparse(tmp_path / name, 2 * 1024 * MIB)
    done, seconds, peak = check(tmp_path, "--python", sys.executable, ".")
    assert seconds < 20 and peak < 300, (seconds, peak)
    assert done.returncode == 1 and "run.py:4:" in done.stdout


def test_a_big_but_sane_lock_file_is_still_read(tmp_path):
    from hflint.catalog import default_catalog
    from hflint.versions import detect_release

    filler = "".join(f'[[package]]\nname = "pkg{i}"\nversion = "1.0.{i}"\n\n' for i in range(60_000))
    (tmp_path / "uv.lock").write_text(filler + '[[package]]\nname = "transformers"\nversion = "5.14.0"\n')
    assert (tmp_path / "uv.lock").stat().st_size > 2 * MIB
    assert detect_release(default_catalog(), workspace=tmp_path).version == "5.14.0"


@pytest.mark.parametrize(("name", "head"), [("huge.py", b"x = 1\n"), ("huge.ipynb", b'{"cells": [')])
def test_a_huge_source_or_notebook_is_skipped_with_a_note(tmp_path, name, head):
    (tmp_path / "run.py").write_text(FLAGGED)
    sparse(tmp_path / name, 1024 * MIB, head)
    done, seconds, peak = check(tmp_path, ".")
    assert seconds < 20 and peak < 300, (seconds, peak)
    assert f"{name}: skipped: larger than 20 MB" in done.stdout


def test_a_huge_workspace_module_is_not_read_when_imported(tmp_path):
    (tmp_path / "run.py").write_text("from helpers import KW\n" + FLAGGED)
    sparse(tmp_path / "helpers.py", 1024 * MIB, b"KW = dict(use_cache=False)\n")
    (tmp_path / ".gitignore").write_text("helpers.py\n")
    done, seconds, peak = check(tmp_path, ".")
    assert seconds < 20 and peak < 300, (seconds, peak)
    assert "run.py:5:" in done.stdout


def _peak_rss_mib(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) // 1024
    return 0


@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="reads /proc")
def test_workspace_diagnostics_never_read_a_file_the_checker_skips(tmp_path):
    (tmp_path / "run.py").write_text(FLAGGED)
    sparse(tmp_path / "huge.py", 1024 * MIB, b"x = 1\n")
    srv = RawServer(tmp_path)
    try:
        srv.initialize(tmp_path)
        reply = srv.call("workspace/diagnostic", {"previousResultIds": []}, timeout=120)
        items = {Path(item["uri"]).name: item for item in reply["result"]["items"]}
        assert [d["code"] for d in items["run.py"]["items"]] == ["HF101"]
        huge = items["huge.py"]["items"]
        assert len(huge) == 1 and "hflint skipped this file: larger than 20 MB" in huge[0]["message"]
        assert _peak_rss_mib(srv.proc.pid) < 400
        json.dumps(reply)
    finally:
        srv.kill()
