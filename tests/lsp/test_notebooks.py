"""Notebooks over LSP (notebookDocument sync): diagnostics land in the right cell at the right
column, evidence points into the cell that set the value, quick fixes and fix-all edit cells."""

from __future__ import annotations

from lsprotocol import types
from test_server import apply_edits, diagnostics_for

CELLS = [
    # 0: a Colab install guard and a GPU check: IPython syntax, no finding.
    "import sys\nIN_COLAB = 'google.colab' in sys.modules\nif IN_COLAB:\n    !pip install -q transformers\n!nvidia-smi\n",
    # 1: the models.
    "from transformers import AutoModelForCausalLM, AutoTokenizer\n\n"
    "tok = AutoTokenizer.from_pretrained('gpt2')\nmodel = AutoModelForCausalLM.from_pretrained('gpt2')\n"
    "draft = AutoModelForCausalLM.from_pretrained('distilgpt2')\ninputs = tok('hi', return_tensors='pt')\n",
    # 2: the setting, in a cell of its own.
    "gen_kwargs = {'use_cache': False}\n",
    # 3: timed generation: the body of %%time is analysed.
    "%%time\nout = model.generate(**inputs, assistant_model=draft, use_cache=False)\n",
    # 4: a cell pasted with an indent (IPython strips it): columns stay the cell's.
    "    res = model.generate(**inputs, assistant_model=draft, **gen_kwargs)\n",
    # 5: a string left open at the end of a cell: an error of this cell only.
    "note = 'unfinished\n",
    # 6: still analysed after it.
    "again = model.generate(**inputs, assistant_model=draft, use_cache=False)\n",
]


def open_notebook(client, workspace, cells, name="nb.ipynb"):
    nb_uri = (workspace / name).as_uri()
    uris = [f"vscode-notebook-cell:{workspace / name}#W{i}" for i in range(len(cells))]
    client.notebook_document_did_open(
        types.DidOpenNotebookDocumentParams(
            notebook_document=types.NotebookDocument(
                uri=nb_uri,
                notebook_type="jupyter-notebook",
                version=1,
                cells=[types.NotebookCell(kind=types.NotebookCellKind.Markup, document=f"{uris[0]}-md")]
                + [types.NotebookCell(kind=types.NotebookCellKind.Code, document=u) for u in uris],
            ),
            cell_text_documents=[types.TextDocumentItem(uri=f"{uris[0]}-md", language_id="markdown", version=1, text="# t")]
            + [types.TextDocumentItem(uri=u, language_id="python", version=1, text=t) for u, t in zip(uris, cells)],
        )
    )
    return nb_uri, uris


async def test_diagnostics_land_in_their_cells(push_client, workspace):
    _, uris = open_notebook(push_client, workspace, CELLS)
    timed = await diagnostics_for(push_client, uris[3], lambda d: len(d) == 1)
    assert timed[0].code == "HF101"
    # `generate` on the second line of the %%time cell.
    assert timed[0].range.start == types.Position(line=1, character=12)
    # Cells are numbered among all cells, as editors number them (a Markdown cell comes first).
    assert "use_cache is set to False in cell 5, line 2" in timed[0].message

    indented = await diagnostics_for(push_client, uris[4], lambda d: len(d) == 1)
    line = CELLS[4].splitlines()[0]
    assert indented[0].range.start == types.Position(line=0, character=line.index("generate"))
    assert "in cell 4, line 1" in indented[0].message
    # The evidence points into the cell that set the value.
    related = {r.location.uri: r.location.range for r in indented[0].related_information}
    assert uris[2] in related and related[uris[2]].start.line == 0

    broken = await diagnostics_for(push_client, uris[5], lambda d: len(d) == 1)
    assert broken[0].code == "HF000" and broken[0].range.start.line == 0
    after = await diagnostics_for(push_client, uris[6], lambda d: len(d) == 1)
    assert after[0].code == "HF101"
    for quiet in (0, 1, 2):
        assert await diagnostics_for(push_client, uris[quiet]) == []


async def test_quick_fix_edits_the_cell(push_client, workspace):
    _, uris = open_notebook(push_client, workspace, CELLS)
    diags = await diagnostics_for(push_client, uris[3], lambda d: len(d) == 1)
    actions = await push_client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=uris[3]),
            range=diags[0].range,
            context=types.CodeActionContext(diagnostics=list(diags)),
        )
    )
    assert actions[0].title.startswith("Set `use_cache=True`") and actions[0].is_preferred
    assert list(actions[0].edit.changes) == [uris[3]]
    fixed = apply_edits(CELLS[3], actions[0].edit.changes[uris[3]])
    assert fixed == CELLS[3].replace("use_cache=False", "use_cache=True")


async def test_fix_all_edits_every_cell_it_fixes(push_client, workspace):
    _, uris = open_notebook(push_client, workspace, CELLS)
    await diagnostics_for(push_client, uris[6], lambda d: len(d) == 1)
    actions = await push_client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=uris[3]),
            range=types.Range(start=types.Position(line=0, character=0), end=types.Position(line=0, character=0)),
            context=types.CodeActionContext(diagnostics=[], only=["source.fixAll.hflint"]),
        )
    )
    assert [a.kind for a in actions] == ["source.fixAll.hflint"]
    changes = actions[0].edit.changes
    # Cell 4's call reads the kwargs dict of cell 2, and nothing else reads it: the entry is
    # edited where it is written.
    assert set(changes) == {uris[2], uris[3], uris[6]}
    assert apply_edits(CELLS[2], changes[uris[2]]) == CELLS[2].replace("False", "True")
    assert apply_edits(CELLS[3], changes[uris[3]]) == CELLS[3].replace("use_cache=False", "use_cache=True")
    assert apply_edits(CELLS[6], changes[uris[6]]) == CELLS[6].replace("use_cache=False", "use_cache=True")


async def test_hover_in_an_indented_cell(push_client, workspace):
    _, uris = open_notebook(push_client, workspace, CELLS)
    await diagnostics_for(push_client, uris[4], lambda d: len(d) == 1)
    col = CELLS[4].index("generate") + 2
    hover = await push_client.text_document_hover_async(
        types.HoverParams(text_document=types.TextDocumentIdentifier(uri=uris[4]), position=types.Position(line=0, character=col))
    )
    assert "**HF101**" in hover.contents.value
    assert hover.range.start == types.Position(line=0, character=CELLS[4].index("generate"))
