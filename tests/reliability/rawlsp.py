"""A bare JSON-RPC client for the language server: Content-Length frames written by hand, so they can be broken on purpose.

Unlike pytest-lsp's client it validates nothing it sends: malformed JSON, wrong
lengths, wrong parameter types and protocol-order violations all reach the server
as written. Replies and notifications are read by a thread and queued.
"""

from __future__ import annotations

import json
import queue
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

SERVER = [sys.executable, "-m", "hflint", "server"]
TIMEOUT = 30.0

# JSON-RPC and LSP error codes.
PARSE_ERROR = -32700
INVALID_REQUEST = -32600
METHOD_NOT_FOUND = -32601
INVALID_PARAMS = -32602
INTERNAL_ERROR = -32603
SERVER_NOT_INITIALIZED = -32002
REQUEST_CANCELLED = -32800


def frame(body: bytes, length: int | None = None) -> bytes:
    """One message as it travels: the header (with `length`, the true one by default) and the body."""
    size = len(body) if length is None else length
    return f"Content-Length: {size}\r\n\r\n".encode("ascii") + body


class RawServer:
    """`python -m hflint server` as a child process, spoken to byte by byte."""

    def __init__(self, cwd: Path, command: list[str] | None = None, env: dict[str, str] | None = None) -> None:
        self.proc = subprocess.Popen(
            command or SERVER, cwd=cwd, env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE
        )
        self.inbox: queue.Queue[dict[str, Any]] = queue.Queue()
        self.seen: list[dict[str, Any]] = []  # every message read, in order
        self.stderr = bytearray()
        self._ids = iter(range(1, 1 << 30))
        self._reader = threading.Thread(target=self._read_stdout, daemon=True)
        self._reader.start()
        threading.Thread(target=self._read_stderr, daemon=True).start()

    # ------------------------------------------------------------ the wire

    def _read_stdout(self) -> None:
        out = self.proc.stdout
        assert out is not None
        while True:
            length = None
            while True:  # headers up to the blank line
                line = out.readline()
                if not line:
                    return
                if line in (b"\r\n", b"\n"):
                    break
                name, _, value = line.decode("ascii", "replace").partition(":")
                if name.strip().lower() == "content-length":
                    length = int(value.strip())
            if length is None:
                continue
            body = out.read(length)
            message = json.loads(body)
            self.seen.append(message)
            self.inbox.put(message)

    def _read_stderr(self) -> None:
        err = self.proc.stderr
        assert err is not None
        for line in iter(err.readline, b""):
            self.stderr += line

    def send_bytes(self, data: bytes) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.write(data)
        self.proc.stdin.flush()

    def send(self, message: Any) -> None:
        self.send_bytes(frame(json.dumps(message).encode("utf-8")))

    # ------------------------------------------------------------ messages

    def request(self, method: str, params: Any = None, *, msg_id: Any = None) -> Any:
        """Send a request; returns its id."""
        msg_id = next(self._ids) if msg_id is None else msg_id
        message: dict[str, Any] = {"jsonrpc": "2.0", "id": msg_id, "method": method}
        if params is not None:
            message["params"] = params
        self.send(message)
        return msg_id

    def notify(self, method: str, params: Any = None) -> None:
        message: dict[str, Any] = {"jsonrpc": "2.0", "method": method}
        if params is not None:
            message["params"] = params
        self.send(message)

    def wait_for(
        self, predicate: Callable[[dict[str, Any]], bool], timeout: float = TIMEOUT, what: str = "a message"
    ) -> dict[str, Any]:
        """The first message, already seen or still to come, that satisfies `predicate`."""
        for message in list(self.seen):
            if predicate(message):
                return message
        deadline = time.monotonic() + timeout
        while True:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise TimeoutError(f"no {what} within {timeout} s; stderr:\n{self.stderr.decode(errors='replace')}")
            try:
                message = self.inbox.get(timeout=remaining)
            except queue.Empty:
                continue
            if predicate(message):
                return message

    def response(self, msg_id: Any, timeout: float = TIMEOUT) -> dict[str, Any]:
        return self.wait_for(lambda m: "method" not in m and m.get("id") == msg_id, timeout, f"response to {msg_id!r}")

    def call(self, method: str, params: Any = None, timeout: float = TIMEOUT) -> dict[str, Any]:
        return self.response(self.request(method, params), timeout)

    def errors_without_id(self) -> list[dict[str, Any]]:
        return [m for m in self.seen if "error" in m and m.get("id") is None]

    def diagnostics(
        self,
        uri: str,
        predicate: Callable[[list[dict[str, Any]]], bool] = lambda d: True,
        timeout: float = TIMEOUT,
        after: int = 0,
    ) -> list[dict[str, Any]]:
        """The first publishDiagnostics for `uri` (from the `after`-th message on) whose list satisfies `predicate`."""

        def match(m: dict[str, Any]) -> bool:
            return (
                m.get("method") == "textDocument/publishDiagnostics"
                and m["params"]["uri"] == uri
                and predicate(m["params"]["diagnostics"])
                and self.seen.index(m) >= after
            )

        return self.wait_for(match, timeout, f"diagnostics for {uri}")["params"]["diagnostics"]

    # ------------------------------------------------------------ session

    def initialize(self, root: Path, options: dict[str, Any] | None = None) -> dict[str, Any]:
        reply = self.call(
            "initialize",
            {
                "processId": None,
                "rootUri": root.as_uri(),
                "capabilities": {"textDocument": {"hover": {"contentFormat": ["markdown"]}, "publishDiagnostics": {}}},
                "initializationOptions": {"transformersVersion": "5.23.0", **(options or {})},
            },
        )
        self.notify("initialized", {})
        return reply

    def open(self, uri: str, text: str, version: int = 1) -> None:
        self.notify(
            "textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "python", "version": version, "text": text}}
        )

    def hover(self, uri: str, line: int, character: int, timeout: float = TIMEOUT) -> dict[str, Any]:
        return self.call(
            "textDocument/hover", {"textDocument": {"uri": uri}, "position": {"line": line, "character": character}}, timeout
        )

    def shutdown_and_exit(self, timeout: float = TIMEOUT) -> int:
        self.call("shutdown")
        self.notify("exit")
        return self.proc.wait(timeout)

    def alive(self) -> bool:
        return self.proc.poll() is None

    def kill(self) -> None:
        if self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait(10)
