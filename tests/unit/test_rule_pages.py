"""Each code's page (docs/rules/) is what the catalog makes; codes are named by their slugs too;
`hflint explain` shows the examples; SARIF rules link their pages."""

from __future__ import annotations

import json
import re
import shutil
import textwrap
from pathlib import Path

import pytest

from hflint import HOMEPAGE
from hflint.catalog import default_catalog, rule_url
from hflint.cli import main
from hflint.docs import default_folder, pages, stale
from hflint.docs import main as docs_main
from hflint.lsp.settings import parse_settings

ROOT = Path(__file__).resolve().parents[2]
CATALOG = default_catalog()
ALL = [CATALOG.syntax, *CATALOG]

BAD = textwrap.dedent("""\
    from transformers import AutoModelForCausalLM

    model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
    assistant = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")
    out = model.generate(input_ids, assistant_model=assistant, use_cache=False)
    beams = model.generate(input_ids, assistant_model=assistant, num_beams=2)
""")


def test_the_pages_are_what_the_catalog_makes():
    names = stale(default_folder(), CATALOG)
    assert names == [], f"stale pages in docs/rules/: {names}; run `python -m hflint.docs`"


@pytest.mark.parametrize("entry", ALL, ids=[e.code for e in ALL])
def test_every_page_has_every_section(entry):
    page = pages(CATALOG)[f"{entry.code}.md"]
    assert page.startswith("<!-- Made by `python -m hflint.docs`")
    assert f"# {entry.code}: {entry.slug}" in page and entry.title in page
    sections = [
        "## What happens",
        "## When",
        "## Example",
        "## How to fix it",
        "## Fix safety",
        "## How to turn it off" if entry.default_enabled else "## How to turn it on",
    ]
    if entry.facts:
        sections.append("## In which releases")
    positions = [page.index(s) for s in sections]
    assert positions[:6] == sorted(positions[:6])
    for example in entry.examples:
        assert example.reproducer.strip() in page and example.fixed.strip() in page
    # What hflint says on the example is on the page, with the code.
    said = re.search(r"says:\n\n```text\n(.*?)```", page, re.DOTALL)
    assert said and f" {entry.code} " in said.group(1)
    assert "hflint reports nothing on the fixed form." in page
    for fact in entry.facts:
        if fact.raised:
            # The exact message, and a link to the raising line of each release.
            # (a table cell holds one line: a message of several shows its newlines as `\n`)
            assert fact.message.replace("|", "&#124;").replace("\n", "\\n") in page
            # Releases in a row raising from the same line share one link: "[line 299](...) in 5.13.1 to 5.14.0".
            order = sorted(fact.lines, key=lambda r: tuple(int(p) for p in r.split(".")))
            groups = re.findall(r"\[line (\d+)\]\(([^)]*)\) in ([\d.]+)(?: to ([\d.]+))?", page)
            covered = {}
            for line, url, first, last in groups:
                if url.endswith(f"/blob/v{first}/{fact.file}#L{line}") and first in fact.lines:
                    for release in order[order.index(first) : order.index(last or first) + 1]:
                        covered[release] = int(line)
            assert {r: covered.get(r) for r in fact.lines} == dict(fact.lines)


def test_the_index_links_every_page():
    index = (default_folder() / "README.md").read_text()
    for entry in ALL:
        assert f"[{entry.code}]({entry.code}.md)" in index and (default_folder() / f"{entry.code}.md").is_file()


def test_check_finds_stale_missing_and_extra_pages(tmp_path, capsys):
    folder = tmp_path / "rules"
    shutil.copytree(default_folder(), folder)
    assert docs_main(["--out", str(folder), "--check"]) == 0
    (folder / "HF101.md").write_text((folder / "HF101.md").read_text().replace("KV cache", "KV-cache"))
    (folder / "HF102.md").unlink()
    (folder / "HF999.md").write_text("# gone\n")
    assert docs_main(["--out", str(folder), "--check"]) == 1
    err = capsys.readouterr().err
    assert all(n in err for n in ("HF101.md: stale", "HF102.md: stale", "HF999.md: stale"))
    assert docs_main(["--out", str(folder)]) == 0
    assert stale(folder, CATALOG) == [] and not (folder / "HF999.md").exists()


def test_explain_shows_the_example_and_its_fixed_form(capsys):
    assert main(["explain", "HF101"]) == 0
    out = capsys.readouterr().out
    example = CATALOG.get("HF101").examples[0]
    assert "\nExample\n" in out and "\nFixed\n" in out
    assert "    " + example.reproducer.strip().splitlines()[-2] in out
    assert main(["explain", "HF101", "--format", "markdown"]) == 0
    md = capsys.readouterr().out
    assert "## Example" in md and "## Fixed" in md and example.fixed.strip() in md


def test_explain_takes_a_slug_and_hf000(capsys):
    assert main(["explain", "assisted-use-cache-disabled"]) == 0
    assert capsys.readouterr().out.startswith("HF101 assisted-use-cache-disabled")
    for name in ("HF000", "hf000", "syntax-error"):
        assert main(["explain", name]) == 0
        out = capsys.readouterr().out
        assert out.startswith("HF000 syntax-error") and "By release" not in out
        assert 'print("loaded"\n' in out
    assert main(["explain", "no-such-slug"]) == 2
    assert "unknown code 'no-such-slug'" in capsys.readouterr().err


@pytest.mark.parametrize("option", ["--select", "--ignore"])
def test_slugs_in_select_and_ignore(tmp_path, capsys, option):
    (tmp_path / "run.py").write_text(BAD)
    main(["check", str(tmp_path), "--format", "json", option, "assisted-use-cache-disabled"])
    codes = {r["code"] for r in json.loads(capsys.readouterr().out)}
    assert codes == ({"HF101"} if option == "--select" else {"HF109"})
    assert main(["check", str(tmp_path), option, "assisted-no-such-thing"]) == 2
    assert "unknown code 'ASSISTED-NO-SUCH-THING'" in capsys.readouterr().err


def test_slugs_in_tool_hflint(tmp_path, capsys):
    (tmp_path / "run.py").write_text(BAD)
    (tmp_path / "pyproject.toml").write_text('[tool.hflint]\nignore = ["assisted-mode-ignored"]\n')
    main(["check", str(tmp_path), "--format", "json"])
    assert {r["code"] for r in json.loads(capsys.readouterr().out)} == {"HF101"}
    (tmp_path / "pyproject.toml").write_text('[tool.hflint]\nselect = ["Assisted-Mode-Ignored", "hf2"]\n')
    main(["check", str(tmp_path), "--format", "json"])
    assert {r["code"] for r in json.loads(capsys.readouterr().out)} == {"HF109"}


def test_slugs_in_the_editor_settings():
    settings = parse_settings({"select": ["assisted-use-cache-disabled", "hf2"], "ignore": ["syntax-error", "nope"]}, CATALOG)
    assert settings.select == ("HF101", "HF2") and settings.ignore == ("HF000",)
    assert settings.problems == ("ignore: unknown code(s) 'nope' ignored",)


def test_sarif_rules_link_their_pages(capsys):
    main(["check", str(ROOT / "examples"), "--format", "sarif"])
    rules = json.loads(capsys.readouterr().out)["runs"][0]["tool"]["driver"]["rules"]
    assert [r["id"] for r in rules] == [e.code for e in ALL]
    for rule in rules:
        assert rule["helpUri"] == rule_url(rule["id"]) == f"{HOMEPAGE}/blob/main/docs/rules/{rule['id']}.md"
        assert (ROOT / "docs" / "rules" / f"{rule['id']}.md").is_file()
        assert rule["help"]["markdown"].startswith(f"## {rule['id']} ") and "### Example" in rule["help"]["markdown"]


def test_the_project_is_named_at_one_place():
    pyproject = (ROOT / "pyproject.toml").read_text()
    for key in ("Homepage", "Repository", "Issues", "Documentation", "Changelog"):
        assert re.search(rf'^{key} = "{re.escape(HOMEPAGE)}[^"]*"$', pyproject, re.MULTILINE), key
    manifest = json.loads((ROOT / "client-vscode" / "package.json").read_text())
    assert manifest["homepage"].startswith(HOMEPAGE)
    assert manifest["repository"]["url"] == f"{HOMEPAGE}.git"
    assert manifest["bugs"]["url"] == f"{HOMEPAGE}/issues"
