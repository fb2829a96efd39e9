"""HF159: beam search asked for more sequences than it has beams.

Runs behind every expectation (tests/groundtruth/trial.py, the gpt2 stand-in): the catalog
example (`num_beams=2, num_return_sequences=4`) raises on all 28 releases; with `do_sample=True`,
the count on `model.generation_config` with `num_beams=2` at the call (4.57.6; 5.x validates the
model's greedy config first: HF134), `num_beams = 2` on the model's config with the count at the
call, and a dict spread into the call raise on 4.57.6, 5.0.0, 5.15.0, 5.23.0 and 5.24.0;
`num_beams=4, num_return_sequences=4` and eight sampled beams for four run on all five.
"""

from __future__ import annotations

import textwrap

import pytest

from hflint.core.engine import Settings, analyze

import analysed

HEAD = """\
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
enc = tok("Three ways to say hello:", return_tensors="pt")
"""


def codes(body: str, release: str = "5.23.0") -> list[tuple[int, str, str]]:
    found = analysed.findings(HEAD + textwrap.dedent(body), "beams.py", release)
    return [(f.span.line, f.code, f.severity.value) for f in found]


MESSAGE = "this call raises ValueError: `num_return_sequences` (4) has to be smaller or equal to `num_beams` (2)."


@pytest.mark.parametrize("release", ["4.57.6", "5.0.0", "5.15.0", "5.24.0"])
def test_fewer_beams_than_sequences_sampling_or_not(release):
    body = """
    model.generate(**enc, num_beams=2, num_return_sequences=4, max_new_tokens=4)
    model.generate(**enc, num_beams=2, num_return_sequences=4, do_sample=True, max_new_tokens=4)
    """
    assert codes(body, release) == [(7, "HF159", "error"), (8, "HF159", "error")]
    result = analyze(HEAD + textwrap.dedent(body), "beams.py", Settings(transformers_version=release))
    assert result.findings[0].headline == MESSAGE


def test_model_config_and_a_spread_dict():
    body = """
    model.generation_config.num_beams = 2
    model.generate(**enc, num_return_sequences=3, max_new_tokens=4)
    kw = {"num_beams": 3, "num_return_sequences": 5}
    model.generate(**enc, **kw, max_new_tokens=4)
    """
    assert codes(body) == [(8, "HF159", "error"), (10, "HF159", "error")]


def test_the_count_on_the_model_config_is_hf134_on_5x():
    body = """
    model.generation_config.num_return_sequences = 3
    model.generate(**enc, num_beams=2, max_new_tokens=4)
    """
    assert codes(body, "4.57.6") == [(8, "HF159", "error")]
    assert codes(body, "5.0.0") == [(8, "HF134", "error")]


def test_a_flag_default_is_a_warning_and_a_sweep_names_the_element():
    body = """
    import argparse

    parser = argparse.ArgumentParser()
    parser.add_argument("--n", type=int, default=4)
    args = parser.parse_args()
    model.generate(**enc, num_beams=2, num_return_sequences=args.n, max_new_tokens=4)
    for width in (2, 4):
        model.generate(**enc, num_beams=width, num_return_sequences=4, max_new_tokens=4)
    """
    assert codes(body) == [(12, "HF159", "warning"), (14, "HF159", "error")]


@pytest.mark.parametrize(
    "body",
    [
        "model.generate(**enc, num_beams=4, num_return_sequences=4, max_new_tokens=4)\n",
        "model.generate(**enc, num_beams=8, num_return_sequences=4, do_sample=True, max_new_tokens=4)\n",
        "model.generate(**enc, num_return_sequences=4, do_sample=True, max_new_tokens=4)\n",
        # (a config built with both raises where it is built: not this call's)
        "gc = GenerationConfig(num_beams=4, num_return_sequences=2)\nmodel.generate(**enc, generation_config=gc)\n",
        # unknown beam count
        "import sys\nmodel.generate(**enc, num_beams=int(sys.argv[1]), num_return_sequences=4)\n",
    ],
)
def test_silent(body):
    assert [c for c in codes(body) if c[1] == "HF159"] == []
    assert [c for c in codes(body, "4.57.6") if c[1] == "HF159"] == []


# h81: a passed generation_config= (runs: h81's, OPT and gpt2 stand-ins, 4.57.6 and 5.23.0).
@pytest.mark.parametrize("release", ["4.57.6", "5.23.0"])
@pytest.mark.parametrize(
    "body,line",
    [
        # a deep copy of the model's config, edited by attribute
        (
            "import copy\ngc = copy.deepcopy(model.generation_config)\ngc.num_beams = 2\ngc.num_return_sequences = 4\n"
            "model.generate(**enc, generation_config=gc)\n",
            10,
        ),
        # the copy made in a helper that takes the counts
        (
            "import copy\ndef beam_config(base, beams, n):\n    cfg = copy.deepcopy(base)\n    cfg.num_beams = beams\n"
            "    cfg.num_return_sequences = n\n    return cfg\n"
            "model.generate(**enc, generation_config=beam_config(model.generation_config, 2, 4))\n",
            12,
        ),
        # a config built with two beams, given the count afterwards
        ("gc = GenerationConfig(num_beams=2)\ngc.num_return_sequences = 4\nmodel.generate(**enc, generation_config=gc)\n", 8),
        # a config built with both raises where it is built, and only there
        ("gc = GenerationConfig(num_beams=2, num_return_sequences=4)\nmodel.generate(**enc, generation_config=gc)\n", 6),
        ("CFG = {'num_beams': 2, 'num_return_sequences': 4}\ngc = GenerationConfig(**CFG)\n", 7),
    ],
)
def test_passed_generation_config(body, line, release):
    assert [c for c in codes(body, release) if c[1] == "HF159"] == [(line, "HF159", "error")]


@pytest.mark.parametrize(
    "body",
    [
        "import copy\ngc = copy.deepcopy(model.generation_config)\ngc.num_beams = 4\ngc.num_return_sequences = 4\n"
        "model.generate(**enc, generation_config=gc)\n",
        "gc = GenerationConfig(num_beams=2)\ngc.num_beams = 8\ngc.num_return_sequences = 4\n"
        "model.generate(**enc, generation_config=gc)\n",
        # (unknown beam count; greedy here, HF138's on 5.x, but never HF159)
        "gc = GenerationConfig.from_pretrained('openai-community/gpt2')\ngc.num_return_sequences = 4\n"
        "model.generate(**enc, generation_config=gc)\n",
    ],
)
def test_passed_generation_config_silent(body):
    assert [c for c in codes(body) if c[1] == "HF159"] == []
