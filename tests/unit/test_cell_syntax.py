"""hflint reads notebook cells as IPython runs them: IPython itself is the reference.

For every cell of the corpus (tests/unit/cellcorpus.py: hand-written cells and generated
combinations of shell escapes, magics, help, automagic, prompts, indents and cell magics,
valid and broken), the Python hflint analyses compiles exactly when the Python IPython makes
of the cell compiles (for a cell magic that runs its body in the kernel, %%time and the
like, the body as the magic compiles it); and every piece of it that is the user's code
stands, after `to_cell`, on the same characters of the cell.
"""

from __future__ import annotations

import ast
import warnings

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from IPython.core.interactiveshell import InteractiveShell

from hflint.core import cellsyntax
from hflint.core.cellsyntax import to_python
from hflint.core.notebook import compile_problem

from cellcorpus import HAND_WRITTEN, generated, mutated

CORPUS = HAND_WRITTEN + generated(4000) + mutated(4000)


@pytest.fixture(scope="module")
def shell():
    return InteractiveShell.instance()


def _compiles(code: str) -> bool:
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            compile(code, "<cell>", "exec", flags=ast.PyCF_ALLOW_TOP_LEVEL_AWAIT, dont_inherit=True)
    except (SyntaxError, ValueError):
        return False
    return True


def ipython_compiles(shell, cell: str) -> bool:
    """Whether IPython runs the cell's code (its transform, then compile); a cell magic that
    runs its body in the kernel compiles the body the same way."""
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            code = shell.transform_cell(cell)
    except Exception:  # noqa: BLE001 - IPython raising while it rewrites the cell: it does not run
        return False
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            tree = ast.parse(code)
    except SyntaxError:
        return False
    magic = _cell_magic_call(tree)
    if magic is not None:
        name, body = magic
        return ipython_compiles(shell, body) if name in cellsyntax.PYTHON_CELL_MAGICS else True
    return _compiles(code)


def _cell_magic_call(tree: ast.Module) -> tuple[str, str] | None:
    if len(tree.body) != 1 or not isinstance(tree.body[0], ast.Expr):
        return None
    call = tree.body[0].value
    if (
        isinstance(call, ast.Call)
        and isinstance(call.func, ast.Attribute)
        and call.func.attr == "run_cell_magic"
        and len(call.args) == 3
        and all(isinstance(a, ast.Constant) for a in call.args)
    ):
        return call.args[0].value, call.args[2].value
    return None


def test_the_corpus_is_large_and_mixed():
    assert len(CORPUS) >= 8000
    kinds = {"!": 0, "%%": 0, "?": 0, ">>>": 0}
    for cell in CORPUS:
        for k in kinds:
            kinds[k] += k in cell
    assert all(n >= 100 for n in kinds.values()), kinds


def test_hflint_compiles_exactly_when_ipython_does(shell):
    disagree = []
    compiled = 0
    for cell in CORPUS:
        want = ipython_compiles(shell, cell)
        got = compile_problem(to_python(cell).compiled) is None
        compiled += want
        if got != want:
            disagree.append((cell, want, to_python(cell).text))
    # Both outcomes are well represented.
    assert 0.3 * len(CORPUS) < compiled < 0.95 * len(CORPUS)
    assert not disagree, "\n\n".join(f"{c!r}\n  IPython compiles: {w}\n  hflint's Python: {t!r}" for c, w, t in disagree[:20])


def _char(text_lines: list[str], line: int, col: int) -> str:
    return text_lines[line][col] if line < len(text_lines) and 0 <= col < len(text_lines[line]) else ""


def test_every_analysed_node_stands_on_its_cell_text():
    checked = 0
    for cell in CORPUS:
        made = to_python(cell)
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                tree = ast.parse(made.compiled)
        except SyntaxError:
            continue
        py_lines = made.text.split("\n")
        cell_lines = cell.replace("\r\n", "\n").split("\n")
        for node in ast.walk(tree):
            if not hasattr(node, "lineno") or node.end_lineno is None:
                continue
            line = node.lineno - 1
            if not made.clean(line):
                continue
            text = py_lines[line]
            col = len(text.encode()[: node.col_offset].decode())
            where = made.to_cell(line, col)
            assert _char(py_lines, line, col) == _char(cell_lines, line, where), (cell, ast.dump(node))
            end_line = node.end_lineno - 1
            end_text = py_lines[end_line]
            end_col = len(end_text.encode()[: node.end_col_offset].decode()) - 1
            if made.clean(end_line) and end_col >= 0:
                end_where = made.to_cell(end_line, end_col)
                assert _char(py_lines, end_line, end_col) == _char(cell_lines, end_line, end_where), (cell, ast.dump(node))
            if isinstance(node, ast.Name):
                assert cell_lines[line][where : where + len(node.id)] == node.id
            checked += 1
    assert checked > 10_000


@pytest.mark.parametrize(
    "cell, python",
    [
        ("if IN_COLAB:\n    !pip install x\n", "if IN_COLAB:\n    get_ipython()\n"),
        ("files = !ls\n", "files = get_ipython()\n"),
        ("!pip install a \\\n    b\nx = 1\n", "get_ipython()\n\nx = 1\n"),
        ("%%time\nout = model.generate()\n", "\nout = model.generate()\n"),
        ("%%bash\nls\n", "\n\n"),
        ("    x = 1\n    y = 2\n", "x = 1\ny = 2\n"),
        ("pip install x\n", "get_ipython()\n"),
        ("model.generate?\n", "get_ipython()\n"),
        ("%time out = f(1)\n", "out = f(1)\n"),
    ],
)
def test_what_hflint_analyses(cell, python):
    assert to_python(cell).text == python


def test_the_quick_path_gives_what_the_full_reading_gives():
    """Cells without anything IPython rewrites are taken as they are: the same as reading them."""
    quick = 0
    for cell in CORPUS:
        made = to_python(cell)
        if cellsyntax._MAYBE_SPECIAL.search(cell) or "\n" not in cell.rstrip("\n") or cell[:1].isspace():
            continue
        quick += 1
        full = cellsyntax._full(cell)
        assert (made.text, made.stages, made.newline) == (full.text, full.stages, full.newline), cell
    assert quick > 300


def test_columns_go_back_to_the_cell():
    made = to_python("  %time out = model.generate(x)\n  y = 1\n")
    assert made.text.split("\n")[0] == "out = model.generate(x)"
    assert made.to_cell(0, 6) == 14  # `model`
    assert made.to_python(0, 14) == 6
    assert made.to_cell(1, 0) == 2


def test_automagic_yields_to_a_bound_name():
    assert to_python("env\n", lambda name: name == "env").text == "env\n"
    assert to_python("env\n").text == "get_ipython()\n"
    assert to_python("tensorboard --logdir runs\n").text == "tensorboard --logdir runs\n"
    assert to_python("tensorboard --logdir runs\n", extra_magics=frozenset({"tensorboard"})).text == "get_ipython()\n"


def test_hflint_knows_every_line_magic_of_ipython(shell):
    assert set(shell.magics_manager.magics["line"]) <= cellsyntax.LINE_MAGICS


_PIECES = st.sampled_from(
    [
        "!",
        "?",
        "%",
        "%%",
        "=",
        "/",
        ",",
        ";",
        "'",
        '"',
        '"""',
        "(",
        ")",
        "\\",
        "\n",
        "    ",
        "\t",
        "#",
        ">>> ",
        "... ",
        "In [1]: ",
        "x",
        " ",
        "é",
        "\r\n",
        "\x0c",
        "time ",
        "pip ",
    ]
)


@settings(max_examples=400, deadline=None)
@given(st.lists(st.one_of(_PIECES, st.text(max_size=3)), max_size=40))
def test_any_cell_reads_without_failing(parts):
    """Whatever a cell holds, it is read (no exception), line for line, and a notebook of it builds."""
    from hflint.core.notebook import build

    cell = "".join(parts)
    made = to_python(cell)
    assert made.text.count("\n") == cell.replace("\r\n", "\n").replace("\r", "\n").count("\n")
    for line in range(made.text.count("\n") + 1):
        made.to_cell(line, 3)
        made.to_python(line, 3)
    notebook = build([(0, cell, None), (2, cell, "b")])
    assert notebook.source.count("\n") == 2 * (made.text.count("\n") + 1)
