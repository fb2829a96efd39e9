"""One Markdown page per code (docs/rules/), made from the catalog and from what hflint reports on its examples.

`python -m hflint.docs` writes the pages; `python -m hflint.docs --check` says which are stale
(tests/unit/test_rule_pages.py runs it). Nothing on a page is written by hand: the text is the
catalog entry's, the findings and fixes are those hflint gives on the entry's own examples.
"""

from __future__ import annotations

import argparse
import re
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from hflint.catalog import Catalog, Entry, Fact, _md_code, default_catalog, recorded_torch

HEADER = "<!-- Made by `python -m hflint.docs` from the catalog ({source}); edit that file, not this page. -->"
EXAMPLE_NAME = "example.py"


def default_folder() -> Path:
    """docs/rules/ of the repository this package sits in."""
    return Path(__file__).resolve().parent.parent.parent / "docs" / "rules"


@dataclass(frozen=True, slots=True)
class ExampleRun:
    """What hflint reports on one example under one release."""

    release: str
    reproducer_text: str  # hflint check's text output on the reproducer
    fixes: tuple[tuple[str, str], ...]  # (title, applicability) of the entry's code's findings
    fixed_clean: bool  # the fixed form has no finding


def run_example(entry: Entry, example_name: str, release: str) -> ExampleRun:
    """Analyse an example and its fixed form as `hflint check --transformers-version release` would."""
    from hflint.core.engine import analyze
    from hflint.core.settings import Settings
    from hflint.report import FileReport, render_text

    example = entry.example(example_name)
    # (a code off by default, as HF001, is shown as `--select` shows it)
    settings = Settings(
        transformers_version=release,
        version_source="--transformers-version",
        select=None if entry.default_enabled else frozenset({entry.code}),
        torch=recorded_torch(entry),
    )
    found = analyze(example.reproducer.lstrip("\n"), EXAMPLE_NAME, settings)
    if found.internal_errors:
        raise RuntimeError(f"{entry.code}: internal error on {example_name}: {found.internal_errors}")
    text = render_text([FileReport(EXAMPLE_NAME, tuple(found.findings))])
    fixes = []
    for finding in found.findings:
        if finding.code == entry.code:
            for fix in finding.fixes:
                title = _PLACE_RE.sub("", fix.title)
                if (title, fix.applicability.value) not in fixes:
                    fixes.append((title, fix.applicability.value))
    fixed = analyze(example.fixed.lstrip("\n"), EXAMPLE_NAME, settings)
    return ExampleRun(release, text, tuple(fixes), not fixed.findings and not fixed.internal_errors)


# "(line 12)", "(cell 3, line 4)" at the end of a fix's title: where it edits in this example.
_PLACE_RE = re.compile(r" \((?:cell \d+, )?line \d+\)")


def _shown_release(entry: Entry, example_name: str) -> str | None:
    """The release an example is shown under: the newest one whose fact it proves and that hflint reports."""
    best: tuple[int, int, str] | None = None
    for fact in entry.facts:
        if fact.example != example_name or not (fact.raised or fact.report == "warning"):
            continue
        release = fact.releases[-1]
        # (a fact reported under another code only where the example proves no other fact)
        key = (0 if fact.reported_as else 1, _release_key(release), release)
        best = key if best is None or key > best else best
    return best[2] if best else None


def _release_key(release: str) -> int:
    parts = [int(p) for p in re.findall(r"\d+", release)[:3]] + [0, 0, 0]
    return parts[0] * 1_000_000 + parts[1] * 1_000 + parts[2]


def _line_groups(fact: Fact) -> list[str]:
    """The raise lines by release, consecutive releases with the same line in one link."""
    out: list[str] = []
    items = sorted(fact.lines.items(), key=lambda kv: _release_key(kv[0]))
    i = 0
    while i < len(items):
        j = i
        while j + 1 < len(items) and items[j + 1][1] == items[i][1]:
            j += 1
        first, line = items[i]
        span = first if i == j else f"{first} to {items[j][0]}"
        out.append(f"[line {line}]({fact.upstream_url(first)}) in {span}")
        i = j + 1
    return out


def _releases_row(fact: Fact) -> str:
    if fact.raised:
        outcome = f"raises `{fact.exception}`: {_md_code(fact.message or '')}"
        if fact.parts:
            # (a message composed of issues: `{issues}` holds one line per issue found)
            line = fact.parts.get("line", "{issue}")
            pieces = [_md_code(line.format(name="{name}", issue=text)) for key, text in fact.parts.items() if key != "line"]
            outcome += "<br>`{issues}`: one line per issue, among " + "; ".join(pieces)
        where = f"`{fact.file}`, " + ", ".join(_line_groups(fact))
    else:
        outcome = (
            "runs, and logs a warning instead: " + _md_code(fact.warning)
            if fact.warning
            else "runs, hflint warns"
            if fact.report == "warning"
            else "does not raise"
        )
        where = "runs verified on " + ", ".join(fact.verified)
    if fact.note:
        outcome += f"<br>*{' '.join(fact.note.split())}*"
    return f"| `{fact.versions}` | {outcome} | {where} |"


def _merged(facts: list[Fact]) -> list[str]:
    """Adjacent ranges as one (`>=4.57,<5.24` and `>=5.24,<5.25` are `>=4.57,<5.25`)."""
    out: list[list[str]] = []
    for fact in sorted(facts, key=lambda f: f.low):
        low, high = str(fact.low), str(fact.high)
        if out and out[-1][1] == low:
            out[-1][1] = high
        else:
            out.append([low, high])
    return [f"`>={low},<{high}`" for low, high in out]


def _summary(entry: Entry) -> list[str]:
    if not entry.about_transformers:
        when = "" if entry.default_enabled else f", only when selected (`--select {entry.code}`)"
        return [
            f"About hflint's own input, not an error transformers raises: the same in every release. "
            f"Reported as {'an' if entry.severity == 'info' else 'a'} {entry.severity}{when}."
        ]
    if not entry.facts:
        return ["Python's own `SyntaxError`, the same in every release. Reported as an error."]
    raised = [f for f in entry.facts if f.raised]
    warned = [f for f in entry.facts if not f.raised and f.report == "warning"]
    quiet = [f for f in entry.facts if not f.raised and f.report != "warning"]
    parts = []
    if raised:
        parts.append("raises in " + ", ".join(_merged(raised)))
    if warned:
        parts.append("runs but does not do what the code asks in " + ", ".join(_merged(warned)))
    if quiet:
        parts.append("runs in " + ", ".join(_merged(quiet)))
    lines = ["transformers " + "; ".join(parts) + ' (see "In which releases").']
    if raised:
        lines.append(
            "Reported as an error where the call raises on every path hflint sees; as a warning where "
            "only some paths raise, or where a command-line or environment default decides"
            + ("; as a warning in the releases where the call runs" if warned else "")
            + "."
        )
    elif warned:
        lines.append("Reported as a warning.")
    return lines


_APPLICABILITY = {
    "safe": "safe: `hflint check --fix` and the editor's fix-all (`source.fixAll.hflint`) apply it",
    "unsafe": "unsafe: offered as a quick fix in the editor, never applied by `--fix` or fix-all",
    "display-only": "shown as guidance, never applied",
}


def render_page(entry: Entry, catalog: Catalog) -> str:
    source = Path(entry.path).name
    out = [HEADER.format(source=f"catalog/{source}"), "", f"# {entry.code}: {entry.slug}", "", f"**{entry.title}**", ""] + [
        line for text in _summary(entry) for line in (text, "")
    ]
    out += ["## What happens", "", entry.meaning, "", "## When", "", entry.trigger, ""]
    if entry.situations:
        out += ["## Common situations", ""] + [f"- {s}" for s in entry.situations] + [""]
    fixes: list[tuple[str, str]] = []
    for ex in entry.examples:
        named = f" ({ex.name})" if len(entry.examples) > 1 else ""
        release = _shown_release(entry, ex.name) if entry.facts else catalog.newest_release()
        out += [f"## Example{named}", "", "```python", ex.reproducer.strip("\n"), "```", ""]
        if release is not None:
            run = run_example(entry, ex.name, release)
            # (a fact whose error another entry's check reports first: hflint says that code)
            shown = entry.fact_for(release) if entry.facts else None
            shown_code = (shown.reported_as if shown is not None else None) or entry.code
            if shown_code not in run.reproducer_text:
                raise RuntimeError(
                    f"{entry.code}: hflint does not report it on its example {ex.name!r} under {release}:\n{run.reproducer_text}"
                )
            if not run.fixed_clean:
                raise RuntimeError(f"{entry.code}: hflint reports something on the fixed form of {ex.name!r}")
            selected = "" if entry.default_enabled else f"--select {entry.code} "
            command = (
                f"hflint check --transformers-version {release} {EXAMPLE_NAME}"
                if entry.facts
                else f"hflint check {selected}{EXAMPLE_NAME}"
            )
            out += [f"`{command}` says:", "", "```text", run.reproducer_text.rstrip("\n"), "```", ""]
            fixes += [f for f in run.fixes if f not in fixes]
        out += [f"Fixed{named}:", "", "```python", ex.fixed.strip("\n"), "```", ""]
        if release is not None:
            out += ["hflint reports nothing on the fixed form.", ""]
    out += ["## How to fix it", ""] + [f"{i}. {s}" for i, s in enumerate(entry.solutions, 1)] + [""]
    if entry.facts:
        out += [
            "## In which releases",
            "",
            "Each row was observed by running the release (the ground truth of hflint's test suite).",
            "",
            "| releases | what happens | where |",
            "|---|---|---|",
        ]
        out += [_releases_row(f) for f in entry.facts] + [""]
    out += ["## Fix safety", ""]
    if entry.facts:
        offered = [(t, a) for t, a in fixes if not t.startswith("Ignore ")]
        if offered:
            out += ["On the example above, hflint offers:", ""]
            out += [f"- {t}: {_APPLICABILITY.get(a, a)}." for t, a in offered] + [""]
        else:
            out += [
                "hflint offers no fix that edits the code for this one: the right change depends on what "
                'you meant (see "How to fix it").',
                "",
            ]
        out += [
            'Every finding also offers "Ignore ' + entry.code + ' on this line" in the editor (unsafe: it '
            "adds a suppression comment). A finding that rests on a command-line option's or an environment "
            "variable's default is a warning, and none of its fixes is safe: changing a default changes "
            "what the command line does.",
            "",
        ]
    elif not entry.about_transformers:
        offered = [(t, a) for t, a in fixes if not t.startswith("Ignore ")]
        out += (
            ["On the example above, hflint offers:", ""] + [f"- {t}: {_APPLICABILITY.get(a, a)}." for t, a in offered]
            if offered
            else ["hflint offers no fix for this one."]
        ) + [""]
    else:
        out += ["hflint does not fix syntax errors.", ""]
    if not entry.default_enabled:
        out += [
            "## How to turn it on",
            "",
            f"It is off unless selected: `hflint check --select {entry.code}` (or `--select {entry.slug}`), "
            f'`select = ["{entry.code}"]` under `[tool.hflint]` in `pyproject.toml` (with the codes you '
            "want besides), or the `select` setting in an editor.",
            "",
        ]
        return _with_sources(out, entry)
    out += ["## How to turn it off", ""]
    if entry.facts:
        out += [
            f"- On one line: `# hflint: ignore[{entry.code}]` (or `# noqa: {entry.code}`) at the end of the "
            "line the finding is on."
        ]
    out += [
        f'- In a project: `ignore = ["{entry.code}"]` (or `["{entry.slug}"]`) under `[tool.hflint]` in `pyproject.toml`.',
        f"- For one run: `hflint check --ignore {entry.code}` (or `--ignore {entry.slug}`).",
        f'- In an editor: the `ignore` setting (`hflint.ignore` in VS Code), for example `["{entry.code}"]`.',
        "",
    ]
    return _with_sources(out, entry)


def _with_sources(out: list[str], entry: Entry) -> str:
    """The page's lines, ended by its seed page and references, as one text."""
    if entry.seed:
        out += [f"Seed page: `{entry.seed}`.", ""]
    if entry.references:
        out += ["## References", ""] + [f"- [{r.title}]({r.url})" for r in entry.references] + [""]
    return "\n".join(out)


def render_index(catalog: Catalog) -> str:
    out = [
        HEADER.format(source="catalog/"),
        "",
        "# hflint's codes",
        "",
        "One page per code: what happens, when, in which transformers releases (with the exact message "
        "and the line that raises it), an example and its fixed form, fix safety and how to turn it off. "
        "`hflint explain CODE` (or a slug) prints the same entry in the terminal.",
        "",
        "| code | slug | title |",
        "|---|---|---|",
    ]
    for entry in _entries(catalog):
        out.append(f"| [{entry.code}]({entry.code}.md) | `{entry.slug}` | {entry.title} |")
    return "\n".join(out) + "\n"


def _entries(catalog: Catalog) -> list[Entry]:
    return ([catalog.syntax] if catalog.syntax is not None else []) + list(catalog)


def pages(catalog: Catalog) -> dict[str, str]:
    """File name → text, for every code and the index."""
    out = {f"{e.code}.md": render_page(e, catalog) for e in _entries(catalog)}
    out["README.md"] = render_index(catalog)
    return out


def stale(folder: Path, catalog: Catalog) -> list[str]:
    """The pages that differ from what the catalog makes (missing, changed, or no longer made)."""
    wanted = pages(catalog)
    have = {p.name for p in folder.glob("*.md")} if folder.is_dir() else set()
    out = [name for name, text in wanted.items() if name not in have or (folder / name).read_text(encoding="utf-8") != text]
    return sorted(out + [name for name in have - set(wanted)])


def write(folder: Path, catalog: Catalog) -> list[str]:
    """Write every page; remove pages of codes no longer in the catalog. Returns the names changed."""
    changed = stale(folder, catalog)
    folder.mkdir(parents=True, exist_ok=True)
    wanted = pages(catalog)
    for name in changed:
        if name in wanted:
            (folder / name).write_text(wanted[name], encoding="utf-8")
        else:
            (folder / name).unlink()
    return changed


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m hflint.docs", description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=None, help="the folder of the pages (default: docs/rules/)")
    parser.add_argument("--check", action="store_true", help="change nothing; exit 1 when a page is stale")
    args = parser.parse_args(argv)
    folder = args.out or default_folder()
    catalog = default_catalog()
    if args.check:
        names = stale(folder, catalog)
        for name in names:
            print(f"{folder / name}: stale (run `python -m hflint.docs`)", file=sys.stderr)
        return 1 if names else 0
    for name in write(folder, catalog):
        print(f"wrote {folder / name}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
