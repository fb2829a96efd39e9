"""`hflint check` over many files on several processes (checkrun._Run): what it reports does
not depend on how many processes share the run, on which of them screens or checks a file, or
on a helper process dying in the middle; and the prefilter's tests on bytes agree with its
tests on text."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hflint import checkrun
from hflint.catalog import default_catalog
from hflint.checkrun import CheckOptions, check_paths
from hflint.core.engine import Settings
from hflint.core.prefilter import _triggers, any_trigger, any_trigger_in_ascii, no_trigger_in_utf8
from hflint.files import discover
from hflint.versions import assume_release

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures"


@pytest.fixture(scope="module")
def tree(tmp_path_factory) -> Path:
    """Every fixture script and project in one workspace, with plain files among them, a
    notebook, a file that cannot be decoded and one that does not parse."""
    root = tmp_path_factory.mktemp("tree")
    for folder in ("flagged", "clean", "projects"):
        shutil.copytree(FIXTURES / folder, root / folder)
    for n in range(60):
        (root / "plain" / f"mod_{n:02}.py").parent.mkdir(exist_ok=True)
        (root / "plain" / f"mod_{n:02}.py").write_text(f"x = {n}\n")
    (root / "latin1.py").write_bytes(b"x = '\xe9'\n")
    broken = (FIXTURES / "flagged" / "kwargs_dicts.py").read_text() + "\ndef half_typed(:\n    pass\n"
    (root / "broken.py").write_text(broken)
    cell = (FIXTURES / "flagged" / "branches.py").read_text()
    (root / "nb.ipynb").write_text(
        json.dumps(
            {
                "nbformat": 4,
                "nbformat_minor": 5,
                "metadata": {},
                "cells": [{"cell_type": "code", "source": cell, "metadata": {}, "outputs": [], "execution_count": None}],
            }
        )
    )
    return root


def _rows(root: Path, outcomes) -> list[tuple]:
    return [
        (
            Path(o.report.path).relative_to(root).as_posix(),
            o.report.error,
            o.internal_errors,
            tuple((f.code, f.span.line, f.span.col, f.message) for f in o.report.findings),
        )
        for o in outcomes
    ]


def _run(root: Path, jobs: int) -> list[tuple]:
    return _rows(root, check_paths(discover([str(root)]).files, _opts(root), jobs))


@pytest.fixture(scope="module")
def alone(tree) -> list[tuple]:
    return _run(tree, 1)


def test_the_tree_has_something_to_report(alone):
    paths = [row[0] for row in alone]
    assert len([row for row in alone if row[3]]) >= 10
    assert "latin1.py" in paths and "broken.py" in paths and "nb.ipynb" in paths
    assert not any(row[0].startswith("plain/") for row in alone)
    assert "HF000" in [code for row in alone if row[0] == "broken.py" for code, *_ in row[3]]
    assert not any(row[2] for row in alone)


@pytest.fixture
def from_helpers(monkeypatch) -> dict[str, int]:
    """How many chunks and outcomes this process received from helpers (so that a test knows
    they did the work, and not this process after they died)."""
    got = {"chunks": 0, "outcomes": 0}
    take_in, outcomes_of = checkrun._Run._take_in, checkrun._Run._outcomes_of

    def counting_take_in(self, conn, live, screened, chunks):
        before = len(screened)
        take_in(self, conn, live, screened, chunks)
        got["chunks"] += len(screened) - before

    def counting_outcomes_of(conn):
        out = outcomes_of(conn)
        got["outcomes"] += len(out)
        return out

    monkeypatch.setattr(checkrun._Run, "_take_in", counting_take_in)
    monkeypatch.setattr(checkrun._Run, "_outcomes_of", staticmethod(counting_outcomes_of))
    return got


@pytest.mark.parametrize("jobs", [2, 3])
@pytest.mark.parametrize("chunk", [4, 256])
def test_several_processes_report_what_one_reports(tree, alone, monkeypatch, from_helpers, jobs, chunk):
    """With small chunks every process screens some of the files and checks some of them."""
    monkeypatch.setattr(checkrun, "SCREEN_CHUNK", chunk)
    assert _run(tree, jobs) == alone
    if chunk == 4:
        assert from_helpers["chunks"] > 0


def test_spawned_helpers_report_what_one_process_reports(tree, alone, monkeypatch, from_helpers):
    """Where processes cannot be forked (macOS, Windows) they are spawned: they start with
    nothing walked and import hflint again, and the report is the same. (This process is
    slowed down, so that the helpers, slow to start, get work in both stages.)"""
    import multiprocessing
    import time

    monkeypatch.setattr(checkrun, "_CONTEXT", multiprocessing.get_context("spawn"))
    monkeypatch.setattr(checkrun, "SCREEN_CHUNK", 4)
    screen, worker = checkrun._Run._screen, checkrun._worker

    def slow_screen(self, at):
        time.sleep(0.05)
        return screen(self, at)

    def slow_worker(args):
        time.sleep(0.1)
        return worker(args)

    monkeypatch.setattr(checkrun._Run, "_screen", slow_screen)  # (here only: a spawned helper
    monkeypatch.setattr(checkrun, "_worker", slow_worker)  # imports the module afresh)
    assert _run(tree, 2) == alone
    assert from_helpers["chunks"] > 0 and from_helpers["outcomes"] > 0


def _opts(root: Path) -> CheckOptions:
    catalog = default_catalog()
    return CheckOptions(
        Settings(transformers_version="5.23.0", workspace=str(root)), assume_release(catalog, "5.23.0", "setting")
    )


@pytest.mark.parametrize("stage", ["screening", "checking"])
def test_a_helper_that_dies_loses_nothing(tree, alone, monkeypatch, tmp_path, stage):
    """A helper process killed in the middle of a job (out of memory, a crash in C): this
    process does what it had claimed and not sent, and the report is complete. (The stage-2
    run starts with every file found, so that the helper surely has files to check.)"""
    parent = os.getpid()
    died = tmp_path / "died"
    monkeypatch.setattr(checkrun, "SCREEN_CHUNK", 4)
    name = "_screen_chunk" if stage == "screening" else "_worker"
    real = getattr(checkrun, name)

    def dying(*args):
        if os.getpid() != parent:
            died.write_text("")
            os._exit(3)
        return real(*args)

    monkeypatch.setattr(checkrun, name, dying)
    if stage == "screening":
        assert _run(tree, 2) == alone
    else:
        from hflint.core.workspace import ModuleResolver

        names = [str(p) for p in discover([str(tree)]).files]
        run = checkrun._Run(names, _opts(tree).settings, helpers=1)
        run.opts = _opts(tree)
        run.todo = [(1, i, False) for i in range(len(names))]
        with ModuleResolver.sharing():
            run._stage_check()
        outcomes = [o for _, o in sorted(run.done.items()) if checkrun._worth_reporting(o)]
        assert _rows(tree, outcomes) == alone
    assert died.exists()


def test_a_run_started_early_finishes_as_a_plain_one(tree, alone):
    """The CLI starts the screen (helpers forked) before it knows the release: finishing it
    then reports what a run given everything at once reports."""
    names = discover([str(tree)]).names
    with checkrun.started_check(names, Settings(workspace=str(tree)), 2) as run:
        assert run.screeners, "the screen's helper is at work before finish()"
        outcomes = run.finish(_opts(tree))
    assert _rows(tree, outcomes) == alone


def test_a_run_given_another_workspace_than_its_screen_is_refused(tree, tmp_path):
    names = discover([str(tree)]).names
    with checkrun.started_check(names, Settings(workspace=str(tmp_path)), 2) as run:
        with pytest.raises(ValueError, match="another workspace"):
            run.finish(_opts(tree))


def test_a_usage_error_after_the_screen_started_leaves_no_helper(tree, capsys, monkeypatch):
    """`--select` with an unknown code is found once the catalog is loaded, after the screen's
    helpers forked: the run says so, exits 2 and stops them (none is left running, though
    this one's screen would take a minute)."""
    import multiprocessing
    import time

    from hflint.cli import main

    monkeypatch.setattr(checkrun, "_screen_chunk", lambda *args: time.sleep(60) or [])
    started = time.monotonic()
    assert main(["check", str(tree), "--select", "HF999", "--jobs", "2"]) == 2
    assert time.monotonic() - started < 30
    assert "unknown code 'HF999'" in capsys.readouterr().err
    assert multiprocessing.active_children() == []


# ------------------------------------------------------------ the first test, on bytes

_PIECES = st.sampled_from(
    [
        "generate",
        "Generate",
        "pipeline",
        "Exportable",
        "TorchExportableModule",
        "export_with_cache",
        "GenerationConfig",
        "GenerationConfigs",
        "(",
        ")",
        ",",
        "]",
        "|",
        ":",
        " ",
        "\t",
        "\n",
        "\\",
        "as ",
        "as",
        "x",
        "_",
        "é",
        "'",
        '"',
        "#",
        "model.",
        "def ",
        "create_masks_for_",
        ".from_pretrained(",
    ]
)


@settings(max_examples=400, deadline=None)
@given(st.lists(_PIECES, max_size=12).map("".join))
def test_the_quick_trigger_test_lets_through_every_trigger(text):
    """any_trigger (regular expressions, in C) never stops a text in which _triggers (the
    test the rest of the prefilter builds on) finds something; on ASCII bytes it says what it
    says on their text."""
    if next(_triggers(text), None) is not None:
        assert any_trigger(text)
    if text.isascii():
        assert any_trigger_in_ascii(text.encode("ascii")) == any_trigger(text)


# Characters outside ASCII: letters (`\\w` in text, not in bytes), a dash, a fullwidth letter and
# a mathematical one that NFKC makes ASCII letters, a ligature, a non-breaking space.
_WIDE = st.sampled_from(["é", "ß", "—", "ｇ", "\U0001d41e", "ﬁ", "\u00a0", "→", "µ"])


@settings(max_examples=600, deadline=None)
@given(st.lists(st.one_of(_PIECES, _WIDE), max_size=12).map("".join))
def test_a_text_the_utf8_screen_passes_over_has_no_trigger(text):
    """The screen of a file that is UTF-8 and not ASCII passes it over (no_trigger_in_utf8) only
    when any_trigger, on its text, finds nothing."""
    if no_trigger_in_utf8(text.encode("utf-8"), text):
        assert not any_trigger(text)


@pytest.mark.parametrize(
    "text",
    [
        "model.generate(ids)  # é",
        "TorchExportableModuleé(model)",
        "ｇenerate = 1\nmodel.ｇenerate(ids)",
        "cfg = GenerationConfig → 1",
        "pipe = pipeline(task)  # ﬁ\u00a0",
        "x = 'é'\nmodel.generate # é\n(ids)",
    ],
)
def test_the_utf8_screen_keeps_a_trigger_beside_wide_characters(text):
    assert any_trigger(text)
    assert not no_trigger_in_utf8(text.encode("utf-8"), text)


@pytest.mark.parametrize(
    "text, expected",
    [
        ("model.generate(ids)", True),
        ("model.generate \\\n  (ids)", True),
        ("from transformers import pipeline as make\n", True),
        ("cfg = GenerationConfig\n", True),
        ("x: GenerationConfig | None = None", False),
        ("isinstance(c, (int, GenerationConfig))", False),
        ("the generated text", False),
        ("TorchExportableModuleWithStaticCache(model)", True),
        ("", False),
    ],
)
def test_the_quick_trigger_test(text, expected):
    assert any_trigger(text) is expected
    assert any_trigger_in_ascii(text.encode()) is expected


@pytest.mark.parametrize("size", [0, 1, 100, 70_000])
@pytest.mark.parametrize("limit", [1, 101, 70_001, 1_000_000])
def test_the_screen_reads_a_file_up_to_its_limit(tmp_path, size, limit):
    path = tmp_path / "f.py"
    path.write_bytes(bytes(range(256)) * (size // 256) + b"x" * (size % 256))
    assert checkrun._read_head(str(path), limit) == path.read_bytes()[:limit]


def test_a_named_pipe_is_read_to_its_end(tmp_path):
    """(a file named on the command line need not be a regular file; it is read once, by check_path)"""
    import threading

    fifo = tmp_path / "pipe.py"
    os.mkfifo(fifo)
    writer = threading.Thread(target=lambda: fifo.write_bytes(b"x = 1\n" * 50_000), daemon=True)
    writer.start()
    assert checkrun.read_source(str(fifo)) == (b"x = 1\n" * 50_000, "")
    writer.join(10)


_BYTES = st.sampled_from(
    [
        b"a",
        b"\n",
        b"\xc3\xa9",
        b"\xff",
        b"# coding: latin-1\n",
        b"\xef\xbb\xbf",
        b"\xe2\x82",
        b"x = 1\n",
        b"\r\n",
        b"# -*- coding: utf-8 -*-\n",
        b"\x00",
        b"# vim: set fileencoding=ascii :\n",
    ]
)


@settings(max_examples=500, deadline=None)
@given(st.lists(_BYTES, max_size=12).map(b"".join))
def test_decoding_takes_the_short_way_only_where_it_gives_the_same_text(data):
    """decode_source decodes plain ASCII and undeclared UTF-8 without looking for a
    declaration line by line: the text (or the refusal) is what Python's own rules give."""
    import io
    import tokenize

    from hflint.core.source import UndecodableSource, decode_source

    def by_the_rules(raw: bytes) -> str | None:
        if b"\x00" in raw[:8192]:
            return None
        try:
            encoding, _ = tokenize.detect_encoding(io.BytesIO(raw).readline)
            return raw.decode(encoding).removeprefix("\ufeff")
        except (SyntaxError, UnicodeDecodeError, LookupError):
            return None

    try:
        got: str | None = decode_source(data)
    except UndecodableSource:
        got = None
    assert got == by_the_rules(data)
