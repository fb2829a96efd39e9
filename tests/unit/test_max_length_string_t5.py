"""HF189 on T5 and BART: generate compares the decoder's start with a string max_length and raises
the TypeError decoder-only models raise (h153's runs, t5-small and bart-base, all 28 releases)."""

from __future__ import annotations

import pytest

import analysed


def _codes(source: str, release: str) -> list[tuple[str, int]]:
    return [(f.code, f.span.line) for f in analysed.findings(source, "summarise.py", release)]


T5_LIMIT = """import os

from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("{name}")
model = {cls}.from_pretrained("{name}")
enc = tok(["summarize: the quick brown fox"], return_tensors="pt")
print(model.generate(**enc, max_length=os.environ.get("MAX_LENGTH", "12"){extra}))
"""


@pytest.mark.parametrize("release", ["4.57.6", "5.24.0"])
@pytest.mark.parametrize("name", ["t5-small", "google/flan-t5-base"])
def test_t5_given_a_string_max_length_raises_as_decoder_only_models_do(release, name):
    source = T5_LIMIT.format(name=name, cls="AutoModelForSeq2SeqLM", extra=", num_beams=2")
    assert _codes(source, release) == [("HF189", 8)]


def test_t5_with_max_new_tokens_never_compares_the_string():
    source = T5_LIMIT.format(name="t5-small", cls="AutoModelForSeq2SeqLM", extra=", max_new_tokens=5")
    assert _codes(source, "5.23.0") == []
