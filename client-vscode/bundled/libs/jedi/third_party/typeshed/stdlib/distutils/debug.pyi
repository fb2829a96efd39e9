from typing import Final

DEBUG: Final[str | None]
