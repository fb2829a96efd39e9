"""h154: HF329, a field read on a generate output whose class does not have it; and a file name
from `tempfile.mktemp`, written and read back.

Runs behind every expectation (tests/groundtruth/trial.py on all 28 releases, gpt2 and
flan-t5-small stand-ins; greedy, sampled, beam and sampled-beam search): greedy search and
sampling return a Generate(DecoderOnly|EncoderDecoder)Output without `sequences_scores` and
`beam_indices`; beam search returns the Beam classes, which have them; a decoder-only model's
output has `attentions` / `hidden_states`, an encoder-decoder model's `encoder_*`, `decoder_*`
and `cross_attentions`. Python raises AttributeError "'<class>' object has no attribute
'<field>'" where the field is read.
"""

from __future__ import annotations

import textwrap

import analysed

HEAD = """\
import sys

from transformers import AutoModelForCausalLM, AutoModelForSeq2SeqLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
enc = tok("Hello there", return_tensors="pt")
OUT = dict(return_dict_in_generate=True, output_scores=True)
"""

RELEASES = ("4.57.6", "5.15.0", "5.23.0", "5.24.0")


def found(body: str, release: str = "5.23.0", code: str = "HF329"):
    return [f for f in analysed.findings(HEAD + textwrap.dedent(body), "fields.py", release) if f.code == code]


def test_sampled_output_has_no_sequences_scores():
    body = """\
    out = model.generate(**enc, do_sample=True, num_return_sequences=3, max_new_tokens=3, **OUT)
    best = out.sequences_scores.argmax()
    """
    for release in RELEASES:
        (finding,) = found(body, release)
        assert finding.severity.name == "ERROR", release
        assert "raises AttributeError: 'GenerateDecoderOnlyOutput' object has no attribute 'sequences_scores'" in finding.message
        assert "only beam search (num_beams above 1) returns it" in finding.message
        assert finding.span.line == HEAD.count("\n") + 2


def test_greedy_output_has_no_beam_indices_through_a_dict():
    body = """\
    CFG = {"beams": 1}
    out = model.generate(**enc, num_beams=CFG["beams"], max_new_tokens=3, **OUT)
    ts = model.compute_transition_scores(out.sequences, out.scores, out.beam_indices)
    """
    (finding,) = found(body)
    assert "'GenerateDecoderOnlyOutput' object has no attribute 'beam_indices'" in finding.message


def test_encoder_decoder_output_has_no_attentions():
    body = """\
    t5 = AutoModelForSeq2SeqLM.from_pretrained("google/flan-t5-small")
    out = t5.generate(**enc, num_beams=1, max_new_tokens=3, return_dict_in_generate=True, output_attentions=True)
    print(out.attentions)
    """
    (finding,) = found(body)
    assert "'GenerateEncoderDecoderOutput' object has no attribute 'attentions'" in finding.message


def test_decoder_only_beam_output_has_no_decoder_attentions():
    body = """\
    out = model.generate(**enc, num_beams=2, max_new_tokens=3, return_dict_in_generate=True, output_attentions=True)
    print(out.decoder_attentions)
    """
    (finding,) = found(body)
    assert "'GenerateBeamDecoderOnlyOutput' object has no attribute 'decoder_attentions'" in finding.message


def test_fields_the_class_has_are_silent():
    body = """\
    out = model.generate(**enc, num_beams=3, num_return_sequences=2, max_new_tokens=3, **OUT)
    print(out.sequences_scores, out.beam_indices, out.attentions, out.hidden_states, out.logits)
    sampled = model.generate(**enc, do_sample=True, max_new_tokens=3, **OUT)
    print(sampled.sequences, sampled.scores, sampled.past_key_values, sampled.attentions)
    """
    assert found(body) == []


def test_unknown_beams_guards_and_other_modes_are_silent():
    for body in (
        # (a beam width the walk does not know)
        """\
        out = model.generate(**enc, num_beams=int(sys.argv[1]), max_new_tokens=3, **OUT)
        print(out.sequences_scores)
        """,
        # (guarded by hasattr)
        """\
        out = model.generate(**enc, do_sample=True, max_new_tokens=3, **OUT)
        if hasattr(out, "sequences_scores"):
            print(out.sequences_scores)
        """,
        # (a tensor where return_dict_in_generate is not set: not this error)
        """\
        out = model.generate(**enc, do_sample=True, max_new_tokens=3)
        print(out.sequences_scores)
        """,
        # (an assistant under beams: it raises first on some release, not judged; one prompt
        # without beams is judged since h164's runs, test_h164_generate_prefill_and_assisted_fields)
        """\
        out = model.generate(**enc, assistant_model=model, num_beams=2, max_new_tokens=3, **OUT)
        print(out.sequences_scores)
        """,
        # (contrastive search: not judged)
        """\
        out = model.generate(**enc, penalty_alpha=0.6, top_k=4, max_new_tokens=3, **OUT)
        print(out.beam_indices)
        """,
    ):
        assert found(body) == [], body


def test_one_path_of_two_beam_widths_is_silent():
    body = """\
    beams = 1 if len(sys.argv) > 1 else 3
    out = model.generate(**enc, num_beams=beams, max_new_tokens=3, **OUT)
    print(out.sequences_scores)
    """
    assert found(body) == []


def test_mktemp_file_written_and_read_back():
    body = """\
    import json
    import tempfile

    JOBS = [{"gen": {"max_new_tokens": 3}}, {"gen": {"max_new_tokens": 3, "num_beams": 2, "num_return_sequences": 4}}]
    path = tempfile.mktemp(suffix=".json")
    with open(path, "w") as fh:
        json.dump(JOBS, fh)
    for job in json.load(open(path)):
        model.generate(**enc, **job["gen"])
    """
    (finding,) = found(body, code="HF159")
    assert "`num_return_sequences` (4) has to be smaller or equal to `num_beams` (2)" in finding.message


def test_mktemp_file_not_written_is_unknown():
    body = """\
    import json
    import tempfile

    path = tempfile.mktemp(suffix=".json", dir=sys.argv[1])
    with open(path, "w") as fh:
        json.dump({"num_beams": 2, "num_return_sequences": 4}, fh)
    other = tempfile.mktemp(suffix=".json")
    model.generate(**enc, **json.load(open(other)))
    """
    assert found(body, code="HF159") == []
