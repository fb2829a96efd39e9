"""The ground-truth harness without running a release: which releases a run selects, and how record.py
rewrites a fact's lines in its TOML file."""

from __future__ import annotations

import sys
import textwrap
from pathlib import Path

import pytest
from packaging.version import Version

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "groundtruth"))

from hflint.catalog import default_catalog, load_catalog  # noqa: E402

from releases import RELEASES, catalog_ci_releases, ci_releases, selected_releases  # noqa: E402


def test_every_minor_release_from_4_57_to_5_24_is_known():
    minors = {tuple(Version(r).release[:2]) for r in RELEASES}
    assert minors == {(4, 57)} | {(5, m) for m in range(25)}
    assert list(RELEASES) == sorted(RELEASES, key=Version)


def test_selection_by_name_all_and_ci(monkeypatch):
    monkeypatch.delenv("HFLINT_GT_RELEASES", raising=False)
    assert selected_releases() == catalog_ci_releases()
    assert selected_releases("all") == list(RELEASES)
    assert selected_releases("5.24.0, 4.57.6") == ["4.57.6", "5.24.0"]
    monkeypatch.setenv("HFLINT_GT_RELEASES", "5.3.0")
    assert selected_releases() == ["5.3.0"]
    with pytest.raises(ValueError, match="5.99.0"):
        selected_releases("5.99.0")


def test_ci_subset_is_the_ends_of_every_fact():
    assert ci_releases([["5.0.0", "4.57.6", "5.1.0"], ["5.2.0"]]) == ["4.57.6", "5.1.0", "5.2.0"]
    ci = catalog_ci_releases()
    for entry in default_catalog():
        for fact in entry.facts:
            ordered = sorted(fact.releases, key=Version)
            assert ordered[0] in ci and ordered[-1] in ci, (entry.code, fact.versions)
    assert len(ci) < len(RELEASES)


ENTRY = textwrap.dedent('''
    code = "HF199"
    slug = "test-entry"
    title = "A test entry"
    meaning = "What it means."
    trigger = "When it happens."
    situations = []
    solutions = ["Do this."]
    references = []

    [[facts]]
    versions = ">=4.57,<5.1"
    raised = true
    exception = "ValueError"
    message = "bad"
    file = "src/transformers/generation/utils.py"
    lines = { "4.57.6" = 10 }
    example = "main"
    note = """
    A note that spans
    lines.
    """

    [[facts]]
    versions = ">=5.1,<5.25"
    raised = false
    verified = ["5.24.0"]
    example = "main"

    [[examples]]
    name = "main"
    reproducer = "print('bad')\\n"
    fixed = "print('good')\\n"
''')


def test_record_rewrites_lines_and_verified(tmp_path):
    from record import rewrite_fact

    path = tmp_path / "HF199.toml"
    path.write_text(ENTRY)
    (tmp_path / "phrases.toml").write_text((Path(default_catalog().root) / "phrases.toml").read_text())
    entry = load_catalog(tmp_path).get("HF199")
    raised, clean = entry.facts
    text = rewrite_fact(ENTRY, raised, {"5.0.0": 12, "4.57.6": 10}, None)
    later = [r for r in RELEASES if Version(r) >= Version("5.1")]
    text = rewrite_fact(text, clean, None, later)
    path.write_text(text)
    again = load_catalog(tmp_path).get("HF199")
    assert dict(again.facts[0].lines) == {"4.57.6": 10, "5.0.0": 12}
    assert again.facts[0].note == raised.note
    assert list(again.facts[1].verified) == later
    assert '[facts.lines]\n"4.57.6" = 10\n"5.0.0" = 12\n' in text
    # rewriting again replaces the table rather than adding a second one
    twice = rewrite_fact(text, again.facts[0], {"4.57.6": 11, "5.0.0": 12}, None)
    path.write_text(twice)
    assert dict(load_catalog(tmp_path).get("HF199").facts[0].lines) == {"4.57.6": 11, "5.0.0": 12}
    assert twice.count("[facts.lines]") == 1
