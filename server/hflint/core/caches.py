"""Cache objects: which cache classes each release has, and the imports of those a release removed.

Read in each release's `cache_utils.py` and `__init__.py`, and confirmed by runs (catalog HF120,
HF121, HF133): 4.57 exports DynamicCache, StaticCache, SlidingWindowCache, HybridCache,
HybridChunkedCache, OffloadedCache, OffloadedStaticCache, OffloadedHybridCache, QuantizedCache,
QuantoQuantizedCache, HQQQuantizedCache, EncoderDecoderCache and SinkCache. From 5.0 only
DynamicCache, StaticCache, QuantizedCache and EncoderDecoderCache remain (a sliding window is a
layer type of theirs now), so importing any other raises ImportError, and reading one as an
attribute of the package (`transformers.HybridCache`, `getattr(transformers, "HybridCache")`)
raises AttributeError from the package's lazy `__getattr__` (HF133).
"""

from __future__ import annotations

import ast
from collections.abc import Iterator

# The 4.x cache classes 5.0 removed (every release from 5.0 to 5.24 lacks them).
REMOVED_IN_5 = frozenset(
    {
        "SlidingWindowCache",
        "HybridCache",
        "HybridChunkedCache",
        "OffloadedCache",
        "OffloadedStaticCache",
        "OffloadedHybridCache",
        "QuantoQuantizedCache",
        "HQQQuantizedCache",
        "SinkCache",
        "MambaCache",
    }
)
# The 4.x cache class whose constructor raises in 4.57 (it moved to a `custom_generate`
# repository on the hub; HF135): from 5.0 it is gone with the others.
MOVED_TO_HUB = "SinkCache"
# The modules user code imports cache classes from.
CACHE_MODULES = frozenset({"transformers", "transformers.cache_utils"})

# Cache objects that assisted decoding rejects before 5.24 (`isinstance(..., StaticCache)` in
# 4.57, where these subclass it; only StaticCache itself exists from 5.0). Each verified by a run.
STATIC_CACHE_OBJECTS = frozenset({"StaticCache", "SlidingWindowCache", "HybridCache", "OffloadedStaticCache"})


# Cache names no release from 4.57 to 5.24 exports (the 4.4x configuration classes of the
# caches, gone before 4.57): importing one, from the package or from cache_utils, raises in every
# release (runs: HF121, all 28 releases).
MISSING_EVERYWHERE = frozenset({"CacheConfig", "QuantizedCacheConfig", "StaticCacheConfig"})
# Legacy generation names the package exports in no release from 4.57 to 5.24 (HF320): gone
# before 4.57 (`top_k_top_p_filtering`, `LogitsWarper`, `BeamSearchScorer`, `Conversation`, the
# `GreedySearch...Output` aliases...). `from transformers import X` raises ImportError in every one
# of the 28 releases (h152's runs). TopK/TopP/TemperatureLogitsWarper are still exported; so is
# AutoModelWithLMHead in 4.57 (5.0 removed it): neither is here.
MISSING_GENERATION_NAMES = frozenset(
    {
        "top_k_top_p_filtering",
        "tf_top_k_top_p_filtering",
        "LogitsWarper",
        "BeamSearchScorer",
        "BeamHypotheses",
        "ForceTokensLogitsProcessor",
        "Conversation",
        "ConversationalPipeline",
        "GreedySearchDecoderOnlyOutput",
        "GreedySearchEncoderDecoderOutput",
        "GreedySearchOutput",
        "SampleDecoderOnlyOutput",
        "SampleEncoderDecoderOutput",
        "SampleOutput",
        "BeamSearchDecoderOnlyOutput",
        "BeamSearchEncoderDecoderOutput",
        "BeamSearchOutput",
        "BeamSampleDecoderOnlyOutput",
        "ContrastiveSearchDecoderOnlyOutput",
    }
)


# The same legacy names imported from the generation subpackage and its modules (HF320), by the
# first release whose import raises ImportError "cannot import name 'X' from '<module>' (<path>)":
# runs of all 28 releases (h155, one import per name and module). 4.57.6 still has BeamHypotheses
# in `transformers.generation` and the `...DecoderOnlyOutput` aliases in `transformers.generation`
# and `transformers.generation.utils`; 5.0 removed them. (`transformers.generation.beam_search`,
# which held BeamSearchScorer, is itself gone from 5.0: HF331.)
_ALWAYS, _FROM_5 = "4.57", "5.0"
_OUTPUT_ALIASES = (
    "GreedySearchDecoderOnlyOutput",
    "SampleDecoderOnlyOutput",
    "BeamSearchDecoderOnlyOutput",
    "ContrastiveSearchDecoderOnlyOutput",
)
_LEGACY_SUBMODULE_NAMES = {
    "transformers.generation": {
        **dict.fromkeys(
            (
                "top_k_top_p_filtering",
                "LogitsWarper",
                "BeamSearchScorer",
                "ForceTokensLogitsProcessor",
                "Conversation",
                "ConversationalPipeline",
            ),
            _ALWAYS,
        ),
        **dict.fromkeys(("BeamHypotheses", *_OUTPUT_ALIASES), _FROM_5),
    },
    "transformers.generation.utils": {
        **dict.fromkeys(
            ("top_k_top_p_filtering", "LogitsWarper", "BeamSearchScorer", "BeamHypotheses", "ForceTokensLogitsProcessor"),
            _ALWAYS,
        ),
        **dict.fromkeys(_OUTPUT_ALIASES, _FROM_5),
    },
    "transformers.generation.logits_process": dict.fromkeys(
        ("top_k_top_p_filtering", "LogitsWarper", "ForceTokensLogitsProcessor"), _ALWAYS
    ),
}


def legacy_name_gone_from(module: str, name: str) -> str | None:
    """The first release whose `from <module> import <name>` raises for a legacy generation name
    (HF320): "4.57" for every release of the suite, "5.0"; None for any other name or module."""
    if module == LAZY_PACKAGE:
        return _ALWAYS if name in MISSING_GENERATION_NAMES else None
    return _LEGACY_SUBMODULE_NAMES.get(module, {}).get(name)


def removed_imports(stmt: ast.ImportFrom) -> Iterator[tuple[ast.alias, str]]:
    """The names of a `from transformers import ...` that 5.0 removed (or no release has), with
    the module."""
    from hflint.core.genremoved import REMOVED_AUTO_CLASSES

    module = stmt.module or ""
    if stmt.level:
        return
    if module in _LEGACY_SUBMODULE_NAMES:
        for alias in stmt.names:
            if alias.name in _LEGACY_SUBMODULE_NAMES[module]:
                yield alias, module
        return
    if module not in CACHE_MODULES:
        return
    for alias in stmt.names:
        if alias.name in REMOVED_IN_5 or alias.name in MISSING_EVERYWHERE:
            yield alias, module
        elif (alias.name in MISSING_GENERATION_NAMES or alias.name in REMOVED_AUTO_CLASSES) and module == LAZY_PACKAGE:
            yield alias, module


def import_finds(module: str, name: str, release: str) -> bool | None:
    """Whether `from module import name` finds the name under the release: False for a cache
    class the release lacks (and for the pipeline classes, constraint classes and beam scorers
    of present_in), True for a name every release exports (core/exported.py), else None: hflint
    cannot tell, and Python may name it before any later name of the statement."""
    from packaging.version import Version

    from hflint.core import exported

    if name in MISSING_EVERYWHERE:
        return False
    gone = legacy_name_gone_from(module, name)
    if gone is not None:
        return Version(release) < Version(gone)
    if name in REMOVED_IN_5:
        return Version(release) < Version("5.0")
    if module == LAZY_PACKAGE:
        present = present_in(release, name)
        if present is not None:
            return present
    return True if name in exported.everywhere(module) else None


def import_call(alias: ast.alias, stmt: ast.Import | ast.ImportFrom | None = None) -> ast.Call:
    """A call node standing for the import of one name (what the rules' observations hold): the
    same node for the same alias, so that a resumed analysis sees the same call. It spans the
    name, or from the statement's first line to the name when `stmt` is given (where Python
    reports the ImportError of a parenthesised import, as for a removed pipeline class)."""
    key = "_hflint_call" if stmt is None else "_hflint_stmt_call"
    node = getattr(alias, key, None)
    if node is None:
        start = alias if stmt is None else stmt
        func = ast.Name(id=alias.name, ctx=ast.Load())
        node = ast.Call(func=func, args=[], keywords=[])
        for n in (func, node):
            n.lineno, n.col_offset = start.lineno, start.col_offset
            n.end_lineno, n.end_col_offset = alias.lineno, alias.col_offset + len(alias.name)
        setattr(alias, key, node)
    return node


# The package whose lazy module raises AttributeError for a removed name (HF133). A plain
# submodule (`transformers.cache_utils`) raises Python's own error, with no transformers frame.
LAZY_PACKAGE = "transformers"


def removed_attribute(module: str, attr: str) -> bool:
    """`transformers.X` for a cache class 5.0 removed, a pipeline class 5.x removed, a
    constraint class or beam scorer 5.0 removed, or AutoModelWithLMHead (X read as an attribute of
    the package: the rule decides from which release)."""
    from hflint.core.genremoved import REMOVED_AUTO_CLASSES, REMOVED_GENERATION_CLASSES
    from hflint.core.pipelines import REMOVED_PIPELINE_CLASSES

    return module == LAZY_PACKAGE and (
        attr in REMOVED_IN_5
        or attr in REMOVED_PIPELINE_CLASSES
        or attr in REMOVED_GENERATION_CLASSES
        or attr in REMOVED_AUTO_CLASSES
    )


# The lazy modules whose `__getattr__` raises AttributeError "module <module> has no attribute
# <name>" for a legacy generation name (HF328): the package and its `generation` subpackage.
# (`transformers.generation.utils` is a plain module: Python's own message, not reported.)
LEGACY_LAZY_MODULES = (LAZY_PACKAGE, "transformers.generation")


def legacy_attribute_gone_from(module: str, attr: str) -> str | None:
    """The first release where reading the legacy generation name `attr` on the lazy module
    `module` raises (HF328): runs of all 28 releases (h155, h159) read `transformers.X` and
    `getattr(transformers, "X")` for the names of MISSING_GENERATION_NAMES and
    `transformers.generation.X` for those of `_LEGACY_SUBMODULE_NAMES["transformers.generation"]`;
    each raises from the release its import does (HF320). None for any other name or module."""
    if module not in LEGACY_LAZY_MODULES:
        return None
    return legacy_name_gone_from(module, attr)


def present_in(release: str | None, attr: str) -> bool | None:
    """Whether the package has the attribute under the release (`hasattr(transformers, X)`):
    known only for the removed cache classes, pipeline classes (core/pipelines.py), constraint
    classes and beam scorers (core/genremoved.py), AutoModelWithLMHead and the legacy generation
    names; None for any other name or an unknown release."""
    from hflint.core.genremoved import REMOVED_AUTO_CLASSES, REMOVED_GENERATION_CLASSES
    from hflint.core.pipelines import REMOVED_PIPELINE_CLASSES

    removed_in_5 = attr in REMOVED_IN_5 or attr in REMOVED_GENERATION_CLASSES or attr in REMOVED_AUTO_CLASSES
    # (the legacy generation names no release of the suite has: HF320, HF328)
    since = "5.0" if removed_in_5 else _ALWAYS if attr in MISSING_GENERATION_NAMES else REMOVED_PIPELINE_CLASSES.get(attr)
    if release is None or since is None:
        return None
    from packaging.version import Version

    return Version(release) < Version(since)


def attribute_call(node: ast.expr, attr: str) -> ast.Call:
    """A call node standing for the read of `transformers.X` (or `getattr(transformers, "X")`),
    spanning the expression: the same node for the same expression, as `import_call`."""
    made = getattr(node, "_hflint_attr_call", None)
    if made is None:
        func = ast.Name(id=attr, ctx=ast.Load())
        made = ast.Call(func=func, args=[], keywords=[])
        for n in (func, made):
            n.lineno, n.col_offset = node.lineno, node.col_offset
            n.end_lineno, n.end_col_offset = node.end_lineno, node.end_col_offset
        node._hflint_attr_call = made  # type: ignore[attr-defined]
    return made


def guarded(tree: ast.Module, stmt: ast.Import | ast.ImportFrom) -> bool:
    """Whether the import sits in a `try` whose handlers catch ImportError (a fallback follows)."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Try) and any(stmt is s or _holds(s, stmt) for s in node.body):
            if any(_catches_import_error(h) for h in node.handlers):
                return True
    return False


def _holds(parent: ast.stmt, stmt: ast.stmt) -> bool:
    return any(child is stmt for child in ast.walk(parent))


def _catches_import_error(handler: ast.ExceptHandler) -> bool:
    names = []
    kinds = handler.type.elts if isinstance(handler.type, ast.Tuple) else [handler.type]
    for k in kinds:
        if k is None:
            return True
        if isinstance(k, ast.Name):
            names.append(k.id)
        elif isinstance(k, ast.Attribute):
            names.append(k.attr)
    return any(n in ("ImportError", "ModuleNotFoundError", "Exception", "BaseException") for n in names)


def ends_module(kind: str, kwargs: dict) -> bool:
    """An observed import of a removed class (a cache class, HF121; a pipeline class, HF165; a
    constraint class or beam scorer, HF184) at
    module level: where it raises, nothing after it runs (the engine keeps only the findings
    before it)."""
    from hflint.core.values import Const

    top = kwargs.get("toplevel")
    return (
        kind in ("import", "pipeline-import", "pipeline-module-import", "generation-import", "generation-module-import")
        and isinstance(top, Const)
        and top.value is True
    )
