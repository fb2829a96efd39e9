"""`hflint check --upgrade-to`: what an upgrade of transformers changes, per call; and the hover's
table of a call's outcome across the releases the catalog knows."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from hflint.catalog import load_catalog
from hflint.core.engine import analyze, findings_by_site, site_findings
from hflint.core.settings import Settings
from hflint.lsp.hover import hover_markdown
from hflint.versions import assume_release

REPO = Path(__file__).resolve().parent.parent.parent
FIXTURES = REPO / "tests" / "fixtures"
CATALOG = load_catalog()
RELEASES = CATALOG.releases()


def sources() -> list[tuple[str, str]]:
    out = [(str(p.relative_to(REPO)), p.read_text()) for p in sorted((FIXTURES / "flagged").glob("*.py"))]
    out += [(str(p.relative_to(REPO)), p.read_text()) for p in sorted((FIXTURES / "clean").glob("*.py"))]
    out += [(str(p.relative_to(REPO)), p.read_text()) for p in sorted((REPO / "examples").glob("*.py"))]
    out += [
        (f"{e.code}:{x.name}:{kind}", getattr(x, kind)) for e in CATALOG for x in e.examples for kind in ("reproducer", "fixed")
    ]
    return out


@pytest.mark.parametrize(("name", "source"), sources(), ids=[n for n, _ in sources()])
def test_one_walk_checked_under_another_release_is_a_fresh_analysis(name, source):
    """What the comparison rests on: the rules of one walk, run under release B, find exactly
    what an analysis made with B finds (for every pair of releases the catalog knows). The chains
    a fresh analysis follows afterwards (core/chain.py: notes and a ready fix) are left out."""
    fresh = {r: analyze(source, name, Settings(), CATALOG, assume_release(CATALOG, r), chains=False) for r in RELEASES}
    for a in RELEASES:
        for b in RELEASES:
            got = sorted(
                (f for _, fs in findings_by_site(fresh[a], CATALOG, assume_release(CATALOG, b), Settings()) for f in fs),
                key=lambda f: f.sort_key,
            )
            assert got == [f for f in fresh[b].findings if f.code != "HF000"], (a, b)


@pytest.mark.parametrize(("name", "source"), sources(), ids=[n for n, _ in sources()])
def test_the_hovers_table_checks_one_release_of_each_run_and_that_is_every_releases_outcome(name, source):
    """across_releases checks one release of each run release_classes makes; every release of a
    run has the same outcome at every call, checked here release by release."""
    from hflint.upgrade import across_releases, outcome

    result = analyze(source, name, Settings(), CATALOG, assume_release(CATALOG, RELEASES[-1]))
    for site in result.sites:
        runs = across_releases(result, site, CATALOG, Settings())
        assert [r for run in runs for r in run.releases] == RELEASES
        for run in runs:
            said = [(f.code, outcome(f)) for f in run.findings]
            for r in run.releases:
                got = site_findings(result, site, CATALOG, assume_release(CATALOG, r), Settings())
                assert [(f.code, outcome(f)) for f in got] == said, (site.node.lineno, r)
        keys = [[(f.code, outcome(f)) for f in run.findings] for run in runs]
        assert all(a != b for a, b in zip(keys, keys[1:]))  # (runs with the same outcome are merged)


GUARDED = textwrap.dedent("""\
    import transformers
    from packaging import version
    from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache, StaticCache
    tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
    model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
    draft = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")
    if version.parse(transformers.__version__) < version.parse("5.24"):
        cache = StaticCache(config=model.config, max_cache_len=64)
    else:
        cache = DynamicCache()
    model.generate(**tok("hi", return_tensors="pt"), assistant_model=draft, past_key_values=cache)
    """)

REMOVED_IMPORT = textwrap.dedent("""\
    from transformers import AutoModelForCausalLM, AutoTokenizer, HybridCache
    tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
    model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
    draft = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")
    cache = HybridCache(config=model.config, max_cache_len=64)
    model.generate(**tok("hi", return_tensors="pt"), assistant_model=draft, past_key_values=cache)
    """)


@pytest.mark.parametrize("source", [GUARDED, REMOVED_IMPORT], ids=["version-guard", "removed-import"])
def test_a_walk_that_depends_on_the_release_is_walked_again(source):
    """A version guard takes the branch of the release the walk assumed (core/releaseinfo.py), and
    a removed class's import ends the module only where it raises: checked under another
    release, the call has what an analysis made with that release finds."""
    fresh = {r: analyze(source, "run.py", Settings(), CATALOG, assume_release(CATALOG, r), chains=False) for r in RELEASES}
    assert len({tuple(f.code for f in fresh[r].findings) for r in RELEASES}) > 1  # (the releases differ)
    for a in RELEASES:
        for b in RELEASES:
            got = sorted(
                (f for _, fs in findings_by_site(fresh[a], CATALOG, assume_release(CATALOG, b), Settings()) for f in fs),
                key=lambda f: f.sort_key,
            )
            assert got == fresh[b].findings, (a, b)


def test_the_upgrade_of_a_version_guard(tmp_path):
    (tmp_path / "run.py").write_text(GUARDED)
    out = hflint("check", "run.py", "--upgrade-to", "5.23.0", "--from", "5.24.0", cwd=tmp_path)
    assert out.returncode == 1, out.stderr
    assert "new     HF120 5.23.0: raises ValueError: assisted generate is not supported with Static cache" in out.stdout


def hflint(*args: str, cwd: Path = REPO) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "hflint", *args], cwd=cwd, capture_output=True, text=True, timeout=120)


def test_text_per_call_and_no_new_error():
    out = hflint("check", "examples/", "--upgrade-to", "5.24.0", "--from", "5.23.0")
    assert out.returncode == 0, out.stderr
    assert out.stdout == textwrap.dedent("""\
        Upgrading transformers 5.23.0 (--from) to 5.24.0:
        examples/batch_assisted.py:17:8: generate: assisted generation
            gone    HF102 5.23.0: raises ValueError: assisted generate is not supported with Static cache classes`
                          5.24.0: nothing
        examples/recurrent_models.py:12:1: generate: assisted generation
            changed HF103 5.23.0: raises RuntimeError: assisted decoding requires a cache
                          5.24.0: raises RuntimeError: Assisted decoding requires a cache
        examples/speculative_decoding.py:20:10: generate: assisted generation
            changed HF101 5.23.0: raises ValueError: assisted generate requires `use_cache=True`
                          5.24.0: raises RuntimeError: Assisted decoding requires a cache
        3 calls change (1 gone, 2 changed); the upgrade brings no new error.
        """)


def test_an_upgrade_that_brings_an_error_exits_1():
    out = hflint("check", "examples/batch_assisted.py", "--upgrade-to", "5.15.0", "--from", "4.57.6")
    assert out.returncode == 1, out.stderr
    lines = out.stdout.splitlines()
    at = lines.index("examples/batch_assisted.py:17:8: generate: assisted generation")
    assert lines[at + 1].startswith("    changed HF102 4.57.6: warns: cache_implementation is set to 'static'")
    assert lines[at + 2] == (
        "                  5.15.0: raises ValueError: assisted generate is not supported with Static cache classes`"
    )
    assert lines[-1].endswith("the upgrade brings 1 new error.")


def test_a_downgrade_is_a_comparison_too():
    out = hflint("check", "examples/batch_assisted.py", "--upgrade-to", "4.57.6", "--from", "5.15.0")
    assert out.returncode == 0  # (the error goes away; a warning stays)
    assert "changed HF102 5.15.0: raises ValueError" in out.stdout


def test_json_per_call():
    out = hflint("check", "examples/", "--upgrade-to", "5.24.0", "--from", "5.23.0", "--format", "json")
    assert out.returncode == 0
    doc = json.loads(out.stdout)
    assert doc["from"] == {"version": "5.23.0", "source": "--from"}
    assert doc["to"] == {"version": "5.24.0", "source": "--upgrade-to"}
    assert doc["introduces_error"] is False
    calls = {(c["path"], c["range"]["start"]["line"]): c for c in doc["calls"]}
    call = calls[("examples/speculative_decoding.py", 20)]
    assert call["call"] == "generate: assisted generation"
    [change] = call["changes"]
    assert change["code"] == "HF101" and change["change"] == "changes" and not change["introduces_error"]
    assert change["before"]["raises"]["type"] == "ValueError" and change["before"]["release"]["version"] == "5.23.0"
    assert change["after"]["raises"] == {
        "type": "RuntimeError",
        "message": "Assisted decoding requires a cache",
        "release": "5.24.0",
        "file": "src/transformers/generation/utils.py",
        "line": 3982,
        "url": "https://github.com/huggingface/transformers/blob/v5.24.0/src/transformers/generation/utils.py#L3982",
    }
    gone = calls[("examples/batch_assisted.py", 17)]["changes"][0]
    assert gone["change"] == "disappears" and gone["after"] is None


def test_the_start_is_the_detected_release(tmp_path):
    (tmp_path / "requirements.txt").write_text("transformers==5.15.0\n")
    (tmp_path / "run.py").write_text((REPO / "examples" / "recurrent_models.py").read_text())
    out = hflint("check", ".", "--upgrade-to", "5.24.0", cwd=tmp_path)
    assert out.stdout.startswith("Upgrading transformers 5.15.0 (requirements.txt:1) to 5.24.0:\n")
    assert "changed HF103 5.15.0: raises RuntimeError: assisted decoding requires a cache" in out.stdout
    out = hflint("check", ".", "--upgrade-to", "5.24.0", "--transformers-version", "4.57.6", cwd=tmp_path)
    assert out.stdout.startswith("Upgrading transformers 4.57.6 (--transformers-version) to 5.24.0:\n")


def test_nothing_changes():
    out = hflint("check", "tests/fixtures/clean", "--upgrade-to", "5.24.0", "--from", "4.57.6")
    assert out.returncode == 0
    assert out.stdout.splitlines()[-1] == "No call changes: every finding of 4.57.6 is the same with 5.24.0."


def test_a_notebooks_calls_are_placed_in_their_cells(tmp_path):
    cells = [
        "from transformers import AutoModelForCausalLM\n"
        'model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")\n'
        'draft = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")',
        "out = model.generate(input_ids, assistant_model=draft, use_cache=False)",
    ]
    nb = {
        "cells": [{"cell_type": "code", "execution_count": None, "metadata": {}, "outputs": [], "source": c} for c in cells],
        "metadata": {"language_info": {"name": "python"}},
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    (tmp_path / "nb.ipynb").write_text(json.dumps(nb))
    out = hflint("check", "nb.ipynb", "--upgrade-to", "5.24.0", "--from", "5.23.0", cwd=tmp_path)
    assert "nb.ipynb:cell 2:1:7: generate: assisted generation" in out.stdout, out.stdout


@pytest.mark.parametrize(
    "args",
    [
        ["--from", "5.23.0"],
        ["--upgrade-to", "5.24.0", "--fix"],
        ["--upgrade-to", "5.24.0", "--diff"],
        ["--upgrade-to", "5.24.0", "--format", "sarif"],
        ["--upgrade-to", "five"],
        ["--upgrade-to", "5.24.0", "--from", "5.23.0", "--transformers-version", "5.15.0"],
    ],
)
def test_usage_errors(args):
    out = hflint("check", "examples/", *args)
    assert out.returncode == 2 and out.stdout == "" and out.stderr.startswith("hflint: ")


# ---------------------------------------------------------------- the hover's table


def hover_at(source: str, release: str, text: str) -> str:
    result = analyze(source, "x.py", Settings(transformers_version=release), CATALOG)
    for n, line in enumerate(source.splitlines(), 1):
        col = line.find(text)
        if col >= 0:
            found = hover_markdown(result, CATALOG, n, col, line)
            assert found is not None
            return found[0]
    raise AssertionError(text)


def test_hover_on_a_flagged_call_lists_the_outcome_by_release():
    source = (REPO / "examples" / "recurrent_models.py").read_text()
    markdown = hover_at(source, "5.23.0", "xlnet.generate(")
    assert (
        "\n".join(
            [
                "| transformers | this call |",
                "|---|---|",
                # (before 5.14 prompt lookup on XLNet fails on what the text proposes: catalog HF103)
                "| 4.57.6 – 5.13.1 | no error hflint knows |",
                "| **5.14.0 – 5.23.0** (assumed) | raises `RuntimeError` (HF103): `assisted decoding requires a cache` |",
                "| 5.24.0 | raises `RuntimeError` (HF103): `Assisted decoding requires a cache` |",
            ]
        )
        in markdown
    )


def test_hover_on_a_clean_call_says_it_is_the_same_everywhere():
    source = (FIXTURES / "clean" / "fp15_assisted_use_cache_true.py").read_text()
    markdown = hover_at(source, "5.24.0", "generate(")
    assert markdown.endswith(f"Every release the catalog knows ({RELEASES[0]} to {RELEASES[-1]}): no error hflint knows.")


def test_hover_on_an_export_wrapper():
    source = (REPO / "examples" / "export_executorch.py").read_text()
    markdown = hover_at(source, "5.24.0", "TorchExportableModuleWithStaticCache(model")
    assert markdown.startswith("**HF203**")
    assert (
        f"Every release the catalog knows ({RELEASES[0]} to {RELEASES[-1]}): raises `AssertionError` (HF203): "
        "``The model must use a 'static' caching implementation"
    ) in markdown
