"""Parsing only the edited top-level statement must give exactly the tree a full parse gives,
and fall back to the full parse whenever it cannot know that."""

from __future__ import annotations

import ast
import sys
import textwrap
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from hflint.core.flow import tokenizer_names
from hflint.core.source import LineIndex, parse_source

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from test_prefilter import CORPUS  # noqa: E402

import _gen  # noqa: E402

TEXTS = [text for text, _, _ in CORPUS if text.strip()] + [_gen.script(300)]


def _dump(parsed) -> str | None:
    return ast.dump(parsed.tree, include_attributes=True) if parsed.tree is not None else None


def _same(a, b) -> bool:
    return _dump(a) == _dump(b) and a.syntax_error == b.syntax_error and a.blanked == b.blanked


def test_an_edit_inside_one_statement_reuses_the_rest():
    old = textwrap.dedent("""\
        import os

        def f(x):
            return x + 1

        y = f(2)
    """)
    previous = parse_source(old)
    new = old.replace("x + 1", "x + 2")
    got = parse_source(new, previous)
    assert _same(got, parse_source(new))
    assert got.tree is not None and got.tree.body[0] is previous.tree.body[0]  # reused, not parsed again
    assert got.tree.body[2] is previous.tree.body[2]


def test_edits_it_cannot_vouch_for_are_parsed_whole():
    old = "a = 1; b = 2\nc = (3)\n"
    previous = parse_source(old)
    for new in [
        "a = 1; b = 3\nc = (3)\n",  # a line two statements share
        "a = 1; b = 2\nc = (3\n",  # the statement no longer parses on its own
        "a = 1; b = 2\nc = '''3\n",
    ]:  # an opened string would swallow what follows
        got = parse_source(new, previous)
        assert _same(got, parse_source(new)), new


_LINES = st.sampled_from(
    [
        "",
        "pass",
        "    pass",
        "x = 1",
        "    x = (",
        ")",
        '"""',
        "'''",
        "\\",
        "# note",
        "def g():",
        "    return 2",
        "model.generate(ids, assistant_model=draft, use_cache=False)",
        "from __future__ import annotations",
        "@decorator",
        "class C:",
        "    y: int = 3",
        "if x:",
        "else:",
        "]",
        "async def h():",
        "    await z",
        "x = 1; y = 2",
        "lambda: (yield)",
        "    )",
        "f'{x'",
    ]
)


@settings(max_examples=400, deadline=None)
@given(st.sampled_from(range(len(TEXTS))), st.integers(0, 10_000), _LINES, st.booleans())
def test_the_partial_parse_equals_the_full_one(which, where, replacement, keep_indent):
    old = TEXTS[which]
    lines = old.split("\n")
    at = where % len(lines)
    indent = lines[at][: len(lines[at]) - len(lines[at].lstrip())] if keep_indent else ""
    lines[at] = indent + replacement
    new = "\n".join(lines)
    assert _same(parse_source(new, parse_source(old)), parse_source(new))


@settings(max_examples=200, deadline=None)
@given(st.sampled_from(range(len(TEXTS))), st.integers(0, 10_000), st.integers(0, 200), st.text(max_size=3))
def test_the_partial_parse_equals_the_full_one_for_typing_inside_a_line(which, where, col, typed):
    old = TEXTS[which]
    lines = old.split("\n")
    at = where % len(lines)
    line = lines[at]
    cut = min(col, len(line))
    lines[at] = line[:cut] + typed.replace("\n", "").replace("\r", "") + line[cut:]
    new = "\n".join(lines)
    assert _same(parse_source(new, parse_source(old)), parse_source(new))


def test_analysing_with_the_previous_parse_finds_the_same():
    from hflint.core.engine import Settings, analyze

    settings_ = Settings(transformers_version="5.23.0")
    old = _gen.script(300)
    previous = analyze(old, "script.py", settings_)
    lines = old.split("\n")
    for at in range(0, len(lines), 7):
        new = "\n".join(lines[:at] + [lines[at].replace("False", "True").replace("=4", "=5")] + lines[at + 1 :])
        again = analyze(new, "script.py", settings_, previous=previous.parsed)
        whole = analyze(new, "script.py", settings_)
        assert [(f.code, f.span, f.message) for f in again.findings] == [(f.code, f.span, f.message) for f in whole.findings]


def _edit(text: str, index: LineIndex, start: tuple[int, int], end: tuple[int, int], new: str) -> str:
    """`text` with the code points from `start` to `end` ((line, column), 0-based) replaced by `new`."""
    offsets = [0]
    for line in index.lines:
        offsets.append(offsets[-1] + len(line))
    return text[: offsets[start[0]] + start[1]] + new + text[offsets[end[0]] + end[1] :]


_TYPED = st.sampled_from(["", "x", "(", "\n", "\n\n", '"""', "'''", "é", "tok = AutoTokenizer.from_pretrained(m)\n", "1; y = 2"])


@settings(max_examples=300, deadline=None)
@given(
    st.sampled_from(range(len(TEXTS))),
    st.integers(0, 10_000),
    st.integers(0, 3),
    st.integers(0, 200),
    st.integers(0, 200),
    _TYPED,
)
def test_an_index_made_from_an_edit_is_the_index_of_the_new_text(which, where, span, col, end_col, typed):
    # What the server makes from the editor's change (LineIndex.edited) and what a parse, the
    # prefilter's witnesses and the walk's tokenizer names take from it: as from the whole text.
    old = TEXTS[which]
    before = LineIndex(old)
    before.starts, before.triple_quotes, tokenizer_names(before)  # (worked out: the edited index takes from them)
    sl = where % len(before.lines)
    el = min(sl + span, len(before.lines) - 1)
    sc = min(col, len(before.lines[sl].rstrip("\n")))
    ec = min(end_col, len(before.lines[el].rstrip("\n")))
    if sl == el and ec < sc:
        sc, ec = ec, sc
    new = _edit(old, before, (sl, sc), (el, ec), typed)
    made = before.edited((sl, sc), (el, ec), typed)
    fresh = LineIndex(new)
    assert made is not None and made.text == new
    assert (made.lines, made.ascii, made.starts, made.triple_quotes) == (
        fresh.lines,
        fresh.ascii,
        fresh.starts,
        fresh.triple_quotes,
    )
    assert tokenizer_names(made) == tokenizer_names(fresh)
    previous = parse_source(old, index=before)
    assert _same(parse_source(new, previous, made), parse_source(new))
    # A text other than the edit's is refused.
    assert before.edited((sl, sc), (el, ec), typed, new + "#") is None
