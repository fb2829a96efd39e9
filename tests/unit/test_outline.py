"""Workspace modules parsed in outline (core/outline.py): once every body is read, the tree is
the full parse's, node for node and position for position, whatever the text; a module the
outline cannot be sure of is parsed in full; and a body is parsed only when read."""

from __future__ import annotations

import ast
import sysconfig
import textwrap
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hflint.core import outline
from hflint.core.outline import parse_outline
from hflint.core.source import parse_source

# Blocks that hold a function end where the outline says on their line; their end column is
# the outline's (nothing reads it for a workspace module's class or block).
_END_COL_APPROXIMATE = (
    ast.ClassDef,
    ast.If,
    ast.For,
    ast.AsyncFor,
    ast.While,
    ast.Try,
    ast.With,
    ast.AsyncWith,
    ast.ExceptHandler,
    ast.Match,
) + ((ast.TryStar,) if hasattr(ast, "TryStar") else ())


def _lazy_count(tree: ast.AST) -> int:
    """(ast.walk reads, so parses, every body)"""
    return sum(1 for node in ast.walk(tree) if type(node) in outline._LAZY.values())


@pytest.fixture(autouse=True)
def outline_whenever_possible(monkeypatch):
    """Small texts are parsed in full by default (nothing to gain): here they are outlined."""
    monkeypatch.setattr(outline, "SPARSE", 10**9)
    monkeypatch.setattr(outline, "MIN_SHARE", 10**9)


def assert_same_as_full(text: str) -> int:
    """The number of functions the outline left for later."""
    full = parse_source(text)
    out = parse_outline(text)
    assert (full.tree is None) == (out.tree is None)
    if out.syntax_error is not None:
        assert out.syntax_error == full.syntax_error
    if full.tree is None:
        return 0
    lazy = _lazy_count(out.tree)
    assert ast.dump(out.tree) == ast.dump(full.tree)  # (reads, so parses, every body)
    for a, b in zip(ast.walk(full.tree), ast.walk(out.tree)):
        assert type(a).__name__ == type(b).__name__
        for attr in ("lineno", "col_offset", "end_lineno", "end_col_offset"):
            if attr == "end_col_offset" and isinstance(a, _END_COL_APPROXIMATE):
                continue
            assert getattr(a, attr, None) == getattr(b, attr, None), (type(a).__name__, attr, getattr(a, "lineno", 0))
    return lazy


TRICKY = {
    "docstring lines at column 0": '''
        def f():
            """Doc.
        Example:
        x = 1
            """
            return 1

        y = f()
    ''',
    "a string that starts a line after a def": '''
        class A:
            def f(self):
                return 1
            """Not a docstring: an expression statement of the class."""
            def g(self):
                pass
        """A module string."""
        def h():
            return 2
    ''',
    "a bracket continued at column 0": """
        def f():
            x = call(
        1, 2)
            return x
        z = 3
    """,
    "a backslash continued at column 0": """
        def f():
            x = 1 + \\
        2
            return x
    """,
    "nested functions, async, decorators": """
        import functools

        @functools.lru_cache
        def outer(a, b=lambda q: q, *, c: "dict[str, int]" = None) -> dict[str, int]:
            def inner():
                async def deepest():
                    await x
                return deepest
            return inner

        async def coro():
            async with lock:
                return 1
    """,
    "functions in if, try, except, else, finally, with, match": """
        if flag:
            def a():
                return 1
        else:
            def a():
                return 2
        try:
            def b():
                return 1
        except ImportError:
            def b():
                return None
        else:
            pass
        finally:
            def c():
                return 3
        with ctx():
            def d():
                return 4
        match value:
            case 1:
                def e():
                    return 5
    """,
    "a body that ends with a multi-line string": '''
        def f():
            return """a
        b"""
        x = 1
    ''',
    "a body that ends with a string after a backslash": """
        def f():
            return \\
                "abc"
        x = 1
    """,
    "one-line functions and a body on the header's line": """
        def f(): return 1
        def g(): pass; x = 2
        class A:
            def m(self): ...
        def h(
            a,
            b,
        ):
            return a + b
    """,
    "comments at every indentation": """
        def f():
            x = 1
        # a comment at column 0, inside the body's lines
            return x
            # trailing comment
        # another
        y = 2
    """,
    "a broken body": """
        def good():
            return 1

        def broken():
            x = (1,
            return x

        def after():
            return 2
    """,
    "strings with quotes and hashes": '''
        def f():
            a = "it's # not a comment"
            b = 'say "hi" ( [ {'
            c = """ ' " \\ """
            d = f"{a!r:>10} )"
            return a, b, c, d
        e = "def not_a_function():"
    ''',
}


# How many of each text's functions the outline leaves for later (once per repetition):
# where a body cannot be told from the text alone, it is parsed with the outline; a function
# inside another is parsed with the outer one's body; a text whose outline does not parse
# (the broken body, unbalanced) is parsed in full.
OUTLINED = {
    "docstring lines at column 0": 1,
    "a string that starts a line after a def": 3,
    "a bracket continued at column 0": 0,
    "a backslash continued at column 0": 0,
    "nested functions, async, decorators": 2,
    "functions in if, try, except, else, finally, with, match": 7,
    "a body that ends with a multi-line string": 1,
    "a body that ends with a string after a backslash": 1,
    "one-line functions and a body on the header's line": 1,
    "comments at every indentation": 1,
    "a broken body": 0,
    "strings with quotes and hashes": 1,
}


@pytest.mark.parametrize("name", list(TRICKY))
def test_tricky_texts_parse_as_in_full(name):
    assert assert_same_as_full(textwrap.dedent(TRICKY[name]).lstrip("\n") * 6) == 6 * OUTLINED[name]


def test_a_body_that_does_not_parse_is_the_one_the_full_parse_recovers():
    text = "def ok():\n    return 1\n\ndef broken():\n    x = = 1\n    return x\n\ndef after():\n    return 2\n"
    assert parse_source(text).syntax_error is not None
    assert assert_same_as_full(text) == 3


def test_tabs_and_carriage_returns():
    tabbed = "def f():\n\treturn 1\n" * 30
    assert_same_as_full(tabbed)
    crlf = "def f():\r\n    return 1\r\n" * 30
    assert_same_as_full(crlf)


def test_bodies_are_parsed_only_when_read(monkeypatch):
    text = "".join(f"def f{n}(x):\n    y = x + {n}\n    return y\n\n" for n in range(40))
    parsed = parse_outline(text)
    assert parsed.tree is not None
    assert all(type(fn) in outline._LAZY.values() for fn in parsed.tree.body)  # (the count reads no body)
    calls = []
    real = outline._materialize
    monkeypatch.setattr(outline, "_materialize", lambda fn: calls.append(fn.name) or real(fn))
    f7 = parsed.tree.body[7]
    assert f7.name == "f7" and f7.end_lineno == 31 and calls == []
    assert isinstance(f7.body[1], ast.Return) and f7.body[0].lineno == 30
    assert f7.body is f7.body
    assert calls == ["f7"]  # (once, and only that one)


def test_a_module_of_data_is_parsed_in_full(monkeypatch):
    monkeypatch.setattr(outline, "SPARSE", 20_000)
    monkeypatch.setattr(outline, "MIN_SHARE", 3)
    text = "MAPPING = {\n" + "".join(f"    'k{n}': 'v{n}',\n" for n in range(3000)) + "}\ndef f():\n    return 1\n"
    assert _lazy_count(parse_outline(text).tree) == 0


def _stdlib_files() -> list[Path]:
    lib = Path(sysconfig.get_paths()["stdlib"])
    files = sorted(p for p in lib.glob("*.py"))
    return files[::4]  # (a quarter of the top level: a few hundred modules of every style)


@pytest.mark.parametrize("path", _stdlib_files(), ids=lambda p: p.name)
def test_the_standard_library_parses_as_in_full(path):
    assert_same_as_full(path.read_text(encoding="utf-8", errors="replace"))


_PIECES = st.sampled_from(
    [
        "def f(a, b=(1, 2)):\n",
        "    return a\n",
        "async def g():\n",
        "        await b\n",
        "class C:\n",
        "    def m(self):\n",
        "        x = [\n",
        "1]\n",
        '    """doc\n',
        "text\n",
        '    """\n',
        "    # c\n",
        "x = 1\n",
        "if x:\n",
        "else:\n",
        "    pass\n",
        "    y = 'a(' \\\n",
        "\n",
        "@dec\n",
        "try:\n",
        "except E:\n",
        "    def h(): return 1\n",
        "        def inner():\n",
        "            return 2\n",
    ]
)


@settings(max_examples=300, deadline=None)
@given(st.lists(_PIECES, min_size=1, max_size=30).map("".join))
def test_any_text_parses_as_in_full(text):
    """Every text that parses; one that does not is only held to giving a tree whenever the
    full parse's recovery does (the outline keeps the statements around a broken body that the
    recovery may blank: the body read is the recovery's)."""
    text *= 3
    if parse_source(text).syntax_error is None:
        assert_same_as_full(text)
        return
    out = parse_outline(text)
    if parse_source(text).tree is not None:
        assert out.tree is not None
        ast.dump(out.tree)  # (every body read: none raises)
