"""HF156: a StaticCache too short for a plain generate call's prompt plus max_new_tokens - 1.

Runs behind every expectation (tests/groundtruth/trial.py): SmolLM2 and GPT-2 on all 28 releases,
prompts of 1, 3, 6 and 11 tokens, max_new_tokens 1, 2, 3 and 5 (min_new_tokens equal), caches
from L + M - 4 to L + M + 1 positions: 4,984 runs, every one raising exactly when L + M - 1 > C,
with `index_copy_(): index C is out of bounds for dimension 2 with size C`. A call that stops
early at an end-of-sequence token ran clean; Mistral's sliding-window StaticCache runs on.
"""

from __future__ import annotations

import textwrap

import pytest

import analysed

HEAD = """\
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, StaticCache

model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
"""


def run(body: str, release: str = "5.15.0", head: str = HEAD):
    found = analysed.findings(head + textwrap.dedent(body), "static.py", release)
    return [f for f in found if f.code == "HF156"]


@pytest.mark.parametrize("release", ["4.57.6", "5.15.0", "5.24.0"])
def test_prompt_longer_than_the_cache_is_an_error_with_the_message(release):
    body = """\
    cache = StaticCache(config=model.config, max_cache_len=16)
    model.generate(torch.ones((1, 20), dtype=torch.long), past_key_values=cache, max_new_tokens=3)
    """
    (f,) = run(body, release)
    assert f.severity.value == "error" and f.span.line == 7
    assert f.raises is not None and f.raises.type == "IndexError"
    assert f.raises.message == "index_copy_(): index 16 is out of bounds for dimension 2 with size 16"
    assert f.detail == (
        "this StaticCache holds 16 positions, and this call writes at least 20 (a prompt of 20 tokens, then one position"
        " for each new token but the last): the forward pass writes past its end (build it with max_cache_len of at least 22)"
    )
    assert [e.span.line for e in f.evidence] == [6]
    assert f.fixes[-1].title == "Ignore HF156 on this line"


@pytest.mark.parametrize(("cache_len", "severity"), [(21, "warning"), (22, None), (40, None)])
def test_the_new_tokens_make_it_a_warning_until_they_fit(cache_len, severity):
    # 20 + 3 - 1 = 22 positions: the call may stop early at an end-of-sequence token
    body = f"""\
    cache = StaticCache(config=model.config, max_cache_len={cache_len})
    model.generate(torch.ones((1, 20), dtype=torch.long), past_key_values=cache, max_new_tokens=3)
    """
    got = [f.severity.value for f in run(body)]
    assert got == ([severity] if severity else [])
    if severity:
        (f,) = run(body)
        assert "may" in f.message or "unless it stops early at an end-of-sequence token" in f.detail


def test_min_new_tokens_makes_it_certain():
    body = """\
    cache = StaticCache(config=model.config, max_cache_len=21)
    model.generate(torch.ones((1, 20), dtype=torch.long), past_key_values=cache, max_new_tokens=3, min_new_tokens=3)
    """
    (f,) = run(body)
    assert f.severity.value == "error"
    assert "writes at least 22" in f.detail


def test_text_prompt_warns_only_when_its_fewest_tokens_overflow():
    # 11 words (at least 11 tokens) and 4 new tokens write at least 14 positions: past a cache of
    # 12 whatever the tokenizer makes of the text, unless the call stops early.
    body = """\
    enc = tok("Summarise the meeting notes from Tuesday in two short sentences please", return_tensors="pt")
    cache = StaticCache(config=model.config, max_cache_len=12)
    model.generate(**enc, past_key_values=cache, max_new_tokens=4)
    """
    (f,) = run(body)
    assert f.severity.value == "warning"
    assert "writes at least 14" in f.detail and "a prompt of 11 to " in f.detail
    # A cache of 32 fits the 11 words' real tokens (about 13) and the new ones: only the byte bound
    # (74 tokens) says otherwise, which no tokenizer reaches on English text: silent.
    assert run(body.replace("max_cache_len=12", "max_cache_len=32")) == []


def test_silent_when_lengths_or_size_are_unknown():
    body = """\
    import sys
    enc = tok(sys.argv[1], return_tensors="pt")
    cache = StaticCache(config=model.config, max_cache_len=8)
    model.generate(**enc, past_key_values=cache, max_new_tokens=4)
    other = StaticCache(config=model.config, max_cache_len=enc.input_ids.shape[1] + 4)
    model.generate(torch.ones((1, 20), dtype=torch.long), past_key_values=other, max_new_tokens=4)
    """
    assert run(body) == []


def test_assisted_call_is_left_to_the_assisted_codes():
    body = """\
    draft = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
    cache = StaticCache(config=model.config, max_cache_len=8)
    model.generate(torch.ones((1, 20), dtype=torch.long), past_key_values=cache, max_new_tokens=4, assistant_model=draft)
    model.generate(torch.ones((1, 20), dtype=torch.long), past_key_values=cache, max_new_tokens=4, prompt_lookup_num_tokens=3)
    """
    assert run(body, "5.24.0") == []


def test_sliding_window_model_is_silent():
    head = HEAD.replace("HuggingFaceTB/SmolLM2-135M", "mistralai/Mistral-7B-v0.1")
    body = """\
    cache = StaticCache(config=model.config, max_cache_len=6)
    model.generate(torch.ones((1, 8), dtype=torch.long), past_key_values=cache, max_new_tokens=2)
    """
    assert run(body, head=head) == []


def test_cache_keyword_only_on_5_24():
    body = """\
    cache = StaticCache(config=model.config, max_cache_len=16)
    model.generate(torch.ones((1, 20), dtype=torch.long), cache=cache, max_new_tokens=3)
    """
    assert [f.severity.value for f in run(body, "5.24.0")] == ["error"]
    assert run(body, "5.23.0") == []


def test_a_filled_cache_is_left_to_hf154():
    body = """\
    cache = StaticCache(config=model.config, max_cache_len=16)
    model.generate(torch.ones((1, 10), dtype=torch.long), past_key_values=cache, max_new_tokens=3)
    model.generate(torch.ones((1, 8), dtype=torch.long), past_key_values=cache, max_new_tokens=20)
    """
    assert run(body) == []


@pytest.mark.parametrize(("cache_len", "severity"), [(8, "warning"), (9, None)])
def test_max_length_needs_one_less(cache_len, severity):
    # runs: a 6-token prompt, max_length=10: a cache of 8 raised, 9 ran clean (all 28 releases)
    body = f"""\
    cache = StaticCache(config=model.config, max_cache_len={cache_len})
    model.generate(torch.ones((1, 6), dtype=torch.long), past_key_values=cache, max_length=10)
    """
    assert [f.severity.value for f in run(body)] == ([severity] if severity else [])
