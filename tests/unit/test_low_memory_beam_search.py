"""HF351: a true `low_memory` with beam search, which `_beam_search` refuses on every release.

Runs behind every expectation (tests/groundtruth/trial.py, gpt2 and flan-t5-small stand-ins,
4.57.6, 5.0.0, 5.15.0, 5.24.0; the catalog example on all 28): beam search and beam sampling
raise with low_memory True, 1 or "no" given as a keyword, in a GenerationConfig passed, written on
model.generation_config or by its update(), at a text-generation pipeline's call, and beside
num_return_sequences. Clean: low_memory False, None or 0 with beams, and low_memory=True with
greedy search, sampling, an assistant model or prompt lookup. Contrastive search and group beams
raise HF178 first.
"""

from __future__ import annotations

import textwrap

import pytest

import analysed

HEAD = """\
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig, pipeline

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
enc = tok("the king and", return_tensors="pt")
"""

MESSAGE = (
    "`low_memory=True` is not supported after the beam search refactor. Please check the discussion in "
    "#35802 *after the PR got merged*, and add a comment there if your questions are not yet answered."
)


def findings(body: str, release: str = "5.23.0"):
    return analysed.findings(HEAD + textwrap.dedent(body), "lowmem.py", release)


def codes(body: str, release: str = "5.23.0") -> list[tuple[int, str, str]]:
    return [(f.span.line, f.code, f.severity.value) for f in findings(body, release)]


@pytest.mark.parametrize("release", ["4.57.6", "5.0.0", "5.15.0", "5.24.0"])
def test_beam_search_with_low_memory_raises(release):
    body = """
    model.generate(**enc, num_beams=2, low_memory=True, max_new_tokens=3)
    model.generate(**enc, num_beams=2, do_sample=True, low_memory=1, max_new_tokens=3)
    model.generate(**enc, num_beams=3, num_return_sequences=2, low_memory="no", max_new_tokens=3)
    """
    found = findings(body, release)
    assert [(f.span.line, f.code, f.severity.value) for f in found] == [
        (7, "HF351", "error"),
        (8, "HF351", "error"),
        (9, "HF351", "error"),
    ]
    assert all(f.message.endswith(MESSAGE) or MESSAGE in f.message for f in found)


def test_through_configs_and_pipelines():
    body = """
    gc = GenerationConfig(num_beams=2, low_memory=True, max_new_tokens=3)
    model.generate(**enc, generation_config=gc)
    model.generation_config.update(low_memory=True, num_beams=3)
    model.generate(**enc, max_new_tokens=3)
    pipe = pipeline("text-generation", model="openai-community/gpt2")
    pipe("the king and", num_beams=2, do_sample=False, low_memory=True, max_new_tokens=3)
    """
    assert codes(body) == [(8, "HF351", "error"), (10, "HF351", "error"), (12, "HF351", "error")]


def test_settings_in_a_dict_and_a_cli_default():
    body = """
    import argparse
    parser = argparse.ArgumentParser()
    parser.add_argument("--low-memory", action=argparse.BooleanOptionalAction, default=True)
    args = parser.parse_args()
    kw = dict(num_beams=3, max_new_tokens=3)
    kw["low_memory"] = True
    model.generate(**enc, **kw)
    model.generate(**enc, num_beams=2, low_memory=args.low_memory)
    """
    assert codes(body) == [(13, "HF351", "error"), (14, "HF351", "warning")]


def test_runs_clean_elsewhere():
    body = """
    draft = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
    model.generate(**enc, low_memory=True, max_new_tokens=3)
    model.generate(**enc, do_sample=True, low_memory=True, max_new_tokens=3)
    model.generate(**enc, assistant_model=draft, low_memory=True, max_new_tokens=3)
    model.generate(**enc, prompt_lookup_num_tokens=2, low_memory=True, max_new_tokens=3)
    for flag in (False, None, 0):
        model.generate(**enc, num_beams=2, low_memory=flag, max_new_tokens=3)
    """
    assert codes(body) == []


def test_moved_modes_are_hf178_not_hf351():
    body = """
    model.generate(**enc, penalty_alpha=0.6, top_k=4, low_memory=True, max_new_tokens=3)
    model.generate(**enc, num_beams=4, num_beam_groups=2, diversity_penalty=0.5, low_memory=True)
    """
    assert codes(body) == [(7, "HF178", "error"), (8, "HF178", "error")]


def test_fix_drops_the_keyword():
    body = """
    model.generate(**enc, num_beams=2, low_memory=True, max_new_tokens=3)
    """
    (f,) = findings(body)
    assert f.fixes and f.fixes[0].title.startswith("Remove `low_memory`")
    (edit,) = f.fixes[0].edits
    assert edit.new_text == ""
