"""A file's own transformers pin over LSP: a notebook's install cell and a script's PEP 723 block
decide the release its diagnostics and hovers assume, and an edit of the pin is followed."""

from __future__ import annotations

from pathlib import Path

import pytest_lsp
from conftest import SERVER, push_capabilities
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient
from test_notebooks import open_notebook
from test_server import diagnostics_for, open_doc, replace_all

# `summarization` is a pipeline task of 4.57.6 that transformers 5 removed: HF161 on 5.x only.
BODY = 'from transformers import pipeline\n\nsummarizer = pipeline("summarization", model="t5-small")\n'


def script(pin: str) -> str:
    return f'# /// script\n# dependencies = [\n#     "{pin}",\n#     "torch",\n# ]\n# ///\n' + BODY


@pytest_lsp.fixture(config=ClientServerConfig(server_command=SERVER))
async def detecting_client(lsp_client: LanguageClient, tmp_path: Path):
    """A client with no transformersVersion setting: the server detects the release (here the
    newest, the workspace having no environment and no pin)."""
    await lsp_client.initialize_session(
        types.InitializeParams(
            capabilities=push_capabilities(),
            root_uri=tmp_path.as_uri(),
            workspace_folders=[types.WorkspaceFolder(uri=tmp_path.as_uri(), name="ws")],
            initialization_options={},
        )
    )
    yield lsp_client
    await lsp_client.shutdown_session()


def change_cell(client: LanguageClient, nb_uri: str, cell_uri: str, text: str, version: int) -> None:
    client.notebook_document_did_change(
        types.DidChangeNotebookDocumentParams(
            notebook_document=types.VersionedNotebookDocumentIdentifier(version=version, uri=nb_uri),
            change=types.NotebookDocumentChangeEvent(
                cells=types.NotebookDocumentCellChanges(
                    text_content=[
                        types.NotebookDocumentCellContentChanges(
                            document=types.VersionedTextDocumentIdentifier(uri=cell_uri, version=version),
                            changes=[types.TextDocumentContentChangeWholeDocument(text=text)],
                        )
                    ]
                )
            ),
        )
    )


async def test_editing_the_pin_cell_changes_the_diagnostics(detecting_client, tmp_path):
    cells = ["!pip install -q transformers==4.57.6 accelerate\n", BODY]
    nb_uri, uris = open_notebook(detecting_client, tmp_path, cells)
    # 4.57.6 has the task: nothing to say (the newest release, 5.24.0, would raise).
    assert await diagnostics_for(detecting_client, uris[1]) == []

    change_cell(detecting_client, nb_uri, uris[0], "!pip install -q transformers==5.23.0 accelerate\n", 2)
    found = await diagnostics_for(detecting_client, uris[1], lambda d: len(d) == 1)
    assert found[0].code == "HF161"
    assert "With transformers 5.23.0 (cell 2: !pip install -q transformers==5.23.0 accelerate)" in found[0].message

    hover = await detecting_client.text_document_hover_async(
        types.HoverParams(text_document=types.TextDocumentIdentifier(uri=uris[1]), position=types.Position(line=2, character=16))
    )
    assert hover is not None
    assert "With transformers **5.23.0** (cell 2: !pip install -q transformers==5.23.0 accelerate)" in hover.contents.value

    # Back to a pin of 4.57.6, as a range: the newest release inside it.
    change_cell(detecting_client, nb_uri, uris[0], '%pip install "transformers>=4.56,<5"\n', 3)
    assert await diagnostics_for(detecting_client, uris[1], lambda d: not d) == []


async def test_editing_the_script_metadata_changes_the_diagnostics(detecting_client, tmp_path):
    uri = (tmp_path / "summarise.py").as_uri()
    open_doc(detecting_client, uri, script("transformers==4.57.6"))
    assert await diagnostics_for(detecting_client, uri) == []

    replace_all(detecting_client, uri, script("transformers==5.23.0"), 2)
    found = await diagnostics_for(detecting_client, uri, lambda d: len(d) == 1)
    assert found[0].code == "HF161" and "With transformers 5.23.0 (line 3: transformers==5.23.0)" in found[0].message

    # A block left open: the workspace's release, and a note on the block's first line.
    broken = '# /// script\n# dependencies = [\n#     "transformers==4.57.6",\n# ]\n' + BODY
    replace_all(detecting_client, uri, broken, 3)
    found = await diagnostics_for(detecting_client, uri, lambda d: len(d) == 2)
    by_code = {d.code: d for d in found}
    note = next(d for d in found if d.severity == types.DiagnosticSeverity.Information)
    assert "not closed" in note.message and note.range.start.line == 0
    assert "HF161" in by_code


async def test_an_explicit_setting_wins_over_the_pin(push_client, workspace):
    # (push_client sets transformersVersion 5.23.0)
    _, uris = open_notebook(push_client, workspace, ["!pip install -q transformers==4.57.6\n", BODY])
    found = await diagnostics_for(push_client, uris[1], lambda d: len(d) == 1)
    assert found[0].code == "HF161" and "With transformers 5.23.0 (hflint.transformersVersion setting)" in found[0].message


async def test_the_status_names_each_pinned_files_release(detecting_client, tmp_path):
    """hflint/status carries the releases of the documents their own pin decides (the VS Code
    status bar shows the one of the file in front), and follows an edit that removes the pin."""
    statuses: list = []
    detecting_client.feature("hflint/status")(lambda params: statuses.append(params))

    def files_of(params) -> dict[str, str]:
        return {f.uri: f.release for f in params.files}

    uri = (tmp_path / "summarise.py").as_uri()
    open_doc(detecting_client, uri, script("transformers==4.57.6"))
    assert await diagnostics_for(detecting_client, uri) == []
    assert statuses and files_of(statuses[-1]) == {uri: "4.57.6"}

    replace_all(detecting_client, uri, BODY, 2)  # the block deleted: the workspace's release
    found = await diagnostics_for(detecting_client, uri, lambda d: len(d) == 1)
    assert found[0].code == "HF161"
    assert files_of(statuses[-1]) == {}


async def test_install_calls_and_requirements_files_pin_over_lsp(detecting_client, tmp_path):
    """A notebook exported to .py (`get_ipython().system(...)`) pins its release, and a
    notebook's `%pip install -r requirements.txt` reads the file next to the notebook."""
    uri = (tmp_path / "exported.py").as_uri()
    open_doc(detecting_client, uri, "get_ipython().system('pip install -q transformers==4.57.6')\n" + BODY)
    assert await diagnostics_for(detecting_client, uri) == []
    replace_all(detecting_client, uri, "get_ipython().system('pip install -q transformers==5.23.0')\n" + BODY, 2)
    found = await diagnostics_for(detecting_client, uri, lambda d: len(d) == 1)
    assert found[0].code == "HF161"
    assert "With transformers 5.23.0 (line 1: get_ipython().system('pip install -q transformers==5.23.0'))" in found[0].message

    # (a name the workspace's own pins do not read: only the notebook's line brings it in)
    (tmp_path / "colab-deps.txt").write_text("torch\ntransformers==4.57.6\n")
    _, uris = open_notebook(detecting_client, tmp_path, ["%pip install -q -r colab-deps.txt\n", BODY])
    assert await diagnostics_for(detecting_client, uris[1]) == []
