from typing import Final

version_info: Final[tuple[int, int, int]]
__version__: Final[str]
SERVER: Final[str]
SERVER_SOFTWARE: Final[str]
