"""h120: HF194, a quantized KV cache asked of a backend the release's QuantizedCache does not know.

Runs behind every expectation (tests/groundtruth/record.py on the 28 releases for the catalog's
examples; tests/groundtruth/trial.py and the recall labels for the rest, see benchmarks/README.md,
section h120): `cache_config={"backend": "fp8"}` raises "Unknown quantization backend `fp8`" from
4.57.6 to 5.20.2 and runs clean from 5.21.1; `"HQQ"` raises it from 5.1 on (4.57 and 5.0 ask for
the hqq package first); with an assistant, 4.57.6 to 5.14 fall back to a dynamic cache (clean),
5.15.0 raises; an encoder-decoder model is refused for the model first ("does not support the
quantized cache"), and `use_cache=False` builds no cache.
"""

from __future__ import annotations

import textwrap

import analysed

HEAD = """\
from transformers import AutoModelForCausalLM, AutoModelForSeq2SeqLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
draft = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")
enc = tok("Hello there", return_tensors="pt")
"""


def codes(body: str, release: str) -> list[str]:
    found = analysed.findings(HEAD + textwrap.dedent(body), "kvquant.py", release)
    return [f.code for f in found]


CALL = 'model.generate(**enc, max_new_tokens=4, cache_implementation="quantized", cache_config={{"backend": {!r}}}{})\n'


def test_fp8_before_5_21_only():
    for release in ("4.57.6", "5.0.0", "5.15.0", "5.20.2"):
        assert codes(CALL.format("fp8", ""), release) == ["HF194"], release
    for release in ("5.21.1", "5.23.0", "5.24.0"):
        assert codes(CALL.format("fp8", ""), release) == [], release


def test_upper_case_hqq_from_5_1():
    for release in ("5.1.0", "5.15.0", "5.23.0", "5.24.0"):
        assert codes(CALL.format("HQQ", ""), release) == ["HF194"], release
    for release in ("4.57.6", "5.0.0"):
        assert codes(CALL.format("HQQ", ""), release) == [], release


def test_known_backends_and_default_are_silent():
    for release in ("4.57.6", "5.15.0", "5.24.0"):
        for backend in ("quanto", "hqq"):
            assert codes(CALL.format(backend, ""), release) == [], (release, backend)
        assert codes('model.generate(**enc, cache_implementation="quantized", cache_config={"nbits": 2})\n', release) == []


def test_assistant_from_5_15():
    assisted = CALL.format("fp8", ", assistant_model=draft")
    assert codes(assisted, "5.14.0") == []
    assert codes(assisted, "4.57.6") == []
    assert codes(assisted, "5.15.0") == ["HF194"]


def test_no_cache_built_or_model_refused_first():
    assert codes(CALL.format("int4", ", use_cache=False"), "5.23.0") == []
    seq2seq = """\
    t5 = AutoModelForSeq2SeqLM.from_pretrained("google/flan-t5-small")
    t5.generate(**enc, cache_implementation="quantized", cache_config={"backend": "int4"})
    """
    # (the encoder-decoder is refused before any backend is looked at: HF304, h131's runs on all 28)
    assert codes(seq2seq, "5.23.0") == ["HF304"]


def test_backend_from_a_settings_dict():
    body = """\
    KV = {"backend": "int4", "nbits": 4}
    model.generate(**enc, max_new_tokens=4, cache_implementation="quantized", cache_config=KV)
    """
    assert codes(body, "5.24.0") == ["HF194"]
