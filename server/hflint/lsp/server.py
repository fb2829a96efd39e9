"""The pygls language server: registration, per-document debounce, settings; a thin adapter over analyze()."""

from __future__ import annotations

import asyncio
import functools
import gc
import logging
import os
import sys
import traceback
from collections import OrderedDict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import unquote

from lsprotocol import types
from pygls.exceptions import JsonRpcException, JsonRpcParseError
from pygls.lsp.server import LanguageServer
from pygls.uris import to_fs_path

from hflint import __version__
from hflint.catalog import CatalogError, default_catalog, render_markdown
from hflint.core.engine import AnalysisResult, Settings, analyze, collector_paused
from hflint.core.findings import Span
from hflint.core.notebook import NotebookModule, build
from hflint.core.source import LineIndex
from hflint.core.workspace import unchanged
from hflint.files import ConfigError, ProjectConfig, discover, load_project_config
from hflint.lsp import actions, convert, inlay, session
from hflint.lsp.early import Early, ReplayInput
from hflint.lsp.hover import hover_markdown
from hflint.lsp.protocol import HflintProtocol, JsonList, JsonResult, LspLinesDocument, ResyncingInput
from hflint.lsp.session import Converted, Unit, text_unit
from hflint.lsp.settings import ServerSettings, parse_settings
from hflint.versions import AssumedRelease, torch_note

log = logging.getLogger("hflint.lsp")

MAX_WORKSPACE_FILES = 5000


@dataclass(slots=True)
class Analysed:
    unit: Unit
    result: AnalysisResult
    # None once the document has not been used for a while (ls.diagnostics_of makes them again).
    diagnostics: dict[str, list[dict[str, Any]]] | None
    result_id: str
    # The call sites (what hover and inlay hints read), the parse (for the next edit) and the
    # LSP diagnostics are kept for the few documents used last only: the sites and the parse
    # hold the syntax tree and the heap snapshots, the diagnostics repeat the findings;
    # together most of the server's memory.
    has_sites: bool = True
    # Each finding's diagnostic by the finding's identity, for the next version's (see _convert).
    converted: Converted = field(default_factory=lambda: Converted(()))
    # source.fixAll's reply for this version, with the position encoding it was made in.
    fix_all: tuple[str, Any] | None = None


# How many documents keep their call sites (hover on another one analyses it again).
SITES_KEPT = 8
# Seconds after which a publication waits again while the messages the early start read are
# still being handled (HflintProtocol.caught_up).
CATCH_UP_S = 0.01
CATCH_UP_WAITS = 200
# Seconds without an analysis after which the collector looks at everything once.
IDLE_COLLECT_S = 5.0


def _analyse_frozen(*args: Any, notebook: NotebookModule | None = None, index: LineIndex | None = None) -> AnalysisResult:
    """analyze(), then everything alive (the new result, the caches) is frozen out of the cyclic
    collector's passes. Without it, its full passes over the results of the last edits took
    about 400 ms of every other change of a 20,000-line file. Reference counting still frees
    what is dropped; cycles among frozen objects wait for the collection when edits pause."""
    with collector_paused():
        result = analyze(*args, notebook=notebook, index=index)  # type: ignore[misc]  # (args stop before it)
        gc.freeze()
    return result


def _continued(cached: Analysed | None) -> tuple[Any, bool, Any]:
    """analyze()'s last arguments for the next version of a document: the last version's parse
    and walk to continue from (core/journal.py), and a journal kept for the one after."""
    if cached is None:
        return None, True, None
    return cached.result.parsed, True, cached.result.journal


def _collect_frozen() -> None:
    gc.unfreeze()
    gc.collect()
    gc.freeze()


@dataclass(slots=True)
class State:
    settings: ServerSettings = field(default_factory=ServerSettings)
    project: ProjectConfig = field(default_factory=ProjectConfig)
    release: AssumedRelease | None = None
    generation: int = 0  # bumps when settings change: every result id changes with it
    cache: dict[str, Analysed] = field(default_factory=dict)
    with_sites: OrderedDict[str, None] = field(default_factory=OrderedDict)
    timers: dict[str, asyncio.TimerHandle] = field(default_factory=dict)
    pull: bool = False
    refresh: bool = False
    raw_settings: Any = None
    init_options: dict[str, Any] | None = None
    # The documents analysed with their own pin's release (a notebook's install cell, a script's
    # PEP 723 block): URI -> (release, where it comes from), for the status notification.
    file_releases: dict[str, tuple[str, str]] = field(default_factory=dict)


class HflintLanguageServer(LanguageServer):
    def __init__(self) -> None:
        super().__init__(
            "hflint",
            __version__,
            text_document_sync_kind=types.TextDocumentSyncKind.Incremental,
            notebook_document_sync=types.NotebookDocumentSyncOptions(
                notebook_selector=[
                    types.NotebookDocumentFilterWithCells(cells=[types.NotebookCellLanguage(language="python")], notebook="*")
                ],
                save=True,
            ),
            protocol_cls=HflintProtocol,
        )
        self.catalog = default_catalog()
        self.state = State()
        self._units: dict[str, Unit] = {}
        self._idle_gc: asyncio.TimerHandle | None = None
        self._catch_up_waits = 0

    # ------------------------------------------------------------ helpers

    def report_server_error(self, error: Exception, source: Any) -> None:
        if isinstance(error, ValueError) and source is JsonRpcException and isinstance(self.protocol, HflintProtocol):
            # A frame whose body is not JSON (or not UTF-8): the client's fault, answered as
            # JSON-RPC asks (a parse error, id null), never shown to the user as a server error.
            log.warning("unreadable message: %s", error)
            self.protocol.send_error(None, JsonRpcParseError(f"Parse error: {error}"))
            return
        super().report_server_error(error, source)

    def is_open(self, uri: str) -> bool:
        """Whether the client has `uri` open. pygls keys its documents by the unquoted URI: a path
        with a space or a non-ASCII letter (`My%20Project`) is found only that way."""
        return unquote(uri) in self.workspace.text_documents

    @property
    def encoding(self) -> str:
        return convert.encoding_name(self.workspace.position_encoding)

    def log_error(self, where: str) -> None:
        text = f"hflint: {where} failed:\n{traceback.format_exc()}"
        log.error(text)
        try:
            self.window_log_message(types.LogMessageParams(type=types.MessageType.Error, message=text))
        except Exception:  # noqa: BLE001 - logging must never raise
            pass

    def engine_settings(self, release: AssumedRelease | None = None) -> Settings:
        return session.engine_settings(self.state.settings, self.state.project, release or self.release(), self.workspace_root())

    def release_of(self, unit: Unit) -> AssumedRelease:
        """The release `unit` is analysed with (its own pin's, or the workspace's: session.unit_release).
        A change of the document's own release is told to the client (the status bar names the
        release of the file in front)."""
        run = self.release()
        release = session.unit_release(self.catalog, run, unit)
        shown = None if release is run else (release.version, release.source)
        if self.state.file_releases.get(unit.key) != shown:
            if shown is None:
                self.state.file_releases.pop(unit.key, None)
            else:
                self.state.file_releases[unit.key] = shown
            self.send_status()
        return release

    def source_of(self, path: Path) -> tuple[str, object] | None:
        """A workspace module's text: the editor's copy when it is open, else the file on disk."""
        from pygls.uris import from_fs_path

        from hflint.core.workspace import disk_source

        uri = from_fs_path(str(path))
        if uri is not None and self.is_open(uri):
            doc = self.workspace.get_text_document(uri)
            return doc.source, ("open", doc.version)
        return disk_source(path)

    def dependents_of(self, uri: str) -> list[str]:
        """Open documents whose last analysis read `uri`'s file (a helper module, a config module)."""
        path = to_fs_path(uri) if uri.startswith("file:") else None
        if path is None:
            return []
        resolved = str(Path(path).resolve())
        return [key for key, analysed in self.state.cache.items() if key != uri and resolved in analysed.result.dependencies]

    def release(self) -> AssumedRelease:
        if self.state.release is None:
            self.state.release = self._decide_release()
        return self.state.release

    def _decide_release(self) -> AssumedRelease:
        def warn(message: str) -> None:
            self.window_show_message(types.ShowMessageParams(type=types.MessageType.Warning, message=message))

        return session.decide_release(
            self.catalog,
            self.state.settings,
            self.state.project,
            self.workspace_root(),
            self.workspace_folders,
            warn,
            self.log_error,
        )

    def workspace_root(self) -> Path | None:
        try:
            root = self.workspace.root_path
        except Exception:  # noqa: BLE001
            return None
        return Path(root) if root else None

    def workspace_folders(self) -> list[Path]:
        """Every folder of the workspace (the root and the workspace folders), as paths."""
        try:
            folders = [folder.uri for folder in (self.workspace.folders or {}).values()]
        except Exception:  # noqa: BLE001
            folders = []
        return session.folder_paths(self.workspace_root(), folders)

    def send_status(self) -> None:
        release = self.release()
        try:
            self.protocol.notify(
                "hflint/status",
                {
                    "release": release.version,
                    "source": release.source,
                    "covered": release.covered,
                    # The environment's torch ("torch 2.13.0+cpu, built without CUDA (.venv)"), or None.
                    "torch": torch_note(release.torch) if release.torch is not None else None,
                    # Documents analysed with another release, their own pin's.
                    "files": [
                        {"uri": uri, "release": v, "source": src} for uri, (v, src) in sorted(self.state.file_releases.items())
                    ],
                },
            )
        except Exception:  # noqa: BLE001
            self.log_error("status notification")

    # ------------------------------------------------------------ units

    def unit_for(self, uri: str) -> Unit | None:
        """The analysis unit holding `uri` (a Python document, a notebook, or one of its cells)."""
        try:
            notebook = self.workspace.get_notebook_document(cell_uri=uri) or (
                self.workspace.get_notebook_document(notebook_uri=uri)
            )
        except Exception:  # noqa: BLE001
            notebook = None
        if notebook is not None:
            return self._notebook_unit(notebook)
        if not self.is_open(uri):
            return None
        doc = self.workspace.get_text_document(uri)
        source = doc.source
        if len(source) > session.MAX_DOCUMENT_CHARS:
            source = ""
        made = self._units.get(uri)
        if made is not None and made.signature == (doc.version, self.state.generation) and made.source == source:
            return made  # (a change is looked up several times: scheduled, published, checked)
        # (the document keeps its index through the editor's changes: LspLinesDocument)
        index = doc.index if isinstance(doc, LspLinesDocument) else None
        made = text_unit(uri, source, doc.version, self.state.generation, index)
        self._units[uri] = made
        return made

    def _notebook_unit(self, notebook: types.NotebookDocument) -> Unit:
        cells = []
        versions: list[Any] = [notebook.version, self.state.generation]
        for position, cell in enumerate(notebook.cells):
            if cell.kind != types.NotebookCellKind.Code:
                continue
            doc = self.workspace.text_documents.get(unquote(cell.document))
            if doc is None or (doc.language_id or "python") != "python":
                continue
            cells.append((position, doc.source, cell.document))
            versions.append(doc.version)
        signature = tuple(versions)
        made = self._units.get(notebook.uri)
        if made is not None and made.signature == signature and made.source_cells == cells:
            return made
        module = build(cells)
        places = [convert.Place(uri, LineIndex(text), span.first_line, span) for (_, text, uri), span in zip(cells, module.cells)]
        path = to_fs_path(notebook.uri) if notebook.uri.startswith("file:") else None
        made = Unit(notebook.uri, signature, module.source, path, places, module, cells)
        self._units[notebook.uri] = made
        return made

    def fresh(self, cached: Analysed | None, unit: Unit) -> bool:
        """The cached analysis is of this text and no file it read has changed since."""
        if cached is None or cached.unit.signature != unit.signature:
            return False
        return unchanged(cached.result.dependencies, self.source_of)

    def _usable(self, cached: Analysed | None, unit: Unit, sites: bool) -> bool:
        if cached is None or not self.fresh(cached, unit) or (sites and not cached.has_sites):
            return False
        if cached.has_sites:
            self.state.with_sites.pop(unit.key, None)
            self.state.with_sites[unit.key] = None
        return True

    def analyse(self, unit: Unit, sites: bool = False) -> Analysed:
        """The analysis of the unit's text, from the cache when nothing it read has changed;
        `sites`: the call sites are needed too (hover, inlay hints)."""
        cached = self.state.cache.get(unit.key)
        if cached is not None and self._usable(cached, unit, sites):
            return cached
        release = self.release_of(unit)
        result = analyze(
            unit.source,
            unit.path,
            self.engine_settings(release),
            self.catalog,
            release,
            self.source_of,
            *_continued(cached),
            notebook=unit.notebook,
            index=unit.index,
        )
        return self._store(unit, result)

    def _convert(
        self, unit: Unit, result: AnalysisResult, previous: Analysed | None = None
    ) -> tuple[dict[str, list[dict[str, Any]]], Converted]:
        """The LSP diagnostics by document URI, and each finding's (session.convert_findings)."""
        before = previous.converted if previous is not None else None
        return session.convert_findings(unit, result, self.encoding, self.catalog, before, self.log_error)

    def diagnostics_of(self, analysed: Analysed) -> dict[str, list[dict[str, Any]]]:
        """The LSP diagnostics of an analysis by document URI (made again from its findings for
        a document not used lately)."""
        if analysed.diagnostics is None:
            return self._convert(analysed.unit, analysed.result)[0]
        return analysed.diagnostics

    def _store(self, unit: Unit, result: AnalysisResult) -> Analysed:
        diagnostics, converted = self._convert(unit, result, self.state.cache.get(unit.key))
        for problem in result.internal_errors:
            self.window_log_message(
                types.LogMessageParams(type=types.MessageType.Error, message=f"hflint: internal error in {unit.key}: {problem}")
            )
        result_id = session.result_id(self.state.generation, unit, result)
        analysed = Analysed(unit, result, diagnostics, result_id, converted=converted)
        self.state.cache[unit.key] = analysed
        kept = self.state.with_sites
        kept.pop(unit.key, None)
        kept[unit.key] = None
        while len(kept) > SITES_KEPT:
            old_key, _ = kept.popitem(last=False)
            old = self.state.cache.get(old_key)
            if old is not None:
                old.result.sites = []
                old.result.parsed = None
                old.result.journal = None
                old.has_sites = False
                old.diagnostics = None
                old.converted = Converted(())
                old.fix_all = None
        return analysed

    async def analyse_async(self, unit: Unit, sites: bool = False) -> Analysed:
        cached = self.state.cache.get(unit.key)
        if cached is not None and self._usable(cached, unit, sites):
            return cached
        release = self.release_of(unit)
        settings = self.engine_settings(release)
        loop = asyncio.get_running_loop()
        result = await loop.run_in_executor(
            None,
            functools.partial(
                _analyse_frozen,
                unit.source,
                unit.path,
                settings,
                self.catalog,
                release,
                self.source_of,
                *_continued(cached),
                notebook=unit.notebook,
                index=unit.index,
            ),
        )
        self._collect_when_idle()
        return self._store(unit, result)

    def _collect_when_idle(self) -> None:
        """A full collection once edits pause (see _analyse_frozen), re-armed by every analysis."""
        if self._idle_gc is not None:
            self._idle_gc.cancel()
        self._idle_gc = asyncio.get_running_loop().call_later(IDLE_COLLECT_S, _collect_frozen)

    # ------------------------------------------------------------ push diagnostics

    def schedule(self, uri: str, delay: float | None = None) -> None:
        if self.state.pull:
            return
        unit = self.unit_for(uri)
        if unit is None:
            return
        key = unit.key
        old = self.state.timers.pop(key, None)
        if old is not None:
            old.cancel()
        wait = self.state.settings.debounce_ms / 1000 if delay is None else delay
        loop = asyncio.get_running_loop()
        self.state.timers[key] = loop.call_later(wait, lambda: asyncio.ensure_future(self.publish(uri)))

    async def publish(self, uri: str) -> None:
        try:
            unit = self.unit_for(uri)
            if unit is None:
                return
            self.state.timers.pop(unit.key, None)
            analysed = await self.analyse_async(unit)
            current = self.unit_for(uri)
            if current is None or current.signature != unit.signature:
                return  # the document changed meanwhile: a newer analysis is on its way
            if not getattr(self.protocol, "caught_up", True) and self._catch_up_waits < CATCH_UP_WAITS:
                # (messages the early start read are still being handled again: settings among
                # them would make this analysis stale; it is looked at again shortly, a bounded
                # number of times: a message pygls could not read at all is never handled)
                self._catch_up_waits += 1
                self.schedule(uri, CATCH_UP_S)
                return
            for doc_uri, diags in self.diagnostics_of(analysed).items():
                version = None
                if self.is_open(doc_uri):
                    version = self.workspace.get_text_document(doc_uri).version
                params: dict[str, Any] = {"uri": doc_uri, "diagnostics": diags}
                if version is not None:
                    params["version"] = version
                self.protocol.notify_json(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS, params)  # type: ignore[attr-defined]
        except Exception:  # noqa: BLE001
            self.log_error(f"diagnostics for {uri}")

    def dependency_changed(self, uri: str) -> None:
        """Files that import `uri`'s module are analysed again (pull clients are asked to refresh)."""
        dependents = self.dependents_of(uri)
        if not dependents:
            return
        if self.state.pull:
            if self.state.refresh:
                self.workspace_diagnostic_refresh(None)
            return
        for key in dependents:
            self.schedule(key)

    def clear(self, uris: list[str]) -> None:
        for uri in uris:
            self.state.cache.pop(uri, None)
            self.state.with_sites.pop(uri, None)
            self.state.file_releases.pop(uri, None)
            self._units.pop(uri, None)
            if not self.state.pull:
                self.text_document_publish_diagnostics(types.PublishDiagnosticsParams(uri=uri, diagnostics=[]))

    def settings_changed(self) -> None:
        self.state.generation += 1
        self.state.release = None
        self.state.cache.clear()
        self.state.with_sites.clear()
        self.state.file_releases.clear()  # (decided again from the new settings as files are analysed)
        self.send_status()
        if self.state.pull:
            if self.state.refresh:
                self.workspace_diagnostic_refresh(None)
            return
        for uri in [doc.uri for doc in self.workspace.text_documents.values()]:  # the URIs as the client wrote them
            self.schedule(uri, 0)

    def apply_settings(self, raw: Any) -> None:
        self.state.raw_settings = raw
        settings = parse_settings(raw, self.catalog)
        for problem in settings.problems:
            self.window_show_message(types.ShowMessageParams(type=types.MessageType.Warning, message=f"hflint: {problem}"))
        self.state.settings = settings
        root = self.workspace_root()
        if root is not None:
            try:
                self.state.project = load_project_config(root)
            except ConfigError as err:
                self.state.project = ProjectConfig()
                self.window_show_message(
                    types.ShowMessageParams(type=types.MessageType.Warning, message=f"hflint: {err}; using defaults")
                )


server = HflintLanguageServer()


@server.feature(types.INITIALIZE)
def on_initialize(ls: HflintLanguageServer, params: types.InitializeParams) -> None:
    try:
        caps = params.capabilities.text_document
        ls.state.pull = bool(caps is not None and caps.diagnostic is not None)
        ws = params.capabilities.workspace
        ls.state.refresh = bool(ws is not None and ws.diagnostics is not None and ws.diagnostics.refresh_support)
        ls.state.init_options = params.initialization_options if isinstance(params.initialization_options, dict) else None
        ls.apply_settings(params.initialization_options)
    except Exception:  # noqa: BLE001
        ls.log_error("initialize")


@server.feature(types.INITIALIZED)
def on_initialized(ls: HflintLanguageServer, params: types.InitializedParams) -> None:
    ls.send_status()


@server.feature(types.WORKSPACE_DID_CHANGE_CONFIGURATION)
def on_configuration(ls: HflintLanguageServer, params: types.DidChangeConfigurationParams) -> None:
    try:
        raw = params.settings
        if isinstance(raw, dict) and "hflint" in raw:
            raw = raw["hflint"]
        if not raw:
            # Clients announce "nothing configured" this way (eglot right after `initialized`):
            # the initializationOptions stay in force.
            return
        if isinstance(raw, dict) and ls.state.init_options:
            raw = {**ls.state.init_options, **raw}
        ls.apply_settings(raw)
        ls.settings_changed()
    except Exception:  # noqa: BLE001
        ls.log_error("didChangeConfiguration")


@server.feature(types.TEXT_DOCUMENT_DID_OPEN)
def on_open(ls: HflintLanguageServer, params: types.DidOpenTextDocumentParams) -> None:
    ls.schedule(params.text_document.uri, 0)


@server.feature(types.TEXT_DOCUMENT_DID_CHANGE)
def on_change(ls: HflintLanguageServer, params: types.DidChangeTextDocumentParams) -> None:
    ls.schedule(params.text_document.uri)
    ls.dependency_changed(params.text_document.uri)


@server.feature(types.TEXT_DOCUMENT_DID_SAVE)
def on_save(ls: HflintLanguageServer, params: types.DidSaveTextDocumentParams) -> None:
    if params.text_document.uri.endswith("pyproject.toml"):
        ls.apply_settings(ls.state.raw_settings)  # [tool.hflint] may have changed
        ls.settings_changed()
        return
    ls.schedule(params.text_document.uri, 0)
    ls.dependency_changed(params.text_document.uri)


@server.feature(types.TEXT_DOCUMENT_DID_CLOSE)
def on_close(ls: HflintLanguageServer, params: types.DidCloseTextDocumentParams) -> None:
    ls.clear([params.text_document.uri])


@server.feature(types.NOTEBOOK_DOCUMENT_DID_OPEN)
def on_nb_open(ls: HflintLanguageServer, params: types.DidOpenNotebookDocumentParams) -> None:
    ls.schedule(params.notebook_document.uri, 0)


@server.feature(types.NOTEBOOK_DOCUMENT_DID_CHANGE)
def on_nb_change(ls: HflintLanguageServer, params: types.DidChangeNotebookDocumentParams) -> None:
    ls.schedule(params.notebook_document.uri)


@server.feature(types.NOTEBOOK_DOCUMENT_DID_SAVE)
def on_nb_save(ls: HflintLanguageServer, params: types.DidSaveNotebookDocumentParams) -> None:
    ls.schedule(params.notebook_document.uri, 0)


@server.feature(types.NOTEBOOK_DOCUMENT_DID_CLOSE)
def on_nb_close(ls: HflintLanguageServer, params: types.DidCloseNotebookDocumentParams) -> None:
    ls.clear([params.notebook_document.uri] + [c.uri for c in params.cell_text_documents])


@server.feature(
    types.TEXT_DOCUMENT_DIAGNOSTIC,
    types.DiagnosticOptions(identifier="hflint", inter_file_dependencies=True, workspace_diagnostics=True),
)
async def on_pull(ls: HflintLanguageServer, params: types.DocumentDiagnosticParams):
    uri = params.text_document.uri
    unit = ls.unit_for(uri)
    if unit is None:
        return types.RelatedFullDocumentDiagnosticReport(items=[])
    try:
        analysed = await ls.analyse_async(unit)
    except Exception:  # noqa: BLE001
        ls.log_error(f"pull diagnostics for {uri}")
        return types.RelatedFullDocumentDiagnosticReport(items=[])
    result_id = f"{analysed.result_id}:{uri}"
    if params.previous_result_id == result_id:
        return types.RelatedUnchangedDocumentDiagnosticReport(result_id=result_id)
    return JsonResult(kind="full", resultId=result_id, items=ls.diagnostics_of(analysed).get(uri, []))


@server.feature(types.WORKSPACE_DIAGNOSTIC)
async def on_workspace_pull(ls: HflintLanguageServer, params: types.WorkspaceDiagnosticParams):
    previous = {p.uri: p.value for p in params.previous_result_ids or []}
    items: list[Any] = []
    roots = [to_fs_path(f.uri) for f in (ls.workspace.folders or {}).values()] or (
        [str(ls.workspace_root())] if ls.workspace_root() else []
    )
    loop = asyncio.get_running_loop()
    found = await loop.run_in_executor(None, lambda: discover([r for r in roots if r and os.path.isdir(r)]))
    settings, release = ls.engine_settings(), ls.release()
    from pygls.uris import from_fs_path

    for path in map(Path, found.names[:MAX_WORKSPACE_FILES]):
        uri = from_fs_path(str(path))
        if uri is None:
            continue
        try:
            if ls.is_open(uri):
                unit = ls.unit_for(uri)
                if unit is None:
                    continue
                analysed = await ls.analyse_async(unit)
                version = ls.workspace.get_text_document(uri).version
            else:
                stat = path.stat()
                signature = (stat.st_mtime_ns, stat.st_size, ls.state.generation)
                cached = ls.state.cache.get(uri)
                if cached is not None and cached.unit.signature == signature:
                    analysed = cached
                else:
                    from hflint.checkrun import CheckOptions, check_path

                    outcome = await loop.run_in_executor(None, check_path, path, CheckOptions(settings, release), ls.catalog)
                    if outcome.report.notebook is not None:
                        continue  # closed notebooks: their cells have no URIs to report on
                    # The text the findings' positions are in: read again, bounded as check_path
                    # read it; a file it skipped (too large, not text) is not read at all.
                    text = "" if outcome.report.error else await loop.run_in_executor(None, _text_of, path)
                    unit = Unit(uri, signature, text, str(path), [convert.Place(uri, LineIndex(text))])
                    result = AnalysisResult(
                        str(path),
                        outcome.report.release or release,  # (the file's own pin's, when it has one)
                        list(outcome.report.findings),
                        cuts=list(outcome.report.cuts),
                        skipped=outcome.report.error,
                    )
                    analysed = ls._store(unit, result)
                version = None
            result_id = f"{analysed.result_id}:{uri}"
            if previous.get(uri) == result_id:
                items.append({"kind": "unchanged", "uri": uri, "version": version, "resultId": result_id})
            else:
                items.append(
                    {
                        "kind": "full",
                        "uri": uri,
                        "version": version,
                        "resultId": result_id,
                        "items": ls.diagnostics_of(analysed).get(uri, []),
                    }
                )
        except Exception:  # noqa: BLE001
            ls.log_error(f"workspace diagnostics for {path}")
    return JsonResult(items=items)


@server.feature(types.TEXT_DOCUMENT_HOVER)
async def on_hover(ls: HflintLanguageServer, params: types.HoverParams) -> types.Hover | None:
    try:
        unit = ls.unit_for(params.text_document.uri)
        if unit is None:
            return None
        place = next((p for p in unit.places if p.uri == params.text_document.uri), None)
        if place is None:
            return None
        line, col = convert.from_position(place.index, params.position, ls.encoding)
        analysed = await ls.analyse_async(unit, sites=True)
        module_line = line + place.first_line - 1
        col = place.module_column(line, col)
        installed = _installed_root(ls)
        parsed = analysed.result.parsed
        line_text = parsed.index.line_text(module_line) if parsed is not None else place.index.line_text(line)
        found = hover_markdown(
            analysed.result, ls.catalog, module_line, col, line_text, installed, ls.engine_settings(analysed.result.release)
        )
        if found is None:
            return None
        markdown, span = found
        rng = None
        if span is not None:
            from hflint.core.findings import Span

            rng = convert.to_range(place, Span(*span), ls.encoding)
        return types.Hover(contents=types.MarkupContent(kind=types.MarkupKind.Markdown, value=markdown), range=rng)
    except Exception:  # noqa: BLE001
        ls.log_error("hover")
        return None


def _text_of(path: Path) -> str:
    from hflint.checkrun import read_source
    from hflint.core.source import UndecodableSource, decode_source

    data, _ = read_source(str(path))
    if data is None:
        return ""
    try:
        return decode_source(data)
    except UndecodableSource:
        return ""


def _installed_root(ls: HflintLanguageServer) -> Path | None:
    """The folder of the transformers package the user's interpreter has, when release detection found one."""
    release = ls.release()
    where = getattr(release, "site_packages", None)
    if where:
        candidate = Path(where) / "transformers"
        return candidate.parent if candidate.is_dir() else None
    return None


@server.feature(
    types.TEXT_DOCUMENT_CODE_ACTION,
    types.CodeActionOptions(code_action_kinds=[types.CodeActionKind.QuickFix, actions.FIX_ALL_KIND], resolve_provider=False),
)
def on_code_action(ls: HflintLanguageServer, params: types.CodeActionParams) -> list[types.CodeAction] | None:
    try:
        out = actions.quick_fixes(params)
        if actions.wants_fix_all(params):
            fix_all = actions.fix_all(ls, params.text_document.uri)
            if isinstance(fix_all, dict):
                # (already LSP JSON: the quick fixes join it as JSON too)
                shaped = JsonList(ls.protocol._converter.unstructure(a) for a in out)
                shaped.append(fix_all)
                return shaped  # type: ignore[return-value]
            if fix_all is not None:
                out.append(fix_all)
        return out
    except Exception:  # noqa: BLE001
        ls.log_error("code action")
        return []


@server.feature(types.TEXT_DOCUMENT_INLAY_HINT)
def on_inlay(ls: HflintLanguageServer, params: types.InlayHintParams) -> list[types.InlayHint] | None:
    if not ls.state.settings.inlay_hints:
        return []
    try:
        unit = ls.unit_for(params.text_document.uri)
        if unit is None:
            return []
        analysed = ls.analyse(unit, sites=True)
        return inlay.hints(analysed.result, unit, params.text_document.uri, params.range, ls.encoding)
    except Exception:  # noqa: BLE001
        ls.log_error("inlay hints")
        return []


@server.feature("hflint/explain")
def on_explain(ls: HflintLanguageServer, params: Any) -> dict[str, str]:
    code = params.get("code") if isinstance(params, dict) else getattr(params, "code", None)
    entry = ls.catalog.get(str(code or ""))
    if entry is None:
        from pygls.exceptions import JsonRpcInvalidParams

        raise JsonRpcInvalidParams(f"unknown code {code!r}; known codes: {', '.join(ls.catalog.codes)}")
    return {"markdown": render_markdown(entry)}


# ---------------------------------------------------------------- workspace/executeCommand

EXPLAIN_ERROR_COMMAND = "hflint.recogniseError"
MESSAGES_COMMAND = "hflint.errorMessages"


@server.command(EXPLAIN_ERROR_COMMAND)
async def on_recognise_error(ls: HflintLanguageServer, *args: Any) -> dict[str, Any]:
    """Explain a traceback or an error line: `arguments: [text]` or `[{"text": ..., "cwd": ...,
    "fix": false}]`. The reply: `{"errors": [...]}`, each with the code(s), the releases whose
    message it is, the release the traceback implies, the user's line (`uri`, `range`, `cell`),
    the findings there and Markdown to show; an empty list when no known message is in the text."""
    request = args[0] if args else None
    if isinstance(request, str):
        request = {"text": request}
    if not isinstance(request, dict) or not isinstance(request.get("text"), str):
        from pygls.exceptions import JsonRpcInvalidParams

        raise JsonRpcInvalidParams(f'{EXPLAIN_ERROR_COMMAND}: arguments are [text] or [{{"text": ...}}]')
    roots = [Path(p) for p in (to_fs_path(f.uri) for f in (ls.workspace.folders or {}).values()) if p]
    root = ls.workspace_root()
    if not roots and root is not None:
        roots = [root]
    cwd = request.get("cwd")
    if isinstance(cwd, str) and cwd and os.path.isdir(cwd):
        roots.insert(0, Path(cwd))
    fix = request.get("fix") is True
    release = ls.release()
    loop = asyncio.get_running_loop()
    from hflint.explainer import explain

    explained = await loop.run_in_executor(
        None,
        lambda: explain(
            request["text"], ls.catalog, roots, fix=fix, detected=lambda _ws: release, workspace_of=lambda _p: ls.workspace_root()
        ),
    )
    return {"errors": [_explanation_reply(ls, ex) for ex in explained]}


def _explanation_reply(ls: HflintLanguageServer, ex: Any) -> dict[str, Any]:
    from pygls.uris import from_fs_path

    from hflint.explainer import explanation_json

    out = explanation_json(ex, ls.catalog, markdown=True)
    loc = ex.location
    out["uri"] = out["range"] = None
    if loc is not None:
        out["uri"] = from_fs_path(loc.path)
        line = loc.line - 1
        on_line = [f for f in ex.findings if f.span.line == loc.line] if loc.cell is None else []
        col = on_line[0].span.col if on_line else 0
        try:
            text = Path(loc.path).read_text(encoding="utf-8", errors="replace") if loc.cell is None else ""
        except OSError:
            text = ""
        if text:
            index = LineIndex(text)
            start = convert.to_range(convert.Place(out["uri"], index), Span(loc.line, col, loc.line, col), ls.encoding).start
            end_col = len(index.line_text(loc.line))
            end = convert.to_range(convert.Place(out["uri"], index), Span(loc.line, end_col, loc.line, end_col), ls.encoding).end
            out["range"] = {
                "start": {"line": start.line, "character": start.character},
                "end": {"line": end.line, "character": end.character},
            }
        else:
            out["range"] = {"start": {"line": line, "character": 0}, "end": {"line": line, "character": 0}}
    return out


@server.command(MESSAGES_COMMAND)
def on_error_messages(ls: HflintLanguageServer, *args: Any) -> dict[str, Any]:
    """The catalog's messages as data (exception, text and placeholder parts, code, releases),
    for a client that finds them in text itself (the VS Code terminal links)."""
    from hflint.recognise import message_table

    return {"messages": message_table(ls.catalog)}


def main(early: Early | None = None) -> int:
    """Serve over stdio. `early`: what hflint.lsp.early read first (pygls reads it again) and
    sent (pygls's own answers to those requests, and its publication of the same diagnostics,
    are not sent)."""
    logging.basicConfig(level=logging.WARNING, stream=sys.stderr, format="hflint: %(levelname)s %(message)s")
    try:
        default_catalog()
    except CatalogError as err:
        print(f"hflint: broken catalog: {err}", file=sys.stderr)
        return 2
    # What is loaded by now (modules, the catalog) lives as long as the process: keep it out of
    # the collector's passes, which would otherwise walk it after every analysis.
    gc.freeze()
    stdin: Any = sys.stdin.buffer
    if early is not None:
        stdin = ReplayInput(early.consumed, stdin)
        if isinstance(server.protocol, HflintProtocol):
            server.protocol.answered_early(early.answered, early.published, early.messages)
    server.start_io(stdin=ResyncingInput(stdin))  # type: ignore[arg-type]
    # LSP: `exit` without `shutdown` before it (or a client that vanished) ends with code 1.
    # (pygls raises SystemExit with that code inside its loop, where its own handler swallows it.)
    return 0 if isinstance(server.protocol, HflintProtocol) and server.protocol.shut_down else 1
