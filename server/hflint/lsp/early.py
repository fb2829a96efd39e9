"""The server's start before pygls is imported: the initialize reply, and the first opened document's diagnostics.

Importing pygls (lsprotocol's types above all: some 600 attrs classes whose methods are
compiled on import) takes most of the server's start. An editor waits for the initialize
reply before it sends anything, and its user waits for the first squiggle. Neither needs
pygls: the reply depends on little (the server's fixed capabilities, the position encoding
the client prefers, whether it told its willSave support, whether it has notebooks), and the
diagnostics are made by the analysis and sent as plain JSON (session.py, shared with the
full server). So `start` reads the first messages itself, on the raw stream:

1. an `initialize` request pygls would certainly accept: answered at once;
2. then, as long as each comes within WAIT_S of the last: `initialized`, the client's
   settings (`workspace/didChangeConfiguration`, taken as the full server takes them), and
   the `textDocument/didOpen` of a Python file, whose diagnostics are
   - sent in answer to the `textDocument/diagnostic` request that follows (a pull client,
     as VS Code and Neovim), made with the settings received by then, as the full server
     answers it;
   - published (a push client) only once the client has sent its settings: eglot sends
     them right after the didOpen, and diagnostics made before them could name the wrong
     release. A push client that sends no settings within WAIT_S of its didOpen is left
     to pygls.

Any other message, a frame of another shape, anything the full server would tell the user
about (a setting it warns about, an unreadable [tool.hflint], a failed release detection, an
internal error), or a pause ends it. pygls then reads every byte again and does everything as
it always does; its answers to the requests answered here are not sent, nor its publication
of the same diagnostics (HflintProtocol compares them and logs any difference; a pull answer
that differs asks the client to pull again).

"Certainly accept": the params are checked against the JSON shapes of lsprotocol's classes
(early_params.json, made by early_schema.py from the installed lsprotocol), more strictly
than its converter checks them (JSON types exactly, integers in range, enum members only),
and only with the pygls, lsprotocol and cattrs releases that file was made from. With other
releases (hflint asks for ranges of them) everything is left to pygls, slower but the same.
benchmarks/first_diagnostics.py measures what this buys (docs/startup.md).
"""

from __future__ import annotations

import importlib.util
import json
import os
import re
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, BinaryIO

from hflint import __version__
from hflint.lsp.wire import frame, notification, response

SCHEMA = Path(__file__).with_name("early_params.json")
HEADER = re.compile(rb"Content-Length: (\d{1,12})\r\n")
MAX_BODY = 4 << 20
MAX_LINE = 1024  # (a header line; anything longer is left to the full reader, which skips it)
MAX_HEADER_LINES = 4
INT_RANGE = {"int": (-(2**31), 2**31 - 1), "uint": (0, 2**31 - 1)}
ENCODINGS = ("utf-8", "utf-16", "utf-32")  # what pygls's documents can count in
# How long the start waits for the client's next message before it hands over to pygls. Editors
# send `initialized`, their settings and the open document's didOpen right after the reply.
WAIT_S = 0.25

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
    """What the start read (pygls reads it again) and what it sent."""

    consumed: bytes
    # Request id → the response sent (the initialize reply, the first pull of diagnostics).
    answered: dict[Any, str] = field(default_factory=dict)
    # Document URI → (its version, the publishDiagnostics message sent for it): a push client.
    published: dict[str, tuple[Any, str]] = field(default_factory=dict)
    # How many whole JSON messages of `consumed` the start read: pygls has handled them all again
    # before the full server publishes anything (HflintProtocol.caught_up).
    messages: int = 0


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


class FrameReader:
    """Frames read from a stream's file descriptor, every byte kept (`consumed`) for pygls to read again.

    It reads the descriptor itself, so the stream's own buffer stays empty and the replay and
    the rest of the stream join exactly; it can wait for a frame with a time limit (`select`,
    which cannot wait on Windows pipes: there only the initialize request is answered)."""

    def __init__(self, fd: int) -> None:
        self.fd = fd
        self.consumed = bytearray()
        self.pending = bytearray()  # read, not yet taken as a frame

    def next_body(self, timeout: float | None = None) -> bytes | None:
        """The body of the next plain frame (Content-Length, maybe Content-Type, blank line); None
        at the end of the stream, after `timeout` seconds, or when the next frame has another shape."""
        deadline = None if timeout is None else time.monotonic() + timeout
        while True:
            whole, body = self._take()
            if whole:
                return body
            if not self._fill(deadline):
                return None

    def _take(self) -> tuple[bool, bytes | None]:
        """(False, None) while more bytes are needed; else (True, the body taken from `pending`, or
        None when `pending` does not begin with a plain frame). Each header line is judged as soon
        as it is whole, so a frame of another shape never leaves the start waiting for more."""
        buf = self.pending
        at = 0
        length = None
        for number in range(MAX_HEADER_LINES + 1):
            end = buf.find(b"\n", at, at + MAX_LINE)
            if end < 0:
                return (True, None) if len(buf) - at >= MAX_LINE else (False, None)
            line = bytes(buf[at : end + 1])
            at = end + 1
            if number == 0:
                match = HEADER.fullmatch(line)
                if match is None:
                    return True, None
                length = int(match.group(1))
            elif line == b"\r\n":
                break
            elif not (line.startswith(b"Content-Type: ") and line.endswith(b"\r\n")) or number == MAX_HEADER_LINES:
                return True, None
        else:
            return True, None
        assert length is not None
        if not 0 < length <= MAX_BODY:
            return True, None
        if len(buf) < at + length:
            return False, None
        body = bytes(buf[at : at + length])
        del buf[: at + length]
        return True, body

    def _fill(self, deadline: float | None) -> bool:
        if deadline is not None:
            import select

            left = deadline - time.monotonic()
            if left <= 0 or not select.select([self.fd], [], [], left)[0]:
                return False
        chunk = os.read(self.fd, 1 << 16)
        if not chunk:
            return False
        self.consumed += chunk
        self.pending += chunk
        return True


def start(stdin: BinaryIO, stdout: BinaryIO) -> Early:
    """Answer what can be answered before pygls is imported (see the module's docstring)."""
    try:
        fd: int | None = stdin.fileno()
    except (AttributeError, OSError, ValueError):
        fd = None
    if fd is None or os.name == "nt":
        return answer_initialize(stdin, stdout)
    reader = FrameReader(fd)
    body = reader.next_body()
    try:
        reply = reply_to(body) if body is not None else None
    except Exception:  # noqa: BLE001 - whatever this cannot read, pygls answers
        reply = None
    if reply is None:
        return Early(bytes(reader.consumed))
    msg_id, text = reply
    _write(stdout, text)
    early = Early(b"", {msg_id: text})
    first: FirstDocument | None = None
    try:
        first = FirstDocument(json.loads(body)["params"], reader, stdout, early)  # type: ignore[arg-type]
        first.run()
    except Exception:  # noqa: BLE001 - pygls does it all again, and says what went wrong
        pass
    return Early(bytes(reader.consumed), early.answered, early.published, 1 + (first.read if first is not None else 0))


def answer_initialize(stdin: BinaryIO, stdout: BinaryIO) -> Early:
    """Read the first message through the stream; reply to it on `stdout` when it is an initialize
    request pygls would accept (a stream without a descriptor to wait on)."""
    consumed, body = _read_frame(stdin)
    try:
        reply = reply_to(body) if body is not None else None
    except Exception:  # noqa: BLE001 - whatever this cannot read, pygls answers
        reply = None
    if reply is None:
        return Early(consumed)
    _write(stdout, reply[1])
    return Early(consumed, {reply[0]: reply[1]})


def _write(stdout: BinaryIO, text: str) -> None:
    stdout.write(frame(text))
    stdout.flush()


class HandOver(Exception):
    """The full server would do or say more than the early start can: pygls does it all."""


class FirstDocument:
    """The messages after the initialize reply, up to the first document's diagnostics, taken as
    server.py's handlers take them (on_initialize, on_configuration, on_open, on_pull)."""

    def __init__(self, init: dict[str, Any], reader: FrameReader, stdout: BinaryIO, early: Early) -> None:
        from hflint.catalog import default_catalog
        from hflint.files import ProjectConfig
        from hflint.lsp import session

        self.init = init
        self.reader = reader
        self.stdout = stdout
        self.early = early
        self.catalog = default_catalog()
        caps = init["capabilities"]
        self.pull = (caps.get("textDocument") or {}).get("diagnostic") is not None
        self.encoding = capabilities(caps)["positionEncoding"]
        root_uri = init.get("rootUri")
        if root_uri is None and init.get("rootPath") is not None:
            from pygls.uris import from_fs_path

            root_uri = from_fs_path(init["rootPath"])
        self.root = session.root_path(root_uri)
        folders: dict[str, str] = {}
        for folder in init.get("workspaceFolders") or ():
            from urllib.parse import unquote

            folders[unquote(folder["uri"])] = folder["uri"]  # (as pygls keys them)
        self.folder_uris = list(folders.values())
        options = init.get("initializationOptions")
        self.init_options = options if isinstance(options, dict) else None
        self.project = ProjectConfig()
        self.generation = 0
        self.configured = False  # a didChangeConfiguration came
        self.document: dict[str, Any] | None = None
        self.read = 0  # messages read after the initialize request
        self.apply_settings(options)

    def run(self) -> None:
        try:
            while True:
                body = self.reader.next_body(WAIT_S)
                if body is None:
                    return
                message = json.loads(body)
                self.read += 1
                if not self.take(message):
                    return
        except HandOver:
            return

    def take(self, message: Any) -> bool:
        """Take one message; False when the start ends here (answered, or left to pygls)."""
        if not isinstance(message, dict) or message.get("jsonrpc") != "2.0":
            return False
        method = message.get("method")
        params: Any = message.get("params")
        notice = message.keys() == {"jsonrpc", "method", "params"}
        if notice and method == "initialized" and params == {}:
            return True
        if notice and method == "workspace/didChangeConfiguration" and accepted(method, params):
            self.configuration(params["settings"])
            if self.document is not None and not self.pull:
                self.publish()
                return False
            return True
        if notice and method == "textDocument/didOpen" and self.document is None and accepted(method, params):
            doc = params["textDocument"]
            if doc["languageId"] != "python" or not doc["uri"].startswith("file:"):
                return False
            self.document = doc
            if self.configured and not self.pull:
                self.publish()
                return False
            return True
        if (
            self.document is not None
            and self.pull
            and method == "textDocument/diagnostic"
            and message.keys() == {"jsonrpc", "id", "method", "params"}
            and (type(message["id"]) is str or _fits(message["id"], "int", {}))
            and message["id"] not in self.early.answered
            and accepted(method, params)
            and params["textDocument"]["uri"] == self.document["uri"]
            and params.get("previousResultId") is None
            and params.get("partialResultToken") is None
            and params.get("workDoneToken") is None
        ):
            diagnostics, result_id = self.analyse()
            text = response(message["id"], {"kind": "full", "resultId": result_id, "items": diagnostics})
            _write(self.stdout, text)
            self.early.answered[message["id"]] = text
        return False

    def configuration(self, raw: Any) -> None:
        """server.on_configuration."""
        self.configured = True
        if isinstance(raw, dict) and "hflint" in raw:
            raw = raw["hflint"]
        if not raw:
            return  # ("nothing configured": the initializationOptions stay in force)
        if isinstance(raw, dict) and self.init_options:
            raw = {**self.init_options, **raw}
        self.apply_settings(raw)
        self.generation += 1

    def apply_settings(self, raw: Any) -> None:
        """server.apply_settings, where anything it would tell the user hands over."""
        from hflint.files import ConfigError, load_project_config
        from hflint.lsp.settings import parse_settings

        self.settings = parse_settings(raw, self.catalog)
        if self.settings.problems:
            raise HandOver
        if self.root is not None:
            try:
                self.project = load_project_config(self.root)
            except ConfigError:
                raise HandOver from None

    def analyse(self) -> tuple[list[Any], str]:
        """The document's diagnostics and pull result id, as the full server makes them."""
        from hflint.core.engine import analyze
        from hflint.core.workspace import disk_source
        from hflint.lsp import session

        def hand_over(_: str) -> None:
            raise HandOver

        release = session.decide_release(
            self.catalog,
            self.settings,
            self.project,
            self.root,
            lambda: session.folder_paths(self.root, self.folder_uris),
            hand_over,
            hand_over,
        )
        doc = self.document
        assert doc is not None
        uri, text, version = doc["uri"], doc["text"], doc["version"]
        unit = session.text_unit(uri, text, version, self.generation)

        def source_of(path: Path) -> tuple[str, object] | None:
            # (server.source_of: the open document's own text, else the file on disk)
            from urllib.parse import unquote

            from pygls.uris import from_fs_path

            other = from_fs_path(str(path))
            if other is not None and unquote(other) == unquote(uri):
                return text, ("open", version)
            return disk_source(path)

        release = session.unit_release(self.catalog, release, unit)
        settings = session.engine_settings(self.settings, self.project, release, self.root)
        result = analyze(unit.source, unit.path, settings, self.catalog, release, source_of, None, True, None)
        if result.internal_errors:
            raise HandOver
        diagnostics, _ = session.convert_findings(unit, result, self.encoding, self.catalog, None, hand_over)
        return diagnostics.get(uri, []), f"{session.result_id(self.generation, unit, result)}:{uri}"

    def publish(self) -> None:
        doc = self.document
        assert doc is not None
        diagnostics, _ = self.analyse()
        text = notification(
            "textDocument/publishDiagnostics", {"uri": doc["uri"], "diagnostics": diagnostics, "version": doc["version"]}
        )
        _write(self.stdout, text)
        self.early.published[doc["uri"]] = (doc["version"], text)


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
    if not accepted("initialize", message["params"]):
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


def accepted(method: str, params: Any) -> bool:
    """Whether pygls certainly accepts these params of `method` (its installed releases being those
    the shapes were made from)."""
    schema = _schema()
    return schema is not None and _fits(params, schema["roots"][method], schema["classes"])


def _schema() -> dict[str, Any] | None:
    """The params' shapes, when the installed pygls, lsprotocol and cattrs are those they were made from."""
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
