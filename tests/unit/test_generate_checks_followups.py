"""h101: follow-ups on HF109, HF173, HF176, HF177 and HF178.

Runs behind every expectation (tests/groundtruth/trial.py, gpt2 and distilgpt2 stand-ins, 4.57.6,
5.15.0, 5.23.0, 5.24.0; see benchmarks/README.md, section h101):
- an assistant with 4 beams in 2 groups logs HF109's warning ("... the base decoding mode ... is
  GenerationMode.GROUP_BEAM_SEARCH ...") and then raises HF178's "Group Beam Search requires
  `trust_remote_code=True` ..." on every release.
"""

from __future__ import annotations

import textwrap

from hflint.core.engine import Settings, analyze

HEAD = """\
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig, pipeline
import torch

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
ids = tok("Hello there", return_tensors="pt").input_ids
"""


def codes(body: str, release: str = "5.23.0") -> list[str]:
    result = analyze(HEAD + textwrap.dedent(body), "followups.py", Settings(transformers_version=release))
    assert result.internal_errors == []
    return [f.code for f in result.findings]


def test_hf109_warning_then_hf178_on_group_beams_with_an_assistant():
    body = """\
    draft = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")
    model.generate(ids, assistant_model=draft, num_beams=4, num_beam_groups=2, diversity_penalty=1.0, max_new_tokens=3)
    """
    for release in ("4.57.6", "5.15.0", "5.23.0", "5.24.0"):
        assert codes(body, release) == ["HF109", "HF178"], release
