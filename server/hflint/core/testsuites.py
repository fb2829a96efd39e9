"""Test suites around generation code: what unittest and pytest hand a test when they run it.

A test function or method is never called by the file itself: the test runner calls it. The walk
of functions nothing calls (flow.Interpreter._analyse_uncalled) asks this module how the runner
would call it, read from the file's text alone:

- `self` of a test method: a `unittest.TestCase` subclass (directly or through classes of the
  file) runs `setUpClass(cls)` once and `setUp(self)` before each `test*` method; a pytest
  `Test*` class runs `setup_class(cls)`, `setup_method(self, method)` (or `setup`) and its
  autouse fixtures. The walk runs them on one instance, so that what `setUpClass` sets on `cls`
  is seen through `self` as Python's attribute look-up would.
- parameters: `@pytest.mark.parametrize` cases (`pytest.param(..., id=...)`, `ids=[...]`, a
  mark on the test class too,
  stacked marks as their product, in pytest's order) become the elements of a sweep named by
  the test's id (`test_presets[low-memory]`); other parameters take the value of the file's own
  `@pytest.fixture` function of that name (fixtures requesting fixtures too); a fixture with
  `params=[...]` makes its test's cases as a mark would, each with its `request.param`.
- `@pytest.mark.usefixtures("models")` on a test class: the file's fixture runs with a `request`
  whose `cls` is the class (`request.cls.model = ...` is read through `self`).
- the module's set-up (`setUpModule()`, pytest's `setup_module`) runs before each test is
  walked, so that the globals it sets (`global MODEL`) are what the test reads.
- a test method a mixin or a base test class defines: the runner runs it for every test class of
  the file that inherits it (heirs), each with its own class attributes and set-up, so it is
  walked once per such class (a sweep named by the class).
- which tests never run (`@unittest.skip`, `@pytest.mark.skip`, a class skipped so) and which
  expect their error (`@pytest.mark.xfail`, `@unittest.expectedFailure`: the classes they
  expect are caught, as `with pytest.raises(...)` is in core/catching.py).
"""

from __future__ import annotations

import ast
import copy
from collections.abc import Iterator

# The most cases one test's parametrize marks make together; beyond, the test is walked once
# with its parametrized arguments unknown.
MAX_CASES = 24
# How deep fixtures requesting fixtures are followed.
MAX_FIXTURE_DEPTH = 4

_UNITTEST_SETUP = ("setUpClass", "setUp")
_PYTEST_SETUP = ("setup_class", "setup_method", "setup")


def dotted(expr: ast.AST) -> str:
    """`pytest.mark.parametrize` of an attribute chain (the call's function for a call)."""
    if isinstance(expr, ast.Call):
        expr = expr.func
    parts: list[str] = []
    while isinstance(expr, ast.Attribute):
        parts.append(expr.attr)
        expr = expr.value
    if isinstance(expr, ast.Name):
        parts.append(expr.id)
    return ".".join(reversed(parts))


def _last(expr: ast.AST) -> str:
    return dotted(expr).rsplit(".", 1)[-1]


def is_fixture(fn: ast.AST) -> bool:
    return isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef)) and any(
        _last(d) in ("fixture", "yield_fixture") for d in fn.decorator_list
    )


def fixture_name(fn: ast.FunctionDef | ast.AsyncFunctionDef) -> str:
    """The name a test asks for the fixture by (`@pytest.fixture(name="model")`, else the function's)."""
    for d in fn.decorator_list:
        if isinstance(d, ast.Call) and _last(d) in ("fixture", "yield_fixture"):
            for k in d.keywords:
                if k.arg == "name" and isinstance(k.value, ast.Constant) and isinstance(k.value.value, str):
                    return k.value.value
    return fn.name


def autouse(fn: ast.AST) -> bool:
    return isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef)) and any(
        isinstance(d, ast.Call)
        and _last(d) in ("fixture", "yield_fixture")
        and any(k.arg == "autouse" and isinstance(k.value, ast.Constant) and k.value.value is True for k in d.keywords)
        for d in fn.decorator_list
    )


def fixtures_of(tree: ast.Module) -> dict[str, ast.FunctionDef | ast.AsyncFunctionDef]:
    """The module-level fixture functions of the file, by the name tests ask for them by."""
    out: dict[str, ast.FunctionDef | ast.AsyncFunctionDef] = {}
    for stmt in tree.body:
        if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef)) and is_fixture(stmt):
            out[fixture_name(stmt)] = stmt
    return out


def classes_of(tree: ast.Module) -> dict[str, ast.ClassDef]:
    return {stmt.name: stmt for stmt in tree.body if isinstance(stmt, ast.ClassDef)}


def lineage(cls: ast.ClassDef, classes: dict[str, ast.ClassDef]) -> Iterator[ast.ClassDef]:
    """`cls` and its bases that are classes of the file, depth first (a simple MRO)."""
    seen: set[int] = set()
    stack = [cls]
    while stack:
        current = stack.pop(0)
        if id(current) in seen:
            continue
        seen.add(id(current))
        yield current
        for base in current.bases:
            found = classes.get(base.id) if isinstance(base, ast.Name) else None
            if found is not None:
                stack.append(found)


def suite_kind(cls: ast.ClassDef, classes: dict[str, ast.ClassDef]) -> str | None:
    """ "unittest" for a TestCase subclass (through the file's classes too), "pytest" for a
    `Test*` class pytest collects (no `__init__` of its own), else None."""
    for c in lineage(cls, classes):
        for base in c.bases:
            if _last(base) in ("TestCase", "IsolatedAsyncioTestCase"):
                return "unittest"
    if cls.name.startswith("Test") and not any(_method(c, "__init__") for c in lineage(cls, classes)):
        return "pytest"
    return None


# The set-up methods that run before each test (after the class's own set-up).
INSTANCE_SETUPS = frozenset({"setUp", "setup_method", "setup"})


def used_fixtures(cls: ast.ClassDef, classes: dict[str, ast.ClassDef]) -> list[str]:
    """The fixtures `@pytest.mark.usefixtures("name", ...)` asks for on the class or a base class
    of the file (a unittest.TestCase run by pytest too), by name, in order."""
    out: list[str] = []
    for c in lineage(cls, classes):
        for d in c.decorator_list:
            if isinstance(d, ast.Call) and _last(d) == "usefixtures":
                out.extend(
                    a.value for a in d.args if isinstance(a, ast.Constant) and isinstance(a.value, str) and a.value not in out
                )
    return out


def up_to_yield(fixture: ast.FunctionDef) -> ast.FunctionDef:
    """A yield fixture as far as its tests see it: its statements up to its first `yield`
    statement of the top level (the same statement nodes, in a function node made once per
    fixture and kept on it); the fixture itself when it has no such statement."""
    for i, stmt in enumerate(fixture.body):
        if isinstance(stmt, ast.Expr) and isinstance(stmt.value, (ast.Yield, ast.YieldFrom)):
            if i == len(fixture.body) - 1:
                return fixture
            made = getattr(fixture, "_hflint_up_to_yield", None)
            if made is None:
                made = copy.copy(fixture)  # (its fields, type_params of 3.12 included)
                made.body = fixture.body[: i + 1]
                made.decorator_list = []
                made.end_lineno, made.end_col_offset = stmt.end_lineno, stmt.end_col_offset
                fixture._hflint_up_to_yield = made  # type: ignore[attr-defined]
            return made
    return fixture


def module_setup(tree: ast.Module, kind: str) -> ast.FunctionDef | None:
    """The module-level set-up function the runner calls before the file's tests: `setUpModule`
    (unittest), `setup_module` or `setUpModule` (pytest, the first it finds), a plain function of
    the module's top level; None when there is none."""
    names = ("setUpModule",) if kind == "unittest" else ("setup_module", "setUpModule")
    for name in names:
        for stmt in tree.body:
            if isinstance(stmt, ast.FunctionDef) and stmt.name == name and not is_fixture(stmt):
                return stmt
    return None


def heirs(fn: ast.FunctionDef | ast.AsyncFunctionDef, cls: ast.ClassDef, classes: dict[str, ast.ClassDef]) -> list[ast.ClassDef]:
    """The test classes of the file, in file order, that run the test method `fn` of `cls` as
    their own: a mixin's test (`class StaticCacheTest(ChecksMixin, unittest.TestCase)`) or a
    base test class's, in a class deriving from `cls` that does not define `fn.name` before `cls`
    in its look-up order. The runner runs it once per such class, on that class's instance (its
    class attributes, its setUpClass)."""
    out = []
    for other in classes.values():
        if other is cls or suite_kind(other, classes) is None:
            continue
        for c in lineage(other, classes):
            if c is cls:
                out.append(other)
                break
            if _method(c, fn.name) is not None:
                break  # (overridden before `cls` is reached)
    return out


def _method(cls: ast.ClassDef, name: str) -> ast.FunctionDef | ast.AsyncFunctionDef | None:
    for stmt in cls.body:
        if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef)) and stmt.name == name:
            return stmt
    return None


def setups(cls: ast.ClassDef, classes: dict[str, ast.ClassDef], kind: str) -> list[ast.FunctionDef | ast.AsyncFunctionDef]:
    """The set-up methods the runner calls before a test of `cls`, in the order it calls them
    (the class's first, each found up the file's class chain), then autouse fixture methods."""
    out: list[ast.FunctionDef | ast.AsyncFunctionDef] = []
    chain = list(lineage(cls, classes))
    for name in _UNITTEST_SETUP if kind == "unittest" else _PYTEST_SETUP:
        for c in chain:
            found = _method(c, name)
            if found is not None:
                out.append(found)
                break
        if kind == "pytest" and name == "setup_method" and out and out[-1].name == "setup_method":
            break  # (pytest calls `setup` only when there is no setup_method)
    if kind == "pytest":
        for c in reversed(chain):
            out.extend(s for s in c.body if autouse(s))  # type: ignore[misc]
    return out


def is_test(fn: ast.AST, cls: ast.ClassDef | None, kind: str | None) -> bool:
    """A function the runner calls as a test: `test*` at module level (pytest) or in a test class."""
    if not isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef)) or not fn.name.startswith("test"):
        return False
    if is_fixture(fn):
        return False
    return cls is None or kind is not None


def skipped(fn: ast.AST, cls: ast.ClassDef | None) -> bool:
    """Marked to be skipped always (`@unittest.skip("...")`, `@pytest.mark.skip`), on the test or
    its class; a conditional skip (`skipIf`, `skipif`) is not decided and the test is walked."""
    decorators = list(getattr(fn, "decorator_list", []))
    if cls is not None:
        decorators += cls.decorator_list
    return any(dotted(d) in ("unittest.skip", "skip", "pytest.mark.skip", "mark.skip") for d in decorators)


def expected_failure(fn: ast.AST) -> list[str] | None:
    """The exception classes an expected failure marks the test with (`@pytest.mark.xfail(raises=
    ValueError)`; `["BaseException"]` for any failure: `xfail` with no `raises`,
    `@unittest.expectedFailure`), or None."""
    for d in getattr(fn, "decorator_list", []):
        name = dotted(d)
        if name in ("unittest.expectedFailure", "expectedFailure"):
            return ["BaseException"]
        if name in ("pytest.mark.xfail", "mark.xfail"):
            if isinstance(d, ast.Call):
                for k in d.keywords:
                    if k.arg == "raises":
                        return _names(k.value)
                    if k.arg == "run" and isinstance(k.value, ast.Constant) and k.value.value is False:
                        return ["BaseException"]
                if d.args:
                    return None  # (a condition: not decided)
            return ["BaseException"]
    return None


def _names(expr: ast.expr) -> list[str]:
    if isinstance(expr, ast.Tuple):
        return [n for e in expr.elts for n in _names(e)]
    if isinstance(expr, ast.Name):
        return [expr.id]
    return []


def parametrize_marks(fn: ast.AST) -> list[ast.Call]:
    """The `@pytest.mark.parametrize(...)` marks of a test, the one nearest the `def` first (the
    order pytest applies them in: its ids come first in the test's id)."""
    return [
        d
        for d in reversed(getattr(fn, "decorator_list", []))
        if isinstance(d, ast.Call) and dotted(d) in ("pytest.mark.parametrize", "mark.parametrize", "parametrize")
    ]


def fixture_params(fn: ast.AST) -> ast.Call | None:
    """A fixture's `params=[...]` as the parametrize mark it amounts to (the fixture's name, its
    params, its `ids=`): pytest runs each test that asks for it once per param, the fixture
    reading the param as `request.param`. None for a fixture without params."""
    for d in getattr(fn, "decorator_list", []):
        if not (isinstance(d, ast.Call) and _last(d) in ("fixture", "yield_fixture")):
            continue
        given = {k.arg: k.value for k in d.keywords if k.arg in ("params", "ids")}
        if "params" not in given:
            return None
        assert isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef))
        keywords = [ast.keyword(arg="ids", value=given["ids"])] if "ids" in given else []
        return ast.Call(func=d.func, args=[ast.Constant(fixture_name(fn)), given["params"]], keywords=keywords)
    return None


def argnames(call: ast.Call) -> list[str] | None:
    """The parameter names one parametrize mark sets (`"a, b"`, `["a", "b"]`), None if unreadable
    or `indirect=` (values that go to fixtures)."""
    if any(k.arg == "indirect" and not (isinstance(k.value, ast.Constant) and k.value.value is False) for k in call.keywords):
        return None
    first = call.args[0] if call.args else next((k.value for k in call.keywords if k.arg == "argnames"), None)
    if isinstance(first, ast.Constant) and isinstance(first.value, str):
        names = [n.strip() for n in first.value.split(",") if n.strip()]
        return names or None
    if isinstance(first, (ast.List, ast.Tuple)) and all(
        isinstance(e, ast.Constant) and isinstance(e.value, str) for e in first.elts
    ):
        return [e.value for e in first.elts]  # type: ignore[attr-defined]
    return None


def argvalues(call: ast.Call) -> ast.expr | None:
    if len(call.args) > 1:
        return call.args[1]
    return next((k.value for k in call.keywords if k.arg == "argvalues"), None)


def ids_of(call: ast.Call) -> list[str | None] | None:
    """`ids=[...]` of a mark, when written as a list of strings (None items: pytest's own id)."""
    for k in call.keywords:
        if k.arg == "ids" and isinstance(k.value, (ast.List, ast.Tuple)):
            return [e.value if isinstance(e, ast.Constant) and isinstance(e.value, str) else None for e in k.value.elts]
    return None


def is_param(expr: ast.AST) -> bool:
    """`pytest.param(...)` of one case."""
    return isinstance(expr, ast.Call) and dotted(expr) in ("pytest.param", "param")


def param_id(expr: ast.Call) -> str | None:
    for k in expr.keywords:
        if k.arg == "id" and isinstance(k.value, ast.Constant) and isinstance(k.value.value, str):
            return k.value.value
    return None


def param_skipped(expr: ast.Call) -> bool:
    """`pytest.param(..., marks=pytest.mark.skip)` / `marks=[pytest.mark.xfail(...)]`: a case that
    does not run, or whose failure is expected."""
    for k in expr.keywords:
        if k.arg == "marks":
            marks = k.value.elts if isinstance(k.value, (ast.List, ast.Tuple)) else [k.value]
            if any(_last(m) in ("skip", "xfail") for m in marks):
                return True
    return False


def auto_id(value: object, name: str, index: int) -> str:
    """pytest's id for one value of a case: the text of a string, number, bool or None, else the
    parameter's name and the case's index."""
    if isinstance(value, (str, int, float, bool)) or value is None:
        text = str(value)
        return text if text.isascii() else text.encode("unicode_escape").decode("ascii")
    return f"{name}{index}"


# Runners a script calls to run its own tests, and whether a test's error gets past them.
# `unittest.main(exit=False)`, a `TextTestRunner(...).run(suite)` and `pytest.main([...])` whose
# result the script drops catch each test's error and print it: the script goes on and ends
# clean. `unittest.main()` (which exits with status 1 when a test fails), a runner's result
# handed to `sys.exit`, `suite.debug()` / `TestCase("test_x").debug()` (no result: the first
# error goes through) and a runner given a result class, a test runner or plugins of the file's
# own (h47, h73 hand the error back so) are not decided so: their tests' errors stay reported.
_HANDING_BACK = frozenset({"resultclass", "testRunner", "plugins"})


def runner_catches(tree: ast.Module, kind: str) -> bool:
    """Whether the file runs its tests of `kind` ("unittest", "pytest", "module") only through
    runners that catch their errors and let the script end clean: at least one such runner and
    no other way of running tests. A file that runs no runner at all is not decided here."""
    dropped = {id(stmt.value) for stmt in ast.walk(tree) if isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Call)}
    catching = False
    text_runner = False
    runs: list[ast.Call] = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        name = dotted(node.func)
        last = name.rsplit(".", 1)[-1]
        if last == "debug" and isinstance(node.func, ast.Attribute) and not node.args and not node.keywords:
            return False
        if any(k.arg in _HANDING_BACK or k.arg is None for k in node.keywords) and last in ("main", "TextTestRunner"):
            return False
        if name in ("unittest.main", "unittest.TestProgram"):
            if not any(k.arg == "exit" and isinstance(k.value, ast.Constant) and k.value.value is False for k in node.keywords):
                return False
            catching = catching or kind == "unittest"
        elif name == "pytest.main":
            if id(node) not in dropped:
                return False
            catching = True
        elif last == "TextTestRunner":
            text_runner = True
        elif last == "run" and isinstance(node.func, ast.Attribute):
            runs.append(node)
    if text_runner:
        if any(id(run) not in dropped for run in runs):
            return False
        catching = catching or (kind == "unittest" and bool(runs))
    return catching
