"""hflint's predictions on the scripts under tests/groundtruth/observed/, against what each release
really did with them (outcomes.json, recorded by tests/groundtruth/observe.py; the ground-truth
suite runs them again).

For every script and release: where the run raised an error the catalog knows (its exception and
message match a code's fact for that release), hflint reports that code on the line that raised;
it predicts no other raise (the first one ends the script); where the run raised something the
catalog does not know, or ran clean, it predicts no raise at all. A script can admit a known miss
with `# hflint-misses: RELEASE ...  reason` (a recall gap, stated where it is).
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from hflint.catalog import load_catalog
from hflint.core.engine import Settings, analyze

OBSERVED = Path(__file__).resolve().parents[1] / "groundtruth" / "observed"
OUTCOMES = json.loads((OBSERVED / "outcomes.json").read_text())
CATALOG = load_catalog()
_MISSES_RE = re.compile(r"#\s*hflint-misses:\s*(?P<releases>[0-9. ]+)")

CASES = [(name, release) for name in sorted(OUTCOMES) for release in sorted(OUTCOMES[name])]


def codes_for(release: str, run: dict) -> set[str]:
    """The catalog codes whose fact for `release` is the error the run raised."""
    out = set()
    for entry in CATALOG:
        fact = entry.fact_for(release)
        if fact is None or not fact.raised or fact.exception != run["type"]:
            continue
        if fact.message_pattern().match(str(run["message"])):
            out.add(entry.code)
    return out


def admitted_misses(text: str) -> set[str]:
    return {r for m in _MISSES_RE.finditer(text) for r in m.group("releases").split()}


@pytest.mark.parametrize(("name", "release"), CASES, ids=[f"{n}@{r}" for n, r in CASES])
def test_prediction_matches_the_run(name, release):
    path = OBSERVED / name
    text = path.read_text()
    run = OUTCOMES[name][release]
    result = analyze(text, str(path), Settings(transformers_version=release))
    assert result.internal_errors == []
    predicted = [(f.span.line, f.code, f.severity.value) for f in result.findings if f.raises is not None]
    expected = codes_for(release, run) if run["raised"] else set()
    if expected:
        hits = [p for p in predicted if p[0] == run["line"] and p[1] in expected]
        wrong = [p for p in predicted if p not in hits]
        assert not wrong, (
            f"{release}: the run raised {run['type']}: {run['message']!r} at line {run['line']}; hflint also predicts {wrong}"
        )
        if release in admitted_misses(text):
            assert not hits, f"{release} is admitted as a miss but hflint finds it: remove the mark"
            return
        assert hits, f"{release}: the run raised {sorted(expected)} at line {run['line']}; hflint predicts {predicted}"
    else:
        what = f"raised {run['type']}: {run['message']!r}" if run["raised"] else "ran clean"
        assert predicted == [], f"{release}: the run {what}; hflint predicts {predicted}"
