"""Tracebacks and pasted error lines → the catalog codes, facts and releases whose message they carry.

Pure text work: nothing here reads a file or imports transformers. The input may be a whole
traceback (CPython's or IPython's, ANSI coloured or not), a log with a prefix on every line
(`[rank0]: `, timestamps, `app-1  | `), text a terminal folded at its width, or the error line
alone, possibly cut short. Every message comes from the catalog (catalog/*.toml): a new entry
is recognised without a change here.

How a message is found: all whitespace is removed from the text and from the catalog's
messages, so that a line folded in the middle of a word, or a message re-indented by a log,
reads the same; each message is then looked for anywhere in the text (its `{placeholders}`
match a bounded run of characters). A text that ends partway through a message (a log that
cuts long lines) is matched against the messages' beginnings, with a floor on how much must be
there. The traceback's frames, parsed separately, say which release raised it: the line number
of the transformers frame that raised, compared with the lines the catalog recorded per release.
"""

from __future__ import annotations

import ast
import bisect
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field

from hflint.catalog import Catalog, Entry, Fact

# How much input is looked at (a pasted log can be long; a traceback is a few KB).
MAX_INPUT_CHARS = 2_000_000
# A placeholder matches at most this many (non-space) characters.
MAX_PLACEHOLDER = 300
# Placeholders that stand for whole tracebacks a message quotes (HF143: the pipeline's "Could not
# load model" holds the traceback of each class it tried): any length, and as far as the rest of
# the message is found, so that the errors quoted inside are this message's and not codes of
# their own.
_QUOTED_TRACEBACKS = frozenset({"tracebacks"})
# Placeholders that stand for a list, one line per item, with their own bound: the minor issues
# GenerationConfig.validate lists (HF136, HF145), about 180 characters each; the languages
# Whisper's generate lists on one line (HF309: 112 names, about 1,300 characters without spaces).
_LISTS = {"issues": 20 * MAX_PLACEHOLDER, "languages": 8 * MAX_PLACEHOLDER}
# (in text without whitespace)
_LIST_STOP = (
    r"Traceback\(mostrecentcalllast\)|Duringhandlingoftheaboveexception"
    r"|Theaboveexceptionwasthedirectcause|[A-Za-z]\w*(?:Error|Exception):"
    # (nor past the "..." of a log that cut the line short: the list, and the message, end there)
    r"|\.\.\."
)
# A message cut short is recognised only with at least this many of its (non-space) characters.
MIN_TRUNCATED = 24

_ANSI_RE = re.compile(r"\x1b\[[0-?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b[@-Z\\-_]")
_SPACE_RE = re.compile(r"\s+")
# A message Python makes about a built-in type alone ('NoneType' object is not subscriptable)
# comes from a thousand places: only a traceback through the catalog's file makes it an entry's.
_BUILTIN_ONLY_RE = re.compile(r"^'(?:NoneType|int|float|str|bytes|list|tuple|dict|set|bool|function|method|type)' object [^']*$")
_PLACEHOLDER_RE = re.compile(r"\{([a-z_][a-z0-9_]*)\}")
# An exception name: dotted, ending like Python's own exception classes (or one the catalog names).
_EXC_NAME = (
    r"(?:[A-Za-z_]\w*\.)*(?:[A-Za-z_]\w*)?"
    r"(?:Error|Exception|Warning|Exit|Interrupt|Iteration|Unsupported)"
)
_EXC_LINE_RE = re.compile(rf"^(?P<type>{_EXC_NAME})(?:: ?(?P<msg>.*))?$")
_TRACEBACK_HEADER = "Traceback (most recent call last)"
_CHAINED = ("During handling of the above exception", "The above exception was the direct cause")
# CPython: `  File "/x/y.py", line 12, in main`
_PY_FRAME_RE = re.compile(r'^\s*File "(?P<path>[^"]+)",\s*line ?(?P<line>\d+)(?:,\s*in ?(?P<func>.*))?\s*$')
_PY_FRAME_START_RE = re.compile(r'^\s*File "')
# IPython 8+: `File ~/proj/x.py:12, in main(a, b)` and `Cell In[3], line 8` (`In [3]` in some releases).
_IPY_FILE_RE = re.compile(r"^\s*File (?P<path>.+?):(?P<line>\d+)(?:,\s*in ?(?P<func>.*))?\s*$")
_IPY_FILE_START_RE = re.compile(r"^\s*File [^\"]")
_IPY_CELL_RE = re.compile(r"^\s*Cell In ?\[(?P<cell>\d*)\], line ?(?P<line>\d+)(?:,\s*in ?(?P<func>.*))?\s*$")
# IPython 7: `<ipython-input-3-1a2b3c> in <module>` and `/x/y.py in main(a, b)`; the line is the marker's.
_IPY7_FRAME_RE = re.compile(r"^(?P<path><ipython-input-(?P<cell>\d+)-[0-9a-f]+>|\S.*?\.py) in (?P<func>[\w<>.]+)")
# IPython's listing: `----> 8 outputs = ...` (the frame's line) and `      7 context`.
_MARKER_RE = re.compile(r"^\s*-*> ?(?P<line>\d+)(?: (?P<text>.*))?$")
_CONTEXT_RE = re.compile(r"^\s+(?P<line>\d+)(?: (?P<text>.*))?$")
# IPython leaves out the middle of a long statement: `   (...)     10     ),`.
_ELIDED_RE = re.compile(r"^\s*\(\.\.\.\)(?:\s+(?P<line>\d+)(?: (?P<text>.*))?)?$")
_CARETS_RE = re.compile(r"^\s*[\^~]+\s*$")
# The rest of a frame line folded inside or right after its line number: `24, in decorate_context`.
_FOLDED_LINE_TAIL_RE = re.compile(r"^\d*,\s*in\b")
_IPY_RULE_RE = re.compile(r"^-{20,}\s*$")
_ELLIPSIS_RE = re.compile(r"(?:\.\.\.|…|\[truncated\]|\(truncated\))+$")


# ---------------------------------------------------------------- the catalog's messages


@dataclass(frozen=True, slots=True)
class Message:
    """One fact's message, prepared for matching without whitespace."""

    code: str
    fact: Fact
    segments: tuple[tuple[str, str], ...]  # ("text", literal without whitespace) or ("name", placeholder)
    pattern: re.Pattern[str]
    literal_chars: int  # characters of the message outside its placeholders
    longest: str  # its longest piece of text (whitespace removed): a text without it has no occurrence


def _segments(message: str) -> tuple[tuple[str, str], ...]:
    out: list[tuple[str, str]] = []
    pos = 0
    for m in _PLACEHOLDER_RE.finditer(message):
        text = _SPACE_RE.sub("", message[pos : m.start()])
        if text:
            out.append(("text", text))
        out.append(("name", m.group(1)))
        pos = m.end()
    rest = _SPACE_RE.sub("", message[pos:])
    if rest:
        out.append(("text", rest))
    return tuple(out)


def _alternatives(values: Sequence[str]) -> list[str]:
    """A placeholder's possible texts (whitespace removed), longest first."""
    return sorted({_SPACE_RE.sub("", v) for v in values}, key=len, reverse=True)


def _pattern(segments: Sequence[tuple[str, str]], fixed: Mapping[str, tuple[str, ...]] | None = None) -> re.Pattern[str]:
    parts: list[str] = []
    named: set[str] = set()
    for i, (kind, value) in enumerate(segments):
        if kind == "text":
            parts.append(re.escape(value))
        elif value in named:
            parts.append(f"(?P={value})")
        elif fixed and value in fixed:
            # One of its texts; a shorter one only where a longer one's next characters do not
            # follow (a log cut inside the longer text is a cut message, not the shorter one).
            named.add(value)
            alternatives = _alternatives(fixed[value])
            pieces = []
            for a in alternatives:
                guards = "".join(
                    f"(?!{re.escape(b[len(a) : len(a) + 5])})" for b in alternatives if len(b) > len(a) and b.startswith(a)
                )
                pieces.append(re.escape(a) + guards)
            # (or the f-string field a raise statement builds it with, as its source line shows:
            # `{self.get_supported_tasks()}`; no message itself holds one)
            pieces.append(r"\{[^{}\s]{1,80}\}")
            parts.append(f"(?P<{value}>{'|'.join(pieces)})")
        elif i == 0 and value == "owner":
            # Python's own `'DynamicCache' object` / `type object 'DynamicCache'` (HF152), as
            # squeezed (no whitespace)
            named.add(value)
            parts.append(r"(?P<owner>'[A-Za-z_]\w{0,100}'object|typeobject'[A-Za-z_]\w{0,100}')")
        elif i == 0 and value not in _LISTS:
            # A message that starts with a placeholder (`{model_class}.__init__() got ...`, a
            # class Python names): a dotted name (where such a match may start: _occurrences).
            named.add(value)
            parts.append(f"(?P<{value}>[A-Za-z_][\\w.]{{0,{MAX_PLACEHOLDER}}}?)")
        elif value in _QUOTED_TRACEBACKS:
            named.add(value)
            parts.append(f"(?P<{value}>.+)")
        else:
            named.add(value)
            if value in _LISTS:
                # (longer, but never past the start of another traceback or exception line: a
                # chained traceback repeats the message, and the list must not run into it)
                parts.append(f"(?P<{value}>(?:(?!{_LIST_STOP}).){{1,{_LISTS[value]}}}?)")
            else:
                parts.append(f"(?P<{value}>.{{1,{MAX_PLACEHOLDER}}}?)")
    return re.compile("".join(parts))


# The messages of the catalogs seen (a process has one, tests a few): by identity.
_MESSAGES: dict[int, tuple[Catalog, tuple[Message, ...]]] = {}


def messages_of(catalog: Catalog) -> tuple[Message, ...]:
    """Every raised fact's message, prepared once per catalog."""
    known = _MESSAGES.get(id(catalog))
    if known is not None and known[0] is catalog:
        return known[1]
    made = _prepare(catalog)
    if len(_MESSAGES) > 8:
        _MESSAGES.clear()
    _MESSAGES[id(catalog)] = (catalog, made)
    return made


def _prepare(catalog: Catalog) -> tuple[Message, ...]:
    out: list[Message] = []
    for entry in catalog:
        for fact in entry.facts:
            if not fact.raised or not fact.message:
                continue
            if fact.reported_as:
                continue  # (that entry's check raises this very error: its own fact stands for it)
            segments = _segments(fact.message)
            literal = sum(len(v) for k, v in segments if k == "text")
            if literal == 0:
                continue  # (a message that is all placeholder would match anything)
            longest = max((v for k, v in segments if k == "text"), key=len)
            # (a placeholder of known texts counts as text: its longest one)
            fixed = fact.message_values
            literal += sum(len(_alternatives(fixed[v])[0]) for k, v in segments if k == "name" and v in fixed)
            out.append(Message(entry.code, fact, segments, _pattern(segments, fact.message_values), literal, longest))
    return tuple(out)


def message_table(catalog: Catalog) -> list[dict[str, object]]:
    """The messages as data, for matchers outside Python (the VS Code terminal links): per
    code and fact, the exception and the message split into text and placeholders."""
    rows: list[dict[str, object]] = []
    for msg in messages_of(catalog):
        fact = msg.fact
        if fact.raised_at == "expression" and not _names_transformers(fact):
            # (Python's own message about any object, `'NoneType' object is not subscriptable`: a
            # matcher of text alone would link every one; recognise() checks the class named)
            continue
        assert fact.message is not None
        texts = [fact.message]
        kind, name = msg.segments[0]
        if kind == "name" and name in _LISTS and fact.parts:
            # (a message that opens with its list, HF164's: a terminal line shows the list's first
            # line, one of the parts, so each part opens a row of its own)
            texts = [fact.message.replace("{" + name + "}", text, 1) for key, text in fact.parts.items() if key != "line"]
        for name, values in fact.message_values.items():
            # (a placeholder the fact names every text of, HF322's `'{kind}' object is not
            # subscriptable`: one row per text, as recognise()'s own pattern takes only those)
            texts = [t.replace("{" + name + "}", v) for t in texts for v in values] if "{" + name + "}" in fact.message else texts
        for text in texts:
            rows.append(
                {
                    "code": msg.code,
                    "exception": fact.exception,
                    "versions": fact.versions,
                    "releases": list(fact.releases),
                    "parts": _row_parts(text),
                }
            )
    for entry in catalog:
        for fact in entry.facts:
            if fact.raised and fact.message == "" and fact.file:
                # (raised without a message, HF301's bare AttributeError: its exception line alone
                # comes from anywhere, so the terminal links the frame that raises it, the file at
                # one of the recorded lines)
                rows.append(
                    {
                        "code": entry.code,
                        "exception": fact.exception,
                        "versions": fact.versions,
                        "releases": list(fact.releases),
                        "parts": [],
                        "file": fact.file.removeprefix("src/"),
                        "lines": sorted(set(fact.lines.values())),
                    }
                )
    return rows


def _row_parts(message: str) -> list[dict[str, str]]:
    parts: list[dict[str, str]] = []
    pos = 0
    for m in _PLACEHOLDER_RE.finditer(message):
        if m.start() > pos:
            parts.append({"text": message[pos : m.start()]})
        parts.append({"placeholder": m.group(1)})
        pos = m.end()
    if pos < len(message):
        parts.append({"text": message[pos:]})
    return parts


# ---------------------------------------------------------------- cleaning the text


@dataclass(frozen=True, slots=True)
class Cleaned:
    """The input as lines without colours, prefixes or folds."""

    lines: tuple[str, ...]
    prefixes: tuple[str, ...] = ()  # the per-line prefixes removed, as patterns (for tests and logs)


def strip_ansi(text: str) -> str:
    return _ANSI_RE.sub("", text)


def clean(text: str) -> Cleaned:
    text = strip_ansi(text[:MAX_INPUT_CHARS]).replace("\r\n", "\n")
    lines = []
    for line in text.split("\n"):
        if "\r" in line:
            # A line rewritten in place (progress bars): the terminal shows its last state.
            line = line.rstrip("\r").rsplit("\r", 1)[-1]
        lines.append(line.expandtabs(8).rstrip())
    lines, prefixes = _strip_prefixes(lines)
    return Cleaned(tuple(_key_error_unquoted(_unfold_frames(lines))), tuple(p.pattern for p in prefixes))


_KEY_ERROR_LINE = re.compile(r"^(?P<head>(?:[\w.]+\.)?KeyError: )(?P<quote>['\"])(?P<rest>.*)$")


def _key_error_unquoted(lines: list[str]) -> list[str]:
    """Python prints a KeyError with the repr of its key (`KeyError: 'The task ...'`): its message
    is the text inside the quotes (HF161's), as the catalog words it. A line cut short keeps
    what follows the opening quote."""
    out = []
    for line in lines:
        m = _KEY_ERROR_LINE.match(line) if "KeyError: " in line else None
        if m is not None:
            whole = m.group("quote") + m.group("rest")
            try:
                inner = ast.literal_eval(whole) if whole.endswith(m.group("quote")) and len(whole) > 1 else None
            except (ValueError, SyntaxError):
                inner = None
            line = m.group("head") + (inner if isinstance(inner, str) else m.group("rest"))
        out.append(line)
    return out


# Text that starts a structural line of a traceback, found after a per-line prefix.
_HEADER_ANCHOR = re.compile(r"Traceback \(most recent call last\)")
_FRAME_ANCHOR = re.compile(r'File "[^"]+",\s*line ?\d+')


def _generalise(prefix: str) -> re.Pattern[str]:
    """A prefix seen once, as a pattern for the same prefix on other lines: its numbers
    (timestamps, ranks, line counters) and the runs of spaces inside it may differ; the spaces
    that end it may not (the line's own indentation follows)."""
    body = prefix.rstrip(" ")
    parts = []
    for token in re.findall(r"\d+|\s+|[^\d\s]+", body):
        if token.isdigit():
            parts.append(r"\d+")
        elif token.isspace():
            parts.append(r"\s+")
        else:
            parts.append(re.escape(token))
    return re.compile("^" + "".join(parts) + re.escape(prefix[len(body) :]))


def _prefix_of(line: str) -> str | None:
    m = _HEADER_ANCHOR.search(line)
    if m is not None:
        return line[: m.start()]
    m = _FRAME_ANCHOR.search(line)
    if m is not None:
        # CPython indents a frame line by two spaces: those are the line's, not the prefix's.
        at = m.start()
        return line[: at - 2] if line[max(0, at - 2) : at] == "  " else line[:at]
    return None


def _strip_prefixes(lines: list[str]) -> tuple[list[str], list[re.Pattern[str]]]:
    """Remove a prefix that a logger or a launcher put on every line (`[rank0]: `, a
    timestamp, `app-1  | `): learned from the lines whose rest is a traceback's header or frame."""
    found: dict[str, re.Pattern[str]] = {}
    for line in lines:
        prefix = _prefix_of(line)
        if prefix and prefix.strip() and len(prefix) <= 80:
            pattern = _generalise(prefix)
            found.setdefault(pattern.pattern, pattern)
    if not found:
        return lines, []
    patterns = sorted(found.values(), key=lambda p: -len(p.pattern))
    out = []
    for line in lines:
        for p in patterns:
            m = p.match(line)
            if m is not None:
                line = line[m.end() :]
                break
        out.append(line)
    return out, patterns


def _unfold_frames(lines: list[str]) -> list[str]:
    """Join a frame line that a terminal folded (`  File "/very/long/pa` + `th.py", line 3, in f`),
    also where the fold cut its line number (`File /x/y.py:1` + `24, in f`)."""
    out: list[str] = []
    i = 0
    while i < len(lines):
        line = lines[i]
        complete = _PY_FRAME_RE if _PY_FRAME_START_RE.match(line) else (_IPY_FILE_RE if _IPY_FILE_START_RE.match(line) else None)
        if complete is not None and i + 1 < len(lines) and _FOLDED_LINE_TAIL_RE.match(lines[i + 1]):
            whole = complete.match(line)
            if whole is not None and whole.group("func") is None and complete.match(line + lines[i + 1]):
                out.append(line + lines[i + 1])
                i += 2
                continue
        if complete is not None and not complete.match(line):
            j = i + 1
            joined = line
            while j < len(lines) and j <= i + 4 and lines[j]:
                joined += lines[j]
                j += 1
                if complete.match(joined):
                    line, i = joined, j - 1
                    break
        out.append(line)
        i += 1
    return out


# ---------------------------------------------------------------- frames


@dataclass(frozen=True, slots=True)
class Frame:
    path: str  # as printed ("<stdin>", "Cell In[3]" for IPython cells)
    line: int
    function: str | None = None
    text: str | None = None  # the source line the traceback shows
    cell: int | None = None  # IPython's execution count, for a notebook cell
    context: tuple[tuple[int, str], ...] = ()  # IPython's numbered listing around the line
    text_at: int | None = None  # the index of the line showing `text` in the cleaned input

    @property
    def normalised(self) -> str:
        return self.path.replace("\\", "/")

    @property
    def is_cell(self) -> bool:
        return self.cell is not None or self.path.startswith("<ipython-input-")

    def in_package(self, package: str) -> bool:
        return f"/{package}/" in self.normalised

    @property
    def is_library(self) -> bool:
        """Code the user did not write: installed packages, the standard library, frozen modules."""
        p = self.normalised
        if self.is_cell:
            return False
        if p.startswith("<"):
            return True
        lowered = p.lower()
        return (
            "/site-packages/" in lowered
            or "/dist-packages/" in lowered
            or re.search(r"/lib/python\d", lowered) is not None
            or re.search(r"^[a-z]:/python\d+/lib/", lowered) is not None
            or self.in_package("transformers")
            or self.in_package("torch")
            or "/ipykernel_" in lowered
        )


@dataclass(slots=True)
class Block:
    """One traceback (or the part of it that was pasted): frames, then the exception line."""

    first: int  # index of its first line
    last: int  # index of its last line (the message's end)
    frames: list[Frame] = field(default_factory=list)
    exception: str | None = None
    exception_line: int | None = None


def _frame_at(lines: Sequence[str], i: int) -> tuple[Frame | None, int]:
    """The frame starting at line i, and the index of the line after what it used."""
    line = lines[i]
    m = _PY_FRAME_RE.match(line)
    if m is not None:
        text = None
        j = i + 1
        if (
            j < len(lines)
            and len(line) >= 60
            and lines[j]
            and not lines[j][0].isspace()
            and not _is_exception_line(lines[j])
            and not _starts_block(lines[j])
        ):
            j += 1  # (the rest of a function name a terminal folded onto the next line)
        text_at = None
        if j < len(lines) and lines[j].startswith("    ") and not _PY_FRAME_START_RE.match(lines[j]):
            text, text_at = lines[j].strip(), j
            j += 1
            while j < len(lines) and _CARETS_RE.match(lines[j]):
                j += 1
        return Frame(m.group("path"), int(m.group("line")), m.group("func"), text, text_at=text_at), j
    m = _IPY_CELL_RE.match(line) or _IPY_FILE_RE.match(line)
    if m is not None:
        cell = m.groupdict().get("cell")
        path = f"Cell In[{cell}]" if "cell" in m.groupdict() else m.group("path")
        context, text, text_at, j = _listing(lines, i + 1)
        return Frame(path, int(m.group("line")), m.group("func"), text, int(cell) if cell else None, context, text_at), j
    m = _IPY7_FRAME_RE.match(line)
    if m is not None and not _EXC_LINE_RE.match(line):
        context, text, text_at, j = _listing(lines, i + 1)
        marked = next((n for n, t in context if t == text), None) if text is not None else None
        marker_line = _marker_line(lines, i + 1, j)
        if marker_line is None:
            return None, i + 1
        cell = m.group("cell")
        return Frame(
            m.group("path"),
            marker_line if marked is None else marked,
            m.group("func"),
            text,
            int(cell) if cell else None,
            context,
            text_at,
        ), j
    return None, i + 1


def _listing(lines: Sequence[str], j: int) -> tuple[tuple[tuple[int, str], ...], str | None, int | None, int]:
    """IPython's numbered source listing after a frame header: (numbered lines, the marked
    line's text and index, the index after the listing)."""
    context: list[tuple[int, str]] = []
    text = text_at = None
    while j < len(lines):
        line = lines[j]
        m = _MARKER_RE.match(line)
        if m is not None:
            text, text_at = (m.group("text") or "").strip(), j
            context.append((int(m.group("line")), m.group("text") or ""))
            j += 1
            continue
        m = _CONTEXT_RE.match(line) or _ELIDED_RE.match(line)
        if m is not None and not _PY_FRAME_START_RE.match(line):
            if m.group("line") is not None:
                context.append((int(m.group("line")), m.group("text") or ""))
            j += 1
            continue
        if not line.strip() and j + 1 < len(lines) and (_MARKER_RE.match(lines[j + 1]) or _CONTEXT_RE.match(lines[j + 1])):
            j += 1  # (IPython leaves a blank line between the listing's parts)
            continue
        break
    return tuple(context), text, text_at, j


def _marker_line(lines: Sequence[str], start: int, end: int) -> int | None:
    for k in range(start, end):
        m = _MARKER_RE.match(lines[k])
        if m is not None:
            return int(m.group("line"))
    return None


def _is_exception_line(line: str) -> re.Match[str] | None:
    if not line or line[0].isspace():
        return None
    return _EXC_LINE_RE.match(line)


def _starts_block(line: str) -> bool:
    stripped = line.strip()
    return _TRACEBACK_HEADER in line or _IPY_RULE_RE.match(line) is not None or any(stripped.startswith(c) for c in _CHAINED)


def blocks(lines: Sequence[str]) -> list[Block]:
    """The tracebacks in the text, in order (a chained exception makes one block per exception;
    an exception line alone is a block without frames)."""
    out: list[Block] = []
    current: Block | None = None

    def close() -> None:
        nonlocal current
        if current is not None and (current.frames or current.exception):
            out.append(current)
        current = None

    i = 0
    while i < len(lines):
        line = lines[i]
        if _starts_block(line):
            if current is None or current.frames or current.exception:
                close()
                current = Block(i, i)
            i += 1
            continue
        frame, after = _frame_at(lines, i)
        if frame is not None:
            if current is None or current.exception is not None:
                close()
                current = Block(i, i)
            current.frames.append(frame)
            current.last = after - 1
            i = after
            continue
        m = _is_exception_line(line)
        if m is not None:
            if current is None:
                current = Block(i, i)
            current.exception = m.group("type")
            current.exception_line = i
            # The message runs on to the next blank line or the next traceback.
            j = i + 1
            while j < len(lines) and lines[j].strip() and not _starts_block(lines[j]) and (_frame_at(lines, j)[0] is None):
                j += 1
            current.last = j - 1
            close()
            i = j
            continue
        if current is not None and current.frames:
            current.last = i
        i += 1
    close()
    return out


# ---------------------------------------------------------------- matching


@dataclass(frozen=True, slots=True)
class Found:
    """One place where a catalog message occurs in the text."""

    message: Message
    line: int  # index of the line it starts on
    end_line: int
    values: dict[str, str]
    exception: str | None  # the exception name written before it, if any
    complete: bool  # the whole message is there (False: it is cut short)
    in_source: bool = False  # it is inside a source line the traceback shows (`raise ValueError("...")`)


@dataclass(frozen=True, slots=True)
class Recognised:
    """A known error in the text: its code, the facts whose message it is, and where it was raised."""

    entry: Entry
    facts: tuple[Fact, ...]  # the entry's facts whose message this is
    exception: str | None
    message: str  # the catalog's message, with the placeholders found filled in
    values: dict[str, str]
    complete: bool
    line: int  # where in the (cleaned) text
    frames: tuple[Frame, ...] = ()  # the traceback's frames, outermost first
    raise_frame: Frame | None = None  # the transformers frame that raised it
    # Releases whose recorded raise line is the raise frame's line (empty: no frame, or no match).
    pinned: tuple[str, ...] = ()
    # Other codes whose message is the same text (the same message, two mistakes).
    shared_with: tuple[str, ...] = ()
    # Found only as a beginning that several messages share: the other codes it may be.
    also_possible: tuple[str, ...] = ()

    @property
    def code(self) -> str:
        return self.entry.code

    @property
    def versions(self) -> tuple[str, ...]:
        return tuple(f.versions for f in self.facts)

    @property
    def releases(self) -> tuple[str, ...]:
        """The releases the catalog ran whose message this is (oldest first)."""
        seen: list[str] = []
        for fact in self.facts:
            for r in fact.releases:  # (a fact raised at the user's import has no raise lines)
                if r not in seen:
                    seen.append(r)
        return tuple(seen)

    @property
    def user_frames(self) -> tuple[Frame, ...]:
        """The frames in the user's own code (notebook cells included), innermost last."""
        return tuple(f for f in self.frames if not f.is_library)


@dataclass(frozen=True, slots=True)
class Recognition:
    cleaned: Cleaned
    blocks: tuple[Block, ...]
    found: tuple[Recognised, ...]


class Squeezed:
    """The text without whitespace, and where each of its characters came from (line, column)."""

    def __init__(self, lines: Sequence[str]) -> None:
        parts = ["".join(line.split()) for line in lines]
        self.lines = lines
        self.starts: list[int] = []
        at = 0
        for part in parts:
            self.starts.append(at)
            at += len(part)
        self.text = "".join(parts)

    def __getitem__(self, index: int) -> tuple[int, int]:
        n = bisect.bisect_right(self.starts, index) - 1
        k = index - self.starts[n]
        for col, ch in enumerate(self.lines[n]):
            if not ch.isspace():
                if k == 0:
                    return n, col
                k -= 1
        raise IndexError(index)


def _squeeze(lines: Sequence[str]) -> tuple[str, Squeezed]:
    squeezed = Squeezed(lines)
    return squeezed.text, squeezed


_TYPE_BEFORE_RE = re.compile(rf"(?<![\w.])({_EXC_NAME}):\s*$")


def _exception_before(lines: Sequence[str], line: int, col: int) -> str | None:
    """The exception name written just before a message (`ValueError: ` on its line, or at the
    end of the line before when the message starts a line)."""
    before = lines[line][:col]
    if not before.strip() and line > 0:
        before = lines[line - 1]
    m = _TYPE_BEFORE_RE.search(before)
    return m.group(1) if m is not None else None


def _same_exception(written: str | None, fact: Fact) -> bool:
    if written is None or fact.exception is None:
        return True
    return written.rsplit(".", 1)[-1] == fact.exception.rsplit(".", 1)[-1]


_EXC_COLON_RE = re.compile(rf"(?<![\w.]){_EXC_NAME}:")
_EXC_COLON_AT_RE = re.compile(rf"{_EXC_NAME}:")


def _after_exception_names(squeezed: str, starts: Sequence[int]) -> set[int]:
    """Where a message may start after an exception's name: `ValueError:` anywhere not inside a
    longer name, or at a line's start (the squeezed text joins lines, so the line before may end
    in a letter: IPython's `return repo` above `ValueError: ...`)."""
    found = {m.end() for m in _EXC_COLON_RE.finditer(squeezed)}
    for start in starts:
        m = _EXC_COLON_AT_RE.match(squeezed, start)
        if m is not None:
            found.add(m.end())
    return found


def _occurrences(msg: Message, squeezed: str, starts: Sequence[int] = ()) -> Iterable[re.Match[str]]:
    """Every place the message starts, overlapping ones too: an occurrence that starts in a
    source line the traceback shows (`f"Invalid ({self.x}). "`) must not hide the real one that
    its placeholder ran into."""
    if msg.longest not in squeezed:
        return  # (most messages, in most texts: one substring test)
    kind, first = msg.segments[0]
    if kind == "name" and first in _LISTS:
        # A message that opens with a list (HF164: a check's own message, then a sentence)
        # starts right after an exception's name, or at the text's start (a message pasted
        # alone): not at any line's start, where its list would take in the frames above.
        for at in sorted({0, *_after_exception_names(squeezed, starts)}):
            m = msg.pattern.match(squeezed, at)
            if m is not None:
                yield m
        return
    if msg.fact.exception == "KeyError" and kind == "text" and len(msg.segments) == 1:
        # A KeyError's message is the missing key (HF339's `rope_type`), which the source lines
        # shown above hold too: only the exception line says it, where Python quotes it (or the
        # text's start: the key pasted alone).
        for at in sorted({0, *_after_exception_names(squeezed, starts)}):
            m = msg.pattern.match(squeezed, at + 1 if squeezed[at : at + 1] in ("'", '"') else at)
            if m is not None:
                yield m
        return
    if kind != "text":
        # A message that starts with a placeholder (`{cls}.__init__() got an unexpected keyword
        # argument ...`) starts where a message can: right after an exception's name, or at a
        # line's start. (Searched anywhere, its lazy placeholder would start at the earliest
        # place the rest follows within reach, inside the frames above.)
        for at in sorted({*starts, *_after_exception_names(squeezed, starts)}):
            m = msg.pattern.match(squeezed, at)
            if m is not None:
                yield m
        return
    at = squeezed.find(first)
    while at >= 0:
        m = msg.pattern.match(squeezed, at)
        if m is not None:
            yield m
        at = squeezed.find(first, at + 1)


def _as_written(lines: Sequence[str], where: Squeezed, m: re.Match[str], name: str) -> str:
    """A placeholder's value with the spaces it had in the text when it sits on one line (the
    match runs on the text without whitespace: `StaticCache(layers=[StaticLayer, StaticLayer])`)."""
    value = m.group(name)
    if not value:
        return value
    (line, col), (end_line, end_col) = where[m.start(name)], where[m.end(name) - 1]
    if line == end_line:
        return lines[line][col : end_col + 1]
    if (name in _QUOTED_TRACEBACKS or name in _LISTS) and m.end(name) < len(m.string):
        # Quoted tracebacks (a list's lines), line by line as printed, to where the rest of the
        # message starts.
        next_line, next_col = where[m.end(name)]
        text = "\n".join([lines[line][col:], *lines[line + 1 : next_line], lines[next_line][:next_col]])
        return text.rstrip("\n") if name in _LISTS else text
    return value


def _full_matches(
    messages: Sequence[Message], lines: Sequence[str], squeezed: str, where: Squeezed, source_lines: set[int]
) -> list[Found]:
    out: list[Found] = []
    for msg in messages:
        for m in _occurrences(msg, squeezed, where.starts):
            start, end = m.span()
            line, col = where[start]
            written = _exception_before(lines, line, col)
            if not _same_exception(written, msg.fact):
                continue
            values = {k: _as_written(lines, where, m, k) for k, v in m.groupdict().items() if v is not None}
            for name, texts in msg.fact.message_values.items():
                # (one of its texts as the catalog writes it: the match ran without whitespace)
                values[name] = next((t for t in texts if _SPACE_RE.sub("", t) == m.group(name)), values.get(name, ""))
            last = where[end - 1][0]
            kind, name = msg.segments[-1]
            if kind == "name" and name not in msg.fact.message_values:
                # A placeholder that ends the message runs to the end of its line (the
                # pattern's shortest match is its first character).
                at_line, at_col = where[m.start(name)]
                values[name] = lines[at_line][at_col:].strip()
                last = at_line
                if f"\n{{{name}}}" in (msg.fact.message or ""):
                    # One the catalog writes on lines of its own (torch's signatures after
                    # "expected one of:") runs over the indented lines that follow, as printed.
                    last = _indented_end(lines, at_line)
                    first = lines[at_line] if not lines[at_line][:at_col].strip() else lines[at_line][at_col:]
                    values[name] = "\n".join(line.rstrip() for line in [first, *lines[at_line + 1 : last + 1]])
            if msg.fact.raised_at == "expression" and _names_an_object(values) and not _names_a_library_object(values):
                continue  # (Python's own message about another object: it must not hide another code's)
            out.append(Found(msg, line, last, values, written, True, line in source_lines and written is None))
    # A message found inside another, longer one at the same place is that one's; of two the
    # same length, the one with more of it written out (HF122's `['cache']` is not HF146's
    # `{unused}`). One that starts in a shown source line (IPython prints the `raise` with its
    # f-string, which a placeholder can run from down to the exception line) takes nothing from
    # one outside the source.
    out.sort(key=lambda f: (f.line, -_length(f), -f.message.literal_chars))
    kept: list[Found] = []
    for f in out:
        if any(
            k.line <= f.line
            and f.end_line <= k.end_line
            and (f.in_source or not k.in_source)
            and (_length(k), k.message.literal_chars) > (_length(f), f.message.literal_chars)
            and k.message.fact.message != f.message.fact.message
            and not (_opens_with_list(k) and k.message.literal_chars < f.message.literal_chars and k.end_line == f.end_line)
            for k in kept
        ):
            continue
        kept.append(f)
    # A message that is all one list placeholder but a closing sentence (HF164's "{issues}\n\nFix
    # these issues to save the configuration.") also matches every longer message ending so
    # (HF136's list): where one with more text written out covers the same lines, it is that one.
    return [
        f
        for f in kept
        if not (
            _opens_with_list(f)
            and any(
                k is not f and k.line == f.line and k.end_line == f.end_line and k.message.literal_chars > f.message.literal_chars
                for k in kept
            )
        )
    ]


def _indented_end(lines: Sequence[str], at: int) -> int:
    """The last of the indented lines that go on from line `at` (not a frame, a source line or
    another traceback: a message's own continuation, such as torch's ` * (Tensor repeats, ...)`)."""
    end = at
    while end + 1 < len(lines):
        line = lines[end + 1]
        if not line.strip() or not line[:1].isspace() or _starts_block(line) or _PY_FRAME_START_RE.match(line):
            break
        if _IPY_FILE_START_RE.match(line) or _IPY_CELL_RE.match(line):
            break
        end += 1
    return end


def _opens_with_list(f: Found) -> bool:
    kind, name = f.message.segments[0]
    return kind == "name" and name in _LISTS


def _rewrapped(found: list[Found]) -> list[Found]:
    """Without the messages a later exception repeats with more after them, the same values in
    its placeholders: transformers catching its own error and raising it again longer (5.x's
    save_pretrained re-raises validate(strict=True)'s `GenerationConfig is invalid: ...` with
    "Fix these issues to save the configuration.", HF145 inside HF136), chained by "During
    handling of the above exception". The user's error is the later one."""
    out = []
    for f in found:
        text = f.message.fact.message or ""
        if text and any(
            k.line > f.end_line
            and (k.message.fact.message or "") != text
            and (k.message.fact.message or "").startswith(text)
            and all(k.values.get(name) == value for name, value in f.values.items())
            for k in found
        ):
            continue
        if text and any(k.line > f.end_line and _wraps(k, f) for k in found):
            continue
        out.append(f)
    return out


def _wraps(k: Found, f: Found) -> bool:
    """Whether a later message begins with the whole of an earlier one as its first placeholder
    (HF164: save_pretrained re-raises a check's own error, HF138's, HF159's..., with "Fix these
    issues to save the configuration." added)."""
    kind, name = k.message.segments[0]
    if kind != "name" or name not in _LISTS or name not in k.values or k.message.code == f.message.code:
        return False
    return _SPACE_RE.sub("", k.values[name]) == _SPACE_RE.sub("", f.message.fact.render_message(f.values))


def _length(f: Found) -> int:
    return f.message.literal_chars + sum(len(v) for v in f.values.values())


def _prefix_values(
    segments: Sequence[tuple[str, str]], text: str, fixed: Mapping[str, tuple[str, ...]] | None = None
) -> tuple[int, dict[str, str]] | None:
    """When `text` is the beginning of the message (whitespace removed): how many of the
    message's literal characters it holds, and the placeholders it fills; else None. A
    placeholder of known texts (`fixed`) is read as text, one of them."""

    def walk(k: int, i: int, literal: int, values: dict[str, str]) -> tuple[int, dict[str, str]] | None:
        if i == len(text):
            return literal, values
        if k == len(segments):
            return None
        kind, value = segments[k]
        if fixed and kind == "name" and value in fixed:
            for a in _alternatives(fixed[value]):
                n = min(len(a), len(text) - i)
                if text[i : i + n] != a[:n]:
                    continue
                if n < len(a):
                    return literal + n, {**values, value: a[:n]}
                got = walk(k + 1, i + n, literal + n, {**values, value: a})
                if got is not None:
                    return got
            return None
        if kind == "text":
            n = min(len(value), len(text) - i)
            if text[i : i + n] != value[:n]:
                return None
            return walk(k + 1, i + n, literal + n, values) if n == len(value) else (literal + n, values)
        # (a list's placeholder has its own bound, as in the whole message's pattern)
        for j in range(i + 1, min(len(text), i + _LISTS.get(value, MAX_PLACEHOLDER)) + 1):
            got = walk(k + 1, j, literal, {**values, value: text[i:j]})
            if got is not None:
                return got
        return None

    return walk(0, 0, 0, {})


_EXC_IN_LINE_RE = re.compile(rf"(?<![\w.])(?P<type>{_EXC_NAME}): ?(?P<msg>.*)$")


def _cut_matches(messages: Sequence[Message], lines: Sequence[str], found_lines: set[int]) -> list[Found]:
    """Exception lines whose message is cut short: the beginning of a catalog message, with
    the same exception name, and at least MIN_TRUNCATED of its characters."""
    out: list[Found] = []
    for n, line in enumerate(lines):
        if n in found_lines or ":" not in line:
            continue
        m = _EXC_IN_LINE_RE.search(line)
        if m is None or line[: m.start()].startswith("    "):
            continue  # (a source line the traceback shows)
        body = [m.group("msg")]
        last = n
        while (
            last + 1 < len(lines)
            and last < n + 20
            and lines[last + 1].strip()
            and not _starts_block(lines[last + 1])
            and _frame_at(lines, last + 1)[0] is None
        ):
            last += 1
            body.append(lines[last])
        if any(n <= k <= last for k in found_lines):
            continue
        text = _ELLIPSIS_RE.sub("", _squeeze(body)[0])
        if not text:
            continue
        for msg in messages:
            if not _same_exception(m.group("type"), msg.fact):
                continue
            got = _prefix_values(msg.segments, text, msg.fact.message_values)
            if got is None:
                continue
            literal, values = got
            if literal < min(MIN_TRUNCATED, msg.literal_chars) or literal >= msg.literal_chars:
                continue
            if msg.fact.raised_at == "expression" and _names_an_object(values) and not _names_a_library_object(values):
                continue
            out.append(Found(msg, n, last, values, m.group("type"), False))
    return out


def recognise(text: str, catalog: Catalog) -> Recognition:
    """The known errors in `text`, in the order they appear (one per code and place)."""
    cleaned = clean(text)
    lines = cleaned.lines
    tracebacks = blocks(lines)
    messages = messages_of(catalog)
    squeezed, where = _squeeze(lines)
    source_lines = {
        n for n, line in enumerate(lines) if line.startswith("    ") or _MARKER_RE.match(line) or _CONTEXT_RE.match(line)
    }
    found = _rewrapped(_full_matches(messages, lines, squeezed, where, source_lines))
    found += _cut_matches(messages, lines, {f.line for f in found})
    grouped = _grouped(found, tracebacks, catalog, lines)
    bare = _bare_matches(catalog, tracebacks, lines, {r.line for r in grouped})
    if bare:
        grouped = sorted([*grouped, *bare], key=lambda r: (r.line, r.code))
    return Recognition(cleaned, tuple(tracebacks), tuple(grouped))


def _bare_matches(catalog: Catalog, tracebacks: Sequence[Block], lines: Sequence[str], taken: set[int]) -> list[Recognised]:
    """Errors raised without a message (`raise AttributeError` in BatchEncoding.__getattr__,
    HF301): no text to look for, so a traceback is one when its exception line is the bare name
    of the fact's exception and its deepest transformers frame is in the fact's file. An
    exception line alone (no frames) says nothing of where it came from: not recognised."""
    facts = [(entry, fact) for entry in catalog for fact in entry.facts if fact.raised and fact.message == "" and fact.file]
    out: list[Recognised] = []
    for block in tracebacks if facts else ():
        at = block.exception_line
        if at is None or at in taken or block.exception is None:
            continue
        printed = _EXC_LINE_RE.match(lines[at].strip())
        if printed is None or (printed.group("msg") or "").strip():
            continue  # (a message follows the name; IPython prints `AttributeError: ` for none)
        package_frames = [f for f in block.frames if f.in_package("transformers")]
        if not package_frames:
            continue
        deepest = package_frames[-1]
        for entry, fact in facts:
            assert fact.file is not None and fact.exception is not None
            same_type = block.exception.rsplit(".", 1)[-1] == fact.exception
            if not same_type or not deepest.normalised.endswith(fact.file.removeprefix("src/")):
                continue
            mine = tuple(f for f in entry.facts if f.raised and f.message == "" and f.exception == fact.exception)
            raise_frame, pinned = _pin(mine, tuple(block.frames))
            out.append(Recognised(entry, mine, block.exception, "", {}, True, at, tuple(block.frames), raise_frame, pinned))
            break
    return out


def _block_of(f: Found, tracebacks: Sequence[Block]) -> Block | None:
    for b in tracebacks:
        if b.first <= f.line <= b.last:
            return b
    return None


_RAISE_RE = re.compile(rf"\braise\s+({_EXC_NAME})\s*\(")


def _grouped(found: list[Found], tracebacks: Sequence[Block], catalog: Catalog, lines: Sequence[str]) -> list[Recognised]:
    """One Recognised per (traceback, code): the facts whose text it is, the frames, the release."""
    by_place: dict[tuple[int, str], list[Found]] = {}
    for f in found:
        block = _block_of(f, tracebacks)
        if (block is not None and not _speaks_for(f, block)) or (block is None and f.in_source):
            continue
        key = (block.first if block is not None else -1 - f.line, f.message.code)
        by_place.setdefault(key, []).append(f)
    out: list[Recognised] = []
    for (_, code), group in by_place.items():
        entry = catalog.get(code)
        if entry is None:
            continue
        # The exception line's occurrence speaks for the traceback; one in a shown source line
        # (the `raise` statement) only when there is no other.
        group.sort(key=lambda f: (f.in_source, f.exception is None, not f.complete, f.line))
        best = group[0]
        text = best.message.fact.message
        facts: list[Fact] = []
        for f in group:
            # A whole message is its facts'; a beginning is every fact's whose message begins so.
            same = f.message.fact.message == text or not best.complete
            if same and f.complete == best.complete and all(f.message.fact is not g for g in facts):
                facts.append(f.message.fact)
        block = _block_of(best, tracebacks)
        frames = tuple(block.frames) if block is not None else ()
        exception = best.exception or (block.exception if block is not None and not best.in_source else None)
        if exception is None and best.in_source:
            raised = _RAISE_RE.search(lines[best.line])
            exception = raised.group(1) if raised is not None else None
        if any(fact.implicit for fact in facts) and not _implicit_confirmed(facts, frames):
            continue  # a generic interpreter message whose frames say it came from elsewhere
        if any(fact.raised_at == "expression" and not _names_transformers(fact) for fact in facts) and not (
            _names_a_library_object(best.values) if _names_an_object(best.values) else _iterates_a_cache(frames)
        ):
            continue  # (Python's own message about any object: only a transformers cache's or generate output's is ours)
        raise_frame, pinned = _pin(facts, frames)
        facts, pinned = _by_parts(facts, pinned, best.values)
        out.append(
            Recognised(
                entry,
                tuple(facts),
                exception,
                facts[0].render_message(best.values),
                best.values,
                best.complete,
                best.line,
                frames,
                raise_frame,
                pinned,
            )
        )
    # A chained error re-raised with more text (HF136: save_pretrained raises validate()'s
    # message again with "Fix these issues to save the configuration." added): the first link
    # reads as the beginning of the code's message, the last as all of it. It is one error.
    # So is a cut-short link that another code's later, complete message continues with the
    # same values (HF167: Seq2SeqTrainer re-raises validate()'s list with "Fix these issues to
    # train your model.", which reads as the beginning of HF136's message too).
    out = [
        r
        for r in out
        if r.complete or not any(o.complete and o.line > r.line and (o.code == r.code or _continues(o, r)) for o in out)
    ]
    out = _with_neighbours(out)
    out.sort(key=lambda r: (r.line, r.code))
    return out


def _by_parts(facts: list[Fact], pinned: tuple[str, ...], values: Mapping[str, str]) -> tuple[list[Fact], tuple[str, ...]]:
    """Of facts whose message lists its issues from parts (HF136's lines, worded by release), the
    ones whose parts word the issues found, and the pinned releases narrowed to theirs: a raise
    line several releases share (HF167's in trainer_seq2seq.py, 4.57.6 and 5.0 to 5.3) is then
    told apart by the wording. All of them when none or every one fits."""
    text = values.get("issues")
    if not text or len(facts) < 2 or not all(f.parts for f in facts):
        return facts, pinned
    words = _SPACE_RE.sub("", text)
    fitting = [f for f in facts if _worded_by(f, words)]
    if not fitting or len(fitting) == len(facts):
        return facts, pinned
    releases = {r for f in fitting for r in f.lines}
    narrowed = tuple(r for r in pinned if r in releases)
    return fitting, narrowed or pinned


def _worded_by(fact: Fact, words: str) -> bool:
    """Whether the issues (whitespace removed) are a list of the fact's parts."""

    def pattern(template: str) -> str:
        pieces = re.split(r"\{[a-z_]+\}", _SPACE_RE.sub("", template))
        return ".+?".join(re.escape(p) for p in pieces)

    one = "|".join(f"(?:{pattern(t)})" for name, t in fact.parts.items() if name != "line")
    line = fact.parts.get("line")
    if line is not None:
        head, _, tail = _SPACE_RE.sub("", line).partition("{issue}")
        one = pattern(head) + f"(?:{one})" + pattern(tail)
        return re.fullmatch(f"(?:{one})+", words, re.DOTALL) is not None
    return re.fullmatch(one, words, re.DOTALL) is not None


def _continues(later: Recognised, cut: Recognised) -> bool:
    """Whether a complete message begins as a cut-short one does (the text before the first
    placeholder) and holds the same placeholder values (whitespace aside)."""
    if not cut.values or not later.facts or not cut.facts:
        return False
    if (later.facts[0].message or "").split("{", 1)[0] != (cut.facts[0].message or "").split("{", 1)[0]:
        return False
    return all(_SPACE_RE.sub("", later.values.get(k, "")) == _SPACE_RE.sub("", v) for k, v in cut.values.items())


def _speaks_for(f: Found, block: Block) -> bool:
    """Whether an occurrence is the traceback's error: its exception line, or (a traceback cut
    before that line) the source line of the innermost frame, the `raise` that raised it. Not
    the source shown around other frames (IPython lists several lines of each)."""
    if block.exception_line is not None:
        return f.line >= block.exception_line
    return bool(block.frames) and block.frames[-1].text_at == f.line


def _names_a_cache_class(values: Mapping[str, str]) -> bool:
    """Whether the class a message of the user's own expression names (`'DynamicCache' object`,
    `type object 'DynamicCache'`) is a transformers cache class (HF152, HF153), and the member
    it names one core/cachemembers.py follows; or a model class hflint names, and the member a
    decoding method or helper its releases removed (HF332, core/genremoved.py)."""
    from hflint.core import cachemembers, genremoved

    named = (values.get("cls") or values.get("owner") or "").removeprefix("type object ").removesuffix(" object")
    if named.strip("'") in genremoved.model_method_classes() and values.get("name") in genremoved.REMOVED_MODEL_METHODS:
        return True  # (a model class hflint names, without a decoding method of 4.2x: HF332)
    if "name" in values and values["name"] not in cachemembers.MEMBERS:
        return False  # (a member every release has or lacks alike: another code's, HF130's `layers`)
    return named.strip("'") in cachemembers.CLASSES


def _names_an_output_class(values: Mapping[str, str]) -> bool:
    """Whether the object a message of the user's own expression names (`'GenerateDecoderOnlyOutput'
    object`) is a generate output class and the field it names one that class lacks (HF329;
    core/outputfields.py)."""
    from hflint.core import outputfields

    named = (values.get("owner") or "").removesuffix(" object").strip("'")
    return any(
        cls == named and values.get("name") in outputfields.NAMES - fields for cls, fields in outputfields.CLASSES.values()
    )


def _names_a_library_object(values: Mapping[str, str]) -> bool:
    """A transformers cache class (HF152, HF153) or generate output class (HF329) named by a
    message of the user's own expression, with a member hflint follows."""
    return _names_a_cache_class(values) or _names_an_output_class(values)


def _names_transformers(fact: Fact) -> bool:
    """A message of the user's own expression that names an object of transformers in its own
    text (HF302's `transformers.generation.utils.GenerationMixin.generate() argument after **
    must be a mapping, not Tensor`): no other code's, whatever the frames."""
    return "transformers." in _PLACEHOLDER_RE.split(fact.message or "")[0]


def _names_an_object(values: Mapping[str, str]) -> bool:
    """Whether a message of the user's own expression names the object it is about (HF152's
    owner, HF153's class); HF162's unpacking message names none."""
    return "cls" in values or "owner" in values


# The source line of a `for` (or a comprehension's) over what reads as a cache: HF162's message,
# Python's own about any unpacking, is ours only where the line that raised iterates one.
_ITERATES_CACHE_RE = re.compile(r"\bfor\b[^:]*?\bin\b[^:]*?(past_key_values|cache|\bpkv\b)", re.I)


def _iterates_a_cache(frames: Sequence[Frame]) -> bool:
    """Whether the innermost frame's shown line iterates a cache (`for k, v in out.past_key_values:`,
    `sum(k.numel() for k, v in cache)`); a message with no traceback is not enough."""
    shown = frames[-1].text if frames else None
    return shown is not None and _ITERATES_CACHE_RE.search(shown) is not None


def _implicit_confirmed(facts: Sequence[Fact], frames: Sequence[Frame]) -> bool:
    """A message Python itself makes (`'X' object has no attribute 'crop'`) is this entry's
    only when the traceback, if there is one, raised it in the file the catalog names."""
    # (torch's `Module.__getattr__` raises the AttributeError of a missing attribute for every
    # module it is asked of: a frame of it alone says nothing about who asked)
    frames = [f for f in frames if not (f.function == "__getattr__" and f.normalised.endswith("torch/nn/modules/module.py"))]
    package_frames = [f for f in frames if f.in_package("transformers")]
    if not frames:
        # the line alone: said with its releases, and the caveat in the text; not a message
        # that names nothing but a built-in type
        return not any(fact.message and _BUILTIN_ONLY_RE.match(fact.message) for fact in facts)
    if not package_frames:
        return False
    deepest = package_frames[-1]
    return any(fact.file and deepest.normalised.endswith(fact.file.removeprefix("src/")) for fact in facts)


def _pin(facts: Sequence[Fact], frames: Sequence[Frame]) -> tuple[Frame | None, tuple[str, ...]]:
    """The transformers frame that raised it, and the releases whose recorded line it is."""
    for frame in reversed(frames):
        for fact in facts:
            if fact.file and frame.normalised.endswith(fact.file.removeprefix("src/")):
                pinned = tuple(
                    r
                    for f in facts
                    if f.file and frame.normalised.endswith(f.file.removeprefix("src/"))
                    for r, n in f.lines.items()
                    if n == frame.line
                )
                return frame, tuple(dict.fromkeys(pinned))
    return None, ()


def _with_neighbours(found: list[Recognised]) -> list[Recognised]:
    """Fill in the codes that share a message found at the same place, and for a message cut
    short the other codes whose message begins the same way."""
    out = []
    for r in found:
        same_place = [o for o in found if o is not r and o.line == r.line]
        shared = tuple(o.code for o in same_place if o.complete and r.complete and o.message == r.message)
        possible = tuple(o.code for o in same_place if not (o.complete and r.complete and o.message == r.message))
        out.append(_replace(r, shared, possible))
    return out


def _replace(r: Recognised, shared: tuple[str, ...], possible: tuple[str, ...]) -> Recognised:
    from dataclasses import replace

    return replace(r, shared_with=shared, also_possible=possible)
