"""The JSON-RPC edge between the client's bytes and pygls: every request answered, stray bytes skipped, documents kept exact.

pygls drops what it cannot read: a request whose params do not match its type, a
request after `shutdown`, a message that is not JSON-RPC, all go unanswered, and
the client waits forever. A wrong Content-Length leaves the next header glued to
stray bytes, and pygls never finds a header again. Its documents count lines with
`str.splitlines`, so an edit below a form feed lands on the wrong line. This
module closes those gaps.
"""

from __future__ import annotations

import inspect
import json
import logging
from typing import Any, BinaryIO
from urllib.parse import unquote

from lsprotocol import types
from pygls.exceptions import (
    JsonRpcException,
    JsonRpcInvalidParams,
    JsonRpcInvalidRequest,
    JsonRpcMethodNotFound,
    JsonRpcServerNotInitialized,
)
from pygls.protocol import LanguageServerProtocol
from pygls.protocol.language_server import lsp_method
from pygls.workspace import TextDocument, Workspace

from hflint.core.source import split_lines
from hflint.lsp.early import frame

log = logging.getLogger("hflint.lsp")

HEADER = b"Content-Length:"


class LspLinesDocument(TextDocument):
    """A pygls document whose lines break where the client's do (\\n, \\r\\n, \\r; not at form feeds)."""

    @property
    def lines(self) -> tuple[str, ...]:
        return tuple(split_lines(self.source))


class LspLinesWorkspace(Workspace):
    def _create_text_document(self, doc_uri: str, source: str | None = None, version: int | None = None,
                              language_id: str | None = None) -> TextDocument:
        return LspLinesDocument(doc_uri, source=source, version=version, language_id=language_id,
                                sync_kind=self._sync_kind, position_codec=self._position_codec)


class Rejected:
    """A message that could not be read as its method's type; a request among them is answered with `error`."""

    __slots__ = ("error", "method", "msg_id")

    def __init__(self, msg_id: Any, method: Any, error: JsonRpcException) -> None:
        self.msg_id = msg_id
        self.method = method
        self.error = error


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


class HflintProtocol(LanguageServerProtocol):
    initialize_received = False
    _early: tuple[Any, str] | None = None

    def answered_early(self, msg_id: Any, body: str) -> None:
        """The request `msg_id` (initialize) was answered with `body` before pygls started: its
        reply from here is not sent again."""
        self._early = (msg_id, body)

    def _send_data(self, data: Any) -> None:
        early = self._early
        # (a response, not one of pygls's own requests: those have a method and ids of their own)
        if (early is not None and not isinstance(data, dict) and not hasattr(data, "method")
                and _same_id(getattr(data, "id", None), early[0])):
            self._early = None
            body = json.dumps(data, default=self._serialize_message)
            if body != early[1]:
                log.error("the early initialize reply differs from the server's: sent %s, the server's %s",
                          early[1], body)
            return
        super()._send_data(data)

    def _send_response(self, msg_id: Any, result: Any | None = None, error: Any | None = None) -> None:
        if error is None and isinstance(result, (JsonResult, JsonList)):
            self._result_types.pop(msg_id, None)
            shaped = dict(result) if isinstance(result, JsonResult) else list(result)
            self._send_text(dumps({"jsonrpc": self.VERSION, "id": msg_id, "result": shaped}))
            return
        super()._send_response(msg_id, result, error)

    def notify_json(self, method: str, params: dict[str, Any]) -> None:
        """A notification whose params are already LSP JSON."""
        self._send_text(dumps({"jsonrpc": self.VERSION, "method": method, "params": params}))

    def _send_text(self, body: str) -> None:
        """A message already encoded, framed and written as pygls writes its own (_send_data)."""
        if self.writer is None:
            log.error("no transport to send a message on")
            return
        data = frame(body) if self._include_headers else body.encode("utf-8")
        try:
            res = self.writer.write(data)
            if inspect.isawaitable(res):
                import asyncio

                asyncio.ensure_future(res)
        except BrokenPipeError:
            log.exception("the client closed its end")
            raise

    @property
    def shut_down(self) -> bool:
        """Whether the client sent `shutdown` (an `exit` without it is an error: exit code 1)."""
        return self._shutdown

    def structure_message(self, data: Any) -> Any:
        if not isinstance(data, dict) or "jsonrpc" not in data:
            return data  # a nested object (pygls's object_hook sees every one), or not JSON-RPC
        if "method" in data and "params" not in data:
            data = {**data, "params": None}  # JSON-RPC lets a request or notification omit its params
        try:
            return super().structure_message(data)
        except JsonRpcException as err:
            return Rejected(data.get("id"), data.get("method"), err)

    def handle_message(self, message: Any) -> None:
        if isinstance(message, Rejected):
            self._reject(message)
            return
        if getattr(message, "jsonrpc", None) != self.VERSION:
            # Valid JSON but no JSON-RPC 2.0 message: a number, a batch array, an object without "jsonrpc".
            bad_id = message.get("id") if isinstance(message, dict) else getattr(message, "id", None)
            log.warning("not a JSON-RPC 2.0 message: %.200r", message)
            self.send_error(bad_id, JsonRpcInvalidRequest("not a JSON-RPC 2.0 message"))
            return
        method = getattr(message, "method", None)
        msg_id = getattr(message, "id", None)
        if method == types.INITIALIZE:
            self.initialize_received = True
        elif not self.initialize_received and method not in (None, types.EXIT):
            # Before `initialize` a request gets ServerNotInitialized; a notification is dropped.
            if msg_id is not None:
                self.send_error(msg_id, JsonRpcServerNotInitialized(f"{method} before initialize"))
            return
        if self._shutdown and method not in (None, types.EXIT) and msg_id is not None:
            self.send_error(msg_id, JsonRpcInvalidRequest(f"the server is shutting down: {method} after shutdown"))
            return
        super().handle_message(message)

    def send_error(self, msg_id: Any, error: JsonRpcException) -> None:
        """An error response; `id` is null when the request's id could not be read (JSON-RPC 2.0, section 5)."""
        if msg_id is None:
            # (pygls's typed response would leave the null id out altogether)
            self._send_data({"jsonrpc": self.VERSION, "id": None, "error": {"code": error.code, "message": error.message}})
        else:
            self._send_response(msg_id, None, error.to_response_error())

    def _reject(self, message: Rejected) -> None:
        if message.msg_id is None or not isinstance(message.method, str):
            log.warning("ignored a %s message that does not match its type: %s",
                        message.method, message.error)
            return
        try:
            self._get_handler(message.method)
        except JsonRpcMethodNotFound as missing:
            error: JsonRpcException = missing
        else:
            error = JsonRpcInvalidParams(f"invalid params for {message.method}")
        self.send_error(message.msg_id, error)

    @lsp_method(types.INITIALIZE)
    def lsp_initialize(self, params: types.InitializeParams):
        result = yield from super().lsp_initialize(params)
        # pygls builds its own Workspace inside initialize; no document is open yet, so it is
        # replaced, once, by one whose documents count lines as the client does.
        old = self._workspace
        if type(old) is Workspace:
            self._workspace = LspLinesWorkspace(old.root_uri, old._sync_kind, list(old.folders.values()),
                                                old.position_encoding)
        return result

    @lsp_method(types.TEXT_DOCUMENT_DID_CHANGE)
    def lsp_text_document__did_change(self, params: types.DidChangeTextDocumentParams):
        # A change to a document that is not open (closed already, never opened) has nothing
        # to apply to; pygls would raise KeyError and show the user an error.
        if unquote(params.text_document.uri) not in self.workspace.text_documents:  # (pygls's keys are unquoted)
            log.warning("didChange for %s, which is not open: ignored", params.text_document.uri)
            return None
        return (yield from super().lsp_text_document__did_change(params))


def _same_id(a: Any, b: Any) -> bool:
    return type(a) is type(b) and a == b


class ResyncingInput:
    """The server's stdin for pygls's reader: a header that follows stray bytes on its line is cut loose.

    After a frame with a wrong Content-Length the rest of the stream is shifted: the
    next header arrives glued to the end of a body (`...}Content-Length: 120`), and a
    reader that only accepts headers at the start of a line never finds one again.
    """

    def __init__(self, raw: BinaryIO) -> None:
        self.raw = raw

    def readline(self) -> bytes:
        line = self.raw.readline()
        at = line.find(HEADER)
        if at > 0:
            log.warning("skipped %d stray bytes before a message header", at)
            return line[at:]
        return line

    def read(self, size: int = -1) -> bytes:
        return self.raw.read(size)
