"""The transformers a file asks for itself: a notebook's `!pip install transformers==X` cell, a script's PEP 723 metadata.

Read, never run. A file's own pin decides the release hflint assumes for that file, after an
explicit setting (--transformers-version, the editor's transformersVersion, [tool.hflint]) and
before the environment, the workspace's pins and the newest release (README "Which release").
A range means the newest known release inside it, as a workspace pin's does (pins.resolve).
"""

from __future__ import annotations

import re
import shlex
import sys
from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING

from packaging.specifiers import SpecifierSet

from hflint.pins import canonicalize_name, resolve

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.10
    import tomli as tomllib

if TYPE_CHECKING:
    from hflint.catalog import Catalog
    from hflint.versions import AssumedRelease

# What the pin is shown as at most (a long pip line is cut).
_SHOWN = 70
_NAME = "transformers"
# A requirement that names transformers and no version (`pip install -U transformers`): no pin,
# and nothing to tell the user (the newest release is what it installs).
NO_VERSION = "names no version"


@dataclass(frozen=True, slots=True)
class FilePin:
    """The line of a file that installs transformers."""

    where: str  # "cell 1", "line 4"
    text: str  # the line as written (trimmed, cut to _SHOWN)
    exact: str | None = None
    alternatives: tuple[SpecifierSet, ...] = ()
    # Why it names no release hflint can use (no version, a git checkout, unreadable), if so.
    problem: str | None = None
    line: int | None = None  # 1-based line in the file (scripts) or in the cell (notebooks)
    cell: int | None = None  # 0-based index among the notebook's cells

    @property
    def label(self) -> str:
        return f"{self.where}: {self.text}"


def _shown(text: str) -> str:
    text = " ".join(text.split())
    return text if len(text) <= _SHOWN else text[: _SHOWN - 3] + "..."


# ---------------------------------------------------------------- requirements


def _requirement(text: str) -> tuple[bool, str | None, tuple[SpecifierSet, ...], str | None]:
    """(names transformers, exact, alternatives, problem) of one requirement string."""
    low = text.lower()
    if _NAME not in low:
        return False, None, (), None
    if low.startswith(("git+", "http://", "https://", "hf://")) or "@ git+" in low or " @ " in low and "://" in low:
        if re.search(r"(?<![\w-])transformers(?![\w-])", low):
            # A release's tag (`...transformers.git@v4.57.6`) is that release; a branch or a
            # commit is unreleased code.
            tag = re.search(r"huggingface/transformers(?:\.git)?@v(\d+\.\d+\.\d+)(?:#.*)?$", low)
            if tag is not None:
                return True, tag.group(1), (SpecifierSet(f"=={tag.group(1)}"),), None
            return True, None, (), "installs transformers from its repository (unreleased code): no release"
        return False, None, (), None
    from packaging.requirements import InvalidRequirement, Requirement

    try:
        req = Requirement(text)
    except InvalidRequirement:
        name = re.match(r"[A-Za-z0-9._-]+", text)
        if name is not None and canonicalize_name(name.group(0)) == _NAME:
            return True, None, (), "not a requirement hflint can read"
        return False, None, (), None
    if canonicalize_name(req.name) != _NAME:
        return False, None, (), None
    if req.url:
        return True, None, (), f"installs transformers from {req.url[:60]}: its release is unknown"
    specs = list(req.specifier)
    if not specs:
        return True, None, (), NO_VERSION
    try:
        req.specifier.contains("0", prereleases=True)
    except ValueError:
        return True, None, (), "not a release hflint can read"
    exact = None
    if len(specs) == 1 and specs[0].operator in ("==", "===") and not specs[0].version.endswith(".*"):
        exact = specs[0].version
    return True, exact, (req.specifier,), None


# ---------------------------------------------------------------- notebooks

# A shell or magic line that runs an installer: `!pip install`, `%pip install`, `!uv pip install`,
# `!python -m pip install`, `!{sys.executable} -m pip install`, `!pip3 install`.
_INSTALL_RE = re.compile(r"(?:^|[\s;&|(])(?:uv\s+)?(?:pip3?|pip3\.\d+)\s+install(?=\s)")
# Options of pip / uv pip install that take a value in the next word.
_WITH_VALUE = frozenset(
    "-r --requirement -c --constraint -e --editable -i --index-url --extra-index-url -f --find-links -t --target "
    "--prefix --root --upgrade-strategy --python -p --trusted-host --cache-dir --src --platform --python-version "
    "--implementation --abi --progress-bar --log --timeout --retries --proxy --index-strategy --extra --only-binary "
    "--no-binary --index --default-index --exclude-newer --resolution --prerelease --config-settings -C "
    "--global-option --report --keyring-provider --python-platform --group".split()
)
_SHELL_CELL = ("%%bash", "%%sh", "%%script bash", "%%script sh", "%%shell")


def _logical_lines(text: str) -> list[tuple[int, str]]:
    out: list[tuple[int, str]] = []
    buf: list[str] = []
    start = 1
    for n, raw in enumerate(text.splitlines(), 1):
        if not buf:
            start = n
        if raw.rstrip().endswith("\\"):
            buf.append(raw.rstrip()[:-1])
            continue
        buf.append(raw)
        out.append((start, " ".join(buf)))
        buf = []
    if buf:
        out.append((start, " ".join(buf)))
    return out


def _install_args(command: str) -> list[list[str]] | None:
    """The arguments after each `pip install` of a shell command, as the shell splits it (None:
    its quoting is broken). An unquoted `>` or `<` is a redirection (`pip install
    transformers>=4.56` installs any transformers and writes to a file `=4.56`)."""
    lexer = shlex.shlex(command, posix=True, punctuation_chars=True)
    lexer.whitespace_split = True
    lexer.commenters = "#"
    try:
        words = list(lexer)
    except ValueError:
        return None
    out: list[list[str]] = []
    current: list[str] | None = None
    redirect = False
    for i, word in enumerate(words):
        if redirect:
            redirect = False
            continue
        if word and all(c in "();<>|&" for c in word):
            if "<" in word or ">" in word:
                redirect = True
            else:
                current = None  # (`&&`, `;`, `|`: the next command)
            continue
        if current is not None:
            current.append(word)
        elif word == "install" and i > 0 and re.fullmatch(r"pip3?(\.\d+)?", words[i - 1]):
            current = []
            out.append(current)
    return out


def _pin_of_args(args: list[str]) -> tuple[tuple[bool, str | None, tuple[SpecifierSet, ...], str | None], bool] | None:
    """The transformers requirement among an install's arguments, and whether it upgrades (-U)."""
    upgrade = False
    found = None
    skip = False
    for word in args:
        if skip:
            skip = False
            continue
        if word.startswith("-"):
            name = word.split("=", 1)[0]
            if name in _WITH_VALUE and "=" not in word:
                skip = True
            if name in ("-U", "--upgrade", "--force-reinstall") or (not name.startswith("--") and "U" in name[1:]):
                upgrade = True
            continue
        got = _requirement(word)
        if got[0]:
            found = got
    return (found, upgrade) if found is not None else None


def notebook_pin(cells: Sequence[tuple[int, str, object]]) -> FilePin | None:
    """The install line of the notebook that decides its transformers: the last one naming
    transformers, except that one with no version and no -U after a pinned one changes nothing
    (pip keeps what is installed). `cells`: (index among all cells, text, ...)."""
    chosen: FilePin | None = None
    for cell in cells:
        index, text = cell[0], cell[1]
        if _NAME not in text and "Transformers" not in text and "TRANSFORMERS" not in text:
            continue
        shell = text.lstrip().startswith(_SHELL_CELL)
        for line_no, line in _logical_lines(text):
            stripped = line.strip()
            if stripped.startswith("!"):
                command = stripped[1:]
            elif stripped.startswith("%") and stripped[1:].startswith(("pip ", "uv ")):
                command = stripped[1:]
            elif shell and not stripped.startswith("#"):
                command = stripped
            else:
                continue
            if _NAME not in command.lower() or not _INSTALL_RE.search(" " + command):
                continue
            installs = _install_args(command)
            where = f"cell {index + 1}"
            if installs is None:
                chosen = FilePin(where, _shown(stripped), problem="its quoting cannot be read", line=line_no, cell=index)
                continue
            for args in installs:
                got = _pin_of_args(args)
                if got is None:
                    continue
                (_, exact, alternatives, problem), upgrade = got
                pin = FilePin(where, _shown(stripped), exact, alternatives, problem, line_no, index)
                if problem == NO_VERSION and not upgrade and chosen is not None and chosen.problem is None:
                    continue  # (already installed: pip keeps it)
                chosen = pin
    return chosen


# ---------------------------------------------------------------- PEP 723 scripts

_UNCLOSED = "the script metadata block is not closed (`# ///`)"
_TWO_BLOCKS = "the script has more than one metadata block"
# A metadata block longer than this many lines is not looked at further (it is no pin's).
_MAX_BLOCK_LINES = 2000


def _block_start(text: str, pos: int) -> int:
    """Where the next line `# /// script` starts at or after `pos`, or -1."""
    while True:
        at = text.find("# /// script", pos)
        if at < 0:
            return -1
        end = at + len("# /// script")
        if (at == 0 or text[at - 1] == "\n") and (end == len(text) or text[end] in "\r\n"):
            return at
        pos = end


def script_pin(text: str) -> FilePin | None:
    """The transformers requirement of a script's inline metadata (PEP 723: a `# /// script`
    block whose `dependencies` list it), or a FilePin saying why the block cannot be read."""
    # (PEP 723's regular expression, read line by line from the first `# /// script`: the
    # block is the run of comment lines after it, up to its last `# ///`; a run of the pattern
    # over a whole large file cost more than a millisecond)
    at = _block_start(text, 0)
    if at < 0:
        return None
    first_line = text.count("\n", 0, at) + 1
    body: list[str] = []  # the comment lines after `# /// script`
    end = None  # how many of them come before its last `# ///`
    pos = text.find("\n", at)
    while pos >= 0 and len(body) < _MAX_BLOCK_LINES:
        nxt = text.find("\n", pos + 1)
        line = text[pos + 1 : nxt if nxt >= 0 else len(text)].rstrip("\r")
        if not (line == "#" or line.startswith("# ")):
            break
        if line == "# ///":
            end, after = len(body), nxt if nxt >= 0 else len(text)
        body.append(line)
        pos = nxt
    if end is None:
        return FilePin(f"line {first_line}", "# /// script", problem=_UNCLOSED, line=first_line)
    body = body[:end]
    if _block_start(text, after) >= 0:
        return FilePin(f"line {first_line}", "# /// script", problem=_TWO_BLOCKS, line=first_line)
    start = first_line
    content = "".join((line[2:] if line.startswith("# ") else line[1:]) + "\n" for line in body)
    try:
        data = tomllib.loads(content)
    except (tomllib.TOMLDecodeError, ValueError, RecursionError) as err:
        return FilePin(f"line {start}", "# /// script", problem=f"its metadata is not valid TOML ({str(err)[:80]})", line=start)
    deps = data.get("dependencies")
    if deps is None:
        return None
    if not isinstance(deps, list):
        return FilePin(f"line {start}", "# /// script", problem="its `dependencies` is not a list", line=start)
    for item in deps:
        if not isinstance(item, str):
            continue
        got = _requirement(item.strip())
        if not got[0]:
            continue
        _, exact, alternatives, problem = got
        number = start + 1 + next((k for k, ln in enumerate(body) if item in ln), 0)
        return FilePin(f"line {number}", _shown(item), exact, alternatives, problem, number)
    return None


def file_pin(shown: str, text: str | None = None, cells: Sequence[tuple[int, str, object]] | None = None) -> FilePin | None:
    """The file's own transformers pin: a notebook's (`cells`) or a Python script's (`text`)."""
    if cells is not None:
        return notebook_pin(cells)
    if text is not None and not shown.endswith(".ipynb"):
        return script_pin(text)
    return None


# ---------------------------------------------------------------- the release


def file_release(catalog: Catalog, run: AssumedRelease, pin: FilePin | None) -> tuple[AssumedRelease, str | None]:
    """The release a file is analysed with, and a note for the user when the file's pin was
    not used (unreadable, a git checkout, an explicit setting wins over it: that note starts
    with the pin's label and says "wins").

    An explicit setting (`run.explicit`) wins: the file's pin only adds a note when it names
    another release. Else a pin naming a release decides: its exact version, or the newest
    known release inside its range (outside the covered releases: as a workspace pin, with the
    coverage note). A pin naming none leaves the run's release, with a note."""
    if pin is None:
        return run, None
    from hflint.versions import pinned_release

    if pin.problem == NO_VERSION:
        return run, None
    if pin.problem is not None:
        return run, f"{pin.label}: {pin.problem}; assuming transformers {run.version} ({run.source})"
    from hflint.pins import Pin

    version = pin.exact
    if version is None:
        try:
            version = resolve(Pin(pin.label, pin.text, Path(), pin.line, pin.exact, pin.alternatives), catalog.releases())
        except ValueError:
            version = None
    if version is None:
        return run, f"{pin.label}: matches no release hflint can name; assuming transformers {run.version} ({run.source})"
    if run.explicit:
        if version == run.version:
            return run, None
        return run, f"{pin.label} asks for transformers {version}; the {run.source} ({run.version}) wins"
    found = pinned_release(version, pin.label, pin.line)
    if found is None:
        return run, f"{pin.label}: not a release hflint can read; assuming transformers {run.version} ({run.source})"
    return replace(found, environment=run.environment, environment_has=False), None
