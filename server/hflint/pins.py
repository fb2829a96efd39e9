"""The transformers a workspace asks for: pins in requirements files, pyproject.toml, lock files and conda environments."""

from __future__ import annotations

import os
import re
import sys
import threading
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from packaging.specifiers import InvalidSpecifier, SpecifierSet
from packaging.version import Version

from hflint.smallfiles import FileStamp, is_dir, is_file, read_text, stamp

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.10
    import tomli as tomllib

LOCK_FILES = ("uv.lock", "poetry.lock", "pdm.lock")
# What is read of each file at most (past it the file is skipped with a note): lock files of
# large projects run to megabytes; requirements, pyproject.toml and conda files do not.
LOCK_LIMIT = 32 * 1024 * 1024
FILE_LIMIT = 4 * 1024 * 1024
CONDA_FILES = ("environment.yml", "environment.yaml")
# What marks the root of a project when the CLI is handed a folder inside it.
ROOT_MARKERS = ("pyproject.toml", "requirements.txt", *LOCK_FILES, *CONDA_FILES, "setup.py", "setup.cfg", ".git")
_MAX_INCLUDE_DEPTH = 3
_NAME = "transformers"
# "transformers" as a word of its own (not `transformers-version`, not `sentence_transformers`).
_WORD_RE = re.compile(r"(?<![\w.-])transformers(?![\w-])", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class Pin:
    """One place that says which transformers the workspace wants."""

    label: str  # "requirements.txt:3", "uv.lock", "pyproject.toml"
    text: str  # the requirement as written, for messages
    file: Path
    line: int | None = None
    exact: str | None = None  # set when the pin names exactly one release (==, lock files)
    # Any of these sets (poetry and conda allow `||`); empty with no `exact`: not a pin.
    alternatives: tuple[SpecifierSet, ...] = ()
    locked: bool = False

    @property
    def pins(self) -> bool:
        return self.exact is not None or bool(self.alternatives)


def resolve(pin: Pin, known: Sequence[str]) -> str | None:
    """The release a pin means: its exact version, else the newest known release inside it.

    A range that holds no known release falls back to its own highest bound that
    it contains (`>=5.30` → 5.30, `==4.46.*` → 4.46): a release outside the
    catalog, which the caller reports as not covered.
    """
    if pin.exact is not None:
        return pin.exact
    if not pin.alternatives:
        return None
    inside = [k for k in known if any(s.contains(k, prereleases=True) for s in pin.alternatives)]
    if inside:
        return max(inside, key=Version)
    bounds: list[Version] = []
    for alternative in pin.alternatives:
        for spec in alternative:
            try:
                v = Version(spec.version.removesuffix(".*"))
            except ValueError:
                continue
            if alternative.contains(v, prereleases=True):
                bounds.append(v)
    return str(max(bounds)) if bounds else None


def find_workspace_root(start: Path) -> Path:
    """The nearest folder at or above `start` that looks like a project root; else `start`'s folder."""
    here = Path(os.path.abspath(start))
    if not is_dir(here):
        here = here.parent
    for folder in (here, *here.parents):
        if any(os.path.lexists(folder / marker) for marker in ROOT_MARKERS):
            return folder
    return here


# ---------------------------------------------------------------- the workspace

_cache: dict[Path, tuple[tuple[tuple[str, FileStamp | None], ...], tuple[list[Pin], list[str]]]] = {}
_lock = threading.Lock()


def workspace_pins(workspace: Path) -> tuple[list[Pin], list[str]]:
    """Every pin in the workspace, best first, and notes on files that could not be read.

    Lock files come first (they name what is installed), then exact pins, then
    ranges; within a rank, requirements files, pyproject.toml, environment.yml.
    Cached until one of the files changes.
    """
    root = Path(os.path.abspath(workspace))
    files = _candidate_files(root)
    key = tuple((str(p), stamp(p)) for p in files)
    with _lock:
        hit = _cache.get(root)
    if hit is not None and hit[0] == key:
        return list(hit[1][0]), list(hit[1][1])
    pins: list[Pin] = []
    notes: list[str] = []
    # Requirements files read so far, shared by every top-level one: files that include each
    # other are read once each (a fresh set per file made 150 such files take 54 s).
    seen: set[Path] = set()
    for path in files:
        name = path.name
        try:
            if name in LOCK_FILES:
                found, problems = _lock_pins(path, root)
            elif name == "pyproject.toml":
                found, problems = _pyproject_pins(path, root)
            elif name in CONDA_FILES:
                found, problems = _conda_pins(path, root)
            elif path in seen:
                continue
            else:
                found, problems = _requirements_pins(path, root, 0, seen)
            # (a pin whose version Python cannot even turn into numbers: 5,000 digits)
            found = [pin for pin in found if _usable(pin, problems)]
        except (ValueError, RecursionError) as err:
            found, problems = [], [f"{_rel(path, root)}: cannot be read ({type(err).__name__}: {str(err)[:200]})"]
        pins += found
        notes += problems
    real = [p for p in pins if p.pins]
    real.sort(key=lambda p: 0 if p.locked else 1 if p.exact is not None else 2)
    with _lock:
        _cache[root] = (key, (real, notes))
    return list(real), list(notes)


def _usable(pin: Pin, problems: list[str]) -> bool:
    """Whether the pin's versions can be compared at all (else a note says why not)."""
    try:
        if pin.exact is not None:
            Version(pin.exact)
        for alternative in pin.alternatives:
            alternative.contains("0", prereleases=True)
    except ValueError:
        problems.append(
            f"{pin.label}: {pin.text[:60]}{'...' if len(pin.text) > 60 else ''} is not a transformers release hflint can read"
        )
        return False
    return True


def _candidate_files(root: Path) -> list[Path]:
    out = [root / n for n in LOCK_FILES if is_file(root / n)]
    try:
        names = sorted(os.listdir(root))
    except OSError:
        names = []
    reqs = [n for n in names if n.startswith("requirements") and n.endswith(".txt") and is_file(root / n)]
    reqs.sort(key=lambda n: (n != "requirements.txt", n))
    out += [root / n for n in reqs]
    sub = root / "requirements"
    if is_dir(sub):
        try:
            out += [sub / n for n in sorted(os.listdir(sub)) if n.endswith(".txt") and is_file(sub / n)]
        except OSError:
            pass
    out += [root / n for n in ("pyproject.toml", *CONDA_FILES) if is_file(root / n)]
    return out


def _rel(path: Path, root: Path) -> str:
    try:
        return path.relative_to(root).as_posix()
    except ValueError:
        return str(path)


def canonicalize_name(name: str) -> str:
    """A distribution's name as PEP 503 compares it: lower case, each run of `-`, `_` and `.`
    one `-` (packaging.utils.canonicalize_name; that module imports packaging.tags, and with it
    `platform` and the wheel tags: 30 ms of every check run's start)."""
    value = name.lower().replace("_", "-").replace(".", "-")
    while "--" in value:
        value = value.replace("--", "-")
    return value


def _pin(text: str, spec: SpecifierSet, path: Path, root: Path, line: int | None, with_line: bool = True) -> Pin:
    label = _rel(path, root) + (f":{line}" if with_line and line is not None else "")
    exact = None
    specs = list(spec)
    if len(specs) == 1 and specs[0].operator in ("==", "===") and not specs[0].version.endswith(".*"):
        exact = specs[0].version
    return Pin(label, text.strip(), path, line, exact, (spec,) if specs else ())


def _from_requirement(
    text: str, path: Path, root: Path, line: int | None, with_line: bool = True
) -> tuple[Pin | None, str | None]:
    """A PEP 508 requirement string → a pin when it names transformers."""
    if _NAME not in text.lower():
        return None, None  # (its name, ASCII letters, digits and `-_.`, is not transformers in any case)
    from packaging.requirements import InvalidRequirement, Requirement  # (about 30 ms of imports)

    try:
        req = Requirement(text.strip())
    except InvalidRequirement:
        return None, None  # someone else's syntax; a transformers line would parse
    if canonicalize_name(req.name) != _NAME:
        return None, None
    where = _rel(path, root) + (f":{line}" if line is not None else "")
    if req.url:
        return None, f"{where}: transformers comes from {req.url}; its release is unknown"
    return _pin(text, req.specifier, path, root, line, with_line), None


# ---------------------------------------------------------------- requirements*.txt


def _requirements_pins(path: Path, root: Path, depth: int, seen: set[Path]) -> tuple[list[Pin], list[str]]:
    seen.add(path)
    text, problem = read_text(path, FILE_LIMIT)
    if text is None:
        return [], [problem] if problem else []
    pins: list[Pin] = []
    notes: list[str] = []
    for line_no, line in _logical_lines(text):
        line = re.sub(r"(^|\s)#.*$", "", line).strip()
        if not line:
            continue
        include = re.match(r"^(?:-r|--requirement|-c|--constraint)(?:\s*=\s*|\s+|(?=[^-\s]))(?P<file>\S+)$", line)
        if include is not None:
            target = Path(os.path.abspath(path.parent / include.group("file")))
            # Follow includes only inside the workspace, and not forever.
            if depth < _MAX_INCLUDE_DEPTH and target not in seen and _inside(target, root) and is_file(target):
                more, more_notes = _requirements_pins(target, root, depth + 1, seen)
                pins += more
                notes += more_notes
            continue
        if line.startswith("-"):
            continue  # --index-url, -e ./local, --hash...
        # Per-requirement options (`--hash=...`) follow the requirement.
        requirement = re.split(r"\s+--?[a-z]", line, maxsplit=1)[0]
        pin, note = _from_requirement(requirement, path, root, line_no)
        if pin is not None:
            pins.append(pin)
        if note is not None:
            notes.append(note)
    return pins, notes


def _logical_lines(text: str) -> Iterable[tuple[int, str]]:
    """Lines with backslash continuations joined, each with the number of its first line."""
    buf: list[str] = []
    start = 0
    for n, raw in enumerate(text.splitlines(), 1):
        if not buf:
            start = n
        if raw.endswith("\\"):
            buf.append(raw[:-1])
            continue
        buf.append(raw)
        yield start, " ".join(buf)
        buf = []
    if buf:
        yield start, " ".join(buf)


def _inside(path: Path, folder: Path) -> bool:
    try:
        path.relative_to(folder)
    except ValueError:
        return False
    return True


# ---------------------------------------------------------------- pyproject.toml


def _load_toml(path: Path) -> tuple[dict[str, Any] | None, str, str | None]:
    text, problem = read_text(path, LOCK_LIMIT if path.name in LOCK_FILES else FILE_LIMIT)
    if text is None:
        return None, "", problem
    try:
        return tomllib.loads(text), text, None
    except tomllib.TOMLDecodeError as err:
        return None, text, f"{path}: not valid TOML ({err})"
    except RecursionError:
        return None, text, f"{path}: not read (nested too deeply)"
    except ValueError as err:  # (an integer of more digits than Python converts)
        return None, text, f"{path}: not read ({err})"


def _word_line(text: str, pattern: re.Pattern[str] = _WORD_RE) -> int | None:
    m = pattern.search(text)
    return text.count("\n", 0, m.start()) + 1 if m else None


# A requirement string that starts with the name, or a poetry key; not a word in a description.
_PYPROJECT_LINE_RE = re.compile(
    r"""["']transformers\s*(?:[\[<>=!~;@,"']|$)|^\s*["']?transformers["']?\s*=""", re.IGNORECASE | re.MULTILINE
)


def _pyproject_pins(path: Path, root: Path) -> tuple[list[Pin], list[str]]:
    data, text, problem = _load_toml(path)
    if data is None:
        return [], [problem] if problem else []
    line = _word_line(text, _PYPROJECT_LINE_RE)
    pins: list[Pin] = []
    notes: list[str] = []

    def from_list(items: object) -> None:
        if not isinstance(items, list):
            return
        for item in items:
            if isinstance(item, str):
                pin, note = _from_requirement(item, path, root, line, with_line=False)
                if pin is not None:
                    pins.append(pin)
                if note is not None:
                    notes.append(note)

    project = _table(data.get("project"))
    from_list(project.get("dependencies"))
    for group in _table(project.get("optional-dependencies")).values():
        from_list(group)
    for group in _table(data.get("dependency-groups")).values():
        from_list(group)

    poetry = _table(_table(data.get("tool")).get("poetry"))
    tables = [_table(poetry.get("dependencies")), _table(poetry.get("dev-dependencies"))]
    tables += [_table(_table(g).get("dependencies")) for g in _table(poetry.get("group")).values()]
    for table in tables:
        for name, value in table.items():
            if canonicalize_name(name) != _NAME:
                continue
            constraints = [value] if not isinstance(value, list) else value
            alternatives: list[SpecifierSet] = []
            for c in constraints:
                version = c.get("version") if isinstance(c, dict) else c
                if not isinstance(version, str):
                    notes.append(f"{_rel(path, root)}: transformers has no version constraint poetry can read")
                    continue
                parsed = poetry_constraint(version)
                if parsed is None:
                    notes.append(f"{_rel(path, root)}: cannot read the constraint {version!r} on transformers")
                    continue
                alternatives += parsed
            if alternatives:
                pins.append(
                    _alternatives_pin(
                        f"transformers {' || '.join(str(a) for a in alternatives)}",
                        alternatives,
                        path,
                        root,
                        line,
                        with_line=False,
                    )
                )
    return pins, notes


def _alternatives_pin(
    text: str, alternatives: list[SpecifierSet], path: Path, root: Path, line: int | None, with_line: bool = True
) -> Pin:
    if len(alternatives) == 1:
        return _pin(text, alternatives[0], path, root, line, with_line)
    label = _rel(path, root) + (f":{line}" if with_line and line is not None else "")
    return Pin(label, text, path, line, None, tuple(a for a in alternatives if list(a)) or ())


def _table(value: object) -> dict[str, Any]:
    return value if isinstance(value, dict) else {}


_CONSTRAINT_RE = re.compile(r"(\^|~=|~|===|==|!=|>=|<=|>|<|=)?\s*(\d[0-9A-Za-z.*+!-]*)")


def poetry_constraint(text: str) -> list[SpecifierSet] | None:
    """Poetry's constraint syntax (`^4.57`, `~5.2`, `4.57.6`, `>=4.57,<5`, `a || b`) as PEP 440 sets.

    Returns [] for "any version" and None for text it cannot read.
    """
    out: list[SpecifierSet] = []
    for part in text.split("||"):
        part = part.strip()
        if part in ("", "*"):
            return []
        specs: list[str] = []
        pos = 0
        for m in _CONSTRAINT_RE.finditer(part):
            if part[pos : m.start()].strip(" ,"):
                return None
            pos = m.end()
            op, version = m.group(1) or "", m.group(2)
            if op == "^":
                specs += [f">={version}", f"<{_caret_upper(version)}"]
            elif op == "~":
                specs += [f">={version}", f"<{_tilde_upper(version)}"]
            elif op in ("", "="):
                specs.append(f"=={version}")
            else:
                specs.append(f"{op}{version}")
        if part[pos:].strip(" ,") or not specs:
            return None
        try:
            out.append(SpecifierSet(",".join(specs)))
        except (InvalidSpecifier, ValueError):
            return None
    return out


def _release_parts(version: str) -> list[int]:
    return [int(p) for p in re.findall(r"\d+", version.split("+")[0])[:3]]


def _caret_upper(version: str) -> str:
    """^1.2.3 → 2.0, ^0.2.3 → 0.3, ^0.0.3 → 0.0.4: the first non-zero part is bumped."""
    parts = _release_parts(version) or [0]
    i = next((k for k, p in enumerate(parts) if p != 0), len(parts) - 1)
    return ".".join(str(p) for p in parts[:i] + [parts[i] + 1])


def _tilde_upper(version: str) -> str:
    """~1.2.3 → 1.3, ~1.2 → 1.3, ~1 → 2."""
    parts = _release_parts(version) or [0]
    if len(parts) == 1:
        return str(parts[0] + 1)
    return f"{parts[0]}.{parts[1] + 1}"


# ---------------------------------------------------------------- lock files


def _lock_pins(path: Path, root: Path) -> tuple[list[Pin], list[str]]:
    data, text, problem = _load_toml(path)
    if data is None:
        return [], [problem] if problem else []
    packages = data.get("package")
    versions: list[Version] = []
    for pkg in packages if isinstance(packages, list) else []:
        if not isinstance(pkg, dict) or not isinstance(pkg.get("name"), str):
            continue
        if canonicalize_name(pkg["name"]) != _NAME or not isinstance(pkg.get("version"), str):
            continue
        try:
            versions.append(Version(pkg["version"]))
        except ValueError:  # (InvalidVersion; a number of more digits than Python converts)
            continue
    if not versions:
        return [], []
    notes: list[str] = []
    if len(set(versions)) > 1:
        # uv locks one version per set of markers; the newest is what a current Python gets.
        notes.append(
            f"{_rel(path, root)} locks several transformers releases "
            f"({', '.join(str(v) for v in sorted(set(versions)))}); assuming the newest"
        )
    version = str(max(versions))
    line = _word_line(text, re.compile(r"""name\s*=\s*["']transformers["']""", re.IGNORECASE))
    return [Pin(_rel(path, root), f"transformers {version}", path, line, version, (), locked=True)], notes


# ---------------------------------------------------------------- environment.yml

_CONDA_ITEM_RE = re.compile(
    r"""^\s*-\s*["']?(?:[\w.-]+::)?(?P<name>[A-Za-z0-9_.-]+?)(?:\[[^\]]*\])?(?P<rest>(?:\s|[=<>!~]).*?)?["']?\s*$"""
)


def _conda_pins(path: Path, root: Path) -> tuple[list[Pin], list[str]]:
    """List items naming transformers, in the conda section (`transformers=4.57`) or the pip one (`transformers==4.57.6`).

    Read line by line: a YAML parser would be a dependency for one key, and the
    line number is what the message needs.
    """
    text, problem = read_text(path, FILE_LIMIT)
    if text is None:
        return [], [problem] if problem else []
    pins: list[Pin] = []
    notes: list[str] = []
    for n, raw in enumerate(text.splitlines(), 1):
        m = _CONDA_ITEM_RE.match(raw.split(" #", 1)[0])
        if m is None or canonicalize_name(m.group("name")) != _NAME:
            continue
        rest = (m.group("rest") or "").strip()
        alternatives = conda_constraint(rest)
        if alternatives is None:
            notes.append(f"{_rel(path, root)}:{n}: cannot read the constraint {rest!r} on transformers")
            continue
        if alternatives:
            pins.append(_alternatives_pin(raw.strip().lstrip("-").strip().strip("'\""), alternatives, path, root, n))
    return pins, notes


def conda_constraint(rest: str) -> list[SpecifierSet] | None:
    """A conda match spec's version part as PEP 440 sets: `=4.57` is 4.57.*, `4.57.6` and `==4.57.6` exact."""
    rest = rest.strip()
    if not rest:
        return []
    out: list[SpecifierSet] = []
    for part in rest.split("|"):
        part = part.strip()
        try:
            if part[:2] in ("==", ">=", "<=", "!=", "~=") or part[:1] in ("<", ">"):
                out.append(SpecifierSet(part.replace(" ", "")))
            elif part.startswith("="):
                version = part[1:].split("=")[0].strip()  # a build string may follow a second "="
                out.append(SpecifierSet(f"=={version.rstrip('*').rstrip('.')}.*"))
            else:
                version = part.split()[0]  # `transformers 4.57.6 pyhd8ed1ab_0`
                fuzzy = version.endswith("*")
                out.append(SpecifierSet(f"=={version.rstrip('*').rstrip('.')}" + (".*" if fuzzy else "")))
        except (InvalidSpecifier, IndexError):
            return None
    return out
