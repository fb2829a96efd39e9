"""h110: HF180, `watermarking_config` given to generate as a plain dict before 5.16.

Runs behind every expectation (tests/groundtruth/trial.py, gpt2 stand-in, 4.57.6, 5.15.1, 5.16.1,
5.24.0; see benchmarks/README.md, section h110): a dict at generate (sampling or greedy) and at a
text-generation pipeline's call raise "'dict' object has no attribute 'validate'" on 4.57.6 and
5.15.1 and run on 5.16.1 and 5.24.0; the dict given to `GenerationConfig(...)` and a
`WatermarkingConfig(...)` object run on all four.
"""

from __future__ import annotations

import textwrap

import analysed

HEAD = """\
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig, WatermarkingConfig, pipeline

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
ids = tok("Hello there", return_tensors="pt").input_ids
"""


def codes(body: str, release: str) -> list[str]:
    found = analysed.findings(HEAD + textwrap.dedent(body), "watermark.py", release)
    return [f.code for f in found]


def test_dict_at_generate_and_pipeline_before_5_16():
    at_generate = 'wm = {"bias": 2.0, "seeding_scheme": "lefthash"}\n'
    at_generate += "model.generate(ids, watermarking_config=wm, do_sample=True, max_new_tokens=3)\n"
    at_pipeline = 'pipe = pipeline("text-generation", model="openai-community/gpt2")\n'
    at_pipeline += 'pipe("hi", watermarking_config={"bias": 2.0}, max_new_tokens=3)\n'
    for body in (at_generate, at_pipeline):
        for release in ("4.57.6", "5.15.0", "5.15.1"):
            assert codes(body, release) == ["HF180"], release
        for release in ("5.16.1", "5.24.0"):
            assert codes(body, release) == [], release


def test_object_and_generation_config_are_clean():
    obj = "model.generate(ids, watermarking_config=WatermarkingConfig(bias=2.0), do_sample=True, max_new_tokens=3)\n"
    cfg = 'gc = GenerationConfig(watermarking_config={"bias": 2.0}, do_sample=True, max_new_tokens=3)\n'
    cfg += "model.generate(ids, generation_config=gc)\n"
    for release in ("4.57.6", "5.15.1", "5.24.0"):
        assert codes(obj, release) == [], release
        assert codes(cfg, release) == [], release
