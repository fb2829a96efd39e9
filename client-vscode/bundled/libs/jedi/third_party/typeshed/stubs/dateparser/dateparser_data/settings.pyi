from typing import Final

from dateparser import _Settings

default_parsers: Final[list[str]]
settings: Final[_Settings]
