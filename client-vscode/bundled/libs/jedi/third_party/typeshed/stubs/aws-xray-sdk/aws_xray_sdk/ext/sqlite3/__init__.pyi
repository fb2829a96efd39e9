from .patch import patch as patch

__all__ = ["patch"]
