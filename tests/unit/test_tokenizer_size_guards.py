"""Guards that compare two tokenizers' sizes (`len(tok)`, `tok.vocab_size`, `tok.get_vocab()`):
equal when both are loaded from checkpoints that ship the same tokenizer files (the checkpoint
table's `tokenizer_files`), so the arm that passes both tokenizers never runs (runs:
benchmarks/recall/scripts/h36_vocab_guard.py raises HF107 on 4.57.6 to 5.24.0)."""

from __future__ import annotations

import pytest

import analysed

HEAD = """from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("{main}")
dtok = AutoTokenizer.from_pretrained("{draft}")
model = AutoModelForCausalLM.from_pretrained("{main}")
draft = AutoModelForCausalLM.from_pretrained("{draft}")
enc = tok("hello", return_tensors="pt")
kw = {{"assistant_model": draft, "max_new_tokens": 4}}
"""
PADDED = dict(main="Qwen/Qwen2.5-7B-Instruct", draft="Qwen/Qwen2.5-0.5B-Instruct")
SAME = dict(main="Qwen/Qwen2.5-1.5B-Instruct", draft="Qwen/Qwen2.5-0.5B-Instruct")
GUARD = "if {test}:\n    kw.update(tokenizer=tok, assistant_tokenizer=dtok)\nmodel.generate(**enc, **kw)\n"
OTHER_FILES = [(11, "HF108")]
TESTS = [
    "len(tok) != len(dtok)",
    "tok.vocab_size != dtok.vocab_size",
    "tok.get_vocab() != dtok.get_vocab()",
    "not len(tok) == len(dtok)",
]


def codes(body: str, release: str = "5.24.0", **pair) -> list[tuple[int, str]]:
    found = analysed.findings(HEAD.format(**pair) + body, "script.py", release)
    return sorted((f.span.line, f.code) for f in found)


@pytest.mark.parametrize("test", TESTS)
@pytest.mark.parametrize("release", ["4.57.6", "5.15.0", "5.24.0"])
def test_padded_pair_takes_the_arm_without_tokenizers(test, release):
    # HF107 alone: the translator's crash (HF129) needs both tokenizers, which are never passed.
    assert codes(GUARD.format(test=test), release, **PADDED) == [(11, "HF107")]


@pytest.mark.parametrize("test", TESTS)
def test_same_vocab_pair_passes_no_assistant_tokenizer(test):
    # Without the guard's answer the arm with assistant_tokenizer= would be a possible HF108.
    assert codes(GUARD.format(test=test), **SAME) == []


def test_tokens_added_to_one_tokenizer_leave_len_unknown():
    body = 'dtok.add_special_tokens({"pad_token": "<pad>"})\n' + GUARD.format(test="len(tok) != len(dtok)")
    assert (12, "HF108") in codes(body, **SAME)


def test_vocab_size_ignores_added_tokens():
    body = 'dtok.add_special_tokens({"pad_token": "<pad>"})\n' + GUARD.format(test="tok.vocab_size != dtok.vocab_size")
    assert codes(body, **SAME) == []


def test_tokenizers_of_other_files_stay_unknown():
    pair = dict(main="Qwen/Qwen2-0.5B-Instruct", draft="Qwen/Qwen2.5-0.5B-Instruct")
    # (the table gives Qwen2 and Qwen2.5 files of their own: their lengths may differ or not, so
    # the arm passing assistant_tokenizer= to a same-vocab_size pair may run: a possible HF108)
    assert codes(GUARD.format(test="len(tok) != len(dtok)"), **pair) == OTHER_FILES


def test_the_same_checkpoint_twice_is_one_tokenizer():
    pair = dict(main="HuggingFaceTB/SmolLM2-360M-Instruct", draft="HuggingFaceTB/SmolLM2-135M-Instruct")
    body = 'tok2 = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-360M-Instruct")\n' + GUARD.format(
        test="len(tok) != len(tok2)"
    ).replace("dtok)", "tok2)")
    assert codes(body, **pair) == []
