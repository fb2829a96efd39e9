"""Values of the wrong type given to the sampling warpers (HF179, HF155).

TopKLogitsWarper takes only an `int` above 0 and TemperatureLogitsWarper only a `float`: numpy's
integers (`np.int64(50)`, an element of `np.arange(10, 60, 10)`, `np.random.choice([...])`) are
not `int` to isinstance, `np.float32(0.7)` is not a float (np.float64 is), and vLLM's `top_k=-1`
or a float `top_k` raise too. Runs behind every expectation (tests/groundtruth/trial.py, gpt2
stand-in, all 28 releases 4.57.6 to 5.24.0; HF179's examples through record.py): with
`do_sample=True`, `top_k=np.int64(50)`, `np.int32(50)`, `np.arange(10, 60, 10)[0]`,
`np.random.choice([10, 20, 50])`, `50.0`, `-1` and a passed `GenerationConfig(top_k=-1)` raise
"`top_k` has to be a strictly positive integer, but is ..."; `int(k)`, `k.item()`,
`.tolist()`, `0`, `np.int64(0)` and `do_sample=False` run. `temperature=np.float32(0.7)` raises
HF155's message, `np.float64(0.7)`, an `np.linspace` element and `float(np.float32(0.7))` run.
"""

from __future__ import annotations

import textwrap

import pytest

from hflint.core.engine import Settings, analyze

import analysed

HEAD = """\
import argparse
import os

import numpy as np
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
enc = tok("one two three", return_tensors="pt")
"""
RELEASES = ["4.57.6", "5.15.0", "5.23.0", "5.24.0"]


def found(body: str, release: str = "5.23.0") -> list[tuple[int, str, str]]:
    hits = analysed.findings(HEAD + textwrap.dedent(body), "np.py", release)
    return [(f.span.line, f.code, f.severity.value) for f in hits]


@pytest.mark.parametrize("release", RELEASES)
@pytest.mark.parametrize(
    "top_k",
    ["np.int64(50)", "np.int32(50)", "np.arange(10, 60, 10)[0]", "np.random.choice([10, 20, 50])", "50.0", "-1"],
)
def test_top_k_the_warper_refuses(top_k, release):
    body = f"model.generate(**enc, do_sample=True, top_k={top_k}, max_new_tokens=4)\n"
    assert found(body, release) == [(10, "HF179", "error")]


@pytest.mark.parametrize(
    "top_k",
    [
        "int(np.arange(10, 60, 10)[0])",
        "np.arange(10, 60, 10)[0].item()",
        "np.arange(10, 60, 10).tolist()[0]",
        "np.int64(0)",
        "0",
        "0.0",
        "50",
        "int(np.int64(50))",
    ],
)
def test_top_k_the_warper_takes(top_k):
    assert found(f"model.generate(**enc, do_sample=True, top_k={top_k}, max_new_tokens=4)\n") == []


def test_no_warper_without_sampling():
    assert found("model.generate(**enc, do_sample=False, top_k=np.int64(50), max_new_tokens=4)\n") == []
    assert found("model.generate(**enc, top_k=-1, max_new_tokens=4)\n") == []


def test_numpy_grid_loop_raises_at_its_first_element():
    body = """\
    for k in np.arange(10, 60, 20):
        model.generate(**enc, do_sample=True, top_k=k, max_new_tokens=4)
    """
    assert found(body) == [(11, "HF179", "error")]
    assert found(body.replace("top_k=k", "top_k=int(k)")) == []
    assert found(body.replace("np.arange(10, 60, 20)", "np.arange(10, 60, 20).tolist()")) == []


def test_passed_config_and_dict():
    body = """\
    gc = GenerationConfig(do_sample=True, top_k=-1, max_new_tokens=4)
    model.generate(**enc, generation_config=gc)
    SAMPLING = {"do_sample": True, "top_k": -1, "max_new_tokens": 4}
    model.generate(**enc, **SAMPLING)
    """
    assert found(body) == [(11, "HF179", "error"), (13, "HF179", "error")]


def test_cli_and_environment_defaults_warn():
    body = """\
    p = argparse.ArgumentParser()
    p.add_argument("--top_k", type=float, default="40")
    args = p.parse_args()
    model.generate(**enc, do_sample=True, top_k=args.top_k, max_new_tokens=4)
    model.generate(**enc, do_sample=True, top_k=int(os.environ.get("TOP_K", "-1")), max_new_tokens=4)
    model.generate(**enc, do_sample=True, top_k=int(os.environ.get("TOP_K", "40")), max_new_tokens=4)
    """
    assert found(body) == [(13, "HF179", "warning"), (14, "HF179", "warning")]


def test_message_names_the_value_and_numpy_type():
    result = analyze(
        HEAD + "model.generate(**enc, do_sample=True, top_k=np.int64(50), max_new_tokens=4)\n",
        "np.py",
        Settings(transformers_version="5.24.0"),
    )
    (f,) = result.findings
    assert "`top_k` has to be a strictly positive integer, but is 50" in f.message
    assert "(numpy's int64)" in f.detail


@pytest.mark.parametrize("release", RELEASES)
def test_float32_temperature(release):
    body = "model.generate(**enc, do_sample=True, temperature=np.float32(0.7), max_new_tokens=4)\n"
    assert found(body, release) == [(10, "HF155", "error")]
    fine_values = (
        "np.float64(0.7)",
        "float(np.float32(0.7))",
        "np.float32(0.7).item()",
        "np.linspace(0.5, 1.0, 3)[0]",
        "np.float32(1.0)",
    )
    for fine in fine_values:
        assert found(body.replace("np.float32(0.7)", fine), release) == []
