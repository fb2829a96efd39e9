"""`x += y` (and `-=`, `*=`, ...) on a name computes its value as `x = x + y` does.

A rollout loop that counts its spend with `spent += budget`, anneals `temperature -= 0.5` or grows
its group with `group *= 2` decides the settings of its later calls; the walk used to make the name
unknown after any augmented assignment. Runs behind every expectation (tests/groundtruth/trial.py on
4.57.6, 5.13.1, 5.14.0, 5.15.0, 5.23.0 and 5.24.0; the fixtures h98_* and fp1233-fp1237): the
budget, temperature, group and few-shot prompt below raise HF148, HF155, HF138 and HF147 on every
one of them, and the while loop runs clean. `self.budget -= 8` in a method is read as `self.budget =
self.budget - 8` (fixtures h98_hf148_budget_attribute_augassign, fp1238, fp1240), and `round()` of a
known number is computed, an int as Python makes it: `temperature=round(0.4)` (0) and `round(2.6)`
(3) with do_sample raise "`temperature` (=0) has to be a strictly positive float" on 4.57.6 and
5.23.0 (HF155 knows that an int other than 1 raises; fixtures h98_hf155_rounded_temperature_grid,
fp1239).
"""

from __future__ import annotations

import textwrap

import pytest

import analysed

HEAD = """\
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")
enc = tok("one two three", return_tensors="pt")
"""
RELEASES = ["4.57.6", "5.15.0", "5.23.0", "5.24.0"]


def run(body: str, release: str = "5.23.0"):
    return analysed.findings(HEAD + textwrap.dedent(body), "aug.py", release)


def found(body: str, release: str = "5.23.0") -> list[tuple[int, str, str]]:
    return [(f.span.line, f.code, f.severity.value) for f in run(body, release)]


@pytest.mark.parametrize("release", RELEASES)
def test_spent_budget_reaches_zero_in_a_range_loop(release):
    body = """\
    spent = 0
    for attempt in range(3):
        budget = min(8, 16 - spent)
        model.generate(**enc, do_sample=True, max_new_tokens=budget)
        spent += budget
    """
    (f,) = run(body, release)
    assert (f.code, f.severity.value, f.span.line) == ("HF148", "error", 9)
    assert f.detail.startswith("for attempt = 2: max_new_tokens is set to 0")


def test_temperature_decremented_to_zero():
    body = """\
    temperature = 1.0
    for step in range(3):
        model.generate(**enc, do_sample=True, temperature=temperature, max_new_tokens=4)
        temperature -= 0.5
    """
    assert found(body) == [(8, "HF155", "error")]


def test_temperature_halved_stays_positive():
    body = """\
    temperature = 1.0
    for step in range(3):
        model.generate(**enc, do_sample=True, temperature=temperature, max_new_tokens=4)
        temperature *= 0.5
    """
    assert found(body) == []


def test_group_doubled_under_greedy_search():
    body = """\
    group = 1
    for round_ in range(2):
        model.generate(**enc, num_return_sequences=group, max_new_tokens=4)
        group *= 2
    """
    assert found(body) == [(8, "HF138", "error")]


def test_prompt_extended_past_max_length():
    body = """\
    prompt = ""
    for shot in ["one two three four", "five six seven eight"]:
        prompt += shot + " "
    prompt += "nine ten"
    model.generate(**tok(prompt, return_tensors="pt"), max_length=6)
    """
    assert found(body) == [(10, "HF147", "error")]


def test_while_loop_update_stays_unknown():
    body = """\
    spent = 0
    while spent < 20:
        budget = min(8, 20 - spent)
        model.generate(**enc, do_sample=True, max_new_tokens=budget)
        spent += budget
    """
    assert found(body) == []


def test_update_by_an_unknown_stays_unknown():
    body = """\
    spent = 0
    for attempt in range(3):
        out = model.generate(**enc, do_sample=True, max_new_tokens=min(4, 16 - spent))
        spent += out.shape[1] - enc.input_ids.shape[1]  # (at most 4 a pass: the budget stays 4)
    """
    assert found(body) == []


def test_attribute_budget_spent_in_a_method():
    body = """\
    class Sampler:
        def __init__(self, budget):
            self.budget = budget

        def attempt(self):
            out = model.generate(**enc, do_sample=True, max_new_tokens=min(8, self.budget))
            self.budget -= 8
            return out

    sampler = Sampler(16)
    for _ in range(3):
        sampler.attempt()
    """
    assert found(body) == [(11, "HF148", "error")]


def test_attribute_budget_checked_first_stays_silent():
    body = """\
    class Sampler:
        def __init__(self, budget):
            self.budget = budget

        def attempt(self):
            if self.budget <= 0:
                return None
            out = model.generate(**enc, do_sample=True, max_new_tokens=min(8, self.budget))
            self.budget -= 8
            return out

    sampler = Sampler(16)
    for _ in range(3):
        sampler.attempt()
    """
    assert found(body) == []


def test_attribute_updated_in_a_while_loop_stays_unknown():
    body = """\
    class Schedule:
        value = 1.0

    sched = Schedule()
    while sched.value > 0.1:
        model.generate(**enc, do_sample=True, temperature=sched.value, max_new_tokens=4)
        sched.value -= 0.25
    """
    assert found(body) == []


@pytest.mark.parametrize(
    "grid, expected",
    [
        ("[round(0.4 * i, 1) for i in range(3)]", [(7, "HF155", "error")]),
        ("[round(0.3 + 0.3 * i, 1) for i in range(3)]", []),
        ("[round(t) for t in (0.4, 1.2)]", [(7, "HF155", "error")]),
    ],
)
def test_rounded_temperature_grid(grid, expected):
    body = f"""\
    for temperature in {grid}:
        model.generate(**enc, do_sample=True, temperature=temperature, max_new_tokens=4)
    """
    assert found(body) == expected


@pytest.mark.parametrize(
    "grid, expected",
    [
        ("np.linspace(0.0, 1.2, 4)", [(8, "HF155", "error")]),
        ("np.linspace(start=1.0, stop=0.0, num=3)", [(8, "HF155", "error")]),
        ("np.linspace(0.3, 1.2, 4)", []),
        ("np.linspace(0.5, 1.0, 3, endpoint=False)", []),  # (endpoint= is not followed: unknown)
    ],
)
def test_linspace_temperature_grid(grid, expected):
    """np.linspace(0.0, 1.2, 4) with do_sample raises "`temperature` (=0.0) ..." on 4.57.6, 5.13.1,
    5.14.0, 5.15.0, 5.23.0 and 5.24.0 (fixtures h98_hf155_linspace_temperature_grid, fp1241, fp1242)."""
    body = f"""\
    import numpy as np
    for temperature in {grid}:
        model.generate(**enc, do_sample=True, temperature=float(temperature), max_new_tokens=4)
    """
    assert found(body) == expected
