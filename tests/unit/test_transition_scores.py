"""h143: HF323, compute_transition_scores given the `.scores` of a generate call that returned none.

Runs behind every expectation (tests/groundtruth/trial.py and record.py, gpt2 stand-in, all 28
releases; h143's corpus scripts under 4.57.6, 5.15.0, 5.23.0, 5.24.0): `out.scores` of a call
with `return_dict_in_generate=True` and `output_logits=True` only, or no output setting, passed
to compute_transition_scores raises TypeError "'NoneType' object is not subscriptable"; with
`output_scores=True` (at the call, in a GenerationConfig, on the model's generation config) it
runs, and so does `out.logits`.
"""

from __future__ import annotations

import textwrap

import analysed

HEAD = """\
import argparse

from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
enc = tok("Hello there", return_tensors="pt")
"""

RELEASES = ("4.57.6", "5.15.0", "5.23.0", "5.24.0")


def found(body: str, release: str = "5.23.0"):
    return analysed.findings(HEAD + textwrap.dedent(body), "scores.py", release)


def codes(body: str, release: str = "5.23.0") -> list[str]:
    return [f.code for f in found(body, release)]


def test_logits_only_and_no_output_setting():
    body = """\
    out = model.generate(**enc, max_new_tokens=3, return_dict_in_generate=True{extra})
    ts = model.compute_transition_scores(out.sequences, out.scores, normalize_logits=True)
    """
    for release in RELEASES:
        for extra in (", output_logits=True", ""):
            assert codes(body.format(extra=extra), release) == ["HF323"], (release, extra)
    finding = found(body.format(extra=", output_logits=True"))[0]
    assert finding.span.line == HEAD.count("\n") + 2
    assert "raises TypeError: 'NoneType' object is not subscriptable" in finding.message
    assert "returns none, as output_scores is not set" in finding.message


def test_scores_asked_for_or_logits_passed_run():
    asked = """\
    out = model.generate(**enc, max_new_tokens=3, return_dict_in_generate=True, output_scores=True)
    model.compute_transition_scores(out.sequences, out.scores)
    """
    assert codes(asked) == []
    logits = """\
    out = model.generate(**enc, max_new_tokens=3, return_dict_in_generate=True, output_logits=True)
    model.compute_transition_scores(out.sequences, out.logits, normalize_logits=True)
    """
    assert codes(logits) == []
    config = """\
    gc = GenerationConfig(max_new_tokens=3, return_dict_in_generate=True, output_scores=True)
    out = model.generate(**enc, generation_config=gc)
    model.compute_transition_scores(out.sequences, out.scores)
    """
    assert codes(config) == []
    written = """\
    model.generation_config.output_scores = True
    out = model.generate(**enc, max_new_tokens=3, return_dict_in_generate=True)
    model.compute_transition_scores(out.sequences, out.scores)
    """
    assert codes(written) == []


def test_scores_through_a_name_a_key_and_a_helper():
    body = """\
    def probs(model, out):
        return model.compute_transition_scores(out.sequences, out["scores"]).exp()

    out = model.generate(**enc, max_new_tokens=3, return_dict_in_generate=True, output_logits=True)
    scores = out.scores
    model.compute_transition_scores(out.sequences, scores)
    """
    assert codes(body) == ["HF323"]
    helper = """\
    def probs(model, out):
        return model.compute_transition_scores(out.sequences, out["scores"]).exp()

    out = model.generate(**enc, max_new_tokens=3, return_dict_in_generate=True, output_scores=False)
    probs(model, out)
    """
    finding = found(helper)
    assert [f.code for f in finding] == ["HF323"]
    assert "as output_scores is False" in finding[0].message


def test_flag_default_is_a_warning():
    body = """\
    parser = argparse.ArgumentParser()
    parser.add_argument("--with-scores", action="store_true")
    args = parser.parse_args()
    out = model.generate(**enc, max_new_tokens=3, return_dict_in_generate=True, output_scores=args.with_scores)
    model.compute_transition_scores(out.sequences, out.scores)
    """
    finding = found(body)
    assert [(f.code, f.severity.value) for f in finding] == [("HF323", "warning")]
    assert "unless --with-scores is passed" in finding[0].message


def test_silent_where_it_cannot_tell():
    beams = """\
    out = model.generate(**enc, num_beams=2, max_new_tokens=3, return_dict_in_generate=True)
    model.compute_transition_scores(out.sequences, out.scores, out.beam_indices)
    """
    assert codes(beams) == []  # (another message: torch.stack(None))
    guarded = """\
    out = model.generate(**enc, max_new_tokens=3, return_dict_in_generate=True)
    if out.scores is not None:
        model.compute_transition_scores(out.sequences, out.scores)
    """
    assert codes(guarded) == []
    unknown = """\
    import random
    out = model.generate(**enc, max_new_tokens=3, return_dict_in_generate=True, output_scores=random.random() > 0.5)
    model.compute_transition_scores(out.sequences, out.scores)
    """
    assert codes(unknown) == []
    tensor = """\
    out = model.generate(**enc, max_new_tokens=3, output_scores=True)
    model.compute_transition_scores(out, enc.input_ids)
    """
    assert codes(tensor) == []
    either = """\
    import random
    kw = {"output_scores": True} if random.random() > 0.5 else {}
    out = model.generate(**enc, max_new_tokens=3, return_dict_in_generate=True, **kw)
    model.compute_transition_scores(out.sequences, out.scores)
    """
    assert codes(either) == []  # (None on one path only: not reported)
