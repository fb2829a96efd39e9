"""Findings → text, JSON, SARIF 2.1.0 and GitHub annotations for the command line."""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from hflint import __version__
from hflint.catalog import Catalog
from hflint.core.findings import Cut, Finding, Severity, Span
from hflint.core.fixes import chosen_fix

if TYPE_CHECKING:
    from hflint.core.notebook import NotebookModule  # (the notebook code is imported for a notebook only)
    from hflint.versions import AssumedRelease


@dataclass(frozen=True, slots=True)
class FileReport:
    path: str
    findings: tuple[Finding, ...]
    notebook: NotebookModule | None = None
    error: str | None = None  # the file could not be analysed (binary, unreadable, ...)
    # In a notebook: the findings' positions (module line, column) in the .ipynb file's text.
    file_positions: dict[tuple[int, int], tuple[int, int]] = field(default_factory=dict)
    # Positions in `findings` of those --fix fixes (its first round: `[*]`), and of those only
    # --unsafe-fixes would add.
    fixable: frozenset[int] = frozenset()
    unsafe_fixable: frozenset[int] = frozenset()
    # --show-source: the text of the lines the findings underline (module lines; a notebook's
    # cells hold their own text).
    source_lines: dict[int, str] = field(default_factory=dict)
    # Where the analysis did not follow the file to its end.
    cuts: tuple[Cut, ...] = ()
    # Internal errors (reported apart, on stderr): the file was not wholly checked.
    internal_errors: tuple[str, ...] = ()
    # The release the file was analysed with when its own pin decided it (a notebook's install
    # cell, a script's PEP 723 block), not the run's; and what the user is told of a pin that
    # was not used (no version, unreadable, an explicit setting winning).
    release: AssumedRelease | None = None
    release_note: str | None = None
    release_overridden: str | None = None  # the pin names another release; an explicit setting won


def incomplete_notes(report: FileReport) -> list[str]:
    """`path:line: note: ...` for every place the file was not followed to its end."""
    return [f"{where(report, cut.line, 0).rsplit(':', 1)[0]}: note: {cut.message}" for cut in report.cuts]


def release_notes(report: FileReport, brief: bool = False) -> list[str]:
    """`path: note: ...` for a file analysed with its own pin's release (filepins.py), and for a
    pin of the file that was not used. `brief`: the file has nothing else to show, so only the
    note on an unused pin is printed (the summary counts the files with their own pin)."""
    out = []
    if report.release is not None and not brief:
        own = report.release
        text = f"{report.path}: note: transformers {own.version} assumed for this file, its own pin ({own.source})"
        if not own.covered:
            text += "; outside the releases the catalog covers: findings assume the nearest one behaves the same"
        out.append(text)
    if report.release_note:
        out.append(f"{report.path}: note: {report.release_note}")
    if report.release_overridden and not brief:
        out.append(f"{report.path}: note: {report.release_overridden}")
    return out


def own_pin_summary(reports: Sequence[FileReport]) -> str:
    """' 3 files were checked with their own transformers pin.' ('' when none was)."""
    n = sum(1 for r in reports if r.release is not None)
    if not n:
        return ""
    from packaging.version import Version

    versions = sorted({r.release.version for r in reports if r.release is not None}, key=Version)
    their = "their" if n != 1 else "its"
    return f" {n} file{'s were' if n != 1 else ' was'} checked with {their} own transformers pin ({', '.join(versions)})."


# Characters printed as escapes in text output: C0 and C1 controls (ESC starts terminal
# sequences, CR and LF would let a value from analysed code or a file name forge a finding line
# or a CI workflow command), DEL, line and paragraph separators, the bidirectional overrides
# and isolates (text that reads differently from what it is), and lone surrogates (undecodable
# bytes of a file name; they cannot even be written as UTF-8). Tab stays.
_ESCAPES: dict[int, str] = {c: f"\\x{c:02x}" for c in (*range(0x00, 0x09), *range(0x0A, 0x20), *range(0x7F, 0xA0))}
_ESCAPES.update({0x0A: "\\n", 0x0D: "\\r"})
_ESCAPES.update(
    {c: f"\\u{c:04x}" for c in (0x2028, 0x2029, *range(0x202A, 0x202F), *range(0x2066, 0x206A), *range(0xD800, 0xE000))}
)


def printable(text: str) -> str:
    """`text` with every character a terminal or a CI log would act on written as an escape."""
    if text.isascii() and text.isprintable():
        return text  # (nearly always: no character to look up)
    return text.translate(_ESCAPES)


def _clean(value: Any) -> Any:
    """A JSON value with no lone surrogate left in its strings (json.dumps writes them as
    \\udcxx escapes, which strict JSON readers refuse): each becomes the text of its escape."""
    if isinstance(value, str):
        if value.isascii():
            return value
        return value.encode("utf-8", "backslashreplace").decode("utf-8")
    if isinstance(value, dict):
        return {_clean(k): _clean(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_clean(v) for v in value]
    return value


def sarif_uri(path: str) -> str:
    """A file path as a SARIF artifact URI: `/` separators, percent-encoded (a space, #, ?, %,
    a colon in the first part of a relative path, controls, non-ASCII), an absolute Windows path
    as file:///C:/..."""
    from urllib.parse import quote

    posix = path.replace("\\", "/")
    raw = posix.encode("utf-8", "surrogateescape")
    if re.match(r"^[A-Za-z]:/", posix):
        return "file:///" + posix[:2] + quote(raw[2:], safe="/")
    return quote(raw, safe="/")


def _cut_place(report: FileReport, cut: Cut) -> tuple[int | None, str]:
    """The file line a cut is on (None in a notebook: its cells' lines are not the file's) and
    its message (in a notebook, naming the cell and its line)."""
    if report.notebook is None:
        return cut.line, cut.message
    at = _pos(report, cut.line, 0)
    return None, f"cell {at.get('cell')}, line {at['line']}: {cut.message}"


def _unchecked(reports: Sequence[FileReport]) -> str:
    """What a run could not check, in words ('' when it checked everything)."""
    parts = []
    skipped = sum(1 for r in reports if r.error)
    cut = sum(1 for r in reports if r.cuts)
    broken = sum(1 for r in reports if r.internal_errors)
    if skipped:
        parts.append(f"{skipped} file{'s' if skipped != 1 else ''} skipped")
    if cut:
        parts.append(f"{cut} file{'s' if cut != 1 else ''} not analysed to {'their' if cut != 1 else 'its'} end")
    if broken:
        parts.append(f"{broken} file{'s' if broken != 1 else ''} with an internal error")
    return ", ".join(parts)


def _pos(report: FileReport, line: int, col: int) -> dict[str, Any]:
    """1-based line and column; in a notebook, the cell's line and column, and the cell (its
    1-based position among all cells, and its nbformat id when it has one)."""
    if report.notebook is not None:
        at = report.notebook.position(line, col)
        if at is not None:
            out: dict[str, Any] = {"cell": at.cell.index + 1, "line": at.line, "column": at.col + 1}
            if at.cell.cell_id:
                out["cell_id"] = at.cell.cell_id
            return out
    return {"line": line, "column": col + 1}


def _file_region(report: FileReport, span: Span) -> dict[str, Any]:
    """A SARIF region: in a notebook, the place in the .ipynb file's text (and the cell, in
    its properties), else the file's lines."""
    start = report.file_positions.get((span.line, span.col))
    end = report.file_positions.get((span.end_line, span.end_col))
    if report.notebook is None:
        return {"startLine": span.line, "startColumn": span.col + 1, "endLine": span.end_line, "endColumn": span.end_col + 1}
    cell = _pos(report, span.line, span.col)
    props = {"cell": cell.get("cell"), "cellLine": cell["line"], "cellColumn": cell["column"]}
    if "cell_id" in cell:
        props["cellId"] = cell["cell_id"]
    if start is None or end is None:
        return {"startLine": cell["line"], "startColumn": cell["column"], "properties": props}
    return {"startLine": start[0], "startColumn": start[1] + 1, "endLine": end[0], "endColumn": end[1] + 1, "properties": props}


def _range(report: FileReport, span: Span) -> dict[str, Any]:
    return {"start": _pos(report, span.line, span.col), "end": _pos(report, span.end_line, span.end_col)}


def finding_json(report: FileReport, f: Finding) -> dict[str, Any]:
    return {
        "path": report.path,
        "code": f.code,
        "severity": f.severity.value,
        "message": f.message,
        "range": _range(report, f.span),
        "release": {"version": f.release, "source": f.release_source, "file_pin": report.release is not None}
        if f.release
        else None,
        "raises": None
        if f.raises is None
        else {
            "type": f.raises.type,
            "message": f.raises.message,
            "release": f.raises.release,
            "file": f.raises.file,
            "line": f.raises.line,
            "url": f.raises.upstream_url,
        },
        "evidence": [
            {"path": shown_path(e.path) if e.path else report.path, "range": _range(report, e.span), "note": e.note}
            for e in f.evidence
        ],
        "fixes": [
            {
                "title": fx.title,
                "applicability": fx.applicability.value,
                "edits": [{"range": _range(report, ed.span), "new_text": ed.new_text} for ed in fx.edits],
            }
            for fx in f.fixes
        ],
        "notes": list(f.notes),
        "condition": f.condition,
    }


def where(report: FileReport, line: int, col: int) -> str:
    if report.notebook is not None:
        at = report.notebook.position(line, col)
        if at is not None:
            return f"{report.path}:cell {at.cell.index + 1}:{at.line}:{at.col + 1}"
    return f"{report.path}:{line}:{col + 1}"


def shown_path(path: str, cwd: str | None = None) -> str:
    """A path as messages show it: relative to the current folder when it lies inside it (as the
    paths given on the command line are), else as it is."""
    import os

    if not os.path.isabs(path):
        return path
    here = cwd or os.getcwd()
    try:
        rel = os.path.relpath(path, here)
    except ValueError:  # (another drive)
        return path
    return path if rel == os.pardir or rel.startswith(os.pardir + os.sep) else rel


@dataclass(frozen=True, slots=True)
class TextOptions:
    """How `hflint check` prints findings as text."""

    color: bool = False
    show_source: bool = False  # --show-source: the line and a caret under the range
    header: str | None = None  # the release and the environment, once per run
    quiet: bool = False  # -q: the findings only (no header, no summary)
    unsafe: bool = False  # --unsafe-fixes given: unsafe fixes count as fixable
    fixed: int = 0  # --fix: how many it fixed (the summary then tells what remains)


_STYLE = {
    "error": "\033[1;31m",
    "warning": "\033[1;33m",
    "info": "\033[1;36m",
    "bold": "\033[1m",
    "fix": "\033[36m",
    "dim": "\033[2m",
    "caret": "\033[1;31m",
}


def _paint(text: str, style: str, color: bool) -> str:
    return f"{_STYLE[style]}{text}\033[0m" if color else text


def render_text(reports: Sequence[FileReport], color: bool = False, options: TextOptions | None = None) -> str:
    """Each finding as `path:line:col: error: CODE [*] what happens`, the details in notes below
    it (why, every place that decided it, the fix), the release named once in a header; then a
    summary of the counts."""
    opts = options or TextOptions(color=color)
    lines: list[str] = []
    if opts.header and not opts.quiet:
        lines.append(printable(opts.header))
    count = fixable = unsafe_more = 0
    by_severity: dict[str, int] = {}
    for r in reports:
        if r.error:
            lines.append(printable(f"{r.path}: skipped: {r.error}"))
        lines.extend(printable(note) for note in release_notes(r, brief=not (r.findings or r.cuts)))
        lines.extend(printable(note) for note in incomplete_notes(r))
        for i, f in enumerate(r.findings):
            count += 1
            by_severity[f.severity.value] = by_severity.get(f.severity.value, 0) + 1
            marked = i in r.fixable
            fixable += marked
            unsafe_more += i in r.unsafe_fixable and not opts.unsafe
            lines += _finding_lines(r, f, marked, opts)
    if opts.quiet:
        return "\n".join(lines) + ("\n" if lines else "")
    unchecked = _unchecked(reports)
    pinned = own_pin_summary(reports)
    if count:
        kinds = ", ".join(f"{n} {kind}{'s' if n != 1 else ''}" for kind, n in sorted(by_severity.items()))
        tail = f"Found {count} problem{'s' if count != 1 else ''} ({kinds})"
        if fixable or unsafe_more:
            command = "hflint check --fix" + (" --unsafe-fixes" if opts.unsafe else "")
            hints = [f"{fixable} fixable with `{command}`"] if fixable else []
            if unsafe_more:
                hints.append(f"{unsafe_more} more with `--unsafe-fixes`")
            tail += f"; {', '.join(hints)}"
        lines.append(
            tail + "." + (f" Not everything was checked: {unchecked} (see the notes above)." if unchecked else "") + pinned
        )
    elif unchecked:
        # "All checks passed" only when everything was checked.
        lines.append(f"No problems found, but not everything was checked: {unchecked} (see the notes above).{pinned}")
    else:
        lines.append("All checks passed." + pinned)
    return "\n".join(lines) + "\n"


def _finding_lines(r: FileReport, f: Finding, marked: bool, opts: TextOptions) -> list[str]:
    # (what comes from analysed code and file names is escaped before any colour is added)
    paint = opts.color
    severity = f.severity.value
    head = (
        f"{_paint(printable(where(r, f.span.line, f.span.col)), 'bold', paint)}: "
        f"{_paint(severity, severity, paint)}: {_paint(f.code, 'bold', paint)} "
        + (_paint("[*]", "fix", paint) + " " if marked else "")
        + printable(f.headline)
    )
    out = [head]
    if opts.show_source:
        out += _frame(r, f, paint)
    if f.detail:
        out.append(printable(f"    note: {f.detail}"))
    if f.raises is not None and f.summary and not f.summary.endswith(f.raises.message):
        out.append(printable(f"    note: the whole message: {f.raises.message}"))
    for e in f.evidence:
        if e.note in f.notes:
            continue  # (printed once, below: what the call raises after this fix, core/chain.py)
        if e.path and e.path != r.path:
            loc = f"{shown_path(e.path)}:{e.span.line}:{e.span.col + 1}"
        else:
            loc = where(r, e.span.line, e.span.col)
        out.append(printable(f"    {loc}: note: {e.note}"))
    for note in f.notes:
        out.append(printable(f"    note: {note}"))
    fix = chosen_fix(f, unsafe=True)
    if fix is not None:
        kind = "" if fix.applicability.value == "safe" else f" ({fix.applicability.value} fix"
        kind += (", applied with --unsafe-fixes)" if not opts.unsafe else ")") if kind else ""
        out.append(f"    {_paint('help', 'fix', paint)}: {printable(fix.title + kind)}")
    return out


def _frame(r: FileReport, f: Finding, paint: bool) -> list[str]:
    """The underlined line, as compilers show it: its number, its text, a caret under the range."""
    s = f.span
    if r.notebook is not None:
        at = r.notebook.position(s.line, s.col)
        end = r.notebook.position(s.end_line, s.end_col)
        if at is None:
            return []
        from hflint.core.source import LineIndex

        text = LineIndex(at.cell.text).line_text(at.line)
        number, col = at.line, at.col
        end_col = end.col if end is not None and end.line == at.line and end.cell is at.cell else len(text)
    else:
        if s.line not in r.source_lines:
            return []
        text = r.source_lines[s.line]
        number, col = s.line, s.col
        end_col = s.end_col if s.end_line == s.line else len(text)
    gutter = " " * len(str(number))
    # Tabs as the terminal shows them and controls escaped (printable() works character by
    # character, so the escaped start of the line is the start of the escaped line): the caret
    # stays under the range.
    before = printable(text[:col]).expandtabs(8)
    shown = printable(text).expandtabs(8)
    width = max(1, len(printable(text[:end_col]).expandtabs(8)) - len(before))
    bar = _paint("|", "dim", paint)
    return [
        f"{gutter} {bar}",
        f"{number} {bar} {shown}",
        f"{gutter} {bar} {' ' * len(before)}" + _paint("^" * width, "caret", paint),
        f"{gutter} {bar}",
    ]


def render_statistics(reports: Sequence[FileReport], catalog: Catalog, unsafe: bool = False) -> str:
    """--statistics: how many findings of each code, most first, `[*]` where --fix fixes some."""
    counts: dict[str, int] = {}
    fixable: set[str] = set()
    for r in reports:
        for i, f in enumerate(r.findings):
            counts[f.code] = counts.get(f.code, 0) + 1
            if i in r.fixable:
                fixable.add(f.code)
    if not counts:
        return ""
    width = len(str(max(counts.values())))
    rows = []
    for code, n in sorted(counts.items(), key=lambda item: (-item[1], item[0])):
        entry = catalog.get(code)
        name = entry.slug if entry is not None else ("syntax-error" if code == "HF000" else "")
        rows.append(f"{n:>{width}}\t{code}\t{'[*]' if code in fixable else '   '} {name}")
    return "\n".join(rows) + "\n"


def render_json(reports: Sequence[FileReport]) -> str:
    rows = [finding_json(r, f) for r in reports for f in r.findings]
    return json.dumps(_clean(rows), indent=2) + "\n"


def _gh_escape(text: str, prop: bool = False) -> str:
    text = printable(text).replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")
    if prop:
        text = text.replace(":", "%3A").replace(",", "%2C")
    return text


def render_github(reports: Sequence[FileReport]) -> str:
    out = []
    for r in reports:
        # What was not checked shows in the pull request too, beside the findings.
        if r.error:
            out.append(
                f"::warning file={_gh_escape(r.path, True)},title=hflint::{_gh_escape('hflint skipped this file: ' + r.error)}"
            )
        for cut in r.cuts:
            line, text = _cut_place(r, cut)
            out.append(
                f"::warning file={_gh_escape(r.path, True)}{f',line={line}' if line else ''},title=hflint::{_gh_escape(text)}"
            )
        for f in r.findings:
            level = "error" if f.severity is Severity.ERROR else "warning"
            s = f.span
            text = f.code + " " + f.message
            if r.notebook is not None:
                # Annotations land on the .ipynb's own lines; the message names the cell.
                region = _file_region(r, s)
                props = (
                    f"file={_gh_escape(r.path, True)},line={region['startLine']},col={region['startColumn']},"
                    f"title={_gh_escape(f.code, True)}"
                )
                cell = _pos(r, s.line, s.col)
                text = f"cell {cell.get('cell')}, line {cell['line']}: " + text
            else:
                props = (
                    f"file={_gh_escape(r.path, True)},line={s.line},col={s.col + 1},"
                    f"endLine={s.end_line},endColumn={s.end_col + 1},title={_gh_escape(f.code, True)}"
                )
            out.append(f"::{level} {props}::{_gh_escape(text)}")
    return "\n".join(out) + ("\n" if out else "")


def render_sarif(reports: Sequence[FileReport], catalog: Catalog) -> str:
    from hflint.catalog import render_markdown, rule_url

    rules: list[dict[str, Any]] = []
    rule_index: dict[str, int] = {}
    for entry in ([catalog.syntax] if catalog.syntax is not None else []) + list(catalog):
        rule_index[entry.code] = len(rules)
        rules.append(
            {
                "id": entry.code,
                "name": entry.slug,
                "shortDescription": {"text": entry.title},
                "fullDescription": {"text": " ".join(entry.meaning.split())},
                "helpUri": rule_url(entry.code),
                # (GitHub code scanning shows the Markdown: the whole entry, its examples included)
                "help": {
                    "text": "\n".join(f"{i}. {s}" for i, s in enumerate(entry.solutions, 1)),
                    "markdown": render_markdown(entry, heading_level=2),
                },
                "defaultConfiguration": (
                    {"level": "error"}
                    if entry.about_transformers
                    else {
                        "level": entry.severity if entry.severity != "info" else "note",
                        **({} if entry.default_enabled else {"enabled": False}),
                    }
                ),
            }
        )
    results = []
    for r in reports:
        for f in r.findings:
            s = f.span
            result: dict[str, Any] = {
                "ruleId": f.code,
                "level": "error" if f.severity is Severity.ERROR else "warning",
                "message": {"text": f.message},
                "locations": [
                    {
                        "physicalLocation": {
                            "artifactLocation": {"uri": sarif_uri(r.path)},
                            "region": _file_region(r, s),
                        }
                    }
                ],
            }
            if f.code in rule_index:
                result["ruleIndex"] = rule_index[f.code]
            if f.release:
                # (the release the finding holds for: the file's own pin's, or the run's)
                result["properties"] = {
                    "transformersRelease": f.release,
                    "transformersReleaseSource": f.release_source,
                    "filePin": r.release is not None,
                }
            related = []
            for i, e in enumerate(f.evidence):
                related.append(
                    {
                        "id": i,
                        "message": {"text": e.note},
                        "physicalLocation": {
                            "artifactLocation": {"uri": sarif_uri(shown_path(e.path) if e.path else r.path)},
                            "region": _file_region(r, e.span)
                            if not e.path or e.path == r.path
                            else {
                                "startLine": e.span.line,
                                "startColumn": e.span.col + 1,
                                "endLine": e.span.end_line,
                                "endColumn": e.span.end_col + 1,
                            },
                        },
                    }
                )
            if related:
                result["relatedLocations"] = related
            fixes = []
            for fx in f.fixes:
                if not fx.edits:
                    continue
                fixes.append(
                    {
                        "description": {"text": f"{fx.title} ({fx.applicability.value})"},
                        "artifactChanges": [
                            {
                                "artifactLocation": {"uri": sarif_uri(r.path)},
                                "replacements": [
                                    {
                                        "deletedRegion": _file_region(r, ed.span),
                                        # (in a notebook, the text goes inside a JSON string of the file)
                                        "insertedContent": {
                                            "text": ed.new_text
                                            if r.notebook is None
                                            else json.dumps(ed.new_text, ensure_ascii=False)[1:-1]
                                        },
                                    }
                                    for ed in fx.edits
                                ],
                            }
                        ],
                    }
                )
            if fixes:
                result["fixes"] = fixes
            results.append(result)
    run: dict[str, Any] = {
        "tool": {"driver": {"name": "hflint", "version": __version__, "rules": rules}},
        "results": results,
    }
    notifications: list[dict[str, Any]] = []
    for r in reports:
        # Files that could not be analysed (unreadable, not UTF-8, too large) and places not
        # followed to their end: tool notifications, where SARIF viewers show what a run could
        # not look at.
        if r.error:
            notifications.append(
                {
                    "level": "warning",
                    "message": {"text": f"skipped: {r.error}"},
                    "locations": [{"physicalLocation": {"artifactLocation": {"uri": sarif_uri(r.path)}}}],
                }
            )
        for cut in r.cuts:
            line, text = _cut_place(r, cut)
            physical: dict[str, Any] = {"artifactLocation": {"uri": sarif_uri(r.path)}}
            if line:
                physical["region"] = {"startLine": line}
            notifications.append({"level": "warning", "message": {"text": text}, "locations": [{"physicalLocation": physical}]})
    if notifications:
        run["invocations"] = [{"executionSuccessful": True, "toolExecutionNotifications": notifications}]
    log = {
        "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
        "version": "2.1.0",
        "runs": [run],
    }
    return json.dumps(_clean(log), indent=2) + "\n"
