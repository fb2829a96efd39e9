"""Decoding-strategy settings as a user sees them: a min_p outside [0, 1] under sampling (HF321),
an exponential_decay_length_penalty given as one number (HF322), token ids collected into one
flat list with extend or += (HF173), and the keywords a custom_generate recipe takes (HF146)."""

from __future__ import annotations

import pytest

import analysed

RELEASES = ["4.57.6", "5.15.0", "5.24.0"]

HEAD = """\
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
enc = tok("once upon a time", return_tensors="pt")
"""
CALL_LINE = 6


def _codes(source: str, release: str = "5.23.0") -> list[tuple[str, int]]:
    return [(f.code, f.span.line) for f in analysed.findings(source, "decode.py", release)]


def _messages(source: str, release: str = "5.23.0") -> list[str]:
    return [f.message for f in analysed.findings(source, "decode.py", release)]


@pytest.mark.parametrize("release", RELEASES)
@pytest.mark.parametrize("min_p", ["10", "-1", "1.5", "100.0"])
def test_sampling_min_p_outside_unit_interval(min_p: str, release: str) -> None:
    source = HEAD + f"model.generate(**enc, do_sample=True, min_p={min_p}, max_new_tokens=4)\n"
    assert _codes(source, release) == [("HF321", CALL_LINE)]
    assert "`min_p` has to be a float in the [0, 1] interval, but is" in _messages(source, release)[0]


@pytest.mark.parametrize(
    "call",
    [
        "model.generate(**enc, do_sample=True, min_p=0.05, max_new_tokens=4)",
        "model.generate(**enc, do_sample=True, min_p=0, max_new_tokens=4)",
        "model.generate(**enc, do_sample=True, min_p=1, max_new_tokens=4)",
        "model.generate(**enc, min_p=10, max_new_tokens=4)",  # (greedy: no warper is built)
        "model.generate(**enc, do_sample=True, min_p=None, max_new_tokens=4)",
    ],
)
def test_min_p_in_range_or_unused_is_silent(call: str) -> None:
    assert _codes(HEAD + call + "\n") == []


def test_min_p_in_a_passed_config_and_an_attribute() -> None:
    passed = (
        HEAD
        + "cfg = GenerationConfig(do_sample=True, min_p=5.0, max_new_tokens=4)\nmodel.generate(**enc, generation_config=cfg)\n"
    )
    assert _codes(passed) == [("HF321", CALL_LINE + 1)]
    written = HEAD + "model.generation_config.min_p = 5\nmodel.generate(**enc, do_sample=True, max_new_tokens=4)\n"
    assert _codes(written) == [("HF321", CALL_LINE + 1)]


def test_an_earlier_warper_error_comes_first() -> None:
    # (the temperature warper is built before min-p's: HF155 is what the run raises)
    source = HEAD + "model.generate(**enc, do_sample=True, temperature=0.0, min_p=10, max_new_tokens=4)\n"
    assert [c for c, _ in _codes(source)] == ["HF155"]


@pytest.mark.parametrize("release", RELEASES)
@pytest.mark.parametrize("decay", ["1.05", "2", "0.9"])
@pytest.mark.parametrize("mode", ["", ", do_sample=True", ", num_beams=2"])
def test_decay_penalty_as_one_number(decay: str, mode: str, release: str) -> None:
    source = HEAD + f"model.generate(**enc, exponential_decay_length_penalty={decay}{mode}, max_new_tokens=4)\n"
    assert _codes(source, release) == [("HF322", CALL_LINE)]
    kind = "int" if "." not in decay else "float"
    assert f"'{kind}' object is not subscriptable" in _messages(source, release)[0]


@pytest.mark.parametrize("decay", ["(2, 1.05)", "[4, 1.5]", "None"])
def test_decay_penalty_pair_is_silent(decay: str) -> None:
    assert _codes(HEAD + f"model.generate(**enc, exponential_decay_length_penalty={decay}, max_new_tokens=4)\n") == []


def test_decay_penalty_in_a_passed_config_and_an_attribute() -> None:
    passed = (
        HEAD
        + "cfg = GenerationConfig(exponential_decay_length_penalty=1.5, max_new_tokens=4)\n"
        + "model.generate(**enc, generation_config=cfg)\n"
    )
    assert _codes(passed) == [("HF322", CALL_LINE + 1)]
    written = (
        HEAD
        + "model.generation_config.exponential_decay_length_penalty = 1.5\nmodel.generate(**enc, num_beams=2, max_new_tokens=4)\n"
    )
    assert _codes(written) == [("HF322", CALL_LINE + 1)]


def test_decay_penalty_left_alone_behind_a_processor_built_first() -> None:
    source = HEAD + "model.generate(**enc, exponential_decay_length_penalty=1.05, bad_words_ids=[[5]], max_new_tokens=4)\n"
    assert _codes(source) == []


@pytest.mark.parametrize("release", RELEASES)
@pytest.mark.parametrize(
    "collect",
    [
        "banned = []\nfor w in ['dog', 'cat']:\n    banned.extend(tok(w, add_special_tokens=False).input_ids)\n",
        "banned = []\nfor w in ['dog', 'cat']:\n    banned += tok.encode(w)\n",
        "banned = [0]\nbanned.extend(tok.encode('dog'))\n",
        "banned = tok.encode('dog')\nbanned.extend(tok.encode('cat'))\nbanned.append(7)\n",
    ],
)
def test_ids_collected_into_one_flat_list(collect: str, release: str) -> None:
    source = HEAD + collect + "model.generate(**enc, bad_words_ids=banned, max_new_tokens=4)\n"
    last = source.count("\n")
    assert _codes(source, release) == [("HF173", last)]


@pytest.mark.parametrize(
    "collect",
    [
        "banned = []\nfor w in ['dog', 'cat']:\n    banned.append(tok(w, add_special_tokens=False).input_ids)\n",
        "banned = tok(['dog', 'cat'], add_special_tokens=False).input_ids\n",
        "banned = [tok.encode('dog')]\nbanned.append(tok.encode('cat'))\n",
    ],
)
def test_one_list_per_word_is_silent(collect: str) -> None:
    assert _codes(HEAD + collect + "model.generate(**enc, bad_words_ids=banned, max_new_tokens=4)\n") == []


def test_custom_generate_recipe_takes_its_own_keywords() -> None:
    recipe = HEAD + 'model.generate(**enc, custom_generate="./my_recipe", trust_remote_code=True, steps=3)\n'
    assert _codes(recipe) == []
    plain = HEAD + "model.generate(**enc, steps=3)\n"
    assert [c for c, _ in _codes(plain)] == ["HF146"]
