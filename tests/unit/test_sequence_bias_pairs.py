"""h131: HF303 for `sequence_bias` in its list form, `[[ids, bias], ...]`, with a pair that
SequenceBiasLogitsProcessor refuses with "Each element in `sequence_bias` has to be a non-empty
list of lists of positive integers and float".

Runs behind every expectation (tests/groundtruth/trial.py, gpt2 stand-in, all 28 releases; see
benchmarks/README.md, section h131): an int bias, ids given as a tuple or a bare id, a negative or
string id raise it on every release, the id 0 up to 5.17 only; a pair with too few items raises an
IndexError first, `[([11], -5.0)]` and float biases run.
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


def found(body: str, release: str = "5.23.0"):
    return analysed.findings(HEAD + textwrap.dedent(body) + GENERATE, "pairs.py", release)


def codes(body: str, release: str = "5.23.0") -> list[str]:
    return [f.code for f in found(body, release)]


def test_refused_pairs_on_every_release():
    for release in ("4.57.6", "5.15.0", "5.23.0", "5.24.0"):
        assert codes("bias = [[[11], -5]]\n", release) == ["HF303"]
        assert codes("bias = [[(11,), -5.0]]\n", release) == ["HF303"]
        assert codes("bias = [[11, -5.0]]\n", release) == ["HF303"]
        assert codes('bias = [[["dog"], -5.0]]\n', release) == ["HF303"]
        assert codes("bias = [[[-1], -5.0]]\n", release) == ["HF303"]


def test_pairs_built_from_tokenizer_output_in_loops():
    assert codes('bias = [[tok.encode(" " + w), -10] for w in ["dog", "cat"]]\n') == ["HF303"]
    grown = """\
    bias = []
    for w in ["dog", "cat"]:
        bias.append([tuple(tok.encode(w)), -2.0])
    """
    assert codes(grown) == ["HF303"]
    assert codes('bias = [[tok.encode(" " + w), -10.0] for w in ["dog", "cat"]]\n') == []


def test_the_message_shows_the_value_as_python_prints_it():
    (finding,) = found("bias = [[[11], -5.0], [['x'], 2.0]]\n")
    assert "but is [[[11], -5.0], [['x'], 2.0]]." in finding.message


def test_zero_id_refused_before_5_18_only():
    assert codes("bias = [[[0], -5.0]]\n", "5.17.0") == ["HF303"]
    assert codes("bias = [[[0], -5.0]]\n", "5.18.0") == []


def test_silent_where_another_error_comes_first_or_the_pair_runs():
    assert codes("bias = [[]]\n") == []  # (IndexError)
    assert codes("bias = [[[11]]]\n") == []  # (IndexError)
    assert codes("bias = [11]\n") == []  # (TypeError)
    assert codes("bias = [([11], -5.0)]\n") == []
    assert codes("bias = [[[11], -5.0, 'label']]\n") == []
    # (the first pair raises an IndexError before the refused second one is read)
    assert codes("bias = [[[11]], [[12], -5]]\n") == []
