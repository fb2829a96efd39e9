"""h122: HF196, an empty `sequence_bias`, and HF197, a key that is an empty tuple or holds an id
that is negative or not an int.

Runs behind every expectation (tests/groundtruth/trial.py, gpt2 stand-in, all 28 releases; see
benchmarks/README.md, section h122): `{}` at generate, a dict filled by a loop over an empty list,
one a helper builds from an empty list, `{}` in a kwargs dict, in the model's generation config
and at a text-generation pipeline's call, and `[]`, raise "`sequence_bias` has to be a non-empty
dictionary, or non-empty list of lists"; `{(-1,): -5.0}` in a passed GenerationConfig, `{(): -10}`,
`{(-1,): -10}`, `{(11.0,): -1.0}` raise "Each key in `sequence_bias` has to be a non-empty tuple
of positive integers"; `{(): -1.0, 11: -1.0}` raises HF186's message (tuple keys are checked
before). `None`, `{(0,): -1.0}` and a dict filled from `tokenizer.encode(word)` in a loop over
words run clean.
"""

from __future__ import annotations

import textwrap

import analysed

HEAD = """\
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig, pipeline

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
ids = tok("Hello there", return_tensors="pt").input_ids
"""

RELEASES = ("4.57.6", "5.15.0", "5.23.0", "5.24.0")
CALL = "model.generate(ids, sequence_bias={}, max_new_tokens=3)\n"


def codes(body: str, release: str = "5.23.0") -> list[str]:
    found = analysed.findings(HEAD + textwrap.dedent(body), "seqbias.py", release)
    return [f.code for f in found]


def test_empty_dict_or_list_at_generate():
    for release in RELEASES:
        for value in ("{}", "[]", "dict()"):
            assert codes(CALL.format(value), release) == ["HF196"], (release, value)


def test_empty_dict_built_in_a_loop_a_helper_a_kwargs_dict_and_configs():
    loop = """\
    banned = []
    bias = {}
    for w in banned:
        bias[tuple(tok.encode(w, add_special_tokens=False))] = -10.0
    model.generate(ids, sequence_bias=bias, max_new_tokens=3)
    """
    assert codes(loop) == ["HF196"]
    helper = """\
    def make_bias(words):
        return {tuple(tok.encode(w)): -8.0 for w in words}
    kw = dict(max_new_tokens=3, sequence_bias=make_bias([]))
    model.generate(ids, **kw)
    """
    assert codes(helper) == ["HF196"]
    config = "gc = GenerationConfig(max_new_tokens=3, sequence_bias={})\n"
    assert codes(config) == []
    assert codes(config + "model.generate(ids, generation_config=gc)\n") == ["HF196"]
    assert codes("model.generation_config.sequence_bias = {}\nmodel.generate(ids, max_new_tokens=3)\n") == ["HF196"]
    pipe = 'pipe = pipeline("text-generation", model="openai-community/gpt2")\npipe("hi", sequence_bias={}, max_new_tokens=3)\n'
    assert codes(pipe) == ["HF196"]


def test_non_empty_on_every_path_or_none_is_clean():
    filled = """\
    bias = {}
    for w in ["dog", "cat"]:
        bias[tuple(tok.encode(" " + w, add_special_tokens=False))] = -10.0
    model.generate(ids, sequence_bias=bias, max_new_tokens=3)
    """
    unknown = """\
    import sys
    bias = {}
    for w in sys.argv[1:]:
        bias[tuple(tok.encode(w))] = -10.0
    model.generate(ids, sequence_bias=bias, max_new_tokens=3)
    """
    updated = "bias = {}\nbias.update({(11,): -4.0})\nmodel.generate(ids, sequence_bias=bias, max_new_tokens=3)\n"
    guarded = "bias = {}\nmodel.generate(ids, sequence_bias=bias or None, max_new_tokens=3)\n"
    for body in (filled, unknown, updated, guarded, CALL.format("None")):
        for release in RELEASES:
            assert codes(body, release) == [], (release, body)


def test_bad_ids_in_keys():
    for release in RELEASES:
        for value in ("{(-1,): -5.0}", "{(): -10.0}", "{(11.0,): -1.0}", "{(11,): -1.0, ('dog',): -1.0}"):
            assert codes(CALL.format(value), release) == ["HF197"], (release, value)
    # (the keys are checked before the biases: an int bias is not HF192's here)
    assert codes(CALL.format("{(-1,): -10}")) == ["HF197"]
    assert codes(CALL.format("{(): -10}")) == ["HF197"]
    prefixes = "p = (20, 21)\nbias = {p[:n]: -3.0 for n in range(len(p))}\n" + CALL.format("bias")
    assert codes(prefixes) == ["HF197"]
    config = "gc = GenerationConfig(max_new_tokens=3, sequence_bias={(-1,): -5.0})\n"
    assert codes(config + "model.generate(ids, generation_config=gc)\n") == ["HF197"]


def test_keys_checked_in_order_and_good_keys_clean():
    # (a key that is no tuple is checked first: HF186; a bool id passes this check)
    assert codes(CALL.format("{(): -1.0, 11: -1.0}")) == ["HF186"]
    for value in ("{(0,): -1.0}", "{(11, 13): -2.0}", "{(True,): -1.0}", "{(11,): -10.0, (0, 12): 1.5}"):
        for release in RELEASES:
            assert codes(CALL.format(value), release) == [], (release, value)


def test_words_encoded_in_a_loop_are_not_keys_that_are_no_tuples():
    # (main flagged HF186 on a dict filled under keys the walk does not know)
    body = """\
    bias = {}
    for w in ["dog", "cat"]:
        bias[tuple(tok.encode(" " + w, add_special_tokens=False))] = -10.0
    model.generate(ids, sequence_bias=bias, max_new_tokens=3)
    """
    assert codes(body) == []
