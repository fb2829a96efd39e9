"""An analysis resumed from the previous version's journal (core/journal.py) must report exactly
what a fresh analysis of the new text reports: findings with their fixes and evidence, call
sites, dependencies. These tests hold it to that over chains of random edits, with a snapshot
before every top-level statement (the most resuming and meeting there can be), and on the
edits where resuming would go wrong if it compared too little."""

from __future__ import annotations

import re
import sys
import textwrap
from contextlib import contextmanager
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from hflint.catalog import default_catalog
from hflint.core import flow
from hflint.core.engine import AnalysisResult, Settings, analyze

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from test_prefilter import CORPUS  # noqa: E402

import _gen  # noqa: E402

SETTINGS = Settings(transformers_version="5.23.0")
CATALOG = default_catalog()


@contextmanager
def snapshot_every(steps: int):
    saved = flow.SNAPSHOT_STEPS
    flow.SNAPSHOT_STEPS = steps
    try:
        yield
    finally:
        flow.SNAPSHOT_STEPS = saved


def observable(result: AnalysisResult) -> tuple:
    """Everything a user or the server reads off an analysis."""
    findings = [(f.code, f.severity, f.span, f.message, f.fixes, f.evidence, f.raises, f.notes) for f in result.findings]
    sites = sorted(
        (s.node.lineno, s.node.col_offset, s.node.end_lineno, s.node.end_col_offset, s.path, len(s.observations))
        for s in result.sites
    )
    return findings, sites, result.dependencies, result.internal_errors, result.analysed


def readers(result: AnalysisResult) -> dict | None:
    """Who reaches each key the fixes edit, as the next analysis finds it (reach.Settled.found,
    carried from the last analysis's when a resumed one's fixes edit the same keys): the call's
    node, the observation and the heap objects, by identity."""
    settled = result.journal.settled if result.journal is not None else None
    if settled is None or settled.found is None:
        return None
    return {
        key: sorted((id(node), id(obs), tuple(map(id, objs or ()))) for node, obs, objs in entries)
        for key, entries in settled.found.items()
        if entries
    }


def readers_built(result: AnalysisResult) -> dict:
    """The same made from the analysis's call sites alone (what a fresh analysis's settle does)."""
    from hflint.core import reach

    settled = result.journal.settled
    made = reach._Readers(result.sites, result.parsed.index, result.path, settled.wanted)
    made.build(None)
    return {
        key: sorted((id(node), id(obs), tuple(map(id, objs or ()))) for node, obs, objs in entries)
        for key, entries in made.readers().items()
        if entries
    }


def assert_changes(before: AnalysisResult, after: AnalysisResult, text: str, path: str, settings_: Settings) -> None:
    """engine.log_changes (what the rules and settle look at again) is exactly the observations
    of this file's calls that came and went between the two analyses, by identity; and the
    rules' table for the next analysis holds this analysis's calls alone."""
    from hflint.core.engine import log_changes
    from hflint.core.flow import Interpreter

    if after.journal is None or after.journal.resumed_at is None and after.journal.met_at is None:
        return
    # (the walk of `after`, made again from the same journal, to read its log and reused parts)
    interp = Interpreter(after.parsed.tree, after.parsed.index, path)
    interp.release = "5.23.0"
    interp.run(journal=True, resume=before.journal)
    old = {id(o): o for _, where, o in before.journal.log if where == path}
    new = {id(o): o for _, where, o in interp.log if where == path}
    changes = log_changes(interp.log, before.journal.log, interp.reused, path)
    assert changes is not None  # (the walk takes the last one's parts in their order)
    came, gone = changes
    assert sorted(map(id, came)) == sorted(new.keys() - old.keys())
    assert sorted(map(id, gone)) == sorted(old.keys() - new.keys())
    nodes = {id(s.node) for s in after.sites}
    assert set(after.journal.rules.by_node) <= nodes


def fresh(text: str, path: str = "script.py", settings_: Settings = SETTINGS) -> AnalysisResult:
    return analyze(text, path, settings_, CATALOG)


def resumed(
    text: str, before: AnalysisResult, path: str = "script.py", settings_: Settings = SETTINGS, provider=None
) -> AnalysisResult:
    return analyze(text, path, settings_, CATALOG, None, provider, before.parsed, journal=True, resume=before.journal)


def first(text: str, path: str = "script.py", settings_: Settings = SETTINGS, provider=None) -> AnalysisResult:
    return analyze(text, path, settings_, CATALOG, None, provider, journal=True)


def retype(text: str, old: str, new: str) -> str:
    assert old in text, old
    return text.replace(old, new, 1)


def test_a_keystroke_in_a_long_script_resumes_meets_and_reuses_the_rules():
    text = _gen.script(3_000)
    before = first(text)
    assert len(before.journal.snapshots) > 3
    # The max_new_tokens of the middle block's assisted call (what lsp_latency.py retypes).
    middle = text.index("max_new_tokens=", text.index("\nslow_", len(text) // 2))
    new = text[:middle] + "max_new_tokens=99" + text[middle + len("max_new_tokens=") + 2 :]
    after = resumed(new, before)
    assert observable(after) == observable(fresh(new))
    assert after.journal.resumed_at is not None and after.journal.resumed_at > 0
    assert after.journal.met_at is not None
    # Who reaches what the fixes edit is the last analysis's, changed where the edit changed it.
    assert before.journal.settled.wanted is after.journal.settled.wanted
    assert readers(after) == readers_built(after)
    # Calls the resumed walk did not walk again keep their findings (the rules did not run again).
    same = [f for f in after.findings if any(f is g for g in before.findings)]
    assert len(same) > len(after.findings) // 2
    # And the journal of a resumed analysis serves the next edit as well.
    again = new.replace("max_new_tokens=99", "max_new_tokens=98", 1)
    third = resumed(again, after)
    assert observable(third) == observable(fresh(again))
    assert third.journal.met_at is not None


def test_keystrokes_in_one_statement_walk_that_statement_alone():
    # The first edit pins snapshots before and after its statement (Snapshot.pinned): the next
    # keystrokes there resume from the one and meet the previous walk at the other.
    text = _gen.script(3_000)
    before = first(text)
    middle = text.index("max_new_tokens=", text.index("\nslow_", len(text) // 2))
    line = text.count("\n", 0, middle) + 1
    at = next(i for i, s in enumerate(before.parsed.tree.body) if s.lineno <= line <= s.end_lineno)
    for value in ("98", "99", "98"):
        text = text[:middle] + "max_new_tokens=" + value + text[middle + len("max_new_tokens=") + 2 :]
        after = resumed(text, before)
        assert observable(after) == observable(fresh(text))
        before = after
    assert (after.journal.resumed_at, after.journal.met_at) == (at, at + 1)
    assert [s.index for s in after.journal.snapshots if s.pinned] == [at, at + 1]
    # An edit elsewhere pins its own; the first place's are dropped.
    early = text.index("max_new_tokens=", text.index("\nslow_", len(text) // 4))
    text = text[:early] + "max_new_tokens=97" + text[early + len("max_new_tokens=") + 2 :]
    after = resumed(text, before)
    assert observable(after) == observable(fresh(text))
    pinned = [s.index for s in after.journal.snapshots if s.pinned]
    assert len(pinned) <= 2 and at not in pinned


def test_a_fix_that_other_calls_read_is_settled_again_when_one_of_them_changes():
    # Calls a and b read the `False` the origin fix edits: the fix is safe while both are
    # flagged, and unsafe, naming the other call, once one of them is not (b stops being
    # assisted; c reads the model too). The unchanged calls' findings are the previous
    # analysis's (their statements were not walked again): their settling must follow the other
    # calls' changes (core/reach.settle keeps what it settled), also when the flagged lines stay
    # the same (the third edit).
    text = textwrap.dedent("""\
        from transformers import AutoModelForCausalLM, AutoTokenizer

        tok = AutoTokenizer.from_pretrained("gpt2")
        model = AutoModelForCausalLM.from_pretrained("gpt2")
        draft = AutoModelForCausalLM.from_pretrained("distilgpt2")
        model.generation_config.use_cache = False
        inputs = tok("hi", return_tensors="pt")
        a = model.generate(**inputs, assistant_model=draft)
        b = model.generate(**inputs, assistant_model=draft)
        c = draft.generate(**inputs, max_new_tokens=5)
    """)
    edits = [
        ("b = model.generate(**inputs, assistant_model=draft)", "b = model.generate(**inputs, max_new_tokens=9)"),
        ("b = model.generate(**inputs, max_new_tokens=9)", "b = model.generate(**inputs, assistant_model=draft)"),
        ("c = draft.generate(", "c = model.generate("),
        ("a = model.generate(**inputs, assistant_model=draft)", "a = model.generate(**inputs, assistant_model=None)"),
    ]

    def origin_fix(result: AnalysisResult, line: int) -> str:
        finding = next(f for f in result.findings if f.span.line == line and f.code == "HF101")
        return next(x.title for x in finding.fixes if x.title.startswith("Change `False`"))

    with snapshot_every(1):
        before = first(text)
        titles = []
        for old, new in edits:
            text = retype(text, old, new)
            after = resumed(text, before)
            assert observable(after) == observable(fresh(text))
            assert after.journal.resumed_at is not None and after.journal.resumed_at > 0
            titles.append(origin_fix(after, 9 if "assistant_model=None" in text else 8))
            before = after
    assert titles[0].endswith("also changes the call at line 9")
    assert "also changes" not in titles[1]
    assert titles[2].endswith("also changes the call at line 10")
    assert titles[3].endswith("also changes the calls at lines 8, 10")


def test_an_edit_that_changes_what_follows_walks_on_to_the_end():
    text = _gen.script(400)
    before = first(text)
    # The first block's draft model loaded with use_cache=False changes every later use of it.
    new = retype(
        text, "assistant = AutoModelForCausalLM.from_pretrained(draft)", "assistant = AutoModelForCausalLM.from_pretrained(MAIN)"
    )
    with snapshot_every(1):
        before = first(text)
        after = resumed(new, before)
    assert observable(after) == observable(fresh(new))
    assert after.journal.met_at is None


def test_a_moved_literal_is_not_taken_from_the_previous_walk():
    # The fix edits `False` where it was written: its column must be the new one.
    text = textwrap.dedent("""\
        from transformers import AutoModelForCausalLM
        model = AutoModelForCausalLM.from_pretrained("gpt2")
        draft = AutoModelForCausalLM.from_pretrained("distilgpt2")
        flag = False
        other = 1
        out = model.generate(ids, assistant_model=draft, use_cache=flag)
    """)
    new = retype(text, "flag = False", "flag =    False")
    with snapshot_every(1):
        before = first(text)
        after = resumed(new, before)
    expected = fresh(new)
    assert observable(after) == observable(expected)
    assert any(f.code == "HF101" for f in after.findings)


def test_an_edited_helper_is_walked_again_where_it_is_called():
    text = textwrap.dedent("""\
        from transformers import AutoModelForCausalLM
        model = AutoModelForCausalLM.from_pretrained("gpt2")
        draft = AutoModelForCausalLM.from_pretrained("distilgpt2")

        def settings():
            return {"use_cache": True}

        a = 1
        out = model.generate(ids, assistant_model=draft, **settings())
    """)
    new = retype(text, '"use_cache": True', '"use_cache": False')
    with snapshot_every(1):
        before = first(text)
        after = resumed(new, before)
    assert observable(after) == observable(fresh(new))
    assert [f.code for f in after.findings] == ["HF101"]
    assert not before.findings


def test_a_changed_checkpoint_on_disk_is_read_again(tmp_path):
    ckpt = tmp_path / "draft"
    ckpt.mkdir()
    (ckpt / "config.json").write_text('{"model_type": "gpt2", "vocab_size": 50257}')
    (ckpt / "generation_config.json").write_text('{"use_cache": true}')
    script = tmp_path / "run.py"
    text = textwrap.dedent("""\
        from transformers import AutoModelForCausalLM
        model = AutoModelForCausalLM.from_pretrained("gpt2")
        draft = AutoModelForCausalLM.from_pretrained("./draft")
        n = 1
        out = draft.generate(ids, max_new_tokens=10)
        out = model.generate(ids, assistant_model=draft, max_new_tokens=10)
    """)
    path = str(script)
    with snapshot_every(1):
        before = first(text, path)
        (ckpt / "generation_config.json").write_text('{"use_cache": false}')
        new = retype(text, "n = 1", "n = 2")
        after = resumed(new, before, path)
    expected = fresh(new, path)
    assert observable(after) == observable(expected)
    assert after.journal.resumed_at is None  # the journal no longer served


def test_a_changed_workspace_module_is_read_again(tmp_path):
    (tmp_path / "options.py").write_text("KW = {'use_cache': True}\n")
    script = tmp_path / "run.py"
    text = textwrap.dedent("""\
        from transformers import AutoModelForCausalLM
        from options import KW
        model = AutoModelForCausalLM.from_pretrained("gpt2")
        draft = AutoModelForCausalLM.from_pretrained("distilgpt2")
        n = 1
        out = model.generate(ids, assistant_model=draft, **KW)
    """)
    ws = Settings(transformers_version="5.23.0", workspace=str(tmp_path))
    with snapshot_every(1):
        before = first(text, str(script), ws)
        assert not before.findings
        (tmp_path / "options.py").write_text("KW = {'use_cache': False, 'num_beams': 1}\n")
        new = retype(text, "n = 1", "n = 2")
        after = resumed(new, before, str(script), ws)
    assert observable(after) == observable(fresh(new, str(script), ws))
    assert [f.code for f in after.findings] == ["HF101"]


def test_other_settings_do_not_resume():
    text = _gen.script(200)
    with snapshot_every(1):
        before = first(text)
        other = Settings(transformers_version="4.57.6")
        new = retype(text, "max_new_tokens=16", "max_new_tokens=17")
        after = resumed(new, before, settings_=other)
    assert observable(after) == observable(fresh(new, settings_=other))
    assert after.journal.resumed_at is None


# ---------------------------------------------------------------- random edits

LIBRARY = textwrap.dedent("""\
    from transformers import AutoModelForCausalLM
    model = AutoModelForCausalLM.from_pretrained("gpt2")
    draft = AutoModelForCausalLM.from_pretrained("distilgpt2")

    def settings():
        return {"use_cache": True}

    def run(ids):
        return model.generate(ids, assistant_model=draft, **settings())

    def other(ids):
        return model.generate(ids, assistant_model=draft, use_cache=False)

    def third(ids):
        local = AutoModelForCausalLM.from_pretrained("gpt2")
        return local.generate(ids, max_new_tokens=5)
""")


def _library(blocks: int) -> str:
    """The generated script's blocks each inside a function nothing calls (a library module)."""
    return _gen.HEADER + "".join(f"\n\ndef block_{i}():\n" + textwrap.indent(_gen.block(i), "    ") for i in range(blocks))


# (text, path, settings): fixtures and catalog examples alone, project files with their
# workspace's imports followed, and generated scripts and library modules.
TEXTS = [
    (text, path, Settings(transformers_version="5.23.0", workspace=workspace)) for text, path, workspace in CORPUS if text.strip()
] + [
    (_gen.script(120), "script.py", SETTINGS),
    (_gen.script_with_calls(24), "script.py", SETTINGS),
    (_library(3), "library.py", SETTINGS),
    (LIBRARY, "library.py", SETTINGS),
]

_WORDS = ["model", "draft", "assistant", "config", "cfg", "kwargs", "inputs", "True", "False", "None"]


def _mutate(line: str, how: int, pick: int) -> str:
    """One retyping of a line that keeps it one line (the incremental parse's case)."""
    if how == 0:  # a number retyped
        numbers = list(re.finditer(r"\d+", line))
        if numbers:
            m = numbers[pick % len(numbers)]
            return line[: m.start()] + str(pick % 97) + line[m.end() :]
    if how == 1:  # a name or constant swapped for another
        words = list(re.finditer(r"\b(" + "|".join(_WORDS) + r")\b", line))
        if words:
            m = words[pick % len(words)]
            return line[: m.start()] + _WORDS[pick % len(_WORDS)] + line[m.end() :]
    if how == 2 and line.rstrip().endswith(")"):  # a keyword argument added
        end = line.rstrip()
        extra = ["use_cache=False", "num_beams=2", "cache_implementation='static'", "do_sample=True"][pick % 4]
        return end[:-1] + (", " if not end.endswith("()") else "") + extra + ")"
    if how == 3 and "=" in line:  # spaces after `=` (everything after moves)
        at = line.index("=")
        return line[: at + 1] + " " * (1 + pick % 3) + line[at + 1 :]
    if how == 4 and line.strip():  # a character deleted (often a syntax error)
        at = pick % len(line)
        return line[:at] + line[at + 1 :]
    if how == 5 and line.strip() and not line.rstrip().endswith(":"):  # a second statement on the line
        return line + f"; n_{pick} = {pick}"
    return line + "  # edited"


@settings(max_examples=120, deadline=None)
@given(
    st.sampled_from(range(len(TEXTS))),
    st.lists(st.tuples(st.integers(0, 10_000), st.integers(0, 6), st.integers(0, 1_000)), min_size=1, max_size=4),
)
def test_resumed_analyses_equal_fresh_ones_over_chains_of_edits(which, edits):
    text, path, settings_ = TEXTS[which]
    with snapshot_every(1):
        before = first(text, path, settings_)
        for where, how, pick in edits:
            lines = text.split("\n")
            at = where % len(lines)
            lines[at] = _mutate(lines[at], how, pick)
            text = "\n".join(lines)
            after = resumed(text, before, path, settings_)
            assert observable(after) == observable(fresh(text, path, settings_)), (at, lines[at])
            carried = readers(after)
            if carried is not None:
                assert carried == readers_built(after), (at, lines[at])
            assert_changes(before, after, text, path, settings_)
            before = after


# ---------------------------------------------------------------- functions nothing calls


def test_an_edited_function_walks_again_what_reads_it_and_takes_the_rest():
    new = retype(LIBRARY, '"use_cache": True', '"use_cache": False')
    before = first(LIBRARY)
    after = resumed(new, before)
    assert observable(after) == observable(fresh(new))
    assert [(f.code, f.span.line) for f in after.findings] == [("HF101", 9), ("HF101", 12)]
    # `run` looks `settings` up: walked again; `other` and `third` do not: taken as they were.
    assert after.journal.roots_taken == 2


def test_a_call_many_functions_reach_keeps_its_observation_limit():
    # Twenty functions reach one generate call (a call keeps at most 16 observations): what an
    # edit changes in the first ones decides what the later ones may add.
    helpers = "".join(
        f"def caller_{i}(ids):\n    model.generate(ids, max_new_tokens={i + 1})\n    return helper(ids, {i})\n\n"
        for i in range(20)
    )
    text = LIBRARY + "\ndef helper(ids, n):\n    return model.generate(ids, assistant_model=draft, use_cache=n > 3)\n\n" + helpers
    before = first(text)
    for old, new in [
        ("return helper(ids, 2)", "return helper(ids, 2) or helper(ids, 9)"),
        ("return helper(ids, 9)", "return 0"),
        ("return helper(ids, 5)", "return helper(ids, 1)"),
    ]:
        text = retype(text, old, new)
        after = resumed(text, before)
        assert observable(after) == observable(fresh(text)), new
        assert max(len(site.observations) for site in after.sites) == 16
        before = after


@settings(max_examples=300, deadline=None)
@given(st.lists(st.integers(0, 4), max_size=8), st.lists(st.integers(0, 4), max_size=8), st.integers(0, 8), st.integers(0, 8))
def test_the_changed_region_is_the_longest_same_start_and_end(old, new, keep_start, keep_end):
    from hflint.core.journal import changed_region

    nodes = [object() for _ in range(5)]
    before = [nodes[i] for i in old]
    after = before[: min(keep_start, len(before))] + [nodes[i] for i in new] + before[len(before) - min(keep_end, len(before)) :]
    first, end = changed_region(before, after)
    limit = min(len(before), len(after))
    assert first + end <= limit
    assert all(before[i] is after[i] for i in range(first))
    assert all(before[len(before) - 1 - i] is after[len(after) - 1 - i] for i in range(end))
    if first < limit:
        assert before[first] is not after[first]
    if first + end < limit:
        assert before[len(before) - 1 - end] is not after[len(after) - 1 - end]


def test_log_changes_of_parts_taken_out_of_order_look_at_every_call_again():
    # A call's observations would be the same objects in another order: its findings are not
    # taken as they were (log_changes says nothing, and the rules run for every call).
    from hflint.core.engine import log_changes

    old = [(None, "a.py", object()) for _ in range(6)]
    assert log_changes(old[3:] + old[:3], old, [(0, 3, 3), (3, 0, 3)], "a.py") is None
    assert log_changes(old[:4] + old[3:], old, [(0, 0, 4), (4, 3, 3)], "a.py") is None  # (one taken twice)
    came, gone = log_changes(old[:2] + [(None, "a.py", "new")] + old[4:], old, [(0, 0, 2), (3, 4, 2)], "a.py")
    assert came == ["new"] and gone == [old[2][2], old[3][2]]


FIXTURE_TEST = """\
import pytest
from transformers import AutoModelForCausalLM


@pytest.fixture
def shipped_model():
    model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
    model.generation_config.do_sample = False
    model.generation_config.top_p = 0.8
    return model


def test_export(shipped_model, tmp_path):
    shipped_model.save_pretrained(tmp_path / "export")
"""


def test_an_edited_fixture_is_not_served_from_the_last_walk_of_the_test_using_it():
    # The test function is the same node after the edit, but the fixture it asks for by name
    # changed: the resumed analysis must walk the test again (it kept HF136 from the old
    # checkpoint's table entry).
    with snapshot_every(1):
        before = first(FIXTURE_TEST, "test_export.py")
        assert [f.code for f in before.findings] == ["HF136"]
        for old, new in [("SmolLM2-135M", "SmolLM0-135M"), ("top_p = 0.8", "top_p = 1.0")]:
            text = retype(FIXTURE_TEST, old, new)
            after = resumed(text, before, "test_export.py")
            assert [f.code for f in after.findings] == []
            assert observable(after) == observable(fresh(text, "test_export.py"))


def test_a_fixture_added_for_a_parameter_is_not_served_from_the_last_walk():
    without = FIXTURE_TEST.replace("def shipped_model():", "def other_model():")
    with snapshot_every(1):
        before = first(without, "test_export.py")
        assert [f.code for f in before.findings] == []
        after = resumed(FIXTURE_TEST, before, "test_export.py")
        assert [f.code for f in after.findings] == ["HF136"]
        assert observable(after) == observable(fresh(FIXTURE_TEST, "test_export.py"))
