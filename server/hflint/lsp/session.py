"""What the language server decides without pygls: the release, the engine's settings, analysis units, diagnostics as LSP JSON.

The pygls server (server.py) and the early start before pygls is imported (early.py) both
call these, so the first diagnostics sent early are the ones the full server makes.
Nothing here imports pygls (but `pygls.uris`, which imports nothing of the rest) or lsprotocol.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from hflint.catalog import Catalog
from hflint.core.engine import AnalysisResult, Settings
from hflint.core.findings import Finding
from hflint.core.notebook import NotebookModule
from hflint.core.source import LineIndex
from hflint.files import ProjectConfig
from hflint.lsp import convert
from hflint.lsp.settings import ServerSettings
from hflint.lsp.wire import EncodedJson
from hflint.versions import AssumedRelease, assume_release

MAX_DOCUMENT_CHARS = 20_000_000


@dataclass(slots=True)
class Unit:
    """What one analysis covers: a Python document, or a notebook's code cells as one module."""

    key: str  # document or notebook URI
    signature: tuple[Any, ...]  # versions the analysis was made from
    source: str
    path: str | None
    places: list[convert.Place]  # documents (cells) in module order
    notebook: NotebookModule | None = None
    source_cells: list[tuple[int, str, str]] | None = None  # a notebook's code cells: (position, text, URI)
    # The release its own pin decides (unit_release): (the run's release it was decided from,
    # the unit's release, (module line, note) on a pin that was not used, or None).
    own: tuple[AssumedRelease, AssumedRelease, tuple[int, str] | None] | None = None

    @property
    def index(self) -> LineIndex | None:
        """The LineIndex of the module's text (a Python document's own; None for a notebook)."""
        return self.places[0].index if self.notebook is None and self.places else None

    @property
    def by_uri(self) -> dict[str, convert.Place]:
        return {p.uri: p for p in self.places}

    def locate(self, line: int) -> convert.Place | None:
        found = None
        for place in self.places:
            if place.first_line <= line:
                found = place
            else:
                break
        if found is None:
            return None
        if line - found.first_line + 1 > found.index.line_count:
            return None
        return found


def text_unit(uri: str, source: str, version: Any, generation: int, index: LineIndex | None = None) -> Unit:
    """The unit of an open Python document (documents larger than MAX_DOCUMENT_CHARS are analysed
    as empty). `index`: the LineIndex of `source` when the caller has it (the document keeps one
    through the editor's changes)."""
    from pygls.uris import to_fs_path

    if len(source) > MAX_DOCUMENT_CHARS:
        source = ""
    if index is None or index.text is not source:
        index = LineIndex(source)
    path = to_fs_path(uri) if uri.startswith("file:") else None
    return Unit(uri, (version, generation), source, path, [convert.Place(uri, index)])


@dataclass(slots=True)
class Converted:
    key: tuple  # the position encoding, file and documents they were made for
    by_finding: dict[int, tuple[Finding, str, EncodedJson]] = field(default_factory=dict)


def convert_findings(
    unit: Unit,
    result: AnalysisResult,
    encoding: str,
    catalog: Catalog,
    before: Converted | None,
    on_error: Callable[[str], None],
) -> tuple[dict[str, list[dict[str, Any]]], Converted]:
    """The LSP diagnostics by document URI, and each finding's, by its identity. A finding
    the previous version's analysis made too (the very object: a resumed analysis hands on
    those of calls it did not walk again, whose lines did not change) keeps its diagnostic.
    `on_error(where)` is called inside the except clause of a finding that failed to convert."""
    diagnostics: dict[str, list[dict[str, Any]]] = {p.uri: [] for p in unit.places}
    key = (encoding, unit.path, tuple((p.uri, p.first_line) for p in unit.places))
    if before is not None and before.key != key:
        before = None
    made_now = Converted(key)
    findings = result.findings
    ids = list(map(id, findings))
    # (most findings are the last version's very objects: found by identity, each pass over
    # them a comprehension; the others converted one by one)
    got: list[tuple[Finding, str, EncodedJson] | None] = (
        list(map(before.by_finding.get, ids)) if before is not None else [None] * len(ids)
    )
    for i in [i for i, (was, finding) in enumerate(zip(got, findings)) if was is None or was[0] is not finding]:
        finding = findings[i]
        got[i] = None
        try:
            made = convert.diagnostic(
                finding,
                unit.locate,
                encoding,
                catalog,
                unit.path,
                unit.notebook,
                unit.by_uri if unit.notebook is not None else None,
            )
        except Exception:  # noqa: BLE001 - one bad finding never hides the others
            on_error(f"converting {finding.code}")
            continue
        if made is not None:
            got[i] = (finding, made[0], EncodedJson(made[1]))
    made_now.by_finding = {i: was for i, was in zip(ids, got) if was is not None}
    if len(unit.places) == 1:
        # (one document: every diagnostic is its own)
        diagnostics[unit.places[0].uri] = [was[2] for was in got if was is not None]
    else:
        for was in got:
            if was is not None:
                diagnostics.setdefault(was[1], []).append(was[2])
    notes = [(cut.line, cut.message) for cut in result.cuts]
    if unit.own is not None and unit.own[2] is not None:
        notes.append(unit.own[2])  # (the file's pin that was not used, on its line)
    if result.skipped:
        notes.append((1, f"hflint skipped this file: {result.skipped}"))
    for line, message in notes:
        note = convert.note_diagnostic(line, message, unit.locate, encoding)
        if note is not None:
            diagnostics.setdefault(note[0], []).append(EncodedJson(note[1]))
    return diagnostics, made_now


def result_id(generation: int, unit: Unit, result: AnalysisResult) -> str:
    """The resultId of an analysis's pull diagnostics (the server appends the document's URI)."""
    deps = hash(tuple(sorted((k, repr(v)) for k, v in result.dependencies.items())))
    return f"{generation}:{hash(unit.signature)}:{deps}"


def root_path(root_uri: str | None) -> Path | None:
    """The workspace folder as pygls's Workspace has it (`root_path`)."""
    from pygls.uris import to_fs_path

    root = to_fs_path(root_uri) if root_uri is not None else None
    return Path(root) if root else None


def folder_paths(root: Path | None, folder_uris: list[str]) -> list[Path]:
    """Every folder of the workspace (the root and the workspace folders), as paths."""
    from pygls.uris import to_fs_path

    out = [root] if root is not None else []
    for uri in folder_uris:
        path = to_fs_path(uri) if uri.startswith("file:") else None
        if path:
            out.append(Path(path))
    return out


def unit_release(catalog: Catalog, run: AssumedRelease, unit: Unit) -> AssumedRelease:
    """The release the unit is analysed with: its own pin's (a notebook's install cell, a
    script's PEP 723 block: filepins.py) unless an explicit setting names one, else `run`.
    Decided once per version of the unit: an edit of the pin cell makes a new unit."""
    own = unit.own
    if own is not None and own[0] is run:
        return own[1]
    from hflint.filepins import file_pin, file_release

    release, note = run, None
    try:
        cells = (unit.source_cells or []) if unit.notebook is not None else None
        pin = file_pin(unit.path or "", unit.source, cells)
        release, text = file_release(catalog, run, pin)
        if text and pin is not None and pin.line is not None and not release.explicit:
            line = pin.line
            if unit.notebook is not None:
                places = [p for (position, _, _), p in zip(unit.source_cells or [], unit.places) if position == pin.cell]
                line = places[0].first_line + pin.line - 1 if places else 0
            note = (line, f"hflint: {text}") if line else None
    except Exception:  # noqa: BLE001 - a pin that cannot be read never costs the analysis
        release, note = run, None
    unit.own = (run, release, note)
    return release


def engine_settings(settings: ServerSettings, project: ProjectConfig, release: AssumedRelease, root: Path | None) -> Settings:
    select = settings.select if settings.select is not None else project.select
    return Settings(
        select=None if select is None else frozenset(select),
        ignore=frozenset(tuple(settings.ignore) + tuple(project.ignore)),
        transformers_version=release.version,
        version_source=release.source,
        workspace=str(root) if root is not None else None,
        torch=release.torch,
    )


def decide_release(
    catalog: Catalog,
    settings: ServerSettings,
    project: ProjectConfig,
    root: Path | None,
    folders: Callable[[], list[Path]],
    warn: Callable[[str], None],
    on_error: Callable[[str], None],
) -> AssumedRelease:
    """The release the analysis assumes: the setting, else [tool.hflint], else the one detected in the
    user's environment. `warn(message)` tells the user something (an interpreter setting that names
    nothing to read); `on_error(where)` is called inside the except clause of a failed detection."""
    from hflint.envprobe import choose_interpreter
    from hflint.versions import detect_release

    if settings.transformers_version:
        found = assume_release(catalog, settings.transformers_version, "hflint.transformersVersion setting")
        try:
            # (the environment is still read for its torch, never run: a build without CUDA decides HF360)
            from hflint.envprobe import find_workspace_env
            from hflint.versions import torch_of

            env = (
                choose_interpreter(settings.interpreter, base=root, folders=folders(), trusted=False).path
                if settings.interpreter
                else None
            )
            if env is None and root is not None:
                env = find_workspace_env(root)
            return replace(found, torch=torch_of(env, root))
        except Exception:  # noqa: BLE001
            return found

    try:
        python, may_run, why_not, notes = None, False, None, []
        if settings.interpreter and not project.transformers_version:
            # The setting comes from the client's settings, which a workspace can write
            # (.dir-locals.el, .vscode/settings.json, .helix/languages.toml): a bare name is
            # looked up on PATH only, and a program inside the workspace is read, never run.
            choice = choose_interpreter(settings.interpreter, base=root, folders=folders(), trusted=False)
            python, may_run, why_not = choice.path, choice.may_run, choice.why_not
            if choice.problem:
                notes.append(f"interpreter setting: {choice.problem}")
                warn(f"hflint: the interpreter setting names nothing to read: {choice.problem}")
        return detect_release(
            catalog,
            explicit=project.transformers_version,
            explicit_source="pyproject.toml [tool.hflint]",
            python=python,
            workspace=root,
            may_run=may_run,
            why_not=why_not,
            notes=notes,
        )
    except Exception:  # noqa: BLE001
        on_error("release detection")
    if project.transformers_version:
        return assume_release(catalog, project.transformers_version, "pyproject.toml [tool.hflint]")
    return assume_release(catalog)
