from typing import Final

short_version: Final[str]
version: Final[str]
