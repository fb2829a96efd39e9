"""What an upgrade of transformers changes in a file: per call, the findings that appear, disappear or change message.

The walk of a file does not depend on the release, only the rules do: a file is analysed once
with the starting release and its calls are checked again with the target
(engine.findings_by_site). A call's findings are paired by code; a code found with only one of
the releases appears or disappears, one found with both changes when what it says the call
does (the exception and its message, or the warning) differs.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from hflint.catalog import Catalog
from hflint.core.describe import mode_of
from hflint.core.engine import AnalysisResult, findings_by_site, site_findings
from hflint.core.findings import Finding, Severity, Span
from hflint.core.flow import Site
from hflint.core.settings import Settings
from hflint.rules.common import RELEASE_THRESHOLDS
from hflint.versions import AssumedRelease

APPEARS, DISAPPEARS, CHANGES = "appears", "disappears", "changes"


@dataclass(frozen=True, slots=True)
class Change:
    code: str
    kind: str  # appears / disappears / changes
    before: Finding | None
    after: Finding | None

    @property
    def introduces_error(self) -> bool:
        """The call raises, with the target, an error it did not surely raise before."""
        return (
            self.after is not None
            and self.after.severity is Severity.ERROR
            and (self.before is None or self.before.severity is not Severity.ERROR)
        )


@dataclass(frozen=True, slots=True)
class CallChanges:
    span: Span  # the call
    label: str  # "generate (assisted generation)", "TorchExportableModuleWithStaticCache(...)"
    changes: tuple[Change, ...]


def outcome(finding: Finding) -> tuple[str, ...]:
    """What a finding says the call does, without the release it names."""
    if finding.raises is not None:
        return (finding.severity.value, finding.raises.type, finding.raises.message)
    prefix = f"With transformers {finding.release} ({finding.release_source}), "
    text = finding.message.removeprefix(prefix)
    return (finding.severity.value, text)


def compare(
    result: AnalysisResult, catalog: Catalog, before: AssumedRelease, after: AssumedRelease, settings: Settings
) -> list[CallChanges]:
    """The calls whose findings differ between `before` (the release `result` was made with,
    or any other) and `after`, in the order of the file."""
    old = findings_by_site(result, catalog, before, settings)
    new = findings_by_site(result, catalog, after, settings)
    out = []
    for (site, was), (_, now) in zip(old, new):
        changes = diff(was, now)
        if changes:
            out.append(CallChanges(_call_span(site), _label(site), tuple(changes)))
    out.sort(key=lambda c: (c.span.line, c.span.col))
    return out


def diff(was: Sequence[Finding], now: Sequence[Finding]) -> list[Change]:
    by_code_was = {f.code: f for f in was}
    by_code_now = {f.code: f for f in now}
    out = []
    for code in sorted(set(by_code_was) | set(by_code_now)):
        a, b = by_code_was.get(code), by_code_now.get(code)
        if a is None:
            out.append(Change(code, APPEARS, None, b))
        elif b is None:
            out.append(Change(code, DISAPPEARS, a, None))
        elif outcome(a) != outcome(b):
            out.append(Change(code, CHANGES, a, b))
    return out


def _call_span(site: Site) -> Span:
    node = site.node
    return Span(node.lineno, node.col_offset, node.end_lineno or node.lineno, node.end_col_offset or node.col_offset)


def _label(site: Site) -> str:
    if not site.observations:
        return "call"
    obs = site.observations[0]
    if obs.kind == "export":
        return f"{obs.callee}(...)"
    if obs.kind in ("export-forward", "export-method"):
        return f"{obs.callee} {'forward pass' if obs.kind == 'export-forward' else 'export()'}"
    if obs.kind in ("save", "cache-build", "trainer-config"):
        return f"{obs.callee}(...)"
    if obs.kind in ("import", "pipeline-import", "generation-import"):
        return f"import of {obs.callee}"
    if obs.kind == "module-attr":
        return f"transformers.{obs.callee}"
    return f"{obs.callee}: {mode_of(site)}"


@dataclass(frozen=True, slots=True)
class ReleaseRun:
    first: str
    last: str
    releases: tuple[str, ...]
    findings: tuple[Finding, ...]  # the call's findings in `first` (the others say the same)


def across_releases(
    result: AnalysisResult, site: Site, catalog: Catalog, settings: Settings, releases: Sequence[str] | None = None
) -> list[ReleaseRun]:
    """The call's outcome in each release the catalog knows, runs of releases with the same
    outcome merged (oldest first). Worked out once per result and site, by checking one release
    of each run of releases the rules cannot tell apart (release_classes)."""
    key = ("across", id(site), tuple(releases or ()))
    found = result.memo.get(key)
    if found is not None and found[0] is site:
        return found[1]
    from hflint.versions import assume_release

    versions = list(releases or catalog.releases())
    checked: dict[str, tuple[Finding, ...]] = {}
    while True:
        thresholds = frozenset(RELEASE_THRESHOLDS)
        classes = release_classes(catalog, versions, thresholds)
        for group in classes:
            if group[0] not in checked:
                release = assume_release(catalog, group[0], "the catalog")
                checked[group[0]] = tuple(site_findings(result, site, catalog, release, settings))
        if frozenset(RELEASE_THRESHOLDS) == thresholds:
            break  # (a check compared with a release no rule had compared with before: again)
    out: list[ReleaseRun] = []
    last_key: tuple | None = None
    for group in classes:
        findings = checked[group[0]]
        key_now = tuple((f.code, outcome(f)) for f in findings)
        if out and key_now == last_key:
            prev = out[-1]
            out[-1] = ReleaseRun(prev.first, group[-1], prev.releases + group, prev.findings)
        else:
            out.append(ReleaseRun(group[0], group[-1], group, findings))
        last_key = key_now
    result.memo[key] = (site, out)
    return out


_CLASSES: dict[tuple, tuple[Catalog, list[tuple[str, ...]]]] = {}


def release_classes(catalog: Catalog, versions: Sequence[str], thresholds: frozenset[str]) -> list[tuple[str, ...]]:
    """`versions` (in order) cut into runs the rules check alike: the same fact of every catalog
    entry, the same stateful model types, the same side of every release a rule compares with.
    tests/unit/test_upgrade.py holds every release of a run to its first."""
    key = (id(catalog), tuple(versions), thresholds)
    found = _CLASSES.get(key)
    if found is not None and found[0] is catalog:
        return found[1]
    from packaging.version import Version

    from hflint.core.modelinfo import stateful_types

    entries = catalog.transformers_entries  # (HF001 and the like have no facts)
    cuts = sorted(Version(t) for t in thresholds)
    out: list[tuple[str, ...]] = []
    last = None
    for version in versions:
        v = Version(version)
        sig = (tuple(id(e.nearest_fact(version)[0]) for e in entries), tuple(v >= t for t in cuts), stateful_types(version))
        if out and sig == last:
            out[-1] = out[-1] + (version,)
        else:
            out.append((version,))
        last = sig
    if len(_CLASSES) > 32:
        _CLASSES.clear()
    _CLASSES[key] = (catalog, out)
    return out


# ---------------------------------------------------------------- rendering


def _said(f: Finding) -> str:
    if f.raises is not None:
        verb = "raises" if f.severity is Severity.ERROR else "may raise"
        return f"{verb} {f.raises.type}: {f.raises.message}"
    return f"warns: {outcome(f)[-1]}"


_WORD = {APPEARS: "new", DISAPPEARS: "gone", CHANGES: "changed"}


def change_lines(change: Change, before: AssumedRelease, after: AssumedRelease) -> list[str]:
    head = f"{_WORD[change.kind]:<7} {change.code}"
    pad = " " * len(head)
    if change.kind == APPEARS:
        assert change.after is not None
        return [f"{head} {after.version}: {_said(change.after)}", f"{pad} {before.version}: nothing"]
    if change.kind == DISAPPEARS:
        assert change.before is not None
        return [f"{head} {before.version}: {_said(change.before)}", f"{pad} {after.version}: nothing"]
    assert change.before is not None and change.after is not None
    return [f"{head} {before.version}: {_said(change.before)}", f"{pad} {after.version}: {_said(change.after)}"]


def _start(report: Any, before: AssumedRelease) -> AssumedRelease:
    """The release a file's changes start from: its own pin's when that decided it (filepins.py),
    else the run's `before`."""
    return getattr(report, "release", None) or before


def render_text(
    files: Sequence[tuple[Any, Sequence[CallChanges]]], before: AssumedRelease, after: AssumedRelease, color: bool = False
) -> str:
    """`files`: (FileReport, its calls' changes). The FileReport places the call (notebook cells)."""
    from hflint.report import where

    lines = [f"Upgrading transformers {before.version} ({before.source}) to {after.version}:"]
    calls = appear = gone = changed = errors = 0
    for report, call_changes in files:
        start = _start(report, before)
        if start is not before and call_changes:
            lines.append(f"{report.path}: starting from transformers {start.version}, the file's own pin ({start.source})")
        for call in call_changes:
            calls += 1
            lines.append(f"{where(report, call.span.line, call.span.col)}: {call.label}")
            for ch in call.changes:
                for k, text in enumerate(change_lines(ch, start, after)):
                    if color and k == 0:
                        mark = {APPEARS: "\033[31m", DISAPPEARS: "\033[32m", CHANGES: "\033[33m"}[ch.kind]
                        word = _WORD[ch.kind]
                        text = mark + word + "\033[0m" + text[len(word) :]
                    lines.append("    " + text)
                appear += ch.kind == APPEARS
                gone += ch.kind == DISAPPEARS
                changed += ch.kind == CHANGES
                errors += ch.introduces_error
    if not calls:
        starts = sorted({_start(r, before).version for r, _ in files} | {before.version})
        lines.append(f"No call changes: every finding of {' and '.join(starts)} is the same with {after.version}.")
    else:
        parts = [f"{n} {what}" for n, what in ((appear, "new"), (gone, "gone"), (changed, "changed")) if n]
        tail = f"{calls} call{'s' if calls != 1 else ''} change{'s' if calls == 1 else ''} ({', '.join(parts)})"
        tail += (
            f"; the upgrade brings {errors} new error{'s' if errors != 1 else ''}."
            if errors
            else "; the upgrade brings no new error."
        )
        lines.append(tail)
    return "\n".join(lines) + "\n"


def render_json(files: Sequence[tuple[Any, Sequence[CallChanges]]], before: AssumedRelease, after: AssumedRelease) -> str:
    from hflint.report import _range, finding_json

    calls = []
    for report, call_changes in files:
        start = _start(report, before)
        for call in call_changes:
            calls.append(
                {
                    "path": report.path,
                    # (the release this file starts from: its own pin's, or the run's `from`)
                    "from": {"version": start.version, "source": start.source, "file_pin": start is not before},
                    "range": _range(report, call.span),
                    "call": call.label,
                    "changes": [
                        {
                            "code": ch.code,
                            "change": ch.kind,
                            "introduces_error": ch.introduces_error,
                            "before": finding_json(report, ch.before) if ch.before is not None else None,
                            "after": finding_json(report, ch.after) if ch.after is not None else None,
                        }
                        for ch in call.changes
                    ],
                }
            )
    doc = {
        "from": {"version": before.version, "source": before.source},
        "to": {"version": after.version, "source": after.source},
        "calls": calls,
        "introduces_error": any(ch["introduces_error"] for c in calls for ch in c["changes"]),
    }
    return json.dumps(doc, indent=2) + "\n"
