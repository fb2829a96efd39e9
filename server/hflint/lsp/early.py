"""The reply to `initialize`, sent before pygls is imported; the stream is then handed to pygls as it was read.

Importing pygls (lsprotocol's types above all: some 600 attrs classes) takes most of the
server's start, and an editor waits for the initialize reply before it sends anything else.
The reply depends on little: the server's fixed capabilities, the position encoding the
client prefers, whether the client told its willSave support and whether it has notebooks.
So `answer_initialize` reads the first message itself and, when it is an `initialize`
request that pygls would certainly accept, answers it at once. pygls then reads every
byte again, that request included, and does its whole initialize (workspace, settings);
its own reply to that request is not sent (HflintProtocol compares it with the early one
and logs any difference).

"Certainly accept": the params are checked against the JSON shape of lsprotocol's
InitializeParams (initialize_params.json, made by early_schema.py from the installed
lsprotocol), more strictly than its converter checks them (JSON types exactly, integers in
range, enum members only), and only with the pygls, lsprotocol and cattrs releases that
file was made from. Anything else (another first message, a frame with stray bytes, params
of a surprising shape) is left to pygls, which answers it as it always did.
"""

from __future__ import annotations

import importlib.util
import json
import os
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any, BinaryIO

from hflint import __version__

SCHEMA = Path(__file__).with_name("initialize_params.json")
HEADER = re.compile(rb"Content-Length: (\d{1,12})\r\n")
MAX_BODY = 4 << 20
MAX_LINE = 1024  # (a header line; anything longer is left to the full reader, which skips it)
MAX_HEADER_LINES = 4
INT_RANGE = {"int": (-(2**31), 2**31 - 1), "uint": (0, 2**31 - 1)}
ENCODINGS = ("utf-8", "utf-16", "utf-32")  # what pygls's documents can count in

# What pygls answers for the features server.py registers, in ServerCapabilities' field order.
# tests/lsp/test_early_initialize.py holds this to the full server's reply, byte for byte.
NOTEBOOK_SYNC = {"notebookSelector": [{"cells": [{"language": "python"}], "notebook": "*"}], "save": True}
FEATURES = {
    "hoverProvider": True,
    "codeActionProvider": {"codeActionKinds": ["quickfix", "source.fixAll.hflint"], "resolveProvider": False},
    # (server.py's EXPLAIN_ERROR_COMMAND and MESSAGES_COMMAND, in the order they are registered)
    "executeCommandProvider": {"commands": ["hflint.recogniseError", "hflint.errorMessages"]},
    "inlayHintProvider": {"resolveProvider": False},
    "diagnosticProvider": {"interFileDependencies": True, "workspaceDiagnostics": True, "identifier": "hflint"},
    "workspace": {"workspaceFolders": {"supported": True, "changeNotifications": True}, "fileOperations": {}},
}


@dataclass(frozen=True, slots=True)
class Early:
    """What happened to the first message: the bytes read, and the request answered (if one was)."""

    consumed: bytes
    msg_id: int | str | None = None
    body: str | None = None  # the reply's JSON text, as sent


class ReplayInput:
    """A binary stream that gives back `consumed` first, then the rest of `raw` (readline and read, as pygls reads)."""

    def __init__(self, consumed: bytes, raw: BinaryIO) -> None:
        self.pending = consumed
        self.raw = raw

    def readline(self, size: int = -1) -> bytes:
        if not self.pending:
            return self.raw.readline(size)
        end = self.pending.find(b"\n")
        take = len(self.pending) if end < 0 else end + 1
        if size >= 0:
            take = min(take, size)
        line, self.pending = self.pending[:take], self.pending[take:]
        if line.endswith(b"\n") or self.pending or (size >= 0 and len(line) >= size):
            return line
        # (the bytes read first ended inside a line: its rest comes from the stream)
        return line + self.raw.readline(-1 if size < 0 else size - len(line))

    def read(self, size: int = -1) -> bytes:
        if not self.pending:
            return self.raw.read(size)
        if size < 0:
            head, self.pending = self.pending, b""
            return head + self.raw.read()
        head, self.pending = self.pending[:size], self.pending[size:]
        return head if len(head) == size else head + self.raw.read(size - len(head))


def answer_initialize(stdin: BinaryIO, stdout: BinaryIO) -> Early:
    """Read the first message; reply to it on `stdout` when it is an initialize request pygls would accept."""
    consumed, body = _read_frame(stdin)
    try:
        reply = reply_to(body) if body is not None else None
    except Exception:  # noqa: BLE001 - whatever this cannot read, pygls answers
        reply = None
    if reply is None:
        return Early(consumed)
    msg_id, text = reply
    stdout.write(frame(text))
    stdout.flush()
    return Early(consumed, msg_id, text)


def frame(text: str) -> bytes:
    """A message as pygls writes one (its headers; its JSON is ASCII, so characters are bytes)."""
    body = text.encode("utf-8")
    return (
        f"Content-Length: {len(body)}\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n".encode("ascii") + body
    )


def _read_frame(stdin: BinaryIO) -> tuple[bytes, bytes | None]:
    """(every byte read, the body when the frame is a plain one: Content-Length, maybe Content-Type, blank line)."""
    line = stdin.readline(MAX_LINE)
    consumed = [line]
    match = HEADER.fullmatch(line)
    if match is None:
        return b"".join(consumed), None
    length = int(match.group(1))
    for _ in range(MAX_HEADER_LINES):
        line = stdin.readline(MAX_LINE)
        consumed.append(line)
        if line == b"\r\n":
            break
        if not (line.startswith(b"Content-Type: ") and line.endswith(b"\r\n")):
            return b"".join(consumed), None
    else:
        return b"".join(consumed), None
    if not 0 < length <= MAX_BODY:
        return b"".join(consumed), None
    body = stdin.read(length)
    consumed.append(body)
    return b"".join(consumed), body if len(body) == length else None


def reply_to(body: bytes) -> tuple[int | str, str] | None:
    """(id, the reply's JSON text) for an initialize request pygls would accept; else None."""
    message = json.loads(body)
    if not (
        isinstance(message, dict)
        and message.keys() == {"jsonrpc", "id", "method", "params"}
        and message["jsonrpc"] == "2.0"
        and message["method"] == "initialize"
    ):
        return None
    msg_id = message["id"]
    if not (type(msg_id) is str or _fits(msg_id, "int", {})):
        return None
    schema = _schema()
    if schema is None or not _fits(message["params"], schema["root"], schema["classes"]):
        return None
    result = {
        "capabilities": capabilities(message["params"]["capabilities"]),
        "serverInfo": {"name": "hflint", "version": __version__},
    }
    return msg_id, json.dumps({"id": msg_id, "jsonrpc": "2.0", "result": result})


def capabilities(client: dict[str, Any]) -> dict[str, Any]:
    """The server's capabilities for these (valid) client capabilities, as pygls computes them."""
    encoding = "utf-16"
    for offered in (client.get("general") or {}).get("positionEncodings") or ():
        if offered in ENCODINGS:  # the client's first choice among those the server has
            encoding = offered
            break
    sync: dict[str, Any] = {"openClose": True, "change": 2}  # incremental
    told = (client.get("textDocument") or {}).get("synchronization") or {}
    # hflint registers neither willSave nor willSaveWaitUntil: pygls answers false where the
    # client said anything, and leaves the field out otherwise.
    for name in ("willSave", "willSaveWaitUntil"):
        if told.get(name) is not None:
            sync[name] = False
    sync["save"] = True
    caps: dict[str, Any] = {"positionEncoding": encoding, "textDocumentSync": sync}
    if client.get("notebookDocument") is not None:
        caps["notebookDocumentSync"] = NOTEBOOK_SYNC
    caps.update(FEATURES)
    return caps


_loaded: list[dict[str, Any] | None] = []


def _schema() -> dict[str, Any] | None:
    """The params' shape, when the installed pygls, lsprotocol and cattrs are those it was made from."""
    if not _loaded:
        schema = json.loads(SCHEMA.read_text(encoding="utf-8"))
        same = all(_installed(name) == made for name, made in schema["versions"].items())
        _loaded.append(schema if same else None)
    return _loaded[0]


def _installed(name: str) -> str | None:
    """The release of package `name`, from the one `name-X.dist-info` folder beside it (as pip installs);
    None when there is not exactly one. (importlib.metadata would cost as much again as the rest
    of the early reply.)"""
    spec = importlib.util.find_spec(name)
    if spec is None or not spec.submodule_search_locations:
        return None
    site = os.path.dirname(next(iter(spec.submodule_search_locations)))
    prefix = f"{name}-"
    found = [
        entry[len(prefix) : -len(".dist-info")]
        for entry in os.listdir(site)
        if entry.startswith(prefix) and entry.endswith(".dist-info")
    ]
    return found[0] if len(found) == 1 else None


def _fits(value: Any, shape: Any, classes: dict[str, Any]) -> bool:
    """Whether a JSON value has the shape, strictly. Objects with a "jsonrpc" key anywhere are
    refused: pygls's reader would take them for messages."""
    if isinstance(shape, str):
        if shape == "any":
            return not _has_jsonrpc_key(value)
        if shape == "null":
            return value is None
        if shape == "bool":
            return type(value) is bool
        if shape in INT_RANGE:
            low, high = INT_RANGE[shape]
            return type(value) is int and low <= value <= high
        if shape == "number":
            return type(value) in (int, float)
        return shape == "str" and type(value) is str
    if "union" in shape:
        return any(_fits(value, alternative, classes) for alternative in shape["union"])
    if "list" in shape:
        return type(value) is list and all(_fits(item, shape["list"], classes) for item in value)
    if "enum" in shape or "literal" in shape:
        return any(type(value) is type(member) and value == member for member in shape.get("enum", shape.get("literal")))
    if "class" in shape:
        if type(value) is not dict or "jsonrpc" in value:
            return False
        fields = classes[shape["class"]]
        for name, field_shape, required in fields:
            if name in value:
                if not _fits(value[name], field_shape, classes):
                    return False
            elif required:
                return False
        known = {name for name, _, _ in fields}
        return not any(_has_jsonrpc_key(v) for k, v in value.items() if k not in known)
    return False


def _has_jsonrpc_key(value: Any) -> bool:
    if type(value) is dict:
        return "jsonrpc" in value or any(_has_jsonrpc_key(v) for v in value.values())
    if type(value) is list:
        return any(_has_jsonrpc_key(v) for v in value)
    return False
