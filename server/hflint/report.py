"""Findings → text, JSON, SARIF 2.1.0 and GitHub annotations for the command line."""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from hflint import __version__
from hflint.catalog import Catalog
from hflint.core.findings import Finding, Severity, Span
from hflint.core.notebook import NotebookModule


@dataclass(frozen=True, slots=True)
class FileReport:
    path: str
    findings: tuple[Finding, ...]
    notebook: NotebookModule | None = None
    error: str | None = None  # the file could not be analysed (binary, unreadable, ...)
    # In a notebook: the findings' positions (module line, column) in the .ipynb file's text.
    file_positions: dict[tuple[int, int], tuple[int, int]] = field(default_factory=dict)


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
    return {"startLine": start[0], "startColumn": start[1] + 1, "endLine": end[0], "endColumn": end[1] + 1,
            "properties": props}


def _range(report: FileReport, span: Span) -> dict[str, Any]:
    return {"start": _pos(report, span.line, span.col), "end": _pos(report, span.end_line, span.end_col)}


def finding_json(report: FileReport, f: Finding) -> dict[str, Any]:
    return {
        "path": report.path,
        "code": f.code,
        "severity": f.severity.value,
        "message": f.message,
        "range": _range(report, f.span),
        "release": {"version": f.release, "source": f.release_source} if f.release else None,
        "raises": None if f.raises is None else {
            "type": f.raises.type, "message": f.raises.message, "release": f.raises.release,
            "file": f.raises.file, "line": f.raises.line, "url": f.raises.upstream_url,
        },
        "evidence": [
            {"path": e.path or report.path, "range": _range(report, e.span), "note": e.note} for e in f.evidence
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


def render_text(reports: Sequence[FileReport], color: bool = False) -> str:
    lines: list[str] = []
    count = 0
    for r in reports:
        if r.error:
            lines.append(f"{r.path}: skipped: {r.error}")
        for f in r.findings:
            count += 1
            code = f.code
            if color:
                code = ("\033[31m" if f.severity is Severity.ERROR else "\033[33m") + code + "\033[0m"
            lines.append(f"{where(r, f.span.line, f.span.col)}: {code} {f.message}")
            for e in f.evidence:
                if e.note in f.notes:
                    continue  # (printed once, below: what the call raises after this fix)
                if e.path and e.path != r.path:
                    loc = f"{e.path}:{e.span.line}:{e.span.col + 1}"
                else:
                    loc = where(r, e.span.line, e.span.col)
                lines.append(f"    {loc}: note: {e.note}")
            for note in f.notes:
                lines.append(f"    note: {note}")
    fixable = sum(1 for r in reports for f in r.findings if any(x.applicability.value == "safe" for x in f.fixes))
    skipped = sum(1 for r in reports if r.error)
    if count:
        tail = f"Found {count} problem{'s' if count != 1 else ''}"
        if fixable:
            tail += f" ({fixable} fixable with `hflint check --fix`)"
        lines.append(tail + ".")
    else:
        lines.append("All checks passed." if not skipped else
                     f"All checks passed ({skipped} file{'s' if skipped != 1 else ''} skipped).")
    return "\n".join(lines) + "\n"


def render_json(reports: Sequence[FileReport]) -> str:
    rows = [finding_json(r, f) for r in reports for f in r.findings]
    return json.dumps(rows, indent=2) + "\n"


def _gh_escape(text: str, prop: bool = False) -> str:
    text = text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")
    if prop:
        text = text.replace(":", "%3A").replace(",", "%2C")
    return text


def render_github(reports: Sequence[FileReport]) -> str:
    out = []
    for r in reports:
        for f in r.findings:
            level = "error" if f.severity is Severity.ERROR else "warning"
            s = f.span
            text = f.code + " " + f.message
            if r.notebook is not None:
                # Annotations land on the .ipynb's own lines; the message names the cell.
                region = _file_region(r, s)
                props = (f"file={_gh_escape(r.path, True)},line={region['startLine']},col={region['startColumn']},"
                         f"title={_gh_escape(f.code, True)}")
                cell = _pos(r, s.line, s.col)
                text = f"cell {cell.get('cell')}, line {cell['line']}: " + text
            else:
                props = (f"file={_gh_escape(r.path, True)},line={s.line},col={s.col + 1},"
                         f"endLine={s.end_line},endColumn={s.end_col + 1},title={_gh_escape(f.code, True)}")
            out.append(f"::{level} {props}::{_gh_escape(text)}")
    return "\n".join(out) + ("\n" if out else "")


def render_sarif(reports: Sequence[FileReport], catalog: Catalog) -> str:
    rules: list[dict[str, Any]] = []
    rule_index: dict[str, int] = {}
    for entry in catalog:
        rule_index[entry.code] = len(rules)
        rules.append({
            "id": entry.code,
            "name": entry.slug,
            "shortDescription": {"text": entry.title},
            "fullDescription": {"text": " ".join(entry.meaning.split())},
            "help": {"text": "\n".join(f"{i}. {s}" for i, s in enumerate(entry.solutions, 1))},
            "defaultConfiguration": {"level": "error"},
        })
    results = []
    for r in reports:
        for f in r.findings:
            s = f.span
            result: dict[str, Any] = {
                "ruleId": f.code,
                "level": "error" if f.severity is Severity.ERROR else "warning",
                "message": {"text": f.message},
                "locations": [{
                    "physicalLocation": {
                        "artifactLocation": {"uri": r.path.replace("\\", "/")},
                        "region": _file_region(r, s),
                    }
                }],
            }
            if f.code in rule_index:
                result["ruleIndex"] = rule_index[f.code]
            related = []
            for i, e in enumerate(f.evidence):
                related.append({
                    "id": i,
                    "message": {"text": e.note},
                    "physicalLocation": {
                        "artifactLocation": {"uri": (e.path or r.path).replace("\\", "/")},
                        "region": _file_region(r, e.span) if not e.path or e.path == r.path else {
                            "startLine": e.span.line, "startColumn": e.span.col + 1,
                            "endLine": e.span.end_line, "endColumn": e.span.end_col + 1},
                    },
                })
            if related:
                result["relatedLocations"] = related
            fixes = []
            for fx in f.fixes:
                if not fx.edits:
                    continue
                fixes.append({
                    "description": {"text": f"{fx.title} ({fx.applicability.value})"},
                    "artifactChanges": [{
                        "artifactLocation": {"uri": r.path.replace("\\", "/")},
                        "replacements": [{
                            "deletedRegion": _file_region(r, ed.span),
                            # (in a notebook, the text goes inside a JSON string of the file)
                            "insertedContent": {"text": ed.new_text if r.notebook is None
                                                else json.dumps(ed.new_text, ensure_ascii=False)[1:-1]},
                        } for ed in fx.edits],
                    }],
                })
            if fixes:
                result["fixes"] = fixes
            results.append(result)
    run: dict[str, Any] = {
        "tool": {"driver": {"name": "hflint", "version": __version__, "rules": rules}},
        "results": results,
    }
    skipped = [r for r in reports if r.error]
    if skipped:
        # Files that could not be analysed (unreadable, not UTF-8, too large): tool notifications,
        # where SARIF viewers show what a run could not look at.
        run["invocations"] = [{
            "executionSuccessful": True,
            "toolExecutionNotifications": [{
                "level": "warning",
                "message": {"text": f"skipped: {r.error}"},
                "locations": [{"physicalLocation": {"artifactLocation": {"uri": r.path.replace("\\", "/")}}}],
            } for r in skipped],
        }]
    log = {
        "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
        "version": "2.1.0",
        "runs": [run],
    }
    return json.dumps(log, indent=2) + "\n"
