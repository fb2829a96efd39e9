"""Generation settings given as text (h132): num_beams (HF305), top_k under sampling (HF179) and
repetition_penalty (HF191) read from the environment or an untyped argparse option."""

from __future__ import annotations

import pytest

import analysed

HEAD = """import argparse
import os

from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig, pipeline

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
enc = tok("Once upon a time", return_tensors="pt")
"""

RELEASES = ["4.57.6", "5.24.0"]


def _codes(body: str, release: str) -> list[tuple[str, str]]:
    return [(f.code, f.severity.value) for f in analysed.findings(HEAD + body, "script.py", release)]


@pytest.mark.parametrize("release", RELEASES)
@pytest.mark.parametrize(
    "body",
    [
        'out = model.generate(**enc, num_beams=os.environ.get("NUM_BEAMS", "2"), max_new_tokens=4)\n',
        'out = model.generate(**enc, num_beams=os.getenv("NUM_BEAMS", "1"), max_new_tokens=4)\n',
        'out = model.generate(**enc, num_beams="2", do_sample=True, max_new_tokens=4)\n',
        (
            'pipe = pipeline("text-generation", model=model, tokenizer=tok)\n'
            'pipe("hi", num_beams=os.getenv("B", "2"), max_new_tokens=4)\n'
        ),
    ],
)
def test_num_beams_string_is_an_error(body: str, release: str) -> None:
    assert ("HF305", "error") in _codes(body, release)


def test_num_beams_string_default_of_an_untyped_option_is_a_warning() -> None:
    body = (
        'p = argparse.ArgumentParser()\np.add_argument("--num_beams", default="4")\nargs = p.parse_args()\n'
        "out = model.generate(**enc, num_beams=args.num_beams, max_new_tokens=4)\n"
    )
    found = analysed.findings(HEAD + body, "script.py", "5.24.0")
    hits = [f for f in found if f.code == "HF305"]
    assert [f.severity.value for f in hits] == ["warning"]
    assert "when --num_beams keeps its default '4'" in hits[0].message


def test_num_beams_string_message_names_the_variable_and_offers_int() -> None:
    body = 'out = model.generate(**enc, num_beams=os.environ.get("NUM_BEAMS", "3"), max_new_tokens=4)\n'
    (hit,) = [f for f in analysed.findings(HEAD + body, "script.py", "5.24.0") if f.code == "HF305"]
    assert "'>' not supported between instances of 'int' and 'str'" in hit.message
    assert "environment variable NUM_BEAMS, a string whether it is set or not" in hit.message
    fix = hit.fixes[0]
    assert fix.applicability.value == "safe"
    assert fix.edits[0].new_text == 'int(os.environ.get("NUM_BEAMS", "3"))'


@pytest.mark.parametrize(
    "body",
    [
        'out = model.generate(**enc, num_beams=int(os.environ.get("NUM_BEAMS", "2")), max_new_tokens=4)\n',
        (
            "p = argparse.ArgumentParser()\n"
            'p.add_argument("--num_beams", type=int, default="4")\nargs = p.parse_args()\n'
            "out = model.generate(**enc, num_beams=args.num_beams, max_new_tokens=4)\n"
        ),
        (
            "p = argparse.ArgumentParser()\n"
            'p.add_argument("--num_beams", default=4)\nargs = p.parse_args()\n'
            "out = model.generate(**enc, num_beams=args.num_beams, max_new_tokens=4)\n"
        ),
        "out = model.generate(**enc, num_beams=2, max_new_tokens=4)\n",
        'out = model.generate(**enc, num_beams=os.environ["NUM_BEAMS"], max_new_tokens=4)\n',
        'out = model.generate(**enc, num_beams=os.getenv("B", "2"), assistant_model=model, max_new_tokens=4)\n',
        'out = model.generate(**enc, repetition_penalty=float(os.getenv("RP", "1.2")), max_new_tokens=4)\n',
        'out = model.generate(**enc, do_sample=True, top_k=int(os.getenv("K", "50")), max_new_tokens=4)\n',
    ],
)
def test_converted_or_unknown_values_stay_silent(body: str) -> None:
    codes = {c for c, _ in _codes(body, "5.24.0")}
    assert not codes & {"HF305", "HF191", "HF179"}


@pytest.mark.parametrize("release", RELEASES)
def test_repetition_penalty_string_from_environment(release: str) -> None:
    body = 'out = model.generate(**enc, repetition_penalty=os.getenv("RP", "1.0"), max_new_tokens=4)\n'
    found = [f for f in analysed.findings(HEAD + body, "script.py", release) if f.code == "HF191"]
    assert [f.severity.value for f in found] == ["error"]
    assert "environment variable RP, a string whether it is set or not" in found[0].message


@pytest.mark.parametrize("release", RELEASES)
def test_top_k_string_under_sampling(release: str) -> None:
    body = 'out = model.generate(**enc, do_sample=True, top_k=os.environ.get("TOP_K", "0"), max_new_tokens=4)\n'
    found = [f for f in analysed.findings(HEAD + body, "script.py", release) if f.code == "HF179"]
    assert [f.severity.value for f in found] == ["error"]
    assert "environment variable TOP_K" in found[0].message


@pytest.mark.parametrize("release", RELEASES)
@pytest.mark.parametrize(
    "body",
    [
        'out = model.generate(**enc, do_sample=True, top_p=os.getenv("TOP_P", "0.9"), max_new_tokens=4)\n',
        'out = model.generate(**enc, do_sample=True, top_p=os.getenv("TOP_P", "1.0"), max_new_tokens=4)\n',
        'out = model.generate(**enc, do_sample=True, top_p=0.9, typical_p=os.getenv("TP", "0.9"), max_new_tokens=4)\n',
        (
            'pipe = pipeline("text-generation", model=model, tokenizer=tok)\n'
            'pipe("hi", do_sample=True, top_p=os.getenv("P", "0.9"), max_new_tokens=4)\n'
        ),
    ],
)
def test_top_p_string_under_sampling_is_an_error(body: str, release: str) -> None:
    assert ("HF306", "error") in _codes(body, release)


def test_top_p_string_fix_converts_with_float() -> None:
    body = 'out = model.generate(**enc, do_sample=True, top_p=os.getenv("TOP_P", "0.9"), max_new_tokens=4)\n'
    (hit,) = [f for f in analysed.findings(HEAD + body, "script.py", "5.24.0") if f.code == "HF306"]
    assert "'<' not supported between instances of 'str' and 'float'" in hit.message
    assert hit.fixes[0].edits[0].new_text == 'float(os.getenv("TOP_P", "0.9"))'
    assert hit.fixes[0].applicability.value == "safe"


@pytest.mark.parametrize("release", RELEASES)
@pytest.mark.parametrize(
    "body",
    [
        'out = model.generate(**enc, no_repeat_ngram_size=os.environ.get("N", "3"), max_new_tokens=4)\n',
        ('out = model.generate(**enc, no_repeat_ngram_size=os.environ.get("N", "0"), do_sample=True, max_new_tokens=4)\n'),
        'out = model.generate(**enc, no_repeat_ngram_size="2", num_beams=2, max_new_tokens=4)\n',
    ],
)
def test_no_repeat_ngram_size_string_is_an_error(body: str, release: str) -> None:
    assert ("HF307", "error") in _codes(body, release)


@pytest.mark.parametrize(
    "body",
    [
        'out = model.generate(**enc, top_p=os.getenv("TOP_P", "0.9"), max_new_tokens=4)\n',
        'out = model.generate(**enc, do_sample=True, top_p=float(os.getenv("TOP_P", "0.9")), max_new_tokens=4)\n',
        'out = model.generate(**enc, do_sample=True, top_p=os.environ["TOP_P"], max_new_tokens=4)\n',
        'out = model.generate(**enc, no_repeat_ngram_size=int(os.getenv("N", "3")), max_new_tokens=4)\n',
        (
            "p = argparse.ArgumentParser()\n"
            'p.add_argument("--n", type=int, default="3")\nargs = p.parse_args()\n'
            "out = model.generate(**enc, no_repeat_ngram_size=args.n, max_new_tokens=4)\n"
        ),
    ],
)
def test_sampling_and_ngram_values_converted_or_unused_stay_silent(body: str) -> None:
    codes = {c for c, _ in _codes(body, "5.24.0")}
    assert not codes & {"HF306", "HF307"}
