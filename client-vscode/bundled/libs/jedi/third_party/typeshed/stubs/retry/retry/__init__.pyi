from .api import retry as retry

__all__ = ["retry"]
