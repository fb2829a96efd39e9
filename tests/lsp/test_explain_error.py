"""The error recogniser through the real server: workspace/executeCommand `hflint.recogniseError` and `hflint.errorMessages`."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from lsprotocol import types

TRACEBACKS = Path(__file__).resolve().parent.parent / "fixtures" / "tracebacks"


def real_run(release: str, name: str) -> tuple[str, dict]:
    """A traceback the ground truth kept, and what index.json says of it; its script's folder
    renamed to one that is not on this machine (as a traceback from a server or a container)."""
    index = json.loads((TRACEBACKS / "index.json").read_text())
    run = next(r for r in index["runs"] if r["release"] == release and r["file"] == name)
    text = (TRACEBACKS / release / name).read_text()
    folder = str(Path(run["path"]).parent.parent)
    return text.replace(folder, "/srv/elsewhere"), run


async def execute(client, command: str, *arguments):
    return await client.workspace_execute_command_async(types.ExecuteCommandParams(command=command, arguments=list(arguments)))


def test_the_commands_are_announced():
    # (test_early_start.py holds these capabilities to the full server's reply, byte for byte)
    from hflint.lsp.early import FEATURES

    assert FEATURES["executeCommandProvider"] == {"commands": ["hflint.recogniseError", "hflint.errorMessages"]}


async def test_a_real_traceback_names_the_code_the_release_and_the_users_line(push_client, workspace):
    text, run = real_run("5.23.0", "HF101-use-cache-kwarg.txt")
    # The run's script, where this workspace keeps it (the traceback came from another machine).
    script = workspace / "HF101" / "use-cache-kwarg.py"
    script.parent.mkdir()
    script.write_text(run["source"])
    reply = await execute(push_client, "hflint.recogniseError", {"text": text})
    [error] = reply["errors"]
    assert error["code"] == "HF101" and error["codes"] == ["HF101"]
    assert error["exception"] == "ValueError"
    assert error["message"] == "assisted generate requires `use_cache=True`"
    from hflint.catalog import load_catalog

    fact = load_catalog().get("HF101").fact_for("5.23.0")  # (its message: every release the ground truth ran it on)
    assert error["releases"] == list(fact.lines) and error["releases"][0] == "4.57.6" and "5.23.0" in error["releases"]
    assert error["pinned"] == ["5.23.0"] and error["release"] == "5.23.0"
    assert error["uri"] == script.as_uri()
    line = run["line"] - 1
    assert error["range"]["start"]["line"] == line
    assert script.read_text().splitlines()[line][error["range"]["start"]["character"] :].startswith("generate(")
    [finding] = error["findings"]
    assert finding["code"] == "HF101" and finding["range"]["start"]["line"] == run["line"]
    assert error["markdown"].startswith("`ValueError: assisted generate requires `") or "HF101" in error["markdown"]
    assert "## HF101 assisted-use-cache-disabled" in error["markdown"]


async def test_a_shared_message_without_a_file_names_both_codes(push_client):
    reply = await execute(push_client, "hflint.recogniseError", "RuntimeError: Assisted decoding requires a cache")
    [error] = reply["errors"]
    assert sorted(error["codes"]) == ["HF101", "HF103"]
    assert error["releases"] == ["5.24.0"] and error["uri"] is None
    assert "HF101 or HF103" in error["markdown"]


async def test_an_unknown_message_is_an_empty_answer(push_client):
    reply = await execute(push_client, "hflint.recogniseError", {"text": "ValueError: something else entirely"})
    assert reply == {"errors": []}


async def test_bad_arguments_are_a_clear_error(push_client):
    with pytest.raises(Exception, match="arguments are"):
        await execute(push_client, "hflint.recogniseError", {"txt": 3})


async def test_the_messages_as_data(push_client):
    from hflint.catalog import load_catalog

    reply = await execute(push_client, "hflint.errorMessages")
    rows = reply["messages"]
    catalog = load_catalog()
    # (a fact reported as another code raises that code's very error: the other's row stands for it;
    # Python's own message about an object, HF152/HF153, is left out: text alone cannot tell whose,
    # unless the message names transformers itself, HF302's `GenerationMixin.generate() argument
    # after ** ...`; an exception raised without a message, HF301's, comes last, a row of no text
    # that the terminal links by the frame raising it)
    raised = [
        (e.code, f)
        for e in catalog
        for f in e.facts
        if f.raised and not f.reported_as and (f.raised_at != "expression" or "transformers." in f.message)
    ]
    bare = [(code, f) for code, f in raised if f.message == "" and f.file]
    raised = [(code, f) for code, f in raised if f.message != ""] + bare
    assert bare, "HF301's AttributeError is raised without a message"
    # (a message that opens with its list, HF164's, has a row per part: the list's first line)
    # (a placeholder the fact's message_values names, HF322's `{kind}`, has a row per value)
    expected = []
    for code, fact in raised:
        if fact.message.startswith("{issues}") and fact.parts:
            texts = [fact.message.replace("{issues}", t, 1) for k, t in fact.parts.items() if k != "line"]
        else:
            texts = [fact.message]
        for name, values in fact.message_values.items():
            if "{" + name + "}" in fact.message:
                texts = [t.replace("{" + name + "}", v) for t in texts for v in values]
        expected += [(code, fact, t) for t in texts]
    assert len(rows) == len(expected)
    for row, (code, fact, message) in zip(rows, expected):
        assert row["code"] == code and row["exception"] == fact.exception and row["versions"] == fact.versions
        text = "".join(p.get("text", "{" + p.get("placeholder", "") + "}") for p in row["parts"])
        assert text == message


async def test_hover_lists_the_calls_outcome_by_release(push_client, workspace):
    from samples import BAD

    uri = (workspace / "run.py").as_uri()
    push_client.text_document_did_open(
        types.DidOpenTextDocumentParams(text_document=types.TextDocumentItem(uri=uri, language_id="python", version=1, text=BAD))
    )
    line = BAD.splitlines().index(next(x for x in BAD.splitlines() if ".generate(" in x))
    col = BAD.splitlines()[line].index("generate(")
    hover = await push_client.text_document_hover_async(
        types.HoverParams(text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(line=line, character=col))
    )
    value = hover.contents.value
    assert value.startswith("**HF101**")
    assert (
        "| **4.57.6 – 5.23.0** (assumed) | raises `ValueError` (HF101): ``assisted generate requires `use_cache=True` `` |"
    ) in value
    assert "| 5.24.0 | raises `RuntimeError` (HF101): `Assisted decoding requires a cache` |" in value
