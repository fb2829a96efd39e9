"""The transformers a file asks for itself: a notebook's `!pip install transformers==X` cell, a script's PEP 723 metadata.

Read, never run: a notebook's `!pip` / `%pip` / `!conda` / `%conda` / `!mamba` lines and `%%bash`
cells, and in notebooks and scripts the literal arguments of `get_ipython().system(...)`,
`get_ipython().run_line_magic("pip", ...)` (a notebook exported to .py), `subprocess.run([...])`
and its siblings, and `os.system(...)`. `pip install -r FILE` reads FILE next to the file.

A file's own pin decides the release hflint assumes for that file, after an explicit setting
(--transformers-version, the editor's transformersVersion, [tool.hflint]) and before the
environment, the workspace's pins and the newest release (README "Which release"). A range
means the newest known release inside it, as a workspace pin's does (pins.resolve).
"""

from __future__ import annotations

import ast
import re
import shlex
import sys
from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING

from packaging.specifiers import SpecifierSet

from hflint.pins import canonicalize_name, conda_constraint, resolve

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
# A branch or commit of transformers' repository (`pip install git+https://github.com/huggingface/
# transformers`): code newer than any release, so the newest release the catalog knows is assumed.
UNRELEASED = "installs transformers from its repository (unreleased code)"


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
            return True, None, (), UNRELEASED
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
# `!python -m pip install`, `!{sys.executable} -m pip install`, `!pip3 install`, `!conda install`,
# `%conda install`, `!mamba install`, `!micromamba install`.
_INSTALL_RE = re.compile(r"(?:^|[\s;&|(])(?:(?:uv\s+)?(?:pip3?|pip3\.\d+)|conda|mamba|micromamba)\s+install(?=\s)")
_PIP_RE = re.compile(r"pip3?(\.\d+)?")
_CONDA = frozenset({"conda", "mamba", "micromamba"})
# The magics IPython runs an installer with (`%pip`, `%conda`, `%mamba`, `%micromamba`, `%uv`).
_MAGICS = ("pip ", "uv ", "conda ", "mamba ", "micromamba ")
# Options of pip / uv pip install that take a value in the next word.
_WITH_VALUE = frozenset(
    "-r --requirement -c --constraint -e --editable -i --index-url --extra-index-url -f --find-links -t --target "
    "--prefix --root --upgrade-strategy --python -p --trusted-host --cache-dir --src --platform --python-version "
    "--implementation --abi --progress-bar --log --timeout --retries --proxy --index-strategy --extra --only-binary "
    "--no-binary --index --default-index --exclude-newer --resolution --prerelease --config-settings -C "
    "--global-option --report --keyring-provider --python-platform --group".split()
)
# Options of conda / mamba install that take a value in the next word.
_CONDA_WITH_VALUE = frozenset(
    "-c --channel -n --name -p --prefix --file --repodata-fn --experimental --subdir --platform --solver "
    "--strict-channel-priority-level --root-prefix -r".split()
)
_REQUIREMENT_FILE = frozenset({"-r", "--requirement"})
_SHELL_CELL = ("%%bash", "%%sh", "%%script bash", "%%script sh", "%%shell")
# The word of a list argument that is no string literal (`sys.executable`, a variable).
_NOT_LITERAL = ""


@dataclass(frozen=True, slots=True)
class _Install:
    """One install command of a file: its tool ("pip" or "conda") and its arguments."""

    tool: str
    args: list[str]


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


def _installs_of_words(words: Sequence[str], shell: bool = True) -> list[_Install]:
    """The arguments after each `pip install` / `conda install` among a command's words. In a
    shell command an unquoted `>` or `<` is a redirection (`pip install transformers>=4.56`
    installs any transformers and writes to a file `=4.56`) and `&&`, `;`, `|` end a command."""
    out: list[_Install] = []
    current: list[str] | None = None
    redirect = False
    for i, word in enumerate(words):
        if redirect:
            redirect = False
            continue
        if shell and word and all(c in "();<>|&" for c in word):
            if "<" in word or ">" in word:
                redirect = True
            else:
                current = None  # (`&&`, `;`, `|`: the next command)
            continue
        if current is not None:
            current.append(word)
        elif word == "install" and i > 0:
            tool = words[i - 1].rsplit("/", 1)[-1]
            if _PIP_RE.fullmatch(tool) or tool in _CONDA:
                current = []
                out.append(_Install("pip" if tool.startswith("pip") else "conda", current))
    return out


def _install_args(command: str) -> list[_Install] | None:
    """The install commands of a shell command, as the shell splits it (None: its quoting is broken)."""
    lexer = shlex.shlex(command, posix=True, punctuation_chars=True)
    lexer.whitespace_split = True
    lexer.commenters = "#"
    try:
        words = list(lexer)
    except ValueError:
        return None
    return _installs_of_words(words)


_Got = tuple[bool, str | None, tuple[SpecifierSet, ...], str | None]


def _conda_requirement(word: str) -> _Got:
    """(names transformers, exact, alternatives, problem) of a conda match spec:
    `transformers=4.40` is any 4.40.x, `transformers==4.40.0` that release, `conda-forge::transformers`."""
    spec = word.split("::", 1)[-1].strip()
    m = re.match(r"[A-Za-z0-9_.-]+", spec)
    if m is None or canonicalize_name(m.group(0)) != _NAME:
        return False, None, (), None
    rest = spec[m.end() :].strip()
    if rest.startswith("["):
        return True, None, (), "not a conda spec hflint can read"
    alternatives = conda_constraint(rest)
    if alternatives is None:
        return True, None, (), "not a release hflint can read"
    if not alternatives:
        return True, None, (), NO_VERSION
    exact = None
    specs = list(alternatives[0])
    if len(alternatives) == 1 and len(specs) == 1 and specs[0].operator == "==" and not specs[0].version.endswith(".*"):
        exact = specs[0].version
    return True, exact, tuple(alternatives), None


def _pin_of_args(install: _Install) -> tuple[_Got | None, bool, list[str]]:
    """The transformers requirement among an install's arguments, whether it upgrades (-U), and
    the requirement files it names (`-r FILE`)."""
    upgrade = False
    found = None
    files: list[str] = []
    skip: str | None = None
    conda = install.tool == "conda"
    with_value = _CONDA_WITH_VALUE if conda else _WITH_VALUE
    for word in install.args:
        if skip is not None:
            if skip in _REQUIREMENT_FILE and not conda:
                files.append(word)
            skip = None
            continue
        if word.startswith("-"):
            name, _, value = word.partition("=")
            if name in with_value and not value:
                skip = name
            elif name in _REQUIREMENT_FILE and value and not conda:
                files.append(value)
            elif not conda and name.startswith("-r") and not name.startswith("--") and len(name) > 2:
                files.append(word[2:])  # (`-rrequirements.txt`)
            if not conda and (
                name in ("-U", "--upgrade", "--force-reinstall") or (not name.startswith("--") and "U" in name[1:])
            ):
                upgrade = True
            continue
        if not word:
            continue  # (a list item that is no string literal)
        got = _conda_requirement(word) if conda else _requirement(word)
        if got[0]:
            found = got
    return found, upgrade, files


def _from_file(name: str, folder: Path | None) -> tuple[_Got, str] | None:
    """The transformers pin of a requirements file an install names (`-r requirements.txt`),
    read relative to the file's folder, and where in it; None when it names none or is absent."""
    if folder is None or not name or name.startswith(("http://", "https://")) or "{" in name or "$" in name:
        return None
    from hflint.pins import _requirements_pins

    target = folder / name
    try:
        if not target.is_file():
            return None
        pins, notes = _requirements_pins(target, target.parent, 1, set())
    except OSError:
        return None
    # (the last line naming transformers decides, as pip reads the file)
    for pin in reversed(pins):
        if pin.exact is not None or pin.alternatives:
            return (True, pin.exact, pin.alternatives, None), f"{name}:{pin.line}: {pin.text}"
    for note in notes:
        if "transformers comes from" in note:
            return (True, None, (), "installs transformers from a URL: its release is unknown"), note
    return None


@dataclass(frozen=True, slots=True)
class _Line:
    """A line that may install transformers: where it is and what it runs."""

    line: int
    text: str
    installs: list[_Install] | None  # None: its quoting cannot be read


def _may_install(low: str) -> bool:
    """Whether lower-cased text may install transformers: it names it or a requirements file."""
    return _NAME in low or "-r" in low or "--requirement" in low


def _shell_lines(text: str) -> list[_Line]:
    """The `!`, `%pip` / `%conda` and `%%bash` lines of a notebook cell that run an installer."""
    out: list[_Line] = []
    shell = text.lstrip().startswith(_SHELL_CELL)
    for line_no, line in _logical_lines(text):
        stripped = line.strip()
        if stripped.startswith("!"):
            command = stripped[1:]
        elif stripped.startswith("%") and stripped[1:].startswith(_MAGICS):
            command = stripped[1:]
        elif shell and not stripped.startswith("#"):
            command = stripped
        else:
            continue
        if not _may_install(command.lower()) or not _INSTALL_RE.search(" " + command):
            continue
        out.append(_Line(line_no, stripped, _install_args(command)))
    return out


# Python calls that run a command: IPython's own (a notebook exported to .py: nbconvert writes
# `!cmd` as `get_ipython().system('cmd')` and `%pip x` as `get_ipython().run_line_magic('pip', 'x')`),
# subprocess's and os.system.
_CALL_RE = re.compile(
    r"(?:get_ipython\(\)\.(?:system|run_line_magic)|\bsubprocess\.(?:run|call|check_call|check_output|Popen)"
    r"|\bos\.system|(?<![\w.])check_(?:call|output))\s*\("
)
# How far a call is looked for its closing parenthesis.
_CALL_CHARS = 2000


def _literal_words(node: ast.expr) -> list[str] | None:
    """A list or tuple of arguments as words (a non-literal item is an empty word)."""
    if not isinstance(node, (ast.List, ast.Tuple)):
        return None
    return [e.value if isinstance(e, ast.Constant) and isinstance(e.value, str) else _NOT_LITERAL for e in node.elts]


def _call_at(text: str, start: int, opened: int) -> tuple[ast.Call, int] | None:
    """The call that starts at `start`, its parenthesis opened before `opened` (its source up to
    the first `)` that closes it)."""
    end = opened
    limit = min(len(text), start + _CALL_CHARS)
    while True:
        end = text.find(")", end, limit)
        if end < 0:
            return None
        end += 1
        try:
            node = ast.parse(text[start:end], mode="eval").body
        except (SyntaxError, ValueError, RecursionError):
            continue
        return (node, end) if isinstance(node, ast.Call) else None


def _call_lines(text: str) -> list[_Line]:
    """The Python calls of `text` that run an installer with literal arguments (never run)."""
    out: list[_Line] = []
    for m in _CALL_RE.finditer(text):
        line_start = text.rfind("\n", 0, m.start()) + 1
        if "#" in text[line_start : m.start()]:
            continue  # (a comment: a notebook's markdown as nbconvert writes it)
        at = _call_at(text, m.start(), m.end())
        if at is None or not at[0].args:
            continue
        call = at[0]
        first = call.args[0]
        name = m.group(0)
        installs: list[_Install] | None
        if name.startswith("get_ipython().run_line_magic"):
            if len(call.args) < 2 or not all(isinstance(a, ast.Constant) and isinstance(a.value, str) for a in call.args[:2]):
                continue
            magic, line = call.args[0].value, call.args[1].value  # type: ignore[attr-defined]
            if not str(magic).startswith(tuple(m.strip() for m in _MAGICS)):
                continue
            installs = _install_args(f"{magic} {line}")
        elif isinstance(first, ast.Constant) and isinstance(first.value, str):
            installs = _install_args(first.value)
        else:
            words = _literal_words(first)
            if words is None:
                continue
            installs = _installs_of_words(words, shell=False)
        if installs == []:
            continue
        out.append(_Line(text.count("\n", 0, m.start()) + 1, text[m.start() : at[1]], installs))
    return out


def _lines_of(text: str, shell: bool) -> list[_Line]:
    """A cell's or a script's install lines in order (`shell`: a notebook cell's `!` lines too)."""
    low = text.lower()
    if "install" not in low or not _may_install(low):
        return []
    found = _shell_lines(text) if shell else []
    if "(" in text:
        calls = _call_lines(text)
        if calls:
            found = sorted(found + calls, key=lambda line: line.line)
    return found


def _choose(lines: Sequence[tuple[str, int | None, _Line]], folder: Path | None, chosen: FilePin | None = None) -> FilePin | None:
    """The install line that decides the file's transformers: the last one naming transformers,
    except that one with no version and no -U after a pinned one changes nothing (pip keeps what
    is installed). `lines`: (where, cell, line) in the file's order."""
    for where, cell, found in lines:
        if found.installs is None:
            chosen = FilePin(where, _shown(found.text), problem="its quoting cannot be read", line=found.line, cell=cell)
            continue
        for install in found.installs:
            got, upgrade, files = _pin_of_args(install)
            text = _shown(found.text)
            if got is None or got[3] == NO_VERSION:
                # (`-r requirements.txt transformers`: the file's version is what pip installs)
                for name in files:
                    read = _from_file(name, folder)
                    if read is not None:
                        got, text = read[0], f"{_shown(found.text)} ({read[1]})"
                if got is None:
                    continue
            _, exact, alternatives, problem = got
            pin = FilePin(where, text, exact, alternatives, problem, found.line, cell)
            if problem == NO_VERSION and not upgrade and chosen is not None and chosen.problem is None:
                continue  # (already installed: pip keeps it)
            chosen = pin
    return chosen


def notebook_pin(cells: Sequence[tuple[int, str, object]], folder: Path | None = None) -> FilePin | None:
    """The install line of the notebook that decides its transformers (_choose). `cells`:
    (index among all cells, text, ...); `folder`: the notebook's, where `-r FILE` is read."""
    lines: list[tuple[str, int | None, _Line]] = []
    for cell in cells:
        index, text = cell[0], cell[1]
        if not _may_install(text.lower()):
            continue
        lines += [(f"cell {index + 1}", index, found) for found in _lines_of(text, shell=True)]
    return _choose(lines, folder)


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


def script_pin(text: str, folder: Path | None = None) -> FilePin | None:
    """The transformers requirement of a script's inline metadata (PEP 723: a `# /// script`
    block whose `dependencies` list it), or a FilePin saying why the block cannot be read; else
    the last of its calls that install transformers (`subprocess.run([sys.executable, "-m",
    "pip", "install", "transformers==X"])`, `get_ipython().system("pip install ...")`)."""
    pin = _metadata_pin(text)
    if pin is not None:
        return pin
    return _choose([(f"line {found.line}", None, found) for found in _lines_of(text, shell=False)], folder)


def _metadata_pin(text: str) -> FilePin | None:
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
    folder = Path(shown).parent if shown and shown not in ("-", "<stdin>") else None
    if cells is not None:
        return notebook_pin(cells, folder)
    if text is not None and not shown.endswith(".ipynb"):
        return script_pin(text, folder)
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
    if pin.problem == UNRELEASED and not run.explicit:
        newest = catalog.newest_release()
        found = pinned_release(newest, pin.label, pin.line)
        if found is not None:
            note = f"{pin.label}: {pin.problem}; assuming the newest release hflint knows, {newest}"
            return replace(found, environment=run.environment, environment_has=False), note
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
