"""The checker itself: a deliberately wrong catalog fact, checked against the real runs, must fail."""

from __future__ import annotations

import dataclasses

import pytest
from packaging.version import Version

from hflint.catalog import load_catalog

from checker import check_reproducer

CATALOG = load_catalog()


def raised_cases():
    for entry in CATALOG:
        for fact in entry.facts:
            if fact.raised:
                yield entry.code, fact


def _result(runs, code, fact, release):
    return runs[release]["jobs"][f"{code}:{fact.example}:reproducer"]


@pytest.fixture(scope="module")
def sample(runs):
    """The first raised fact with a release the run selected (HFLINT_GT_RELEASES may name a few)."""
    for code, fact in raised_cases():
        ran = [r for r in fact.lines if r in runs and f"{code}:{fact.example}:reproducer" in runs[r]["jobs"]]
        if ran:
            return code, fact, ran[0]
    pytest.skip("no raised fact has a release in this run")


def test_true_fact_passes(runs, source_roots, sample):
    code, fact, release = sample
    assert check_reproducer(fact, release, _result(runs, code, fact, release), source_roots[release]) == []


def test_changed_message_fails(runs, sample):
    code, fact, release = sample
    wrong = dataclasses.replace(fact, message=fact.message + " (edited)")
    problems = check_reproducer(wrong, release, _result(runs, code, fact, release))
    assert any(p.startswith("message:") for p in problems), problems


def test_wrong_line_fails(runs, sample):
    code, fact, release = sample
    wrong = dataclasses.replace(fact, lines={**fact.lines, release: fact.lines[release] + 1})
    problems = check_reproducer(wrong, release, _result(runs, code, fact, release))
    assert any(p.startswith("line:") for p in problems), problems


def test_wrong_exception_type_fails(runs, sample):
    code, fact, release = sample
    wrong = dataclasses.replace(fact, exception="KeyError")
    problems = check_reproducer(wrong, release, _result(runs, code, fact, release))
    assert any(p.startswith("exception type:") for p in problems), problems


def test_a_line_that_is_not_a_raise_fails(runs, source_roots, sample):
    code, fact, release = sample
    from checker import check_raise_line

    assert check_raise_line(source_roots[release], fact.file, fact.lines[release]) == []
    assert check_raise_line(source_roots[release], fact.file, fact.lines[release] - 3) != []


def test_wrong_range_fails(runs):
    """Stretch a fact over the next range (whose release behaves differently): the run there contradicts it."""
    tried = 0
    for entry in CATALOG:
        for a, b in zip(entry.facts, entry.facts[1:]):
            if a.example != b.example:
                continue
            same = (a.raised, a.exception, a.message) == (b.raised, b.exception, b.message)
            if same:
                continue
            release = b.releases[0]
            if release not in runs or f"{entry.code}:{b.example}:reproducer" not in runs[release]["jobs"]:
                continue
            stretched = dataclasses.replace(
                a,
                versions=f">={a.low},<{b.high}",
                high=b.high,
                # (a fact raised by the user's own expression, HF302's `**` of a tensor, names its
                # releases in `verified`: no line of transformers raises it)
                lines={**a.lines, release: next(iter(a.lines.values()))} if a.lines else {},
                verified=(*a.verified, release) if not a.lines else (),
            )
            assert stretched.contains(Version(release))
            problems = check_reproducer(stretched, release, _result(runs, entry.code, b, release))
            assert problems, f"{entry.code}: stretching {a.versions} over {release} went unnoticed"
            tried += 1
    assert tried >= 1, "the catalog has no range boundary to test the checker on"
