"""Hover: the catalog entry for a flagged range or an ignore comment, the effective settings of a call."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

from hflint.catalog import Catalog, Entry
from hflint.core.describe import describe_site, mode_of
from hflint.core.engine import AnalysisResult
from hflint.core.findings import Finding
from hflint.core.flow import Site
from hflint.rules.base import line_place
from hflint.versions import AssumedRelease

_CODE_RE = re.compile(r"HF\d{3}")


def _fence(text: str) -> str:
    return "``" + (" " if text.startswith("`") else "") + text + (" " if text.endswith("`") else "") + "``" \
        if "`" in text else f"`{text}`"


def entry_markdown(entry: Entry, release: AssumedRelease, finding: Finding | None = None,
                   installed: Path | None = None) -> str:
    out = [f"**{entry.code}** {entry.title} · hflint", ""]
    fact, covered = entry.nearest_fact(release.version)
    if finding is not None and finding.raises is not None:
        # (a warning that rests on defaults raises on every path while they hold: its message says which)
        verb = "may raise" if "this call may raise" in finding.message else "raises"
        when = f", {finding.condition}," if finding.condition else ""
        out.append(f"With transformers **{release.version}** ({release.source}){when} this call {verb} "
                   f"`{finding.raises.type}`: {_fence(finding.raises.message)}")
        out.append("")
    elif finding is not None:
        out += [finding.message, ""]
    if finding is not None and finding.notes:
        # What the call raises next once this is fixed (core/chain.py), and other notes.
        out += [f"- {n[0].upper() + n[1:]}" for n in finding.notes] + [""]
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
        out.append(f"transformers `{fact.versions}` does not raise this"
                   + (f": {' '.join(fact.note.split())}" if fact.note else "."))
    if not covered:
        out.append(f"\n*transformers {release.version} is outside the releases the catalog covers; "
                   f"this assumes it behaves like `{fact.versions}`.*")
    return "\n".join(out)


def settings_markdown(site: Site, release: AssumedRelease, place: Callable[[int], str] = line_place) -> str:
    """The effective settings of a call; `place` names a line ("line 12", "cell 3, line 4")."""
    lines = [f"**hflint** · {mode_of(site)} · transformers {release.version} ({release.source})", "",
             "| setting | value | from |", "|---|---|---|"]
    for s in describe_site(site):
        where = ", ".join((place(o.span.line) if o.path is None or o.path == site.path else f"{o.path}:{o.span.line}")
                          + (f" ({o.note})" if o.note else "") for o in s.origins[:3]) or "—"
        lines.append(f"| `{s.name}` | {s.value.replace('|', '&#124;')} | {where.replace('|', '&#124;')} |")
    return "\n".join(lines)


def hover_markdown(result: AnalysisResult, catalog: Catalog, line: int, col: int, line_text: str,
                   installed: Path | None = None) -> tuple[str, tuple[int, int, int, int] | None] | None:
    """Markdown for the hover at (line, col) in module coordinates, and the range it covers."""
    for f in result.findings:
        if f.span.contains(line, col) and f.code != "HF000":
            entry = catalog.get(f.code)
            if entry is not None:
                return entry_markdown(entry, result.release, f, installed), (f.span.line, f.span.col, f.span.end_line,
                                                                             f.span.end_col)
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
            if site.observations and site.observations[0].kind in ("genconfig", "pipeline-build", "import"):
                continue
            return settings_markdown(site, result.release, result.place), None
    return None
