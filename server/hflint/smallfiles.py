"""Read small regular files from the user's disk without hanging on FIFOs, looping on symlinks or loading huge files."""

from __future__ import annotations

import os
import stat
from pathlib import Path

# Config and metadata files are a few kilobytes; anything this big is not one.
DEFAULT_LIMIT = 1024 * 1024


class FileStamp:
    """What changes when a file is rewritten: the cache key of anything read from it. (Written
    out, not a dataclass: file discovery imports this module, and importing dataclasses costs
    a fifth of the start of a check that finds no file; tests/unit/test_startup.py.)"""

    __slots__ = ("mtime_ns", "size")
    mtime_ns: int
    size: int

    def __init__(self, mtime_ns: int, size: int) -> None:
        object.__setattr__(self, "mtime_ns", mtime_ns)
        object.__setattr__(self, "size", size)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"FileStamp is frozen: cannot set {name}")

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not FileStamp:
            return NotImplemented
        assert isinstance(other, FileStamp)
        return self.mtime_ns == other.mtime_ns and self.size == other.size

    def __hash__(self) -> int:
        return hash((self.mtime_ns, self.size))

    def __reduce__(self) -> tuple[type[FileStamp], tuple[int, int]]:
        return FileStamp, (self.mtime_ns, self.size)

    def __repr__(self) -> str:
        return f"FileStamp(mtime_ns={self.mtime_ns!r}, size={self.size!r})"


def stamp(path: Path) -> FileStamp | None:
    """The file's stamp, following symlinks; None when it is missing or unreachable."""
    try:
        st = os.stat(path)
    except (OSError, ValueError):
        return None
    return FileStamp(st.st_mtime_ns, st.st_size)


def read_bytes(path: Path, limit: int = DEFAULT_LIMIT) -> tuple[bytes | None, str | None]:
    """The file's bytes, or None and the reason it was skipped ("not found" included).

    The type is checked before opening so a FIFO or a device never blocks the
    reader; the open itself is non-blocking and re-checked (the file can be
    swapped between the two), and at most `limit` + 1 bytes are read.
    """
    try:
        st = os.stat(path)
    except FileNotFoundError:
        return None, f"{path}: not found"
    except OSError as err:
        # ELOOP for a symlink loop, EACCES on a folder on the way, ENAMETOOLONG...
        return None, f"{path}: cannot be reached ({err.strerror or err})"
    except ValueError as err:  # a NUL byte in the path
        return None, f"{path}: {err}"
    if not stat.S_ISREG(st.st_mode):
        return None, f"{path}: not a regular file; skipped"
    if st.st_size > limit:
        return None, f"{path}: {st.st_size} bytes, more than the {limit} read at most; skipped"
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except OSError as err:
        return None, f"{path}: cannot be opened ({err.strerror or err})"
    try:
        opened = os.fstat(fd)
        if not stat.S_ISREG(opened.st_mode):
            return None, f"{path}: not a regular file; skipped"
        if opened.st_size == 0:
            return b"", None  # (empty; or one of /proc's files, which say so and must not be read)
        chunks: list[bytes] = []
        remaining = limit + 1
        while remaining > 0:
            chunk = os.read(fd, min(remaining, 65536))
            if not chunk:
                break
            chunks.append(chunk)
            remaining -= len(chunk)
    except OSError as err:
        return None, f"{path}: cannot be read ({err.strerror or err})"
    finally:
        os.close(fd)
    data = b"".join(chunks)
    if len(data) > limit:
        return None, f"{path}: grew past the {limit} bytes read at most; skipped"
    return data, None


def read_text(path: Path, limit: int = DEFAULT_LIMIT) -> tuple[str | None, str | None]:
    """The file as UTF-8 text (a byte-order mark dropped), or None and the reason."""
    data, problem = read_bytes(path, limit)
    if data is None:
        return None, problem
    try:
        return data.decode("utf-8-sig"), None
    except UnicodeDecodeError as err:
        return None, f"{path}: not UTF-8 text ({err.reason} at byte {err.start})"


def is_dir(path: Path) -> bool:
    """Path.is_dir without exceptions (symlink loops, permission errors, NUL bytes)."""
    try:
        return stat.S_ISDIR(os.stat(path).st_mode)
    except (OSError, ValueError):
        return False


def is_file(path: str | Path) -> bool:
    try:
        return stat.S_ISREG(os.stat(path).st_mode)
    except (OSError, ValueError):
        return False
