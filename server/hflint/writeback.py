"""Writing a fixed file back: in its own encoding, atomically, only over the bytes hflint read, never out of the checked tree.

`hflint check --fix` (and a notebook's fixes) end here. A file is written through a
temporary file in its own folder, flushed to disk and renamed over the original, with the
original's mode and owner; so a full disk, a crash or an interrupt leaves either the old
file or the new one, never a truncated one. Before the rename the file must still hold the
very bytes the analysis read: an edit saved meanwhile is never overwritten. A link is
written through to its target only when the target lies inside the checked tree, and stays
a link. Every refusal is a WriteRefused whose message says why; the file is then untouched.
"""

from __future__ import annotations

import io
import os
import stat
import tempfile
import tokenize
from collections.abc import Sequence
from pathlib import Path

BOM = b"\xef\xbb\xbf"
# What is read back to check the file is unchanged: a file that grew past this since is changed.
_READ_CHUNK = 1 << 20


class WriteRefused(Exception):
    """The file was not written (the message says why); it is as it was."""


def encode_fixed(original: bytes, old_text: str, new_text: str) -> bytes:
    """`new_text` as bytes in the encoding of `original` (whose decoding is `old_text`): the
    same byte-order mark, the same PEP 263 declaration, and the same bytes wherever the text is
    the same. Refuses (WriteRefused) when the encoding does not give the original bytes back
    from their text (writing the text again would change bytes no fix touched), when it cannot
    hold what a fix inserts, or when the new text would no longer be read in that encoding."""
    bom = original.startswith(BOM)
    try:
        encoding, _ = tokenize.detect_encoding(io.BytesIO(original).readline)
    except SyntaxError as err:
        raise WriteRefused(f"its encoding cannot be told ({err})") from None
    codec = "utf-8" if encoding == "utf-8-sig" else encoding
    body = original[len(BOM) :] if bom else original
    try:
        if old_text.encode(codec) != body:
            raise WriteRefused(
                f"its {encoding} bytes do not come back the same from their text, so writing "
                "it again would change bytes no fix touched"
            )
    except (UnicodeEncodeError, LookupError):
        raise WriteRefused(f"its text cannot be written in {encoding} again") from None
    try:
        new_body = new_text.encode(codec)
    except UnicodeEncodeError as err:
        raise WriteRefused(f"{encoding} cannot hold {err.object[err.start : err.end]!r}, which the fix inserts") from None
    new = (BOM if bom else b"") + new_body
    try:
        again, _ = tokenize.detect_encoding(io.BytesIO(new).readline)
    except SyntaxError:
        again = None
    if again != encoding:
        raise WriteRefused(f"the fix would move its encoding declaration ({encoding}) where Python no longer reads it")
    return new


def write_fixed(path: str | os.PathLike[str], original: bytes, new: bytes, roots: Sequence[str | os.PathLike[str]] = ()) -> None:
    """Replace the file at `path`, which held `original` when it was read, with `new`.

    `roots`: the checked tree (the folders and files named on the command line); a link is
    written through only to a target inside one of them (by default, the folder the path is
    in). Raises WriteRefused, the file untouched, when the target is outside, not a regular
    file, read-only, changed since it was read, or when any step of the write fails (a full
    disk, a folder without room for the temporary file, an owner that cannot be kept)."""
    given = Path(os.path.abspath(path))
    target = Path(os.path.realpath(given))
    allowed = [Path(os.path.realpath(r)) for r in roots] or [Path(os.path.realpath(given.parent))]
    if target != given and not any(_within(target, root) for root in allowed):
        raise WriteRefused(f"it links to a file outside the checked tree ({target}); not written through the link")
    try:
        st = os.stat(target)
    except OSError as err:
        raise WriteRefused(f"cannot be looked at ({err.strerror or err})") from None
    if not stat.S_ISREG(st.st_mode):
        raise WriteRefused("not a regular file")
    if not os.access(target, os.W_OK) or not st.st_mode & (stat.S_IWUSR | stat.S_IWGRP | stat.S_IWOTH):
        raise WriteRefused("read-only; not written")
    current = _current(target, max(len(original), len(new)))
    if current != original:
        if current == new:
            return  # (the same fix, written through another name for the same file)
        raise WriteRefused("changed since hflint read it; not overwritten")
    folder = target.parent
    try:
        fd, temp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".hflint-fix", dir=folder)
    except OSError as err:
        raise WriteRefused(f"no temporary file can be made beside it ({err.strerror or err})") from None
    renamed = False
    try:
        try:
            _write_all(fd, new)
            os.fsync(fd)
            if hasattr(os, "fchown") and (st.st_uid, st.st_gid) != _owner_of(fd):
                try:
                    os.fchown(fd, st.st_uid, st.st_gid)
                except PermissionError:
                    raise WriteRefused("its owner could not be kept on the new copy; not written") from None
            if hasattr(os, "fchmod"):
                os.fchmod(fd, stat.S_IMODE(st.st_mode))  # (after fchown, which may clear set-id bits)
            else:  # pragma: no cover - Windows
                os.chmod(temp, stat.S_IMODE(st.st_mode))
        finally:
            os.close(fd)
        # The last look before the rename: an edit saved while the copy was written wins.
        if _current(target, len(original)) != original:
            raise WriteRefused("changed since hflint read it; not overwritten")
        os.replace(temp, target)
        renamed = True
    except OSError as err:
        raise WriteRefused(err.strerror or str(err)) from None
    finally:
        if not renamed:
            try:
                os.unlink(temp)
            except OSError:
                pass
    _sync_folder(folder)


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        written = os.write(fd, view)
        view = view[written:]


def _current(path: Path, expected: int) -> bytes | None:
    """The file's bytes now, up to one more than `expected` (more means changed); None when unreadable."""
    try:
        with open(path, "rb") as fh:
            chunks, got = [], 0
            while got <= expected:
                chunk = fh.read(min(_READ_CHUNK, expected + 1 - got))
                if not chunk:
                    break
                chunks.append(chunk)
                got += len(chunk)
    except OSError:
        return None
    return b"".join(chunks)


def _owner_of(fd: int) -> tuple[int, int]:
    st = os.fstat(fd)
    return st.st_uid, st.st_gid


def _sync_folder(folder: Path) -> None:
    """Flush the rename itself to disk (where folders can be opened: not on Windows)."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def _within(path: Path, folder: Path) -> bool:
    return path == folder or folder in path.parents
