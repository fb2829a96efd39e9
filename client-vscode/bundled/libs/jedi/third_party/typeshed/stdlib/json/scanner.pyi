from _json import make_scanner as make_scanner
from re import Pattern
from typing import Final

__all__ = ["make_scanner"]

NUMBER_RE: Final[Pattern[str]]  # undocumented
