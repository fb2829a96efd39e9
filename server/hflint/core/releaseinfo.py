"""What code reads of the transformers release it runs with, taken as the release the analysis assumes.

`transformers.__version__` (also imported by name), `importlib.metadata.version("transformers")`,
and packaging's `version.parse(...)` / `Version(...)` of a known string are known values, so that
`if version.parse(transformers.__version__) >= version.parse("5.24"):` takes the branch that
release takes (the comparison itself is folded as any other, core/flags.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from hflint.core.values import Const, Origin, Value

if TYPE_CHECKING:
    from hflint.core.flow import Interpreter

VERSION_NAMES = frozenset({"transformers.__version__"})
_PARSERS = frozenset({"packaging.version.parse", "packaging.version.Version", "pkg_resources.parse_version"})
_DISTRIBUTION = frozenset({"importlib.metadata.version", "importlib_metadata.version"})


def _origin(interp: Interpreter, node) -> Origin | None:
    interp.read_release = True  # (every value of the release is made here)
    if node is None:
        return None
    return interp.origin(node, f"the transformers release assumed ({interp.release})")


def symbol_value(interp: Interpreter, qualname: str, node=None) -> Value | None:
    """`transformers.__version__`: the assumed release (None: not a name this module knows)."""
    if qualname in VERSION_NAMES and interp.release is not None:
        return Const(interp.release, _origin(interp, node))
    return None


def call_value(interp: Interpreter, qualname: str, args: tuple[Value, ...], node) -> Value | None:
    """packaging's parse/Version of a known string; importlib.metadata.version("transformers")."""
    if qualname in _PARSERS and len(args) == 1 and isinstance(args[0], Const) and isinstance(args[0].value, str):
        from packaging.version import InvalidVersion, Version

        try:
            return Const(Version(args[0].value), args[0].origin)
        except InvalidVersion:
            return None
    if (
        qualname in _DISTRIBUTION
        and interp.release is not None
        and len(args) == 1
        and isinstance(args[0], Const)
        and args[0].value == "transformers"
    ):
        return Const(interp.release, _origin(interp, node))
    return None
