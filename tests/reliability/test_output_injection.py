"""Output injection: strings from analysed code and file names never reach a terminal, a CI log or a JSON reader raw."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from urllib.parse import unquote_to_bytes

import pytest

# A value that, printed raw, sets the terminal's title, moves to a new line and forges a finding
# (and a GitHub workflow command), then holds a lone surrogate and a right-to-left override.
HOSTILE = "x\\x1b]0;pwned\\x07\\r\\nrun.py:1:1: HF101 forged\\n::error file=a.py::forged\\u202e\\ud800"
SCRIPT = (
    "from transformers import AutoModelForCausalLM\n"
    "model = AutoModelForCausalLM.from_pretrained('openai-community/gpt2')\n"
    f'out = model.generate(cache_implementation="{HOSTILE}")\n'
)
# Every byte but NUL and / may be part of a file name.
NAME = b"evil\x1b]0;title\x07\r\n::error::x \xff #?%\xe2\x80\xae.py"


@pytest.fixture
def tree(tmp_path: Path) -> Path:
    (tmp_path / "run.py").write_text(SCRIPT)
    with open(os.fsencode(tmp_path) + b"/" + NAME, "w") as fh:
        fh.write(SCRIPT)
    return tmp_path


def check(tree: Path, *args: str) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(
        [sys.executable, "-m", "hflint", "check", "--transformers-version", "5.23.0", *args, "."],
        cwd=tree,
        capture_output=True,
        timeout=60,
    )


BAD_BYTES = [b"\x1b", b"\r", b"\x07", b"\xe2\x80\xae", b"\xed\xa0\x80"]  # ESC, CR, BEL, U+202E, a surrogate


@pytest.mark.parametrize("fmt", ["text", "github"])
def test_text_and_annotations_escape_what_a_terminal_would_act_on(tree, fmt):
    done = check(tree, "--format", fmt)
    assert b"Traceback" not in done.stderr, done.stderr.decode(errors="replace")
    assert done.returncode == 1
    for stream in (done.stdout, done.stderr):
        for bad in BAD_BYTES:
            assert bad not in stream, (bad, stream[:400])
    lines = done.stdout.decode("utf-8").splitlines()
    # No forged line: every line is a finding, a note or the summary, of a file that exists.
    if fmt == "text":
        assert all(line.startswith(("Assuming transformers ", "run.py:", "evil\\x1b", "    ", "Found ")) for line in lines), lines
        assert sum(line.startswith(("run.py:", "evil")) for line in lines) == 2
    else:
        assert all(line.startswith("::") for line in lines) and len(lines) == 2
        assert not any(line.startswith("::error file=a.py") for line in lines)
    assert "\\x1b]0;pwned\\x07" in done.stdout.decode()


def test_the_code_frame_escapes_the_line_and_keeps_the_caret_under_the_call(tmp_path):
    # The line --show-source prints is analysed code: an ESC or a right-to-left override written
    # raw in a string on the flagged line is escaped, and the caret still points at the call.
    (tmp_path / "run.py").write_text(
        "from transformers import AutoModelForCausalLM\n"
        "model = AutoModelForCausalLM.from_pretrained('openai-community/gpt2')\n"
        "x = '\x1b]0;pwned\x07\u202e'; out = model.generate(assistant_model=model, use_cache=False)\n"
    )
    done = subprocess.run(
        [sys.executable, "-m", "hflint", "check", "--transformers-version", "5.23.0", "--show-source", "run.py"],
        cwd=tmp_path,
        capture_output=True,
        timeout=60,
    )
    assert done.returncode == 1, done.stderr
    for bad in BAD_BYTES:
        assert bad not in done.stdout, (bad, done.stdout[:400])
    lines = done.stdout.decode("utf-8").splitlines()
    (shown,) = [line for line in lines if line.startswith("3 | ")]
    assert "\\x1b]0;pwned\\x07\\u202e" in shown
    caret = lines[lines.index(shown) + 1]
    start = caret.index("^")
    assert shown[start : start + caret.count("^")] == "generate", (shown, caret)


def test_diff_headers_escape_the_file_name(tree):
    # A fix is made in the hostile file only if one applies: give it an assisted call to fix.
    for name in (NAME, b"run.py"):
        path = os.fsencode(tree) + b"/" + name
        with open(path, "w") as fh:
            fh.write(SCRIPT.replace(f'cache_implementation="{HOSTILE}"', "assistant_model=model, use_cache=False"))
    done = check(tree, "--diff")
    headers = [line for line in done.stdout.split(b"\n") if line.startswith((b"--- ", b"+++ "))]
    assert len(headers) == 4
    for line in headers:
        for bad in BAD_BYTES:
            assert bad not in line


def _strings(value) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for k, v in value.items() for s in (*_strings(k), *_strings(v))]
    if isinstance(value, list):
        return [s for v in value for s in _strings(v)]
    return []


@pytest.mark.parametrize("fmt", ["json", "sarif"])
def test_json_and_sarif_hold_no_lone_surrogate(tree, fmt):
    done = check(tree, "--format", fmt)
    data = json.loads(done.stdout)
    for text in _strings(data):
        text.encode("utf-8")  # (a lone surrogate cannot be encoded: strict JSON readers refuse it)
    assert "forged" in done.stdout.decode()


def test_sarif_uris_are_percent_encoded_and_name_the_file(tree):
    done = check(tree, "--format", "sarif")
    run = json.loads(done.stdout)["runs"][0]
    uris = {loc["physicalLocation"]["artifactLocation"]["uri"] for result in run["results"] for loc in result["locations"]}
    assert "run.py" in uris
    (hostile,) = uris - {"run.py"}
    assert all(33 <= ord(c) < 127 and c not in ' "<>\\^`{|}' for c in hostile), hostile
    assert unquote_to_bytes(hostile) == NAME  # the very file, byte for byte


def test_sarif_uri_shapes():
    from hflint.report import sarif_uri

    assert sarif_uri("src/a b.py") == "src/a%20b.py"
    assert sarif_uri("a:b.py") == "a%3Ab.py"  # (not a scheme)
    assert sarif_uri("C:\\work\\x#1.py") == "file:///C:/work/x%231.py"
    assert sarif_uri("/tmp/caf\u00e9.py") == "/tmp/caf%C3%A9.py"
