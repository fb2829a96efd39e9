"""HF162: a cache object iterated as the legacy (key, value) pairs, which 5.0 no longer yields.

Runs behind every expectation (tests/groundtruth/trial.py over all 28 releases with the corpus's
tiny stand-ins, Python 3.11): `for k, v in out.past_key_values` after a SmolLM2 forward pass, a
generator expression over GPT-2's generate output, a list comprehension and `enumerate` over
Qwen2.5's forward cache, and `DynamicCache(config=...)` raise ValueError "too many values to
unpack (expected 2)" on every 5.x release and run on 4.57.6; four names over a T5 generate's
EncoderDecoderCache raise "(expected 4)" the same way; an empty `DynamicCache()` and a one-name
loop (`for layer in cache`) run clean on all 28.
"""

from __future__ import annotations

import textwrap

import pytest

from hflint.core.engine import Settings, analyze

import analysed

HEAD = """\
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache, EncoderDecoderCache

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
enc = tok("hello there", return_tensors="pt")
"""


def found(body: str, release: str = "5.23.0") -> list[tuple[int, str]]:
    source = HEAD + textwrap.dedent(body)
    found = analysed.findings(source, "cache_report.py", release)
    return [(f.span.line, f.headline) for f in found if f.code == "HF162"]


PAIR = "this call raises ValueError: too many values to unpack (expected 2)"


def test_forward_cache_unpacked_in_a_for_loop():
    body = """
    with torch.no_grad():
        out = model(**enc, use_cache=True)
    for k, v in out.past_key_values:
        print(k.shape, v.shape)
    """
    assert found(body) == [(10, PAIR)]
    assert found(body, "5.0.0") == [(10, PAIR)]
    assert found(body, "4.57.6") == []


def test_generate_output_in_a_generator_expression_of_a_helper():
    body = """
    def cache_size(cache):
        return sum(k.numel() + v.numel() for k, v in cache)

    out = model.generate(**enc, max_new_tokens=4, return_dict_in_generate=True)
    print(cache_size(out.past_key_values))
    """
    assert found(body) == [(9, PAIR)]
    assert found(body, "4.57.6") == []


def test_cache_a_generate_call_filled_comprehensions_and_enumerate():
    body = """
    cache = DynamicCache()
    model.generate(**enc, past_key_values=cache, max_new_tokens=3)
    shapes = [tuple(k.shape) for k, _ in cache]
    per_layer = {i: v.shape for i, (k, v) in enumerate(cache)}
    for i, (k, v) in enumerate(cache):
        print(i, k.shape)
    """
    assert found(body) == [(10, PAIR), (11, PAIR), (12, PAIR)]


def test_encoder_decoder_cache_unpacked_in_fours():
    body = """
    from transformers import AutoModelForSeq2SeqLM

    t5 = AutoModelForSeq2SeqLM.from_pretrained("google/flan-t5-small")
    cache = EncoderDecoderCache(DynamicCache(), DynamicCache())
    t5.generate(**enc, past_key_values=cache, max_new_tokens=3)
    for sk, sv, ck, cv in cache:
        print(sk.shape, ck.shape)
    """
    assert found(body) == [(13, "this call raises ValueError: too many values to unpack (expected 4)")]


def test_the_cache_a_whisper_generate_call_returns():
    # (an EncoderDecoderCache in every release: runs of all 28 with the flan-t5-small, bart-base
    # and whisper-tiny stand-ins, generate and forward pass; 4.57.6 iterates it in fours too)
    body = """
    from transformers import WhisperForConditionalGeneration

    asr = WhisperForConditionalGeneration.from_pretrained("openai/whisper-tiny")
    out = asr.generate(input_features=torch.zeros(1, 80, 3000), max_new_tokens=4, return_dict_in_generate=True)
    for sk, sv, ck, cv in out.past_key_values:
        print(sk.shape)
    legacy = out.past_key_values.to_legacy_cache()
    """
    assert found(body) == [(12, "this call raises ValueError: too many values to unpack (expected 4)")]
    assert found(body, "4.57.6") == []
    source = HEAD + textwrap.dedent(body)
    members = [
        f.headline for f in analyze(source, "asr.py", Settings(transformers_version="5.0.0")).findings if f.code == "HF152"
    ]
    assert members == ["this call raises AttributeError: 'EncoderDecoderCache' object has no attribute 'to_legacy_cache'"]


@pytest.mark.parametrize(
    "body",
    [
        # an empty DynamicCache yields nothing (runs clean on all 28)
        "cache = DynamicCache()\nfor k, v in cache:\n    print(k)\n",
        # one name per layer, or the 5.x triple, or a starred target
        "out = model(**enc, use_cache=True)\nfor layer in out.past_key_values:\n    print(len(layer))\n",
        "out = model(**enc, use_cache=True)\nfor k, v, _ in out.past_key_values:\n    print(k)\n",
        "out = model(**enc, use_cache=True)\nfor k, v, *rest in out.past_key_values:\n    print(k)\n",
        # the 5.x way
        "out = model(**enc, use_cache=True)\nfor layer in out.past_key_values.layers:\n    print(layer.keys)\n",
        # no cache returned: use_cache=False
        "out = model(**enc, use_cache=False)\nfor k, v in out.past_key_values or ():\n    print(k)\n",
        # a handler for the error
        "out = model(**enc, use_cache=True)\n"
        "try:\n    pairs = [(k, v) for k, v in out.past_key_values]\nexcept ValueError:\n    pairs = []\n",
        # guarded by the type of the cache
        "out = model(**enc, use_cache=True)\n"
        "pkv = out.past_key_values\nif isinstance(pkv, tuple):\n    for k, v in pkv:\n        print(k)\n",
        # a forward pass whose use_cache hflint cannot tell (the checkpoint's config decides)
        "out = model(**enc)\nfor k, v in out.past_key_values:\n    print(k)\n",
    ],
)
def test_silent(body):
    assert found(body) == []
    assert found(body, "4.57.6") == []
