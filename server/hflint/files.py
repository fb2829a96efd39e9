"""Which files to check: .py and .ipynb under the given folders, minus .git, virtualenvs and .gitignore'd paths."""

from __future__ import annotations

import errno
import fnmatch
import os
import re
import stat
import sys
from collections.abc import Iterator
from pathlib import Path

from hflint.smallfiles import is_dir, is_file, read_bytes, read_text

# pyproject.toml and the ignore files are read up to this size; past it they are not read.
CONFIG_LIMIT = 1024 * 1024
# A .gitignore with more patterns than this is not applied (each file is matched against each).
MAX_IGNORE_PATTERNS = 5000

SKIP_DIRS = frozenset(
    {
        ".git",
        ".hg",
        ".svn",
        "__pycache__",
        ".mypy_cache",
        ".pytest_cache",
        ".ruff_cache",
        ".tox",
        ".nox",
        "node_modules",
        ".venv",
        "venv",
        ".eggs",
        "site-packages",
        ".ipynb_checkpoints",
        "build",
        "dist",
        ".hflint_cache",
    }
)
EXTENSIONS = (".py", ".pyi", ".ipynb")


class ConfigError(ValueError):
    pass


# (No dataclasses here: importing them imports inspect, ast, dis and tokenize, a fifth of the
# start of a run that finds nothing to check; the check itself imports them later.)
class ProjectConfig:
    """`[tool.hflint]` of the nearest pyproject.toml."""

    __slots__ = ("path", "select", "ignore", "exclude", "transformers_version")

    def __init__(
        self,
        path: Path | None = None,
        select: tuple[str, ...] | None = None,
        ignore: tuple[str, ...] = (),
        exclude: tuple[str, ...] = (),
        transformers_version: str | None = None,
    ) -> None:
        self.path, self.select, self.ignore, self.exclude = path, select, ignore, exclude
        self.transformers_version = transformers_version

    def _key(self) -> tuple:
        return (self.path, self.select, self.ignore, self.exclude, self.transformers_version)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, ProjectConfig) and self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def __repr__(self) -> str:
        return (
            f"ProjectConfig(path={self.path!r}, select={self.select!r}, ignore={self.ignore!r}, "
            f"exclude={self.exclude!r}, transformers_version={self.transformers_version!r})"
        )


_CONFIG_KEYS = {"select", "ignore", "exclude", "transformers-version"}


def _resolved(path: Path) -> Path:
    """The path with its links resolved where they can be (a loop or a folder that cannot be
    entered leaves the rest as written)."""
    try:
        return Path(os.path.realpath(path))
    except (OSError, ValueError, RuntimeError):
        return Path(os.path.abspath(path))


def find_pyproject(start: Path) -> Path | None:
    cur = _resolved(start)
    if is_file(cur) or not is_dir(cur):
        cur = cur.parent
    for folder in (cur, *cur.parents):
        candidate = folder / "pyproject.toml"
        if is_file(candidate):
            return candidate
    return None


def load_project_config(start: Path) -> ProjectConfig:
    path = find_pyproject(start)
    if path is None:
        return ProjectConfig()
    if sys.version_info >= (3, 11):  # (imported here: most runs have no pyproject.toml to read)
        import tomllib
    else:  # pragma: no cover
        import tomli as tomllib
    text, problem = read_text(path, CONFIG_LIMIT)
    if text is None:
        raise ConfigError(f"cannot read {problem}")
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as err:
        raise ConfigError(f"{path}: cannot read: {err}") from None
    except RecursionError:
        raise ConfigError(f"{path}: cannot read: nested too deeply") from None
    except ValueError as err:  # (an integer of more digits than Python converts)
        raise ConfigError(f"{path}: cannot read: {err}") from None
    tool = data.get("tool", {})
    if not isinstance(tool, dict):
        raise ConfigError(f"{path}: `tool` must be a table")
    table = tool.get("hflint")
    if table is None:
        return ProjectConfig(path=path)
    if not isinstance(table, dict):
        raise ConfigError(f"{path}: [tool.hflint] must be a table")
    for key in table:
        if key not in _CONFIG_KEYS:
            raise ConfigError(f"{path}: [tool.hflint] unknown key {key!r} (known: {', '.join(sorted(_CONFIG_KEYS))})")

    def str_list(key: str) -> tuple[str, ...] | None:
        if key not in table:
            return None
        value = table[key]
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            raise ConfigError(f"{path}: [tool.hflint] {key} must be a list of strings")
        return tuple(value)

    version = table.get("transformers-version")
    if version is not None and not isinstance(version, str):
        raise ConfigError(f"{path}: [tool.hflint] transformers-version must be a string")
    if version is not None:
        from packaging.version import Version

        try:
            Version(version)
        except ValueError:  # (InvalidVersion, and a number of more digits than Python converts)
            raise ConfigError(
                f"{path}: [tool.hflint] transformers-version {version[:40]!r}"
                f"{'...' if len(version) > 40 else ''} is not a transformers release number"
            ) from None
    return ProjectConfig(
        path=path,
        select=str_list("select"),
        ignore=str_list("ignore") or (),
        exclude=str_list("exclude") or (),
        transformers_version=version,
    )


# ---------------------------------------------------------------- .gitignore


class _Pattern:
    __slots__ = ("regex", "negated", "dir_only")

    def __init__(self, regex: re.Pattern[str], negated: bool, dir_only: bool) -> None:
        self.regex, self.negated, self.dir_only = regex, negated, dir_only


def _compile(line: str) -> _Pattern | None:
    line = line.rstrip("\n").rstrip()
    if not line or line.startswith("#"):
        return None
    negated = line.startswith("!")
    if negated:
        line = line[1:]
    if line.startswith("\\"):
        line = line[1:]
    dir_only = line.endswith("/")
    line = line.rstrip("/")
    anchored = "/" in line
    line = line.lstrip("/")
    parts: list[str] = []
    i = 0
    while i < len(line):
        if line.startswith("**/", i):
            parts.append("(?:.*/)?")
            i += 3
        elif line.startswith("/**", i) and i + 3 == len(line):
            parts.append("/.*")
            i += 3
        elif line[i] == "*":
            parts.append("[^/]*")
            i += 1
        elif line[i] == "?":
            parts.append("[^/]")
            i += 1
        elif line[i] == "[":
            j = line.find("]", i)
            if j == -1:
                parts.append(re.escape(line[i]))
                i += 1
            else:
                parts.append(line[i : j + 1])
                i = j + 1
        else:
            parts.append(re.escape(line[i]))
            i += 1
    body = "".join(parts)
    regex = ("^" if anchored else "^(?:.*/)?") + body + "(?:/.*)?$"
    try:
        return _Pattern(re.compile(regex), negated, dir_only)
    except re.error:
        return None


class GitIgnore:
    """The patterns of the .gitignore files met on the way down, each relative to its folder."""

    def __init__(self) -> None:
        self._layers: list[tuple[Path, list[_Pattern]]] = []

    def with_folder(self, folder: Path, problems: list[tuple[str, str]] | None = None) -> GitIgnore:
        """These patterns and the folder's own .gitignore's. One that is too large to read (past
        CONFIG_LIMIT bytes or MAX_IGNORE_PATTERNS patterns) is not applied, and `problems` says so."""
        child = GitIgnore()
        child._layers = list(self._layers)
        gi = os.path.join(folder, ".gitignore")  # (a string: most folders have none, and pathlib is slow)
        if os.path.isfile(gi):
            data, problem = read_bytes(Path(gi), CONFIG_LIMIT)
            pats: list[_Pattern] = []
            if data is not None:
                lines = data.decode("utf-8", "replace").splitlines()
                if sum(1 for line in lines if line.strip() and not line.startswith("#")) > MAX_IGNORE_PATTERNS:
                    problem = f"more than {MAX_IGNORE_PATTERNS} patterns"
                else:
                    pats = [p for p in (_compile(x) for x in lines) if p]
            if problem is not None and problems is not None:
                problems.append((gi, f"not applied: {problem.removeprefix(gi + ': ')}"))
            if pats:
                child._layers.append((folder, pats))
        return child

    def ignored(self, path: Path, is_dir: bool) -> bool:
        result = False
        for base, pats in self._layers:
            try:
                rel = path.relative_to(base).as_posix()
            except ValueError:
                continue
            for p in pats:
                if p.dir_only and not is_dir:
                    # "build/" ignores files below build, matched through their folder.
                    if not p.regex.match(rel.rsplit("/", 1)[0] if "/" in rel else ""):
                        continue
                if p.regex.match(rel):
                    result = not p.negated
        return result


def _is_venv(entries: list[os.DirEntry]) -> bool:
    """Whether a folder, by its listing, is a virtual environment (or a conda one)."""
    for entry in entries:
        try:
            if (entry.name == "pyvenv.cfg" and entry.is_file()) or (entry.name == "conda-meta" and entry.is_dir()):
                return True
        except OSError:
            continue
    return False


def _excluded(path: Path, excludes: tuple[str, ...]) -> bool:
    posix = path.as_posix()
    return any(
        fnmatch.fnmatch(posix, pat)
        or fnmatch.fnmatch(path.name, pat)
        or fnmatch.fnmatch(posix, f"*/{pat}")
        or fnmatch.fnmatch(posix, f"*/{pat}/*")
        for pat in excludes
    )


class Discovery:
    __slots__ = ("names", "missing", "problems", "special")

    def __init__(self) -> None:
        self.names: list[str] = []  # the files, as str(Path) of each would give
        self.missing: list[str] = []  # named paths that lead nowhere (with why)
        # What could not be looked at: (path, why), for files and folders that exist (a FIFO, a
        # folder that cannot be listed, a link that loops), reported as skipped.
        self.problems: list[tuple[str, str]] = []
        # Files named explicitly that are no regular files (a FIFO, /dev/stdin): read once, as named.
        self.special: list[str] = []

    @property
    def files(self) -> list[Path]:
        return [Path(name) for name in self.names]


def discover(paths: list[str], excludes: tuple[str, ...] = ()) -> Discovery:
    """Expand PATHs into files. Files named explicitly are always checked (whatever their extension)."""
    out = Discovery()
    seen: set[str] = set()
    for raw in paths:
        p = Path(raw)
        try:
            mode = os.stat(p).st_mode
        except OSError as err:
            if err.errno == errno.ELOOP:
                out.missing.append(f"{raw}: a symlink loop")
            elif err.errno in (errno.EACCES, errno.EPERM):
                out.problems.append((str(p), f"cannot be reached ({err.strerror})"))
            else:
                out.missing.append(raw)
            continue
        except ValueError:  # (a NUL byte)
            out.missing.append(raw)
            continue
        if not stat.S_ISDIR(mode):
            # A file named explicitly is checked, whatever its kind: a FIFO, `<(...)` and
            # /dev/stdin are read as the user asked (checkrun._read_head), once, so not screened.
            if str(p) not in seen:
                seen.add(str(p))
                (out.names if stat.S_ISREG(mode) else out.special).append(str(p))
            continue
        for f in _walk(str(p), _root_gitignore(p), excludes, out.problems):
            if f not in seen:
                seen.add(f)
                out.names.append(f)
    return out


def _root_gitignore(folder: Path) -> GitIgnore:
    """Start with the .gitignore files of the enclosing repository, above the folder."""
    gi = GitIgnore()
    resolved = _abs(folder)
    chain = []
    for parent in resolved.parents:
        chain.append(parent)
        if os.path.lexists(parent / ".git"):
            break
    else:
        chain = []
    for parent in reversed(chain):
        gi = gi.with_folder(parent)
    return gi


def _walk(
    folder: str, gitignore: GitIgnore, excludes: tuple[str, ...], problems: list[tuple[str, str]], top: bool = True
) -> Iterator[str]:
    """The files under `folder` (a str(Path)), as str(Path) of each: strings, because a large
    tree has thousands of entries and pathlib is slow to make them (Paths are made only for
    what is checked against an ignore rule). What a folder holds (a .gitignore, the marks of a
    virtual environment) is read from its listing, not asked of the file system name by name.
    A folder that cannot be listed, and a source file whose link leads nowhere, go to `problems`."""
    try:
        entries = sorted(os.scandir(folder), key=lambda e: e.name)
    except OSError as err:
        problems.append((folder, f"cannot be listed ({err.strerror or err})"))
        return
    if not top and _is_venv(entries):
        return
    if any(entry.name == ".gitignore" for entry in entries):
        gitignore = gitignore.with_folder(Path(os.path.abspath(folder)), problems)
    filters = bool(gitignore._layers) or bool(excludes)
    for entry in entries:
        # (what str(Path(entry.path)) gives: the folder is one already, only "./" goes)
        name = entry.name if folder == "." else os.path.join(folder, entry.name)
        try:
            is_dir = entry.is_dir(follow_symlinks=False)
            is_file = not is_dir and entry.is_file(follow_symlinks=True)
        except OSError as err:
            if entry.name.endswith(EXTENSIONS):
                problems.append(
                    (name, "a symlink loop" if err.errno == errno.ELOOP else f"cannot be reached ({err.strerror or err})")
                )
            continue
        if not is_dir and not is_file and entry.name.endswith(EXTENSIONS):
            if os.path.exists(name):  # (a dangling link has nothing there: passed over)
                problems.append((name, "not a regular file (a FIFO, a device or a socket)"))
            continue
        if is_dir:
            if entry.name in SKIP_DIRS:
                continue
            if filters and _filtered(Path(name), True, gitignore, excludes):
                continue
            yield from _walk(name, gitignore, excludes, problems, top=False)
        elif is_file and entry.name.endswith(EXTENSIONS):
            if filters and _filtered(Path(name), False, gitignore, excludes):
                continue
            yield name


def _filtered(path: Path, is_dir: bool, gitignore: GitIgnore, excludes: tuple[str, ...]) -> bool:
    return gitignore.ignored(_abs(path), is_dir) or _excluded(path, excludes)


def _abs(path: Path) -> Path:
    return Path(os.path.abspath(path))


def workspace_root(paths: list[str], pyproject: Path | None) -> Path:
    """The project the paths belong to: the pyproject.toml folder, else the git root, else the path."""
    if pyproject is not None:
        return _resolved(pyproject.parent)
    first = _resolved(Path(paths[0])) if paths else Path.cwd()
    start = first if is_dir(first) else first.parent
    for folder in (start, *start.parents):
        if os.path.lexists(folder / ".git"):
            return folder
    return start
