"""JSON-RPC messages as text, framed and encoded without pygls or lsprotocol (the early start sends them)."""

from __future__ import annotations

import json
from typing import Any


def frame(text: str) -> bytes:
    """A message as pygls writes one (its headers; its JSON is ASCII, so characters are bytes)."""
    body = text.encode("utf-8")
    return (
        f"Content-Length: {len(body)}\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n".encode("ascii") + body
    )


class JsonResult(dict):
    """A request's result already in its LSP JSON shape: sent as it is, without the typed
    response and cattrs (diagnostics are large and many)."""


class JsonList(list):
    """A request's result that is a list, already in its LSP JSON shape (as JsonResult)."""


class EncodedJson(dict):
    """A JSON object that also carries its encoding (`text`), made once: a diagnostic the next
    version of its document reports again is not encoded again."""

    __slots__ = ("text",)

    def __init__(self, value: dict[str, Any]) -> None:
        super().__init__(value)
        self.text = json.dumps(value)


def dumps(value: Any) -> str:
    """json.dumps, taking the text of EncodedJson objects as it is."""
    if isinstance(value, EncodedJson):
        return value.text
    if isinstance(value, dict):
        return "{" + ",".join(f"{json.dumps(str(k))}:{dumps(v)}" for k, v in value.items()) + "}"
    if isinstance(value, (list, tuple)):
        return "[" + ",".join(map(dumps, value)) + "]"
    return json.dumps(value)


def notification(method: str, params: dict[str, Any]) -> str:
    """A notification whose params are LSP JSON already, as HflintProtocol.notify_json writes it."""
    return dumps({"jsonrpc": "2.0", "method": method, "params": params})


def response(msg_id: Any, result: Any) -> str:
    """A response whose result is LSP JSON already, as HflintProtocol writes a JsonResult."""
    return dumps({"jsonrpc": "2.0", "id": msg_id, "result": result})
