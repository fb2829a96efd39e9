"""Every catalog fact, checked against a real run of every release the suite installs."""

from __future__ import annotations

import pytest
from packaging.version import Version

from hflint.catalog import load_catalog

from checker import check_coverage, check_fixed, check_reproducer
from releases import RELEASES, catalog_ci_releases, releases_for, selected_releases

CATALOG = load_catalog()
# Entries of kind "hflint" (HF001) are about hflint's own input: no release raises them, so
# they have no facts to run (tests/unit/test_catalog_examples.py checks their examples).
CODES = [e.code for e in CATALOG.transformers_entries]
SELECTED = selected_releases()
# (under the default `ci` selection, each entry on its own facts' first and last releases)
CASES = [(e.code, r) for e in CATALOG.transformers_entries for r in releases_for((f.releases for f in e.facts), SELECTED)]


@pytest.mark.parametrize("code", CODES)
def test_facts_cover_the_suite_releases(code):
    """Each fact lists every release of the full set inside its range (lines or verified)."""
    assert check_coverage(CATALOG.get(code), RELEASES) == []


def test_ci_subset_runs_both_sides_of_every_boundary():
    """The CI selection runs each entry, for every pair of its neighbouring facts, on the last
    release of the first and the first of the second, and each fact on its first and last
    release (so a boundary in the wrong place fails in CI)."""
    ci = catalog_ci_releases()
    order = list(RELEASES)
    for entry in CATALOG:
        own = set(releases_for((f.releases for f in entry.facts), ci, "ci"))
        assert own <= set(ci)
        for a, b in zip(entry.facts, entry.facts[1:]):
            below = [r for r in order if a.contains(Version(r))]
            above = [r for r in order if b.contains(Version(r))]
            assert below[-1] in own and above[0] in own, (entry.code, a.versions, b.versions)
        for fact in entry.facts:
            inside = [r for r in order if fact.contains(Version(r))]
            assert not inside or (inside[0] in own and inside[-1] in own), (entry.code, fact.versions)
    assert order[0] in ci and order[-1] in ci


@pytest.mark.parametrize(("code", "release"), CASES, ids=[f"{c}-{r}" for c, r in CASES])
def test_reproducer_does_what_the_catalog_says(code, release, runs, source_roots):
    entry = CATALOG.get(code)
    fact = entry.fact_for(release)
    assert fact is not None
    assert runs[release]["release"] == release
    result = runs[release]["jobs"][f"{code}:{fact.example}:reproducer"]
    problems = check_reproducer(fact, release, result, source_roots[release])
    assert problems == [], "\n".join([f"{code} on {release} ({fact.versions}):"] + problems + [result.get("traceback", "")])


@pytest.mark.parametrize(("code", "release"), CASES, ids=[f"{c}-{r}" for c, r in CASES])
def test_fixed_example_runs_clean(code, release, runs):
    entry = CATALOG.get(code)
    fact = entry.fact_for(release)
    result = runs[release]["jobs"][f"{code}:{fact.example}:fixed"]
    assert check_fixed(release, result) == [], result.get("traceback", "")


@pytest.mark.parametrize(("code", "release"), CASES, ids=[f"{c}-{r}" for c, r in CASES])
def test_analyzer_flags_the_line_that_really_raised(code, release, runs):
    """hflint's finding sits on the statement whose call raised in the real run, with the real message."""
    from hflint.core.engine import Settings, analyze

    entry = CATALOG.get(code)
    fact = entry.fact_for(release)
    result = runs[release]["jobs"][f"{code}:{fact.example}:reproducer"]
    from hflint.catalog import recorded_torch

    settings = Settings(transformers_version=release, torch=recorded_torch(entry))
    analysis = analyze(entry.example(fact.example).reproducer, "reproducer.py", settings)
    findings = [f for f in analysis.findings if f.code == (fact.reported_as or code)]
    if not fact.raised:
        assert bool(findings) == (fact.report == "warning")
        return
    assert findings, f"{code} not flagged on {release}"
    finding = findings[0]
    line = result["script_line"]
    assert finding.span.line <= line <= finding.span.end_line or finding.span.line == line, (
        f"flagged line {finding.span.line}, raised from line {line}"
    )
    assert finding.raises.type == result["type"]
    assert fact.message_pattern().match(result["message"])
    if "<" not in finding.raises.message:
        assert finding.raises.message == result["message"]
