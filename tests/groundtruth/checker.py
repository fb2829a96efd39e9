"""Compare what a release really did with what the catalog says it does (pure; no transformers here)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

from packaging.version import Version

from hflint.catalog import Entry, Fact


def describe(result: Mapping[str, Any]) -> str:
    if not result.get("raised"):
        return "ran clean"
    site = result.get("site") or {}
    return f"raised {result.get('type')}: {result.get('message')!r} at {site.get('file')}:{site.get('line')}"


def check_reproducer(fact: Fact, release: str, result: Mapping[str, Any], source_root: Path | None = None) -> list[str]:
    """Problems with `fact` as a claim about `release`, given the reproducer's run there."""
    problems: list[str] = []
    if release not in fact.releases:
        problems.append(f"{release} lies in {fact.versions!r} but the fact does not list it as verified")
    if fact.raised:
        if not result.get("raised"):
            return problems + [f"catalog says {fact.exception} is raised; the reproducer {describe(result)}"]
        if result.get("type") != fact.exception:
            problems.append(f"exception type: catalog {fact.exception}, real {result.get('type')}")
        message = str(result.get("message"))
        if not fact.message_pattern().match(message):
            problems.append(f"message: catalog {fact.message!r}, real {message!r}")
        site = result.get("site") or {}
        if site.get("file") != fact.file:
            problems.append(f"file: catalog {fact.file}, real {site.get('file')}")
        expected_line = fact.lines.get(release)
        if site.get("line") != expected_line:
            problems.append(f"line: catalog {expected_line}, real {site.get('line')}")
        elif source_root is not None and fact.file is not None:
            problems += check_raise_line(source_root, fact.file, expected_line, fact.implicit)
    else:
        if result.get("raised"):
            problems.append(f"catalog says it does not raise; the reproducer {describe(result)}")
        if fact.warning and not fact.warning_pattern().search(str(result.get("stderr", ""))):
            problems.append(f"expected warning {fact.warning!r} not found in the script's output")
    return problems


def check_raise_line(source_root: Path, file: str, line: int, implicit: bool = False) -> list[str]:
    """The recorded line must be a real `raise` statement of that release's source.

    An implicit fact (the interpreter raises, no `raise` statement) must name a line
    that is *not* a raise statement: the claim is then that this expression fails.
    """
    path = source_root / file.removeprefix("src/")
    try:
        text = path.read_text(encoding="utf-8").splitlines()
    except OSError as err:
        return [f"cannot read {path}: {err.strerror}"]
    if not 1 <= line <= len(text):
        return [f"{file} has {len(text)} lines; catalog names line {line}"]
    stripped = text[line - 1].strip()
    is_raise = stripped.startswith("raise")
    if implicit and is_raise:
        return [f"{file}:{line} is a raise statement, but the fact says the error is implicit"]
    if not implicit and not is_raise:
        return [f"{file}:{line} is {stripped!r}, not a raise statement"]
    return []


def check_fixed(release: str, result: Mapping[str, Any]) -> list[str]:
    if result.get("raised"):
        return [f"the fixed example {describe(result)} on {release}"]
    return []


def check_coverage(entry: Entry, suite_releases: Iterable[str]) -> list[str]:
    """Every release a fact names is one the ground truth knows, every fact names each known release
    inside its range (its `lines` or `verified`), and every known release is claimed by one fact."""
    suite = list(suite_releases)
    problems = []
    for fact in entry.facts:
        for release in fact.releases:
            if release not in suite:
                problems.append(f"{fact.versions!r} names {release}, which the ground truth does not run")
        for release in suite:
            if fact.contains(Version(release)) and release not in fact.releases:
                what = "lines" if fact.raised else "verified"
                problems.append(
                    f"{fact.versions!r} does not name {release} in its {what}, which the ground truth runs inside the range"
                )
    for release in suite:
        if entry.fact_for(Version(release)) is None:
            problems.append(f"no fact covers suite release {release}")
    return problems
