"""Notebook cells → one module as the kernel runs them, and positions in that module back to cells.

Each code cell is made Python as IPython makes it (core/cellsyntax.py) and compiled on its
own, as the kernel compiles it: a syntax error belongs to its cell (a string or a bracket
left open at the end of a cell does not swallow the next one), and that cell's broken
statements are blanked as parse_source's recovery blanks them. The cells then follow each
other in one module, one module line for each cell line, so that names flow from cell to
cell; a position in the module goes back to (cell, line, column) through its cell's map.
"""

from __future__ import annotations

import ast
import bisect
import json
import re
import warnings
from collections import OrderedDict
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from hflint.core.cellsyntax import EXTENSION_MAGICS, CellPython, to_python
from hflint.core.findings import Applicability, Finding, Fix, Span, TextEdit
from hflint.core.fixes import OverlapError, apply_edits, chosen_fix, plan_fixes
from hflint.core.source import LineIndex, SyntaxProblem, recovered_text, syntax_problem

# `%load_ext NAME` (or `load_ext NAME` alone in a cell, or %reload_ext).
_LOAD_EXT_RE = re.compile(r"^[ \t]*%?(?:re)?load_ext[ \t]+([\w.]+)", re.MULTILINE)
UNKNOWN_EXTENSION = "*"  # in the magics of loaded extensions: one hflint knows nothing of


class NotebookError(ValueError):
    pass


@dataclass(frozen=True, slots=True)
class CellSpan:
    index: int  # position of the cell among all the notebook's cells (0-based)
    first_line: int  # 1-based module line of the cell's first line
    line_count: int
    cell_id: str | None
    python: CellPython
    problem: SyntaxProblem | None  # the cell's syntax error, in its own lines and Python columns
    text: str = ""  # the cell's source
    magics: frozenset[str] = frozenset()  # line magics of the extensions loaded before it


@dataclass(frozen=True, slots=True)
class CellEdit:
    """A text edit inside one cell: 1-based lines, 0-based columns of the cell's text."""

    cell: CellSpan
    line: int
    col: int
    end_line: int
    end_col: int
    new_text: str


@dataclass(frozen=True, slots=True)
class CellPosition:
    cell: CellSpan
    line: int  # 1-based line of the cell
    col: int  # 0-based column of the cell, in code points


@dataclass(frozen=True, slots=True)
class NotebookModule:
    source: str
    cells: tuple[CellSpan, ...]
    blanked: frozenset[int] = frozenset()  # module lines whose broken statements were blanked

    def locate(self, line: int) -> tuple[CellSpan, int] | None:
        """The cell holding module line `line`, and the 1-based line inside that cell."""
        k = bisect.bisect_right(self._starts, line) - 1
        if k < 0:
            return None
        cell = self.cells[k]
        if line >= cell.first_line + cell.line_count:
            return None
        return cell, line - cell.first_line + 1

    @property
    def _starts(self) -> list[int]:
        return [c.first_line for c in self.cells]

    def position(self, line: int, col: int) -> CellPosition | None:
        """Module (line, column) → the cell's (line, column)."""
        found = self.locate(line)
        if found is None:
            return None
        cell, cell_line = found
        return CellPosition(cell, cell_line, cell.python.to_cell(cell_line - 1, col))

    def module_position(self, cell: CellSpan, line: int, col: int) -> tuple[int, int]:
        """A cell's (1-based line, column) → the module's."""
        return cell.first_line + line - 1, cell.python.to_python(line - 1, col)

    def place(self, line: int) -> str:
        """How a message names module line `line`: "cell 3, line 4"."""
        found = self.locate(line)
        if found is None:
            return f"line {line}"
        return f"cell {found[0].index + 1}, line {found[1]}"

    @property
    def layout(self) -> tuple[tuple[int, int], ...]:
        """What the names of lines depend on (a resumed analysis reuses messages only for the same)."""
        return tuple((c.index, c.first_line) for c in self.cells)


# ------------------------------------------------------------------ fixes in cells


def cell_edits(notebook: NotebookModule, fix: Fix) -> list[CellEdit] | None:
    """The fix's edits as edits of cells, or None when they cannot be made there: an edit
    across cells, or one whose meaning the cell's IPython syntax would change. Each cell's
    edits are checked by making the edited cell Python again: it must be the analysed
    Python with the fix applied."""
    by_cell: dict[int, list[tuple[TextEdit, CellEdit]]] = {}
    for edit in fix.edits:
        found = notebook.locate(edit.span.line)
        end = notebook.locate(edit.span.end_line)
        if found is None or end is None or found[0] is not end[0]:
            return None
        cell = found[0]
        k = notebook.cells.index(cell)
        start = notebook.position(edit.span.line, edit.span.col)
        stop = notebook.position(edit.span.end_line, edit.span.end_col)
        assert start is not None and stop is not None
        by_cell.setdefault(k, []).append((edit, CellEdit(cell, start.line, start.col, stop.line, stop.col, edit.new_text)))
    out: list[CellEdit] = []
    for pairs in by_cell.values():
        made = _checked(pairs)
        if made is None:
            return None
        out.extend(made)
    return out


def _checked(pairs: list[tuple[TextEdit, CellEdit]]) -> list[CellEdit] | None:
    cell = pairs[0][1].cell
    first = cell.first_line - 1
    try:
        want = apply_edits(
            cell.python.text,
            [
                TextEdit(Span(e.span.line - first, e.span.col, e.span.end_line - first, e.span.end_col), e.new_text)
                for e, _ in pairs
            ],
        )
    except OverlapError:
        return None
    edits = [c for _, c in pairs]
    for attempt in (edits, _whole_lines(edits)):
        if attempt is not None and _python_of(cell, attempt) == want:
            return attempt
    return None


def _whole_lines(edits: list[CellEdit]) -> list[CellEdit] | None:
    """Lines inserted above a line whose start IPython strips (a common indent, a prompt):
    inserted at the start of the cell's line with that prefix, so that they are stripped alike."""
    out = []
    changed = False
    for e in edits:
        python_col = e.cell.python.to_python(e.line - 1, e.col)
        if python_col == 0 and (e.line, e.col) == (e.end_line, e.end_col) and e.new_text.endswith("\n") and e.col > 0:
            prefix = _cell_line(e.cell.text, e.line)[: e.col]
            lines = e.new_text.split("\n")[:-1]
            out.append(CellEdit(e.cell, e.line, 0, e.line, 0, "".join(prefix + line + "\n" for line in lines)))
            changed = True
        else:
            out.append(e)
    return out if changed else None


def _cell_line(text: str, line: int) -> str:
    return LineIndex(text).line_text(line)


def _python_of(cell: CellSpan, edits: list[CellEdit]) -> str | None:
    try:
        text = apply_edits(cell.text, [TextEdit(Span(e.line, e.col, e.end_line, e.end_col), e.new_text) for e in edits])
    except OverlapError:
        return None
    bound = cell.python.asked_bound
    return to_python(text, lambda name: bound, cell.magics).text


def fixable(notebook: NotebookModule, finding: Finding) -> Finding:
    """The finding with only the fixes that can be made in the cells."""
    kept = tuple(f for f in finding.fixes if cell_edits(notebook, f) is not None)
    if len(kept) == len(finding.fixes):
        return finding
    from dataclasses import replace

    return replace(finding, fixes=kept)


def apply_safe_fixes_to_cells(
    notebook: NotebookModule, findings: Sequence[Finding], unsafe: bool = False
) -> tuple[dict[int, str], int]:
    """One round of --fix made in the cells (the same choice as a file's: core/fixes.plan_fixes,
    over the findings whose chosen fix can be made in them): {position in notebook.cells: new
    text}, and how many findings the edits fix."""
    can = [f for f in findings if (fix := chosen_fix(f, unsafe)) is not None and cell_edits(notebook, fix) is not None]
    edits, fixed = plan_fixes(notebook.source, can, unsafe)
    if not edits:
        return {}, 0
    made = cell_edits(notebook, Fix("", tuple(edits), Applicability.SAFE))
    if made is None:
        # (fixes each right in its cell that, together, IPython's syntax would read otherwise:
        # the first fix alone this round)
        one = chosen_fix(can[fixed[0]], unsafe)
        assert one is not None
        made, fixed = cell_edits(notebook, one), fixed[:1]
        if not made:
            return {}, 0
    by_cell: dict[int, list[TextEdit]] = {}
    for e in made:
        by_cell.setdefault(notebook.cells.index(e.cell), []).append(
            TextEdit(Span(e.line, e.col, e.end_line, e.end_col), e.new_text)
        )
    out = {}
    for k, text_edits in by_cell.items():
        try:
            out[k] = apply_edits(notebook.cells[k].text, text_edits)
        except OverlapError:
            continue
    return out, len(fixed)


@dataclass(frozen=True, slots=True)
class FixedCells:
    sources: dict[int, str]  # new sources of the cells that changed, by position among all cells
    applied: int  # fixes applied
    first_round: int  # of them, those of the findings given (the rest were uncovered by them)
    notebook: NotebookModule  # the notebook after them
    findings: list[Finding]  # and what it still has


def fix_cells(
    notebook: NotebookModule,
    findings: Sequence[Finding],
    analyse: Callable[[NotebookModule], list[Finding]],
    rounds: int = 5,
    unsafe: bool = False,
) -> FixedCells:
    """Safe fixes made in the cells, in rounds (a fix can make the next one possible), each
    round analysing the notebook again (`analyse`: its findings, with only fixable fixes)."""
    texts = {c.index: c.text for c in notebook.cells}
    applied = first = 0
    now, now_findings = notebook, list(findings)
    for round_ in range(rounds):
        changed, count = apply_safe_fixes_to_cells(now, now_findings, unsafe)
        if not count or not changed:
            break
        applied += count
        if round_ == 0:
            first = count
        for k, text in changed.items():
            texts[now.cells[k].index] = text
        now = build([(c.index, texts[c.index], c.cell_id) for c in now.cells])
        now_findings = analyse(now)
    sources = {c.index: texts[c.index] for c in notebook.cells if texts[c.index] != c.text}
    return FixedCells(sources, applied, first, now, now_findings)


# ------------------------------------------------------------------ one cell


def compile_problem(text: str) -> SyntaxProblem | None:
    """The syntax error the kernel meets compiling this Python, if any."""
    return _compile(text)[1]


def _compile(text: str) -> tuple[ast.Module | None, SyntaxProblem | None, SyntaxError | None]:
    """Parse and compile as the kernel does (top-level `await` allowed): the tree, and the
    problem with the error that made it (none when only the compiler, not the parser, objected)."""
    index = LineIndex(text)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # invalid escape sequences and the like are not ours to report
        try:
            tree = ast.parse(text)
        except SyntaxError as err:
            return None, syntax_problem(err, index), err
        except (ValueError, RecursionError, MemoryError) as bad:
            return None, SyntaxProblem(f"cannot parse: {type(bad).__name__}", 1, 0, 1, 0), None
        try:
            compile(tree, "<cell>", "exec", flags=ast.PyCF_ALLOW_TOP_LEVEL_AWAIT, dont_inherit=True)
        except SyntaxError as err:
            return tree, syntax_problem(err, index), None
        except (ValueError, RecursionError, MemoryError):
            pass
    return tree, None, None


@dataclass(frozen=True, slots=True)
class _Made:
    python: CellPython
    problem: SyntaxProblem | None
    text: str  # what the cell puts in the module
    blanked: frozenset[int]  # lines of the cell the recovery blanked (1-based)
    binds: frozenset[str]  # module-level names the cell binds
    star: bool  # it has a `from x import *` (any name may be bound)
    loads: frozenset[str]  # line magics of the extensions it loads


_CACHE: OrderedDict[tuple[str, frozenset[str]], _Made] = OrderedDict()
_CACHE_SIZE = 4096


def _make_cell(text: str, bound: set[str], star: bool, magics: frozenset[str]) -> _Made:
    """The cell as the module's piece (cached by text: a keystroke in the editor changes one cell)."""
    key = (text, magics)
    made = _CACHE.get(key)
    if made is not None:
        asked = made.python.asked
        if asked is None or _bound(asked, bound, star) == made.python.asked_bound:
            _CACHE.move_to_end(key)
            return made
    python = to_python(text, lambda name: _bound(name, bound, star), magics)
    tree, problem, err = _compile(python.compiled)
    body, blanked = python.text, frozenset[int]()
    if err is not None:
        recovered = recovered_text(python.compiled, err)
        if recovered is None:
            # Nothing of it parses: the cell adds only its lines.
            body = "\n" * python.text.count("\n")
            blanked = frozenset(range(1, python.text.count("\n") + 2))
        else:
            body, blanked = recovered
            if not python.newline:
                body = body[:-1]  # (the line break compiled() added)
            tree = _parse_quietly(body)
    binds, has_star = _bindings(tree) if tree is not None else (frozenset(), False)
    loads: set[str] = set()
    for m in _LOAD_EXT_RE.finditer(text):
        loads |= EXTENSION_MAGICS.get(m.group(1), frozenset({UNKNOWN_EXTENSION}))
    made = _Made(python, problem, body, blanked, binds, has_star, frozenset(loads))
    _CACHE[key] = made
    if len(_CACHE) > _CACHE_SIZE:
        _CACHE.popitem(last=False)
    return made


def _bound(name: str, bound: set[str], star: bool) -> bool | None:
    if name in bound:
        return True
    return None if star else False


def _parse_quietly(text: str) -> ast.Module | None:
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            return ast.parse(text)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return None


def _bindings(tree: ast.Module) -> tuple[frozenset[str], bool]:
    """The names a cell binds at module level (assignments, imports, definitions, loop and
    `with` targets, walruses), and whether it star-imports."""
    names: set[str] = set()
    star = False
    stack: list[ast.AST] = list(tree.body)
    while stack:
        node = stack.pop()
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names.add(node.name)
            stack.extend(node.decorator_list)
            continue
        if isinstance(node, ast.Lambda):
            continue
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            for alias in node.names:
                if alias.name == "*":
                    star = True
                else:
                    names.add(alias.asname or alias.name.split(".")[0])
            continue
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
            names.add(node.id)
        elif isinstance(node, ast.ExceptHandler) and node.name:
            names.add(node.name)
        stack.extend(ast.iter_child_nodes(node))
    return frozenset(names), star


# ------------------------------------------------------------------ the module


def build(cells: Sequence[tuple[int, str, str | None]]) -> NotebookModule:
    """The module of code cells [(index among all cells, text, cell id)], in order."""
    parts: list[str] = []
    spans: list[CellSpan] = []
    blanked: set[int] = set()
    bound: set[str] = set()
    star = False
    magics: set[str] = set()
    line = 1
    for index, text, cell_id in cells:
        made = _make_cell(text, bound, star, frozenset(magics))
        count = made.python.text.count("\n") + 1
        spans.append(CellSpan(index, line, count, cell_id, made.python, made.problem, text, frozenset(magics)))
        parts.append(made.text)
        blanked.update(line + k - 1 for k in made.blanked)
        bound |= made.binds
        star = star or made.star
        magics |= made.loads
        line += count
    return NotebookModule("\n".join(parts) + "\n", tuple(spans), frozenset(blanked))


def join_cells(cells: list[tuple[str, str | None]]) -> NotebookModule:
    """Code cells [(text, cell id)] that are all the notebook's cells, in order."""
    return build([(i, text, cell_id) for i, (text, cell_id) in enumerate(cells)])


def load_ipynb(data: bytes) -> NotebookModule:
    """Read an .ipynb file's code cells (nbformat 4)."""
    return build(read_cells(data))


def read_cells(data: bytes) -> list[tuple[int, str, str | None]]:
    """The code cells of an .ipynb file: [(index among all cells, source, cell id)]."""
    try:
        nb = json.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as err:
        raise NotebookError(f"not a notebook (invalid JSON: {err})") from None
    except RecursionError:
        raise NotebookError("not read: its JSON is nested too deeply") from None
    except ValueError as err:  # (an integer of more digits than Python converts)
        raise NotebookError(f"not read: {err}") from None
    if not isinstance(nb, dict) or not isinstance(nb.get("cells"), list):
        raise NotebookError("not a notebook (no 'cells' list)")
    meta = nb.get("metadata")
    info = meta.get("language_info") if isinstance(meta, dict) else None
    lang = str(info.get("name", "python") if isinstance(info, dict) else "python").lower()
    if lang not in ("python", "python3", ""):
        raise NotebookError(f"not a Python notebook (language {lang!r})")
    code: list[tuple[int, str, str | None]] = []
    for i, cell in enumerate(nb["cells"]):
        if not isinstance(cell, dict) or cell.get("cell_type") != "code":
            continue
        src = cell.get("source", "")
        if not (isinstance(src, str) or isinstance(src, list) and all(isinstance(s, str) for s in src)):
            # (nbformat: a string or a list of strings; anything else is no code to read)
            odd = src if not isinstance(src, list) else next(s for s in src if not isinstance(s, str))
            raise NotebookError(f"not read: the source of cell {i + 1} holds {type(odd).__name__} data, not text")
        text = "".join(src) if isinstance(src, list) else src
        cell_id = cell.get("id")
        code.append((i, text, cell_id if isinstance(cell_id, str) else None))
    return code
