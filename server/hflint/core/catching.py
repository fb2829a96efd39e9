"""Which exceptions a `try` (or `contextlib.suppress`) around a call swallows, by builtin class name."""

from __future__ import annotations

import ast

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


def try_catches(stmt: ast.Try) -> frozenset[str]:
    """The classes the handlers of `stmt` catch and do not raise again: the exception stops
    there (a handler with a `raise` of any kind, or one that ends the script with `sys.exit`,
    lets the script fail all the same). A bare `except:` catches `BaseException`; a name hflint
    cannot read catches nothing it knows."""
    names: set[str] = set()
    for handler in stmt.handlers:
        if _raises(handler.body):
            continue
        if handler.type is None:
            names.add("BaseException")
        else:
            names.update(_class_names(handler.type))
    return frozenset(names)


def suppressed(item: ast.expr) -> frozenset[str]:
    """`with suppress(ValueError):` / `contextlib.suppress(...)`: the classes it swallows."""
    if not isinstance(item, ast.Call) or item.keywords:
        return NOTHING
    if _called_name(item) != "suppress":
        return NOTHING
    names: set[str] = set()
    for arg in item.args:
        names.update(_class_names(arg))
    return frozenset(names)


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


def _raises(body: list[ast.stmt]) -> bool:
    for stmt in body:
        for node in _walk_local(stmt):
            if isinstance(node, ast.Raise):
                return True
            if isinstance(node, ast.Call) and _called_name(node) in _EXITS:
                return True
    return False


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
