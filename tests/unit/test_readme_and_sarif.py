"""The README stays true (its commands and code table), and SARIF output validates against the 2.1.0 schema."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import tarfile
from pathlib import Path

import pytest

from hflint.cli import main

ROOT = Path(__file__).resolve().parents[2]
README = (ROOT / "README.md").read_text(encoding="utf-8")


def test_readme_starts_with_the_two_commands():
    blocks = re.findall(r"```sh\n(.*?)```", README, re.DOTALL)
    assert blocks[0].strip() == "pip install . && hflint check examples/"
    assert blocks[1].strip() == "pip install -e '.[test]' && python -m pytest"
    ci = (ROOT / ".ci" / "run").read_text()
    # (.ci/run takes both commands from the README's first two sh blocks and runs them verbatim)
    assert 'run_tests="$(readme_command 1)"' in ci and 'bash -c "$run_tests"' in ci
    assert 'install_and_run="$(readme_command 0)"' in ci and 'bash -c "$install_and_run"' in ci


def test_readme_code_table_is_the_catalog(capsys):
    """The README's table is the catalog's rows (`hflint catalog list --format markdown`) of
    assisted generation (HF101-HF120) and export (HF2xx), in order, each code a link to its page
    under docs/rules/; every other code it names links to its page, and it points to the full
    list (docs/rules/README.md, which test_rule_pages.py keeps in sync with the catalog)."""
    main(["catalog", "list", "--format", "markdown"])
    catalog_rows = capsys.readouterr().out.strip().splitlines()
    headline = [
        re.sub(r"^\| (HF\d{3}) \|", lambda m: f"| [{m[1]}](docs/rules/{m[1]}.md) |", row)
        for row in catalog_rows
        if (m := re.match(r"^\| HF(\d{3}) \|", row)) and (101 <= int(m[1]) <= 120 or 200 <= int(m[1]) <= 299)
    ]
    assert len(headline) >= 30
    readme_rows = [line for line in README.splitlines() if line.startswith("| [HF")]
    assert readme_rows == headline
    known = set(re.findall(r"^\| (HF\d{3}) \|", "\n".join(catalog_rows), flags=re.M)) | {"HF000"}
    for code, page in re.findall(r"\[`?(HF\d{3})`?\]\(docs/rules/(HF\d{3})\.md\)", README):
        assert code == page and code in known, code
        assert (ROOT / "docs" / "rules" / f"{code}.md").is_file(), code
    assert "(docs/rules/README.md)" in README
    assert "[`HF000`](docs/rules/HF000.md)" in README


def _github_anchor(heading: str) -> str:
    """The anchor GitHub gives a heading: lower case, punctuation dropped, spaces to hyphens."""
    text = re.sub(r"[`*_]|\[([^]]*)\]\([^)]*\)", lambda m: m[1] or "", heading.strip().lower())
    return re.sub(r"[^\w\- ]", "", text).replace(" ", "-")


def _markdown_files() -> list[Path]:
    files = [ROOT / "README.md", ROOT / "CHANGELOG.md", ROOT / "benchmarks" / "README.md", ROOT / "catalog" / "README.md"]
    files += sorted((ROOT / "docs").rglob("*.md"))
    files += [ROOT / "client-vscode" / name for name in ("README.md", "CONTRIBUTING.md", "CHANGELOG.md")]
    return [f for f in files if f.is_file()]


def test_every_relative_link_of_the_docs_points_at_a_file():
    """Links in README.md, docs/ and the other READMEs: a relative target exists (file or folder),
    and an anchor (`#section`, alone or after a Markdown file) names a heading of that file."""
    checked = 0
    for doc in _markdown_files():
        text = doc.read_text(encoding="utf-8")
        prose = re.sub(r"^```.*?^```", "", text, flags=re.S | re.M)
        for target in re.findall(r"\]\(([^)\s]+)\)", prose) + re.findall(r'src="([^"]+)"', prose):
            if re.match(r"[a-z]+:", target):
                continue  # https:, mailto:
            path, _, anchor = target.partition("#")
            where = (doc.parent / path).resolve() if path else doc
            assert where.exists(), f"{doc.relative_to(ROOT)}: {target} points at nothing"
            if anchor and where.suffix == ".md":
                body = re.sub(r"^```.*?^```", "", where.read_text(encoding="utf-8"), flags=re.S | re.M)
                anchors = {_github_anchor(h) for h in re.findall(r"^#+ (.*)$", body, flags=re.M)}
                assert anchor in anchors, f"{doc.relative_to(ROOT)}: no heading of {where.name} gives #{anchor}"
            checked += 1
    assert checked >= 50


def test_the_readme_picture_is_small():
    """The screenshot at the top of the README (taken by client-vscode's end-to-end test) stays a
    small PNG."""
    [image] = re.findall(r"!\[[^]]*\]\((docs/images/[^)]+\.png)\)", README)
    data = (ROOT / image).read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    assert len(data) < 200_000, len(data)


def test_examples_show_several_codes(capsys):
    code = main(["check", str(ROOT / "examples"), "--format", "json"])
    rows = json.loads(capsys.readouterr().out)
    assert code == 1
    assert len({r["code"] for r in rows}) >= 6


def _sarif_schema() -> dict:
    """The SARIF 2.1.0 schema, taken from the npm registry once and cached."""
    cache = Path(os.environ.get("HFLINT_TEST_CACHE", Path.home() / ".cache" / "hflint-test"))
    target = cache / "sarif-2.1.0.json"
    if not target.is_file():
        npm = shutil.which("npm")
        if npm is None:
            pytest.fail("npm is needed to fetch the SARIF schema (package @microsoft/jest-sarif)")
        cache.mkdir(parents=True, exist_ok=True)
        out = (
            subprocess.run(
                [npm, "pack", "@microsoft/jest-sarif@1.0.0-beta.0", "--silent"],
                cwd=cache,
                capture_output=True,
                text=True,
                check=True,
            )
            .stdout.strip()
            .splitlines()[-1]
        )
        with tarfile.open(cache / out) as tar:
            member = next(m for m in tar.getmembers() if m.name.endswith("sarif-2.1.0-rtm.5.json"))
            target.write_bytes(tar.extractfile(member).read())
    return json.loads(target.read_text())


def test_sarif_validates_against_the_schema(capsys):
    import jsonschema

    main(["check", str(ROOT / "examples"), "--format", "sarif"])
    log = json.loads(capsys.readouterr().out)
    schema = _sarif_schema()
    jsonschema.validators.validator_for(schema)(schema).validate(log)
    results = log["runs"][0]["results"]
    assert results and all(r["ruleId"].startswith("HF") for r in results)
    rules = log["runs"][0]["tool"]["driver"]["rules"]
    assert [r["id"] for r in rules][:4] == ["HF000", "HF001", "HF101", "HF102"]
    # HF001 is off unless selected; the others are errors by default.
    assert rules[1]["defaultConfiguration"] == {"level": "warning", "enabled": False}
    assert rules[0]["defaultConfiguration"] == rules[2]["defaultConfiguration"] == {"level": "error"}


def test_skipped_files_are_reported_in_sarif_and_on_stderr(tmp_path, capsys):
    """A file that cannot be analysed is a SARIF tool notification (schema-valid) and, for the
    JSON and GitHub formats, whose rows are findings only, a line on stderr."""
    import jsonschema

    shutil.copy(ROOT / "examples" / "speculative_decoding.py", tmp_path / "run.py")
    (tmp_path / "latin1.py").write_bytes(b"# caf\xe9\nmodel.generate(x)\n")
    main(["check", str(tmp_path), "--format", "sarif"])
    out = capsys.readouterr().out
    log = json.loads(out)
    schema = _sarif_schema()
    jsonschema.validators.validator_for(schema)(schema).validate(log)
    notes = log["runs"][0]["invocations"][0]["toolExecutionNotifications"]
    assert [n["locations"][0]["physicalLocation"]["artifactLocation"]["uri"].endswith("latin1.py") for n in notes] == [True]
    assert "skipped: not UTF-8" in notes[0]["message"]["text"]
    assert log["runs"][0]["results"]
    for fmt in ("json", "github"):
        main(["check", str(tmp_path), "--format", fmt])
        captured = capsys.readouterr()
        assert "hflint: skipped" in captured.err and "latin1.py" in captured.err


def test_the_readmes_command_line_output_is_real(tmp_path):
    """Every `$ hflint check ...` shown in a text block of the README (or of docs/upgrade.md, its
    upgrade walkthrough) prints what the page shows (run in a project holding a copy of
    examples/, with no environment active)."""
    import shlex
    import sys

    shutil.copytree(ROOT / "examples", tmp_path / "examples")
    (tmp_path / ".git").mkdir()
    env = {k: v for k, v in os.environ.items() if k not in ("VIRTUAL_ENV", "FORCE_COLOR")}
    env["NO_COLOR"] = "1"
    shown = 0
    pages = README + (ROOT / "docs" / "upgrade.md").read_text(encoding="utf-8")
    for block in re.findall(r"```text\n(\$ hflint .*?)```", pages, re.DOTALL):
        for command, expected in re.findall(r"^\$ (hflint [^\n]*)\n(.*?)(?=^\$ |\Z)", block, re.DOTALL | re.MULTILINE):
            if not command.startswith("hflint check ") or "|" in command:
                continue  # (explaining a traceback needs its log: tests/unit/test_tracebacks.py)
            done = subprocess.run(
                [sys.executable, "-m", "hflint", *shlex.split(command)[1:]],
                cwd=tmp_path,
                capture_output=True,
                text=True,
                env=env,
                timeout=120,
            )
            assert done.stdout == expected.rstrip("\n") + "\n", command
            shown += 1
    assert shown >= 6
