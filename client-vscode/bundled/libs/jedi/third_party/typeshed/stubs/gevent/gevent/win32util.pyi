from collections.abc import Callable

formatError: Callable[[object], str]

__all__ = ["formatError"]
