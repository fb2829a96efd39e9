from typing import Final

__author__: Final[str]
__version__: Final[str]

def set_debug(debug_val: bool) -> None: ...
def get_debug() -> bool: ...
