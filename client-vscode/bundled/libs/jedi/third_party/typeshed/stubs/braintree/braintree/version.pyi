from typing import Final

Version: Final[str]
