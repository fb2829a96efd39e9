from typing import Final

__version__: Final[str]
RELEASE_GIT_HEAD: Final[str]
VARIANT: Final[str]
UPDATE_HINT: Final[str]
CHANNEL: Final[str]
ORIGIN: Final[str]
