from typing import Final

__version__: Final[str]
IANA_VERSION: Final[str]
