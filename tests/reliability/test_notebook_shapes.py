"""Notebooks of the wrong shape: skipped with a clear note, or read where the shape allows; never an internal error."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

CODE = (
    "from transformers import AutoModelForCausalLM\n"
    "m = AutoModelForCausalLM.from_pretrained('openai-community/gpt2')\n"
    "a = AutoModelForCausalLM.from_pretrained('distilbert/distilgpt2')\n"
    "m.generate(assistant_model=a, use_cache=False)\n"
)
CELL = {"cell_type": "code", "source": CODE, "metadata": {}, "outputs": [], "execution_count": None}
GOOD = {"cells": [CELL], "metadata": {}, "nbformat": 4, "nbformat_minor": 5}

# Shapes nbformat does not allow but whose code can still be read: analysed.
READABLE = {
    "metadata is a list": {**GOOD, "metadata": []},
    "language_info is a string": {**GOOD, "metadata": {"language_info": "python"}},
    "an id that is a list": {**GOOD, "cells": [{**CELL, "id": [1]}]},
    "a cell_type that is a list": {**GOOD, "cells": [{**CELL, "cell_type": ["code"]}, CELL]},
    "a cell that is a number": {**GOOD, "cells": [7, CELL]},
}
# Shapes whose code cannot be read: the notebook is skipped, and the note says why.
UNREADABLE = {
    "a source that is a number": ({**GOOD, "cells": [{**CELL, "source": 5}]}, "source of cell 1 holds int data"),
    "a source that is an object": ({**GOOD, "cells": [{**CELL, "source": {"a": 1}}]}, "holds dict data"),
    "a source list holding numbers": ({**GOOD, "cells": [{**CELL, "source": ["x = 1\n", 2]}]}, "holds int data"),
    "cells that are an object": ({**GOOD, "cells": {"0": CELL}}, "no 'cells' list"),
}


def check(path: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "hflint", "check", "--transformers-version", "5.23.0", path.name],
        cwd=path.parent,
        capture_output=True,
        text=True,
        timeout=60,
    )


def no_internal_error(done: subprocess.CompletedProcess[str]) -> None:
    assert "internal error" not in done.stderr and "Traceback" not in done.stderr, done.stderr


@pytest.mark.parametrize("name", sorted(READABLE))
def test_a_readable_odd_shape_is_analysed(tmp_path, name):
    path = tmp_path / "nb.ipynb"
    path.write_text(json.dumps(READABLE[name]))
    done = check(path)
    no_internal_error(done)
    assert done.returncode == 1 and "HF101" in done.stdout


@pytest.mark.parametrize("name", sorted(UNREADABLE))
def test_an_unreadable_shape_is_skipped_with_a_note(tmp_path, name):
    notebook, why = UNREADABLE[name]
    path = tmp_path / "nb.ipynb"
    path.write_text(json.dumps(notebook))
    (tmp_path / "other.py").write_text(CODE)
    done = subprocess.run(
        [sys.executable, "-m", "hflint", "check", "--transformers-version", "5.23.0", "."],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=60,
    )
    no_internal_error(done)
    assert "nb.ipynb: skipped: " in done.stdout and why in done.stdout
    assert "other.py:4:" in done.stdout and done.returncode == 1  # the rest is analysed


@pytest.mark.parametrize(
    ("name", "text"),
    [
        ("deep JSON", '{"cells": [], "metadata": ' + "[" * 100_000 + "]" * 100_000 + "}"),
        ("a huge integer", '{"cells": [], "metadata": {"x": ' + "9" * 5000 + "}}"),
        ("a huge integer in a cell", '{"cells": [{"cell_type": "code", "source": "x", "execution_count": ' + "9" * 5000 + "}]}"),
    ],
    ids=lambda value: value if len(value) < 40 else "text",
)  # a 200,000-character id would ride in PYTEST_CURRENT_TEST
def test_json_python_cannot_hold_is_skipped_with_a_note(tmp_path, name, text):
    path = tmp_path / "nb.ipynb"
    path.write_text(text)
    done = check(path)
    no_internal_error(done)
    assert done.returncode == 0
    assert "nb.ipynb: skipped: not read:" in done.stdout
    assert "All checks passed" not in done.stdout


def test_an_internal_error_is_never_next_to_all_checks_passed(tmp_path, monkeypatch, capsys):
    from hflint import cli
    from hflint.core import engine

    path = tmp_path / "run.py"
    path.write_text(CODE)

    def broken(*args, **kwargs):
        raise RuntimeError("boom")

    monkeypatch.setattr(engine, "analyze", broken)
    code = cli.main(["check", "--jobs", "1", "--transformers-version", "5.23.0", str(path)])
    out, err = capsys.readouterr()
    assert code == 2 and "internal error" in err
    assert "All checks passed" not in out and "1 file with an internal error" in out
