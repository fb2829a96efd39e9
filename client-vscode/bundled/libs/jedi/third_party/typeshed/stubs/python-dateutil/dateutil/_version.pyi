from typing import Final

__version__: Final[str]
version: Final[str]
__version_tuple__: Final[tuple[int, int, int]]
version_tuple: Final[tuple[int, int, int]]
