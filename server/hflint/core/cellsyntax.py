"""A Jupyter cell as IPython runs it → Python with the same lines, and where each of its columns was in the cell.

IPython rewrites a cell before compiling it (IPython.core.inputtransformer2, then, for a
cell of one line, the automagic prefilter): a common indent and `>>>` / `In [1]:` prompts
are stripped, `%%magic` cells become one call, and `%magic`, `!cmd`, `x = !cmd`,
`x = %magic`, `obj?` and the autocall escapes `/f`, `,f`, `;f` become calls. This module
makes the same decisions, learnt from how IPython behaves (tests/unit/test_cell_syntax.py
holds it to IPython itself), and writes the result line for line: a rewritten line
becomes a placeholder call `get_ipython()` at its indent (or `lhs = get_ipython()`), the
lines it continued over become empty, and the body of `%%time`, `%%timeit`, `%%capture`,
`%%prun` and `%%debug` (Python that IPython runs in the kernel) is rewritten in turn, as
is the statement of `%time` / `%timeit`. So the Python parses exactly when IPython's
rewritten cell compiles, and every line and column of user code stays traceable to the
cell (`CellPython.to_cell`).
"""

from __future__ import annotations

import keyword
import re
from collections.abc import Callable
from dataclasses import dataclass

PLACEHOLDER = "get_ipython()"

# Cell magics whose body is Python run in the kernel (so its names persist, and it is
# analysed). The rest (%%bash, %%writefile, %%html, %%javascript, %%python in a subprocess,
# extensions' %%sql, %%cython, ...) are not Python of this notebook: skipped.
PYTHON_CELL_MAGICS = frozenset({"time", "timeit", "capture", "prun", "debug"})

# Line magics that exist in every IPython kernel, for automagic (a one-line cell `pip
# install x` runs %pip). IPython 9's, ipykernel's (autosave, connect_info, qtconsole) and
# earlier releases' that were removed since (install_ext, profile, sx aliases).
LINE_MAGICS = frozenset(
    """
alias alias_magic autoawait autocall automagic autosave bookmark cat cd clear code_wrap colors conda
config connect_info cp debug dhist dirs doctest_mode ed edit env gui hist history install_ext
killbgscripts ldir less lf lk ll load load_ext loadpy logoff logon logstart logstate logstop ls lsmagic
lx macro magic mamba man matplotlib micromamba mkdir more mv notebook page pastebin pdb pdef pdoc
pfile pinfo pinfo2 pip popd pprint precision profile prun psearch psource pushd pwd pycat pylab
qtconsole quickref recall rehashx reload_ext rep rerun reset reset_selective rm rmdir run save sc
set_env store sx system tb time timeit unalias unload_ext uv who who_ls whos xdel xmode
""".split()
)

# Line magics that well-known extensions add with `%load_ext NAME`.
EXTENSION_MAGICS: dict[str, frozenset[str]] = {
    "autoreload": frozenset({"autoreload", "aimport"}),
    "tensorboard": frozenset({"tensorboard"}),
    "memory_profiler": frozenset({"memit", "mprun"}),
    "line_profiler": frozenset({"lprun"}),
    "sql": frozenset({"sql", "config"}),
    "watermark": frozenset({"watermark"}),
    "rpy2.ipython": frozenset({"R", "Rpush", "Rpull", "Rget", "Rdevice"}),
    "google.colab.data_table": frozenset(),
    "cudf.pandas": frozenset(),
    "jupyter_ai": frozenset({"ai"}),
    "dotenv": frozenset({"dotenv"}),
    "nb_black": frozenset(),
    "lab_black": frozenset(),
    "wurlitzer": frozenset(),
    "heat": frozenset({"heat"}),
    "snakeviz": frozenset({"snakeviz"}),
    "pyinstrument": frozenset({"pyinstrument"}),
    "ipython_autotime": frozenset(),
    "autotime": frozenset(),
}

_BUILTINS = frozenset(dir(__builtins__) if not isinstance(__builtins__, dict) else __builtins__)
# Names an IPython kernel defines in the user namespace before the first cell runs.
_USER_NS = frozenset({"In", "Out", "get_ipython", "exit", "quit", "open", "display"})

_ESCAPE_TOKENS = frozenset("!%?,;/")
# What a cell must hold for any of IPython's rewriting to touch it (to_python's quick path
# takes cells without any as they are): an escape at the start of a line, `?`, `= !` or
# `= %`, a prompt, a line of blanks, a carriage return, a cell that starts blank or indented.
_MAYBE_SPECIAL = re.compile(r"^[ \t\f]*[!%?/,;]|\?|=\s*[!%]|>>>|In \[|\.\.\.:|^[ \t]+$|\r|\A\s*\n", re.MULTILINE)
_MAX_REWRITES = 100_000  # (a bound on the loop, never reached: each round consumes a line or a character)
_HELP_RE = re.compile(r"(%{0,2}(?!\d)[\w*]+(?:\.(?!\d)[\w*]+|\[-?[0-9]+\])*)(\?\??)\Z")
_WHITESPACE_ONLY = re.compile(r"[ \t]+\Z")
_DOCTEST_START = re.compile(r"\s*>>>")
_DOCTEST_PS1 = re.compile(r"\s*>>>[ \t]?")
_DOCTEST_PS2 = re.compile(r"\s*\.\.\.[ \t]?")
_TRIPLE = re.compile(r"(?<!\\)(\"\"\"|''')")
_STRING_PREFIX = re.compile(r"(?i)[rubf]*\Z")
_IPY_PROMPT = re.compile(r"((\[nav\]|\[ins\])? )?In \[\d+\]: |\s*\.{3,}: ?")
_AUTOMAGIC_SPLIT = re.compile(r"(\s*)([,;/%]|!!?|\?\??)?\s*(%{0,2}[\w.*]*)(.*)\Z", re.DOTALL)
_CELL_MAGIC_HELP = re.compile(r"%%\w+\?")
# Python's operators, longest first (the tokenizer takes the longest that matches).
_OPERATORS = sorted(
    """
** // >> << != <> <= >= == -> := += -= *= /= %= &= |= ^= @= **= //= >>= <<= ...
""".split(),
    key=len,
    reverse=True,
)
_TIMEIT_OPTS_WITH_VALUE = "nrpv"  # %timeit's getopt spec "n:r:tcp:qov:" (letters taking a value)
_TIMEIT_FLAGS = "tcqo"


# ------------------------------------------------------------------ positions

# How one line of the Python maps back to the cell, as the stages that made it, in order:
# ("cut", at, n): n characters of the text before the stage were removed at column `at`;
# ("pin", col): the line was written here (a placeholder); every column maps to `col`.
Stage = tuple


@dataclass(frozen=True, slots=True)
class CellPython:
    """A cell made Python: `text` has one line for each line of the cell."""

    text: str
    stages: tuple[tuple[Stage, ...], ...]  # per line (0-based), see Stage
    newline: bool = True  # whether the cell ends with a line break
    magic: str | None = None  # the cell magic of a %%cell, if any
    skipped: bool = False  # a cell magic whose body is not Python: nothing analysed
    asked: str | None = None  # the name whose binding decided automagic, if one did
    asked_bound: bool | None = False  # what is_bound said of it (None: cannot be known)

    @property
    def compiled(self) -> str:
        """The text as the kernel compiles it: IPython ends a cell's last line with a line
        break (so does the next cell in the module)."""
        return self.text if self.newline else self.text + "\n"

    def to_cell(self, line: int, col: int) -> int:
        """The cell column of column `col` of Python line `line` (0-based)."""
        if line >= len(self.stages):
            return col
        for stage in reversed(self.stages[line]):
            if stage[0] == "pin":
                col = stage[1]
            elif col >= stage[1]:
                col += stage[2]
        return col

    def to_python(self, line: int, col: int) -> int:
        """The Python column of cell column `col` on line `line` (0-based)."""
        if line >= len(self.stages):
            return col
        for stage in self.stages[line]:
            if stage[0] == "pin":
                return 0
            at, n = stage[1], stage[2]
            if col >= at + n:
                col -= n
            elif col >= at:
                col = at
        return col

    def clean(self, line: int) -> bool:
        """Whether Python line `line` is the cell's line with at most a prefix removed (so an
        edit there means the same in both)."""
        return line < len(self.stages) and all(s[0] == "cut" for s in self.stages[line])


class _Lines:
    """The cell's lines as they are rewritten, with the stages of each."""

    def __init__(self, rows: list[str]) -> None:
        self.rows = rows
        self.stages: list[list[Stage]] = [[] for _ in rows]

    def cut(self, i: int, at: int, n: int) -> None:
        if n:
            self.rows[i] = self.rows[i][:at] + self.rows[i][at + n :]
            self.stages[i].append(("cut", at, n))

    def write(self, i: int, text: str, anchor: int) -> None:
        self.rows[i] = text
        self.stages[i].append(("pin", anchor))


# ------------------------------------------------------------------ the cell


def to_python(
    cell: str, is_bound: Callable[[str], bool | None] | None = None, extra_magics: frozenset[str] = frozenset()
) -> CellPython:
    """The Python IPython would compile for `cell`, line for line. `is_bound(name)`: whether
    earlier cells bind `name` (a bound name is never taken for an automagic command; None:
    cannot be known); `extra_magics`: line magics that extensions loaded by earlier cells add
    ("*": an extension whose magics are not known)."""
    if not _MAYBE_SPECIAL.search(cell) and "\n" in cell.rstrip("\n") and not cell[:1].isspace():
        # Plain Python, more than one line: nothing of IPython's applies (most cells).
        return CellPython(cell, ((),) * (cell.count("\n") + 1), cell.endswith("\n"))
    return _full(cell, is_bound, extra_magics)


def _full(
    cell: str, is_bound: Callable[[str], bool | None] | None = None, extra_magics: frozenset[str] = frozenset()
) -> CellPython:
    text = cell.replace("\r\n", "\n").replace("\r", "\n")
    lines = _Lines(text.split("\n"))
    # IPython reads the cell as lines that each end in a newline (it adds one to the last);
    # the empty piece after a final "\n" is no line of IPython's.
    count = len(lines.rows) - (1 if text.endswith("\n") else 0)
    made = _Cell(lines, is_bound or (lambda name: False), extra_magics)
    made.transform(0, count)
    stages = tuple(tuple(s) for s in lines.stages)
    return CellPython("\n".join(lines.rows), stages, text.endswith("\n"), made.magic, made.skipped, made.asked, made.asked_bound)


class _Cell:
    def __init__(self, lines: _Lines, is_bound: Callable[[str], bool | None], extra_magics: frozenset[str]) -> None:
        self.lines = lines
        self.is_bound = is_bound
        self.extra_magics = extra_magics
        self.magic: str | None = None
        self.skipped = False
        self.asked: str | None = None
        self.asked_bound: bool | None = False
        self.unreadable = False

    def transform(self, lo: int, hi: int) -> None:
        """Rewrite lines [lo, hi) as IPython's transform_cell does a cell of those lines."""
        lines, rows = self.lines, self.lines.rows
        first = lo
        while first < hi and not rows[first].strip():
            first += 1
        for i in range(lo, first):
            lines.cut(i, 0, len(rows[i]))  # (blank lines that IPython drops)
        if first >= hi:
            return
        _dedent_rows(lines, range(first, hi))
        _strip_doctest_prompts(lines, first, hi)
        _strip_ipython_prompts(lines, first, hi)
        head = rows[first]
        if head.startswith("%%") and not _CELL_MAGIC_HELP.match(head):
            name = head[2:].rstrip().partition(" ")[0]
            if self.magic is None:
                self.magic = name
            lines.write(first, "", 0)
            if name in PYTHON_CELL_MAGICS:
                self.transform(first + 1, hi)  # the magic runs its body as a cell of its own
            else:
                self.skipped = self.skipped or self.magic == name
                for i in range(first + 1, hi):
                    lines.write(i, "", 0)
            return
        if self._rewrite(first, hi) == 1 and not self.unreadable:
            self._automagic(first)

    # -------------------------------------------------------------- special syntax

    def _rewrite(self, lo: int, hi: int) -> int:
        """IPython's token transformers over lines [lo, hi): each logical line that holds
        special syntax becomes one line (a line the autocall escapes write is read again, as
        IPython reads its own output again). Returns how many lines IPython's result has."""
        rows = self.lines.rows
        joined = 0
        r = lo
        depths = (0, 0)
        rounds = 0
        while r < hi and rounds < _MAX_REWRITES:
            rounds += 1
            logical = _scan_logical(rows, r, hi, depths)
            if logical is None:
                break
            if logical.unreadable:
                self.unreadable = True
                break
            done = self._special(logical, hi)
            if done is None:
                r, depths = logical.end + 1, logical.after
                continue
            written, last, again, depths = done
            joined += last - written
            r = written if again else last + 1
        return hi - lo - joined

    def _special(self, logical: _Logical, hi: int) -> tuple[int, int, bool, tuple[int, int]] | None:
        """Rewrite the special syntax of one logical line: (the line written, the last line
        it took, whether the line written is to be read again, the bracket depths after what
        was written), or None for a plain line.
        The order is IPython's: the transform that starts first wins, help (`obj?`) before
        an escape at the same place; one that cannot apply (help on what is not a name)
        leaves its turn to the next."""
        rows = self.lines.rows
        row, col = logical.start
        if logical.help_at is not None:
            content = "\n".join(rows[row : logical.help_at + 1])[col:]
            if _HELP_RE.search(content):
                self._replace(row, col, logical.help_at, rows[row][:col] + PLACEHOLDER)
                return row, logical.help_at, False, logical.before
        if logical.first_token in _ESCAPE_TOKENS:
            end = _continued_end(rows, row, hi)
            made = self._escape(row, col, end, _assemble(rows, row, col, end))
            return None if made is None else (*made, logical.before)
        if logical.assign is not None:
            a_row, a_col = logical.assign
            end = _continued_end(rows, a_row, hi)
            self._replace(a_row, a_col, end, rows[a_row][:a_col] + PLACEHOLDER)
            # (the text kept before `!cmd` counts for the brackets after)
            return a_row, end, False, logical.at_assign
        return None

    def _escape(self, row: int, col: int, end: int, line: str) -> tuple[int, int, bool] | None:
        rows = self.lines.rows
        indent = rows[row][:col]
        escape = line[:2] if line[:2] in ("!!", "??") else line[:1]
        content = line[len(escape) :]
        name, _, args = content.partition(" ")
        if escape in ("/", ",", ";"):
            # Autocall escapes: IPython writes a call, and reads it again.
            if escape == "/":
                if not name:
                    return None  # IPython gives up on it: the line stays, not Python
                call = "{}({})".format(name, ", ".join(args.split()))
            elif escape == ",":
                call = '{}("{}")'.format(name, '", "'.join(args.split()))
            else:
                call = f'{name}("{args}")'
            self._replace(row, col, end, indent + call)
            return row, end, True
        if not (escape == "%" and end == row and name in ("time", "timeit") and self._statement(row, col, name, 1 + len(name))):
            self._replace(row, col, end, indent + PLACEHOLDER)
        return row, end, False

    def _statement(self, row: int, col: int, name: str, head: int) -> bool:
        """`%time STATEMENT` / `%timeit [options] STATEMENT` on one line (`head`: the length of
        `%time` or, automagic, `time`): the statement is Python the kernel runs, so it becomes
        the line when it parses on its own."""
        text = self.lines.rows[row][col + head :]
        if text[:1] not in ("", " ", "\t"):
            return False
        rest = text.lstrip()
        skip = len(text) - len(rest)
        if name == "timeit":
            taken = _timeit_options(rest)
            if taken is None:
                return False
            skip += taken
            rest = rest[taken:]
        elif rest.startswith("-"):
            return False  # (%time's --no-raise-error)
        if not rest.strip() or not _parses_alone(rest):
            return False
        self.lines.cut(row, col, head + skip)
        return True

    def _replace(self, row: int, col: int, end: int, text: str) -> None:
        self.lines.write(row, text, col)
        for i in range(row + 1, end + 1):
            self.lines.write(i, "", 0)

    # -------------------------------------------------------------- automagic

    def _automagic(self, row: int) -> None:
        """A cell of one plain line whose first word names a line magic runs that magic
        (IPython's prefilter; automagic is on by default), unless the word is bound (by
        earlier cells, builtins, keywords) or the line assigns to it (`ls = 3`, `ls, x = ...`).
        Where that cannot be known (a star import, an extension hflint does not know), the
        line is Python when it parses, else a magic."""
        line = self.lines.rows[row]
        m = _AUTOMAGIC_SPLIT.match(line)
        if m is None:
            return
        word, rest = m.group(3).strip(), m.group(4).lstrip()
        if rest[:1] in ("=", ",") or not word.isidentifier():
            return
        known = word in LINE_MAGICS or word in self.extra_magics
        if not known and "*" not in self.extra_magics:
            return
        if word in _BUILTINS or word in _USER_NS or keyword.iskeyword(word):
            return
        bound = self.is_bound(word)
        self.asked, self.asked_bound = word, bound
        if bound is True:
            return
        if (bound is None or not known) and _parses_alone(line):
            return
        col = len(m.group(1))
        if word in ("time", "timeit") and self._statement(row, col, word, len(word)):
            return
        self.lines.write(row, line[:col] + PLACEHOLDER, col)


def _continued_end(rows: list[str], row: int, hi: int) -> int:
    """The last line of a line continued with backslashes (IPython's rule: the line ends in one)."""
    end = row
    while end < hi and rows[end].endswith("\\"):
        end += 1
    return min(end, hi - 1)


def _assemble(rows: list[str], row: int, col: int, end: int) -> str:
    """The continued line as one (each backslash and line break replaced by a space)."""
    parts = [rows[row][col:]] + rows[row + 1 : end + 1]
    return " ".join([p.rstrip()[:-1] for p in parts[:-1]] + [parts[-1].rstrip()])


def _timeit_options(rest: str) -> int | None:
    """How many characters %timeit's options take at the start of `rest` (getopt's
    "n:r:tcp:qov:"); None when they cannot be read."""
    pos = 0
    while rest.startswith("-", pos):
        token_end = pos
        while token_end < len(rest) and not rest[token_end].isspace():
            token_end += 1
        token = rest[pos:token_end]
        if token == "--":
            pos = token_end
            break
        k = 1
        while k < len(token):
            letter = token[k]
            if letter in _TIMEIT_OPTS_WITH_VALUE:
                if k + 1 == len(token):  # the value is the next word
                    nxt = token_end
                    while nxt < len(rest) and rest[nxt].isspace():
                        nxt += 1
                    if nxt >= len(rest):
                        return None
                    token_end = nxt
                    while token_end < len(rest) and not rest[token_end].isspace():
                        token_end += 1
                break
            if letter not in _TIMEIT_FLAGS:
                return None
            k += 1
        pos = token_end
        while pos < len(rest) and rest[pos].isspace():
            pos += 1
    return pos


def _parses_alone(code: str) -> bool:
    """Whether the kernel compiles `code` as a cell of its own."""
    import ast
    import warnings

    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            compile(code + "\n", "<cell>", "exec", flags=ast.PyCF_ALLOW_TOP_LEVEL_AWAIT | ast.PyCF_ONLY_AST, dont_inherit=True)
            compile(code + "\n", "<cell>", "exec", flags=ast.PyCF_ALLOW_TOP_LEVEL_AWAIT, dont_inherit=True)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return False
    return True


# ------------------------------------------------------------------ cleanup


def _margin(rows: list[str]) -> str:
    """The whitespace that every line with text starts with (as textwrap.dedent finds it)."""
    margin: str | None = None
    for row in rows:
        body = row.lstrip(" \t")
        if not body:
            continue
        indent = row[: len(row) - len(body)]
        if margin is None or margin.startswith(indent):
            margin = indent
        elif not indent.startswith(margin):
            n = 0
            while n < min(len(margin), len(indent)) and margin[n] == indent[n]:
                n += 1
            margin = margin[:n]
    return margin or ""


def _dedent_rows(lines: _Lines, rows: range) -> None:
    """textwrap.dedent over these lines: lines of spaces and tabs only become empty, then
    the common indent is removed from every line that starts with it."""
    for i in rows:
        if _WHITESPACE_ONLY.match(lines.rows[i]):
            lines.cut(i, 0, len(lines.rows[i]))
    margin = _margin([lines.rows[i] for i in rows])
    if margin:
        for i in rows:
            if lines.rows[i].startswith(margin):
                lines.cut(i, 0, len(margin))


def _triple_quote_mask(rows: list[str]) -> list[bool]:
    """Lines taken to be inside a triple-quoted string that is not pasted doctest code (their
    `>>>` are text). IPython's heuristic: quotes are counted line by line."""
    mask: list[bool] = []
    open_quote: str | None = None
    keep = False
    seen_prompt = False
    for row in rows:
        mask.append(open_quote is not None and keep)
        for m in _TRIPLE.finditer(row):
            quote = m.group(1)
            if open_quote is None:
                open_quote = quote
                before = row[: m.start()]
                bare = _DOCTEST_PS1.sub("", before, count=1)
                bare = _DOCTEST_PS2.sub("", bare, count=1)
                prompted_code = bare != before and seen_prompt
                keep = not prompted_code and bool(_STRING_PREFIX.match(bare.strip()))
                mask[-1] = keep
            elif open_quote == quote:
                open_quote = None
                keep = False
        seen_prompt = seen_prompt or bool(_DOCTEST_START.match(row))
    return mask


def _strip_doctest_prompts(lines: _Lines, lo: int, hi: int) -> None:
    """`>>> ` and `... ` prompts of pasted doctest code (when some line outside a string has
    `>>>`); each run of lines that lost prompts is then dedented."""
    rows = [lines.rows[i] for i in range(lo, hi)]
    mask = _triple_quote_mask(rows)
    if not any(not inside and _DOCTEST_START.match(row) for row, inside in zip(rows, mask)):
        return
    stripped = [False] * len(rows)
    for k, (row, inside) in enumerate(zip(rows, mask)):
        if inside:
            continue
        m = _DOCTEST_PS1.match(row) or _DOCTEST_PS2.match(row)
        if m is not None:
            lines.cut(lo + k, 0, m.end())
            stripped[k] = m.end() > 0
    k = 0
    while k < len(rows):
        j = k
        while j < len(rows) and mask[j] == mask[k]:
            j += 1
        if not mask[k] and any(stripped[k:j]):
            _dedent_rows(lines, range(lo + k, lo + j))
        k = j


def _strip_ipython_prompts(lines: _Lines, lo: int, hi: int) -> None:
    """`In [3]: ` and `   ...: ` prompts, when the first or second line has one."""
    rows = lines.rows
    if not (_IPY_PROMPT.match(rows[lo]) or (hi - lo > 1 and _IPY_PROMPT.match(rows[lo + 1]))):
        return
    for i in range(lo, hi):
        m = _IPY_PROMPT.match(rows[i])
        if m is not None:
            lines.cut(i, 0, m.end())


# ------------------------------------------------------------------ logical lines


@dataclass(slots=True)
class _Logical:
    """One logical line as IPython groups the tokens of Python's tokenizer, with what its
    transformers look at."""

    start: tuple[int, int]  # (line, column) of its first token
    end: int  # its last line
    first_token: str  # its first token ("!" "%" "?" "/" "," ";" escape)
    help_at: int | None  # the line of its `?` when IPython takes it for `obj?`
    assign: tuple[int, int] | None  # where `!cmd` / `%magic` starts after its first `=`
    before: tuple[int, int]  # the bracket depths (see _Depths) where it starts
    at_assign: tuple[int, int]  # and where `assign` starts
    after: tuple[int, int]  # and after it
    unreadable: bool = False  # IPython fails on it (see _scan_logical)


_PREFIXES = frozenset({"r", "u", "f", "b", "fr", "rf", "br", "rb"})


def _string_prefix(row: str, c: int) -> int:
    """The length of a string prefix (r, b, f, rb, ...) at column c, when a quote follows it."""
    for n in (1, 2):
        if (
            row[c : c + n].lower() in _PREFIXES
            and row[c + n : c + n + 1] in ("'", '"')
            and (c == 0 or not (row[c - 1].isalnum() or row[c - 1] == "_"))
        ):
            return n
    return 0


def _word_end(row: str, c: int) -> int:
    while c < len(row) and (row[c].isalnum() or row[c] == "_" or (row[c] > "\x7f" and ("a" + row[c]).isidentifier())):
        c += 1
    return c


def _operator(row: str, c: int) -> str:
    for op in _OPERATORS:
        if row.startswith(op, c):
            return op
    return row[c]


def _string_end(rows: list[str], r: int, c: int, hi: int) -> tuple[int, int, bool] | None:
    """Where the string whose quote is at (r, c) ends (line, column after), and whether it is
    a string. As Python 3.11's tokenizer reads it: a single-quoted string left open at the end
    of its line is the quote alone (an error token; reading goes on after it), one continued
    by backslashes that a later line leaves open runs to the end of that line (an error
    token); None for a triple-quoted string left open (the tokenizer stops)."""
    row = rows[r]
    quote = row[c]
    if row.startswith(quote * 3, c):
        closing = quote * 3
        i = c + 3
        while r < hi:
            row = rows[r]
            while i < len(row):
                if row[i] == "\\":
                    i += 2
                elif row.startswith(closing, i):
                    return r, i + 3, True
                else:
                    i += 1
            r += 1
            i = 0
        return None
    i = c + 1
    line = r
    while True:
        row = rows[line]
        while i < len(row):
            if row[i] == "\\":
                i += 2
            elif row[i] == quote:
                return line, i + 1, True
            else:
                i += 1
        if i > len(row) and line + 1 < hi:  # a backslash at the end of the line: the string goes on
            line += 1
            i = 0
            continue
        if line == r:
            return r, c + 1, False
        return line, len(row), False


def _scan_logical(rows: list[str], r: int, hi: int, depths: tuple[int, int]) -> _Logical | None:
    """The logical line that starts at line r (None when only blank lines and comments are
    left), as IPython groups the tokens of Python's tokenizer, to the precision its decisions
    need: strings, comments, brackets, backslash continuations, the first token, the token
    before the last one, and what follows the first `=` outside brackets.

    `depths`: the bracket depth of the tokenizer (which goes below zero at a `)` too many)
    and IPython's own count (which does not) at line r. The tokenizer ends a logical line at
    the end of a line where its depth is not above zero; IPython makes a group of blank and
    comment lines only where its own count is zero, else they go with the next line."""
    raw, ipy = depths
    before = depths
    tokens: list[tuple[str, int]] = []  # (kind or text, line) of the last two tokens
    start: tuple[int, int] | None = None
    first_token = ""
    equals_seen = False
    depth = 0  # IPython's count inside this line (_find_assign_op)
    after_equals = ""  # "next": the token after the first `=`; "%": the one after `= %`
    percent_at = (0, 0)
    assign: tuple[int, int] | None = None
    at_assign = percent_depths = depths
    bang_blocked = False
    continued = False  # the line being read continues an earlier one

    def push(kind: str, line: int) -> None:
        tokens.append((kind, line))
        if len(tokens) > 2:
            del tokens[0]

    def help_at(complete: bool) -> int | None:
        # IPython's test: the token before the last is `?` (the last being the line break
        # when the tokenizer finished the line).
        if complete:
            return tokens[-1][1] if tokens and tokens[-1][0] == "?" else None
        return tokens[-2][1] if len(tokens) > 1 and tokens[-2][0] == "?" else None

    def done(end: int, complete: bool, unreadable: bool = False) -> _Logical:
        assert start is not None
        return _Logical(start, end, first_token, help_at(complete), assign, before, at_assign, (raw, ipy), unreadable)

    c = 0
    while True:
        if r >= hi:
            return None if start is None else done(hi - 1, True)
        row = rows[r]
        if start is None and not continued:
            body = row.lstrip(" \t\f")
            if not body or body.startswith("#"):
                if ipy > 0:
                    # Glued to the next line: its first token is this line's break or comment.
                    start = (r, len(row) - len(body))
                    first_token = "#" if body else "\n"
                    push(first_token, r)
                r += 1
                continue
            c = len(row) - len(body)
        if c >= len(row) or (row[c] == "\\" and c == len(row) - 1):
            # The end of a line: a backslash or an open bracket carries the logical line on.
            if c < len(row):
                if r + 1 < hi:
                    r, c, continued = r + 1, 0, True
                    continue
                # A backslash on the last line: the tokenizer stops there, unfinished.
                return None if start is None else done(r, False, after_equals == "%")
            if raw > 0:
                if r + 1 < hi:
                    push("\n", r)  # (the tokenizer's token for the end of a line inside brackets)
                    r, c, continued = r + 1, 0, True
                    continue
                # The cell ends inside brackets: the last token is this line's break.
                push("\n", r)
                return done(r, False)
            if start is None:
                start, first_token = (r, c), "\n"  # (a line break alone: the line after a backslash)
            return done(r, True)
        ch = row[c]
        if ch in " \t\f":
            if start is None and continued:
                # Python 3.11's tokenizer makes the whitespace before a character it cannot read
                # (`!`, `?`, `$`) on a continued line error tokens of their own.
                body = row[c:].lstrip(" \t\f")
                if body[:1] in ("!", "?", "$", "`") and not body.startswith("!="):
                    start, first_token = (r, c), " "
            c += 1
            continue
        if ch == "#":
            token, kind, end = "#", "#", (r, len(row))
        elif ch in "'\"":
            found = _string_end(rows, r, c, hi)
            if found is None:
                # A triple-quoted string open to the end: the tokenizer stops before it. Right
                # after `= %`, IPython's search for `x = %magic` reads past the last token and
                # fails, and the cell does not run.
                if start is None:
                    start, first_token = (r, c), ch
                return done(hi - 1, False, after_equals == "%")
            token, kind, end = ch, ("str" if found[2] else "error"), found[:2]
        elif (ch.isalnum() or ch == "_" or (ch > "\x7f" and ch.isidentifier())) and not _string_prefix(row, c):
            stop = _word_end(row, c + 1)
            token, kind, end = row[c:stop], ("number" if ch.isdigit() else "name"), (r, stop)
        elif ch not in "'\"" and _string_prefix(row, c):
            quote_at = c + _string_prefix(row, c)
            found = _string_end(rows, r, quote_at, hi)
            if found is None:
                if start is None:
                    start, first_token = (r, c), ch
                return done(hi - 1, False, after_equals == "%")
            if found == (r, quote_at + 1, False):
                # Left open on its line: the prefix is a name, and the quote an error token.
                token, kind, end = row[c:quote_at], "name", (r, quote_at)
            else:
                token, kind, end = ch, ("str" if found[2] else "error"), found[:2]
        else:
            token = _operator(row, c)
            kind, end = token, (r, c + len(token))
        if start is None:
            start, first_token = (r, c), token
        # IPython's assignment magics: after the first `=` outside brackets, `!` (the `=` not
        # on a line that starts with `=`) or `%` followed by a name.
        if after_equals == "next":
            after_equals = ""
            if token == "!" and not bang_blocked:
                assign, at_assign = (r, c), (raw, ipy)
            elif token == "%":
                after_equals, percent_at, percent_depths = "%", (r, c), (raw, ipy)
        elif after_equals == "%":
            after_equals = ""
            if kind == "name":
                assign, at_assign = percent_at, percent_depths
        if kind in ("(", "[", "{"):
            depth += 1
            raw += 1
            ipy += 1
        elif kind in (")", "]", "}"):
            depth = max(depth - 1, 0)
            raw -= 1
            ipy = max(ipy - 1, 0)
        elif kind == "=" and depth == 0 and not equals_seen and assign is None:
            equals_seen = True
            after_equals = "next"
            bang_blocked = rows[r].strip().startswith("=")
        push(kind if kind in ("#", "str", "name", "number") else token, end[0])
        r, c = end
