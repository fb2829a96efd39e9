"""What code reads of the transformers release it runs with, taken as the release the analysis assumes.

`transformers.__version__` (also imported by name), `importlib.metadata.version("transformers")`,
and packaging's `version.parse(...)` / `Version(...)` of a known string are known values, so that
`if version.parse(transformers.__version__) >= version.parse("5.24"):` takes the branch that
release takes (the comparison itself is folded as any other, core/flags.py). So are
`hasattr(transformers, "HybridCache")` and `getattr(transformers, "HybridCache", default)` for the
cache classes 5.0 removed (core/caches.py): the package has them up to 4.57 only. So is a
GenerationConfig's `use_cache` where nothing sets it (`if not model.generation_config.use_cache:`,
`getattr(gc, "use_cache", True)`): True up to 4.57, None from 5.0 (the rules read it alike,
rules/export.py).
So are `torch.cuda.is_available()` (False) and `torch.cuda.device_count()` (0) when the user's
environment holds a torch built without CUDA (Settings.torch, read from its torch/version.py):
`device = "cuda" if torch.cuda.is_available() else "cpu"` is "cpu" there. With a CUDA build, or
no environment read, they stay unknown: a GPU may or may not be present.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from hflint.core import caches
from hflint.core.values import Const, GenConfigObj, Origin, Symbol, Value

if TYPE_CHECKING:
    from hflint.core.flow import Interpreter

VERSION_NAMES = frozenset({"transformers.__version__"})
_PARSERS = frozenset({"packaging.version.parse", "packaging.version.Version", "pkg_resources.parse_version"})
_DISTRIBUTION = frozenset({"importlib.metadata.version", "importlib_metadata.version"})
_ATTRIBUTE_TESTS = frozenset({"builtins.hasattr", "builtins.getattr"})


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


# What torch.cuda answers on a torch built without CUDA (torch/cuda/__init__.py: `is_available()`
# is False when torch._C has no `_cuda_getDeviceCount`, `device_count()` 0), run on 2.13.0+cpu.
CPU_ONLY_ANSWERS = {"torch.cuda.is_available": False, "torch.cuda.device_count": 0}


def torch_cpu_only(interp: Interpreter):
    """The torch build the analysis was told the environment holds (Settings.torch) when it was
    built without CUDA; None otherwise (no environment read, no torch in it, a CUDA build)."""
    build = interp.torch
    return build if build is not None and build.cpu_only else None


def call_value(interp: Interpreter, qualname: str, args: tuple[Value, ...], node) -> Value | None:
    """packaging's parse/Version of a known string; importlib.metadata.version("transformers");
    hasattr/getattr of a removed cache class on the package; torch.cuda.is_available() and
    device_count() with a torch built without CUDA."""
    if qualname in CPU_ONLY_ANSWERS and not args:
        build = torch_cpu_only(interp)
        if build is None:
            return None
        answer = CPU_ONLY_ANSWERS[qualname]
        origin = interp.origin(node, f"`{qualname}()` is {answer!r}: {build.describe()}") if node is not None else None
        return Const(answer, origin)
    if qualname in _ATTRIBUTE_TESTS and len(args) in (2, 3) and isinstance(args[0], Symbol):
        return _attribute_test(interp, qualname, args, node)
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


def _attribute_test(interp: Interpreter, qualname: str, args: tuple[Value, ...], node) -> Value | None:
    """`hasattr(transformers, "HybridCache")`: whether the assumed release's package has it;
    `getattr(transformers, "HybridCache", default)`: the class, or the default where it is gone.
    None (nothing known) for any other module or name, and for `hasattr` with a third argument."""
    module, name = args[0], args[1]
    if not isinstance(module, Symbol) or module.qualname != caches.LAZY_PACKAGE:
        return None
    if not isinstance(name, Const) or not isinstance(name.value, str):
        return None
    present = caches.present_in(interp.release, name.value)
    if present is None:
        return None
    if qualname == "builtins.hasattr":
        return Const(present, _origin(interp, node)) if len(args) == 2 else None
    _origin(interp, node)
    if present:
        return Symbol(f"{module.qualname}.{name.value}")
    return args[2] if len(args) == 3 else None


def gen_config_field(interp: Interpreter, obj: GenConfigObj, attr: str, node=None) -> Value:
    """A GenerationConfig's field as the code reads it: `use_cache` left unset holds the
    assumed release's default (True up to 4.57, None from 5.0); any other field as it is."""
    if attr != "use_cache" or interp.release is None or not obj.takes_default(attr):
        return obj.get(attr)
    from packaging.version import Version

    interp.read_release = True
    unset = None if Version(interp.release) >= Version("5.0") else True
    note = f"the generation config leaves use_cache unset: {unset} in transformers {interp.release}"
    return obj.get(attr, Const(unset, interp.origin(node, note) if node is not None else None))
