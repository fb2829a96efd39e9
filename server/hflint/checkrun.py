"""Checking files from disk: read (with limits), analyse .py and .ipynb, apply safe fixes; the CLI's worker."""

from __future__ import annotations

import difflib
import gc
import os
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path

from hflint.catalog import Catalog, default_catalog
from hflint.core.engine import Settings, analyze, collector_paused, screen
from hflint.core.fixes import apply_safe_fixes
from hflint.core.notebook import NotebookError, load_ipynb
from hflint.core.prefilter import TRIGGER_WORDS, Verdict
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
# a few passes per run instead of thousands, and memory stays bounded. An analysis makes no
# cycles, so a pass finds nothing and costs what it visits: what the run keeps, the walked
# workspace modules (on the bench tree, 230k objects per worker visited by 3 passes of 0.1 s
# each, all finding nothing at 50_000). Past this many, a pass is rare and still bounds memory.
COLLECT_AFTER = 500_000


def _collect_now_and_then() -> None:
    if gc.get_count()[0] > COLLECT_AFTER:
        gc.collect()
        # What survived (cached workspace modules, mostly) is not looked at again by later
        # passes; reference counting still frees it when the cache lets go.
        gc.freeze()


def _worth_reporting(outcome: CheckOutcome) -> bool:
    r = outcome.report
    return bool(r.findings or r.error or outcome.internal_errors or outcome.fixed or outcome.diff)


_TRIGGER_BYTES = tuple(word.encode("ascii") for word in TRIGGER_WORDS)


def _decodes_as_utf8(data: bytes) -> bool:
    """A cheap proof that decode_source takes the bytes as they are: ASCII, no NUL, no coding
    declaration in the first two lines (the only place one counts), so UTF-8 by default."""
    if not data.isascii() or b"\0" in data[:8192]:
        return False
    first = data.find(b"\n")
    second = data.find(b"\n", first + 1) if first >= 0 else -1
    return b"coding" not in (data if second < 0 else data[:second])


def needs_check(path: str, follows_imports: bool) -> int:
    """0 when check_path would have nothing to say about the file (the prefilter skips it);
    else a guess at what checking it costs (its size), for the order of the run. A file that
    cannot be read or decoded goes on to check_path, which says why."""
    if path.endswith(".ipynb"):
        return 1
    try:
        with open(path, "rb") as fh:
            data = fh.read(MAX_FILE_BYTES + 1)
    except OSError:
        return 1
    if len(data) > MAX_FILE_BYTES:
        return 1
    # The trigger words are ASCII: in bytes that decode to themselves, no word means no call
    # (half the files of a large tree), and the text need not be made at all.
    if not any(word in data for word in _TRIGGER_BYTES) and _decodes_as_utf8(data):
        return 0
    try:
        text = decode_source(data)
    except UndecodableSource:
        return 1
    return 0 if screen(text, follows_imports)[0] is Verdict.SKIP else max(1, len(data))


def _screen_chunk(args: tuple[list[str], bool]) -> list[tuple[int, int]]:
    """(index in the chunk, cost) of the chunk's files that need check_path."""
    paths, follows_imports = args
    out = []
    for i, path in enumerate(paths):
        try:
            cost = needs_check(path, follows_imports)
        except Exception:  # noqa: BLE001 - check_path then reports what went wrong
            cost = 1
        if cost:
            out.append((i, cost))
    return out


SCREEN_CHUNK = 64


def check_paths(paths: list[Path], opts: CheckOptions, jobs: int | None = None) -> list[CheckOutcome]:
    """The outcomes of the files that have something to report (findings, an error, a fix or
    a diff, internal errors), in the order of `paths`."""
    jobs = jobs or os.cpu_count() or 1
    names = [str(p) for p in paths]
    follows = opts.settings.workspace is not None
    # The files do not change while the run reads them: import resolution is shared between
    # files (the workers fork inside the block, so they inherit it).
    # The cyclic collector stays off for the run (workers fork with it off) but for a pass now
    # and then (_collect_now_and_then): its automatic passes over the cached workspace modules
    # cost more than the whole analysis of most files.
    with ModuleResolver.sharing(), collector_paused():
        try:
            if jobs <= 1 or len(paths) < 32:
                outcomes = [_worker((names[i], opts)) for i, _ in _screen_chunk((names, follows))]
                return [o for o in outcomes if _worth_reporting(o)]
            # What this process holds (modules, the catalog, the paths) is left out of the
            # workers' collector passes: a pass visits every object the collector tracks, and in
            # a forked worker each visit also copies the page it touches.
            gc.freeze()
            with ProcessPoolExecutor(max_workers=jobs) as pool:
                # First the prefilter over every file, in chunks spread over the workers: most
                # files stop there, and only the few that pass cross back to this process.
                starts = range(0, len(names), SCREEN_CHUNK)
                chunks = [(names[at:at + SCREEN_CHUNK], follows) for at in starts]
                todo = [(cost, at + i) for at, found in zip(starts, pool.map(_screen_chunk, chunks))
                        for i, cost in found]
                # Then the files that passed, one at a time and the largest first, so that no
                # worker is left alone with a long tail of big files.
                todo.sort(key=lambda item: (-item[0], item[1]))
                order = [i for _, i in todo]
                done = dict(zip(order, pool.map(_worker, [(names[i], opts) for i in order])))
                return [done[i] for i in sorted(done) if _worth_reporting(done[i])]
        finally:
            gc.unfreeze()  # (in this process, the collector sees again what a pass froze)
