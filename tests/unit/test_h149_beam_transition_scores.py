"""h149: HF324, compute_transition_scores given a beam search's output without its beam_indices.

Runs behind every expectation (tests/groundtruth/trial.py, gpt2 and flan-t5 stand-ins, 4.57.6 and
5.24.0, 648 calls each, and record.py on all 28 releases): without beam_indices the sequences
(batch × num_return_sequences rows) are added to indices of batch × num_beams rows, and torch
raises RuntimeError "The size of tensor a (B×R) must match the size of tensor b (B×K) at
non-singleton dimension 0" exactly when R differs from K and B×R is not 1; with as many sequences
as beams, one prompt and one sequence, greedy decoding or the beam indices passed, it runs (while
no returned hypothesis ends early: at dimension 1 otherwise, data-dependent).
"""

from __future__ import annotations

import textwrap

import analysed

HEAD = """\
import argparse

from transformers import AutoModelForCausalLM, AutoModelForSeq2SeqLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
enc = tok("Hello there", return_tensors="pt")
pair = tok(["Hello there", "Good morning"], return_tensors="pt", padding=True)
OUT = dict(return_dict_in_generate=True, output_scores=True)
"""

RELEASES = ("4.57.6", "5.15.0", "5.23.0", "5.24.0")


def found(body: str, release: str = "5.23.0"):
    return [f for f in analysed.findings(HEAD + textwrap.dedent(body), "beams.py", release) if f.code == "HF324"]


def test_nbest_without_indices_raises_with_its_sizes():
    body = """\
    out = model.generate(**enc, num_beams=4, num_return_sequences=2, max_new_tokens=3, **OUT)
    ts = model.compute_transition_scores(out.sequences, out.scores, normalize_logits=True)
    """
    for release in RELEASES:
        (finding,) = found(body, release)
        assert finding.severity.name == "ERROR", release
        assert (
            "raises RuntimeError: The size of tensor a (2) must match the size of tensor b (4) at non-singleton dimension 0"
            in finding.message
        )
        assert "returns 2 sequences (batch × num_return_sequences) and its scores hold 4 rows" in finding.message
        assert finding.span.line == HEAD.count("\n") + 2


def test_a_batch_through_a_key_and_a_helper():
    body = """\
    def probs(model, out):
        return model.compute_transition_scores(out["sequences"], out["scores"]).exp()

    out = model.generate(**pair, num_beams=3, max_new_tokens=3, **OUT)
    print(probs(model, out))
    """
    (finding,) = found(body)
    assert "tensor a (2) must match the size of tensor b (6) at non-singleton dimension 0" in finding.message


def test_encoder_decoder_leaves_the_sizes_unfilled():
    body = """\
    t5 = AutoModelForSeq2SeqLM.from_pretrained("google/flan-t5-base")
    out = t5.generate(**enc, num_beams=3, num_return_sequences=2, max_new_tokens=3, **OUT)
    t5.compute_transition_scores(out.sequences, out.scores)
    """
    (finding,) = found(body)
    assert finding.severity.name == "ERROR"
    assert "The size of tensor a (<a>) must match the size of tensor b (<b>)" in finding.message
    assert "returns 2 sequences" in finding.message and "hold 3 rows" in finding.message
    assert "three or more steps past the end" in finding.message


def test_runs_when_rows_agree_or_indices_are_passed():
    for settings, call in (
        ("num_beams=4, num_return_sequences=4", "out.sequences, out.scores"),
        ("num_beams=4", "out.sequences, out.scores"),
        ("num_beams=1", "out.sequences, out.scores"),
        ("num_beams=4, num_return_sequences=2", "out.sequences, out.scores, out.beam_indices"),
        ("num_beams=4, num_return_sequences=2", "out.sequences, out.scores, beam_indices=out.beam_indices"),
    ):
        body = f"""\
        out = model.generate(**enc, {settings}, max_new_tokens=3, **OUT)
        model.compute_transition_scores({call})
        """
        assert found(body) == [], settings
    greedy_pair = """\
    out = model.generate(**pair, max_new_tokens=3, **OUT)
    model.compute_transition_scores(out.sequences, out.scores)
    """
    assert found(greedy_pair) == []


def test_other_outputs_are_not_judged():
    rebound = """\
    out = model.generate(**enc, num_beams=4, num_return_sequences=2, max_new_tokens=3, **OUT)
    first = out
    out = model.generate(**enc, max_new_tokens=3, **OUT)
    model.compute_transition_scores(out.sequences, out.scores)
    model.compute_transition_scores(out.sequences, first.scores)
    """
    assert found(rebound) == []
    no_scores = """\
    out = model.generate(**enc, num_beams=4, num_return_sequences=2, max_new_tokens=3, return_dict_in_generate=True)
    model.compute_transition_scores(out.sequences, out.scores)
    """
    codes = [f.code for f in analysed.findings(HEAD + textwrap.dedent(no_scores), "beams.py", "5.23.0")]
    assert codes == ["HF323"]


def test_a_batch_hflint_cannot_count_is_a_warning():
    body = """\
    texts = sorted(set(open("prompts.txt").read().splitlines()))
    batch = tok(texts, return_tensors="pt", padding=True)
    out = model.generate(**batch, num_beams=4, max_new_tokens=3, **OUT)
    model.compute_transition_scores(out.sequences, out.scores)
    """
    (finding,) = found(body)
    assert finding.severity.name == "WARNING"
    assert "may raise RuntimeError" in finding.message
    assert "hold 4 rows (num_beams) per prompt" in finding.message
    assert "fails when the inputs hold more than one prompt" in finding.message


def test_a_flag_default_is_a_warning_that_names_it():
    body = """\
    parser = argparse.ArgumentParser()
    parser.add_argument("--beams", type=int, default=4)
    args = parser.parse_args()
    out = model.generate(**enc, num_beams=args.beams, num_return_sequences=2, max_new_tokens=3, **OUT)
    model.compute_transition_scores(out.sequences, out.scores)
    """
    (finding,) = found(body)
    assert finding.severity.name == "WARNING"
    assert "--beams keeps its default 4" in finding.message
