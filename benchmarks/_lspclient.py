"""A minimal LSP client over stdio for the benchmarks: JSON-RPC framing, timestamps on arrival.

Deliberately small (no lsprotocol objects): the client's own cost stays out of the
measured latencies. A reader thread stamps every message with time.perf_counter() as
soon as its body has been read, answers the server's requests (configuration,
registration, progress) with empty results, and wakes the waiting benchmark.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

SERVER = [sys.executable, "-m", "hflint", "server"]


@dataclass(frozen=True, slots=True)
class Message:
    at: float
    body: dict[str, Any]

    @property
    def method(self) -> str | None:
        return self.body.get("method")

    @property
    def params(self) -> Any:
        return self.body.get("params")


def push_capabilities() -> dict[str, Any]:
    """A client that takes pushed diagnostics only (no pull), like eglot or a plain LSP client."""
    return {
        "general": {"positionEncodings": ["utf-16"]},
        "textDocument": {
            "synchronization": {"didSave": True, "dynamicRegistration": False},
            "publishDiagnostics": {"relatedInformation": True, "versionSupport": True},
            "hover": {"contentFormat": ["markdown", "plaintext"]},
            "codeAction": {"codeActionLiteralSupport": {"codeActionKind": {"valueSet": ["quickfix", "source", "source.fixAll"]}}},
        },
        "workspace": {"workspaceFolders": True, "configuration": False},
    }


class LspClient:
    def __init__(
        self, root: Path, options: dict[str, Any] | None = None, cmd: list[str] | None = None, env: dict[str, str] | None = None
    ) -> None:
        self.root = root
        self.options = options or {}
        self.stderr = tempfile.TemporaryFile()
        self.spawned_at = time.perf_counter()
        self.proc = subprocess.Popen(
            cmd or SERVER, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self.stderr, cwd=str(root), env=env, bufsize=0
        )
        self._write_lock = threading.Lock()
        self._cond = threading.Condition()
        self._responses: dict[int, Message] = {}
        self.notifications: list[Message] = []
        self._next_id = 0
        self._closed = False
        self._reader = threading.Thread(target=self._read_loop, daemon=True)
        self._reader.start()

    @property
    def pid(self) -> int:
        return self.proc.pid

    # ------------------------------------------------------------ wire

    def _send(self, body: dict[str, Any]) -> None:
        data = json.dumps(body, separators=(",", ":")).encode("utf-8")
        with self._write_lock:
            self.proc.stdin.write(b"Content-Length: %d\r\n\r\n" % len(data) + data)
            self.proc.stdin.flush()

    def _read_exact(self, n: int) -> bytes:
        chunks, left = [], n
        while left:
            chunk = self.proc.stdout.read(left)
            if not chunk:
                raise EOFError
            chunks.append(chunk)
            left -= len(chunk)
        return b"".join(chunks)

    def _read_loop(self) -> None:
        out = self.proc.stdout
        try:
            while True:
                length = None
                while True:
                    line = out.readline()
                    if not line:
                        raise EOFError
                    line = line.strip()
                    if not line:
                        break
                    name, _, value = line.partition(b":")
                    if name.lower() == b"content-length":
                        length = int(value)
                if length is None:
                    continue
                body = self._read_exact(length)
                at = time.perf_counter()
                msg = Message(at, json.loads(body))
                self._dispatch(msg)
        except (EOFError, ValueError, OSError):
            pass
        finally:
            with self._cond:
                self._closed = True
                self._cond.notify_all()

    def _dispatch(self, msg: Message) -> None:
        body = msg.body
        if "id" in body and "method" in body:
            # A request from the server: answer so that it never waits on us.
            result: Any = None
            if body["method"] == "workspace/configuration":
                result = [None for _ in (body.get("params") or {}).get("items", [])]
            self._send({"jsonrpc": "2.0", "id": body["id"], "result": result})
            return
        with self._cond:
            if "id" in body:
                self._responses[body["id"]] = msg
            else:
                self.notifications.append(msg)
            self._cond.notify_all()

    # ------------------------------------------------------------ API

    def request_async(self, method: str, params: Any) -> int:
        self._next_id += 1
        self._send({"jsonrpc": "2.0", "id": self._next_id, "method": method, "params": params})
        return self._next_id

    def response(self, rid: int, timeout: float = 120) -> Message:
        deadline = time.perf_counter() + timeout
        with self._cond:
            while rid not in self._responses:
                left = deadline - time.perf_counter()
                if left <= 0 or self._closed:
                    raise TimeoutError(f"no response to request {rid}{self._stderr_tail()}")
                self._cond.wait(left)
            msg = self._responses.pop(rid)
        if "error" in msg.body:
            raise RuntimeError(f"server error: {msg.body['error']}")
        return msg

    def request(self, method: str, params: Any, timeout: float = 120) -> tuple[float, Any]:
        """(seconds from send to the response's arrival, result)."""
        start = time.perf_counter()
        rid = self.request_async(method, params)
        msg = self.response(rid, timeout)
        return msg.at - start, msg.body.get("result")

    def notify(self, method: str, params: Any) -> None:
        self._send({"jsonrpc": "2.0", "method": method, "params": params})

    def mark(self) -> int:
        """A position in the notification stream; wait_for looks only at what arrives after it."""
        with self._cond:
            return len(self.notifications)

    def wait_for(self, pred: Callable[[Message], bool], since: int, timeout: float = 300) -> Message:
        return self.wait_for_at(pred, since, timeout)[1]

    def wait_for_at(self, pred: Callable[[Message], bool], since: int, timeout: float = 300) -> tuple[int, Message]:
        """The first notification at or after `since` that matches, with the position after it."""
        deadline = time.perf_counter() + timeout
        with self._cond:
            i = since
            while True:
                while i < len(self.notifications):
                    msg = self.notifications[i]
                    i += 1
                    if pred(msg):
                        return i, msg
                left = deadline - time.perf_counter()
                if left <= 0 or self._closed:
                    raise TimeoutError(f"notification not received{self._stderr_tail()}")
                self._cond.wait(left)

    def diagnostics_for(self, uri: str, version: int | None, since: int, timeout: float = 300) -> Message:
        def match(m: Message) -> bool:
            return (
                m.method == "textDocument/publishDiagnostics"
                and m.params["uri"] == uri
                and (version is None or m.params.get("version") == version)
            )

        return self.wait_for(match, since, timeout)

    def initialize(self, capabilities: dict[str, Any] | None = None) -> float:
        """Send initialize and initialized; returns seconds from spawn to the initialize reply."""
        params = {
            "processId": os.getpid(),
            "rootUri": self.root.as_uri(),
            "rootPath": str(self.root),
            "workspaceFolders": [{"uri": self.root.as_uri(), "name": self.root.name}],
            "capabilities": capabilities or push_capabilities(),
            "initializationOptions": self.options,
        }
        rid = self.request_async("initialize", params)
        msg = self.response(rid)
        self.notify("initialized", {})
        return msg.at - self.spawned_at

    def did_open(self, path: Path, text: str, version: int = 1) -> str:
        uri = path.as_uri()
        self.notify(
            "textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "python", "version": version, "text": text}}
        )
        return uri

    def did_change(self, uri: str, version: int, changes: list[dict[str, Any]]) -> None:
        self.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": version}, "contentChanges": changes})

    def shutdown(self, timeout: float = 10) -> None:
        try:
            self.request("shutdown", None, timeout=timeout)
            self.notify("exit", None)
        except (TimeoutError, RuntimeError, OSError):
            pass
        try:
            self.proc.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()

    def _stderr_tail(self) -> str:
        try:
            self.stderr.seek(0)
            tail = self.stderr.read()[-2000:].decode(errors="replace")
        except OSError:
            return ""
        return f"; server stderr: {tail}" if tail.strip() else ""

    def __enter__(self) -> LspClient:
        return self

    def __exit__(self, *exc: object) -> None:
        if self.proc.poll() is None:
            self.shutdown()
