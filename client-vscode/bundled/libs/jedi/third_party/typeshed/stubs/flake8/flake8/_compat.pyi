from typing import Final

FSTRING_START: Final[int]
FSTRING_MIDDLE: Final[int]
FSTRING_END: Final[int]

TSTRING_START: Final[int]
TSTRING_MIDDLE: Final[int]
TSTRING_END: Final[int]
