"""h118: HF192, `sequence_bias` with tuple keys and a bias written as an int.

Runs behind every expectation (tests/groundtruth/trial.py, gpt2 stand-in, 4.57.6, 5.15.0, 5.23.0,
5.24.0; see benchmarks/README.md, section h118): `{(11,): -10}` at generate, in a GenerationConfig
passed to generate and at a text-generation pipeline's call, and `{(i,): -5 for i in ids}`, raise
"`sequence_bias` has to be a dict with floats as values". The keys are checked first: `{}` raises
"has to be a non-empty dictionary", `{(): -10}` and `{(-1,): -10}` "Each key ... has to be a
non-empty tuple of positive integers", `{(-1,): -1.0, 11: -1.0}` "has to be a dict with tuples as
keys" (HF186). `{(11,): -10.0}` and `{(0,): -1.0}` run clean.
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


def codes(body: str, release: str = "5.23.0") -> list[str]:
    found = analysed.findings(HEAD + textwrap.dedent(body), "seqbias.py", release)
    return [f.code for f in found]


def test_int_bias_at_generate():
    call = "model.generate(ids, sequence_bias={}, max_new_tokens=3)\n"
    for release in RELEASES:
        for value in ("{(11,): -10}", "{(11, 12): 5, (13,): -2.0}", "{(0,): -1}"):
            assert codes(call.format(value), release) == ["HF192"], (release, value)


def test_through_a_config_and_a_pipeline_not_at_the_config():
    body = """\
    gc = GenerationConfig(max_new_tokens=3, sequence_bias={(11,): -10})
    """
    assert codes(body) == []
    assert codes(body + "model.generate(ids, generation_config=gc)\n") == ["HF192"]
    pipe = 'pipe = pipeline("text-generation", model="openai-community/gpt2")\n'
    pipe += 'pipe("hi", sequence_bias={(11,): -10}, max_new_tokens=3)\n'
    assert codes(pipe) == ["HF192"]


def test_keys_checked_first_stay_silent_here():
    # (an empty dict, an empty or negative key raise other messages; a plain id key is HF186's)
    call = "model.generate(ids, sequence_bias={}, max_new_tokens=3)\n"
    for value in ("{}", "{(): -10}", "{(-1,): -10}"):
        assert "HF192" not in codes(call.format(value)), value
    assert codes(call.format("{11: -10}")) == ["HF186"]


def test_float_biases_and_unknown_ones_are_clean():
    call = "model.generate(ids, sequence_bias={}, max_new_tokens=3)\n"
    for value in ("{(11,): -10.0}", "{(0,): -1.0}", "{(11,): -10 / 4}", "[[[11], -10.0]]", "None"):
        for release in RELEASES:
            assert codes(call.format(value), release) == [], (release, value)
    cast = "raw = {11: -10}\nmodel.generate(ids, sequence_bias={(k,): float(v) for k, v in raw.items()}, max_new_tokens=3)\n"
    assert codes(cast) == []
