"""HF134: 5.x validates the generation config a call starts from before the call's keywords apply.

Runs behind every expectation (tests/groundtruth/trial.py, gpt2 stand-in): with
`model.generation_config.num_return_sequences = 2`, `generate(**inputs, do_sample=True)` raises
"Greedy methods (do_sample != True) ..." on all 27 5.x releases and runs on 4.57.6;
`model.generation_config.temperature = 0.7` with the same call runs on all 28.
"""

from __future__ import annotations

import textwrap

import pytest

import analysed

HEAD = """\
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
enc = tok("hello", return_tensors="pt")
"""

SET = "model.generation_config.num_return_sequences = 2\n"


def run(body: str, release: str = "5.15.0", head: str = HEAD):
    source = head + textwrap.dedent(body)
    return analysed.findings(source, "nrs.py", release)


def codes(body: str, release: str = "5.15.0", head: str = HEAD) -> list[str]:
    return [f.code for f in run(body, release, head)]


@pytest.mark.parametrize("release", ["5.0.0", "5.15.0", "5.23.0", "5.24.0"])
def test_sampling_only_at_the_call_raises_on_5_x(release):
    (f,) = run(SET + "out = model.generate(**enc, do_sample=True, max_new_tokens=4)\n", release)
    assert f.code == "HF134" and f.severity.value == "error"
    assert f.raises is not None and f.raises.type == "ValueError"
    assert f.raises.message.endswith("different than 1 (got 2).")
    assert f.span.line == 7


def test_4_57_applies_the_keywords_first():
    assert codes(SET + "model.generate(**enc, do_sample=True)\n", "4.57.6") == []


@pytest.mark.parametrize(
    "body",
    [
        "model.generate(**enc, do_sample=True, max_new_tokens=4)\n",
        "model.generate(**enc, num_beams=4, max_new_tokens=4)\n",
        "model.generate(**enc, num_return_sequences=1)\n",
        "model.generate(**enc, generation_config=GenerationConfig(max_new_tokens=4), do_sample=True)\n",
    ],
)
def test_keywords_that_would_make_it_valid_come_too_late(body):
    assert codes(SET + body) == ["HF134"]


@pytest.mark.parametrize(
    "body",
    [
        # the model's config samples too
        SET + "model.generation_config.do_sample = True\nmodel.generate(**enc, do_sample=True)\n",
        # the sequences asked for at the call only
        "model.generate(**enc, do_sample=True, num_return_sequences=2)\n",
        # a passed config that samples: the config the call starts from is valid
        SET + "model.generate(**enc, generation_config=GenerationConfig(do_sample=True, top_k=5))\n",
        # what validate only warns about
        "model.generation_config.temperature = 0.7\nmodel.generate(**enc, do_sample=True)\n",
        # a value the analysis cannot read
        "model.generation_config.num_return_sequences = n\nmodel.generate(**enc, do_sample=True)\n",
    ],
)
def test_other_calls_are_silent(body):
    assert codes(body) == []


def test_plain_greedy_decoding_is_hf138s():
    # every release rejects greedy decoding with several sequences, keywords or not (HF138)
    assert codes(SET + "model.generate(**enc, max_new_tokens=4)\n") == ["HF138"]


def test_a_model_the_table_does_not_know_is_silent():
    head = HEAD.replace("openai-community/gpt2", "my-org/private-model")
    assert codes(SET + "model.generate(**enc, do_sample=True)\n", head=head) == []
