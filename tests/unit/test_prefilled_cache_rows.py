"""HF334: a prompt cache one forward pass prefilled for one row, given to a generate call that
feeds several rows (a batch, beams, return sequences) whose prompts repeat the prefilled text and
add to it; and HF154 for such a cache reused without a copy, whose next prompt repeats the text
and adds less than the cache holds past it. Runs: catalog HF334 (all 28 releases), tests/fixtures
(prefix_cache_*, fp2175-fp2181) under 4.57.6, 5.13.1, 5.14.0, 5.15.0, 5.23.0 and 5.24.0."""

from __future__ import annotations

import textwrap

import pytest

from hflint.core import prefixes
from hflint.core.values import Const, Seq

import analysed

HEAD = """\
import copy
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache
tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
PREFIX = "answer from the passage . the mill stands by the river and grinds wheat . "
cache = DynamicCache()
with torch.no_grad():
    model(**tok(PREFIX, return_tensors="pt"), past_key_values=cache)
"""

SIZES = "Sizes of tensors must match except in dimension 2. Expected size 1 but got size {n} for tensor number 1 in the list."
RELEASES = ("4.57.6", "5.2.0", "5.3.0", "5.15.0", "5.23.0", "5.24.0")


def found(body: str, release: str) -> list[tuple[int, str, str, str]]:
    text = HEAD + textwrap.dedent(body)
    first = HEAD.count("\n")
    return [
        (f.span.line - first, f.code, f.severity.value, f.raises.message if f.raises else "")
        for f in analysed.findings(text, "script.py", release)
    ]


@pytest.mark.parametrize("release", RELEASES)
def test_a_batch_of_three_prompts_over_a_one_row_prefix(release):
    body = """
        questions = ["what does it grind ?", "where is it ?", "the river ?"]
        batch = tok([PREFIX + q for q in questions], return_tensors="pt", padding=True)
        model.generate(**batch, past_key_values=copy.deepcopy(cache), max_new_tokens=4)
    """
    assert found(body, release) == [(4, "HF334", "error", SIZES.format(n=3))]


@pytest.mark.parametrize("release", RELEASES)
def test_beams_and_return_sequences_count_as_rows(release):
    beams = """
        enc = tok(PREFIX + "what does the mill grind ?", return_tensors="pt")
        model.generate(**enc, past_key_values=copy.deepcopy(cache), num_beams=2, max_new_tokens=4)
    """
    assert found(beams, release) == [(3, "HF334", "error", SIZES.format(n=2))]
    sampled = """
        enc = tok(f"{PREFIX}what does the mill grind ?", return_tensors="pt")
        model.generate(**enc, past_key_values=cache, do_sample=True, num_return_sequences=3, max_new_tokens=4)
    """
    assert found(sampled, release) == [(3, "HF334", "error", SIZES.format(n=3))]


@pytest.mark.parametrize("release", RELEASES)
def test_the_recipe_one_prompt_per_call_is_clean(release):
    body = """
        for q in ["what does it grind ?", "where is it ?"]:
            enc = tok(PREFIX + q, return_tensors="pt")
            model.generate(**enc, past_key_values=copy.deepcopy(cache), max_new_tokens=4, do_sample=True, num_return_sequences=1)
    """
    assert found(body, release) == []


def test_a_cache_prefilled_per_row_or_repeated_is_clean():
    per_row = """
        rows = DynamicCache()
        model(**tok([PREFIX] * 3, return_tensors="pt"), past_key_values=rows)
        batch = tok([PREFIX + q for q in ["what ?", "where is it ?", "the river ?"]], return_tensors="pt", padding=True)
        model.generate(**batch, past_key_values=rows, max_new_tokens=4)
    """
    assert found(per_row, "5.23.0") == []
    repeated = """
        batch = tok([PREFIX + q for q in ["what ?", "where is it ?", "the river ?"]], return_tensors="pt", padding=True)
        cache.batch_repeat_interleave(3)
        model.generate(**batch, past_key_values=cache, max_new_tokens=4)
    """
    assert found(repeated, "5.23.0") == []


def test_prompts_not_known_to_reach_past_the_prefix_are_left_alone():
    # (other special tokens around the prompt than around the prefix: not compared)
    specials = """
        enc = tok(PREFIX + "what does the mill grind ?", return_tensors="pt", add_special_tokens=False)
        model.generate(**enc, past_key_values=cache, num_beams=2, max_new_tokens=4)
    """
    assert found(specials, "5.23.0") == []
    # (a prompt that does not start with the prefilled text: its length against the cache's is
    # HF154's question, not known here)
    other = """
        enc = tok("where is the mill and what does it grind ?", return_tensors="pt")
        model.generate(**enc, past_key_values=cache, num_beams=2, max_new_tokens=4)
    """
    assert [f[1] for f in found(other, "5.23.0")] == []
    # (the prefix itself under beams: up to 5.2 nothing is left to feed)
    same = """
        enc = tok(PREFIX, return_tensors="pt")
        model.generate(**enc, past_key_values=copy.deepcopy(cache), num_beams=2, max_new_tokens=4)
    """
    assert "HF334" not in [f[1] for f in found(same, "4.57.6")]


def test_a_reset_or_refilled_cache_is_not_a_prefill():
    body = """
        model(**tok("and more text", return_tensors="pt"), past_key_values=cache)
        enc = tok(PREFIX + "and more text what ?", return_tensors="pt")
        model.generate(**enc, past_key_values=cache, num_beams=2, max_new_tokens=4)
    """
    assert found(body, "5.23.0") == []


def test_the_tokens_a_prompt_makes_beyond_its_prefix():
    # (the tail " . " may have made 3 tokens; with " who is it ?" it makes at least 5 words)
    assert prefixes.beyond("the mill . ", Const("the mill . who is it ?")) == 2
    assert prefixes.beyond("the mill .", Const("the mill . who")) == 0
    texts = Seq((Const("a b c d"), Const("a bx")), is_tuple=False)
    assert prefixes.beyond("a b", texts) == -1
    assert prefixes.beyond("a b", Const("a c")) is None
    assert prefixes.beyond("a b", Const("a b")) is None
    assert prefixes.beyond("a b", Const("a b   ")) is None


REUSED = """
    first = tok(PREFIX + {first!r}, return_tensors="pt")
    model.generate(**first, past_key_values=cache, max_new_tokens=4)
    second = tok(PREFIX + {second!r}, return_tensors="pt")
    model.generate(**second, past_key_values=cache, max_new_tokens=4)
"""


@pytest.mark.parametrize(("release", "raises"), [("4.57.6", True), ("5.2.0", True), ("5.3.0", False), ("5.23.0", False)])
def test_a_reused_prefix_cache_under_a_question_that_adds_less(release, raises):
    # (HF154: the first question left more past the prefix than the second adds; up to 5.2
    # nothing is left to feed, from 5.3 generate feeds a piece of the prompt)
    body = REUSED.format(first="tell me what the mill by the river grinds and who brings it", second="barley ?")
    expected = [(5, "HF154", "error", "index -1 is out of bounds for dimension 0 with size 0")] if raises else []
    assert found(body, release) == expected


def test_a_reused_prefix_cache_under_a_question_that_adds_more_is_left_alone():
    body = REUSED.format(first="barley ?", second="tell me what the mill by the river grinds and who brings it")
    assert found(body, "4.57.6") == []
    # (a copy per question: the copies hold the prefix alone)
    copied = REUSED.format(first="tell me what the mill by the river grinds", second="barley ?").replace(
        "past_key_values=cache", "past_key_values=copy.deepcopy(cache)"
    )
    assert found(copied, "4.57.6") == []
