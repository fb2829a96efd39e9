"""The server's copy of a document stays the client's after any incremental edit, whatever characters the lines hold.

Regression: pygls counts lines with `str.splitlines`, which also breaks at form feeds
(common in GNU-style Python), \\x1c-\\x1e, \\x85 and \\u2028; the client breaks only at
\\n, \\r\\n and \\r. An edit below such a character landed on the wrong line.
"""

from __future__ import annotations

from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from lsprotocol import types

from hflint.core.source import LineIndex, split_lines
from hflint.lsp.protocol import LspLinesDocument

from rawlsp import RawServer

LETTERS = st.sampled_from(list("ab é模\t(") + ["𝒢", "\r", "\n", "\r\n", "\u2028", "\x0c", "\x85", "\x1c", "\x0b"])
texts = st.lists(LETTERS, max_size=30).map("".join)


def utf16_offset(text: str, line: int, character: int) -> int:
    """Where an LSP position points, computed independently: lines broken at \\n, \\r\\n, \\r; UTF-16 columns."""
    lines = split_lines(text) or [""]
    if line >= len(lines):
        return len(text)
    start = sum(len(x) for x in lines[:line])
    units = 0
    body = lines[line].rstrip("\r\n")
    for i, ch in enumerate(body):
        if units >= character:
            return start + i
        units += 2 if ord(ch) > 0xFFFF else 1
    return start + len(body)


@st.composite
def edits(draw: st.DrawFn) -> tuple[str, tuple[int, int], tuple[int, int], str]:
    text = draw(texts)
    lines = split_lines(text) or [""]

    def position() -> tuple[int, int]:
        line = draw(st.integers(0, len(lines) - 1))
        bounds = [0]  # columns between characters, never inside a surrogate pair
        for ch in lines[line].rstrip("\r\n"):
            bounds.append(bounds[-1] + (2 if ord(ch) > 0xFFFF else 1))
        return line, draw(st.sampled_from(bounds))

    start, end = sorted([position(), position()])
    return text, start, end, draw(texts)


@settings(max_examples=500, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(edits())
def test_an_incremental_edit_lands_where_the_client_put_it(edit):
    text, (sl, sc), (el, ec), new = edit
    doc = LspLinesDocument("file:///x.py", source=text)
    doc.apply_change(
        types.TextDocumentContentChangePartial(
            range=types.Range(start=types.Position(line=sl, character=sc), end=types.Position(line=el, character=ec)), text=new
        )
    )
    a, b = utf16_offset(text, sl, sc), utf16_offset(text, el, ec)
    assert doc.source == text[:a] + new + text[b:]


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(texts, st.data())
def test_a_document_keeps_its_line_index_through_edits(text, data):
    # The document makes each version's LineIndex from the last one's (LspLinesDocument.index;
    # the server's analysis reads it): the text and the index must be the client's after any
    # chain of edits, past the last line too.
    doc = LspLinesDocument("file:///x.py", source=text)
    for _ in range(data.draw(st.integers(1, 4))):
        index = doc.index
        current = doc.source
        lines = split_lines(current) or [""]

        def position(lines: list[str] = lines) -> tuple[int, int]:
            line = data.draw(st.integers(0, len(lines)))  # (one past the last: pygls's own case)
            bounds = [0]
            for ch in lines[line].rstrip("\r\n") if line < len(lines) else "":
                bounds.append(bounds[-1] + (2 if ord(ch) > 0xFFFF else 1))
            return line, data.draw(st.sampled_from(bounds))

        (sl, sc), (el, ec) = sorted([position(), position()])
        new = data.draw(texts)
        doc.apply_change(
            types.TextDocumentContentChangePartial(
                range=types.Range(start=types.Position(line=sl, character=sc), end=types.Position(line=el, character=ec)),
                text=new,
            )
        )
        if sl < len(lines):
            a, b = utf16_offset(current, sl, sc), utf16_offset(current, el, ec)
            assert doc.source == current[:a] + new + current[b:]
        made = doc.index
        fresh = LineIndex(doc.source)
        assert made.text == doc.source and (made.lines, made.ascii, made.starts) == (fresh.lines, fresh.ascii, fresh.starts)
        if "\r" not in current + new and sl < len(lines) and el < len(lines) and current.endswith("\n"):
            assert made.edit is not None and made.edit[0] is index  # (made from the last one's lines)


def test_editing_below_a_form_feed_through_the_server(tmp_path: Path):
    text = (
        "from transformers import AutoModelForCausalLM\n"
        "\x0c\n"
        'model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")\n'
        'assistant = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")\n'
        "out = model.generate(assistant_model=assistant)\n"
    )
    server = RawServer(tmp_path)
    try:
        server.initialize(tmp_path)
        uri = (tmp_path / "ff.py").as_uri()
        server.open(uri, text)
        server.diagnostics(uri)
        col = text.splitlines()[-1].index(")")
        server.notify(
            "textDocument/didChange",
            {
                "textDocument": {"uri": uri, "version": 2},
                "contentChanges": [
                    {
                        "range": {"start": {"line": 4, "character": col}, "end": {"line": 4, "character": col}},
                        "text": ", use_cache=False",
                    }
                ],
            },
        )
        diagnostics = server.diagnostics(uri, lambda d: len(d) > 0)
        assert [(d["code"], d["range"]["start"]) for d in diagnostics] == [("HF101", {"line": 4, "character": 12})]
        assert server.shutdown_and_exit() == 0
    finally:
        server.kill()


def test_a_path_with_spaces_and_accents(tmp_path: Path):
    # Regression: clients percent-encode such paths (`My%20Project/r%C3%BCn.py`); pygls keys its
    # documents by the unquoted URI, so the server never found the document: no diagnostics, no hover.
    folder = tmp_path / "My Project"
    folder.mkdir()
    text = (
        "from transformers import AutoModelForCausalLM\n"
        'model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")\n'
        'assistant = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")\n'
        "out = model.generate(assistant_model=assistant, use_cache=False)\n"
    )
    server = RawServer(folder)
    try:
        server.initialize(folder)
        uri = (folder / "rün me.py").as_uri()
        assert "%20" in uri and "%C3%BC" in uri
        server.open(uri, text)
        assert [d["code"] for d in server.diagnostics(uri, lambda d: len(d) > 0)] == ["HF101"]
        reply = server.call("textDocument/hover", {"textDocument": {"uri": uri}, "position": {"line": 3, "character": 12}})
        assert "**HF101**" in reply["result"]["contents"]["value"]
        mark = len(server.seen)
        server.notify(
            "textDocument/didChange",
            {
                "textDocument": {"uri": uri, "version": 2},
                "contentChanges": [
                    {"range": {"start": {"line": 3, "character": 46}, "end": {"line": 3, "character": 63}}, "text": ""}
                ],
            },
        )
        server.diagnostics(uri, lambda d: d == [], after=mark)
        mark = len(server.seen)
        server.notify(
            "textDocument/didChange",
            {
                "textDocument": {"uri": uri, "version": 3},
                "contentChanges": [
                    {
                        "range": {"start": {"line": 3, "character": 46}, "end": {"line": 3, "character": 46}},
                        "text": ", use_cache=False",
                    }
                ],
            },
        )
        server.diagnostics(uri, lambda d: len(d) == 1, after=mark)
        # A settings change analyses every open document again, and publishes under the client's URI.
        mark = len(server.seen)
        server.notify("workspace/didChangeConfiguration", {"settings": {"hflint": {"transformersVersion": "5.24.0"}}})
        diagnostics = server.diagnostics(uri, lambda d: len(d) == 1 and "5.24.0" in d[0]["message"], after=mark)
        assert "Assisted decoding requires a cache" in diagnostics[0]["message"]
        assert server.shutdown_and_exit() == 0
    finally:
        server.kill()
