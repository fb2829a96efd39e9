"""Notebook cells → one module (cells in order), and module lines back to (cell, line)."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass

_MAGIC_RE = re.compile(r"^\s*(%|!|\?)")


class NotebookError(ValueError):
    pass


@dataclass(frozen=True, slots=True)
class CellSpan:
    index: int        # position of the cell in the notebook (all cells, 0-based)
    first_line: int   # 1-based line of the cell's first line in the module
    line_count: int
    cell_id: str | None = None


@dataclass(frozen=True, slots=True)
class NotebookModule:
    source: str
    cells: tuple[CellSpan, ...]

    def locate(self, line: int) -> tuple[CellSpan, int] | None:
        """The cell holding module line `line`, and the 1-based line inside that cell."""
        for cell in self.cells:
            if cell.first_line <= line < cell.first_line + cell.line_count:
                return cell, line - cell.first_line + 1
        return None


def _neutralise_magics(text: str) -> str:
    """IPython magics and shell escapes are not Python: keep the line count, drop the text."""
    out = []
    in_cell_magic = text.lstrip().startswith("%%")
    for line in text.split("\n"):
        if in_cell_magic or _MAGIC_RE.match(line):
            out.append("")
        else:
            out.append(line)
    return "\n".join(out)


def join_cells(cells: list[tuple[str, str | None]]) -> NotebookModule:
    """Join code cells [(text, cell_id)] into one module, one cell after the other."""
    parts: list[str] = []
    spans: list[CellSpan] = []
    line = 1
    for i, (text, cell_id) in enumerate(cells):
        body = _neutralise_magics(text.replace("\r\n", "\n"))
        count = body.count("\n") + 1
        spans.append(CellSpan(i, line, count, cell_id))
        parts.append(body)
        line += count
    return NotebookModule("\n".join(parts) + "\n", tuple(spans))


def load_ipynb(data: bytes) -> NotebookModule:
    """Read an .ipynb file's code cells (nbformat 4)."""
    try:
        nb = json.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as err:
        raise NotebookError(f"not a notebook (invalid JSON: {err})") from None
    if not isinstance(nb, dict) or not isinstance(nb.get("cells"), list):
        raise NotebookError("not a notebook (no 'cells' list)")
    lang = str(nb.get("metadata", {}).get("language_info", {}).get("name", "python")).lower()
    if lang not in ("python", "python3", ""):
        raise NotebookError(f"not a Python notebook (language {lang!r})")
    code: list[tuple[str, str | None]] = []
    indexes: list[int] = []
    for i, cell in enumerate(nb["cells"]):
        if not isinstance(cell, dict) or cell.get("cell_type") != "code":
            continue
        src = cell.get("source", "")
        text = "".join(src) if isinstance(src, list) else str(src)
        code.append((text, cell.get("id")))
        indexes.append(i)
    module = join_cells(code)
    # Report the cell's position among all cells, as editors number them.
    cells = tuple(CellSpan(indexes[c.index], c.first_line, c.line_count, c.cell_id) for c in module.cells)
    return NotebookModule(module.source, cells)
