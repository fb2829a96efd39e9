from .patch import add_ignored as add_ignored, patch as patch, reset_ignored as reset_ignored, unpatch as unpatch

__all__ = ["patch", "unpatch", "add_ignored", "reset_ignored"]
