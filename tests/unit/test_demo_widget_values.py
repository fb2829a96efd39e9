"""h119: values a demo's widgets and request models deliver to generate.

Runs behind every expectation (tests/groundtruth/trial.py, gpt2 stand-in; see benchmarks/README.md,
section h119): `num_beams=2.0` raises repeat_interleave's TypeError on all 28 releases, with and
without `do_sample=True`, and `num_beams=1.0` runs (HF193); `temperature="0.7"` under sampling
raises the warper's ValueError on all 28 (HF155); a pydantic field typed `int` given 40.0 holds 40
and runs, one typed `float` given 40 holds 40.0 and raises HF179, while a default is kept as
written (4.57.6, 5.15.0, 5.23.0, 5.24.0).
"""

from __future__ import annotations

import textwrap

import analysed

HEAD = """\
from pydantic import BaseModel
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
ids = tok("Hello there", return_tensors="pt").input_ids
"""

RELEASES = ("4.57.6", "5.15.0", "5.23.0", "5.24.0")


def codes(body: str, release: str = "5.23.0") -> list[str]:
    found = analysed.findings(HEAD + textwrap.dedent(body), "demo.py", release)
    return [f.code for f in found]


def test_float_beams_raise():
    for release in RELEASES:
        assert codes("model.generate(ids, num_beams=2.0, max_new_tokens=3)\n", release) == ["HF193"], release
    assert codes("model.generate(ids, num_beams=4.0, do_sample=True, max_new_tokens=3)\n") == ["HF193"]


def test_float_beams_left_alone():
    assert codes("model.generate(ids, num_beams=1.0, max_new_tokens=3)\n") == []
    assert codes("model.generate(ids, num_beams=int(2.0), max_new_tokens=3)\n") == []
    assert codes("model.generate(ids, num_beams=2, max_new_tokens=3)\n") == []


def test_string_temperature_raises_when_sampling():
    body = "def run(t='0.7'):\n    return model.generate(ids, do_sample=True, temperature=t, max_new_tokens=3)\nrun()\n"
    assert codes(body) == ["HF155"]
    assert codes("model.generate(ids, do_sample=False, temperature='0.7', max_new_tokens=3)\n") == []
    assert codes("model.generate(ids, do_sample=True, temperature=float('0.7'), max_new_tokens=3)\n") == []


def test_pydantic_fields_coerce_given_values():
    model_cls = "class Req(BaseModel):\n    top_k: {ann} = 50\n\n"
    call = "model.generate(ids, do_sample=True, top_k=r.top_k, max_new_tokens=3)\n"
    assert codes(model_cls.format(ann="int") + "r = Req(top_k=40.0)\n" + call) == []
    assert codes(model_cls.format(ann="float") + "r = Req(top_k=40)\n" + call) == ["HF179"]
    assert codes(model_cls.format(ann="float") + "r = Req()\n" + call) == []


def test_float_beams_traceback_recognised_with_its_signature_lines():
    """h124: torch's message goes on over indented lines (its signatures of repeat_interleave);
    the recogniser keeps them as the message's, in a saved real traceback and in the lines pasted
    alone."""
    from pathlib import Path

    from hflint.catalog import load_catalog
    from hflint.recognise import recognise

    catalog = load_catalog()
    kept = Path(__file__).resolve().parent.parent / "fixtures" / "tracebacks" / "5.24.0"
    text = (kept / "HF193-beams-from-a-slider.txt").read_text()
    [error] = recognise(text, catalog).found
    assert error.code == "HF193" and error.complete and "5.24.0" in error.pinned
    assert error.message.endswith(
        ":\n * (Tensor repeats, int dim = None, *, int output_size = None)"
        "\n * (int repeats, int dim = None, *, int output_size = None)\n"
    )
    tail = "\n".join(text.rstrip().splitlines()[-3:]) + "\n\nsome later output\n"
    [alone] = recognise(tail, catalog).found
    assert alone.code == "HF193" and alone.message.count("\n * (") == 2 and "later" not in alone.message
