"""An untrusted workspace cannot make hflint run its programs; the interpreter probe is bounded in time, output and processes."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from hflint import envprobe

from rawlsp import RawServer

REPO = Path(__file__).resolve().parents[2]
CHECK = [sys.executable, "-m", "hflint", "check"]


@pytest.fixture(autouse=True)
def _fresh_caches():
    envprobe.clear_caches()
    yield
    envprobe.clear_caches()


def executable(path: Path, body: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("#!/bin/sh\n" + textwrap.dedent(body))
    path.chmod(0o755)
    return path


def trap(path: Path, marker: Path) -> Path:
    """A program that leaves `marker` behind if it is ever run (and answers the probe, so a run would succeed)."""
    return executable(path, f"touch {marker}\necho '{{\"site\": []}}'\n")


def fake_site(folder: Path, version: str) -> Path:
    meta = folder / f"transformers-{version}.dist-info" / "METADATA"
    meta.parent.mkdir(parents=True, exist_ok=True)
    meta.write_text(f"Metadata-Version: 2.1\nName: transformers\nVersion: {version}\n")
    return folder


@pytest.fixture
def hostile(tmp_path: Path) -> dict[str, Path]:
    """A cloned repository that ships programs named like interpreters, and a PATH outside it
    whose `python3` is a plain interpreter with transformers 5.13.1."""
    ws = tmp_path / "ws"
    markers = tmp_path / "markers"
    markers.mkdir()
    ws.mkdir()
    (ws / "run.py").write_text("from transformers import AutoModelForCausalLM\n")
    for rel in ("python3", "tools/python", "bin/python3"):
        trap(ws / rel, markers / rel.replace("/", "-"))
    site = fake_site(tmp_path / "usr" / "site-packages", "5.13.1")
    executable(tmp_path / "usr" / "bin" / "python3", f'echo \'{{"site": ["{site}"], "base_site": [], "user_site": null}}\'\n')
    env = {**os.environ, "PATH": f".:bin:{tmp_path / 'usr' / 'bin'}:{os.environ['PATH']}"}
    env.pop("VIRTUAL_ENV", None)
    return {"ws": ws, "markers": markers, "usr": tmp_path / "usr", "env": env}  # type: ignore[dict-item]


def status_of(srv: RawServer) -> dict:
    return srv.wait_for(lambda m: m.get("method") == "hflint/status", what="hflint/status")["params"]


# ---------------------------------------------------------------- the server's settings


@pytest.mark.parametrize(
    "setting", ["python3", "tools/python", "./tools/python", "WS/tools/python", "bin/python3", "python3 (with WS/bin on PATH)"]
)
@pytest.mark.parametrize("channel", ["initializationOptions", "didChangeConfiguration"])
def test_a_workspace_setting_never_runs_a_workspace_program(hostile, setting, channel):
    ws, markers, env = hostile["ws"], hostile["markers"], dict(hostile["env"])  # type: ignore[call-overload]
    if setting.endswith("on PATH)"):
        # PATH is the user's, but a workspace-level setting still never runs a program of the workspace.
        setting, env["PATH"] = "python3", f"{ws / 'bin'}:{env['PATH']}"
    setting = setting.replace("WS", str(ws))
    srv = RawServer(ws, env=env)
    try:
        if channel == "initializationOptions":
            srv.initialize(ws, {"transformersVersion": None, "interpreter": setting})
        else:
            srv.initialize(ws, {"transformersVersion": None})
            srv.notify("workspace/didChangeConfiguration", {"settings": {"hflint": {"interpreter": setting}}})
        uri = (ws / "run.py").as_uri()
        srv.open(uri, (ws / "run.py").read_text())
        srv.diagnostics(uri)
        srv.call("textDocument/hover", {"textDocument": {"uri": uri}, "position": {"line": 0, "character": 0}})
        status = srv.wait_for(
            lambda m: (
                m.get("method") == "hflint/status"
                and (channel == "initializationOptions" or srv.seen.count(m) and _nth_status(srv, m) >= 2)
            ),
            what="status",
        )
        if setting == "python3" and not env["PATH"].startswith(str(ws)):
            # A bare name is a command on PATH (whose entries "." and "bin" are relative: skipped),
            # here the plain interpreter outside the workspace, which may run.
            assert status["params"]["release"] == "5.13.1", (status, srv.stderr.decode(errors="replace"))
        assert srv.shutdown_and_exit() == 0
    finally:
        srv.kill()
    assert sorted(p.name for p in markers.iterdir()) == []


def _nth_status(srv: RawServer, message: dict) -> int:
    statuses = [m for m in srv.seen if m.get("method") == "hflint/status"]
    return next(i for i, m in enumerate(statuses, 1) if m is message)


def test_choose_interpreter_rules(hostile, tmp_path):
    ws, env = hostile["ws"], hostile["env"]
    pick = envprobe.choose_interpreter
    bare = pick("python3", base=ws, folders=[ws], trusted=False, environ=env)  # type: ignore[arg-type]
    assert (bare.path, bare.may_run) == (hostile["usr"] / "bin" / "python3", True)
    inside = pick("tools/python", base=ws, folders=[ws], trusted=False, environ=env)  # type: ignore[arg-type]
    assert (inside.path, inside.may_run) == (ws / "tools" / "python", False)
    assert "inside the workspace" in (inside.why_not or "")
    # Through a link that leaves the workspace and comes back, still inside.
    (tmp_path / "elsewhere").symlink_to(ws / "tools")
    linked = pick(str(tmp_path / "elsewhere" / "python"), base=ws, folders=[ws], trusted=False, environ=env)  # type: ignore[arg-type]
    assert linked.may_run is False
    # Nothing called that on PATH: a bare name is never a file of the workspace.
    missing = pick("tools", base=ws / "tools", folders=[ws], trusted=False, environ={"PATH": "/nonexistent"})
    assert missing.path is None and "on PATH" in (missing.problem or "")
    # The user's own command line may name anything.
    assert pick("tools/python", base=ws, folders=[ws], trusted=True).may_run is True


# ---------------------------------------------------------------- the command line's --python


def test_cli_python_bare_name_comes_from_path_not_the_current_folder(hostile):
    ws, markers = hostile["ws"], hostile["markers"]
    done = subprocess.run(
        [*CHECK, "--python", "python3", "--format", "json", "run.py"],
        cwd=ws,
        env=hostile["env"],
        capture_output=True,
        text=True,
        timeout=60,
    )  # type: ignore[arg-type]
    assert done.returncode == 0, done.stderr
    assert list(markers.iterdir()) == []


def test_cli_relative_python_path_is_the_users_own_choice(hostile):
    # --python is the user's command line: a path relative to the current folder, run like a
    # shell runs `tools/python`.
    ws, markers = hostile["ws"], hostile["markers"]
    done = subprocess.run(
        [*CHECK, "--python", "tools/python", "run.py"],
        cwd=ws,
        env=hostile["env"],  # type: ignore[arg-type]
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert [p.name for p in markers.iterdir()] == ["tools-python"]


def test_cli_python_names_a_missing_command(hostile):
    done = subprocess.run(
        [*CHECK, "--python", "no-such-python", "run.py"],
        cwd=hostile["ws"],
        env=hostile["env"],
        capture_output=True,
        text=True,
        timeout=60,
    )  # type: ignore[arg-type]
    assert done.returncode == 2
    assert "no-such-python: no such command on PATH" in done.stderr
    assert "Traceback" not in done.stderr


# ---------------------------------------------------------------- the probe's bounds


def _alive(pid: int, grace: float = 2.0) -> bool:
    """Whether the process still runs after `grace` seconds (a kill signal takes effect when the
    process is next scheduled; a zombie waiting for a reaper that is not its parent counts as gone)."""
    deadline = time.monotonic() + grace
    while True:
        try:
            state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
        except (OSError, IndexError):
            return False
        if state in ("Z", "X"):
            return False
        if time.monotonic() > deadline:
            return True
        time.sleep(0.02)


def _pid_from(path: Path, timeout: float = 5.0) -> int:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            return int(path.read_text().strip())
        except (OSError, ValueError):
            time.sleep(0.02)
    raise AssertionError(f"no pid in {path}")


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads /proc")
def test_a_grandchild_of_an_answering_probe_is_killed(tmp_path):
    pid_file = tmp_path / "grandchild.pid"
    exe = executable(
        tmp_path / "python",
        f"""\
        sleep 300 >/dev/null 2>&1 &
        echo $! > {pid_file}
        echo '{{"site": []}}'
        """,
    )
    probe = envprobe.probe_interpreter(exe)
    assert probe.problem is None
    assert not _alive(_pid_from(pid_file))


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads /proc")
def test_a_hanging_probe_and_its_children_are_killed_at_the_deadline(tmp_path, monkeypatch):
    monkeypatch.setattr(envprobe, "PROBE_TIMEOUT", 0.5)
    pid_file = tmp_path / "grandchild.pid"
    # The grandchild keeps the probe's stdout open: waiting for its end would wait for it.
    exe = executable(
        tmp_path / "python",
        f"""\
        sleep 300 &
        echo $! > {pid_file}
        sleep 300
        """,
    )
    started = time.monotonic()
    probe = envprobe.probe_interpreter(exe)
    assert time.monotonic() - started < 3.0
    assert "did not answer within 0.5 s" in (probe.problem or "")
    assert not _alive(_pid_from(pid_file))


def test_the_probe_reads_a_bounded_amount_of_output(tmp_path):
    exe = executable(tmp_path / "python", "exec cat /dev/zero\n")
    started = time.monotonic()
    probe = envprobe.probe_interpreter(exe)
    assert time.monotonic() - started < 3.0
    assert f"printed more than {envprobe.PROBE_OUTPUT_LIMIT} bytes" in (probe.problem or "")


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads /proc")
def test_no_grandchild_outlives_hflint_check(tmp_path):
    pid_file = tmp_path / "grandchild.pid"
    exe = executable(
        tmp_path / "env" / "python",
        f"""\
        sleep 300 &
        echo $! > {pid_file}
        sleep 300
        """,
    )
    (tmp_path / "run.py").write_text("from transformers import pipeline\n")
    started = time.monotonic()
    done = subprocess.run([*CHECK, "--python", str(exe), "run.py"], cwd=tmp_path, capture_output=True, text=True, timeout=60)
    assert time.monotonic() - started < 20
    assert done.returncode == 0, done.stderr
    assert f"did not answer within {envprobe.PROBE_TIMEOUT:g} s" in done.stderr
    assert not _alive(_pid_from(pid_file))


# ---------------------------------------------------------------- the interpreter hflint runs on


def test_its_own_interpreter_is_answered_without_running_it(monkeypatch):
    def refuse(interpreter):
        raise AssertionError(f"ran {interpreter}")

    monkeypatch.setattr(envprobe, "_run_probe", refuse)
    monkeypatch.setattr(envprobe, "_layout_dirs", lambda root, hint: [])  # (so that the interpreter is asked)
    lookup = envprobe.installed_transformers(sys.executable)
    # This process's own site says where its packages are (the test venv has no transformers).
    assert lookup.installed is None and lookup.problem == f"transformers is not installed in {lookup.label}"
