"""A bad setting from any source (pyproject.toml, the client's settings): one message, the default, diagnostics go on."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_server_abuse import SCRIPT

from rawlsp import RawServer

HUGE = "9" * 5000


def warnings_shown(srv: RawServer) -> list[str]:
    return [m["params"]["message"] for m in srv.seen if m.get("method") == "window/showMessage" and m["params"]["type"] == 2]


def diagnosed(srv: RawServer, ws: Path, name: str) -> list[dict]:
    uri = (ws / name).as_uri()
    srv.open(uri, SCRIPT)
    return srv.diagnostics(uri, lambda d: len(d) > 0)


@pytest.mark.parametrize(
    "pyproject",
    [
        f'[tool.hflint]\ntransformers-version = "{HUGE}"\n',
        f"[tool.hflint]\nselect = [{HUGE}]\n",
        "x = " + "[" * 5000 + "]" * 5000 + "\n",
        "tool = 5\n",
    ],
)
def test_a_bad_pyproject_gives_one_message_and_the_defaults(tmp_path, pyproject):
    (tmp_path / "pyproject.toml").write_text(pyproject)
    srv = RawServer(tmp_path)
    try:
        srv.initialize(tmp_path, {"transformersVersion": None})
        diagnostics = diagnosed(srv, tmp_path, "run.py")
        assert [d["code"] for d in diagnostics] == ["HF101"]
        assert "(newest release the catalog knows)" in diagnostics[0]["message"]
        shown = warnings_shown(srv)
        assert len(shown) == 1 and "pyproject.toml" in shown[0] and "using defaults" in shown[0]
        assert len(shown[0]) < 600  # the message names the problem; it does not repeat 5,000 digits
        # Saving the file again (still broken) says it again, once; fixed, the message stops.
        srv.notify("textDocument/didSave", {"textDocument": {"uri": (tmp_path / "pyproject.toml").as_uri()}})
        diagnosed(srv, tmp_path, "again.py")
        assert len(warnings_shown(srv)) == 2
        (tmp_path / "pyproject.toml").write_text('[tool.hflint]\ntransformers-version = "5.14.0"\n')
        srv.notify("textDocument/didSave", {"textDocument": {"uri": (tmp_path / "pyproject.toml").as_uri()}})
        assert "5.14.0" in diagnosed(srv, tmp_path, "fixed.py")[0]["message"]
        assert len(warnings_shown(srv)) == 2
        assert srv.shutdown_and_exit() == 0
    finally:
        srv.kill()


@pytest.mark.parametrize(
    "settings",
    [
        {"transformersVersion": HUGE},
        {"transformersVersion": ["5.23.0"]},
        {"select": [HUGE]},
        {"interpreter": HUGE},
        {"debounceMs": 2**80},
    ],
)
@pytest.mark.parametrize("channel", ["initializationOptions", "didChangeConfiguration"])
def test_a_bad_client_setting_gives_one_message_and_the_default(tmp_path, settings, channel):
    srv = RawServer(tmp_path)
    try:
        if channel == "initializationOptions":
            srv.initialize(tmp_path, {"transformersVersion": None, **settings})
        else:
            srv.initialize(tmp_path, {"transformersVersion": None})
            srv.notify("workspace/didChangeConfiguration", {"settings": {"hflint": settings}})
        diagnostics = diagnosed(srv, tmp_path, "run.py")
        assert [d["code"] for d in diagnostics] == ["HF101"]
        shown = warnings_shown(srv)
        assert 1 <= len(shown) <= 2 and all(len(m) < 600 for m in shown), shown
        assert srv.shutdown_and_exit() == 0
    finally:
        srv.kill()
