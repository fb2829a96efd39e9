"""Code actions: each diagnostic's fixes (carried in Diagnostic.data) and source.fixAll.hflint.

Every fix is a quick fix, unsafe ones too (titled so, never the preferred one); fix-all makes
the safe ones only (core/fixes.plan_fixes, as `hflint check --fix` without --unsafe-fixes)."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from lsprotocol import types

from hflint.lsp import convert
from hflint.lsp.wire import EncodedJson

if TYPE_CHECKING:
    from hflint.lsp.server import HflintLanguageServer

FIX_ALL_KIND = "source.fixAll.hflint"
FIX_ALL_TITLE = "hflint: fix all safe problems"


def _data(diag: types.Diagnostic) -> dict[str, Any] | None:
    data = diag.data
    if isinstance(data, dict) and isinstance(data.get("fixes"), list):
        return data
    return None


def quick_fixes(params: types.CodeActionParams) -> list[types.CodeAction]:
    only = params.context.only
    if only and not any(str(k).startswith("quickfix") for k in only):
        return []
    out: list[types.CodeAction] = []
    for diag in params.context.diagnostics:
        if diag.source != "hflint":
            continue
        data = _data(diag)
        if data is None:
            continue
        preferred_given = False
        for fix in data["fixes"]:
            if not isinstance(fix, dict) or not fix.get("edits"):
                continue
            safe = fix.get("applicability") == "safe"
            title = str(fix.get("title", "Fix"))
            if not title.startswith("Ignore"):
                # (the --unsafe-fixes convention: offered here, never in fix-all, and said so)
                title += f" ({diag.code}, unsafe fix)" if fix.get("applicability") == "unsafe" else f" ({diag.code})"
            out.append(
                types.CodeAction(
                    title=title,
                    kind=types.CodeActionKind.QuickFix,
                    diagnostics=[diag],
                    edit=convert.workspace_edit(fix),
                    is_preferred=safe and not preferred_given,
                )
            )
            preferred_given = preferred_given or safe
    return out


def _fix_all_cells(ls: HflintLanguageServer, unit, findings) -> types.CodeAction | None:
    """Fix all in a notebook: the safe fixes made in its cells, one edit per cell changed."""
    from hflint.core.engine import analyze
    from hflint.core.notebook import NotebookModule, fix_cells, fixable

    def again(module: NotebookModule) -> list:
        release = ls.release_of(unit)
        found = analyze(module.source, unit.path, ls.engine_settings(release), ls.catalog, release, notebook=module)
        return [fixable(module, f) for f in found.findings]

    notebook = unit.notebook
    made = fix_cells(notebook, [fixable(notebook, f) for f in findings], again)
    if not made.sources:
        return None
    changes: dict[str, list[types.TextEdit]] = {}
    for cell in notebook.cells:
        if cell.index not in made.sources:
            continue
        place = unit.by_uri.get(cell.cell_id or "")
        if place is None:
            return None
        index = place.index
        last = index.line_count
        end = types.Position(line=last - 1, character=index.encode_col(last, len(index.line_text(last)), ls.encoding))
        changes[place.uri] = [
            types.TextEdit(
                range=types.Range(start=types.Position(line=0, character=0), end=end), new_text=made.sources[cell.index]
            )
        ]
    return types.CodeAction(title=FIX_ALL_TITLE, kind=FIX_ALL_KIND, edit=types.WorkspaceEdit(changes=changes))


def wants_fix_all(params: types.CodeActionParams) -> bool:
    only = params.context.only or []
    return any(str(k) in ("source", "source.fixAll", FIX_ALL_KIND) for k in only)


def fix_all(ls: HflintLanguageServer, uri: str) -> types.CodeAction | dict[str, Any] | None:
    """The safe fixes of the document's findings, as one edit each. Built from the last
    analysis when the document has not changed since (the diagnostics the user sees are those
    fixes'), so it costs what converting the edits does: on a 20,000-line script, analysing
    the fixed text again to find what the fixes bring to light took a second a request. An
    error that shows once another is fixed is found by the analysis of the next change, and
    a second fix-all fixes it."""
    unit = ls.unit_for(uri)
    if unit is None:
        return None
    analysed = ls.analyse(unit)
    if unit.notebook is not None:
        return _fix_all_cells(ls, unit, analysed.result.findings)
    from hflint.core.fixes import safe_fix_edits

    if analysed.fix_all is not None and analysed.fix_all[0] == ls.encoding:
        return analysed.fix_all[1]  # (asked again of the same version)
    place = unit.places[0]
    chosen, _ = safe_fix_edits(unit.source, analysed.result.findings, place.index)
    reply = _fix_all_json(uri, place, chosen, ls.encoding) if chosen else None
    analysed.fix_all = (ls.encoding, reply)
    return reply


def _fix_all_json(uri: str, place: convert.Place, chosen: list, encoding: str) -> EncodedJson:
    """The fix-all action as LSP JSON, its text written directly: a long script's thousand
    edits as dicts, encoded by json.dumps, cost twice as much (typed objects and cattrs, ten
    times)."""
    edits = ", ".join(
        f'{{"range": {convert.range_text(place, e.span, encoding)}, "newText": {json.dumps(e.new_text)}}}' for e in chosen
    )
    text = (
        f'{{"title": {json.dumps(FIX_ALL_TITLE)}, "kind": {json.dumps(FIX_ALL_KIND)}, '
        f'"edit": {{"changes": {{{json.dumps(uri)}: [{edits}]}}}}}}'
    )
    return EncodedJson.encoded(text, {"title": FIX_ALL_TITLE, "kind": FIX_ALL_KIND})
