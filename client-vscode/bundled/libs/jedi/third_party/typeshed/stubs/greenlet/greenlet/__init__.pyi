from typing import Final

from ._greenlet import (
    _C_API as _C_API,
    GreenletExit as GreenletExit,
    error as error,
    getcurrent as getcurrent,
    gettrace as gettrace,
    greenlet as greenlet,
    settrace as settrace,
)

__version__: Final[str]
__all__ = ["__version__", "_C_API", "GreenletExit", "error", "getcurrent", "greenlet", "gettrace", "settrace"]
