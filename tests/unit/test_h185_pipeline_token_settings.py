"""Token settings a text-generation pipeline's call hands to generate (h185's runs, trial.py, all
28 releases, gpt2 stand-in): given to pipeline() itself (into its copy of the config up to 5.19,
a keyword from 5.20) or written on the model's generation config before or after the pipeline was
built. HF350 (eos as text), HF345 (an id list holding text) and HF349 (a suppress list holding
None) at the call, on the releases where the run raised; silent where it ran clean."""

from __future__ import annotations

import pytest

import analysed

ALL = ["4.57.6", "5.0.0", "5.15.0", "5.19.0", "5.20.2", "5.24.0"]

HEAD = """\
from transformers import AutoModelForCausalLM, AutoTokenizer, pipeline

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
"""
BUILD = 'pipe = pipeline("text-generation", model=model, tokenizer=tok{extra})\n'
CALL = 'print(pipe("Hello", max_new_tokens=4))\n'


def _codes(source: str, release: str) -> list[tuple[str, int]]:
    return [(f.code, f.span.line) for f in analysed.findings(source, "pipe.py", release)]


def _last_line(source: str) -> int:
    return source.count("\n")


@pytest.mark.parametrize("release", ALL)
@pytest.mark.parametrize(
    ("extra", "code"),
    [
        (", eos_token_id=tok.eos_token", "HF350"),
        (', eos_token_id=[tok.eos_token_id, "\\n"]', "HF345"),
        (", suppress_tokens=[tok.pad_token_id]", "HF349"),
        (", begin_suppress_tokens=[tok.pad_token_id]", "HF349"),
    ],
)
def test_given_to_pipeline_raises_at_every_call(extra: str, code: str, release: str) -> None:
    source = HEAD + BUILD.format(extra=extra) + CALL
    assert _codes(source, release) == [(code, _last_line(source))]


@pytest.mark.parametrize("release", ALL)
@pytest.mark.parametrize(
    "extra",
    [
        ", eos_token_id=tok.eos_token_id",
        ", eos_token_id=[tok.eos_token_id, 198]",
        ", suppress_tokens=[tok.eos_token_id]",
    ],
)
def test_ids_given_to_pipeline_are_clean(extra: str, release: str) -> None:
    assert _codes(HEAD + BUILD.format(extra=extra) + CALL, release) == []


@pytest.mark.parametrize("release", ALL)
@pytest.mark.parametrize(
    ("write", "code"),
    [
        ("model.generation_config.suppress_tokens = [tok.pad_token_id]\n", "HF349"),
        ("model.generation_config.eos_token_id = tok.eos_token\n", "HF350"),
    ],
)
def test_written_before_pipeline_is_copied(write: str, code: str, release: str) -> None:
    source = HEAD + write + BUILD.format(extra="") + CALL
    assert _codes(source, release) == [(code, _last_line(source))]


@pytest.mark.parametrize("release", ALL)
@pytest.mark.parametrize(
    ("target", "key"),
    [("pipe.model", "suppress_tokens"), ("model", "suppress_tokens"), ("pipe.model", "begin_suppress_tokens")],
)
def test_suppress_written_after_pipeline_from_5_0(target: str, key: str, release: str) -> None:
    source = HEAD + BUILD.format(extra="") + f"{target}.generation_config.{key} = [tok.pad_token_id]\n" + CALL
    # (4.57.6 keeps its copy; 5.0-5.19 fill its unset suppress list from the model's config)
    expected = [] if release == "4.57.6" else [("HF349", _last_line(source))]
    assert _codes(source, release) == expected


@pytest.mark.parametrize("release", ALL)
def test_eos_written_after_pipeline_from_5_20(release: str) -> None:
    source = HEAD + BUILD.format(extra="") + "pipe.model.generation_config.eos_token_id = tok.eos_token\n" + CALL
    # (up to 5.19 the copy keeps the checkpoint's eos id; 5.20+ read the model's config at each call)
    expected = [("HF350", _last_line(source))] if release in ("5.20.2", "5.24.0") else []
    assert _codes(source, release) == expected


@pytest.mark.parametrize("release", ALL)
def test_ids_written_after_pipeline_are_clean(release: str) -> None:
    source = HEAD + BUILD.format(extra="") + "pipe.model.generation_config.suppress_tokens = [tok.eos_token_id, 198]\n" + CALL
    assert _codes(source, release) == []
