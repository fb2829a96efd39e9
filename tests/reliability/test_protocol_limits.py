"""The server's edges under hostile framing and odd JSON-RPC: bounded frames and headers, answers, valid JSON out."""

from __future__ import annotations

import json
import math
import time
from pathlib import Path

import pytest
from test_server_abuse import SCRIPT, error_code, error_popups, healthy, hover_params

from rawlsp import INVALID_REQUEST, METHOD_NOT_FOUND, RawServer, frame


@pytest.fixture
def ws(tmp_path: Path) -> Path:
    (tmp_path / "run.py").write_text(SCRIPT)
    return tmp_path


@pytest.fixture
def server(ws: Path):
    srv = RawServer(ws)
    srv.initialize(ws)
    yield srv
    srv.kill()


def hover_body(folder: Path, msg_id: int) -> bytes:
    return json.dumps(
        {"jsonrpc": "2.0", "id": msg_id, "method": "textDocument/hover", "params": hover_params((folder / "run.py").as_uri())}
    ).encode()


# ---------------------------------------------------------------- item 4: frame sizes


@pytest.mark.parametrize("length", ["99999999999999999999", str(2**62), str(30 * 2**30), str(2**31)])
def test_a_frame_too_large_is_dropped_and_the_server_serves_on(server, ws, length):
    body = hover_body(ws, 600)
    server.send_bytes(f"Content-Length: {length}\r\n\r\n".encode() + body)
    server.send_bytes(frame(hover_body(ws, 601)))
    reply = server.response(601)
    assert "result" in reply
    assert not any(m.get("id") == 600 for m in server.seen)
    healthy(server, ws)
    assert error_popups(server) == []


def test_a_line_without_an_end_is_read_in_bounded_pieces(server, ws):
    # 64 MiB of junk with no line break, then a proper message: read and dropped piece by piece.
    chunk = b"x" * (1 << 20)
    for _ in range(64):
        server.send_bytes(chunk)
    server.send_bytes(b"\r\n")
    server.send_bytes(frame(hover_body(ws, 602)))
    assert "result" in server.response(602, timeout=120)
    healthy(server, ws)


# ---------------------------------------------------------------- item 15: headers, ids, methods, notebooks


def test_two_million_junk_header_lines_do_not_stall_the_server(server, ws):
    junk = b"X-Junk: 1\r\n" * 100_000
    started = time.monotonic()
    server.send_bytes(b"Content-Length: 10\r\n")
    for _ in range(20):  # 2,000,000 lines
        server.send_bytes(junk)
    server.send_bytes(b"\r\n0123456789")
    server.send_bytes(frame(hover_body(ws, 603)))
    assert "result" in server.response(603, timeout=60)
    assert time.monotonic() - started < 30
    healthy(server, ws)


def test_a_header_line_too_long_drops_its_frame(server, ws):
    body = hover_body(ws, 605)
    server.send_bytes(f"Content-Length: {len(body)}\r\n".encode() + b"X-Junk: " + b"j" * 200_000 + b"\r\n\r\n" + body)
    server.send_bytes(frame(hover_body(ws, 6060606)))  # (a length of its own: a reader still counting the
    assert "result" in server.response(6060606)  # dropped frame's length would cut it wrong)
    assert not any(m.get("id") == 605 for m in server.seen)
    healthy(server, ws)


def test_junk_lines_between_frames_are_skipped_quickly(server, ws):
    started = time.monotonic()
    for _ in range(20):
        server.send_bytes(b"not a header at all\r\n" * 100_000)
    server.send_bytes(frame(hover_body(ws, 604)))
    assert "result" in server.response(604, timeout=60)
    assert time.monotonic() - started < 30
    healthy(server, ws)


@pytest.mark.parametrize(
    "method",
    [
        "textDocument/didOpen",
        "initialized",
        "exit",
        "$/cancelRequest",
        "workspace/didChangeConfiguration",
        "textDocument/didSave",
    ],
)
def test_a_request_named_like_a_notification_is_answered(server, ws, method):
    params = {"textDocument": {"uri": (ws / "other.py").as_uri(), "languageId": "python", "version": 1, "text": "x = 1\n"}}
    reply = server.call(method, params)
    assert error_code(reply) in (INVALID_REQUEST, METHOD_NOT_FOUND)
    assert server.alive()
    healthy(server, ws)


@pytest.mark.parametrize("raw_id", ["NaN", "Infinity", "-Infinity", "1e999", "1.5"])
def test_ids_that_json_cannot_echo_are_rejected(server, ws, raw_id):
    body = (
        f'{{"jsonrpc": "2.0", "id": {raw_id}, "method": "textDocument/hover", '
        f'"params": {json.dumps(hover_params((ws / "run.py").as_uri()))}}}'
    ).encode()
    before = len(server.seen)
    server.send_bytes(frame(body))
    healthy(server, ws)
    answers = [m for m in server.seen[before:] if "method" not in m and "id" in m]
    # Every answer the server wrote was valid JSON (the reader would have failed on NaN) with a
    # JSON-RPC id: the bad request's answer is an InvalidRequest whose id is null.
    rejected = [m for m in answers if m.get("id") is None]
    assert [error_code(m) for m in rejected] == [INVALID_REQUEST]
    for m in answers:
        assert not (isinstance(m["id"], float) and not math.isfinite(m["id"]))


def test_the_server_never_writes_json_that_is_not_json(ws):
    # The strict reader (json.loads with parse_constant raising) over every byte the server wrote.
    srv = RawServer(ws)
    try:
        srv.initialize(ws)
        body = b'{"jsonrpc": "2.0", "id": NaN, "method": "shutdown"}'
        srv.send_bytes(frame(body))
        healthy(srv, ws)
        for message in srv.seen:
            json.loads(json.dumps(message, allow_nan=False))
    finally:
        srv.kill()


def test_notebook_changes_to_unknown_cells_or_closed_notebooks_are_ignored(server, ws):
    nb = (ws / "nb.ipynb").as_uri()
    cell = nb + "#cell1"
    server.notify(
        "notebookDocument/didOpen",
        {
            "notebookDocument": {
                "uri": nb,
                "notebookType": "jupyter-notebook",
                "version": 1,
                "cells": [{"kind": 2, "document": cell}],
            },
            "cellTextDocuments": [{"uri": cell, "languageId": "python", "version": 1, "text": SCRIPT}],
        },
    )
    server.diagnostics(cell, lambda d: len(d) > 0)
    # Text changes to a cell the notebook does not have; a structure change removing unknown cells.
    server.notify(
        "notebookDocument/didChange",
        {
            "notebookDocument": {"uri": nb, "version": 2},
            "change": {
                "cells": {"textContent": [{"document": {"uri": nb + "#nope", "version": 2}, "changes": [{"text": "x = 1\n"}]}]}
            },
        },
    )
    server.notify(
        "notebookDocument/didChange",
        {
            "notebookDocument": {"uri": nb, "version": 3},
            "change": {"cells": {"structure": {"array": {"start": 5, "deleteCount": 3}, "didClose": [{"uri": nb + "#ghost"}]}}},
        },
    )
    server.notify("notebookDocument/didClose", {"notebookDocument": {"uri": nb}, "cellTextDocuments": [{"uri": cell}]})
    # And changes to the notebook once it is closed, and to one never opened.
    for uri in (nb, (ws / "never.ipynb").as_uri()):
        server.notify(
            "notebookDocument/didChange",
            {
                "notebookDocument": {"uri": uri, "version": 4},
                "change": {
                    "cells": {"textContent": [{"document": {"uri": cell, "version": 4}, "changes": [{"text": "y = 2\n"}]}]}
                },
            },
        )
        server.notify("notebookDocument/didSave", {"notebookDocument": {"uri": uri}})
    healthy(server, ws)
    assert error_popups(server) == []
    assert b"Traceback" not in server.stderr
