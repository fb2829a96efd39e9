from typing import Final

VERSION: Final[str]
