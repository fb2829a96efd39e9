from _typeshed import Incomplete
from typing import Final

__all__ = ["lookup"]

lookup: Final[Incomplete]
