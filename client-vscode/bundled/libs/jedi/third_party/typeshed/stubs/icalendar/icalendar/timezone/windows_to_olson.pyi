from typing import Final

WINDOWS_TO_OLSON: Final[dict[str, str]]
