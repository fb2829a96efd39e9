"""From a recognised error to what the user does next: the release they ran, their line, the finding and its fix.

recognise.py finds the catalog's messages in a traceback. This module reads the files the
traceback's frames name (the user's own, never a library's), finds the line that called into
transformers, analyses that file with the release the traceback implies (the same analysis and
the same --fix path as `hflint check`), and renders the result as text, Markdown or JSON for
the command line and the language server.
"""

from __future__ import annotations

import ast
import json
import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from packaging.version import Version

from hflint.catalog import Catalog, Fact, render_markdown, render_text
from hflint.core.findings import Applicability, Finding
from hflint.envprobe import Installed
from hflint.recognise import Frame, Recognised, recognise
from hflint.versions import AssumedRelease

# A notebook or script larger than this is not read to find a frame's line.
MAX_FILE_BYTES = 20 * 1024 * 1024
# How far a frame's line may have moved (the file was edited since the run) and still be found.
MOVED_LINES = 30
# How many notebooks of a folder are opened to find a cell.
MAX_NOTEBOOKS = 50


@dataclass(frozen=True, slots=True)
class Location:
    """A frame of the traceback found on disk."""

    path: str  # the file (absolute)
    line: int  # 1-based; in a notebook, the line inside the cell
    shown: str  # how the traceback named it ("Cell In[2], line 8", "/app/train.py:8")
    cell: int | None = None  # notebook: the cell's 1-based position among all cells
    verified: bool = True  # the traceback's text of the line is the file's
    note: str | None = None  # "line 8 is line 10 now", "found as ./train.py"


@dataclass(slots=True)
class Explanation:
    error: Recognised
    release: AssumedRelease | None = None  # what the analysis assumed
    release_reason: str = ""
    location: Location | None = None
    findings: list[Finding] = field(default_factory=list)  # the error's findings at the location
    codes: tuple[str, ...] = ()  # the codes it may be (more than one when a message is shared)
    fixed: int = 0
    fix_error: str | None = None
    problem: str | None = None  # why the user's code was not analysed, or said nothing
    report: Any = None  # the location's FileReport (positions in notebooks)

    @property
    def code(self) -> str:
        return self.codes[0] if len(self.codes) == 1 else self.error.code


# ---------------------------------------------------------------- finding the user's files


def _squeezed(text: str) -> str:
    return "".join(text.split())


def _same_line(shown: str | None, actual: str) -> bool:
    """The traceback's text of a line is this file line (a shown text cut by a terminal fold
    counts when what is left is a fair part of the line)."""
    if shown is None:
        return False
    a, b = _squeezed(shown), _squeezed(actual)
    if not a:
        return False
    return a == b or (len(a) >= 12 and b.startswith(a))


def _read_lines(path: Path) -> list[str] | None:
    try:
        if not path.is_file() or path.stat().st_size > MAX_FILE_BYTES:
            return None
        return path.read_bytes().decode("utf-8", errors="replace").splitlines()
    except OSError:
        return None


def _candidates(frame: Frame, roots: Sequence[Path]) -> list[tuple[Path, str | None]]:
    """Files the frame may name here: the path itself, or (a traceback from another machine, a
    container, Windows) the longest tail of it found under one of the roots."""
    raw = frame.path
    out: list[tuple[Path, str | None]] = []
    expanded = Path(os.path.expanduser(raw))
    if expanded.is_absolute():
        out.append((expanded, None))
    else:
        out += [(root / expanded, None) for root in roots]
    parts = [p for p in frame.normalised.split("/") if p and p not in (".", "..") and not p.endswith(":")]
    for k in range(len(parts) - 1, 0, -1):
        tail = "/".join(parts[-k:])
        for root in roots:
            out.append((root / tail, f"found as {tail} under {root}"))
    return out


def locate_file(frame: Frame, roots: Sequence[Path], mismatched: list[Path] | None = None) -> Location | None:
    """The file a frame names, whose line is the one the traceback shows. `mismatched`
    receives the files of that name found whose line is another."""
    seen: set[Path] = set()
    for path, note in _candidates(frame, roots):
        try:
            path = path.resolve()
        except (OSError, RuntimeError):
            continue
        if path in seen:
            continue
        seen.add(path)
        lines = _read_lines(path)
        if lines is None:
            continue
        n = frame.line
        if 1 <= n <= len(lines) and _same_line(frame.text, lines[n - 1]):
            return Location(str(path), n, f"{frame.path}:{n}", note=note)
        moved = _moved(frame.text, lines, n)
        if moved is not None:
            return Location(str(path), moved, f"{frame.path}:{n}", note=f"line {n} of the run is line {moved} of the file now")
        if frame.text is None and note is None and 1 <= n <= len(lines):
            # No source in the traceback to compare (Python could not read it then): the
            # file at the very path it names.
            return Location(
                str(path), n, f"{frame.path}:{n}", verified=False, note="the traceback shows no source for this line to compare"
            )
        if mismatched is not None:
            mismatched.append(path)
    return None


def _moved(text: str | None, lines: list[str], n: int) -> int | None:
    if text is None or len(_squeezed(text)) < 12:
        return None
    for d in range(1, MOVED_LINES + 1):
        for k in (n - d, n + d):
            if 1 <= k <= len(lines) and _same_line(text, lines[k - 1]):
                return k
    return None


def _notebooks(roots: Sequence[Path], given: Sequence[Path]) -> list[Path]:
    out = list(given)
    for root in roots:
        try:
            found = sorted(p for p in root.iterdir() if p.suffix == ".ipynb" and p.is_file())
        except OSError:
            continue
        out += [p for p in found if p not in out][:MAX_NOTEBOOKS]
    return out


def locate_cell(frame: Frame, roots: Sequence[Path], notebooks: Sequence[Path] = ()) -> Location | None:
    """The notebook cell an IPython `Cell In[N], line L` frame names: a code cell of a notebook
    (given, or in one of the roots) whose lines are the ones the traceback lists, preferring the
    cell whose execution count is N."""
    listed = [(n, t) for n, t in frame.context if _squeezed(t)] or ([(frame.line, frame.text)] if frame.text else [])
    best: tuple[int, Location] | None = None
    for nb in _notebooks(roots, notebooks):
        try:
            if nb.stat().st_size > MAX_FILE_BYTES:
                continue
            data = json.loads(nb.read_bytes().decode("utf-8"))
        except (OSError, UnicodeDecodeError, json.JSONDecodeError):
            continue
        cells = data.get("cells") if isinstance(data, dict) else None
        if not isinstance(cells, list):
            continue
        for position, cell in enumerate(cells, 1):
            if not isinstance(cell, dict) or cell.get("cell_type") != "code":
                continue
            src = cell.get("source", "")
            lines = ("".join(src) if isinstance(src, list) else str(src)).splitlines()
            count_ok = frame.cell is not None and cell.get("execution_count") == frame.cell
            text_ok = bool(listed) and all(1 <= n <= len(lines) and _same_line(t, lines[n - 1]) for n, t in listed)
            if not text_ok and not (count_ok and not listed):
                continue
            score = (2 if text_ok else 0) + (1 if count_ok else 0)
            where = Location(
                str(nb.resolve()),
                frame.line,
                f"Cell In[{frame.cell}], line {frame.line}" if frame.cell is not None else f"{frame.path}, line {frame.line}",
                cell=position,
                verified=text_ok,
                note=None
                if count_ok or frame.cell is None
                else f"the cell ran as In[{frame.cell}]; the notebook on disk numbers it {cell.get('execution_count')}",
            )
            if best is None or score > best[0]:
                best = (score, where)
    return best[1] if best is not None else None


def locate(
    error: Recognised, roots: Sequence[Path], notebooks: Sequence[Path] = (), mismatched: list[Path] | None = None
) -> list[Location]:
    """The user's frames found on disk, innermost first."""
    out = []
    for frame in reversed(error.user_frames):
        found = locate_cell(frame, roots, notebooks) if frame.is_cell else locate_file(frame, roots, mismatched)
        if found is not None:
            out.append(found)
    return out


def tracebacks_in_notebook(data: bytes) -> str | None:
    """The error outputs a saved notebook holds (Jupyter keeps each traceback, colours and
    all, in the output of the cell that raised), one after the other; None when it is not a
    notebook."""
    try:
        nb = json.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError):
        return None
    if not isinstance(nb, dict) or not isinstance(nb.get("cells"), list):
        return None
    parts = []
    for cell in nb["cells"]:
        outputs = cell.get("outputs") if isinstance(cell, dict) else None
        for out in outputs if isinstance(outputs, list) else ():
            if isinstance(out, dict) and out.get("output_type") == "error":
                tb = out.get("traceback")
                if isinstance(tb, list):
                    parts.append("\n".join(str(x) for x in tb))
                elif isinstance(out.get("ename"), str):
                    parts.append(f"{out['ename']}: {out.get('evalue', '')}")
    return "\n\n".join(parts)


# ---------------------------------------------------------------- which release


def _version_key(r: str) -> Version:
    return Version(r)


def implied_release(
    error: Recognised, catalog: Catalog, detected: Callable[[], AssumedRelease | None] | None = None
) -> tuple[AssumedRelease, str]:
    """The release to analyse with, and why: the release whose recorded raise line the traceback
    shows; else the transformers installed beside the traceback's frames; else the detected
    release when the message is its release's; else the newest release the message belongs to."""
    facts = error.facts
    span = _ranges(facts)
    if error.pinned:
        release = max(error.pinned, key=_version_key)
        if len(error.pinned) > 1 and detected is not None:
            # Releases that raise it from the same line: the one the project uses, if it is one of them.
            found = detected()
            if found is not None and found.version in error.pinned:
                release = found.version
        frame = error.raise_frame
        assert frame is not None
        where = f"{_package_path(frame)} line {frame.line}"
        if len(error.pinned) == 1:
            return (AssumedRelease(release, "the traceback's raise line"), f"you ran {release}: {where} is where it raises this")
        ran = ", ".join(error.pinned[:-1]) + f" or {error.pinned[-1]}"
        return (
            AssumedRelease(release, "the traceback's raise line"),
            f"you ran {ran}: {where} is where each raises this (hflint assumes {release})",
        )
    installed = _installed_beside(error)
    if installed is not None and any(f.contains(Version(installed[0])) for f in facts):
        version, meta = installed
        # (its package folder, for the messages that name its files: an ImportError's path)
        folder = Installed(version, "", meta).folder
        return (
            AssumedRelease(version, "installed where the traceback ran", installation=None if folder is None else str(folder)),
            f"you ran {version}: the transformers that raised it is installed at {meta.parent.parent}",
        )
    unknown_line = ""
    if error.raise_frame is not None:
        unknown_line = (
            f"{_package_path(error.raise_frame)} line {error.raise_frame.line} is no line the catalog "
            f"recorded: the release that ran is one it did not run; "
        )
    if detected is not None:
        found = detected()
        if found is not None and any(f.contains(Version(found.version)) for f in facts):
            return found, f"{unknown_line}hflint assumes {found.version} ({found.source}), one of them"
    releases = sorted(error.releases, key=_version_key)
    newest = releases[-1] if releases else catalog.newest_release()
    if len(releases) <= 1 and not unknown_line:
        return AssumedRelease(newest, f"the only release of {span}"), ""
    return AssumedRelease(newest, f"newest release of {span}"), f"{unknown_line}hflint assumes {newest}, the newest"


def _ranges(facts: Sequence[Fact]) -> str:
    return ", ".join(_range_text(f) for f in facts)


def _range_text(fact: Fact) -> str:
    """ ">=4.57,<5.24" as a reader says it: "4.57 to 5.23" (the releases the catalog ran in it)."""
    releases = sorted(fact.lines or fact.verified, key=_version_key)
    if len(releases) == 1:
        return f"{releases[0]} ({fact.versions})"
    return f"{releases[0]} to {releases[-1]} ({fact.versions})"


def _package_path(frame: Frame) -> str:
    p = frame.normalised
    at = p.rfind("/transformers/")
    return p[at + 1 :] if at >= 0 else p


def _installed_beside(error: Recognised) -> tuple[str, Path] | None:
    """The transformers release installed in the folder the traceback's transformers frames are
    in (else the one whose file the message names: an ImportError's "(.../transformers/__init__.py)"),
    when that folder exists here (the traceback came from this machine)."""
    frame = error.raise_frame or next((f for f in reversed(error.frames) if f.in_package("transformers")), None)
    named = frame.path if frame is not None else error.values.get("path")
    if not named:
        return None
    p = os.path.expanduser(named.replace("\\", "/"))
    at = p.rfind("/transformers/")
    if at < 0:
        return None
    folder = Path(p[:at])
    if not folder.is_dir():
        return None
    from hflint.envprobe import transformers_in

    found, _ = transformers_in(folder)
    return found


# ---------------------------------------------------------------- the analysis


def _statement_lines(text: str, line: int) -> tuple[int, int]:
    """The lines of the innermost simple statement holding `line` (a call spread over lines)."""
    try:
        tree = ast.parse(text)
    except (SyntaxError, ValueError):
        return line, line
    best = (line, line)
    for node in ast.walk(tree):
        if isinstance(node, ast.stmt) and not isinstance(
            node,
            (
                ast.FunctionDef,
                ast.AsyncFunctionDef,
                ast.ClassDef,
                ast.If,
                ast.For,
                ast.While,
                ast.With,
                ast.Try,
                ast.AsyncFor,
                ast.AsyncWith,
            ),
        ):
            end = node.end_lineno or node.lineno
            if node.lineno <= line <= end and (best == (line, line) or end - node.lineno < best[1] - best[0]):
                best = (node.lineno, end)
    return best


@dataclass(frozen=True, slots=True)
class LocationAnalysis:
    findings: tuple[Finding, ...]
    module_line: int  # the location's line in the analysed module
    first: int
    last: int  # the statement's lines (module coordinates)
    report: Any  # the FileReport (positions in notebooks)


def analyse_location(
    where: Location, release: AssumedRelease, workspace: Path | None, codes: Sequence[str], catalog: Catalog
) -> LocationAnalysis | None:
    from hflint.checkrun import CheckOptions, check_path
    from hflint.core.settings import Settings

    settings = Settings(
        select=frozenset(codes),
        transformers_version=release.version,
        version_source=release.source,
        workspace=str(workspace) if workspace else None,
        torch=_explained_torch(release, codes, catalog),
    )
    outcome = check_path(Path(where.path), CheckOptions(settings, release), catalog)
    report = outcome.report
    if report.error:
        return None
    module_line = where.line
    if where.cell is not None:
        nb = report.notebook
        if nb is None:
            return None
        span = next((c for c in nb.cells if c.index + 1 == where.cell), None)
        if span is None:
            return None
        module_line = span.first_line + where.line - 1
        text = nb.source
    else:
        try:
            text = Path(where.path).read_text(encoding="utf-8", errors="replace")
        except OSError:
            return None
    first, last = _statement_lines(text, module_line)
    return LocationAnalysis(report.findings, module_line, first, last, report)


def _explained_torch(release: AssumedRelease, codes: Sequence[str], catalog: Catalog):
    """The torch the file is analysed with: the environment's, else, for an error whose facts hold
    in one environment only (HF360: a torch built without CUDA), that one: the traceback came
    from it (catalog.recorded_torch)."""
    if release.torch is not None:
        return release.torch
    from hflint.catalog import recorded_torch

    return next((t for t in (recorded_torch(catalog.get(c)) for c in codes) if t is not None), None)


def _at(findings: Sequence[Finding], first: int, last: int) -> list[Finding]:
    return [f for f in findings if f.span.line <= last and f.span.end_line >= first]


def fix_location(
    where: Location, release: AssumedRelease, workspace: Path | None, code: str, catalog: Catalog
) -> tuple[int, str | None]:
    """Apply the safe fixes of `code` in the location's file, as `hflint check --fix --select CODE`."""
    from hflint.checkrun import CheckOptions, check_path
    from hflint.core.settings import Settings

    settings = Settings(
        select=frozenset({code}),
        transformers_version=release.version,
        version_source=release.source,
        workspace=str(workspace) if workspace else None,
        torch=_explained_torch(release, (code,), catalog),
    )
    opts = CheckOptions(settings, release, fix=True)
    if "roots" in CheckOptions.__dataclass_fields__:
        # (check --fix writes only inside the tree it was given: here, the one file)
        opts = replace(opts, roots=(where.path,))  # type: ignore[call-arg,unused-ignore]
    outcome = check_path(Path(where.path), opts, catalog)
    return outcome.fixed, getattr(outcome, "write_error", None) or outcome.report.error


# ---------------------------------------------------------------- putting it together


def explain(
    text: str,
    catalog: Catalog,
    roots: Sequence[Path],
    *,
    notebooks: Sequence[Path] = (),
    fix: bool = False,
    detected: Callable[[Path | None], AssumedRelease | None] | None = None,
    workspace_of: Callable[[Path], Path | None] | None = None,
) -> list[Explanation]:
    """Every known error in `text`, each with the user's line, its findings and (with `fix`)
    its safe fix applied. `roots`: folders where the traceback's relative or foreign paths are
    looked for; `detected(workspace)`: the release hflint would assume there (used when the
    traceback does not say); `workspace_of(file)`: the project a file belongs to."""
    out: list[Explanation] = []
    seen: set[tuple[str, str]] = set()
    found = recognise(text, catalog).found
    for error in found:
        if (error.code, error.message) in seen and not error.frames:
            continue
        seen.add((error.code, error.message))
        out.append(_explain_one(error, catalog, roots, notebooks, fix, detected, workspace_of))
    return _drop_settled_twins(out)


def _drop_settled_twins(out: list[Explanation]) -> list[Explanation]:
    """A message two codes share is found once per code, at one place: one explanation (of the
    code the user's line makes it, when the analysis told; of the twin whose facts recorded the
    traceback's raise line, when only one's did: its release is the one that ran)."""
    kept: list[Explanation] = []
    for e in out:
        # (one twin's codes may already be settled by the user's line: HF111's error raised by an
        # assistant's inner generate on 4.57, which HF113's facts also describe, from 5.15)
        twin = next(
            (
                i
                for i, k in enumerate(kept)
                if k.error.line == e.error.line and (set(k.codes) <= set(e.codes) or set(e.codes) <= set(k.codes))
            ),
            None,
        )
        if twin is None:
            kept.append(e)
        elif e.error.pinned and not kept[twin].error.pinned:
            kept[twin] = e
        elif bool(e.error.pinned) == bool(kept[twin].error.pinned) and len(e.codes) < len(kept[twin].codes):
            kept[twin] = e
    return kept


def _explain_one(
    error: Recognised,
    catalog: Catalog,
    roots: Sequence[Path],
    notebooks: Sequence[Path],
    fix: bool,
    detected: Callable[[Path | None], AssumedRelease | None] | None,
    workspace_of: Callable[[Path], Path | None] | None,
) -> Explanation:
    codes = (error.code,) + error.shared_with
    mismatched: list[Path] = []
    located = locate(error, roots, notebooks, mismatched)
    first_place = located[0] if located else None
    workspace = None
    if first_place is not None:
        workspace = workspace_of(Path(first_place.path)) if workspace_of else Path(first_place.path).parent
    release, why = implied_release(error, catalog, (lambda: detected(workspace)) if detected else None)
    ex = Explanation(error, release, why, first_place, codes=codes)
    if not located:
        if mismatched:
            names = ", ".join(sorted({_shown_path(str(p)) for p in mismatched}))
            ex.problem = (
                f"{names} is here, but not with the line that ran (the file changed since the run, "
                f"or it is another program of that name)"
            )
        elif error.user_frames:
            names = ", ".join(sorted({f.path for f in error.user_frames}))
            ex.problem = f"the traceback's own frames name {names}, which hflint did not find here"
        elif error.frames:
            ex.problem = "the traceback shows no frame of your own code (only libraries)"
        return ex
    for where in located:
        ws = workspace_of(Path(where.path)) if workspace_of else Path(where.path).parent
        got = analyse_location(where, release, ws, codes, catalog)
        if got is None:
            continue
        at = _at(got.findings, got.first, got.last)
        if at:
            ex.location = where
            ex.findings = at
            ex.report = got.report
            flagged = tuple(dict.fromkeys(f.code for f in at))
            ex.codes = tuple(c for c in codes if c in flagged) or codes
            if fix:
                ex.fixed, ex.fix_error = fix_location(where, release, ws, ex.codes[0], catalog)
            return ex
    where = located[0]
    ex.problem = (
        f"hflint's analysis of {_shown_path(where.path)} with transformers {release.version} does not flag "
        f"line {where.line} (what decides the error is outside what it follows, or it was called "
        f"with other values)"
    )
    return ex


def _shown_path(path: str) -> str:
    """A path as the user would write it here: relative to the current folder when inside it."""
    try:
        rel = os.path.relpath(path)
    except ValueError:
        rel = path
    return rel if not rel.startswith("..") else path


# ---------------------------------------------------------------- rendering


def _where(ex: Explanation) -> str | None:
    loc = ex.location
    if loc is None:
        return None
    path = _shown_path(loc.path)
    return f"{path}:cell {loc.cell}:{loc.line}" if loc.cell is not None else f"{path}:{loc.line}"


def _release_lines(ex: Explanation) -> list[str]:
    e = ex.error
    spans = ", ".join(_range_text(f) for f in e.facts)
    lines = [f"This is the message of transformers {spans}."]
    # Which release ran, when the traceback says; which one the analysis assumed, when there was one.
    said = e.pinned or (ex.release is not None and ex.release.source == "installed where the traceback ran")
    if ex.release_reason and (said or ex.location is not None):
        reason = ex.release_reason
        lines.append((reason if reason.startswith("hflint") else reason[0].upper() + reason[1:]) + ".")
    return lines


def _finding_lines(ex: Explanation, indent: str = "    ") -> list[str]:
    from hflint.report import FileReport, where

    out = []
    loc = ex.location
    assert loc is not None
    report = FileReport(_shown_path(loc.path), (), getattr(ex.report, "notebook", None))
    for f in ex.findings:
        pos = where(report, f.span.line, f.span.col)
        out.append(f"{indent}{pos}: {f.code} {f.message}")
        for fx in f.fixes:
            how = {
                Applicability.SAFE: "safe; `hflint explain --fix` applies it",
                Applicability.UNSAFE: "unsafe: --fix leaves it",
                Applicability.DISPLAY_ONLY: "to do by hand",
            }[fx.applicability]
            lines = sorted({ed.span.line for ed in fx.edits})
            at = f" at line {', '.join(map(str, lines))}" if lines and loc.cell is None else ""
            out.append(f"{indent}  fix{at}: {fx.title} ({how})")
    return out


def render_explanations_text(explanations: Sequence[Explanation], catalog: Catalog, page: bool = True) -> str:
    blocks: list[str] = []
    for ex in explanations:
        e = ex.error
        entry = catalog.get(ex.code) or e.entry
        lines: list[str] = []
        if len(ex.codes) > 1:
            lines.append(f"{' or '.join(ex.codes)}: this message belongs to {len(ex.codes)} codes")
            for code in ex.codes:
                other = catalog.get(code)
                if other is not None:
                    lines.append(f"  {other.code} {other.slug}: {other.title}")
        else:
            lines.append(f"{entry.code} {entry.slug}: {entry.title}")
        lines.append(
            f"  {_exception_text(e.exception, e.message)}"
            + ("" if e.complete else "  (the text was cut short; its beginning is this message's)")
        )
        if e.also_possible:
            lines.append(f"  Its beginning is also that of {', '.join(e.also_possible)}.")
        others = [c for c in (e.code, *e.shared_with) if c not in ex.codes]
        if others and len(ex.codes) == 1:
            lines.append(
                f"  {' and '.join(others)} {'gives' if len(others) == 1 else 'give'} this message too; "
                f"the analysis of your line makes it {ex.codes[0]}."
            )
        lines += ["  " + x for x in _release_lines(ex)]
        place = _where(ex)
        if place is not None:
            lines.append(f"  Your code: {place}" + (f" ({ex.location.note})" if ex.location and ex.location.note else ""))
            lines += _finding_lines(ex)
        if ex.problem:
            lines.append(f"  Your code: {ex.problem}.")
        elif place is None and not e.frames:
            lines.append("  Your code: the text has no traceback frames; with the whole traceback hflint points at your line.")
        if ex.fixed:
            lines.append(
                f"  Fixed {ex.fixed} problem{'s' if ex.fixed != 1 else ''} ({ex.codes[0]}) in "
                f"{_shown_path(ex.location.path) if ex.location else '?'}."
            )
        elif ex.fix_error:
            lines.append(f"  Not fixed: {ex.fix_error}.")
        if page:
            lines += [""] + render_text(entry).rstrip("\n").split("\n")
        blocks.append("\n".join(lines))
    return "\n\n".join(blocks) + "\n"


def _exception_text(exception: str | None, message: str) -> str:
    """`ValueError: message` as Python prints it; an exception raised without a message (HF301's
    bare AttributeError) is its name alone, said so."""
    if not message:
        return f"{exception or 'The error'} (raised without a message)"
    return f"{exception}: {message}" if exception else message


def explanation_markdown(ex: Explanation, catalog: Catalog, page: bool = True) -> str:
    e = ex.error
    out = []
    if len(ex.codes) > 1:
        out.append(
            f"**{' or '.join(ex.codes)}**: this message belongs to {len(ex.codes)} codes; the traceback alone cannot tell which."
        )
    else:
        entry = catalog.get(ex.code) or e.entry
        out.append(f"**{entry.code}** {entry.title} · hflint")
    out += ["", _code_span(_exception_text(e.exception, e.message)), ""]
    out += _release_lines(ex)
    place = _where(ex)
    if place is not None:
        out += ["", f"**Your code**: `{place}`"]
        for f in ex.findings:
            out.append(f"- {f.code}: {f.message}")
            for fx in f.fixes:
                out.append(f"  - fix: {fx.title} ({fx.applicability.value})")
    if ex.problem:
        out += ["", f"**Your code**: {ex.problem}."]
    if page:
        for code in ex.codes:
            page_entry = catalog.get(code)
            if page_entry is not None:
                out += ["", render_markdown(page_entry, heading_level=2)]
    return "\n".join(out).strip() + "\n"


def _code_span(text: str) -> str:
    """Markdown inline code that may itself hold backticks."""
    if "`" not in text:
        return f"`{text}`"
    pad = " " if text.startswith("`") or text.endswith("`") else ""
    return f"``{pad}{text}{pad}``"


def explanation_json(ex: Explanation, catalog: Catalog, markdown: bool = False) -> dict[str, Any]:
    from hflint.report import FileReport, finding_json

    e = ex.error
    loc = ex.location
    report = FileReport(loc.path, (), getattr(ex.report, "notebook", None)) if loc is not None else None
    out: dict[str, Any] = {
        "code": ex.code,
        "codes": list(ex.codes),
        "title": (catalog.get(ex.code) or e.entry).title,
        "exception": e.exception,
        "message": e.message,
        "values": dict(e.values),
        "complete": e.complete,
        "facts": [{"versions": f.versions, "exception": f.exception, "releases": list(f.releases)} for f in e.facts],
        "releases": list(e.releases),
        "pinned": list(e.pinned),
        "release": ex.release.version if ex.release else None,
        "release_reason": ex.release_reason,
        "raised_at": None if e.raise_frame is None else {"path": e.raise_frame.path, "line": e.raise_frame.line},
        "also_possible": list(e.also_possible),
        "location": None
        if loc is None
        else {
            "path": loc.path,
            "line": loc.line,
            "cell": loc.cell,
            "shown": loc.shown,
            "verified": loc.verified,
            "note": loc.note,
        },
        "findings": [finding_json(report, f) for f in ex.findings] if report is not None else [],
        "fixed": ex.fixed,
        "fix_error": ex.fix_error,
        "problem": ex.problem,
    }
    if markdown:
        out["markdown"] = explanation_markdown(ex, catalog)
    return out
