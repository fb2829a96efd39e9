"""Hover: the catalog entry for a flagged range or an ignore comment, the effective settings of a call."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

from hflint.catalog import Catalog, Entry
from hflint.core.describe import NOT_SETTINGS_KINDS, describe_site, mode_of
from hflint.core.engine import AnalysisResult
from hflint.core.findings import Finding
from hflint.core.flow import Site
from hflint.core.settings import Settings
from hflint.rules.base import line_place
from hflint.versions import AssumedRelease

_CODE_RE = re.compile(r"HF\d{3}")


def _fence(text: str) -> str:
    return (
        "``" + (" " if text.startswith("`") else "") + text + (" " if text.endswith("`") else "") + "``"
        if "`" in text
        else f"`{text}`"
    )


def entry_markdown(
    entry: Entry, release: AssumedRelease, finding: Finding | None = None, installed: Path | None = None, table: str = ""
) -> str:
    out = [f"**{entry.code}** {entry.title} · hflint", ""]
    if not entry.about_transformers:
        # (hflint's own code: no release raises it)
        if finding is not None:
            out += [finding.message, ""]
        out += ["**What it means**", "", entry.meaning, "", "**When it happens**", "", entry.trigger, ""]
        out += ["**Solutions**", ""] + [f"{i}. {s}" for i, s in enumerate(entry.solutions, 1)]
        return "\n".join(out)
    fact, covered = entry.nearest_fact(release.version)
    if finding is not None and finding.raises is not None:
        # (a warning that rests on defaults raises on every path while they hold: its message says which)
        verb = "may raise" if "this call may raise" in finding.message else "raises"
        when = f", {finding.condition}," if finding.condition else ""
        out.append(
            f"With transformers **{release.version}** ({release.source}){when} this call {verb} "
            f"`{finding.raises.type}`: {_fence(finding.raises.message)}"
        )
        out.append("")
    elif finding is not None:
        out += [finding.message, ""]
    if finding is not None and finding.notes:
        # What the call raises next once this is fixed (core/chain.py), and other notes.
        out += [f"- {n[0].upper() + n[1:]}" for n in finding.notes] + [""]
    if table:
        out += [table, ""]
    out += ["**What it means**", "", entry.meaning, "", "**When it happens**", "", entry.trigger, ""]
    out += ["**Solutions**", ""] + [f"{i}. {s}" for i, s in enumerate(entry.solutions, 1)] + [""]
    if fact.raised:
        site = fact.line_for(release.version)
        links = []
        if installed is not None and site is not None and fact.file:
            local = installed / fact.file.removeprefix("src/")
            if local.is_file():
                links.append(f"[installed copy]({local.as_uri()}#L{site[1]})")
        url = fact.upstream_url(release.version)
        if url and site is not None:
            links.append(f"[{fact.file}:{site[1]} in {site[0]}]({url})")
        out.append(f"Raised in transformers `{fact.versions}`: " + " · ".join(links))
    else:
        out.append(
            f"transformers `{fact.versions}` does not raise this" + (f": {' '.join(fact.note.split())}" if fact.note else ".")
        )
    if not covered:
        out.append(
            f"\n*transformers {release.version} is outside the releases the catalog covers; "
            f"this assumes it behaves like `{fact.versions}`.*"
        )
    return "\n".join(out)


def _outcome_cell(findings: tuple[Finding, ...]) -> str:
    if not findings:
        return "no error hflint knows"
    parts = []
    for f in findings:
        if f.raises is not None:
            verb = "raises" if f.severity.value == "error" else "may raise"
            parts.append(f"{verb} `{f.raises.type}` ({f.code}): {_fence(f.raises.message)}")
        else:
            parts.append(f"warns ({f.code}): the assisted flags are ignored" if f.code == "HF109" else f"warns ({f.code})")
    return "; ".join(parts).replace("|", "&#124;")


def outcome_table(
    result: AnalysisResult, site: Site, catalog: Catalog, release: AssumedRelease, settings: Settings | None = None
) -> str:
    """How the call's outcome differs across the releases the catalog knows: release range →
    outcome, the assumed release's row marked."""
    from hflint.upgrade import across_releases

    runs = across_releases(result, site, catalog, settings or Settings())
    if not runs:
        return ""
    if len(runs) == 1:
        run = runs[0]
        return f"Every release the catalog knows ({run.first} to {run.last}): {_outcome_cell(run.findings)}."
    lines = ["| transformers | this call |", "|---|---|"]
    for run in runs:
        span = run.first if run.first == run.last else f"{run.first} – {run.last}"
        if release.version in run.releases:
            span = f"**{span}** (assumed)"
        lines.append(f"| {span} | {_outcome_cell(run.findings)} |")
    return "\n".join(lines)


def _site_of(result: AnalysisResult, line: int, col: int) -> Site | None:
    best: Site | None = None
    for site in result.sites:
        node = site.node
        start, end = (node.lineno, node.col_offset), (node.end_lineno or node.lineno, node.end_col_offset or 0)
        if start <= (line, col) <= end and (best is None or (best.node.lineno, best.node.col_offset) < start):
            best = site
    return best


def settings_markdown(site: Site, release: AssumedRelease, place: Callable[[int], str] = line_place) -> str:
    """The effective settings of a call; `place` names a line ("line 12", "cell 3, line 4")."""
    from hflint.versions import torch_note

    torch = f" · {torch_note(release.torch)}" if release.torch is not None else ""
    lines = [
        f"**hflint** · {mode_of(site, release.version)} · transformers {release.version} ({release.source}){torch}",
        "",
        "| setting | value | from |",
        "|---|---|---|",
    ]
    for s in describe_site(site, release.version):
        where = (
            ", ".join(
                (place(o.span.line) if o.path is None or o.path == site.path else f"{o.path}:{o.span.line}")
                + (f" ({o.note})" if o.note else "")
                for o in s.origins[:3]
            )
            or "—"
        )
        lines.append(f"| `{s.name}` | {s.value.replace('|', '&#124;')} | {where.replace('|', '&#124;')} |")
    return "\n".join(lines)


def hover_markdown(
    result: AnalysisResult,
    catalog: Catalog,
    line: int,
    col: int,
    line_text: str,
    installed: Path | None = None,
    settings: Settings | None = None,
) -> tuple[str, tuple[int, int, int, int] | None] | None:
    """Markdown for the hover at (line, col) in module coordinates, and the range it covers."""
    for f in result.findings:
        if f.span.contains(line, col) and f.code != "HF000":
            entry = catalog.get(f.code)
            if entry is not None:
                site = _site_of(result, f.span.line, f.span.col)
                table = outcome_table(result, site, catalog, result.release, settings) if site is not None else ""
                span = (f.span.line, f.span.col, f.span.end_line, f.span.end_col)
                return entry_markdown(entry, result.release, f, installed, table), span
    hash_at = line_text.find("#")
    if 0 <= hash_at <= col:
        for m in _CODE_RE.finditer(line_text, hash_at):
            if m.start() <= col <= m.end():
                entry = catalog.get(m.group(0))
                if entry is not None:
                    return entry_markdown(entry, result.release, None, installed), (line, m.start(), line, m.end())
    for site in result.sites:
        node = site.node
        if node.lineno <= line <= (node.end_lineno or node.lineno):
            if site.observations and site.observations[0].kind in NOT_SETTINGS_KINDS:
                continue
            markdown = settings_markdown(site, result.release, result.place)
            table = outcome_table(result, site, catalog, result.release, settings)
            return (markdown + "\n\n" + table if table else markdown), None
    return None
