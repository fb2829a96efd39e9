from typing import Final

__version__: Final[str]
RL_DEBUG: Final[bool]  # initalized based on env
