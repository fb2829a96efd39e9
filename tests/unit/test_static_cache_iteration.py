"""HF163: a StaticCache iterated layer by layer, which 5.0 made not iterable.

Runs behind every expectation (tests/groundtruth/trial.py over all 28 releases with the corpus's
tiny stand-ins, Python 3.11): a StaticCache as built iterated with one name (hflint looks at a file that calls the model: this
one is filled by a forward pass first), filled by a forward
pass and unpacked in pairs, filled by generate and iterated in a list comprehension, a generator
expression, `enumerate` and a starred target raise TypeError "'StaticCache' object is not
iterable" on every 5.x release and run on 4.57.6; `len(cache)` and `cache.layers` run on all 28.
"""

from __future__ import annotations

import textwrap

import pytest

import analysed

HEAD = """\
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, StaticCache

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
enc = tok("hello there", return_tensors="pt")
cache = StaticCache(config=model.config, max_cache_len=32)
"""
GENERATED = "model.generate(**enc, past_key_values=cache, max_new_tokens=3)\n"
RAISES = "this call raises TypeError: 'StaticCache' object is not iterable"


def found(body: str, release: str = "5.23.0", code: str = "HF163") -> list[tuple[int, str]]:
    source = HEAD + textwrap.dedent(body)
    found = analysed.findings(source, "static_report.py", release)
    return [(f.span.line, f.headline) for f in found if f.code == code]


@pytest.mark.parametrize(
    "body",
    [
        "model(**enc, past_key_values=cache)\nfor layer in cache:  # here\n    print(len(layer))\n",
        "with torch.no_grad():\n    model(**enc, past_key_values=cache, use_cache=True)\n"
        "for k, v in cache:  # here\n    print(k.shape)\n",
        GENERATED + "shapes = [tuple(layer[0].shape) for layer in cache]  # here\n",
        GENERATED + "print(sum(k.numel() for k, v in cache))  # here\n",
        GENERATED + "for i, pair in enumerate(cache):  # here\n    print(i)\n",
        GENERATED + "for k, v, *rest in cache:  # here\n    print(k.shape)\n",
    ],
)
def test_a_static_cache_looped_over(body):
    line = (HEAD + body).splitlines().index(next(t for t in (HEAD + body).splitlines() if t.endswith("# here"))) + 1
    assert found(body) == [(line, RAISES)]
    assert found(body, "5.0.0") == [(line, RAISES)]
    assert found(body, "4.57.6") == []
    assert found(body, code="HF162") == []  # (one finding: the loop starts, nothing is unpacked)


@pytest.mark.parametrize(
    "body",
    [
        # the 5.x way, also 4.57's
        GENERATED + "print(len(cache))\nfor layer in cache.layers:\n    print(layer.keys.shape)\n",
        # guarded by the cache's type, or a handler for the error
        "model(**enc, past_key_values=cache)\nif isinstance(cache, tuple):\n    for k, v in cache:\n        print(k)\n",
        "model(**enc, past_key_values=cache)\ntry:\n    keys = [k for k, v in cache]\nexcept TypeError:\n    keys = []\n",
        # the release asked whether it iterates
        "model(**enc, past_key_values=cache)\nif hasattr(cache, '__iter__'):\n    for k, v in cache:\n        print(k)\n",
        # a list of caches is iterated, not a cache
        "model(**enc, past_key_values=cache)\nfor c in [cache]:\n    print(c.get_seq_length())\n",
        # the static cache generate builds from cache_implementation: its class depends on the model
        "out = model.generate(**enc, cache_implementation='static', max_new_tokens=2, return_dict_in_generate=True)\n"
        "n = 0\nif n:\n    for layer in out.past_key_values:\n        print(layer)\n",
    ],
)
def test_silent(body):
    assert found(body) == []
    assert found(body, "4.57.6") == []
