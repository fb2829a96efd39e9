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
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from hflint.core.source import LineIndex, UndecodableSource, decode_source, parse_source
from hflint.core.values import Heap, Value
from hflint.smallfiles import is_file

MAX_IMPORT_DEPTH = 3
MAX_MODULE_BYTES = 2 * 1024 * 1024
CACHE_SIZE = 512
# Packages that are never the workspace's own, whatever folders exist.
_NEVER = frozenset({"transformers", "torch", "numpy", "os", "sys", "typing", "copy", "json", "re"})

# (text, version key) for a path, or None when it cannot be read.
SourceProvider = Callable[[Path], "tuple[str, object] | None"]


def disk_source(path: Path) -> tuple[str, object] | None:
    try:
        st = path.stat()
        if not path.is_file() or st.st_size > MAX_MODULE_BYTES:
            return None
        return decode_source(path.read_bytes()), (st.st_mtime_ns, st.st_size)
    except (OSError, UndecodableSource):
        return None


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
        self._loading: set[str] = set()

    # ------------------------------------------------------------ resolution

    def roots(self, importer: Path | None) -> list[Path]:
        out: list[Path] = []
        if self.workspace is not None:
            out.append(self.workspace)
            if (self.workspace / "src").is_dir():
                out.append(self.workspace / "src")
        if importer is not None:
            out.append(importer.parent)
        return out

    def resolve(self, importer: str | None, module: str | None, level: int) -> Path | None:
        if module and module.split(".")[0] in _NEVER and level == 0:
            return None
        parts = module.split(".") if module else []
        candidates: list[Path] = []
        importer_path = Path(importer).resolve() if importer else None
        if level > 0:
            if importer_path is None:
                return None
            base = importer_path.parent
            for _ in range(level - 1):
                base = base.parent
            candidates.append(base.joinpath(*parts) if parts else base)
        else:
            for root in self.roots(importer_path):
                candidates.append(root.joinpath(*parts))
        for cand in candidates:
            for path in (cand.with_suffix(".py") if parts else None, cand / "__init__.py"):
                # (smallfiles.is_file: a module name thousands of letters long must not raise ENAMETOOLONG)
                if path is not None and is_file(path) and self._inside_workspace(path):
                    return path
        return None

    def _inside_workspace(self, path: Path) -> bool:
        resolved = path.resolve()
        text = str(resolved)
        if "site-packages" in text or f"{os.sep}.venv{os.sep}" in text:
            return False
        if self.workspace is None:
            return True
        try:
            resolved.relative_to(self.workspace)
        except ValueError:
            return False
        return True

    # ------------------------------------------------------------ loading

    def load(self, importer: str | None, module: str | None, level: int, depth: int) -> ModuleSummary | None:
        if depth >= MAX_IMPORT_DEPTH:
            return None
        path = self.resolve(importer, module, level)
        if path is None:
            return None
        key_path = str(path.resolve())
        if key_path in self._loading:
            return None  # an import cycle: the half-walked module stays unknown
        got = self.source(path)
        if got is None:
            return None
        text, version = got
        self.dependencies[key_path] = version
        cache_key = (key_path, version)
        with self._lock:
            summary = self._cache.get(cache_key)
            if summary is not None:
                self._cache.move_to_end(cache_key)
        if summary is None:
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
        self.modules[summary.key] = summary
        return summary

    def _walk(self, path: str, text: str, version: object, depth: int) -> ModuleSummary | None:
        from hflint.core.flow import Interpreter

        parsed = parse_source(text)
        if parsed.tree is None:
            return None
        key = next(self._keys)
        child = ModuleResolver(self.workspace, self.source)
        child._loading = self._loading
        child.modules = self.modules
        from hflint.core.flow import MODULE_BUDGET

        interp = Interpreter(parsed.tree, parsed.index, path, resolver=child, depth=depth + 1, module_key=key,
                             max_steps=MODULE_BUDGET)
        interp.checkpoint_dirs = [Path(path).parent] + ([self.workspace] if self.workspace else [])
        interp.run(module_only=True)
        summary = ModuleSummary(key, path, parsed.index, interp.globals, interp.final_heap, version,
                                dict(child.dependencies))
        return summary

    @classmethod
    def clear_cache(cls) -> None:
        with cls._lock:
            cls._cache.clear()
