"""The recall corpus (benchmarks/recall/) is whole and consistent, and its measuring harness works.

This does not assert hflint's recall or precision (that is what the benchmark reports); it fails
when the corpus, its labels or the harness are broken.
"""

from __future__ import annotations

import ast
import importlib.util
import json
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from hflint.core.findings import Finding, Raises, Severity, Span

REPO = Path(__file__).resolve().parents[2]


def _load_recall():
    spec = importlib.util.spec_from_file_location("recall_benchmark", REPO / "benchmarks" / "recall.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


recall = _load_recall()
SCRIPTS = recall.load_corpus()
LABELS = recall.load_labels()


def test_corpus_is_large_and_covers_every_class():
    assert len(SCRIPTS) >= 120
    covered = {c for s in SCRIPTS for c in s.classes}
    assert covered == set(range(1, 10)), f"classes without a script: {set(range(1, 10)) - covered}"
    for cls in range(1, 10):
        assert sum(cls in s.classes for s in SCRIPTS) >= 5, f"class {cls} has fewer than five scripts"


@pytest.mark.parametrize("script", SCRIPTS, ids=lambda s: s.name)
def test_script_parses_and_names_its_classes(script):
    ast.parse(script.source, filename=str(script.path))
    assert script.classes, f"{script.name}: no `# classes:` header comment"


def test_every_script_is_labelled_for_every_release_with_its_current_text():
    assert LABELS["releases"] == recall.RELEASES
    names = {s.name for s in SCRIPTS}
    assert set(LABELS["scripts"]) == names, "labels.json and the scripts differ: run recall.py --label"
    stale = [s.name for s in SCRIPTS if LABELS["scripts"][s.name]["sha256"] != s.digest]
    assert not stale, f"changed since labelled (run recall.py --label --script NAME): {stale}"
    for script in SCRIPTS:
        entry = LABELS["scripts"][script.name]
        assert list(entry["runs"]) == recall.RELEASES, script.name
        assert tuple(entry["classes"]) == script.classes, script.name


def test_labels_are_well_formed_and_free_of_corpus_bugs():
    lines_of = {s.name: len(s.source.splitlines()) for s in SCRIPTS}
    for name, entry in LABELS["scripts"].items():
        for release, run in entry["runs"].items():
            where = f"{name} {release}"
            assert run["outcome"] in ("raised", "clean"), where
            assert all(1 <= n <= lines_of[name] for n in run["executed"]), where
            for warning in run["warnings"]:
                assert warning["text"], where
                assert all(1 <= n <= lines_of[name] for n in warning["stack"]), where
                assert warning["line"] == (warning["stack"][-1] if warning["stack"] else None), where
            if run["outcome"] == "raised":
                assert run["type"] and isinstance(run["message"], str), where
                assert run["stack"] and run["line"] == run["stack"][-1], where
                assert run["line"] in run["executed"], where
                # (raised in transformers, or by Python on an object of one of its classes: a
                # member the release lacks, HF152; or at an import of a name or module the release lacks, HF165/HF169)
                assert run["site"] or run.get("owner", "").startswith("transformers.") or recall.release_import(run), where
                assert recall.corpus_bug(run) is None, f"{where}: {recall.corpus_bug(run)}"


def test_about_half_of_the_scripts_raise_somewhere():
    raising = [n for n, e in LABELS["scripts"].items() if any(r["outcome"] == "raised" for r in e["runs"].values())]
    share = len(raising) / len(LABELS["scripts"])
    assert 0.35 <= share <= 0.65, share


def _finding(line: int, type_: str | None, message: str = "", code: str = "HF101") -> Finding:
    raises = Raises(type_, message, "5.23.0") if type_ else None
    return Finding(code, Severity.ERROR if raises else Severity.WARNING, "m", Span(line, 0, line, 10), raises=raises)


def _score(run: dict, findings: list[Finding], warning_texts=None):
    script = recall.Script("example", Path("example.py"), "x = 1\n", (2,))
    tally = recall.Tally()
    recall.score_script(script, run, findings, warning_texts or {}, tally)
    return tally


RAISED = {
    "outcome": "raised",
    "type": "ValueError",
    "message": "boom",
    "line": 9,
    "stack": [12, 9],
    "executed": [1, 2, 5, 9, 12],
    "warnings": [],
}
CLEAN = {"outcome": "clean", "executed": [1, 2, 5, 9, 12], "warnings": []}


def test_scoring_counts_a_matching_finding_on_any_frame_of_the_raise():
    assert _score(RAISED, [_finding(9, "ValueError", "boom")]).tp == 1
    assert _score(RAISED, [_finding(12, "ValueError", "boom")]).tp == 1  # the caller of the helper
    both = _score(RAISED, [_finding(9, "ValueError", "boom"), _finding(12, "ValueError", "boom")])
    assert (both.tp, both.fp, both.duplicates) == (1, 0, 1)


def test_scoring_of_misses_and_false_alarms():
    wrong = _score(RAISED, [_finding(9, "ValueError", "other words")])
    assert (wrong.tp, wrong.fn, wrong.fp) == (0, 1, 1)
    assert wrong.misses[0].kind == "wrong message"
    silent = _score(RAISED, [])
    assert (silent.tp, silent.fn, silent.fp) == (0, 1, 0)
    ran_clean_there = _score(RAISED, [_finding(5, "ValueError", "boom")])
    assert (ran_clean_there.fp, ran_clean_there.fn) == (1, 1)
    unreached = _score(RAISED, [_finding(20, "ValueError", "boom")])
    assert (unreached.fp, unreached.unreached) == (0, 1)
    dead_path = _score(CLEAN, [_finding(20, "ValueError", "boom")])
    assert dead_path.fp == 1 and dead_path.false_alarms[0].kind == "line never runs with the script's defaults"
    assert _score(CLEAN, [_finding(9, "ValueError", "boom")]).fp == 1
    assert _score(CLEAN, []).figures()["precision"] is None


def test_a_placeholder_matches_data_dependent_text_and_is_counted_apart():
    run = dict(RAISED, type="IndexError", message="index 16 is out of bounds for dimension 2 with size 16")
    templated = _score(run, [_finding(9, "IndexError", "index <index> is out of bounds for dimension 2 with size <size>")])
    assert (templated.tp, templated.fn, templated.fp, templated.templated) == (1, 0, 0, 1)
    assert (templated.strict_precision, templated.strict_recall) == (0.0, 0.0)
    exact = _score(run, [_finding(9, "IndexError", run["message"])])
    assert (exact.tp, exact.templated, exact.strict_precision) == (1, 0, 1.0)
    # the words around a placeholder still have to be the same
    other = _score(run, [_finding(9, "IndexError", "index <index> is out of bounds for dimension 3 with size <size>")])
    assert (other.tp, other.fn, other.fp) == (0, 1, 1)
    assert recall.message_match("Got assistant_model = <assistant>", "Got assistant_model = LlamaForCausalLM(\n  (model)\n)")
    assert not recall.message_match("Got <class> here", "Got  here")  # a placeholder stands for some text


def _told(line: int, text: str) -> Finding:
    """A silent-fallback finding whose detail names the warning the release logs (as the engine writes it)."""
    return replace(_finding(line, None, code="HF109"), detail=f"transformers 5.23.0 logs: {text}")


def test_scoring_of_silent_fallback_warnings_is_separate():
    pattern = recall._template_regex("assisted generate is only supported with {mode}")
    run = dict(CLEAN, warnings=[{"line": 9, "stack": [12, 9], "text": "assisted generate is only supported with X"}])
    hit = _score(run, [_told(9, "assisted generate is only supported with X")], {"HF109": pattern})
    assert (hit.warn_tp, hit.warn_fn, hit.warn_fp, hit.tp, hit.fp) == (1, 0, 0, 0, 0)
    elsewhere = _score(run, [_told(5, "assisted generate is only supported with X")], {"HF109": pattern})
    assert (elsewhere.warn_tp, elsewhere.warn_fn, elsewhere.warn_fp) == (0, 1, 1)


def test_a_predicted_warning_counts_only_when_its_text_is_the_logged_one():
    pattern = recall._template_regex("the base decoding mode is GenerationMode.{mode} -- ignored")
    text = "the base decoding mode is GenerationMode.BEAM_SAMPLE -- ignored"
    run = dict(CLEAN, warnings=[{"line": 9, "stack": [12, 9], "text": text}])
    wrong_mode = _score(run, [_told(9, "the base decoding mode is GenerationMode.BEAM_SEARCH -- ignored")], {"HF109": pattern})
    assert (wrong_mode.warn_tp, wrong_mode.warn_fn, wrong_mode.warn_fp) == (0, 1, 1)
    right = _score(run, [_told(9, text)], {"HF109": pattern})
    assert (right.warn_tp, right.warn_fn, right.warn_fp) == (1, 0, 0)
    unknown_mode = _score(run, [_told(9, "the base decoding mode is GenerationMode.<mode> -- ignored")], {"HF109": pattern})
    assert (unknown_mode.warn_tp, unknown_mode.warn_fn, unknown_mode.warn_fp) == (1, 0, 0)
    no_text = _score(run, [_finding(9, None, code="HF109")], {"HF109": pattern})  # (names no warning: not confirmed)
    assert (no_text.warn_tp, no_text.warn_fp) == (0, 1)


def test_measure_runs_over_the_whole_corpus_and_reports_figures(capsys):
    code = recall.main(["--json"])
    report = json.loads(capsys.readouterr().out)
    assert code == 0, report["problems"]
    assert report["scripts"] == len(SCRIPTS)
    assert not report["internal_errors"]
    for release in recall.RELEASES:
        figures = report["releases"][release]
        raised = sum(e["runs"][release]["outcome"] == "raised" for e in LABELS["scripts"].values())
        assert figures["tp"] + figures["fn"] == raised
        assert len(figures["misses"]) == figures["fn"]
        assert len(figures["false_alarms"]) == figures["fp"]
        assert 0 <= figures["recall"] <= 1
    assert set(report["classes"]) == {str(c) for c in range(1, 10)}
