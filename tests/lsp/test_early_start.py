"""The early start (hflint.lsp.early): the first document's diagnostics sent before pygls is imported are the full server's.

Each test plays one client's opening messages to the early start alone (a process that runs
only `early.start` and reports what it sent) and to the full server (pygls from the first
byte), and to `hflint server`, which runs both: the early start, then pygls over every byte
again. The processes share a hash seed, so the pull result ids (which hash file names) agree.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

import pytest

from samples import BAD

EARLY_ONLY = [
    sys.executable,
    "-c",
    "import json, sys\n"
    "from hflint.lsp import early\n"
    "got = early.start(sys.stdin.buffer, sys.stdout.buffer)\n"
    "loaded = sorted(m for m in sys.modules if m.split('.')[0] in ('pygls', 'lsprotocol', 'cattrs'))\n"
    "json.dump({'answered': [str(k) for k in got.answered], 'published': list(got.published),"
    " 'consumed': len(got.consumed), 'loaded': loaded}, sys.stderr)\n",
]
FULL = [sys.executable, "-c", "import sys; from hflint.lsp.server import main; sys.exit(main())"]
SERVER = [sys.executable, "-m", "hflint", "server"]
ENV = {**os.environ, "PYTHONHASHSEED": "0"}

PUSH = {
    "textDocument": {"publishDiagnostics": {"relatedInformation": True, "versionSupport": True}, "hover": {}},
    "general": {"positionEncodings": ["utf-16"]},
}
PULL = {**PUSH, "textDocument": {**PUSH["textDocument"], "diagnostic": {"dynamicRegistration": False}}}
SETTINGS = {"hflint": {"transformersVersion": "5.23.0"}}


def framed(message: dict[str, Any]) -> bytes:
    body = json.dumps(message).encode("utf-8")
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


def frames_of(data: bytes) -> list[dict[str, Any]]:
    out = []
    while data:
        head, _, rest = data.partition(b"\r\n\r\n")
        length = int(head.split(b"Content-Length: ")[1].split(b"\r\n")[0])
        out.append(json.loads(rest[:length]))
        data = rest[length:]
    return out


def notice(method: str, params: Any) -> dict[str, Any]:
    return {"jsonrpc": "2.0", "method": method, "params": params}


class Opening:
    """A client's first messages for a workspace holding run.py (BAD: one HF101)."""

    def __init__(self, root: Path, caps: dict[str, Any], options: Any = None) -> None:
        (root / "run.py").write_text(BAD)
        self.root = root
        self.uri = (root / "run.py").as_uri()
        params: dict[str, Any] = {"processId": None, "rootUri": root.as_uri(), "capabilities": caps}
        if options is not None:
            params["initializationOptions"] = options
        self.messages = [{"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": params}]

    def add(self, *names: str) -> Opening:
        for name in names:
            if name == "initialized":
                self.messages.append(notice("initialized", {}))
            elif name == "settings":
                self.messages.append(notice("workspace/didChangeConfiguration", {"settings": SETTINGS}))
            elif name == "trace":
                self.messages.append(notice("$/setTrace", {"value": "off"}))
            elif name == "no settings":
                self.messages.append(notice("workspace/didChangeConfiguration", {"settings": {}}))
            elif name == "open":
                doc = {"uri": self.uri, "languageId": "python", "version": 1, "text": BAD}
                self.messages.append(notice("textDocument/didOpen", {"textDocument": doc}))
            elif name == "pull":
                params = {"textDocument": {"uri": self.uri}}
                self.messages.append({"jsonrpc": "2.0", "id": 2, "method": "textDocument/diagnostic", "params": params})
            else:
                raise AssertionError(name)
        return self

    @property
    def data(self) -> bytes:
        return b"".join(map(framed, self.messages))


def early_only(opening: Opening, keep_open: float = 0.0) -> tuple[list[dict[str, Any]], dict[str, Any]]:
    """What the early start alone sends for these messages, and its report (stdin ends after them,
    or `keep_open` seconds later)."""
    proc = subprocess.Popen(
        EARLY_ONLY, cwd=opening.root, env=ENV, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE
    )
    assert proc.stdin is not None
    proc.stdin.write(opening.data)
    proc.stdin.flush()
    time.sleep(keep_open)
    out, err = proc.communicate(timeout=60)
    assert proc.returncode == 0, err.decode(errors="replace")
    return frames_of(out), json.loads(err)


def full_server(opening: Opening, wanted) -> dict[str, Any]:
    """The full server's first message for which `wanted(message)` holds."""
    return _first(FULL, opening, wanted)[0]


def _first(command: list[str], opening: Opening, wanted, then: float = 0.0) -> tuple[dict[str, Any], list[dict[str, Any]], str]:
    """(the first message `wanted` accepts, every message read within `then` seconds after it, stderr)."""
    proc = subprocess.Popen(
        command, cwd=opening.root, env=ENV, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE
    )
    assert proc.stdin is not None and proc.stdout is not None
    proc.stdin.write(opening.data)
    proc.stdin.flush()
    seen: list[dict[str, Any]] = []
    found = None
    deadline = None
    try:
        while True:
            if found is None:
                seen.append(_read(proc.stdout))
                if wanted(seen[-1]):
                    found = seen[-1]
                    deadline = time.monotonic() + then
                    # (a request that the server answers after all it has read: what it would
                    # send twice comes before the answer)
                    proc.stdin.write(
                        framed({"jsonrpc": "2.0", "id": "sync", "method": "hflint/explain", "params": {"code": "HF101"}})
                    )
                    proc.stdin.flush()
                continue
            seen.append(_read(proc.stdout))
            if seen[-1].get("id") == "sync" and time.monotonic() >= deadline:  # type: ignore[operator]
                break
            if seen[-1].get("id") == "sync":
                time.sleep(max(0.0, deadline - time.monotonic()))  # type: ignore[operator]
                proc.stdin.write(
                    framed({"jsonrpc": "2.0", "id": "sync", "method": "hflint/explain", "params": {"code": "HF101"}})
                )
                proc.stdin.flush()
    finally:
        proc.kill()
        _, err = proc.communicate(timeout=30)
    return found, seen, err.decode(errors="replace")


def _read(stream) -> dict[str, Any]:
    length = None
    while True:
        line = stream.readline()
        assert line, "the server ended"
        if line.startswith(b"Content-Length: "):
            length = int(line.split(b":")[1])
        if line == b"\r\n":
            break
    assert length is not None
    return json.loads(stream.read(length))


def is_publication(uri: str):
    return lambda m: m.get("method") == "textDocument/publishDiagnostics" and m["params"]["uri"] == uri


def releases_named(diagnostics: list[dict[str, Any]]) -> set[str]:
    return {d["message"].split(" (")[0] for d in diagnostics if d["message"].startswith("With transformers")}


def test_push_eglot_order_publishes_after_the_settings_what_the_full_server_publishes(tmp_path):
    """eglot: initialized, didOpen, then its settings. The early start waits for them, and
    publishes what the full server publishes for that version and those settings."""
    opening = Opening(tmp_path, PUSH).add("initialized", "open", "settings")
    sent, report = early_only(opening)
    assert report["published"] == [opening.uri]
    assert [m.get("id") for m in sent] == [1, None]
    published = sent[1]
    assert releases_named(published["params"]["diagnostics"]) == {"With transformers 5.23.0"}
    assert published["params"]["version"] == 1
    assert published == full_server(opening, is_publication(opening.uri))


def test_push_settings_before_the_open_publish_at_the_open(tmp_path):
    opening = Opening(tmp_path, PUSH).add("initialized", "settings", "open")
    sent, report = early_only(opening)
    assert report["published"] == [opening.uri]
    assert releases_named(sent[1]["params"]["diagnostics"]) == {"With transformers 5.23.0"}
    assert sent[1] == full_server(opening, is_publication(opening.uri))


def test_push_settings_in_initialization_options_survive_an_empty_configuration(tmp_path):
    opening = Opening(tmp_path, PUSH, {"transformersVersion": "5.23.0"}).add("initialized", "open", "no settings")
    sent, report = early_only(opening)
    assert report["published"] == [opening.uri]
    assert releases_named(sent[1]["params"]["diagnostics"]) == {"With transformers 5.23.0"}
    assert sent[1] == full_server(opening, is_publication(opening.uri))


def test_push_without_settings_is_left_to_pygls(tmp_path):
    """A push client that sends no settings after its didOpen: they might still come, and
    diagnostics made before them could name the wrong release. Nothing is published early."""
    opening = Opening(tmp_path, PUSH).add("initialized", "open")
    sent, report = early_only(opening, keep_open=1.0)
    assert report["published"] == [] and [m.get("id") for m in sent] == [1]
    assert report["consumed"] == len(opening.data)  # (every byte read is handed to pygls)


@pytest.mark.parametrize("order", [("initialized", "settings", "open", "pull"), ("initialized", "open", "pull")])
def test_pull_answer_is_the_full_servers(tmp_path, order):
    """VS Code and Neovim: the answer to the first textDocument/diagnostic, with the settings sent by then."""
    opening = Opening(tmp_path, PULL).add(*order)
    sent, report = early_only(opening)
    assert report["answered"] == ["1", "2"]
    answer = sent[1]
    assert answer["id"] == 2 and answer["result"]["kind"] == "full"
    assert [d["code"] for d in answer["result"]["items"]] == ["HF101"]
    want = {"With transformers 5.23.0"} if "settings" in order else {"With transformers 5.24.0"}
    assert releases_named(answer["result"]["items"]) == want
    assert answer == full_server(opening, lambda m: m.get("id") == 2)


@pytest.mark.parametrize(
    "why, messages, options",
    [
        ("a setting hflint warns about", ("initialized", "open", "settings"), {"debounceMs": "soon"}),
        ("another message first", ("initialized", "trace", "open", "settings"), None),
    ],
)
def test_what_the_early_start_leaves_to_pygls(tmp_path, why, messages, options):
    opening = Opening(tmp_path, PUSH, options).add(*messages)
    sent, report = early_only(opening)
    assert report["published"] == [], why
    assert report["consumed"] == len(opening.data)


def test_a_bad_pyproject_is_left_to_pygls(tmp_path):
    (tmp_path / "pyproject.toml").write_text("[tool.hflint\n")
    opening = Opening(tmp_path, PUSH).add("initialized", "open", "settings")
    _, report = early_only(opening)
    assert report["published"] == []


def test_the_early_start_imports_neither_lsprotocol_nor_cattrs(tmp_path):
    _, report = early_only(Opening(tmp_path, PUSH).add("initialized", "open", "settings"))
    assert report["published"] and report["loaded"] in (["pygls", "pygls.uris"], [])


@pytest.mark.parametrize("caps, order", [(PUSH, ("initialized", "open", "settings")), (PULL, ("initialized", "open", "pull"))])
def test_hflint_server_sends_the_first_diagnostics_once(tmp_path, caps, order):
    """Through `hflint server`: the early start's diagnostics, and pygls's same ones not sent again;
    the session goes on (explain answered by pygls), and nothing differed."""
    opening = Opening(tmp_path, caps).add(*order)
    wanted = is_publication(opening.uri) if caps is PUSH else (lambda m: m.get("id") == 2)
    first, seen, stderr = _first(SERVER, opening, wanted, then=1.5)
    assert "differ" not in stderr, stderr
    if caps is PUSH:
        publications = [m for m in seen if is_publication(opening.uri)(m)]
        assert len(publications) == 1, publications
        assert releases_named(first["params"]["diagnostics"]) == {"With transformers 5.23.0"}
    else:
        assert [m["id"] for m in seen if m.get("id") == 2] == [2]
    assert [m["id"] for m in seen if "id" in m and "result" in m][-1] == "sync"


def test_a_frame_of_another_shape_is_handed_over_at_once(tmp_path):
    """An initialize whose headers end with a bare newline, and nothing after it: the start does not
    wait for more bytes that will never come; pygls reads the frame and answers it."""
    body = json.dumps(Opening(tmp_path, PUSH).messages[0]).encode("utf-8")
    proc = subprocess.Popen(SERVER, cwd=tmp_path, env=ENV, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert proc.stdin is not None and proc.stdout is not None
    watchdog = threading.Timer(60, proc.kill)  # (a start that waits for more ends here: the test fails)
    watchdog.start()
    try:
        proc.stdin.write(b"Content-Length: %d\r\n\n" % len(body) + body)
        proc.stdin.flush()
        assert _read(proc.stdout)["id"] == 1  # (the stdin stays open)
    finally:
        watchdog.cancel()
        proc.kill()
        proc.communicate(timeout=30)
