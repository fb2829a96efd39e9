"""No silent passes: where the analysis of a file stops early, every output says so, and nothing found before or after is lost."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from hflint.core.engine import analyze
from hflint.core.findings import CUT_BUDGET, CUT_DEEP, CUT_STATEMENT
from hflint.core.settings import Settings

from rawlsp import RawServer

SETTINGS = Settings(transformers_version="5.23.0")
HEAD = (
    "from transformers import AutoModelForCausalLM\n"
    "model = AutoModelForCausalLM.from_pretrained('openai-community/gpt2')\n"
    "assistant = AutoModelForCausalLM.from_pretrained('distilbert/distilgpt2')\n"
)
CALL = "out = model.generate(assistant_model=assistant, use_cache=False)\n"
HUGE_LITERAL = "DATA = [" + ", ".join(["1"] * 41_000) + "]\n"
PLUS_CHAIN = "x = " + " + ".join(["'s'"] * 1_000) + "\n"  # compiles; deeper than the walk recurses
# One statement that calls a costly function a hundred times: more than its share of the budget.
COSTLY = (
    "def costly(a):\n"
    + "".join(f"    v{i} = dict(a=a, b=[1, 2, 3], c={{'k': {i}}}, d=(a, a, a))\n" for i in range(120))
    + "    return v0\n"
)
GREEDY = "results = [" + ", ".join(["costly(1)"] * 100) + "]\n"


def codes_and_lines(result) -> list[tuple[str, int]]:
    return [(f.code, f.span.line) for f in result.findings]


# ---------------------------------------------------------------- the analysis itself


def test_a_huge_literal_no_longer_eats_the_budget():
    result = analyze(HEAD + CALL + HUGE_LITERAL + CALL, "f.py", SETTINGS)
    assert codes_and_lines(result) == [("HF101", 4), ("HF101", 6)]
    assert result.cuts == []


def test_a_deep_expression_cuts_its_statement_alone():
    result = analyze(HEAD + CALL + PLUS_CHAIN + CALL, "f.py", SETTINGS)
    assert codes_and_lines(result) == [("HF101", 4), ("HF101", 6)]  # before and after: both kept
    assert [(c.line, c.reason) for c in result.cuts] == [(5, CUT_DEEP)]


def test_a_suppression_on_a_cut_statement_is_never_called_unused():
    # The cut statement's call is not followed, so its finding is unknown: HF001 stays silent
    # (the rest of the file is still analysed).
    deep = "x = model.generate(assistant_model=assistant, use_cache=False) + " + " + ".join(["'s'"] * 1_000) + "  # noqa: HF101\n"
    result = analyze(HEAD + deep + CALL, "f.py", Settings(transformers_version="5.23.0", select=frozenset({"HF001", "HF101"})))
    assert [(c.line, c.reason) for c in result.cuts] == [(4, CUT_DEEP)]
    assert codes_and_lines(result) == [("HF101", 5)]


def test_a_deep_expression_first_in_the_file():
    result = analyze(PLUS_CHAIN + HEAD + CALL, "f.py", SETTINGS)
    assert codes_and_lines(result) == [("HF101", 5)]
    assert [c.line for c in result.cuts] == [1]


def test_a_cut_statement_forgets_what_it_may_have_changed():
    # The rest of the dict.update(...) call would have set use_cache=True: after the cut the
    # value is unknown, so the call below is not flagged on the False written before.
    text = (
        HEAD
        + "kw = dict(use_cache=False)\n"
        + "kw.update(use_cache="
        + " or ".join(["True"] * 2)
        + ", extra="
        + PLUS_CHAIN[4:-1]
        + ")\n"
        + "out = model.generate(assistant_model=assistant, **kw)\n"
    )
    result = analyze(text, "f.py", SETTINGS)
    assert [c.line for c in result.cuts] == [5]
    assert codes_and_lines(result) == []


def test_a_long_function_called_at_module_level_is_still_walked():
    body = "".join(f"    x{i} = foo(a{i}, b{i}, c={i}, d=[1, 2, 3], e={{'k': {i}}})\n" for i in range(300))
    text = (
        HEAD.splitlines()[0]
        + "\ndef main():\n"
        + "".join("    " + line + "\n" for line in HEAD.splitlines()[1:])
        + body
        + "    "
        + CALL
        + "\nif __name__ == '__main__':\n    main()\n"
    )
    result = analyze(text, "f.py", SETTINGS)
    assert codes_and_lines(result) == [("HF101", 305)]
    assert result.cuts == []


# A game agent: twenty turns, each parsing the model's move and handing it to the environment.
AGENT_LOOP = (
    "    for turn in range(20):\n"
    "        ids = tok(['move?'], return_tensors='pt')\n"
    "        text = tok.decode(model.generate(**ids, max_new_tokens=8)[0])\n"
    "        try:\n"
    "            if '{' in text:\n"
    "                move = json.loads(text[text.index('{'):])\n"
    "                row = int(move.get('row', 0))\n"
    "            else:\n"
    "                found = re.search(r'(\\d)', text)\n"
    "                row = int(found.group(1)) if found else 0\n"
    "            env.place(row)\n"
    "        except ValueError:\n"
    "            break\n"
)
GRID_ENV = (
    "class GridEnv:\n"
    "    def __init__(self):\n"
    "        self.cells = [0] * 81\n"
    "        self.done = False\n"
    "    def place(self, row):\n"
    + "".join(
        f"        for c{i} in range(9):\n            if self.cells[c{i}] == row:\n                self.done = {i % 2 == 0}\n"
        for i in range(12)
    )
    + "        return str(self.cells)\n"
)


def test_a_function_the_module_calls_keeps_its_arguments_past_the_call_budget():
    # play(model, tok, assistant) at the end of the script: the models it is given are still
    # known at the call after its long loop (walked again as a root, they would be unknown).
    text = (
        "import json, re\n"
        + HEAD
        + "from transformers import AutoTokenizer\n"
        + GRID_ENV
        + "def play(model, tok, assistant, env):\n"
        + AGENT_LOOP
        + "    return model.generate(assistant_model=assistant, use_cache=False)\n"
        + "tok = AutoTokenizer.from_pretrained('openai-community/gpt2')\n"
        + "play(model, tok, assistant, GridEnv())\n"
    )
    result = analyze(text, "f.py", SETTINGS)
    line = text.splitlines().index("    return model.generate(assistant_model=assistant, use_cache=False)") + 1
    assert codes_and_lines(result) == [("HF101", line)]
    assert result.cuts == []


def test_costly_calls_in_a_loop_leave_the_function_its_own_steps():
    # An uncalled entry point whose loop calls a costly method of the user's twenty times: the
    # later calls of that method are not followed, and the function is walked to its end.
    text = (
        "import json, re\n"
        + HEAD
        + "from transformers import AutoTokenizer\n"
        + GRID_ENV
        + "def play():\n"
        + "    tok = AutoTokenizer.from_pretrained('openai-community/gpt2')\n"
        + "    env = GridEnv()\n"
        + AGENT_LOOP.replace("env.place(row)", "env.place(row); env.place(row + 1); env.place(row + 2)")
        + "    return model.generate(assistant_model=assistant, use_cache=False)\n"
    )
    result = analyze(text, "f.py", SETTINGS)
    line = text.splitlines().index("    return model.generate(assistant_model=assistant, use_cache=False)") + 1
    assert codes_and_lines(result) == [("HF101", line)]
    assert result.cuts == []


def test_a_statement_over_its_share_is_cut_and_the_rest_analysed():
    text = HEAD + COSTLY + CALL + GREEDY + CALL
    result = analyze(text, "f.py", SETTINGS)
    greedy_line = text.splitlines().index(GREEDY.strip()) + 1
    call_lines = [i for i, line in enumerate(text.splitlines(), 1) if line == CALL.strip()]
    assert codes_and_lines(result) == [("HF101", n) for n in call_lines]
    assert [(c.line, c.reason) for c in result.cuts] == [(greedy_line, CUT_STATEMENT)]


def test_a_budget_that_runs_out_says_where():
    text = HEAD + COSTLY + CALL + GREEDY * 8 + CALL
    result = analyze(text, "f.py", SETTINGS)
    reasons = [c.reason for c in result.cuts]
    assert reasons[-1] == CUT_BUDGET and CUT_STATEMENT in reasons
    assert codes_and_lines(result)[0] == ("HF101", text.splitlines().index(CALL.strip()) + 1)


# ---------------------------------------------------------------- every output format


@pytest.fixture
def deep_file(tmp_path: Path) -> Path:
    path = tmp_path / "deep.py"
    path.write_text(HEAD + PLUS_CHAIN + "out = model.generate(max_new_tokens=5)\n")  # no finding: only the note
    return path


def check(path: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "hflint", "check", "--transformers-version", "5.23.0", *args, path.name],
        cwd=path.parent,
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_text_output_never_says_all_checks_passed(deep_file):
    done = check(deep_file)
    assert done.returncode == 0
    assert "All checks passed" not in done.stdout
    assert f"deep.py:4: note: hflint did not follow this statement to its end ({CUT_DEEP})" in done.stdout
    assert "No problems found, but not everything was checked: 1 file not analysed to its end" in done.stdout


def test_json_output_says_it_on_stderr(deep_file):
    done = check(deep_file, "--format", "json")
    assert json.loads(done.stdout) == []
    assert f"hflint: deep.py:4: note: hflint did not follow this statement to its end ({CUT_DEEP})" in done.stderr


def test_sarif_output_has_a_notification_at_the_line(deep_file):
    done = check(deep_file, "--format", "sarif")
    run = json.loads(done.stdout)["runs"][0]
    notes = run["invocations"][0]["toolExecutionNotifications"]
    assert len(notes) == 1 and CUT_DEEP in notes[0]["message"]["text"]
    assert notes[0]["locations"][0]["physicalLocation"]["region"] == {"startLine": 4}


def test_github_output_has_an_annotation_at_the_line(deep_file):
    done = check(deep_file, "--format", "github")
    assert done.stdout.startswith("::warning file=deep.py,line=4,title=hflint::hflint did not follow this statement")


def test_the_editor_shows_an_information_diagnostic(deep_file):
    srv = RawServer(deep_file.parent)
    try:
        srv.initialize(deep_file.parent)
        uri = deep_file.as_uri()
        srv.open(uri, HEAD + CALL + PLUS_CHAIN)
        diagnostics = srv.diagnostics(uri, lambda d: len(d) == 2)
        note = next(d for d in diagnostics if "code" not in d)
        assert note["severity"] == 3 and note["source"] == "hflint" and CUT_DEEP in note["message"]
        assert note["range"]["start"] == {"line": 4, "character": 0}
        assert next(d for d in diagnostics if d.get("code") == "HF101")["range"]["start"]["line"] == 3
        assert srv.shutdown_and_exit() == 0
    finally:
        srv.kill()
