"""JSON-RPC messages as text, framed and encoded without pygls or lsprotocol (the early start sends them)."""

from __future__ import annotations

import json
from typing import Any


def frame(text: str) -> bytes:
    """A message as pygls writes one (its headers; its JSON is ASCII, so characters are bytes)."""
    body = text.encode("utf-8")
    return frame_header(len(body)) + body


def frame_header(length: int) -> bytes:
    """The headers pygls writes before a body of `length` bytes."""
    return f"Content-Length: {length}\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n".encode("ascii")


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

    @classmethod
    def encoded(cls, text: str, value: dict[str, Any]) -> EncodedJson:
        """One whose text the caller wrote (`text`: the whole object as JSON; `value`: what of it
        Python readers look at, such as its title)."""
        made = cls.__new__(cls)
        dict.__init__(made, value)
        made.text = text
        return made


def dumps(value: Any) -> str:
    """json.dumps, taking the text of EncodedJson objects as it is. The pieces are joined once:
    a long document's diagnostics are megabytes, and joining them at every level of nesting
    copied them at each (about 9 ms a publish at 20,000 lines, most of it page faults)."""
    out: list[str] = []
    _encode(value, out)
    return "".join(out)


def _encode(value: Any, out: list[str]) -> None:
    if isinstance(value, EncodedJson):
        out.append(value.text)
    elif isinstance(value, dict):
        out.append("{")
        for n, (k, v) in enumerate(value.items()):
            if n:
                out.append(",")
            out.append(json.dumps(str(k)))
            out.append(":")
            _encode(v, out)
        out.append("}")
    elif isinstance(value, (list, tuple)):
        out.append("[")
        for n, v in enumerate(value):
            if n:
                out.append(",")
            if type(v) is EncodedJson:
                out.append(v.text)
            else:
                _encode(v, out)
        out.append("]")
    else:
        out.append(json.dumps(value))


def notification(method: str, params: dict[str, Any]) -> str:
    """A notification whose params are LSP JSON already, as HflintProtocol.notify_json writes it."""
    return dumps({"jsonrpc": "2.0", "method": method, "params": params})


def response(msg_id: Any, result: Any) -> str:
    """A response whose result is LSP JSON already, as HflintProtocol writes a JsonResult."""
    return dumps({"jsonrpc": "2.0", "id": msg_id, "result": result})
