"""HF158: `cache.crop(n)` with a positive `n` (the length to keep, as 4.x took it), which 5.20 stopped taking.

Runs behind every expectation (tests/groundtruth/trial.py, all 28 releases): a SmolLM2 DynamicCache
holding 10 tokens cropped with n = -2, 0, 1, 5, 9, 10, 11, 20 keeps the first n tokens on 4.57.6 to
5.19.0 and raises "Calling `crop` with a positive value (`n`) is not supported." for every positive n
on 5.20.2 to 5.24.0; an EncoderDecoderCache of DynamicCaches the same. A StaticCache raises other
errors (AttributeError up to 5.23, RuntimeError on 5.24): not this code.
"""

from __future__ import annotations

import textwrap

import pytest

import analysed

HEAD = """\
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache, StaticCache

model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
cache = DynamicCache()
prefix = tok("You are a helpful assistant", return_tensors="pt").input_ids
with torch.no_grad():
    model(prefix, past_key_values=cache, use_cache=True)
"""


def run(body: str, release: str = "5.23.0"):
    found = analysed.findings(HEAD + textwrap.dedent(body), "crop.py", release)
    return [f for f in found if f.code == "HF158"]


def test_written_positive_value_is_an_error_with_the_value_in_the_message():
    (f,) = run("cache.crop(8)\n")
    assert f.severity.value == "error" and f.span.line == 10
    assert f.raises is not None and f.raises.type == "ValueError"
    assert f.raises.message.startswith("Calling `crop` with a positive value (`8`) is not supported.")


@pytest.mark.parametrize(
    ("release", "found"), [("4.57.6", False), ("5.15.0", False), ("5.19.0", False), ("5.20.2", True), ("5.24.0", True)]
)
def test_from_5_20(release, found):
    assert bool(run("cache.crop(prefix.shape[1])\n", release)) is found


def test_length_of_a_text_written_in_the_file_through_a_name_is_an_error():
    body = """\
    keep = prefix.shape[1] - 2
    cache.crop(keep)
    """
    (f,) = run(body)
    assert f.severity.value == "error" and f.span.line == 11
    assert "a length of at least 3" in f.detail


def test_length_of_unknown_size_is_a_warning():
    body = """\
    def rollback(cache, ids):
        cache.crop(ids.shape[-1])

    rollback(cache, torch.load("ids.pt"))
    """
    (f,) = run(body)
    assert f.severity.value == "warning"


@pytest.mark.parametrize(
    "call",
    ["cache.crop(-2)", "cache.crop(0)", "cache.crop(-(cache.get_seq_length() - prefix.shape[1]))", "cache.crop(n)"],
)
def test_counts_to_remove_and_unknown_signs_are_silent(call):
    assert run(f"n = int(input())\n{call}\n") == []


def test_static_cache_is_not_this_error():
    body = """\
    static = StaticCache(config=model.config, max_cache_len=32)
    static.crop(4)
    """
    assert run(body) == []


def test_encoder_decoder_cache_of_dynamic_caches():
    body = """\
    from transformers import EncoderDecoderCache
    both = EncoderDecoderCache(DynamicCache(), DynamicCache())
    both.crop(5)
    """
    (f,) = run(body)
    assert f.severity.value == "error"


def test_encoder_decoder_cache_of_static_caches_is_not_this_error():
    # (its self-attention StaticCache's layers have no `crop` up to 5.23: another error)
    body = """\
    from transformers import EncoderDecoderCache
    own = StaticCache(config=model.config, max_cache_len=8)
    both = EncoderDecoderCache(own, StaticCache(config=model.config, max_cache_len=8))
    both.crop(3)
    """
    assert run(body) == []


# (h171) The prompt's length read by key from the tokenizer's output, `inputs["input_ids"].shape[1]`,
# as chat code writes it (runs on 4.57.6, 5.15.0, 5.23.0 and 5.24.0 of the keyed fixtures in
# tests/fixtures/flagged/cache_crop_keyed_*.py: clean up to 5.15, this error on 5.23 and 5.24).
KEYED = """\
inputs = tok("Once upon a time there lived a king", return_tensors="pt")
chat = [{"role": "user", "content": "tell me a story about cats"}]
enc = tok.apply_chat_template(chat, add_generation_prompt=True, return_tensors="pt", return_dict=True)
"""


@pytest.mark.parametrize(
    ("call", "least"),
    [
        ('cache.crop(inputs["input_ids"].shape[1])\n', 8),
        ('cache.crop(inputs["input_ids"].shape[-1] - 2)\n', 6),
        ('n = enc["input_ids"].shape[1]\ncache.crop(n - 1)\n', 5),
    ],
)
def test_length_read_by_key_from_a_tokenizer_output_is_an_error(call, least):
    (f,) = run(KEYED + call)
    assert f.severity.value == "error"
    assert f"a length of at least {least}" in f.detail


def test_length_read_by_key_beyond_its_words_or_negated_is_silent():
    assert run(KEYED + 'cache.crop(inputs["input_ids"].shape[1] - 9)\n') == []
    assert run(KEYED + 'cache.crop(-inputs["input_ids"].shape[1])\n') == []
