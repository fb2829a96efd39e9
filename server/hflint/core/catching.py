"""Which exceptions a `try` (or `contextlib.suppress`) around a call swallows, by builtin class name."""

from __future__ import annotations

import ast
import builtins
from collections.abc import Callable
from typing import NamedTuple

# The builtin exceptions transformers' checks raise, each with the builtin classes that catch it
# (itself and its bases). A type not listed is caught by its own name, `Exception` and
# `BaseException`.
_CAUGHT_BY: dict[str, frozenset[str]] = {
    "IndexError": frozenset({"IndexError", "LookupError"}),
    "KeyError": frozenset({"KeyError", "LookupError"}),
    "NotImplementedError": frozenset({"NotImplementedError", "RuntimeError"}),
    "RecursionError": frozenset({"RecursionError", "RuntimeError"}),
    "UnboundLocalError": frozenset({"UnboundLocalError", "NameError"}),
    "ModuleNotFoundError": frozenset({"ModuleNotFoundError", "ImportError"}),
}
_EVERYTHING = frozenset({"Exception", "BaseException"})
NOTHING: frozenset[str] = frozenset()


def swallowed(caught: frozenset[str], exception: str | None) -> bool:
    """Whether a handler catching the classes named in `caught` stops `exception` (a builtin
    class name, as the catalog writes it)."""
    if not caught or not exception:
        return False
    return not caught.isdisjoint(_CAUGHT_BY.get(exception, frozenset({exception})) | _EVERYTHING)


def try_catches(
    stmt: ast.Try,
    raises_kept: Callable[[], bool] = lambda: False,
    futures_raise: Callable[[], bool] = lambda: False,
    enclosing: str | None = None,
    decide: Callable[[ast.expr], bool | None] = lambda test: None,
    retry_loop: bool = False,
) -> frozenset[str]:
    """The classes the handlers of `stmt` catch and do not raise again: the exception stops
    there (a handler with a `raise` of any kind, or one that ends the script with `sys.exit`,
    lets the script fail all the same; but not a `raise` under an `if` that `decide` says is
    false, `if args.strict: raise` while --strict defaults to off). A bare `except:` catches
    `BaseException`; a name hflint cannot read catches nothing it knows. `raises_kept()`:
    whether the file raises an error it kept (raises_kept_error, asked only of a handler that
    keeps its error, `self.error = exc`, which then lets it through too), except in a retry
    loop (`retry_loop`: the `try` is a loop's step that leaves the loop when its body succeeds,
    retry_try): the error kept there is raised only after every attempt failed, and then it
    is the last attempt's. `futures_raise()`: whether the file waits on a future (see
    waits_on_futures), asked only of a handler that sets its error on one, which then raises it
    where it is waited on. `enclosing`: the name of the function the `try` is in; a handler
    that calls it again and raises only under a condition (the split-and-retry idiom, `if
    len(batch) == 1: raise` and else the halves retried) stops the exception here: whether a
    smaller retry raises too is the retry's own call (_retries)."""
    names: set[str] = set()
    for handler in stmt.handlers:
        if _raises(handler.body, decide) and not _retries(handler, enclosing):
            continue
        if _keeps(handler) and not retry_loop and (raises_kept() or (_sets_exception(handler) and futures_raise())):
            continue
        if handler.type is None:
            names.add("BaseException")
        else:
            names.update(_class_names(handler.type))
    return frozenset(names)


# Methods that keep what they are given for someone else to read: a list, a queue, a future.
_KEEPING_METHODS = frozenset({"append", "appendleft", "insert", "extend", "add", "put", "put_nowait", "set_exception", "send"})


def _keeps(handler: ast.ExceptHandler) -> bool:
    """The handler hands its exception on instead of dropping it: a worker thread's `except
    Exception as exc:` that stores `exc` (or `sys.exc_info()`) in an attribute, a variable, a dict
    or list item (`self.error = exc`, `state["error"] = exc`), or puts it in a list or queue
    (`errors.append(exc)`, `results.put(("error", exc))`, `future.set_exception(exc)`)."""
    name = handler.name

    def mentions(expr: ast.AST) -> bool:
        # (the `as` name, or `sys.exc_info()`: a PropagatingThread's `self.exc_info = sys.exc_info()`)
        return any(
            (isinstance(n, ast.Name) and n.id == name)
            or (isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and n.func.attr == "exc_info")
            for n in ast.walk(expr)
        )

    for stmt in handler.body:
        for node in _walk_local(stmt):
            if isinstance(node, (ast.Assign, ast.AnnAssign)) and node.value is not None and mentions(node.value):
                return True
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Attribute)
                and node.func.attr in _KEEPING_METHODS
                and any(mentions(a) for a in (*node.args, *(k.value for k in node.keywords)))
            ):
                return True
    return False


def _sets_exception(handler: ast.ExceptHandler) -> bool:
    """`fut.set_exception(exc)` in the handler (a worker answering a request's future)."""
    return any(
        isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "set_exception"
        for stmt in handler.body
        for node in _walk_local(stmt)
    )


def waits_on_futures(tree: ast.AST) -> bool:
    """The file waits on a future it holds, which raises the exception set on it: `await
    job.result` / `await fut` (an object, not a call), `fut.result()` with no argument, or
    `asyncio.gather(...)` / `asyncio.wait_for(...)` awaited without `return_exceptions=True`."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Await) and isinstance(node.value, (ast.Name, ast.Attribute, ast.Subscript)):
            return True
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            if node.func.attr == "result" and not node.args and not node.keywords:
                return True
            if node.func.attr in ("gather", "wait_for") and not any(
                k.arg == "return_exceptions" and not (isinstance(k.value, ast.Constant) and k.value.value is False)
                for k in node.keywords
            ):
                return True
    return False


def inspects_futures(tree: ast.AST) -> bool:
    """The file asks a future for its error, `fut.exception()` (no argument): it handles what
    the future keeps instead of letting `result()` raise it."""
    return any(
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr == "exception"
        and not node.args
        and not node.keywords
        for node in ast.walk(tree)
    )


# Reading an item back out of where it was kept: `next(iter(errors.values()))`, `errors.pop()`,
# `failures.popleft()`, `results.get()`, `q.get_nowait()`, `future.exception()`.
_READING_METHODS = frozenset({"pop", "popleft", "popitem", "get", "get_nowait", "exception"})


def _reads_kept(exc: ast.expr) -> bool:
    """`raise next(...)` or `raise holder.pop()` (a method that hands back what was kept): the
    raised object comes out of a container, not a class being built."""
    if not isinstance(exc, ast.Call):
        return False
    func = exc.func
    if isinstance(func, ast.Name):
        return func.id == "next"
    return isinstance(func, ast.Attribute) and func.attr in _READING_METHODS and isinstance(func.value, (ast.Name, ast.Attribute))


def raises_kept_error(tree: ast.AST) -> bool:
    """The file raises an exception object it kept: `raise worker.error`, `raise errors[0]`,
    `raise payload` (a value read back from where a handler stored it, in another thread or a
    later retry), not a class or a call (`raise ValueError(...)`), nor a handler's own `as`
    name (which that handler raises again itself)."""
    handled: set[str] = set()
    classes: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ExceptHandler) and node.name:
            handled.add(node.name)
        elif isinstance(node, ast.ClassDef):
            classes.add(node.name)
    for node in ast.walk(tree):
        if not isinstance(node, ast.Raise) or node.exc is None:
            continue
        exc = node.exc
        if isinstance(exc, (ast.Attribute, ast.Subscript)) or _reads_kept(exc):
            return True
        if isinstance(exc, ast.Name) and exc.id not in handled and exc.id not in classes and not hasattr(builtins, exc.id):
            return True
    return False


def suppressed(item: ast.expr) -> frozenset[str]:
    """`with suppress(ValueError):` / `contextlib.suppress(...)`: the classes it swallows. A test's
    `with pytest.raises(ValueError, match=...):` and `with self.assertRaises(ValueError):` (or
    `assertRaisesRegex`) expect the error: it stops there too (the test passes)."""
    if not isinstance(item, ast.Call):
        return NOTHING
    name = _called_name(item)
    if name in _EXPECTING and item.args and _expects(item):
        return frozenset(_class_names(item.args[0]))
    if item.keywords or name != "suppress":
        return NOTHING
    names: set[str] = set()
    for arg in item.args:
        names.update(_class_names(arg))
    return frozenset(names)


# What a test's `with` expects to raise: pytest.raises(E), self.assertRaises(E), assertRaisesRegex(E, text).
_EXPECTING = frozenset({"raises", "assertRaises", "assertRaisesRegex"})


def _expects(call: ast.Call) -> bool:
    """`pytest.raises(...)` / `raises(...)` (imported from pytest) / `self.assertRaises(...)`."""
    func = call.func
    if isinstance(func, ast.Attribute):
        return func.attr != "raises" or (isinstance(func.value, ast.Name) and func.value.id == "pytest")
    return isinstance(func, ast.Name) and func.id == "raises"


def _class_names(expr: ast.expr) -> list[str]:
    if isinstance(expr, ast.Tuple):
        return [name for elt in expr.elts for name in _class_names(elt)]
    if isinstance(expr, ast.Name):
        return [expr.id]
    if isinstance(expr, ast.Attribute) and isinstance(expr.value, ast.Name) and expr.value.id == "builtins":
        return [expr.attr]
    return []  # (torch.cuda.OutOfMemoryError, a class of the script's own: none of transformers' checks)


# Calls that end the script from a handler (SystemExit, or no exception at all for os._exit).
_EXITS = frozenset({"exit", "quit", "_exit", "abort"})


def _raises(body: list[ast.stmt], decide: Callable[[ast.expr], bool | None] = lambda test: None) -> bool:
    """A `raise` (or an exit) in `body`, but not in the arm of an `if` that `decide` rules out."""
    for stmt in body:
        if isinstance(stmt, ast.If):
            decided = decide(stmt.test)
            if decided is not None:
                if _raises(stmt.body if decided else stmt.orelse, decide):
                    return True
                continue
        for node in _walk_local(stmt):
            if isinstance(node, ast.Raise):
                return True
            if isinstance(node, ast.Call) and _called_name(node) in _EXITS:
                return True
    return False


def _retries(handler: ast.ExceptHandler, enclosing: str | None) -> bool:
    """The handler calls the function it is in again (`return generate_with_retry(rows[:mid]) +
    ...`, `self.run(half)`) and each of its `raise`s (or exits) sits under an `if` of the handler:
    it re-raises only for the input it cannot split further, and retries otherwise."""
    if enclosing is None:
        return False
    calls = [n for stmt in handler.body for n in _walk_local(stmt) if isinstance(n, ast.Call)]
    if not any(_called_name(c) == enclosing for c in calls):
        return False
    return not _raises([s for s in handler.body if not isinstance(s, ast.If)]) and any(
        isinstance(s, ast.If) and _raises(s.body + s.orelse) for s in handler.body
    )


def retry_tries(tree: ast.AST) -> frozenset[int]:
    """The `try` statements (their ids) that are the steps of a retry loop: a statement of a
    `for` or `while` body (or of an `if` there) whose own body leaves the loop when it succeeds
    (`return`, `break`) and reads what changes from one attempt to the next (the loop's element,
    a name a handler assigns), `for beams in (4, 2, 1): try: return model.generate(...,
    num_beams=beams) except ValueError as err: last_error = err`."""
    found: set[int] = set()

    def steps(block: list[ast.stmt]):
        for stmt in block:
            if isinstance(stmt, ast.If):
                yield from steps(stmt.body)
                yield from steps(stmt.orelse)
            elif isinstance(stmt, ast.Try):
                yield stmt

    for node in ast.walk(tree):
        if isinstance(node, (ast.For, ast.AsyncFor, ast.While)):
            looped = _bound_names(node.target) if isinstance(node, (ast.For, ast.AsyncFor)) else set()
            for tried in steps(node.body):
                if not any(_leaves(stmt) for stmt in tried.body + tried.orelse):
                    continue
                # (an attempt that differs from the last: it reads the loop's element, or a name a
                # handler changes, `n -= 1`; the same call retried as it was fails the same way)
                changed = looped | {n for h in tried.handlers for stmt in h.body for n in _assigned_names(stmt)}
                if any(isinstance(n, ast.Name) and n.id in changed for stmt in tried.body for n in _walk_local(stmt)):
                    found.add(id(tried))
    return frozenset(found)


def _bound_names(target: ast.expr) -> set[str]:
    return {n.id for n in ast.walk(target) if isinstance(n, ast.Name)}


def _assigned_names(stmt: ast.stmt) -> set[str]:
    """The names `stmt` (and the statements in it) assign: `n -= 1`, `kwargs = {...}`."""
    names: set[str] = set()
    for node in _walk_local(stmt):
        if isinstance(node, ast.Assign):
            for target in node.targets:
                names |= _bound_names(target)
        elif isinstance(node, (ast.AugAssign, ast.AnnAssign)):
            names |= _bound_names(node.target)
    return names


def _leaves(stmt: ast.stmt) -> bool:
    """A `return` in `stmt`, or a `break` of the loop around it (not of a loop inside it)."""
    stack: list[ast.AST] = [stmt]
    while stack:
        node = stack.pop()
        if isinstance(node, (ast.Return, ast.Break)):
            return True
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef)):
            continue
        if isinstance(node, (ast.For, ast.AsyncFor, ast.While)):
            # (a `break` there ends that loop; a `return` still leaves the retry loop)
            if any(isinstance(n, ast.Return) for n in _walk_local(node)):
                return True
            continue
        stack.extend(ast.iter_child_nodes(node))
    return False


def exit_swallows(exit_fn: ast.FunctionDef | ast.AsyncFunctionDef) -> frozenset[str]:
    """The classes a context manager's `__exit__` swallows: it returns True for them (`if exc is
    not None: record(exc); return True`). A `return True` under `isinstance(exc, E)` or
    `issubclass(exc_type, E)` swallows E; under any other test, or none, everything. An `__exit__`
    that raises, or returns anything but a constant, swallows nothing hflint can tell."""
    names: set[str] = set()

    def walk(block: list[ast.stmt], tests: tuple[ast.expr, ...]) -> bool:
        for stmt in block:
            if isinstance(stmt, ast.Raise):
                return False
            if isinstance(stmt, ast.Return):
                if stmt.value is None or isinstance(stmt.value, ast.Constant):
                    if stmt.value is not None and stmt.value.value:
                        tested = _tested_classes(tests)
                        names.update(("BaseException",) if tested is None else tested)
                    continue
                return False
            if isinstance(stmt, ast.If):
                if not walk(stmt.body, (*tests, stmt.test)) or not walk(stmt.orelse, tests):
                    return False
                continue
            if any(isinstance(n, (ast.Raise, ast.Return)) for n in _walk_local(stmt)):
                return False
        return True

    return frozenset(names) if walk(exit_fn.body, ()) else NOTHING


def _tested_classes(tests: tuple[ast.expr, ...]) -> list[str] | None:
    """The classes `isinstance(x, E)` / `issubclass(t, E)` among `tests` name (only the builtin
    ones and the file's: `torch.cuda.OutOfMemoryError` is none of transformers' checks); None
    when no test is one of those."""
    found: list[str] | None = None
    for test in tests:
        for node in ast.walk(test):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Name)
                and node.func.id in ("isinstance", "issubclass")
                and len(node.args) == 2
            ):
                found = [*(found or ()), *_class_names(node.args[1])]
    return found


def _called_name(call: ast.Call) -> str | None:
    """The last name of what `call` calls: `suppress` of `contextlib.suppress(...)`."""
    func = call.func
    return func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else None


def _walk_local(node: ast.AST):
    """ast.walk, not entering functions, lambdas or classes defined inside."""
    stack = [node]
    while stack:
        current = stack.pop()
        yield current
        for child in ast.iter_child_nodes(current):
            if not isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef)):
                stack.append(child)


class Place(NamedTuple):
    """Where a call sits in a `try` whose handlers swallow `catches`: in its body, or (`handler`
    True) in one of its handlers. `key` names the statement (its position, stable across walks)."""

    key: tuple[int, int]
    catches: frozenset[str]
    handler: bool = False

    def in_handler(self) -> Place:
        return self._replace(handler=True)


def place(stmt: ast.Try, catches: frozenset[str]) -> Place:
    return Place((stmt.lineno, stmt.col_offset), catches)


def raises_itself(body: list[ast.stmt], raising_functions: frozenset[str]) -> bool:
    """Whether a `try` body raises by itself: a `raise` or an `assert` anywhere in it, or a call
    of a function of the file (by its name, `validate(cfg)`, `self.check()`) that has one. Its
    handlers are then reached without a check of hflint's failing."""
    for stmt in body:
        for node in ast.walk(stmt):
            if isinstance(node, (ast.Raise, ast.Assert)):
                return True
            if isinstance(node, ast.Call) and raising_functions:
                func = node.func
                name = func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else None
                if name in raising_functions:
                    return True
    return False


def raising_functions(tree: ast.AST) -> frozenset[str]:
    """The names of the file's functions (and methods) with a `raise` or an `assert` in them."""
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            if any(isinstance(n, (ast.Raise, ast.Assert)) for stmt in node.body for n in ast.walk(stmt)):
                names.add(node.name)
    return frozenset(names)
