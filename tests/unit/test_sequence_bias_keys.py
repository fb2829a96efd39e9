"""h110: HF186, `sequence_bias` keyed by single token ids (or strings) instead of tuples.

Runs behind every expectation (tests/groundtruth/trial.py, gpt2 stand-in, 4.57.6, 5.0.0, 5.15.0,
5.24.0; see benchmarks/README.md, section h110): `{11: -10.0}`, `{11: -10}`, `{"dog": -10.0}` and
`{(11,): -10.0, 12: 5.0}` at generate, `{11: -10.0}` in a GenerationConfig passed to generate and
at a text-generation pipeline's call raise "`sequence_bias` has to be a dict with tuples as keys";
building the GenerationConfig does not. `{(11,): -10.0}` and `[[[11], -10.0]]` run clean.
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


def test_int_string_and_mixed_keys_at_generate():
    call = "model.generate(ids, sequence_bias={}, max_new_tokens=3)\n"
    for release in RELEASES:
        for value in ("{11: -10.0}", "{11: -10}", '{"dog": -10.0}', "{(11,): -10.0, 12: 5.0}"):
            assert codes(call.format(value), release) == ["HF186"], (release, value)


def test_comprehension_keyed_by_token_id():
    body = """\
    words = ["dog", "cat"]
    bias = {tok.convert_tokens_to_ids(w): -10.0 for w in words}
    model.generate(ids, sequence_bias=bias, max_new_tokens=3)
    """
    assert codes(body) == ["HF186"]
    assert codes(body.replace("{tok.convert_tokens_to_ids(w):", "{(tok.convert_tokens_to_ids(w),):")) == []


def test_through_a_config_and_a_pipeline_not_at_the_config():
    body = """\
    gc = GenerationConfig(max_new_tokens=3, sequence_bias={11: -10.0})
    """
    assert codes(body) == []
    assert codes(body + "model.generate(ids, generation_config=gc)\n") == ["HF186"]
    pipe = 'pipe = pipeline("text-generation", model="openai-community/gpt2")\n'
    pipe += 'pipe("hi", sequence_bias={11: -10.0}, max_new_tokens=3)\n'
    assert codes(pipe) == ["HF186"]


def test_tuple_keys_and_list_form_are_clean():
    for value in ("{(11,): -10.0}", "{(11, 12): 2.0}", "[[[11], -10.0]]", "None"):
        for release in RELEASES:
            assert codes(f"model.generate(ids, sequence_bias={value}, max_new_tokens=3)\n", release) == [], (release, value)
    converted = "by_id = {11: -10.0}\nmodel.generate(ids, sequence_bias={(k,): v for k, v in by_id.items()}, max_new_tokens=3)\n"
    assert codes(converted) == []
