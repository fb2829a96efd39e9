"""h99's blind round (model-card quickstarts as users tweak them): the gaps it found.

HF159 in pipelines: a text-generation pipeline given more returned sequences than beams (at
construction or at the call) raises in pipeline() up to 5.19 and at each call from 5.20, as
HF138's greedy case does. Runs (tests/groundtruth/trial.py, 4.57.6, 5.15.0, 5.23.0, 5.24.0): the
OPT card's pipeline switched to `num_beams=2, num_return_sequences=5`, the same at the call, a
call lowering the construction's beams below its sequences: all raise; as many sequences as
beams, sampling without beams, and a call raising the beams above the sequences run clean.
"""

from __future__ import annotations

import textwrap

import pytest

from hflint.core.engine import Settings, analyze

import analysed


def codes(source: str, release: str) -> list[tuple[int, str]]:
    found = analysed.findings(textwrap.dedent(source), "card.py", release)
    return [(f.span.line, f.code) for f in found]


CTOR = """\
from transformers import pipeline

generator = pipeline("text-generation", model="facebook/opt-125m", num_beams=2, num_return_sequences=5)
print(generator("What are we having for dinner?", max_new_tokens=8))
"""


@pytest.mark.parametrize(("release", "line"), [("4.57.6", 3), ("5.15.0", 3), ("5.23.0", 4), ("5.24.0", 4)])
def test_pipeline_construction_more_sequences_than_beams(release, line):
    # (built up to 5.19: pipeline() raises, the call is never reached; from 5.20 the call raises)
    assert codes(CTOR, release) == [(line, "HF159")]


@pytest.mark.parametrize("release", ["4.57.6", "5.15.0", "5.23.0", "5.24.0"])
def test_pipeline_call_more_sequences_than_beams(release):
    source = """\
    from transformers import pipeline

    pipe = pipeline("text-generation", model="Qwen/Qwen2.5-0.5B-Instruct", num_beams=4, num_return_sequences=4)
    print(pipe("Write a haiku", max_new_tokens=8))
    print(pipe("Write a haiku", max_new_tokens=8, num_beams=2))
    """
    assert codes(source, release) == [(5, "HF159")]


@pytest.mark.parametrize("release", ["4.57.6", "5.15.0", "5.23.0", "5.24.0"])
@pytest.mark.parametrize(
    "settings",
    [
        "num_beams=5, num_return_sequences=5",
        "do_sample=True, num_return_sequences=5",
    ],
)
def test_pipeline_sequences_within_beams_is_clean(release, settings):
    source = f"""\
    from transformers import pipeline

    generator = pipeline("text-generation", model="facebook/opt-125m", {settings})
    print(generator("What are we having for dinner?", max_new_tokens=8))
    print(generator("What are we having for dinner?", max_new_tokens=8, num_beams=6, num_return_sequences=5))
    """
    assert codes(source, release) == []


# HF110 for RWKV assistants. Runs (trial.py): an RWKV-4 pile checkpoint drafting for Pythia with
# both tokenizers, greedy, raises "'list' object has no attribute 'crop'" on 5.1.0 to 5.15.0 and
# "... 'get_seq_length'" on 5.16.1 to 5.24.0 (also through a pipeline); 4.57.6 runs clean, 5.0.0
# raises another error; sampled, the translator fails first; one new token runs clean.
RWKV = """\
from transformers import AutoModelForCausalLM, AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained("EleutherAI/pythia-1.4b")
model = AutoModelForCausalLM.from_pretrained("EleutherAI/pythia-1.4b")
draft_tokenizer = AutoTokenizer.from_pretrained("RWKV/rwkv-4-169m-pile")
draft = AutoModelForCausalLM.from_pretrained("RWKV/rwkv-4-169m-pile")
inputs = tokenizer("tell me a story about cats", return_tensors="pt")
out = model.generate(**inputs, assistant_model=draft, tokenizer=tokenizer, assistant_tokenizer=draft_tokenizer, {extra})
"""


@pytest.mark.parametrize(
    ("release", "attribute"), [("5.1.0", "crop"), ("5.15.0", "crop"), ("5.16.1", "get_seq_length"), ("5.24.0", "get_seq_length")]
)
def test_rwkv_assistant_with_both_tokenizers(release, attribute):
    result = analyze(RWKV.format(extra="max_new_tokens=8"), "card.py", Settings(transformers_version=release))
    assert [(f.span.line, f.code) for f in result.findings] == [(8, "HF110")]
    assert f"'list' object has no attribute '{attribute}'" in result.findings[0].message


@pytest.mark.parametrize("release", ["5.1.0", "5.24.0"])
def test_rwkv_assistant_sampled_or_one_token_is_silent(release):
    assert codes(RWKV.format(extra="max_new_tokens=8, do_sample=True"), release) == []
    assert codes(RWKV.format(extra="max_new_tokens=1"), release) == []


@pytest.mark.parametrize("release", ["4.57.6", "5.0.0"])
def test_rwkv_assistant_before_5_1_is_silent(release):
    assert codes(RWKV.format(extra="max_new_tokens=8"), release) == []


# HF115 for a draft of another tokenizer on 5.24. Runs (trial.py, 5.24.0): three pairs with both
# tokenizers, `cache_implementation="static"`, greedy, max_new_tokens 2 to 30: 12 of 15 raise the
# IndexError (data-dependent: a warning); sampled ones fail otherwise or run clean; 5.15.0 and
# 5.23.0 refuse the static cache first (HF102), 4.57.6 to 5.14.0 replace it (HF102's warning).
UAD = """\
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM3-3B")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM3-3B")
dtok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")
draft = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")
enc = tok("tell me a story about the king who loved his garden", return_tensors="pt")
out = model.generate(**enc, assistant_model=draft, tokenizer=tok, assistant_tokenizer=dtok, {extra})
"""


def findings(source: str, release: str) -> list[tuple[int, str, str]]:
    found = analysed.findings(source, "card.py", release)
    return [(f.span.line, f.code, f.severity.value) for f in found]


def test_translated_draft_with_static_cache_on_5_24():
    source = UAD.format(extra='cache_implementation="static", max_new_tokens=16')
    assert findings(source, "5.24.0") == [(8, "HF115", "warning")]
    assert findings(source, "5.23.0") == [(8, "HF102", "error")]


@pytest.mark.parametrize(
    "extra",
    [
        'cache_implementation="static", max_new_tokens=16, do_sample=True',
        'cache_implementation="static", max_new_tokens=1',
        "max_new_tokens=16",
    ],
)
def test_translated_draft_sampled_single_token_or_dynamic_is_silent(extra):
    assert findings(UAD.format(extra=extra), "5.24.0") == []


def test_translated_draft_with_sliding_window_cache_is_silent():
    # (benchmarks/recall/scripts/h30_sliding_window_assisted.py: a Mistral pair with both tokenizers
    # and cache_implementation="sliding_window" ran clean on 5.24.0)
    assert findings(UAD.format(extra='cache_implementation="sliding_window", max_new_tokens=6'), "5.24.0") == []
