"""Real tracebacks, kept from runs of every catalog reproducer under the releases its facts name
(tests/groundtruth/make_tracebacks.py), recognised as they were printed and as people paste them:
cut short, folded by a terminal, coloured by IPython, prefixed by a logger or a launcher, with
Windows paths. Then explained: the user's line found, analysed with the release, and fixed."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from hflint.catalog import load_catalog
from hflint.explainer import explain
from hflint.recognise import MIN_TRUNCATED, clean, recognise, strip_ansi

TRACEBACKS = Path(__file__).resolve().parent.parent / "fixtures" / "tracebacks"
INDEX = json.loads((TRACEBACKS / "index.json").read_text())
RUNS = INDEX["runs"]
SCRIPTS = [r for r in RUNS if r["kind"] == "script"]
CELLS = [r for r in RUNS if r["kind"] == "ipython"]
CATALOG = load_catalog()
ELSEWHERE = "/srv/elsewhere"


def ident(run: dict) -> str:
    return f"{run['release']}-{run['file']}"


def text_of(run: dict) -> str:
    return (TRACEBACKS / run["release"] / run["file"]).read_text()


def script_line(run: dict) -> int:
    """The reproducer's line that raised (the script run of the same example records it)."""
    twin = next(
        r for r in SCRIPTS if r["code"] == run["code"] and r["example"] == run["example"] and r["release"] == run["release"]
    )
    return twin["line"]


def from_elsewhere(run: dict, text: str) -> str:
    """The traceback as if it came from another machine: the scripts' folder renamed."""
    return text.replace(str(Path(run["path"]).parent.parent), ELSEWHERE)


def reported(run: dict) -> str:
    """The code the run's traceback is recognised and explained as: its entry's own, or the entry's
    whose check fires first with this very error in that release (the fact's `reported_as`)."""
    return CATALOG.get(run["code"]).fact_for(run["release"]).reported_as or run["code"]


def error_line(lines: list[str], run: dict) -> int:
    """The index of the exception line: the last line unless the message goes on over further
    lines (HF118's prints the assistant model); an exception without a message is its name alone."""
    if _bare(run):
        return max(i for i, line in enumerate(lines) if line.strip() in (run["exception"], run["exception"] + ":"))
    return max(i for i, line in enumerate(lines) if line.startswith(f"{run['exception']}: "))


def _bare(run: dict) -> bool:
    """Raised without a message (HF301's `raise AttributeError` in BatchEncoding.__getattr__):
    Python prints the exception's name alone, which says nothing without the frames above it."""
    return run["message"] == ""


def the_error(text: str, run: dict):
    """The recognised error of the run's code (and no other code, unless it shares the text)."""
    found = recognise(text, CATALOG).found
    codes = {f.code for f in found}
    code = reported(run)
    assert code in codes, f"{code} not recognised in:\n{text}"
    mine = next(f for f in found if f.code == code)
    assert codes <= {code, *mine.shared_with, *mine.also_possible}, codes
    return mine


def pins(run: dict, error) -> tuple[str, ...]:
    """The releases the traceback's raise line names; for an error of the user's own import (a
    name the release lacks, HF121) or expression (a cache indexed, HF153) there is no frame of
    transformers: every release it was run in."""
    if CATALOG.get(run["code"]).fact_for(run["release"]).raised_at is not None:
        assert error.raise_frame is None and error.pinned == ()
        return error.releases
    return error.pinned


def _multiline(run: dict) -> bool:
    """The catalog's message itself spans lines (HF136's list of issues, raised again by a chained
    `raise` with more text): the variants below that cut, fold or prefix one exception line do not
    apply to it; test_recognised_with_its_code_and_release and the frame tests hold it whole.
    (Known limit: a launcher's prefix on every line of such a message hides its end.)"""
    return "\n" in (CATALOG.get(run["code"]).fact_for(run["release"]).message or "")


# ---------------------------------------------------------------- the fixtures themselves


def test_every_raised_fact_has_a_real_traceback():
    kept = {(r["code"], r["release"]) for r in RUNS}
    missing = [
        (e.code, f.versions) for e in CATALOG for f in e.facts if f.raised and not any((e.code, r) in kept for r in f.releases)
    ]
    assert missing == [], "run tests/groundtruth/make_tracebacks.py for these"


def test_each_run_raised_the_catalogs_error_for_its_release():
    for run in RUNS:
        fact = CATALOG.get(run["code"]).fact_for(run["release"])
        assert fact.raised and fact.exception == run["exception"]
        assert fact.message_pattern().match(run["message"])
        text = strip_ansi(text_of(run))
        shown = repr(run["message"]) if run["exception"] == "KeyError" else run["message"]  # (a KeyError prints its key's repr)
        if _bare(run):  # (IPython prints `AttributeError: `, CPython `AttributeError`)
            assert text.rstrip().removesuffix(":").endswith(run["exception"])
            continue
        assert text.rstrip().endswith(f"{run['exception']}: {shown}".rstrip())  # (HF143's ends in newlines)


# ---------------------------------------------------------------- as printed


@pytest.mark.parametrize("run", RUNS, ids=ident)
def test_recognised_with_its_code_and_release(run):
    error = the_error(text_of(run), run)
    assert error.complete
    assert error.exception == run["exception"]
    assert run["release"] in error.releases
    # The raise frame's line is the one the catalog recorded for the release that ran (for an
    # error of the user's own import, which has no such frame: a release the catalog ran it in).
    assert run["release"] in pins(run, error), (error.raise_frame, error.pinned)
    fact = CATALOG.get(reported(run)).fact_for(run["release"])
    assert fact in error.facts
    # (a message over several lines: to its first's end; all of it when the catalog's message itself
    # spans lines, HF136's list of issues)
    assert error.message == (run["message"] if "\n" in (fact.message or "") else run["message"].split("\n", 1)[0])


@pytest.mark.parametrize("run", SCRIPTS, ids=ident)
def test_the_users_frame_is_the_line_that_called(run):
    error = the_error(text_of(run), run)
    user = error.user_frames
    assert user and user[-1].path == run["path"] and user[-1].line == run["line"]
    assert not any(f.in_package("transformers") for f in user)


@pytest.mark.parametrize("run", CELLS, ids=ident)
def test_notebook_style_the_cell_and_its_line(run):
    text = text_of(run)
    assert "\x1b[" in text and "Cell" in text  # (IPython's own colours)
    error = the_error(text, run)
    [cell] = [f for f in error.user_frames if f.is_cell]
    assert cell.cell == run["cell"] and cell.line == script_line(run)
    assert cell.text is not None and cell.context


# ---------------------------------------------------------------- as pasted


def _squeezed(text: str) -> str:
    return "".join(text.split())


def _builtin_only(run: dict) -> bool:
    """A message Python makes about a built-in type alone ('NoneType' object is not subscriptable),
    or about no object at all (HF162's unpacking: ours only where the traceback's line iterates a
    cache)."""
    message = run["message"]
    return (
        re.match(r"^'(NoneType|int|str|list|dict|tuple)' object [^']*$", message) is not None
        or re.match(r"^too many values to unpack \(expected \d+\)$", message) is not None
    )


@pytest.mark.parametrize("run", RUNS, ids=ident)
def test_the_error_line_alone(run):
    if _multiline(run):
        pytest.skip("a message over several lines")
    lines = strip_ansi(text_of(run)).rstrip().splitlines()
    if _builtin_only(run) or _bare(run):
        # said by a thousand places: without frames through the catalog's file it is nobody's
        assert not recognise(lines[error_line(lines, run)], CATALOG).found
        return
    error = the_error(lines[error_line(lines, run)], run)
    assert error.complete and not error.frames and not error.pinned
    assert run["release"] in error.releases


@pytest.mark.parametrize("run", RUNS, ids=ident)
def test_the_message_alone_without_its_exception(run):
    if _builtin_only(run) or _bare(run):
        assert not recognise(run["message"], CATALOG).found
        return
    error = the_error(run["message"], run)
    assert error.exception is None and run["release"] in error.releases


@pytest.mark.parametrize("run", SCRIPTS, ids=ident)
def test_cut_short_in_the_message(run):
    """A log that cuts long lines: the exception line ends partway through the message."""
    if _multiline(run):
        pytest.skip("a message over several lines")
    if _bare(run):
        pytest.skip("no message to cut")
    lines = text_of(run).rstrip().splitlines()
    head, last = "\n".join(lines[: error_line(lines, run)]), lines[error_line(lines, run)]
    message = last.split(": ", 1)[1]
    if run["exception"] == "KeyError":  # (printed as the repr of its key: the quotes are no part of it)
        message = message[1:-1]
    start = last.index(message)
    keep = len(message) * 2 // 3
    values = CATALOG.get(run["code"]).fact_for(run["release"]).message_pattern().match(message).groupdict()
    literal = len(_squeezed(message[:keep])) - sum(len(_squeezed(v)) for v in values.values() if v in message[:keep])
    if literal < MIN_TRUNCATED:
        # (too little of the catalog's own text is left to tell: said nothing, as it must)
        assert reported(run) not in {f.code for f in recognise(head + "\n" + last[: start + keep], CATALOG).found}
        return
    cut = head + "\n" + last[: start + keep] + "..."
    found = recognise(cut, CATALOG).found
    mine = [f for f in found if f.code == reported(run)]
    assert mine and not mine[0].complete
    assert run["release"] in mine[0].releases and run["release"] in pins(run, mine[0])


@pytest.mark.parametrize("run", SCRIPTS, ids=ident)
def test_cut_short_before_the_exception_line(run):
    """A traceback cut before its last line: the raise statement the last frame shows says it,
    when that statement holds the message's text."""
    if _multiline(run):
        pytest.skip("a message over several lines")
    lines = text_of(run).rstrip().splitlines()
    head = "\n".join(lines[: error_line(lines, run)])
    shown = head.splitlines()[-1]
    found = recognise(head, CATALOG).found
    literal = CATALOG.get(run["code"]).fact_for(run["release"]).message
    opening = _squeezed(literal.split("{")[0])[:MIN_TRUNCATED]  # ("" when it opens with a placeholder)
    holds = bool(opening) and opening in _squeezed(shown) and "raise" in shown
    if holds:
        mine = next(f for f in found if f.code == reported(run))
        assert run["release"] in pins(run, mine) and mine.exception == run["exception"]
    else:
        assert reported(run) not in {f.code for f in found}


@pytest.mark.parametrize("run", RUNS, ids=ident)
def test_only_the_last_lines(run):
    """The head of the traceback scrolled away: its last three lines (to the exception line, and
    the rest of a message printed over several lines)."""
    lines = strip_ansi(text_of(run)).rstrip().splitlines()
    tail = "\n".join(lines[max(error_line(lines, run) - 2, 0) :])
    fact = CATALOG.get(reported(run)).fact_for(run["release"])
    torch_only = fact.implicit and "torch/cuda/" in tail  # (HF360, HF361: torch's own frame raised it)
    if (_builtin_only(run) or _bare(run) or torch_only) and (fact.file is None or fact.file.removeprefix("src/") not in tail):
        # no frame says transformers raised it (HF162's: no frame says what the line iterates;
        # HF360's and HF361's torch frame alone: torch's message, whichever call of transformers asked)
        assert not recognise(tail, CATALOG).found
        return
    error = the_error(tail, run)
    assert run["release"] in error.releases


def fold(text: str, width: int = 80) -> str:
    """What a terminal `width` columns wide shows when the text is copied from it."""
    out = []
    for line in text.splitlines():
        while len(line) > width:
            out.append(line[:width])
            line = line[width:]
        out.append(line)
    return "\n".join(out) + "\n"


@pytest.mark.parametrize("run", RUNS, ids=ident)
def test_folded_at_80_columns(run):
    plain = strip_ansi(text_of(run))
    folded = fold(plain)
    assert max(len(x) for x in folded.splitlines()) <= 80
    error = the_error(folded, run)
    original = the_error(plain, run)
    assert error.complete and error.pinned == original.pinned
    assert [(f.path, f.line) for f in error.frames] == [(f.path, f.line) for f in original.frames]


def test_a_fold_inside_a_frames_line_number():
    """A terminal's fold can fall between the digits of a line number (`..._contextlib.py:1` +
    `24, in decorate_context`): the frame keeps its whole number."""
    run = next(r for r in CELLS if r["code"] == "HF101" and r["release"] == "5.23.0")
    plain = strip_ansi(text_of(run))
    original = the_error(plain, run)
    cut = 0
    for frame in original.frames:
        printed = f"File {frame.path}:{frame.line}, in "
        at = plain.find(printed)
        if frame.line >= 10 and at >= 0:
            digits = at + len(f"File {frame.path}:")
            plain = plain[: digits + 1] + "\n" + plain[digits + 1 :]
            cut += 1
    assert cut
    error = the_error(plain, run)
    assert [(f.path, f.line) for f in error.frames] == [(f.path, f.line) for f in original.frames]
    assert error.pinned == original.pinned


def test_a_fact_reported_as_another_code_is_that_codes_message():
    """HF117 on 5.23.0 raises HF101's very error from HF101's check: a traceback of it is HF101's
    alone (HF117 is not offered beside it)."""
    fact = CATALOG.get("HF117").fact_for("5.23.0")
    assert fact.reported_as == "HF101"
    [found] = recognise(f"{fact.exception}: {fact.message}", CATALOG).found
    assert found.code == "HF101" and not found.shared_with and not found.also_possible


PREFIXES = {
    "torchrun": lambda n: "[rank0]: ",
    "logging": lambda n: f"2025-01-07 12:00:{n % 60:02d},{(n * 37) % 1000:03d} ERROR trainer: ",
    "compose": lambda n: "trainer-1  | ",
    "actions": lambda n: f"2025-01-07T12:00:{n % 60:02d}.{n * 1234567 % 10**7:07d}Z ",
}


@pytest.mark.parametrize("prefix", sorted(PREFIXES))
@pytest.mark.parametrize("run", SCRIPTS, ids=ident)
def test_a_prefix_on_every_line(run, prefix):
    if _multiline(run):
        pytest.skip("a message over several lines")
    make = PREFIXES[prefix]
    text = "".join(make(n) + line + "\n" for n, line in enumerate(text_of(run).splitlines()))
    error = the_error(text, run)
    original = the_error(text_of(run), run)
    assert error.pinned == original.pinned and error.exception == run["exception"]
    assert [(f.path, f.line, f.text) for f in error.frames] == [(f.path, f.line, f.text) for f in original.frames]


def windows(run: dict, text: str) -> str:
    """The same traceback as Windows prints it: the project, the venv and the packages under C:\\."""

    def path(m: re.Match[str]) -> str:
        p = m.group(1)
        if "/transformers/" in p:
            rest = p[p.rindex("/transformers/") + 1 :]
        elif "/site-packages/" in p:
            rest = p[p.index("/site-packages/") + len("/site-packages/") :]
        else:
            rest = p.replace(str(Path(run["path"]).parent.parent) + "/", "")
            return 'File "C:\\Users\\alice\\proj\\' + rest.replace("/", "\\") + '"'
        return 'File "C:\\Users\\alice\\proj\\.venv\\Lib\\site-packages\\' + rest.replace("/", "\\") + '"'

    return re.sub(r'File "([^"]+)"', path, text)


@pytest.mark.parametrize("run", SCRIPTS, ids=ident)
def test_windows_paths(run):
    text = windows(run, text_of(run))
    # (an error of the user's own import or expression has no frame in transformers: HF121, HF153)
    assert (
        "C:\\Users\\alice\\proj\\.venv\\Lib\\site-packages\\transformers\\" in text
        or CATALOG.get(run["code"]).fact_for(run["release"]).raised_at is not None
    )
    error = the_error(text, run)
    assert run["release"] in pins(run, error)
    [user] = error.user_frames
    assert user.path.startswith("C:\\Users\\alice\\proj\\") and user.line == run["line"]


@pytest.mark.parametrize("run", SCRIPTS, ids=ident)
def test_all_at_once(run):
    """Windows paths, a launcher's prefix, and a terminal's fold."""
    if _multiline(run):
        pytest.skip("a message over several lines")
    text = windows(run, text_of(run))
    text = "".join("[rank1]: " + line + "\n" for line in text.splitlines())
    error = the_error(fold(text), run)
    assert run["release"] in pins(run, error) and error.user_frames[-1].line == run["line"]


def test_cleaning_learns_a_prefix_from_the_traceback_header():
    text = '[rank3]: Traceback (most recent call last):\n[rank3]:   File "/x/a.py", line 3, in <module>\n'
    assert clean(text).lines[:2] == ("Traceback (most recent call last):", '  File "/x/a.py", line 3, in <module>')


# ---------------------------------------------------------------- explained


def checkout(run: dict, root: Path) -> Path:
    """The run's script, at the tail of its path under `root` (as a clone of the project)."""
    target = root / Path(run["path"]).relative_to(Path(run["path"]).parent.parent)
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(run["source"])
    return target


@pytest.mark.parametrize("run", SCRIPTS, ids=ident)
def test_explained_down_to_the_users_line(run, tmp_path):
    script = checkout(run, tmp_path)
    [ex] = explain(from_elsewhere(run, text_of(run)), CATALOG, [tmp_path])
    assert ex.codes == (reported(run),)  # (a shared message is settled by the user's line)
    # The release that ran, or one whose raise line is the same (the traceback cannot tell them apart).
    assert ex.release is not None and {ex.release.version, run["release"]} <= set(pins(run, ex.error))
    assert ex.location is not None and ex.location.path == str(script.resolve())
    assert ex.location.line == run["line"] and ex.location.verified
    assert ex.findings and {f.code for f in ex.findings} == {reported(run)}
    assert all(f.raises is not None and f.raises.message == run["message"] or "<" in f.raises.message for f in ex.findings)


@pytest.mark.parametrize("run", CELLS, ids=ident)
def test_explained_down_to_the_notebook_cell(run, tmp_path):
    notebook = {
        "cells": [
            {"cell_type": "markdown", "metadata": {}, "source": ["# Speculative decoding\n"]},
            {"cell_type": "code", "execution_count": 1, "metadata": {}, "outputs": [], "source": ["import os"]},
            {
                "cell_type": "code",
                "execution_count": 2,
                "metadata": {},
                "outputs": [],
                "source": run["source"].splitlines(keepends=True),
            },
        ],
        "metadata": {"language_info": {"name": "python"}},
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    (tmp_path / "experiment.ipynb").write_text(json.dumps(notebook))
    [ex] = explain(text_of(run), CATALOG, [tmp_path])
    assert ex.location is not None and ex.location.path == str((tmp_path / "experiment.ipynb").resolve())
    assert ex.location.cell == 3 and ex.location.line == script_line(run) and ex.location.verified
    assert ex.codes == (reported(run),) and {ex.release.version, run["release"]} <= set(pins(run, ex.error))
    assert {f.code for f in ex.findings} == {reported(run)}


def test_a_moved_line_is_found_near_where_it_was(tmp_path):
    run = next(r for r in SCRIPTS if r["code"] == "HF101" and r["release"] == "5.23.0")
    script = checkout(run, tmp_path)
    script.write_text("# a comment added since\n# and another\n" + run["source"])
    [ex] = explain(from_elsewhere(run, text_of(run)), CATALOG, [tmp_path])
    assert ex.location.line == run["line"] + 2 and "is line" in ex.location.note
    assert ex.findings


def test_a_file_that_is_not_the_one_that_ran_is_not_taken(tmp_path):
    run = next(r for r in SCRIPTS if r["code"] == "HF101" and r["release"] == "5.23.0")
    script = checkout(run, tmp_path)
    script.write_text("print('a different program with the same name')\n")
    [ex] = explain(from_elsewhere(run, text_of(run)), CATALOG, [tmp_path])
    assert ex.location is None and "not with the line that ran" in ex.problem
    assert ex.release.version == "5.23.0"  # (the traceback still says which release ran)


# ---------------------------------------------------------------- the command line


def hflint(*args: str, cwd: Path, stdin: str | None = None) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "hflint", *args], cwd=cwd, input=stdin, capture_output=True, text=True, timeout=60
    )


def test_cli_explains_and_fixes(tmp_path):
    run = next(r for r in SCRIPTS if r["code"] == "HF101" and r["release"] == "5.23.0")
    script = checkout(run, tmp_path)
    log = tmp_path / "job.log"
    log.write_text(from_elsewhere(run, text_of(run)))
    shown = hflint("explain", "--traceback", str(log), "--brief", cwd=tmp_path)
    assert shown.returncode == 0, shown.stderr
    assert shown.stdout.splitlines()[:4] == [
        "HF101 assisted-use-cache-disabled: Assisted generation with the KV cache switched off",
        "  ValueError: assisted generate requires `use_cache=True`",
        "  This is the message of transformers 4.57.6 to 5.23.0 (>=4.57,<5.24).",
        "  You ran 5.23.0: transformers/generation/utils.py line 3978 is where it raises this.",
    ]
    assert f"  Your code: HF101/use-cache-kwarg.py:{run['line']} (found as HF101/use-cache-kwarg.py" in shown.stdout
    assert "Set `use_cache=True` (safe; `hflint explain --fix` applies it)" in shown.stdout
    fixed = hflint("explain", "--traceback", str(log), "--brief", "--fix", cwd=tmp_path)
    assert fixed.returncode == 0 and "Fixed 1 problem (HF101) in HF101/use-cache-kwarg.py." in fixed.stdout
    assert "use_cache=True" in script.read_text() and "use_cache=False" not in script.read_text()
    again = hflint("explain", "--traceback", str(log), "--brief", cwd=tmp_path)
    assert (
        "Your code: HF101/use-cache-kwarg.py is here, but not with the line that ran (the file changed since "
        "the run, or it is another program of that name)."
    ) in again.stdout
    assert hflint("check", str(script), cwd=tmp_path).returncode == 0


def test_cli_json(tmp_path):
    run = next(r for r in SCRIPTS if r["code"] == "HF103" and r["release"] == "5.24.0")
    checkout(run, tmp_path)
    out = hflint("explain", "-", "--format", "json", cwd=tmp_path, stdin=from_elsewhere(run, text_of(run)))
    assert out.returncode == 0, out.stderr
    [error] = json.loads(out.stdout)["errors"]
    assert error["code"] == "HF103" and error["codes"] == ["HF103"]  # (HF101 shares the text in 5.24)
    assert error["release"] == "5.24.0" and error["pinned"] == ["5.24.0"]
    assert error["location"]["line"] == run["line"] and error["findings"][0]["code"] == "HF103"


def test_cli_a_pasted_line_as_argument(tmp_path):
    out = hflint("explain", "RuntimeError: Assisted decoding requires a cache", "--brief", cwd=tmp_path)
    assert out.returncode == 0
    assert out.stdout.startswith("HF101 or HF103: this message belongs to 2 codes\n")
    assert "This is the message of transformers 5.24.0 (>=5.24,<5.25)." in out.stdout


def test_cli_an_unknown_message_says_so_and_nothing_else(tmp_path):
    out = hflint(
        "explain",
        "-",
        cwd=tmp_path,
        stdin='Traceback (most recent call last):\n  File "x.py", line 1, in <module>\nValueError: not one of hflint\'s\n',
    )
    assert out.returncode == 1
    assert out.stdout == "hflint does not know this error: no message of its catalog is in the text.\n"
    assert out.stderr == ""


def test_cli_a_code_still_shows_its_page(tmp_path):
    out = hflint("explain", "hf103", cwd=tmp_path)
    assert out.returncode == 0 and out.stdout.startswith("HF103 assisted-model-without-cache\n")
    assert hflint("explain", "HF999", cwd=tmp_path).returncode == 2
    assert hflint("explain", "--traceback", str(tmp_path / "missing.txt"), cwd=tmp_path).returncode == 2


def test_cli_reads_the_tracebacks_a_saved_notebook_holds(tmp_path):
    """`--traceback notebook.ipynb`: Jupyter keeps the traceback in the output of the cell that
    raised; explained down to that cell."""
    run = next(r for r in CELLS if r["code"] == "HF203" and r["release"] == "5.24.0")
    chunks = text_of(run).split("\n\n")  # (ipykernel stores the traceback as a list of such parts)
    error = {"output_type": "error", "ename": run["exception"], "evalue": run["message"], "traceback": chunks}
    notebook = {
        "cells": [
            {"cell_type": "code", "execution_count": 1, "metadata": {}, "outputs": [], "source": ["import os"]},
            {
                "cell_type": "code",
                "execution_count": 2,
                "metadata": {},
                "outputs": [error],
                "source": run["source"].splitlines(keepends=True),
            },
        ],
        "metadata": {"language_info": {"name": "python"}},
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    (tmp_path / "export.ipynb").write_text(json.dumps(notebook))
    out = hflint("explain", "--traceback", "export.ipynb", "--format", "json", cwd=tmp_path)
    assert out.returncode == 0, out.stderr
    [found] = json.loads(out.stdout)["errors"]
    assert found["code"] == "HF203" and found["release"] == "5.24.0"
    assert found["location"]["cell"] == 2 and found["location"]["line"] == script_line(run)
    assert [f["code"] for f in found["findings"]] == ["HF203"]
    assert found["findings"][0]["range"]["start"]["cell"] == 2
    broken = tmp_path / "broken.ipynb"
    broken.write_text("{not json")
    assert hflint("explain", "--traceback", str(broken), cwd=tmp_path).returncode == 2


def test_the_release_installed_beside_the_frames_when_the_line_is_not_one_the_catalog_ran(tmp_path):
    """A release the catalog did not run (5.20.0 here): its raise line is unknown, but when the
    traceback came from this machine, the transformers it names is installed, with its version."""
    run = next(r for r in SCRIPTS if r["code"] == "HF101" and r["release"] == "5.23.0")
    site = tmp_path / "venv" / "lib" / "python3.11" / "site-packages"
    (site / "transformers" / "generation").mkdir(parents=True)
    (site / "transformers-5.20.0.dist-info").mkdir()
    (site / "transformers-5.20.0.dist-info" / "METADATA").write_text(
        "Metadata-Version: 2.1\nName: transformers\nVersion: 5.20.0\n\n"
    )
    release_dir = re.search(r'File "(.*)/transformers/generation/utils.py", line 3978', text_of(run)).group(1)
    text = text_of(run).replace(release_dir, str(site)).replace("line 3978,", "line 3901,")
    checkout(run, tmp_path)
    [ex] = explain(from_elsewhere(run, text), CATALOG, [tmp_path])
    assert ex.error.pinned == () and ex.release.version == "5.20.0"
    assert ex.release_reason == f"you ran 5.20.0: the transformers that raised it is installed at {site}"
    assert ex.findings and ex.findings[0].release == "5.20.0"
    # Not installed here: the line is said to be unknown, and the newest release of the message assumed.
    elsewhere = text_of(run).replace(release_dir, "/opt/conda/lib/python3.11/site-packages")
    [ex] = explain(from_elsewhere(run, elsewhere.replace("line 3978,", "line 3901,")), CATALOG, [tmp_path])
    assert ex.release.version == "5.23.0"
    assert ex.release_reason.startswith("transformers/generation/utils.py line 3901 is no line the catalog recorded")
