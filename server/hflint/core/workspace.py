"""Following imports between the workspace's own modules: resolve, walk once, cache per file version.

A module imported from the workspace (`from .loading import load_models`,
`import mypkg.config as cfg`) is walked at module level by its own interpreter;
its globals (functions, classes, constants, dicts, GenerationConfig objects) and
their heap become visible to the importer. Every lookup is bounded: import depth,
file size, and the walk's step budget; cycles resolve to unknown.
"""

from __future__ import annotations

import os
import threading
from collections import OrderedDict
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING

from hflint.core import prefilter
from hflint.core.outline import parse_outline
from hflint.core.source import LineIndex, UndecodableSource, decode_source
from hflint.smallfiles import is_file, read_bytes, stamp

if TYPE_CHECKING:
    from hflint.core.settings import Settings
    from hflint.core.values import Heap, Value

MAX_IMPORT_DEPTH = 3
MAX_MODULE_BYTES = 2 * 1024 * 1024
CACHE_SIZE = 512
# Packages that are never the workspace's own, whatever folders exist.
_NEVER = frozenset({"transformers", "torch", "numpy", "os", "sys", "typing", "copy", "json", "re"})

# (text, version key) for a path, or None when it cannot be read.
SourceProvider = Callable[[Path], "tuple[str, object] | None"]


def disk_source(path: Path) -> tuple[str, object] | None:
    """A workspace module's text, read at most MAX_MODULE_BYTES (never a FIFO or a device)."""
    st = stamp(path)
    if st is None or st.size > MAX_MODULE_BYTES:
        return None
    data, _ = read_bytes(path, MAX_MODULE_BYTES)
    if data is None:
        return None
    try:
        return decode_source(data), (st.mtime_ns, st.size)
    except UndecodableSource:
        return None


def unchanged(dependencies: dict[str, object], source: SourceProvider) -> bool:
    """Whether every file an analysis read (path: version) is still at that version."""
    for path, version in dependencies.items():
        now = source(Path(path))
        if now is None or now[1] != version:
            return False
    return True


@lru_cache(maxsize=8192)
def _real(path: str) -> Path:
    """A path with its symlinks resolved; cached, since every import resolves several candidates."""
    return Path(os.path.realpath(path))


@lru_cache(maxsize=8192)
def _real_dir(path: str) -> str:
    """The folder of a module file, symlinks resolved (asked for at every import it resolves)."""
    return os.path.dirname(str(_real(path)))


_ImportFacts = tuple[bool, frozenset["_Import"]]
_facts: OrderedDict[tuple[str, object], _ImportFacts] = OrderedDict()
_facts_lock = threading.Lock()


def _import_facts(path: str, version: object, text: str) -> _ImportFacts:
    """Whether a module's code imports transformers, and the modules it imports (cached per file
    version; the text itself is not kept)."""
    key = (path, version)
    with _facts_lock:
        found = _facts.get(key)
        if found is not None:
            _facts.move_to_end(key)
            return found
    # From the raw text, strings and comments not blanked (a third of the cost of this test
    # on a large tree): the import lines of a docstring count too, a superset that is safe here.
    found = (prefilter.imports_transformers(text), frozenset(prefilter.imported_modules(text)))
    with _facts_lock:
        _facts[key] = found
        while len(_facts) > 4 * CACHE_SIZE:
            _facts.popitem(last=False)
    return found


_Import = tuple[int, "str | None", tuple[str, ...]]


def _import_order(spec: _Import) -> tuple[int, str]:
    return spec[0], spec[1] or ""


@dataclass(slots=True)
class ModuleSummary:
    """A workspace module walked at module level."""

    key: int
    path: str
    index: LineIndex
    globals: dict[str, Value]
    heap: Heap
    version: object
    # Every module this one read, with the version it was read at (for invalidation).
    dependencies: dict[str, object] = field(default_factory=dict)
    # What its walk (and the walks of the modules it imports) found of checkpoints on disk,
    # and the module paths its imports looked for and did not find (for the result cache).
    checkpoints: dict[tuple, str] = field(default_factory=dict)
    absent: frozenset[str] = frozenset()
    # The modules its imports found and could not read (too large, undecodable, no regular file).
    unread: frozenset[str] = frozenset()


class ModuleResolver:
    """Resolves and walks workspace modules; one per analysis, sharing a process-wide cache."""

    _cache: OrderedDict[tuple[str, object], ModuleSummary] = OrderedDict()
    _lock = threading.Lock()
    _keys = iter(range(1, 1 << 62))

    def __init__(self, workspace: Path | None, source: SourceProvider = disk_source) -> None:
        self.workspace = workspace.resolve() if workspace is not None else None
        self.source = source
        self.modules: dict[int, ModuleSummary] = {}
        self.dependencies: dict[str, object] = {}
        # Of those, the ones the walk read (modules loaded), not the reach test (what a
        # resumed walk takes over from the previous one, core/journal.py).
        self.walked: dict[str, object] = {}
        # Checkpoints the walks read ((name, revision, subfolder, folders) -> what was found,
        # as text) and the paths an import looked for a module at and found none: with
        # `dependencies`, everything on disk the analysis depends on (checkrun's result cache).
        self.checkpoints: dict[tuple, str] = {}
        self.absent: set[str] = set()
        self.unread: set[str] = set()  # modules found and not read (disk_source gave nothing)
        self._loading: set[str] = set()
        # What load() gave this resolver: (importer, module, level, depth) -> (path, summary).
        self._loaded: dict[tuple, tuple[str, ModuleSummary]] = {}
        self._local: dict[str, dict] = {}
        self._has_src = self.workspace is not None and os.path.isdir(self.workspace / "src")
        self._workspace_text = str(self.workspace) if self.workspace is not None else ""
        self._workspace_prefix = self._workspace_text.rstrip(os.sep) + os.sep

    # ------------------------------------------------------------ resolution

    # While a `hflint check` runs the files on disk do not change under it: resolutions and
    # reach answers are then shared by every file a process checks (`sharing()`).
    # The server keeps them per analysis, since files appear and change while it runs.
    _shared: dict[str, dict] | None = None

    @classmethod
    @contextmanager
    def sharing(cls) -> Iterator[None]:
        """Within the block (and in worker processes forked inside it) resolutions are shared."""
        outer = cls._shared
        cls._shared = {"resolve": {}, "reach": {}, "source": {}, "version": {}}
        try:
            yield
        finally:
            cls._shared = outer

    def _memo(self, kind: str) -> dict:
        shared = ModuleResolver._shared
        return shared[kind] if shared is not None else self._local.setdefault(kind, {})

    def roots(self, importer: Path | None) -> list[Path]:
        out: list[Path] = []
        if self.workspace is not None:
            out.append(self.workspace)
            if self._has_src:
                out.append(self.workspace / "src")
        if importer is not None:
            out.append(importer.parent)
        return out

    def resolve(self, importer: str | None, module: str | None, level: int) -> Path | None:
        if module and level == 0 and module.split(".", 1)[0] in _NEVER:
            return None
        importer_dir = _real_dir(importer) if importer else None
        memo = self._memo("resolve")
        key = (self._workspace_text, importer_dir, module, level)
        got = memo.get(key)
        if got is None:
            tried: list[str] = []
            got = memo[key] = (self._resolve(importer_dir, module, level, tried), tuple(tried))
        self.absent.update(got[1])
        return got[0]

    def _resolve(self, importer_dir: str | None, module: str | None, level: int, tried: list[str]) -> Path | None:
        """The module's file; `tried` receives the paths looked at before it that are no file."""
        parts = module.split(".") if module else []
        bases: list[str] = []
        if level > 0:
            if importer_dir is None:
                return None
            base = importer_dir
            for _ in range(level - 1):
                base = os.path.dirname(base)
            bases.append(base)
        else:
            bases.extend(str(root) for root in self.roots(None))
            if importer_dir is not None:
                bases.append(importer_dir)
        for base in bases:
            cand = os.path.join(base, *parts)
            for path in ((cand + ".py") if parts else None, os.path.join(cand, "__init__.py")):
                # (a module name thousands of letters long gives ENAMETOOLONG: an OSError)
                if path is None:
                    continue
                if not is_file(path):
                    tried.append(path)
                elif self._inside_workspace(Path(path)):
                    return Path(path)
        return None

    def _inside_workspace(self, path: Path) -> bool:
        resolved = _real(str(path))
        text = str(resolved)
        if "site-packages" in text or f"{os.sep}.venv{os.sep}" in text:
            return False
        if self.workspace is None:
            return True
        return text == self._workspace_text or text.startswith(self._workspace_prefix)

    # ------------------------------------------------------------ reach

    def reaches_transformers(self, importer: str | None, code: str) -> bool:
        """Whether a module the file imports (blanked `code`), or one those import, to the depth
        the walk would follow, imports transformers: only then can the file's values come from it.
        Every module read is recorded in `dependencies`, so an edit to one re-checks the file."""
        return self._any_reaches(importer, prefilter.imported_modules(code), MAX_IMPORT_DEPTH - 1)

    def _any_reaches(self, importer: str | None, imports: Iterable[_Import], further: int) -> bool:
        for level, module, names in sorted(imports, key=_import_order):
            path = self.resolve(importer, module, level)
            if path is None:
                continue
            if self._reaches(path, further):
                return True
            # `from pkg import name`: the name may be a submodule, when pkg is a package.
            if names and path.name == "__init__.py":
                for name in names:
                    sub = self.resolve(importer, f"{module}.{name}" if module else name, level)
                    if sub is not None and self._reaches(sub, further):
                        return True
        return False

    def _reaches(self, path: Path, further: int) -> bool:
        """Whether the module imports transformers itself or, `further` levels down, through its imports
        (bounded by depth, so import cycles end; memoised on (module, depth left)). With the memo
        per analysis, a module's imports are in `dependencies` from its first visit on."""
        key_path = str(_real(str(path)))
        memo = self._memo("reach")
        key = (self._workspace_text, key_path, further)
        if key in memo:
            return memo[key]  # (its modules are in `dependencies` since the first time)
        facts = self._facts_of(path, key_path)
        if facts is None:
            memo[key] = False
            return False
        direct, imported = facts
        # `further` shrinks at every step, so an import cycle cannot come back to this key.
        found = direct or (further > 0 and self._any_reaches(key_path, imported, further - 1))
        memo[key] = found
        return found

    def _facts_of(self, path: Path, key_path: str) -> _ImportFacts | None:
        """The module's import facts, its version recorded as a dependency; read once per check
        run when resolutions are shared (the files do not change then)."""
        shared = ModuleResolver._shared
        if shared is not None and key_path in shared["source"]:
            return shared["source"][key_path]
        got = self.source(path)
        facts = None
        if got is not None:
            text, version = got
            self.dependencies[key_path] = version
            facts = _import_facts(key_path, version, text)
            if shared is not None:
                shared["version"][key_path] = version
        if shared is not None:
            shared["source"][key_path] = facts
        return facts

    # ------------------------------------------------------------ loading

    def load(self, importer: str | None, module: str | None, level: int, depth: int) -> ModuleSummary | None:
        # A module this resolver loaded already: what load() did then (dependencies, modules)
        # holds still, so it is given as it is (a lazily imported name is loaded at every use).
        # Not while that module is being walked again (an import cycle: unknown, as below).
        done = self._loaded.get((importer, module, level, depth))
        if done is not None and done[0] not in self._loading:
            return done[1]
        found = self._load(importer, module, level, depth)
        if found is not None:
            self._loaded[(importer, module, level, depth)] = (found.path, found)
        return found

    def _load(self, importer: str | None, module: str | None, level: int, depth: int) -> ModuleSummary | None:
        if depth >= MAX_IMPORT_DEPTH:
            return None
        path = self.resolve(importer, module, level)
        if path is None:
            return None
        key_path = str(_real(str(path)))
        if key_path in self._loading:
            return None  # an import cycle: the half-walked module stays unknown
        # Within a check run a module's version is read once: every import of a module already
        # walked is then a cache hit without reading (and decoding) its text again.
        shared = ModuleResolver._shared
        version = shared["version"].get(key_path) if shared is not None else None
        text = None
        if version is None:
            got = self.source(path)
            if got is None:
                self.unread.add(key_path)
                return None
            text, version = got
            if shared is not None:
                shared["version"][key_path] = version
        self.dependencies[key_path] = self.walked[key_path] = version
        cache_key = (key_path, version)
        with self._lock:
            summary = self._cache.get(cache_key)
            if summary is not None:
                self._cache.move_to_end(cache_key)
        if summary is None:
            if text is None:
                got = self.source(path)
                if got is None:
                    self.unread.add(key_path)
                    return None
                text = got[0]
            self._loading.add(key_path)
            try:
                summary = self._walk(key_path, text, version, depth)
            finally:
                self._loading.discard(key_path)
            if summary is None:
                return None
            with self._lock:
                self._cache[cache_key] = summary
                while len(self._cache) > CACHE_SIZE:
                    self._cache.popitem(last=False)
        self.dependencies.update(summary.dependencies)
        self.walked.update(summary.dependencies)
        self.checkpoints.update(summary.checkpoints)
        self.absent.update(summary.absent)
        self.unread.update(summary.unread)
        self.modules[summary.key] = summary
        return summary

    def _walk(self, path: str, text: str, version: object, depth: int) -> ModuleSummary | None:
        from hflint.core.flow import Interpreter

        parsed = parse_outline(text)  # (the module's functions are parsed when a walk calls them)
        if parsed.tree is None:
            return None
        key = next(self._keys)
        child = ModuleResolver(self.workspace, self.source)
        child._loading = self._loading
        child.modules = self.modules
        from hflint.core.flow import MODULE_BUDGET

        interp = Interpreter(
            parsed.tree, parsed.index, path, resolver=child, depth=depth + 1, module_key=key, max_steps=MODULE_BUDGET
        )
        interp.checkpoint_dirs = [Path(path).parent] + ([self.workspace] if self.workspace else [])
        interp.run(module_only=True)
        summary = ModuleSummary(
            key,
            path,
            parsed.index,
            interp.globals,
            interp.final_heap,
            version,
            dict(child.dependencies),
            {**child.checkpoints, **interp.checkpoint_reads},
            frozenset(child.absent),
            frozenset(child.unread),
        )
        return summary

    @classmethod
    def clear_cache(cls) -> None:
        with cls._lock:
            cls._cache.clear()
        with _facts_lock:
            _facts.clear()
        if cls._shared is not None:
            for memo in cls._shared.values():
                memo.clear()


def matters(source: str, path: str | None, settings: Settings, has_trigger: bool = False) -> bool:
    """Whether analyze() would walk the file read from disk at `path`: the text prefilter and,
    when the values could only come through the workspace's modules, the test that those
    modules reach a transformers import (both as analyze() runs them). `has_trigger`: the
    prefilter's first test already passed (prefilter.classify)."""
    verdict, code = prefilter.classify(source, settings.workspace is not None, has_trigger)
    if verdict is not prefilter.Verdict.IF_IMPORTS_REACH:
        return verdict is prefilter.Verdict.ANALYSE
    assert settings.workspace is not None  # (only then are imports followed)
    return ModuleResolver(Path(settings.workspace), disk_source).reaches_transformers(path, code)
