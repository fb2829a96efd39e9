"""End to end over stdio: the real server process answering a real LSP client."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from lsprotocol import types
from pytest_lsp import LanguageClient

from samples import BAD, FLAG_DEFAULT

TIMEOUT = 20


async def diagnostics_for(client: LanguageClient, uri: str, predicate=lambda d: True):
    """Wait (on notifications, never a sleep) until the diagnostics of `uri` satisfy `predicate`."""

    async def loop():
        while True:
            if uri in client.diagnostics and predicate(client.diagnostics[uri]):
                return list(client.diagnostics[uri])
            await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)

    return await asyncio.wait_for(loop(), TIMEOUT)


def open_doc(client: LanguageClient, uri: str, text: str, version: int = 1) -> None:
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(uri=uri, language_id="python", version=version, text=text)
        )
    )


def replace_all(client: LanguageClient, uri: str, text: str, version: int) -> None:
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=version),
            content_changes=[types.TextDocumentContentChangeWholeDocument(text=text)],
        )
    )


def apply_edits(text: str, edits: list[types.TextEdit]) -> str:
    lines = text.splitlines(keepends=True)

    def offset(pos: types.Position) -> int:
        return (
            sum(len(x) for x in lines[: pos.line]) + len(lines[pos.line][: pos.character].encode("utf-16-le")) // 2
            if pos.line < len(lines)
            else len(text)
        )

    for e in sorted(edits, key=lambda e: (e.range.start.line, e.range.start.character), reverse=True):
        a, b = offset(e.range.start), offset(e.range.end)
        text = text[:a] + e.new_text + text[b:]
        lines = text.splitlines(keepends=True)
    return text


async def test_push_diagnostic_has_code_link_related_info_and_fixes(push_client, workspace):
    uri = (workspace / "run.py").as_uri()
    open_doc(push_client, uri, BAD)
    diags = await diagnostics_for(push_client, uri, lambda d: len(d) > 0)
    assert len(diags) == 1
    d = diags[0]
    assert d.code == "HF101" and d.source == "hflint"
    assert d.severity == types.DiagnosticSeverity.Error
    assert d.message.startswith(
        "With transformers 5.23.0 (hflint.transformersVersion setting), this call raises "
        "ValueError: assisted generate requires `use_cache=True`"
    )
    assert d.range == types.Range(start=types.Position(line=6, character=12), end=types.Position(line=6, character=20))
    assert d.code_description.href == (
        "https://github.com/huggingface/transformers/blob/v5.23.0/src/transformers/generation/utils.py#L3978"
    )
    assert any("False" in r.message and r.location.range.start.line == 6 for r in d.related_information)
    assert d.data["fixes"][0]["applicability"] == "safe"


async def test_a_command_line_default_gives_a_warning_that_names_the_option(push_client, workspace):
    uri = (workspace / "cli.py").as_uri()
    open_doc(push_client, uri, FLAG_DEFAULT)
    (d,) = await diagnostics_for(push_client, uri, lambda d: len(d) > 0)
    assert d.code == "HF101" and d.severity == types.DiagnosticSeverity.Warning
    assert d.message.startswith(
        "With transformers 5.23.0 (hflint.transformersVersion setting), unless --use-kv-cache "
        "is passed, this call raises ValueError: assisted generate requires `use_cache=True`"
    )
    assert any("`--use-kv-cache` not passed" in r.message and r.location.range.start.line == 4 for r in d.related_information)
    assert all(fix["applicability"] != "safe" for fix in d.data["fixes"])
    hover = await push_client.text_document_hover_async(
        types.HoverParams(text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(line=8, character=8))
    )
    assert ", unless --use-kv-cache is passed, this call raises `ValueError`" in hover.contents.value


async def test_hover_quick_fix_and_clean_again(push_client, workspace):
    uri = (workspace / "run.py").as_uri()
    open_doc(push_client, uri, BAD)
    diags = await diagnostics_for(push_client, uri, lambda d: len(d) > 0)
    hover = await push_client.text_document_hover_async(
        types.HoverParams(text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(line=6, character=15))
    )
    text = hover.contents.value
    assert "**HF101**" in text and "What it means" in text and "Solutions" in text
    assert "raises `ValueError`" in text
    assert "utils.py:3978 in 5.23.0" in text

    actions = await push_client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            range=diags[0].range,
            context=types.CodeActionContext(diagnostics=list(diags)),
        )
    )
    titles = [a.title for a in actions]
    assert titles[0].startswith("Set `use_cache=True`") and actions[0].is_preferred
    assert "Ignore HF101 on this line" in titles
    new_text = apply_edits(BAD, actions[0].edit.changes[uri])
    assert "use_cache=True" in new_text
    replace_all(push_client, uri, new_text, 2)
    assert await diagnostics_for(push_client, uri, lambda d: len(d) == 0) == []


async def test_hover_on_a_call_shows_effective_settings(push_client, workspace):
    uri = (workspace / "clean.py").as_uri()
    open_doc(push_client, uri, BAD.replace("use_cache=False", "use_cache=True"))
    await diagnostics_for(push_client, uri)
    hover = await push_client.text_document_hover_async(
        types.HoverParams(text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(line=6, character=8))
    )
    text = hover.contents.value
    assert "assisted generation" in text
    assert "| `use_cache` | True | line 7" in text
    assert "| `assistant_model` | gpt2 model `distilbert/distilgpt2`" in text


async def test_hover_on_a_document_opened_long_ago(push_client, workspace):
    """Only the last few documents keep their call sites in memory; hover on an older one
    analyses it again and shows the same effective settings."""
    first = (workspace / "old_0.py").as_uri()
    text = BAD.replace("use_cache=False", "use_cache=True")
    open_doc(push_client, first, text)
    await diagnostics_for(push_client, first)
    for n in range(1, 13):
        uri = (workspace / f"old_{n}.py").as_uri()
        open_doc(push_client, uri, BAD)
        await diagnostics_for(push_client, uri, lambda d: len(d) > 0)
    hover = await push_client.text_document_hover_async(
        types.HoverParams(text_document=types.TextDocumentIdentifier(uri=first), position=types.Position(line=6, character=8))
    )
    assert "| `use_cache` | True | line 7" in hover.contents.value


async def test_hover_on_ignore_comment_code(push_client, workspace):
    uri = (workspace / "ignored.py").as_uri()
    text = BAD.replace("use_cache=False)", "use_cache=False)  # hflint: ignore[HF101]")
    open_doc(push_client, uri, text)
    assert await diagnostics_for(push_client, uri) == []
    col = text.splitlines()[6].index("HF101") + 2
    hover = await push_client.text_document_hover_async(
        types.HoverParams(text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(line=6, character=col))
    )
    assert "**HF101**" in hover.contents.value


async def test_fix_all_source_action(push_client, workspace):
    uri = (workspace / "two.py").as_uri()
    text = BAD + "again = model.generate(**inputs, assistant_model=assistant, use_cache=False)\n"
    open_doc(push_client, uri, text)
    await diagnostics_for(push_client, uri, lambda d: len(d) == 2)
    actions = await push_client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            range=types.Range(start=types.Position(line=0, character=0), end=types.Position(line=0, character=0)),
            context=types.CodeActionContext(diagnostics=[], only=["source.fixAll.hflint"]),
        )
    )
    assert [a.kind for a in actions] == ["source.fixAll.hflint"]
    edits = actions[0].edit.changes[uri]
    assert [e.new_text for e in edits] == ["True", "True"]  # (each fix's edit, not the whole text)
    fixed = apply_edits(text, edits)
    assert fixed.count("use_cache=True") == 2 and "use_cache=False" not in fixed


async def test_fix_all_asked_again_and_after_an_edit(push_client, workspace):
    # The reply is kept for the version it was made for (and its JSON written directly): asked
    # again it is the same; after an edit it is the new text's, positions in UTF-16 included.
    uri = (workspace / "again.py").as_uri()
    text = BAD.replace("out = model.generate(", '名前 = "🤗"; out = model.generate(')
    text += "again = model.generate(**inputs, assistant_model=assistant, use_cache=False)\n"
    open_doc(push_client, uri, text)
    await diagnostics_for(push_client, uri, lambda d: len(d) == 2)

    async def fix_all():
        actions = await push_client.text_document_code_action_async(
            types.CodeActionParams(
                text_document=types.TextDocumentIdentifier(uri=uri),
                range=types.Range(start=types.Position(line=0, character=0), end=types.Position(line=0, character=0)),
                context=types.CodeActionContext(diagnostics=[], only=["source.fixAll.hflint"]),
            )
        )
        assert [(a.kind, a.title) for a in actions] == [("source.fixAll.hflint", "hflint: fix all safe problems")]
        return actions[0].edit.changes[uri]

    def apply_utf16(text: str, edits: list[types.TextEdit]) -> str:
        lines = text.splitlines(keepends=True)

        def offset(pos: types.Position) -> int:
            line = lines[pos.line]
            units = 0
            for n, ch in enumerate(line):
                if units >= pos.character:
                    return sum(len(x) for x in lines[: pos.line]) + n
                units += 2 if ord(ch) > 0xFFFF else 1
            return sum(len(x) for x in lines[: pos.line + 1])

        for e in sorted(edits, key=lambda e: (e.range.start.line, e.range.start.character), reverse=True):
            text = text[: offset(e.range.start)] + e.new_text + text[offset(e.range.end) :]
        return text

    first, second = await fix_all(), await fix_all()
    assert first == second
    fixed = apply_utf16(text, first)
    assert fixed.count("use_cache=True") == 2 and "use_cache=False" not in fixed
    # A line inserted above: the reply is made again, its edits a line lower.
    replace_all(push_client, uri, "import os\n" + text, 2)
    await diagnostics_for(push_client, uri, lambda d: len(d) == 2 and d[0].range.start.line == 7)
    third = await fix_all()
    assert [(e.range.start.line - 1, e.range.start.character, e.new_text) for e in third] == [
        (e.range.start.line, e.range.start.character, e.new_text) for e in first
    ]
    assert apply_utf16("import os\n" + text, third) == "import os\n" + fixed


async def test_utf16_positions_after_emoji_and_cjk(push_client, workspace):
    uri = (workspace / "unicode.py").as_uri()
    text = BAD.replace("out = model.generate(", '名前 = "🤗"; out = model.generate(')
    open_doc(push_client, uri, text)
    diags = await diagnostics_for(push_client, uri, lambda d: len(d) > 0)
    line = text.splitlines()[6]
    start = len(line[: line.index("generate")].encode("utf-16-le")) // 2
    assert diags[0].range.start == types.Position(line=6, character=start)
    assert diags[0].range.end.character == start + len("generate")


async def test_utf8_positions_for_neovim(nvim_client, workspace):
    uri = (workspace / "unicode.py").as_uri()
    text = BAD.replace("out = model.generate(", '名前 = "🤗"; out = model.generate(')
    open_doc(nvim_client, uri, text)
    report = await nvim_client.text_document_diagnostic_async(
        types.DocumentDiagnosticParams(text_document=types.TextDocumentIdentifier(uri=uri))
    )
    line = text.splitlines()[6]
    start = len(line[: line.index("generate")].encode("utf-8"))
    assert report.items[0].range.start == types.Position(line=6, character=start)


async def test_pull_diagnostics_with_result_ids(pull_client, workspace):
    uri = (workspace / "run.py").as_uri()
    open_doc(pull_client, uri, BAD)
    first = await pull_client.text_document_diagnostic_async(
        types.DocumentDiagnosticParams(text_document=types.TextDocumentIdentifier(uri=uri))
    )
    assert first.kind == "full" and [d.code for d in first.items] == ["HF101"]
    second = await pull_client.text_document_diagnostic_async(
        types.DocumentDiagnosticParams(text_document=types.TextDocumentIdentifier(uri=uri), previous_result_id=first.result_id)
    )
    assert second.kind == "unchanged" and second.result_id == first.result_id
    replace_all(pull_client, uri, BAD.replace("use_cache=False", "use_cache=True"), 2)
    third = await pull_client.text_document_diagnostic_async(
        types.DocumentDiagnosticParams(text_document=types.TextDocumentIdentifier(uri=uri), previous_result_id=first.result_id)
    )
    assert third.kind == "full" and list(third.items) == []
    assert pull_client.diagnostics == {}  # a pull client gets no pushed diagnostics


async def test_pull_diagnostics_of_a_document_opened_long_ago(pull_client, workspace):
    """The diagnostics of documents not used lately are not kept, and are made again alike."""
    uris = [(workspace / f"many_{n}.py").as_uri() for n in range(12)]
    reports = []
    for uri in uris:
        open_doc(pull_client, uri, BAD)
        reports.append(
            await pull_client.text_document_diagnostic_async(
                types.DocumentDiagnosticParams(text_document=types.TextDocumentIdentifier(uri=uri))
            )
        )
    again = await pull_client.text_document_diagnostic_async(
        types.DocumentDiagnosticParams(text_document=types.TextDocumentIdentifier(uri=uris[0]))
    )
    assert again.kind == "full" and again.result_id == reports[0].result_id
    assert [(d.code, d.range, d.message, d.data) for d in again.items] == [
        (d.code, d.range, d.message, d.data) for d in reports[0].items
    ]
    assert [d.code for d in again.items] == ["HF101"]


async def test_workspace_diagnostics(pull_client, workspace):
    (workspace / "clean.py").write_text(BAD.replace("use_cache=False", "use_cache=True"))
    (workspace / ".venv").mkdir()
    (workspace / ".venv" / "pyvenv.cfg").write_text("")
    (workspace / ".venv" / "bad.py").write_text(BAD)
    report = await pull_client.workspace_diagnostic_async(types.WorkspaceDiagnosticParams(previous_result_ids=[]))
    by_uri = {Path(i.uri).name: [d.code for d in i.items] for i in report.items}
    assert by_uri == {"run.py": ["HF101"], "clean.py": []}
    ids = [types.PreviousResultId(uri=i.uri, value=i.result_id) for i in report.items]
    again = await pull_client.workspace_diagnostic_async(types.WorkspaceDiagnosticParams(previous_result_ids=ids))
    assert {i.kind for i in again.items} == {"unchanged"}


async def test_settings_change_reanalyses(push_client, workspace):
    uri = (workspace / "run.py").as_uri()
    open_doc(push_client, uri, BAD)
    await diagnostics_for(push_client, uri, lambda d: len(d) == 1)
    push_client.workspace_did_change_configuration(
        types.DidChangeConfigurationParams(settings={"hflint": {"ignore": ["HF101"], "transformersVersion": "5.23.0"}})
    )
    assert await diagnostics_for(push_client, uri, lambda d: len(d) == 0) == []
    push_client.workspace_did_change_configuration(
        types.DidChangeConfigurationParams(settings={"hflint": {"transformersVersion": "5.24.0"}})
    )
    diags = await diagnostics_for(push_client, uri, lambda d: len(d) == 1)
    assert "RuntimeError: Assisted decoding requires a cache" in diags[0].message


async def test_bad_setting_is_a_message_not_a_crash(push_client, workspace):
    push_client.workspace_did_change_configuration(
        types.DidChangeConfigurationParams(
            settings={"hflint": {"select": "HF101", "transformersVersion": "banana", "inlayHints": "yes"}}
        )
    )
    uri = (workspace / "run.py").as_uri()
    open_doc(push_client, uri, BAD)
    diags = await diagnostics_for(push_client, uri, lambda d: len(d) == 1)
    assert diags[0].code == "HF101"
    texts = " ".join(m.message for m in push_client.messages)
    assert "select must be a list" in texts and "banana" in texts and "inlayHints" in texts


async def test_notebook_cells_are_one_module(push_client, workspace):
    nb_uri = (workspace / "nb.ipynb").as_uri()
    part1, part2 = BAD.split("inputs =")
    cells = [part1, "inputs =" + part2]
    cell_uris = [f"vscode-notebook-cell:{workspace / 'nb.ipynb'}#c{i}" for i in range(2)]
    push_client.notebook_document_did_open(
        types.DidOpenNotebookDocumentParams(
            notebook_document=types.NotebookDocument(
                uri=nb_uri,
                notebook_type="jupyter-notebook",
                version=1,
                cells=[types.NotebookCell(kind=types.NotebookCellKind.Code, document=u) for u in cell_uris],
            ),
            cell_text_documents=[
                types.TextDocumentItem(uri=u, language_id="python", version=1, text=t) for u, t in zip(cell_uris, cells)
            ],
        )
    )
    diags = await diagnostics_for(push_client, cell_uris[1], lambda d: len(d) == 1)
    assert diags[0].code == "HF101"
    assert diags[0].range.start.line == 1  # second line of the second cell
    assert list(push_client.diagnostics[cell_uris[0]]) == []


async def test_syntax_error_keeps_the_rest(push_client, workspace):
    uri = (workspace / "typing.py").as_uri()
    open_doc(push_client, uri, BAD + "model.generate(**inputs, assistant_model=\n")
    diags = await diagnostics_for(push_client, uri, lambda d: len(d) >= 1)
    assert "HF101" in [d.code for d in diags]


async def test_rapid_changes_end_with_the_final_text(push_client, workspace):
    uri = (workspace / "run.py").as_uri()
    open_doc(push_client, uri, BAD)
    for version in range(2, 1002):
        flag = "False" if version % 2 else "True"
        replace_all(push_client, uri, BAD.replace("use_cache=False", f"use_cache={flag}"), version)
    # The last text (version 1001) has use_cache=False: one diagnostic, for that version.
    diags = await diagnostics_for(push_client, uri, lambda d: len(d) == 1)
    assert diags[0].code == "HF101"
    replace_all(push_client, uri, BAD.replace("use_cache=False", "use_cache=True"), 1002)
    assert await diagnostics_for(push_client, uri, lambda d: len(d) == 0) == []


async def test_large_file(push_client, workspace):
    uri = (workspace / "big.py").as_uri()
    filler = "".join(f"x_{i} = {i}\n" for i in range(50_000))
    open_doc(push_client, uri, BAD + filler + "model.generate(**inputs, assistant_model=assistant, use_cache=False)\n")
    diags = await diagnostics_for(push_client, uri, lambda d: len(d) == 2)
    assert diags[1].range.start.line == 50_007


async def test_requests_for_unknown_documents_and_bad_positions(push_client, workspace):
    missing = (workspace / "never-opened.py").as_uri()
    hover = await push_client.text_document_hover_async(
        types.HoverParams(text_document=types.TextDocumentIdentifier(uri=missing), position=types.Position(line=0, character=0))
    )
    assert hover is None
    uri = (workspace / "run.py").as_uri()
    open_doc(push_client, uri, BAD)
    hover = await push_client.text_document_hover_async(
        types.HoverParams(text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(line=9999, character=9999))
    )
    assert hover is None or hover.contents
    actions = await push_client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=missing),
            range=types.Range(start=types.Position(line=0, character=0), end=types.Position(line=0, character=0)),
            context=types.CodeActionContext(diagnostics=[]),
        )
    )
    assert not actions
    # Still serving afterwards.
    assert len(await diagnostics_for(push_client, uri, lambda d: len(d) == 1)) == 1


async def test_status_notification_and_explain_request(push_client, workspace):
    explained = await push_client.protocol.send_request_async("hflint/explain", {"code": "HF103"})
    markdown = explained["markdown"] if isinstance(explained, dict) else explained.markdown
    assert markdown.startswith("# HF103")
    with pytest.raises(Exception, match="unknown code"):
        await push_client.protocol.send_request_async("hflint/explain", {"code": "HF999"})


async def test_inlay_hints_only_when_enabled(push_client, workspace):
    uri = (workspace / "run.py").as_uri()
    open_doc(push_client, uri, BAD)
    await diagnostics_for(push_client, uri, lambda d: len(d) == 1)
    rng = types.Range(start=types.Position(line=0, character=0), end=types.Position(line=10, character=0))
    params = types.InlayHintParams(text_document=types.TextDocumentIdentifier(uri=uri), range=rng)
    assert not await push_client.text_document_inlay_hint_async(params)
    push_client.workspace_did_change_configuration(
        types.DidChangeConfigurationParams(settings={"hflint": {"inlayHints": True, "transformersVersion": "5.23.0"}})
    )
    await diagnostics_for(push_client, uri, lambda d: len(d) == 1)
    hints = await push_client.text_document_inlay_hint_async(params)
    assert len(hints) == 1 and hints[0].position.line == 6
    assert "use_cache=False" in hints[0].label and "cache_implementation=" in hints[0].label


async def test_editing_a_helper_module_updates_its_importer(push_client, workspace):
    (workspace / "config.py").write_text(
        "from transformers import GenerationConfig\nGEN = GenerationConfig(max_new_tokens=8, use_cache=True)\n"
    )
    run_text = BAD.replace("use_cache=False)", "generation_config=GEN)").replace(
        "from transformers import", "from config import GEN\nfrom transformers import"
    )
    run_uri = (workspace / "run.py").as_uri()
    open_doc(push_client, run_uri, run_text)
    assert await diagnostics_for(push_client, run_uri) == []
    config_uri = (workspace / "config.py").as_uri()
    open_doc(push_client, config_uri, (workspace / "config.py").read_text())
    replace_all(push_client, config_uri, (workspace / "config.py").read_text().replace("use_cache=True", "use_cache=False"), 2)
    diags = await diagnostics_for(push_client, run_uri, lambda d: len(d) == 1)
    assert diags[0].code == "HF101"
    assert any(r.location.uri == config_uri for r in diags[0].related_information)


def _as_seen(diags, uri: str) -> list[str]:
    """Diagnostics as a client sees them, with the document's URI taken out (to compare two documents)."""
    return sorted(repr(d).replace(uri, "<doc>") for d in diags)


async def test_edits_of_a_long_script_publish_what_a_fresh_open_does(push_client, workspace):
    # The server resumes each analysis from the last one's and keeps the diagnostics of calls it
    # did not walk again (core/journal.py, _convert): what it publishes must not show it.
    import sys

    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
    import _gen

    text = _gen.script(3_000)
    uri = (workspace / "long.py").as_uri()
    open_doc(push_client, uri, text)
    await diagnostics_for(push_client, uri, lambda d: len(d) > 100)
    lines = text.split("\n")
    middle = [n for n, line in enumerate(lines) if line.startswith("slow_")][len(lines) // 100]
    edits = [
        (0, "FAST = time.time() > 0", "FAST = True"),  # every block after it walks otherwise
        (0, "FAST = True", "FAST = time.time() > 0"),
        (middle, "use_cache=False", "use_cache=True"),  # the rest of the walk is as before
        (middle, "use_cache=True", "use_cache=False"),
        (middle - 2, "AutoModelForCausalLM.from_pretrained(draft)", "AutoModelForCausalLM.from_pretrained(main)"),
        (middle + 10, "use_cache = True", "use_cache = False"),
    ]
    version = 1
    for n, (line, old, new) in enumerate(edits):
        at = next(k for k in range(line, len(lines)) if old in lines[k])
        col = lines[at].index(old)
        lines[at] = lines[at].replace(old, new, 1)
        version += 1
        push_client.text_document_did_change(
            types.DidChangeTextDocumentParams(
                text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=version),
                content_changes=[
                    types.TextDocumentContentChangePartial(
                        range=types.Range(
                            start=types.Position(line=at, character=col), end=types.Position(line=at, character=col + len(old))
                        ),
                        text=new,
                    )
                ],
            )
        )
        twin = (workspace / f"twin{n}.py").as_uri()
        open_doc(push_client, twin, "\n".join(lines))
        expected = _as_seen(await diagnostics_for(push_client, twin, lambda d: len(d) > 100), twin)
        edited = await diagnostics_for(push_client, uri, lambda d, want=expected: _as_seen(d, uri) == want)
        assert _as_seen(edited, uri) == expected


# A use_cache=False written once and read by two calls: the assisted one raises, the plain one
# relies on it. Flipping it where it is written would change the plain call too: unsafe.
SHARED = BAD.replace(
    "out = model.generate(**inputs, assistant_model=assistant, use_cache=False)",
    "kwargs = {'use_cache': False, 'max_new_tokens': 8}\n"
    "plain = model.generate(**inputs, **kwargs)\n"
    "out = model.generate(**inputs, assistant_model=assistant, **kwargs)",
)


async def test_unsafe_fixes_are_quick_fixes_never_in_fix_all(push_client, workspace):
    assert SHARED != BAD
    uri = (workspace / "shared.py").as_uri()
    open_doc(push_client, uri, SHARED)
    diags = await diagnostics_for(push_client, uri, lambda d: len(d) == 1)
    actions = await push_client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            range=diags[0].range,
            context=types.CodeActionContext(diagnostics=list(diags)),
        )
    )
    flip = next(a for a in actions if a.title.startswith("Change `False` to `True`"))
    assert flip.title.endswith("also changes the call at line 8 (HF101, unsafe fix)") and not flip.is_preferred
    assert apply_edits(SHARED, flip.edit.changes[uri]).count("'use_cache': True") == 1
    fix_all = await push_client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            range=types.Range(start=types.Position(line=0, character=0), end=types.Position(line=0, character=0)),
            context=types.CodeActionContext(diagnostics=[], only=["source.fixAll.hflint"]),
        )
    )
    assert not fix_all  # (nothing safe to make)


async def test_unused_suppression_when_selected_is_faded_and_removed_by_fix_all(push_client, workspace):
    push_client.workspace_did_change_configuration(
        types.DidChangeConfigurationParams(settings={"hflint": {"select": ["HF"], "transformersVersion": "5.23.0"}})
    )
    uri = (workspace / "stale.py").as_uri()
    text = BAD.replace("use_cache=False)", "use_cache=True)  # hflint: ignore[HF101]")
    open_doc(push_client, uri, text)
    diags = await diagnostics_for(push_client, uri, lambda d: len(d) == 1)
    assert diags[0].code == "HF001" and diags[0].severity == types.DiagnosticSeverity.Warning
    assert list(diags[0].tags) == [types.DiagnosticTag.Unnecessary]
    hover = await push_client.text_document_hover_async(
        types.HoverParams(text_document=types.TextDocumentIdentifier(uri=uri), position=diags[0].range.start)
    )
    assert "**HF001**" in hover.contents.value and "By release" not in hover.contents.value
    fix_all = await push_client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            range=types.Range(start=types.Position(line=0, character=0), end=types.Position(line=0, character=0)),
            context=types.CodeActionContext(diagnostics=[], only=["source.fixAll.hflint"]),
        )
    )
    assert apply_edits(text, fix_all[0].edit.changes[uri]) == BAD.replace("use_cache=False", "use_cache=True")
