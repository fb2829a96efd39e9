"""HF152: a method or attribute of a cache object (or class) that the release does not have.

Runs behind every expectation (tests/groundtruth/trial.py over all 28 releases, 4.57.6 and 5.0.0
to 5.24.0, with the corpus's tiny stand-ins): `to_legacy_cache()` / `from_legacy_cache()` of a
DynamicCache run on 4.57.6 and raise from 5.0.0; `get_usable_length`, `seen_tokens`,
`key_cache` raise on all 28; `get_max_length()` raises up to 5.12.1 and runs from 5.13.1;
`get_max_cache_shape()`, a StaticCache's `max_cache_len` raise from 5.20.2. Each message is
Python's own, raised in the script's frame.
"""

from __future__ import annotations

import textwrap

import pytest

from hflint.core import cachemembers

import analysed

HEAD = """\
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache, StaticCache

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
enc = tok("hello", return_tensors="pt")
"""


def findings(body: str, release: str = "5.23.0"):
    source = HEAD + textwrap.dedent(body)
    found = analysed.findings(source, "chat.py", release)
    return [f for f in found if f.code == "HF152"]


def headlines(body: str, release: str = "5.23.0") -> list[str]:
    return [f.headline for f in findings(body, release)]


def test_generate_output_to_legacy_cache_on_5x():
    body = """
    out = model.generate(**enc, max_new_tokens=4, return_dict_in_generate=True)
    legacy = out.past_key_values.to_legacy_cache()
    """
    [f] = findings(body)
    assert f.headline == "this call raises AttributeError: 'DynamicCache' object has no attribute 'to_legacy_cache'"
    assert f.span.line == 9
    assert findings(body, "4.57.6") == []


def test_class_method_says_type_object():
    body = """
    cache = DynamicCache.from_legacy_cache(None)
    """
    assert headlines(body, "5.0.0") == [
        "this call raises AttributeError: type object 'DynamicCache' has no attribute 'from_legacy_cache'"
    ]
    assert headlines(body, "4.57.6") == []


def test_members_no_release_has_and_one_raise_per_statement():
    body = """
    cache = DynamicCache()
    model(**enc, past_key_values=cache)
    print(cache.get_usable_length(1), cache.seen_tokens)
    """
    # (the first read raises: the second is never reached)
    for release in ("4.57.6", "5.24.0"):
        assert headlines(body, release) == [
            "this call raises AttributeError: 'DynamicCache' object has no attribute 'get_usable_length'"
        ]


def test_static_cache_capacity_through_a_dict_from_5_20():
    body = """
    kw = {"past_key_values": StaticCache(config=model.config, max_cache_len=32)}
    model.generate(**enc, **kw, max_new_tokens=2)
    print(kw["past_key_values"].get_max_cache_shape())
    """
    assert headlines(body, "5.24.0") == [
        "this call raises AttributeError: 'StaticCache' object has no attribute 'get_max_cache_shape'"
    ]
    assert headlines(body, "5.19.0") == []


@pytest.mark.parametrize(
    "body",
    [
        # a hasattr guard, alone or as an `and` operand
        """
        out = model.generate(**enc, max_new_tokens=2, return_dict_in_generate=True)
        if hasattr(out.past_key_values, "to_legacy_cache"):
            print(out.past_key_values.to_legacy_cache())
        """,
        """
        def convert(past):
            if isinstance(past, tuple) and hasattr(DynamicCache, "from_legacy_cache"):
                return DynamicCache.from_legacy_cache(past)
            return past
        convert(None)
        """,
        # getattr with a default, try/except AttributeError
        """
        cache = DynamicCache()
        fn = getattr(cache, "to_legacy_cache", None)
        print(fn() if fn is not None else None)
        """,
        """
        cache = DynamicCache()
        try:
            print(cache.to_legacy_cache())
        except AttributeError:
            print(len(cache.layers))
        """,
        # a subclass of the user's own that defines the member
        """
        class MyCache(DynamicCache):
            def to_legacy_cache(self):
                return ()
        print(MyCache().to_legacy_cache())
        """,
        # a cache whose class hflint cannot tell (a parameter)
        """
        def show(cache):
            return cache.to_legacy_cache()
        """,
    ],
)
def test_silent_where_unsure_or_guarded(body):
    assert findings(body, "5.23.0") == []


def test_release_table_boundaries():
    assert cachemembers.missing("DynamicCache", "to_legacy_cache", "4.57.6") is False
    assert cachemembers.missing("DynamicCache", "to_legacy_cache", "5.0.0") is True
    assert cachemembers.missing("StaticCache", "to_legacy_cache", "4.57.6") is True
    assert cachemembers.missing("DynamicCache", "get_max_length", "5.12.1") is True
    assert cachemembers.missing("DynamicCache", "get_max_length", "5.13.1") is False
    assert cachemembers.missing("StaticCache", "get_max_cache_shape", "5.19.0") is False
    assert cachemembers.missing("StaticCache", "get_max_cache_shape", "5.20.2") is True
    assert cachemembers.missing("StaticCache", "max_cache_len", "5.20.2") is True
    # (a DynamicCache's max_cache_len before 5.13 raises from its layer, with another message)
    assert cachemembers.missing("DynamicCache", "max_cache_len", "4.57.6") is None
    assert cachemembers.missing("DynamicCache", "max_cache_len", "5.13.1") is False
    assert cachemembers.missing("DynamicCache", "get_seq_length", "5.24.0") is None
    assert cachemembers.missing("MyCache", "to_legacy_cache", "5.24.0") is None


# ---------------------------------------------------------------- HF153


def subscripts(body: str, release: str = "5.23.0") -> list[str]:
    source = HEAD + textwrap.dedent(body)
    found = analysed.findings(source, "chat.py", release)
    return [f.headline for f in found if f.code == "HF153"]


def test_forward_output_indexed_like_the_tuple():
    body = """
    out = model(**enc, use_cache=True)
    print(out.past_key_values[0][0].shape)
    """
    assert subscripts(body) == ["this call raises TypeError: 'DynamicCache' object is not subscriptable"]
    assert subscripts(body, "4.57.6") == []


def test_static_cache_indexed():
    body = """
    cache = StaticCache(config=model.config, max_cache_len=16)
    model.generate(**enc, past_key_values=cache, max_new_tokens=2)
    layer = cache[0]
    """
    assert subscripts(body, "5.0.0") == ["this call raises TypeError: 'StaticCache' object is not subscriptable"]


@pytest.mark.parametrize(
    "body",
    [
        """
        out = model(**enc, use_cache=True)
        pkv = out.past_key_values
        keys = pkv[0][0] if False else pkv.layers[0].keys
        """,
        """
        out = model(**enc, use_cache=True)
        if isinstance(out.past_key_values, tuple):
            print(out.past_key_values[0])
        """,
        """
        out = model(**enc, use_cache=True)
        try:
            print(out.past_key_values[0])
        except TypeError:
            pass
        """,
        """
        cache = DynamicCache()
        print(cache.layers[0])
        """,
    ],
)
def test_subscript_silent(body):
    assert subscripts(body) == []


def test_hasattr_answers_for_the_assumed_release():
    body = """
    cache = DynamicCache()
    model(**enc, past_key_values=cache)
    has = hasattr(cache, "get_max_length")
    size = cache.get_max_length() if has else None
    if not has:
        print(cache.get_max_length())
    """
    # (5.12 lacks the method: `has` is False there, so the first read is not made and the
    # second arm is walked, and raises; 5.13 has it)
    assert headlines(body, "5.12.1") == [
        "this call raises AttributeError: 'DynamicCache' object has no attribute 'get_max_length'"
    ]
    assert [f.span.line for f in findings(body, "5.12.1")] == [13]
    assert headlines(body, "5.13.1") == []


def test_encoder_decoder_cache_object_bridge():
    body = """
    from transformers import EncoderDecoderCache
    both = EncoderDecoderCache(DynamicCache(), DynamicCache())
    pairs = both.to_legacy_cache()
    """
    assert headlines(body, "5.0.0") == [
        "this call raises AttributeError: 'EncoderDecoderCache' object has no attribute 'to_legacy_cache'"
    ]
    assert headlines(body, "4.57.6") == []
