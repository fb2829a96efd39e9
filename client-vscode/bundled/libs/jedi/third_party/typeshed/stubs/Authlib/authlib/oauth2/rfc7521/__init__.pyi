from .client import AssertionClient as AssertionClient

__all__ = ["AssertionClient"]
