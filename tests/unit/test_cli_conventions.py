"""The command line by the conventions linter users have in their fingers (ruff, mypy): the
header naming the release once, short first lines with the severity and `[*]`, notes below,
--show-source frames, colours, counts that agree with --fix, stdin, -q, --exit-zero,
--statistics, --unsafe-fixes, unused suppressions (HF001), `server --stdio`, help."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from hflint.cli import main, use_color

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
ROOT = Path(__file__).resolve().parents[2]

BAD = textwrap.dedent("""\
    from transformers import AutoModelForCausalLM, AutoTokenizer

    tokenizer = AutoTokenizer.from_pretrained("openai-community/gpt2")
    model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
    assistant = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")
    inputs = tokenizer("hello", return_tensors="pt")
    out = model.generate(**inputs, assistant_model=assistant, use_cache=False)
""")
VERSION = ["--transformers-version", "5.23.0"]


def run(args, capsys):
    code = main(args)
    out, err = capsys.readouterr()
    return code, out, err


def hflint(*args: str, cwd: Path | None = None, stdin: bytes | None = None, env: dict | None = None):
    full = {k: v for k, v in os.environ.items() if k not in ("NO_COLOR", "FORCE_COLOR", "VIRTUAL_ENV")}
    full.update(env or {})
    return subprocess.run(
        [sys.executable, "-m", "hflint", *args], cwd=cwd, input=stdin, capture_output=True, env=full, timeout=120
    )


@pytest.fixture
def bad(tmp_path):
    path = tmp_path / "bad.py"
    path.write_text(BAD)
    return path


# ---------------------------------------------------------------- what a finding looks like


def test_the_release_is_named_once_and_each_first_line_is_short(tmp_path, capsys):
    for i in range(3):
        (tmp_path / f"s{i}.py").write_text(BAD)
    code, out, _ = run(["check", str(tmp_path), *VERSION], capsys)
    assert code == 1
    lines = out.splitlines()
    assert lines[0] == "Assuming transformers 5.23.0 (--transformers-version)"
    assert out.count("5.23.0") == 1
    firsts = [line for line in lines if re.match(r"\S+:\d+:\d+: ", line)]
    assert len(firsts) == 3
    for line in firsts:
        assert line.endswith(": error: HF101 [*] this call raises ValueError: assisted generate requires `use_cache=True`")
        assert len(line.split(": error: ", 1)[1]) < 90
    # Details below each first line, indented: why, where it was decided, the fix.
    first = lines.index(firsts[0])
    assert lines[first + 1] == "    note: use_cache is set to False at line 7"
    assert lines[first + 2].endswith(":7:69: note: `False` written here")
    assert lines[first + 4] == "    help: Set `use_cache=True`"
    assert lines[-1] == "Found 3 problems (3 errors); 3 fixable with `hflint check --fix`."


def test_severity_words_and_fixable_marks(tmp_path, capsys):
    # A warning (it raises while X is not set, an environment default) and an error, each with a
    # fix that is not safe.
    (tmp_path / "a.py").write_text(
        BAD.replace("use_cache=False", "use_cache=os.environ.get('X') == '1' or False").replace(
            "from transformers", "import os\nfrom transformers"
        )
    )
    (tmp_path / "b.py").write_text(BAD.replace("use_cache=False", "num_return_sequences=3, do_sample=True"))
    code, out, _ = run(["check", str(tmp_path), *VERSION], capsys)
    assert re.search(r"b\.py:7:13: error: HF105 this call raises ValueError: num_return_sequences has to be 1", out)
    assert "help: Set `num_return_sequences=1` (unsafe fix, applied with --unsafe-fixes)" in out
    assert re.search(r"a\.py:8:13: warning: HF101 while X is not set in the environment, this call raises ValueError", out)
    assert "help: Set `use_cache=True` (unsafe fix, applied with --unsafe-fixes)" in out
    assert out.splitlines()[-1] == "Found 2 problems (1 error, 1 warning); 2 more with `--unsafe-fixes`."


def test_long_messages_are_cut_at_their_first_sentence_and_shown_whole_below(tmp_path, capsys):
    shutil.copy(ROOT / "examples" / "speculative_decoding.py", tmp_path / "sd.py")
    _, out, _ = run(["check", str(tmp_path), *VERSION, "--select", "HF107"], capsys)
    first = next(line for line in out.splitlines() if ": error: HF107" in line)
    assert first.endswith("this call raises ValueError: The main and assistant models have different tokenizers. (…)")
    assert "    note: the whole message: The main and assistant models have different tokenizers. Please provide" in out


def test_show_source_draws_the_line_and_a_caret_under_the_range(tmp_path, capsys):
    (tmp_path / "t.py").write_text(BAD.replace("out = model", "if True:\n\tout = model"))
    _, out, _ = run(["check", str(tmp_path / "t.py"), *VERSION, "--show-source"], capsys)
    lines = out.splitlines()
    at = next(i for i, line in enumerate(lines) if ": error: HF101" in line)
    frame = lines[at + 1 : at + 5]
    assert frame[0] == "  |"
    assert frame[1].startswith("8 |         out = model.generate(")  # the tab shown as 8 columns
    assert frame[2] == "  | " + " " * 20 + "^" * len("generate")
    assert frame[3] == "  |"
    # Without --show-source: no frame.
    _, plain, _ = run(["check", str(tmp_path / "t.py"), *VERSION], capsys)
    assert " | " not in plain


def test_show_source_in_a_notebook_shows_the_cells_line(tmp_path, capsys):
    shutil.copy(FIXTURES / "notebooks" / "colab_speculative_decoding.ipynb", tmp_path / "nb.ipynb")
    _, out, _ = run(["check", str(tmp_path / "nb.ipynb"), *VERSION, "--show-source"], capsys)
    m = re.search(r"nb\.ipynb:cell (\d+):(\d+):(\d+): \w+: HF\d+.*\n +\|\n(\d+) \| (.*)\n +\| ( *)(\^+)", out)
    assert m, out
    cell, line, col = (int(g) for g in m.groups()[:3])
    source = json.loads((tmp_path / "nb.ipynb").read_text())["cells"][cell - 1]["source"]
    text = "".join(source).splitlines()[line - 1]
    assert int(m.group(4)) == line and m.group(5) == text.expandtabs(8)
    assert len(m.group(6)) == col - 1


def test_evidence_from_another_file_is_relative_to_the_current_folder(capsys, monkeypatch):
    project = FIXTURES / "projects" / "config_module"
    monkeypatch.chdir(project)
    # Given an absolute path the finding's own path stays as given; the other file is relative.
    _, out, _ = run(["check", str(project / "run.py"), *VERSION], capsys)
    assert f"{project / 'run.py'}:10:" in out
    assert "\n    config.py:4:60: note: `False` written here" in out
    _, out, _ = run(["check", "run.py", *VERSION], capsys)
    assert out.splitlines()[1].startswith("run.py:10:")
    assert "\n    config.py:4:60: note: `False` written here" in out
    row = json.loads(run(["check", "run.py", *VERSION, "--format", "json"], capsys)[1])[0]
    assert {"config.py", "run.py"} <= {e["path"] for e in row["evidence"]}


# ---------------------------------------------------------------- colour


def test_colour_follows_the_terminal_no_color_and_force_color():
    class Tty:
        def __init__(self, tty):
            self.tty = tty

        def isatty(self):
            return self.tty

    assert use_color(Tty(True), environ={}) is True
    assert use_color(Tty(False), environ={}) is False
    assert use_color(Tty(True), environ={"NO_COLOR": "1"}) is False
    assert use_color(Tty(True), environ={"NO_COLOR": ""}) is True  # (no-color.org: only a non-empty value)
    assert use_color(Tty(False), environ={"FORCE_COLOR": "1"}) is True
    assert use_color(Tty(False), environ={"FORCE_COLOR": "0"}) is False
    assert use_color(Tty(True), environ={"TERM": "dumb"}) is False
    assert use_color(Tty(True), no_color=True, environ={"FORCE_COLOR": "1"}) is False


def test_colour_in_a_real_run(bad):
    plain = hflint("check", str(bad), *VERSION)
    assert b"\x1b[" not in plain.stdout  # a pipe: no colour
    forced = hflint("check", str(bad), *VERSION, env={"FORCE_COLOR": "1"})
    assert b"\x1b[1;31merror\x1b[0m" in forced.stdout and b"\x1b[36m[*]\x1b[0m" in forced.stdout
    assert b"\x1b[" not in hflint("check", str(bad), *VERSION, "--no-color", env={"FORCE_COLOR": "1"}).stdout


# ---------------------------------------------------------------- counts and --fix


FIXABLE_RE = re.compile(r"; (\d+) fixable")
FIXED_RE = re.compile(r"Fixed (\d+) problems?(?:, and (\d+) more)?")


@pytest.mark.parametrize(
    "path", sorted((FIXTURES / "flagged").glob("*.py")) + sorted((FIXTURES / "notebooks").glob("*.ipynb")), ids=lambda p: p.name
)
def test_the_fixable_count_is_what_fix_fixes(path, tmp_path, capsys):
    """The summary's "N fixable" is what --fix then says it fixed; fixes that a first fix makes
    possible (the next error of the same call) are counted apart, never in N."""
    target = tmp_path / path.name
    shutil.copy(path, target)
    _, out, _ = run(["check", str(target), *VERSION, "--select", "ALL"], capsys)
    m = FIXABLE_RE.search(out)
    counted = int(m.group(1)) if m else 0
    marked = len(re.findall(r": (?:error|warning|info): HF\d+ \[\*\] ", out))
    assert marked == counted
    _, _, err = run(["check", str(target), *VERSION, "--select", "ALL", "--fix"], capsys)
    m = FIXED_RE.search(err)
    assert (int(m.group(1)) if m else 0) == counted


def test_fix_says_what_it_fixed_beyond_what_was_counted(tmp_path, capsys):
    # (a call whose "make the call ready" fix is safe is fixed whole and counted once; this
    # script's is unsafe (its HF204 and HF205 fixes are), so --fix makes the safe fixes one
    # error after the other)
    shutil.copy(FIXTURES / "flagged" / "chain_export_executorch_script.py", tmp_path / "e.py")
    _, out, _ = run(["check", str(tmp_path / "e.py"), *VERSION], capsys)
    counted = int(FIXABLE_RE.search(out).group(1))
    _, _, err = run(["check", str(tmp_path / "e.py"), *VERSION, "--fix"], capsys)
    m = FIXED_RE.search(err)
    assert int(m.group(1)) == counted and int(m.group(2)) >= 1
    assert re.search(r"that fixing (?:it|them) uncovered \(the next error of the same call", err)


def test_unsafe_fixes(tmp_path, capsys):
    path = tmp_path / "t.py"
    text = BAD.replace("assistant_model=assistant, use_cache=False", 'cache_implementation="statc"')
    path.write_text(text)
    _, out, _ = run(["check", str(path), *VERSION], capsys)
    assert "HF112 this call" in out and "[*]" not in out
    assert out.splitlines()[-1] == "Found 1 problem (1 error); 1 more with `--unsafe-fixes`."
    _, out, _ = run(["check", str(path), *VERSION, "--unsafe-fixes"], capsys)
    assert "HF112 [*] this call" in out
    assert out.splitlines()[-1] == "Found 1 problem (1 error); 1 fixable with `hflint check --fix --unsafe-fixes`."
    run(["check", str(path), *VERSION, "--fix"], capsys)
    assert path.read_text() == text  # an unsafe fix only on request
    code, _, err = run(["check", str(path), *VERSION, "--fix", "--unsafe-fixes"], capsys)
    assert code == 0 and "Fixed 1 problem." in err
    assert path.read_text() == text.replace('"statc"', '"static"')


def test_unsafe_fixes_never_write_an_ignore_comment(tmp_path, capsys):
    path = tmp_path / "t.py"
    # A batch of two with an assistant (HF106): its only fix is an ignore comment.
    text = BAD.replace('tokenizer("hello"', 'tokenizer(["hello", "bye"]').replace(", use_cache=False", "")
    path.write_text(text)
    _, out, _ = run(["check", str(path), *VERSION, "--fix", "--unsafe-fixes"], capsys)
    assert "error: HF106 this call raises" in out and path.read_text() == text


# ---------------------------------------------------------------- -q, --exit-zero, --statistics


def test_quiet_prints_the_findings_only(bad, capsys):
    code, out, _ = run(["check", str(bad), *VERSION, "-q"], capsys)
    assert code == 1
    assert out.splitlines()[0].startswith(f"{bad}:7:13: error: HF101")
    assert "Assuming" not in out and "Found" not in out
    code, out, _ = run(["check", str(bad), *VERSION, "--select", "HF2", "--quiet"], capsys)
    assert code == 0 and out == ""


def test_exit_zero(bad, tmp_path, capsys):
    code, out, _ = run(["check", str(bad), *VERSION, "--exit-zero"], capsys)
    assert code == 0 and "HF101" in out
    # A usage error is still one.
    assert run(["check", str(tmp_path / "missing.py"), "--exit-zero"], capsys)[0] == 2


def test_statistics(tmp_path, capsys):
    shutil.copy(FIXTURES / "flagged" / "export_wrappers.py", tmp_path / "e.py")
    (tmp_path / "bad.py").write_text(BAD)
    (tmp_path / "bad2.py").write_text(BAD)
    code, out, _ = run(["check", str(tmp_path), *VERSION, "--statistics"], capsys)
    assert code == 1
    lines = out.splitlines()
    assert lines[0].startswith("Assuming transformers 5.23.0")
    assert lines[1] == "2\tHF101\t[*] assisted-use-cache-disabled"
    assert "1\tHF201\t    export-missing-generation-config" in lines
    assert not any(": error:" in line for line in lines)
    assert run(["check", str(tmp_path), *VERSION, "--statistics", "-q"], capsys)[1].splitlines()[0].startswith("2\t")


# ---------------------------------------------------------------- unused suppressions (HF001)


def test_unused_suppressions_are_reported_when_selected_and_fixed(tmp_path, capsys):
    path = tmp_path / "t.py"
    text = BAD.replace("use_cache=False)", "use_cache=True)  # hflint: ignore[HF101]") + "x = 1  # noqa: E501, HF102\n"
    path.write_text(text)
    code, out, _ = run(["check", str(path), *VERSION], capsys)
    assert code == 0 and "All checks passed." in out  # off by default
    code, out, _ = run(["check", str(path), *VERSION, "--select", "HF001"], capsys)
    assert code == 1
    assert f"{path}:7:76: warning: HF001 [*] Unused suppression: no HF101 finding on this statement to silence" in out
    assert f"{path}:8:8: warning: HF001 [*] Unused suppression: no HF102 finding" in out
    run(["check", str(path), *VERSION, "--select", "HF001", "--fix"], capsys)
    assert path.read_text() == BAD.replace("use_cache=False", "use_cache=True") + "x = 1  # noqa: E501\n"
    assert run(["check", str(path), *VERSION, "--select", "ALL"], capsys)[0] == 0


def test_a_comment_on_any_line_of_a_multiline_call_counts(tmp_path, capsys):
    path = tmp_path / "t.py"
    call = "out = model.generate(**inputs, assistant_model=assistant, use_cache=False)"
    for form in (
        "out = model.generate(\n    **inputs,\n    assistant_model=assistant,\n    use_cache=False,\n)  # noqa: HF101",
        "out = model.generate(\n    **inputs,  # hflint: ignore[HF101]\n    assistant_model=assistant,\n    use_cache=False,\n)",
    ):
        path.write_text(BAD.replace(call, form))
        assert run(["check", str(path), *VERSION, "--select", "ALL"], capsys)[0] == 0, form


# ---------------------------------------------------------------- standard input


def test_stdin_with_a_filename_for_messages_and_configuration(tmp_path):
    project = tmp_path / "proj"
    (project / "src").mkdir(parents=True)
    (project / "pyproject.toml").write_text('[tool.hflint]\ntransformers-version = "4.57.6"\n')
    done = hflint("check", "-", "--stdin-filename", str(project / "src" / "app.py"), stdin=BAD.encode())
    assert done.returncode == 1
    out = done.stdout.decode()
    assert out.startswith("Assuming transformers 4.57.6 (pyproject.toml [tool.hflint])\n")
    assert f"{project / 'src' / 'app.py'}:7:13: error: HF101" in out
    # Without a name: "-".
    done = hflint("check", "-", *VERSION, stdin=BAD.encode(), cwd=tmp_path)
    assert "\n-:7:13: error: HF101 [*]" in done.stdout.decode()
    assert hflint("check", "-", *VERSION, stdin=BAD.replace("False", "True").encode(), cwd=tmp_path).returncode == 0


def test_stdin_fix_writes_the_fixed_code_to_stdout(tmp_path):
    crlf = BAD.replace("\n", "\r\n").encode()
    done = hflint("check", "-", "--fix", *VERSION, "--stdin-filename", "app.py", stdin=crlf, cwd=tmp_path)
    assert done.returncode == 0
    assert done.stdout == crlf.replace(b"use_cache=False", b"use_cache=True")
    assert b"Fixed 1 problem." in done.stderr and b"All checks passed." in done.stderr
    # Nothing to fix: the code comes back as it was.
    clean = BAD.replace("use_cache=False", "use_cache=True").encode()
    assert hflint("check", "-", "--fix", *VERSION, stdin=clean, cwd=tmp_path).stdout == clean
    diff = hflint("check", "-", "--diff", *VERSION, "--stdin-filename", "app.py", stdin=crlf, cwd=tmp_path)
    assert diff.returncode == 1 and b"+++ b/app.py" in diff.stdout
    assert not list(tmp_path.iterdir())  # nothing written anywhere


def test_stdin_notebook(tmp_path):
    data = (FIXTURES / "notebooks" / "colab_speculative_decoding.ipynb").read_bytes()
    done = hflint("check", "-", *VERSION, "--stdin-filename", "nb.ipynb", stdin=data, cwd=tmp_path)
    assert re.search(rb"nb\.ipynb:cell \d+:\d+:\d+: error: HF1", done.stdout)


def test_dash_with_other_paths_is_a_usage_error(bad, capsys):
    code, _, err = run(["check", "-", str(bad)], capsys)
    assert code == 2 and "standard input" in err
    code, _, err = run(["check", str(bad), "--stdin-filename", "x.py"], capsys)
    assert code == 2 and "--stdin-filename" in err


# ---------------------------------------------------------------- invocation


def test_hflint_alone_prints_its_help_and_exits_zero():
    done = hflint()
    assert done.returncode == 0
    assert done.stdout.decode().startswith("usage: hflint")


@pytest.mark.parametrize("command", [[], ["check"], ["explain"], ["catalog"], ["catalog", "list"], ["server"]])
def test_every_help_ends_with_examples_and_the_docs(command, capsys):
    with pytest.raises(SystemExit) as done:
        main([*command, "--help"])
    assert done.value.code == 0
    out = capsys.readouterr().out
    assert "\nexamples:\n  hflint " in out
    assert out.rstrip().endswith("`hflint explain CODE` for what a code means and how to fix it.")


def test_server_accepts_stdio():
    body = json.dumps(
        {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"processId": None, "rootUri": None, "capabilities": {}}}
    )
    shutdown = json.dumps({"jsonrpc": "2.0", "id": 2, "method": "shutdown"})
    exit_ = json.dumps({"jsonrpc": "2.0", "method": "exit"})
    stream = b"".join(f"Content-Length: {len(m)}\r\n\r\n{m}".encode() for m in (body, shutdown, exit_))
    done = hflint("server", "--stdio", stdin=stream)
    assert done.returncode == 0, done.stderr
    assert b'"id":1' in done.stdout.replace(b" ", b"") and b"capabilities" in done.stdout


def test_a_stale_suppression_in_a_file_with_nothing_to_analyse(tmp_path, capsys):
    """A file with no call hflint reads is skipped before parsing; with HF001 selected its
    suppression comments are still read (each silences nothing), in the editor too."""
    from hflint.core.engine import analyze
    from hflint.core.settings import Settings

    text = "import os\ncwd = os.getcwd()  # hflint: ignore[HF101]\nsize = 1  # noqa: E501\n"
    (tmp_path / "util.py").write_text(text)
    (tmp_path / "other.py").write_text("import os\n")
    code, out, _ = run(["check", str(tmp_path), "--select", "HF001", "-q"], capsys)
    assert (
        code == 1
        and out.splitlines()[0]
        == f"{tmp_path / 'util.py'}:2:20: warning: HF001 [*] Unused suppression: no HF101 finding on this statement to silence"
    )
    assert run(["check", str(tmp_path)], capsys)[0] == 0
    found = analyze(text, "util.py", Settings(select=frozenset({"HF001"})))
    assert [f.code for f in found.findings] == ["HF001"]
    assert analyze(text, "util.py", Settings()).findings == []
