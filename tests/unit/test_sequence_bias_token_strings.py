"""h126: HF197 for `sequence_bias` keyed by a word's token strings, `tuple(tokenizer.tokenize(w))`,
in a dict comprehension over words the walk lists.

Runs behind every expectation (tests/groundtruth/trial.py, gpt2 stand-in, all 28 releases; see
benchmarks/README.md, section h126): `{tuple(tokenizer.tokenize(" " + w)): -5.0 for w in ["dog",
"cat"]}` raises "Each key in `sequence_bias` has to be a non-empty tuple of positive integers";
the same keys converted with `tokenizer.convert_tokens_to_ids(...)` run, and so does a table over
no words passed as `bias or None`.
"""

from __future__ import annotations

import textwrap

import analysed

HEAD = """\
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
ids = tok("My pet is a", return_tensors="pt").input_ids
"""

GENERATE = "model.generate(ids, sequence_bias=bias, max_new_tokens=3)\n"


def codes(body: str, release: str = "5.23.0") -> list[str]:
    found = analysed.findings(HEAD + textwrap.dedent(body) + GENERATE, "tokbias.py", release)
    return [f.code for f in found]


def test_keys_of_token_strings_over_listed_words():
    for release in ("4.57.6", "5.15.0", "5.23.0", "5.24.0"):
        assert codes('bias = {tuple(tok.tokenize(" " + w)): -5.0 for w in ["dog", "cat"]}\n', release) == ["HF197"]
    in_a_class = """\
    class Steered:
        def __init__(self, avoid):
            self.bias = {tuple(tok.tokenize(w)): -9.0 for w in avoid}
    bias = Steered(["dog"]).bias
    """
    assert codes(in_a_class) == ["HF197"]


def test_silent_for_ids_no_words_and_unknown_words():
    converted = 'bias = {tuple(tok.convert_tokens_to_ids(tok.tokenize(w))): -5.0 for w in ["dog", "cat"]}\n'
    assert codes(converted) == []
    # (over no words the dict is empty: HF196's message, not this one)
    assert codes("bias = {tuple(tok.tokenize(w)): -5.0 for w in []}\n") == ["HF196"]
    unknown = """\
    import sys
    bias = {tuple(tok.tokenize(w)): -5.0 for w in sys.argv[1:]}
    """
    assert codes(unknown) == []
    cleared = """\
    bias = {tuple(tok.tokenize(w)): -5.0 for w in ["dog"]}
    bias.clear()
    bias[(11,)] = -1.0
    """
    assert codes(cleared) == []
