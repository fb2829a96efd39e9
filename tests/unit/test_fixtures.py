"""Fixture files mark the findings they expect on the line they belong to; clean files expect none."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from hflint.core.engine import Settings, analyze
from hflint.core.notebook import build, load_ipynb, read_cells
from hflint.envprobe import TorchBuild

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures"
FLAGGED = sorted((FIXTURES / "flagged").glob("*.py"))
CLEAN = sorted((FIXTURES / "clean").glob("*.py")) + sorted((FIXTURES / "clean").glob("*.ipynb"))
# The release flagged fixtures assume unless a file says `# fixture-release: X`.
DEFAULT_RELEASE = "5.23.0"
CLEAN_RELEASES = ["4.57.6", "5.13.1", "5.14.0", "5.15.0", "5.23.0", "5.24.0"]
_EXPECT_RE = re.compile(r"#\s*expect:\s*(?P<items>HF\d{3}(?:\s+warning)?(?:\s*,\s*HF\d{3}(?:\s+warning)?)*)")
_RELEASE_RE = re.compile(r"#\s*fixture-release:\s*(\S+)")
# A clean fixture that one release's bug breaks (`# clean-except: 5.14.0 HF131`): on that release
# it is flagged with that code alone, and at least once; on the others it stays clean.
_CLEAN_EXCEPT_RE = re.compile(r"#\s*clean-except:\s*(?P<release>\S+)\s+(?P<code>HF\d{3})")
# Codes a fixture selects (`# fixture-select: HF`: every code, HF001 too); default: the default ones.
_SELECT_RE = re.compile(r"#\s*fixture-select:\s*(\S+)")
# The torch of the environment a fixture is analysed with (`# fixture-torch: cpu`, a build without
# CUDA; `# fixture-torch: cuda 12.1`, `# fixture-torch: rocm 6.2`); default: no environment read.
_TORCH_RE = re.compile(r"#\s*fixture-torch:\s*(?P<kind>cpu|cuda|rocm)(?:\s+(?P<version>\S+))?")


def fixture_torch(text: str) -> TorchBuild | None:
    m = _TORCH_RE.search(text)
    if m is None:
        return None
    version = m.group("version") or "12.1"
    cuda = version if m.group("kind") == "cuda" else None
    hip = version if m.group("kind") == "rocm" else None
    return TorchBuild("2.13.0" + ("+cpu" if m.group("kind") == "cpu" else ""), cuda, hip, ".venv", Path(".venv/torch/version.py"))


def expected(text: str) -> set[tuple[int, str, str]]:
    out = set()
    for lineno, line in enumerate(text.splitlines(), 1):
        m = _EXPECT_RE.search(line)
        if not m:
            continue
        for item in m.group("items").split(","):
            parts = item.split()
            out.add((lineno, parts[0], "warning" if len(parts) > 1 else "error"))
    return out


def _source(path: Path) -> str:
    if path.suffix == ".ipynb":
        return load_ipynb(path.read_bytes()).source
    return path.read_text(encoding="utf-8")


@pytest.mark.parametrize("path", FLAGGED, ids=[p.name for p in FLAGGED])
def test_flagged_fixture(path):
    text = path.read_text(encoding="utf-8")
    m = _RELEASE_RE.search(text)
    release = m.group(1) if m else DEFAULT_RELEASE
    chosen = _SELECT_RE.search(text)
    select = frozenset(chosen.group(1).split(",")) if chosen else None
    result = analyze(text, str(path), Settings(transformers_version=release, select=select, torch=fixture_torch(text)))
    assert result.internal_errors == []
    got = {(f.span.line, f.code, f.severity.value) for f in result.findings}
    want = expected(text)
    assert want, "a flagged fixture must expect at least one finding"
    missing = sorted(want - got)
    extra = sorted(got - want)
    assert not missing and not extra, f"missing: {missing}\nunexpected: {extra}"


def test_there_are_enough_clean_fixtures():
    assert len(CLEAN) >= 30


@pytest.mark.parametrize("path", CLEAN, ids=[p.name for p in CLEAN])
def test_clean_fixture_has_no_finding(path):
    text = _source(path)
    excepted = {m.group("release"): m.group("code") for m in _CLEAN_EXCEPT_RE.finditer(text)}
    assert set(excepted) <= set(CLEAN_RELEASES), "a clean-except marker names a release the test runs"
    for release in CLEAN_RELEASES:
        result = analyze(text, str(path), Settings(transformers_version=release, torch=fixture_torch(text)))
        assert result.internal_errors == []
        found = [(f.span.line, f.code, f.message) for f in result.findings]
        if release in excepted:
            assert found, f"{release}: marked clean-except {excepted[release]}, but nothing is flagged"
            assert {code for _, code, _ in found} == {excepted[release]}, release
        else:
            assert found == [], release


NOTEBOOKS = sorted((FIXTURES / "notebooks").glob("*.ipynb"))


def test_there_are_realistic_notebooks():
    assert len(NOTEBOOKS) >= 6


@pytest.mark.parametrize("path", NOTEBOOKS, ids=[p.name for p in NOTEBOOKS])
def test_notebook_fixture(path):
    """Each cell marks the findings it expects on their line; they are reported in that cell
    and on that line, and no other (notebooks with no mark expect none)."""
    cells = read_cells(path.read_bytes())
    notebook = build(cells)
    result = analyze(notebook.source, str(path), Settings(transformers_version=DEFAULT_RELEASE), notebook=notebook)
    assert result.internal_errors == []
    got = set()
    for f in result.findings:
        at = notebook.position(f.span.line, f.span.col)
        assert at is not None
        got.add((at.cell.index + 1, at.line, f.code, f.severity.value))
    want = {(index + 1, line, code, severity) for index, text, _ in cells for line, code, severity in expected(text)}
    missing, extra = sorted(want - got), sorted(got - want)
    assert not missing and not extra, f"missing: {missing}\nunexpected: {extra}"


PROJECTS = sorted(p for p in (FIXTURES / "projects").iterdir() if p.is_dir())


@pytest.mark.parametrize("project", PROJECTS, ids=[p.name for p in PROJECTS])
def test_multi_file_project(project):
    """Every file of the project, analysed with the project as workspace: the markers hold."""
    seen_any = False
    for path in sorted(project.rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        result = analyze(text, str(path), Settings(transformers_version=DEFAULT_RELEASE, workspace=str(project)))
        assert result.internal_errors == []
        got = {(f.span.line, f.code, f.severity.value) for f in result.findings}
        want = expected(text)
        seen_any |= bool(want)
        assert got == want, f"{path.relative_to(project)}: got {sorted(got)}, want {sorted(want)}"
    assert seen_any or project.name.startswith("clean")


def test_evidence_points_into_the_other_file():
    project = FIXTURES / "projects" / "config_module"
    path = project / "run.py"
    result = analyze(path.read_text(), str(path), Settings(transformers_version=DEFAULT_RELEASE, workspace=str(project)))
    (finding,) = result.findings
    assert any(e.path == str(project / "config.py") and e.span.line == 4 for e in finding.evidence)
    assert str((project / "config.py").resolve()) in result.dependencies


def test_without_the_workspace_the_analysis_stays_silent():
    project = FIXTURES / "projects" / "helper_in_module"
    path = project / "run.py"
    assert analyze(path.read_text(), str(path), Settings(transformers_version=DEFAULT_RELEASE)).findings == []


def test_checkpoint_evidence_points_into_generation_config_json():
    project = FIXTURES / "projects" / "local_checkpoint"
    path = project / "run.py"
    result = analyze(path.read_text(), str(path), Settings(transformers_version=DEFAULT_RELEASE, workspace=str(project)))
    first = result.findings[0]
    gen_json = project / "checkpoints" / "my-finetune" / "generation_config.json"
    assert any(e.path == str(gen_json.resolve()) and e.span.line == 4 for e in first.evidence), first.evidence
    assert "use_cache is set to False at" in first.message and "generation_config.json:4" in first.message


def test_hub_name_read_from_the_local_hf_cache(tmp_path, monkeypatch):
    """A hub name the table does not know, found in the local Hugging Face cache: config.json decides."""
    repo = tmp_path / "hub" / "models--acme--recurrent-7b"
    snapshot = repo / "snapshots" / ("a" * 40)
    snapshot.mkdir(parents=True)
    (repo / "refs").mkdir()
    (repo / "refs" / "main").write_text("a" * 40)
    (snapshot / "config.json").write_text('{"model_type": "mamba", "vocab_size": 50280}')
    (snapshot / "generation_config.json").write_text('{"bos_token_id": 0}')
    monkeypatch.setenv("HF_HUB_CACHE", str(tmp_path / "hub"))
    from hflint.core.checkpoints import clear_cache

    clear_cache()
    text = (
        "from transformers import AutoModelForCausalLM, AutoTokenizer\n"
        "tok = AutoTokenizer.from_pretrained('acme/recurrent-7b')\n"
        "model = AutoModelForCausalLM.from_pretrained('acme/recurrent-7b')\n"
        "inputs = tok('hi', return_tensors='pt')\n"
        "model.generate(**inputs, prompt_lookup_num_tokens=4)\n"
    )
    script = tmp_path / "run.py"
    script.write_text(text)
    result = analyze(text, str(script), Settings(transformers_version=DEFAULT_RELEASE, workspace=str(tmp_path)))
    assert [f.code for f in result.findings] == ["HF104"]
    assert "MambaForCausalLM" in result.findings[0].message
    monkeypatch.setenv("HF_HUB_CACHE", str(tmp_path / "empty"))
    clear_cache()
    assert analyze(text, str(script), Settings(transformers_version=DEFAULT_RELEASE, workspace=str(tmp_path))).findings == []
