"""Phi-1/1.5/2's generation_config.json is known in full (catalog/checkpoints/phi.toml: token ids
and the version only), so a preset installed with `generation_config.update(**preset)` is judged
with the release's defaults for every other field.

Runs behind every expectation (tests/groundtruth/trial.py, the phi-2 stand-in, 4.57.6, 5.15.0,
5.23.0, 5.24.0): two sequences without sampling raise in update(); with do_sample=True, or from
two beams, update() and generate run.
"""

from __future__ import annotations

import pytest

import analysed

HEAD = """\
from transformers import AutoModelForCausalLM

model = AutoModelForCausalLM.from_pretrained("microsoft/phi-2")
"""


def codes(body: str, release: str) -> list[tuple[int, str]]:
    found = analysed.findings(HEAD + body, "phi.py", release)
    return [(f.span.line, f.code) for f in found]


@pytest.mark.parametrize("release", ["4.57.6", "5.15.0", "5.23.0", "5.24.0"])
def test_greedy_preset_on_phi2(release):
    body = "PRESET = {'num_return_sequences': 2, 'max_new_tokens': 8}\nmodel.generation_config.update(**PRESET)\n"
    assert codes(body, release) == [(5, "HF138")]


@pytest.mark.parametrize("release", ["4.57.6", "5.23.0"])
@pytest.mark.parametrize(
    "body",
    [
        "model.generation_config.update(num_return_sequences=2, do_sample=True)\n",
        "model.generation_config.update(num_return_sequences=2, num_beams=2)\n",
    ],
)
def test_valid_presets_on_phi2(body, release):
    assert codes(body, release) == []
