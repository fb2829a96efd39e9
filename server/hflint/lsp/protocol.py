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
import re
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
from hflint.lsp.wire import EncodedJson, JsonList, JsonResult, dumps, frame

__all__ = ["EncodedJson", "HflintProtocol", "JsonList", "JsonResult", "ResyncingInput", "dumps"]

log = logging.getLogger("hflint.lsp")

HEADER = b"Content-Length:"


class LspLinesDocument(TextDocument):
    """A pygls document whose lines break where the client's do (\\n, \\r\\n, \\r; not at form feeds)."""

    @property
    def lines(self) -> tuple[str, ...]:
        return tuple(split_lines(self.source))


class LspLinesWorkspace(Workspace):
    def _create_text_document(
        self, doc_uri: str, source: str | None = None, version: int | None = None, language_id: str | None = None
    ) -> TextDocument:
        return LspLinesDocument(
            doc_uri,
            source=source,
            version=version,
            language_id=language_id,
            sync_kind=self._sync_kind,
            position_codec=self._position_codec,
        )


class Rejected:
    """A message that could not be read as its method's type; a request among them is answered with `error`
    (`answer`: even with id null, its own id being unusable)."""

    __slots__ = ("answer", "error", "method", "msg_id")

    def __init__(self, msg_id: Any, method: Any, error: JsonRpcException, answer: bool = False) -> None:
        self.msg_id = msg_id
        self.method = method
        self.error = error
        self.answer = answer


def _is_notification(method: str) -> bool:
    """An LSP notification (it has no response type), or `$/...`, which LSP keeps for notifications."""
    known = types.METHOD_TO_TYPES.get(method)
    if known is not None:
        return known[1] is None
    return method.startswith("$/")


class HflintProtocol(LanguageServerProtocol):
    initialize_received = False
    # What the early start (early.py) sent before pygls started: responses by request id, and
    # diagnostics published by document URI, with the document's version.
    _early_answers: dict[Any, str] = {}
    _early_pushes: dict[str, tuple[Any, str]] = {}

    _replayed = 0  # messages the early start read, which pygls handles again first
    _handled = 0

    def answered_early(self, answered: dict[Any, str], published: dict[str, tuple[Any, str]], messages: int = 0) -> None:
        """The early start read `messages` messages and sent these (the initialize reply, a first
        pull of diagnostics, a first publication): the same answers from here are not sent
        again; they are compared, and a difference is logged."""
        self._early_answers = dict(answered)
        self._early_pushes = dict(published)
        self._replayed = messages

    @property
    def caught_up(self) -> bool:
        """Whether every message the early start read has been handled here. Until then the client
        has sent more than the server has taken in (settings after a didOpen, say): diagnostics
        made now could be for settings already replaced."""
        return self._handled >= self._replayed

    def _answered_early(self, msg_id: Any, body: str, what: str) -> bool:
        """Whether request `msg_id` was answered early (its answer from here, `body`, is then dropped)."""
        for early_id, early_body in self._early_answers.items():
            if _same_id(msg_id, early_id):
                del self._early_answers[early_id]
                if body != early_body:
                    log.error(
                        "the early answer to %s differs from the server's: sent %.2000s, the server's %.2000s",
                        what,
                        early_body,
                        body,
                    )
                    if what == "textDocument/diagnostic":
                        self._ask_to_pull_again()
                return True
        return False

    def _ask_to_pull_again(self) -> None:
        workspace = getattr(getattr(self, "client_capabilities", None), "workspace", None)
        if getattr(getattr(workspace, "diagnostics", None), "refresh_support", False):
            self._server.workspace_diagnostic_refresh(None)  # type: ignore[attr-defined]

    def _send_data(self, data: Any) -> None:
        # (a response, not one of pygls's own requests: those have a method and ids of their own)
        if (
            self._early_answers
            and not isinstance(data, dict)
            and not hasattr(data, "method")
            and self._answered_early(getattr(data, "id", None), json.dumps(data, default=self._serialize_message), "initialize")
        ):
            return
        super()._send_data(data)

    def _send_response(self, msg_id: Any, result: Any | None = None, error: Any | None = None) -> None:
        if error is None and isinstance(result, (JsonResult, JsonList)):
            self._result_types.pop(msg_id, None)
            shaped = dict(result) if isinstance(result, JsonResult) else list(result)
            text = dumps({"jsonrpc": self.VERSION, "id": msg_id, "result": shaped})
            if self._early_answers and self._answered_early(msg_id, text, "textDocument/diagnostic"):
                return
            self._send_text(text)
            return
        super()._send_response(msg_id, result, error)

    def notify_json(self, method: str, params: dict[str, Any]) -> None:
        """A notification whose params are already LSP JSON."""
        text = dumps({"jsonrpc": self.VERSION, "method": method, "params": params})
        if self._early_pushes and method == types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS:
            early = self._early_pushes.pop(str(params.get("uri")), None)
            if early is not None and early[1] == text:
                return  # (the early start published these very diagnostics)
            if early is not None and early[0] == params.get("version"):
                log.error(
                    "the diagnostics published early differ from the server's: sent %.2000s, the server's %.2000s", early[1], text
                )
        self._send_text(text)

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
        method = data.get("method")
        if "id" in data:
            msg_id = data["id"]
            if not (type(msg_id) is str or type(msg_id) is int or msg_id is None):
                # NaN, Infinity, 1e999, 1.5, true, objects: LSP ids are integers or strings, and
                # echoing NaN or Infinity back would be no JSON at all. Answered with id null.
                return Rejected(
                    None,
                    method,
                    JsonRpcInvalidRequest(f"id must be an integer or a string, not {type(msg_id).__name__} {str(msg_id)[:40]}"),
                    answer=isinstance(method, str),
                )
            if isinstance(method, str) and _is_notification(method):
                return Rejected(msg_id, method, JsonRpcInvalidRequest(f"{method} is a notification: it has no id"))
        if "method" in data and "params" not in data:
            data = {**data, "params": None}  # JSON-RPC lets a request or notification omit its params
        try:
            return super().structure_message(data)
        except JsonRpcException as err:
            return Rejected(data.get("id"), data.get("method"), err)

    def handle_message(self, message: Any) -> None:
        try:
            self._handle_message(message)
        finally:
            self._handled += 1

    def _handle_message(self, message: Any) -> None:
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
        if isinstance(message.error, JsonRpcInvalidRequest) and (message.msg_id is not None or message.answer):
            log.warning("rejected a %s message: %s", message.method, message.error.message)
            self.send_error(message.msg_id, message.error)
            return
        if message.msg_id is None or not isinstance(message.method, str):
            log.warning("ignored a %s message that does not match its type: %s", message.method, message.error)
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
            self._workspace = LspLinesWorkspace(old.root_uri, old._sync_kind, list(old.folders.values()), old.position_encoding)
        return result

    @lsp_method(types.NOTEBOOK_DOCUMENT_DID_CHANGE)
    def lsp_notebook_document__did_change(self, params: types.DidChangeNotebookDocumentParams):
        # A change naming a notebook that is not open, or cells it does not have: pygls would
        # raise KeyError (an error popup), or half apply it. Ignored whole, with a log line.
        problem = _notebook_change_problem(self.workspace, params)
        if problem is not None:
            log.warning("notebookDocument/didChange for %s ignored: %s", params.notebook_document.uri, problem)
            return None
        return (yield from super().lsp_notebook_document__did_change(params))

    @lsp_method(types.TEXT_DOCUMENT_DID_CHANGE)
    def lsp_text_document__did_change(self, params: types.DidChangeTextDocumentParams):
        # A change to a document that is not open (closed already, never opened) has nothing
        # to apply to; pygls would raise KeyError and show the user an error.
        if unquote(params.text_document.uri) not in self.workspace.text_documents:  # (pygls's keys are unquoted)
            log.warning("didChange for %s, which is not open: ignored", params.text_document.uri)
            return None
        return (yield from super().lsp_text_document__did_change(params))


def _notebook_change_problem(workspace: Workspace, params: types.DidChangeNotebookDocumentParams) -> str | None:
    """Why the change cannot apply to the notebook the workspace holds; None when it can."""
    notebook = workspace.get_notebook_document(notebook_uri=params.notebook_document.uri)
    if notebook is None:
        return "the notebook is not open"
    cells = params.change.cells
    if cells is None:
        return None
    known = [unquote(cell.document) for cell in notebook.cells]
    structure = cells.structure
    opened: set[str] = set()
    closing: set[str] = set()
    if structure is not None:
        array = structure.array
        if not (0 <= array.start <= len(known) and 0 <= array.delete_count <= len(known) - array.start):
            return f"it replaces cells {array.start} to {array.start + array.delete_count} of {len(known)}"
        known[array.start : array.start + array.delete_count] = [unquote(c.document) for c in array.cells or []]
        opened = {unquote(doc.uri) for doc in structure.did_open or []}
        closing = {unquote(doc.uri) for doc in structure.did_close or []}
        for uri in closing:
            if uri not in workspace.text_documents:
                return f"it closes the cell {uri}, which is not open"
    for text in cells.text_content or []:
        uri = unquote(text.document.uri)
        if uri not in known or uri in closing or (uri not in workspace.text_documents and uri not in opened):
            return f"it edits the cell {text.document.uri}, which the notebook does not have"
    return None


def _same_id(a: Any, b: Any) -> bool:
    return type(a) is type(b) and a == b


# A frame's body is at most this long: the largest document the server analyses (MAX_DOCUMENT_CHARS,
# 20 million characters) fits, with room for JSON's escapes; a longer frame is dropped unread.
MAX_FRAME_BYTES = 64 << 20
# Header lines in one frame (LSP has two: Content-Length and Content-Type).
MAX_HEADER_LINES = 32
# A header line is short: a longer line is junk, read and dropped in pieces of this size.
MAX_LINE_BYTES = 64 << 10
_LENGTH_LINE = re.compile(rb"Content-Length: (\d{1,12})\r\n")


class ResyncingInput:
    """The server's stdin for pygls's reader: only well-formed frames reach it, within bounds.

    - A header that follows stray bytes on its line is cut loose. After a frame with a wrong
      Content-Length the rest of the stream is shifted: the next header arrives glued to the end
      of a body (`...}Content-Length: 120`), and a reader that only accepts headers at the start
      of a line never finds one again.
    - Lines between frames that are no Content-Length header are skipped here, in one loop,
      rather than handed to pygls one at a time (two million junk lines took it 165 s).
    - A Content-Length over MAX_FRAME_BYTES (or with more than 12 digits) is dropped, never
      read into memory: its body is skipped as junk up to the next header.
    - A frame with more than MAX_HEADER_LINES header lines is cut short: pygls gets an end of
      headers and a body that is no JSON, and answers a parse error; the rest is skipped.
    - Every line is read at most MAX_LINE_BYTES at a time.
    """

    def __init__(self, raw: BinaryIO) -> None:
        self.raw = raw
        self.in_headers = False
        self.header_lines = 0
        self.broken_body = False
        self.pending: tuple[bytes, bool] | None = None  # a line read, for the next readline to look at

    def readline(self, size: int = -1) -> bytes:
        while True:
            if self.pending is not None:
                (line, long), self.pending = self.pending, None
            else:
                line, long = self._line()
            if not line:
                return b""  # the end of the stream
            if self.in_headers:
                if not line.strip():
                    self.in_headers = False
                    return line
                self.header_lines += 1
                if self.header_lines > MAX_HEADER_LINES or long:
                    # pygls has the frame's length already: it is handed an end of headers and
                    # a body that is no JSON (a parse error), and the line is looked at again.
                    log.warning(
                        "a frame with more than %d header lines, or a header line longer than %d bytes: dropped",
                        MAX_HEADER_LINES,
                        MAX_LINE_BYTES,
                    )
                    self.in_headers = False
                    self.broken_body = True
                    self.pending = (line, long)
                    return b"\r\n"
                return line
            at = line.find(HEADER)
            if at < 0:
                continue  # junk between frames
            if at > 0:
                log.warning("skipped %d stray bytes before a message header", at)
                line = line[at:]
            match = _LENGTH_LINE.fullmatch(line)
            if match is None:
                log.warning("skipped a malformed header: %.80r", line)
                continue
            length = int(match.group(1))
            if length == 0:
                continue
            if length > MAX_FRAME_BYTES:
                log.warning("dropped a frame of %d bytes (at most %d are read); its body is skipped", length, MAX_FRAME_BYTES)
                continue
            self.in_headers = True
            self.header_lines = 0
            return line

    def _line(self) -> tuple[bytes, bool]:
        """The next line, and whether it was longer than MAX_LINE_BYTES: such a line is read in
        pieces and only its end kept (a header may be glued to the end of a long body)."""
        line = self.raw.readline(MAX_LINE_BYTES)
        if len(line) < MAX_LINE_BYTES or line.endswith(b"\n"):
            return line, False
        tail = line
        while True:
            keep = tail[-len(HEADER) - 16 :]
            tail = self.raw.readline(MAX_LINE_BYTES)
            if not tail:
                return b"\n", True  # (the stream ended inside it; the next read finds the end)
            if tail.endswith(b"\n"):
                return keep + tail, True

    def read(self, size: int = -1) -> bytes:
        if self.broken_body:
            self.broken_body = False
            return b"\0"  # (no JSON: pygls answers a parse error)
        return self.raw.read(size)
