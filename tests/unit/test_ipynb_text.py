"""Fixes edit an .ipynb's cell sources in place: the rest of the file stays byte for byte."""

from __future__ import annotations

import json
import random

import pytest

from hflint.core.ipynb import IpynbText, IpynbTextError

SOURCES = [
    "from transformers import AutoModelForCausalLM\nmodel = AutoModelForCausalLM.from_pretrained('gpt2')\n",
    "out = model.generate(**inputs, assistant_model=draft, use_cache=False)",
    "print('héllo wörld ✓ 😀')\n# a \"quoted\" comment\\n with a backslash\n",
    "\tx = 1\r\n\ty = 2\n",
    "",
    "!pip install transformers\n",
]
PIECES = ["use_cache=True", "\n", "x = 1\n", "é", "😀", '"', "\\", "\t", "", "    ", "\u2028", "\x01"]


def notebook(rng: random.Random) -> dict:
    cells = []
    for k in range(rng.randint(1, 5)):
        source = rng.choice(SOURCES)
        cells.append(
            {
                "cell_type": rng.choice(["code", "code", "markdown"]),
                "execution_count": rng.choice([None, k]),
                "id": f"c{k}",
                "metadata": {"tags": ["a"], "ünï": "✓"},
                "outputs": [{"name": "stdout", "output_type": "stream", "text": ["ok ✓\n", "done"]}],
                "source": source.splitlines(True) if rng.random() < 0.8 else source,
            }
        )
    return {"cells": cells, "metadata": {"kernelspec": {"name": "python3"}}, "nbformat": 4, "nbformat_minor": 5}


def write(nb: dict, style: int) -> str:
    if style == 0:  # nbformat's own writer
        return json.dumps(nb, sort_keys=True, indent=1, ensure_ascii=False) + "\n"
    if style == 1:  # an older writer: ASCII escapes, no final newline
        return json.dumps(nb, indent=2, ensure_ascii=True)
    return json.dumps(nb, separators=(",", ":"), ensure_ascii=False)  # one line


def edited(text: str, rng: random.Random) -> str:
    for _ in range(rng.randint(1, 3)):
        at = rng.randint(0, len(text))
        if rng.random() < 0.7:
            text = text[:at] + rng.choice(PIECES) + text[at:]
        else:
            text = text[:at] + text[at + rng.randint(1, 6) :]
    return text


@pytest.mark.parametrize("seed", range(300))
def test_sources_change_and_nothing_else(seed):
    rng = random.Random(seed)
    nb = notebook(rng)
    style = seed % 3
    text = write(nb, style)
    reader = IpynbText(text)
    new = {}
    for index, cell in enumerate(nb["cells"]):
        old = "".join(cell["source"]) if isinstance(cell["source"], list) else cell["source"]
        assert reader.source(index) == old
        if rng.random() < 0.6:
            new[index] = edited(old, rng)
    out = reader.with_sources(new)
    got = json.loads(out)
    for index, cell in enumerate(got["cells"]):
        source = "".join(cell["source"]) if isinstance(cell["source"], list) else cell["source"]
        assert source == new.get(index, reader.source(index))
        assert isinstance(cell["source"], list) == isinstance(nb["cells"][index]["source"], list)
        cell["source"] = nb["cells"][index]["source"]
    assert got == nb  # everything but the sources is as it was
    if style == 0:
        # A file nbformat wrote is the file nbformat writes for the new sources, byte for byte.
        for index, source in new.items():
            if isinstance(nb["cells"][index]["source"], list):
                nb["cells"][index]["source"] = source.split("\n")
                nb["cells"][index]["source"] = [line + "\n" for line in nb["cells"][index]["source"][:-1]] + (
                    [nb["cells"][index]["source"][-1]] if nb["cells"][index]["source"][-1] else []
                )
            else:
                nb["cells"][index]["source"] = source
        assert out == write(nb, 0)
    # Outside the edited strings, the bytes are the file's.
    unchanged = [i for i in range(len(nb["cells"])) if i not in new or new[i] == reader.source(i)]
    for i in unchanged:
        piece_texts = [text[p.start : p.end] for p in reader.cells[i].pieces]
        assert all(t in out for t in piece_texts)


def test_escapes_the_file_used_are_kept():
    text = '{"cells": [{"cell_type": "code", "source": ["caf\\u00e9 = 1\\n", "x = caf\\u00e9\\n"]}]}'
    reader = IpynbText(text)
    out = reader.with_sources({0: "café = 1\nx = café + 1\n"})
    assert out == '{"cells": [{"cell_type": "code", "source": ["caf\\u00e9 = 1\\n", "x = caf\\u00e9 + 1\\n"]}]}'


def test_positions_in_the_file():
    nb = {"cells": [{"cell_type": "markdown", "source": ["# t"]}, {"cell_type": "code", "source": ["a = 1\n", "b = 'é\"x'\n"]}]}
    text = json.dumps(nb, indent=1, ensure_ascii=False)
    reader = IpynbText(text)
    line, col = reader.position(1, 2, 7)  # the `x` of line 2 of the second cell
    assert text.splitlines()[line - 1][col] == "x"


def test_not_json_is_an_error():
    with pytest.raises(IpynbTextError):
        IpynbText('{"cells": [ {"source": ["a", 3]} ]}')
