"""Real editors (Neovim, Emacs eglot) as clients of `hflint server`: the shared set-up.

Each test runs one editor headless on a script beside this file. The script drives the
editor the way a user would and writes what it saw to a JSON file. The tests then check that
file. An editor run gets a throwaway HOME and XDG folders, and finds `hflint` on PATH, as the
README's set-up does. Whatever the editor started is ended afterwards by process id. The
process ids are found by a token in the environment that only this run's processes carry.
"""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
import time
import uuid
from dataclasses import dataclass
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent

# One HF101 (assisted generation with use_cache=False) on line 7, on the word `generate`.
REPRODUCER = """\
from transformers import AutoModelForCausalLM, AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
assistant = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")
inputs = tokenizer("hello", return_tensors="pt")
out = model.generate(**inputs, assistant_model=assistant, use_cache=False)
"""

TOKEN_VARIABLE = "HFLINT_EDITOR_TEST_RUN"
README = HERE.parents[1] / "README.md"


def readme_snippet(heading: str, language: str) -> str:
    """The first ```LANGUAGE block of the README section whose heading starts with `heading`:
    the configuration a user pastes, which the editor tests then run as it is."""
    text = README.read_text(encoding="utf-8")
    section = re.search(rf"^#+ {re.escape(heading)}.*?$(.*?)(?=^#+ |\Z)", text, re.M | re.S)
    assert section, f"the README has no section {heading!r}"
    block = re.search(rf"^```{re.escape(language)}\n(.*?)^```", section[1], re.M | re.S)
    assert block, f"the README's section {heading!r} has no {language} block"
    return block[1]


@pytest.fixture
def readme_snippet_file(tmp_path: Path):
    """`(heading, language, suffix) -> Path`: the README's snippet, written to a file the editor loads."""

    def write(heading: str, language: str, suffix: str) -> Path:
        target = tmp_path / f"readme-snippet{suffix}"
        target.write_text(readme_snippet(heading, language), encoding="utf-8")
        return target

    return write


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers",
        "editors: drives a real editor (Neovim, Emacs eglot) against `hflint server`; run them alone with `pytest -m editors`",
    )


@dataclass
class EditorRun:
    returncode: int
    stdout: str
    stderr: str
    seconds: float
    result: dict | None

    def explain(self) -> str:
        """Everything a failing assertion should show."""
        shown = json.dumps(self.result, indent=1)[:6000] if self.result is not None else "(no result file)"
        return (
            f"exit {self.returncode} after {self.seconds:.1f} s\nresult: {shown}\n"
            f"stdout: {self.stdout[-3000:]}\nstderr: {self.stderr[-3000:]}"
        )


@pytest.fixture
def editor_workspace(tmp_path: Path) -> Path:
    """A project folder holding the reproducer (pyproject.toml marks its root for both editors)."""
    ws = tmp_path / "ws"
    ws.mkdir()
    (ws / "pyproject.toml").write_text('[project]\nname = "demo"\nversion = "0"\n')
    (ws / "run.py").write_text(REPRODUCER)
    return ws


def _server_bin_dir(tmp_path: Path) -> Path:
    """A folder whose `hflint` runs the hflint of the Python under test.

    That is the console script beside sys.executable when pip put it there. Otherwise it is a
    two-line stand-in that runs `sys.executable -m hflint`.
    """
    installed = Path(sys.executable).parent / "hflint"
    if installed.is_file() and os.access(installed, os.X_OK):
        return installed.parent
    shim_dir = tmp_path / "bin"
    shim_dir.mkdir(exist_ok=True)
    shim = shim_dir / "hflint"
    shim.write_text(f'#!/bin/sh\nexec "{sys.executable}" -m hflint "$@"\n')
    shim.chmod(0o755)
    return shim_dir


@pytest.fixture
def editor_env(tmp_path: Path) -> dict[str, str]:
    home = tmp_path / "home"
    env = {k: v for k, v in os.environ.items() if not k.startswith(("NVIM", "VIM", "EMACS", "XDG_"))}
    for name in ("config", "data", "state", "cache"):
        (home / name).mkdir(parents=True)
        env[f"XDG_{name.upper()}_HOME"] = str(home / name)
    env["HOME"] = str(home)
    env["PATH"] = os.pathsep.join([str(_server_bin_dir(tmp_path)), env.get("PATH", "")])
    env["TERM"] = "dumb"
    env[TOKEN_VARIABLE] = uuid.uuid4().hex
    return env


@pytest.fixture
def editor_env_without_hflint(editor_env: dict[str, str]) -> dict[str, str]:
    """The same environment, with every PATH folder that holds an `hflint` left out."""
    env = dict(editor_env)
    kept = [d for d in env["PATH"].split(os.pathsep) if d and not os.access(os.path.join(d, "hflint"), os.X_OK)]
    env["PATH"] = os.pathsep.join(kept)
    return env


def _pids_carrying(token: str) -> list[int]:
    """Processes whose environment holds this run's token: only ones the run started."""
    needle = f"{TOKEN_VARIABLE}={token}".encode()
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit() or int(entry.name) == os.getpid():
            continue
        try:
            environ = (entry / "environ").read_bytes()
        except OSError:
            continue
        if needle in environ.split(b"\0"):
            found.append(int(entry.name))
    return found


@pytest.fixture
def editor_runner():
    """`run_editor`, as a fixture (test modules never import conftest by name)."""
    return run_editor


def run_editor(argv: list[str], *, cwd: Path, env: dict[str, str], result_file: Path, timeout: float) -> EditorRun:
    """Run one editor script under `timeout`, then end anything it left running."""
    start = time.monotonic()
    proc = subprocess.Popen(
        ["timeout", "--kill-after=5", str(int(timeout)), *argv],
        cwd=cwd,
        env=env,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        errors="replace",
        start_new_session=True,
    )
    try:
        stdout, stderr = proc.communicate(timeout=timeout + 15)
    except subprocess.TimeoutExpired:
        proc.kill()
        stdout, stderr = proc.communicate()
    seconds = time.monotonic() - start
    # Servers are detached from the editor's process group (Neovim starts them in a new
    # session), so a crashed editor could leave one behind: end it by its id.
    for pid in _pids_carrying(env[TOKEN_VARIABLE]):
        try:
            os.kill(pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
    result = None
    if result_file.is_file():
        try:
            result = json.loads(result_file.read_text(encoding="utf-8"))
        except json.JSONDecodeError:
            result = {"unreadable": result_file.read_text(encoding="utf-8", errors="replace")}
    return EditorRun(proc.returncode, stdout, stderr, seconds, result)
