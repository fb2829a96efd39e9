from typing import Final

__version__: Final[str]
__VERSION__: Final[str]
