"""The server under abuse, over raw JSON-RPC: every request answered (a result or a proper error), the process alive and right.

Each test starts `python -m hflint server`, abuses it one way, then checks it still
publishes the right diagnostics and answers a hover (`healthy`).
"""

from __future__ import annotations

import itertools
import json
import textwrap
from pathlib import Path

import pytest

from rawlsp import (
    INVALID_PARAMS,
    INVALID_REQUEST,
    METHOD_NOT_FOUND,
    PARSE_ERROR,
    REQUEST_CANCELLED,
    SERVER_NOT_INITIALIZED,
    RawServer,
    frame,
)

SCRIPT = textwrap.dedent("""\
    from transformers import AutoModelForCausalLM

    model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
    assistant = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")
    out = model.generate(assistant_model=assistant, use_cache=False)
""")
CALL = (4, 12)  # (line, character) inside `model.generate`
BIG_TIMEOUT = 90.0


def hover_params(uri: str, line: int = CALL[0], character: int = CALL[1]) -> dict:
    return {"textDocument": {"uri": uri}, "position": {"line": line, "character": character}}


def whole(start: tuple[int, int], end: tuple[int, int]) -> dict:
    return {"start": {"line": start[0], "character": start[1]}, "end": {"line": end[0], "character": end[1]}}


@pytest.fixture
def ws(tmp_path: Path) -> Path:
    (tmp_path / "run.py").write_text(SCRIPT)
    return tmp_path


@pytest.fixture
def server(ws: Path):
    """An initialized server; the test may end the session itself."""
    srv = RawServer(ws)
    srv.initialize(ws)
    yield srv
    srv.kill()


_fresh = itertools.count(1)


def healthy(srv: RawServer, ws: Path) -> None:
    """Alive, and still right: a fresh document gets its HF101, a hover on the call shows the entry."""
    assert srv.alive(), srv.stderr.decode(errors="replace")
    uri = (ws / f"check{next(_fresh)}.py").as_uri()
    srv.open(uri, SCRIPT)
    diagnostics = srv.diagnostics(uri, lambda d: len(d) > 0)
    assert [d["code"] for d in diagnostics] == ["HF101"]
    assert diagnostics[0]["range"]["start"] == {"line": 4, "character": 12}
    assert "use_cache is set to False at line 5" in diagnostics[0]["message"]
    reply = srv.call("textDocument/hover", hover_params(uri))
    assert "**HF101**" in reply["result"]["contents"]["value"]


def error_code(reply: dict) -> int | None:
    return reply.get("error", {}).get("code")


def error_popups(srv: RawServer) -> list[dict]:
    """Error messages shown to the user: client garbage must never raise one."""
    return [m for m in srv.seen if m.get("method") == "window/showMessage" and m["params"]["type"] == 1]


# ---------------------------------------------------------------- broken frames


def test_malformed_json_gets_parse_errors(server, ws):
    bodies = [
        b'{"jsonrpc": "2.0", "id": 900, "method": "textDocument/hover", "params": {',
        b"this is not json",
        b'{"jsonrpc": "2.0", "id": 901, "method": "shutdown",}',
        b"\xff\xfe\xfa not UTF-8",
        b'{"jsonrpc": "2.0", "id": 902, "method": "x"} trailing',
    ]
    for body in bodies:
        server.send_bytes(frame(body))
    healthy(server, ws)
    errors = server.errors_without_id()
    assert [e["error"]["code"] for e in errors] == [PARSE_ERROR] * len(bodies)
    assert all("id" in e and e["id"] is None for e in errors)  # JSON-RPC: the id is null, not missing
    assert not any(m.get("id") in (900, 901, 902) for m in server.seen)  # none of them was acted on
    assert error_popups(server) == []


def test_valid_json_that_is_no_json_rpc_message(server, ws):
    server.send_bytes(frame(b"42"))
    server.send_bytes(frame(b'[{"jsonrpc": "2.0", "id": 1, "method": "shutdown"}]'))  # a batch: not in LSP
    server.send_bytes(frame(b'{"id": 77, "method": "textDocument/hover", "params": {}}'))  # no "jsonrpc"
    assert error_code(server.response(77)) == INVALID_REQUEST
    assert [error_code(e) for e in server.errors_without_id()] == [INVALID_REQUEST, INVALID_REQUEST]
    healthy(server, ws)


@pytest.mark.parametrize("wrong", [-25, -1, +1, +30])
def test_a_wrong_content_length_loses_at_most_the_next_message(server, ws, wrong):
    body = json.dumps(
        {"jsonrpc": "2.0", "id": 500, "method": "textDocument/hover", "params": hover_params((ws / "run.py").as_uri())}
    ).encode()
    server.send_bytes(frame(body, len(body) + wrong))
    # A length too long swallows the start of whatever comes next: a notification the test can spare.
    server.notify("$/spare", {})
    healthy(server, ws)
    assert [error_code(e) for e in server.errors_without_id()] == [PARSE_ERROR]


def test_garbage_between_frames(server, ws):
    server.send_bytes(b"garbage without any header\r\n\r\n")
    server.send_bytes(b"Content-Length: twelve\r\n\r\n{}")
    server.send_bytes(b"Content-Type: application/json\r\n\r\n")
    server.send_bytes(b"\r\n\r\n\r\n")
    healthy(server, ws)


# ---------------------------------------------------------------- wrong messages


def test_unknown_methods(server, ws):
    reply = server.call("hflint/noSuchMethod", {"x": 1})
    assert error_code(reply) == METHOD_NOT_FOUND
    assert (
        error_code(server.call("textDocument/completion", hover_params((ws / "run.py").as_uri()))) == METHOD_NOT_FOUND
    )  # a real LSP method hflint does not provide
    assert error_code(server.response(server.request("no/params"))) == METHOD_NOT_FOUND
    before = len(server.seen)
    server.notify("hflint/noSuchNotification", {"x": 1})
    server.notify("$/somethingOptional", {})
    healthy(server, ws)
    assert not any("error" in m for m in server.seen[before:])  # notifications are never answered


BAD_PARAMS = [
    ("textDocument/hover", {"textDocument": 5, "position": "x"}),
    ("textDocument/hover", {"textDocument": {"uri": "file:///a.py"}, "position": {"line": -1, "character": -5}}),
    ("textDocument/hover", {"textDocument": {"uri": "file:///a.py"}, "position": {"line": 2**40, "character": 0}}),
    ("textDocument/hover", None),
    ("textDocument/hover", [1, 2, 3]),
    ("textDocument/codeAction", {"textDocument": {"uri": "file:///a.py"}, "range": None, "context": {}}),
    ("textDocument/inlayHint", {"textDocument": {"uri": "file:///a.py"}, "range": "everything"}),
    ("textDocument/diagnostic", {"previousResultId": 7}),
    ("workspace/diagnostic", {"previousResultIds": "none"}),
]
# Values the protocol library converts rather than rejects (None to "None", 1.5 to 1): any answer will do.
COERCED_PARAMS = [
    ("textDocument/hover", {"textDocument": {"uri": None}, "position": {"line": 0, "character": 0}}),
    ("textDocument/hover", {"textDocument": {"uri": "file:///a.py"}, "position": {"line": 1.5, "character": "0"}}),
    ("initialize", {"capabilities": "all of them"}),
]


def test_wrong_param_types_get_invalid_params(server, ws):
    for method, params in BAD_PARAMS:
        msg_id = server.request(method, params)
        assert error_code(server.response(msg_id)) == INVALID_PARAMS, (method, params)
    for method, params in COERCED_PARAMS:
        reply = server.call(method, params)
        assert "result" in reply or "error" in reply
    # hflint's own request checks its params itself.
    for params in (None, [1, 2], {"code": 101}, {"code": "HF999"}):
        assert error_code(server.call("hflint/explain", params)) == INVALID_PARAMS
    assert "HF101" in server.call("hflint/explain", {"code": "HF101"})["result"]["markdown"]
    # Notifications with wrong params are dropped, quietly.
    server.notify("textDocument/didOpen", {"textDocument": 7})
    server.notify("textDocument/didChange", {"textDocument": {"uri": "file:///a.py"}, "contentChanges": "x"})
    server.notify("workspace/didChangeConfiguration", {"settings": [1, 2]})
    server.notify("workspace/didChangeConfiguration", {"settings": {"hflint": {"select": 5, "debounceMs": "x"}}})
    healthy(server, ws)
    assert error_popups(server) == []


def test_positions_past_the_end(server, ws):
    uri = (ws / "run.py").as_uri()
    server.open(uri, SCRIPT)
    server.diagnostics(uri, lambda d: len(d) > 0)
    for line, character in ((10**6, 10**6), (2**31 - 1, 0), (5, 0)):
        reply = server.call("textDocument/hover", hover_params(uri, line, character))
        assert "error" not in reply and reply["result"] is None
    for line, character in ((CALL[0], 10**6), (0, 2**31 - 1)):  # clamped to the end of the line
        assert "result" in server.call("textDocument/hover", hover_params(uri, line, character))
    reply = server.call(
        "textDocument/codeAction",
        {
            "textDocument": {"uri": uri},
            "range": whole((900, 0), (10**6, 10**6)),
            "context": {"diagnostics": [], "only": ["quickfix", "source.fixAll.hflint"]},
        },
    )
    assert isinstance(reply["result"], list)
    reply = server.call("textDocument/inlayHint", {"textDocument": {"uri": uri}, "range": whole((0, 0), (10**6, 0))})
    assert isinstance(reply["result"], list)
    # An edit whose range lies past the end of the text appends at the end.
    server.notify(
        "textDocument/didChange",
        {
            "textDocument": {"uri": uri, "version": 2},
            "contentChanges": [
                {"range": whole((500, 3), (600, 9)), "text": "\nmodel.generate(assistant_model=assistant, use_cache=False)\n"}
            ],
        },
    )
    assert len(server.diagnostics(uri, lambda d: len(d) == 2)) == 2
    healthy(server, ws)


@pytest.mark.parametrize(
    "uri",
    [
        "file:///nowhere/never-opened.py",
        "untitled:Untitled-1",
        "http://example.com/x.py",
        "file:///tmp/%C3%BC%20x.py",
        "not a uri at all",
        "",
    ],
)
def test_requests_for_documents_never_opened(server, ws, uri):
    assert server.call("textDocument/hover", hover_params(uri))["result"] is None
    assert (
        server.call(
            "textDocument/codeAction",
            {"textDocument": {"uri": uri}, "range": whole((0, 0), (9, 0)), "context": {"diagnostics": []}},
        )["result"]
        == []
    )
    assert server.call("textDocument/inlayHint", {"textDocument": {"uri": uri}, "range": whole((0, 0), (9, 0))})["result"] == []
    assert server.call("textDocument/diagnostic", {"textDocument": {"uri": uri}})["result"]["items"] == []
    healthy(server, ws)


def test_changes_to_closed_documents(server, ws):
    uri = (ws / "run.py").as_uri()
    server.open(uri, SCRIPT)
    server.diagnostics(uri, lambda d: len(d) > 0)
    server.notify("textDocument/didClose", {"textDocument": {"uri": uri}})
    server.diagnostics(uri, lambda d: d == [])  # closing clears the squiggles
    closed_at = len(server.seen)
    for target in (uri, (ws / "never-opened.py").as_uri()):
        server.notify(
            "textDocument/didChange", {"textDocument": {"uri": target, "version": 3}, "contentChanges": [{"text": SCRIPT}]}
        )
        server.notify(
            "textDocument/didChange",
            {
                "textDocument": {"uri": target, "version": 4},
                "contentChanges": [{"range": whole((0, 0), (1, 0)), "text": "x = 1\n"}],
            },
        )
        server.notify("textDocument/didSave", {"textDocument": {"uri": target}})
        server.notify("textDocument/didClose", {"textDocument": {"uri": target}})
    healthy(server, ws)
    after = server.seen[closed_at:]
    assert not any(
        m.get("method") == "textDocument/publishDiagnostics" and m["params"]["uri"] == uri and m["params"]["diagnostics"]
        for m in after
    )  # nothing comes back for a closed file
    assert error_popups(server) == []


# ---------------------------------------------------------------- heavy documents


def big_document(megabytes: float) -> str:
    filler = "values = [1, 2, 3]  # a line of filler to make the document big\n"
    return SCRIPT + filler * int(megabytes * 1e6 / len(filler))


def test_a_ten_megabyte_document(server, ws):
    uri = (ws / "big.py").as_uri()
    text = big_document(10)
    assert len(text) >= 10_000_000
    server.open(uri, text)
    assert [d["code"] for d in server.diagnostics(uri, lambda d: len(d) > 0, timeout=BIG_TIMEOUT)] == ["HF101"]
    assert "**HF101**" in server.call("textDocument/hover", hover_params(uri), BIG_TIMEOUT)["result"]["contents"]["value"]
    lines = text.count("\n")
    server.notify(
        "textDocument/didChange",
        {
            "textDocument": {"uri": uri, "version": 2},
            "contentChanges": [
                {
                    "range": whole((lines, 0), (lines, 0)),
                    "text": "model.generate(assistant_model=assistant, num_beams=1, use_cache=False)\n",
                }
            ],
        },
    )
    server.diagnostics(uri, lambda d: len(d) == 2, timeout=BIG_TIMEOUT)
    healthy(server, ws)


DEEP = {
    "10,000 nested parentheses": "x = " + "(" * 10_000 + ")" * 10_000 + "\n",
    "10,000 nested lists": "x = " + "[" * 10_000 + "]" * 10_000 + "\n",
    "a sum of 1,500 strings": "x = " + " + ".join(["'s'"] * 1_500) + "\n",
    "an elif chain of 1,500 branches": "if a:\n    pass\n" + "elif a:\n    x = 1\n" * 1_500,
    "100,000 unary minus signs": "x = " + "-" * 100_000 + "1\n",
}


@pytest.mark.parametrize("what", sorted(DEEP))
def test_nesting_past_the_recursion_limits(server, ws, what):
    uri = (ws / "deep.py").as_uri()
    server.open(uri, SCRIPT + DEEP[what])
    diagnostics = server.diagnostics(uri, timeout=BIG_TIMEOUT)
    # Findings, a syntax error where the parser gives up, and a note where the walk did (an
    # Information diagnostic without a code: the statement it could not follow).
    assert all(
        d.get("code") in ("HF000", "HF101") or (d["severity"] == 3 and "did not follow" in d["message"]) for d in diagnostics
    ), diagnostics
    assert "result" in server.call("textDocument/hover", hover_params(uri))
    assert "result" in server.call(
        "textDocument/codeAction",
        {
            "textDocument": {"uri": uri},
            "range": whole((0, 0), (10, 0)),
            "context": {"diagnostics": [], "only": ["source.fixAll.hflint"]},
        },
    )
    healthy(server, ws)


def test_cancellation_mid_request(server, ws):
    uri = (ws / "big.py").as_uri()
    server.open(uri, big_document(3))
    ids = [
        server.request("textDocument/hover", hover_params(uri)),
        server.request("textDocument/diagnostic", {"textDocument": {"uri": uri}}),
        server.request("workspace/diagnostic", {"previousResultIds": []}),
        server.request(
            "textDocument/codeAction",
            {
                "textDocument": {"uri": uri},
                "range": whole((0, 0), (9, 0)),
                "context": {"diagnostics": [], "only": ["source.fixAll.hflint"]},
            },
        ),
    ]
    for msg_id in ids:
        server.notify("$/cancelRequest", {"id": msg_id})
    for msg_id in ids:  # each one is answered: with its result, or as cancelled
        reply = server.response(msg_id, BIG_TIMEOUT)
        assert "result" in reply or error_code(reply) == REQUEST_CANCELLED, reply
    for params in ({"id": 123456}, {"id": "no-such-request"}, {"id": None}, {}, None):
        server.notify("$/cancelRequest", params)
    healthy(server, ws)


# ---------------------------------------------------------------- the session's order


def test_before_initialize(ws):
    srv = RawServer(ws)
    try:
        assert error_code(srv.call("textDocument/hover", hover_params((ws / "run.py").as_uri()))) == SERVER_NOT_INITIALIZED
        assert error_code(srv.call("shutdown")) == SERVER_NOT_INITIALIZED
        srv.open((ws / "run.py").as_uri(), SCRIPT)  # a notification before initialize is dropped
        assert "capabilities" in srv.initialize(ws)["result"]
        healthy(srv, ws)
        assert srv.shutdown_and_exit() == 0
    finally:
        srv.kill()


def test_requests_after_shutdown_are_invalid(server, ws):
    healthy(server, ws)
    assert server.call("shutdown") == {"jsonrpc": "2.0", "id": server.seen[-1]["id"], "result": None}
    for method, params in (
        ("textDocument/hover", hover_params((ws / "run.py").as_uri())),
        ("shutdown", None),
        ("hflint/explain", {"code": "HF101"}),
        ("no/such/method", {}),
    ):
        assert error_code(server.call(method, params)) == INVALID_REQUEST, method
    server.open((ws / "late.py").as_uri(), SCRIPT)  # notifications after shutdown: ignored
    assert server.alive()
    server.notify("exit")
    assert server.proc.wait(30) == 0


def test_exit_without_shutdown_exits_1(server, ws):
    healthy(server, ws)
    server.notify("exit")
    assert server.proc.wait(30) == 1


def test_exit_before_initialize_exits_1(ws):
    srv = RawServer(ws)
    try:
        srv.notify("exit")
        assert srv.proc.wait(30) == 1
    finally:
        srv.kill()


def test_the_client_vanishing_ends_the_server(server, ws):
    healthy(server, ws)
    assert server.proc.stdin is not None
    server.proc.stdin.close()
    assert server.proc.wait(30) == 1


def test_initialize_twice_is_answered(server, ws):
    reply = server.call("initialize", {"processId": None, "rootUri": ws.as_uri(), "capabilities": {}})
    assert "result" in reply or "error" in reply
    healthy(server, ws)
