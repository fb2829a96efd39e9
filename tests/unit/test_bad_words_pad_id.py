"""HF182 on a None id: the pad_token_id of a tokenizer that has no pad token (GPT-2's), given as a
word to ban."""

from __future__ import annotations

import analysed

HEAD = """
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
enc = tok("Once upon a time", return_tensors="pt")
"""
CALL = "model.generate(**enc, bad_words_ids=[[tok.pad_token_id], [5]], max_new_tokens=4)\n"


def test_gpt2_pad_id_is_none():
    for release in ("4.57.6", "5.24.0"):
        found = analysed.findings(HEAD + CALL, "t.py", release)
        assert [f.code for f in found] == ["HF182"], release
        assert "holds None where a token id belongs" in found[0].message


def test_pad_token_set_first_is_silent():
    source = HEAD + "tok.pad_token = tok.eos_token\n" + CALL
    assert analysed.findings(source, "t.py", "5.23.0") == []


def test_guarded_pad_token_is_silent():
    source = HEAD + "if tok.pad_token_id is None:\n    tok.pad_token = tok.eos_token\n" + CALL
    assert analysed.findings(source, "t.py", "5.23.0") == []


def test_tokenizer_with_a_pad_token_is_silent():
    source = HEAD.replace("openai-community/gpt2", "HuggingFaceTB/SmolLM2-135M") + CALL
    assert analysed.findings(source, "t.py", "5.23.0") == []
