from typing import Final

from . import dbapi as dbapi

__version__: Final[str]

__all__ = ["dbapi"]
