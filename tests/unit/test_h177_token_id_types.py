"""Token ids given as text where HF350 did not reach: `pad_token_id` as a token's text (HF344:
validate() compares it with 0) and an `eos_token_id` list of ids that holds a text (HF345); silent
where every id is an int, where the list starts with a text (another message) or an item is not
known."""

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
        "pad_token_id=tok.eos_token",
        "pad_token_id='<|endoftext|>', do_sample=True",
        "pad_token_id=tok.eos_token, num_beams=2",
        # (validate() meets the pad token before generate makes the eos ids tensors)
        "pad_token_id=tok.eos_token, eos_token_id=tok.eos_token",
    ],
)
def test_pad_token_given_as_text(setting: str, release: str) -> None:
    source = HEAD + f"model.generate(**enc, {setting}, max_new_tokens=4)\n"
    found = _findings(source, release)
    assert [(c, line) for c, line, _ in found] == [("HF344", CALL_LINE)]
    assert "'<' not supported between instances of 'str' and 'int'" in found[0][2]


def test_pad_text_in_a_config_and_an_attribute_write() -> None:
    built = HEAD + "cfg = GenerationConfig(max_new_tokens=4, pad_token_id=tok.eos_token)\n"
    assert [(c, line) for c, line, _ in _findings(built)] == [("HF344", CALL_LINE)]
    written = HEAD + "model.generation_config.pad_token_id = tok.eos_token\nmodel.generate(**enc, max_new_tokens=4)\n"
    assert [(c, line) for c, line, _ in _findings(written)] == [("HF344", CALL_LINE + 1)]


def test_the_pad_fix_passes_the_id() -> None:
    from hflint.core.engine import Settings, analyze

    source = HEAD + "model.generate(**enc, pad_token_id=tok.eos_token, max_new_tokens=4)\n"
    result = analyze(source, "decode.py", Settings(transformers_version="5.23.0"))
    (finding,) = result.findings
    edits = [e.new_text for fix in finding.fixes if not fix.suppression for e in fix.edits]
    assert edits == ["tok.eos_token_id"]


@pytest.mark.parametrize(
    "source",
    [
        "model.generate(**enc, pad_token_id=tok.eos_token_id, max_new_tokens=4)\n",
        "model.generate(**enc, pad_token_id=tok.convert_tokens_to_ids(tok.eos_token), max_new_tokens=4)\n",
        "tok.pad_token = tok.eos_token\nmodel.generate(**enc, pad_token_id=tok.pad_token_id, max_new_tokens=4)\n",
        "import sys\nmodel.generate(**enc, pad_token_id=tok.eos_token if sys.argv[1:] else 0, max_new_tokens=4)\n",
    ],
)
def test_pad_ids_are_silent(source: str) -> None:
    assert [c for c, _, _ in _findings(HEAD + source) if c == "HF344"] == []


@pytest.mark.parametrize("release", RELEASES)
@pytest.mark.parametrize(
    "setting",
    [
        "eos_token_id=[tok.eos_token_id, '<|endoftext|>']",
        "eos_token_id=[50256, tok.eos_token], do_sample=True",
        "eos_token_id=(tok.eos_token_id, 198, '\\n'), num_beams=2",
    ],
)
def test_eos_ids_holding_a_text(setting: str, release: str) -> None:
    source = HEAD + f"model.generate(**enc, {setting}, max_new_tokens=4, pad_token_id=50256)\n"
    found = _findings(source, release)
    assert [(c, line) for c, line, _ in found] == [("HF345", CALL_LINE)]
    assert "'str' object cannot be interpreted as an integer" in found[0][2]


def test_eos_ids_holding_a_text_in_a_config_and_an_attribute_write() -> None:
    passed = HEAD + (
        "cfg = GenerationConfig(max_new_tokens=4, eos_token_id=[50256, '<|endoftext|>'], pad_token_id=50256)\n"
        "model.generate(**enc, generation_config=cfg)\n"
    )
    assert [(c, line) for c, line, _ in _findings(passed)] == [("HF345", CALL_LINE + 1)]
    written = HEAD + (
        "stops = [tok.eos_token_id]\n"
        "stops = [*stops, tok.eos_token]\n"
        "model.generation_config.eos_token_id = stops\n"
        "model.generate(**enc, max_new_tokens=4, pad_token_id=50256)\n"
    )
    assert [(c, line) for c, line, _ in _findings(written)] == [("HF345", CALL_LINE + 3)]


@pytest.mark.parametrize(
    "setting",
    [
        "eos_token_id=[50256, 198]",
        "eos_token_id=[tok.eos_token_id, tok.convert_tokens_to_ids('<|endoftext|>')]",
        "eos_token_id=['<|endoftext|>', 50256]",  # (a text first: torch's other message)
        "eos_token_id=[None, '<|endoftext|>']",  # (None first: the dtype error)
        "eos_token_id=[tok.unk_token_id, '<|endoftext|>']",  # (an id not known to be an int)
        "eos_token_id=[tok.eos_token_id, '<|endoftext|>'], pad_token_id=tok.eos_token",  # (HF344 first)
    ],
)
def test_eos_ids_that_are_ints_or_unknown_are_silent(setting: str) -> None:
    source = HEAD + f"model.generate(**enc, {setting}, max_new_tokens=4)\n"
    assert [c for c, _, _ in _findings(source) if c == "HF345"] == []


def test_an_eos_token_the_script_set_is_not_an_id_of_the_table() -> None:
    # (the script's own eos text may be a token the vocabulary lacks: its id is not known)
    source = HEAD + (
        "tok.eos_token = '<|im_end|>'\n"
        "model.generate(**enc, eos_token_id=[tok.eos_token_id, '<|endoftext|>'], max_new_tokens=4, pad_token_id=1)\n"
    )
    assert [c for c, _, _ in _findings(source) if c == "HF345"] == []


PIPE = HEAD.replace(", GenerationConfig", ", GenerationConfig, pipeline") + (
    "pipe = pipeline('text-generation', model=model, tokenizer=tok)\n"
)


@pytest.mark.parametrize("release", RELEASES)
@pytest.mark.parametrize(
    ("setting", "code"),
    [
        ("eos_token_id=tok.eos_token", "HF350"),
        ("eos_token_id=[tok.eos_token_id, '\\n'], pad_token_id=tok.eos_token_id", "HF345"),
        ("suppress_tokens=[tok.pad_token_id]", "HF349"),
        ("pad_token_id=tok.eos_token", "HF344"),
    ],
)
def test_token_ids_through_a_pipeline_call(setting: str, code: str, release: str) -> None:
    # (runs: h177's, 4.57.6, 5.19.0, 5.20.2, 5.24.0: each raises at the pipeline's call)
    source = PIPE + f"pipe('Hello', max_new_tokens=4, {setting})\n"
    assert [(c, line) for c, line, _ in _findings(source, release)] == [(code, CALL_LINE + 1)]


def test_a_pipeline_built_with_a_generation_config_is_not_followed() -> None:
    source = PIPE.replace("tokenizer=tok)", "tokenizer=tok, generation_config=GenerationConfig(max_new_tokens=4))") + (
        "pipe('Hello', eos_token_id=tok.eos_token)\n"
    )
    assert [c for c, _, _ in _findings(source, "5.15.0") if c == "HF350"] == []


@pytest.mark.parametrize("release", ["4.57.6", "5.19.0", "5.20.2", "5.24.0"])
def test_low_memory_given_to_pipeline_itself(release: str) -> None:
    # (runs: h177's, the same four releases: the call raises HF351's message)
    source = HEAD.replace(", GenerationConfig", ", pipeline") + (
        "pipe = pipeline('text-generation', model=model, tokenizer=tok, num_beams=2, low_memory=True)\n"
        "pipe('Hello', max_new_tokens=4)\n"
    )
    assert [(c, line) for c, line, _ in _findings(source, release)] == [("HF351", CALL_LINE + 1)]


def test_llama2_eos_text_is_known() -> None:
    source = HEAD.replace("openai-community/gpt2", "meta-llama/Llama-2-7b-chat-hf") + (
        "model.generate(**enc, eos_token_id=tok.eos_token, pad_token_id=tok.eos_token_id, max_new_tokens=4)\n"
    )
    found = _findings(source)
    assert [(c, line) for c, line, _ in found] == [("HF350", CALL_LINE)]
