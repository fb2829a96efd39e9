"""`TextGenerationPipeline(model=m, tokenizer=t, ...)` built directly (core/flow.py
_pipeline_class) is the pipeline `pipeline("text-generation", model=m, tokenizer=t)` builds: its
calls are checked alike (runs: tests/fixtures/flagged/h195_textgen_class_*.py on 4.57.6, 5.15.0
and 5.24.0). A model given by name is not followed."""

from __future__ import annotations

from hflint.core import prefilter

import analysed

SOURCE = """\
from transformers import AutoModelForCausalLM, AutoTokenizer, TextGenerationPipeline

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
pipe = TextGenerationPipeline({args})
print(pipe(["the king", "a fox"], batch_size=2, max_new_tokens=4, do_sample=False))
"""


def _codes(args: str, release: str = "5.24.0") -> list[str]:
    return [f.code for f in analysed.findings(SOURCE.format(args=args), "gen.py", release)]


def test_a_batch_without_pad_token_through_the_class_raises() -> None:
    assert _codes("model=model, tokenizer=tok") == ["HF166"]
    assert _codes("model, tok", "4.57.6") == ["HF166"]


def test_a_model_given_by_name_is_not_followed() -> None:
    # (the class does not load a name as pipeline() does)
    assert _codes('model="openai-community/gpt2", tokenizer=tok') == []


def test_a_known_dict_spread_into_the_class_is_read() -> None:
    assert _codes("**{'model': model, 'tokenizer': tok}") == ["HF166"]


def test_a_file_that_only_builds_the_class_is_analysed() -> None:
    assert prefilter.any_trigger(SOURCE.format(args="model=model, tokenizer=tok"))
