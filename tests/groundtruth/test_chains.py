"""The whole chain at once, proved by runs (core/chain.py).

For every script under observed/chains/ and every catalog reproducer, on every release the suite
runs: where hflint says "after this fix, the call would also raise X", the script with only the
first fix applied really raises X's error; and the script with the "Make the call ready" fix
applied runs clean. A call after a line that surely raises is not reached by the run, and is
left out.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from hflint.catalog import load_catalog
from hflint.core.chain import primary_fix
from hflint.core.engine import Settings, analyze
from hflint.core.fixes import apply_edits

from releases import selected_releases
from runs import run_release

# The releases the chain claims were established on; the run takes those the selection holds
# (HFLINT_GT_RELEASES: the CI subset by default).
CHAIN_RELEASES = ("4.57.6", "5.13.1", "5.14.0", "5.15.0", "5.23.0", "5.24.0")
RELEASES = [r for r in selected_releases() if r in CHAIN_RELEASES]

HERE = Path(__file__).parent
CATALOG = load_catalog()


def _scripts() -> dict[str, str]:
    out = {f"chains/{p.name}": p.read_text() for p in sorted((HERE / "observed" / "chains").glob("*.py"))}
    for entry in CATALOG:
        for example in entry.examples:
            out[f"{entry.code}:{example.name}"] = example.reproducer
    return out


SCRIPTS = _scripts()


def _jobs(release: str) -> tuple[list[dict], list[tuple[str, str, str]]]:
    """The fixed scripts to run, and what each claims: (job id, kind, expected next code or "")."""
    jobs: list[dict] = []
    claims: list[tuple[str, str, str]] = []
    for name, text in SCRIPTS.items():
        result = analyze(text, "script.py", Settings(transformers_version=release))
        # A run stops at the first line that surely raises (a load given a generation option,
        # HF142): a call after it is never reached, so its chain cannot be run.
        stop = min((g.span.line for g in result.findings if g.raises is not None and g.severity.value == "error"), default=None)
        for f in result.findings:
            if stop is not None and f.span.line > stop:
                continue
            chained = [n for n in f.notes if n.startswith("after this fix")]
            if not chained:
                continue
            ready = next((x for x in f.fixes if x.title.startswith("Make the call ready")), None)
            first = primary_fix(replace(f, fixes=tuple(x for x in f.fixes if x is not ready)))
            assert first is not None
            nxt = chained[0].split("raise ", 1)[1].split(" ", 1)[0]
            key = f"{name}:{f.code}:{f.span.line}"
            jobs.append({"id": key + ":first", "source": apply_edits(text, first.edits)})
            claims.append((key + ":first", "next", nxt))
            if ready is not None:
                jobs.append({"id": key + ":ready", "source": apply_edits(text, ready.edits)})
                claims.append((key + ":ready", "ready", ""))
    return jobs, claims


CASES = [(r, *_jobs(r)) for r in RELEASES]


@pytest.fixture(scope="module")
def chain_runs() -> dict[str, dict]:
    return {release: run_release(release, jobs)["jobs"] for release, jobs, _ in CASES if jobs}


def test_some_chains_are_claimed():
    assert sum(len(claims) for _, _, claims in CASES) >= 10


@pytest.mark.parametrize("release", RELEASES)
def test_chain_claims_hold(release, chain_runs):
    claims = next(c for r, _, c in CASES if r == release)
    runs = chain_runs.get(release, {})
    problems = []
    for job, kind, code in claims:
        got = runs[job]
        if kind == "ready":
            if got["raised"]:
                problems.append(f"{job}: the ready script raised {got['type']}: {got['message']!r}")
            continue
        fact = CATALOG.get(code).fact_for(release)
        if not got["raised"] or got["type"] != fact.exception or not fact.message_pattern().match(got["message"]):
            what = f"{got['type']}: {got['message']!r}" if got["raised"] else "ran clean"
            problems.append(f"{job}: hflint says {code} comes next; the run {what}")
    assert problems == []
