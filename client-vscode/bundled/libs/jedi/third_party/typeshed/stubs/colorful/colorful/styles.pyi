from typing import Final

SOLARIZED: Final[dict[str, str]]
MONOKAI: Final[dict[str, str]]
