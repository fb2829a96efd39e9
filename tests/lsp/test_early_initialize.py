"""The initialize reply sent before pygls starts (hflint.lsp.early) is the full server's reply, byte for byte.

The full server here is the same server without the early reply (`hflint.lsp.server.main()`
called directly); it answers every initialize, the first and any later one, from the
params alone, so one process answers a whole list of them.
"""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import pytest_lsp
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hflint.lsp import early, early_schema, wire

EARLY = [sys.executable, "-m", "hflint", "server"]
FULL = [sys.executable, "-c", "import sys; from hflint.lsp.server import main; sys.exit(main())"]
CLIENTS = Path(pytest_lsp.__file__).parent / "clients"


class Wire:
    """A server process spoken to in raw frames; every frame it writes is kept as bytes."""

    def __init__(self, command: list[str], cwd: Path) -> None:
        self.proc = subprocess.Popen(command, cwd=cwd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)

    def send(self, message: dict[str, Any]) -> None:
        self.write(_framed(message))

    def write(self, data: bytes) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.write(data)
        self.proc.stdin.flush()

    def frames(self) -> Iterator[bytes]:
        out = self.proc.stdout
        assert out is not None
        while True:
            head = b""
            length = 0
            while not head.endswith(b"\r\n\r\n"):
                line = out.readline()
                assert line, f"the server ended: {self.stderr()}"
                head += line
                if line.startswith(b"Content-Length: "):
                    length = int(line.split(b":")[1])
            yield head + out.read(length)

    def reply(self, msg_id: Any) -> bytes:
        """The raw frame (headers and body) answering `msg_id`; notifications before it are skipped."""
        for raw in self.frames():
            if json.loads(raw.split(b"\r\n\r\n", 1)[1]).get("id") == msg_id:
                return raw
        raise AssertionError("unreachable")

    def stderr(self) -> str:
        """What the server wrote on stderr (it is ended first if it still runs)."""
        if self.proc.poll() is None:
            self.proc.kill()
        assert self.proc.stderr is not None
        return self.proc.stderr.read().decode(errors="replace")[-3000:]

    def close(self) -> int:
        self.send({"jsonrpc": "2.0", "id": "bye", "method": "shutdown"})
        self.reply("bye")
        self.send({"jsonrpc": "2.0", "method": "exit"})
        return self.proc.wait(30)


def request(params: dict[str, Any], msg_id: Any = 1) -> dict[str, Any]:
    return {"jsonrpc": "2.0", "id": msg_id, "method": "initialize", "params": params}


def params_with(capabilities: Any, **more: Any) -> dict[str, Any]:
    return {"processId": None, "capabilities": capabilities, **more}


# Neovim 0.9.1 sent callHierarchy as a list; lsprotocol's converter lets it pass, the early reply leaves it to pygls.
OFF_SHAPE_CLIENTS = {"neovim_v0.9.1"}


def recorded_clients(off_shape: bool = False) -> list[tuple[str, dict[str, Any]]]:
    """The initialize params real editors sent (VS Code, Neovim, Emacs), as pytest-lsp records them."""
    found = []
    for path in sorted(CLIENTS.glob("*.json")):
        if (path.stem in OFF_SHAPE_CLIENTS) == off_shape:
            recorded = json.loads(path.read_text(encoding="utf-8"))
            found.append((path.stem, {"processId": 4242, **recorded}))
    assert len(found) >= (1 if off_shape else 5)
    return found


UTF16_PUSH = {
    "textDocument": {
        "publishDiagnostics": {"relatedInformation": True},
        "hover": {"contentFormat": ["markdown"]},
        "codeAction": {},
    },
    "general": {"positionEncodings": ["utf-16"]},
}
ANSWERED: list[tuple[str, dict[str, Any]]] = [
    ("no capabilities", params_with({})),
    ("push client", params_with(UTF16_PUSH, rootUri="file:///tmp/x", initializationOptions={"transformersVersion": "5.23.0"})),
    ("utf-8 first", params_with({"general": {"positionEncodings": ["utf-8", "utf-16"]}})),
    ("utf-32 only", params_with({"general": {"positionEncodings": ["utf-32"]}})),
    ("unknown encodings first", params_with({"general": {"positionEncodings": ["UTF-8", "latin-1", "utf-32", "utf-8"]}})),
    ("only unknown encodings", params_with({"general": {"positionEncodings": ["latin-1"]}})),
    ("no encodings", params_with({"general": {"positionEncodings": []}})),
    ("null general", params_with({"general": None, "textDocument": None})),
    ("willSave told", params_with({"textDocument": {"synchronization": {"willSave": True, "didSave": True}}})),
    ("willSave false", params_with({"textDocument": {"synchronization": {"willSave": False, "willSaveWaitUntil": True}}})),
    ("notebooks", params_with({"notebookDocument": {"synchronization": {"executionSummarySupport": True}}})),
    ("notebooks null", params_with({"notebookDocument": None})),
    (
        "pull diagnostics",
        params_with(
            {
                "textDocument": {"diagnostic": {"relatedDocumentSupport": False}},
                "workspace": {"diagnostics": {"refreshSupport": True}},
            }
        ),
    ),
    (
        "everything at the top",
        {
            "processId": 17,
            "clientInfo": {"name": "ed", "version": "1"},
            "locale": "de",
            "rootPath": "/tmp/ws",
            "rootUri": None,
            "trace": "verbose",
            "workDoneToken": "t",
            "workspaceFolders": [{"uri": "file:///tmp/ws", "name": "ws"}],
            "capabilities": {"experimental": {"anything": [1, {"x": None}]}},
        },
    ),
    ("bad settings", params_with({}, initializationOptions={"select": 5, "colour": "blue", "debounceMs": -1})),
    ("settings under hflint", params_with({}, initializationOptions={"hflint": {"inlayHints": True}})),
    *recorded_clients(),
]
# Left to pygls: params it rejects, or that the early reply cannot be sure it accepts.
DECLINED: list[tuple[str, dict[str, Any]]] = [
    ("capabilities not an object", request(params_with("all of them"))),
    ("hover not an object", request(params_with({"textDocument": {"hover": 5}}))),
    ("notebooks without synchronization", request(params_with({"notebookDocument": {}}))),
    ("processId a string", request(params_with({}) | {"processId": "abc"})),
    ("encodings a string", request(params_with({"general": {"positionEncodings": "utf-8"}}))),
    ("no capabilities at all", request({"processId": None})),
    ("unknown trace", request(params_with({}, trace="loud"))),
    ("a float id", request(params_with({}), 1.5)),
    ("an extra key", request(params_with({})) | {"extra": 1}),
    ("a message inside the options", request(params_with({}, initializationOptions={"jsonrpc": "2.0", "id": 3}))),
    ("no params", {"jsonrpc": "2.0", "id": 1, "method": "initialize"}),
    *[(name, request(params)) for name, params in recorded_clients(off_shape=True)],
]


@pytest.fixture(scope="module")
def full_server(tmp_path_factory) -> Iterator[Wire]:
    wire = Wire(FULL, tmp_path_factory.mktemp("full"))
    yield wire
    assert wire.close() == 0


def early_frame(message: dict[str, Any]) -> bytes | None:
    made = early.reply_to(json.dumps(message).encode("utf-8"))
    return None if made is None else wire.frame(made[1])


def test_the_params_shape_is_made_from_the_installed_lsprotocol():
    assert early.SCHEMA.read_text(encoding="utf-8") == early_schema.render(early_schema.build()), (
        "run `python -m hflint.lsp.early_schema` after upgrading pygls, lsprotocol or cattrs"
    )


def test_hflint_asks_for_ranges_and_its_tests_for_the_early_releases():
    """Installed beside a project's own pygls, lsprotocol and cattrs, hflint takes any release in a
    range; the test extra (and the VS Code bundle) take the releases the early reply was made from."""
    try:
        import tomllib
    except ModuleNotFoundError:  # Python 3.10
        import tomli as tomllib
    from packaging.requirements import Requirement

    project = tomllib.loads((Path(__file__).parents[2] / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    runtime = {r.name: r for r in map(Requirement, project["dependencies"])}
    test = {r.name: r for r in map(Requirement, project["optional-dependencies"]["test"])}
    made_from = json.loads(early.SCHEMA.read_text(encoding="utf-8"))["versions"]
    for name, release in made_from.items():
        assert not any(s.operator in ("==", "===", "~=") for s in runtime[name].specifier), runtime[name]
        assert runtime[name].specifier.contains(release), f"{name} {release} is outside {runtime[name]}"
        assert str(test[name].specifier) == f"=={release}", test[name]


@pytest.mark.parametrize(("name", "params"), ANSWERED, ids=[n for n, _ in ANSWERED])
def test_early_reply_is_the_full_servers(full_server, name, params):
    for msg_id in (7, "init-7"):
        message = request(params, msg_id)
        ours = early_frame(message)
        assert ours is not None, f"{name}: the early reply declined"
        full_server.send(message)
        assert ours == full_server.reply(msg_id)


@pytest.mark.parametrize(("name", "message"), DECLINED, ids=[n for n, _ in DECLINED])
def test_what_pygls_might_reject_is_left_to_it(name, message):
    assert early_frame(message) is None


def test_other_pygls_releases_are_left_to_pygls(monkeypatch):
    message = request(ANSWERED[1][1])
    assert early_frame(message) is not None
    monkeypatch.setattr(early, "_loaded", [])
    monkeypatch.setattr(early, "_installed", lambda name: "2.2.0" if name == "pygls" else SCHEMA["versions"][name])
    assert early_frame(message) is None


def test_through_the_command_both_servers_answer_alike(tmp_path):
    """`hflint server` answers the first message as the full server does: early, or (declined) by pygls."""
    firsts = [(name, request(params)) for name, params in ANSWERED[:4] + ANSWERED[-2:]] + DECLINED[:4] + DECLINED[-1:]
    for name, message in firsts:
        answers = []
        for command in (EARLY, FULL):
            wire = Wire(command, tmp_path)
            wire.send(message)
            answers.append(wire.reply(message.get("id")))
            wire.close()
            # (the server compares pygls's reply with the early one and logs a difference)
            assert "differs" not in wire.stderr(), name
        assert answers[0] == answers[1], name


def _framed(message: dict[str, Any]) -> bytes:
    body = json.dumps(message).encode("utf-8")
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


def _initialize_bytes(headers: bytes) -> bytes:
    body = json.dumps(request(params_with({}))).encode("utf-8")
    return headers.replace(b"N", b"%d" % len(body)) + body


ODD_FIRST_FRAMES = {
    "stray bytes before the header": _initialize_bytes(b"xx}Content-Length: N\r\n\r\n"),
    "Content-Type first": _initialize_bytes(
        b"Content-Type: application/vscode-jsonrpc; charset=utf-8\r\nContent-Length: N\r\n\r\n"
    ),
    "Content-Type second": _initialize_bytes(b"Content-Length: N\r\nContent-Type: x\r\n\r\n"),
    "a bare newline ends the headers": _initialize_bytes(b"Content-Length: N\r\n\n"),
    "not JSON": b"Content-Length: 5\r\n\r\n{nope",
    "a request before initialize": _framed({"jsonrpc": "2.0", "id": 1, "method": "shutdown", "params": None}),
}


@pytest.mark.parametrize("name", list(ODD_FIRST_FRAMES))
def test_odd_first_frames_reach_pygls_as_they_came(tmp_path, name):
    """Whatever the early reply reads and leaves, pygls reads again: both servers write the same bytes."""
    data = ODD_FIRST_FRAMES[name] + _framed({"jsonrpc": "2.0", "id": 99, "method": "no/such", "params": {}})
    written = []
    for command in (EARLY, FULL):
        wire = Wire(command, tmp_path)
        wire.write(data)
        frames = []
        for raw in wire.frames():  # up to the answer to the request after it
            frames.append(raw)
            if json.loads(raw.split(b"\r\n\r\n", 1)[1]).get("id") == 99:
                break
        wire.proc.kill()
        written.append(frames)
    assert written[0] == written[1]


def test_a_session_after_the_early_reply(tmp_path):
    """What follows the early reply reaches pygls in order: the status, diagnostics, a hover and explain."""
    from samples import BAD

    (tmp_path / "run.py").write_text(BAD)
    uri = (tmp_path / "run.py").as_uri()
    wire = Wire(EARLY, tmp_path)
    # Written at once, before the server can have read any of it.
    wire.send(
        request(
            params_with(
                UTF16_PUSH, rootUri=tmp_path.as_uri(), initializationOptions={"transformersVersion": "5.23.0", "debounceMs": 0}
            )
        )
    )
    wire.send({"jsonrpc": "2.0", "method": "initialized", "params": {}})
    wire.send(
        {
            "jsonrpc": "2.0",
            "method": "textDocument/didOpen",
            "params": {"textDocument": {"uri": uri, "languageId": "python", "version": 1, "text": BAD}},
        }
    )
    wire.send({"jsonrpc": "2.0", "id": 2, "method": "hflint/explain", "params": {"code": "HF101"}})
    seen: list[dict[str, Any]] = []
    for raw in wire.frames():
        seen.append(json.loads(raw.split(b"\r\n\r\n", 1)[1]))
        if any(m.get("method") == "textDocument/publishDiagnostics" for m in seen) and any(m.get("id") == 2 for m in seen):
            break
    assert [m.get("id") for m in seen if "id" in m] == [1, 2]  # one reply to initialize, not two
    assert seen[0]["result"]["capabilities"]["positionEncoding"] == "utf-16"
    assert any(m.get("method") == "hflint/status" and m["params"]["release"] == "5.23.0" for m in seen)
    diagnostics = next(m for m in seen if m.get("method") == "textDocument/publishDiagnostics")["params"]
    assert diagnostics["uri"] == uri and [d["code"] for d in diagnostics["diagnostics"]] == ["HF101"]
    line = diagnostics["diagnostics"][0]["range"]["start"]
    wire.send(
        {"jsonrpc": "2.0", "id": 3, "method": "textDocument/hover", "params": {"textDocument": {"uri": uri}, "position": line}}
    )
    hover = json.loads(wire.reply(3).split(b"\r\n\r\n", 1)[1])
    assert "HF101" in hover["result"]["contents"]["value"]
    assert wire.close() == 0
    assert "differs" not in wire.stderr()


def _values(shape: Any, classes: dict[str, Any], depth: int = 0) -> st.SearchStrategy[Any]:
    """JSON values of a shape of early_params.json (the early reply's idea of valid)."""
    if isinstance(shape, str):
        return {
            "any": st.one_of(
                st.none(), st.integers(), st.text(max_size=5), st.dictionaries(st.text(max_size=3), st.integers(), max_size=2)
            ),
            "null": st.none(),
            "bool": st.booleans(),
            "int": st.integers(-(2**31), 2**31 - 1),
            "uint": st.integers(0, 2**31 - 1),
            "number": st.floats(allow_nan=False) | st.integers(),
            "str": st.text(max_size=8) | st.sampled_from(["utf-8", "utf-16", "utf-32", "file:///tmp/a b", ""]),
        }[shape]
    if "union" in shape:
        return st.one_of([_values(s, classes, depth) for s in shape["union"]])
    if "list" in shape:
        return st.lists(_values(shape["list"], classes, depth), max_size=3)
    if "enum" in shape or "literal" in shape:
        return st.sampled_from(shape.get("enum", shape.get("literal")))
    fields = classes[shape["class"]]
    required = {name: _values(s, classes, depth + 1) for name, s, needed in fields if needed}
    optional = {} if depth > 4 else {name: _values(s, classes, depth + 1) for name, s, needed in fields if not needed}
    return st.fixed_dictionaries(required, optional=optional)


SCHEMA = json.loads(early.SCHEMA.read_text(encoding="utf-8"))


@settings(max_examples=150, deadline=None, suppress_health_check=list(HealthCheck))
@given(params=_values(SCHEMA["roots"]["initialize"], SCHEMA["classes"]))
def test_any_params_of_the_shape_get_the_full_servers_reply(full_server, params):
    """Params the early reply accepts are never ones the full server rejects or answers otherwise."""
    message = request(params, 11)
    ours = early_frame(message)
    assert ours is not None
    full_server.send(message)
    assert ours == full_server.reply(11)
