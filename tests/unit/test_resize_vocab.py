"""`model.resize_token_embeddings(...)` changes the vocabulary assisted generation compares with
the assistant's (HF107): a size the walk can count replaces the checkpoint's, a size it cannot
count leaves the vocabulary unknown (a multiple of `pad_to_multiple_of=` all the same)."""

from __future__ import annotations

import analysed

RELEASES = ("4.57.6", "5.24.0")

_PAD_MULTIPLE = """
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("openai-community/gpt2-large")
tok.add_special_tokens({"pad_token": "<|pad|>"})
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2-large")
model.resize_token_embeddings(len(tok), pad_to_multiple_of=64)
draft = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
enc = tok("hello world", return_tensors="pt")
model.generate(**enc, assistant_model=draft, max_new_tokens=4)
"""

_QWEN = """
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-7B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-7B-Instruct")
draft = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
model.resize_token_embeddings(SIZE)
enc = tok("hello world", return_tensors="pt")
model.generate(**enc, assistant_model=draft, max_new_tokens=4)
"""


def _codes(source: str, release: str) -> list[str]:
    return [f.code for f in analysed.findings(source, "prep.py", release)]


def test_a_multiple_the_draft_vocabulary_is_not_differs() -> None:
    # (tokens read from a file: `len(tok)` is not counted, the multiple of 64 is all that is known;
    # a `<|pad|>` written in the file is counted, test_h194_tokenizer_length.py)
    source = _PAD_MULTIPLE.replace('{"pad_token": "<|pad|>"}', '{"pad_token": open("pad.txt").read()}')
    for release in RELEASES:
        found = [f for f in analysed.findings(source, "prep.py", release) if f.code == "HF107"]
        assert len(found) == 1, release
        assert "a multiple of 64" in found[0].detail
        assert any("resize_token_embeddings" in e.note for e in found[0].evidence)


def test_resized_to_the_draft_vocabulary_is_silent() -> None:
    # (Qwen2.5-7B's 152064 against the 0.5B's 151936, unresized: HF107)
    assert "HF107" in _codes(_QWEN.replace("model.resize_token_embeddings(SIZE)\n", ""), "5.24.0")
    for release in RELEASES:
        assert "HF107" not in _codes(_QWEN.replace("SIZE", "draft.config.vocab_size"), release)
        assert "HF107" in _codes(_QWEN.replace("SIZE", "152000"), release)


def test_resized_to_a_length_not_known_is_silent() -> None:
    for release in RELEASES:
        assert "HF107" not in _codes(_QWEN.replace("SIZE", "len(tok)"), release)
        assert "HF107" not in _codes(_QWEN.replace("SIZE", "len(tok), pad_to_multiple_of=64"), release)


def test_no_new_size_keeps_the_vocabulary() -> None:
    assert "HF107" in _codes(_QWEN.replace("SIZE", ""), "5.24.0")
