"""h138: messages word for word where transformers prints the user's own value.

NoBadWordsLogitsProcessor and SequenceBiasLogitsProcessor raise with `f"... but is {value}."`:
where the script writes the value out in full (constants, lists and tuples of them, a dict built
in full with string or tuple keys) the finding's message shows what Python prints for it, and
keeps `<value>` where any part is not known (a tokenizer's ids, a numpy number, two paths with
different values, a tensor). HF193's torch signatures are one fixed text (torch 2.13.0).

Every expected text below is the message of a real run (tests/groundtruth/trial.py, gpt2
stand-in, 4.57.6 and 5.24.0; benchmarks/README.md, section h138).
"""

from __future__ import annotations

import textwrap

import analysed

HEAD = """\
import random

import numpy as np
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig, pipeline

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
enc = tok("Hello there", return_tensors="pt")
"""

RELEASES = ("4.57.6", "5.24.0")


def messages(body: str, release: str) -> list[tuple[str, str]]:
    found = analysed.findings(HEAD + textwrap.dedent(body), "printed.py", release)
    return [(f.code, f.raises.message) for f in found if f.raises is not None]


def test_bad_words_ids_written_out():
    cases = {
        "bad_words_ids=([10], [11, 12])": ("HF181", "`bad_words_ids` has to be a non-empty list, but is ([10], [11, 12])."),
        "bad_words_ids=[[5], 'bad']": ("HF173", "`bad_words_ids` has to be a list of lists, but is [[5], 'bad']."),
    }
    for release in RELEASES:
        for argument, expected in cases.items():
            assert messages(f"model.generate(**enc, {argument}, max_new_tokens=3)\n", release) == [expected], (release, argument)
        # (through a kwargs dict)
        body = 'gen_kwargs = {"bad_words_ids": [[1], [-7, 2]], "max_new_tokens": 3}\nmodel.generate(**enc, **gen_kwargs)\n'
        expected = "Each list in `bad_words_ids` has to be a list of positive integers, but is [[1], [-7, 2]]."
        assert messages(body, release) == [("HF182", expected)], release


def test_sequence_bias_dicts_written_out():
    key_ids = "Each key in `sequence_bias` has to be a non-empty tuple of positive integers, but is "
    cases = {
        '{"dog": -10.0, "cat": -1.5}': (
            "HF186",
            "`sequence_bias` has to be a dict with tuples as keys, but is {'dog': -10.0, 'cat': -1.5}.",
        ),
        "{(11,): -10, (12, 13): 0.1}": (
            "HF192",
            "`sequence_bias` has to be a dict with floats as values, but is {(11,): -10, (12, 13): 0.1}.",
        ),
        # (floats as Python prints them; an empty tuple)
        "{(11,): 1e-5, (): -2.0}": ("HF197", key_ids + "{(11,): 1e-05, (): -2.0}."),
        "{(3, True): -1.0, ('a',): -0.25}": ("HF197", key_ids + "{(3, True): -1.0, ('a',): -0.25}."),
    }
    for release in RELEASES:
        for value, expected in cases.items():
            assert messages(f"model.generate(**enc, sequence_bias={value}, max_new_tokens=3)\n", release) == [expected], (
                release,
                value,
            )


def test_sequence_bias_order_as_the_dict_keeps_it():
    """A key written again keeps its place and takes the new bias, as a Python dict does."""
    body = """\
    bias = {(11,): -6.0}
    bias[(-1,)] = -3.0
    bias[(11,)] = 2.0
    model.generate(**enc, sequence_bias=bias, max_new_tokens=3)
    """
    expected = "Each key in `sequence_bias` has to be a non-empty tuple of positive integers, but is {(11,): 2.0, (-1,): -3.0}."
    for release in RELEASES:
        assert messages(body, release) == [("HF197", expected)], release


def test_sequence_bias_from_a_comprehension_a_config_and_a_pipeline():
    key_ids = "Each key in `sequence_bias` has to be a non-empty tuple of positive integers, but is "
    comprehension = "bias = {(i,): -2.0 for i in [5, -3]}\nmodel.generate(**enc, sequence_bias=bias, max_new_tokens=3)\n"
    config = "gc = GenerationConfig(sequence_bias={(-1,): -1.0}, max_new_tokens=3)\nmodel.generate(**enc, generation_config=gc)\n"
    pipe = (
        'pipe = pipeline("text-generation", model=model, tokenizer=tok)\n'
        'pipe("Hello", sequence_bias={"x": -1.0}, max_new_tokens=3)\n'
    )
    pairs = "model.generate(**enc, sequence_bias=[[[1], -1.0], [(2,), 0.5]], max_new_tokens=3)\n"
    for release in RELEASES:
        assert messages(comprehension, release) == [("HF197", key_ids + "{(5,): -2.0, (-3,): -2.0}.")], release
        assert messages(config, release) == [("HF197", key_ids + "{(-1,): -1.0}.")], release
        assert messages(pipe, release) == [
            ("HF186", "`sequence_bias` has to be a dict with tuples as keys, but is {'x': -1.0}.")
        ], release
        assert messages(pairs, release) == [
            (
                "HF303",
                "Each element in `sequence_bias` has to be a non-empty list of lists of positive integers and float, "
                "but is [[[1], -1.0], [(2,), 0.5]].",
            )
        ], release


def test_values_not_known_keep_the_placeholder():
    """A numpy number (printed `np.int64(-1)` by numpy 2, `-1` by numpy 1), two paths that print
    different dicts (a run printed each), a tensor: the message keeps `<value>`."""
    numpy = "model.generate(**enc, bad_words_ids=[[np.int64(-1)]], max_new_tokens=3)\n"
    paths = (
        "bias = {(-1,): -1.0} if random.random() > 0.5 else {(-2,): -1.0}\n"
        "model.generate(**enc, sequence_bias=bias, max_new_tokens=3)\n"
    )
    tensor = "model.generate(**enc, bad_words_ids=torch.tensor([[44]]), max_new_tokens=3)\n"
    for release in RELEASES:
        assert messages(numpy, release) == [
            ("HF182", "Each list in `bad_words_ids` has to be a list of positive integers, but is <value>.")
        ], release
        assert messages(paths, release) == [
            ("HF197", "Each key in `sequence_bias` has to be a non-empty tuple of positive integers, but is <value>.")
        ], release
        assert messages(tensor, release) == [("HF181", "`bad_words_ids` has to be a non-empty list, but is <value>.")], release


def test_float_beams_message_ends_with_torch_signatures():
    expected = (
        "repeat_interleave() received an invalid combination of arguments - got (float, dim=int), but expected one of:\n"
        " * (Tensor repeats, int dim = None, *, int output_size = None)\n"
        " * (int repeats, int dim = None, *, int output_size = None)\n"
    )
    for release in RELEASES:
        assert messages("model.generate(**enc, num_beams=2.0, max_new_tokens=3)\n", release) == [("HF193", expected)], release


REUSED = """\
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache

tok = AutoTokenizer.from_pretrained("{name}")
model = AutoModelForCausalLM.from_pretrained("{name}")
cache = DynamicCache()
for prompt in ["The quick brown fox jumps over the lazy dog while the farmer watches", "Hi"]:
    inputs = tok(prompt, return_tensors="pt")
    out = model.generate(**inputs, past_key_values=cache, max_new_tokens=4, pad_token_id=tok.eos_token_id)
"""


def test_reused_cache_gpt2_shape():
    """GPT-2 views the empty input as (-1, 0) before any layer, whatever its size: 5.3.0 to
    5.24.0 name that shape (runs of all 24; 4.57.6 to 5.2 raise an IndexError). A Llama-like
    model reshapes with its head size: `<shape>` stays."""
    shape = (
        "cannot reshape tensor of 0 elements into shape {}"
        " because the unspecified dimension size -1 can be any value and is ambiguous"
    )
    for release in ("5.3.0", "5.18.0", "5.24.0"):
        for name in ("openai-community/gpt2", "distilbert/distilgpt2"):
            found = analysed.findings(REUSED.format(name=name), "reused.py", release)
            assert [(f.code, f.raises.message) for f in found if f.raises] == [("HF154", shape.format("[-1, 0]"))], (
                release,
                name,
            )
        found = analysed.findings(REUSED.format(name="HuggingFaceTB/SmolLM2-135M"), "reused.py", release)
        assert [(f.code, f.raises.message) for f in found if f.raises] == [("HF154", shape.format("<shape>"))], release
    found = analysed.findings(REUSED.format(name="openai-community/gpt2"), "reused.py", "4.57.6")
    assert [f.raises.message for f in found if f.raises] == ["index -1 is out of bounds for dimension 0 with size 0"]


def test_values_that_differ_by_path_keep_the_placeholder():
    """A setting's value shown in the message is the one every raising path holds: two raising
    paths with different values (runs print either), or a path not known, leave the placeholder.
    A path that does not raise (top_k=0 builds no warper) does not count."""
    temperature = (
        "temperature = 0.0 if random.random() > 0.5 else -0.5\n"
        "model.generate(**enc, do_sample=True, temperature=temperature, max_new_tokens=3)\n"
    )
    top_k = "top_k = -1 if random.random() > 0.5 else 0\nmodel.generate(**enc, do_sample=True, top_k=top_k, max_new_tokens=3)\n"
    numpy_top_k = "model.generate(**enc, do_sample=True, top_k=np.random.choice([20, 40]), max_new_tokens=3)\n"
    for release in RELEASES:
        assert messages(temperature, release) == [
            (
                "HF155",
                "`temperature` (=<temperature>) has to be a strictly positive float,"
                " otherwise your next token scores will be invalid.<hint>",
            )
        ], release
        assert messages(top_k, release) == [("HF179", "`top_k` has to be a strictly positive integer, but is -1")], release
        assert messages(numpy_top_k, release) == [("HF179", "`top_k` has to be a strictly positive integer, but is <top_k>")], (
            release
        )
