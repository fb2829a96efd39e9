"""Checking files from disk: read (with limits), analyse .py and .ipynb, apply safe fixes; the CLI's worker."""

from __future__ import annotations

import gc
import multiprocessing
import multiprocessing.connection as mp_connection
import os
import stat
import sys
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from hflint.core.prefilter import any_trigger_in_ascii, no_trigger_in_utf8
from hflint.core.settings import Settings
from hflint.core.source import UndecodableSource, decode_source, plain_ascii, utf8_by_default
from hflint.core.workspace import ModuleResolver, matters

if TYPE_CHECKING:
    from hflint.catalog import Catalog
    from hflint.core.findings import Finding
    from hflint.core.notebook import NotebookModule
    from hflint.report import FileReport
    from hflint.resultcache import ResultCache
    from hflint.upgrade import CallChanges
    from hflint.versions import AssumedRelease

# The analysis (hflint.core.engine and the walk), the catalog and the report are imported by
# check_path, the first time a file is checked: a check run's helper processes fork before,
# and the ones that only screen never import them. So are fixes, notebooks and diffs, when a
# run has any (the time a run spends before its helpers fork is time the other cores wait).

MAX_FILE_BYTES = 20 * 1024 * 1024
MAX_FIX_ROUNDS = 5


@dataclass(frozen=True, slots=True)
class CheckOptions:
    settings: Settings
    release: AssumedRelease
    fix: bool = False
    diff: bool = False  # show the fixes; write nothing (with `fix` too)
    # --unsafe-fixes: --fix and --diff make a finding's first unsafe fix when it has no safe
    # one (never an ignore comment), and the report counts them among the fixable.
    unsafe: bool = False
    # --show-source: the reports keep the lines their findings underline.
    show_source: bool = False
    # The checked tree: the folders and files named on the command line. --fix writes through
    # a link only to a target inside it (writeback.write_fixed).
    roots: tuple[str, ...] = ()
    # `check --upgrade-to`: the release to compare with (the findings are `release`'s).
    upgrade_to: AssumedRelease | None = None
    # Findings kept from earlier runs (resultcache.py); None: --no-cache. Not used by --fix, --diff
    # or --upgrade-to.
    cache: ResultCache | None = None


@dataclass(frozen=True, slots=True)
class CheckOutcome:
    report: FileReport
    internal_errors: tuple[str, ...] = ()
    fixed: int = 0
    diff: str = ""
    # Of `fixed`, those the report before the fixes counted as fixable (its first round); the
    # rest were uncovered by those fixes (the next error of a call) and fixed in later rounds.
    fixed_reported: int = 0
    # Standard input with --fix: the fixed text (hflint writes it to standard output).
    fixed_bytes: bytes | None = None
    write_error: str | None = None  # the fixes could not be written (the file is as it was)
    # With CheckOptions.upgrade_to: the calls whose findings differ in the target release.
    changes: tuple[CallChanges, ...] = ()


def check_path(path: Path, opts: CheckOptions, catalog: Catalog | None = None, screened: bool = False) -> CheckOutcome:
    """`screened`: needs_check() passed the file, so its text need not be screened again."""
    from hflint.report import FileReport

    shown = str(path)
    data, problem = read_source(shown)
    if data is None:
        return CheckOutcome(FileReport(shown, (), error=problem))
    return check_data(data, shown, opts, catalog, screened, target=path)


def check_data(
    data: bytes,
    shown: str,
    opts: CheckOptions,
    catalog: Catalog | None = None,
    screened: bool = False,
    target: Path | None = None,
) -> CheckOutcome:
    """Check a file's bytes (read from disk, or standard input), named `shown` in messages.
    `target`: where --fix writes them back (None: nowhere; the outcome holds the fixed bytes)."""
    from hflint.catalog import default_catalog
    from hflint.report import FileReport

    catalog = catalog or default_catalog()
    if shown.endswith(".ipynb"):
        return _check_notebook(target, shown, data, opts, catalog)
    try:
        text = decode_source(data)
    except UndecodableSource as err:
        return CheckOutcome(FileReport(shown, (), error=str(err)))
    opts, own = _own_release(opts, catalog, shown, text=text)
    # (Only a file the run's screen passed: whether it is analysed at all then depends on nothing
    # the entry would have to record.)
    cache = opts.cache if screened and not (opts.fix or opts.diff or opts.upgrade_to) else None
    key = None
    if cache is not None:
        from hflint.resultcache import read_checkpoint_text

        key = cache.key(shown, data, opts.settings, opts.release)
        kept = cache.get(key, read_checkpoint_text)
        if kept is not None:
            findings, cuts = kept
            return CheckOutcome(FileReport(shown, findings, cuts=cuts, **own, **_marks(text, findings, opts)))
    from hflint.core.engine import analyze  # (not for a file the cache answers for)

    result = analyze(text, shown, opts.settings, catalog, opts.release, screened=screened)
    if opts.upgrade_to is not None:
        from hflint.upgrade import compare

        changes = compare(result, catalog, opts.release, opts.upgrade_to, opts.settings)
        return CheckOutcome(
            FileReport(shown, tuple(result.findings), cuts=tuple(result.cuts), **own),
            tuple(result.internal_errors),
            changes=tuple(changes),
        )
    if cache is not None and key is not None and not result.internal_errors:
        cache.put(key, result)
    fixed = fixed_reported = 0
    diff = ""
    fixed_bytes = None
    write_error = None
    if (opts.fix or opts.diff) and result.findings:
        import difflib

        from hflint.core.fixes import apply_safe_fixes

        first = result  # what the file holds now
        new_text = text
        for round_ in range(MAX_FIX_ROUNDS):
            candidate, applied = apply_safe_fixes(new_text, result.findings, opts.unsafe)
            if not applied or candidate == new_text:
                break
            fixed += applied
            if round_ == 0:
                fixed_reported = applied
            new_text = candidate
            result = analyze(new_text, shown, opts.settings, catalog, opts.release)
        if new_text != text:
            if opts.diff:
                from hflint.report import printable

                diff = "".join(
                    difflib.unified_diff(
                        text.splitlines(keepends=True),
                        new_text.splitlines(keepends=True),
                        fromfile=f"a/{printable(shown)}",
                        tofile=f"b/{printable(shown)}",
                    )
                )
                # --diff changes nothing (with --fix too), and reports what the file has now.
                result, fixed, fixed_reported = first, 0, 0
            else:
                from hflint.writeback import WriteRefused, encode_fixed

                try:
                    new_bytes = encode_fixed(data, text, new_text)
                except WriteRefused as err:
                    write_error = str(err)
                else:
                    if target is not None:
                        write_error = _write_fixed_bytes(target, data, new_bytes, opts.roots)
                    else:
                        fixed_bytes = new_bytes
                if write_error is not None:
                    # Nothing was written: the file's findings are what it still has.
                    result, fixed, fixed_reported = first, 0, 0
                else:
                    text = new_text
    report = FileReport(shown, tuple(result.findings), cuts=tuple(result.cuts), **own, **_marks(text, result.findings, opts))
    return CheckOutcome(report, tuple(result.internal_errors), fixed, diff, fixed_reported, fixed_bytes, write_error=write_error)


def _own_release(
    opts: CheckOptions,
    catalog: Catalog,
    shown: str,
    text: str | None = None,
    cells: Sequence[tuple[int, str, object]] | None = None,
) -> tuple[CheckOptions, dict]:
    """The options of a file whose own pin (a notebook's install cell, a script's PEP 723
    block: filepins.py) decides its release, and what its report says of it."""
    from hflint.filepins import file_pin, file_release

    try:
        pin = file_pin(shown, text, cells)
        if pin is None:
            return opts, {}
        release, note = file_release(catalog, opts.release, pin)
    except Exception as err:  # noqa: BLE001 - a pin that cannot be read never costs the analysis
        return opts, {"release_note": f"its transformers pin could not be read ({type(err).__name__}); the run's release is used"}
    own: dict = {}
    if note:
        # (an explicit setting winning over the pin is said beside the file's findings only)
        own["release_overridden" if release.explicit else "release_note"] = note
    if release is not opts.release:
        from dataclasses import replace

        settings = replace(opts.settings, transformers_version=release.version, version_source=release.source)
        opts = replace(opts, release=release, settings=settings)
        own["release"] = release
    return opts, own


def _marks(text: str, findings, opts: CheckOptions, notebook: NotebookModule | None = None) -> dict:
    """What the report marks: the findings --fix fixes in its first round (`[*]`), those
    --unsafe-fixes would add, and the lines --show-source shows."""
    from hflint.core.fixes import plan_fixes

    if not findings:
        return {}
    safe = frozenset(plan_fixes(text, findings)[1])
    with_unsafe = frozenset(plan_fixes(text, findings, unsafe=True)[1])
    out: dict = {"fixable": with_unsafe if opts.unsafe else safe, "unsafe_fixable": with_unsafe - safe}
    if opts.show_source and notebook is None:
        from hflint.core.source import LineIndex

        index = LineIndex(text)
        out["source_lines"] = {f.span.line: index.line_text(f.span.line) for f in findings}
    return out


def _write_fixed_bytes(path: Path, original: bytes, new: bytes, roots: Sequence[str] = ()) -> str | None:
    """The one place --fix writes a file: `new` replaces `original` (writeback.write_fixed:
    atomically, only over the bytes read, never out of the checked tree). None when written,
    else why not (the file is then as it was)."""
    from hflint.writeback import WriteRefused, write_fixed

    try:
        write_fixed(path, original, new, roots)
    except WriteRefused as err:
        return str(err)
    return None


def _check_notebook(path: Path | None, shown: str, data: bytes, opts: CheckOptions, catalog: Catalog) -> CheckOutcome:
    """An .ipynb: its code cells analysed as the kernel runs them; --fix and --diff make the
    safe fixes inside the cells, the rest of the file unchanged byte for byte."""
    from hflint.core.engine import analyze
    from hflint.core.notebook import NotebookError, build, fixable, read_cells
    from hflint.report import FileReport

    try:
        cells = read_cells(data)
    except NotebookError as err:
        return CheckOutcome(FileReport(shown, (), error=str(err)))
    from hflint.core.engine import Verdict, screen

    # The cells' own text screened first: IPython's syntax only takes text away (a magic, a
    # shell line, a %%bash body), so a notebook whose text cannot matter is skipped before
    # its cells are made Python and compiled.
    if screen("\n".join(text for _, text, _ in cells), opts.settings.workspace is not None)[0] is Verdict.SKIP:
        return CheckOutcome(FileReport(shown, ()))
    opts, own = _own_release(opts, catalog, shown, cells=cells)
    notebook = build(cells)
    result = analyze(notebook.source, shown, opts.settings, catalog, opts.release, notebook=notebook)
    if opts.upgrade_to is not None:
        from hflint.upgrade import compare

        changes = compare(result, catalog, opts.release, opts.upgrade_to, opts.settings)
        return CheckOutcome(
            FileReport(shown, tuple(result.findings), notebook, cuts=tuple(result.cuts), **own),
            tuple(result.internal_errors),
            changes=tuple(changes),
        )
    findings = [fixable(notebook, f) for f in result.findings]
    errors = list(result.internal_errors)
    fixed = fixed_reported = 0
    diff = ""
    fixed_bytes = None
    write_error = None
    if (opts.fix or opts.diff) and any(f.fixes for f in findings):
        from hflint.core.notebook import fix_cells

        def again(module: NotebookModule) -> list[Finding]:
            found = analyze(module.source, shown, opts.settings, catalog, opts.release, notebook=module)
            return [fixable(module, f) for f in found.findings]

        made = fix_cells(notebook, findings, again, MAX_FIX_ROUNDS, opts.unsafe)
        fixed, fixed_reported = made.applied, made.first_round
        if made.sources:
            if opts.diff:
                # --diff changes nothing (with --fix too), and reports what the file has now.
                diff = _cell_diffs(shown, cells, made.sources)
                fixed = fixed_reported = 0
            elif opts.fix:
                from hflint.core.ipynb import IpynbTextError

                try:
                    new_bytes = _notebook_bytes(data, made.sources)
                except IpynbTextError as err:
                    errors.append(f"the fixes could not be written into the notebook: {err}")
                    fixed = fixed_reported = 0
                else:
                    if path is None:
                        fixed_bytes = new_bytes
                    else:
                        write_error = _write_fixed_bytes(path, data, new_bytes, opts.roots)
                    if write_error is None:
                        notebook, findings = made.notebook, made.findings
                    else:
                        fixed = fixed_reported = 0
        else:
            fixed = fixed_reported = 0
    file_positions = _file_positions(data, notebook, findings) if findings else {}
    marks = _marks(notebook.source, findings, opts, notebook)
    return CheckOutcome(
        FileReport(shown, tuple(findings), notebook, file_positions=file_positions, cuts=tuple(result.cuts), **own, **marks),
        tuple(errors),
        fixed,
        diff,
        fixed_reported,
        fixed_bytes,
        write_error=write_error,
    )


def _file_positions(data: bytes, notebook: NotebookModule, findings: Sequence[Finding]) -> dict[tuple[int, int], tuple[int, int]]:
    """Where the findings' positions (module line, column) are in the .ipynb file's text (for
    SARIF and GitHub annotations); empty when the file's JSON cannot be read as text."""
    from hflint.core.ipynb import IpynbText, IpynbTextError

    try:
        reader = IpynbText(data.decode("utf-8"))
    except (IpynbTextError, UnicodeDecodeError):
        return {}
    wanted: set[tuple[int, int]] = set()
    for f in findings:
        spans = [f.span] + [e.span for e in f.evidence if e.path is None] + [ed.span for fx in f.fixes for ed in fx.edits]
        for span in spans:
            wanted.update(((span.line, span.col), (span.end_line, span.end_col)))
    out = {}
    for line, col in wanted:
        at = notebook.position(line, col)
        if at is None:
            continue
        try:
            found = reader.position(at.cell.index, at.line, at.col)
        except IpynbTextError:
            continue
        if found is not None:
            out[(line, col)] = found
    return out


def _notebook_bytes(data: bytes, sources: dict[int, str]) -> bytes:
    """The .ipynb with these cells' sources, edited in place; checked by reading it back:
    the sources are the new ones and every other value is as it was."""
    import json

    from hflint.core.ipynb import IpynbText, IpynbTextError

    text = data.decode("utf-8")
    new_text = IpynbText(text).with_sources(sources)
    before, after = json.loads(text), json.loads(new_text)
    for index, source in sources.items():
        cell = after["cells"][index]
        got = "".join(cell["source"]) if isinstance(cell["source"], list) else cell["source"]
        if got != source:
            raise IpynbTextError(f"cell {index + 1} did not read back as written")
        cell["source"] = before["cells"][index]["source"]
    if after != before:
        raise IpynbTextError("the file did not read back as it was outside the sources")
    return new_text.encode("utf-8")


def _cell_diffs(shown: str, cells: Sequence[tuple[int, str, str | None]], new: dict[int, str]) -> str:
    """A unified diff of each changed cell, named `path:cell N` (as editors number cells)."""
    import difflib

    from hflint.report import printable

    shown = printable(shown)

    out: list[str] = []
    for index, text, _ in cells:
        if index in new:
            for line in difflib.unified_diff(
                text.splitlines(keepends=True),
                new[index].splitlines(keepends=True),
                fromfile=f"a/{shown}:cell {index + 1}",
                tofile=f"b/{shown}:cell {index + 1}",
            ):
                out.append(line if line.endswith("\n") else line + "\n\\ No newline at end of cell\n")
    return "".join(out)


def _worker(args: tuple[str, CheckOptions, bool]) -> CheckOutcome:
    path, opts, screened = args
    try:
        return check_path(Path(path), opts, screened=screened)
    except Exception as err:  # noqa: BLE001 - one file's failure never hides another's results
        from hflint.report import FileReport

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
    return bool(
        r.findings
        or r.release is not None
        or r.release_note
        or r.error
        or r.cuts
        or outcome.internal_errors
        or outcome.fixed
        or outcome.diff
        or outcome.write_error
        or outcome.changes
    )


def needs_check(path: str, settings: Settings) -> tuple[int, bool]:
    """(0, _) when check_path would have nothing to say about the file (analyze() would skip
    it); else a guess at what checking it costs (its size), for the order of the run, and
    whether the file was screened (check_path then need not screen it again). A file that
    cannot be read or decoded goes on to check_path, which says why."""
    if path.endswith(".ipynb"):
        return 1, False
    try:
        data = _read_head(path, MAX_FILE_BYTES + 1)
    except OSError:
        return 1, False
    if len(data) > MAX_FILE_BYTES:
        return 1, False
    if settings.select is not None and (b"hflint" in data or b"noqa" in data or b"NOQA" in data) and _selects_unused(settings):
        return max(1, len(data)), False  # (HF001: its suppression comments may silence nothing)
    # In bytes that decode to themselves, the prefilter's first test can be made on the bytes.
    ascii_text = plain_ascii(data)
    if ascii_text and not any_trigger_in_ascii(data):
        return 0, False  # (most files of a large tree: the text need not be made at all)
    try:
        text = decode_source(data)
    except UndecodableSource:
        return 1, False
    if not ascii_text and utf8_by_default(data) and no_trigger_in_utf8(data, text):
        return 0, False  # (what matters() says of a text without a trigger, in a few scans in C)
    return (max(1, len(data)), True) if matters(text, path, settings, has_trigger=ascii_text) else (0, False)


def _selects_unused(settings: Settings) -> bool:
    from hflint.core.suppressions import UNUSED_SUPPRESSION

    return settings.enabled(UNUSED_SUPPRESSION, by_default=False)


_OPEN_FLAGS = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)


def read_source(path: str) -> tuple[bytes | None, str]:
    """A source file's bytes (at most MAX_FILE_BYTES), or None and why it is skipped."""
    try:
        # (a FIFO named on the command line is opened as `cat` opens it, waiting for its writer:
        # opened without blocking, a read before the writer comes finds its end at once)
        fifo = stat.S_ISFIFO(os.stat(path).st_mode)
        data = _read_head(path, MAX_FILE_BYTES + 1, blocking=fifo)
    except BlockingIOError:
        return None, "reading it would block (not a plain file)"
    except OSError as err:
        return None, f"cannot read: {err.strerror or err}"
    if len(data) > MAX_FILE_BYTES:
        return None, f"larger than {MAX_FILE_BYTES // (1024 * 1024)} MB"
    return data, ""


def _read_head(path: str, limit: int, blocking: bool = False) -> bytes:
    """At most `limit` bytes of the file, with the fewest system calls (every file of the tree
    is read: a buffered file object costs a third more here).

    Opened without blocking (unless `blocking`: a FIFO's open then waits for its writer). A
    regular file that says it is empty is not read at all: /proc's files all say so, and some
    of them block or never end (/proc/kmsg). Discovery hands on only regular files from the
    folders it walks; anything else comes here because it was named on the command line (a
    FIFO, `<(...)`, /dev/stdin): it is read as the user asked, blocking, up to `limit`."""
    fd = os.open(path, (_OPEN_FLAGS & ~getattr(os, "O_NONBLOCK", 0)) if blocking else _OPEN_FLAGS)
    try:
        info = os.fstat(fd)
        parts: list[bytes] = []
        got = 0
        if stat.S_ISREG(info.st_mode):
            if info.st_size == 0:
                return b""
            ask = min(info.st_size + 1, limit)
            data = os.read(fd, ask)
            if len(data) < ask:
                return data  # the whole file (a short read of a regular file is its end)
            parts, got = [data], len(data)  # (it grew since: read on)
        elif hasattr(os, "set_blocking"):
            os.set_blocking(fd, True)
        while got < limit:
            chunk = os.read(fd, min(limit - got, 1 << 20))
            if not chunk:
                break
            parts.append(chunk)
            got += len(chunk)
        return b"".join(parts)
    finally:
        os.close(fd)


# (index in the chunk, cost, screened) of the chunk's files that need check_path.
_Found = list[tuple[int, int, bool]]


def _screen_chunk(paths: list[str], settings: Settings) -> _Found:
    out = []
    for i, path in enumerate(paths):
        try:
            cost, screened = needs_check(path, settings)
        except Exception:  # noqa: BLE001 - check_path then reports what went wrong
            cost, screened = 1, False
        if cost:
            out.append((i, cost, screened))
    return out


SCREEN_CHUNK = 1024


def check_paths(paths: Sequence[str | os.PathLike[str]], opts: CheckOptions, jobs: int | None = None) -> list[CheckOutcome]:
    """The outcomes of the files that have something to report (findings, an error, a fix or
    a diff, internal errors), in the order of `paths`. `jobs`: processes at work, this one
    included (default: one per core)."""
    with started_check(paths, opts.settings, jobs) as run:
        return run.finish(opts)


@contextmanager
def started_check(paths: Sequence[str | os.PathLike[str]], settings: Settings, jobs: int | None = None) -> Iterator[_Run]:
    """A check run whose screen has started (its helper processes forked and at work) before
    the run's other options are known: the CLI loads the catalog and settles the release
    meanwhile, instead of keeping the other cores waiting. The screen needs only `settings`'s
    workspace; `finish(opts)` runs the rest. Leaving the block without finishing stops the helpers."""
    jobs = jobs or os.cpu_count() or 1
    names = [os.fspath(p) for p in paths]
    # The files do not change while the run reads them: import resolution is shared between
    # files (helper processes fork from this one, so they inherit what it has resolved).
    # The cyclic collector stays off for the run (helpers fork with it off) but for a pass now
    # and then (_collect_now_and_then): its automatic passes over the cached workspace modules
    # cost more than the whole analysis of most files.
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        with ModuleResolver.sharing():
            run = _Run(names, settings, helpers=jobs - 1 if len(names) >= 32 else 0)
            run.start()
            try:
                yield run
            finally:
                run.stop()
    finally:
        gc.unfreeze()  # (in this process, the collector sees again what a pass froze)
        if was_enabled:
            gc.enable()


class _Claims:
    """Jobs 0 … n-1 in an agreed order, claimed one at a time from the front by the helper
    processes and from the back by this one (in memory they share)."""

    def __init__(self, ctx, n: int) -> None:
        self.lock = ctx.Lock()
        self.ends = ctx.RawArray("q", [0, n])  # the next job at the front, one past the next at the back

    def front(self) -> int | None:
        with self.lock:
            first, end = self.ends
            if first >= end:
                return None
            self.ends[0] = first + 1
            return first

    def back(self) -> int | None:
        with self.lock:
            first, end = self.ends
            if first >= end:
                return None
            self.ends[1] = end - 1
            return end - 1

    def exhausted(self) -> bool:
        with self.lock:
            return self.ends[0] >= self.ends[1]

    def taken_at_front(self) -> int:
        with self.lock:
            return self.ends[0]


class _Run:
    """One check run over many files, on this process and `helpers` forked ones.

    Stage 1 screens every file (needs_check), in chunks: the helpers claim chunks from the
    front of the list and send back what they found; this process claims chunks from the back,
    and whenever a file found needs checking it checks that file instead. So while the helpers
    screen, this process checks the first files and, on the way, reads and walks the workspace
    modules they import (on a big tree, the same few dozen for most files).
    Stage 2 forks new helpers for the files left: they start with those modules walked,
    instead of each walking them again. They claim the largest files first and this process
    the smallest, until none is left; then they send their outcomes.
    The helpers take their jobs themselves, from counters in shared memory: no job waits for
    this process to hand it out. What a helper that died had claimed and not sent is done here."""

    def __init__(self, names: list[str], settings: Settings, helpers: int) -> None:
        self.names, self.settings, self.helpers = names, settings, helpers
        self.opts: CheckOptions | None = None  # (known at finish())
        self.todo: list[tuple[int, int, bool]] = []  # (cost, index, screened): to check
        self.done: dict[int, CheckOutcome] = {}
        # Large chunks, at least two for each process: this process screens one only when it
        # has no file to check, and the more it checks while the helpers screen, the more of
        # the modules stage 2's helpers need they inherit walked (on the bench tree 1,024 was
        # 4 % faster than 256, and 64 20 % slower). Read once: helpers are given the bounds.
        self.chunk = min(SCREEN_CHUNK, max(64, -(-len(names) // (2 * (helpers + 1)))))
        self.chunks = list(range(0, len(names), self.chunk))
        self.claims: _Claims | None = None
        self.screeners: list = []  # the stage-1 helpers, while they run

    def start(self) -> None:
        """Stage 1 begins: the helpers fork and screen chunks from the front of the list."""
        if self.helpers > 0 and self.claims is None:
            self.claims = _Claims(_CONTEXT, len(self.chunks))
            self.screeners = self._start(
                _screen_helper, [(at, at + self.chunk) for at in self.chunks], self.claims, self.settings
            )

    def stop(self) -> None:
        """Stop the helpers still at work (a run left unfinished: a usage error, an interrupt)."""
        for proc, _ in self.screeners:
            if proc.is_alive():
                proc.terminate()
        self._join(self.screeners)
        self.screeners = []

    def finish(self, opts: CheckOptions) -> list[CheckOutcome]:
        """The outcomes worth reporting, in the order of the names."""
        if opts.settings.workspace != self.settings.workspace:
            raise ValueError("the run's options name another workspace than its screen")
        self.opts = opts
        return [o for _, o in sorted(self.outcomes().items()) if _worth_reporting(o)]

    def outcomes(self) -> dict[int, CheckOutcome]:
        assert self.opts is not None
        if self.helpers <= 0:
            for at in self.chunks:
                self._found(at, self._screen(at))
            for _, i, screened in self.todo:
                self.done[i] = _worker((self.names[i], self.opts, screened))
            return self.done
        self.start()
        self._stage_screen()
        self.todo.sort(key=lambda item: (-item[0], item[1]))
        self._stage_check()
        return self.done

    def _screen(self, at: int) -> _Found:
        return _screen_chunk(self.names[at : at + self.chunk], self.settings)

    def _found(self, at: int, found: _Found) -> None:
        self.todo.extend((cost, at + i, screened) for i, cost, screened in found)

    def _stage_screen(self) -> None:
        assert self.claims is not None and self.opts is not None
        claims, chunks, helpers = self.claims, self.chunks, self.screeners
        live = [conn for _, conn in helpers]
        screened: set[int] = set()
        while True:
            for conn in mp_connection.wait(live, timeout=0) if live else ():
                self._take_in(conn, live, screened, chunks)
            if not live and claims.exhausted():
                break  # all screened: what is left to check goes to stage 2
            if self.todo:
                # The smallest file: what this process is busy with may keep stage 2 waiting.
                job = min(range(len(self.todo)), key=lambda k: self.todo[k])
                _, i, done_screened = self.todo.pop(job)
                self.done[i] = _worker((self.names[i], self.opts, done_screened))
                continue
            k = claims.back()
            if k is not None:
                self._found(chunks[k], self._screen(chunks[k]))
                screened.add(k)
                continue
            for conn in mp_connection.wait(live):
                self._take_in(conn, live, screened, chunks)
        self._join(helpers)
        self.screeners = []
        for k in range(claims.taken_at_front()):
            if k not in screened:  # (claimed by a helper that died)
                self._found(chunks[k], self._screen(chunks[k]))

    def _take_in(self, conn, live: list, screened: set[int], chunks: list[int]) -> None:
        try:
            k, found = conn.recv()
        except (EOFError, OSError):
            live.remove(conn)  # finished, or died: what it claimed and did not send is redone
            return
        self._found(chunks[k], found)
        screened.add(k)

    def _stage_check(self) -> None:
        opts = self.opts
        assert opts is not None
        jobs = [(self.names[i], opts, screened) for _, i, screened in self.todo]
        claims = _Claims(_CONTEXT, len(jobs))
        helpers = self._start(_check_helper, jobs, claims, opts) if len(jobs) > 1 else []
        while (k := claims.back()) is not None:
            self.done[self.todo[k][1]] = _worker(jobs[k])
        reported: set[int] = set()
        for _, conn in helpers:
            for k, outcome in self._outcomes_of(conn):
                reported.add(k)
                if outcome is not None:
                    self.done[self.todo[k][1]] = outcome
        self._join(helpers)
        for k in range(claims.taken_at_front()):
            if k not in reported:  # (claimed by a helper that died)
                self.done[self.todo[k][1]] = _worker(jobs[k])

    @staticmethod
    def _outcomes_of(conn) -> list[tuple[int, CheckOutcome | None]]:
        try:
            return conn.recv()
        except (EOFError, OSError):
            return []  # it died: its jobs are redone

    def _start(self, target, jobs: list, claims: _Claims, given) -> list:
        gc.freeze()  # (what this process holds is left out of the helpers' collector passes)
        started = []
        for _ in range(self.helpers):
            reader, writer = _CONTEXT.Pipe(duplex=False)
            proc = _CONTEXT.Process(target=target, args=(jobs, claims, writer, self.names, given), daemon=True)
            proc.start()
            writer.close()  # (this process keeps only the reading end: EOF once the helper is gone)
            started.append((proc, reader))
        return started

    @staticmethod
    def _join(helpers: list) -> None:
        for proc, conn in helpers:
            proc.join()
            conn.close()


def _screen_helper(chunks: list[tuple[int, int]], claims: _Claims, conn, names: list[str], settings: Settings) -> None:
    """A stage-1 helper: screens chunks claimed from the front, sending what each holds."""
    with _quietly(conn):
        while (k := claims.front()) is not None:
            at, end = chunks[k]
            conn.send((k, _screen_chunk(names[at:end], settings)))


def _check_helper(jobs: list, claims: _Claims, conn, names: list[str], opts: CheckOptions) -> None:
    """A stage-2 helper: checks the files claimed from the front, then sends the outcomes
    (None for the files with nothing to report)."""
    out = []
    with _quietly(conn):
        while (k := claims.front()) is not None:
            outcome = _worker(jobs[k])
            out.append((k, outcome if _worth_reporting(outcome) else None))
        conn.send(out)


@contextmanager
def _quietly(conn) -> Iterator[None]:
    """A helper ends without a traceback when the user interrupts the run (Ctrl-C reaches
    every process of the group) or when this process is gone (its pipe closed)."""
    try:
        with conn:
            yield
    except KeyboardInterrupt:
        os._exit(130)
    except (BrokenPipeError, EOFError):
        os._exit(1)


# Helpers are forked, so they start with what this process has read and walked. Elsewhere
# than on Linux they are spawned (forking is unsafe on macOS): they start empty, which is
# only slower.
_CONTEXT = multiprocessing.get_context("fork") if sys.platform.startswith("linux") else multiprocessing.get_context("spawn")
