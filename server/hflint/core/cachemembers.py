"""The members of cache objects each release has: a method or attribute read on a cache that lacks it (HF152).

Read in each release's `cache_utils.py` and confirmed by runs of every release from 4.57.6 to
5.24.0 (tests/groundtruth/trial.py): Python raises AttributeError where the name is read, with
no frame of transformers (`'DynamicCache' object has no attribute 'to_legacy_cache'`, or
`type object 'DynamicCache' has no attribute 'from_legacy_cache'` read on the class).

- 5.0 removed the legacy-tuple bridge: `to_legacy_cache()` and the classmethod
  `from_legacy_cache()` of DynamicCache and EncoderDecoderCache (StaticCache never had them).
- `get_usable_length()`, `seen_tokens`, `key_cache` and `value_cache` (4.4x's API) are in no
  release from 4.57 on.
- `get_max_length()` and `batch_size` came in 5.13; `get_max_cache_shape()`, `max_cache_len`
  and `max_batch_size` left in 5.20 (a DynamicCache's `max_cache_len` / `max_batch_size` before
  5.13 raise inside transformers, from its layer, with another message: not reported).
"""

from __future__ import annotations

import ast

from packaging.version import Version

from hflint.core import outputfields
from hflint.core.genremoved import REMOVED_MODEL_METHODS

_DYNAMIC = "DynamicCache"
_STATIC = "StaticCache"
_ENCDEC = "EncoderDecoderCache"

# (present from, absent from): the member exists in [present, absent); None bounds are open.
# A member of this table is missing outside its range.
_SPANS: dict[str, dict[str, tuple[str | None, str | None] | None]] = {
    _DYNAMIC: {
        "to_legacy_cache": (None, "5.0"),
        "from_legacy_cache": (None, "5.0"),
        "get_usable_length": None,
        "seen_tokens": None,
        "key_cache": None,
        "value_cache": None,
        "get_max_length": ("5.13", None),
        "get_max_cache_shape": (None, "5.20"),
        "batch_size": ("5.13", None),
        # (before 5.13 its layer raises another message from inside transformers: silent there)
        "max_cache_len": ("0", "5.20"),
        "max_batch_size": ("0", "5.20"),
    },
    _STATIC: {
        "to_legacy_cache": None,
        "from_legacy_cache": None,
        "get_usable_length": None,
        "seen_tokens": None,
        "key_cache": None,
        "value_cache": None,
        "get_max_length": ("5.13", None),
        "get_max_cache_shape": (None, "5.20"),
        "batch_size": ("5.13", None),
        "max_cache_len": (None, "5.20"),
        "max_batch_size": (None, "5.20"),
    },
}
# EncoderDecoderCache: only the legacy bridge is followed (its other members delegate to the
# caches it holds).
_SPANS[_ENCDEC] = {"to_legacy_cache": (None, "5.0"), "from_legacy_cache": (None, "5.0")}
# Before 5.13 a DynamicCache's max_cache_len / max_batch_size raise from its layer: not this error.
_SILENT_BEFORE = {(_DYNAMIC, "max_cache_len"): "5.13", (_DYNAMIC, "max_batch_size"): "5.13"}

CLASSES = frozenset(_SPANS)
MEMBERS = frozenset(m for spans in _SPANS.values() for m in spans)
# Model types whose generate call or forward pass, given no cache and no cache_implementation,
# builds a DynamicCache in every release (verified by runs: the Qwen 2.5/3, SmolLM2 (llama), GPT-2,
# Mistral and Phi-2 stand-ins). A hybrid model's 4.57 generate builds a HybridCache instead.
BUILDS_DYNAMIC = frozenset({"llama", "qwen2", "qwen3", "gpt2", "mistral", "phi"})
# The encoder-decoder model types whose generate call or forward pass (use_cache=True), given no
# cache and no cache_implementation, returns an EncoderDecoderCache in every release (runs of all
# 28 releases: the flan-t5-small, bart-base and whisper-tiny stand-ins).
BUILDS_ENCDEC = frozenset({"t5", "bart", "whisper"})


def returned_class(model_types: list[str | None]) -> str:
    """The cache class a plain generate call or forward pass of these models returns, when every
    one of them is known to return the same (`DynamicCache`, `EncoderDecoderCache`); else ""."""
    for cls, types in (("DynamicCache", BUILDS_DYNAMIC), ("EncoderDecoderCache", BUILDS_ENCDEC)):
        if model_types and all(t in types for t in model_types):
            return cls
    return ""


# The modules user code reads the classes from.
_MODULES = ("transformers.", "transformers.cache_utils.")


def class_of_symbol(qualname: str) -> str | None:
    """`transformers.DynamicCache` (or from `transformers.cache_utils`): the class name; else None."""
    for prefix in _MODULES:
        if qualname.startswith(prefix) and qualname[len(prefix) :] in CLASSES:
            return qualname[len(prefix) :]
    return None


def missing(cls: str, member: str, release: str | None) -> bool | None:
    """Whether reading `member` on a `cls` object (or the class) raises AttributeError under
    the release: True, False, or None when hflint does not know (an unlisted class or member,
    an unknown release, a DynamicCache's max_cache_len before 5.13)."""
    spans = _SPANS.get(cls)
    if release is None or spans is None or member not in spans:
        return None
    v = Version(release)
    silent = _SILENT_BEFORE.get((cls, member))
    if silent is not None and v < Version(silent):
        return None
    span = spans[member]
    if span is None:
        return True
    low, high = span
    inside = (low is None or v >= Version(low)) and (high is None or v < Version(high))
    return not inside


# The cache classes whose objects 4.57 indexes like the legacy tuple (`cache[layer][0]`) and
# 5.0 on does not: TypeError "'DynamicCache' object is not subscriptable" (HF153; runs of all 28
# releases). (An EncoderDecoderCache's indexing was not run: silent.)
UNSUBSCRIPTABLE = frozenset({_DYNAMIC, _STATIC})
# The guard key of a subscript (an `isinstance(x, ...)` test of x guards `x[...]`).
SUBSCRIPT = "[]"


def unsubscriptable(cls: str, release: str | None) -> bool | None:
    """Whether `cache[i]` raises TypeError under the release (None: unknown)."""
    if release is None or cls not in UNSUBSCRIPTABLE:
        return None
    return Version(release) >= Version("5.0")


# What iterating a cache object yields per layer from 5.0 on, where code written for 4.x unpacks
# the legacy tuple (`for k, v in cache:`): a DynamicCache yields (keys, values, sliding window)
# and an EncoderDecoderCache its self-attention and cross-attention triples end to end (six), so
# Python's unpacking raises ValueError "too many values to unpack (expected N)" in the user's own
# `for` (HF162). 4.57's Cache yields the pair (an EncoderDecoderCache the four). Runs of all 28
# releases: the pair of a DynamicCache a forward pass or generate returned (also in a list
# comprehension, a generator expression and `enumerate`), the four of a T5 generate's
# EncoderDecoderCache. A cache with no layer yet (`DynamicCache()` as built) yields nothing.
# The widths each class was run with; another width raises another message, or none.
LEGACY_WIDTH = {_DYNAMIC: 2, _ENCDEC: 4}


def legacy_unpacking(cls: str, width: int, release: str | None) -> bool | None:
    """Whether `for a, b in cache:` (a target of `width` names) over a `cls` object that holds
    layers raises ValueError under the release (None: unknown)."""
    if release is None or LEGACY_WIDTH.get(cls) != width:
        return None
    return Version(release) >= Version("5.0")


# The cache classes 4.57 iterated (Cache.__iter__, each layer's pair) and 5.0 on does not: a
# StaticCache has no __iter__, so any loop over it raises TypeError "'StaticCache' object is not
# iterable" where it starts, whatever its target (HF163). Runs of all 28 releases: a StaticCache
# filled by a forward pass or by generate, and one as built, iterated with one name, two names and
# `enumerate`. (4.57's other iterable classes, HybridCache and the rest, are gone from 5.0; a
# QuantizedCache needs a backend package that was not installed: not run, silent.)
UNITERABLE = frozenset({_STATIC})


def uniterable(cls: str, release: str | None) -> bool | None:
    """Whether `for x in cache:` over a `cls` object raises TypeError under the release (None: unknown)."""
    if release is None or cls not in UNITERABLE:
        return None
    return Version(release) >= Version("5.0")


def hasattr_guards(test: ast.expr) -> list[tuple[str, str]]:
    """The `hasattr(x, "member")` tests an `if` makes of a cache member, of a decoding method a
    release's models lack (HF332) or of a generate output's field (HF329), in the test itself or
    one of its `and` operands: (the dump of x, member), which the arms' reads of `x.member` are
    guarded by; and its `isinstance(x, ...)` tests, which guard `x[...]` (SUBSCRIPT). Cheap: most
    tests hold no call."""
    parts = test.values if isinstance(test, ast.BoolOp) and isinstance(test.op, ast.And) else [test]
    found = []
    for part in parts:
        if isinstance(part, ast.UnaryOp) and isinstance(part.op, ast.Not):
            part = part.operand  # (`if not isinstance(x, tuple): ... else: x[0]`)
        if (
            isinstance(part, ast.Call)
            and isinstance(part.func, ast.Name)
            and part.func.id == "isinstance"
            and len(part.args) == 2
        ):
            found.append((ast.dump(part.args[0]), SUBSCRIPT))
        elif (
            isinstance(part, ast.Call)
            and isinstance(part.func, ast.Name)
            and part.func.id == "hasattr"
            and len(part.args) == 2
            and isinstance(part.args[1], ast.Constant)
            and (
                part.args[1].value in MEMBERS
                or part.args[1].value in _PROTOCOL
                or part.args[1].value in REMOVED_MODEL_METHODS
                or part.args[1].value in outputfields.NAMES
            )
        ):
            # (`if hasattr(cache, "__iter__"):` asks the release whether it iterates: HF163's
            # loop under it runs only where it does, as `x[...]` under an isinstance test)
            member = part.args[1].value
            found.append((ast.dump(part.args[0]), SUBSCRIPT if member in _PROTOCOL else member))
    return found


_PROTOCOL = frozenset({"__iter__", "__getitem__"})
