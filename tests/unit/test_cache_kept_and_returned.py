"""HF154 for two caches that carry an earlier call's tokens without being passed in by hand.

- The cache an output carries: `out = model.generate(..., return_dict_in_generate=True)` builds a
  DynamicCache (a plain decoder, no cache_implementation) and returns it as
  `out.past_key_values`, holding the prompt and all but the last new token (runs: SmolLM2 with an
  11-token prompt held 11, 14 and 18 after 1, 4 and 8 new tokens on 4.57.6 and 5.24.0). Given to a
  later call with a new, shorter prompt it cuts that prompt as a cache passed in does (runs of all
  28 releases: a 2-token prompt raised on every release, an 11-token one up to 5.2 only, the
  output's full sequence plus new tokens ran clean on all 28).
- A DynamicCache's `reset()` up to 5.17 zeroes its tensors in place and keeps their length (runs of
  all 28 releases, with and without `torch.inference_mode()`: a 2-token prompt after the reset
  raised HF154's errors on 4.57.6-5.17.0 and ran clean from 5.18.0; a longer prompt ran clean on all).

Both read the counts they are sure of: the first prompt's least length and, for a warning, the new
prompt at one token a word; silent otherwise.
"""

from __future__ import annotations

import textwrap

import pytest

from hflint.core.engine import Settings, analyze

import analysed

HEAD = """\
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache, StaticCache

model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
"""


def run(body: str, release: str = "5.23.0"):
    hits = analysed.findings(HEAD + textwrap.dedent(body), "carry.py", release)
    return [(f.span.line - HEAD.count("\n"), f.severity.value) for f in hits if f.code == "HF154"]


OUTPUT = """\
out = model.generate(torch.ones((1, 12), dtype=torch.long), max_new_tokens=4, return_dict_in_generate=True)
model.generate(torch.ones((1, SECOND), dtype=torch.long), past_key_values=out.past_key_values, max_new_tokens=4)
"""


@pytest.mark.parametrize("release", ["4.57.6", "5.15.0", "5.23.0", "5.24.0"])
def test_output_cache_given_a_shorter_prompt_is_an_error(release):
    assert run(OUTPUT.replace("SECOND", "4"), release) == [(2, "error")]


def test_output_cache_counts_prompt_and_new_tokens():
    # (12 held at least: 12 tokens are cut to nothing up to 5.2, and from 5.3 only when 2 * 12 <= held)
    assert run(OUTPUT.replace("SECOND", "12"), "5.2.0") == [(2, "error")]
    assert run(OUTPUT.replace("SECOND", "12"), "5.3.0") == []
    assert run(OUTPUT.replace("SECOND", "20"), "4.57.6") == []


def test_output_cache_message_names_the_output():
    result = analyze(HEAD + OUTPUT.replace("SECOND", "4"), "carry.py", Settings(transformers_version="5.24.0"))
    (f,) = [f for f in result.findings if f.code == "HF154"]
    assert "the one an earlier generate call returned (`.past_key_values` of its output)" in f.detail
    assert "the output's `sequences` plus the new tokens" in f.detail


@pytest.mark.parametrize(
    "first",
    [
        "",
        ", return_dict_in_generate=True, use_cache=False",
        ", return_dict_in_generate=True, num_beams=2",
        ", return_dict_in_generate=True, assistant_model=model",
    ],
)
def test_no_dict_no_cache_beams_or_assistant_is_silent(first):
    body = f"""\
    out = model.generate(torch.ones((1, 12), dtype=torch.long), max_new_tokens=4{first})
    model.generate(torch.ones((1, 4), dtype=torch.long), past_key_values=out.past_key_values, max_new_tokens=4)
    """
    assert run(body) == []


def test_continuing_with_the_full_sequence_is_silent():
    body = """\
    enc = tok("Write a short story about a robot who learns to paint", return_tensors="pt")
    out = model.generate(**enc, max_new_tokens=8, return_dict_in_generate=True)
    ids = torch.cat([out.sequences, tok(" And then", return_tensors="pt")["input_ids"]], dim=-1)
    model.generate(ids, past_key_values=out.past_key_values, max_new_tokens=4)
    """
    for release in ("4.57.6", "5.15.0", "5.23.0", "5.24.0"):
        assert run(body, release) == []


def test_texts_warn_only_when_one_token_a_word_is_cut():
    body = """\
    enc = tok("Write a short story about a robot who learns to paint", return_tensors="pt")
    out = model.generate(**enc, max_new_tokens=8, return_dict_in_generate=True)
    model.generate(**tok(SECOND, return_tensors="pt"), past_key_values=out.past_key_values, max_new_tokens=4)
    """
    assert run(body.replace("SECOND", '"Hello there"')) == [(3, "warning")]
    # (11 words against at least 11 held: cut up to 5.2, a piece of it kept from 5.3)
    same = '"Write a short story about a robot who learns to sing"'
    assert run(body.replace("SECOND", same), "4.57.6") == [(3, "warning")]
    assert run(body.replace("SECOND", same), "5.23.0") == []


RESET = """\
cache = DynamicCache()
model.generate(torch.ones((1, 24), dtype=torch.long), past_key_values=cache, max_new_tokens=4)
cache.reset()
model.generate(torch.ones((1, SECOND), dtype=torch.long), past_key_values=cache, max_new_tokens=4)
"""


@pytest.mark.parametrize("release", ["4.57.6", "5.15.0", "5.17.0", "5.18.0", "5.24.0"])
def test_dynamic_cache_reset_keeps_its_length_up_to_5_17(release):
    expected = [] if release in ("5.18.0", "5.24.0") else [(4, "error")]
    assert run(RESET.replace("SECOND", "8"), release) == expected


def test_reset_kept_message_and_longer_prompt():
    result = analyze(HEAD + RESET.replace("SECOND", "8"), "carry.py", Settings(transformers_version="5.15.0"))
    (f,) = [f for f in result.findings if f.code == "HF154"]
    assert "`DynamicCache.reset()` zeroes them but keeps their length before 5.18" in f.detail
    assert "build a fresh `DynamicCache()` for each prompt" in f.detail
    assert run(RESET.replace("SECOND", "40"), "5.15.0") == []


def test_reset_inside_inference_mode_then_reused_outside():
    body = """\
    cache = DynamicCache()
    with torch.inference_mode():
        model.generate(torch.ones((1, 24), dtype=torch.long), past_key_values=cache, max_new_tokens=4)
        cache.reset()
    model.generate(torch.ones((1, 2), dtype=torch.long), past_key_values=cache, max_new_tokens=4)
    """
    assert run(body, "5.17.0") == [(5, "error")]
    assert run(body, "5.18.0") == []


def test_static_cache_reset_and_a_sliding_model_stay_silent():
    static = RESET.replace("DynamicCache()", "StaticCache(config=model.config, max_cache_len=64)")
    assert run(static.replace("SECOND", "8"), "5.15.0") == []
    gemma = HEAD.replace("HuggingFaceTB/SmolLM2-135M", "google/gemma-2-2b") + RESET.replace("SECOND", "8")
    result = analyze(gemma, "carry.py", Settings(transformers_version="5.15.0"))
    assert [f for f in result.findings if f.code == "HF154"] == []
