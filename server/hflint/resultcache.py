"""The check's result cache on disk: a file's findings kept by what they depend on, for the next run.

`hflint check` keeps, for each Python file it analysed, the findings under a key made of the
file's bytes, its path as shown, the settings, the release assumed (and where it came from),
hflint's version and code, the catalog (its files, the checkpoint table among them) and the
Python that parses (its `ast` is the grammar). An entry keeps the findings and the places the
walk did not follow to their end (cuts), and lists what the analysis read besides: each
workspace module (by the digest of its bytes), each module an import found and could not read
(too large, undecodable), each path an import looked for a module at and found none, and each
checkpoint it looked up (what was found, looked up again). The entry serves a later run only
while all of that is as it was; else the file is analysed again and the entry replaced.

The cache lives in `.hflint_cache/` at the workspace root (like ruff's `.ruff_cache`, with a
`.gitignore` of `*` and a CACHEDIR.TAG), or in `--cache-dir` / $HFLINT_CACHE_DIR; `--no-cache`
neither reads nor writes it. A folder that cannot be written is not an error: the run goes on
without a cache. Entries sit under a folder named by the digest of hflint's code and the
catalog; the folders of other digests are removed when a new one is made. Not cached: files
with internal errors, notebooks, files the run's screen did not pass, and runs that fix, diff or
compare releases (--upgrade-to). Files are read as the analysis reads them: capped, never a
FIFO or a device.
"""

from __future__ import annotations

import hashlib
import os
import pickle
import sys
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING

from hflint import __version__

if TYPE_CHECKING:
    from hflint.core.engine import AnalysisResult
    from hflint.core.findings import Cut, Finding
    from hflint.core.settings import Settings
    from hflint.versions import AssumedRelease

CACHE_FOLDER = ".hflint_cache"
ENV_VAR = "HFLINT_CACHE_DIR"
_FORMAT = 2
_TAG = (
    "Signature: 8a477f597d28d172789f06886806bc55\n"
    "# This file is a cache directory tag created by hflint.\n"
    "# For information about cache directory tags see https://bford.info/cachedir/\n"
)


def _tree_stamp(root: Path, suffixes: tuple[str, ...] | None) -> bytes:
    """The names, sizes and modification times of the files under `root` (their order fixed)."""
    rows = []
    for folder, dirs, files in os.walk(root):
        dirs[:] = sorted(d for d in dirs if d != "__pycache__")
        for name in sorted(files):
            if suffixes is None or name.endswith(suffixes):
                try:
                    st = os.stat(os.path.join(folder, name))
                except OSError:
                    continue
                rows.append(f"{os.path.relpath(os.path.join(folder, name), root)}\0{st.st_size}\0{st.st_mtime_ns}")
    return "\n".join(rows).encode("utf-8", "surrogateescape")


def code_digest(catalog_root: Path | None) -> str:
    """hflint's version, its code and the catalog, in one digest: an entry made by other code or
    from another catalog is never read."""
    h = hashlib.sha256(f"hflint {__version__} format {_FORMAT} python {sys.version}\n".encode())
    h.update(_tree_stamp(Path(__file__).resolve().parent, (".py",)))
    if catalog_root is not None:
        h.update(b"\n-- catalog\n")
        h.update(_tree_stamp(catalog_root, None))
    return h.hexdigest()[:24]


class ResultCache:
    """One run's view of the cache folder (each helper process of a run has its own)."""

    def __init__(self, folder: Path, digest: str) -> None:
        self.folder = folder
        self.digest = digest
        self.entries = folder / digest
        self._digests: dict[str, str | None] = {}  # path -> digest of its bytes, within this run
        self._usable: bool | None = None

    @classmethod
    def for_run(cls, workspace: str | None, explicit: str | None, catalog_root: Path | None) -> ResultCache | None:
        """The cache of a run: `explicit` (--cache-dir), else $HFLINT_CACHE_DIR, else
        `.hflint_cache` in the workspace; None when there is no such folder to use."""
        where = explicit or os.environ.get(ENV_VAR) or (os.path.join(workspace, CACHE_FOLDER) if workspace else None)
        if not where:
            return None
        return cls(Path(where), code_digest(catalog_root))

    # ------------------------------------------------------------ keys

    def key(self, shown: str, data: bytes, settings: Settings, release: AssumedRelease) -> str:
        h = hashlib.sha256()
        for part in (shown, _settings_text(settings), repr(release)):
            h.update(part.encode("utf-8", "surrogateescape"))
            h.update(b"\0")
        h.update(data)
        return h.hexdigest()

    def _file_digest(self, path: str) -> str | None:
        """The digest of a module's bytes, once per path and run; None when the analysis could
        not read it either (past its cap, no regular file, unreadable)."""
        if path in self._digests:
            return self._digests[path]
        from hflint.core.workspace import MAX_MODULE_BYTES
        from hflint.smallfiles import read_bytes

        data, _ = read_bytes(Path(path), MAX_MODULE_BYTES)
        found = hashlib.sha256(data).hexdigest() if data is not None else None
        self._digests[path] = found
        return found

    # ------------------------------------------------------------ reading

    def get(self, key: str, checkpoint_reader) -> tuple[tuple[Finding, ...], tuple[Cut, ...]] | None:
        """The findings and cuts kept under `key`, if what they depend on is as it was.
        `checkpoint_reader` (name, revision, subfolder, folders) -> what is found now, as text."""
        try:
            with open(self.entries / key[:2] / key, "rb") as fh:
                entry = pickle.load(fh)
        except FileNotFoundError:
            return None
        except Exception:  # noqa: BLE001 - a damaged entry is a missing one
            return None
        try:
            fmt, modules, unread, absent, checkpoints, findings, cuts = entry
        except (TypeError, ValueError):
            return None
        if fmt != _FORMAT:
            return None
        for path, digest in modules.items():
            if self._file_digest(path) != digest:
                return None
        for path in unread:
            if _readable(path):
                return None
        for path in absent:
            if os.path.isfile(path):
                return None
        for ckey, found in checkpoints.items():
            if checkpoint_reader(*ckey) != found:
                return None
        return findings, cuts

    # ------------------------------------------------------------ writing

    def put(self, key: str, result: AnalysisResult) -> None:
        from hflint.smallfiles import stamp

        modules = {}
        for path, version in result.dependencies.items():
            digest = self._file_digest(path)
            now = stamp(Path(path))
            if digest is None or now is None or (now.mtime_ns, now.size) != version:
                return  # (changed since the analysis read it: nothing to keep)
            modules[path] = digest
        entry = (
            _FORMAT,
            modules,
            tuple(sorted(result.unread)),
            tuple(sorted(result.absent)),
            dict(result.checkpoints),
            tuple(result.findings),
            tuple(result.cuts),
        )
        try:
            self._write(self.entries / key[:2] / key, pickle.dumps(entry, protocol=pickle.HIGHEST_PROTOCOL))
        except (OSError, pickle.PicklingError, TypeError, AttributeError):
            self._usable = False

    def _write(self, path: Path, data: bytes) -> None:
        if self._usable is False:
            return
        if self._usable is None:
            self._usable = self._prepare()
            if not self._usable:
                return
        path.parent.mkdir(exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".tmp-")
        try:
            with os.fdopen(fd, "wb") as fh:
                fh.write(data)
            os.replace(tmp, path)
        except BaseException:
            try:
                os.unlink(tmp)
            except OSError:
                pass
            raise

    def _prepare(self) -> bool:
        """Make the cache folder (marked as one) and this digest's folder; remove the folders
        of other digests (entries of other code or another catalog are never read again)."""
        try:
            fresh = not self.folder.is_dir()
            self.folder.mkdir(parents=True, exist_ok=True)
            if fresh or not (self.folder / ".gitignore").exists():
                (self.folder / ".gitignore").write_text("# Created by hflint automatically.\n*\n")
                (self.folder / "CACHEDIR.TAG").write_text(_TAG)
            if not self.entries.is_dir():
                self.entries.mkdir(exist_ok=True)
                for other in self.folder.iterdir():
                    if other.is_dir() and other.name != self.digest and len(other.name) == len(self.digest):
                        _remove_tree(other)
            return os.access(self.entries, os.W_OK)
        except OSError:
            return False


def _settings_text(settings: Settings) -> str:
    """The settings as text that is the same in every process (a frozenset's order is not)."""
    from dataclasses import fields

    parts = []
    for f in fields(settings):
        value = getattr(settings, f.name)
        parts.append(f"{f.name}={sorted(value)!r}" if isinstance(value, (set, frozenset)) else f"{f.name}={value!r}")
    return "\0".join(parts)


def _readable(path: str) -> bool:
    """Whether the analysis could read the module at `path` now (as workspace.disk_source does)."""
    from hflint.core.workspace import disk_source

    try:
        return disk_source(Path(path)) is not None
    except Exception:  # noqa: BLE001 - as the walk does: unreadable
        return False


def _remove_tree(folder: Path) -> None:
    import shutil

    shutil.rmtree(folder, ignore_errors=True)


def read_checkpoint_text(name: str, revision: str | None, subfolder: str, folders: tuple[str, ...]) -> str:
    """What a checkpoint look-up of the walk finds now, as the walk records it (flow.py)."""
    from hflint.core.checkpoints import read_checkpoint

    try:
        found = read_checkpoint(name, base_dirs=[Path(f) for f in folders], revision=revision, subfolder=subfolder)
    except Exception:  # noqa: BLE001 - as the walk does: unreadable is unknown
        found = None
    return repr(found)
