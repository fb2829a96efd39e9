"""Safety: hflint never runs the code it reads, never hangs on hostile files, never touches the network."""

from __future__ import annotations

import json
import os
import socket
import stat
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from hflint import cli
from hflint.catalog import default_catalog
from hflint.core.checkpoints import clear_cache, read_checkpoint
from hflint.core.engine import Settings, analyze
from hflint.envprobe import clear_caches as clear_probe_caches

from rawlsp import RawServer

REPO = Path(__file__).resolve().parents[2]
FIXTURES = REPO / "tests" / "fixtures"
HANG_BOUND_S = 5.0


# ---------------------------------------------------------------- never runs user code


def _touch(marker: Path) -> str:
    """A statement that creates `marker` if it ever runs."""
    return f"open({str(marker)!r}, 'w').close()"


@pytest.fixture
def booby_trapped(tmp_path: Path) -> tuple[Path, Path]:
    """A workspace in which importing, running or installing anything creates a file in `markers/`."""
    ws = tmp_path / "ws"
    markers = tmp_path / "markers"
    ws.mkdir()
    markers.mkdir()
    trap = lambda name: _touch(markers / name)  # noqa: E731
    (ws / "helper.py").write_text(
        f"{trap('helper-imported')}\nfrom transformers import AutoModelForCausalLM\n"
        "def load():\n    return AutoModelForCausalLM.from_pretrained('gpt2')\n"
    )
    (ws / "pkg").mkdir()
    (ws / "pkg" / "__init__.py").write_text(f"{trap('package-imported')}\n")
    (ws / "pkg" / "models.py").write_text(f"{trap('submodule-imported')}\nKW = dict(use_cache=False)\n")
    for name in ("setup.py", "conftest.py", "sitecustomize.py", "usercustomize.py", "__main__.py"):
        (ws / name).write_text(f"{trap(name)}\n")
    (ws / "evil.pth").write_text(f"import os; {trap('pth')}\n")
    # A checkpoint whose config asks for remote code (trust_remote_code) from a module that sets a trap.
    ckpt = ws / "ckpt"
    ckpt.mkdir()
    (ckpt / "config.json").write_text(
        json.dumps({"model_type": "evil", "auto_map": {"AutoModelForCausalLM": "modeling_evil.EvilForCausalLM"}})
    )
    (ckpt / "modeling_evil.py").write_text(f"{trap('remote-code')}\nclass EvilForCausalLM: pass\n")
    # A virtual environment kept in the workspace whose "python" is a trap (regression: it used to be
    # run to ask where its packages live).
    venv = ws / ".venv"
    (venv / "bin").mkdir(parents=True)
    (venv / "pyvenv.cfg").write_text("home = /usr/bin\ninclude-system-site-packages = true\n")
    python = venv / "bin" / "python"
    python.write_text(f"#!/bin/sh\ntouch {markers / 'venv-python'}\necho '{{}}'\n")
    python.chmod(0o755)
    (ws / "run.py").write_text(
        textwrap.dedent(f"""\
        {trap("script-run")}
        import helper
        import pkg.models
        from pkg.models import KW
        from transformers import AutoModelForCausalLM
        __import__("os").system({f"touch {markers / 'system'}"!r})
        exec({trap("exec")!r})
        eval(compile({trap("eval")!r}, "x", "exec"))
        model = helper.load()
        remote = AutoModelForCausalLM.from_pretrained("./ckpt", trust_remote_code=True)
        assistant = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")
        model.generate(assistant_model=assistant, **KW)  # flagged: HF101
        remote.generate(assistant_model=assistant)
    """)
    )
    notebook = {
        "cells": [
            {
                "cell_type": "code",
                "metadata": {},
                "outputs": [],
                "execution_count": None,
                "source": [f"!touch {markers / 'notebook-shell'}\n", f"%run {ws / 'setup.py'}\n", trap("notebook-cell")],
            },
        ],
        "metadata": {},
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    (ws / "notebook.ipynb").write_text(json.dumps(notebook))
    return ws, markers


def test_analysis_in_process_runs_nothing(booby_trapped):
    ws, markers = booby_trapped
    clear_probe_caches()
    result = analyze((ws / "run.py").read_text(), str(ws / "run.py"), Settings(workspace=str(ws)))
    assert [f.code for f in result.findings] == ["HF101"]  # the kwargs from pkg.models were followed, not run
    assert result.internal_errors == []
    assert sorted(os.listdir(markers)) == []


def test_cli_check_runs_nothing(booby_trapped):
    ws, markers = booby_trapped
    for jobs in ("1", "2"):
        proc = subprocess.run(
            [sys.executable, "-m", "hflint", "check", "--jobs", jobs, "--format", "json", str(ws)],
            cwd=ws,
            capture_output=True,
            text=True,
            timeout=120,
        )
        assert proc.returncode == 1, proc.stderr
        assert "HF101" in proc.stdout
    assert sorted(os.listdir(markers)) == []


def test_server_runs_nothing(booby_trapped):
    ws, markers = booby_trapped
    server = RawServer(ws)
    try:
        server.initialize(ws, {"transformersVersion": None})
        uri = (ws / "run.py").as_uri()
        server.open(uri, (ws / "run.py").read_text())
        assert [d["code"] for d in server.diagnostics(uri, lambda d: len(d) > 0)] == ["HF101"]
        reply = server.call("workspace/diagnostic", {"previousResultIds": []})
        assert "result" in reply
        assert server.shutdown_and_exit() == 0
    finally:
        server.kill()
    assert sorted(os.listdir(markers)) == []


# ---------------------------------------------------------------- hostile files on a checkpoint path


def _huge(path: Path) -> None:
    with open(path, "wb") as fh:
        fh.truncate(1 << 30)  # 1 GB, sparse: costs no disk


def _symlink_loop(path: Path) -> None:
    other = path.with_name("other.json")
    os.symlink(other, path)
    os.symlink(path, other)


def _unreadable(path: Path) -> None:
    path.write_text('{"use_cache": false}')
    path.chmod(0)


HOSTILE = {
    "a 1 GB file": (_huge, "more than the 1048576 read at most; skipped"),
    "a symlink loop": (_symlink_loop, "cannot be reached"),
    "a FIFO": (os.mkfifo, "not a regular file; skipped"),
    "an endless device": (lambda p: os.symlink("/dev/zero", p), "not a regular file; skipped"),
    "a folder": (lambda p: p.mkdir(), "not a regular file; skipped"),
    "unreadable": (_unreadable, "cannot be opened"),
}


@pytest.fixture
def hostile_checkpoint(tmp_path: Path, request) -> tuple[Path, str]:
    make, note = HOSTILE[request.param]
    if request.param == "unreadable" and os.geteuid() == 0:
        pytest.skip("root reads a file whatever its mode (test_unreadable_file_in_process covers it)")
    folder = tmp_path / "checkpoint"
    folder.mkdir()
    (folder / "config.json").write_text(json.dumps({"model_type": "gpt2", "use_cache": False}))
    make(folder / "generation_config.json")
    clear_cache()
    yield folder, note
    clear_cache()
    for p in folder.iterdir():
        if p.is_file() and not p.is_symlink():
            p.chmod(stat.S_IRUSR | stat.S_IWUSR)


SCRIPT = textwrap.dedent("""\
    from transformers import AutoModelForCausalLM
    model = AutoModelForCausalLM.from_pretrained("./checkpoint")
    assistant = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")
    model.generate(assistant_model=assistant)
""")


@pytest.mark.parametrize("hostile_checkpoint", sorted(HOSTILE), indirect=True)
def test_hostile_generation_config_is_skipped_with_a_note(hostile_checkpoint):
    folder, note = hostile_checkpoint
    start = time.perf_counter()
    info = read_checkpoint("checkpoint", base_dirs=[folder.parent])
    assert time.perf_counter() - start < HANG_BOUND_S
    assert info is not None and not info.has_generation_config
    assert any(note in n and "generation_config.json" in n for n in info.notes), info.notes
    # config.json beside it is still read.
    assert info.model_type == "gpt2" and info.config_use_cache is False


@pytest.mark.parametrize("hostile_checkpoint", sorted(HOSTILE), indirect=True)
def test_analysis_and_check_survive_a_hostile_checkpoint(hostile_checkpoint):
    folder, _ = hostile_checkpoint
    script = folder.parent / "run.py"
    script.write_text(SCRIPT)
    start = time.perf_counter()
    result = analyze(SCRIPT, str(script), Settings(transformers_version="5.23.0", workspace=str(folder.parent)))
    assert time.perf_counter() - start < HANG_BOUND_S
    assert result.internal_errors == []
    # The file that would decide use_cache was not read: hflint stays silent rather than guess.
    assert result.findings == []
    proc = subprocess.run(
        [sys.executable, "-m", "hflint", "check", "--transformers-version", "5.23.0", str(script)],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_unreadable_file_in_process(tmp_path, monkeypatch):
    """As root a mode of 0 does not stop a read: the permission error is made by hand."""
    folder = tmp_path / "checkpoint"
    folder.mkdir()
    (folder / "config.json").write_text(json.dumps({"model_type": "gpt2"}))
    target = folder / "generation_config.json"
    target.write_text('{"use_cache": false}')
    real_open = os.open

    def refusing_open(path, flags, *args, **kwargs):
        if Path(path) == target:
            raise PermissionError(13, "Permission denied", str(path))
        return real_open(path, flags, *args, **kwargs)

    monkeypatch.setattr(os, "open", refusing_open)
    clear_cache()
    info = read_checkpoint("checkpoint", base_dirs=[tmp_path])
    clear_cache()
    assert info is not None and not info.has_generation_config
    assert any("cannot be opened (Permission denied)" in n for n in info.notes)


def test_hostile_files_in_the_checked_folder(tmp_path):
    """The same hostile files as sources: a FIFO, a loop, a 1 GB module, next to a normal file."""
    os.mkfifo(tmp_path / "fifo.py")
    _symlink_loop(tmp_path / "loop.py")
    _huge(tmp_path / "huge.py")
    os.symlink("/dev/zero", tmp_path / "zero.py")
    (tmp_path / "run.py").write_text(SCRIPT.replace("./checkpoint", "openai-community/gpt2") + "import fifo, loop, huge, zero\n")
    start = time.perf_counter()
    proc = subprocess.run(
        [sys.executable, "-m", "hflint", "check", "--transformers-version", "5.23.0", "--no-color", str(tmp_path)],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert time.perf_counter() - start < 60
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "huge.py: skipped: larger than 20 MB" in proc.stdout
    assert "internal error" not in proc.stderr


# ---------------------------------------------------------------- no network


@pytest.fixture
def no_network(monkeypatch):
    """Every way out of the process through a socket fails loudly, and is recorded."""
    attempts: list[str] = []

    def refuse(what):
        def refused(*args, **kwargs):
            attempts.append(f"{what}{args!r}")
            raise AssertionError(f"network access during analysis: {what}{args!r}")

        return refused

    monkeypatch.setattr(socket.socket, "connect", refuse("socket.connect"))
    monkeypatch.setattr(socket.socket, "connect_ex", refuse("socket.connect_ex"))
    monkeypatch.setattr(socket.socket, "sendto", refuse("socket.sendto"))
    monkeypatch.setattr(socket, "create_connection", refuse("socket.create_connection"))
    monkeypatch.setattr(socket, "getaddrinfo", refuse("socket.getaddrinfo"))
    return attempts


def _every_script() -> list[Path]:
    return sorted(p for folder in ("flagged", "clean", "projects") for p in (FIXTURES / folder).rglob("*.py"))


def test_no_network_during_analysis(no_network, tmp_path):
    settings = Settings(workspace=str(FIXTURES / "projects"))
    analysed = 0
    for path in _every_script():
        analyze(path.read_text(encoding="utf-8"), str(path), settings)
        analysed += 1
    for entry in default_catalog():
        for ex in entry.examples:
            analyze(ex.reproducer, str(tmp_path / "example.py"))
            analyze(ex.fixed, str(tmp_path / "example.py"))
            analysed += 2
    assert analysed > 100
    assert no_network == []


def test_no_network_through_the_cli(no_network, capsys):
    for folder in ("flagged", "clean", "projects"):
        code = cli.main(["check", "--jobs", "1", "--format", "json", str(FIXTURES / folder)])
        assert code in (0, 1)
    # Without --transformers-version the release is detected: interpreter metadata, pins.
    cli.main(["check", "--jobs", "1", "--python", sys.executable, str(FIXTURES / "flagged")])
    assert cli.main(["explain", "HF101"]) == 0
    capsys.readouterr()
    assert no_network == []


def test_the_guard_itself_catches_a_connection(no_network):
    with pytest.raises(AssertionError, match="network access"):
        socket.create_connection(("huggingface.co", 443))
    assert len(no_network) == 1
    no_network.clear()


# ---------------------------------------------------------------- fixes stay in their file


def test_fix_never_writes_another_files_edit_into_this_one(tmp_path):
    # Regression: a fix that changes a literal "where it is set" took the literal's line and
    # columns from the module that set it, and applied them to the file being fixed:
    # `--fix` wrote '"static"' five times into line 3 of run.py.
    (tmp_path / "config.py").write_text(
        "from transformers import GenerationConfig\n\n"
        'EXPORT_CONFIG = GenerationConfig(use_cache=True, cache_implementation="dynamic")\n'
    )
    original = (
        "from transformers import AutoModelForCausalLM\n"
        "from transformers.integrations.executorch import TorchExportableModuleWithStaticCache\n"
        "\n"
        "from config import EXPORT_CONFIG\n"
        "\n"
        'model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")\n'
        "model.generation_config = EXPORT_CONFIG\n"
        "TorchExportableModuleWithStaticCache(model, batch_size=1, max_cache_len=128)\n"
    )
    (tmp_path / "run.py").write_text(original)
    config_before = (tmp_path / "config.py").read_text()
    proc = subprocess.run(
        [sys.executable, "-m", "hflint", "check", "--transformers-version", "5.23.0", "--fix", "."],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
    lines = original.splitlines(keepends=True)
    assert (tmp_path / "run.py").read_text() == "".join(
        lines[:7] + ['model.generation_config.cache_implementation = "static"\n'] + lines[7:]
    )
    assert (tmp_path / "config.py").read_text() == config_before


def test_every_literal_fix_replaces_a_literal_of_its_own_file():
    """Across the fixture projects (imports followed): a fix "where it is set" edits a literal that is in that file."""
    checked = 0
    roots = sorted(p for p in (FIXTURES / "projects").iterdir() if p.is_dir()) + [FIXTURES / "flagged"]
    for project in roots:
        for path in sorted(project.rglob("*.py")):
            lines = path.read_text(encoding="utf-8").splitlines()
            result = analyze("\n".join(lines) + "\n", str(path), Settings(workspace=str(project)))
            for fix in (fix for finding in result.findings for fix in finding.fixes if "where" in fix.title):
                for edit in fix.edits:
                    old = lines[edit.span.line - 1][edit.span.col : edit.span.end_col] if edit.span.line <= len(lines) else ""
                    # (a bool, None, a string, or the count of a batch: HF106's "Change `4` to `1`")
                    assert (
                        old in ("False", "True", "None")
                        or old.isdigit()
                        or (len(old) >= 2 and old[0] in "'\"" and old[-1] == old[0])
                    ), (path, fix.title, edit, old)
                    checked += 1
    assert checked > 0
