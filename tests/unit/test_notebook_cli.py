"""`hflint check` on notebooks: positions in cells in every format, and --fix / --diff that edit
the cells inside the .ipynb and leave every other byte as it was."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest

from hflint.cli import main
from hflint.core.ipynb import IpynbText

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures" / "notebooks"
VERSION = ["--transformers-version", "5.23.0"]


def run(args, capsys):
    code = main(args)
    out, err = capsys.readouterr()
    return code, out, err


def write_notebook(path: Path, cells: list[str], *, indent: int = 1, ascii_only: bool = False, final_newline=True) -> str:
    nb = {
        "cells": [
            {
                "cell_type": "code",
                "execution_count": 3,
                "id": f"id{k}",
                "metadata": {"tags": ["ü"]},
                "outputs": [{"name": "stdout", "output_type": "stream", "text": ["out ✓\n"]}],
                "source": c.splitlines(True),
            }
            for k, c in enumerate(cells)
        ],
        "metadata": {"language_info": {"name": "python"}},
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    text = json.dumps(nb, indent=indent, ensure_ascii=ascii_only) + ("\n" if final_newline else "")
    path.write_text(text, encoding="utf-8")
    return text


def _outside_sources(text: str) -> list[str]:
    """The file's text with every cell's source strings (from the first to the last) cut out:
    what a fix must not touch."""
    reader = IpynbText(text)
    cuts = sorted((cell.pieces[0].start, cell.pieces[-1].end) for cell in reader.cells.values() if cell.pieces)
    out, at = [], 0
    for start, end in cuts:
        out.append(text[at:start])
        at = end
    out.append(text[at:])
    return out


def test_fix_edits_only_the_cells_and_fixes_what_it_counted(tmp_path, capsys):
    for source in FIXTURES.glob("*.ipynb"):
        shutil.copy(source, tmp_path / source.name)
    code, out, _ = run(["check", str(tmp_path), *VERSION], capsys)
    counted = int(re.search(r"; (\d+) fixable", out).group(1))
    before = {p.name: p.read_text(encoding="utf-8") for p in tmp_path.glob("*.ipynb")}
    code, out, err = run(["check", "--fix", str(tmp_path), *VERSION], capsys)
    assert f"Fixed {counted} problem" in err
    changed = 0
    for name, old in before.items():
        new = (tmp_path / name).read_text(encoding="utf-8")
        if new != old:
            changed += 1
            # The file differs only inside the source lists; nothing else moved.
            assert _outside_sources(old) == _outside_sources(new)
            old_nb, new_nb = json.loads(old), json.loads(new)
            for a, b in zip(old_nb["cells"], new_nb["cells"]):
                a.pop("source"), b.pop("source")
            assert old_nb == new_nb
    assert changed >= 3
    # What is left is what has no safe fix: the count says so.
    code, out, _ = run(["check", str(tmp_path), *VERSION], capsys)
    assert "fixable" not in out


def test_fix_keeps_the_files_own_layout(tmp_path, capsys):
    cells = [
        "from transformers import AutoModelForCausalLM\nmodel = AutoModelForCausalLM.from_pretrained('gpt2')\n"
        "draft = AutoModelForCausalLM.from_pretrained('distilgpt2')\n",
        "# é ✓\nout = model.generate(input_ids, assistant_model=draft, use_cache=False)",
    ]
    for indent, ascii_only, final in ((1, False, True), (2, True, False), (None, False, False)):
        path = tmp_path / f"nb{indent}.ipynb"
        text = write_notebook(path, cells, indent=indent, ascii_only=ascii_only, final_newline=final)
        run(["check", "--fix", str(path), *VERSION], capsys)
        new = path.read_text(encoding="utf-8")
        assert new == text.replace("use_cache=False", "use_cache=True")


def test_fix_inside_an_indented_and_a_timed_cell(tmp_path, capsys):
    cells = [
        "from transformers import AutoModelForCausalLM, GenerationConfig\n"
        "from transformers.integrations.executorch import (\n    TorchExportableModuleWithStaticCache,\n)\n"
        "model = AutoModelForCausalLM.from_pretrained('Qwen/Qwen2.5-0.5B-Instruct')\n"
        "model.generation_config.use_cache = True\n",
        "    # pasted with an indent\n"
        "    exported = TorchExportableModuleWithStaticCache(model, batch_size=1, max_cache_len=64)\n",
        # (another model: the line inserted above the export would change this call too)
        "%%time\ndraft = AutoModelForCausalLM.from_pretrained('Qwen/Qwen2.5-0.5B-Instruct')\n"
        "main = AutoModelForCausalLM.from_pretrained('Qwen/Qwen2.5-0.5B-Instruct')\n"
        "out = main.generate(input_ids, assistant_model=draft, use_cache=False)\n",
    ]
    path = tmp_path / "nb.ipynb"
    write_notebook(path, cells)
    code, out, err = run(["check", "--fix", str(path), *VERSION], capsys)
    nb = json.loads(path.read_text(encoding="utf-8"))
    sources = ["".join(c["source"]) for c in nb["cells"]]
    assert "use_cache=True" in sources[2] and sources[2].startswith("%%time\n")
    # Nothing in the notebook writes cache_implementation (the checkpoint's config leaves it
    # unset): a line inserted above an indented line keeps the cell's indent (IPython strips it again).
    assert sources[1] == (
        '    # pasted with an indent\n    model.generation_config.cache_implementation = "static"\n'
        "    exported = TorchExportableModuleWithStaticCache(model, batch_size=1, max_cache_len=64)\n"
    )
    code, out, _ = run(["check", str(path), *VERSION], capsys)
    assert "HF101" not in out


def test_diff_shows_cells_and_writes_nothing(tmp_path, capsys):
    path = tmp_path / "nb.ipynb"
    shutil.copy(FIXTURES / "colab_speculative_decoding.ipynb", path)
    before = path.read_bytes()
    code, out, _ = run(["check", "--diff", str(path), *VERSION], capsys)
    assert path.read_bytes() == before
    assert f"--- a/{path}:cell 10\n+++ b/{path}:cell 10\n" in out
    assert "assistant_model=assistant_model, use_cache=True)  # expect: HF101\n" in out
    assert out.endswith("\\ No newline at end of cell\n")


@pytest.mark.parametrize("fmt", ["text", "json", "sarif", "github"])
def test_every_format_names_the_cell(tmp_path, capsys, fmt):
    path = tmp_path / "nb.ipynb"
    shutil.copy(FIXTURES / "pasted_from_docs.ipynb", path)
    code, out, _ = run(["check", "--format", fmt, str(path), *VERSION], capsys)
    assert code == 1
    text = path.read_text(encoding="utf-8").splitlines()
    if fmt == "text":
        assert f"{path}:cell 2:6:21: error: HF101" in out
    elif fmt == "json":
        first = json.loads(out)[0]
        assert first["range"]["start"] == {"cell": 2, "line": 6, "column": 21, "cell_id": "pasted01"}
    elif fmt == "sarif":
        region = json.loads(out)["runs"][0]["results"][0]["locations"][0]["physicalLocation"]["region"]
        assert region["properties"] == {"cell": 2, "cellLine": 6, "cellColumn": 21, "cellId": "pasted01"}
        # The region is the .ipynb's own text: there stands `generate`.
        assert text[region["startLine"] - 1][region["startColumn"] - 1 :].startswith("generate(")
    else:
        m = re.search(r"::error file=[^,]*,line=(\d+),col=(\d+),title=HF101::cell 2, line 6: HF101", out)
        assert m and text[int(m.group(1)) - 1][int(m.group(2)) - 1 :].startswith("generate(")
