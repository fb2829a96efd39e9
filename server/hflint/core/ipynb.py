"""An .ipynb file as text: where each cell's source strings are, and new sources written in place.

Fixes change a cell's source and nothing else: the file's text is edited at the exact
characters of the cell's JSON strings (an escape the file used is kept for every character
the fix leaves alone, a new line of source becomes a new string of the list with the
file's own separator), so outputs, metadata, key order, indentation, the escaping of
non-ASCII text and the final newline stay as they were, byte for byte. The same table maps
a position in a cell to the file's line and column (SARIF and GitHub annotations).
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from dataclasses import dataclass

from hflint.core.source import split_lines

_WS = re.compile(r"[ \t\n\r]*")
_STRING_REST = re.compile(r'[^"\\]*(?:\\.[^"\\]*)*"', re.DOTALL)
_SCALAR = re.compile(r'[^ \t\n\r{}\[\],:"]+')
_ESCAPES = {'"': '\\"', "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t", "\b": "\\b", "\f": "\\f"}
_SIMPLE = {"n": "\n", "r": "\r", "t": "\t", "b": "\b", "f": "\f", '"': '"', "\\": "\\", "/": "/"}


class IpynbTextError(ValueError):
    """The file's JSON could not be read as text (fixes are then not applied)."""


@dataclass(frozen=True, slots=True)
class Piece:
    """One JSON string of a cell's source: its place in the file text and its value."""

    start: int  # offset of the opening quote
    end: int  # offset after the closing quote
    value: str


@dataclass(frozen=True, slots=True)
class CellSource:
    index: int  # the cell's position among all cells
    pieces: tuple[Piece, ...]
    is_list: bool  # "source": [...] (else one string)
    list_open: int = -1  # offset after the list's "["


class IpynbText:
    """The cells' sources of an .ipynb file's text, found by reading its JSON."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.cells: dict[int, CellSource] = {}
        self._pos = 0
        self._read()
        self.ascii_escapes = _uses_ascii_escapes(text)

    # -------------------------------------------------------------- reading

    def _ws(self) -> None:
        m = _WS.match(self.text, self._pos)
        self._pos = m.end() if m else self._pos

    def _peek(self) -> str:
        self._ws()
        return self.text[self._pos : self._pos + 1]

    def _expect(self, char: str) -> None:
        if self._peek() != char:
            raise IpynbTextError(f"expected {char!r} at offset {self._pos}")
        self._pos += 1

    def _string(self) -> Piece:
        self._ws()
        start = self._pos
        if self.text[start : start + 1] != '"':
            raise IpynbTextError(f"expected a string at offset {start}")
        m = _STRING_REST.match(self.text, start + 1)
        if m is None:
            raise IpynbTextError(f"unterminated string at offset {start}")
        self._pos = m.end()
        try:
            value = json.loads(self.text[start : self._pos])
        except json.JSONDecodeError as err:
            raise IpynbTextError(f"bad string at offset {start}: {err}") from None
        return Piece(start, self._pos, value)

    def _skip_value(self) -> None:
        depth = 0
        while True:
            char = self._peek()
            if char == '"':
                self._string()
            elif char in ("{", "["):
                depth += 1
                self._pos += 1
            elif char in ("}", "]"):
                depth -= 1
                self._pos += 1
            elif char in (",", ":"):
                if depth == 0:
                    raise IpynbTextError(f"unexpected {char!r} at offset {self._pos}")
                self._pos += 1
            else:
                m = _SCALAR.match(self.text, self._pos)
                if m is None:
                    raise IpynbTextError(f"unexpected text at offset {self._pos}")
                self._pos = m.end()
            if depth == 0:
                return

    def _members(self):
        """The keys of the object that starts here, each left for the caller to read its value."""
        self._expect("{")
        if self._peek() == "}":
            self._pos += 1
            return
        while True:
            key = self._string().value
            self._expect(":")
            yield key
            char = self._peek()
            self._pos += 1
            if char == "}":
                return
            if char != ",":
                raise IpynbTextError(f"expected ',' or '}}' at offset {self._pos - 1}")

    def _read(self) -> None:
        for key in self._members():
            if key == "cells" and self._peek() == "[":
                self.cells = {}
                self._read_cells()
            else:
                self._skip_value()

    def _read_cells(self) -> None:
        self._expect("[")
        index = 0
        if self._peek() == "]":
            self._pos += 1
            return
        while True:
            if self._peek() == "{":
                found = self._read_cell(index)
                if found is not None:
                    self.cells[index] = found
            else:
                self._skip_value()
            index += 1
            char = self._peek()
            self._pos += 1
            if char == "]":
                return
            if char != ",":
                raise IpynbTextError(f"expected ',' or ']' at offset {self._pos - 1}")

    def _read_cell(self, index: int) -> CellSource | None:
        found: CellSource | None = None
        for key in self._members():
            if key != "source":
                self._skip_value()
            elif self._peek() == '"':
                found = CellSource(index, (self._string(),), False)
            elif self._peek() == "[":
                self._pos += 1
                opened = self._pos
                pieces: list[Piece] = []
                if self._peek() == "]":
                    self._pos += 1
                else:
                    while True:
                        if self._peek() != '"':
                            raise IpynbTextError(f"a source list holds a non-string at offset {self._pos}")
                        pieces.append(self._string())
                        char = self._peek()
                        self._pos += 1
                        if char == "]":
                            break
                        if char != ",":
                            raise IpynbTextError(f"expected ',' or ']' at offset {self._pos - 1}")
                found = CellSource(index, tuple(pieces), True, opened)
            else:
                self._skip_value()
                found = None
        return found

    # -------------------------------------------------------------- positions

    def source(self, index: int) -> str:
        return "".join(p.value for p in self.cells[index].pieces)

    def position(self, index: int, line: int, col: int) -> tuple[int, int] | None:
        """Cell `index`'s (1-based line, column) → the file's (1-based line, column)."""
        cell = self.cells.get(index)
        if cell is None or not cell.pieces:
            return None
        offset = _offset(self.source(index), line, col)
        at = 0
        for piece in cell.pieces:
            if offset < at + len(piece.value) or piece is cell.pieces[-1]:
                raw = _raw_offsets(self.text, piece)
                k = min(max(offset - at, 0), len(piece.value))
                return self._file_index.line_col(raw[k])
            at += len(piece.value)
        return None

    @property
    def _file_index(self) -> _Offsets:
        index = getattr(self, "_index", None)
        if index is None:
            index = _Offsets(self.text)
            self._index = index
        return index

    # -------------------------------------------------------------- writing

    def with_sources(self, new: Mapping[int, str]) -> str:
        """The file's text with these cells' sources replaced, and nothing else changed."""
        edits: list[tuple[int, int, str]] = []
        for index, text in new.items():
            cell = self.cells.get(index)
            if cell is None:
                raise IpynbTextError(f"cell {index + 1} has no source to edit")
            old = self.source(index)
            if text != old:
                edits.append(self._splice(cell, old, text))
        out = self.text
        for start, end, replacement in sorted(edits, reverse=True):
            out = out[:start] + replacement + out[end:]
        return out

    def _splice(self, cell: CellSource, old: str, new: str) -> tuple[int, int, str]:
        """One edit of the file text that turns this cell's source from `old` into `new`: the
        strings from the first to the last one the change touches are written again, the
        characters the change leaves keeping their escapes."""
        a = 0
        while a < min(len(old), len(new)) and old[a] == new[a]:
            a += 1
        b = 0
        while b < min(len(old), len(new)) - a and old[-1 - b] == new[-1 - b]:
            b += 1
        old_end, inserted = len(old) - b, [(c, self._escape(c)) for c in new[a : len(new) - b]]
        pieces = cell.pieces
        if not pieces:
            # An empty source list ("source": [] has no string): the new text becomes its
            # strings, laid out as the file's writer lays out a list.
            return self._fill_empty(cell, _split_pairs(inserted))
        starts: list[int] = []
        at = 0
        for piece in pieces:
            starts.append(at)
            at += len(piece.value)

        def holding(offset: int) -> int:
            for k, piece in enumerate(pieces):
                if starts[k] <= offset < starts[k] + len(piece.value):
                    return k
            return len(pieces) - 1

        first = holding(a)
        last = holding(old_end - 1) if old_end > a else first
        if cell.is_list:
            # A line break deleted at the end of a string joins the next string to it.
            while last + 1 < len(pieces) and not _ends_line(
                old, new, starts[last] + len(pieces[last].value), old_end, a, len(inserted)
            ):
                last += 1
        chars: list[tuple[str, str]] = []
        for k in range(first, last + 1):
            raw = _raw_offsets(self.text, pieces[k])
            for i, ch in enumerate(pieces[k].value):
                pos = starts[k] + i
                if pos == a:
                    chars.extend(inserted)
                if pos < a or pos >= old_end:
                    chars.append((ch, self.text[raw[i] : raw[i + 1]]))
        if a >= len(old):
            chars.extend(inserted)  # (an insertion at the very end)
        lines = _split_pairs(chars) if cell.is_list else [chars]
        start, end = pieces[first].start, pieces[last].end
        if not lines:
            # Everything of these strings went: drop them with a separator.
            if last + 1 < len(pieces):
                end = pieces[last + 1].start
            elif first > 0:
                start = pieces[first - 1].end
            return start, end, ""
        return start, end, self._join(lines, cell)

    def _fill_empty(self, cell: CellSource, lines: list[list[tuple[str, str]]]) -> tuple[int, int, str]:
        strings = ['"' + "".join(raw for _, raw in line) + '"' for line in lines]
        close = self.text.index("]", cell.list_open)
        if "\n" not in self.text.strip():
            return cell.list_open, close, ", ".join(strings)
        line_start = self.text.rfind("\n", 0, cell.list_open) + 1
        indent = self.text[line_start : cell.list_open]
        indent = indent[: len(indent) - len(indent.lstrip(" \t"))]
        second = self.text[self.text.find("\n") + 1 :]
        unit = second[: len(second) - len(second.lstrip(" \t"))] or " "
        inner = "\n" + indent + unit
        return cell.list_open, close, inner + ("," + inner).join(strings) + "\n" + indent

    def _join(self, lines: list[list[tuple[str, str]]], cell: CellSource) -> str:
        separator = self._separator(cell)
        return separator.join('"' + "".join(raw for _, raw in line) + '"' for line in lines)

    def _separator(self, cell: CellSource) -> str:
        pieces = cell.pieces
        if len(pieces) > 1:
            return self.text[pieces[0].end : pieces[1].start]
        if cell.is_list and cell.list_open >= 0:
            m = _WS.match(self.text, cell.list_open)
            space = m.group(0) if m else ""
            return "," + space if space else ", "
        return ", "

    def _escape(self, ch: str) -> str:
        if ch in _ESCAPES:
            return _ESCAPES[ch]
        if ch < " ":
            return f"\\u{ord(ch):04x}"
        if self.ascii_escapes and ord(ch) > 127:
            code = ord(ch)
            if code > 0xFFFF:
                code -= 0x10000
                return f"\\u{0xD800 + (code >> 10):04x}\\u{0xDC00 + (code & 0x3FF):04x}"
            return f"\\u{code:04x}"
        return ch


def _ends_line(old: str, new: str, end: int, old_end: int, a: int, n_inserted: int) -> bool:
    """Whether, after the change, the text up to old offset `end` ends with a line break."""
    if end <= a:
        return old[end - 1 : end] == "\n"
    if end >= old_end:
        shifted = end - old_end + a + n_inserted
        return new[shifted - 1 : shifted] == "\n" if shifted > 0 else True
    return True  # (inside the deleted text: the later strings are taken in anyway)


def _split_pairs(chars: list[tuple[str, str]]) -> list[list[tuple[str, str]]]:
    """The characters cut into source lines (each ending in its line break), as nbformat writes them."""
    lines: list[list[tuple[str, str]]] = []
    current: list[tuple[str, str]] = []
    for pair in chars:
        current.append(pair)
        if pair[0] == "\n":
            lines.append(current)
            current = []
    if current:
        lines.append(current)
    return lines


def _offset(text: str, line: int, col: int) -> int:
    lines = split_lines(text) or [""]
    line = min(max(line, 1), len(lines) + (1 if text.endswith(("\n", "\r")) else 0))
    at = sum(len(s) for s in lines[: line - 1])
    here = lines[line - 1].rstrip("\r\n") if line - 1 < len(lines) else ""
    return at + min(max(col, 0), len(here))


def _raw_offsets(text: str, piece: Piece) -> list[int]:
    """For each character of the string's value, the file offset where its JSON text starts
    (and one more: where the closing quote is)."""
    out: list[int] = []
    i = piece.start + 1
    end = piece.end - 1
    while i < end:
        out.append(i)
        if text[i] != "\\":
            i += 1
            continue
        kind = text[i + 1]
        if kind in _SIMPLE:
            i += 2
        elif kind == "u":
            code = int(text[i + 2 : i + 6], 16)
            i += 6
            if 0xD800 <= code < 0xDC00 and text.startswith("\\u", i):
                low = int(text[i + 2 : i + 6], 16)
                if 0xDC00 <= low < 0xE000:
                    i += 6  # (a surrogate pair is one character)
        else:
            i += 2
    out.append(end)
    if len(out) != len(piece.value) + 1:
        raise IpynbTextError(f"cannot map the string at offset {piece.start}")
    return out


class _Offsets:
    """File offsets → (1-based line, column in code points)."""

    def __init__(self, text: str) -> None:
        self.starts = [0]
        for line in split_lines(text):
            self.starts.append(self.starts[-1] + len(line))

    def line_col(self, offset: int) -> tuple[int, int]:
        import bisect

        k = bisect.bisect_right(self.starts, offset) - 1
        return k + 1, offset - self.starts[k]


def _uses_ascii_escapes(text: str) -> bool:
    """Whether the file writes non-ASCII text as \\u escapes (json's ensure_ascii): it is ASCII
    and escapes some character above U+007F."""
    if not text.isascii():
        return False
    return re.search(r"\\u(?:00[89a-fA-F][0-9a-fA-F]|0[1-9a-fA-F][0-9a-fA-F]{2}|[1-9a-fA-F][0-9a-fA-F]{3})", text) is not None
