"""A file's own transformers pin (filepins.py): a notebook's `!pip install transformers==X` cell
and a script's PEP 723 `dependencies` decide the release hflint assumes for that file, after an
explicit setting and before the environment, the workspace's pins and the newest release."""

from __future__ import annotations

import json
import os
import textwrap
from dataclasses import replace
from pathlib import Path

import pytest

from hflint.catalog import default_catalog
from hflint.cli import main
from hflint.core import checkpoints
from hflint.core.workspace import ModuleResolver
from hflint.filepins import NO_VERSION, file_pin, file_release, notebook_pin, script_pin
from hflint.versions import assume_release

CATALOG = default_catalog()
NEWEST = CATALOG.newest_release()

# `summarization` is a pipeline task of 4.57.6 that transformers 5 removed: HF161 on 5.x only.
ON_5 = 'from transformers import pipeline\n\nsummarizer = pipeline("summarization", model="t5-small")\n'
# pipeline(generation_config=...) raises before 5.16 only: HF127 on 4.57.6, not on 5.23.0.
ON_4 = textwrap.dedent("""\
    from transformers import GenerationConfig, pipeline

    generator = pipeline("text-generation", model="gpt2", generation_config=GenerationConfig(max_new_tokens=8))
""")


def cells(*texts: str) -> list[tuple[int, str, None]]:
    return [(i, t, None) for i, t in enumerate(texts)]


def notebook(*texts: str) -> str:
    return json.dumps(
        {
            "cells": [{"cell_type": "code", "source": t, "metadata": {}, "outputs": [], "execution_count": None} for t in texts],
            "metadata": {"language_info": {"name": "python"}},
            "nbformat": 4,
            "nbformat_minor": 5,
        }
    )


def script(*deps: str, body: str = ON_5) -> str:
    listed = "".join(f'#     "{d}",\n' for d in deps)
    return f'# /// script\n# requires-python = ">=3.10"\n# dependencies = [\n{listed}# ]\n# ///\n{body}'


def release_of(pin, run=None):
    return file_release(CATALOG, run or assume_release(CATALOG), pin)


# ---------------------------------------------------------------- reading the pin


@pytest.mark.parametrize(
    "line, version",
    [
        ("!pip install -q transformers==4.57.6 accelerate", "4.57.6"),
        ('%pip install "transformers>=4.56,<5"', "4.57.6"),  # a range: the newest known inside it
        ("!uv pip install transformers==5.15.0", "5.15.0"),
        ("!pip3 install --upgrade transformers[torch]==5.23.0 datasets", "5.23.0"),
        ("!{sys.executable} -m pip install -q transformers==4.57.6", "4.57.6"),
        ("!python -m pip install -r requirements.txt 'transformers~=4.57.0'", "4.57.6"),
        ("!pip install --index-url https://pypi.org/simple transformers==5.23.0 && echo done", "5.23.0"),
        ("!pip install -q transformers==4.57.6 # pinned for the course", "4.57.6"),
        ("!pip install -q git+https://github.com/huggingface/transformers.git@v5.15.0", "5.15.0"),
        ("!pip install 'transformers @ git+https://github.com/huggingface/transformers@v4.57.6'", "4.57.6"),
    ],
)
def test_install_lines_that_pin(line, version):
    pin = notebook_pin(cells("import torch\n", line + "\n"))
    assert pin is not None and pin.problem is None
    release, note = release_of(pin)
    assert (release.version, release.own_pin, note) == (version, True, None)
    # (the line as written, cut when long)
    assert release.source.startswith(f"cell 2: {line[:50]}") and len(release.source) <= 80


@pytest.mark.parametrize(
    "line",
    [
        "!pip install -U transformers",
        "!pip install transformers accelerate",
        # (unquoted, the shell takes `>=4.56` for a redirection: any transformers is installed)
        "!pip install transformers>=4.56",
    ],
)
def test_install_lines_without_a_version_pin_nothing(line):
    pin = notebook_pin(cells(line + "\n", ON_5))
    assert pin is not None and pin.problem == NO_VERSION
    release, note = release_of(pin)
    assert (release.version, release.own_pin, note) == (NEWEST, False, None)


def test_lines_that_install_something_else_are_no_pin():
    assert notebook_pin(cells("!pip install sentence-transformers==3.0.1\n", "!nvidia-smi\n", ON_5)) is None
    assert notebook_pin(cells("# !pip install transformers==4.57.6\n", ON_5)) is None
    assert notebook_pin(cells('print("pip install transformers==4.57.6")\n')) is None


def test_a_git_checkout_assumes_the_newest_release_and_an_unreadable_pin_leaves_the_run_release():
    # (a branch is newer than any release: the newest the catalog knows, even over an
    # environment's older transformers; an explicit setting still wins)
    git = notebook_pin(cells("!pip install -q git+https://github.com/huggingface/transformers\n"))
    older = assume_release(CATALOG, "4.57.6", "--transformers-version")
    environment = replace(older, explicit=False, source="the environment's transformers")
    release, note = release_of(git, environment)
    assert release.version == NEWEST and release.own_pin
    assert note == (
        "cell 1: !pip install -q git+https://github.com/huggingface/transformers: installs transformers from "
        f"its repository (unreleased code); assuming the newest release hflint knows, {NEWEST}"
    )
    assert release_of(git, older)[0] is older
    for line in ("!pip install transformers=={version}", "!pip install 'transformers==4.57.6"):
        pin = notebook_pin(cells(line + "\n"))
        release, note = release_of(pin)
        assert release.version == NEWEST and note is not None and "cell 1" in note


def test_the_last_install_decides_but_a_plain_reinstall_keeps_the_pin():
    pinned = "!pip install transformers==4.57.6\n"
    assert release_of(notebook_pin(cells(pinned, "!pip install transformers accelerate\n")))[0].version == "4.57.6"
    assert release_of(notebook_pin(cells(pinned, "!pip install -U transformers\n")))[0].version == NEWEST
    assert release_of(notebook_pin(cells(pinned, "%pip install transformers==5.15.0\n")))[0].version == "5.15.0"


def test_shell_cells_and_continued_lines():
    assert release_of(notebook_pin(cells("%%bash\npip install -q \\\n    transformers==5.15.0\n")))[0].version == "5.15.0"
    assert release_of(notebook_pin(cells("%%capture\n!pip install transformers==4.57.6\n")))[0].version == "4.57.6"


def test_a_pin_outside_the_covered_releases_is_used_with_the_coverage_note():
    release, _ = release_of(notebook_pin(cells("!pip install -q transformers==4.47.1\n")))
    assert release.version == "4.47.1" and not release.covered
    assert any("older than the releases the catalog covers" in n for n in release.notes)


def test_an_explicit_setting_wins_with_a_note():
    run = assume_release(CATALOG, "5.23.0", "--transformers-version")
    release, note = release_of(notebook_pin(cells("!pip install transformers==4.57.6\n")), run)
    assert release is run
    assert (
        note == "cell 1: !pip install transformers==4.57.6 asks for transformers 4.57.6; the --transformers-version (5.23.0) wins"
    )
    assert release_of(notebook_pin(cells("!pip install transformers==5.23.0\n")), run) == (run, None)


def test_script_metadata():
    pin = script_pin(script("transformers==4.57.6", "torch"))
    release, note = release_of(pin)
    assert (release.version, release.source, release.line, note) == ("4.57.6", "line 4: transformers==4.57.6", 4, None)
    assert release_of(script_pin(script("torch", "transformers>=5.0,<5.16")))[0].version == "5.15.1"
    assert script_pin(script("torch")) is None
    assert script_pin(ON_5) is None
    # `# /// pyproject` and other block types are not the script's metadata.
    assert script_pin("# /// pyproject\n# dependencies = ['transformers==4.57.6']\n# ///\n") is None


@pytest.mark.parametrize(
    "text, problem",
    [
        ('# /// script\n# dependencies = [\n#     "transformers==4.57.6",\n' + ON_5, "not closed"),
        ("# /// script\n# dependencies = [\n# ///\n", "not valid TOML"),
        ('# /// script\n# dependencies = "transformers==4.57.6"\n# ///\n', "not a list"),
        ("# /// script\n# dependencies = []\n# ///\nimport os\n# /// script\n# dependencies = []\n# ///\n", "more than one"),
    ],
)
def test_malformed_script_metadata_is_a_note(text, problem):
    pin = script_pin(text)
    assert pin is not None and problem in (pin.problem or "")
    release, note = release_of(pin)
    assert release.version == NEWEST and note is not None and problem in note


# ---------------------------------------------------------------- more install forms (h92)


@pytest.mark.parametrize(
    "line, version",
    [
        # conda's `=4.57` is any 4.57.x (the newest known), `==` one release, `::` a channel
        ("%conda install -y transformers=4.57", "4.57.6"),
        ("!conda install -c conda-forge transformers==5.15.0 -y", "5.15.0"),
        ("!conda install -y conda-forge::transformers=5.15.*", "5.15.1"),
        ("!mamba install -q -c conda-forge 'transformers>=5.0,<5.16'", "5.15.1"),
        ("!micromamba install -y -n base -c conda-forge transformers=5.23.0", "5.23.0"),
        ("%mamba install transformers=5.14", "5.14.1"),
        # a notebook's Python that runs pip (literal arguments only; nothing is run)
        ('subprocess.run([sys.executable, "-m", "pip", "install", "transformers==4.57.6"])', "4.57.6"),
        (
            'subprocess.check_call(\n    [sys.executable, "-m", "pip", "install", "-q", "transformers==5.15.0", "torch"]\n)',
            "5.15.0",
        ),
        ("subprocess.run('pip install -q transformers==5.23.0', shell=True, check=True)", "5.23.0"),
        ('os.system("pip install -q transformers==4.57.6 accelerate")', "4.57.6"),
        ("get_ipython().system('pip install -q transformers==5.15.0')", "5.15.0"),
        ("get_ipython().run_line_magic('pip', 'install transformers==4.57.6')", "4.57.6"),
        ("get_ipython().run_line_magic('conda', 'install -y transformers=5.15')", "5.15.1"),
    ],
)
def test_conda_and_python_install_forms_pin(line, version):
    pin = notebook_pin(cells("import os, subprocess, sys\n", line + "\n"))
    assert pin is not None and pin.problem is None, pin
    release, note = release_of(pin)
    assert (release.version, release.own_pin, note, pin.where, pin.line) == (version, True, None, "cell 2", 1)


@pytest.mark.parametrize(
    "line",
    [
        '# subprocess.run([sys.executable, "-m", "pip", "install", "transformers==4.57.6"])',
        'subprocess.run([sys.executable, "-m", "pip", "install", package])',
        'subprocess.run(["pip", "show", "transformers==4.57.6"])',
        'subprocess.run(f"pip install transformers=={version}", shell=True)',
        'os.system("conda list transformers=4.57")',
        "get_ipython().run_line_magic('time', 'install transformers==4.57.6')",
        "!conda install -y sentence-transformers=3.0",
        'log("pip install transformers==4.57.6")',
    ],
)
def test_calls_and_conda_lines_that_install_no_transformers_are_no_pin(line):
    assert notebook_pin(cells(line + "\n", ON_5)) is None


def test_conda_without_a_version_pins_nothing_and_keeps_a_pip_pin():
    assert release_of(notebook_pin(cells("%conda install -c conda-forge transformers\n")))[0].version == NEWEST
    pinned = "!pip install transformers==4.57.6\n"
    assert release_of(notebook_pin(cells(pinned, "!conda install -y transformers\n")))[0].version == "4.57.6"


def test_an_exported_notebook_pins_itself():
    text = (
        "#!/usr/bin/env python\n# coding: utf-8\n\n# In[1]:\n\n\n"
        "# get_ipython().system('pip install -q transformers==4.46.0')\n"
        "get_ipython().system('pip install -q transformers==4.57.6 datasets')\n\n\n# In[2]:\n\n\n" + ON_4
    )
    pin = script_pin(text)
    assert pin is not None and (pin.where, pin.line, pin.exact) == ("line 8", 8, "4.57.6")
    assert pin.text == "get_ipython().system('pip install -q transformers==4.57.6 datasets')"


def test_a_script_that_installs_its_own_release():
    call = 'subprocess.check_call([sys.executable, "-m", "pip", "install", "transformers==5.15.0"])\n'
    body = "import subprocess\nimport sys\n\n" + call
    pin = script_pin(body + ON_4)
    assert pin is not None and (pin.where, pin.exact) == ("line 4", "5.15.0")
    # The PEP 723 block, when it names transformers, decides first.
    assert script_pin(script("transformers==4.57.6", body=body + ON_4)).exact == "4.57.6"  # type: ignore[union-attr]


def test_a_requirements_file_named_by_the_install(tmp_path):
    (tmp_path / "requirements.txt").write_text("torch>=2.4\ntransformers==5.15.0  # tested\naccelerate\n")
    (tmp_path / "env").mkdir()
    (tmp_path / "env" / "gpu.txt").write_text("transformers>=4.56,<5\n")
    shown = str(tmp_path / "demo.ipynb")
    pin = file_pin(shown, cells=cells("%pip install -q -r requirements.txt\n", ON_5))
    assert pin is not None and pin.exact == "5.15.0"
    assert pin.label == "cell 1: %pip install -q -r requirements.txt (requirements.txt:2: transformers==5.15.0)"
    # with transformers named too, the file's version is what pip installs
    pin = file_pin(shown, cells=cells("!pip install -r env/gpu.txt transformers accelerate\n"))
    assert pin is not None and release_of(pin)[0].version == "4.57.6"
    assert file_pin(shown, cells=cells("!pip install --requirement=env/gpu.txt\n")).alternatives  # type: ignore[union-attr]
    # a file that is not there, or names no transformers: no pin
    assert file_pin(shown, cells=cells("%pip install -r missing.txt\n")) is None
    (tmp_path / "other.txt").write_text("torch\n")
    assert file_pin(shown, cells=cells("%pip install -r other.txt\n")) is None
    # an exported notebook's run_line_magic reads it too
    text = "get_ipython().run_line_magic('pip', 'install -r requirements.txt')\n" + ON_5
    assert file_pin(str(tmp_path / "demo.py"), text).exact == "5.15.0"  # type: ignore[union-attr]


# ---------------------------------------------------------------- the command line


def error_code(line: str) -> str:
    return line.split(": error: ", 1)[1].split(" ")[0]


def check(capsys, *args: str) -> tuple[int, str, str]:
    ModuleResolver.clear_cache()
    checkpoints.clear_cache()
    code = main(["check", *args])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def pinned(tmp_path):
    (tmp_path / "v4.ipynb").write_text(notebook("!pip install -q transformers==4.57.6 accelerate\n", ON_5))
    (tmp_path / "v4.py").write_text(script("transformers==4.57.6", "torch"))
    (tmp_path / "v4_old_api.ipynb").write_text(notebook("!pip install -q transformers==4.57.6\n", ON_4))
    (tmp_path / "v4_old_api.py").write_text(script("transformers==4.57.6", body=ON_4))
    return tmp_path


def test_each_file_is_checked_with_its_own_pin(pinned, capsys):
    code, out, _ = check(capsys, str(pinned), "--no-cache")
    assert code == 1
    lines = out.splitlines()
    # The header keeps the run's release; the files with findings say which release they had.
    assert lines[0].startswith(f"Assuming transformers {NEWEST} (newest release the catalog knows)")
    found = sorted((Path(line.split(":")[0]).name, error_code(line)) for line in lines if ": error: " in line)
    assert found == [("v4_old_api.ipynb", "HF127"), ("v4_old_api.py", "HF127")]
    assert (
        f"{pinned / 'v4_old_api.ipynb'}: note: transformers 4.57.6 assumed for this file, its own pin "
        "(cell 1: !pip install -q transformers==4.57.6)" in lines
    )
    assert (
        f"{pinned / 'v4_old_api.py'}: note: transformers 4.57.6 assumed for this file, its own pin (line 4: transformers==4.57.6)"
        in lines
    )
    assert lines[-1] == "Found 2 problems (2 errors). 4 files were checked with their own transformers pin (4.57.6)."


def test_the_same_code_pinned_to_5_raises(tmp_path, capsys):
    (tmp_path / "v5.ipynb").write_text(notebook("%pip install 'transformers>=5.0,<5.16'\n", ON_5))
    (tmp_path / "v5.py").write_text(script("transformers==5.23.0", body=ON_4 + ON_5.split("\n", 2)[2]))
    code, out, _ = check(capsys, str(tmp_path), "--no-cache", "--format", "json")
    rows = json.loads(out)
    got = sorted((Path(r["path"]).name, r["code"], r["release"]["version"], r["release"]["file_pin"]) for r in rows)
    assert got == [("v5.ipynb", "HF161", "5.15.1", True), ("v5.py", "HF161", "5.23.0", True)]
    assert rows[0]["message"].startswith("With transformers ")
    assert {r["release"]["source"] for r in rows} == {
        "cell 1: %pip install 'transformers>=5.0,<5.16'",
        "line 4: transformers==5.23.0",
    }


def test_an_explicit_release_wins_over_the_pins(pinned, capsys):
    code, out, _ = check(capsys, str(pinned), "--no-cache", "--transformers-version", "5.23.0")
    found = sorted((Path(line.split(":")[0]).name, error_code(line)) for line in out.splitlines() if ": error: " in line)
    assert found == [("v4.ipynb", "HF161"), ("v4.py", "HF161")]
    assert (
        f"{pinned / 'v4.py'}: note: line 4: transformers==4.57.6 asks for transformers 4.57.6; "
        "the --transformers-version (5.23.0) wins" in out
    )
    assert "own transformers pin" not in out
    (pinned / "pyproject.toml").write_text('[tool.hflint]\ntransformers-version = "5.23.0"\n')
    code, out, _ = check(capsys, str(pinned), "--no-cache")
    found = sorted((Path(line.split(":")[0]).name, error_code(line)) for line in out.splitlines() if ": error: " in line)
    assert found == [("v4.ipynb", "HF161"), ("v4.py", "HF161")]


def test_the_pin_wins_over_the_workspace_pins(pinned, capsys):
    (pinned / "requirements.txt").write_text("transformers==5.23.0\n")
    code, out, _ = check(capsys, str(pinned / "v4.py"), str(pinned / "v4_old_api.py"), "--no-cache")
    assert out.splitlines()[0] == "Assuming transformers 5.23.0 (requirements.txt:1)"
    assert [error_code(line) for line in out.splitlines() if ": error: " in line] == ["HF127"]


def test_unpinned_and_unreadable_pins(tmp_path, capsys):
    (tmp_path / "latest.ipynb").write_text(notebook("!pip install -U transformers\n", ON_5))
    (tmp_path / "broken.py").write_text('# /// script\n# dependencies = [\n#     "transformers==4.57.6",\n' + ON_5)
    code, out, _ = check(capsys, str(tmp_path), "--no-cache")
    assert sorted(Path(line.split(":")[0]).name for line in out.splitlines() if ": error: HF161" in line) == [
        "broken.py",
        "latest.ipynb",
    ]
    assert f"{tmp_path / 'broken.py'}: note: line 1: # /// script: the script metadata block is not closed" in out
    assert "latest.ipynb: note" not in out and "own transformers pin" not in out


def test_statistics_and_sarif_name_the_files_release(pinned, capsys):
    code, out, _ = check(capsys, str(pinned), "--no-cache", "--statistics")
    assert out.splitlines()[-1] == "4 files were checked with their own transformers pin (4.57.6)."
    code, out, _ = check(capsys, str(pinned / "v4_old_api.py"), "--no-cache", "--format", "sarif")
    props = json.loads(out)["runs"][0]["results"][0]["properties"]
    assert props == {
        "transformersRelease": "4.57.6",
        "transformersReleaseSource": "line 4: transformers==4.57.6",
        "filePin": True,
    }


def test_upgrade_to_starts_each_file_from_its_pin(pinned, capsys):
    code, out, _ = check(capsys, str(pinned / "v4.ipynb"), "--upgrade-to", "5.23.0")
    assert f"{pinned / 'v4.ipynb'}: starting from transformers 4.57.6, the file's own pin (cell 1:" in out
    assert "                  4.57.6: nothing" in out
    code, out, _ = check(capsys, str(pinned / "v4.ipynb"), "--upgrade-to", "5.23.0", "--format", "json")
    doc = json.loads(out)
    assert doc["calls"][0]["from"]["version"] == "4.57.6" and doc["calls"][0]["from"]["file_pin"] is True
    assert doc["introduces_error"] is True
    # --from is explicit: it wins over the pin.
    code, out, _ = check(capsys, str(pinned / "v4.ipynb"), "--from", "5.23.0", "--upgrade-to", "5.24.0")
    assert "No call changes" in out


def test_a_pin_edit_is_never_served_from_the_cache(pinned, tmp_path, capsys):
    cache = tmp_path / "cache"
    target = pinned / "v4.py"
    assert check(capsys, str(target), "--cache-dir", str(cache))[0] == 0
    assert any(p.is_file() for p in cache.rglob("*") if p.parent.parent.parent == cache)
    stamp = target.stat()
    # The same size and modification time: only the pin's text differs.
    target.write_text(target.read_text().replace("transformers==4.57.6", "transformers==5.23.0"))
    os.utime(target, ns=(stamp.st_atime_ns, stamp.st_mtime_ns))
    code, out, _ = check(capsys, str(target), "--cache-dir", str(cache))
    assert code == 1 and "HF161" in out and "transformers 5.23.0 assumed for this file" in out
    fresh = check(capsys, str(target), "--no-cache")
    assert (code, out) == fresh[:2]
    # And back: the first entry answers again.
    target.write_text(target.read_text().replace("transformers==5.23.0", "transformers==4.57.6"))
    assert check(capsys, str(target), "--cache-dir", str(cache))[0] == 0
