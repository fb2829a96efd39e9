"""Token ids of the wrong type in generation settings, as a user sees them: None among the
suppressed ids (HF349: GPT-2's pad_token_id) and eos_token_id given as the token's text (HF350:
`tok.eos_token`, a literal); silent where the ids are real or the value is not known."""

from __future__ import annotations

import pytest

import analysed

RELEASES = ["4.57.6", "5.15.0", "5.24.0"]

HEAD = """\
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
enc = tok("once upon a time", return_tensors="pt")
"""
CALL_LINE = 6


def _findings(source: str, release: str = "5.23.0") -> list[tuple[str, int, str]]:
    return [(f.code, f.span.line, f.message) for f in analysed.findings(source, "decode.py", release)]


@pytest.mark.parametrize("release", RELEASES)
@pytest.mark.parametrize(
    "setting",
    [
        "suppress_tokens=[tok.pad_token_id]",
        "suppress_tokens=[5, None], do_sample=True",
        "suppress_tokens=(tok.pad_token_id, tok.eos_token_id)",
        "begin_suppress_tokens=[tok.pad_token_id]",
    ],
)
def test_none_among_suppressed_ids(setting: str, release: str) -> None:
    source = HEAD + f"model.generate(**enc, {setting}, max_new_tokens=4, pad_token_id=tok.eos_token_id)\n"
    found = _findings(source, release)
    assert [(c, line) for c, line, _ in found] == [("HF349", CALL_LINE)]
    assert "Could not infer dtype of NoneType" in found[0][2]


def test_suppressed_none_in_a_config_and_an_attribute_write() -> None:
    passed = HEAD + (
        "cfg = GenerationConfig(max_new_tokens=4, begin_suppress_tokens=[198, tok.pad_token_id])\n"
        "model.generate(**enc, generation_config=cfg)\n"
    )
    assert [(c, line) for c, line, _ in _findings(passed)] == [("HF349", CALL_LINE + 1)]
    written = HEAD + "model.generation_config.suppress_tokens = [None]\nmodel.generate(**enc, max_new_tokens=4)\n"
    assert [(c, line) for c, line, _ in _findings(written)] == [("HF349", CALL_LINE + 1)]


@pytest.mark.parametrize(
    "setting",
    [
        "suppress_tokens=[198, 50256]",
        "suppress_tokens=[i for i in [tok.pad_token_id] if i is not None]",
        "suppress_tokens=[tok.unk_token_id, None]",  # (an item before the None not known: no claim)
        "suppress_tokens=['a', None]",  # (a string first: another error)
        "suppress_tokens=None",
    ],
)
def test_suppressed_ids_that_are_real_or_unknown_are_silent(setting: str) -> None:
    assert _findings(HEAD + f"model.generate(**enc, {setting}, max_new_tokens=4)\n") == []


def test_pad_token_set_before_it_is_suppressed() -> None:
    source = HEAD + "tok.pad_token = tok.eos_token\nmodel.generate(**enc, suppress_tokens=[tok.pad_token_id], max_new_tokens=4)\n"
    assert _findings(source) == []


@pytest.mark.parametrize("release", RELEASES)
@pytest.mark.parametrize(
    "setting",
    ["eos_token_id=tok.eos_token", "eos_token_id='<|endoftext|>', do_sample=True", "eos_token_id=tok.eos_token, num_beams=2"],
)
def test_eos_token_given_as_text(setting: str, release: str) -> None:
    source = HEAD + f"model.generate(**enc, {setting}, max_new_tokens=4, pad_token_id=tok.eos_token_id)\n"
    found = _findings(source, release)
    assert [(c, line) for c, line, _ in found] == [("HF350", CALL_LINE)]
    assert "new(): invalid data type 'str'" in found[0][2]


def test_eos_text_in_a_config_and_an_attribute_write() -> None:
    passed = (
        HEAD
        + "cfg = GenerationConfig(max_new_tokens=4, eos_token_id=tok.eos_token)\nmodel.generate(**enc, generation_config=cfg)\n"
    )
    assert [(c, line) for c, line, _ in _findings(passed)] == [("HF350", CALL_LINE + 1)]
    written = HEAD + "model.generation_config.eos_token_id = '</s>'\nmodel.generate(**enc, max_new_tokens=4)\n"
    assert [(c, line) for c, line, _ in _findings(written)] == [("HF350", CALL_LINE + 1)]


def test_the_fix_passes_the_id() -> None:
    from hflint.core.engine import Settings, analyze

    source = HEAD + "model.generate(**enc, eos_token_id=tok.eos_token, max_new_tokens=4)\n"
    result = analyze(source, "decode.py", Settings(transformers_version="5.23.0"))
    (finding,) = result.findings
    edits = [e.new_text for fix in finding.fixes if not fix.suppression for e in fix.edits]
    assert edits == ["tok.eos_token_id"]


@pytest.mark.parametrize(
    "source",
    [
        # (an eos token the script set to None, an id, or one a method may have changed: silent)
        "tok.eos_token = None\nmodel.generate(**enc, eos_token_id=tok.eos_token, max_new_tokens=4)\n",
        "model.generate(**enc, eos_token_id=tok.eos_token_id, max_new_tokens=4)\n",
        "model.generate(**enc, eos_token_id=tok.convert_tokens_to_ids(tok.eos_token), max_new_tokens=4)\n",
        "tok.add_special_tokens({'eos_token': None})\nmodel.generate(**enc, eos_token_id=tok.eos_token, max_new_tokens=4)\n",
        # (a pad token given as text: validate() compares it with 0 first, another error)
        "model.generate(**enc, eos_token_id=tok.eos_token, pad_token_id=tok.eos_token, max_new_tokens=4)\n",
    ],
)
def test_eos_ids_and_unknown_texts_are_silent(source: str) -> None:
    assert [c for c, _, _ in _findings(HEAD + source) if c == "HF350"] == []
