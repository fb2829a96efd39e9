"""HF352: the fp8 quantized KV cache (5.21 on) given an option of the group-wise backends.

Runs behind every expectation (benchmarks/recall.py --try and tests/groundtruth/trial.py on
4.57.6, 5.15.0, 5.23.0 and 5.24.0; the catalog example on all 28 releases): `cache_config`
with `"backend": "fp8"` and `nbits`, `axis_key`, `axis_value`, `q_group_size` or
`residual_length` set raises "The `fp8` backend quantizes per-tensor and does not support
[...]" from 5.21, listing the options in QuantizedCache's order, whether the settings are
keywords, a GenerationConfig, `model.generation_config` or a text-generation pipeline's call;
before 5.21 the same call raises HF194 ("Unknown quantization backend `fp8`"). Clean: fp8
alone (5.23, 5.24), the quanto and hqq backends with those options, `use_cache=False`, a
cache_implementation other than "quantized".
"""

from __future__ import annotations

import textwrap

import pytest

import analysed

HEAD = """\
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig, pipeline

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
enc = tok("the king and", return_tensors="pt")
"""


def message(options: str) -> str:
    return (
        f"The `fp8` backend quantizes per-tensor and does not support {options}. "
        "Use the `quanto` or `hqq` backend to quantize group-wise."
    )


def findings(body: str, release: str = "5.23.0"):
    return analysed.findings(HEAD + textwrap.dedent(body), "fp8.py", release)


def codes(body: str, release: str = "5.23.0") -> list[tuple[int, str, str]]:
    return [(f.span.line, f.code, f.severity.value) for f in findings(body, release)]


@pytest.mark.parametrize("release", ["5.21.1", "5.23.0", "5.24.0"])
def test_fp8_with_group_wise_options_raises(release):
    body = """
    model.generate(**enc, max_new_tokens=3, cache_implementation="quantized", cache_config={"backend": "fp8", "nbits": 4})
    """
    (f,) = findings(body, release)
    assert (f.span.line, f.code, f.severity.value) == (7, "HF352", "error")
    assert message("['nbits']") in f.message


def test_options_listed_in_quantized_cache_order():
    body = """
    cfg = {"residual_length": 32, "backend": "fp8", "q_group_size": 64, "nbits": 2}
    model.generate(**enc, max_new_tokens=3, cache_implementation="quantized", cache_config=cfg)
    """
    (f,) = findings(body)
    assert f.code == "HF352"
    assert message("['nbits', 'q_group_size', 'residual_length']") in f.message


def test_generation_config_model_config_and_pipeline():
    body = """
    gc = GenerationConfig(max_new_tokens=3, cache_implementation="quantized", cache_config={"backend": "fp8", "axis_key": 0})
    model.generate(**enc, generation_config=gc)
    model.generation_config.cache_implementation = "quantized"
    model.generation_config.cache_config = {"backend": "fp8", "residual_length": 16}
    model.generate(**enc, max_new_tokens=3)
    """
    assert codes(body) == [(8, "HF352", "error"), (11, "HF352", "error")]
    gen = """
    gen = pipeline("text-generation", model="HuggingFaceTB/SmolLM2-135M")
    gen("hello", max_new_tokens=3, cache_implementation="quantized", cache_config={"backend": "fp8", "nbits": 4})
    """
    assert codes(gen) == [(8, "HF352", "error")]


def test_flag_default_is_a_warning():
    body = """
    import argparse
    p = argparse.ArgumentParser()
    p.add_argument("--kv-backend", default="fp8")
    args = p.parse_args()
    cache_config = {"backend": args.kv_backend, "nbits": 4}
    model.generate(**enc, max_new_tokens=3, cache_implementation="quantized", cache_config=cache_config)
    """
    (f,) = findings(body)
    assert (f.code, f.severity.value) == ("HF352", "warning")
    assert "--kv-backend" in f.message


@pytest.mark.parametrize("release", ["4.57.6", "5.15.0", "5.20.2"])
def test_before_fp8_existed_hf194_reports_it(release):
    body = """
    model.generate(**enc, max_new_tokens=3, cache_implementation="quantized", cache_config={"backend": "fp8", "nbits": 4})
    """
    assert codes(body, release) == [(7, "HF194", "error")]


_CALL = 'model.generate(**enc, max_new_tokens=3, {}cache_implementation="{}", cache_config={})'


@pytest.mark.parametrize(
    "body",
    [
        _CALL.format("", "quantized", '{"backend": "fp8"}'),
        _CALL.format("", "quantized", '{"backend": "fp8", "nbits": None}'),
        _CALL.format("", "quantized", '{"backend": "quanto", "nbits": 4}'),
        _CALL.format("", "quantized", '{"backend": "hqq", "q_group_size": 64}'),
        _CALL.format("use_cache=False, ", "quantized", '{"backend": "fp8", "nbits": 4}'),
        _CALL.format("", "static", '{"backend": "fp8", "nbits": 4}'),
    ],
)
def test_clean(body):
    assert codes(body, "5.24.0") == []


def test_unknown_backend_stays_silent():
    body = """
    import os
    cfg = {"backend": os.environ["KV_BACKEND"], "nbits": 4}
    model.generate(**enc, max_new_tokens=3, cache_implementation="quantized", cache_config=cfg)
    """
    assert codes(body) == []
