"""Load and validate the error catalog (catalog/*.toml) and render its entries as text, Markdown or JSON."""

from __future__ import annotations

import re
import sys
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from packaging.version import InvalidVersion, Version

if TYPE_CHECKING:
    from hflint.envprobe import TorchBuild

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.10
    import tomli as tomllib

# Every entry's facts together cover exactly this interval of releases.
COVERED_LOW = Version("4.57")
COVERED_HIGH = Version("5.25")
UPSTREAM_REPO = "https://github.com/huggingface/transformers"
# The code of a syntax error (catalog/syntax.toml explains it).
SYNTAX_CODE = "HF000"

_CODE_RE = re.compile(r"^HF[1-9]\d\d$")
# Codes of findings about hflint's own input (its suppression comments), not errors transformers
# raises: HF001 to HF099 (HF000 marks a syntax error and is no catalog entry).
_TOOL_CODE_RE = re.compile(r"^HF0(?!00)\d\d$")
KIND_TRANSFORMERS = "transformers"
KIND_HFLINT = "hflint"
_SLUG_RE = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")
_RANGE_RE = re.compile(r"^>=\s*(?P<low>[0-9][0-9a-z.]*)\s*,\s*<\s*(?P<high>[0-9][0-9a-z.]*)$")
_PLACEHOLDER_RE = re.compile(r"\{([a-z_][a-z0-9_]*)\}")
_EXCEPTION_RE = re.compile(r"^[A-Za-z_][A-Za-z0-9_.]*$")


class CatalogError(Exception):
    """A catalog file is broken; names the file and the field."""

    def __init__(self, path: Path | str, field_name: str, problem: str) -> None:
        self.path = str(path)
        self.field = field_name
        self.problem = problem
        super().__init__(f"{self.path}: {field_name}: {problem}")


@dataclass(frozen=True, slots=True)
class Reference:
    title: str
    url: str


@dataclass(frozen=True, slots=True)
class Example:
    name: str
    reproducer: str
    fixed: str


@dataclass(frozen=True, slots=True)
class Fact:
    """What one range of releases does with the entry's mistake."""

    versions: str
    low: Version
    high: Version
    raised: bool
    example: str
    exception: str | None = None
    message: str | None = None
    file: str | None = None
    lines: Mapping[str, int] = field(default_factory=dict)
    verified: tuple[str, ...] = ()
    report: str = "none"
    warning: str | None = None
    # The values a `{placeholder}` of `warning` takes for this code (the warning's text with other
    # values belongs to no finding of it): `{ cache_implementation = ["static", ...] }`.
    warning_values: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    # True when transformers logs the warning with `logger.warning_once`: a process logs one text
    # once, so a later call that would log the same text logs nothing (core/blocked.py).
    warning_once: bool = False
    note: str | None = None
    # True when no `raise` statement is behind the error: the interpreter raises it
    # at the recorded line (an attribute lookup on an object that lacks it, say).
    implicit: bool = False
    # Another entry's code when that entry's check fires first with this very error in the
    # range: hflint reports it under that code, not this one.
    reported_as: str | None = None
    # True when whether the call raises depends on the data (the text generated), not only on
    # the code: hflint then says "may raise", as a warning.
    data_dependent: bool = False
    # "import": the user's own import statement raises (a name the release lacks): no frame of
    # transformers is behind it, so no file or lines; `verified` names the releases run.
    # "expression": the user's own expression raises on an object of transformers (a member its
    # class lacks, HF152; a subscript it no longer takes, HF153): no frame of transformers either.
    raised_at: str | None = None
    # The pieces of a message transformers composes from a list (HF136's "- `temperature`: ..."
    # lines): the finding joins the ones that apply into the message's placeholder they name.
    parts: Mapping[str, str] = field(default_factory=dict)
    # The only texts a `{placeholder}` of `message` can be, "" among them when the release leaves
    # it out (HF155's sentence added for a temperature of 0.0 alone): a log is read against these.
    message_values: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    # line_for's answers by release (every finding asks).
    _line_for: dict[str, tuple[str, int] | None] = field(default_factory=dict, compare=False, repr=False, hash=False)

    def contains(self, version: Version) -> bool:
        # Compare on the release tuple so that 5.24.0rc1 and 5.24.0.dev0 count as 5.24.
        release = _parse_version(".".join(str(p) for p in version.release))
        return self.low <= release < self.high

    @property
    def releases(self) -> tuple[str, ...]:
        """The releases the ground truth runs inside this range."""
        return tuple(self.lines) if self.raised and self.raised_at is None else self.verified

    def line_for(self, release: str | Version) -> tuple[str, int] | None:
        """The verified raise line for `release`, else the one of the nearest verified release."""
        if not self.lines:
            return None
        key = str(release)
        if key not in self._line_for:
            target = _parse_version(key)
            best = min(self.lines, key=lambda r: (abs(_ordinal(_parse_version(r)) - _ordinal(target)), r))
            self._line_for[key] = (best, self.lines[best])
        return self._line_for[key]

    def message_pattern(self) -> re.Pattern[str]:
        """The message as a regex: `{name}` placeholders match any text."""
        assert self.message is not None
        parts: list[str] = []
        named: set[str] = set()
        pos = 0
        for m in _PLACEHOLDER_RE.finditer(self.message):
            parts.append(re.escape(self.message[pos : m.start()]))
            name = m.group(1)
            # A placeholder used twice matches the same text both times.
            if name in named:
                parts.append(f"(?P={name})")
            elif name in self.message_values:
                alternatives = sorted(self.message_values[name], key=len, reverse=True)
                parts.append(f"(?P<{name}>{'|'.join(re.escape(v) for v in alternatives)})")
            else:
                parts.append(f"(?P<{name}>.+?)")
            named.add(name)
            pos = m.end()
        parts.append(re.escape(self.message[pos:]))
        return re.compile("^" + "".join(parts) + "$", re.DOTALL)

    def render_message(self, values: Mapping[str, str] | None = None) -> str:
        """The message with the placeholders we know filled in; unknown ones stay as `<name>`. A
        placeholder `message_values` gives one text for (torch's signatures in HF193's) is that text."""
        assert self.message is not None
        known = {k: v[0] for k, v in self.message_values.items() if len(v) == 1} | dict(values or {})
        return _PLACEHOLDER_RE.sub(lambda m: known.get(m.group(1), f"<{m.group(1)}>"), self.message)

    def render_warning(self, values: Mapping[str, str] | None = None) -> str:
        """The warning the release logs, its `{placeholders}` filled where known (else `<name>`)."""
        assert self.warning is not None
        known = values or {}
        return _PLACEHOLDER_RE.sub(lambda m: known.get(m.group(1), f"<{m.group(1)}>"), self.warning)

    def warning_pattern(self) -> re.Pattern[str]:
        """The warning as a regex that finds it in a log: `{name}` placeholders match any text."""
        assert self.warning is not None
        parts = _PLACEHOLDER_RE.split(self.warning)

        def placeholder(name: str) -> str:
            values = self.warning_values.get(name)
            return "(?:" + "|".join(re.escape(v) for v in values) + ")" if values else ".+?"

        # (split keeps the captured names at the odd positions)
        return re.compile("".join(re.escape(p) if i % 2 == 0 else placeholder(p) for i, p in enumerate(parts)), re.DOTALL)

    def upstream_url(self, release: str) -> str | None:
        site = self.line_for(release)
        if site is None or self.file is None:
            return None
        return _upstream(site[0], self.file, site[1])


@lru_cache(maxsize=1024)
def _upstream(release: str, file: str, line: int) -> str:
    """One string per raise site (every finding links it)."""
    return f"{UPSTREAM_REPO}/blob/v{release}/{file}#L{line}"


def rule_url(code: str) -> str:
    """The page of a code in the project's documentation (docs/rules/, made by `python -m hflint.docs`)."""
    from hflint import HOMEPAGE

    return f"{HOMEPAGE}/blob/main/docs/rules/{code}.md"


@lru_cache(maxsize=256)
def _parse_version(text: str) -> Version:
    return Version(text)


def _ordinal(v: Version) -> int:
    major, minor, micro = (list(v.release) + [0, 0, 0])[:3]
    return major * 1_000_000 + minor * 1_000 + micro


@dataclass(frozen=True, slots=True)
class Entry:
    code: str
    slug: str
    title: str
    meaning: str
    trigger: str
    situations: tuple[str, ...]
    solutions: tuple[str, ...]
    references: tuple[Reference, ...]
    facts: tuple[Fact, ...]
    examples: tuple[Example, ...]
    path: str
    seed: str | None = None
    # "transformers": an error a release raises (facts, examples run by the ground truth);
    # "hflint": a finding about hflint's own input, with its `message` and no facts.
    kind: str = KIND_TRANSFORMERS
    # An "hflint" entry's message ({placeholders} filled by the engine) and severity.
    message: str | None = None
    severity: str = "error"
    # False: reported only when selected by its code (like ruff's RUF100).
    default_enabled: bool = True
    # The condition on the user's environment its facts hold under (ENVIRONMENTS), None for none.
    environment: str | None = None
    # nearest_fact's answers by release (rules ask for every call).
    _nearest: dict[str, tuple[Fact, bool]] = field(default_factory=dict, compare=False, repr=False, hash=False)

    @property
    def about_transformers(self) -> bool:
        """An error transformers raises (facts per release), not a finding about hflint's own input."""
        return self.kind == KIND_TRANSFORMERS

    def render_message(self, values: Mapping[str, str] | None = None) -> str:
        """An "hflint" entry's message with its placeholders filled in."""
        assert self.message is not None, f"{self.code} has no message of its own"
        known = values or {}
        return _PLACEHOLDER_RE.sub(lambda m: known.get(m.group(1), f"<{m.group(1)}>"), self.message)

    def fact_for(self, version: str | Version) -> Fact | None:
        v = _parse_version(str(version))
        for fact in self.facts:
            if fact.contains(v):
                return fact
        return None

    def nearest_fact(self, version: str | Version) -> tuple[Fact, bool]:
        """The fact for `version`, or the nearest covered one (second item False when outside coverage)."""
        key = str(version)
        found = self._nearest.get(key)
        if found is None:
            found = self._nearest[key] = self._find_nearest(key)
        return found

    def _find_nearest(self, version: str) -> tuple[Fact, bool]:
        if not self.facts:
            raise LookupError(f"{self.code} is about hflint's own input: it has no facts about transformers releases")
        v = _parse_version(version)
        exact = self.fact_for(v)
        if exact is not None:
            return exact, True
        return (self.facts[0] if v < self.facts[0].low else self.facts[-1]), False

    def example(self, name: str) -> Example:
        for ex in self.examples:
            if ex.name == name:
                return ex
        raise KeyError(name)


@dataclass(frozen=True, slots=True)
class Catalog:
    entries: Mapping[str, Entry]
    root: str
    # phrases.toml: the words hflint adds around the entries' messages, by table and key.
    phrases: Mapping[str, Mapping[str, str]] = field(default_factory=dict)
    # syntax.toml: HF000, what a syntax error is to hflint (an entry without facts; not in `entries`,
    # which hold the errors transformers raises).
    syntax: Entry | None = None

    def phrase(self, table: str, key: str, **values: str) -> str:
        """A phrase of phrases.toml with its placeholders filled in."""
        return self.phrases[table][key].format(**values)

    def __iter__(self) -> Iterator[Entry]:
        return iter(self.entries[c] for c in sorted(self.entries))

    def __len__(self) -> int:
        return len(self.entries)

    def __contains__(self, code: object) -> bool:
        return code in self.entries

    def get(self, code: str) -> Entry | None:
        return self.entries.get(code.upper())

    def lookup(self, name: str) -> Entry | None:
        """The entry a code (any case) or a slug names, HF000 included."""
        key = name.strip()
        entry = self.get(key)
        if entry is not None:
            return entry
        if self.syntax is not None and key.lower() in (self.syntax.code.lower(), self.syntax.slug):
            return self.syntax
        code = self.slugs.get(key.lower())
        return self.entries[code] if code is not None else None

    @property
    def slugs(self) -> dict[str, str]:
        """Slug → code, for every entry and HF000."""
        out = {e.slug: e.code for e in self.entries.values()}
        if self.syntax is not None:
            out[self.syntax.slug] = self.syntax.code
        return out

    def selector(self, text: str) -> str | None:
        """A --select / --ignore / [tool.hflint] item as the code or code prefix it means: a code or
        a prefix of codes in any case ("hf1" → "HF1"), a slug → its code, "ALL"; None when it names
        no code."""
        key = text.strip()
        slug = self.slugs.get(key.lower())
        if slug is not None:
            return slug
        code = key.upper()
        if code == "ALL":
            return code
        if code.startswith("HF") and any(c.startswith(code) for c in [*self.entries, SYNTAX_CODE]):
            return code
        return None

    @property
    def codes(self) -> list[str]:
        return sorted(self.entries)

    @property
    def transformers_entries(self) -> list[Entry]:
        """The entries about errors transformers raises (the ones with facts and examples to run)."""
        return [e for e in self if e.about_transformers]

    def off_by_default(self) -> frozenset[str]:
        """Codes reported only when selected by name or prefix ("HF001", "HF0")."""
        return frozenset(e.code for e in self.entries.values() if not e.default_enabled)

    def newest_release(self) -> str:
        """The newest release any fact was verified on: the default assumption."""
        seen = {r for e in self.entries.values() for f in e.facts for r in f.releases}
        return max(seen, key=Version)

    def releases(self) -> list[str]:
        seen = {r for e in self.entries.values() for f in e.facts for r in f.releases}
        return sorted(seen, key=Version)


# ---------------------------------------------------------------- loading

_TOP_REQUIRED = {
    "code": str,
    "slug": str,
    "title": str,
    "meaning": str,
    "trigger": str,
    "situations": list,
    "solutions": list,
    "references": list,
    "facts": list,
    "examples": list,
}
_TOP_OPTIONAL = {"seed": str, "kind": str, "environment": str}
# What an entry's `environment` may name: the one condition on the user's environment, beyond the
# release, under which its facts hold. "torch-without-cuda": the environment hflint read holds a
# torch whose torch/version.py says `cuda = None` and `hip = None` (envprobe.TorchBuild.cpu_only);
# the facts were recorded with such a build, and nothing is reported where torch is unknown or a
# CUDA build.
ENVIRONMENTS = {"torch-without-cuda": "the environment's torch is built without CUDA"}
# The torch the ground truth records facts with (tests/groundtruth: the wheel built without CUDA).
RECORDED_TORCH = "2.13.0+cpu"


def recorded_torch(entry: Entry | None) -> TorchBuild | None:
    """The torch an entry's facts hold with, when they name an environment (Entry.environment):
    what its examples are analysed with (the docs, the tests, `hflint explain` of its error, whose
    traceback shows that environment); None for an entry whose facts hold anywhere."""
    if entry is None or entry.environment != "torch-without-cuda":
        return None
    from hflint.envprobe import TorchBuild

    return TorchBuild(RECORDED_TORCH, None, None, "the environment the error came from", Path("torch/version.py"))


# An "hflint" entry: no facts (no release raises it), its own message instead.
_TOOL_REQUIRED = {
    "code": str,
    "kind": str,
    "slug": str,
    "title": str,
    "meaning": str,
    "trigger": str,
    "message": str,
    "severity": str,
    "default": str,
    "situations": list,
    "solutions": list,
    "references": list,
    "examples": list,
}
_TOOL_OPTIONAL: dict[str, type] = {}
_FACT_COMMON = {"versions": str, "raised": bool, "example": str}
_FACT_RAISED = {"exception": str, "message": str, "file": str, "lines": dict}
_FACT_NOT_RAISED = {"verified": list}
_FACT_OPTIONAL = {"note": str}
_FACT_RAISED_OPTIONAL = {
    "implicit": bool,
    "reported_as": str,
    "data_dependent": bool,
    "parts": dict,
    "message_values": dict,
}
_FACT_RAISED_AT_IMPORT = {"exception": str, "message": str, "raised_at": str, "verified": list}
_FACT_NOT_RAISED_OPTIONAL = {"report": str, "warning": str, "warning_values": dict, "warning_once": bool}
_EXAMPLE_KEYS = {"name": str, "reproducer": str, "fixed": str}


def default_root() -> Path:
    """The catalog folder: inside the installed wheel, else the repository's `catalog/`."""
    here = Path(__file__).resolve().parent
    shipped = here / "catalog"
    if shipped.is_dir():
        return shipped
    return here.parent.parent / "catalog"


def _typed(path: Path, where: str, table: Mapping[str, Any], required: Mapping[str, type], optional: Mapping[str, type]) -> None:
    for key in table:
        if key not in required and key not in optional:
            raise CatalogError(path, f"{where}{key}", "unknown key")
    for key in required:
        if key not in table:
            raise CatalogError(path, f"{where}{key}", "missing")
    for key, value in table.items():
        typ = required.get(key) or optional[key]
        if not isinstance(value, typ) or (typ is int and isinstance(value, bool)):
            raise CatalogError(path, f"{where}{key}", f"must be {typ.__name__}, got {type(value).__name__}")
        # (an exception's message may be empty: `raise AttributeError` in BatchEncoding.__getattr__, HF301)
        if isinstance(value, str) and not value.strip() and not (key == "message" and value == ""):
            raise CatalogError(path, f"{where}{key}", "must not be empty")


def _version(path: Path, where: str, text: str) -> Version:
    try:
        return Version(text)
    except InvalidVersion:
        raise CatalogError(path, where, f"{text!r} is not a PEP 440 version") from None


def _parse_fact(path: Path, i: int, raw: Any) -> Fact:
    where = f"facts[{i}]."
    if not isinstance(raw, dict):
        raise CatalogError(path, f"facts[{i}]", "must be a table")
    raised = raw.get("raised")
    if not isinstance(raised, bool):
        raise CatalogError(path, where + "raised", "missing or not a bool")
    at_import = raised and "raised_at" in raw
    if at_import:
        _typed(
            path,
            where,
            raw,
            {**_FACT_COMMON, **_FACT_RAISED_AT_IMPORT},
            {**_FACT_OPTIONAL, "reported_as": str, "message_values": dict},
        )
        if raw["raised_at"] not in ("import", "expression"):
            raise CatalogError(path, where + "raised_at", "must be 'import' or 'expression'")
        _check_message_values(path, where, raw)
    elif raised:
        _typed(path, where, raw, {**_FACT_COMMON, **_FACT_RAISED}, {**_FACT_OPTIONAL, **_FACT_RAISED_OPTIONAL})
    else:
        _typed(path, where, raw, {**_FACT_COMMON, **_FACT_NOT_RAISED}, {**_FACT_OPTIONAL, **_FACT_NOT_RAISED_OPTIONAL})
    m = _RANGE_RE.match(raw["versions"].strip())
    if not m:
        raise CatalogError(path, where + "versions", f"{raw['versions']!r} is not of the form '>=A,<B'")
    low = _version(path, where + "versions", m.group("low"))
    high = _version(path, where + "versions", m.group("high"))
    if not low < high:
        raise CatalogError(path, where + "versions", f"empty range {raw['versions']!r}")

    def inside(key: str, release: str) -> str:
        v = _version(path, f"{where}{key}", release)
        if not (low <= v < high):
            raise CatalogError(path, f"{where}{key}", f"release {release} is outside {raw['versions']!r}")
        return release

    lines: dict[str, int] = {}
    verified: tuple[str, ...] = ()
    if raised and not _EXCEPTION_RE.match(raw["exception"]):
        raise CatalogError(path, where + "exception", f"{raw['exception']!r} is not an exception name")
    if raised and not at_import:
        if not raw["file"].startswith("src/transformers/") or not raw["file"].endswith(".py"):
            raise CatalogError(path, where + "file", "must be a path like src/transformers/.../x.py")
        if not raw["lines"]:
            raise CatalogError(path, where + "lines", "must name at least one release")
        for release, line in raw["lines"].items():
            if not isinstance(line, int) or isinstance(line, bool) or line < 1:
                raise CatalogError(path, f"{where}lines.{release}", "must be a positive line number")
            lines[inside("lines", release)] = line
        for name, text in raw.get("parts", {}).items():
            if not isinstance(text, str) or not text.strip():
                raise CatalogError(path, f"{where}parts.{name}", "must be a non-empty string")
        if raw.get("parts") and "{issues}" not in raw["message"]:
            raise CatalogError(path, where + "parts", "the message has no {issues} placeholder to hold them")
        _check_message_values(path, where, raw)
    else:
        if not raw["verified"]:
            raise CatalogError(path, where + "verified", "must name at least one release")
        for release in raw["verified"]:
            if not isinstance(release, str):
                raise CatalogError(path, where + "verified", "must be a list of release strings")
            inside("verified", release)
        verified = tuple(raw["verified"])
        if raw.get("report", "none") not in ("none", "warning"):
            raise CatalogError(path, where + "report", "must be 'none' or 'warning'")
        named = set(_PLACEHOLDER_RE.findall(raw.get("warning") or ""))
        for name, values in raw.get("warning_values", {}).items():
            if name not in named:
                raise CatalogError(path, f"{where}warning_values.{name}", "is no placeholder of the warning")
            if not values or not isinstance(values, list) or not all(isinstance(v, str) and v for v in values):
                raise CatalogError(path, f"{where}warning_values.{name}", "must be a non-empty list of strings")
    other = raw.get("reported_as")
    if other is not None and (not _CODE_RE.match(other) or other == path.stem):
        raise CatalogError(path, where + "reported_as", f"{other!r} is not another entry's code")
    return Fact(
        versions=raw["versions"],
        low=low,
        high=high,
        raised=raised,
        example=raw["example"],
        exception=raw.get("exception"),
        message=raw.get("message"),
        file=raw.get("file"),
        lines=lines,
        verified=verified,
        report=raw.get("report", "none"),
        warning=raw.get("warning"),
        warning_values={k: tuple(v) for k, v in raw.get("warning_values", {}).items()},
        warning_once=raw.get("warning_once", False),
        note=raw.get("note"),
        implicit=raw.get("implicit", False),
        reported_as=raw.get("reported_as"),
        data_dependent=raw.get("data_dependent", False),
        raised_at=raw.get("raised_at"),
        parts=dict(raw.get("parts", {})),
        message_values={k: tuple(v) for k, v in raw.get("message_values", {}).items()},
    )


def _check_message_values(path: Path, where: str, raw: dict[str, Any]) -> None:
    """`message_values`: the only texts some placeholders of the message take."""
    named = set(_PLACEHOLDER_RE.findall(raw["message"]))
    for name, values in raw.get("message_values", {}).items():
        if name not in named:
            raise CatalogError(path, f"{where}message_values.{name}", "is no placeholder of the message")
        if not values or not isinstance(values, list) or not all(isinstance(v, str) for v in values):
            raise CatalogError(path, f"{where}message_values.{name}", "must be a non-empty list of strings")


def _str_list(path: Path, key: str, value: list[Any]) -> tuple[str, ...]:
    for i, item in enumerate(value):
        if not isinstance(item, str) or not item.strip():
            raise CatalogError(path, f"{key}[{i}]", "must be a non-empty string")
    return tuple(value)


def parse_entry(path: Path, data: Mapping[str, Any]) -> Entry:
    """Validate one parsed TOML document; raise CatalogError naming the field on any problem."""
    kind = data.get("kind", KIND_TRANSFORMERS)
    if kind not in (KIND_TRANSFORMERS, KIND_HFLINT):
        raise CatalogError(path, "kind", f"must be {KIND_TRANSFORMERS!r} (the default) or {KIND_HFLINT!r}, got {kind!r}")
    tool = kind == KIND_HFLINT
    if tool:
        _typed(path, "", data, _TOOL_REQUIRED, _TOOL_OPTIONAL)
    else:
        _typed(path, "", data, _TOP_REQUIRED, _TOP_OPTIONAL)
    code = data["code"]
    if tool and not _TOOL_CODE_RE.match(code):
        raise CatalogError(
            path, "code", f"{code!r} is not of the form HF0xx (HF001 to HF099), which an {KIND_HFLINT!r} entry takes"
        )
    if not tool and not _CODE_RE.match(code):
        raise CatalogError(path, "code", f"{code!r} is not of the form HF123")
    if path.stem != code:
        raise CatalogError(path, "code", f"{code!r} does not match the file name {path.name!r}")
    if not _SLUG_RE.match(data["slug"]):
        raise CatalogError(path, "slug", f"{data['slug']!r} is not kebab-case")
    if "seed" in data and not re.fullmatch(r"[0-9a-f]{16}", data["seed"]):
        raise CatalogError(path, "seed", "must be a 16-digit hex page id")
    if "environment" in data and data["environment"] not in ENVIRONMENTS:
        raise CatalogError(path, "environment", f"must be one of {sorted(ENVIRONMENTS)}, got {data['environment']!r}")
    situations = _str_list(path, "situations", data["situations"])
    solutions = _str_list(path, "solutions", data["solutions"])
    if not solutions:
        raise CatalogError(path, "solutions", "must hold at least one solution")

    references = []
    for i, ref in enumerate(data["references"]):
        if not isinstance(ref, dict):
            raise CatalogError(path, f"references[{i}]", "must be a table")
        _typed(path, f"references[{i}].", ref, {"title": str, "url": str}, {})
        if not ref["url"].startswith("https://"):
            raise CatalogError(path, f"references[{i}].url", "must be an https URL")
        references.append(Reference(ref["title"], ref["url"]))

    examples: list[Example] = []
    for i, ex in enumerate(data["examples"]):
        if not isinstance(ex, dict):
            raise CatalogError(path, f"examples[{i}]", "must be a table")
        _typed(path, f"examples[{i}].", ex, _EXAMPLE_KEYS, {})
        if any(e.name == ex["name"] for e in examples):
            raise CatalogError(path, f"examples[{i}].name", f"duplicate example name {ex['name']!r}")
        for key in ("reproducer", "fixed"):
            try:
                compile(ex[key], f"{path.name}:{ex['name']}:{key}", "exec", dont_inherit=True)
            except SyntaxError as err:
                raise CatalogError(path, f"examples[{i}].{key}", f"not valid Python: {err.msg} (line {err.lineno})") from None
        examples.append(Example(ex["name"], ex["reproducer"], ex["fixed"]))
    if not examples:
        raise CatalogError(path, "examples", "must hold at least one example")

    if tool:
        if data["severity"] not in ("error", "warning", "info"):
            raise CatalogError(path, "severity", "must be 'error', 'warning' or 'info'")
        if data["default"] not in ("on", "off"):
            raise CatalogError(path, "default", "must be 'on' or 'off'")
        return Entry(
            code=code,
            slug=data["slug"],
            title=data["title"],
            meaning=data["meaning"].strip(),
            trigger=data["trigger"].strip(),
            situations=situations,
            solutions=solutions,
            references=tuple(references),
            facts=(),
            examples=tuple(examples),
            path=str(path),
            kind=kind,
            message=data["message"].strip(),
            severity=data["severity"],
            default_enabled=data["default"] == "on",
        )
    facts = [_parse_fact(path, i, raw) for i, raw in enumerate(data["facts"])]
    if not facts:
        raise CatalogError(path, "facts", "must hold at least one fact")
    names = {e.name for e in examples}
    for i, fact in enumerate(facts):
        if fact.example not in names:
            raise CatalogError(path, f"facts[{i}].example", f"no example named {fact.example!r}")
    order = sorted(range(len(facts)), key=lambda i: facts[i].low)
    for a, b in zip(order, order[1:]):
        if facts[b].low < facts[a].high:
            raise CatalogError(path, f"facts[{b}].versions", f"{facts[b].versions!r} overlaps facts[{a}] {facts[a].versions!r}")
        if facts[b].low > facts[a].high:
            raise CatalogError(path, f"facts[{b}].versions", f"gap between {facts[a].versions!r} and {facts[b].versions!r}")
    if facts[order[0]].low > COVERED_LOW:
        raise CatalogError(path, f"facts[{order[0]}].versions", f"must start at {COVERED_LOW} or earlier")
    if facts[order[-1]].high < COVERED_HIGH:
        raise CatalogError(path, f"facts[{order[-1]}].versions", f"must reach <{COVERED_HIGH} or later")

    return Entry(
        code=code,
        slug=data["slug"],
        title=data["title"],
        meaning=data["meaning"].strip(),
        trigger=data["trigger"].strip(),
        situations=situations,
        solutions=solutions,
        references=tuple(references),
        facts=tuple(facts[i] for i in order),
        examples=tuple(examples),
        path=str(path),
        seed=data.get("seed"),
        kind=kind,
        environment=data.get("environment"),
    )


def _read_toml(path: Path) -> dict[str, Any]:
    try:
        raw = path.read_bytes()
    except OSError as err:
        raise CatalogError(path, "<file>", f"cannot read: {err.strerror}") from None
    try:
        return tomllib.loads(raw.decode("utf-8"))
    except UnicodeDecodeError as err:
        raise CatalogError(path, "<file>", f"not UTF-8 ({err.reason} at byte {err.start})") from None
    except tomllib.TOMLDecodeError as err:
        raise CatalogError(path, "<toml>", str(err)) from None


def load_entry(path: Path) -> Entry:
    return parse_entry(path, _read_toml(path))


# (an entry's keys without facts: no release's check raises HF000, Python's parser does)
_SYNTAX_KEYS = {key: kind for key, kind in _TOP_REQUIRED.items() if key != "facts"}


def load_syntax_entry(path: Path) -> Entry:
    """syntax.toml: HF000 as an entry without facts. Its examples are a reproducer Python cannot
    parse and a fixed form it can."""
    data = _read_toml(path)
    _typed(path, "", data, _SYNTAX_KEYS, {})
    if data["code"] != SYNTAX_CODE:
        raise CatalogError(path, "code", f"must be {SYNTAX_CODE!r}")
    if not _SLUG_RE.match(data["slug"]):
        raise CatalogError(path, "slug", f"{data['slug']!r} is not kebab-case")
    references = []
    for i, ref in enumerate(data["references"]):
        if not isinstance(ref, dict):
            raise CatalogError(path, f"references[{i}]", "must be a table")
        _typed(path, f"references[{i}].", ref, {"title": str, "url": str}, {})
        references.append(Reference(ref["title"], ref["url"]))
    examples = []
    for i, ex in enumerate(data["examples"]):
        if not isinstance(ex, dict):
            raise CatalogError(path, f"examples[{i}]", "must be a table")
        _typed(path, f"examples[{i}].", ex, _EXAMPLE_KEYS, {})
        for key, parses in (("reproducer", False), ("fixed", True)):
            try:
                compile(ex[key], f"{path.name}:{ex['name']}:{key}", "exec", dont_inherit=True)
                ok = True
            except SyntaxError:
                ok = False
            if ok != parses:
                raise CatalogError(
                    path,
                    f"examples[{i}].{key}",
                    "must be valid Python" if parses else "must be a syntax error (it is the example of one)",
                )
        examples.append(Example(ex["name"], ex["reproducer"], ex["fixed"]))
    if not examples:
        raise CatalogError(path, "examples", "must hold at least one example")
    return Entry(
        code=SYNTAX_CODE,
        slug=data["slug"],
        title=data["title"],
        meaning=data["meaning"].strip(),
        trigger=data["trigger"].strip(),
        situations=_str_list(path, "situations", data["situations"]),
        solutions=_str_list(path, "solutions", data["solutions"]),
        references=tuple(references),
        facts=(),
        examples=tuple(examples),
        path=str(path),
    )


# phrases.toml: table -> key -> the placeholders its phrase may use (every key is required).
PHRASES: dict[str, dict[str, frozenset[str]]] = {
    "flag": {
        "switch": frozenset({"toggle", "name"}),
        "value": frozenset({"name", "default"}),
        "environment": frozenset({"name", "default"}),
        "file": frozenset({"name"}),
        "widget": frozenset({"name", "default"}),
        "device": frozenset({"name"}),
        "several": frozenset({"names"}),
    },
    "sweep": {
        "one": frozenset({"element"}),
        "several": frozenset({"elements", "last"}),
        "more": frozenset({"elements", "more"}),
    },
}


def load_phrases(path: Path) -> dict[str, dict[str, str]]:
    """phrases.toml, checked: every table and key of PHRASES, no other, each a non-empty string
    using only the placeholders its key allows."""
    data = _read_toml(path)
    out: dict[str, dict[str, str]] = {}
    for table in data:
        if table not in PHRASES:
            raise CatalogError(path, table, "unknown key")
    for table, keys in PHRASES.items():
        got = data.get(table)
        if not isinstance(got, dict):
            raise CatalogError(path, table, "missing" if got is None else "must be a table")
        for key in got:
            if key not in keys:
                raise CatalogError(path, f"{table}.{key}", "unknown key")
        out[table] = {}
        for key, allowed in keys.items():
            where = f"{table}.{key}"
            text = got.get(key)
            if text is None:
                raise CatalogError(path, where, "missing")
            if not isinstance(text, str):
                raise CatalogError(path, where, f"must be str, got {type(text).__name__}")
            if not text.strip():
                raise CatalogError(path, where, "must not be empty")
            used = set(_PLACEHOLDER_RE.findall(text))
            if used - allowed:
                raise CatalogError(path, where, f"unknown placeholder {{{sorted(used - allowed)[0]}}}")
            if "{" in _PLACEHOLDER_RE.sub("", text) or "}" in _PLACEHOLDER_RE.sub("", text):
                raise CatalogError(path, where, "a brace that is no placeholder")
            out[table][key] = text
    return out


def load_catalog(root: Path | str | None = None) -> Catalog:
    """Load every `HF*.toml` under `root` and its phrases.toml; any broken file fails the whole load, loudly."""
    folder = Path(root) if root is not None else default_root()
    if not folder.is_dir():
        raise CatalogError(folder, "<folder>", "catalog folder not found")
    entries: dict[str, Entry] = {}
    slugs: dict[str, str] = {}
    for path in sorted(folder.glob("HF*.toml")):
        entry = load_entry(path)
        if entry.code in entries:
            raise CatalogError(path, "code", f"{entry.code} is already defined in {entries[entry.code].path}")
        if entry.slug in slugs:
            raise CatalogError(path, "slug", f"{entry.slug!r} is already used by {slugs[entry.slug]}")
        entries[entry.code] = entry
        slugs[entry.slug] = entry.code
    if not entries:
        raise CatalogError(folder, "<folder>", "no catalog entries (*.toml) found")
    for entry in entries.values():
        _check_reported_as(entry, entries)
    syntax_path = folder / "syntax.toml"
    syntax = load_syntax_entry(syntax_path) if syntax_path.is_file() else None
    if syntax is not None and syntax.slug in slugs:
        raise CatalogError(syntax_path, "slug", f"{syntax.slug!r} is already used by {slugs[syntax.slug]}")
    return Catalog(entries=entries, root=str(folder), phrases=load_phrases(folder / "phrases.toml"), syntax=syntax)


def _check_reported_as(entry: Entry, entries: Mapping[str, Entry]) -> None:
    """A fact reported under another code claims that code's error: the same exception and message
    in every release the fact names."""
    for i, fact in enumerate(entry.facts):
        if fact.reported_as is None:
            continue
        where = f"facts[{i}].reported_as"
        other = entries.get(fact.reported_as)
        if other is None:
            raise CatalogError(entry.path, where, f"no entry {fact.reported_as}")
        for release in fact.lines or fact.verified:
            theirs = other.fact_for(release)
            if theirs is None or not theirs.raised or (theirs.exception, theirs.message) != (fact.exception, fact.message):
                raise CatalogError(entry.path, where, f"{fact.reported_as} does not raise this error on {release}")


@lru_cache(maxsize=1)
def default_catalog() -> Catalog:
    return load_catalog()


# ---------------------------------------------------------------- rendering


def _wrap(text: str, indent: str = "  ", width: int = 88) -> str:
    """Wrap Markdown-ish text for a terminal, keeping list items on their own lines."""
    import textwrap

    out: list[str] = []
    for para in text.strip().split("\n\n"):
        items: list[str] = []
        for line in para.splitlines():
            stripped = line.strip()
            if re.match(r"^([-*]|\d+\.)\s", stripped) or not items:
                items.append(stripped)
            else:
                items[-1] += " " + stripped
        block = []
        for item in items:
            m = re.match(r"^([-*]|\d+\.)\s+", item)
            lead = indent + (m.group(0) if m else "")
            rest = indent + " " * (len(m.group(0)) if m else 0)
            block.append(
                textwrap.fill(
                    " ".join(item[m.end() :].split()) if m else " ".join(item.split()),
                    width=width,
                    initial_indent=lead,
                    subsequent_indent=rest,
                )
            )
        out.append("\n".join(block))
    return "\n\n".join(out)


def render_text(entry: Entry) -> str:
    import textwrap

    lines = [f"{entry.code} {entry.slug}", entry.title, ""]
    lines += ["What it means", _wrap(entry.meaning), ""]
    lines += ["When it happens", _wrap(entry.trigger), ""]
    if entry.situations:
        lines.append("Common situations")
        lines += [
            textwrap.fill(" ".join(s.split()), 88, initial_indent="  - ", subsequent_indent="    ") for s in entry.situations
        ]
        lines.append("")
    lines.append("Solutions")
    lines += [
        textwrap.fill(" ".join(s.split()), 88, initial_indent=f"  {i}. ", subsequent_indent="     ")
        for i, s in enumerate(entry.solutions, 1)
    ]
    lines += _text_examples(entry)
    if not entry.about_transformers:
        lines += ["", "Reported", textwrap.fill(_tool_reporting(entry), 88, initial_indent="  ", subsequent_indent="  ")]
    elif entry.facts:
        lines += ["", "By release (each verified by running the release)"]
    for fact in entry.facts:
        if fact.raised:
            head = f"{fact.versions}: {_raises_verb(fact)} {fact.exception}: {fact.message}"
            if fact.reported_as:
                head += f" (reported as {fact.reported_as}, whose check comes first)"
        else:
            what = "warns, does not raise" if fact.report == "warning" else "does not raise"
            head = f"{fact.versions}: {what} (verified on {', '.join(fact.verified)})"
        lines.append(textwrap.fill(head, 88, initial_indent="  ", subsequent_indent="      "))
        for release, line in fact.lines.items():
            lines.append(f"      {release}: {fact.file}:{line}")
        if fact.raised_at == "import":
            lines.append(f"      raised by the import statement itself (verified on {', '.join(fact.verified)})")
        elif fact.raised_at == "expression":
            lines.append(f"      raised by the user's own expression (verified on {', '.join(fact.verified)})")
        if fact.note:
            lines.append(_wrap(fact.note, indent="      "))
    if entry.seed:
        lines += ["", f"Seed page: {entry.seed}"]
    if entry.references:
        lines += ["", "References"] + [f"  - {r.title}: {r.url}" for r in entry.references]
    return "\n".join(lines).rstrip() + "\n"


def _text_examples(entry: Entry) -> list[str]:
    """The entry's examples for a terminal: each mistake, then its fixed form, indented."""
    lines: list[str] = []
    for ex in entry.examples:
        named = f" ({ex.name})" if len(entry.examples) > 1 else ""
        for head, code in ((f"Example{named}", ex.reproducer), (f"Fixed{named}", ex.fixed)):
            lines += ["", head, ""] + [("    " + line).rstrip() for line in code.strip("\n").splitlines()]
    return lines


def _markdown_examples(entry: Entry, h: str) -> list[str]:
    out: list[str] = []
    for ex in entry.examples:
        named = f" ({ex.name})" if len(entry.examples) > 1 else ""
        for head, code in ((f"Example{named}", ex.reproducer), (f"Fixed{named}", ex.fixed)):
            out += [f"{h}# {head}", "", "```python", code.strip("\n"), "```", ""]
    return out


def render_markdown(entry: Entry, heading_level: int = 1) -> str:
    h = "#" * heading_level
    out = [f"{h} {entry.code} {entry.slug}: {entry.title}", ""]
    out += [f"{h}# What it means", "", entry.meaning, ""]
    out += [f"{h}# When it happens", "", entry.trigger, ""]
    if entry.situations:
        out += [f"{h}# Common situations", ""] + [f"- {s}" for s in entry.situations] + [""]
    out += [f"{h}# Solutions", ""] + [f"{i}. {s}" for i, s in enumerate(entry.solutions, 1)] + [""]
    out += _markdown_examples(entry, h)
    if not entry.about_transformers:
        out += [f"{h}# Reported", "", _tool_reporting(entry), ""]
    elif entry.facts:
        out += [f"{h}# By release", "", "| releases | outcome | raised at |", "|---|---|---|"]
    for fact in entry.facts:
        if fact.raised:
            sites = "<br>".join(
                f"[{r}: `{fact.file}:{n}`]({fact.upstream_url(r)})" for r, n in fact.lines.items()
            ) or "the import statement, verified on " + ", ".join(fact.verified)
            outcome = f"`{fact.exception}`: {_md_code(fact.message or '')}"
            if fact.data_dependent:
                outcome = f"{_raises_verb(fact)} {outcome}"
            if fact.reported_as:
                outcome += f" (reported as {fact.reported_as}, whose check comes first)"
        else:
            sites = "verified on " + ", ".join(fact.verified)
            outcome = "warns, does not raise" if fact.report == "warning" else "does not raise"
        if fact.note:
            outcome += f"<br>*{' '.join(fact.note.split())}*"
        out.append(f"| `{fact.versions}` | {outcome} | {sites} |")
    if entry.facts:
        out.append("")
    if entry.seed:
        out += [f"Seed page: `{entry.seed}`", ""]
    if entry.references:
        out += [f"{h}# References", ""] + [f"- [{r.title}]({r.url})" for r in entry.references] + [""]
    return "\n".join(out)


def _raises_verb(fact: Fact) -> str:
    return "may raise (depending on the text generated)" if fact.data_dependent else "raises"


def _tool_reporting(entry: Entry) -> str:
    """How an "hflint" entry is reported: its severity and whether it is on by default."""
    when = (
        "on by default"
        if entry.default_enabled
        else f'off by default; turn it on with `--select {entry.code}` or `select = ["{entry.code}"]` in [tool.hflint]'
    )
    return (
        f"As a{'n' if entry.severity[0] in 'aeiou' else ''} {entry.severity} ({when}). It is about hflint's own "
        "input, not an error transformers raises: it holds for every release."
    )


def _md_code(text: str) -> str:
    fence = "``" if "`" in text else "`"
    pad = " " if text.startswith("`") or text.endswith("`") else ""
    # (a message of several lines, HF136's, keeps `\n` as the command line shows it: a table row is one line)
    return f"{fence}{pad}{text.replace('|', '&#124;').replace(chr(10), chr(92) + 'n')}{pad}{fence}"


def entry_to_json(entry: Entry) -> dict[str, Any]:
    return {
        "code": entry.code,
        "slug": entry.slug,
        "title": entry.title,
        "seed": entry.seed,
        "kind": entry.kind,
        "environment": entry.environment,
        "message": entry.message,
        "severity": entry.severity if not entry.about_transformers else None,
        "default": ("on" if entry.default_enabled else "off"),
        "meaning": entry.meaning,
        "trigger": entry.trigger,
        "situations": list(entry.situations),
        "solutions": list(entry.solutions),
        "references": [{"title": r.title, "url": r.url} for r in entry.references],
        "facts": [
            {
                "versions": f.versions,
                "raised": f.raised,
                "exception": f.exception,
                "message": f.message,
                "file": f.file,
                "lines": dict(f.lines),
                "verified": list(f.verified),
                "report": f.report,
                "warning": f.warning,
                "note": f.note,
                "example": f.example,
                "implicit": f.implicit,
                "reported_as": f.reported_as,
                "data_dependent": f.data_dependent,
                "raised_at": f.raised_at,
            }
            for f in entry.facts
        ],
        "examples": [{"name": e.name, "reproducer": e.reproducer, "fixed": e.fixed} for e in entry.examples],
    }
