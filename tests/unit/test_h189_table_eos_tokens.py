"""The checkpoint table's eos token of the Qwen 2/2.5/3 and Llama 3.x tokenizers
(catalog/checkpoints/qwen*.toml and llama3.toml, `[checkpoints.tokenizer_config]`): with it,
`tokenizer.eos_token_id` of those checkpoints is an int, so a stop list that starts with it and
then holds a token's text is HF345 (the real TypeError on every release: tests/fixtures/flagged/
h189_eos_terminators_*.py, run on the stand-ins). The id looked up first
(`convert_tokens_to_ids`) is clean, and a tokenizer the table does not know stays silent."""

from __future__ import annotations

import pytest

from hflint.hubfacts import lookup

import analysed

RELEASES = ("4.57.6", "5.15.0", "5.23.0", "5.24.0")


@pytest.mark.parametrize(
    ("name", "eos"),
    [
        ("Qwen/Qwen2-0.5B-Instruct", "<|im_end|>"),
        ("Qwen/Qwen2-1.5B", "<|endoftext|>"),
        ("Qwen/Qwen2.5-0.5B-Instruct", "<|im_end|>"),
        ("Qwen/Qwen2.5-Coder-0.5B-Instruct", "<|im_end|>"),
        ("Qwen/Qwen2.5-0.5B", "<|endoftext|>"),
        ("Qwen/Qwen2.5-7B-Instruct", "<|im_end|>"),
        ("Qwen/Qwen3-0.6B", "<|im_end|>"),
        ("Qwen/Qwen3-0.6B-Base", "<|endoftext|>"),
        ("meta-llama/Meta-Llama-3-8B-Instruct", "<|eot_id|>"),
        ("meta-llama/Llama-3.1-8B-Instruct", "<|eot_id|>"),
        ("meta-llama/Llama-3.2-1B-Instruct", "<|eot_id|>"),
        ("meta-llama/Llama-3.2-1B", "<|end_of_text|>"),
    ],
)
def test_the_table_knows_the_eos_token(name: str, eos: str) -> None:
    hub = lookup(name)
    assert hub is not None and hub.tokenizer_eos == eos
    assert hub.tokenizer_no_pad is False  # (these tokenizers' pad token is not stated: not known)


def _source(name: str, stops: str) -> str:
    return f"""\
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("{name}")
model = AutoModelForCausalLM.from_pretrained("{name}")
enc = tok("hello", return_tensors="pt")
out = model.generate(**enc, eos_token_id={stops}, max_new_tokens=4)
"""


NAMES = ["Qwen/Qwen2-0.5B-Instruct", "Qwen/Qwen2.5-0.5B", "Qwen/Qwen3-0.6B", "meta-llama/Llama-3.2-1B-Instruct"]


@pytest.mark.parametrize("release", RELEASES)
@pytest.mark.parametrize("name", NAMES)
def test_eos_id_then_text_is_hf345(name: str, release: str) -> None:
    found = analysed.findings(_source(name, '[tok.eos_token_id, "<|im_end|>"]'), "stops.py", release)
    hits = [f for f in found if f.code == "HF345"]
    assert len(hits) == 1
    assert "raises TypeError: 'str' object cannot be interpreted as an integer" in hits[0].message


@pytest.mark.parametrize("name", NAMES)
def test_eos_id_then_looked_up_id_is_clean(name: str) -> None:
    source = _source(name, '[tok.eos_token_id, tok.convert_tokens_to_ids("<|im_end|>")]')
    assert [f.code for f in analysed.findings(source, "stops.py", "5.23.0")] == []


def test_a_tokenizer_the_table_does_not_know_stays_silent() -> None:
    source = _source("./my-local-tokenizer", '[tok.eos_token_id, "<|im_end|>"]')
    assert [f.code for f in analysed.findings(source, "stops.py", "5.23.0") if f.code == "HF345"] == []
