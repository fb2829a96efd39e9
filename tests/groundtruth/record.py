"""Run every catalog example under releases, show what each release did, and record the raise lines.

    python tests/groundtruth/record.py [--releases all|ci|5.4.0,...] [--write] [--codes HF111,HF202]
                                       [--save runs.json | --load runs.json]

For each entry and example it prints the releases grouped by outcome (exception,
message and raising file; the line is recorded separately), so a boundary shows as
the place where the outcome changes, and it lists every fact a run contradicts.
With `--write`, a fact the runs agree with gets the `lines` (raised) or `verified`
(not raised) of every release run inside its range written into its TOML file; a
contradicted fact is never written: the run wins, but a person changes the fact.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections.abc import Mapping
from pathlib import Path
from typing import Any

HERE = Path(__file__).parent
sys.path.insert(0, str(HERE))

from packaging.version import Version  # noqa: E402

from hflint.catalog import Entry, Fact, load_catalog  # noqa: E402

from checker import check_fixed, check_reproducer  # noqa: E402
from releases import RELEASES, ensure_torch, release_dir, selected_releases  # noqa: E402
from runs import run_releases  # noqa: E402


def outcome_key(result: Mapping[str, Any]) -> str:
    if not result.get("raised"):
        return "runs clean"
    site = result.get("site") or {}
    return f"{result.get('type')}: {result.get('message')!r} ({site.get('file')})"


def grouped(results: list[tuple[str, Mapping[str, Any]]]) -> list[tuple[list[str], str]]:
    """Consecutive releases with the same outcome, in release order."""
    out: list[tuple[list[str], str]] = []
    for release, result in results:
        key = outcome_key(result)
        if out and out[-1][1] == key:
            out[-1][0].append(release)
        else:
            out.append(([release], key))
    return out


def fact_problems(entry: Entry, fact: Fact, runs: Mapping[str, dict]) -> tuple[list[str], dict[str, int]]:
    """What the runs say against `fact` (ignoring releases it does not list yet), and the raise lines seen."""
    problems: list[str] = []
    lines: dict[str, int] = {}
    for release, out in runs.items():
        if not fact.contains(Version(release)):
            continue
        rep = out["jobs"][f"{entry.code}:{fact.example}:reproducer"]
        fix = out["jobs"][f"{entry.code}:{fact.example}:fixed"]
        listed = fact if release in fact.releases else _listing(fact, release, rep)
        found = check_reproducer(listed, release, rep, release_dir(release))
        found += check_fixed(release, fix)
        problems += [f"{release}: {p}" for p in found if not p.startswith("line:")]
        if fact.raised and rep.get("raised") and (rep.get("site") or {}).get("line"):
            line = rep["site"]["line"]
            lines[release] = line
    return problems, lines


def _listing(fact: Fact, release: str, result: Mapping[str, Any]) -> Fact:
    """The fact as if it listed `release` (so that only real disagreements are reported)."""
    import dataclasses

    if fact.raised:
        line = (result.get("site") or {}).get("line") or 0
        return dataclasses.replace(fact, lines={**fact.lines, release: line})
    return dataclasses.replace(fact, verified=(*fact.verified, release))


# ---------------------------------------------------------------- writing the TOML

_FACT_HEADER = re.compile(r"^\[\[facts\]\]\s*$", re.M)
_ANY_HEADER = re.compile(r"^\[", re.M)


def _blocks(text: str) -> list[tuple[int, int]]:
    """(start, end) of every [[facts]] block: from its header to the next header that is not its own sub-table."""
    out = []
    for m in _FACT_HEADER.finditer(text):
        end = len(text)
        for h in _ANY_HEADER.finditer(text, m.end()):
            if not text.startswith("[facts.", h.start()):
                end = h.start()
                break
        out.append((m.start(), end))
    return out


def rewrite_fact(text: str, fact: Fact, lines: Mapping[str, int] | None, verified: list[str] | None) -> str:
    """`text` with the block of `fact` (found by its `versions`) holding these lines / verified releases."""
    for start, end in _blocks(text):
        block = text[start:end]
        if not re.search(r'^versions = "' + re.escape(fact.versions) + '"', block, re.M):
            continue
        body = re.sub(r"^\[facts\.lines\]\n(?:[^\[\n].*\n|\n)*", "", block, flags=re.M)
        body = re.sub(r"^lines = \{[^}]*\}\n", "", body, flags=re.M)
        body = body.rstrip("\n") + "\n"
        if verified is not None:
            arr = _toml_list(verified)
            body, n = re.subn(r"^verified = \[[^\]]*\]", lambda _, arr=arr: "verified = " + arr, body, count=1, flags=re.M)
            assert n == 1, fact.versions
        if lines is not None:
            ordered = sorted(lines, key=Version)
            body += "\n[facts.lines]\n" + "".join(f'"{r}" = {lines[r]}\n' for r in ordered)
        tail = text[end:]
        return text[:start] + body + ("\n" if tail else "") + tail
    raise KeyError(fact.versions)


def _toml_list(items: list[str]) -> str:
    quoted = [f'"{i}"' for i in sorted(items, key=Version)]
    if len(", ".join(quoted)) < 80:
        return "[" + ", ".join(quoted) + "]"
    rows, row = [], []
    for q in quoted:
        if row and len(", ".join(row + [q])) > 84:
            rows.append(", ".join(row) + ",")
            row = []
        row.append(q)
    rows.append(", ".join(row) + ",")
    return "[\n" + "".join(f"    {r}\n" for r in rows) + "]"


# ---------------------------------------------------------------- main


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--releases", default="all", help="all, ci or a comma-separated list (default: all)")
    parser.add_argument("--codes", help="only these entries (comma-separated)")
    parser.add_argument("--write", action="store_true", help="write lines / verified of the facts the runs agree with")
    parser.add_argument("--save", type=Path, help="also write the runs' results to this JSON file")
    parser.add_argument("--load", type=Path, help="use the results a --save wrote instead of running the releases")
    args = parser.parse_args()
    catalog = load_catalog()
    entries = [e for e in catalog.transformers_entries if not args.codes or e.code in args.codes.upper().split(",")]
    releases = selected_releases(args.releases)
    jobs = [
        {"id": f"{e.code}:{ex.name}:{kind}", "source": getattr(ex, kind)}
        for e in entries
        for ex in e.examples
        for kind in ("reproducer", "fixed")
    ]
    if args.load:
        runs = json.loads(args.load.read_text())
        releases = [r for r in releases if r in runs]
    else:
        ensure_torch()
        runs = run_releases({r: jobs for r in releases}, lambda m: print(m, file=sys.stderr, flush=True))
    if args.save:
        args.save.write_text(json.dumps(runs))

    contradicted = 0
    for entry in entries:
        print(f"\n{entry.code} {entry.slug}")
        for ex in entry.examples:
            for kind in ("reproducer", "fixed"):
                results = [(r, runs[r]["jobs"][f"{entry.code}:{ex.name}:{kind}"]) for r in releases]
                print(f"  {ex.name} ({kind}):")
                for group, key in grouped(results):
                    span = group[0] if len(group) == 1 else f"{group[0]} .. {group[-1]} ({len(group)})"
                    print(f"    {span}: {key}")
        text = Path(entry.path).read_text(encoding="utf-8")
        new = text
        for fact in entry.facts:
            problems, lines = fact_problems(entry, fact, runs)
            if problems:
                contradicted += 1
                print(f"  CONTRADICTED {fact.versions}:")
                for p in problems:
                    print(f"    {p}")
                continue
            inside = [r for r in RELEASES if fact.contains(Version(r))]
            ran = [r for r in inside if r in runs]
            if fact.raised:
                merged = {r: n for r, n in fact.lines.items() if r in inside and r not in runs}
                merged.update(lines)
                if merged != dict(fact.lines):
                    print(f"  {fact.versions}: lines {dict(fact.lines)} -> {merged}")
                    new = rewrite_fact(new, fact, merged, None)
            else:
                verified = sorted({*[r for r in fact.verified if r in inside], *ran}, key=Version)
                if verified != list(fact.verified):
                    print(f"  {fact.versions}: verified {list(fact.verified)} -> {verified}")
                    new = rewrite_fact(new, fact, None, verified)
        if args.write and new != text:
            Path(entry.path).write_text(new, encoding="utf-8")
            load_catalog()  # the written file must still load
    print(f"\n{contradicted} facts contradicted by a run" + ("" if args.write else " (nothing written)"))
    return 1 if contradicted else 0


if __name__ == "__main__":
    raise SystemExit(main())
