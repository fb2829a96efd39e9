"""analyze(): prefilter → parse → flow → rules → suppressions; the one function the CLI and the server share."""

from __future__ import annotations

import ast
import gc
import logging
import threading
import traceback
from bisect import bisect_left
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

from hflint.catalog import Catalog, Entry, Fact, default_catalog
from hflint.core import blocked, caches, catching, effective, reach, suppressions, sweeps
from hflint.core.findings import CUT_DEEP, Applicability, Cut, Evidence, Finding, Fix, Flag, Raises, Severity, Span
from hflint.core.fixes import common_fixes
from hflint.core.flow import CallObservation, Interpreter, Site
from hflint.core.journal import Journal
from hflint.core.pipelines import generate_view
from hflint.core.prefilter import Verdict, classify
from hflint.core.settings import Settings
from hflint.core.source import LineIndex, ParsedSource, SyntaxProblem, parse_source
from hflint.envprobe import module_file
from hflint.versions import AssumedRelease, assume_release, with_installation

if TYPE_CHECKING:
    from hflint.core.notebook import NotebookModule  # (the notebook code is imported for a notebook only)

log = logging.getLogger("hflint")

SYNTAX_CODE = "HF000"
UNUSED_SUPPRESSION = suppressions.UNUSED_SUPPRESSION


class Chainable:
    """The errors that stop their call's later checks, each with a test of whether one of
    those may fail too, by (code, span): the sites' parts, made into a table when first asked
    (core/chain.py asks of a few errors; a long file has thousands)."""

    __slots__ = ("parts", "_table")

    def __init__(self) -> None:
        self.parts: list[tuple[tuple[tuple[str, Span], Callable[[], bool]], ...]] = []
        self._table: dict[tuple[str, Span], Callable[[], bool]] | None = None

    def __bool__(self) -> bool:
        return bool(self.parts)

    def may_fail_next(self, finding: Finding) -> bool:
        table = self._table
        if table is None:
            table = self._table = {key: test for part in self.parts for key, test in part}
        test = table.get((finding.code, finding.span))
        return test is not None and test()


@dataclass(slots=True)
class AnalysisResult:
    path: str | None
    release: AssumedRelease
    findings: list[Finding] = field(default_factory=list)
    sites: list[Site] = field(default_factory=list)
    internal_errors: list[str] = field(default_factory=list)
    syntax_error: SyntaxProblem | None = None
    analysed: bool = True  # False when the prefilter skipped the file
    # Where the analysis gave up on part of the file (nested too deeply, past its step budget):
    # the findings are those of the rest, and every output says what was not followed.
    cuts: list[Cut] = field(default_factory=list)
    skipped: str | None = None  # why the file was not analysed at all (too large, not text), if so
    # Workspace files the analysis read, with the version it read (for invalidation).
    dependencies: dict[str, object] = field(default_factory=dict)
    # Checkpoints its walks read ((name, revision, subfolder, folders) -> what was found, as
    # text) and the paths where imports looked for a module and found none (checkrun's cache).
    checkpoints: dict[tuple, str] = field(default_factory=dict)
    absent: frozenset[str] = frozenset()
    unread: frozenset[str] = frozenset()  # modules found and not read (too large, undecodable)
    # The parse, for the next analysis of the same document (parse_source(..., previous)).
    parsed: ParsedSource | None = field(default=None, repr=False, compare=False)
    # The walk, for the next analysis of the same document (analyze(..., resume=)); kept only
    # when asked for (journal=True).
    journal: Journal | None = field(default=None, repr=False, compare=False)
    # Errors that stop their call's later checks, with a test of whether one of those may fail too
    # (core/chain.py follows those).
    chainable: Chainable = field(default_factory=lambda: Chainable(), repr=False, compare=False)
    # What readers of the result worked out from it once (the hover's outcome by release, per site).
    memo: dict = field(default_factory=dict, repr=False, compare=False)
    # The walk read the release it assumed (`transformers.__version__`, core/releaseinfo.py): under
    # another release it may take other branches (findings_by_site walks again).
    reads_release: bool = False
    # The notebook whose cells the text joins (None for a Python file).
    notebook: NotebookModule | None = field(default=None, repr=False, compare=False)

    def place(self, line: int) -> str:
        """How messages name a line: "line 12", or in a notebook "cell 3, line 4"."""
        return self.notebook.place(line) if self.notebook is not None else f"line {line}"


def screen(source: str, follows_imports: bool = False) -> tuple[Verdict, str]:
    """The text prefilter (core/prefilter.py): whether the file can matter, and its blanked code."""
    return classify(source, follows_imports)


def might_matter(source: str, follows_imports: bool = False) -> bool:
    """Whether the text prefilter lets the file through (the workspace's imports not followed yet)."""
    return screen(source, follows_imports)[0] is not Verdict.SKIP


_gc_lock = threading.Lock()
_gc_holders = 0  # analyses (or check runs) inside a pause now
_gc_was_enabled = True  # the collector's state when the first of them began


@contextmanager
def collector_paused() -> Iterator[None]:
    """The cyclic garbage collector off while an analysis runs (reference counting still frees
    almost everything). An analysis allocates objects that live until it ends, so the
    collector's full passes, triggered by allocation counts, grew with the file: a 20,000-line
    file took 1.6x as long with it on. Nested and concurrent analyses share one pause."""
    global _gc_holders, _gc_was_enabled
    with _gc_lock:
        _gc_holders += 1
        if _gc_holders == 1:
            _gc_was_enabled = gc.isenabled()
            gc.disable()
    try:
        yield
    finally:
        with _gc_lock:
            _gc_holders -= 1
            if _gc_holders == 0 and _gc_was_enabled:
                gc.enable()


def analyze(
    source: str,
    path: str | None = None,
    settings: Settings | None = None,
    catalog: Catalog | None = None,
    release: AssumedRelease | None = None,
    source_provider=None,
    previous: ParsedSource | None = None,
    journal: bool = False,
    resume: Journal | None = None,
    screened: bool = False,
    notebook: NotebookModule | None = None,
    chains: bool = True,
    index: LineIndex | None = None,
) -> AnalysisResult:
    """Analyse a module's text. `notebook`: the notebook whose cells the text joins (its
    .source): syntax errors are its cells', messages name cells. `previous`: the parse of an
    earlier version of the same document (AnalysisResult.parsed), so that an edit inside one top-level statement parses
    only that statement again. `journal`: keep what the next analysis of the document can
    resume from (AnalysisResult.journal), passed to it as `resume` (core/journal.py): the walk
    goes on from before the changed statement, and the rules run only for calls observed anew.
    `screened`: the caller found that this very text passes matters() with these settings,
    so the prefilter is not run again. `chains`: follow each error's fix to what the call raises
    next (core/chain.py). `index`: the text's LineIndex when the caller has it (the server makes
    it from the previous version's and the editor's change: LineIndex.edited)."""
    settings = settings or Settings()
    catalog = catalog or default_catalog()
    if release is None:
        release = release_of_settings(catalog, settings)
    if settings.torch is not None and release.torch != settings.torch:
        # (the settings name the torch the analysis assumes: the rules read it on the release, HF360;
        # without one, the torch of the environment the release was read from, if any, stays)
        release = replace(release, torch=settings.torch)
    result = AnalysisResult(path, release, notebook=notebook)
    parsed: ParsedSource | None = None
    if screened:
        verdict, code = Verdict.ANALYSE, ""
    elif previous is not None and previous.witnesses is not None:
        # A new version of a document: when the statements that made the last one pass the
        # prefilter still stand, unchanged, this one passes too (the screen reads all the text).
        parsed = _parse_again(source, previous, index)
        if parsed is not None and _still_witnessed(source, parsed, previous.witnesses):
            verdict, code = Verdict.ANALYSE, ""
            parsed.witnesses = previous.witnesses
        else:
            verdict, code = screen(source, settings.workspace is not None)
    else:
        verdict, code = screen(source, settings.workspace is not None)
    if verdict is Verdict.SKIP:
        result.analysed = False
        _unused_in_skipped(result, source, settings, catalog)
        return result
    resolver = None
    if settings.workspace is not None:
        from hflint.core.workspace import ModuleResolver, disk_source

        resolver = ModuleResolver(Path(settings.workspace), source_provider or disk_source)
        if verdict is Verdict.IF_IMPORTS_REACH and not resolver.reaches_transformers(path, code):
            # No value can come from transformers; the modules read are still dependencies.
            result.analysed = False
            result.dependencies = dict(resolver.dependencies)
            _unused_in_skipped(result, source, settings, catalog)
            return result
    if resume is not None and not _resumable(resume, path, settings, catalog, release, resolver, notebook):
        resume = None
    with collector_paused():
        result = _analyse_parsed(
            source,
            path,
            settings,
            catalog,
            release,
            result,
            resolver,
            previous,
            journal,
            resume,
            parsed,
            witness=journal and verdict is Verdict.ANALYSE,
            index=index,
        )
        # (not in notebooks yet: a fixed text would need its cells laid out again)
        if chains and result.chainable and notebook is None:
            result.findings = _follow_chains(source, path, settings, catalog, release, source_provider, result)
        return result


def _follow_chains(
    source: str,
    path: str | None,
    settings: Settings,
    catalog: Catalog,
    release: AssumedRelease,
    source_provider,
    result: AnalysisResult,
) -> list[Finding]:
    """core/chain.py over this analysis. A call in module-level code is analysed again only up to
    its statement (nothing after it changes what it sees); one inside a function with the whole
    text, resuming from this analysis's journal."""
    from hflint.core import chain

    parsed = result.parsed
    assert parsed is not None and parsed.tree is not None
    tree, index = parsed.tree, parsed.index
    journal: list[AnalysisResult] = [result] if result.journal is not None else []

    def scope(finding: Finding) -> int | None:
        for stmt in tree.body:
            if stmt.lineno <= finding.span.line <= (stmt.end_lineno or stmt.lineno):
                if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                    return None
                return index.fast_offset((stmt.end_lineno or stmt.lineno) + 1, 0)
        return None

    def again(text: str, head: bool) -> list[Finding]:
        if head:
            return analyze(text, path, settings, catalog, release, source_provider, chains=False).findings
        if not journal:
            journal.append(
                analyze(source, path, settings, catalog, release, source_provider, previous=parsed, journal=True, chains=False)
            )
        base = journal[0]
        return analyze(
            text,
            path,
            settings,
            catalog,
            release,
            source_provider,
            previous=base.parsed,
            journal=True,
            resume=base.journal,
            chains=False,
        ).findings

    return chain.follow(
        source,
        result.findings,
        again,
        scope,
        _journal_key(path, settings, catalog, release, None),
        result.chainable.may_fail_next,
    )


# Texts shorter than this are screened in full at every version (it costs less than finding witnesses).
WITNESS_CHARS = 20_000


def _parse_again(source: str, previous: ParsedSource, index: LineIndex | None = None) -> ParsedSource | None:
    try:
        return parse_source(source, previous, index)
    except Exception:  # noqa: BLE001 - _analyse_parsed reports it, parsing again
        return None


def _still_witnessed(source: str, parsed: ParsedSource, witnesses: tuple[ast.stmt, ast.stmt]) -> bool:
    """Whether `witnesses` (of the previous version) are statements of this parse, the very
    nodes: parse_source kept them because the edit stayed inside one other top-level
    statement, so their text and the way the tokenizer reads it are as they were. (A text
    with an odd count of triple quotes is screened raw by classify: screened in full here.)"""
    if parsed.tree is None or parsed.syntax_error is not None or parsed.blanked:
        return False
    double, single = parsed.index.triple_quotes
    if double % 2 or single % 2:
        return False
    body = parsed.tree.body
    # (the body's statements start on increasing lines: a witness is in it where its line is)
    for w in witnesses:
        at = bisect_left(body, w.lineno, key=_first_line)
        if at == len(body) or body[at] is not w:
            return False
    return True


def _first_line(stmt: ast.stmt) -> int:
    return stmt.lineno


def screen_witnesses(parsed: ParsedSource) -> tuple[ast.stmt, ast.stmt] | None:
    """Two top-level statements whose text alone passes the prefilter's tests (a call a rule
    looks at; an import of transformers), each on lines of its own; None if there are none.
    In a text that parses, a top-level statement starts and ends where the tokenizer is in no
    string or bracket, so the screen of the whole text finds in it what it finds alone."""
    tree, index = parsed.tree, parsed.index
    if tree is None or parsed.syntax_error is not None or parsed.blanked:
        return None
    from hflint.core.prefilter import calls_in, code_only, imports_transformers
    from hflint.core.source import _statement_lines

    body = tree.body
    call = imported = None
    for k, stmt in enumerate(body):
        first, last = _statement_lines(stmt)
        if (k > 0 and _statement_lines(body[k - 1])[1] >= first) or (
            k + 1 < len(body) and _statement_lines(body[k + 1])[0] <= last
        ):
            continue  # (shares a line with another statement)
        text = index.text[index.fast_offset(first, 0) : index.fast_offset(last + 1, 0)]
        if imported is None and "transformers" in text and imports_transformers(code_only(text)):
            imported = stmt
        if call is None and calls_in(text):
            call = stmt
        if call is not None and imported is not None:
            return call, imported
    return None


def _journal_key(
    path: str | None, settings: Settings, catalog: Catalog, release: AssumedRelease, notebook: NotebookModule | None
) -> tuple:
    """What a journal was made for: one file, settings, catalog and release (and the layout of
    a notebook's cells, which the messages name)."""
    return (path, settings, id(catalog), release, notebook.layout if notebook is not None else None)


def _resumable(
    journal: Journal,
    path: str | None,
    settings: Settings,
    catalog: Catalog,
    release: AssumedRelease,
    resolver,
    notebook: NotebookModule | None,
) -> bool:
    """A journal serves only the same file, settings and release, while every workspace module
    and checkpoint it read is as it was."""
    if journal.rules_key != _journal_key(path, settings, catalog, release, notebook):
        return False
    if journal.end.dependencies:
        from hflint.core.workspace import unchanged

        if resolver is None or not unchanged(journal.end.dependencies, resolver.source):
            return False
    if journal.checkpoints:
        from hflint.core.checkpoints import read_checkpoint

        dirs = _checkpoint_dirs(path, settings.workspace)
        for (name, rev, sub), found in journal.checkpoints.items():
            try:
                now = read_checkpoint(name, base_dirs=dirs, revision=rev, subfolder=sub)
            except Exception:  # noqa: BLE001 - as the walk does: unreadable is unknown
                now = None
            if now != found:
                return False
    return True


def _analyse_parsed(
    source: str,
    path: str | None,
    settings: Settings,
    catalog: Catalog,
    release: AssumedRelease,
    result: AnalysisResult,
    resolver,
    previous: ParsedSource | None,
    journal: bool = False,
    resume: Journal | None = None,
    parsed: ParsedSource | None = None,
    witness: bool = False,
    index: LineIndex | None = None,
) -> AnalysisResult:
    """`parsed`: the text parsed already (analyze's screen did); `witness`: find the statements
    that make the text pass the prefilter, for the next version's analysis (ParsedSource.witnesses)."""
    if parsed is None:
        try:
            parsed = parse_source(source, previous, index)
        except Exception as err:  # noqa: BLE001 - the parser must never take the run down
            result.internal_errors.append(f"parse: {type(err).__name__}: {err}")
            return result
    if witness and parsed.witnesses is None and len(source) >= WITNESS_CHARS:
        parsed.witnesses = screen_witnesses(parsed)
    result.parsed = parsed
    result.syntax_error = parsed.syntax_error
    if parsed.syntax_error is not None and settings.enabled(SYNTAX_CODE):
        p = parsed.syntax_error
        note = " (hflint analysed the rest of the file)" if parsed.tree is not None else ""
        result.findings.append(
            Finding(
                code=SYNTAX_CODE,
                severity=Severity.ERROR,
                message=p.message + note,
                span=Span(p.line, p.col, p.end_line, p.end_col),
                release=release.version,
                release_source=release.source,
            )
        )
    notebook = result.notebook
    if notebook is not None and settings.enabled(SYNTAX_CODE):
        for cell in notebook.cells:
            bad = cell.problem
            if bad is not None:
                first = cell.first_line - 1
                result.findings.append(
                    Finding(
                        code=SYNTAX_CODE,
                        severity=Severity.ERROR,
                        message=bad.message + " (hflint analysed the rest of the notebook)",
                        span=Span(first + bad.line, bad.col, first + bad.end_line, bad.end_col),
                        release=release.version,
                        release_source=release.source,
                    )
                )
    if parsed.tree is None:
        return result
    interp = None
    try:
        interp = Interpreter(parsed.tree, parsed.index, path, resolver=resolver)
        interp.checkpoint_dirs = _checkpoint_dirs(path, settings.workspace)
        interp.release = release.version
        interp.torch = settings.torch
        interp.sure_errors = _sure_errors(catalog, release, parsed, path, notebook)
        interp.run(journal=journal, resume=resume)
    except RecursionError:
        # The walk cuts what is nested too deeply statement by statement (flow._exec_top); should
        # it overflow elsewhere, the calls observed so far still get their findings, and the
        # file says where the walk stopped.
        log.warning("%s: nested too deeply to analyse to its end", path)
        if interp is None:
            result.cuts.append(Cut(1, CUT_DEEP))
            return result
        interp.cuts.append(Cut(getattr(interp._stmt, "lineno", 1), CUT_DEEP))
        interp.journal = None
    except Exception as err:  # noqa: BLE001
        log.exception("flow analysis failed for %s", path)
        result.internal_errors.append(f"flow: {type(err).__name__}: {err}")
        return result
    result.checkpoints = dict(interp.checkpoint_reads)
    result.cuts = sorted(interp.cuts, key=lambda c: c.line)
    result.reads_release = interp.read_release or (resume is not None and resume.reads_release)
    if resolver is not None:
        result.dependencies = dict(resolver.dependencies)
        result.checkpoints.update(resolver.checkpoints)
        result.absent = frozenset(resolver.absent)
        result.unread = frozenset(resolver.unread)
    # Calls inside helper modules walked from here belong to those files' own analyses.
    result.sites = [site for site in interp.sites.values() if site.path == path]
    made = interp.journal
    if made is not None:
        made.rules_key = _journal_key(path, settings, catalog, release, notebook)
        made.rules = SiteRules()
        made.reads_release = result.reads_release
    report_unused = _reports_unused(settings, catalog)
    # With HF001 on, every code's findings are made, selected or not: a comment is unused only
    # when nothing of its code is there to silence (so `--select HF001` alone works too).
    rule_settings = replace(settings, select=None, ignore=frozenset()) if report_unused else settings
    # (a resumed walk: the calls of this file observed anew, and those the last walk observed
    # that this one did not take)
    changes = log_changes(interp.log, resume.log, interp.reused, path) if resume is not None else None
    findings = run_rules(
        result.sites,
        parsed,
        catalog,
        release,
        rule_settings,
        path,
        result.internal_errors,
        resume.rules if resume is not None else None,
        made.rules if made is not None else None,
        notebook,
        result.chainable,
        changes,
    )
    result.journal = made
    if made is not None:
        made.settled = reach.Settled()
    findings = reach.settle(
        findings,
        result.sites,
        parsed.index,
        path,
        resume.settled if resume is not None else None,
        made.settled if made is not None else None,
        changes,
    )
    findings, uses = suppressions.apply(findings, parsed.text, parsed.index, result.sites)
    if report_unused:
        findings = [f for f in findings if _enabled(f.code, settings, catalog)]
        whole = parsed.syntax_error is None and not parsed.blanked and not (notebook is not None and notebook.blanked)
        if whole and not interp.exhausted and not result.cuts:
            # (a file the walk did not follow to its end, or a statement it cut, may hold the
            # finding a comment is for)
            findings += unused_suppressions(parsed.text, parsed.index, uses, catalog)
    result.findings.extend(findings)
    result.findings.sort(key=lambda f: f.sort_key)
    return result


def log_changes(
    log: list[tuple[ast.Call, str | None, CallObservation]],
    old: list[tuple[ast.Call, str | None, CallObservation]],
    reused: list[tuple[int, int, int]],
    path: str | None,
) -> tuple[list[CallObservation], list[CallObservation]] | None:
    """(came, gone): the observations of calls in `path` that a walk's `log` has and the previous
    walk's `old` log did not (those outside the parts it took from it, `reused`: where in `log`,
    where in `old`, how many), and those `old` has that it did not take. None when the parts
    were not taken in their order in `old`, each once (a call's observations could then be the
    same in another order: the rules look at every call again)."""
    if any(a[1] + a[2] > b[1] for a, b in zip(reused, reused[1:])):
        return None
    came: list[CallObservation] = []
    at = 0
    for start, _, n in reused:
        came += [obs for _, where, obs in log[at:start] if where == path]
        at = start + n
    came += [obs for _, where, obs in log[at:] if where == path]
    gone: list[CallObservation] = []
    at = 0
    for _, start, n in reused:
        gone += [obs for _, where, obs in old[at:start] if where == path]
        at = start + n
    gone += [obs for _, where, obs in old[at:] if where == path]
    return came, gone


def findings_by_site(
    result: AnalysisResult, catalog: Catalog, release: AssumedRelease, settings: Settings
) -> list[tuple[Site, list[Finding]]]:
    """Each call site of an analysis with its findings under `release`, which may be another
    release than the analysis assumed: the walk does not depend on the release, only the rules
    do, so they run again over the same sites (fixes settled against every call and ignore
    comments applied as in analyze()). The one exception, a walk that read the release (a
    version guard), is walked again under `release`, its sites matched to these by position (a
    call that walk did not reach has no findings)."""
    parsed = result.parsed
    if parsed is None:
        return []
    notebook = result.notebook
    blanked = parsed.blanked | notebook.blanked if notebook is not None else parsed.blanked
    sites = [site for site in result.sites if not _in_blanked(site, blanked)]
    walk = _walk_under(result, catalog, release, settings)
    if walk is not result:
        theirs = {_place(s.node): found for s, found in findings_by_site(walk, catalog, release, settings)}
        return [(site, theirs.get(_place(site.node), [])) for site in sites]
    end = _module_end(result, catalog, release, settings)
    # (after a module-level import that raises under `release`, nothing runs)
    # (run_rules' tuples: findings, errors, chains, `try` outcomes, observations, visit outcomes)
    per_site = [
        _rules_with_tries(result, site, catalog, release, settings)
        if end is None or site.node.lineno <= end
        else ([], [], (), None, 0, None)
        for site in sites
    ]
    if any(m[3] is not None for m in per_site):
        outcomes = TryOutcomes()
        for m in per_site:
            if m[3] is not None:
                outcomes.merge(m[3])
        # (as run_rules does: the calls of a handler no check of its body's reaches)
        per_site = _unreached_handlers(per_site, outcomes)
    if sum(1 for m in per_site if m[5] is not None and m[0]) > 1:
        # (as run_rules does: a later call an earlier call of the same loop element stops)
        per_site = blocked.fold_later_calls(per_site, parsed.tree, _logged_once(catalog, release))
    made = [m[0] for m in per_site]
    everything = [f for found in made for f in found]
    # (settle() returns one finding for each it is given, in their order)
    settled = iter(reach.settle(everything, result.sites, parsed.index, result.path))
    out = []
    for site, found in zip(sites, made):
        mine = [next(settled) for _ in found]
        kept, _ = suppressions.apply(mine, parsed.text, parsed.index, result.sites)
        out.append((site, sorted(kept, key=lambda f: f.sort_key)))
    return out


def site_findings(
    result: AnalysisResult, site: Site, catalog: Catalog, release: AssumedRelease, settings: Settings
) -> list[Finding]:
    """One call site's findings under `release`: what it raises, as in findings_by_site; its
    fixes' safety is not settled against the other calls (findings_by_site does that)."""
    parsed = result.parsed
    if parsed is None:
        return []
    walk = _walk_under(result, catalog, release, settings)
    if walk is not result:
        twin = _same_call(walk, site)
        return [] if twin is None else site_findings(walk, twin, catalog, release, settings)
    end = _module_end(result, catalog, release, settings)
    if end is not None and site.node.lineno > end:
        return []  # (a module-level import raised before the call: the module ends there)
    if any(p.handler for o in site.observations for p in o.tries):
        # (a call in an `except` handler: whether it is reached depends on the other calls' checks)
        return next((found for s, found in findings_by_site(result, catalog, release, settings) if s is site), [])
    found = _rules_of_site(result, site, catalog, release, settings)
    # (the same comments silence them as in analyze(): on any line of the call's statement)
    kept, _ = suppressions.apply(found, parsed.text, parsed.index, result.sites)
    return sorted(kept, key=lambda f: f.sort_key)


def _rules_with_tries(
    result: AnalysisResult, site: Site, catalog: Catalog, release: AssumedRelease, settings: Settings
) -> tuple[list[Finding], list[str], tuple, TryOutcomes | None, int, blocked.Outcomes | None]:
    """_rules_of_site as run_rules makes it for one site: its findings, with what the site tells
    of `try` bodies and handlers (TryOutcomes) and what each of its visits raised (core/blocked.py)."""
    tries = TryOutcomes() if any(o.tries for o in site.observations) else None
    outcomes = blocked.Outcomes() if blocked.may_block(site.observations) else None
    found = _rules_of_site(result, site, catalog, release, settings, tries, outcomes)
    return found, [], (), tries, len(site.observations), outcomes


def _rules_of_site(
    result: AnalysisResult,
    site: Site,
    catalog: Catalog,
    release: AssumedRelease,
    settings: Settings,
    tries: TryOutcomes | None = None,
    outcomes: blocked.Outcomes | None = None,
) -> list[Finding]:
    from hflint.rules import checks_in_order
    from hflint.rules.base import RuleContext

    parsed = result.parsed
    assert parsed is not None
    if result.notebook is not None:
        ctx = RuleContext(catalog, release, parsed.index, parsed.text, result.path, result.notebook.place)
    else:
        ctx = RuleContext(catalog, release, parsed.index, parsed.text, result.path)
    errors: list[str] = []
    return _site_findings(site, ctx, catalog, release, settings, errors, checks_in_order, tries=tries, outcomes=outcomes)


def _sure_errors(catalog: Catalog, release: AssumedRelease, parsed: ParsedSource, path: str | None, notebook) -> Callable:
    """What the walk asks of a call it observes in a `try` body (flow.Interpreter._note_sure_raise):
    the exception classes the call surely raises under `release`, those of the error findings its
    checks make on the observation (a check that raises on every path, no command-line option
    deciding it, a fact whose error does not depend on the text generated); empty when none."""
    from hflint.rules import checks_in_order
    from hflint.rules.base import RuleContext

    place = notebook.place if notebook is not None else None
    ctx = (
        RuleContext(catalog, release, parsed.index, parsed.text, path, place)
        if place
        else RuleContext(catalog, release, parsed.index, parsed.text, path)
    )

    def sure(seen: CallObservation) -> frozenset[str]:
        obs = seen if seen.kind != "pipeline" else generate_view(seen, release.version)
        if obs is None:
            return frozenset()
        checks = checks_in_order(seen, release, catalog)
        raising = _raising_codes(checks)
        out: set[str] = set()
        for code, hit in _run_observation(obs, ctx, [], checks).items():
            if code not in raising or not hit.outcome.always or deciding_flags([hit]):
                continue
            entry = catalog.get(code)
            fact = entry.nearest_fact(release.version)[0] if entry is not None and entry.facts else None
            if fact is not None and fact.raised and fact.exception and not fact.reported_as and not fact.data_dependent:
                out.add(fact.exception)
        return frozenset(out)

    return sure


def _walk_under(result: AnalysisResult, catalog: Catalog, release: AssumedRelease, settings: Settings) -> AnalysisResult:
    """The analysis whose walk holds for `release`: this one, unless its walk read the release
    it assumed and `release` is another (then one analysis under `release`, made once)."""
    if not result.reads_release or release.version == result.release.version or result.parsed is None:
        return result
    key = ("walk", release.version, id(catalog), settings)
    found = result.memo.get(key)
    if found is not None and found[0] is catalog:
        return found[1]
    text = result.notebook.source if result.notebook is not None else result.parsed.text
    walk = analyze(text, result.path, settings, catalog, release, notebook=result.notebook, screened=True, chains=False)
    if walk.parsed is None:
        walk = result
    result.memo[key] = (catalog, walk)
    return walk


def _place(node: ast.Call) -> tuple:
    return (node.lineno, node.col_offset, node.end_lineno, node.end_col_offset)


def _same_call(walk: AnalysisResult, site: Site) -> Site | None:
    where = _place(site.node)
    return next((other for other in walk.sites if _place(other.node) == where), None)


# The codes of an import statement that raises (a cache class, HF121; a pipeline class, HF165; a
# constraint class or beam scorer, HF184: the releases removed): at module level nothing after it runs.
IMPORT_CODES = frozenset({"HF121", "HF165", "HF169", "HF184", "HF320", "HF331", "HF333"})


def _module_end(result: AnalysisResult, catalog: Catalog, release: AssumedRelease, settings: Settings) -> int | None:
    """The line of the first module-level import that raises under `release` (a cache class the
    release removed, HF121: nothing after it runs, as run_rules has it), or None."""
    key = ("module-end", release.version, id(catalog), settings)
    if key in result.memo:
        return result.memo[key]
    ends = [site for site in result.sites if any(caches.ends_module(o.kind, o.kwargs) for o in site.observations)]
    lines = [
        site.node.lineno
        for site in ends
        if any(f.code in IMPORT_CODES and f.raises is not None for f in _rules_of_site(result, site, catalog, release, settings))
    ]
    result.memo[key] = end = min(lines) if lines else None
    return end


def _checkpoint_dirs(path: str | None, workspace: str | None) -> list:
    """Where relative checkpoint folders are looked for: the file's folder, then the workspace root."""
    dirs = []
    if path:
        dirs.append(Path(path).resolve().parent)
    if workspace:
        dirs.append(Path(workspace).resolve())
    return dirs


# ---------------------------------------------------------------- rules


class SiteRules:
    """What the rules made of each call site, for the next analysis of the document: each
    site's findings, the rules' errors and its chainable errors by the identity of its call's
    node (with the node, kept alive so that its identity stays its own)."""

    __slots__ = ("by_node",)

    def __init__(self) -> None:
        self.by_node: dict[int, tuple[ast.Call, tuple[list[Finding], list[str], tuple, Any, int, Any]]] = {}


def run_rules(
    sites: list[Site],
    parsed: ParsedSource,
    catalog: Catalog,
    release: AssumedRelease,
    settings: Settings,
    path: str | None,
    errors: list[str],
    known: SiteRules | None = None,
    keep: SiteRules | None = None,
    notebook: NotebookModule | None = None,
    chainable: Chainable | None = None,
    changes: tuple[list[CallObservation], list[CallObservation]] | None = None,
) -> list[Finding]:
    """The findings of every site. `known`: what the last analysis of the document made of its
    sites, and `changes` the observations that came and went since (log_changes: a resumed walk
    hands on the very same observation objects for calls it did not walk again); `keep`
    receives this analysis's, for the next.
    `chainable` receives the errors that stop the call's later checks, each with a test of whether
    one of those may fail too."""
    from hflint.rules import checks_in_order
    from hflint.rules.base import RuleContext

    ctx = RuleContext(catalog, release, parsed.index, parsed.text, path)
    if notebook is not None:
        ctx = RuleContext(catalog, release, parsed.index, parsed.text, path, notebook.place)
    blanked = parsed.blanked | notebook.blanked if notebook is not None else parsed.blanked
    # (recovered text: a call there may be half-typed)
    checked = [site for site in sites if not _in_blanked(site, blanked)] if blanked else sites

    def made_of(site: Site) -> tuple[list[Finding], list[str], tuple, TryOutcomes | None, int, blocked.Outcomes | None]:
        """(its findings, the rules' errors, each chainable finding's (code, span) with its test,
        what it tells of `try` bodies and handlers, its number of observations, what each of its
        visits raised (core/blocked.py; None outside sweeps))"""
        site_errors: list[str] = []
        follows: dict[str, Callable[[], bool]] = {}
        tries = TryOutcomes() if any(o.tries for o in site.observations) else None
        outcomes = blocked.Outcomes() if blocked.may_block(site.observations) else None
        found = _site_findings(site, ctx, catalog, release, settings, site_errors, checks_in_order, follows, tries, outcomes)
        chained = tuple(((f.code, f.span), follows[f.code]) for f in found if f.code in follows) if follows else ()
        return found, site_errors, chained, tries, len(site.observations), outcomes

    made: list[Any]
    if keep is None and (known is None or changes is None):
        made = [made_of(site) for site in checked]
    else:
        # A resumed analysis. A call none of whose observations came or went has the last
        # analysis's observations in the same order (the walk takes the untouched parts of the
        # last walk's log as they were): its findings are the last ones'. The passes over
        # every site are comprehensions; the rules run for the other calls alone.
        nodes = [site.node for site in checked]
        by_node = dict(known.by_node) if known is not None else {}
        if known is not None and changes is not None:
            dirty = {id(obs.node) for obs in changes[0]}
            dirty.update(id(obs.node) for obs in changes[1])
            for i in dirty:
                by_node.pop(i, None)  # (a call walked again, or gone)
            get = by_node.get
            prior = [get(i) for i in map(id, nodes)]
            made = [p[1] if p is not None and p[0] is n else None for p, n in zip(prior, nodes)]
        else:
            made = [None] * len(nodes)
        for i in [i for i, m in enumerate(made) if m is None]:
            made[i] = got = made_of(checked[i])
            by_node[id(nodes[i])] = (nodes[i], got)
        if keep is not None:
            keep.by_node = by_node
    outcomes = None
    for m in made:
        if m[3] is not None:
            outcomes = outcomes or TryOutcomes()
            outcomes.merge(m[3])
    if outcomes is not None:
        made = _unreached_handlers(made, outcomes)
    if sum(1 for m in made if m[5] is not None and m[0]) > 1:
        made = blocked.fold_later_calls(made, parsed.tree, _logged_once(catalog, release))
    out = [f for m in made for f in m[0]]
    if chainable is not None:
        chainable.parts += [m[2] for m in made if m[2]]
        chainable._table = None
    for _, site_errors, *_ in made:
        if site_errors:
            errors.extend(site_errors)
    return _before_failed_import(out, sites)


def _logged_once(catalog: Catalog, release: AssumedRelease) -> frozenset[str]:
    """The codes whose warning the release logs with `warning_once` (Fact.warning_once)."""
    key = (id(catalog), str(release.version))
    got = _LOGGED_ONCE.get(key)
    if got is None or got[0] is not catalog:
        codes = frozenset(
            e.code for e in catalog if e.facts and (f := e.nearest_fact(release.version)[0]) is not None and f.warning_once
        )
        got = _LOGGED_ONCE[key] = (catalog, codes)
    return got[1]


_LOGGED_ONCE: dict[tuple[int, str], tuple[Catalog, frozenset[str]]] = {}


def _before_failed_import(findings: list[Finding], sites: Iterable[Site]) -> list[Finding]:
    """Where a module-level import raises (a cache class the release removed, HF121), the module
    ends there: the findings after it are never reached."""
    imports = [f for f in findings if f.code in IMPORT_CODES and f.raises is not None]
    if not imports:
        return findings  # (nearly always: no import that raises)
    ends = {site.node.lineno for site in sites if any(caches.ends_module(o.kind, o.kwargs) for o in site.observations)}
    stops = [f.span.line for f in imports if f.span.line in ends]
    if not stops:
        return findings
    first = min(stops)
    return [f for f in findings if f.span.line <= first]


def _site_findings(
    site: Site,
    ctx,
    catalog: Catalog,
    release: AssumedRelease,
    settings: Settings,
    errors: list[str],
    checks_in_order,
    follows: dict | None = None,
    tries: TryOutcomes | None = None,
    outcomes: blocked.Outcomes | None = None,
) -> list[Finding]:
    from hflint.rules.base import Hit

    out: list[Finding] = []
    per_code: dict[str, list[tuple[CallObservation, Hit | None]]] = {}
    hit_codes: set[str] = set()
    # What each visit surely raises (core/sweeps.py: a sweep's later elements are reached only
    # when an earlier one does not raise).
    raising: dict[int, set[str]] = {}
    done: list[tuple[CallObservation, list, dict]] = []
    for seen in site.observations:
        # A pipeline call is checked as the generate call it makes in this release.
        obs = seen if seen.kind != "pipeline" else generate_view(seen, release.version)
        checks = checks_in_order(seen, release, catalog)
        hits = _run_observation(obs, ctx, errors, checks, follows) if obs is not None else {}
        if tries is not None and seen.tries:
            tries.note(seen, hits, catalog, release)
        if seen.caught and hits:
            hits = _uncaught(hits, seen.caught, catalog, release)
        done.append((seen, checks, hits))
        if outcomes is not None:
            outcomes.note(seen, hits, _raising_codes(checks))
        if not hits:
            continue
        hit_codes.update(hits)
        # (a check that may raise is enough: the later elements are then not surely reached; so
        # is a raise that depends on the data, HF115's overflow, which checks_in_order does not
        # count as one that stops the later checks)
        raises = _raising_codes(checks)
        codes = {
            code for code, h in hits.items() if (code in raises or _data_raise(code, catalog, release)) and h.outcome.sometimes
        }
        if codes:
            raising[id(seen.visit)] = raising.get(id(seen.visit), set()) | codes
    if not hit_codes:
        return out
    # Each code a visit hit, with every observation its check ran on (None where it did not hit).
    if len(done) == 1:
        # (one observation, the common case: its hits, in the order of their checks)
        seen, _, hits = done[0]
        per_code = {code: [(seen, hit)] for code, hit in hits.items()}
    else:
        for seen, checks, hits in done:
            for rule, _raises in checks:
                if rule.code in hit_codes:
                    per_code.setdefault(rule.code, []).append((seen, hits.get(rule.code)))
    blocked = _blocked_elements(site, raising)
    for code, hits_by_obs in per_code.items():
        if code not in hit_codes or not settings.enabled(code):
            continue  # (no visit of the call hit it: nothing to combine)
        finding = _combine(code, hits_by_obs, catalog.get(code), release, catalog, blocked)
        if finding is not None:
            out.append(finding)
    if blocked and len(out) > 1:
        out = _fold_blocked(out, per_code, raising, blocked)
    return out


class TryOutcomes:
    """What the checks made of the calls in `try` bodies whose handlers swallow an error
    (core/catching.py Place): the bodies with a call hflint checked (`checked`), those where
    one of them raises an error a handler catches (`raising`), and each call's handlers."""

    __slots__ = ("checked", "raising", "handlers")

    def __init__(self) -> None:
        self.checked: set[tuple[int, int]] = set()
        self.raising: set[tuple[int, int]] = set()
        # (one entry per observation of the site: the handlers it sits in)
        self.handlers: list[frozenset[tuple[int, int]]] = []

    def note(self, seen: CallObservation, hits: dict, catalog: Catalog, release: AssumedRelease) -> None:
        inside = frozenset(p.key for p in seen.tries if p.handler)
        self.handlers.append(inside)
        for p in seen.tries:
            if p.handler:
                continue
            self.checked.add(p.key)
            if p.key not in self.raising and hits and len(_uncaught(hits, p.catches, catalog, release)) < len(hits):
                self.raising.add(p.key)

    def merge(self, other: TryOutcomes) -> None:
        self.checked |= other.checked
        self.raising |= other.raising


def _unreached_handlers(made: list, outcomes: TryOutcomes) -> list:
    """The sites whose every call sits in a handler of a `try` whose body hflint checked and found
    to raise nothing the handler catches, in this release: the handler runs only when something
    hflint does not see fails, so what it reports there is a guess (the fallback of a call that
    runs). Their findings are dropped; the others are kept as made."""
    unreached = outcomes.checked - outcomes.raising
    if not unreached:
        return made
    out: list = []
    for m in made:
        site_tries: TryOutcomes | None = m[3]
        if (
            m[0]
            and site_tries is not None
            and site_tries.handlers
            and len(site_tries.handlers) == m[4]
            and all(h & unreached for h in site_tries.handlers)
        ):
            out.append(([], m[1], ()) + tuple(m[3:]))
        else:
            out.append(m)
    return out


def _uncaught(hits: dict, caught: frozenset[str], catalog: Catalog, release: AssumedRelease) -> dict:
    """The hits of a visit made inside a `try` (or `with suppress(...)`) whose handlers swallow
    `caught`, without those whose error one of them stops: the script goes on (to the handler's
    fallback) and no run shows the error. Which class a check raises depends on the release
    (HF101's ValueError before 5.24, RuntimeError from it), so `except RuntimeError:` stops it
    in one release and not in another."""
    out = {}
    for code, hit in hits.items():
        entry = catalog.get(code)
        fact = entry.nearest_fact(release.version)[0] if entry is not None and entry.facts else None
        if fact is not None and fact.raised and catching.swallowed(caught, fact.exception):
            continue
        out[code] = hit
    return out


def _data_raise(code: str, catalog: Catalog, release: AssumedRelease) -> bool:
    """Whether `code`'s fact for the release raises on some data only (Fact.data_dependent)."""
    entry = catalog.get(code)
    if entry is None:
        return False
    fact, _ = entry.nearest_fact(release.version)
    return bool(fact.raised and fact.data_dependent and not fact.reported_as)


def _raising_codes(checks: list) -> frozenset[str]:
    """The codes of `checks` (a list checks_in_order keeps) whose fact raises."""
    found = _RAISING.get(id(checks))
    if found is None or found[0] is not checks:
        found = _RAISING[id(checks)] = (checks, frozenset(rule.code for rule, raises in checks if raises))
    return found[1]


_RAISING: dict[int, tuple[list, frozenset[str]]] = {}


def _blocked_elements(site: Site, raising: dict[int, set[str]]) -> dict[int, int]:
    """The visits of a sweep that come after an element whose call raises, surely or on some
    path, each with that element's visit (the first of its run to raise): the loop does not
    surely reach them, so they raise surely no longer."""
    out: dict[int, int] = {}
    stopped: dict[int, int] = {}  # run -> its first raising element so far
    seen: set[int] = set()
    for obs in site.observations:
        visit = obs.visit
        if visit.run is None or id(visit) in seen:
            continue
        seen.add(id(visit))
        first = stopped.get(id(visit.run))
        if first is not None:
            out[id(visit)] = first
        elif raising.get(id(visit)) and visit.reached:
            stopped[id(visit.run)] = id(visit)
    return out


def _fold_blocked(out: list[Finding], per_code: dict, raising: dict[int, set[str]], blocked: dict[int, int]) -> list[Finding]:
    """A sweep stops at its first element whose call raises: an error of another code that only
    later elements raise is what the loop meets once that one is fixed. It is told in the first
    one's finding (a note and related information, as core/chain.py tells the next check of a
    call), not as a finding of its own on the line, which the run never shows with that error."""
    by_code = {f.code: i for i, f in enumerate(out)}
    into: dict[int, list[Finding]] = {}
    folded: set[int] = set()
    for i, finding in enumerate(out):
        if finding.raises is None:
            continue
        visits = {id(obs.visit) for obs, hit in per_code[finding.code] if hit is not None}
        if not visits or not visits <= blocked.keys():
            continue
        firsts = [c for v in visits for c in sorted(raising.get(blocked[v], ())) if c != finding.code]
        target = next((by_code[c] for c in firsts if c in by_code and by_code[c] not in folded), None)
        if target is None or out[target].raises is None:
            continue
        into.setdefault(target, []).append(finding)
        folded.add(i)
    if not folded:
        return out
    result: list[Finding] = []
    for i, finding in enumerate(out):
        if i in folded:
            continue
        later = into.get(i)
        if later:
            notes = list(finding.notes)
            evidence = list(finding.evidence)
            for f in later:
                what = f"once the loop gets past this, a later element raises {f.code}: {f.headline} — {f.detail or f.message}"
                notes.append(what)
                for e in (Evidence(f.span, what), *f.evidence):
                    if e not in evidence:
                        evidence.append(e)
            finding = replace(finding, notes=tuple(notes), evidence=tuple(evidence))
        result.append(finding)
    return result


def _run_observation(obs: CallObservation, ctx, errors: list[str], rules, follows: dict | None = None) -> dict:
    hits = {}
    effective.at_release(obs, ctx.release.version)  # (a passed generation config merges by release)
    # (the checks' functions, kept beside checks_in_order's list: nearly every check finds
    # nothing, so the loop over them is the dispatch of every rule on every call)
    fns = getattr(rules, "fns", None)
    if fns is None:
        fns = [rule.check for rule, _ in rules]
    for i, check in enumerate(fns):
        try:
            hit = check(obs, ctx)
        except Exception as err:  # noqa: BLE001 - one broken rule hides only its own result
            rule = rules[i][0]
            log.error("rule %s crashed on %s:%s\n%s", rule.code, ctx.path, obs.node.lineno, traceback.format_exc())
            errors.append(f"rule {rule.code} at line {obs.node.lineno}: {type(err).__name__}: {err}")
            continue
        if hit is None or not hit.outcome.sometimes:
            continue
        rule, raises = rules[i]
        if getattr(obs.node, "_hflint_takes_no_keywords", False) and hit.fixes:
            hit = replace(hit, fixes=tuple(f for f in hit.fixes if not _adds_keywords_to(f, obs.node, ctx.index)))
        hits[rule.code] = hit
        if hit.outcome.always and raises:
            # This check raises on every path: the later checks are never reached. Whether one
            # of them would fail once this is fixed is asked only of the errors core/chain.py
            # follows (it then finds out which, by analysing the fixed text).
            if follows is not None:
                follows[rule.code] = _always if rule.reveals else partial(_later_fails, obs, ctx, rules[i + 1 :])
            break
    return hits


def _adds_keywords_to(fix, node: ast.Call, index) -> bool:
    """Whether a fix passes a keyword to a call that hands none on to generate
    (`Thread(target=model.generate, kwargs=...)`): such an edit would break the call."""
    from hflint.rules.edits import add_keywords

    at = add_keywords(index, node, [("k", "v")])[0].span
    return any(e.span == at for e in fix.edits)


def _always() -> bool:
    return True


def _later_fails(obs: CallObservation, ctx, rules) -> bool:
    """Whether a later check fails on some path, each taken as reached (RuleContext.reached)."""
    from dataclasses import replace

    reached = replace(ctx, reached=True)
    effective.at_release(obs, ctx.release.version)
    for rule, raises in rules:
        if not raises:
            continue
        try:
            hit = rule.check(obs, reached)
        except Exception:  # noqa: BLE001 - (reported by the run that counts)
            continue
        if hit is not None and hit.outcome.sometimes:
            return True
    return False


def _combine(
    code: str,
    hits: list,
    entry: Entry | None,
    release: AssumedRelease,
    catalog: Catalog | None = None,
    blocked: dict[int, int] | None = None,
) -> Finding | None:
    """One finding from a call's observations, each with its hit (or None).

    The observations of one visit are its paths (branch projections, `**kwargs` variants): the
    visit raises surely when every one of them does. Visits are the contexts the walk reached
    the call in: the call raises surely when each does, except that the visits of one sweep
    (core/sweeps.py) are elements run one after the other: the sweep raises surely when one
    element the loop surely reaches does (an element after one whose call surely raises, with
    any code, is not surely reached: `blocked`), and the finding names the elements that raise."""
    present = [h for _, h in hits if h is not None]
    if not present or entry is None:
        return None
    visits: dict[int, list] = {}
    for obs, hit in hits:
        visits.setdefault(id(obs.visit), []).append((obs, hit))
    runs: dict[int, list] = {}
    for group in visits.values():
        visit = group[0][0].visit
        runs.setdefault(id(visit.run) if visit.run is not None else id(visit), []).append(group)
    always = True
    named: list[str] = []
    first = None
    for groups in runs.values():
        sure = [g for g in groups if all(h is not None and h.outcome.always for _, h in g)]
        if groups[0][0][0].visit.run is None:
            always = always and bool(sure)
            continue
        raising = [g for g in sure if g[0][0].visit.reached and id(g[0][0].visit) not in (blocked or ())]
        always = always and bool(raising)
        shown = raising or [g for g in groups if any(h is not None for _, h in g)]
        for label in sweeps.named([g[0][0].visit.label for g in shown], [g[0][0].visit.label for g in groups]):
            if label not in named:
                named.append(label)
        if first is None and shown:
            first = next(h for _, h in shown[0] if h is not None)
    if first is None:
        first = present[0]
    fact, covered = entry.nearest_fact(release.version)
    evidence: list[Evidence] = []
    for h in present:
        for e in h.evidence:
            if e not in evidence:
                evidence.append(e)
    notes: list[str] = []
    if not covered:
        notes.append(
            f"transformers {release.version} is outside the releases the catalog covers; assuming it behaves like {fact.versions}"
        )
    if len(present) > 1:
        first = replace(first, fixes=common_fixes([h.fixes for h in present]))
    flags = deciding_flags(present)
    qualifier = _qualifier(flags, catalog) if flags and catalog is not None else None
    elements = _elements(named, catalog) if named and catalog is not None else ""
    return build_finding(code, fact, always, first, tuple(evidence), release, notes, qualifier, elements)


def _elements(named: list[str], catalog: Catalog) -> str:
    """ "for MODES["lookup"]", "for configs[1] and configs[3]" (the sweep elements that raise),
    from the catalog's phrases (phrases.toml)."""
    if len(named) == 1:
        return catalog.phrase("sweep", "one", element=named[0])
    if len(named) > 3:
        return catalog.phrase("sweep", "more", elements=", ".join(named[:3]), more=str(len(named) - 3))
    return catalog.phrase("sweep", "several", elements=", ".join(named[:-1]), last=named[-1])


def deciding_flags(hits: list) -> list[Flag]:
    """The command-line options and environment variables whose defaults a finding rests on:
    the flags of the values its checks matched and of the places its evidence shows."""
    out: list[Flag] = []
    for h in hits:
        for origin in h.outcome.origins:
            if origin.flag is not None and origin.flag not in out:
                out.append(origin.flag)
        for e in h.evidence:
            if e.flag is not None and e.flag not in out:
                out.append(e.flag)
    return out


def _qualifier(flags: list[Flag], catalog: Catalog) -> str:
    """ "unless --use-cache is passed", from the catalog's phrases (phrases.toml)."""
    names = list(dict.fromkeys(f.name for f in flags))
    if len(names) > 1:
        joined = ", ".join(names[:-1]) + " and " + names[-1]
        return catalog.phrase("flag", "several", names=joined)
    flag = flags[0]
    if flag.kind == "switch":
        return catalog.phrase("flag", "switch", toggle=flag.toggle or flag.name, name=flag.name)
    if flag.kind == "environment":
        return catalog.phrase("flag", "environment", name=flag.name, default=flag.default)
    if flag.kind == "file":
        return catalog.phrase("flag", "file", name=flag.name)
    if flag.kind == "widget":
        return catalog.phrase("flag", "widget", name=flag.name, default=flag.default)
    if flag.kind == "device":
        return catalog.phrase("flag", "device", name=flag.name)
    return catalog.phrase("flag", "value", name=flag.name, default=flag.default)


def build_finding(
    code: str,
    fact: Fact,
    always: bool,
    hit,
    evidence: tuple[Evidence, ...],
    release: AssumedRelease,
    notes: list[str],
    qualifier: str | None = None,
    elements: str = "",
) -> Finding | None:
    """`qualifier`: the finding holds while command-line options or environment variables keep
    their defaults (what the person running the script chooses), so it is a warning at most, its
    message says which ("unless --use-cache is passed, this call raises ..."), and no fix is safe:
    each changes what an option does. `elements`: the elements of a sweep that raise
    (core/sweeps.py), before the detail."""
    where = f"With transformers {release.version} ({release.source})"
    if fact.raised and fact.reported_as:
        return None  # another entry's check raises this error first; that entry reports it
    if qualifier is not None:
        where += f", {qualifier}"
    if fact.raised:
        # Whether a data-dependent error happens depends on the text generated: never more than "may".
        always = always and not fact.data_dependent
        message_text = fact.render_message(with_module_path(fact.message, hit.values, release))
        verb = "this call raises" if always else "this call may raise"
        site = fact.line_for(release.version)
        raises = Raises(
            type=fact.exception or "Exception",
            message=message_text,
            release=release.version,
            file=fact.file,
            line=site[1] if site else None,
            upstream_url=fact.upstream_url(release.version),
        )
        detail = f"{elements}: {hit.detail}" if elements else hit.detail
        # (an exception raised without a message, HF301's AttributeError: its name alone, said so)
        printed = f"{fact.exception}: " if message_text else f"{fact.exception} (raised without a message)"
        message = f"{where}, {verb} {printed}{message_text} — {detail}"
        summary = f"{verb} {printed}{first_sentence(message_text)}"
        severity = Severity.ERROR if always else Severity.WARNING
    elif fact.report == "warning":
        raises = None
        logged = fact.render_warning(hit.values) if fact.warning else None
        told = logged or (fact.note or "")
        summary = f"{elements}: {hit.detail}" if elements else hit.detail
        message = f"{where}, {summary}" + (f" ({told.strip()})" if told else "")
        detail = f"transformers {release.version} logs: {' '.join(logged.split())}" if logged else " ".join(told.split())
        severity = Severity.WARNING
    else:
        return None
    fixes = hit.fixes
    if qualifier is not None:
        summary = f"{qualifier}, {summary}"
        severity = Severity.WARNING
        # (a fix edits the analysed file only: a literal elsewhere is never one of its edits)
        defaults = {e.span: e.flag for e in evidence if e.flag is not None}
        fixes = tuple(_at_default(f, defaults) for f in fixes)
    return Finding(
        code=code,
        severity=severity,
        message=message,
        span=hit.span,
        evidence=evidence,
        fixes=fixes,
        raises=raises,
        release=release.version,
        release_source=release.source,
        notes=tuple(notes),
        condition=qualifier,
        summary=summary,
        detail=detail,
    )


def release_of_settings(catalog: Catalog, settings: Settings) -> AssumedRelease:
    """The release `settings` name, with the installation `settings.environment` holds when it is that
    release; without a release named, the one installed there (else the newest the catalog knows)."""
    if settings.environment is not None and not settings.transformers_version:
        from hflint.versions import detect_release

        return detect_release(catalog, python=settings.environment)
    release = assume_release(catalog, settings.transformers_version, settings.version_source)
    return with_installation(release, settings.environment)


def with_module_path(message: str | None, values: dict[str, str], release: AssumedRelease) -> dict[str, str]:
    """`values` with the `{path}` of a message that names a module's file ("cannot import name 'X'
    from 'transformers' (<path>)"): that module's file in the installation the release was found
    in (AssumedRelease.installation), as Python prints it; unknown (`<path>`) without one."""
    module = values.get("module", "")
    if release.installation is None or "path" in values or "{path}" not in (message or ""):
        return values
    if module != "transformers" and not module.startswith("transformers."):
        return values
    found = module_file(release.installation, module)
    return {**values, "path": found} if found is not None else values


def first_sentence(message: str, limit: int = 90) -> str:
    """A long exception message's first sentence (the rest goes below the finding's first line)."""
    if len(message) <= limit:
        return message
    for end in (". ", ".\n"):
        at = message.find(end)
        if 0 < at < limit * 2:
            return message[: at + 1] + " (…)"
    return message


def _at_default(fix: Fix, defaults: dict) -> Fix:
    """A fix of a finding that rests on defaults: never safe; one that edits an option's default
    says so (the script's behaviour without options changes, wherever the option is read)."""
    if len(fix.edits) == 1:
        flag = defaults.get(fix.edits[0].span)
        if flag is not None and flag.kind not in ("environment", "file", "widget", "device"):
            return replace(
                fix,
                title=f"Make {fix.edits[0].new_text} the default of {flag.name} (line {fix.edits[0].span.line})",
                applicability=Applicability.UNSAFE,
            )
    if fix.applicability is Applicability.SAFE:
        return replace(fix, applicability=Applicability.UNSAFE)
    return fix


# ---------------------------------------------------------------- suppression


def suppressed_codes(line_text: str) -> set[str] | None | bool:
    """Codes an ignore comment on this line names; None for a bare one; False when there is none."""
    return suppressions.suppressed_codes(line_text)


def _reports_unused(settings: Settings, catalog: Catalog) -> bool:
    entry = catalog.get(UNUSED_SUPPRESSION)
    return entry is not None and settings.enabled(UNUSED_SUPPRESSION, entry.default_enabled)


def _unused_in_skipped(result: AnalysisResult, source: str, settings: Settings, catalog: Catalog) -> None:
    """A file the prefilter skips has no finding: with HF001 on, each of its suppression
    comments silences nothing (a file with a syntax error is left alone)."""
    if result.notebook is not None or not _reports_unused(settings, catalog) or not suppressions.may_hold(source):
        return
    try:
        compile(source, result.path or "<text>", "exec", ast.PyCF_ONLY_AST, dont_inherit=True)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return
    result.findings.extend(unused_suppressions(source, LineIndex(source), suppressions.Uses({}), catalog))


def unused_suppressions(text: str, index: LineIndex, uses: suppressions.Uses, catalog: Catalog) -> list[Finding]:
    """HF001: a suppression comment that silences nothing, with the fix that removes it."""
    entry = catalog.get(UNUSED_SUPPRESSION)
    assert entry is not None
    out = []
    for d, written, vain, fix in suppressions.unused(text, index, uses, UNUSED_SUPPRESSION):
        unknown = [c for c in vain if c not in catalog and c != SYNTAX_CODE]
        codes = " or ".join(vain) if vain else "hflint"
        notes = tuple(f"{c} is not a code hflint knows" for c in unknown)
        if vain and len(vain) < len(d.codes):
            notes += (f"`{written}` is kept for {', '.join(c for c, _, _ in d.codes if c not in vain)}",)
        out.append(
            Finding(
                code=UNUSED_SUPPRESSION,
                severity=Severity(entry.severity),
                message=entry.render_message({"codes": codes}),
                span=Span(d.line, d.start, d.line, d.end),
                fixes=(fix,),
                notes=notes,
            )
        )
    return out


def _enabled(code: str, settings: Settings, catalog: Catalog) -> bool:
    entry = catalog.get(code)
    return settings.enabled(code, entry.default_enabled if entry is not None else True)


def _in_blanked(site: Site, blanked: frozenset[int]) -> bool:
    if not blanked:
        return False
    node = site.node
    return any(line in blanked for line in range(node.lineno, (node.end_lineno or node.lineno) + 1))
