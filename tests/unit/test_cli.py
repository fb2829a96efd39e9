"""The command line as a user runs it: exit codes, the four formats, --fix/--diff, config, explain."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from hflint.catalog import default_catalog
from hflint.cli import main

BAD = textwrap.dedent("""\
    from transformers import AutoModelForCausalLM, AutoTokenizer

    tokenizer = AutoTokenizer.from_pretrained("openai-community/gpt2")
    model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
    assistant = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")
    inputs = tokenizer("hello", return_tensors="pt")
    out = model.generate(**inputs, assistant_model=assistant, use_cache=False)
""")
CLEAN = BAD.replace("use_cache=False", "use_cache=True")


def run(args, capsys):
    code = main(args)
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def project(tmp_path):
    (tmp_path / "bad.py").write_text(BAD)
    (tmp_path / "clean.py").write_text(CLEAN)
    return tmp_path


def test_text_output_and_exit_code(project, capsys):
    code, out, _ = run(["check", str(project / "bad.py"), "--transformers-version", "5.23.0"], capsys)
    assert code == 1
    lines = out.splitlines()
    # The release once, in the header; each finding's first line says what happens, its notes why.
    assert lines[0] == "Assuming transformers 5.23.0 (--transformers-version)"
    assert lines[1] == (
        f"{project / 'bad.py'}:7:13: error: HF101 [*] this call raises ValueError: assisted generate requires `use_cache=True`"
    )
    assert lines[2] == "    note: use_cache is set to False at line 7"
    assert "With transformers" not in out


def test_clean_file_exits_zero(project, capsys):
    code, out, _ = run(["check", str(project / "clean.py")], capsys)
    assert code == 0
    assert "All checks passed." in out


def test_default_release_is_the_newest_the_catalog_knows(project, capsys):
    _, out, _ = run(["check", str(project / "bad.py")], capsys)
    assert "Assuming transformers 5.24.0 (newest release the catalog knows)" in out
    assert "error: HF101 [*] this call raises RuntimeError: Assisted decoding requires a cache" in out


def test_json_format(project, capsys):
    code, out, _ = run(["check", str(project), "--format", "json", "--transformers-version", "5.23.0"], capsys)
    assert code == 1
    rows = json.loads(out)
    assert len(rows) == 1
    row = rows[0]
    assert row["path"].endswith("bad.py") and row["code"] == "HF101" and row["severity"] == "error"
    assert row["range"] == {"start": {"line": 7, "column": 13}, "end": {"line": 7, "column": 21}}
    assert row["raises"]["type"] == "ValueError"
    assert row["raises"]["release"] == "5.23.0"
    assert row["raises"]["file"] == "src/transformers/generation/utils.py"
    assert row["raises"]["line"] == 3978
    assert any("False" in e["note"] for e in row["evidence"])
    safe = [f for f in row["fixes"] if f["applicability"] == "safe"]
    assert safe and safe[0]["edits"][0]["new_text"] == "True"


def test_github_format(project, capsys):
    _, out, _ = run(["check", str(project / "bad.py"), "--format", "github"], capsys)
    assert out.startswith(f"::error file={project / 'bad.py'},line=7,col=13,endLine=7,endColumn=21,title=HF101::HF101 ")


def test_select_and_ignore(project, capsys):
    assert run(["check", str(project), "--ignore", "HF101"], capsys)[0] == 0
    assert run(["check", str(project), "--select", "HF2"], capsys)[0] == 0
    assert run(["check", str(project), "--select", "HF1"], capsys)[0] == 1


def test_unknown_code_in_select_is_a_usage_error(project, capsys):
    code, _, err = run(["check", str(project), "--select", "HF999"], capsys)
    assert code == 2 and "unknown code 'HF999'" in err and "HF101" in err


def test_bad_version_is_a_usage_error(project, capsys):
    code, _, err = run(["check", str(project), "--transformers-version", "banana"], capsys)
    assert code == 2 and "not a transformers release number" in err


def test_missing_path_is_a_usage_error(tmp_path, capsys):
    code, _, err = run(["check", str(tmp_path / "nope.py")], capsys)
    assert code == 2 and "no such file or folder" in err


def test_fix_applies_the_safe_fix_and_the_finding_is_gone(project, capsys):
    code, _, err = run(["check", str(project / "bad.py"), "--fix"], capsys)
    assert "Fixed 1 problem" in err
    assert code == 0
    fixed = (project / "bad.py").read_text()
    assert "use_cache=True" in fixed and "use_cache=False" not in fixed
    compile(fixed, "bad.py", "exec")
    assert run(["check", str(project / "bad.py")], capsys)[0] == 0


def test_fix_that_removes_a_keyword_keeps_the_argument_before_it_whole(tmp_path, capsys):
    """A parenthesized argument ends before its `)` in the syntax tree: removing the keyword
    after it starts at the comma that follows it (not at a comma inside a comment)."""
    head = BAD.split("inputs =")[0].replace("assistant =", "tok = tokenizer\nassistant =")
    (tmp_path / "a.py").write_text(head + "model.generate((x := ids), assistant_tokenizer=tok, assistant_model=assistant)\n")
    (tmp_path / "b.py").write_text(
        head + "model.generate(ids,  # ids, see above\n               assistant_tokenizer=tok, assistant_model=assistant)\n"
    )
    code, _, _ = run(["check", str(tmp_path), "--fix", "--select", "HF108", "--transformers-version", "5.23.0"], capsys)
    assert code == 0
    assert (tmp_path / "a.py").read_text().endswith("model.generate((x := ids), assistant_model=assistant)\n")
    assert (tmp_path / "b.py").read_text().endswith("model.generate(ids, assistant_model=assistant)\n")


def test_diff_shows_the_fix_and_changes_nothing(project, capsys):
    code, out, _ = run(["check", str(project / "bad.py"), "--diff"], capsys)
    assert code == 1
    assert "-out = model.generate(**inputs, assistant_model=assistant, use_cache=False)" in out
    assert "+out = model.generate(**inputs, assistant_model=assistant, use_cache=True)" in out
    assert (project / "bad.py").read_text() == BAD


def test_pyproject_config(project, capsys):
    (project / "pyproject.toml").write_text('[tool.hflint]\nignore = ["HF101"]\n')
    assert run(["check", str(project)], capsys)[0] == 0
    (project / "pyproject.toml").write_text('[tool.hflint]\ntransformers-version = "4.57.6"\n')
    _, out, _ = run(["check", str(project)], capsys)
    assert out.startswith("Assuming transformers 4.57.6 (pyproject.toml [tool.hflint])\n")
    (project / "pyproject.toml").write_text('[tool.hflint]\ncolour = "red"\n')
    code, _, err = run(["check", str(project)], capsys)
    assert code == 2 and "unknown key 'colour'" in err


def test_folders_skip_git_venvs_and_gitignored(project, capsys):
    for folder in (".git", ".venv", "build_out", "node_modules"):
        (project / folder).mkdir()
        (project / folder / "bad.py").write_text(BAD)
    (project / "build_out" / "pyvenv.cfg").write_text("")  # a virtual environment by another name
    (project / "conda_env" / "conda-meta").mkdir(parents=True)  # a conda environment
    (project / "conda_env" / "bad.py").write_text(BAD)
    (project / "notes" / "pyvenv.cfg").mkdir(parents=True)  # a folder by that name: not a venv's mark
    (project / "notes" / "bad.py").write_text(BAD)
    (project / "generated").mkdir()
    (project / "generated" / "bad.py").write_text(BAD)
    (project / ".gitignore").write_text("generated/\n")
    (project / "sub").mkdir()
    (project / "sub" / "bad.py").write_text(BAD)
    (project / "sub" / ".gitignore").write_text("*.py\n!bad.py\n")
    _, out, _ = run(["check", str(project), "--format", "json"], capsys)
    paths = sorted(Path(r["path"]).relative_to(project).as_posix() for r in json.loads(out))
    assert paths == ["bad.py", "notes/bad.py", "sub/bad.py"]
    # A virtual environment named on the command line is checked all the same (the user asked).
    _, out, _ = run(["check", str(project / "build_out"), "--format", "json"], capsys)
    assert [Path(r["path"]).name for r in json.loads(out)] == ["bad.py"]


def test_suppression_comments(project, capsys):
    (project / "bad.py").write_text(BAD.replace("use_cache=False)", "use_cache=False)  # hflint: ignore[HF101]"))
    assert run(["check", str(project / "bad.py")], capsys)[0] == 0
    (project / "bad.py").write_text(BAD.replace("use_cache=False)", "use_cache=False)  # noqa: HF101"))
    assert run(["check", str(project / "bad.py")], capsys)[0] == 0
    (project / "bad.py").write_text(BAD.replace("use_cache=False)", "use_cache=False)  # hflint: ignore[HF102]"))
    assert run(["check", str(project / "bad.py")], capsys)[0] == 1


def test_syntax_error_keeps_the_rest(tmp_path, capsys):
    (tmp_path / "half.py").write_text(BAD + "\ndef broken(:\n    pass\n")
    code, out, _ = run(["check", str(tmp_path / "half.py"), "--format", "json"], capsys)
    rows = json.loads(out)
    assert code == 1
    assert {r["code"] for r in rows} == {"HF000", "HF101"}
    syntax = next(r for r in rows if r["code"] == "HF000")
    assert syntax["range"]["start"]["line"] == 9 and "SyntaxError" in syntax["message"]


def test_binary_and_non_utf8_files_are_reported_and_skipped(tmp_path, capsys):
    (tmp_path / "a_binary.py").write_bytes(b"\x00\x01transformers\x00")
    (tmp_path / "b_latin1.py").write_bytes(b"x = '\xe9'  # transformers\n")
    (tmp_path / "c_bad.py").write_text(BAD)
    code, out, _ = run(["check", str(tmp_path)], capsys)
    assert code == 1
    assert "a_binary.py: skipped: binary file" in out
    assert "b_latin1.py: skipped: not UTF-8, and no encoding declaration says what it is" in out
    assert "c_bad.py:7:13: error: HF101" in out


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_what_the_prefilter_reads_from_bytes_is_what_it_reads_from_text(tmp_path, capsys, jobs):
    """Files are screened before they are decoded: those without a trigger word are still
    reported when they cannot be decoded, and a call in a file that is not plain ASCII (UTF-8
    with accents, Latin-1 with its declaration) is still found, in one process and in workers."""
    (tmp_path / "a_binary.py").write_bytes(b"x = 1\x00\n")
    (tmp_path / "b_latin1.py").write_bytes(b"x = '\xe9'\n")
    (tmp_path / "c_unknown_codec.py").write_bytes(b"# -*- coding: no-such-codec -*-\nx = 1\n")
    (tmp_path / "d_utf16.py").write_bytes("# coding: utf-16\nx = 1\n".encode("utf-16"))
    (tmp_path / "e_accents.py").write_text("# café\n" + BAD, encoding="utf-8")
    (tmp_path / "f_declared.py").write_bytes(b"# -*- coding: latin-1 -*-\n# caf\xe9\n" + BAD.encode("ascii"))
    # Enough plain files that two jobs really start worker processes.
    for n in range(40):
        (tmp_path / f"plain_{n}.py").write_text(f"x = {n}\n")
    code, out, _ = run(["check", str(tmp_path), "--jobs", jobs], capsys)
    assert code == 1
    assert "a_binary.py: skipped: binary file (contains NUL bytes)" in out
    assert "b_latin1.py: skipped: not UTF-8, and no encoding declaration says what it is" in out
    assert "c_unknown_codec.py: skipped:" in out
    assert "d_utf16.py: skipped:" in out
    assert "e_accents.py:8:13: error: HF101" in out
    assert "f_declared.py:9:13: error: HF101" in out
    assert "plain_" not in out
    assert out.count(": skipped:") == 4 and out.count(": error: HF101 ") == 2


def test_notebook(tmp_path, capsys):
    cells = [BAD.split("inputs =")[0], "%pip install transformers\n", "inputs = " + BAD.split("inputs =")[1]]
    nb = {
        "nbformat": 4,
        "nbformat_minor": 5,
        "metadata": {"language_info": {"name": "python"}},
        "cells": [{"cell_type": "markdown", "source": "# title", "metadata": {}}]
        + [{"cell_type": "code", "source": c, "metadata": {}, "outputs": [], "execution_count": None} for c in cells],
    }
    (tmp_path / "nb.ipynb").write_text(json.dumps(nb))
    code, out, _ = run(["check", str(tmp_path / "nb.ipynb")], capsys)
    assert code == 1
    assert f"{tmp_path / 'nb.ipynb'}:cell 4:2:13: error: HF101" in out


def test_explain_formats(capsys):
    code, out, _ = run(["explain", "HF103"], capsys)
    assert code == 0
    assert "XLNet" in out and "Reformer" in out and "MiniMax" in out
    assert "assisted decoding requires a cache" in out and "Assisted decoding requires a cache" in out
    assert "5.14.0: src/transformers/generation/utils.py:3644" in out
    assert "5.24.0: src/transformers/generation/utils.py:3982" in out
    code, out, _ = run(["explain", "hf103", "--format", "markdown"], capsys)
    assert code == 0 and out.startswith("# HF103 assisted-model-without-cache")
    assert "https://github.com/huggingface/transformers/blob/v5.15.0/src/transformers/generation/utils.py#L3631" in out
    code, out, _ = run(["explain", "HF203", "--format", "json"], capsys)
    assert json.loads(out)["seed"] == "f7d70e1eb245139b"


def test_explain_unknown_code(capsys):
    code, _, err = run(["explain", "HF999"], capsys)
    assert code == 2
    assert "unknown code 'HF999'" in err and "HF101" in err and "HF207" in err


def test_catalog_list(capsys):
    code, out, _ = run(["catalog", "list"], capsys)
    assert code == 0
    lines = out.splitlines()
    assert len(lines) == len(default_catalog()) and lines[0].startswith("HF001  unused-suppression")
    assert lines[1].startswith("HF101  assisted-use-cache-disabled")


def test_version_flag():
    proc = subprocess.run([sys.executable, "-m", "hflint", "--version"], capture_output=True, text=True)
    assert proc.returncode == 0 and proc.stdout.startswith("hflint ")


def test_check_never_imports_torch_transformers_or_lsp(project):
    script = (
        "import sys\n"
        "from hflint.cli import main\n"
        f"code = main(['check', {str(project)!r}, '--jobs', '1'])\n"
        "heavy = sorted(m for m in sys.modules if m.split('.')[0] in ('torch', 'transformers', 'pygls', 'lsprotocol'))\n"
        "print(code, heavy)\n"
    )
    proc = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, cwd=project)
    assert proc.stdout.strip().splitlines()[-1] == "1 []", proc.stdout + proc.stderr


def test_analysis_never_runs_user_code(tmp_path, capsys):
    marker = tmp_path / "ran.txt"
    (tmp_path / "evil.py").write_text(f"open({str(marker)!r}, 'w').write('x')\nimport transformers\n" + BAD)
    run(["check", str(tmp_path)], capsys)
    assert not marker.exists()


def test_nothing_to_check_is_said_not_passed(tmp_path, capsys):
    """A folder whose files are all ignored: a warning naming why, exit 0, never "All checks passed"."""
    (tmp_path / ".git").mkdir()
    (tmp_path / ".gitignore").write_text("generated/\n")
    (tmp_path / "generated").mkdir()
    (tmp_path / "generated" / "bad.py").write_text(BAD)
    code, out, err = run(["check", str(tmp_path / "generated")], capsys)
    assert code == 0 and out == ""
    assert "no Python files or notebooks to check" in err and ".gitignore" in err
    code, out, err = run(["check", str(tmp_path / "generated"), "--format", "json"], capsys)
    assert code == 0 and json.loads(out) == []
