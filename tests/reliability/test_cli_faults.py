"""The command line on hostile paths, configs, pins and terminals: a clear message, the right exit code, never a traceback."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from hflint.catalog import default_catalog
from hflint.versions import detect_release

HFLINT = [sys.executable, "-m", "hflint"]
FLAGGED = (
    "from transformers import AutoModelForCausalLM\n"
    "model = AutoModelForCausalLM.from_pretrained('openai-community/gpt2')\n"
    "assistant = AutoModelForCausalLM.from_pretrained('distilbert/distilgpt2')\n"
    "out = model.generate(assistant_model=assistant, use_cache=False)\n"
)
HUGE = "9" * 5000  # past Python's 4,300-digit limit on int(str)
# Root reads every file whatever its mode; without these two capabilities it reads as a user would.
AS_A_USER = (
    ["setpriv", "--bounding-set=-dac_override,-dac_read_search"] if (os.geteuid() == 0 and shutil.which("setpriv")) else []
)


def hflint(
    *args: str, cwd: Path, env: dict[str, str] | None = None, prefix: list[str] | None = None, timeout: float = 60
) -> subprocess.CompletedProcess[str]:
    return subprocess.run([*(prefix or []), *HFLINT, *args], cwd=cwd, env=env, capture_output=True, text=True, timeout=timeout)


def no_traceback(done: subprocess.CompletedProcess[str]) -> None:
    assert "Traceback" not in done.stderr + done.stdout, done.stderr[-2000:]


@pytest.fixture
def project(tmp_path: Path) -> Path:
    (tmp_path / "run.py").write_text(FLAGGED)
    return tmp_path


# ---------------------------------------------------------------- paths


def test_a_symlink_loop(project):
    (project / "loop1").symlink_to("loop2")
    (project / "loop2").symlink_to("loop1")
    (project / "spin.py").symlink_to("spin.py")
    done = hflint("check", "loop1", cwd=project)
    no_traceback(done)
    assert done.returncode == 2 and "loop1: a symlink loop" in done.stderr
    done = hflint("check", ".", cwd=project)  # inside a folder: skipped with a word, the rest checked
    no_traceback(done)
    assert done.returncode == 1
    assert "spin.py: skipped: a symlink loop" in done.stdout and "run.py:4:" in done.stdout


@pytest.mark.skipif(not AS_A_USER, reason="needs root and setpriv to read as a user would")
def test_a_folder_and_a_file_the_user_cannot_read(project):
    locked = project / "locked"
    locked.mkdir()
    (locked / "inside.py").write_text(FLAGGED)
    secret = project / "secret.py"
    secret.write_text(FLAGGED)
    locked.chmod(0)
    secret.chmod(0)
    try:
        done = hflint("check", ".", cwd=project, prefix=AS_A_USER)
        no_traceback(done)
        assert done.returncode == 1
        assert "locked: skipped: cannot be listed (Permission denied)" in done.stdout
        assert "secret.py: skipped: cannot read: Permission denied" in done.stdout
        assert "run.py:4:" in done.stdout
        assert "Not everything was checked: 2 files skipped" in done.stdout
        for named in ("locked", "locked/inside.py"):
            done = hflint("check", named, cwd=project, prefix=AS_A_USER)
            no_traceback(done)
            assert "Permission denied" in done.stdout + done.stderr
            assert done.returncode in (0, 2)
    finally:
        locked.chmod(0o755)
        secret.chmod(0o644)


def test_a_fifo_named_explicitly_is_read_not_called_missing(project):
    import threading

    fifo = project / "pipe.py"
    os.mkfifo(fifo)
    writer = threading.Thread(target=lambda: fifo.write_text(FLAGGED), daemon=True)
    writer.start()
    done = hflint("check", "pipe.py", "run.py", cwd=project, timeout=30)
    no_traceback(done)
    assert "no such file" not in done.stderr
    assert done.returncode == 1 and "pipe.py:4:" in done.stdout and "run.py:4:" in done.stdout


def test_a_fifo_inside_a_folder_is_skipped_with_a_word(project):
    os.mkfifo(project / "pipe.py")
    (project / "zero.py").symlink_to("/dev/zero")
    done = hflint("check", ".", cwd=project, timeout=30)
    no_traceback(done)
    assert "pipe.py: skipped: not a regular file" in done.stdout
    assert "zero.py: skipped: not a regular file" in done.stdout
    assert done.returncode == 1 and "run.py:4:" in done.stdout


@pytest.mark.skipif(not os.path.exists("/proc/kmsg") and not os.path.exists("/dev/zero"), reason="needs a device")
def test_a_py_link_to_a_device_never_hangs(project):
    # /proc/kmsg is a "regular" file whose read blocks; /dev/zero a device that never ends.
    for i, target in enumerate(t for t in ("/proc/kmsg", "/dev/zero", "/dev/tty") if os.path.exists(t)):
        (project / f"dev{i}.py").symlink_to(target)
    started = time.monotonic()
    done = hflint("check", ".", cwd=project, timeout=60)
    assert time.monotonic() - started < 30
    no_traceback(done)
    assert done.returncode == 1 and "run.py:4:" in done.stdout


def test_the_current_folder_deleted_under_hflint(tmp_path):
    gone = tmp_path / "gone"
    (tmp_path / "run.py").write_text(FLAGGED)
    script = (
        f"import os, sys; os.mkdir({str(gone)!r}); os.chdir({str(gone)!r}); os.rmdir({str(gone)!r}); "
        "from hflint.cli import console_main; sys.argv = ['hflint', 'check'] + sys.argv[1:]; console_main()"
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=60)
    no_traceback(done)
    assert done.returncode == 2 and "the current folder no longer exists" in done.stderr
    done = subprocess.run([sys.executable, "-c", script, str(tmp_path / "run.py")], capture_output=True, text=True, timeout=60)
    no_traceback(done)
    assert done.returncode == 1 and "HF101" in done.stdout  # absolute paths still work


@pytest.mark.parametrize("codes", [",", "", " , ,"])
def test_a_select_that_names_no_code_is_rejected(project, codes):
    done = hflint("check", "--select", codes, ".", cwd=project)
    no_traceback(done)
    assert done.returncode == 2 and "names no code" in done.stderr
    assert "All checks passed" not in done.stdout


# ---------------------------------------------------------------- configuration and pins


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("tool = 5\n", "`tool` must be a table"),
        ("[tool]\nhflint = 5\n", "[tool.hflint] must be a table"),
        ("x = " + "[" * 5000 + "]" * 5000 + "\n", "nested too deeply"),
        (f"x = {HUGE}\n", "cannot read"),
        (f'[tool.hflint]\ntransformers-version = "{HUGE}"\n', "is not a transformers release number"),
    ],
)
def test_a_pyproject_that_cannot_be_read_is_a_usage_error(project, text, message):
    (project / "pyproject.toml").write_text(text)
    done = hflint("check", ".", cwd=project)
    no_traceback(done)
    assert done.returncode == 2
    assert message in done.stderr and "pyproject.toml" in done.stderr


@pytest.mark.parametrize(
    ("name", "text"),
    [
        ("requirements.txt", f"transformers=={HUGE}\n"),
        ("requirements.txt", f"transformers>={HUGE}\n"),
        ("pyproject.toml", f'[project]\ndependencies = ["transformers=={HUGE}"]\n'),
        ("environment.yml", f"dependencies:\n  - transformers={HUGE}\n"),
        ("uv.lock", f'[[package]]\nname = "transformers"\nversion = "{HUGE}"\n'),
    ],
)
def test_a_pin_with_a_huge_version_is_a_note_and_the_run_goes_on(project, name, text):
    (project / name).write_text(text)
    done = hflint("check", ".", cwd=project)
    no_traceback(done)
    assert done.returncode == 1 and "run.py:4:" in done.stdout
    release = detect_release(default_catalog(), workspace=project)
    assert release.version == default_catalog().newest_release()


def test_a_huge_transformers_version_flag(project):
    done = hflint("check", ".", "--transformers-version", HUGE, cwd=project)
    no_traceback(done)
    assert done.returncode == 2 and "is not a transformers release number" in done.stderr


def test_a_huge_version_in_installed_metadata(project):
    meta = project / ".venv" / "lib" / "python3.11" / "site-packages" / "transformers-1.0.dist-info" / "METADATA"
    meta.parent.mkdir(parents=True)
    meta.write_text(f"Name: transformers\nVersion: {HUGE}\n")
    (project / ".venv" / "pyvenv.cfg").write_text("home = /usr/bin\n")
    done = hflint("check", ".", cwd=project)
    no_traceback(done)
    assert done.returncode == 1


def test_requirement_files_including_each_other_stay_fast(project):
    for i in range(150):
        includes = "".join(f"-r requirements-{j}.txt\n" for j in range(150) if j != i)
        (project / f"requirements-{i}.txt").write_text(includes + "numpy\n")
    (project / "requirements-7.txt").write_text((project / "requirements-7.txt").read_text() + "transformers==5.14.0\n")
    started = time.monotonic()
    release = detect_release(default_catalog(), workspace=project)
    assert time.monotonic() - started < 5
    assert release.version == "5.14.0"


# ---------------------------------------------------------------- terminals that are not UTF-8


@pytest.mark.parametrize("encoding", ["cp932", "cp437", "ascii", "cp1252"])
@pytest.mark.parametrize(
    "command",
    [
        ["check", "run.py"],
        ["explain", "HF111"],
        ["explain", "HF203"],
        ["explain", "HF101", "--format", "markdown"],
        ["catalog", "list"],
    ],
)
def test_a_terminal_that_is_not_utf8(project, encoding, command):
    env = {**os.environ, "PYTHONIOENCODING": encoding, "PYTHONUTF8": "0"}
    done = subprocess.run([*HFLINT, *command], cwd=project, env=env, capture_output=True, timeout=60)
    assert b"Traceback" not in done.stderr, done.stderr.decode(errors="replace")[-2000:]
    assert done.returncode in (0, 1)
    text = done.stdout.decode(encoding)  # what was written is text in the terminal's encoding
    assert text.strip()
    if command[0] == "check":
        assert "run.py:4:" in text and "HF101" in text


def test_json_stays_valid_on_an_ascii_terminal(project):
    env = {**os.environ, "PYTHONIOENCODING": "ascii"}
    done = subprocess.run([*HFLINT, "check", "run.py", "--format", "json"], cwd=project, env=env, capture_output=True, timeout=60)
    assert json.loads(done.stdout)[0]["code"] == "HF101"
