from typing import Final

__version__: Final[str]
DEFAULT_CHANNEL_LAYER: Final[str]
