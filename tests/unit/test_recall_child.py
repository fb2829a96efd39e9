"""The recall labeller's child: which exceptions Python raises in a script's own frame it puts
down to transformers (an object of one of its classes the script iterated, unpacked or measured)."""

from __future__ import annotations

import importlib.util
import sys
import types
from pathlib import Path

import pytest

CHILD = Path(__file__).resolve().parents[2] / "benchmarks" / "recall" / "child.py"
_spec = importlib.util.spec_from_file_location("recall_child", CHILD)
assert _spec is not None and _spec.loader is not None
child = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(child)

# Stand-ins for a transformers module of cache classes (one iterates three items a layer, as
# 5.x's DynamicCache; one does not iterate, as 5.x's StaticCache), a dict-like output and a config.
_CACHES = """
from collections import UserDict

class DynamicCache:
    def __iter__(self):
        for _ in range(2):
            yield (1, 2, None)
    def __len__(self):
        return 2

class StaticCache:
    pass

class BatchEncoding(UserDict):
    pass

class Output:
    def __init__(self):
        self.past_key_values = DynamicCache()

def broken():
    raise ValueError("too many values to unpack (expected 2)")
"""
_CONFIGS = """
class LlamaConfig:
    pass
"""
SCRIPT = "script.py"


def _module(name: str, source: str) -> types.ModuleType:
    module = types.ModuleType(name)
    exec(compile(source, f"/site-packages/{name.replace('.', '/')}.py", "exec"), module.__dict__)
    sys.modules[name] = module
    return module


@pytest.fixture(scope="module")
def namespace():
    caches = _module("transformers.hflint_test_caches", _CACHES)
    configs = _module("transformers.hflint_test_configs", _CONFIGS)
    yield {name: getattr(caches, name) for name in ("DynamicCache", "StaticCache", "BatchEncoding", "Output", "broken")} | {
        "LlamaConfig": configs.LlamaConfig
    }
    del sys.modules["transformers.hflint_test_caches"], sys.modules["transformers.hflint_test_configs"]


def _owner(source: str, namespace: dict) -> str | None:
    with pytest.raises((ValueError, TypeError)) as caught:
        exec(compile(source, SCRIPT, "exec"), {"__name__": "__main__"} | namespace)
    return child._operated_owner(caught.value, SCRIPT, source)


@pytest.mark.parametrize(
    "source",
    [
        "cache = DynamicCache()\nfor k, v in cache:\n    pass\n",
        "out = Output()\nsizes = [k + v for k, v in out.past_key_values]\n",
        "cache = DynamicCache()\ntotal = sum(\n    k + v for k, v in cache\n)\n",
        "def f(cache):\n    return {i: k for i, (k, v) in enumerate(cache)}\nf(DynamicCache())\n",
        "cache = DynamicCache()\nfor (k, v), m in zip(cache, [1, 2]):\n    pass\n",
        "cache = StaticCache()\nfor layer in cache:\n    pass\n",
        "cache = StaticCache()\nfor i, (k, v) in enumerate(cache):\n    pass\n",
        "cache = StaticCache()\nprint(len(cache))\n",
        "cache = StaticCache()\nshapes = [layer for layer in cache]\n",
        # 5.x's caches dropped the legacy tuple's indexing (HF153): no cache class has __getitem__
        "cache = StaticCache()\nkeys, values = cache[0]\n",
        "out = Output()\nprint(out.past_key_values[0][0])\n",
        "def first(cache):\n    return cache[0]\nfirst(DynamicCache())\n",
    ],
)
def test_an_operation_on_a_transformers_object_is_put_down_to_transformers(source, namespace):
    assert _owner(source, namespace) == "transformers.hflint_test_caches"


@pytest.mark.parametrize(
    "source",
    [
        # the script's own list, its own class, a literal
        "for k, v in [(1, 2, 3)]:\n    pass\n",
        "class Mine:\n    def __iter__(self):\n        yield (1, 2, 3)\nfor k, v in Mine():\n    pass\n",
        "cache = DynamicCache()\nfor k, _ in [(1, 2)]:\n    a, b = (1, 2, 3)\n",
        # an unpacking in the loop's body, not of the cache's items
        "cache = DynamicCache()\nfor layer in cache:\n    k, v = layer\n",
        # a dict-like class of transformers yields its keys in every release
        "enc = BatchEncoding({'input_ids': 1})\nfor k, v in enc:\n    pass\n",
        # nothing in the config's module iterates: iterating it was never meant to work
        "config = LlamaConfig()\nfor key in config:\n    pass\n",
        "config = LlamaConfig()\nprint(config[0])\n",
        # the script's own object indexed, beside a cache
        "cache = StaticCache()\nmine = object()\nprint(mine[0])\n",
        # the object the message names is not the one the line iterates
        "cache = StaticCache()\nfor x in 5:\n    pass\n",
        # raised inside the library: its own frames say where
        "broken()\n",
    ],
)
def test_the_scripts_own_mistakes_stay_its_own(source, namespace):
    assert _owner(source, namespace) is None
