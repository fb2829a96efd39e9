"""Checking files from disk: read (with limits), analyse .py and .ipynb, apply safe fixes; the CLI's worker."""

from __future__ import annotations

import difflib
import gc
import os
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path

from hflint.catalog import Catalog, default_catalog
from hflint.core.engine import Settings, analyze, collector_paused
from hflint.core.fixes import apply_safe_fixes
from hflint.core.notebook import NotebookError, load_ipynb
from hflint.core.source import UndecodableSource, decode_source
from hflint.core.workspace import ModuleResolver
from hflint.report import FileReport
from hflint.versions import AssumedRelease

MAX_FILE_BYTES = 20 * 1024 * 1024
MAX_FIX_ROUNDS = 5


@dataclass(frozen=True, slots=True)
class CheckOptions:
    settings: Settings
    release: AssumedRelease
    fix: bool = False
    diff: bool = False


@dataclass(frozen=True, slots=True)
class CheckOutcome:
    report: FileReport
    internal_errors: tuple[str, ...] = ()
    fixed: int = 0
    diff: str = ""


def check_path(path: Path, opts: CheckOptions, catalog: Catalog | None = None) -> CheckOutcome:
    catalog = catalog or default_catalog()
    shown = str(path)
    try:
        size = path.stat().st_size
        if size > MAX_FILE_BYTES:
            return CheckOutcome(FileReport(shown, (), error=f"larger than {MAX_FILE_BYTES // (1024 * 1024)} MB"))
        data = path.read_bytes()
    except OSError as err:
        return CheckOutcome(FileReport(shown, (), error=f"cannot read: {err.strerror or err}"))
    notebook = None
    if path.suffix == ".ipynb":
        try:
            notebook = load_ipynb(data)
        except NotebookError as err:
            return CheckOutcome(FileReport(shown, (), error=str(err)))
        text = notebook.source
    else:
        try:
            text = decode_source(data)
        except UndecodableSource as err:
            return CheckOutcome(FileReport(shown, (), error=str(err)))
    result = analyze(text, shown, opts.settings, catalog, opts.release)
    fixed = 0
    diff = ""
    if (opts.fix or opts.diff) and notebook is None and result.findings:
        new_text = text
        for _ in range(MAX_FIX_ROUNDS):
            candidate, applied = apply_safe_fixes(new_text, result.findings)
            if not applied or candidate == new_text:
                break
            fixed += applied
            new_text = candidate
            result = analyze(new_text, shown, opts.settings, catalog, opts.release)
        if new_text != text:
            if opts.diff:
                diff = "".join(difflib.unified_diff(
                    text.splitlines(keepends=True), new_text.splitlines(keepends=True),
                    fromfile=f"a/{shown}", tofile=f"b/{shown}"))
            if opts.fix:
                _write_preserving_encoding(path, data, new_text)
            else:
                # --diff alone reports what the file has now, not what it would have.
                result = analyze(text, shown, opts.settings, catalog, opts.release)
    return CheckOutcome(FileReport(shown, tuple(result.findings), notebook), tuple(result.internal_errors), fixed, diff)


def _write_preserving_encoding(path: Path, original: bytes, text: str) -> None:
    newline = "\r\n" if b"\r\n" in original else "\n"
    body = text if newline == "\n" else text.replace("\r\n", "\n").replace("\n", "\r\n")
    bom = b"\xef\xbb\xbf" if original.startswith(b"\xef\xbb\xbf") else b""
    with open(path, "wb") as fh:
        fh.write(bom + body.encode("utf-8"))


def _worker(args: tuple[str, CheckOptions]) -> CheckOutcome:
    path, opts = args
    try:
        return check_path(Path(path), opts)
    except Exception as err:  # noqa: BLE001 - one file's failure never hides another's results
        return CheckOutcome(FileReport(path, ()), (f"{type(err).__name__}: {err}",))
    finally:
        _collect_now_and_then()


# With the collector paused for the run, cycles are freed by hand once this many container
# objects were allocated since the last pass (gc.get_count keeps counting while it is off):
# a few passes per run instead of thousands, and memory stays bounded.
COLLECT_AFTER = 50_000


def _collect_now_and_then() -> None:
    if gc.get_count()[0] > COLLECT_AFTER:
        gc.collect()
        # What survived (cached workspace modules, mostly) is not looked at again by later
        # passes; reference counting still frees it when the cache lets go.
        gc.freeze()


def check_paths(paths: list[Path], opts: CheckOptions, jobs: int | None = None) -> list[CheckOutcome]:
    jobs = jobs or os.cpu_count() or 1
    # The files do not change while the run reads them: import resolution is shared between
    # files (the workers fork inside the block, so they inherit it).
    # The cyclic collector stays off for the run (workers fork with it off) but for a pass now
    # and then (_collect_now_and_then): its automatic passes over the cached workspace modules
    # cost more than the whole analysis of most files.
    with ModuleResolver.sharing(), collector_paused():
        try:
            if jobs <= 1 or len(paths) < 32:
                return [_worker((str(p), opts)) for p in paths]
            with ProcessPoolExecutor(max_workers=jobs) as pool:
                return list(pool.map(_worker, [(str(p), opts) for p in paths], chunksize=16))
        finally:
            gc.unfreeze()  # (in this process, the collector sees again what a pass froze)
