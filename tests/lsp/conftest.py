"""A real hflint server process over stdio, driven by pytest-lsp's client."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

from samples import BAD

SERVER = [sys.executable, "-m", "hflint", "server"]


def push_capabilities() -> types.ClientCapabilities:
    """A client that only takes pushed diagnostics (like Emacs eglot)."""
    return types.ClientCapabilities(
        text_document=types.TextDocumentClientCapabilities(
            publish_diagnostics=types.PublishDiagnosticsClientCapabilities(related_information=True),
            hover=types.HoverClientCapabilities(content_format=[types.MarkupKind.Markdown]),
            code_action=types.CodeActionClientCapabilities(),
        ),
        general=types.GeneralClientCapabilities(position_encodings=[types.PositionEncodingKind.Utf16]),
    )


@pytest.fixture
def workspace(tmp_path: Path) -> Path:
    (tmp_path / "run.py").write_text(BAD)
    return tmp_path


async def start(
    lsp_client: LanguageClient, root: Path, capabilities: types.ClientCapabilities, options: dict | None = None
) -> None:
    await lsp_client.initialize_session(
        types.InitializeParams(
            capabilities=capabilities,
            root_uri=root.as_uri(),
            workspace_folders=[types.WorkspaceFolder(uri=root.as_uri(), name="ws")],
            initialization_options={"transformersVersion": "5.23.0", **(options or {})},
        )
    )


@pytest_lsp.fixture(config=ClientServerConfig(server_command=SERVER))
async def push_client(lsp_client: LanguageClient, workspace: Path):
    await start(lsp_client, workspace, push_capabilities())
    yield lsp_client
    await lsp_client.shutdown_session()


def pull_capabilities() -> types.ClientCapabilities:
    """VS Code's capabilities plus LSP 3.17 pull diagnostics (as current VS Code has them)."""
    caps = client_capabilities("visual-studio-code")
    caps.text_document.diagnostic = types.DiagnosticClientCapabilities(related_document_support=False)
    caps.workspace.diagnostics = types.DiagnosticWorkspaceClientCapabilities(refresh_support=True)
    return caps


@pytest_lsp.fixture(config=ClientServerConfig(server_command=SERVER))
async def pull_client(lsp_client: LanguageClient, workspace: Path):
    await start(lsp_client, workspace, pull_capabilities())
    yield lsp_client
    await lsp_client.shutdown_session()


@pytest_lsp.fixture(config=ClientServerConfig(server_command=SERVER))
async def nvim_client(lsp_client: LanguageClient, workspace: Path):
    """Neovim 0.11's capabilities: UTF-8 positions first, pull diagnostics."""
    await start(lsp_client, workspace, client_capabilities("neovim@v0.11.0"))
    yield lsp_client
    await lsp_client.shutdown_session()
