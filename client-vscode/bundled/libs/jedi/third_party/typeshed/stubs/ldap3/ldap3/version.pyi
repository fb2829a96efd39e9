from typing import Final

__version__: Final[str]
__author__: Final[str]
__email__: Final[str]
__url__: Final[str]
__description__: Final[str]
__status__: Final[str]
__license__: Final[str]
