"""HF348: `rope_scaling=None` given to from_pretrained, or written on the config a model is built
from, on 5.x.

Runs behind every expectation (h172, tests/groundtruth/trial.py on 4.57.6, 5.0.0, 5.15.0 and
5.24.0, each model type's stand-in both ways; the catalog example with record.py on all 28
releases): Llama (SmolLM2, Llama 3.2), Qwen2, Qwen3, Mistral, Phi, Phi-3, PhiMoE, Gemma, Gemma 2,
Gemma 3, Falcon, Granite, OLMo, SmolLM3 and StableLM raise TypeError "'NoneType' object is not
subscriptable" in their modeling files on 5.x; 4.57.6 runs. GPT-2 has no rotary embedding:
`config.rope_scaling = None` then from_config runs on every release; GPT-NeoX raises another
message (not reported).
"""

from __future__ import annotations

import textwrap

import pytest

import analysed

TAIL = "print(model.generate(max_new_tokens=2))\n"


def codes(body: str, release: str) -> list[tuple[int, str]]:
    found = analysed.findings(textwrap.dedent(body).lstrip("\n") + TAIL, "load.py", release)
    return [(f.span.line, f.code) for f in found]


KEYWORD = """
from transformers import AutoModelForCausalLM

model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct", rope_scaling=None)
"""

ON_CONFIG = """
from transformers import AutoConfig, AutoModelForCausalLM

config = AutoConfig.from_pretrained("Qwen/Qwen2.5-0.5B")
config.rope_scaling = None
model = AutoModelForCausalLM.from_config(config)
other = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B", config=config)
"""


@pytest.mark.parametrize("release", ["5.0.0", "5.15.0", "5.23.0", "5.24.0"])
def test_rope_scaling_none_on_5(release):
    assert codes(KEYWORD, release) == [(3, "HF348")]
    assert codes(ON_CONFIG, release) == [(5, "HF348"), (6, "HF348")]
    found = analysed.findings(textwrap.dedent(KEYWORD).lstrip("\n") + TAIL, "load.py", release)
    assert found[0].headline == "this call raises TypeError: 'NoneType' object is not subscriptable"


def test_rope_scaling_none_runs_on_457():
    assert codes(KEYWORD, "4.57.6") == []
    assert codes(ON_CONFIG, "4.57.6") == []


@pytest.mark.parametrize(
    "body",
    [
        # no rotary embedding
        """
        from transformers import AutoConfig, AutoModelForCausalLM

        config = AutoConfig.from_pretrained("gpt2")
        config.rope_scaling = None
        model = AutoModelForCausalLM.from_config(config)
        """,
        # GPT-NeoX: another message
        """
        from transformers import AutoModelForCausalLM

        model = AutoModelForCausalLM.from_pretrained("EleutherAI/pythia-70m", rope_scaling=None)
        """,
        # the whole rotary settings written after the reset
        """
        from transformers import AutoConfig, AutoModelForCausalLM

        config = AutoConfig.from_pretrained("Qwen/Qwen2.5-0.5B")
        config.rope_scaling = None
        config.rope_parameters = {"rope_type": "default", "rope_theta": 1000000.0}
        model = AutoModelForCausalLM.from_config(config)
        """,
        # None on one path only
        """
        import sys
        from transformers import AutoModelForCausalLM

        scaling = None if len(sys.argv) > 1 else {"rope_type": "linear", "factor": 2.0, "rope_theta": 1e5}
        model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct", rope_scaling=scaling)
        """,
    ],
)
def test_rope_scaling_none_near_misses(body):
    assert codes(body, "5.23.0") == []
