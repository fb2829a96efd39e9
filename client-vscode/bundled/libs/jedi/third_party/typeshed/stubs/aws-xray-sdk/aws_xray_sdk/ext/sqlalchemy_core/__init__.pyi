from .patch import patch as patch, unpatch as unpatch

__all__ = ["patch", "unpatch"]
