"""Code actions: each diagnostic's fixes (carried in Diagnostic.data) and source.fixAll.hflint."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from lsprotocol import types

from hflint.lsp import convert

if TYPE_CHECKING:
    from hflint.lsp.server import HflintLanguageServer

FIX_ALL_KIND = "source.fixAll.hflint"


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
            out.append(types.CodeAction(
                title=f"{fix.get('title', 'Fix')} ({diag.code})" if not str(fix.get("title", "")).startswith("Ignore")
                else str(fix["title"]),
                kind=types.CodeActionKind.QuickFix,
                diagnostics=[diag],
                edit=convert.workspace_edit(fix),
                is_preferred=safe and not preferred_given,
            ))
            preferred_given = preferred_given or safe
    return out


def wants_fix_all(params: types.CodeActionParams) -> bool:
    only = params.context.only or []
    return any(str(k) in ("source", "source.fixAll", FIX_ALL_KIND) for k in only)


def fix_all(ls: HflintLanguageServer, uri: str) -> types.CodeAction | None:
    unit = ls.unit_for(uri)
    if unit is None or unit.notebook is not None:
        return None
    analysed = ls.analyse(unit)
    from hflint.lsp.server import apply_fix_all_text

    new = apply_fix_all_text(unit.source, analysed.result, ls, unit.path)
    if new == unit.source:
        return None
    index = unit.places[0].index
    last = index.line_count
    end = types.Position(line=last - 1, character=index.encode_col(last, len(index.line_text(last)), ls.encoding))
    edit = types.TextEdit(range=types.Range(start=types.Position(line=0, character=0), end=end), new_text=new)
    return types.CodeAction(title="hflint: fix all safe problems", kind=FIX_ALL_KIND,
                            edit=types.WorkspaceEdit(changes={uri: [edit]}))
