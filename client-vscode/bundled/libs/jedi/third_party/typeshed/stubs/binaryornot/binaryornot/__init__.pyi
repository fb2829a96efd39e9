from typing import Final

__author__: Final[str]
__email__: Final[str]
__version__: Final[str]
