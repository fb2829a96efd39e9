from typing import Final

__version__: Final[str]
