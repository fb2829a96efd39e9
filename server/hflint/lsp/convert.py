"""Findings ↔ LSP types: ranges in the client's position encoding, diagnostics with their fixes in `data`."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from hflint.catalog import Catalog
from hflint.core.findings import Finding, Fix, Severity, Span
from hflint.core.notebook import CellSpan, NotebookModule, cell_edits
from hflint.core.source import LineIndex

if TYPE_CHECKING:
    from lsprotocol import types

# LSP's DiagnosticSeverity and DiagnosticTag numbers. Diagnostics are made as plain JSON, and this
# module imports lsprotocol only inside the few functions that return its types: the early start
# (lsp/early.py) makes the first diagnostics before lsprotocol is imported.
SEVERITY = {Severity.ERROR: 1, Severity.WARNING: 2, Severity.INFO: 3}
INFORMATION = 3
UNNECESSARY = 1


@dataclass(frozen=True, slots=True)
class Place:
    """Where a module line lives for the client: a document URI, its text, and the line offset."""

    uri: str
    index: LineIndex
    first_line: int = 1  # module line of the document's first line (notebook cells start later)
    cell: CellSpan | None = None  # in a notebook, the cell (its columns differ where IPython syntax was)

    def column(self, line: int, col: int) -> int:
        """The document's column of module column `col` on module line `line`."""
        if self.cell is None:
            return col
        return self.cell.python.to_cell(line - self.first_line, col)

    def module_column(self, line: int, col: int) -> int:
        """The module's column of this document's column `col` on its (1-based) line `line`."""
        if self.cell is None:
            return col
        return self.cell.python.to_python(line - 1, col)


Locator = Callable[[int], "Place | None"]


def encoding_name(kind: Any) -> str:
    value = getattr(kind, "value", kind) or "utf-16"
    return str(value).lower()


def to_range(place: Place, span: Span, enc: str) -> types.Range:
    return _range(range_json(place, span, enc))


def _range(r: dict[str, Any]) -> types.Range:
    """An LSP JSON range as an lsprotocol Range."""
    from lsprotocol import types

    return types.Range(start=types.Position(**r["start"]), end=types.Position(**r["end"]))


def from_position(index: LineIndex, pos: types.Position, enc: str) -> tuple[int, int]:
    """LSP position → (1-based line, code-point column), clamped to the text."""
    line = min(max(pos.line, 0), max(index.line_count - 1, 0)) + 1
    return line, index.decode_col(line, pos.character, enc)


def fix_data(
    fix: Fix, locate: Locator, enc: str, notebook: NotebookModule | None = None, places: dict[str, Place] | None = None
) -> dict[str, Any] | None:
    if notebook is not None:
        return _cell_fix_data(fix, enc, notebook, places or {})
    edits = []
    for edit in fix.edits:
        place = locate(edit.span.line)
        end_place = locate(edit.span.end_line)
        if place is None or end_place is None or place.uri != end_place.uri:
            return None  # an edit across notebook cells cannot be expressed
        edits.append({"uri": place.uri, "range": range_json(place, edit.span, enc), "newText": edit.new_text})
    return {"title": fix.title, "applicability": fix.applicability.value, "edits": edits}


def _cell_fix_data(fix: Fix, enc: str, notebook: NotebookModule, places: dict[str, Place]) -> dict[str, Any] | None:
    """A fix made of edits of the notebook's cells (None: it cannot be made in them)."""
    made = cell_edits(notebook, fix)
    if made is None:
        return None
    edits = []
    for e in made:
        place = places.get(e.cell.cell_id or "")
        if place is None:
            return None
        edits.append(
            {
                "uri": place.uri,
                "range": _cell_range(place.index, e.line, e.col, e.end_line, e.end_col, enc),
                "newText": e.new_text,
            }
        )
    return {"title": fix.title, "applicability": fix.applicability.value, "edits": edits}


def _cell_range(index: LineIndex, line: int, col: int, end_line: int, end_col: int, enc: str) -> dict[str, Any]:
    return {
        "start": {"line": line - 1, "character": index.encode_col(line, col, enc)},
        "end": {"line": end_line - 1, "character": index.encode_col(end_line, end_col, enc)},
    }


def range_text(place: Place, span: Span, enc: str) -> str:
    """range_json's range as JSON text (as json.dumps writes it)."""
    r = range_json(place, span, enc)
    start, end = r["start"], r["end"]
    return (
        f'{{"start": {{"line": {start["line"]}, "character": {start["character"]}}}, '
        f'"end": {{"line": {end["line"]}, "character": {end["character"]}}}}}'
    )


def range_json(place: Place, span: Span, enc: str) -> dict[str, Any]:
    """A span in the client's lines and position encoding, as LSP JSON."""
    start_line = span.line - place.first_line + 1
    end_line = span.end_line - place.first_line + 1
    start_col, end_col = place.column(span.line, span.col), place.column(span.end_line, span.end_col)
    return {
        "start": {"line": max(start_line - 1, 0), "character": place.index.encode_col(start_line, start_col, enc)},
        "end": {"line": max(end_line - 1, 0), "character": place.index.encode_col(end_line, end_col, enc)},
    }


def diagnostic(
    finding: Finding,
    locate: Locator,
    enc: str,
    catalog: Catalog,
    doc_path: str | None = None,
    notebook: NotebookModule | None = None,
    places: dict[str, Place] | None = None,
) -> tuple[str, dict[str, Any]] | None:
    """The diagnostic for a finding as LSP JSON, and the URI it belongs to (the cell, in
    notebooks). Plain JSON, not lsprotocol objects: the server sends it as it is, which costs
    a fifth of building the objects and having cattrs take them apart again."""
    place = locate(finding.span.line)
    if place is None:
        return None
    related = []
    for ev in finding.evidence:
        if ev.path is None or ev.path == doc_path:
            ev_place = locate(ev.span.line)
            if ev_place is not None:
                related.append(
                    {"location": {"uri": ev_place.uri, "range": range_json(ev_place, ev.span, enc)}, "message": ev.note}
                )
        else:
            # Evidence in another file of the workspace.
            from pygls.uris import from_fs_path

            uri = from_fs_path(ev.path)
            if uri:
                related.append(
                    {
                        "location": {
                            "uri": uri,
                            "range": {
                                "start": {"line": ev.span.line - 1, "character": ev.span.col},
                                "end": {"line": ev.span.end_line - 1, "character": ev.span.end_col},
                            },
                        },
                        "message": ev.note,
                    }
                )
    fixes = [d for d in (fix_data(f, locate, enc, notebook, places) for f in finding.fixes) if d is not None]
    entry = catalog.get(finding.code)
    href = None
    if entry is not None and entry.about_transformers and finding.release:
        fact, _ = entry.nearest_fact(finding.release)
        href = fact.upstream_url(finding.release)
    diag: dict[str, Any] = {
        "range": range_json(place, finding.span, enc),
        "message": finding.message + "".join(f"\n{n}" for n in finding.notes),
        "severity": SEVERITY[finding.severity],
        "code": finding.code,
        "source": "hflint",
        "data": {"code": finding.code, "fixes": fixes},
    }
    if href:
        diag["codeDescription"] = {"href": href}
    if entry is not None and not entry.about_transformers:
        diag["tags"] = [UNNECESSARY]  # (editors fade an unused comment)
    if related:
        diag["relatedInformation"] = related
    return place.uri, diag


def note_diagnostic(line: int, message: str, locate: Locator, enc: str) -> tuple[str, dict[str, Any]] | None:
    """An Information diagnostic over a line: where the analysis did not follow the file to its
    end (core.findings.Cut), or a file it skipped; the editor says so, as the command line does."""
    place = locate(line)
    if place is None:
        return None
    local = line - place.first_line + 1
    span = Span(line, 0, line, len(place.index.line_text(local)))
    return place.uri, {
        "range": range_json(place, span, enc),
        "message": message,
        "severity": INFORMATION,
        "source": "hflint",
    }


def workspace_edit(fix: dict[str, Any], versions: dict[str, int | None] | None = None) -> types.WorkspaceEdit:
    from lsprotocol import types

    by_uri: dict[str, list[types.TextEdit]] = {}
    for e in fix.get("edits", []):
        r = e["range"]
        by_uri.setdefault(e["uri"], []).append(types.TextEdit(range=_range(r), new_text=e["newText"]))
    return types.WorkspaceEdit(changes=by_uri)
