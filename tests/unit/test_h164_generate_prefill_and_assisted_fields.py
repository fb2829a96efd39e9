"""HF334 for a prompt cache a one-token generate call prefilled (`max_new_tokens=1`, its
`.past_key_values`), and HF329 for the outputs of assisted generation (a draft model, prompt
lookup). Runs: benchmarks/README.md h164 (all 28 releases), tests/fixtures (generate_prefill_*,
assisted_draft_sequences_scores, prompt_lookup_beam_indices_qwen, seq2seq_assisted_attentions,
fp2335-fp2341) under 4.57.6, 5.13.1, 5.14.0, 5.15.0, 5.23.0 and 5.24.0."""

from __future__ import annotations

import textwrap

import pytest

import analysed

HEAD = """\
import copy
from transformers import AutoModelForCausalLM, AutoTokenizer
tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
PREFIX = "answer from the passage . the mill stands by the river and grinds wheat . "
warm = model.generate(**tok(PREFIX, return_tensors="pt"), max_new_tokens=1, return_dict_in_generate=True)
cache = warm.past_key_values
"""

SIZES = "Sizes of tensors must match except in dimension 2. Expected size 1 but got size {n} for tensor number 1 in the list."
RELEASES = ("4.57.6", "5.2.0", "5.3.0", "5.15.0", "5.23.0", "5.24.0")


def found(body: str, release: str, head: str = HEAD) -> list[tuple[int, str, str, str]]:
    text = head + textwrap.dedent(body)
    first = head.count("\n")
    return [
        (f.span.line - first, f.code, f.severity.value, f.raises.message if f.raises else "")
        for f in analysed.findings(text, "script.py", release)
    ]


@pytest.mark.parametrize("release", RELEASES)
def test_beams_over_a_generate_prefilled_cache(release):
    body = """
        enc = tok(PREFIX + "what does the mill grind ?", return_tensors="pt")
        model.generate(**enc, past_key_values=copy.deepcopy(cache), num_beams=3, max_new_tokens=4)
    """
    assert found(body, release) == [(3, "HF334", "error", SIZES.format(n=3))]


@pytest.mark.parametrize("release", RELEASES)
def test_a_batch_and_return_sequences_over_it(release):
    batch = """
        questions = ["what does it grind ?", "where is it ?", "the river ?"]
        enc = tok([PREFIX + q for q in questions], return_tensors="pt", padding=True)
        model.generate(**enc, past_key_values=cache, max_new_tokens=4)
    """
    assert found(batch, release) == [(4, "HF334", "error", SIZES.format(n=3))]
    sampled = """
        enc = tok(f"{PREFIX}where is it ?", return_tensors="pt")
        model.generate(**enc, past_key_values=cache, do_sample=True, num_return_sequences=2, max_new_tokens=4)
    """
    assert found(sampled, release) == [(3, "HF334", "error", SIZES.format(n=2))]


def test_the_message_names_the_generate_prefill():
    body = """
        enc = tok(PREFIX + "what does the mill grind ?", return_tensors="pt")
        model.generate(**enc, past_key_values=copy.deepcopy(cache), num_beams=3, max_new_tokens=4)
    """
    (f,) = analysed.findings(HEAD + textwrap.dedent(body), "script.py", "5.23.0")
    assert "a generate call of one text with max_new_tokens=1" in f.message


@pytest.mark.parametrize("release", RELEASES)
def test_one_question_a_call_and_other_prefills_stay_silent(release):
    recipe = """
        enc = tok(PREFIX + "what does the mill grind ?", return_tensors="pt")
        model.generate(**enc, past_key_values=copy.deepcopy(cache), max_new_tokens=4)
    """
    assert found(recipe, release) == []
    repeated = """
        rows = copy.deepcopy(cache)
        rows.batch_repeat_interleave(3)
        enc = tok(PREFIX + "what does the mill grind ?", return_tensors="pt")
        model.generate(**enc, past_key_values=rows, num_beams=3, max_new_tokens=4)
    """
    assert found(repeated, release) == []
    # (two new tokens: the cache holds one past the text, not followed here)
    longer = HEAD.replace("max_new_tokens=1,", "max_new_tokens=2,")
    body = """
        enc = tok(PREFIX + "what does the mill grind ?", return_tensors="pt")
        model.generate(**enc, past_key_values=copy.deepcopy(cache), num_beams=3, max_new_tokens=4)
    """
    assert found(body, release, longer) == []


ASSISTED = """\
from transformers import AutoModelForCausalLM, AutoModelForSeq2SeqLM, AutoTokenizer
tok = AutoTokenizer.from_pretrained("gpt2")
model = AutoModelForCausalLM.from_pretrained("gpt2")
draft = AutoModelForCausalLM.from_pretrained("distilgpt2")
enc = tok("the old lighthouse keeper wrote", return_tensors="pt")
"""


@pytest.mark.parametrize("release", ("4.57.6", "5.15.0", "5.24.0"))
def test_assisted_outputs_have_no_beam_fields(release):
    body = """
        out = model.generate(**enc, assistant_model=draft, max_new_tokens=4, return_dict_in_generate=True)
        print(out.sequences_scores)
        more = model.generate(**enc, prompt_lookup_num_tokens=2, max_new_tokens=4, return_dict_in_generate=True)
        print(more.beam_indices)
    """
    got = found(body, release, ASSISTED)
    assert [(line, code) for line, code, _, _ in got] == [(3, "HF329"), (5, "HF329")]
    assert got[0][3] == "'GenerateDecoderOnlyOutput' object has no attribute 'sequences_scores'"


@pytest.mark.parametrize("release", ("4.57.6", "5.24.0"))
def test_assisted_reads_of_fields_it_has_or_unknown_shapes_stay_silent(release):
    body = """
        out = model.generate(**enc, assistant_model=draft, max_new_tokens=4, return_dict_in_generate=True)
        print(out.scores, out.attentions, getattr(out, "beam_indices", None))
        batch = tok(["a", "b c"], return_tensors="pt", padding=True)
        two = model.generate(**batch, assistant_model=draft, max_new_tokens=4, return_dict_in_generate=True)
        print(two.sequences_scores)
        wide = model.generate(**enc, assistant_model=draft, num_beams=2, max_new_tokens=4, return_dict_in_generate=True)
        print(wide.sequences_scores)
    """
    assert [code for _, code, _, _ in found(body, release, ASSISTED) if code == "HF329"] == []


SEQ2SEQ = """\
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer
tok = AutoTokenizer.from_pretrained("google/flan-t5-small")
model = AutoModelForSeq2SeqLM.from_pretrained("google/flan-t5-small")
enc = tok("translate English to German: the house", return_tensors="pt")
out = model.generate(**enc, prompt_lookup_num_tokens=2, num_beams=1, max_new_tokens=4, return_dict_in_generate=True)
print(out.attentions)
"""


def test_seq2seq_assisted_attentions_but_not_where_the_call_raises_first():
    def hf329(release):
        return [f.span.line for f in analysed.findings(SEQ2SEQ, "script.py", release) if f.code == "HF329"]

    assert hf329("5.13.1") == [6]
    assert hf329("5.14.1") == [6]
    # (5.14.0's assisted T5 raises "'EncoderDecoderCache' object has no attribute 'layers'" first)
    assert hf329("5.14.0") == []


@pytest.mark.parametrize("release", ("4.57.6", "5.2.0"))
def test_a_generate_prefilled_cache_reused_for_a_shorter_question(release):
    body = """
        first = tok(PREFIX + "what does the mill grind every day in the summer ?", return_tensors="pt")
        model.generate(**first, past_key_values=cache, max_new_tokens=8, do_sample=False)
        second = tok(PREFIX + "wheat ?", return_tensors="pt")
        model.generate(**second, past_key_values=cache, max_new_tokens=8, do_sample=False)
    """
    assert [(line, code, sev) for line, code, sev, _ in found(body, release)] == [(5, "HF154", "error")]
