"""HF183: a StaticCache whose tensors a call made inside `torch.inference_mode()`, written in place
outside it (`reset()`, or a later generate call given it); and HF154's prompt counts for batches
padded to their longest text.

Runs behind the expectations (tests/groundtruth/trial.py, catalog HF183): a StaticCache filled
inside `with torch.inference_mode():` then reset outside raises torch's RuntimeError at the reset
on all 28 releases; reset inside the block and called again outside, the next generate raises the
same error from the cache's update; filled first under `torch.no_grad()`, resets and calls in and
out of inference mode run clean. A DynamicCache filled last inside the block and reset outside it
raises the same error up to 5.17.0 and runs clean from 5.18.0 (h108: runs of all 28 releases).
Padded batches sharing a DynamicCache: labels of
benchmarks/recall/scripts/h102_dynamic_cache_shared_batches.py (4.57.6, 5.15.0, 5.23.0, 5.24.0).
"""

from __future__ import annotations

import textwrap

import pytest

import analysed

HEAD = """\
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache, StaticCache

model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B")
tok = AutoTokenizer.from_pretrained("meta-llama/Llama-3.2-1B")
cache = StaticCache(config=model.config, max_cache_len=64)
enc = tok("hello world", return_tensors="pt")
"""


def run(body: str, release: str = "5.23.0", code: str = "HF183"):
    found = analysed.findings(HEAD + textwrap.dedent(body), "bench.py", release)
    return [f for f in found if f.code == code]


@pytest.mark.parametrize("release", ["4.57.6", "5.15.0", "5.24.0"])
def test_reset_outside_the_block_that_filled_it_is_an_error(release):
    body = """\
    with torch.inference_mode():
        model.generate(**enc, past_key_values=cache, max_new_tokens=4)
    cache.reset()
    """
    (f,) = run(body, release)
    assert f.severity.value == "error" and f.span.line == 10
    assert f.raises is not None and f.raises.type == "RuntimeError"
    assert f.raises.message.startswith("Inplace update to inference tensor outside InferenceMode is not allowed.")
    assert [e.span.line for e in f.evidence] == [6]


def test_reset_inside_the_block_is_silent():
    body = """\
    with torch.inference_mode():
        model.generate(**enc, past_key_values=cache, max_new_tokens=4)
        cache.reset()
    """
    assert run(body) == []


def test_first_fill_under_no_grad_makes_normal_tensors():
    body = """\
    with torch.no_grad():
        model.generate(**enc, past_key_values=cache, max_new_tokens=4)
    with torch.inference_mode():
        cache.reset()
        model.generate(**enc, past_key_values=cache, max_new_tokens=4)
    cache.reset()
    """
    assert run(body) == []


def test_decorated_function_fills_in_inference_mode():
    body = """\
    @torch.inference_mode()
    def warm():
        model.generate(**enc, past_key_values=cache, max_new_tokens=4)

    warm()
    cache.reset()
    """
    (f,) = run(body)
    assert f.span.line == 13 and f.severity.value == "error"


def test_generate_outside_after_a_reset_inside_is_an_error():
    body = """\
    with torch.inference_mode():
        model.generate(**enc, past_key_values=cache, max_new_tokens=4)
        cache.reset()
    with torch.no_grad():
        model.generate(**enc, past_key_values=cache, max_new_tokens=4)
    """
    (f,) = run(body)
    assert f.span.line == 12 and f.severity.value == "error"


def test_a_function_nothing_calls_is_silent():
    body = """\
    with torch.inference_mode():
        model.generate(**enc, past_key_values=cache, max_new_tokens=4)

    def clear():
        cache.reset()
    """
    assert run(body) == []


def test_one_path_filling_inside_is_a_warning():
    # (a condition the walk cannot decide: torch.cuda.is_available() is read as a machine without
    # a GPU since h196, so it no longer serves here)
    body = """\
    if torch.rand(1).item() > 0.5:
        with torch.inference_mode():
            model.generate(**enc, past_key_values=cache, max_new_tokens=4)
    else:
        model.generate(**enc, past_key_values=cache, max_new_tokens=4)
    cache.reset()
    """
    (f,) = run(body)
    assert f.severity.value == "warning"


DYNAMIC_RESET = """\
dyn = DynamicCache()
with torch.inference_mode():
    model.generate(**enc, past_key_values=dyn, max_new_tokens=4)
dyn.reset()
"""


@pytest.mark.parametrize("release", ["4.57.6", "5.0.0", "5.13.1", "5.17.0"])
def test_a_dynamic_cache_reset_outside_raises_up_to_5_17(release):
    """Runs (h108): the reset raises torch's error on every release up to 5.17.0 (it zeroes the
    tensors in place)."""
    (f,) = run(DYNAMIC_RESET, release)
    assert f.severity.value == "error" and f.span.line == 11
    assert f.detail.startswith("this DynamicCache's tensors were made by a call inside `torch.inference_mode()`")
    assert [e.span.line for e in f.evidence] == [8]


@pytest.mark.parametrize("release", ["5.18.0", "5.23.0", "5.24.0"])
def test_a_dynamic_cache_reset_from_5_18_drops_its_tensors(release):
    """Runs (h108): from 5.18.0 a DynamicCache's reset drops its tensors and runs clean."""
    assert run(DYNAMIC_RESET, release) == []


def test_a_dynamic_cache_refilled_outside_holds_normal_tensors():
    """Runs (h108): a generate call outside the block concatenates into new, normal tensors; the
    reset after it runs clean (4.57.6 to 5.24.0), and the call itself too."""
    body = """\
    dyn = DynamicCache()
    with torch.inference_mode():
        out = model.generate(**enc, past_key_values=dyn, max_new_tokens=4)
    out = model.generate(out, past_key_values=dyn, max_new_tokens=4)
    dyn.reset()
    """
    assert run(body, "5.17.0") == []


def test_a_dynamic_cache_filled_under_no_grad_is_silent():
    body = """\
    dyn = DynamicCache()
    with torch.no_grad():
        model.generate(**enc, past_key_values=dyn, max_new_tokens=4)
    dyn.reset()
    """
    assert run(body, "4.57.6") == []


def test_a_dynamic_cache_prefilled_by_a_forward_pass_inside():
    """Runs (h108): a forward pass inside the block fills it with inference tensors as well."""
    body = """\
    dyn = DynamicCache()
    with torch.inference_mode():
        model(**enc, past_key_values=dyn)
    dyn.reset()
    """
    (f,) = run(body, "5.13.1")
    assert f.span.line == 11


def test_padded_batches_bound_the_prompt_by_the_longest_text():
    body = """\
    shared = DynamicCache()
    docs = ["once upon a time there lived a king who loved his garden and the queen loved the king", "hello"]
    model.generate(**tok(docs, return_tensors="pt", padding=True), past_key_values=shared, max_new_tokens=4)
    model.generate(**tok(["hi", "yo"], return_tensors="pt", padding=True), past_key_values=shared, max_new_tokens=4)
    """
    (f,) = run(body, code="HF154")
    assert f.severity.value == "error" and f.span.line == 11


def test_padded_batches_of_unknown_lengths_may_raise():
    body = """\
    shared = DynamicCache()
    for batch in [["hello world", "tell me a story"], ["the red fox", "one two three", "a blue dog"]]:
        model.generate(**tok(batch, return_tensors="pt", padding=True), past_key_values=shared, max_new_tokens=8)
    """
    (f,) = run(body, code="HF154")
    assert f.severity.value == "warning"


def test_padding_to_a_max_length_is_not_bounded():
    body = """\
    shared = DynamicCache()
    for batch in [["hello world", "tell me a story"], ["the red fox", "a blue dog"]]:
        enc = tok(batch, return_tensors="pt", padding="max_length", max_length=16)
        model.generate(**enc, past_key_values=shared, max_new_tokens=8)
    """
    assert run(body, code="HF154") == []
